//! What every ruleset is to the layers above it: a game as a plain value that the table drives
//! one decision at a time ([`Rules`]), what it waits for ([`Asks`]), and to whom each thing that
//! happens is told ([`Told`]).
//!
//! A layer above (the announcer, the script runner, the saves, the random players, the
//! interface) is written once over [`Rules`]; each ruleset plugs in its own commands, events,
//! pending decisions and views. Applying a command on a copy and committing it only when the
//! rules accept it is written here once ([`Rules::apply`]), and so is the question "would the
//! rules accept this?" ([`Rules::is_legal`]).

use super::game::SetupError;
use super::types::{Seat, SeatSet};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// Who is told a thing that happened: the whole table, or one player (their secret).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Audience {
    /// Everyone at the table.
    Table,
    /// One player only (the dice under the box, a secret choice's echo).
    Player(Seat),
}

/// One thing that happened (`K`: the ruleset's kinds of events), for one audience.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Told<K> {
    pub audience: Audience,
    pub kind: K,
}

/// Tells the whole table that `kind` happened.
#[inline]
pub(crate) fn table<K>(out: &mut Vec<Told<K>>, kind: K) {
    out.push(Told { audience: Audience::Table, kind });
}

/// Tells `seat` alone that `kind` happened (a secret).
pub(crate) fn private<K>(out: &mut Vec<Told<K>>, seat: Seat, kind: K) {
    out.push(Told { audience: Audience::Player(seat), kind });
}

/// What a command of the rules `R` made happen, in order.
pub type Events<R> = Vec<Told<<R as Rules>::Kind>>;

/// What a pending decision says of who decides it (and whether it asks for dice or ballots).
pub trait Asks {
    /// Who may decide now: the one player asked, or every player who has not yet given their
    /// secret choice. Empty when the table decides together (or the game is over).
    fn deciders(&self) -> SeatSet;
    /// True for the choices made in secret, each player on their own, in any order (none,
    /// unless said).
    fn is_secret(&self) -> bool {
        false
    }
    /// How many real dice the table is asked to roll, if it is (never, unless said).
    fn dice_asked(&self) -> Option<u8> {
        None
    }
    /// True while secret ballots are given (never, unless said).
    fn is_ballot(&self) -> bool {
        false
    }
}

/// A ruleset: the state machine of one game, pure and deterministic.
pub trait Rules: Copy + Debug + Eq + Send + Sync + 'static {
    /// Everything needed to start a game.
    type Setup: Copy + Debug + Eq + Serialize + DeserializeOwned + Send + Sync;
    /// One decision of the table.
    type Command: Copy + Debug + Eq + Serialize + DeserializeOwned + Send + Sync;
    /// The kinds of things that happen.
    type Kind: Copy + Debug + Eq + Send + Sync;
    /// What the game waits for, with its legal options.
    type Pending: Copy + Debug + Eq + Asks;
    /// What one seat may know.
    type View: Copy + Debug + Eq;
    /// Why a command was refused.
    type Error: Copy + Debug + Eq + std::error::Error + Send + Sync + 'static;

    /// The name saves, scripts and the command line give these rules.
    const NAME: &'static str;

    /// Starts a game and runs it to its first decision.
    fn new(setup: Self::Setup) -> Result<(Self, Events<Self>), SetupError>;
    /// The set-up the game started from.
    fn setup(&self) -> &Self::Setup;
    /// Players at the table.
    fn players(&self) -> u8;
    /// What the game waits for now.
    fn pending(&self) -> Self::Pending;
    /// What `seat` may know now: never another seat's dice or secret choices.
    fn view(&self, seat: Seat) -> Self::View;
    /// True once the game is over.
    fn is_finished(&self) -> bool;
    /// Applies one command to this game, appending what happened to `out`. Called on a copy:
    /// a refused command may leave it half-changed ([`Rules::apply`] throws the copy away).
    fn execute(&mut self, cmd: Self::Command, out: &mut Events<Self>) -> Result<(), Self::Error>;

    /// Applies one command: what happened, or why the rules refuse it, the game unchanged.
    fn apply(&mut self, cmd: Self::Command) -> Result<Events<Self>, Self::Error> {
        let mut out = Vec::new();
        self.apply_into(cmd, &mut out)?;
        Ok(out)
    }

    /// Like [`Rules::apply`], appending what happened to `out` (nothing, when refused).
    fn apply_into(&mut self, cmd: Self::Command, out: &mut Events<Self>) -> Result<(), Self::Error> {
        let mut next = *self;
        let start = out.len();
        match next.execute(cmd, out) {
            Ok(()) => {
                *self = next;
                Ok(())
            }
            Err(e) => {
                out.truncate(start);
                Err(e)
            }
        }
    }

    /// Why the rules would refuse this command now, if they would; the game is unchanged.
    fn check(&self, cmd: Self::Command) -> Result<(), Self::Error> {
        let mut next = *self;
        next.execute(cmd, &mut Vec::new())
    }

    /// True when the rules accept this command now.
    fn is_legal(&self, cmd: Self::Command) -> bool {
        self.check(cmd).is_ok()
    }

    /// Who must decide now.
    fn deciders(&self) -> SeatSet {
        self.pending().deciders()
    }

    /// True when the pending decision is made in secret.
    fn is_secret(&self) -> bool {
        self.pending().is_secret()
    }
}
