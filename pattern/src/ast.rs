//! The parsed form of a pattern, and what can be read off it without choosing an engine.

use crate::charset::Set;

/// Which way a lookaround looks, and whether it must match or must not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Look {
    Ahead,
    NotAhead,
    Behind,
    NotBehind,
}

impl Look {
    /// How the group opens, in ECMA-262, `re` and `regex` syntax alike.
    pub(crate) fn opener(self) -> &'static str {
        match self {
            Look::Ahead => "(?=",
            Look::NotAhead => "(?!",
            Look::Behind => "(?<=",
            Look::NotBehind => "(?<!",
        }
    }
}

/// One construct of a pattern; spans are character offsets into the source.
#[derive(Debug)]
pub(crate) enum Node {
    Empty,
    /// One code point of the set.
    Set(Set),
    Start,
    End,
    Group {
        name: Option<String>,
        capture: bool,
        body: Box<Node>,
    },
    Look {
        kind: Look,
        body: Box<Node>,
        span: (usize, usize),
    },
    Concat(Vec<Node>),
    Alt {
        branches: Vec<Node>,
        span: (usize, usize),
    },
    Repeat {
        body: Box<Node>,
        min: u32,
        max: Option<u32>,
        lazy: bool,
        span: (usize, usize),
    },
}
/// The number of characters `node` matches, when it is always the same.
pub(crate) fn width(node: &Node) -> Option<u64> {
    match node {
        Node::Empty | Node::Start | Node::End | Node::Look { .. } => Some(0),
        Node::Set(_) => Some(1),
        Node::Group { body, .. } => width(body),
        Node::Concat(items) => items.iter().map(width).sum(),
        Node::Alt { branches, .. } => {
            let widths: Option<Vec<u64>> = branches.iter().map(width).collect();
            let widths = widths?;
            let first = *widths.first()?;
            widths.iter().all(|w| *w == first).then_some(first)
        }
        Node::Repeat { body, min, max, .. } => {
            let body = width(body)?;
            (*max == Some(*min) || body == 0).then_some(body * u64::from(*min))
        }
    }
}
/// Whether `node` can match without consuming a character (`$` counts as consuming the end).
pub(crate) fn nullable(node: &Node) -> bool {
    match node {
        Node::Empty | Node::Start | Node::Look { .. } => true,
        Node::End | Node::Set(_) => false,
        Node::Group { body, .. } => nullable(body),
        Node::Concat(items) => items.iter().all(nullable),
        Node::Alt { branches, .. } => branches.iter().any(nullable),
        Node::Repeat { body, min, max, .. } => *min == 0 || *max == Some(0) || nullable(body),
    }
}

/// Whether every match of `node` starts at the start of the string (`^`).
pub(crate) fn anchored(node: &Node) -> bool {
    match node {
        Node::Start => true,
        Node::Group { body, .. } => anchored(body),
        Node::Concat(items) => items.first().is_some_and(anchored),
        Node::Alt { branches, .. } => branches.iter().all(anchored),
        _ => false,
    }
}
/// Whether `node` has a lookaround anywhere.
pub(crate) fn has_lookaround(node: &Node) -> bool {
    match node {
        Node::Look { .. } => true,
        Node::Group { body, .. } | Node::Repeat { body, .. } => has_lookaround(body),
        Node::Concat(items)
        | Node::Alt {
            branches: items, ..
        } => items.iter().any(has_lookaround),
        Node::Empty | Node::Set(_) | Node::Start | Node::End => false,
    }
}
