//! Small value types shared by the whole engine: seats, locations, roles, cards, dice and sets.
//!
//! They are all `Copy` and fixed-size so that a whole [`Game`](super::Game) is a plain value:
//! cheap to snapshot for undo and to compare in tests.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Most players a game can have.
pub const MAX_PLAYERS: usize = 6;
/// Fewest players a game can have.
pub const MIN_PLAYERS: usize = 3;
/// Number of locations on the board (1 to 6, the Parking last).
pub const LOCATIONS: usize = 6;

/// A player, by seat: 0 is the first player entered, seats follow clockwise.
///
/// A seat is always below [`MAX_PLAYERS`]: it is made by [`Seat::new`], [`Seat::all`] or
/// [`Seat::FIRST`], and a save or script naming a seat beyond the table's maximum is refused
/// when read. Whether the seat is at *this* table (fewer players) is the game's question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Seat(u8);

impl Seat {
    /// The first seat (the first player entered).
    pub const FIRST: Seat = Seat(0);

    /// Every seat a table can have, in order; a table of `n` players has the first `n`.
    pub const ALL: [Seat; MAX_PLAYERS] = [Seat(0), Seat(1), Seat(2), Seat(3), Seat(4), Seat(5)];

    /// The seat with this index (0-based), if it is below [`MAX_PLAYERS`].
    pub const fn new(index: u8) -> Option<Seat> {
        if (index as usize) < MAX_PLAYERS { Some(Seat(index)) } else { None }
    }

    /// The seats of a table of `players`, clockwise from seat 0 (at most [`MAX_PLAYERS`]).
    pub fn all(players: u8) -> impl Iterator<Item = Seat> + Clone + use<> {
        (0..players.min(MAX_PLAYERS as u8)).map(Seat)
    }

    /// The seat's index into per-player arrays, 0 to 5.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat's number for people, 1 to 6 ("player 1").
    pub fn number(self) -> u8 {
        self.0 + 1
    }

    /// The next seat clockwise (the player on this one's left), among `players` seats.
    pub fn next(self, players: u8) -> Seat {
        Seat((self.0 + 1) % players.clamp(1, MAX_PLAYERS as u8))
    }

    /// The seat `steps` places clockwise from this one, among `players` seats.
    pub fn clockwise(self, steps: u8, players: u8) -> Seat {
        let n = players.clamp(1, MAX_PLAYERS as u8);
        Seat(((u16::from(self.0) + u16::from(steps)) % u16::from(n)) as u8)
    }
}

impl TryFrom<u8> for Seat {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Seat::new(n).ok_or_else(|| format!("seat {n} is out of range (seats are numbered 0 to {})", MAX_PLAYERS - 1))
    }
}

impl From<Seat> for u8 {
    fn from(s: Seat) -> u8 {
        s.0
    }
}

/// A location of the mall, numbered 1 to 6 as on the tactile edition; 6 is the Parking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Loc(u8);

impl Loc {
    /// Location 3, the Surveillance room, where the badge is voted.
    pub const SURVEILLANCE: Loc = Loc(3);
    /// Location 6, the Parking: any number of characters, the truck, the overflow of monsters.
    pub const PARKING: Loc = Loc(6);

    /// The location with this number, if it is 1 to 6.
    pub const fn new(number: u8) -> Option<Loc> {
        if number >= 1 && number <= LOCATIONS as u8 { Some(Loc(number)) } else { None }
    }

    /// The location of a die face (1 to 6).
    pub(crate) fn from_die(face: u8) -> Loc {
        debug_assert!((1..=6).contains(&face));
        Loc(face)
    }

    /// Its printed number, 1 to 6.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Its index into per-location arrays, 0 to 5.
    pub fn index(self) -> usize {
        usize::from(self.0 - 1)
    }

    /// True for location 6.
    pub fn is_parking(self) -> bool {
        self == Loc::PARKING
    }

    /// All six locations in increasing order.
    pub fn all() -> impl Iterator<Item = Loc> {
        (1..=LOCATIONS as u8).map(Loc)
    }
}

impl TryFrom<u8> for Loc {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Loc::new(n).ok_or_else(|| format!("location {n} does not exist (locations are 1 to 6)"))
    }
}

impl From<Loc> for u8 {
    fn from(l: Loc) -> u8 {
        l.0
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A member of a family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    Blocker,
    Leader,
    Weeper,
    Useless,
}

impl Role {
    /// Every role, in the order of a family's array.
    pub const ALL: [Role; 4] = [Role::Blocker, Role::Leader, Role::Weeper, Role::Useless];

    /// Index into a family's array.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Strength against monsters: the Blocker counts 2, every other character 1.
    pub fn strength(self) -> u8 {
        match self {
            Role::Blocker => 2,
            _ => 1,
        }
    }

    /// Votes the character gives its player: the Leader 2, every other character 1.
    pub fn votes(self) -> u8 {
        match self {
            Role::Leader => 2,
            _ => 1,
        }
    }

    /// Points scored if it survives.
    pub fn points(self) -> u8 {
        match self {
            Role::Blocker => 5,
            Role::Leader => 3,
            Role::Weeper => 7,
            Role::Useless => 1,
        }
    }

    /// The stable name used in scripts and plain output.
    pub fn name(self) -> &'static str {
        match self {
            Role::Blocker => "blocker",
            Role::Leader => "leader",
            Role::Weeper => "weeper",
            Role::Useless => "useless",
        }
    }

    /// Parses a stable name.
    pub fn from_name(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == s)
    }

    /// The tactile sticker on the character's token, if any.
    pub fn sticker(self) -> Option<Shape> {
        match self {
            Role::Blocker => Some(Shape::Spike),
            Role::Leader => Some(Shape::Heart),
            Role::Weeper => Some(Shape::Exclamation),
            Role::Useless => None,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A shape of the tactile stickers on tokens and cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shape {
    /// A target (the weapons).
    Target,
    /// A square.
    Square,
    /// A triangle pointing left.
    TriangleLeft,
    /// A star.
    Star,
    /// A round dot.
    Round,
    /// A drop.
    Drop,
    /// A spike (the Blocker's token).
    Spike,
    /// A heart (the Leader's token).
    Heart,
    /// An exclamation mark (the Weeper's token).
    Exclamation,
}

impl Shape {
    /// The stable name used in plain output.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Target => "target",
            Shape::Square => "square",
            Shape::TriangleLeft => "triangle-left",
            Shape::Star => "star",
            Shape::Round => "round",
            Shape::Drop => "drop",
            Shape::Spike => "spike",
            Shape::Heart => "heart",
            Shape::Exclamation => "exclamation",
        }
    }
}

/// The tactile code stuck on an object card: one or two shapes, and sometimes a raised number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sticker {
    /// The shapes felt on the card (one, or two of the same).
    pub shapes: &'static [Shape],
    /// A raised number next to the shapes, if any.
    pub number: Option<u8>,
}

/// The kinds of object card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardKind {
    WalkieTalkie,
    EnergyDrink,
    Gun,
    TinCan,
    Bat,
    Chainsaw,
    Molotov,
    RottenMeat,
    Keys,
}

/// When a card may be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Timing {
    /// Phase 2, once the badge holder has looked at the dice.
    AfterDiceRolled,
    /// Phase 4: before, during and right after the moves.
    Movement,
    /// The discussion before any vote.
    AnyDiscussion,
    /// The discussion of an attack, in phase 6.
    AttackDiscussion,
    /// Revealed when the score is counted.
    EndOfGame,
}

impl CardKind {
    /// Every kind, in a fixed order.
    pub const ALL: [CardKind; 9] = [
        CardKind::WalkieTalkie,
        CardKind::EnergyDrink,
        CardKind::Gun,
        CardKind::TinCan,
        CardKind::Bat,
        CardKind::Chainsaw,
        CardKind::Molotov,
        CardKind::RottenMeat,
        CardKind::Keys,
    ];

    /// Index into per-kind arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The stable name used in scripts and plain output.
    pub fn name(self) -> &'static str {
        match self {
            CardKind::WalkieTalkie => "walkie-talkie",
            CardKind::EnergyDrink => "energy-drink",
            CardKind::Gun => "gun",
            CardKind::TinCan => "tin-can",
            CardKind::Bat => "bat",
            CardKind::Chainsaw => "chainsaw",
            CardKind::Molotov => "molotov",
            CardKind::RottenMeat => "rotten-meat",
            CardKind::Keys => "keys",
        }
    }

    /// Parses a stable name.
    pub fn from_name(s: &str) -> Option<CardKind> {
        CardKind::ALL.into_iter().find(|c| c.name() == s)
    }

    /// When it may be played.
    pub fn timing(self) -> Timing {
        match self {
            CardKind::WalkieTalkie => Timing::AfterDiceRolled,
            CardKind::EnergyDrink => Timing::Movement,
            CardKind::Gun => Timing::AnyDiscussion,
            CardKind::TinCan | CardKind::Bat | CardKind::Chainsaw | CardKind::Molotov | CardKind::RottenMeat => {
                Timing::AttackDiscussion
            }
            CardKind::Keys => Timing::EndOfGame,
        }
    }

    /// The Bat, the Chainsaw and the Molotov count as weapons for the epilogues.
    pub fn is_weapon(self) -> bool {
        matches!(self, CardKind::Bat | CardKind::Chainsaw | CardKind::Molotov)
    }

    /// The sticker code of the tactile edition.
    pub fn sticker(self) -> Sticker {
        const TARGET: &[Shape] = &[Shape::Target];
        match self {
            CardKind::Bat => Sticker { shapes: TARGET, number: Some(1) },
            CardKind::Chainsaw => Sticker { shapes: TARGET, number: Some(2) },
            CardKind::Molotov => Sticker { shapes: &[Shape::Target, Shape::Target], number: None },
            CardKind::RottenMeat => Sticker { shapes: &[Shape::Square], number: None },
            CardKind::Gun => Sticker { shapes: &[Shape::TriangleLeft], number: None },
            CardKind::WalkieTalkie => Sticker { shapes: &[Shape::Star], number: None },
            CardKind::TinCan => Sticker { shapes: &[Shape::Round], number: None },
            CardKind::EnergyDrink => Sticker { shapes: &[Shape::Drop], number: None },
            CardKind::Keys => Sticker { shapes: &[], number: Some(1) },
        }
    }

    /// The card that carries exactly this sticker code, if any.
    pub fn from_sticker(shapes: &[Shape], number: Option<u8>) -> Option<CardKind> {
        CardKind::ALL.into_iter().find(|c| {
            let s = c.sticker();
            s.shapes == shapes && s.number == number
        })
    }
}

impl fmt::Display for CardKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Up to six die faces, in the order they were rolled or entered.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(try_from = "Vec<u8>", into = "Vec<u8>")]
pub struct Dice {
    faces: [u8; 6],
    len: u8,
}

impl Dice {
    /// No dice.
    pub const EMPTY: Dice = Dice { faces: [0; 6], len: 0 };

    /// Dice with these faces: at most six, each 1 to 6.
    pub fn new(faces: &[u8]) -> Option<Dice> {
        if faces.len() > 6 || faces.iter().any(|f| !(1..=6).contains(f)) {
            return None;
        }
        let mut d = Dice::EMPTY;
        d.faces[..faces.len()].copy_from_slice(faces);
        d.len = faces.len() as u8;
        Some(d)
    }

    /// The faces.
    pub fn faces(&self) -> &[u8] {
        &self.faces[..usize::from(self.len)]
    }

    /// How many dice.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// True when there is no die.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Removes one die showing `face`; false if there is none.
    pub(crate) fn take(&mut self, face: u8) -> bool {
        let Some(i) = self.faces().iter().position(|&f| f == face) else {
            return false;
        };
        let n = usize::from(self.len);
        self.faces.copy_within(i + 1..n, i);
        self.len -= 1;
        self.faces[n - 1] = 0;
        true
    }

    /// Adds a die.
    pub(crate) fn push(&mut self, face: u8) {
        self.faces[usize::from(self.len)] = face;
        self.len += 1;
    }

    /// The faces in increasing order.
    pub fn sorted(&self) -> Dice {
        let mut d = *self;
        d.faces[..usize::from(d.len)].sort_unstable();
        d
    }
}

impl fmt::Debug for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.faces()).finish()
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, face) in self.faces().iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{face}")?;
        }
        Ok(())
    }
}

impl TryFrom<Vec<u8>> for Dice {
    type Error = String;
    fn try_from(v: Vec<u8>) -> Result<Self, Self::Error> {
        Dice::new(&v).ok_or_else(|| format!("{v:?} are not dice (at most six, each 1 to 6)"))
    }
}

impl From<Dice> for Vec<u8> {
    fn from(d: Dice) -> Vec<u8> {
        d.faces().to_vec()
    }
}

/// A set of seats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Adds a seat.
    pub fn insert(&mut self, s: Seat) {
        self.0 |= 1 << s.0;
    }

    /// Removes a seat.
    pub fn remove(&mut self, s: Seat) {
        self.0 &= !(1 << s.0);
    }

    /// True when `s` is in the set.
    pub fn contains(self, s: Seat) -> bool {
        self.0 & (1 << s.0) != 0
    }

    /// Number of seats.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        Seat::all(MAX_PLAYERS as u8).filter(move |s| self.contains(*s))
    }

    /// The only seat, when there is exactly one.
    pub fn single(self) -> Option<Seat> {
        (self.len() == 1).then(|| Seat(self.0.trailing_zeros() as u8))
    }
}

impl TryFrom<u8> for SeatSet {
    type Error = String;
    fn try_from(bits: u8) -> Result<Self, Self::Error> {
        if bits >> MAX_PLAYERS == 0 {
            Ok(SeatSet(bits))
        } else {
            Err(format!("{bits:#010b} names a seat beyond the {MAX_PLAYERS} a table has"))
        }
    }
}

impl From<SeatSet> for u8 {
    fn from(s: SeatSet) -> u8 {
        s.0
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut s = SeatSet::EMPTY;
        for seat in iter {
            s.insert(seat);
        }
        s
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Seat::index)).finish()
    }
}

/// A set of locations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct LocSet(u8);

impl LocSet {
    /// No location.
    pub const EMPTY: LocSet = LocSet(0);

    /// Adds a location.
    pub fn insert(&mut self, l: Loc) {
        self.0 |= 1 << l.index();
    }

    /// True when `l` is in the set.
    pub fn contains(self, l: Loc) -> bool {
        self.0 & (1 << l.index()) != 0
    }

    /// Number of locations.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The locations in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Loc> {
        Loc::all().filter(move |l| self.contains(*l))
    }
}

impl FromIterator<Loc> for LocSet {
    fn from_iter<I: IntoIterator<Item = Loc>>(iter: I) -> Self {
        let mut s = LocSet::EMPTY;
        for l in iter {
            s.insert(l);
        }
        s
    }
}

impl fmt::Debug for LocSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|l| l.0)).finish()
    }
}

/// A set of roles (the characters of one family).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoleSet(u8);

impl RoleSet {
    /// No role.
    pub const EMPTY: RoleSet = RoleSet(0);

    /// Adds a role.
    pub fn insert(&mut self, r: Role) {
        self.0 |= 1 << r.index();
    }

    /// Removes a role.
    pub fn remove(&mut self, r: Role) {
        self.0 &= !(1 << r.index());
    }

    /// True when `r` is in the set.
    pub fn contains(self, r: Role) -> bool {
        self.0 & (1 << r.index()) != 0
    }

    /// Number of roles.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The roles in family order.
    pub fn iter(self) -> impl Iterator<Item = Role> {
        Role::ALL.into_iter().filter(move |r| self.contains(*r))
    }

    /// The only role, when there is exactly one.
    pub fn single(self) -> Option<Role> {
        (self.len() == 1).then(|| Role::ALL[self.0.trailing_zeros() as usize])
    }
}

impl FromIterator<Role> for RoleSet {
    fn from_iter<I: IntoIterator<Item = Role>>(iter: I) -> Self {
        let mut s = RoleSet::EMPTY;
        for r in iter {
            s.insert(r);
        }
        s
    }
}

impl fmt::Debug for RoleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_a_distinct_sticker_that_reads_back() {
        for card in CardKind::ALL {
            let s = card.sticker();
            assert_eq!(CardKind::from_sticker(s.shapes, s.number), Some(card), "{card}");
        }
    }

    #[test]
    fn dice_take_removes_one_face() {
        let mut d = Dice::new(&[3, 5, 3]).unwrap();
        assert!(d.take(3));
        assert_eq!(d.faces(), &[5, 3]);
        assert!(!d.take(1));
        assert!(Dice::new(&[0]).is_none());
        assert!(Dice::new(&[7]).is_none());
    }

    #[test]
    fn seats_are_below_the_table_maximum() {
        assert_eq!(Seat::new(0), Some(Seat::FIRST));
        assert_eq!(Seat::new(5).map(Seat::number), Some(6));
        assert!(Seat::new(6).is_none());
        assert!(Seat::new(u8::MAX).is_none());
        assert_eq!(Seat::all(4).map(Seat::index).collect::<Vec<_>>(), [0, 1, 2, 3]);
        assert_eq!(Seat::all(200).collect::<Vec<_>>(), Seat::ALL);
        assert!(Seat::ALL.iter().enumerate().all(|(i, s)| s.index() == i));
        let last = Seat::new(3).unwrap();
        assert_eq!(last.next(4), Seat::FIRST);
        assert_eq!(last.clockwise(3, 4).index(), 2);
    }

    #[test]
    fn a_seat_out_of_range_is_refused_when_read() {
        assert_eq!(serde_json::from_str::<Seat>("5").unwrap(), Seat::new(5).unwrap());
        assert_eq!(serde_json::to_string(&Seat::new(2).unwrap()).unwrap(), "2");
        let e = serde_json::from_str::<Seat>("6").unwrap_err().to_string();
        assert!(e.contains("seat 6 is out of range"), "{e}");
        assert!(serde_json::from_str::<Seat>("255").is_err());
        assert!(serde_json::from_str::<SeatSet>("63").is_ok());
        assert!(serde_json::from_str::<SeatSet>("64").is_err());
    }

    #[test]
    fn locations_are_one_to_six() {
        assert!(Loc::new(0).is_none());
        assert!(Loc::new(7).is_none());
        assert_eq!(Loc::all().count(), 6);
        assert!(Loc::new(6).unwrap().is_parking());
    }
}
