//! What happened, each with its audience: the whole table, or one player only.

use super::command::CardPlay;
use super::types::{Dice, Loc, Role, Seat, SeatSet};
use serde::{Deserialize, Serialize};
use std::fmt::{self, Write};

/// Who may perceive an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Audience {
    /// Everyone at the table.
    Table,
    /// One player only (the dice under the box, a secret choice's echo).
    Player(Seat),
}

/// One thing that happened, for one audience.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Event {
    pub audience: Audience,
    pub kind: EventKind,
}

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

/// A number per seat (vote weights, totals, scores).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerSeat(pub [u8; 6]);

impl PerSeat {
    /// The number of a seat.
    pub fn get(&self, s: Seat) -> u8 {
        self.0[s.index()]
    }
}

/// Each voter's ballot: the candidate they designated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Ballots(pub [Option<Seat>; 6]);

/// Each player's destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Destinations(pub [Option<Loc>; 6]);

/// What happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum EventKind {
    GameStarted {
        players: u8,
        family: u8,
        badge: Seat,
        martyr: Seat,
        deck: u8,
        table_dice: bool,
    },
    /// Every player draws one object card.
    CardsDealt {
        each: u8,
        deck: u8,
    },
    PlacementStarted {
        player: Seat,
        dice: u8,
    },
    /// Dice rolled in the open (starting placement, starting monsters).
    DiceRolled {
        purpose: DicePurpose,
        dice: Dice,
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
    /// A vote's discussion opens: who votes with how many votes, who can be designated.
    VoteOpened {
        vote: VoteKind,
        weights: PerSeat,
        candidates: SeatSet,
    },
    /// Only one player is present: they win without a vote.
    VoteUnopposed {
        vote: VoteKind,
        player: Seat,
    },
    /// The discussion is over: ballots are collected in secret.
    BallotsOpened {
        vote: VoteKind,
        weights: PerSeat,
        candidates: SeatSet,
    },
    /// A ballot is in (its content stays secret).
    BallotCast {
        vote: VoteKind,
        voter: Seat,
    },
    /// Every ballot at once, with each voter's weight.
    BallotsRevealed {
        vote: VoteKind,
        ballots: Ballots,
        weights: PerSeat,
    },
    /// The count: totals per candidate, and the winners (more than one: a tie).
    VoteCounted {
        vote: VoteKind,
        totals: PerSeat,
        candidates: SeatSet,
        top: SeatSet,
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
    TruckSearched {
        player: Seat,
        drawn: u8,
        deck: u8,
    },
    CardKept {
        player: Seat,
    },
    CardGiven {
        from: Seat,
        to: Seat,
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
    /// Private: the dice under the box.
    DiceShown {
        player: Seat,
        dice: Dice,
    },
    /// The table learns that this player has seen (or may now look at) the dice.
    DiceSeen {
        player: Seat,
    },
    CardPlayed {
        player: Seat,
        card: CardPlay,
    },
    /// The badge holder's destination, said aloud.
    DestinationAnnounced {
        player: Seat,
        location: Loc,
    },
    /// A secret destination has been chosen.
    DestinationChosen {
        player: Seat,
    },
    /// Private: the echo of one's own secret destination.
    DestinationRecorded {
        player: Seat,
        location: Loc,
    },
    DestinationsRevealed {
        destinations: Destinations,
    },
    /// The dice under the box, shown to everyone.
    DiceRevealed {
        dice: Dice,
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
    /// Every character there is hidden: nobody is eaten.
    NobodyFound {
        location: Loc,
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
    LocationClosed {
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
    Winners {
        winners: SeatSet,
    },
    EpilogueUnlocked {
        card: u8,
    },
    NoNewEpilogue,
}

/// Writes events in the stable plain form of `vigie script`, with players' names.
pub struct Plain<'a> {
    names: &'a [String],
}

impl<'a> Plain<'a> {
    /// A writer for these players' names, by seat.
    pub fn new(names: &'a [String]) -> Self {
        Plain { names }
    }

    fn name(&self, s: Seat) -> &str {
        self.names.get(s.index()).map_or("?", String::as_str)
    }

    /// `[table]` or `[private:NAME]`.
    pub fn audience(&self, a: Audience) -> String {
        match a {
            Audience::Table => "[table]".to_owned(),
            Audience::Player(s) => format!("[private:{}]", self.name(s)),
        }
    }

    /// One event on one line: its audience, its name, then `key=value` pairs.
    pub fn line(&self, e: &Event) -> String {
        format!("{} {}", self.audience(e.audience), self.kind(&e.kind))
    }

    fn set(&self, s: SeatSet) -> String {
        let v: Vec<&str> = s.iter().map(|x| self.name(x)).collect();
        if v.is_empty() { "-".to_owned() } else { v.join(",") }
    }

    fn per_seat(&self, p: &PerSeat, who: SeatSet) -> String {
        let v: Vec<String> = who.iter().map(|s| format!("{}:{}", self.name(s), p.get(s))).collect();
        if v.is_empty() { "-".to_owned() } else { v.join(",") }
    }

    fn nonzero(p: &PerSeat) -> SeatSet {
        (0..6u8).map(Seat).filter(|s| p.get(*s) > 0).collect()
    }

    fn opt(&self, s: Option<Seat>) -> String {
        s.map_or_else(|| "-".to_owned(), |s| self.name(s).to_owned())
    }

    fn card(&self, c: &CardPlay) -> String {
        let mut s = c.kind().name().to_owned();
        match c {
            CardPlay::EnergyDrink { role, to } => {
                let _ = write!(s, " role={role} to={to}");
            }
            CardPlay::TinCan { to } => {
                let _ = write!(s, " to={to}");
            }
            CardPlay::RottenMeat { role } => {
                let _ = write!(s, " role={role}");
            }
            _ => {}
        }
        s
    }

    /// The event without its audience.
    pub fn kind(&self, k: &EventKind) -> String {
        use EventKind as E;
        let n = |s: &Seat| self.name(*s).to_owned();
        match k {
            E::GameStarted { players, family, badge, martyr, deck, table_dice } => format!(
                "game-started players={players} family={family} badge={} martyr={} deck={deck} dice={}",
                n(badge),
                n(martyr),
                if *table_dice { "table" } else { "vigie" }
            ),
            E::CardsDealt { each, deck } => format!("cards-dealt each={each} deck={deck}"),
            E::PlacementStarted { player, dice } => format!("placement-started player={} dice={dice}", n(player)),
            E::DiceRolled { purpose, dice } => {
                let p = match purpose {
                    DicePurpose::Placement(s) => format!("placement:{}", n(s)),
                    DicePurpose::StartingMonsters => "starting-monsters".into(),
                    DicePurpose::Box => "box".into(),
                };
                format!("dice-rolled for={p} dice={dice}")
            }
            E::CharacterPlaced { player, role, die, location } => {
                format!("character-placed player={} role={role} die={die} location={location}", n(player))
            }
            E::FamilyPlaced { player, at } => {
                let mut s = format!("family-placed player={}", n(player));
                for r in Role::ALL {
                    if let Some(l) = at[r.index()] {
                        let _ = write!(s, " {r}={l}");
                    }
                }
                s
            }
            E::MonsterPlaced { location, wanted, cause } => {
                format!("monster-placed location={location} wanted={wanted} cause={}", cause_str(cause))
            }
            E::MonsterLost { wanted, cause, why } => format!(
                "monster-lost wanted={wanted} cause={} why={}",
                cause_str(cause),
                match why {
                    LostReason::SupplyEmpty => "supply-empty",
                    LostReason::NoRoom => "no-room",
                }
            ),
            E::TurnStarted { turn } => format!("turn-started turn={turn}"),
            E::PhaseStarted { turn, phase } => {
                format!("phase-started turn={turn} phase={} name={}", phase.number(), phase.name())
            }
            E::TruckSkipped { why } => format!(
                "truck-skipped why={}",
                match why {
                    TruckSkip::NobodyInParking => "nobody-in-parking",
                    TruckSkip::DeckEmpty => "deck-empty",
                }
            ),
            E::VoteOpened { vote, weights, candidates } => format!(
                "vote-opened vote={vote} voters={} candidates={}",
                self.per_seat(weights, Self::nonzero(weights)),
                self.set(*candidates)
            ),
            E::VoteUnopposed { vote, player } => format!("vote-unopposed vote={vote} player={}", n(player)),
            E::BallotsOpened { vote, weights, candidates } => format!(
                "ballots-opened vote={vote} voters={} candidates={}",
                self.per_seat(weights, Self::nonzero(weights)),
                self.set(*candidates)
            ),
            E::BallotCast { vote, voter } => format!("ballot-cast vote={vote} voter={}", n(voter)),
            E::BallotsRevealed { vote, ballots, weights } => {
                let v: Vec<String> = (0..6u8)
                    .map(Seat)
                    .filter_map(|s| {
                        ballots.0[s.index()].map(|c| format!("{}>{}:{}", self.name(s), self.name(c), weights.get(s)))
                    })
                    .collect();
                format!("ballots-revealed vote={vote} ballots={}", v.join(","))
            }
            E::VoteCounted { vote, totals, candidates, top } => {
                format!("vote-counted vote={vote} totals={} top={}", self.per_seat(totals, *candidates), self.set(*top))
            }
            E::TieToBreak { vote, martyr, tied } => {
                format!("tie-to-break vote={vote} martyr={} tied={}", n(martyr), self.set(*tied))
            }
            E::TieBroken { vote, martyr, winner } => {
                format!("tie-broken vote={vote} martyr={} winner={}", n(martyr), n(winner))
            }
            E::TruckSearched { player, drawn, deck } => {
                format!("truck-searched player={} drawn={drawn} deck={deck}", n(player))
            }
            E::CardKept { player } => format!("card-kept player={}", n(player)),
            E::CardGiven { from, to } => format!("card-given from={} to={}", n(from), n(to)),
            E::CardDiscarded => "card-discarded".to_owned(),
            E::BadgeTaken { player, from } => format!("badge-taken player={} from={}", n(player), n(from)),
            E::BadgeKept { player } => format!("badge-kept player={} blind=yes", n(player)),
            E::BoxShaken { holder, dice, blind } => {
                let blind = if *blind { " blind" } else { "" };
                format!("box-shaken holder={} dice={dice}{blind}", n(holder))
            }
            E::DiceShown { player, dice } => format!("dice-shown player={} dice={dice}", n(player)),
            E::DiceSeen { player } => format!("dice-seen player={}", n(player)),
            E::CardPlayed { player, card } => format!("card-played player={} card={}", n(player), self.card(card)),
            E::DestinationAnnounced { player, location } => {
                format!("destination-announced player={} location={location}", n(player))
            }
            E::DestinationChosen { player } => format!("destination-chosen player={}", n(player)),
            E::DestinationRecorded { player, location } => {
                format!("destination-recorded player={} location={location}", n(player))
            }
            E::DestinationsRevealed { destinations } => {
                let v: Vec<String> = (0..6u8)
                    .map(Seat)
                    .filter_map(|s| destinations.0[s.index()].map(|l| format!("{}:{l}", self.name(s))))
                    .collect();
                format!("destinations-revealed destinations={}", v.join(","))
            }
            E::DiceRevealed { dice } => format!("dice-revealed dice={dice}"),
            E::CharacterMoved { player, role, from, to, wanted, cause } => format!(
                "character-moved player={} role={role} from={from} to={to} wanted={wanted} cause={}",
                n(player),
                match cause {
                    MoveCause::Movement => "movement",
                    MoveCause::EnergyDrink => "energy-drink",
                    MoveCause::Closure => "closure",
                }
            ),
            E::CharacterStays { player, destination, why } => format!(
                "character-stays player={} destination={destination} why={}",
                n(player),
                match why {
                    StayReason::AlreadyThere => "already-there",
                    StayReason::DestinationFull => "destination-full",
                }
            ),
            E::NoAttack { location, monsters, strength, why } => format!(
                "no-attack location={location} monsters={monsters} strength={strength} why={}",
                match why {
                    Calm::Closed => "closed",
                    Calm::Empty => "empty",
                    Calm::NoMonsters => "no-monsters",
                    Calm::Held => "held",
                }
            ),
            E::Attack { location, monsters, strength, on_equal } => format!(
                "attack location={location} monsters={monsters} strength={strength} rule={}",
                if *on_equal { ">=" } else { ">" }
            ),
            E::MonsterMoved { from, to } => format!("monster-moved from={from} to={to}"),
            E::MonstersLeft { location, count, cause } => format!(
                "monsters-left location={location} count={count} cause={}",
                match cause {
                    LeaveCause::Card => "card",
                    LeaveCause::Fed => "fed",
                    LeaveCause::NobodyFound => "nobody-found",
                    LeaveCause::Closure => "closure",
                }
            ),
            E::CharacterHidden { player, role, location } => {
                format!("character-hidden player={} role={role} location={location}", n(player))
            }
            E::AttackRepelled { location, monsters, strength } => {
                format!("attack-repelled location={location} monsters={monsters} strength={strength}")
            }
            E::NobodyFound { location } => format!("nobody-found location={location}"),
            E::SoleFamily { location, player } => format!("sole-family location={location} player={}", n(player)),
            E::CharacterEaten { player, role, location, slot } => {
                format!("character-eaten player={} role={role} location={location} slot={slot}", n(player))
            }
            E::ColdStorageRowFull { row, effect } => format!(
                "cold-storage-row-full row={row} effect={}",
                match effect {
                    RowEffect::AttackOnEqual => "attack-on-equal",
                    RowEffect::ExtraDie => "extra-die",
                    RowEffect::None => "none",
                }
            ),
            E::MartyrTaken { player, from } => format!("martyr-taken player={} from={}", n(player), n(from)),
            E::BadgePassed { from, to } => format!("badge-passed from={} to={}", n(from), n(to)),
            E::FamilyLost { player } => format!("family-lost player={}", n(player)),
            E::CharacterRevealed { player, role, location } => {
                format!("character-revealed player={} role={role} location={location}", n(player))
            }
            E::LocationClosed { location } => format!("location-closed location={location}"),
            E::GameEnded { turn, alive } => format!("game-ended turn={turn} alive={alive}"),
            E::KeysRevealed { holder } => format!("keys-revealed holder={}", self.opt(*holder)),
            E::Scored { scores, keys } => {
                let all: SeatSet = (0..self.names.len() as u8).map(Seat).collect();
                format!("scored scores={} keys={}", self.per_seat(scores, all), self.opt(*keys))
            }
            E::Winners { winners } => format!("winners players={}", self.set(*winners)),
            E::EpilogueUnlocked { card } => format!("epilogue-unlocked card={card:02}"),
            E::NoNewEpilogue => "no-new-epilogue".to_owned(),
        }
    }
}

fn cause_str(c: &ArrivalCause) -> String {
    match c {
        ArrivalCause::Die(f) => format!("die:{f}"),
        ArrivalCause::Weepers => "weepers".into(),
        ArrivalCause::Crowd => "crowd".into(),
    }
}
