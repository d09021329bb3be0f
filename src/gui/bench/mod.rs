//! The benchmark lab in the window: its state ([`state`]), its view ([`view`]) and
//! the words of its verdict ([`words`]). The measuring itself is [`crate::lab`].

pub mod state;
pub mod view;
pub mod words;
pub use crate::gui::command::bench::Cmd;
