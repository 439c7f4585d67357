//! A doorbell for the interface's loop: the phones' server rings it after each of its events,
//! and the loop waits on it and on the terminal's keys together, so that phones cost nothing
//! while nothing happens and their news is read at once.
//!
//! | | Unix | Windows |
//! | --- | --- | --- |
//! | the bell | a non-blocking pipe; a ring is one byte written | none: the loop reads the phones every 20 ms while they run |
//! | the wait | `poll` on the keys' descriptor and the pipe | (no bell) |

use std::sync::Arc;
use std::time::Duration;

/// What the ringer is: called from any thread, as often as the phones have news.
pub type Ringer = Arc<dyn Fn() + Send + Sync>;

/// A bell the loop can wait on beside the terminal's keys.
pub struct Doorbell(imp::Bell);

impl Doorbell {
    /// A bell beside the keys of standard input, if the keys come from a terminal there and the
    /// system has such bells.
    pub fn beside_keys() -> Option<Doorbell> {
        imp::Bell::beside_keys().map(Doorbell)
    }

    /// A bell with no keys beside it (a test's, or a loop without a terminal), where the system
    /// has such bells.
    pub fn alone() -> Option<Doorbell> {
        imp::Bell::alone().map(Doorbell)
    }

    /// What the phones' server calls to ring it.
    pub fn ringer(&self) -> Ringer {
        self.0.ringer()
    }

    /// Waits until a key may be read or the bell rang, at most `wait`; the bell is emptied.
    pub fn wait(&self, wait: Duration) {
        self.0.wait(wait);
    }
}

#[cfg(unix)]
mod imp {
    use super::Ringer;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    use std::sync::Arc;
    use std::time::Duration;

    pub(super) struct Bell {
        fds: Arc<[OwnedFd; 2]>,
        /// Where the keys come from, if anywhere.
        input: Option<libc::c_int>,
    }

    impl Bell {
        pub(super) fn beside_keys() -> Option<Bell> {
            // SAFETY: isatty only looks at descriptor 0.
            if unsafe { libc::isatty(libc::STDIN_FILENO) } != 1 {
                return None;
            }
            Bell::with_input(Some(libc::STDIN_FILENO))
        }

        pub(super) fn alone() -> Option<Bell> {
            Bell::with_input(None)
        }

        fn with_input(input: Option<libc::c_int>) -> Option<Bell> {
            let mut fds = [0; 2];
            // SAFETY: pipe2 fills the two descriptors, owned from here on.
            if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_NONBLOCK | libc::O_CLOEXEC) } != 0 {
                return None;
            }
            // SAFETY: both were just opened, and nothing else owns them.
            let owned = unsafe { [OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])] };
            Some(Bell { fds: Arc::new(owned), input })
        }

        pub(super) fn ringer(&self) -> Ringer {
            let fds = Arc::clone(&self.fds);
            Arc::new(move || {
                // SAFETY: a one-byte write to the pipe this closure keeps open (a full pipe has
                // rung already).
                let _ = unsafe { libc::write(fds[1].as_raw_fd(), [1u8].as_ptr().cast(), 1) };
            })
        }

        pub(super) fn wait(&self, wait: Duration) {
            let bell = self.fds[0].as_raw_fd();
            let mut fds = [
                libc::pollfd { fd: bell, events: libc::POLLIN, revents: 0 },
                libc::pollfd { fd: self.input.unwrap_or(-1), events: libc::POLLIN, revents: 0 },
            ];
            let count = if self.input.is_some() { 2 } else { 1 };
            let ms = libc::c_int::try_from(wait.as_millis()).unwrap_or(libc::c_int::MAX);
            // SAFETY: `count` valid pollfd entries; a signal or an error only ends the wait early.
            unsafe { libc::poll(fds.as_mut_ptr(), count, ms) };
            let mut buf = [0u8; 64];
            // SAFETY: reads from the bell's own (non-blocking) end until it is empty.
            while unsafe { libc::read(bell, buf.as_mut_ptr().cast(), buf.len()) } > 0 {}
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;
        use std::time::Instant;

        /// The wait sleeps while nothing happens (no polling), and a key or a ring wakes it.
        #[test]
        fn the_wait_sleeps_while_nothing_happens_and_a_key_or_a_ring_wakes_it() {
            let mut keys = [0; 2];
            // SAFETY: a plain pipe standing for the terminal's keys.
            assert_eq!(unsafe { libc::pipe(keys.as_mut_ptr()) }, 0);
            let bell = Bell::with_input(Some(keys[0])).unwrap();
            let start = Instant::now();
            bell.wait(Duration::from_millis(300));
            assert!(start.elapsed() >= Duration::from_millis(250), "woke after {:?}", start.elapsed());
            // SAFETY: one byte to the keys' pipe.
            assert_eq!(unsafe { libc::write(keys[1], b"x".as_ptr().cast(), 1) }, 1);
            let start = Instant::now();
            bell.wait(Duration::from_secs(30));
            assert!(start.elapsed() < Duration::from_secs(10));
            // SAFETY: the byte is read back, the pipe closed.
            unsafe {
                libc::read(keys[0], [0u8; 1].as_mut_ptr().cast(), 1);
                libc::close(keys[0]);
                libc::close(keys[1]);
            }
            let ring = bell.ringer();
            let ringing = std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(100));
                ring();
            });
            let start = Instant::now();
            bell.wait(Duration::from_secs(30));
            assert!(start.elapsed() < Duration::from_secs(10));
            ringing.join().unwrap();
        }
    }
}

#[cfg(windows)]
mod imp {
    use super::Ringer;
    use std::time::Duration;

    /// Windows has no bell here: the console's keys are not a descriptor `poll` can wait on
    /// beside a pipe, so the loop reads the phones every 20 ms while they run.
    pub(super) enum Bell {}

    impl Bell {
        pub(super) fn beside_keys() -> Option<Bell> {
            None
        }

        pub(super) fn alone() -> Option<Bell> {
            None
        }

        pub(super) fn ringer(&self) -> Ringer {
            match *self {}
        }

        pub(super) fn wait(&self, _: Duration) {
            match *self {}
        }
    }
}
