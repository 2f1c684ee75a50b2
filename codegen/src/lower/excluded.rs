//! What a `not` excludes when it names values: `not: {"const": "a"}` or `not: {"enum": [...]}`
//! on a value ([`Check::Excludes`]), and the open-enum form of an object union, whose catch-all
//! member leaves out the known values of one property:
//! `not: {"anyOf": [{"properties": {"mode": {"const": "form"}}, "required": ["mode"]}, ...]}`.
//! For a field that is present, the second is the first on the field; an absent field
//! passes both.

use eventspec_schema::model::{JsonType, NodeId};
use serde_json::Value;

use super::{Lowerer, account::assertions, types::literal_values};

impl Lowerer<'_> {
    /// The values the schema `not` (the value of a `not`) names, when naming values is all it
    /// asserts (`const`, `enum`, and `type` among them), or when it names types of finitely many
    /// values (`not: {"type": "null"}` beside a `$ref`: any value of the type but `null`).
    pub(super) fn excluded_values(&self, not: NodeId) -> Option<Vec<Value>> {
        let keywords = self.keywords(not)?;
        let asserted = assertions(self.contract, keywords);
        let named = asserted.iter().any(|k| *k == "const" || *k == "enum");
        let only = asserted
            .iter()
            .all(|k| ["const", "enum", "type"].contains(k));
        if named && only {
            return Some(literal_values(keywords));
        }
        let types = keywords.types.as_ref().filter(|_| asserted == ["type"])?;
        let mut values = Vec::new();
        for json_type in types {
            match json_type {
                JsonType::Null => values.push(Value::Null),
                JsonType::Boolean => values.extend([Value::Bool(false), Value::Bool(true)]),
                _ => return None,
            }
        }
        Some(values)
    }

    /// The property and the values the `not` of the object form `form` leaves out, when that
    /// `not` is the open-enum form: an `anyOf` of objects that each require one property (the
    /// same in each) and name its values.
    pub(super) fn excluded_field(&self, form: NodeId) -> Option<(String, Vec<Value>)> {
        let not = self.keywords(form)?.not?;
        let members = &self.keywords(not)?.any_of;
        let own = self.keywords(not)?;
        if members.is_empty() || assertions(self.contract, own) != ["anyOf"] {
            return None;
        }
        let mut field: Option<String> = None;
        let mut values = Vec::new();
        for &member in members {
            let keywords = self.keywords(member)?;
            let [(name, property)] = keywords.properties.as_slice() else {
                return None;
            };
            let shape = assertions(self.contract, keywords);
            let object = keywords
                .types
                .as_deref()
                .is_none_or(|t| t == [JsonType::Object]);
            if !object
                || keywords.required != [name.clone()]
                || !shape
                    .iter()
                    .all(|k| ["type", "properties", "required"].contains(k))
                || field.as_ref().is_some_and(|f| f != name)
            {
                return None;
            }
            values.extend(self.excluded_values(*property)?);
            field = Some(name.clone());
        }
        Some((field?, values))
    }
}
