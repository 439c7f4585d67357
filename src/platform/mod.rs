//! What differs between operating systems, and only that: one module per concern, each with
//! its Unix and its Windows side written next to each other. Nowhere else in Vigie does a
//! `cfg(unix)`, `cfg(windows)` or `cfg(target_os)` appear (`tests/tests/layers.rs` checks it),
//! apart from the output layer's own platform module (`output/platform`: the table's speech
//! engines and the private voice), which implements that layer's traits.
//!
//! - [`files`]: what a path is (a folder, a pipe, a device), opening a file to read without
//!   blocking, a file only its owner may read, replacing a file by another, whether a process
//!   still runs;
//! - [`stderr`]: standard error sent to a log file while a full-screen mode runs, and given back;
//! - [`dirs`]: where the user's settings, data and state folders are;
//! - [`bell`]: a doorbell the phones' server rings, waited on beside the terminal's keys;
//! - [`one_allocation_arena`]: the memory allocator's arenas (Linux with the GNU C library).
//!
//! This module imports nothing from the rest of Vigie: it is the bottom layer.

pub mod bell;
pub mod dirs;
pub mod files;
pub mod stderr;

/// The operating system Vigie was built for, in words for the log and `--version`.
pub const SYSTEM: &str = std::env::consts::OS;

/// Vigie's threads (speech, sounds, the phones' server, the gamepads, the terminal) share one
/// memory arena of the C library's allocator, which would otherwise keep one a thread: with
/// speech, sounds and six phones, that held 4 to 5 MB more of resident memory through a game
/// (`docs/benchmarks.md`). Its threads allocate little, so sharing costs no time to speak of.
/// Called first in `main`, before any thread starts. Elsewhere (Windows, another C library)
/// nothing to do.
pub fn one_allocation_arena() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` changes a setting of the allocator and nothing else; no other thread
    // runs yet.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
    }
}
