//! Types of `types/beta/beta_web_fetch_url_sources.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 4 objects, told apart by their `type`.
    pub enum BetaWebFetchUrlSourcesClientToolResults {
        /// `all`: BetaWebFetchURLSourceAll.
        All(BetaWebFetchURLSourceAll),
        /// `none`: BetaWebFetchURLSourceNone.
        None(BetaWebFetchURLSourceNone),
        /// `only`: BetaWebFetchURLSourceOnly.
        Only(BetaWebFetchURLSourceOnly),
        /// `except`: BetaWebFetchURLSourceExcept.
        Except(BetaWebFetchURLSourceExcept),
    }
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum BetaWebFetchUrlSourcesUserInput {
        /// `all`: BetaWebFetchURLSourceAll.
        All(BetaWebFetchURLSourceAll),
        /// `none`: BetaWebFetchURLSourceNone.
        None(BetaWebFetchURLSourceNone),
    }
}

/// Which sources contribute to the set of URLs web fetch may fetch.
///
/// Each key is a tagged variant: ``user_input`` is ``all`` or ``none``; the two tool filters are
/// ``all``, ``none``, ``only`` (only the named tools' results) or ``except`` (every result but the
/// named tools'). A named tool must be declared in this request's ``tools[]``.
///
/// (`BetaWebFetchURLSources`, `types/beta/beta_web_fetch_url_sources.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchURLSources {
    /// Which client tools' results contribute fetchable URLs: "all", "none", or an only or except
    /// list of client tool names from tools[].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_tool_results: Option<BetaWebFetchUrlSourcesClientToolResults>,
    /// Which server tools' results contribute fetchable URLs: "all", "none", or an only or except
    /// list of server tool names from tools[]; only web_search and web_fetch results ever
    /// contribute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_tool_results: Option<BetaWebFetchUrlSourcesClientToolResults>,
    /// Whether URLs in user messages are fetchable: "all" or "none".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_input: Option<BetaWebFetchUrlSourcesUserInput>,
}
