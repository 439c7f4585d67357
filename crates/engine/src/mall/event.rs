//! What happened in a game of Mall of Horror, each with its [`Audience`]: the zombie dice shown
//! to the chief or with a Security camera, and the echo of a secret destination, reach one
//! player only.

use super::types::{CardPlay, Character};
use crate::event::PerSeat;
use crate::types::{Loc, Seat, SeatSet};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One thing that happened in a game of Mall of Horror, for one audience.
pub type Event = crate::rules::Told<EventKind>;

/// The steps of a round, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// 1: the truck is searched (the Parking votes).
    Truck = 1,
    /// 2: the chief of security is elected (Security HQ votes).
    Chief = 2,
    /// 3: the zombie dice are rolled under the box.
    Dice = 3,
    /// 4: destinations are chosen.
    Destinations = 4,
    /// 5: the zombies of the dice arrive.
    Zombies = 5,
    /// 6: characters move, then the extra zombies arrive.
    Movement = 6,
    /// 7: attacks, locations 1 to 6.
    Attacks = 7,
    /// 8: the game may end.
    End = 8,
}

impl Step {
    /// The step's number, 1 to 8.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The stable name used in plain output.
    pub fn name(self) -> &'static str {
        match self {
            Step::Truck => "truck",
            Step::Chief => "chief",
            Step::Dice => "dice",
            Step::Destinations => "destinations",
            Step::Zombies => "zombies",
            Step::Movement => "movement",
            Step::Attacks => "attacks",
            Step::End => "end",
        }
    }
}

/// What a vote decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum VoteKind {
    /// Who searches the truck (the Parking).
    Truck,
    /// Who becomes chief of security (Security HQ).
    Chief,
    /// Who gives a character up to the zombies at this location.
    Victim(Loc),
}

impl VoteKind {
    /// Where the vote happens.
    pub fn location(self) -> Loc {
        match self {
            VoteKind::Truck => super::PARKING,
            VoteKind::Chief => super::SECURITY_HQ,
            VoteKind::Victim(l) => l,
        }
    }
}

impl fmt::Display for VoteKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VoteKind::Truck => f.write_str("truck"),
            VoteKind::Chief => f.write_str("chief"),
            VoteKind::Victim(l) => write!(f, "victim:{l}"),
        }
    }
}

/// Why a zombie arrives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ZombieCause {
    /// A die showed this location.
    Die(u8),
    /// A player with no character left chose this location.
    Player(Seat),
    /// The location alone holds the most characters.
    Crowd,
    /// The location alone holds the most Pin-ups.
    PinUps,
}

/// Why there is no truck search this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TruckSkip {
    /// Nobody is in the Parking.
    NobodyInParking,
    /// The deck is empty.
    DeckEmpty,
    /// The vote tied: nobody searches.
    Tie,
}

/// Why the chief stays chief.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChiefStays {
    /// Nobody is in Security HQ.
    Nobody,
    /// The vote tied.
    Tie,
}

/// Why a location is not attacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Calm {
    /// The location is closed.
    Closed,
    /// No character is there: the zombies wait outside.
    Empty,
    /// No zombie is there.
    NoZombies,
    /// The defence holds.
    Held,
}

/// Why zombies leave a location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LeaveCause {
    /// They got in (and took someone, or found nobody they could take).
    Attacked,
    /// The location closed.
    Closure,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// No more survivors than the limit (4, or 6 with 6 players).
    FewSurvivors,
    /// Every survivor is in one location other than the Parking.
    Together(Loc),
}

/// What happened: the events every ruleset shares ([`SharedEvent`](crate::SharedEvent)) over Mall
/// of Horror's card played and votes, and its own ([`OwnEvent`]).
pub type EventKind = crate::SharedEvent<CardPlay, VoteKind, OwnEvent>;

/// What happened in Mall of Horror alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum OwnEvent {
    GameStarted {
        players: u8,
        /// Characters per player: 4 with 3 players (the Little girl), 3 otherwise.
        group: u8,
        chief: Seat,
        deck: u8,
        table_dice: bool,
    },
    /// The Cachou is closed for the whole game (3 or 4 players).
    CachouClosed,
    CharacterPlaced {
        player: Seat,
        character: Character,
        location: Loc,
    },
    ZombieArrived {
        location: Loc,
        cause: ZombieCause,
    },
    /// A zombie for a closed location: it does not come.
    ZombieBlocked {
        location: Loc,
        cause: ZombieCause,
    },
    RoundStarted {
        round: u16,
    },
    StepStarted {
        round: u16,
        step: Step,
    },
    TruckSkipped {
        why: TruckSkip,
    },
    /// Secret ballots are collected; `second`: the second vote of a tie, in which players out of
    /// the game vote when `out_vote` (the decision; not with the table's option).
    BallotsOpened {
        vote: VoteKind,
        second: bool,
        weights: PerSeat,
        candidates: SeatSet,
        out_vote: bool,
    },
    /// The second vote is still tied: the chief decides.
    TieToBreak {
        vote: VoteKind,
        chief: Seat,
        tied: SeatSet,
    },
    TieBroken {
        vote: VoteKind,
        chief: Seat,
        winner: Seat,
    },
    /// The third card goes under the deck.
    CardUnderDeck {
        deck: u8,
    },
    ChiefElected {
        player: Seat,
        from: Seat,
    },
    ChiefStayed {
        player: Seat,
        why: ChiefStays,
    },
    /// The zombie dice are rolled under the box; `blind`: the chief was not elected this round
    /// and may not look.
    DiceHidden {
        chief: Seat,
        dice: u8,
        blind: bool,
    },
    CharacterMoved {
        player: Seat,
        character: Character,
        from: Loc,
        to: Loc,
        wanted: Loc,
        sprint: bool,
    },
    /// Nothing of this player's moves: all their characters are at the destination, or the
    /// destination is full or closed and the one who would move is already in the Parking.
    CharacterStays {
        player: Seat,
        destination: Loc,
    },
    NoAttack {
        location: Loc,
        zombies: u8,
        defence: u8,
        why: Calm,
    },
    /// Zombies are getting in; a moment for cards follows.
    Attack {
        location: Loc,
        zombies: u8,
        defence: u8,
    },
    ZombiesKilled {
        location: Loc,
        count: u8,
    },
    /// After a moment in which a card changed the attack, closed by itself (nobody there holds
    /// another card): the zombies still get in (the comparison made again; when the table goes
    /// on, the question it answered said it). In the Parking, `zombies` are those still to take
    /// a character.
    AttackStands {
        location: Loc,
        zombies: u8,
        defence: u8,
    },
    CharacterHidden {
        player: Seat,
        character: Character,
        location: Loc,
    },
    AttackRepelled {
        location: Loc,
        zombies: u8,
        defence: u8,
    },
    CharacterLost {
        player: Seat,
        character: Character,
        location: Loc,
    },
    ZombiesLeft {
        location: Loc,
        count: u8,
        cause: LeaveCause,
    },
    /// A player's last character is lost.
    PlayerOut {
        player: Seat,
    },
    /// The chief has lost every character: the badge goes to the next player clockwise who
    /// still has characters.
    ChiefPassed {
        from: Seat,
        to: Seat,
    },
    /// The round is over: a hidden character is out of hiding.
    CharacterRevealed {
        player: Seat,
        character: Character,
        location: Loc,
    },
    GameEnded {
        round: u16,
        survivors: u8,
        why: EndReason,
    },
    /// Each player's points and the cards in each hand (the tie-break).
    Scored {
        scores: PerSeat,
        cards: PerSeat,
    },
}
