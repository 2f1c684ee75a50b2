//! Types of `types/responses/mcp_tool_call_error.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The values of `McpToolCallErrorHTTPErrorType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum McpToolCallErrorHTTPErrorType {
    /// `http_error`.
    #[serde(rename = "http_error")]
    HttpError,
}

/// The SDK's `HTTPError`.
///
/// (`HTTPError`, `types/responses/mcp_tool_call_error.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct McpToolCallErrorHTTPError {
    /// The `code` field (not described by the SDK).
    pub code: i64,
    /// The `message` field (not described by the SDK).
    pub message: String,
    /// The `type` field (not described by the SDK).
    pub r#type: McpToolCallErrorHTTPErrorType,
}

/// The values of `McpToolCallErrorMcpProtocolErrorType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum McpToolCallErrorMcpProtocolErrorType {
    /// `mcp_protocol_error`.
    #[serde(rename = "mcp_protocol_error")]
    McpProtocolError,
}

/// The SDK's `McpProtocolError`.
///
/// (`McpProtocolError`, `types/responses/mcp_tool_call_error.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct McpToolCallErrorMcpProtocolError {
    /// The `code` field (not described by the SDK).
    pub code: i64,
    /// The `message` field (not described by the SDK).
    pub message: String,
    /// The `type` field (not described by the SDK).
    pub r#type: McpToolCallErrorMcpProtocolErrorType,
}

/// The values of `McpToolCallErrorMcpToolExecutionErrorType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum McpToolCallErrorMcpToolExecutionErrorType {
    /// `mcp_tool_execution_error`.
    #[serde(rename = "mcp_tool_execution_error")]
    McpToolExecutionError,
}

/// The SDK's `McpToolExecutionError`.
///
/// (`McpToolExecutionError`, `types/responses/mcp_tool_call_error.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct McpToolCallErrorMcpToolExecutionError {
    /// The `content` field (not described by the SDK).
    pub content: Value,
    /// The `type` field (not described by the SDK).
    pub r#type: McpToolCallErrorMcpToolExecutionErrorType,
}
