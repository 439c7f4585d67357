//! The board profile: the printed numbers of the tiles (spots, cold-storage rows, tokens, deck).
//!
//! The defaults live in one data file, `board.toml` beside this module, read at build time into
//! a constant (`build.rs`). A table's own profile file sets only what differs; the store reads it
//! into a plain struct ([`ProfileFile`]), which is then checked here into a [`BoardProfile`].

use super::types::{CardKind, LOCATIONS, Loc};
use serde::{Deserialize, Serialize};

/// The bundled default profile, read from `board.toml` when the engine is built.
const BUNDLED: BoardProfile = include!(concat!(env!("OUT_DIR"), "/bundled_board.rs"));

/// The checked numbers of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardProfile {
    /// Character spots of locations 1 to 5.
    pub character_spots: [u8; 5],
    /// Monster spots around locations 1 to 6.
    pub monster_spots: [u8; LOCATIONS],
    /// Spots per row of the cold storage, top to bottom.
    pub cold_storage_rows: [u8; 3],
    /// Monster tokens in the box.
    pub monster_tokens: u8,
    /// Object cards of each kind, indexed by [`CardKind::index`].
    pub deck: [u8; 9],
}

/// A profile file as written: every key optional, so a table's file holds only its corrections.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProfileFile {
    pub format: Option<String>,
    pub version: Option<u32>,
    #[serde(default)]
    pub locations: LocationsSection,
    #[serde(default)]
    pub cold_storage: ColdStorageSection,
    #[serde(default)]
    pub monsters: MonstersSection,
    #[serde(default)]
    pub deck: DeckSection,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationsSection {
    pub character_spots: Option<Vec<u8>>,
    pub monster_spots: Option<Vec<u8>>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColdStorageSection {
    pub rows: Option<Vec<u8>>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MonstersSection {
    pub tokens: Option<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct DeckSection {
    pub walkie_talkie: Option<u8>,
    pub energy_drink: Option<u8>,
    pub gun: Option<u8>,
    pub tin_can: Option<u8>,
    pub bat: Option<u8>,
    pub chainsaw: Option<u8>,
    pub molotov: Option<u8>,
    pub rotten_meat: Option<u8>,
    pub keys: Option<u8>,
}

impl DeckSection {
    fn by_kind(&self) -> [Option<u8>; 9] {
        [
            self.walkie_talkie,
            self.energy_drink,
            self.gun,
            self.tin_can,
            self.bat,
            self.chainsaw,
            self.molotov,
            self.rotten_meat,
            self.keys,
        ]
    }
}

/// Why a profile was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    #[error("not a board profile: {0}")]
    Syntax(String),
    #[error("format is {0:?}, expected \"vigie-board\"")]
    Format(String),
    #[error("version {0} is not supported (this Vigie reads version 1)")]
    Version(u32),
    #[error("{key} needs {expected} numbers, found {found}")]
    Length { key: &'static str, expected: usize, found: usize },
    #[error("{key} = {value} is out of range ({min} to {max})")]
    Range { key: String, value: u32, min: u32, max: u32 },
}

impl BoardProfile {
    const EMPTY: BoardProfile = BoardProfile {
        character_spots: [0; 5],
        monster_spots: [0; LOCATIONS],
        cold_storage_rows: [0; 3],
        monster_tokens: 0,
        deck: [0; 9],
    };

    /// The bundled defaults (unverified: see `board.toml`).
    pub fn bundled() -> BoardProfile {
        BUNDLED
    }

    /// A table's profile file checked: the keys it sets replace the bundled defaults.
    pub fn from_file(file: &ProfileFile) -> Result<BoardProfile, ProfileError> {
        file.check_over(Self::bundled())
    }

    /// The profile checked as a profile file is: every number in its range (a profile read from
    /// elsewhere, such as a save, is checked here before a game uses it).
    pub fn checked(self) -> Result<BoardProfile, ProfileError> {
        let d = self.deck;
        let file = ProfileFile {
            format: None,
            version: None,
            locations: LocationsSection {
                character_spots: Some(self.character_spots.to_vec()),
                monster_spots: Some(self.monster_spots.to_vec()),
            },
            cold_storage: ColdStorageSection { rows: Some(self.cold_storage_rows.to_vec()) },
            monsters: MonstersSection { tokens: Some(self.monster_tokens) },
            deck: DeckSection {
                walkie_talkie: Some(d[CardKind::WalkieTalkie.index()]),
                energy_drink: Some(d[CardKind::EnergyDrink.index()]),
                gun: Some(d[CardKind::Gun.index()]),
                tin_can: Some(d[CardKind::TinCan.index()]),
                bat: Some(d[CardKind::Bat.index()]),
                chainsaw: Some(d[CardKind::Chainsaw.index()]),
                molotov: Some(d[CardKind::Molotov.index()]),
                rotten_meat: Some(d[CardKind::RottenMeat.index()]),
                keys: Some(d[CardKind::Keys.index()]),
            },
        };
        file.check_over(BoardProfile::EMPTY)
    }

    /// Character spots at a location; `None` for the Parking, which holds any number.
    pub fn capacity(&self, loc: Loc) -> Option<u8> {
        (!loc.is_parking()).then(|| self.character_spots[loc.index()])
    }

    /// Monster spots around a location.
    pub fn monster_spots(&self, loc: Loc) -> u8 {
        self.monster_spots[loc.index()]
    }

    /// Object cards in the box, all kinds together (a checked profile holds at most 60).
    pub fn deck_total(&self) -> u8 {
        self.deck_sum().min(u16::from(u8::MAX)) as u8
    }

    fn deck_sum(&self) -> u16 {
        self.deck.iter().map(|&n| u16::from(n)).sum()
    }

    /// Cold-storage spots before row `row` (0-based) is full, counting from the top.
    pub fn cold_storage_row_end(&self, row: usize) -> u8 {
        self.cold_storage_rows[..=row].iter().sum()
    }
}

impl Default for BoardProfile {
    fn default() -> Self {
        Self::bundled()
    }
}

fn array<const N: usize>(
    key: &'static str,
    given: &Option<Vec<u8>>,
    base: [u8; N],
    (min, max): (u8, u8),
) -> Result<[u8; N], ProfileError> {
    let Some(v) = given else { return Ok(base) };
    if v.len() != N {
        return Err(ProfileError::Length { key, expected: N, found: v.len() });
    }
    let mut out = [0; N];
    for (i, &x) in v.iter().enumerate() {
        if !(min..=max).contains(&x) {
            return Err(ProfileError::Range {
                key: format!("{key}[{}]", i + 1),
                value: x.into(),
                min: min.into(),
                max: max.into(),
            });
        }
        out[i] = x;
    }
    Ok(out)
}

fn scalar(key: &str, given: Option<u8>, base: u8, (min, max): (u8, u8)) -> Result<u8, ProfileError> {
    let Some(x) = given else { return Ok(base) };
    if !(min..=max).contains(&x) {
        return Err(ProfileError::Range { key: key.to_owned(), value: x.into(), min: min.into(), max: max.into() });
    }
    Ok(x)
}

impl ProfileFile {
    /// Checks the file and lays it over `base`.
    pub fn check_over(&self, base: BoardProfile) -> Result<BoardProfile, ProfileError> {
        if let Some(f) = &self.format
            && f != "vigie-board"
        {
            return Err(ProfileError::Format(f.clone()));
        }
        if let Some(v) = self.version
            && v != 1
        {
            return Err(ProfileError::Version(v));
        }
        let mut p = BoardProfile {
            character_spots: array(
                "locations.character_spots",
                &self.locations.character_spots,
                base.character_spots,
                (1, 12),
            )?,
            monster_spots: array(
                "locations.monster_spots",
                &self.locations.monster_spots,
                base.monster_spots,
                (1, 12),
            )?,
            cold_storage_rows: array("cold_storage.rows", &self.cold_storage.rows, base.cold_storage_rows, (1, 12))?,
            monster_tokens: scalar("monsters.tokens", self.monsters.tokens, base.monster_tokens, (1, 60))?,
            deck: base.deck,
        };
        for (kind, given) in CardKind::ALL.into_iter().zip(self.deck.by_kind()) {
            p.deck[kind.index()] = scalar(&format!("deck.{}", kind.name()), given, base.deck[kind.index()], (0, 30))?;
        }
        let total = u32::from(p.deck_sum());
        if !(6..=60).contains(&total) {
            return Err(ProfileError::Range { key: "the deck's total".into(), value: total, min: 6, max: 60 });
        }
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundled_profile_is_valid_and_matches_the_box() {
        let p = BoardProfile::bundled();
        assert_eq!(p.checked(), Ok(p));
        assert_eq!(p.deck_total(), 23);
        assert_eq!(p.monster_tokens, 25);
        assert_eq!(p.monster_spots[..5], [6; 5]);
        // build.rs lists the deck's kinds in this order.
        let names =
            ["walkie-talkie", "energy-drink", "gun", "tin-can", "bat", "chainsaw", "molotov", "rotten-meat", "keys"];
        assert_eq!(CardKind::ALL.map(CardKind::name), names);
    }

    #[test]
    fn a_correction_changes_only_its_keys() {
        let file = ProfileFile {
            locations: LocationsSection { character_spots: Some(vec![2, 3, 4, 5, 6]), monster_spots: None },
            ..ProfileFile::default()
        };
        let p = BoardProfile::from_file(&file).unwrap();
        assert_eq!(p.character_spots, [2, 3, 4, 5, 6]);
        assert_eq!(p.monster_tokens, BoardProfile::bundled().monster_tokens);
    }

    #[test]
    fn bad_profiles_name_the_key() {
        let short = ProfileFile {
            locations: LocationsSection { character_spots: Some(vec![3, 4]), monster_spots: None },
            ..ProfileFile::default()
        };
        let e = BoardProfile::from_file(&short).unwrap_err();
        assert_eq!(e.to_string(), "locations.character_spots needs 5 numbers, found 2");
        let none = ProfileFile { monsters: MonstersSection { tokens: Some(0) }, ..ProfileFile::default() };
        let e = BoardProfile::from_file(&none).unwrap_err();
        assert_eq!(e.to_string(), "monsters.tokens = 0 is out of range (1 to 60)");
        let v9 = ProfileFile { version: Some(9), ..ProfileFile::default() };
        assert!(matches!(BoardProfile::from_file(&v9), Err(ProfileError::Version(9))));
        let mut p = BoardProfile::bundled();
        p.character_spots[1] = 255;
        assert!(matches!(p.checked(), Err(ProfileError::Range { value: 255, .. })));
        assert!(matches!(BoardProfile::EMPTY.checked(), Err(ProfileError::Range { value: 0, .. })));
        let thirty = Some(30);
        let big = DeckSection {
            walkie_talkie: thirty,
            energy_drink: thirty,
            gun: thirty,
            tin_can: thirty,
            bat: thirty,
            chainsaw: thirty,
            molotov: thirty,
            rotten_meat: thirty,
            keys: thirty,
        };
        let e = BoardProfile::from_file(&ProfileFile { deck: big, ..ProfileFile::default() }).unwrap_err();
        assert_eq!(e.to_string(), "the deck's total = 270 is out of range (6 to 60)");
    }
}
