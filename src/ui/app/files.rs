//! The user's files as the interface meets them: what was wrong with a settings file, a key or
//! button map, or a board file, said once at start or at set-up (each unreadable file is kept
//! aside under a new name, never written over).

use super::App;
use crate::engine::{BoardProfile, EpilogueRecord};
use crate::input::Action;
use crate::store::Problem;
use crate::vocab::Id;

impl App {
    /// Says which actions a key map (or, with `gamepad`, a button map) tried to leave without a
    /// key: they keep their usual keys, so that Vigie can always be moved in, chosen in, left.
    pub fn warn_kept(&mut self, actions: &[Action], gamepad: bool) {
        if actions.is_empty() {
            return;
        }
        let names = actions.iter().map(|a| a.name()).collect::<Vec<_>>().join(", ");
        let id = if gamepad { Id::UiPadMapKept } else { Id::UiKeysKept };
        let text = self.ta(id, &[("actions", names)]);
        self.say_error(text);
    }

    /// Says which settings were not numbers (they get their usual values).
    pub fn warn_settings_not_numbers(&mut self, keys: &[&str]) {
        let text = self.ta(Id::UiSettingsNotNumbers, &[("keys", keys.join(", "))]);
        self.say_error(text);
    }

    /// The table's board: its saved profile, or the bundled one with what to say about the file
    /// that could not be read (kept aside under a new name, so that a correction saved later
    /// never writes over it).
    pub(super) fn table_board(&self) -> (BoardProfile, Option<String>) {
        let Some(path) = self.paths.board.as_deref() else { return (BoardProfile::bundled(), None) };
        let (profile, problem) = crate::store::board::load(path);
        let text = problem.map(|p| match p.moved_to {
            Some(aside) => self.ta(
                Id::UiBoardKeptAside,
                &[("reason", self.an.problem(&p.reason)), ("path", aside.display().to_string())],
            ),
            None => self.ta(Id::UiBoardUnreadable, &[("reason", self.an.problem(&p.reason))]),
        });
        (profile, text)
    }

    /// Says that the settings file could not be read, and where it was kept (or that it was
    /// left where it is: then nothing is written over it).
    pub(super) fn settings_broken_words(&self, reason: &Problem, moved_to: Option<&std::path::Path>) -> String {
        let reason = self.an.problem(reason);
        match moved_to {
            Some(p) => self.ta(Id::UiSettingsBroken, &[("reason", reason), ("path", p.display().to_string())]),
            None => {
                let path = self.paths.settings.as_deref().map(|p| p.display().to_string()).unwrap_or_default();
                self.ta(Id::UiSettingsBrokenLeft, &[("reason", reason), ("path", path)])
            }
        }
    }

    /// The epilogues this table has unlocked. A record that cannot be read (not a regular file,
    /// too large, not a list of cards 1 to 21) is said, and kept aside under a new name so that
    /// the next record written never replaces it.
    pub(super) fn epilogue_record(&mut self) -> EpilogueRecord {
        let Some(path) = self.paths.epilogues.clone() else { return EpilogueRecord::NEW };
        let (record, problem) = crate::store::epilogue::load(&path);
        if let Some(p) = problem {
            let text = match p.moved_to {
                Some(aside) => self.ta(
                    Id::UiEpiloguesKeptAside,
                    &[("reason", self.an.problem(&p.reason)), ("path", aside.display().to_string())],
                ),
                None => self.ta(
                    Id::UiEpiloguesUnreadable,
                    &[("reason", self.an.problem(&p.reason)), ("path", path.display().to_string())],
                ),
            };
            self.say_error(text);
        }
        record
    }
}
