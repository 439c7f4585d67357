//! Which rules a game follows, and a game of any ruleset with its past ([`Played`]), for the
//! layers that hold "the game in progress" (a save, a session) without knowing its rules.
//!
//! [`Played`] answers what every ruleset answers (who decides, whether in secret, undo and
//! redo); the modules that know one ruleset's commands and events take its record out of it by
//! type ([`Played::record`]). Nothing in it names a ruleset: a new one is played the same way.

use super::record::Record;
use super::rules::Rules;
use super::types::SeatSet;
use super::{Game, mall};
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::fmt::Debug;

/// The rulesets Vigie ships, for the command line and the saves that name none.
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

    /// The stable name used in saves, scripts and on the command line ([`Rules::NAME`]).
    pub fn name(self) -> &'static str {
        match self {
            Ruleset::Lockdown => Game::NAME,
            Ruleset::MallOfHorror => mall::Game::NAME,
        }
    }

    /// The ruleset with this name.
    pub fn from_name(name: &str) -> Option<Ruleset> {
        Ruleset::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// What [`Played`] asks of a record, whatever its rules.
trait AnyRecord: Any + Debug + Send + Sync {
    fn name(&self) -> &'static str;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    fn decisions(&self) -> usize;
    fn deciders(&self) -> SeatSet;
    fn is_secret(&self) -> bool;
    fn is_finished(&self) -> bool;
    fn boxed(&self) -> Box<dyn AnyRecord>;
    fn same(&self, other: &dyn AnyRecord) -> bool;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<R: Rules> AnyRecord for Record<R> {
    fn name(&self) -> &'static str {
        R::NAME
    }
    fn undo(&mut self) -> bool {
        Record::undo(self).is_some()
    }
    fn redo(&mut self) -> bool {
        Record::redo(self).is_some()
    }
    fn can_undo(&self) -> bool {
        Record::can_undo(self)
    }
    fn can_redo(&self) -> bool {
        Record::can_redo(self)
    }
    fn decisions(&self) -> usize {
        self.log().commands.len()
    }
    fn deciders(&self) -> SeatSet {
        self.game().deciders()
    }
    fn is_secret(&self) -> bool {
        self.game().is_secret()
    }
    fn is_finished(&self) -> bool {
        self.game().is_finished()
    }
    fn boxed(&self) -> Box<dyn AnyRecord> {
        Box::new(self.clone())
    }
    fn same(&self, other: &dyn AnyRecord) -> bool {
        other.as_any().downcast_ref::<Record<R>>().is_some_and(|o| o == self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// A game of any ruleset, with its past.
#[derive(Debug)]
pub struct Played(Box<dyn AnyRecord>);

impl Played {
    /// A game of these rules, with its past.
    pub fn new<R: Rules>(record: Record<R>) -> Played {
        Played(Box::new(record))
    }

    /// The game with its past, when it follows the rules `R`.
    pub fn record<R: Rules>(&self) -> Option<&Record<R>> {
        self.0.as_any().downcast_ref()
    }

    /// The game with its past, when it follows the rules `R`, to apply its decisions.
    pub fn record_mut<R: Rules>(&mut self) -> Option<&mut Record<R>> {
        self.0.as_any_mut().downcast_mut()
    }

    /// The game now, when it follows the rules `R`.
    pub fn game<R: Rules>(&self) -> Option<&R> {
        self.record::<R>().map(Record::game)
    }

    /// True when the game follows the rules `R`.
    pub fn plays<R: Rules>(&self) -> bool {
        self.record::<R>().is_some()
    }

    /// The name of the rules this game follows ([`Rules::NAME`]).
    pub fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The shipped ruleset this game follows, if it is one.
    pub fn ruleset(&self) -> Option<Ruleset> {
        Ruleset::from_name(self.name())
    }

    /// Undoes the last decision; false when there was none.
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    /// Applies again the last decision undone; false when there was none.
    pub fn redo(&mut self) -> bool {
        self.0.redo()
    }

    /// True when there is a decision to undo.
    pub fn can_undo(&self) -> bool {
        self.0.can_undo()
    }

    /// True when there is a decision to redo.
    pub fn can_redo(&self) -> bool {
        self.0.can_redo()
    }

    /// Decisions applied so far.
    pub fn decisions(&self) -> usize {
        self.0.decisions()
    }

    /// Who must decide now.
    pub fn deciders(&self) -> SeatSet {
        self.0.deciders()
    }

    /// True when the pending decision is made in secret.
    pub fn is_secret(&self) -> bool {
        self.0.is_secret()
    }

    /// True once the game is over.
    pub fn is_finished(&self) -> bool {
        self.0.is_finished()
    }
}

impl Clone for Played {
    fn clone(&self) -> Played {
        Played(self.0.boxed())
    }
}

impl PartialEq for Played {
    fn eq(&self, other: &Played) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl Eq for Played {}

impl<R: Rules> From<Record<R>> for Played {
    fn from(record: Record<R>) -> Played {
        Played::new(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Asks, History, Seat, Setup};

    #[test]
    fn rulesets_are_named_in_kebab_case_and_read_back() {
        let written = Ruleset::ALL.map(|r| serde_json::to_string(&r).unwrap());
        assert_eq!(written, ["\"lockdown\"", "\"mall-of-horror\""]);
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
        let mut games = [Played::new(History::new(g, e)), Played::new(mall::History::new(m, me))];
        for p in &mut games {
            assert_eq!(p.deciders().iter().collect::<Vec<_>>(), [Seat::FIRST], "{}", p.name());
            assert!(!p.is_secret() && !p.is_finished() && !p.can_undo());
            assert!(!p.undo());
        }
        assert!(games[0].plays::<Game>() && !games[0].plays::<mall::Game>());
        let h = games[1].record_mut::<mall::Game>().unwrap();
        let mall::Pending::Own(mall::OwnPending::Placement { player, characters, locations, .. }) = h.game().pending()
        else {
            unreachable!()
        };
        let cmd = mall::Command::Own(mall::OwnCommand::Place {
            player,
            character: characters.iter().next().unwrap(),
            location: locations.iter().next().unwrap(),
        });
        assert!(h.game().is_legal(cmd) && !h.game().is_legal(mall::Command::Continue));
        h.apply(cmd).unwrap();
        assert_eq!(games[1].decisions(), 1);
        let before = games[1].clone();
        assert!(games[1].undo() && games[1].can_redo() && games[1].redo());
        assert_eq!(games[1], before);
        assert_ne!(games[0], before);
        assert_eq!(games[1].ruleset().map(Ruleset::name), Some("mall-of-horror"));
        assert!(games[1].game::<mall::Game>().unwrap().pending().deciders().len() == 1);
    }
}
