//! What one transcript line means for the window: the kinds of line each
//! host's format is read into.

use super::Start;

/// One line, classified.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Entry {
    /// A turn starts after this line (never [`Start::TurnEnd`] or
    /// [`Start::None`]: those are found otherwise).
    Start(Start),
    /// Assistant text blocks, and tool calls (gate only).
    Said(Said),
    /// A turn's end that carries no text (a rollout's `task_complete`).
    TurnEnd,
    ToolResult(String),
    /// Nothing for the window: metadata, reminders, tool output at a Stop.
    Skip,
    /// Not a transcript entry: not JSON (or cut short), or a line read as
    /// an entry whose type is not known. Skipped, and counted.
    Bad,
}

/// An assistant line.
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct Said {
    /// Its text blocks, in order.
    pub(crate) texts: Vec<String>,
    /// Its tool calls (gate only).
    pub(crate) tools: Vec<String>,
    /// `stop_reason` is `"end_turn"`: the host fires a Stop after it.
    pub(crate) ends_turn: bool,
    /// `message.id`: the lines of one reply share it.
    pub(crate) id: Option<String>,
    /// Any `stop_reason` at all is written (null in older versions).
    pub(crate) has_stop_reason: bool,
}
