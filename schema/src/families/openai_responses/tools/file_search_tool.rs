//! Types of `types/responses/file_search_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `FileSearchToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum FileSearchToolType {
    /// `file_search`.
    #[serde(rename = "file_search")]
    FileSearch,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum FileSearchToolFilters {
        /// `eq`: ComparisonFilter.
        Eq(ComparisonFilter),
        /// `and`: CompoundFilter.
        And(CompoundFilter),
    }
}

/// A tool that searches for relevant content from uploaded files.
///
/// Learn more about the [file search
/// tool](https://developers.openai.com/api/docs/guides/tools-file-search).
///
/// (`FileSearchTool`, `types/responses/file_search_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FileSearchTool {
    /// The type of the file search tool. Always `file_search`.
    pub r#type: FileSearchToolType,
    /// The IDs of the vector stores to search.
    pub vector_store_ids: Vec<String>,
    /// A filter to apply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filters: Option<FileSearchToolFilters>,
    /// The maximum number of results to return.
    ///
    /// This number should be between 1 and 50 inclusive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_num_results: Option<i64>,
    /// Ranking options for search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranking_options: Option<FileSearchToolRankingOptions>,
}

/// The values of `FileSearchToolRankingOptionsRanker`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum FileSearchToolRankingOptionsRanker {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `default-2024-11-15`.
    #[serde(rename = "default-2024-11-15")]
    Default20241115,
}

/// Ranking options for search.
///
/// (`RankingOptions`, `types/responses/file_search_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FileSearchToolRankingOptions {
    /// Weights that control how reciprocal rank fusion balances semantic embedding matches versus
    /// sparse keyword matches when hybrid search is enabled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hybrid_search: Option<FileSearchToolRankingOptionsHybridSearch>,
    /// The ranker to use for the file search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranker: Option<FileSearchToolRankingOptionsRanker>,
    /// The score threshold for the file search, a number between 0 and 1.
    ///
    /// Numbers closer to 1 will attempt to return only the most relevant results, but may return
    /// fewer results.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score_threshold: Option<f64>,
}

/// Weights that control how reciprocal rank fusion balances semantic embedding matches versus
/// sparse keyword matches when hybrid search is enabled.
///
/// (`RankingOptionsHybridSearch`, `types/responses/file_search_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FileSearchToolRankingOptionsHybridSearch {
    /// The weight of the embedding in the reciprocal ranking fusion.
    pub embedding_weight: f64,
    /// The weight of the text in the reciprocal ranking fusion.
    pub text_weight: f64,
}
