//! Where Vigie keeps its files, worked out in this one place with the `directories` crate.
//!
//! | folder | Linux | macOS | Windows |
//! | --- | --- | --- | --- |
//! | config | `$XDG_CONFIG_HOME/vigie`, or `~/.config/vigie` | `~/Library/Application Support/Vigie` | `%APPDATA%\Vigie\config` |
//! | data | `$XDG_DATA_HOME/vigie`, or `~/.local/share/vigie` | `~/Library/Application Support/Vigie` | `%APPDATA%\Vigie\data` |
//! | state | `$XDG_STATE_HOME/vigie`, or `~/.local/state/vigie` | the data folder | `%LOCALAPPDATA%\Vigie\data` |
//!
//! On Linux an `XDG_*` variable is used when it holds an absolute path (the XDG specification
//! says to ignore a relative one); on Windows, `APPDATA` and `LOCALAPPDATA` likewise
//! (`platform::dirs`). macOS and Windows have no state folder: the log goes to the local data
//! folder. `docs/files.md` says which file lives where.

use crate::platform::dirs::{Folders, folders};
use std::path::PathBuf;

/// The folders of the user running Vigie.
fn project() -> Option<Folders> {
    folders()
}

/// Settings and the table's own maps and board: `settings.toml`, `keys.toml`, `pad.toml`,
/// `board.toml`. `None` when the user has no home folder.
pub fn config_dir() -> Option<PathBuf> {
    project().map(|p| p.config)
}

/// What Vigie keeps between games: the game in progress (`game.json`) and the epilogues the table
/// unlocked (`epilogues.json`).
pub fn data_dir() -> Option<PathBuf> {
    project().map(|p| p.data)
}

/// What only helps to find a problem: the log of the sound library's messages (`vigie.log`).
pub fn state_dir() -> Option<PathBuf> {
    project().map(|p| p.state)
}

/// Where a running Vigie writes its phones' page address and code (`phones.json`, in the state
/// folder), for `vigie phones`.
pub fn phones_file() -> Option<PathBuf> {
    state_dir().map(|d| d.join("phones.json"))
}

/// The settings file, `settings.toml` in the config folder.
pub fn settings_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("settings.toml"))
}
