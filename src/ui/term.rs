//! The terminal: raw keys in, the interface's view drawn in large, high-contrast text out.
//!
//! Two ways to show things: the full screen (the question, the choices with the focus marked by
//! an arrow and reverse video, the board in words), or plain lines for a screen reader (each
//! message said is printed once, nothing is redrawn). The terminal is taken through the
//! [`Console`] the soundtrack uses too: standard error goes to a log file while the interface
//! runs (the sound library prints there), and the terminal is given back on exit and on panic.
//!
//! The binary wires the interface ([`Start`]: settings, maps, files, outputs); this module
//! takes the terminal ([`Terminal::take`]) and runs the interface in it ([`Terminal::run`]).

use super::app::{App, Outputs, Paths, View, Warning};
use crate::console::Console;
use crate::input::{Key, KeyCode, KeyMap, PadMap, UserMap};
use crate::platform::bell::Doorbell;
use crate::store::settings::{Loaded, Settings};
use crate::vocab::Lang;
use crossterm::event::{self, Event, KeyEventKind, KeyModifiers};
use crossterm::style::{Attribute, Color, Print, SetAttribute, SetBackgroundColor, SetForegroundColor};
use crossterm::terminal::{self, ClearType};
use crossterm::{cursor, execute, queue};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Why the table interface cannot run, or stopped.
#[derive(Debug, thiserror::Error)]
pub enum TermError {
    /// Standard output is not a terminal, and plain lines were not asked for.
    #[error("the table interface needs a terminal")]
    NotATerminal,
    /// The terminal refused raw mode (said while standard error still reaches the user).
    #[error("cannot put the terminal in raw mode: {0}")]
    RawMode(io::Error),
    /// The terminal could no longer be read or drawn on; what went wrong is in the log, if
    /// standard error could be sent to one.
    #[error("the terminal stopped answering")]
    Stopped { log: Option<PathBuf> },
}

/// Everything the interface starts with, as the binary wired it.
pub struct Start {
    /// The settings, with how they were read (said to the user at start).
    pub settings: Settings,
    pub loaded: Loaded,
    /// The key and button maps, with what was wrong with the user's files.
    pub keys: UserMap<KeyMap>,
    pub pads: UserMap<PadMap>,
    pub paths: Paths,
    /// Where messages go (speech, sounds, the log, a screen reader's lines, gamepads).
    pub outputs: Outputs,
    /// The seed of new games' dice (default: a fresh one from the operating system's entropy).
    pub seed: Option<u64>,
}

/// Refuses to run the full screen where standard output is not a terminal.
pub fn check_terminal(plain: bool) -> Result<(), TermError> {
    if !plain && !io::IsTerminal::is_terminal(&io::stdout()) {
        return Err(TermError::NotATerminal);
    }
    Ok(())
}

/// Where the user went when the interface ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// They left Vigie.
    Quit,
    /// They chose the Escape soundtrack from the main menu (in this language).
    Escape(Lang),
}

/// A screen reader's plain lines return the carriage in raw mode (the console's writer).
pub use crate::console::CrLf;

/// A crossterm key press as Vigie's own key; `None` for keys Vigie has no use for.
pub fn convert(k: event::KeyEvent) -> Option<Key> {
    use event::KeyCode as C;
    let code = match k.code {
        C::Up => KeyCode::Up,
        C::Down => KeyCode::Down,
        C::Left => KeyCode::Left,
        C::Right => KeyCode::Right,
        C::Home => KeyCode::Home,
        C::End => KeyCode::End,
        C::PageUp => KeyCode::PageUp,
        C::PageDown => KeyCode::PageDown,
        C::Enter => KeyCode::Enter,
        C::Esc => KeyCode::Escape,
        C::Tab => KeyCode::Tab,
        C::Backspace => KeyCode::Backspace,
        C::Char(' ') => KeyCode::Space,
        C::Char(c) => KeyCode::Char(c),
        C::F(n) => KeyCode::F(n),
        _ => return None,
    };
    Some(Key { code, ctrl: k.modifiers.contains(KeyModifiers::CONTROL), alt: k.modifiers.contains(KeyModifiers::ALT) })
}

/// The terminal, taken by the interface: raw keys, standard error in the log, given back when
/// the interface ends or panics (the console's guard).
pub struct Terminal {
    plain: bool,
    console: Console,
}

impl Terminal {
    /// Puts the terminal in raw mode (not needed for plain lines), then sends standard error to
    /// the log. Raw mode comes first, while standard error still reaches the user: a terminal
    /// that refuses it is said there, not in the log.
    pub fn take(plain: bool) -> Result<Terminal, TermError> {
        let mut console = Console::take(!plain).map_err(TermError::RawMode)?;
        console
            .on_panic("Vigie stopped on an internal error. The game was saved after the last decision: choose Resume.");
        Ok(Terminal { plain, console })
    }

    /// Where standard error goes while the interface runs (`None`: it could not be sent there).
    pub fn log(&self) -> Option<&Path> {
        self.console.log()
    }

    /// Runs the table interface until the user leaves, and gives the terminal back; says where
    /// the user went.
    pub fn run(self, start: Start) -> Result<Leave, TermError> {
        let Terminal { plain, mut console } = self;
        if !plain {
            console.enter_screen();
        }
        let Start { settings, loaded, keys, pads, paths, outputs, seed } = start;
        let gamepad = outputs.gamepads.is_some();
        let mut app = App::new(settings, keys.map, paths, outputs, seed);
        match loaded {
            Loaded::Broken { reason, moved_to } => app.warn_settings(&reason, moved_to.as_deref()),
            Loaded::Corrected { keys } => app.warn(Warning::NotNumbers(&keys)),
            Loaded::Read | Loaded::Fresh => {}
        }
        if let Some(problem) = keys.problem {
            app.warn(Warning::Keys(&problem));
        }
        app.warn(Warning::Kept(&keys.kept, false));
        app.set_pad_map(pads.map);
        if let Some(problem) = pads.problem {
            app.warn(Warning::PadMap(&problem));
        }
        app.warn(Warning::Kept(&pads.kept, true));
        app.set_plain(plain);
        app.start_gamepads();
        app.start();
        let answering = run_app(&mut app, plain, gamepad);
        if let Some(sp) = app.speech() {
            // The goodbye is heard before the program ends (a dead engine does not hold it up).
            crate::output::Sink::wait_idle(sp, Duration::from_secs(5));
        }
        app.keep_voices();
        console.restore();
        let leave = if app.wants_escape() { Leave::Escape(app.settings().lang) } else { Leave::Quit };
        // The outputs close (the sound library may still write) before standard error is given
        // back to the user.
        drop(app);
        let log = console.log().map(Path::to_path_buf);
        drop(console);
        if !answering {
            return Err(TermError::Stopped { log });
        }
        Ok(leave)
    }
}

/// Waits for a terminal event, at most `wait`: with a bell, until a key or the phones' news.
/// True when an event is ready to read.
fn wait_event(bell: Option<&Doorbell>, wait: Duration) -> io::Result<bool> {
    let Some(bell) = bell else { return event::poll(wait) };
    // Keys crossterm has read already come first.
    if event::poll(Duration::ZERO)? {
        return Ok(true);
    }
    bell.wait(wait);
    event::poll(Duration::ZERO)
}

/// The interface's loop: keys and gamepads in, the view drawn; false when the terminal stopped
/// answering.
fn run_app(app: &mut App, plain: bool, gamepad: bool) -> bool {
    let mut drawn = View::default();
    let mut shown_secret: Option<String> = None;
    let bell = Doorbell::beside_keys();
    if let Some(b) = &bell {
        app.wake_on_phones(b.ringer());
    }
    let phones_ring = bell.is_some();
    while !app.has_quit() {
        if crate::console::take_back_if_lost() && !plain {
            // Another thread's panic gave the terminal back: taken again, drawn again whole.
            drawn = View::default();
        }
        if app.take_wipe() {
            // A secret was on the screen: clear it, scrollback included.
            let _ = execute!(io::stdout(), terminal::Clear(ClearType::Purge), terminal::Clear(ClearType::All));
            drawn = View::default();
            shown_secret = None;
        }
        if plain {
            let secret = app.secret_shown().map(str::to_owned);
            if secret.is_some() && secret != shown_secret {
                let mut out = CrLf(io::stdout());
                let _ = writeln!(out, "{}", secret.as_deref().unwrap_or_default());
                let _ = out.flush();
            }
            shown_secret = secret;
        } else {
            let v = app.view();
            if v != drawn {
                if draw(&v).is_err() {
                    return false;
                }
                drawn = v;
            }
        }
        // Gamepads are read between key presses, often enough that a button feels immediate;
        // the phones ring when they have news (without a bell, they are read as often).
        let often = gamepad || (app.phones_running() && !phones_ring);
        let wait = if often { Duration::from_millis(20) } else { Duration::from_millis(250) };
        app.poll_gamepads();
        app.poll_phones();
        let ready = wait_event(bell.as_ref().filter(|_| !gamepad), wait);
        match ready {
            Ok(true) => match event::read() {
                Ok(Event::Key(k)) if k.kind == KeyEventKind::Press => match convert(k) {
                    Some(key) => app.key(key),
                    None => app.key_unknown(),
                },
                Ok(Event::Resize(..)) => drawn = View::default(),
                Ok(_) => {}
                Err(_) => return false,
            },
            Ok(false) => app.poll_notices(),
            Err(_) => return false,
        }
    }
    true
}

/// Words wrapped at `width` characters.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// One screen row to draw.
enum Row {
    /// Normal size, with a style.
    Normal(String, Style),
    /// Double height and width (two terminal rows).
    Large(String, Style),
}

#[derive(Clone, Copy, PartialEq)]
enum Style {
    Header,
    Prompt,
    Item,
    Focus,
    Plain,
    /// A QR code: dark modules on a light background, never wrapped.
    Qr,
}

fn rows(v: &View, width: usize, height: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    let big = |text: &str, style: Style, rows: &mut Vec<Row>| {
        if v.large {
            rows.extend(wrap(text, width / 2 - 1).into_iter().map(|l| Row::Large(l, style)));
        } else {
            rows.extend(wrap(text, width - 1).into_iter().map(|l| Row::Normal(l, style)));
        }
    };
    rows.push(Row::Normal(v.header.clone(), Style::Header));
    big(&v.prompt, Style::Prompt, &mut rows);
    if let Some(f) = &v.field {
        big(&format!("> {f}_"), Style::Focus, &mut rows);
    }
    // The choices: a window around the focus when they do not all fit.
    let room = height.saturating_sub(rows.len() * 2 + v.board.len() + v.qr.len() + 4).max(3);
    let start = v.focus.saturating_sub(room / 2).min(v.items.len().saturating_sub(room));
    for (i, item) in v.items.iter().enumerate().skip(start).take(room) {
        if i == v.focus {
            big(&format!("> {}. {item}", i + 1), Style::Focus, &mut rows);
        } else {
            rows.extend(
                wrap(&format!("{}. {item}", i + 1), width - 3)
                    .into_iter()
                    .map(|l| Row::Normal(format!("  {l}"), Style::Item)),
            );
        }
    }
    if !v.qr.is_empty() {
        rows.push(Row::Normal(String::new(), Style::Plain));
        rows.extend(v.qr.iter().map(|l| Row::Normal(l.clone(), Style::Qr)));
    }
    if !v.board.is_empty() {
        rows.push(Row::Normal(String::new(), Style::Plain));
        for line in &v.board {
            rows.extend(wrap(line, width - 1).into_iter().map(|l| Row::Normal(l, Style::Plain)));
        }
    }
    if !v.last.is_empty() {
        rows.push(Row::Normal(String::new(), Style::Plain));
        rows.extend(wrap(&v.last, width - 1).into_iter().map(|l| Row::Normal(l, Style::Plain)));
    }
    rows
}

/// Draws the view: white on black, bold, the focus marked by an arrow and reverse video.
fn draw(v: &View) -> io::Result<()> {
    let (w, h) = terminal::size().unwrap_or((80, 24));
    let (width, height) = (usize::from(w).max(20), usize::from(h).max(5));
    let mut out = io::stdout().lock();
    queue!(out, SetBackgroundColor(Color::Black), SetForegroundColor(Color::White), terminal::Clear(ClearType::All))?;
    let mut y: u16 = 0;
    for row in rows(v, width, height) {
        let (text, style, large) = match &row {
            Row::Normal(t, s) => (t, *s, false),
            Row::Large(t, s) => (t, *s, true),
        };
        if usize::from(y) + usize::from(large) >= height {
            break;
        }
        let style_on = |out: &mut io::StdoutLock<'_>| -> io::Result<()> {
            queue!(
                out,
                SetAttribute(Attribute::Reset),
                SetBackgroundColor(Color::Black),
                SetForegroundColor(Color::White)
            )?;
            match style {
                Style::Header | Style::Focus => {
                    queue!(out, SetAttribute(Attribute::Bold), SetAttribute(Attribute::Reverse))
                }
                Style::Prompt => queue!(out, SetAttribute(Attribute::Bold), SetForegroundColor(Color::Yellow)),
                Style::Item | Style::Plain => queue!(out, SetAttribute(Attribute::Bold)),
                Style::Qr => queue!(out, SetBackgroundColor(Color::White), SetForegroundColor(Color::Black)),
            }
        };
        // DEC line sizes: a large line is its top half, then its bottom half, of the same text;
        // a normal line is set back to single size.
        let halves: &[&str] = if large { &["\x1b#3", "\x1b#4"] } else { &["\x1b#5"] };
        for half in halves {
            queue!(out, cursor::MoveTo(0, y), Print(half))?;
            style_on(&mut out)?;
            queue!(out, Print(text))?;
            y += 1;
        }
        queue!(
            out,
            SetAttribute(Attribute::Reset),
            SetBackgroundColor(Color::Black),
            SetForegroundColor(Color::White)
        )?;
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The real phones' server wakes the loop's wait at once when a phone joins (the bell's own
    /// waiting is tested in `platform::bell`).
    #[test]
    fn a_phones_news_wakes_the_loops_wait() {
        use crate::phone::{Config, PageWords, Phones};
        use std::io::{Read, Write};
        use std::time::Instant;
        let Some(bell) = Doorbell::alone() else {
            // Windows: no bell; its loop reads the phones every 20 ms.
            assert!(!crate::platform::SYSTEM.contains("linux"), "no bell on Linux");
            return;
        };
        // A phone joins the real server: the bell rings.
        let config = Config { bind: [127, 0, 0, 1].into(), port: 0, away_grace: Duration::ZERO };
        let phones = Phones::start(&config, vec!["Red".into()], PageWords::default()).unwrap();
        phones.wake_with(bell.ringer());
        let port = phones.address().trim_end_matches('/').rsplit(':').next().unwrap().to_owned();
        let joiner = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(200));
            let body = format!(r#"{{"code":"{}","seat":0}}"#, phones.code());
            let mut s = std::net::TcpStream::connect(("127.0.0.1", port.parse::<u16>().unwrap())).unwrap();
            write!(
                s,
                "POST /join HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                body.len()
            )
            .unwrap();
            let mut answer = String::new();
            let _ = s.read_to_string(&mut answer);
            (phones, answer)
        });
        let start = Instant::now();
        bell.wait(Duration::from_secs(30));
        let woke = start.elapsed();
        let (phones, answer) = joiner.join().unwrap();
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        assert!(woke < Duration::from_secs(10), "the phone's news did not wake the wait ({woke:?})");
        assert_eq!(phones.take_events(), [crate::phone::PhoneEvent::Joined(crate::engine::Seat::FIRST)]);
    }

    #[test]
    fn wrapping_keeps_every_word_and_the_width() {
        let text = "Put one monster at location 2, and one more at location 6, the parking.";
        let lines = wrap(text, 20);
        assert!(lines.iter().all(|l| l.chars().count() <= 20), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(wrap("", 20), vec![String::new()]);
    }

    #[test]
    fn keys_are_converted_with_their_modifiers() {
        let k = event::KeyEvent::new(event::KeyCode::Char('z'), KeyModifiers::CONTROL);
        assert_eq!(convert(k), Some(Key { code: KeyCode::Char('z'), ctrl: true, alt: false }));
        let k = event::KeyEvent::new(event::KeyCode::Char(' '), KeyModifiers::NONE);
        assert_eq!(convert(k), Some(Key::plain(KeyCode::Space)));
        assert_eq!(convert(event::KeyEvent::new(event::KeyCode::Insert, KeyModifiers::NONE)), None);
    }

    #[test]
    fn the_focus_is_drawn_large_and_marked_by_an_arrow() {
        let v = View {
            header: "Turn 1".into(),
            prompt: "Red, which character?".into(),
            items: vec!["Blocker".into(), "Leader".into()],
            focus: 1,
            large: true,
            ..View::default()
        };
        let rows = rows(&v, 80, 24);
        let focus: Vec<&String> =
            rows.iter().filter_map(|r| if let Row::Large(t, Style::Focus) = r { Some(t) } else { None }).collect();
        assert_eq!(focus, vec!["> 2. Leader"]);
        assert!(rows.iter().any(|r| matches!(r, Row::Normal(t, Style::Item) if t == "  1. Blocker")));
    }
}
