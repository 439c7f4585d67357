//! The epilogue table: the conditions checked at the end, from top to bottom, and the record of
//! the epilogues a table has already unlocked (kept by the caller across games).

use serde::{Deserialize, Serialize};

/// The epilogue cards a table has unlocked, numbers 1 to 21.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<u8>", into = "Vec<u8>")]
pub struct EpilogueRecord(u32);

impl EpilogueRecord {
    /// A record where nothing is unlocked yet.
    pub const NEW: EpilogueRecord = EpilogueRecord(0);

    /// A record from card numbers; `None` if one is not 1 to 21.
    pub fn from_cards(cards: &[u8]) -> Option<EpilogueRecord> {
        let mut r = EpilogueRecord::NEW;
        for &c in cards {
            if !(1..=21).contains(&c) {
                return None;
            }
            r.0 |= 1 << c;
        }
        Some(r)
    }

    /// True when this card was unlocked.
    pub fn contains(self, card: u8) -> bool {
        (1..=21).contains(&card) && self.0 & (1 << card) != 0
    }

    /// The same record with `card` unlocked.
    pub fn with(self, card: u8) -> EpilogueRecord {
        EpilogueRecord(self.0 | (1 << card))
    }

    /// The unlocked card numbers, increasing.
    pub fn cards(self) -> Vec<u8> {
        (1..=21).filter(|c| self.contains(*c)).collect()
    }
}

impl TryFrom<Vec<u8>> for EpilogueRecord {
    type Error = String;
    fn try_from(v: Vec<u8>) -> Result<Self, Self::Error> {
        EpilogueRecord::from_cards(&v).ok_or_else(|| format!("{v:?}: epilogue cards are numbered 1 to 21"))
    }
}

impl From<EpilogueRecord> for Vec<u8> {
    fn from(r: EpilogueRecord) -> Vec<u8> {
        r.cards()
    }
}

/// A condition of the epilogue table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Condition {
    NobodyAlive,
    SomeFamilyWhole,
    OneAlive,
    SharedVictory,
    SurvivorWithTwoWeapons,
    TwoAlive,
    SurvivorWithTwoCards,
    ThreeWeepersAlive,
    NoLocationClosed,
    TwoLocationsClosed,
    AllInParking,
    AllWeepersEaten,
    ThreeBlockersAlive,
    SurvivorWithKeys,
    AllSurvivorsTogether,
    TwoFamiliesLost,
    ThreeLeadersAlive,
    WinnerInSurveillance,
    SurvivorWithoutCards,
    DeckEmpty,
    Otherwise,
}

/// The table, top to bottom: each condition and the card it unlocks.
pub const TABLE: [(Condition, u8); 21] = [
    (Condition::NobodyAlive, 11),
    (Condition::SomeFamilyWhole, 2),
    (Condition::OneAlive, 17),
    (Condition::SharedVictory, 19),
    (Condition::SurvivorWithTwoWeapons, 5),
    (Condition::TwoAlive, 4),
    (Condition::SurvivorWithTwoCards, 14),
    (Condition::ThreeWeepersAlive, 3),
    (Condition::NoLocationClosed, 18),
    (Condition::TwoLocationsClosed, 8),
    (Condition::AllInParking, 16),
    (Condition::AllWeepersEaten, 12),
    (Condition::ThreeBlockersAlive, 10),
    (Condition::SurvivorWithKeys, 1),
    (Condition::AllSurvivorsTogether, 7),
    (Condition::TwoFamiliesLost, 9),
    (Condition::ThreeLeadersAlive, 15),
    (Condition::WinnerInSurveillance, 6),
    (Condition::SurvivorWithoutCards, 20),
    (Condition::DeckEmpty, 13),
    (Condition::Otherwise, 21),
];

/// The answer to a condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Met,
    NotMet,
    /// The app does not know: the table must say whether a survivor holds two weapons.
    AskTwoWeapons,
}

/// The first condition met from the top, skipping unlocked cards; `Err` when a question must be
/// asked first. `Ok(None)`: nothing new (every met card was already unlocked).
pub fn first_met(record: EpilogueRecord, mut check: impl FnMut(Condition) -> Answer) -> Result<Option<u8>, Condition> {
    for (cond, card) in TABLE {
        if record.contains(card) {
            continue;
        }
        match check(cond) {
            Answer::Met => return Ok(Some(card)),
            Answer::NotMet => {}
            Answer::AskTwoWeapons => return Err(cond),
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_holds_each_card_once() {
        let mut seen = [false; 22];
        for (_, card) in TABLE {
            assert!(!seen[usize::from(card)]);
            seen[usize::from(card)] = true;
        }
        assert!(seen[1..].iter().all(|s| *s));
    }

    #[test]
    fn unlocked_cards_are_skipped() {
        let all = |_| Answer::Met;
        assert_eq!(first_met(EpilogueRecord::NEW, all), Ok(Some(11)));
        let r = EpilogueRecord::from_cards(&[11, 2]).unwrap();
        assert_eq!(first_met(r, all), Ok(Some(17)));
        let every: Vec<u8> = (1..=21).collect();
        assert_eq!(first_met(EpilogueRecord::from_cards(&every).unwrap(), all), Ok(None));
    }

    #[test]
    fn record_reads_back() {
        let r = EpilogueRecord::from_cards(&[21, 3]).unwrap();
        assert_eq!(r.cards(), vec![3, 21]);
        assert!(EpilogueRecord::from_cards(&[22]).is_none());
        assert!(EpilogueRecord::from_cards(&[0]).is_none());
    }
}
