//! The module-level constants of a validator module, each declared once: two checks of the same
//! thing (five fields with `minimum: 0`) share one constant, named after the kind of thing it
//! checks and numbered within that kind (`MINIMUM_1`, `PATTERN_1`), whatever the language.

use std::collections::HashMap;

/// The constants of one module, in the order first used.
#[derive(Debug, Default)]
pub struct Constants {
    /// The declarations, laid out.
    pub declarations: Vec<String>,
    /// By kind and content: the constant's name.
    names: HashMap<(String, String), String>,
    /// By kind: how many constants of it there are.
    counts: HashMap<String, usize>,
}

impl Constants {
    /// The name of the constant of kind `kind` holding `content` (any text that tells two
    /// contents apart: the declaration's arguments). The first time, the constant is named
    /// `spell(kind, n)`, the `n`th of its kind from 1, and declared by `declare(name)`.
    pub fn intern(
        &mut self,
        kind: &str,
        content: String,
        spell: impl FnOnce(&str, usize) -> String,
        declare: impl FnOnce(&str) -> String,
    ) -> String {
        let key = (kind.to_owned(), content);
        if let Some(name) = self.names.get(&key) {
            return name.clone();
        }
        let count = self.counts.entry(kind.to_owned()).or_default();
        *count += 1;
        let name = spell(kind, *count);
        self.declarations.push(declare(&name));
        self.names.insert(key, name.clone());
        name
    }

    /// The constant of kind `kind` holding `content`, named `name` (one of its own, such as
    /// the fields a type declares) and declared by `declare(name)` the first time the content
    /// is seen; after that, the constant that holds it already.
    pub fn claim(
        &mut self,
        kind: &str,
        content: String,
        name: String,
        declare: impl FnOnce(&str) -> String,
    ) -> String {
        self.intern(kind, content, |_, _| name, declare)
    }

    /// Whether no constant is declared.
    pub fn is_empty(&self) -> bool {
        self.declarations.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_content_of_a_kind_is_one_constant_and_kinds_count_apart() {
        let mut constants = Constants::default();
        let spell = |kind: &str, n: usize| format!("{kind}_{n}");
        let mut name = |kind: &str, content: &str| {
            constants.intern(kind, content.to_owned(), spell, |name| {
                format!("{name} = {content}")
            })
        };
        assert_eq!(name("MINIMUM", "0"), "MINIMUM_1");
        assert_eq!(name("ENUM", "a, b"), "ENUM_1");
        assert_eq!(name("MINIMUM", "0"), "MINIMUM_1");
        assert_eq!(name("MINIMUM", "1"), "MINIMUM_2");
        assert_eq!(name("MAXIMUM", "0"), "MAXIMUM_1");
        assert_eq!(
            constants.declarations,
            [
                "MINIMUM_1 = 0",
                "ENUM_1 = a, b",
                "MINIMUM_2 = 1",
                "MAXIMUM_1 = 0"
            ]
        );
    }

    #[test]
    fn a_named_constant_whose_content_is_there_already_is_the_one_there() {
        let mut constants = Constants::default();
        let mut claim = |name: &str, content: &str| {
            let declare = |name: &str| format!("{name} = {content}");
            constants.claim("FIELDS", content.to_owned(), name.to_owned(), declare)
        };
        assert_eq!(claim("FIELDS_OF_A", "a, b"), "FIELDS_OF_A");
        assert_eq!(claim("FIELDS_OF_B", "c"), "FIELDS_OF_B");
        assert_eq!(claim("FIELDS_OF_C", "a, b"), "FIELDS_OF_A");
        assert_eq!(
            constants.declarations,
            ["FIELDS_OF_A = a, b", "FIELDS_OF_B = c"]
        );
    }
}
