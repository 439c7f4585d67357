//! The store: every file Vigie keeps for a table, and the one way they are read and written.
//!
//! - [`save`]: saves (the set-up and the log of decisions);
//! - [`settings`]: the user's settings;
//! - [`board`]: the table's board profile (TOML);
//! - [`epilogue`]: the epilogues a table has unlocked;
//! - [`paths`]: where they live (config, data, state folders).
//!
//! Every file is read with [`read_text`] or [`read_regular`] (a regular file only, of a bounded
//! size) and written with [`write_atomic`] (a temporary file, synced, renamed over): a crash
//! leaves the old file or the new one, and a value that cannot be serialised is an error, never
//! an empty file.

pub mod board;
pub mod epilogue;
pub mod paths;
pub mod phones;
pub mod save;
pub mod settings;

use save::{OLDEST_VERSION, VERSION};
use std::fs::{self, File};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// Why a user's file (a board, an epilogue record) was not used: it was then kept aside, never
/// written over.
#[derive(Debug, PartialEq)]
pub struct Unreadable {
    pub reason: Problem,
    /// Where the file was kept aside (`NAME.broken`, `-2`...), or `None` if it was left as it is
    /// (not a regular file, or it could not be moved).
    pub moved_to: Option<PathBuf>,
}

/// Why a user's file (settings, a board, an epilogue record) could not be used. `Display` is
/// for the command line and the log; the announcer words it for the user.
#[derive(Debug)]
pub enum Problem {
    /// It could not be read (not a regular file, too large, not text...).
    Store(StoreError),
    /// A board profile whose numbers were refused.
    Board(crate::engine::ProfileError),
    /// Not TOML or JSON of the expected shape: the parser's own words.
    Syntax(String),
    /// An epilogue record that names a card outside 1 to 21.
    EpilogueCards,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::Store(e) => e.fmt(f),
            Problem::Board(e) => e.fmt(f),
            Problem::Syntax(reason) => f.write_str(reason),
            Problem::EpilogueCards => f.write_str("epilogue cards are numbered 1 to 21"),
        }
    }
}

/// Problems are equal when they say the same (an I/O error has no equality of its own).
impl PartialEq for Problem {
    fn eq(&self, other: &Problem) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other) && self.to_string() == other.to_string()
    }
}

/// The largest settings, key map, board or epilogue file read.
pub const MAX_CONFIG_BYTES: u64 = 1 << 20;

/// Why a file of the store could not be read or written, or a save not used.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    /// The path is a folder, a device, a pipe...: nothing was read, written or moved.
    #[error("{} is not a regular file but {kind}", path.display())]
    NotAFile { path: PathBuf, kind: FileKind },
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: std::io::Error },
    #[error("{} is larger than {} bytes", path.display(), limit)]
    TooLarge { path: PathBuf, limit: u64 },
    #[error("{} is not UTF-8 text (line {line})", path.display())]
    NotUtf8 { path: PathBuf, line: usize },
    #[error("not a Vigie save: {0}")]
    Syntax(String),
    #[error("not a Vigie save (format is {0:?})")]
    Format(String),
    #[error("saved by a newer Vigie (save version {0}; this Vigie reads versions {OLDEST_VERSION} to {VERSION})")]
    Version(u32),
    #[error("save version {0} was never written by Vigie (this Vigie reads version {VERSION})")]
    NoSuchVersion(u32),
    #[error("the save is inconsistent: {0}")]
    Invalid(String),
    /// A value could not be turned into text: nothing was written.
    #[error("cannot write {}: {reason}", path.display())]
    Serialise { path: PathBuf, reason: String },
    /// A decision of a save that the rules refuse (`error`: the rules' own reason, whatever
    /// the ruleset; `names`: the save's players, by seat, for that reason in words).
    #[error("decision {index} of the save cannot be replayed: {error}")]
    Replay { index: usize, error: Refusal, names: Vec<String> },
    /// A save of a game of another ruleset than the one asked for (its name, [`Rules::NAME`]).
    ///
    /// [`Rules::NAME`]: crate::engine::Rules::NAME
    #[error("the save is a game of {0}")]
    OtherRuleset(String),
}

/// Why the rules refused a decision, whatever the ruleset: its own error ([`Rules::Error`]),
/// which the layer that knows the rules takes back ([`Refusal::of`]) to word it.
///
/// [`Rules::Error`]: crate::engine::Rules::Error
#[derive(Debug)]
pub struct Refusal(Box<dyn std::error::Error + Send + Sync>);

impl Refusal {
    /// The rules' error, when it is of the type `E`.
    pub fn of<E: std::error::Error + 'static>(&self) -> Option<&E> {
        self.0.downcast_ref()
    }
}

impl<E: std::error::Error + Send + Sync + 'static> From<E> for Refusal {
    fn from(e: E) -> Refusal {
        Refusal(Box::new(e))
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// What a path is, when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Folder,
    Pipe,
    Socket,
    Device,
    Other,
}

impl std::fmt::Display for FileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileKind::Folder => "a folder",
            FileKind::Pipe => "a named pipe",
            FileKind::Socket => "a socket",
            FileKind::Device => "a device",
            FileKind::Other => "something else",
        })
    }
}

/// What a path is, when it is not a regular file.
fn kind_of(meta: &fs::Metadata) -> FileKind {
    use crate::platform::files::{Kind, kind};
    match kind(meta) {
        Kind::Folder => FileKind::Folder,
        Kind::Pipe => FileKind::Pipe,
        Kind::Socket => FileKind::Socket,
        Kind::Device => FileKind::Device,
        Kind::File | Kind::Other => FileKind::Other,
    }
}

/// Refuses a path that exists and is not a regular file (a folder, a device, a pipe); true when
/// it exists. Symbolic links are followed.
pub fn check_regular(path: &Path) -> Result<bool, StoreError> {
    match fs::metadata(path) {
        Ok(m) if m.is_file() => Ok(true),
        Ok(m) => Err(StoreError::NotAFile { path: path.into(), kind: kind_of(&m) }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(source) => Err(StoreError::Read { path: path.into(), source }),
    }
}

/// Reads a regular file, at most `limit` bytes (a longer file is an error): never a pipe or a
/// device, which could block or never end.
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, StoreError> {
    let err = |source| StoreError::Read { path: path.into(), source };
    if !check_regular(path)? {
        return Err(err(std::io::ErrorKind::NotFound.into()));
    }
    // Opened without blocking, in case it became a pipe since it was looked at.
    let f = crate::platform::files::open_to_read(path).map_err(err)?;
    let meta = f.metadata().map_err(err)?;
    if !meta.is_file() {
        return Err(StoreError::NotAFile { path: path.into(), kind: kind_of(&meta) });
    }
    let mut bytes = Vec::new();
    f.take(limit + 1).read_to_end(&mut bytes).map_err(err)?;
    if bytes.len() as u64 > limit {
        return Err(StoreError::TooLarge { path: path.into(), limit });
    }
    Ok(bytes)
}

/// Reads a user's text file (settings, key maps, a board): `Ok(None)` when there is none; an
/// error says why it cannot be used (not a regular file, too large, not UTF-8 text...).
pub fn read_text(path: &Path, limit: u64) -> Result<Option<String>, StoreError> {
    match read_regular(path, limit) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => Ok(Some(t)),
            Err(e) => Err(StoreError::NotUtf8 { path: path.into(), line: bad_utf8_line(&e) }),
        },
        Err(StoreError::Read { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// The line (from 1) of the first byte that is not UTF-8.
pub fn bad_utf8_line(e: &std::string::FromUtf8Error) -> usize {
    e.as_bytes()[..e.utf8_error().valid_up_to()].iter().filter(|b| **b == b'\n').count() + 1
}

/// Moves an unreadable save aside (`NAME.unreadable`, `NAME.unreadable-2`, ...), never over
/// another file; the new name, or `None` if it could not be moved (or is not a regular file).
pub fn move_aside(path: &Path) -> Option<PathBuf> {
    move_aside_as(path, "unreadable")
}

/// Moves a user's file aside as `NAME.WORD`, `NAME.WORD-2`, ..., never over another file, and
/// only a regular file; the new name, or `None` if it could not be moved.
pub fn move_aside_as(path: &Path, word: &str) -> Option<PathBuf> {
    if !fs::symlink_metadata(path).is_ok_and(|m| m.is_file()) {
        return None;
    }
    let name = path.file_name()?.to_string_lossy().into_owned();
    for n in 1..1000 {
        let suffix = if n == 1 { String::new() } else { format!("-{n}") };
        let aside = path.with_file_name(format!("{name}.{word}{suffix}"));
        if fs::symlink_metadata(&aside).is_err() {
            return crate::platform::files::replace(path, &aside).ok().map(|_| aside);
        }
    }
    None
}

/// Writes `bytes` to `path` through a temporary file, fsync and rename. Only a regular file (or
/// a missing one) is replaced: a folder, a device or a pipe at `path` is refused, untouched. A
/// symbolic link is kept, and the file it points to replaced.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    write_as(path, bytes, false)
}

/// [`write_atomic`] for a file holding a secret (a save, the phones' join code): readable and
/// writable by its owner only, from the moment it is created.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    write_as(path, bytes, true)
}

fn write_as(path: &Path, bytes: &[u8], private: bool) -> Result<(), StoreError> {
    check_regular(path)?;
    let target = link_target(path).map_err(|source| StoreError::Write { path: path.into(), source })?;
    let path = target.as_path();
    let err = |source| StoreError::Write { path: path.into(), source };
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "save".into());
    let (tmp, mut f) = temp_file(dir, &name, private).map_err(err)?;
    let written = f.write_all(bytes).and_then(|_| f.sync_all());
    drop(f);
    // Put in place in one step (on Windows, waiting a moment for a program that holds the old
    // file: `platform::files::replace`).
    if let Err(e) = written.and_then(|_| crate::platform::files::replace(&tmp, path)) {
        let _ = fs::remove_file(&tmp);
        return Err(err(e));
    }
    // Make the rename itself durable, where the system can sync a folder.
    crate::platform::files::sync_folder(dir);
    Ok(())
}

/// Where a path's symbolic links lead (the path itself when it is not a link), even to a file
/// that does not exist yet.
fn link_target(path: &Path) -> std::io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        if !fs::symlink_metadata(&p).is_ok_and(|m| m.file_type().is_symlink()) {
            return Ok(p);
        }
        let to = fs::read_link(&p)?;
        p = if to.is_absolute() { to } else { p.parent().unwrap_or(Path::new(".")).join(to) };
    }
    Err(std::io::Error::other("too many symbolic links"))
}

/// A new temporary file beside the target, created fresh (never through a link or a pipe left
/// there): `.NAME.tmp`, or `.NAME.tmp-2`... when that name is taken by something else;
/// `private`: readable and writable by its owner only.
fn temp_file(dir: &Path, name: &str, private: bool) -> std::io::Result<(PathBuf, File)> {
    let mut last = None;
    for n in 1..100 {
        let suffix = if n == 1 { String::new() } else { format!("-{n}") };
        let tmp = dir.join(format!(".{name}.tmp{suffix}"));
        // A temporary file left by a crash is ours to replace; anything else is left alone.
        if fs::symlink_metadata(&tmp).is_ok_and(|m| m.is_file()) {
            let _ = fs::remove_file(&tmp);
        }
        match crate::platform::files::create_new(&tmp, private) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::ErrorKind::AlreadyExists.into()))
}
