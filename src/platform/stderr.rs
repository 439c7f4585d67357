//! Standard error sent to a log file while a full-screen mode runs (sound and speech libraries
//! write there, and their lines would break the screen and a screen reader's reading), then
//! given back.
//!
//! Unix: file descriptor 2 is pointed at the file (`dup2`), and back. Windows: the process's
//! standard error handle is set to the file (`SetStdHandle`), and back; Rust's own writes and
//! the libraries that ask for the handle follow it.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::Path;

/// Standard error in a file, until this is dropped.
pub struct Redirected {
    saved: imp::Saved,
    /// The log, kept open while standard error points at it.
    _file: File,
}

/// Sends standard error to the end of the file at `path` (created if need be).
pub fn to_file(path: &Path) -> io::Result<Redirected> {
    let file = OpenOptions::new().create(true).append(true).open(path)?;
    let saved = imp::redirect(&file)?;
    Ok(Redirected { saved, _file: file })
}

impl Drop for Redirected {
    fn drop(&mut self) {
        imp::give_back(&self.saved);
    }
}

#[cfg(unix)]
mod imp {
    use std::fs::File;
    use std::io;
    use std::os::fd::AsRawFd;

    /// A copy of the descriptor standard error had.
    pub(super) struct Saved(i32);

    pub(super) fn redirect(file: &File) -> io::Result<Saved> {
        // SAFETY: dup of an open descriptor (standard error); the copy is ours until given back.
        let saved = unsafe { libc::dup(2) };
        if saved < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: dup2 on two open descriptors.
        if unsafe { libc::dup2(file.as_raw_fd(), 2) } < 0 {
            let e = io::Error::last_os_error();
            // SAFETY: closing the copy made above.
            unsafe { libc::close(saved) };
            return Err(e);
        }
        Ok(Saved(saved))
    }

    pub(super) fn give_back(saved: &Saved) {
        // SAFETY: dup2 then close of the copy made in `redirect`.
        unsafe {
            libc::dup2(saved.0, 2);
            libc::close(saved.0);
        }
    }
}

#[cfg(windows)]
mod imp {
    use std::fs::File;
    use std::io;
    use std::os::windows::io::AsRawHandle;
    use windows_sys::Win32::Foundation::HANDLE;
    use windows_sys::Win32::System::Console::{GetStdHandle, STD_ERROR_HANDLE, SetStdHandle};

    /// The handle standard error had (it stays open: it belongs to the console).
    pub(super) struct Saved(HANDLE);

    pub(super) fn redirect(file: &File) -> io::Result<Saved> {
        // SAFETY: reading and setting the process's standard handles; the file outlives the
        // redirection (kept in `Redirected`).
        unsafe {
            let saved = GetStdHandle(STD_ERROR_HANDLE);
            if SetStdHandle(STD_ERROR_HANDLE, file.as_raw_handle() as HANDLE) == 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(Saved(saved))
        }
    }

    pub(super) fn give_back(saved: &Saved) {
        // SAFETY: puts back the handle read in `redirect`.
        unsafe {
            SetStdHandle(STD_ERROR_HANDLE, saved.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn standard_error_goes_to_the_file_and_comes_back() {
        let path = std::env::temp_dir().join(format!("vigie-stderr-{}.log", std::process::id()));
        let _ = std::fs::remove_file(&path);
        {
            let _r = to_file(&path).unwrap();
            let mut e = io::stderr().lock();
            writeln!(e, "into the log").unwrap();
            e.flush().unwrap();
        }
        // Given back: this line reaches the test's own standard error, not the file.
        writeln!(io::stderr(), "(standard error given back by the redirection test)").unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("into the log"), "{text:?}");
        assert!(!text.contains("given back"), "{text:?}");
        let _ = std::fs::remove_file(&path);
    }
}
