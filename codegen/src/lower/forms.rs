//! Objects with forms: an object whose `oneOf`/`anyOf` lists inline object forms (a
//! sub-union, e.g. a message with an `assistant` and a `user` form) becomes one object per
//! leaf form, each holding the properties of the objects it is a form of; a form that extends
//! an object with forms through `allOf` takes that object's forms. Each form is named by its
//! `title` or by its parent and its string `const`, the name claimed once.

use eventspec_schema::model::{self, Keywords, NodeId};

use super::{FORMS_DEPTH, Lowerer, account, fields::Fields};
use crate::{
    error::CodegenError,
    model::{Kind, TypeDef},
    naming::{self, Case, pascal},
};

impl Lowerer<'_> {
    /// One object per leaf form of a sub-union, each with the properties of its ancestors.
    pub(super) fn forms(
        &mut self,
        name: &str,
        id: NodeId,
        (keyword, members): &(&'static str, Vec<NodeId>),
        inherited: &Fields,
        names: &mut Vec<String>,
    ) -> Result<(), CodegenError> {
        if self.form_depth >= FORMS_DEPTH {
            return Err(self.unsupported(
                self.pointer(id),
                keyword,
                &format!("object forms nest more than {FORMS_DEPTH} deep: a form that extends the object it is a form of has no end"),
            ));
        }
        self.form_depth += 1;
        let lowered = self.nested_forms(name, id, keyword, members, inherited, names);
        self.form_depth -= 1;
        lowered
    }

    /// [`Self::forms`], within its depth.
    fn nested_forms(
        &mut self,
        name: &str,
        id: NodeId,
        keyword: &'static str,
        members: &[NodeId],
        inherited: &Fields,
        names: &mut Vec<String>,
    ) -> Result<(), CodegenError> {
        if let Some(types) = self.keywords(id).and_then(|k| k.types.as_ref())
            && types != &[model::JsonType::Object]
        {
            return Err(self.unsupported(
                self.pointer(id),
                "type",
                "an object with forms is an object: its `type` can only be `object`",
            ));
        }
        let consumed = [account::OBJECT, &[keyword]].concat();
        let fields = self.form_fields(inherited, id, &consumed, "on an object with forms", None)?;
        if keyword == "oneOf" {
            self.exclusive(members)?;
        }
        for member in members {
            let member_pointer = self.pointer(*member).to_owned();
            let Some(keywords) = self.keywords(*member) else {
                continue;
            };
            let form_name = self.form_name(name, keyword, *member, keywords)?;
            if let Some(nested) = self.inline_forms(*member) {
                self.forms(&form_name, *member, &nested, &fields, names)?;
                continue;
            }
            let merged = self.merged_forms(*member);
            let place = "on a form of an object";
            let skip = merged.as_ref().map(|(owner, _)| *owner);
            let form_fields = self.form_fields(&fields, *member, account::OBJECT, place, skip)?;
            if let Some((owner, nested)) = merged {
                // Its forms are those of the object with forms its `allOf` merges in.
                self.forms(&form_name, owner, &nested, &form_fields, names)?;
                continue;
            }
            let doc = self.description(*member).or_else(|| self.description(id));
            let object = self.object(&form_name, &form_fields)?;
            self.add(
                TypeDef {
                    name: form_name.clone(),
                    doc,
                    kind: Kind::Object(object),
                },
                &member_pointer,
            )?;
            names.push(form_name);
        }
        Ok(())
    }

    /// `inherited` with the fields of the form (or object with forms) `id`, whose keywords
    /// must be among `consumed` (`place` says where it is), or its open-enum `not`; without
    /// those of `skip`, an object with forms its `allOf` merges in (they come with its forms).
    fn form_fields(
        &self,
        inherited: &Fields,
        id: NodeId,
        consumed: &[&str],
        place: &str,
        skip: Option<NodeId>,
    ) -> Result<Fields, CodegenError> {
        let excluded = self.excluded_field(id);
        let mut consumed = consumed.to_vec();
        if excluded.is_some() {
            consumed.push("not");
        }
        self.account(id, &consumed, place)?;
        let mut fields = match skip {
            Some(skip) => self.fields_except(inherited, id, skip)?,
            None => self.fields(inherited, id)?,
        };
        fields.excluded.extend(excluded);
        Ok(fields)
    }

    /// The name of the form `member` of the object `name` (a member of its `keyword`): its
    /// `title`, else the object's name and the form's string `const`. A name another type
    /// already has (forms titled `other` in several unions) is qualified by the object's name,
    /// and one still taken (the form of a definition named like it, which its `allOf`
    /// extends) is the form's: `…Form` (numbered from 2 when that is taken too). A title that
    /// is a reserved word is qualified too.
    fn form_name(
        &self,
        name: &str,
        keyword: &str,
        member: NodeId,
        keywords: &Keywords,
    ) -> Result<String, CodegenError> {
        let member_pointer = self.pointer(member).to_owned();
        let (candidates, origin) = match &keywords.title {
            Some(title) => (
                vec![title.clone(), format!("{name}{}", pascal(title))],
                format!("{member_pointer}/title"),
            ),
            None => {
                let suffix = keywords
                    .properties
                    .iter()
                    .find_map(|(_, property)| self.keywords(*property)?.constant.clone())
                    .and_then(|value| value.as_str().map(str::to_owned))
                    .ok_or_else(|| {
                        self.unsupported(
                            &member_pointer,
                            keyword,
                            "cannot name this inline form: give it a `title` or a property with a string `const`",
                        )
                    })?;
                (vec![format!("{name}{}", pascal(&suffix))], member_pointer)
            }
        };
        // A title that is no identifier (`none` would be `None`) falls back to the next.
        let mut taken = None;
        for (index, candidate) in candidates.iter().enumerate() {
            match naming::identifier(self.source_name, candidate, &origin, Case::Pascal) {
                Ok(name) if !self.claimed(&name) => return Ok(name),
                Ok(name) => taken = Some(name),
                Err(error) if taken.is_none() && index + 1 == candidates.len() => {
                    return Err(error);
                }
                Err(_) => {}
            }
        }
        let last = taken.unwrap_or_default();
        let form = format!("{last}Form");
        Ok((2..)
            .map(|n| format!("{form}{n}"))
            .find(|numbered| !self.claimed(numbered))
            .filter(|_| self.claimed(&form))
            .unwrap_or(form))
    }

    /// Whether a type or a definition already has the identifier `name`.
    fn claimed(&self, name: &str) -> bool {
        self.types.contains_key(name)
            || self.names.values().any(|n| n == name)
            || self.members.contains(name)
    }

    /// The `oneOf`/`anyOf` of inline object forms of node `id`, if it has one: each member
    /// has properties, forms of its own, or object schemas its `allOf` merges in (objects with
    /// forms among them).
    /// Each node is judged once (a schema may refer to the same objects many times, and to
    /// itself: a node met again while it is being judged has no forms through that path).
    pub(super) fn inline_forms(&self, id: NodeId) -> Option<(&'static str, Vec<NodeId>)> {
        if let Some(known) = self.form_unions.borrow().get(&id) {
            return known.clone();
        }
        self.form_unions.borrow_mut().insert(id, None);
        let found = self.judged_forms(id);
        self.form_unions.borrow_mut().insert(id, found.clone());
        found
    }

    /// [`Self::inline_forms`], judged.
    fn judged_forms(&self, id: NodeId) -> Option<(&'static str, Vec<NodeId>)> {
        let keywords = self.keywords(id)?;
        let nested = |m: NodeId| self.inline_forms(m).is_some();
        let merges_objects = |k: &Keywords| {
            !k.all_of.is_empty()
                && k.all_of.iter().all(|m| {
                    let target = self.contract.resolved(*m);
                    self.is_object_like(target) || nested(target)
                })
        };
        [("oneOf", &keywords.one_of), ("anyOf", &keywords.any_of)]
            .into_iter()
            .find_map(|(keyword, members)| {
                let objects = members.iter().all(|m| {
                    self.keywords(*m).is_some_and(|k| {
                        k.reference.is_none()
                            && (!k.properties.is_empty() || nested(*m) || merges_objects(k))
                    })
                });
                (objects && !members.is_empty()).then(|| (keyword, members.clone()))
            })
    }
}
