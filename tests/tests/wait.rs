//! Waiting for what a test expects, never for a time: a condition looked at again and again
//! until it holds, with a generous deadline and a message that says what never came.
//!
//! A test that needs a time to pass because the time is what it tests ("nothing happens within
//! the grace") sleeps on its own, and says so beside the sleep.

use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How long a test waits for what it expects before it fails: generous, since a loaded machine
/// (the whole suite, two cores shared) can be slow; what is expected usually comes in a moment.
pub(super) const DEADLINE: Duration = Duration::from_secs(30);

/// How often the condition is looked at again.
const POLL: Duration = Duration::from_millis(10);

/// Looks at `found` until it gives something, for at most `limit`; fails then, saying `what`
/// never came (with what was seen instead, if `what` says it).
pub(super) fn for_some<T>(limit: Duration, what: impl FnOnce() -> String, mut found: impl FnMut() -> Option<T>) -> T {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(v) = found() {
            return v;
        }
        if Instant::now() >= deadline {
            panic!("waited {limit:?} in vain: {}", what());
        }
        std::thread::sleep(POLL);
    }
}

/// Looks at `done` until it holds, for at most `limit`; fails then, saying `what` never came.
pub(super) fn until(limit: Duration, what: impl FnOnce() -> String, mut done: impl FnMut() -> bool) {
    for_some(limit, what, || done().then_some(()))
}

/// Tests that load the whole machine (several browsers at once, floods of connections) hold
/// this while they run, one at a time: run side by side on two cores, one starved the other's
/// browser pages for longer than a phone's grace (a page "went away" in the middle of a game).
pub(super) fn alone_among_the_heavy() -> MutexGuard<'static, ()> {
    static HEAVY: Mutex<()> = Mutex::new(());
    // A heavy test that failed holding it leaves it as good as free.
    HEAVY.lock().unwrap_or_else(|e| e.into_inner())
}
