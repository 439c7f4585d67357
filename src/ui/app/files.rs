//! The user's files as the interface meets them: what was wrong with a settings file, a key or
//! button map, a board file, an epilogue record or a save, in words (each unreadable file is kept aside
//! under a new name, never written over). The coordinator says them.

use super::wiring::Paths;
use crate::announce::Announcer;
use crate::engine::{BoardProfile, EpilogueRecord};
use crate::input::Action;
use crate::store::{Problem, StoreError};
use crate::vocab::Id;
use fluent_bundle::FluentArgs;
use std::path::Path;

fn words(an: &Announcer, id: Id, args: &[(&str, String)]) -> String {
    let mut a = FluentArgs::new();
    for (k, v) in args {
        a.set(*k, v.clone());
    }
    an.text(id, Some(&a))
}

/// The actions a key map (or, with `gamepad`, a button map) tried to leave without a key, in
/// words: they keep their usual keys, so that Vigie can always be moved in, chosen in, left.
fn kept(an: &Announcer, actions: &[Action], gamepad: bool) -> Option<String> {
    if actions.is_empty() {
        return None;
    }
    let names = actions.iter().map(|a| a.name()).collect::<Vec<_>>().join(", ");
    let id = if gamepad { Id::UiPadMapKept } else { Id::UiKeysKept };
    Some(words(an, id, &[("actions", names)]))
}

/// What was wrong in the user's files besides a broken settings file, found at start and said
/// by [`App::warn`](super::App::warn).
#[derive(Clone, Copy, Debug)]
pub enum Warning<'a> {
    /// These settings were not numbers (they get their usual values).
    NotNumbers(&'a [&'a str]),
    /// The user's key map could not be read, for this reason.
    Keys(&'a str),
    /// The user's gamepad button file could not be read, for this reason.
    PadMap(&'a str),
    /// The actions a key map (or, with `true`, a button map) tried to leave without a key: they
    /// keep their usual keys, so that Vigie can always be moved in, chosen in, left.
    Kept(&'a [Action], bool),
}

/// A warning in words (none when a map left no action without a key).
pub(super) fn warning(an: &Announcer, w: Warning) -> Option<String> {
    match w {
        Warning::NotNumbers(keys) => Some(words(an, Id::UiSettingsNotNumbers, &[("keys", keys.join(", "))])),
        Warning::Keys(reason) => Some(words(an, Id::UiKeysBroken, &[("reason", reason.to_owned())])),
        Warning::PadMap(reason) => Some(words(an, Id::UiPadMapBroken, &[("reason", reason.to_owned())])),
        Warning::Kept(actions, gamepad) => kept(an, actions, gamepad),
    }
}

/// The table's board: its saved profile, or the bundled one with what to say about the file
/// that could not be read (kept aside under a new name, so that a correction saved later never
/// writes over it).
pub(super) fn board(an: &Announcer, paths: &Paths) -> (BoardProfile, Option<String>) {
    let Some(path) = paths.board.as_deref() else { return (BoardProfile::bundled(), None) };
    let (profile, problem) = crate::store::board::load(path);
    let text = problem.map(|p| match p.moved_to {
        Some(aside) => {
            words(an, Id::UiBoardKeptAside, &[("reason", an.problem(&p.reason)), ("path", aside.display().to_string())])
        }
        None => words(an, Id::UiBoardUnreadable, &[("reason", an.problem(&p.reason))]),
    });
    (profile, text)
}

/// The settings file could not be read, and where it was kept (or that it was left where it
/// is: then nothing is written over it).
pub(super) fn settings_broken(
    an: &Announcer,
    paths: &Paths,
    reason: &Problem,
    moved_to: Option<&std::path::Path>,
) -> String {
    let reason = an.problem(reason);
    match moved_to {
        Some(p) => words(an, Id::UiSettingsBroken, &[("reason", reason), ("path", p.display().to_string())]),
        None => {
            let path = paths.settings.as_deref().map(|p| p.display().to_string()).unwrap_or_default();
            words(an, Id::UiSettingsBrokenLeft, &[("reason", reason), ("path", path)])
        }
    }
}

/// The save could not be taken up, in words: there is none, or it is unreadable and kept aside
/// under a new name (or, when it cannot be moved, where it stays).
pub(super) fn save_unreadable(an: &Announcer, path: &Path, e: &StoreError) -> String {
    match e {
        StoreError::Read { source, .. } if source.kind() == std::io::ErrorKind::NotFound => an.text(Id::UiNoSave, None),
        e => {
            let reason = an.store_error(e);
            match crate::store::move_aside(path) {
                Some(p) => words(an, Id::UiSaveUnreadable, &[("reason", reason), ("path", p.display().to_string())]),
                None => {
                    words(an, Id::UiSaveUnreadableKept, &[("reason", reason), ("path", path.display().to_string())])
                }
            }
        }
    }
}

/// The epilogues this table has unlocked, and what to say of a record that cannot be read (not
/// a regular file, too large, not a list of cards 1 to 21): it is kept aside under a new name so
/// that the next record written never replaces it.
pub(super) fn epilogues(an: &Announcer, paths: &Paths) -> (EpilogueRecord, Option<String>) {
    let Some(path) = paths.epilogues.clone() else { return (EpilogueRecord::NEW, None) };
    let (record, problem) = crate::store::epilogue::load(&path);
    let text = problem.map(|p| match p.moved_to {
        Some(aside) => words(
            an,
            Id::UiEpiloguesKeptAside,
            &[("reason", an.problem(&p.reason)), ("path", aside.display().to_string())],
        ),
        None => words(
            an,
            Id::UiEpiloguesUnreadable,
            &[("reason", an.problem(&p.reason)), ("path", path.display().to_string())],
        ),
    });
    (record, text)
}
