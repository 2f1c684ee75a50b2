//! Types of `types/beta/beta_mcp_tool_config.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Configuration for a specific tool in an MCP toolset.
///
/// (`BetaMCPToolConfig`, `types/beta/beta_mcp_tool_config.py`; `BetaBrowserCloseTabConfig`,
/// `types/beta/beta_browser_close_tab_config.py`; `BetaBrowserDoubleClickConfig`,
/// `types/beta/beta_browser_double_click_config.py`; `BetaBrowserFileUploadConfig`,
/// `types/beta/beta_browser_file_upload_config.py`; `BetaBrowserFindConfig`,
/// `types/beta/beta_browser_find_config.py`; `BetaBrowserFormInputConfig`,
/// `types/beta/beta_browser_form_input_config.py`; `BetaBrowserGetPageTextConfig`,
/// `types/beta/beta_browser_get_page_text_config.py`; `BetaBrowserHoldKeyConfig`,
/// `types/beta/beta_browser_hold_key_config.py`; `BetaBrowserHoverConfig`,
/// `types/beta/beta_browser_hover_config.py`; `BetaBrowserJavascriptExecConfig`,
/// `types/beta/beta_browser_javascript_exec_config.py`; `BetaBrowserKeyConfig`,
/// `types/beta/beta_browser_key_config.py`; `BetaBrowserLeftClickConfig`,
/// `types/beta/beta_browser_left_click_config.py`; `BetaBrowserLeftClickDragConfig`,
/// `types/beta/beta_browser_left_click_drag_config.py`; `BetaBrowserLeftMouseDownConfig`,
/// `types/beta/beta_browser_left_mouse_down_config.py`; `BetaBrowserLeftMouseUpConfig`,
/// `types/beta/beta_browser_left_mouse_up_config.py`; `BetaBrowserListTabsConfig`,
/// `types/beta/beta_browser_list_tabs_config.py`; `BetaBrowserMiddleClickConfig`,
/// `types/beta/beta_browser_middle_click_config.py`; `BetaBrowserMouseMoveConfig`,
/// `types/beta/beta_browser_mouse_move_config.py`; `BetaBrowserNavigateConfig`,
/// `types/beta/beta_browser_navigate_config.py`; `BetaBrowserNewTabConfig`,
/// `types/beta/beta_browser_new_tab_config.py`; `BetaBrowserReadConsoleConfig`,
/// `types/beta/beta_browser_read_console_config.py`; `BetaBrowserReadNetworkConfig`,
/// `types/beta/beta_browser_read_network_config.py`; `BetaBrowserReadPageConfig`,
/// `types/beta/beta_browser_read_page_config.py`; `BetaBrowserRightClickConfig`,
/// `types/beta/beta_browser_right_click_config.py`; `BetaBrowserScreenshotConfig`,
/// `types/beta/beta_browser_screenshot_config.py`; `BetaBrowserScrollConfig`,
/// `types/beta/beta_browser_scroll_config.py`; `BetaBrowserScrollToConfig`,
/// `types/beta/beta_browser_scroll_to_config.py`; `BetaBrowserSwitchTabConfig`,
/// `types/beta/beta_browser_switch_tab_config.py`; `BetaBrowserTripleClickConfig`,
/// `types/beta/beta_browser_triple_click_config.py`; `BetaBrowserTypeConfig`,
/// `types/beta/beta_browser_type_config.py`; `BetaBrowserWaitConfig`,
/// `types/beta/beta_browser_wait_config.py`; `BetaBrowserZoomConfig`,
/// `types/beta/beta_browser_zoom_config.py`; `BetaComputerCursorPositionConfig`,
/// `types/beta/beta_computer_cursor_position_config.py`; `BetaComputerDoubleClickConfig`,
/// `types/beta/beta_computer_double_click_config.py`; `BetaComputerHoldKeyConfig`,
/// `types/beta/beta_computer_hold_key_config.py`; `BetaComputerKeyConfig`,
/// `types/beta/beta_computer_key_config.py`; `BetaComputerLeftClickConfig`,
/// `types/beta/beta_computer_left_click_config.py`; `BetaComputerLeftClickDragConfig`,
/// `types/beta/beta_computer_left_click_drag_config.py`; `BetaComputerLeftMouseDownConfig`,
/// `types/beta/beta_computer_left_mouse_down_config.py`; `BetaComputerLeftMouseUpConfig`,
/// `types/beta/beta_computer_left_mouse_up_config.py`; `BetaComputerMiddleClickConfig`,
/// `types/beta/beta_computer_middle_click_config.py`; `BetaComputerMouseMoveConfig`,
/// `types/beta/beta_computer_mouse_move_config.py`; `BetaComputerRightClickConfig`,
/// `types/beta/beta_computer_right_click_config.py`; `BetaComputerScreenshotConfig`,
/// `types/beta/beta_computer_screenshot_config.py`; `BetaComputerScrollConfig`,
/// `types/beta/beta_computer_scroll_config.py`; `BetaComputerTripleClickConfig`,
/// `types/beta/beta_computer_triple_click_config.py`; `BetaComputerTypeConfig`,
/// `types/beta/beta_computer_type_config.py`; `BetaComputerWaitConfig`,
/// `types/beta/beta_computer_wait_config.py`; `BetaComputerZoomConfig`,
/// `types/beta/beta_computer_zoom_config.py`; `BetaMCPToolDefaultConfig`,
/// `types/beta/beta_mcp_tool_default_config.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMCPToolConfig {
    /// The `defer_loading` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// The `enabled` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
}
