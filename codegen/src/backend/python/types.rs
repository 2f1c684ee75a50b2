//! The views of a family module's named types (`TypedDict`s and aliases) and of its union.

use serde_json::Value;

use super::{
    annotation::{Context, Imports},
    view::{EventView, FieldView, TypeView, UnionView},
};
use crate::{
    api,
    lang::{
        python::{self, comment, docstring, lines, string},
        wrap,
    },
    layout::Expr,
    model::{Kind, Model, Type, TypeDef, Union},
    naming::{PYTHON_KEYWORDS, class_name_exception, is_identifier, screaming, snake},
};

/// The view of one named type: a `TypedDict` (class or functional form), or a type alias.
pub(super) fn type_view(def: &TypeDef, imports: &mut Imports) -> TypeView {
    // A class's docstring is indented in its body; an alias's is at the module's level.
    let type_doc = |indent| (def.doc.as_deref()).map_or_else(String::new, |d| docstring(d, indent));
    let view = |functional, fields, alias| TypeView {
        name: def.name.clone(),
        doc: type_doc(if functional || !matches!(def.kind, Kind::Object(_)) {
            0
        } else {
            4
        }),
        class_form: matches!(def.kind, Kind::Object(_)) && !functional,
        noqa: class_name_exception(&def.name),
        functional,
        fields,
        alias,
    };
    let object = match &def.kind {
        Kind::Object(object) => object,
        Kind::Alias(ty) => {
            let prefix = format!("{}: {} = ", def.name, imports.extension("TypeAlias"));
            let alias = lines(0, &prefix, &imports.ty(ty, Context::Runtime), "");
            return view(false, Vec::new(), alias.join("\n"));
        }
    };
    imports.extension("TypedDict");
    let fields: Vec<_> = (object.fields.iter())
        .filter(|field| field.ty != Type::Never)
        .collect();
    // A name that is no identifier, or a keyword, needs the functional form; so does the whole
    // type, and its annotations are evaluated there.
    let functional = fields
        .iter()
        .any(|f| !is_identifier(&f.name, false) || PYTHON_KEYWORDS.contains(&f.name.as_str()));
    let context = if functional {
        Context::Runtime
    } else {
        Context::Annotation
    };
    let fields = fields
        .into_iter()
        .map(|field| {
            let wrapper = match field.required {
                true => imports.extension("Required"),
                false => imports.extension("NotRequired"),
            };
            let annotation = Expr::hugging_subscript(wrapper, vec![imports.ty(&field.ty, context)]);
            let declaration = match functional {
                true => lines(8, &format!("{}: ", string(&field.name)), &annotation, ","),
                false => lines(4, &format!("{}: ", field.name), &annotation, ""),
            };
            FieldView {
                declaration: declaration.join("\n"),
                doc: (field.doc.as_deref()).map_or_else(String::new, |d| docstring(d, 4)),
                comment: (field.doc.as_deref())
                    .map(|doc| wrap(doc, 80).iter().map(|l| comment(l)).collect())
                    .unwrap_or_default(),
            }
        })
        .collect();
    view(functional, fields, String::new())
}

/// The view of the union: its alias, map, tags and guards.
pub(super) fn union_view(
    model: &Model,
    union: &Union,
    label: &str,
    imports: &mut Imports,
) -> UnionView {
    let events: Vec<EventView> = union
        .members
        .iter()
        .map(|m| {
            let tag = m.tag_value.clone().unwrap_or_default();
            EventView {
                tag_json: (union.tag.is_some()).then(|| Value::String(tag.clone()).to_string()),
                doc: String::new(),
                tag: string(&tag),
                signature: python::def_line(
                    &format!("is_{}", snake(&m.type_name)),
                    &["event: object"],
                    &format!("TypeGuard[{}]", m.type_name),
                ),
                shape: string(&m.type_name),
                type_name: m.type_name.clone(),
                guard: format!("is_{}", snake(&m.type_name)),
            }
        })
        .collect();
    let alias = model.type_def(&union.name).is_none().then(|| {
        // The union comes after every type it names: no forward reference to quote.
        let mut members: Vec<Expr> = (union.members.iter())
            .map(|m| Expr::atom(&m.type_name))
            .collect();
        // `Union` takes two or more: a union of one type (OpenAI's chunk) is that type.
        let union_ty = match members.len() {
            1 => members.remove(0),
            _ => Expr::hugging_subscript(imports.typing("Union"), members),
        };
        let prefix = format!("{}: {} = ", union.name, imports.extension("TypeAlias"));
        lines(0, &prefix, &union_ty, "").join("\n")
    });
    imports.extension("TypeGuard");
    // The module's docstring holds the contract's description; the union names it.
    let map = format!("{}_MAP", screaming(&union.name));
    let mut union_doc = api::union(label, None);
    if union.open {
        union_doc.push_str(&format!(
            "\n\nOpen: producers may send event types this version does not list; look the tag \
             up in `{map}` and skip what is not there."
        ));
    }
    UnionView {
        name: union.name.clone(),
        alias,
        doc: docstring(&union_doc, 0),
        tagged: union.tag.is_some(),
        tag_key: string(union.tag.as_deref().unwrap_or_default()),
        map_name: map.clone(),
        types_name: format!("{}_TYPES", screaming(&union.name)),
        types_doc: docstring(&api::tags(&union.name), 0),
        map_doc: docstring(&api::map(&union.name), 0),
        events,
    }
}
