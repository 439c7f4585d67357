//! The rules of Lockdown as a pure state machine: no I/O, no clock, no OS randomness.
//!
//! - [`Game::new`] starts a game from a [`Setup`];
//! - [`Game::apply`] applies a [`Command`] and returns the [`Event`]s that follow, each with its
//!   [`Audience`], or a [`RuleError`] with the state unchanged;
//! - [`Game::pending`] tells who must decide now and the legal options;
//! - [`History`] keeps undo and redo;
//! - the board's numbers come from the [`BoardProfile`] data file only.
//!
//! The rule decisions the engine follows are in `docs/rules.md`.

mod board;
mod command;
mod epilogue;
mod error;
mod event;
mod flow;
mod game;
mod history;
mod pending;
mod rng;
mod types;

pub use board::{BoardProfile, DEFAULT_PROFILE_TOML, ProfileError, ProfileFile};
pub use command::{CardPlay, Command};
pub use epilogue::{Condition, EpilogueRecord, TABLE as EPILOGUE_TABLE};
pub use error::RuleError;
pub use event::{
    ArrivalCause, Audience, Ballots, Calm, Destinations, DicePurpose, Event, EventKind, LeaveCause, LostReason,
    MoveCause, PerSeat, Phase, Plain, RowEffect, StayReason, TruckSkip, VoteKind,
};
pub use game::{DiceMode, Game, LocationView, Pos, Setup, SetupError};
pub use history::{History, Log};
pub use pending::Pending;
pub use rng::Rng;
pub use types::{
    CardKind, Dice, LOCATIONS, Loc, LocSet, MAX_PLAYERS, MIN_PLAYERS, Role, RoleSet, Seat, SeatSet, Shape, Sticker,
    Timing,
};
