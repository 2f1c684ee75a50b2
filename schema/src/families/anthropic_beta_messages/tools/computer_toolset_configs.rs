//! Types of `types/beta/beta_computer_toolset_configs.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// Per-member configuration for ``computer_toolset_20260801``: one optional field per member tool,
/// keyed by the member name — the same name the member's ``tool_use`` blocks carry. Every member is
/// an accepted key, and a member's defaults apply wherever its key is absent. Unknown keys are
/// rejected: the field set is this toolset version's complete member set.
///
/// (`BetaComputerToolsetConfigs`, `types/beta/beta_computer_toolset_configs.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaComputerToolsetConfigs {
    /// `cursor_position`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cursor_position: Option<BetaMCPToolConfig>,
    /// `double_click`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_click: Option<BetaMCPToolConfig>,
    /// `hold_key`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold_key: Option<BetaMCPToolConfig>,
    /// `key`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<BetaMCPToolConfig>,
    /// `left_click`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_click: Option<BetaMCPToolConfig>,
    /// `left_click_drag`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_click_drag: Option<BetaMCPToolConfig>,
    /// `left_mouse_down`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_mouse_down: Option<BetaMCPToolConfig>,
    /// `left_mouse_up`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_mouse_up: Option<BetaMCPToolConfig>,
    /// `middle_click`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub middle_click: Option<BetaMCPToolConfig>,
    /// `mouse_move`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mouse_move: Option<BetaMCPToolConfig>,
    /// `right_click`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right_click: Option<BetaMCPToolConfig>,
    /// `screenshot`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub screenshot: Option<BetaMCPToolConfig>,
    /// `scroll`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scroll: Option<BetaMCPToolConfig>,
    /// `triple_click`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub triple_click: Option<BetaMCPToolConfig>,
    /// `type`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<BetaMCPToolConfig>,
    /// `wait`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wait: Option<BetaMCPToolConfig>,
    /// `zoom`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zoom: Option<BetaMCPToolConfig>,
}
