//! Undo and redo for any ruleset: the game as it was before each decision, and the decisions
//! undone. Lockdown's [`History`](crate::History) and Mall of Horror's
//! [`mall::History`](crate::mall::History) are this one record over their own game.

use super::rules::{Events, Rules, Told};
use serde::{Deserialize, Serialize};

/// A game with its past: every command applied since the start, and the ones undone.
///
/// Snapshots are whole games (a game is a small plain value), so undo restores exactly the
/// state before the decision, dice generator included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<G: Rules> {
    start: G,
    start_events: Events<G>,
    game: G,
    /// The state before each applied command, with that command.
    past: Vec<(G, G::Command)>,
    /// Commands undone, most recent last.
    undone: Vec<G::Command>,
}

/// The record kept of a game: what a save file holds besides the set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Log<C> {
    pub commands: Vec<C>,
    pub undone: Vec<C>,
}

impl<C> Default for Log<C> {
    fn default() -> Self {
        Log { commands: Vec::new(), undone: Vec::new() }
    }
}

impl<G: Rules> Record<G> {
    /// A history that starts from a new game and the events of its set-up.
    pub fn new(game: G, start_events: Events<G>) -> Self {
        Record { start: game, start_events, game, past: Vec::new(), undone: Vec::new() }
    }

    /// The game now.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The events that the set-up produced.
    pub fn start_events(&self) -> &[Told<G::Kind>] {
        &self.start_events
    }

    /// Applies a command; a new decision clears what could be redone.
    pub fn apply(&mut self, cmd: G::Command) -> Result<Events<G>, G::Error> {
        let before = self.game;
        let events = self.game.apply(cmd)?;
        self.past.push((before, cmd));
        self.undone.clear();
        Ok(events)
    }

    /// Undoes the last decision; returns it, or `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<G::Command> {
        let (before, cmd) = self.past.pop()?;
        self.game = before;
        self.undone.push(cmd);
        Some(cmd)
    }

    /// Applies again the last undone decision, with its events.
    pub fn redo(&mut self) -> Option<(G::Command, Events<G>)> {
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
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The commands applied so far, and those undone.
    pub fn log(&self) -> Log<G::Command> {
        Log { commands: self.past.iter().map(|(_, c)| *c).collect(), undone: self.undone.clone() }
    }

    /// Rebuilds a history by replaying a log on a new game; the index and error of the first
    /// command that does not apply, if any.
    pub fn replay(game: G, start_events: Events<G>, log: &Log<G::Command>) -> Result<Self, (usize, G::Error)> {
        let mut h = Record::new(game, start_events);
        for (i, cmd) in log.commands.iter().enumerate() {
            h.apply(*cmd).map_err(|e| (i, e))?;
        }
        h.undone = log.undone.clone();
        Ok(h)
    }
}
