//! The rules of Lockdown as a pure state machine: no I/O, no clock, no OS randomness; and
//! beside them, in [`mall`], the rules of Mall of Horror, its own state machine over the same
//! values. [`Ruleset`] names the rules a game follows, [`Played`] holds a game of either.
//!
//! - [`Game::new`] starts a game from a [`Setup`];
//! - [`Game::apply`] applies a [`Command`] and returns the [`Event`]s that follow, each with its
//!   [`Audience`], or a [`RuleError`] with the state unchanged;
//! - [`Game::pending`] tells what is pending now and the legal options, and
//!   [`Pending::deciders`] who must decide;
//! - [`Game::view`] gives what one seat may know ([`SeatView`]): never another seat's dice or
//!   secret choices;
//! - [`History`] keeps undo and redo;
//! - the board's numbers come from the [`BoardProfile`] data file only.
//!
//! The rule decisions the engine follows are in `docs/rules.md`.
//!
//! ```
//! use vigie_engine::{Command, Game, OwnCommand, OwnPending, Pending, Rules, Seat, Setup};
//!
//! // Three players; the third is the youngest, the first the oldest; Vigie's dice, seed 7.
//! let youngest = Seat::new(2).unwrap();
//! let (mut game, events) = Game::new(Setup::new(3, youngest, Seat::FIRST, 7)).unwrap();
//! assert!(!events.is_empty());
//! // The oldest places first: one die per character.
//! let Pending::Own(OwnPending::Placement { player, dice, characters }) = game.pending() else { unreachable!() };
//! assert_eq!(player, Seat::FIRST);
//! let role = characters.iter().next().unwrap();
//! let events = game.apply(Command::Own(OwnCommand::Place { player, role, die: dice.faces()[0] })).unwrap();
//! assert!(!events.is_empty());
//! // A refused command leaves the game exactly as it was.
//! let before = game;
//! assert!(game.apply(Command::Continue).is_err());
//! assert_eq!(game, before);
//! ```

mod ballots;
mod board;
mod command;
mod epilogue;
mod error;
mod event;
mod flow;
mod game;
mod history;
pub mod mall;
mod pending;
mod record;
mod refusal;
mod rng;
mod rules;
mod ruleset;
mod secrets;
mod shared;
mod stage;
mod types;
mod view;

pub use board::{
    BoardProfile, ColdStorageSection, DeckSection, LocationsSection, MonstersSection, ProfileError, ProfileFile,
};
pub use command::{CardPlay, Command, OwnCommand};
pub use epilogue::{Condition, EpilogueRecord, TABLE as EPILOGUE_TABLE};
pub use error::{Moment, OwnMoment, OwnRuleError, RuleError};
pub use event::{
    ArrivalCause, Ballots, Calm, Destinations, DicePurpose, Event, EventKind, LeaveCause, LostReason, MoveCause,
    OwnEvent, PerSeat, Phase, RowEffect, StayReason, TruckSkip, VoteKind,
};
pub use game::{DiceMode, Game, LocationView, Pos, Setup, SetupError};
pub use history::{History, Log};
pub use pending::{OwnPending, Pending};
pub use record::{Log as DecisionLog, Record};
pub use refusal::{SharedMoment, SharedRuleError};
pub use rng::{Generator, Rng};
pub use rules::{Asks, Audience, Events, Rules, Told};
pub use ruleset::{Played, Ruleset};
pub use secrets::SharedBoard;
pub use shared::{CharacterKey, SharedCommand, SharedEvent, SharedPending};
pub use types::{
    CardKind, Dice, LOCATIONS, Loc, LocSet, MAX_PLAYERS, MIN_PLAYERS, Role, RoleSet, Seat, SeatSet, Shape, Sticker,
    Timing,
};
pub use view::{Board, SeatView};
