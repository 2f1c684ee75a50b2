//! Types of `types/beta/beta_browser_toolset_configs.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// Per-member configuration for ``browser_toolset_20260801``: one optional field per member tool,
/// keyed by the member name — the same name the member's ``tool_use`` blocks carry. Every member is
/// an accepted key, and a member's defaults apply wherever its key is absent. Unknown keys are
/// rejected: the field set is this toolset version's complete member set.
///
/// (`BetaBrowserToolsetConfigs`, `types/beta/beta_browser_toolset_configs.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaBrowserToolsetConfigs {
    /// `close_tab`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub close_tab: Option<BetaMCPToolConfig>,
    /// `double_click`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_click: Option<BetaMCPToolConfig>,
    /// `file_upload`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_upload: Option<BetaMCPToolConfig>,
    /// `find`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub find: Option<BetaMCPToolConfig>,
    /// `form_input`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form_input: Option<BetaMCPToolConfig>,
    /// `get_page_text`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub get_page_text: Option<BetaMCPToolConfig>,
    /// `hold_key`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold_key: Option<BetaMCPToolConfig>,
    /// `hover`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hover: Option<BetaMCPToolConfig>,
    /// `javascript_exec`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub javascript_exec: Option<BetaMCPToolConfig>,
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
    /// `list_tabs`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_tabs: Option<BetaMCPToolConfig>,
    /// `middle_click`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub middle_click: Option<BetaMCPToolConfig>,
    /// `mouse_move`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mouse_move: Option<BetaMCPToolConfig>,
    /// `navigate`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub navigate: Option<BetaMCPToolConfig>,
    /// `new_tab`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_tab: Option<BetaMCPToolConfig>,
    /// `read_console`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_console: Option<BetaMCPToolConfig>,
    /// `read_network`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_network: Option<BetaMCPToolConfig>,
    /// `read_page`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_page: Option<BetaMCPToolConfig>,
    /// `right_click`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right_click: Option<BetaMCPToolConfig>,
    /// `screenshot`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub screenshot: Option<BetaMCPToolConfig>,
    /// `scroll`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scroll: Option<BetaMCPToolConfig>,
    /// `scroll_to`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scroll_to: Option<BetaMCPToolConfig>,
    /// `switch_tab`'s config overrides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub switch_tab: Option<BetaMCPToolConfig>,
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
