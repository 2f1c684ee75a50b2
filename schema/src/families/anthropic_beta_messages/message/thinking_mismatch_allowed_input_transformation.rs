//! Types of `types/beta/beta_thinking_mismatch_allowed_input_transformation.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaThinkingMismatchAllowedInputTransformationReason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaThinkingMismatchAllowedInputTransformationReason {
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

/// The values of `BetaThinkingMismatchAllowedInputTransformationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaThinkingMismatchAllowedInputTransformationType {
    /// `thinking_mismatch_allowed`.
    #[serde(rename = "thinking_mismatch_allowed")]
    ThinkingMismatchAllowed,
}

/// The SDK's `BetaThinkingMismatchAllowedInputTransformation`.
///
/// (`BetaThinkingMismatchAllowedInputTransformation`,
/// `types/beta/beta_thinking_mismatch_allowed_input_transformation.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaThinkingMismatchAllowedInputTransformation {
    /// Where the block is in your request, as `messages.{i}.content.{j}`: `i` indexes the
    /// `messages` array you sent and `j` that message's `content` array — the same form error
    /// messages use.
    pub path: String,
    /// Which binding check the block failed; the block was shown to the model all the same. Always
    /// `prefix_binding_mismatch` today — the conversation before the block differs from the
    /// conversation it was created in, or the block carries no record of one on a model that
    /// requires it. Were the check enforced for this request, the block would have been removed or
    /// the request rejected (`thinking.block_binding.prefix_mismatch_behavior`). A removal also
    /// takes the rest of that turn's consecutive thinking blocks, whereas here each block is
    /// checked on its own, so `thinking_mismatch_allowed` entries are a lower bound on what
    /// enforcement would remove.
    pub reason: BetaThinkingMismatchAllowedInputTransformationReason,
    /// Always `thinking_mismatch_allowed` for this entry type.
    pub r#type: BetaThinkingMismatchAllowedInputTransformationType,
}
