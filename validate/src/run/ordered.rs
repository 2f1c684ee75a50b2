//! The ordered stage: checked events, in input order, are counted, observed by the stream
//! rules, and their findings handed to the sink.

use super::{Checked, Counts};
use crate::{
    finding::{Finding, Rule, Severity},
    stream::StreamChecker,
};

/// Where the checked events of one input go, in input order: counts, then stream rules, then
/// the sink.
pub(super) struct Ordered<'s> {
    pub(super) counts: Counts,
    /// The stream rules, when they are checked.
    pub(super) stream: Option<StreamChecker<'s>>,
    pub(super) sink: &'s mut dyn FnMut(Finding),
    /// Stop after this many invalid events, counting `already_invalid` of earlier inputs.
    pub(super) max_invalid: Option<usize>,
    pub(super) already_invalid: usize,
}

impl Ordered<'_> {
    /// Takes in the next checked event; `false` once the input is to stop (at `max_invalid`).
    pub(super) fn take(&mut self, checked: Checked) -> bool {
        let Checked {
            mut findings,
            event_type,
            line,
            observed,
            fast,
            hits,
            passed,
        } = checked;
        let counts = &mut self.counts;
        if passed {
            counts.passed += 1;
            return true;
        }
        counts.fast += usize::from(fast);
        for fact in hits {
            counts.facts[fact as usize] += 1;
        }
        if let (Some(stream), Some(observed)) = (&mut self.stream, &observed) {
            let index = counts.events;
            findings.extend(stream.observe(index, line, observed, event_type.as_deref()));
        }
        counts.count(findings.as_mut_slice(), event_type);
        findings.into_iter().for_each(&mut *self.sink);
        let stop =
            (self.max_invalid).is_some_and(|max| self.already_invalid + counts.invalid >= max);
        counts.stopped |= stop;
        !stop
    }

    /// Ends the input `file`: what only its end reveals (pairs never closed, a missing
    /// terminal, no events at all) goes to the sink; its counts.
    pub(super) fn finish(self, file: &str) -> Counts {
        let Self {
            mut counts,
            stream,
            sink,
            ..
        } = self;
        if let Some(stream) = stream {
            let unclosed = stream.finish();
            counts.violations += unclosed.len();
            unclosed.into_iter().for_each(&mut *sink);
        }
        if counts.events == 0 {
            counts.warnings += 1;
            sink(Finding::about_input(
                file,
                Severity::Warning,
                Rule::EmptyInput,
                "the input holds no events".to_owned(),
            ));
        }
        counts
    }
}
