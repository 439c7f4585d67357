//! Undo and redo: the game as it was before each decision, and the decisions undone.

use super::command::Command;
use super::error::RuleError;
use super::event::Event;
use super::game::Game;
use serde::{Deserialize, Serialize};

/// A game with its past: every command applied since the start, and the ones undone.
///
/// Snapshots are whole games (a game is a small plain value), so undo restores exactly the
/// state before the decision, dice generator included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    start: Game,
    start_events: Vec<Event>,
    game: Game,
    /// The state before each applied command, with that command.
    past: Vec<(Game, Command)>,
    /// Commands undone, most recent last.
    undone: Vec<Command>,
}

/// The record kept of a game: what a save file holds besides the set-up.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Log {
    pub commands: Vec<Command>,
    pub undone: Vec<Command>,
}

impl History {
    /// A history that starts from a new game and the events of its set-up.
    pub fn new(game: Game, start_events: Vec<Event>) -> History {
        History { start: game, start_events, game, past: Vec::new(), undone: Vec::new() }
    }

    /// The game now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The events that the set-up produced.
    pub fn start_events(&self) -> &[Event] {
        &self.start_events
    }

    /// Applies a command; a new decision clears what could be redone.
    pub fn apply(&mut self, cmd: Command) -> Result<Vec<Event>, RuleError> {
        let before = self.game;
        let events = self.game.apply(cmd)?;
        self.past.push((before, cmd));
        self.undone.clear();
        Ok(events)
    }

    /// Undoes the last decision; returns it, or `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<Command> {
        let (before, cmd) = self.past.pop()?;
        self.game = before;
        self.undone.push(cmd);
        Some(cmd)
    }

    /// Applies again the last undone decision, with its events.
    pub fn redo(&mut self) -> Option<(Command, Vec<Event>)> {
        let cmd = self.undone.pop()?;
        let before = self.game;
        // The command was legal in this very state, and the engine is deterministic.
        match self.game.apply(cmd) {
            Ok(events) => {
                self.past.push((before, cmd));
                Some((cmd, events))
            }
            Err(_) => {
                self.undone.push(cmd);
                None
            }
        }
    }

    /// True when there is a decision to undo.
    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    /// True when there is a decision to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The game before any decision.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The commands applied so far, and those undone.
    pub fn log(&self) -> Log {
        Log { commands: self.past.iter().map(|(_, c)| *c).collect(), undone: self.undone.clone() }
    }

    /// Rebuilds a history by replaying a log on a new game; the index and error of the first
    /// command that does not apply, if any.
    pub fn replay(game: Game, start_events: Vec<Event>, log: &Log) -> Result<History, (usize, RuleError)> {
        let mut h = History::new(game, start_events);
        for (i, cmd) in log.commands.iter().enumerate() {
            h.apply(*cmd).map_err(|e| (i, e))?;
        }
        h.undone = log.undone.clone();
        Ok(h)
    }
}
