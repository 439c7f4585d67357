//! Mall of Horror's own small values: the characters, the cards, the table's options.

use crate::types::Loc;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A character of a player's group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Character {
    /// 7 points, strength 1, 1 vote.
    PinUp,
    /// 5 points, strength 2, 1 vote.
    ToughGuy,
    /// 3 points, strength 1, 2 votes.
    Gunman,
    /// 1 point, strength 1, 1 vote; only in 3-player games.
    LittleGirl,
}

impl Character {
    /// Every character, in the order of a group's array.
    pub const ALL: [Character; 4] = [Character::PinUp, Character::ToughGuy, Character::Gunman, Character::LittleGirl];

    /// Index into a group's array.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Points scored if it survives.
    pub fn points(self) -> u8 {
        match self {
            Character::PinUp => 7,
            Character::ToughGuy => 5,
            Character::Gunman => 3,
            Character::LittleGirl => 1,
        }
    }

    /// Its part of a location's defence: the Tough guy 2, the others 1.
    pub fn strength(self) -> u8 {
        match self {
            Character::ToughGuy => 2,
            _ => 1,
        }
    }

    /// Votes it gives its player: the Gunman 2, the others 1.
    pub fn votes(self) -> u8 {
        match self {
            Character::Gunman => 2,
            _ => 1,
        }
    }

    /// The stable name used in scripts and plain output.
    pub fn name(self) -> &'static str {
        match self {
            Character::PinUp => "pin-up",
            Character::ToughGuy => "tough-guy",
            Character::Gunman => "gunman",
            Character::LittleGirl => "little-girl",
        }
    }

    /// Parses a stable name.
    pub fn from_name(s: &str) -> Option<Character> {
        Character::ALL.into_iter().find(|c| c.name() == s)
    }
}

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of characters (of one player).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CharacterSet(u8);

impl CharacterSet {
    /// No character.
    pub const EMPTY: CharacterSet = CharacterSet(0);

    /// Adds a character.
    pub fn insert(&mut self, c: Character) {
        self.0 |= 1 << c.index();
    }

    /// Removes a character.
    pub fn remove(&mut self, c: Character) {
        self.0 &= !(1 << c.index());
    }

    /// True when `c` is in the set.
    pub fn contains(self, c: Character) -> bool {
        self.0 & (1 << c.index()) != 0
    }

    /// Number of characters.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The characters in group order.
    pub fn iter(self) -> impl Iterator<Item = Character> {
        Character::ALL.into_iter().filter(move |c| self.contains(*c))
    }

    /// The only character, when there is exactly one.
    pub fn single(self) -> Option<Character> {
        (self.len() == 1).then(|| Character::ALL[self.0.trailing_zeros() as usize])
    }
}

impl FromIterator<Character> for CharacterSet {
    fn from_iter<I: IntoIterator<Item = Character>>(iter: I) -> Self {
        let mut s = CharacterSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl fmt::Debug for CharacterSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// The kinds of action card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Card {
    /// One more vote in the current vote (and its second vote).
    Threat,
    /// Look at the zombie dice, in secret.
    SecurityCamera,
    /// During the moves: one's character goes to any other location with room.
    Sprint,
    /// One more defence in an attacked location, for this attack.
    Hardware,
    /// One of one's characters in the attacked location is out of every vote this round.
    Hidden,
    /// Kills one zombie where one has a character.
    WeaponOne,
    /// Kills two zombies where one has a character.
    WeaponTwo,
}

impl Card {
    /// Every kind, in a fixed order.
    pub const ALL: [Card; 7] = [
        Card::Threat,
        Card::SecurityCamera,
        Card::Sprint,
        Card::Hardware,
        Card::Hidden,
        Card::WeaponOne,
        Card::WeaponTwo,
    ];

    /// Index into per-kind arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The stable name used in scripts and plain output.
    pub fn name(self) -> &'static str {
        match self {
            Card::Threat => "threat",
            Card::SecurityCamera => "security-camera",
            Card::Sprint => "sprint",
            Card::Hardware => "hardware",
            Card::Hidden => "hidden",
            Card::WeaponOne => "weapon-one",
            Card::WeaponTwo => "weapon-two",
        }
    }

    /// Parses a stable name.
    pub fn from_name(s: &str) -> Option<Card> {
        Card::ALL.into_iter().find(|c| c.name() == s)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An action card being played, with what its player chose for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "card", rename_all = "kebab-case")]
pub enum CardPlay {
    /// One more vote for its player in the vote under way.
    Threat,
    /// Its player looks at this round's zombie dice.
    SecurityCamera,
    /// The player moving now sends `character` to `to` instead of their destination.
    Sprint { character: Character, to: Loc },
    /// One more defence in the attacked location.
    Hardware,
    /// `character`, in the attacked location, is out of every vote this round.
    Hidden { character: Character },
    /// One zombie of the attacked location killed.
    WeaponOne,
    /// Two zombies of the attacked location killed.
    WeaponTwo,
}

impl CardPlay {
    /// The kind of card played.
    pub fn card(self) -> Card {
        match self {
            CardPlay::Threat => Card::Threat,
            CardPlay::SecurityCamera => Card::SecurityCamera,
            CardPlay::Sprint { .. } => Card::Sprint,
            CardPlay::Hardware => Card::Hardware,
            CardPlay::Hidden { .. } => Card::Hidden,
            CardPlay::WeaponOne => Card::WeaponOne,
            CardPlay::WeaponTwo => Card::WeaponTwo,
        }
    }
}

/// The table's options, asked once at the set-up and saved with the game; the defaults are the
/// project's decisions (`MALL-OF-HORROR.md`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The Cachou stays open with 3 or 4 players (default: closed for the whole game).
    pub cachou_open: bool,
    /// A hidden character leaves the defence too (default: it still counts in the defence).
    pub hidden_leaves_defence: bool,
    /// In the second vote of a tie, players who have lost every character do not vote (default:
    /// every player with no character there votes, those out of the game included).
    pub second_vote_survivors_only: bool,
}
