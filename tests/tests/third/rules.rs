//! Pile, the rules: a pile of stones; first every player bets, in secret, on who will take the
//! last stone; then each in turn takes one to three stones. Who takes the last stone wins, and
//! so do those who bet on them.

use serde::{Deserialize, Serialize};
use vigie::engine::{Asks, Audience, Events, Generator, Rules, Seat, SeatSet, SetupError, Told};

/// How a game of Pile starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub players: u8,
    pub stones: u8,
    /// Pile rolls no dice; a save's set-up names a generator all the same.
    pub generator: Generator,
}

/// A decision of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Command {
    /// A secret bet on who takes the last stone.
    Bet { player: Seat, on: Seat },
    /// Stones taken from the pile.
    Take { player: Seat, stones: u8 },
}

/// What happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Started {
        stones: u8,
    },
    /// Told to the table: someone has bet (not on whom).
    Bet {
        player: Seat,
    },
    /// Told to the player alone: whom they bet on.
    BetOn {
        on: Seat,
    },
    BetsIn,
    Took {
        player: Seat,
        stones: u8,
        left: u8,
    },
    Won {
        player: Seat,
        right: u8,
    },
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    Bets { waiting: SeatSet },
    Take { player: Seat, most: u8 },
    Finished,
}

impl Asks for Pending {
    fn deciders(&self) -> SeatSet {
        match *self {
            Pending::Bets { waiting } => waiting,
            Pending::Take { player, .. } => [player].into_iter().collect(),
            Pending::Finished => SeatSet::EMPTY,
        }
    }

    fn is_secret(&self) -> bool {
        matches!(self, Pending::Bets { .. })
    }
}

/// What one seat may know: the pile, and its own bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    pub seat: Seat,
    pub pile: u8,
    pub bet: Option<Seat>,
}

/// Why a command is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    Unexpected,
    NotYourTurn,
    AlreadyBet,
    NoSuchSeat,
    TooMany { most: u8 },
    GameOver,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Unexpected => f.write_str("not what the game waits for"),
            Error::NotYourTurn => f.write_str("not that player's turn"),
            Error::AlreadyBet => f.write_str("that player has bet already"),
            Error::NoSuchSeat => f.write_str("no such player"),
            Error::TooMany { most } => write!(f, "one to {most} stones"),
            Error::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for Error {}

/// A game of Pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pile {
    setup: Setup,
    pile: u8,
    turn: Seat,
    bets: [Option<Seat>; 6],
    winner: Option<Seat>,
}

impl Pile {
    pub fn pile(&self) -> u8 {
        self.pile
    }

    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }

    fn waiting(&self) -> SeatSet {
        Seat::all(self.setup.players).filter(|s| self.bets[s.index()].is_none()).collect()
    }
}

fn table(kind: Kind) -> Told<Kind> {
    Told { audience: Audience::Table, kind }
}

impl Rules for Pile {
    type Setup = Setup;
    type Command = Command;
    type Kind = Kind;
    type Pending = Pending;
    type View = View;
    type Error = Error;
    const NAME: &'static str = "pile";

    fn new(setup: Setup) -> Result<(Pile, Events<Pile>), SetupError> {
        if !(3..=6).contains(&setup.players) {
            return Err(SetupError::PlayerCount(setup.players));
        }
        let game = Pile { setup, pile: setup.stones.max(1), turn: Seat::FIRST, bets: [None; 6], winner: None };
        Ok((game, vec![table(Kind::Started { stones: game.pile })]))
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn players(&self) -> u8 {
        self.setup.players
    }

    fn pending(&self) -> Pending {
        if self.winner.is_some() {
            Pending::Finished
        } else if !self.waiting().is_empty() {
            Pending::Bets { waiting: self.waiting() }
        } else {
            Pending::Take { player: self.turn, most: self.pile.min(3) }
        }
    }

    fn view(&self, seat: Seat) -> View {
        View { seat, pile: self.pile, bet: self.bets.get(seat.index()).copied().flatten() }
    }

    fn is_finished(&self) -> bool {
        self.winner.is_some()
    }

    fn execute(&mut self, cmd: Command, out: &mut Events<Pile>) -> Result<(), Error> {
        let at_table = |s: Seat| s.number() <= self.setup.players;
        match (self.pending(), cmd) {
            (Pending::Finished, _) => return Err(Error::GameOver),
            (Pending::Bets { waiting }, Command::Bet { player, on }) => {
                if !at_table(player) || !at_table(on) {
                    return Err(Error::NoSuchSeat);
                }
                if !waiting.contains(player) {
                    return Err(Error::AlreadyBet);
                }
                self.bets[player.index()] = Some(on);
                out.push(table(Kind::Bet { player }));
                out.push(Told { audience: Audience::Player(player), kind: Kind::BetOn { on } });
                if self.waiting().is_empty() {
                    out.push(table(Kind::BetsIn));
                }
            }
            (Pending::Take { player: turn, most }, Command::Take { player, stones }) => {
                if player != turn {
                    return Err(Error::NotYourTurn);
                }
                if !(1..=most).contains(&stones) {
                    return Err(Error::TooMany { most });
                }
                self.pile -= stones;
                out.push(table(Kind::Took { player, stones, left: self.pile }));
                if self.pile == 0 {
                    self.winner = Some(player);
                    let right = self.bets.iter().filter(|b| **b == Some(player)).count() as u8;
                    out.push(table(Kind::Won { player, right }));
                } else {
                    self.turn = player.next(self.setup.players);
                }
            }
            _ => return Err(Error::Unexpected),
        }
        Ok(())
    }
}
