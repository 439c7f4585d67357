//! The epilogues a table has unlocked, kept between games as a JSON list of card numbers.

use super::{MAX_CONFIG_BYTES, Problem, StoreError, Unreadable};
use crate::engine::EpilogueRecord;
use std::path::Path;

/// The table's record: a missing file is a new table. A file that cannot be read (not a regular
/// file, too large, not a list of cards 1 to 21) gives a new record and why, and is kept aside
/// under a new name, so that the next record written never replaces it.
pub fn load(path: &Path) -> (EpilogueRecord, Option<Unreadable>) {
    let reason = match super::read_text(path, MAX_CONFIG_BYTES) {
        Ok(None) => return (EpilogueRecord::NEW, None),
        Ok(Some(text)) => match serde_json::from_str::<Vec<u8>>(&text) {
            Ok(cards) => match EpilogueRecord::from_cards(&cards) {
                Some(r) => return (r, None),
                None => Problem::EpilogueCards,
            },
            Err(e) => Problem::Syntax(e.to_string()),
        },
        Err(e) => Problem::Store(e),
    };
    let moved_to = super::move_aside_as(path, "broken");
    (EpilogueRecord::NEW, Some(Unreadable { reason, moved_to }))
}

/// Writes the record, atomically; a record that cannot be written as JSON is an error (never an
/// empty file, which would read as "nothing unlocked").
pub fn store(path: &Path, cards: &[u8]) -> Result<(), StoreError> {
    let json = serde_json::to_string(cards)
        .map_err(|e| StoreError::Serialise { path: path.to_path_buf(), reason: e.to_string() })?;
    super::write_atomic(path, json.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_and_a_broken_one_is_kept_aside() {
        let d = std::env::temp_dir().join(format!("vigie-epilogue-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        let path = d.join("epilogues.json");
        assert_eq!(load(&path), (EpilogueRecord::NEW, None));
        store(&path, &[3, 7]).unwrap();
        assert_eq!(load(&path).0.cards(), vec![3, 7]);
        std::fs::write(&path, "").unwrap();
        let (r, problem) = load(&path);
        assert_eq!(r, EpilogueRecord::NEW);
        assert!(problem.unwrap().moved_to.unwrap().to_string_lossy().ends_with("epilogues.json.broken"));
        std::fs::write(&path, "[0]").unwrap();
        assert_eq!(load(&path).1.unwrap().reason, Problem::EpilogueCards);
        let _ = std::fs::remove_dir_all(&d);
    }
}
