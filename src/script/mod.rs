//! Scripts: a line format that drives a whole game (docs/script.md), and its runner.
//!
//! A script sets the table up (players, youngest, oldest, dice, board, epilogues), then gives
//! one decision per line. The runner prints every event on one line with its audience, in the
//! stable plain form of [`Plain`]. A bad line stops the run with its number and the reason.

mod lines;
mod plain;
mod random;

pub use lines::{PENDING_NAMES, command_line, parse_line, pending_line, pending_name};
use lines::{check, name_of, none, one, seat};

pub use plain::Plain;
pub use random::random_game;

use crate::announce::{Announcer, Review};
use crate::engine::{
    BoardProfile, CardKind, CardPlay, Command, Dice, DiceMode, EpilogueRecord, Event, Game, Generator, History, Loc,
    Pending, Pos, Role, Seat, SeatSet, Setup,
};
use crate::output::Sink;
use crate::vocab::{Channel, Earcon, Id, Lang, Message, Notice, Verbosity};
use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Why a script stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScriptError {
    /// A line that cannot be read or applied (exit code 2).
    Bad { line: usize, reason: String },
    /// An `expect` line that does not hold (exit code 1).
    Failed { line: usize, reason: String },
    /// The script or a file it names cannot be read (exit code 2).
    Io(String),
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScriptError::Bad { line, reason } => write!(f, "line {line}: {reason}"),
            ScriptError::Failed { line, reason } => write!(f, "line {line}: expectation failed: {reason}"),
            ScriptError::Io(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for ScriptError {}

/// The table's set-up, as read from the script's first lines.
#[derive(Debug, Clone, Default)]
struct Table {
    names: Vec<String>,
    /// The youngest and the oldest, with the line that named them.
    youngest: Option<(String, usize)>,
    oldest: Option<(String, usize)>,
    seed: u64,
    generator: Option<Generator>,
    table_dice: bool,
    profile: Option<BoardProfile>,
    epilogues: EpilogueRecord,
}

/// One line of a script, once read.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    Command(Command),
    Undo,
    Redo,
    /// From here on, Vigie speaks this language.
    Lang(Lang),
    /// Say a review of the board.
    Review(Review),
    Expect(Expect),
}

/// A check on the state.
#[derive(Debug, Clone, PartialEq)]
pub enum Expect {
    Monsters(Loc, u8),
    Count(Loc, u8),
    At(Seat, Role, Option<Loc>),
    Badge(Seat),
    Martyr(Seat),
    Supply(u8),
    Deck(u8),
    Hand(Seat, u8),
    Closed(Loc, bool),
    Eaten(u8),
    Turn(u16),
    Phase(Option<u8>),
    Pending(String),
    Score(Seat, u8),
    Winners(SeatSet),
    Epilogue(Option<u8>),
    DiceInBox(u8),
}

/// A script's bytes as text; a byte that is not UTF-8 is a bad line, with its number.
pub fn text_of(bytes: Vec<u8>) -> Result<String, ScriptError> {
    String::from_utf8(bytes).map_err(|e| {
        let byte = e.as_bytes().get(e.utf8_error().valid_up_to()).copied().unwrap_or_default();
        ScriptError::Bad {
            line: crate::store::bad_utf8_line(&e),
            reason: format!("byte 0x{byte:02x} is not UTF-8 text"),
        }
    })
}

/// Where the words go, with `--lang`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speech {
    /// Every message on a line with its channel and sound cue (private ones included).
    #[default]
    Transcript,
    /// The table's messages only, one plain line each, for a screen reader or a braille display.
    Text,
    /// The table's messages spoken aloud by the speech engine, and printed as with `Text`.
    Tts,
}

/// How a script's run is printed.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Print, before each decision, what was pending.
    pub prompts: bool,
    /// Print the words Vigie says in this language, instead of the plain event lines.
    pub voice: Option<(Lang, Verbosity)>,
    /// With `voice`: where the words go (the printed lines; the speech engine and the sound cues
    /// are [`Outputs`]).
    pub speech: Speech,
    /// Save the game to this file after every decision (atomically), as the table interface does.
    pub autosave: Option<PathBuf>,
    /// Wait this long before each decision, to follow a game at a listening pace.
    pub pace: Option<Duration>,
}

/// Where a script's words go besides the printed lines (with `--lang`): the speech engine, the
/// sound cues. The caller makes them (the binary, from the user's settings); every method does
/// nothing by default, and `()` is the script without them.
pub trait Outputs {
    /// Opens the outputs: called once, when the game starts (a script whose set-up is refused
    /// opens nothing).
    fn open(&mut self) {}

    /// The outputs open now, in the order each message is given to them.
    fn sinks(&mut self) -> Vec<&mut dyn Sink> {
        Vec::new()
    }

    /// An output's trouble (speech lost or back, no audio device), in the script's language.
    fn notice(&mut self, _words: &Message, _notice: &Notice) {}
}

impl Outputs for () {}

/// Prints events, prompts and errors: plain lines, or the announcer's messages.
struct Printer<'o> {
    names: Vec<String>,
    voice: Option<(Announcer, Verbosity)>,
    speech: Speech,
    outputs: &'o mut dyn Outputs,
}

impl<'o> Printer<'o> {
    fn new(names: &[String], options: &Options, outputs: &'o mut dyn Outputs) -> Result<Printer<'o>, String> {
        let voice = match options.voice {
            None => None,
            Some((lang, verbosity)) => {
                Some((Announcer::new(lang, names.to_vec()).map_err(|e| e.to_string())?, verbosity))
            }
        };
        outputs.open();
        Ok(Printer { names: names.to_vec(), voice, speech: options.speech, outputs })
    }

    fn outputs(&mut self) -> Vec<&mut dyn Sink> {
        self.outputs.sinks()
    }

    /// Waits for the speech and sounds to finish, and reports what went wrong with them.
    fn finish(&mut self) {
        // Long games take long to say: wait as long as the engine keeps speaking.
        for sink in self.outputs() {
            sink.wait_idle(Duration::from_secs(600));
        }
        self.report_notices();
    }

    /// A review of the board, said like any message (in English in plain mode).
    fn review(&mut self, out: &mut dyn Write, g: &Game, r: Review) -> io::Result<()> {
        let text = match &self.voice {
            Some((an, _)) => an.review(g, r),
            None => match Announcer::new(Lang::En, self.names.clone()) {
                Ok(an) => an.review(g, r),
                Err(e) => e.to_string(),
            },
        };
        let m = Message { channel: Channel::Table, text: text.clone(), detail: None, earcon: None, id: None };
        for sink in self.outputs() {
            sink.say(&m, &text, true);
        }
        if self.voice.is_some() && self.speech != Speech::Transcript {
            writeln!(out, "{text}")
        } else {
            writeln!(out, "[review] {text}")
        }
    }

    fn set_lang(&mut self, lang: Lang) {
        if let Some((an, _)) = self.voice.as_mut() {
            an.set_lang(lang);
        }
        for sink in self.outputs() {
            sink.set_lang(lang);
        }
    }

    fn report_notices(&mut self) {
        let mut notices = Vec::new();
        for sink in self.outputs() {
            notices.extend(sink.take_notices());
        }
        let Some((an, _)) = &self.voice else { return };
        for n in notices {
            self.outputs.notice(&an.notice(&n), &n);
        }
    }

    fn channel(&self, c: Channel) -> String {
        match c {
            Channel::Table => "[table]".to_owned(),
            Channel::Private(s) => format!("[private:{}]", name_of(&self.names, s)),
        }
    }

    fn message(&mut self, out: &mut dyn Write, m: &Message, verbosity: Verbosity) -> io::Result<()> {
        let cue = m.earcon.map(|e| format!(" ({})", e.name())).unwrap_or_default();
        let text = m.spoken(verbosity);
        for sink in self.outputs() {
            sink.say(m, &text, false);
        }
        match self.speech {
            // A shared screen never shows a secret.
            Speech::Text | Speech::Tts if m.channel != Channel::Table => Ok(()),
            Speech::Text | Speech::Tts => writeln!(out, "{text}"),
            Speech::Transcript => writeln!(out, "{}{cue} {text}", self.channel(m.channel)),
        }
    }

    fn events(&mut self, out: &mut dyn Write, events: &[Event]) -> io::Result<()> {
        match &self.voice {
            None => {
                let p = Plain::new(&self.names);
                for e in events {
                    writeln!(out, "{}", p.line(e))?;
                }
            }
            Some((an, verbosity)) => {
                let verbosity = *verbosity;
                for m in an.events(events, verbosity) {
                    self.message(out, &m, verbosity)?;
                }
                self.report_notices();
            }
        }
        Ok(())
    }

    fn prompt(&mut self, out: &mut dyn Write, p: &Pending) -> io::Result<()> {
        match &self.voice {
            None => writeln!(out, "[prompt] {}", pending_line(p, &self.names)),
            Some((an, verbosity)) => {
                let m = an.prompt(p);
                let text = m.spoken(*verbosity);
                for sink in self.outputs() {
                    sink.say(&m, &text, false);
                }
                if self.speech != Speech::Transcript {
                    return writeln!(out, "{text}");
                }
                let cue = m.earcon.map(|e| format!(" ({})", e.name())).unwrap_or_default();
                writeln!(out, "[prompt]{cue} {text}")
            }
        }
    }

    fn undo(&mut self, out: &mut dyn Write, cmd: &Command, redo: bool) -> io::Result<()> {
        match &self.voice {
            None => {
                let word = if redo { "redone" } else { "undone" };
                writeln!(out, "[table] {word} command={}", public_command(cmd, &self.names).replace(' ', "_"))
            }
            Some((an, verbosity)) => {
                let id = if redo { Id::DecisionRedone } else { Id::DecisionUndone };
                let mut a = fluent_bundle::FluentArgs::new();
                a.set("what", an.decision(cmd));
                let m = Message {
                    channel: Channel::Table,
                    text: an.text(id, Some(&a)),
                    detail: None,
                    earcon: Some(Earcon::Undo),
                    id: Some(id),
                };
                let verbosity = *verbosity;
                self.message(out, &m, verbosity)
            }
        }
    }

    /// A refused decision in words; when it was not the moment for it, with what is asked now.
    fn error(&self, e: &crate::engine::RuleError, pending: &Pending) -> String {
        match &self.voice {
            None => plain::refusal(e, |s| name_of(&self.names, s)),
            Some((an, _)) => match e {
                crate::engine::RuleError::Unexpected { .. } => {
                    format!("{} {}", an.error(e).text, an.prompt(pending).text)
                }
                _ => an.error(e).text,
            },
        }
    }
}

/// A command as the table may see it: the content of a secret ballot or destination left out.
pub fn public_command(cmd: &Command, names: &[String]) -> String {
    match *cmd {
        Command::Ballot { voter, .. } => format!("vote {}", name_of(names, voter)),
        Command::Destination { player, .. } => format!("go {}", name_of(names, player)),
        _ => command_line(cmd, names),
    }
}

/// Runs a script, printing to `out` alone; file names in it are relative to `base`. Returns the
/// game's history (`None` when the script never started a game).
pub fn run(text: &str, base: &Path, options: &Options, out: &mut dyn Write) -> Result<Option<History>, ScriptError> {
    run_with(text, base, options, &mut (), out)
}

/// Runs a script as [`run`] does, its words also given to `outputs` (opened when the game starts).
pub fn run_with(
    text: &str,
    base: &Path,
    options: &Options,
    outputs: &mut dyn Outputs,
    out: &mut dyn Write,
) -> Result<Option<History>, ScriptError> {
    let mut outputs = Some(outputs);
    let mut table = Table::default();
    let mut history: Option<History> = None;
    let mut printer: Option<Printer> = None;
    let io_err = |e: io::Error| ScriptError::Io(format!("cannot write the output: {e}"));
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let bad = |reason: String| ScriptError::Bad { line, reason };
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let words: Vec<&str> = content.split_whitespace().collect();
        if history.is_none() {
            match table.setup_line(&words, base, line) {
                Ok(true) => continue,
                Ok(false) => {
                    let (game, events) =
                        table.start().map_err(|(at, reason)| ScriptError::Bad { line: at.unwrap_or(line), reason })?;
                    let o = outputs.take().expect("a script starts one game only");
                    let mut p = Printer::new(&table.names, options, o).map_err(bad)?;
                    p.events(out, &events).map_err(io_err)?;
                    printer = Some(p);
                    history = Some(History::new(game, events));
                }
                Err(reason) => return Err(bad(reason)),
            }
        } else if is_setup_word(words[0]) {
            return Err(bad(format!("`{}` belongs to the set-up, before the first decision", words[0])));
        }
        let (Some(h), Some(p)) = (history.as_mut(), printer.as_mut()) else { continue };
        let names = &table.names;
        if let Some(pace) = options.pace {
            std::thread::sleep(pace);
        }
        if options.prompts {
            p.prompt(out, &h.game().pending()).map_err(io_err)?;
        }
        // A decision is saved before it is printed, as the interface saves before it speaks:
        // what was printed is never lost.
        let autosave = |h: &History| match &options.autosave {
            Some(path) => {
                let saved =
                    crate::store::save::Saved { names: names.clone(), history: h.clone(), table: Default::default() };
                crate::store::save::store(path, &saved).map_err(|e| ScriptError::Io(e.to_string()))
            }
            None => Ok(()),
        };
        match parse_line(&words, names).map_err(bad)? {
            Line::Command(cmd) => {
                let pending = h.game().pending();
                let events = h.apply(cmd).map_err(|e| bad(p.error(&e, &pending)))?;
                autosave(h)?;
                p.events(out, &events).map_err(io_err)?;
            }
            Line::Undo => {
                let cmd = h.undo().ok_or_else(|| bad("there is nothing to undo".into()))?;
                autosave(h)?;
                p.undo(out, &cmd, false).map_err(io_err)?;
            }
            Line::Redo => {
                let (cmd, events) = h.redo().ok_or_else(|| bad("there is nothing to redo".into()))?;
                autosave(h)?;
                p.undo(out, &cmd, true).map_err(io_err)?;
                p.events(out, &events).map_err(io_err)?;
            }
            Line::Lang(lang) => p.set_lang(lang),
            Line::Review(r) => p.review(out, h.game(), r).map_err(io_err)?,
            Line::Expect(x) => check(h.game(), &x, names).map_err(|reason| ScriptError::Failed { line, reason })?,
        }
    }
    if history.is_none() && !table.names.is_empty() {
        let last = text.lines().count();
        let (game, events) =
            table.start().map_err(|(at, reason)| ScriptError::Bad { line: at.unwrap_or(last), reason })?;
        let o = outputs.take().expect("a script starts one game only");
        let mut p = Printer::new(&table.names, options, o).map_err(|reason| ScriptError::Bad { line: last, reason })?;
        p.events(out, &events).map_err(io_err)?;
        printer = Some(p);
        history = Some(History::new(game, events));
    }
    if let Some(p) = printer.as_mut() {
        p.finish();
    }
    Ok(history)
}

const SETUP_WORDS: [&str; 7] = ["players", "youngest", "oldest", "seed", "table-dice", "board", "epilogues"];

fn is_setup_word(w: &str) -> bool {
    SETUP_WORDS.contains(&w)
}

impl Table {
    /// Reads a set-up line: `Ok(false)` when the line is not one (the game starts).
    fn setup_line(&mut self, words: &[&str], base: &Path, line: usize) -> Result<bool, String> {
        let args = &words[1..];
        match words[0] {
            "players" => {
                if !(3..=6).contains(&args.len()) {
                    return Err(format!("a game has 3 to 6 players, not {}", args.len()));
                }
                for (i, a) in args.iter().enumerate() {
                    if args[..i].iter().any(|b| b.eq_ignore_ascii_case(a)) {
                        return Err(format!("two players are called {a}"));
                    }
                    if a.eq_ignore_ascii_case("none") || a.parse::<u32>().is_ok() {
                        return Err(format!("{a} cannot be a player's name"));
                    }
                    crate::store::save::check_name(a).map_err(|e| format!("player {}: {e}", i + 1))?;
                }
                self.names = args.iter().map(|s| s.to_string()).collect();
            }
            "youngest" | "oldest" => {
                let name = one(args, if words[0] == "youngest" { "youngest NAME" } else { "oldest NAME" })?;
                // Known players are checked at once; otherwise when the game starts, at this line.
                if !self.names.is_empty() {
                    seat(&self.names, name)?;
                }
                let slot = if words[0] == "youngest" { &mut self.youngest } else { &mut self.oldest };
                *slot = Some((name.to_owned(), line));
            }
            "seed" => {
                let usage = "seed NUMBER [GENERATOR]";
                let (seed, generator) = match args {
                    [s] => (s, None),
                    [s, g] => (s, Some(g)),
                    _ => return Err(format!("expected `{usage}`")),
                };
                self.seed = seed.parse().map_err(|_| format!("{seed} is not a seed (a whole number)"))?;
                self.generator = generator
                    .map(|g| {
                        Generator::from_name(g).ok_or_else(|| {
                            let names: Vec<&str> = Generator::ALL.iter().map(|g| g.name()).collect();
                            format!("{g} is not a dice generator ({})", names.join(" or "))
                        })
                    })
                    .transpose()?;
            }
            "table-dice" => {
                none(args, "table-dice")?;
                self.table_dice = true;
            }
            "board" => {
                let path = base.join(one(args, "board FILE")?);
                // A regular file only, of a bounded size: never a pipe or a device without end.
                let text = match crate::store::read_text(&path, crate::store::MAX_CONFIG_BYTES) {
                    Ok(Some(t)) => t,
                    Ok(None) => return Err(format!("cannot read the board profile {}: no such file", path.display())),
                    Err(e) => return Err(format!("cannot read the board profile {}: {e}", path.display())),
                };
                self.profile = Some(
                    crate::store::board::from_toml(&text)
                        .map_err(|e| format!("board profile {}: {e}", path.display()))?,
                );
            }
            "epilogues" => {
                let cards: Result<Vec<u8>, _> = args.iter().map(|a| a.parse::<u8>()).collect();
                self.epilogues = cards
                    .ok()
                    .and_then(|c| EpilogueRecord::from_cards(&c))
                    .ok_or_else(|| "epilogue cards are numbered 1 to 21".to_owned())?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The game of this set-up; an error with the line it belongs to, when one line is to blame.
    fn start(&self) -> Result<(Game, Vec<Event>), (Option<usize>, String)> {
        if self.names.is_empty() {
            return Err((None, "the script must name the players first (`players A B C`)".into()));
        }
        let missing = |what: &str| (None, format!("the script must say who is the {what} (`{what} NAME`)"));
        let (youngest, y_line) = self.youngest.as_ref().ok_or_else(|| missing("youngest"))?;
        let (oldest, o_line) = self.oldest.as_ref().ok_or_else(|| missing("oldest"))?;
        let youngest = seat(&self.names, youngest).map_err(|e| (Some(*y_line), e))?;
        let oldest = seat(&self.names, oldest).map_err(|e| (Some(*o_line), e))?;
        let mut setup = Setup::new(self.names.len() as u8, youngest, oldest, self.seed);
        setup.dice = if self.table_dice { DiceMode::Table } else { DiceMode::Vigie };
        if let Some(g) = self.generator {
            setup.generator = g;
        }
        if let Some(p) = self.profile {
            setup.profile = p;
        }
        setup.epilogues = self.epilogues;
        Game::new(setup).map_err(|e| (None, e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pending_decision_of_random_games_can_be_expected_by_name() {
        for seed in 0..60 {
            let setup = crate::engine::Setup::new(4, Seat::FIRST, Seat::ALL[1], seed);
            crate::sim::play(setup, seed, |before, _, _, _| {
                let name = pending_name(&before.pending());
                assert!(PENDING_NAMES.contains(&name), "{name} is missing from PENDING_NAMES");
            });
        }
    }

    fn names() -> Vec<String> {
        ["Red", "Blue", "Green"].map(String::from).to_vec()
    }

    #[test]
    fn every_command_reads_back_from_its_line() {
        let n = names();
        let [red, blue, green, ..] = Seat::ALL;
        let cmds = [
            Command::Roll { dice: Dice::new(&[1, 6, 3]).unwrap() },
            Command::Place { player: blue, role: Role::Weeper, die: 4 },
            Command::Continue,
            Command::Ballot { voter: red, candidate: green },
            Command::BreakTie { candidate: blue },
            Command::Give { to: green },
            Command::Destination { player: red, location: Loc::PARKING },
            Command::Move { player: green, role: Role::Useless },
            Command::Victim { player: blue, role: Role::Blocker },
            Command::Keys { holder: None },
            Command::Keys { holder: Some(red) },
            Command::TwoWeapons { answer: true },
            Command::Play { player: red, card: CardPlay::EnergyDrink { role: Role::Leader, to: Loc::SURVEILLANCE } },
            Command::Play { player: blue, card: CardPlay::TinCan { to: Loc::PARKING } },
            Command::Play { player: green, card: CardPlay::RottenMeat { role: Role::Weeper } },
            Command::Play { player: green, card: CardPlay::Molotov },
        ];
        for cmd in cmds {
            let line = command_line(&cmd, &n);
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(parse_line(&words, &n), Ok(Line::Command(cmd)), "{line}");
        }
    }

    #[test]
    fn bad_lines_say_why() {
        let n = names();
        let e = |s: &str| parse_line(&s.split_whitespace().collect::<Vec<_>>(), &n).unwrap_err();
        assert_eq!(e("vote Red Pink"), "Pink is not a player (players: Red, Blue, Green)");
        assert_eq!(e("go Red 7"), "7 is not a location (1 to 6)");
        assert_eq!(e("move Red cousin"), "cousin is not a character (blocker, leader, weeper, useless)");
        assert_eq!(e("play Red tin-can"), "expected `play PLAYER tin-can LOCATION`");
        assert_eq!(e("dance"), "unknown command `dance`");
        assert_eq!(e("vote Red"), "expected `vote VOTER CANDIDATE`");
    }
}
