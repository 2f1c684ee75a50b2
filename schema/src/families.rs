//! The event families, one module each; a module per version inside where a family has several.

#[macro_use]
pub mod tagged;

pub mod acp;
pub mod ag_ui;
pub mod agentabi;
pub mod agentao_host;
pub mod agentao_stream;
pub mod agentao_transport;
pub mod anthropic_beta_messages;
pub mod anthropic_messages;
pub mod niceeval;
pub mod openai_chat;
pub mod openai_responses;
pub mod we0;
