//! Which rules a game follows, and a game of either ruleset with its past, for the layers that
//! hold "the game in progress" (a save, a session) without knowing its rules.
//!
//! Each ruleset keeps its own commands, events and pending decisions: a layer above matches once
//! on [`Played`] and then talks to that ruleset's game as it always does (`pending`, `apply`,
//! `view`), never asking which rules it plays in the middle of its work.

use super::history::History;
use super::mall;
use super::types::SeatSet;
use serde::{Deserialize, Serialize};

/// The rules a game follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ruleset {
    /// Lockdown (the default: every save written before Mall of Horror).
    #[default]
    Lockdown,
    /// Mall of Horror.
    MallOfHorror,
}

impl Ruleset {
    /// Every ruleset.
    pub const ALL: [Ruleset; 2] = [Ruleset::Lockdown, Ruleset::MallOfHorror];

    /// The stable name used in saves, scripts and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Ruleset::Lockdown => "lockdown",
            Ruleset::MallOfHorror => "mall-of-horror",
        }
    }

    /// The ruleset with this name.
    pub fn from_name(name: &str) -> Option<Ruleset> {
        Ruleset::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// A game of either ruleset, with its past.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Played {
    Lockdown(History),
    MallOfHorror(mall::History),
}

impl Played {
    /// The rules this game follows.
    pub fn ruleset(&self) -> Ruleset {
        match self {
            Played::Lockdown(_) => Ruleset::Lockdown,
            Played::MallOfHorror(_) => Ruleset::MallOfHorror,
        }
    }

    /// Undoes the last decision; false when there was none.
    pub fn undo(&mut self) -> bool {
        match self {
            Played::Lockdown(h) => h.undo().is_some(),
            Played::MallOfHorror(h) => h.undo().is_some(),
        }
    }

    /// Applies again the last decision undone; false when there was none.
    pub fn redo(&mut self) -> bool {
        match self {
            Played::Lockdown(h) => h.redo().is_some(),
            Played::MallOfHorror(h) => h.redo().is_some(),
        }
    }

    /// True when there is a decision to undo.
    pub fn can_undo(&self) -> bool {
        match self {
            Played::Lockdown(h) => h.can_undo(),
            Played::MallOfHorror(h) => h.can_undo(),
        }
    }

    /// True when there is a decision to redo.
    pub fn can_redo(&self) -> bool {
        match self {
            Played::Lockdown(h) => h.can_redo(),
            Played::MallOfHorror(h) => h.can_redo(),
        }
    }

    /// Decisions applied so far.
    pub fn decisions(&self) -> usize {
        match self {
            Played::Lockdown(h) => h.log().commands.len(),
            Played::MallOfHorror(h) => h.log().commands.len(),
        }
    }

    /// Who must decide now.
    pub fn deciders(&self) -> SeatSet {
        match self {
            Played::Lockdown(h) => h.game().pending().deciders(),
            Played::MallOfHorror(h) => h.game().pending().deciders(),
        }
    }

    /// True when the pending decision is made in secret.
    pub fn is_secret(&self) -> bool {
        match self {
            Played::Lockdown(h) => h.game().pending().is_secret(),
            Played::MallOfHorror(h) => h.game().pending().is_secret(),
        }
    }

    /// True once the game is over.
    pub fn is_finished(&self) -> bool {
        match self {
            Played::Lockdown(h) => h.game().is_finished(),
            Played::MallOfHorror(h) => h.game().is_finished(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Seat, Setup};

    #[test]
    fn rulesets_are_named_in_kebab_case_and_read_back() {
        assert_eq!(serde_json::to_string(&Ruleset::MallOfHorror).unwrap(), "\"mall-of-horror\"");
        assert_eq!(serde_json::to_string(&Ruleset::Lockdown).unwrap(), "\"lockdown\"");
        for r in Ruleset::ALL {
            assert_eq!(Ruleset::from_name(r.name()), Some(r));
            assert_eq!(serde_json::from_str::<Ruleset>(&format!("\"{}\"", r.name())).unwrap(), r);
        }
        assert_eq!(Ruleset::default(), Ruleset::Lockdown);
        assert_eq!(Ruleset::from_name("monopoly"), None);
    }

    #[test]
    fn either_game_is_held_the_same_way() {
        let (g, e) = Game::new(Setup::new(3, Seat::ALL[2], Seat::FIRST, 1)).unwrap();
        let (m, me) = mall::Game::new(mall::Setup::new(3, Seat::FIRST, 1)).unwrap();
        let mut games = [Played::Lockdown(History::new(g, e)), Played::MallOfHorror(mall::History::new(m, me))];
        for p in &mut games {
            assert_eq!(p.deciders().iter().collect::<Vec<_>>(), [Seat::FIRST], "{:?}", p.ruleset());
            assert!(!p.is_secret() && !p.is_finished() && !p.can_undo());
            assert!(!p.undo());
        }
        let Played::MallOfHorror(h) = &mut games[1] else { unreachable!() };
        let mall::Pending::Placement { player, characters, locations, .. } = h.game().pending() else { unreachable!() };
        let cmd = mall::Command::Place {
            player,
            character: characters.iter().next().unwrap(),
            location: locations.iter().next().unwrap(),
        };
        h.apply(cmd).unwrap();
        assert_eq!(games[1].decisions(), 1);
        assert!(games[1].undo() && games[1].can_redo() && games[1].redo());
        assert_eq!(games[1].ruleset(), Ruleset::MallOfHorror);
    }
}
