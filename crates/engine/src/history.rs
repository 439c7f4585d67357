//! Undo and redo of a game of Lockdown: the shared [`Record`](crate::record::Record) over
//! Lockdown's [`Game`].

use super::command::Command;
use super::game::Game;
use super::record::{self, Record};

/// A game of Lockdown with its past: every command applied since the start, and the ones
/// undone (see [`Record`]).
pub type History = Record<Game>;

/// The record kept of a game of Lockdown: what a save file holds besides the set-up.
pub type Log = record::Log<Command>;
