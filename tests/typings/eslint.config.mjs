// typescript-eslint's `recommendedTypeChecked` over a generated package's sources: run from the
// package's directory with `eslint --config <this file> src`; each file is checked with the
// type information of the package's own tsconfig.json.
import tseslint from "typescript-eslint";

export default tseslint.config(...tseslint.configs.recommendedTypeChecked, {
  languageOptions: {
    parserOptions: { projectService: true, tsconfigRootDir: process.cwd() },
  },
});
