//! Notices (`notice`) and context compaction (`compaction_update`, `compaction_summary_chunk`).
//! Agents MUST only send them when the client advertised the matching capability in
//! `initialize` (`session.notices`, `session.compaction`): a gate on the JSON-RPC exchange,
//! which a stream of updates does not carry.

use super::ContentBlock;

open_enum! {
    /// Severity hint for a session notice.
    pub enum NoticeSeverity {
        /// Informational notice.
        "info" => Info,
        /// Warning notice.
        "warning" => Warning,
        /// Error notice.
        "error" => Error,
    }
    other = "Custom or future notice severity.\n\nValues beginning with `_` are reserved for \
        implementation-specific extensions. Other unknown values are reserved for future ACP \
        severities.";
}

open_enum! {
    /// Lifecycle state of a context compaction.
    pub enum CompactionStatus {
        /// Compaction has started and has not finished.
        "in_progress" => InProgress,
        /// Compaction finished successfully.
        "completed" => Completed,
        /// Compaction finished unsuccessfully.
        "failed" => Failed,
        /// Compaction was cancelled before it finished.
        "cancelled" => Cancelled,
    }
    other = "Custom or future compaction status.\n\nValues beginning with `_` are reserved for \
        implementation-specific extensions. Other unknown values are reserved for future ACP \
        statuses.";
}

acp_object! {
    /// Information for the user that is not part of session history: fire-and-forget.
    ///
    /// Notices are live events rather than session history. Agents must not rely on a notice
    /// being received, displayed, or seen by the user. Agents MUST only send notices when the
    /// Client advertised the `session.notices` Client capability. Otherwise, Agents may use an
    /// agent message when the information should still be surfaced to the user.
    pub struct Notice {
        /// Presentation severity hint.
        pub severity: NoticeSeverity,
        /// Required non-empty plain-text title that can stand alone.
        #[schemars(length(min = 1))]
        pub title: String,
        /// Optional plain-text detail or guidance. Omitted and `null` are equivalent and mean
        /// no description was supplied.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub description: Option<String>,
    }
}

acp_object! {
    /// A context compaction has been created or updated: an upsert. The first notification
    /// fixes the compaction's timeline position. Later updates with the same ID patch that
    /// entity in place. Agents MUST only send this update when the Client advertised the
    /// `session.compaction` Client capability.
    ///
    /// `summary`, `error`, and `_meta` have patch semantics: omission leaves the stored value
    /// unchanged, `null` clears it, and a concrete value replaces it. `summary: []` also
    /// clears the summary.
    pub struct CompactionUpdate {
        /// The Agent-owned ID of this compaction, unique within the session.
        pub compaction_id: String,
        /// Current lifecycle status.
        pub status: CompactionStatus,
        /// Complete replacement user-displayable summary content for the compaction.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub summary: Option<Vec<ContentBlock>>,
        /// Human-readable error details for the compaction.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub error: Option<String>,
    }
}

acp_object! {
    /// A content block appended to a context compaction's retained summary. A first-seen ID
    /// creates an in-progress compaction. Chunks append in receive order. Agents MUST only
    /// send this update when the Client advertised the `session.compaction` Client
    /// capability.
    pub struct CompactionSummaryChunk {
        /// ID of the compaction whose summary receives this content.
        pub compaction_id: String,
        /// One content block to append.
        pub content: ContentBlock,
    }
}
