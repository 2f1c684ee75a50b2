"""The runtime modules the generated Python packages copy as they are: checked here, where
they stand, as one package."""
