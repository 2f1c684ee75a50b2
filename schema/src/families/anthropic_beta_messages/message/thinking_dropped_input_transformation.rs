//! Types of `types/beta/beta_thinking_dropped_input_transformation.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaThinkingDroppedInputTransformationReason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaThinkingDroppedInputTransformationReason {
    /// `model_binding_mismatch`.
    #[serde(rename = "model_binding_mismatch")]
    ModelBindingMismatch,
    /// `prefix_binding_mismatch`.
    #[serde(rename = "prefix_binding_mismatch")]
    PrefixBindingMismatch,
    /// `organization_binding_mismatch`.
    #[serde(rename = "organization_binding_mismatch")]
    OrganizationBindingMismatch,
    /// `end_user_binding_mismatch`.
    #[serde(rename = "end_user_binding_mismatch")]
    EndUserBindingMismatch,
}

/// The values of `BetaThinkingDroppedInputTransformationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaThinkingDroppedInputTransformationType {
    /// `thinking_dropped`.
    #[serde(rename = "thinking_dropped")]
    ThinkingDropped,
}

/// The SDK's `BetaThinkingDroppedInputTransformation`.
///
/// (`BetaThinkingDroppedInputTransformation`,
/// `types/beta/beta_thinking_dropped_input_transformation.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaThinkingDroppedInputTransformation {
    /// Where the removed block was in your request, as `messages.{i}.content.{j}`: `i` indexes the
    /// `messages` array you sent and `j` that message's `content` array — the same form error
    /// messages use.
    pub path: String,
    /// Which binding check removed the block: `model_binding_mismatch` — it was created by a model
    /// whose reasoning the requested model may not read; `prefix_binding_mismatch` — the
    /// conversation before it differs from the conversation it was created in (the rest of that
    /// turn's consecutive thinking blocks are removed with it, each with this reason);
    /// `organization_binding_mismatch` — it was created under a different organization (an
    /// Anthropic organization, AWS account or Google Cloud project) and this organization is not
    /// one of its additional organizations; `end_user_binding_mismatch` — it was created for a
    /// different end user, or was removed by the consumer-organization binding. A block that would
    /// fail several checks reports one reason, in this order of precedence:
    /// `organization_binding_mismatch`, `end_user_binding_mismatch`, `model_binding_mismatch`,
    /// `prefix_binding_mismatch`.
    pub reason: BetaThinkingDroppedInputTransformationReason,
    /// Always `thinking_dropped` for this entry type.
    pub r#type: BetaThinkingDroppedInputTransformationType,
}
