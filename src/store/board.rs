//! The table's board profile file (TOML): only the numbers that differ from the bundled ones.
//! The engine checks the numbers ([`ProfileFile::check_over`]); this module reads and writes text.

use super::{MAX_CONFIG_BYTES, Problem, StoreError, Unreadable};
use crate::engine::{BoardProfile, CardKind, ProfileError, ProfileFile};
use std::path::Path;

/// The bundled profile as text (the file the engine's constant is built from).
pub const BUNDLED_TOML: &str = include_str!("../../crates/engine/src/board.toml");

/// Reads a table's profile file: the keys it sets replace the bundled defaults.
pub fn from_toml(text: &str) -> Result<BoardProfile, ProfileError> {
    let file: ProfileFile = toml::from_str(text).map_err(|e| ProfileError::Syntax(e.message().to_owned()))?;
    BoardProfile::from_file(&file)
}

/// The profile as a complete file, for a table to save its corrections.
pub fn to_toml(p: &BoardProfile) -> String {
    let mut out = String::from("format = \"vigie-board\"\nversion = 1\n\n[locations]\n");
    out += &format!("character_spots = {:?}\n", p.character_spots);
    out += &format!("monster_spots = {:?}\n\n[cold_storage]\n", p.monster_spots);
    out += &format!("rows = {:?}\n\n[monsters]\n", p.cold_storage_rows);
    out += &format!("tokens = {}\n\n[deck]\n", p.monster_tokens);
    for kind in CardKind::ALL {
        out += &format!("{} = {}\n", kind.name(), p.deck[kind.index()]);
    }
    out
}

/// A table's board file: its profile, or the bundled one with the reason it could not be read
/// (the unreadable file is moved aside, so that a correction saved later never overwrites it).
pub fn load(path: &Path) -> (BoardProfile, Option<Unreadable>) {
    let reason = match super::read_text(path, MAX_CONFIG_BYTES) {
        Ok(None) => return (BoardProfile::bundled(), None),
        Ok(Some(text)) => match from_toml(&text) {
            Ok(p) => return (p, None),
            Err(e) => Problem::Board(e),
        },
        Err(e) => Problem::Store(e),
    };
    let moved_to = super::move_aside_as(path, "broken");
    (BoardProfile::bundled(), Some(Unreadable { reason, moved_to }))
}

/// Writes the table's corrected profile, atomically.
pub fn store(path: &Path, p: &BoardProfile) -> Result<(), StoreError> {
    super::write_atomic(path, to_toml(p).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn dir(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("vigie-board-{name}-{}", std::process::id()))
    }

    #[test]
    fn the_bundled_file_reads_as_the_engines_constant() {
        assert_eq!(from_toml(BUNDLED_TOML), Ok(BoardProfile::bundled()));
        let p = BoardProfile::bundled();
        assert_eq!(from_toml(&to_toml(&p)), Ok(p));
    }

    #[test]
    fn bad_files_name_the_key() {
        let e = from_toml("[locations]\ncharacter_spots = [3, 4]\n").unwrap_err();
        assert_eq!(e.to_string(), "locations.character_spots needs 5 numbers, found 2");
        assert!(matches!(from_toml("[deck]\nspoon = 2\n"), Err(ProfileError::Syntax(_))));
        assert!(matches!(from_toml("version = 9\n"), Err(ProfileError::Version(9))));
        let p = from_toml("[locations]\ncharacter_spots = [2, 3, 4, 5, 6]\n").unwrap();
        assert_eq!(p.character_spots, [2, 3, 4, 5, 6]);
    }

    #[test]
    fn an_unreadable_board_file_is_kept_aside_each_time() {
        let d = dir("board");
        std::fs::create_dir_all(&d).unwrap();
        let path = d.join("board.toml");
        for (i, text) in ["[locations]\ncharacter_spots = [0, 0, 0, 0, 0]\n", "nonsense"].iter().enumerate() {
            std::fs::write(&path, text).unwrap();
            let (p, problem) = load(&path);
            assert_eq!(p, BoardProfile::bundled());
            let aside = problem.and_then(|p| p.moved_to).unwrap();
            assert_eq!(std::fs::read_to_string(&aside).unwrap(), *text);
            assert!(aside.to_string_lossy().ends_with(if i == 0 {
                "board.toml.broken"
            } else {
                "board.toml.broken-2"
            }));
        }
        assert_eq!(load(&path), (BoardProfile::bundled(), None));
        let _ = std::fs::remove_dir_all(&d);
    }
}
