//! What the tests do differently on each system, in this one file (the library's is
//! `src/platform/`). A test that needs a component only Linux has here (PulseAudio,
//! speech-dispatcher, tmux, headless Chromium) is marked
//! `#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: WHY")]` (the flag is set by
//! `build.rs` for every other system), and `./setup.sh test-windows` counts those left out.

use std::path::Path;

/// A variable naming a base folder, and Vigie's folder inside it, as the binary reads them:
/// `(variable, folders)`. A test points the variable at a folder of its own.
pub(super) type Place = (&'static str, &'static [&'static str]);

/// Where the settings and the maps go (`settings.toml`, `keys.toml`, `pad.toml`).
pub(super) const CONFIG: Place = imp::CONFIG;
/// Where saves and epilogues go.
pub(super) const DATA: Place = imp::DATA;
/// Where the log and the phones' file go.
pub(super) const STATE: Place = imp::STATE;

/// Vigie's folder for `place` when its variable names `base`.
pub(super) fn inside(base: &Path, place: Place) -> std::path::PathBuf {
    place.1.iter().fold(base.to_path_buf(), |p, f| p.join(f))
}

/// True when a program listens on the Unix socket at `path`.
pub(super) fn unix_socket_listens(path: &Path) -> bool {
    imp::unix_socket_listens(path)
}

/// Makes a named pipe at `path`; false where the file system has none (Windows).
pub(super) fn make_pipe(path: &Path) -> bool {
    imp::make_pipe(path)
}

/// True where the file system has devices: `/dev/null`, `/dev/zero` (which never ends) and
/// `/dev/full` (always full).
pub(super) fn has_devices() -> bool {
    imp::has_devices()
}

/// Makes `link` a symbolic link to `target`; false where the test cannot make one (Windows asks
/// for a privilege).
pub(super) fn symlink(target: &Path, link: &Path) -> bool {
    imp::symlink(target, link)
}

/// The CPU time (user and system, in seconds) the process `pid` has used so far, where the
/// system tells it to a test as a file (Linux's `/proc`); the benchmark asking it runs in tmux,
/// on Linux only.
pub(super) fn cpu_seconds(pid: &str) -> Option<f64> {
    imp::cpu_seconds(pid)
}

#[cfg(unix)]
mod imp {
    use super::Place;
    use std::path::Path;

    pub(super) const CONFIG: Place = ("XDG_CONFIG_HOME", &["vigie"]);
    pub(super) const DATA: Place = ("XDG_DATA_HOME", &["vigie"]);
    pub(super) const STATE: Place = ("XDG_STATE_HOME", &["vigie"]);

    pub(super) fn unix_socket_listens(path: &Path) -> bool {
        std::os::unix::net::UnixStream::connect(path).is_ok()
    }

    pub(super) fn make_pipe(path: &Path) -> bool {
        std::process::Command::new("mkfifo").arg(path).status().is_ok_and(|s| s.success())
    }

    pub(super) fn has_devices() -> bool {
        true
    }

    pub(super) fn symlink(target: &Path, link: &Path) -> bool {
        std::os::unix::fs::symlink(target, link).is_ok()
    }

    pub(super) fn cpu_seconds(pid: &str) -> Option<f64> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // The fields after the command's name (which is in parentheses and may hold spaces).
        let after = &stat[stat.rfind(')')? + 2..];
        let fields: Vec<&str> = after.split(' ').collect();
        // utime and stime are the 14th and 15th fields of the whole line (11th and 12th here).
        let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
        // SAFETY: sysconf only reads a constant of the system.
        Some(ticks / unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64)
    }
}

#[cfg(windows)]
mod imp {
    use super::Place;
    use std::path::Path;

    pub(super) const CONFIG: Place = ("APPDATA", &["Vigie", "config"]);
    pub(super) const DATA: Place = ("APPDATA", &["Vigie", "data"]);
    pub(super) const STATE: Place = ("LOCALAPPDATA", &["Vigie", "data"]);

    pub(super) fn unix_socket_listens(_path: &Path) -> bool {
        false
    }

    pub(super) fn make_pipe(_path: &Path) -> bool {
        false
    }

    pub(super) fn has_devices() -> bool {
        false
    }

    pub(super) fn symlink(_target: &Path, _link: &Path) -> bool {
        false
    }

    pub(super) fn cpu_seconds(_pid: &str) -> Option<f64> {
        None
    }
}
