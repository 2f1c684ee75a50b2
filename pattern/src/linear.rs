//! The linear-time policy: whether a backtracking engine (JavaScript's, Python's) matches a
//! pattern in time linear in the string, and if not, why.

use crate::{
    ast::{Node, anchored, nullable},
    charset::Set,
};

/// Why `node` (parsed from `chars`) may take a backtracking engine more than linear time, when it
/// may.
pub(crate) fn backtracking(node: &Node, chars: &[char]) -> Option<String> {
    linear(node, &First::default(), anchored(node), chars).err()
}

/// The characters a match of a node can start with, and whether it can be the end of the
/// string (`$`).
#[derive(Debug, Clone, Default)]
struct First {
    set: Set,
    end: bool,
}

impl First {
    fn union(&self, other: &Self) -> Self {
        Self {
            set: self.set.union(&other.set),
            end: self.end || other.end,
        }
    }

    fn overlaps(&self, other: &Self) -> bool {
        (self.end && other.end) || self.set.intersects(&other.set)
    }

    fn is_empty(&self) -> bool {
        !self.end && self.set.0.is_empty()
    }
}

fn first(node: &Node) -> First {
    match node {
        Node::Empty | Node::Start | Node::Look { .. } => First::default(),
        Node::End => First {
            set: Set::default(),
            end: true,
        },
        Node::Set(set) => First {
            set: set.clone(),
            end: false,
        },
        Node::Group { body, .. } => first(body),
        Node::Concat(items) => {
            let mut out = First::default();
            for item in items {
                out = out.union(&first(item));
                if !nullable(item) {
                    break;
                }
            }
            out
        }
        Node::Alt { branches, .. } => branches
            .iter()
            .fold(First::default(), |out, b| out.union(&first(b))),
        Node::Repeat { body, max, .. } => {
            if *max == Some(0) {
                First::default()
            } else {
                first(body)
            }
        }
    }
}

fn snippet(chars: &[char], span: (usize, usize)) -> String {
    let text: String = chars[span.0..span.1].iter().collect();
    if text.chars().count() > 40 {
        format!("{}…", text.chars().take(39).collect::<String>())
    } else {
        text
    }
}

/// Whether a backtracking engine matches `node`, followed by something starting with `follow`,
/// in linear time; the error says where it may not.
fn linear(node: &Node, follow: &First, anchored: bool, chars: &[char]) -> Result<(), String> {
    match node {
        Node::Empty | Node::Set(_) | Node::Start | Node::End => Ok(()),
        Node::Look { span, .. } => Err(format!(
            "its lookaround `{}` runs a nested match wherever it is tried",
            snippet(chars, *span)
        )),
        Node::Group { body, .. } => linear(body, follow, anchored, chars),
        Node::Concat(items) => {
            let mut after = follow.clone();
            for item in items.iter().rev() {
                linear(item, &after, anchored, chars)?;
                after = if nullable(item) {
                    first(item).union(&after)
                } else {
                    first(item)
                };
            }
            Ok(())
        }
        Node::Alt { branches, span } => {
            let starts: Vec<First> = branches
                .iter()
                .map(|b| {
                    if nullable(b) {
                        first(b).union(follow)
                    } else {
                        first(b)
                    }
                })
                .collect();
            for (i, a) in starts.iter().enumerate() {
                if starts[i + 1..].iter().any(|b| a.overlaps(b)) {
                    return Err(format!(
                        "the alternatives of `{}` can start alike",
                        snippet(chars, *span)
                    ));
                }
            }
            branches
                .iter()
                .try_for_each(|b| linear(b, follow, anchored, chars))
        }
        Node::Repeat {
            body,
            min,
            max,
            span,
            ..
        } => {
            let text = snippet(chars, *span);
            let starts = first(body);
            if *max != Some(*min) {
                if nullable(body) {
                    return Err(format!(
                        "its repetition `{text}` repeats what can match nothing"
                    ));
                }
                if starts.overlaps(follow) {
                    return Err(format!(
                        "in its repetition `{text}`, another round and what follows can start alike (nested or adjacent repetition)"
                    ));
                }
                if max.is_none() && !anchored && !follow.is_empty() {
                    return Err(format!(
                        "its repetition `{text}` is followed by more of a pattern not anchored with `^`, so a search retries it from every position"
                    ));
                }
            }
            let inner = if max.is_none_or(|max| max > 1) {
                starts.union(follow)
            } else {
                follow.clone()
            };
            linear(body, &inner, anchored, chars)
        }
    }
}
