//! The terminal, as both full-screen modes take it: the table interface (`ui::term`) and the
//! Escape soundtrack (`escape::live`). One [`Console`] holds it: raw keys, standard error in
//! Vigie's log (the sound and speech libraries write there; their lines would break the screen
//! and a screen reader's reading), the alternate screen if asked for. Dropping it gives
//! everything back, whichever way the mode ends; a panic gives the terminal back first too.
//!
//! What differs between systems (how standard error is pointed at a file) is in
//! `platform::stderr`; crossterm drives both the Unix terminals and the Windows consoles.

use crossterm::style::{Attribute, ResetColor, SetAttribute};
use crossterm::{cursor, execute, terminal};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, Once};
use std::thread::ThreadId;

/// What the panic hook must give back, while a console is taken.
#[derive(Clone, Default)]
struct Taken {
    /// The thread that took the console (the one that draws and reads the keys).
    owner: Option<ThreadId>,
    raw: bool,
    screen: bool,
    /// Printed after the terminal is given back, on a panic.
    words: Option<String>,
}

/// The console taken now, if any (one at a time: the interface gives it back before the
/// soundtrack takes it).
static TAKEN: Mutex<Option<Taken>> = Mutex::new(None);

fn taken<T>(f: impl FnOnce(&mut Option<Taken>) -> T) -> T {
    let mut guard = TAKEN.lock().unwrap_or_else(|e| e.into_inner());
    f(&mut guard)
}

/// Gives the terminal back: attributes reset, cursor shown, main screen, cooked mode.
fn give_back(t: &Taken) {
    if t.screen {
        let _ = execute!(
            io::stdout(),
            SetAttribute(Attribute::Reset),
            ResetColor,
            cursor::Show,
            terminal::LeaveAlternateScreen
        );
    }
    if t.raw {
        let _ = terminal::disable_raw_mode();
    }
}

/// Installs, once, the panic hook that gives a taken console back before the panic is told.
fn install_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            // A panic in another thread (a sound or speech thread) leaves the game running: its
            // console stays taken, and the panic goes to the log with the rest of stderr.
            let t = taken(|t| taken_by(t, std::thread::current().id()));
            if let Some(t) = &t {
                give_back(t);
            }
            previous(info);
            if let Some(words) = t.and_then(|t| t.words) {
                println!("\r\n{words}\r");
            }
        }));
    });
}

/// The console taken, if `thread` took it (and then it is given back): what a panic in
/// `thread` must give back.
fn taken_by(slot: &mut Option<Taken>, thread: ThreadId) -> Option<Taken> {
    if slot.as_ref().is_some_and(|t| t.owner == Some(thread)) { slot.take() } else { None }
}

/// Vigie's log file, where standard error goes while a full-screen mode runs (`vigie.log` in
/// the state folder, which is made if need be).
pub fn log_file() -> Option<PathBuf> {
    let dir = crate::store::paths::state_dir()?;
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir.join("vigie.log"))
}

/// Runs `f` with standard error in Vigie's log, then gives it back: what a library writes while
/// it looks for a device is not for the user to read (a screen reader would say it all).
pub fn quietly<T>(f: impl FnOnce() -> T) -> T {
    let _redirected = log_file().and_then(|p| crate::platform::stderr::to_file(&p).ok());
    f()
}

/// The terminal, taken by a full-screen mode; given back when dropped.
pub struct Console {
    state: Taken,
    stderr: Option<crate::platform::stderr::Redirected>,
    log: Option<PathBuf>,
    given_back: bool,
}

impl Console {
    /// Puts the terminal in raw mode, then sends standard error to the log. Raw mode comes
    /// first, while standard error still reaches the user: a terminal that refuses it is said
    /// there. Refused raw mode is an error when `raw_required`; otherwise keys are read as
    /// lines come (a screen reader's plain lines need no raw mode).
    pub fn take(raw_required: bool) -> io::Result<Console> {
        let raw = match terminal::enable_raw_mode() {
            Ok(()) => true,
            Err(e) if raw_required => return Err(e),
            Err(_) => false,
        };
        install_hook();
        let state = Taken { owner: Some(std::thread::current().id()), raw, screen: false, words: None };
        taken(|t| *t = Some(state.clone()));
        let log = log_file();
        let stderr = log.as_deref().and_then(|p| crate::platform::stderr::to_file(p).ok());
        let log = log.filter(|_| stderr.is_some());
        Ok(Console { state, stderr, log, given_back: false })
    }

    /// What to print, after the terminal is given back, if Vigie panics while it holds it.
    pub fn on_panic(&mut self, words: &str) {
        self.state.words = Some(words.to_owned());
        self.update();
    }

    /// Draws on the alternate screen, the cursor hidden, until the console is given back.
    pub fn enter_screen(&mut self) {
        let _ = execute!(io::stdout(), terminal::EnterAlternateScreen, cursor::Hide);
        self.state.screen = true;
        self.update();
    }

    fn update(&self) {
        if !self.given_back {
            taken(|t| *t = Some(self.state.clone()));
        }
    }

    /// Where standard error goes while the console is taken (`None`: it could not be sent there).
    pub fn log(&self) -> Option<&Path> {
        self.log.as_deref()
    }

    /// Gives the terminal back now (main screen, cooked mode); standard error stays in the log
    /// until the console is dropped, for what the outputs write as they close.
    pub fn restore(&mut self) {
        if !self.given_back {
            self.given_back = true;
            taken(|t| *t = None);
            give_back(&self.state);
        }
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        self.restore();
        // Standard error is the user's again.
        self.stderr = None;
    }
}

/// A writer that turns "\n" into "\r\n" (raw mode does not return the carriage): a screen
/// reader's plain lines go through it.
pub struct CrLf<W: Write>(pub W);

impl<W: Write> Write for CrLf<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut last = 0;
        for (i, b) in buf.iter().enumerate() {
            if *b == b'\n' {
                self.0.write_all(&buf[last..i])?;
                self.0.write_all(b"\r\n")?;
                last = i + 1;
            }
        }
        self.0.write_all(&buf[last..])?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_thread_that_took_the_console_gives_it_back_on_a_panic() {
        let me = std::thread::current().id();
        let other = std::thread::spawn(|| std::thread::current().id()).join().unwrap();
        let mut slot = Some(Taken { owner: Some(me), raw: true, ..Taken::default() });
        assert!(taken_by(&mut slot, other).is_none());
        assert!(slot.is_some(), "a background thread's panic leaves the console taken");
        assert!(taken_by(&mut slot, me).is_some_and(|t| t.raw));
        assert!(slot.is_none());
        assert!(taken_by(&mut slot, me).is_none());
    }

    #[test]
    fn raw_mode_lines_return_the_carriage() {
        let mut w = CrLf(Vec::new());
        write!(w, "one\ntwo\n").unwrap();
        assert_eq!(w.0, b"one\r\ntwo\r\n");
    }
}
