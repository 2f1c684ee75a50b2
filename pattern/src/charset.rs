//! Sets of code points, and the ones ECMA-262's class escapes and `.` stand for.

/// The largest code point.
pub(crate) const MAX_CHAR: u32 = 0x10_FFFF;

/// A set of code points: sorted, disjoint, non-adjacent inclusive ranges.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Set(pub(crate) Vec<(u32, u32)>);

impl Set {
    /// The set of `ranges` (in any order, overlapping or not).
    pub(crate) fn of(ranges: &[(u32, u32)]) -> Self {
        let mut ranges = ranges.to_vec();
        ranges.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::with_capacity(ranges.len());
        for (lo, hi) in ranges {
            match merged.last_mut() {
                Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
                _ => merged.push((lo, hi)),
            }
        }
        Self(merged)
    }

    pub(crate) fn union(&self, other: &Self) -> Self {
        Self::of(&[self.0.as_slice(), other.0.as_slice()].concat())
    }

    pub(crate) fn complement(&self) -> Self {
        let mut out = Vec::new();
        let mut next = 0u32;
        for &(lo, hi) in &self.0 {
            if lo > next {
                out.push((next, lo - 1));
            }
            next = hi.saturating_add(1);
        }
        if next <= MAX_CHAR {
            out.push((next, MAX_CHAR));
        }
        Self(out)
    }

    pub(crate) fn intersects(&self, other: &Self) -> bool {
        let (mut i, mut j) = (0, 0);
        while let (Some(&(a_lo, a_hi)), Some(&(b_lo, b_hi))) = (self.0.get(i), other.0.get(j)) {
            if a_hi < b_lo {
                i += 1;
            } else if b_hi < a_lo {
                j += 1;
            } else {
                return true;
            }
        }
        false
    }
}

/// ECMA-262 `\d`.
pub(crate) const DIGIT: &[(u32, u32)] = &[(0x30, 0x39)];
/// ECMA-262 `\w`.
pub(crate) const WORD: &[(u32, u32)] = &[(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)];
/// ECMA-262 `\s`: WhiteSpace (TAB, VT, FF, ZWNBSP, every `Zs`) and LineTerminator.
pub(crate) const SPACE: &[(u32, u32)] = &[
    (0x09, 0x0D),
    (0x20, 0x20),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
    (0xFEFF, 0xFEFF),
];
/// ECMA-262 LineTerminator, which `.` does not match.
pub(crate) const LINE_TERMINATORS: &[(u32, u32)] = &[(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)];
