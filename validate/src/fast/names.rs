//! Finding a name (a property, a tag value) among a schema's few without comparing whole
//! strings: each name is first compared as one word holding its length and first seven bytes.

/// Names in a fixed order, found by position.
#[derive(Debug, Default)]
pub(crate) struct Names {
    words: Vec<u64>,
    names: Vec<Box<str>>,
}

impl Names {
    /// The table of `names`, in their order.
    pub fn new<'a>(names: impl IntoIterator<Item = &'a str>) -> Self {
        let names: Vec<Box<str>> = names.into_iter().map(Box::from).collect();
        Self {
            words: names.iter().map(|n| word(n)).collect(),
            names,
        }
    }

    /// The position of `name`.
    pub fn find(&self, name: &str) -> Option<usize> {
        let word = word(name);
        (self.words.iter().zip(&self.names)).position(|(w, n)| *w == word && **n == *name)
    }
}

/// The length (its low byte) and the first seven bytes of `name`, as one word.
fn word(name: &str) -> u64 {
    let bytes = name.as_bytes();
    let mut word = (bytes.len() as u64 & 0xff) << 56;
    for (at, byte) in bytes.iter().take(7).enumerate() {
        word |= u64::from(*byte) << (8 * at);
    }
    word
}

#[cfg(test)]
mod tests {
    use super::Names;

    #[test]
    fn names_sharing_a_prefix_and_a_length_are_told_apart() {
        let names = Names::new(["tool_lifecycle", "tool_lifecycla", "t", "", "tool"]);
        assert_eq!(names.find("tool_lifecycla"), Some(1));
        assert_eq!(names.find("tool_lifecycle"), Some(0));
        assert_eq!(names.find(""), Some(3));
        assert_eq!(names.find("tool"), Some(4));
        assert_eq!(names.find("tool_"), None);
        assert_eq!(names.find("é"), None);
    }
}
