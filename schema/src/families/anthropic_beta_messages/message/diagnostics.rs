//! Types of `types/beta/beta_diagnostics.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 6 objects, told apart by their `type`.
    pub enum BetaCacheMissReason {
        /// `model_changed`: BetaCacheMissModelChanged.
        ModelChanged(BetaCacheMissModelChanged),
        /// `system_changed`: BetaCacheMissSystemChanged.
        SystemChanged(BetaCacheMissSystemChanged),
        /// `tools_changed`: BetaCacheMissToolsChanged.
        ToolsChanged(BetaCacheMissToolsChanged),
        /// `messages_changed`: BetaCacheMissMessagesChanged.
        MessagesChanged(BetaCacheMissMessagesChanged),
        /// `previous_message_not_found`: BetaCacheMissPreviousMessageNotFound.
        PreviousMessageNotFound(BetaCacheMissPreviousMessageNotFound),
        /// `unavailable`: BetaCacheMissUnavailable.
        Unavailable(BetaCacheMissUnavailable),
    }
}

/// Request-level diagnostics: why the prompt cache could not fully reuse the prefix of the request
/// named by `diagnostics.previous_message_id`.
///
/// (`BetaDiagnostics`, `types/beta/beta_diagnostics.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaDiagnostics {
    /// Explains why the prompt cache could not fully reuse the prefix from the request identified
    /// by `diagnostics.previous_message_id`. `null` means diagnosis is still pending — the response
    /// was serialized before the background comparison completed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_miss_reason: Option<BetaCacheMissReason>,
}
