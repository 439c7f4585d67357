//! Save files: the table's set-up and the log of its decisions, in a versioned JSON format.
//!
//! A save holds what the table decided, not the engine's internal state: loading replays the
//! decisions on a new game, so a loaded game is checked by the rules themselves, and a save
//! replays to exactly the same state (the dice generator is seeded from the set-up). A file is
//! first read into a plain struct ([`SaveFile`]), then checked into a game ([`Saved`]).
//!
//! The version says which generator rolls the dice: version 1 (written before the dice came from
//! the rand family) names none, and its games roll with SplitMix64
//! ([`Generator::SplitMix64Legacy`]); version 2 names it in `setup.generator`. A version-1 save
//! is read as it is, and written back as version 2 naming SplitMix64: its dice never change.

use crate::engine::{Command, Game, Generator, History, Log, Setup};
use serde::{Deserialize, Serialize};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The `format` field of every Vigie save.
pub const FORMAT: &str = "vigie-save";
/// The version this build writes (and the newest it reads): the set-up names its dice generator.
pub const VERSION: u32 = 2;
/// The oldest version this build reads: version 1, whose dice are SplitMix64's.
pub const OLDEST_VERSION: u32 = 1;

/// A save file as written on disk.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    /// Players' names (or colours), by seat, clockwise.
    pub names: Vec<String>,
    pub setup: Setup,
    /// The decisions applied, in order.
    pub commands: Vec<Command>,
    /// Decisions undone and not replaced, most recent last (they can be redone).
    #[serde(default)]
    pub undone: Vec<Command>,
    /// How the table gets its secrets and enters its secret choices.
    #[serde(default)]
    pub table: TableOptions,
}

/// How one player is told their secrets.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PrivateChannel {
    /// Never told a secret.
    #[default]
    None,
    /// Their own headphones: a secret is said there at once.
    Headphones { device: String, description: String },
    /// One headset passed around: Vigie asks them to put it on first.
    Headset { device: String, description: String },
    /// The screen, read alone and then cleared.
    Screen,
}

/// The table's ways with secrets.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TableOptions {
    /// Each player's private channel, by seat.
    pub channels: Vec<PrivateChannel>,
    /// Ballots and destinations entered by each player in secret (otherwise one operator enters
    /// what the table pointed at or revealed).
    pub secret_entry: bool,
    /// Gamepads given to players; the others act for the operator.
    pub pads: Vec<PadOwner>,
}

/// A gamepad given to a player, recognised by its name and model when it comes back (after
/// being unplugged, or when the game is resumed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PadOwner {
    pub name: String,
    pub uuid: String,
    pub player: crate::engine::Seat,
}

impl TableOptions {
    /// The channel of a seat.
    pub fn channel(&self, seat: crate::engine::Seat) -> &PrivateChannel {
        const NONE: PrivateChannel = PrivateChannel::None;
        self.channels.get(seat.index()).unwrap_or(&NONE)
    }
}

/// A checked save: a game with its history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub names: Vec<String>,
    pub history: History,
    pub table: TableOptions,
}

/// Why a save could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("not a Vigie save: {0}")]
    Syntax(String),
    #[error("not a Vigie save (format is {0:?})")]
    Format(String),
    #[error("saved by a newer Vigie (save version {0}; this Vigie reads versions {OLDEST_VERSION} to {VERSION})")]
    Version(u32),
    #[error("the save is inconsistent: {0}")]
    Invalid(String),
    #[error("decision {index} of the save cannot be replayed: {reason}")]
    Replay { index: usize, reason: String },
}

impl Saved {
    /// The save of a game in progress.
    pub fn to_file(&self) -> SaveFile {
        let Log { commands, undone } = self.history.log();
        SaveFile {
            format: FORMAT.into(),
            version: VERSION,
            names: self.names.clone(),
            setup: *self.history.start().setup(),
            commands,
            undone,
            table: self.table.clone(),
        }
    }

    /// The save as JSON text.
    pub fn to_json(&self) -> String {
        // Serialising plain data with string keys cannot fail.
        serde_json::to_string_pretty(&self.to_file()).unwrap_or_default() + "\n"
    }

    /// Reads and checks a save from JSON text.
    pub fn from_json(text: &str) -> Result<Saved, SaveError> {
        let file: SaveFile = serde_json::from_str(text).map_err(|e| SaveError::Syntax(e.to_string()))?;
        if file.version >= 2 && !names_generator(text) {
            return Err(SaveError::Invalid("the set-up does not name its dice generator".into()));
        }
        file.check()
    }
}

impl SaveFile {
    /// Checks the file and replays its decisions.
    pub fn check(self) -> Result<Saved, SaveError> {
        if self.format != FORMAT {
            return Err(SaveError::Format(self.format));
        }
        if !(OLDEST_VERSION..=VERSION).contains(&self.version) {
            return Err(SaveError::Version(self.version));
        }
        if self.version == 1 && self.setup.generator != Generator::SplitMix64Legacy {
            return Err(SaveError::Invalid(format!(
                "a version-1 save's dice are {}'s, not {}'s",
                Generator::SplitMix64Legacy.name(),
                self.setup.generator.name()
            )));
        }
        if self.names.len() != usize::from(self.setup.players) {
            return Err(SaveError::Invalid(format!("{} names for {} players", self.names.len(), self.setup.players)));
        }
        for (i, n) in self.names.iter().enumerate() {
            if n.trim().is_empty() {
                return Err(SaveError::Invalid(format!("player {} has no name", i + 1)));
            }
            if self.names[..i].iter().any(|m| m.eq_ignore_ascii_case(n)) {
                return Err(SaveError::Invalid(format!("two players are called {n}")));
            }
        }
        let (game, events) = Game::new(self.setup).map_err(|e| SaveError::Invalid(e.to_string()))?;
        let log = Log { commands: self.commands, undone: self.undone };
        let names = self.names;
        let history = History::replay(game, events, &log).map_err(|(index, e)| SaveError::Replay {
            index: index + 1,
            reason: e.message(|s| names.get(s.index()).cloned().unwrap_or_default()),
        })?;
        Ok(Saved { names, history, table: self.table })
    }
}

/// Whether the save's set-up names its generator (a set-up that names none is read as SplitMix64's,
/// which only a version-1 save may be).
fn names_generator(text: &str) -> bool {
    #[derive(Deserialize)]
    struct File {
        setup: SetupFields,
    }
    #[derive(Deserialize)]
    struct SetupFields {
        generator: Option<serde::de::IgnoredAny>,
    }
    serde_json::from_str::<File>(text).is_ok_and(|f| f.setup.generator.is_some())
}

/// Reads and checks a save file.
pub fn load(path: &Path) -> Result<Saved, SaveError> {
    let text = fs::read_to_string(path).map_err(|source| SaveError::Read { path: path.into(), source })?;
    Saved::from_json(&text)
}

/// Moves an unreadable save aside (`NAME.unreadable`, `NAME.unreadable-2`, ...), never over
/// another file; the new name, or `None` if it could not be moved.
pub fn move_aside(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    for n in 1..1000 {
        let suffix = if n == 1 { String::new() } else { format!("-{n}") };
        let aside = path.with_file_name(format!("{name}.unreadable{suffix}"));
        if !aside.exists() {
            return fs::rename(path, &aside).ok().map(|_| aside);
        }
    }
    None
}

/// Writes a save atomically: a temporary file beside it, flushed to disk, then renamed over it.
/// A crash leaves either the old save or the new one, never half of one.
pub fn store(path: &Path, saved: &Saved) -> Result<(), SaveError> {
    write_atomic(path, saved.to_json().as_bytes())
}

/// Writes `bytes` to `path` through a temporary file, fsync and rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let err = |source| SaveError::Write { path: path.into(), source };
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "save".into());
    let tmp = dir.join(format!(".{name}.tmp"));
    {
        let mut f = File::create(&tmp).map_err(err)?;
        f.write_all(bytes).map_err(err)?;
        f.sync_all().map_err(err)?;
    }
    fs::rename(&tmp, path).map_err(err)?;
    // Make the rename itself durable; not every platform can open a directory, so this is best effort.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Seat, Setup};

    fn new_save() -> Saved {
        let (game, events) = Game::new(Setup::new(3, Seat(2), Seat(0), 9)).unwrap();
        Saved {
            names: vec!["Red".into(), "Blue".into(), "Green".into()],
            history: History::new(game, events),
            table: TableOptions::default(),
        }
    }

    #[test]
    fn a_save_reads_back_equal() {
        let s = new_save();
        assert_eq!(Saved::from_json(&s.to_json()).unwrap(), s);
    }

    #[test]
    fn bad_saves_are_named_errors() {
        assert!(matches!(Saved::from_json("{"), Err(SaveError::Syntax(_))));
        assert!(matches!(Saved::from_json("garbage \u{0} here"), Err(SaveError::Syntax(_))));
        let s = new_save();
        let mut f = s.to_file();
        f.version = 7;
        assert!(matches!(f.check(), Err(SaveError::Version(7))));
        let mut f = s.to_file();
        f.names.pop();
        assert!(matches!(f.check(), Err(SaveError::Invalid(_))));
        let mut f = s.to_file();
        f.commands.push(Command::Continue);
        let e = f.check().unwrap_err();
        assert!(e.to_string().starts_with("decision 1 of the save cannot be replayed"), "{e}");
        let text = s.to_json();
        assert!(matches!(Saved::from_json(&text[..text.len() / 2]), Err(SaveError::Syntax(_))));
    }

    #[test]
    fn an_unreadable_save_is_moved_aside_never_over_another() {
        let dir = std::env::temp_dir().join(format!("vigie-aside-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.json");
        for (i, text) in ["garbage", "more garbage"].iter().enumerate() {
            fs::write(&path, text).unwrap();
            let aside = move_aside(&path).unwrap();
            assert_eq!(fs::read_to_string(&aside).unwrap(), *text);
            assert_eq!(
                aside.file_name().unwrap(),
                if i == 0 { "game.json.unreadable" } else { "game.json.unreadable-2" }
            );
            assert!(!path.exists());
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn atomic_write_replaces_the_file() {
        let dir = std::env::temp_dir().join(format!("vigie-save-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.json");
        fs::write(&path, "old").unwrap();
        let s = new_save();
        store(&path, &s).unwrap();
        assert_eq!(load(&path).unwrap(), s);
        assert!(!dir.join(".game.json.tmp").exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
