//! Files, as each system has them: what a path is, opening a file to read without blocking on
//! a pipe, a file only its owner may read, replacing a file by another (the last step of every
//! save), and whether a process still runs.
//!
//! | | Unix | Windows |
//! | --- | --- | --- |
//! | kinds | folder, named pipe, socket, device, other | folder, other (pipes and devices are not paths of the file system) |
//! | opening to read | `O_NONBLOCK`: a path that became a pipe since it was checked cannot block | a plain open |
//! | a private file | created with mode 0600 | created in the user's own folders, whose access list already keeps other users out |
//! | replacing | `rename` over the old file, atomic | `rename` (`MoveFileEx` with replace), tried again for up to 2 s while another program (an antivirus, a search indexer, a backup) holds the old file; a read-only old file is replaced as on Unix |
//! | a process runs | `kill(pid, 0)` | `OpenProcess` and its exit code |

use std::fs::{File, Metadata};
use std::io;
use std::path::Path;

/// What a path is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A regular file.
    File,
    Folder,
    Pipe,
    Socket,
    Device,
    Other,
}

/// What the path these metadata describe is (symbolic links already followed by the caller).
pub fn kind(meta: &Metadata) -> Kind {
    if meta.is_file() {
        Kind::File
    } else if meta.is_dir() {
        Kind::Folder
    } else {
        imp::special_kind(meta)
    }
}

/// Opens a file to read it, never blocking on what is not a regular file.
pub fn open_to_read(path: &Path) -> io::Result<File> {
    imp::open_to_read(path)
}

/// Creates (or empties) a file that only its owner may read and write.
pub fn create_private(path: &Path) -> io::Result<File> {
    imp::create_private(path)
}

/// Creates a new file, failing if anything is at `path` already (never through a link or a pipe
/// left there); `private`: only its owner may read and write it.
pub fn create_new(path: &Path, private: bool) -> io::Result<File> {
    imp::create_new(path, private)
}

/// Whether only the file's owner may read and write it, where the system says so in the file's
/// own mode (`None` on Windows, where the folder's access list decides).
pub fn owner_only(meta: &Metadata) -> Option<bool> {
    imp::owner_only(meta)
}

/// Puts `from` in place of `to` (replacing `to` if it exists), in one step where the system
/// allows it: a crash leaves the old file or the new one.
pub fn replace(from: &Path, to: &Path) -> io::Result<()> {
    imp::replace(from, to)
}

/// Makes a folder's entries durable (after a file was renamed in it), where the system lets a
/// folder be synced; best effort.
pub fn sync_folder(dir: &Path) {
    imp::sync_folder(dir);
}

/// True while the process numbered `pid` runs.
pub fn process_runs(pid: u32) -> bool {
    imp::process_runs(pid)
}

#[cfg(unix)]
mod imp {
    use super::Kind;
    use std::fs::{self, File, Metadata};
    use std::io;
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    use std::path::Path;

    pub(super) fn special_kind(meta: &Metadata) -> Kind {
        let t = meta.file_type();
        if t.is_fifo() {
            Kind::Pipe
        } else if t.is_socket() {
            Kind::Socket
        } else if t.is_block_device() || t.is_char_device() {
            Kind::Device
        } else {
            Kind::Other
        }
    }

    pub(super) fn open_to_read(path: &Path) -> io::Result<File> {
        fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path)
    }

    pub(super) fn create_private(path: &Path) -> io::Result<File> {
        fs::OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(path)
    }

    pub(super) fn create_new(path: &Path, private: bool) -> io::Result<File> {
        let mut options = fs::OpenOptions::new();
        options.write(true).create_new(true);
        if private {
            options.mode(0o600);
        }
        options.open(path)
    }

    pub(super) fn owner_only(meta: &Metadata) -> Option<bool> {
        use std::os::unix::fs::PermissionsExt;
        Some(meta.permissions().mode() & 0o077 == 0)
    }

    pub(super) fn replace(from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    pub(super) fn sync_folder(dir: &Path) {
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
    }

    pub(super) fn process_runs(pid: u32) -> bool {
        let Ok(pid) = libc::pid_t::try_from(pid) else { return false };
        // SAFETY: signal 0 sends nothing; it only asks whether the process exists.
        unsafe { libc::kill(pid, 0) == 0 }
    }
}

#[cfg(windows)]
mod imp {
    use super::Kind;
    use std::fs::{self, File, Metadata};
    use std::io;
    use std::path::Path;
    use std::time::{Duration, Instant};

    pub(super) fn special_kind(_meta: &Metadata) -> Kind {
        Kind::Other
    }

    pub(super) fn open_to_read(path: &Path) -> io::Result<File> {
        File::open(path)
    }

    pub(super) fn create_private(path: &Path) -> io::Result<File> {
        fs::OpenOptions::new().write(true).create(true).truncate(true).open(path)
    }

    pub(super) fn create_new(path: &Path, _private: bool) -> io::Result<File> {
        fs::OpenOptions::new().write(true).create_new(true).open(path)
    }

    pub(super) fn owner_only(_: &Metadata) -> Option<bool> {
        None
    }

    /// How long a file held by another program is waited for.
    const HELD: Duration = Duration::from_secs(2);

    /// Windows error codes: access denied, and a file in use by another program.
    const ACCESS_DENIED: i32 = 5;
    const SHARING_VIOLATION: i32 = 32;

    pub(super) fn replace(from: &Path, to: &Path) -> io::Result<()> {
        let deadline = Instant::now() + HELD;
        let mut cleared = false;
        loop {
            let e = match fs::rename(from, to) {
                Ok(()) => return Ok(()),
                Err(e) => e,
            };
            if !matches!(e.raw_os_error(), Some(ACCESS_DENIED | SHARING_VIOLATION)) {
                return Err(e);
            }
            // A read-only file is replaced, as a rename replaces it on Unix.
            if !cleared
                && let Ok(meta) = fs::metadata(to)
                && meta.is_file()
                && meta.permissions().readonly()
            {
                cleared = true;
                let mut p = meta.permissions();
                // On Windows this clears the read-only attribute, nothing more.
                #[allow(clippy::permissions_set_readonly_false)]
                p.set_readonly(false);
                if fs::set_permissions(to, p).is_ok() {
                    continue;
                }
            }
            if Instant::now() >= deadline {
                return Err(e);
            }
            // Another program (an antivirus, a search indexer) has the file open for a moment.
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub(super) fn sync_folder(_dir: &Path) {
        // NTFS journals a rename; a folder cannot be opened as a file to sync it.
    }

    pub(super) fn process_runs(pid: u32) -> bool {
        use windows_sys::Win32::Foundation::{CloseHandle, ERROR_ACCESS_DENIED, GetLastError, STILL_ACTIVE};
        use windows_sys::Win32::System::Threading::{
            GetExitCodeProcess, OpenProcess, PROCESS_QUERY_LIMITED_INFORMATION,
        };
        // SAFETY: a handle opened here is closed here; the exit code is written to a local.
        unsafe {
            let h = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, 0, pid);
            if h.is_null() {
                // Another user's process exists but cannot be looked into.
                return GetLastError() == ERROR_ACCESS_DENIED;
            }
            let mut code = 0u32;
            let ok = GetExitCodeProcess(h, &mut code) != 0;
            CloseHandle(h);
            ok && code == STILL_ACTIVE as u32
        }
    }
}

/// For the tests: what this system can put in the file system besides files and folders.
#[cfg(test)]
pub(crate) mod special {
    use std::path::{Path, PathBuf};

    /// Makes a named pipe at `path`; false where the file system has none (Windows).
    pub(crate) fn pipe(path: &Path) -> bool {
        imp::pipe(path)
    }

    /// A device in the file system (`/dev/null`), where there is one.
    pub(crate) fn device() -> Option<PathBuf> {
        imp::device()
    }

    /// A symbolic link at `link` to `to`; false where the user may not make one.
    pub(crate) fn symlink(to: &Path, link: &Path) -> bool {
        imp::symlink(to, link)
    }

    #[cfg(unix)]
    mod imp {
        use std::path::{Path, PathBuf};

        pub(super) fn pipe(path: &Path) -> bool {
            let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
            // SAFETY: a nul-terminated path.
            unsafe { libc::mkfifo(c.as_ptr(), 0o600) == 0 }
        }

        pub(super) fn device() -> Option<PathBuf> {
            Some("/dev/null".into())
        }

        pub(super) fn symlink(to: &Path, link: &Path) -> bool {
            std::os::unix::fs::symlink(to, link).is_ok()
        }
    }

    #[cfg(windows)]
    mod imp {
        use std::path::{Path, PathBuf};

        pub(super) fn pipe(_path: &Path) -> bool {
            false
        }

        pub(super) fn device() -> Option<PathBuf> {
            None
        }

        pub(super) fn symlink(to: &Path, link: &Path) -> bool {
            // Windows lets only some users make links (and Wine makes some that are not).
            std::os::windows::fs::symlink_file(to, link).is_ok()
                && std::fs::symlink_metadata(link).is_ok_and(|m| m.file_type().is_symlink())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("vigie-platform-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn a_file_replaces_another_even_one_held_open_or_read_only() {
        let d = dir("replace");
        let (new, old) = (d.join("new"), d.join("old"));
        std::fs::write(&old, "old").unwrap();
        std::fs::write(&new, "new").unwrap();
        replace(&new, &old).unwrap();
        assert_eq!(std::fs::read_to_string(&old).unwrap(), "new");
        assert!(!new.exists());
        // Held open for a moment by another reader (an antivirus, a search indexer): on Windows
        // the rename is refused while it is (Wine refuses it even with the sharing std asks
        // for), and tried again until the reader lets go.
        let reader = File::open(&old).unwrap();
        let let_go = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(300));
            drop(reader);
        });
        std::fs::write(&new, "newer").unwrap();
        replace(&new, &old).unwrap();
        let_go.join().unwrap();
        assert_eq!(std::fs::read_to_string(&old).unwrap(), "newer");
        // Read-only: replaced all the same.
        let mut p = std::fs::metadata(&old).unwrap().permissions();
        p.set_readonly(true);
        std::fs::set_permissions(&old, p).unwrap();
        std::fs::write(&new, "newest").unwrap();
        replace(&new, &old).unwrap();
        assert_eq!(std::fs::read_to_string(&old).unwrap(), "newest");
        // Nothing to move: an error, the old file untouched.
        assert!(replace(&d.join("missing"), &old).is_err());
        assert_eq!(std::fs::read_to_string(&old).unwrap(), "newest");
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn kinds_and_processes() {
        let d = dir("kinds");
        assert_eq!(kind(&std::fs::metadata(&d).unwrap()), Kind::Folder);
        let f = d.join("f");
        drop(create_private(&f).unwrap());
        assert_eq!(kind(&std::fs::metadata(&f).unwrap()), Kind::File);
        #[cfg(unix)]
        assert_eq!(
            std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(&f).unwrap().permissions()) & 0o777,
            0o600
        );
        let p = d.join("p");
        if special::pipe(&p) {
            assert_eq!(kind(&std::fs::metadata(&p).unwrap()), Kind::Pipe);
            // Opened to read without waiting for a writer.
            assert!(open_to_read(&p).is_ok());
        }
        if let Some(dev) = special::device() {
            assert_eq!(kind(&std::fs::metadata(dev).unwrap()), Kind::Device);
        }
        assert!(open_to_read(&f).is_ok());
        assert!(process_runs(std::process::id()));
        // A process that has ended.
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .arg("--list")
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let pid = child.id();
        child.wait().unwrap();
        assert!(!process_runs(pid));
        let _ = std::fs::remove_dir_all(&d);
    }
}
