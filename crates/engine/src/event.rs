//! What happened, each with its audience: the whole table, or one player only.

use super::command::CardPlay;
use super::types::{Loc, Role, Seat, SeatSet};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use super::ballots::{Ballots, PerSeat};

/// One thing that happened in a game of Lockdown, for one audience.
pub type Event = super::rules::Told<EventKind>;

/// The phases of a turn, numbered as in the rulebook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// 1: who searches the truck (Parking).
    Truck = 1,
    /// 2: who takes the badge (location 3); the dice are rolled under the box.
    Badge = 2,
    /// 3: where to go.
    Destinations = 3,
    /// 4: dice revealed, characters moved.
    Movement = 4,
    /// 5: monsters arrive.
    Monsters = 5,
    /// 6: monsters attack, locations 1 to 6.
    Attacks = 6,
    /// 7: locations close, the game may end.
    EndOfTurn = 7,
}

impl Phase {
    /// The phase's number, 1 to 7.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The stable name used in plain output.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Truck => "truck",
            Phase::Badge => "badge",
            Phase::Destinations => "destinations",
            Phase::Movement => "movement",
            Phase::Monsters => "monsters",
            Phase::Attacks => "attacks",
            Phase::EndOfTurn => "end-of-turn",
        }
    }
}

/// What a vote decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum VoteKind {
    /// Who searches the truck (Parking, phase 1).
    Truck,
    /// Who takes the badge (location 3, phase 2).
    Badge,
    /// Who loses a character to the monsters at this location (phase 6).
    Attack(Loc),
}

impl VoteKind {
    /// Where the vote happens.
    pub fn location(self) -> Loc {
        match self {
            VoteKind::Truck => Loc::PARKING,
            VoteKind::Badge => Loc::SURVEILLANCE,
            VoteKind::Attack(l) => l,
        }
    }
}

impl fmt::Display for VoteKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VoteKind::Truck => f.write_str("truck"),
            VoteKind::Badge => f.write_str("badge"),
            VoteKind::Attack(l) => write!(f, "attack:{l}"),
        }
    }
}

/// What a set of dice is rolled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DicePurpose {
    /// A player's starting placement: one die per character.
    Placement(Seat),
    /// The monsters' arrival before the first turn: four dice.
    StartingMonsters,
    /// The dice under the box, this turn.
    Box,
}

/// Why a monster arrives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ArrivalCause {
    /// A die showed this face.
    Die(u8),
    /// The location has (or ties for) the most Weepers.
    Weepers,
    /// The location has (or ties for) the most characters.
    Crowd,
}

/// Why a monster found no place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LostReason {
    /// Every token is already on the board.
    SupplyEmpty,
    /// Its location was full or closed, and so was the Parking.
    NoRoom,
}

/// Why there is no truck search this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TruckSkip {
    /// Nobody is in the Parking.
    NobodyInParking,
    /// The deck of object cards is empty.
    DeckEmpty,
}

/// Why a character moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveCause {
    /// The player's move of phase 4.
    Movement,
    /// An Energy drink.
    EnergyDrink,
    /// Its location closed at the end of the turn.
    Closure,
}

/// Why a player moves no character in phase 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StayReason {
    /// All the player's characters are already at the destination.
    AlreadyThere,
    /// The destination is full and the player's only characters are in the Parking.
    DestinationFull,
}

/// Why a location is not attacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Calm {
    /// The location is closed.
    Closed,
    /// No character is there: the monsters stay outside.
    Empty,
    /// The Parking has no monster.
    NoMonsters,
    /// The characters are strong enough.
    Held,
}

/// Where monsters that leave a location go: always back to the supply. Why they leave:
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LeaveCause {
    /// A Bat, a Chainsaw or a Molotov.
    Card,
    /// They have eaten.
    Fed,
    /// They found nobody they could take.
    NobodyFound,
    /// The location closed.
    Closure,
}

/// The effect of a full cold-storage row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RowEffect {
    /// From now on monsters also attack when they are as strong as the characters.
    AttackOnEqual,
    /// One more die in the box from the next turn.
    ExtraDie,
    /// Nothing more (the rows are all full).
    None,
}

/// Each player's destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Destinations(pub [Option<Loc>; 6]);

/// What happened: the events every ruleset shares ([`SharedEvent`]) over Lockdown's card
/// played and votes, and its own ([`OwnEvent`]).
pub type EventKind = crate::SharedEvent<CardPlay, VoteKind, OwnEvent>;

/// What happened in Lockdown alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum OwnEvent {
    GameStarted {
        players: u8,
        family: u8,
        badge: Seat,
        martyr: Seat,
        deck: u8,
        table_dice: bool,
    },
    PlacementStarted {
        player: Seat,
        dice: u8,
    },
    CharacterPlaced {
        player: Seat,
        role: Role,
        die: u8,
        location: Loc,
    },
    /// A player's characters are all placed: where each one stands (by role, `None`: not in
    /// this game).
    FamilyPlaced {
        player: Seat,
        at: [Option<Loc>; 4],
    },
    MonsterPlaced {
        location: Loc,
        wanted: Loc,
        cause: ArrivalCause,
    },
    MonsterLost {
        wanted: Loc,
        cause: ArrivalCause,
        why: LostReason,
    },
    TurnStarted {
        turn: u16,
    },
    PhaseStarted {
        turn: u16,
        phase: Phase,
    },
    TruckSkipped {
        why: TruckSkip,
    },
    /// The discussion is over: ballots are collected in secret.
    BallotsOpened {
        vote: VoteKind,
        weights: PerSeat,
        candidates: SeatSet,
    },
    /// The Martyr holder must settle a tie among `tied`.
    TieToBreak {
        vote: VoteKind,
        martyr: Seat,
        tied: SeatSet,
    },
    TieBroken {
        vote: VoteKind,
        martyr: Seat,
        winner: Seat,
    },
    CardDiscarded,
    BadgeTaken {
        player: Seat,
        from: Seat,
    },
    /// Nobody in location 3: the holder keeps the badge but may not look at the dice.
    BadgeKept {
        player: Seat,
    },
    /// The dice go under the box and are shaken.
    BoxShaken {
        holder: Seat,
        dice: u8,
        /// Nobody was in the surveillance room: the holder may not look this turn.
        blind: bool,
    },
    CharacterMoved {
        player: Seat,
        role: Role,
        from: Loc,
        to: Loc,
        wanted: Loc,
        cause: MoveCause,
    },
    CharacterStays {
        player: Seat,
        destination: Loc,
        why: StayReason,
    },
    NoAttack {
        location: Loc,
        monsters: u8,
        strength: u8,
        why: Calm,
    },
    /// Monsters attack; a discussion opens (cards may be played).
    Attack {
        location: Loc,
        monsters: u8,
        strength: u8,
        on_equal: bool,
    },
    MonsterMoved {
        from: Loc,
        to: Loc,
    },
    MonstersLeft {
        location: Loc,
        count: u8,
        cause: LeaveCause,
    },
    CharacterHidden {
        player: Seat,
        role: Role,
        location: Loc,
    },
    AttackRepelled {
        location: Loc,
        monsters: u8,
        strength: u8,
    },
    /// One family only can be taken: no vote, that player chooses.
    SoleFamily {
        location: Loc,
        player: Seat,
    },
    CharacterEaten {
        player: Seat,
        role: Role,
        location: Loc,
        slot: u8,
    },
    ColdStorageRowFull {
        row: u8,
        effect: RowEffect,
    },
    MartyrTaken {
        player: Seat,
        from: Seat,
    },
    BadgePassed {
        from: Seat,
        to: Seat,
    },
    FamilyLost {
        player: Seat,
    },
    /// The Rotten meat wears off: the token is turned face up.
    CharacterRevealed {
        player: Seat,
        role: Role,
        location: Loc,
    },
    GameEnded {
        turn: u16,
        alive: u8,
    },
    KeysRevealed {
        holder: Option<Seat>,
    },
    Scored {
        scores: PerSeat,
        keys: Option<Seat>,
    },
    EpilogueUnlocked {
        card: u8,
    },
    NoNewEpilogue,
}
