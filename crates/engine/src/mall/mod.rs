//! The rules of Mall of Horror, Lockdown's ancestor, as their own pure state machine beside
//! Lockdown's: [`Game::new`], [`Game::apply`], [`Game::pending`] with
//! [`Pending::deciders`](crate::Asks::deciders) and [`Pending::is_secret`](crate::Asks::is_secret),
//! [`Game::view`], [`History`]. It shares Lockdown's values (seats, sets, dice, the seeded
//! generator, audiences, weights, ballots, destinations, the dice mode, the record of decisions)
//! and keeps its own commands, events, pending decisions and rules.
//!
//! How the engine reads each rule is in `docs/rules.md` ("Mall of Horror").
//!
//! ```
//! use vigie_engine::mall::{Command, Game, OwnCommand, OwnPending, Pending, Setup};
//! use vigie_engine::{Rules, Seat};
//!
//! let (mut game, _) = Game::new(Setup::new(5, Seat::FIRST, 7)).unwrap();
//! let Pending::Own(OwnPending::Placement { player, characters, locations, .. }) = game.pending() else { unreachable!() };
//! let character = characters.iter().next().unwrap();
//! let location = locations.iter().next().unwrap();
//! assert!(game.apply(Command::Own(OwnCommand::Place { player, character, location })).is_ok());
//! let before = game;
//! assert!(game.apply(Command::Continue).is_err());
//! assert_eq!(game, before);
//! ```

mod board;
mod command;
mod event;
mod flow;
mod game;
mod pending;
#[cfg(test)]
mod tests;
mod types;
mod view;

pub use board::{
    CACHOU, CAPACITY, CLOSING_ZOMBIES, DECK, MEGATOYS, PARKING, PLACEMENT_DICE, RESTROOMS, SECURITY_HQ, SUPERMARKET,
    SUPERMARKET_BREACH, TRUCK_DRAW, ZOMBIE_DICE, capacity, end_survivors,
};
pub use command::{Command, Moment, OwnCommand, OwnMoment, OwnRuleError, RuleError};
pub use event::{
    Calm, ChiefStays, EndReason, Event, EventKind, LeaveCause, OwnEvent, Step, TruckSkip, VoteKind, ZombieCause,
};
pub use game::{Game, REVISION, Setup};
pub use pending::{OwnPending, Pending};
pub use types::{Card, CardPlay, Character, CharacterSet, Options};
pub use view::{Board, SeatView};

use crate::record::{self, Record};

/// A game of Mall of Horror with its past (undo, redo, the decision log).
pub type History = Record<Game>;

/// The decisions of a game of Mall of Horror: what a save holds besides the set-up.
pub type Log = record::Log<Command>;
