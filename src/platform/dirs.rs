//! Where the user's folders are: settings (config), what is kept between games (data), and what
//! only helps to find a problem (state), each with Vigie's own folder inside.
//!
//! Both systems go through the `directories` crate. On Linux an `XDG_*` variable holding an
//! absolute path wins (the crate reads them). On Windows the crate asks the system for the
//! known folders; `APPDATA` and `LOCALAPPDATA`, when they hold an absolute path, win, as the
//! `XDG_*` variables do on Linux (a portable copy, or a test, points them elsewhere).

use std::path::PathBuf;

/// Vigie's folders for the user running it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Folders {
    pub config: PathBuf,
    pub data: PathBuf,
    /// The state folder (Linux), or the local data folder where there is none.
    pub state: PathBuf,
}

/// Vigie's folders, or `None` when the user has no home folder.
pub fn folders() -> Option<Folders> {
    imp::folders()
}

/// From the `directories` crate: Linux `vigie` (lower case), macOS and Windows `Vigie`.
fn from_directories() -> Option<Folders> {
    let p = directories::ProjectDirs::from("", "", "Vigie")?;
    Some(Folders {
        config: p.config_dir().to_path_buf(),
        data: p.data_dir().to_path_buf(),
        state: p.state_dir().unwrap_or_else(|| p.data_local_dir()).to_path_buf(),
    })
}

#[cfg(not(windows))]
mod imp {
    pub(super) fn folders() -> Option<super::Folders> {
        super::from_directories()
    }
}

#[cfg(windows)]
mod imp {
    use std::path::PathBuf;

    /// An environment variable holding an absolute path.
    fn absolute(var: &str) -> Option<PathBuf> {
        std::env::var_os(var).map(PathBuf::from).filter(|p| p.is_absolute())
    }

    pub(super) fn folders() -> Option<super::Folders> {
        let known = super::from_directories();
        let roaming = absolute("APPDATA").map(|d| d.join("Vigie"));
        let local = absolute("LOCALAPPDATA").map(|d| d.join("Vigie"));
        let config = roaming.as_ref().map(|d| d.join("config")).or_else(|| known.as_ref().map(|k| k.config.clone()))?;
        let data = roaming.as_ref().map(|d| d.join("data")).or_else(|| known.as_ref().map(|k| k.data.clone()))?;
        let state = local.map(|d| d.join("data")).or_else(|| known.as_ref().map(|k| k.state.clone()))?;
        Some(super::Folders { config, data, state })
    }
}
