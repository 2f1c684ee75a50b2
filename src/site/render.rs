//! The site's templates (handlebars, HTML-escaping every `{{value}}`; `{{{html}}}` only for
//! HTML the view models made from escaped text) and its static assets, all built in.

use handlebars::Handlebars;
use serde::Serialize;

/// The partials the pages share, by name.
const PARTIALS: &[(&str, &str)] = &[
    ("head", include_str!("templates/head.html.hbs")),
    ("foot", include_str!("templates/foot.html.hbs")),
    ("fields", include_str!("templates/fields.html.hbs")),
    ("shape", include_str!("templates/shape.html.hbs")),
];

/// The pages' templates, by name.
const TEMPLATES: &[(&str, &str)] = &[
    ("index", include_str!("templates/index.html.hbs")),
    ("version", include_str!("templates/version.html.hbs")),
    ("changes", include_str!("templates/changes.html.hbs")),
];

/// The static files, by their path in the site.
pub const ASSETS: &[(&str, &str)] = &[
    ("assets/style.css", include_str!("assets/style.css")),
    ("assets/search.js", include_str!("assets/search.js")),
    ("assets/anchors.js", include_str!("assets/anchors.js")),
];

/// What can go wrong building the site.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    /// A template that does not parse or does not render its view model.
    #[error("the site's template `{template}`: {message}")]
    Template {
        /// The template's name.
        template: String,
        /// What is wrong.
        message: String,
    },
}

/// The templates, registered.
pub struct Renderer {
    registry: Handlebars<'static>,
}

impl Renderer {
    /// The built-in templates, in strict mode.
    pub fn new() -> Result<Self, SiteError> {
        let mut registry = Handlebars::new();
        registry.set_strict_mode(true);
        registry.set_prevent_indent(true);
        let error = |name: &'static str| {
            move |error: handlebars::TemplateError| SiteError::Template {
                template: name.to_owned(),
                message: error.to_string(),
            }
        };
        for (name, text) in PARTIALS {
            registry
                .register_partial(name, *text)
                .map_err(error(name))?;
        }
        for (name, text) in TEMPLATES {
            registry
                .register_template_string(name, *text)
                .map_err(error(name))?;
        }
        Ok(Self { registry })
    }

    /// Renders the page `template` of `data`.
    pub fn render(&self, template: &str, data: &impl Serialize) -> Result<String, SiteError> {
        self.registry
            .render(template, data)
            .map_err(|error| SiteError::Template {
                template: template.to_owned(),
                message: error.to_string(),
            })
    }
}
