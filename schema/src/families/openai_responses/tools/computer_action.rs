//! Types of `types/responses/computer_action.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ComputerActionClickButton`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionClickButton {
    /// `left`.
    #[serde(rename = "left")]
    Left,
    /// `right`.
    #[serde(rename = "right")]
    Right,
    /// `wheel`.
    #[serde(rename = "wheel")]
    Wheel,
    /// `back`.
    #[serde(rename = "back")]
    Back,
    /// `forward`.
    #[serde(rename = "forward")]
    Forward,
}

/// The values of `ComputerActionClickType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionClickType {
    /// `click`.
    #[serde(rename = "click")]
    Click,
}

/// A click action.
///
/// (`Click`, `types/responses/computer_action.py`; `ActionClick`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionClick {
    /// Indicates which mouse button was pressed during the click.
    ///
    /// One of `left`, `right`, `wheel`, `back`, or `forward`.
    pub button: ComputerActionClickButton,
    /// Specifies the event type. For a click action, this property is always `click`.
    pub r#type: ComputerActionClickType,
    /// The x-coordinate where the click occurred.
    pub x: i64,
    /// The y-coordinate where the click occurred.
    pub y: i64,
    /// The keys being held while clicking.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keys: Option<Vec<String>>,
}

/// The values of `ComputerActionDoubleClickType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionDoubleClickType {
    /// `double_click`.
    #[serde(rename = "double_click")]
    DoubleClick,
}

/// A double click action.
///
/// (`DoubleClick`, `types/responses/computer_action.py`; `ActionDoubleClick`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionDoubleClick {
    /// The keys being held while double-clicking.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keys: Option<Vec<String>>,
    /// Specifies the event type.
    ///
    /// For a double click action, this property is always set to `double_click`.
    pub r#type: ComputerActionDoubleClickType,
    /// The x-coordinate where the double click occurred.
    pub x: i64,
    /// The y-coordinate where the double click occurred.
    pub y: i64,
}

/// The values of `ComputerActionDragType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionDragType {
    /// `drag`.
    #[serde(rename = "drag")]
    Drag,
}

/// A drag action.
///
/// (`Drag`, `types/responses/computer_action.py`; `ActionDrag`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionDrag {
    /// An array of coordinates representing the path of the drag action.
    ///
    /// Coordinates will appear as an array of objects, eg
    ///
    /// ``` [ { x: 100, y: 200 }, { x: 200, y: 300 } ] ```
    pub path: Vec<ComputerActionDragPath>,
    /// Specifies the event type.
    ///
    /// For a drag action, this property is always set to `drag`.
    pub r#type: ComputerActionDragType,
    /// The keys being held while dragging the mouse.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keys: Option<Vec<String>>,
}

/// An x/y coordinate pair, e.g. `{ x: 100, y: 200 }`.
///
/// (`DragPath`, `types/responses/computer_action.py`; `ActionDragPath`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionDragPath {
    /// The x-coordinate.
    pub x: i64,
    /// The y-coordinate.
    pub y: i64,
}

/// The values of `ComputerActionKeypressType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionKeypressType {
    /// `keypress`.
    #[serde(rename = "keypress")]
    Keypress,
}

/// A collection of keypresses the model would like to perform.
///
/// (`Keypress`, `types/responses/computer_action.py`; `ActionKeypress`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionKeypress {
    /// The combination of keys the model is requesting to be pressed.
    ///
    /// This is an array of strings, each representing a key.
    pub keys: Vec<String>,
    /// Specifies the event type.
    ///
    /// For a keypress action, this property is always set to `keypress`.
    pub r#type: ComputerActionKeypressType,
}

/// The values of `ComputerActionMoveType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionMoveType {
    /// `move`.
    #[serde(rename = "move")]
    Move,
}

/// A mouse move action.
///
/// (`Move`, `types/responses/computer_action.py`; `ActionMove`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionMove {
    /// Specifies the event type.
    ///
    /// For a move action, this property is always set to `move`.
    pub r#type: ComputerActionMoveType,
    /// The x-coordinate to move to.
    pub x: i64,
    /// The y-coordinate to move to.
    pub y: i64,
    /// The keys being held while moving the mouse.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keys: Option<Vec<String>>,
}

/// The values of `ComputerActionScreenshotType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionScreenshotType {
    /// `screenshot`.
    #[serde(rename = "screenshot")]
    Screenshot,
}

/// A screenshot action.
///
/// (`Screenshot`, `types/responses/computer_action.py`; `ActionScreenshot`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionScreenshot {
    /// Specifies the event type.
    ///
    /// For a screenshot action, this property is always set to `screenshot`.
    pub r#type: ComputerActionScreenshotType,
}

/// The values of `ComputerActionScrollType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionScrollType {
    /// `scroll`.
    #[serde(rename = "scroll")]
    Scroll,
}

/// A scroll action.
///
/// (`Scroll`, `types/responses/computer_action.py`; `ActionScroll`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionScroll {
    /// The horizontal scroll distance.
    pub scroll_x: i64,
    /// The vertical scroll distance.
    pub scroll_y: i64,
    /// Specifies the event type.
    ///
    /// For a scroll action, this property is always set to `scroll`.
    pub r#type: ComputerActionScrollType,
    /// The x-coordinate where the scroll occurred.
    pub x: i64,
    /// The y-coordinate where the scroll occurred.
    pub y: i64,
    /// The keys being held while scrolling.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keys: Option<Vec<String>>,
}

/// The values of `ComputerActionTypeType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionTypeType {
    /// `type`.
    #[serde(rename = "type")]
    Type,
}

/// An action to type in text.
///
/// (`Type`, `types/responses/computer_action.py`; `ActionType`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionType {
    /// The text to type.
    pub text: String,
    /// Specifies the event type.
    ///
    /// For a type action, this property is always set to `type`.
    pub r#type: ComputerActionTypeType,
}

/// The values of `ComputerActionWaitType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerActionWaitType {
    /// `wait`.
    #[serde(rename = "wait")]
    Wait,
}

/// A wait action.
///
/// (`Wait`, `types/responses/computer_action.py`; `ActionWait`,
/// `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerActionWait {
    /// Specifies the event type.
    ///
    /// For a wait action, this property is always set to `wait`.
    pub r#type: ComputerActionWaitType,
}
