//! Scripts: a line format that drives a whole game (docs/script.md), and its runner.
//!
//! A script sets the table up (the ruleset, players, youngest, oldest, dice, board, epilogues,
//! table options), then gives one decision per line. The runner prints every event on one line
//! with its audience, in the stable plain form of [`Plain`]. A bad line stops the run with its
//! number and the reason. One runner plays either ruleset: what it asks of a ruleset's game
//! (reading a line, checking an expectation, printing and saying events, prompts and refusals)
//! is the trait [`Scripted`], implemented by Lockdown's game and Mall of Horror's.

mod lines;
pub mod mall;
mod plain;
mod random;

pub use lines::{PENDING_NAMES, command_line, parse_line, pending_line, pending_name};
use lines::{check, name_of, none, one, seat};

pub use plain::Plain;
pub use random::random_game;

use crate::announce::{Announcer, Review};
use crate::engine::{
    BoardProfile, CardKind, CardPlay, Command, Dice, DiceMode, EpilogueRecord, Event, Game, Generator, Loc, Pending,
    Played, Pos, Record, Role, Rules, Ruleset, Seat, SeatSet, Setup,
};
use crate::output::Sink;
use crate::store::save::Saveable;
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
    ruleset: Ruleset,
    /// Mall of Horror's table options.
    options: crate::engine::mall::Options,
    /// The first line of each set-up word that belongs to one ruleset only (`youngest`,
    /// `board`, `epilogues`; `option`), to refuse it at its line in the other.
    lockdown_only: Option<(&'static str, usize)>,
    mall_only: Option<(&'static str, usize)>,
}

/// One line of a script, once read: a decision, a review, an expectation of the ruleset played
/// (Lockdown's by default).
#[derive(Debug, Clone, PartialEq)]
pub enum Line<C = Command, R = Review, X = Expect> {
    Command(C),
    Undo,
    Redo,
    /// From here on, Vigie speaks this language.
    Lang(Lang),
    /// Say a review of the board.
    Review(R),
    Expect(X),
}

/// A line of a script of the ruleset `G`.
pub type LineOf<G> = Line<<G as Rules>::Command, <G as Scripted>::Review, <G as Scripted>::Expect>;

/// What the script runner asks of a ruleset's game: reading a game line, checking an
/// expectation, and the plain lines and spoken words of its events, prompts, decisions and
/// refusals.
pub trait Scripted: Saveable + Rules<Command: serde::Serialize> {
    type Review: Copy;
    type Expect;
    /// Reads one game line (not a set-up line).
    fn parse(words: &[&str], names: &[String]) -> Result<LineOf<Self>, String>;
    /// Checks an expectation.
    fn expect(&self, x: &Self::Expect, names: &[String]) -> Result<(), String>;
    /// The decision pending, in the plain form (`--prompts`).
    fn plain_prompt(&self, names: &[String]) -> String;
    /// An event in the plain form.
    fn plain_event(e: &crate::engine::Told<Self::Kind>, names: &[String]) -> String;
    /// A decision as the table may see it (a secret's content left out).
    fn plain_decision(cmd: &Self::Command, names: &[String]) -> String;
    /// A refusal in the plain form.
    fn plain_refusal(e: &Self::Error, names: &[String]) -> String;
    /// Events in words.
    fn said_events(an: &Announcer, events: &[crate::engine::Told<Self::Kind>], verbosity: Verbosity) -> Vec<Message>;
    /// The decision pending, in words.
    fn said_prompt(&self, an: &Announcer) -> Message;
    /// A review, in words.
    fn said_review(&self, an: &Announcer, r: Self::Review) -> String;
    /// A decision undone or redone, in words.
    fn said_decision(an: &Announcer, cmd: &Self::Command) -> String;
    /// A refusal in words; when it was not the moment for it, with what is asked now.
    fn said_refusal(&self, an: &Announcer, e: &Self::Error) -> String;
}

impl Scripted for Game {
    type Review = Review;
    type Expect = Expect;

    fn parse(words: &[&str], names: &[String]) -> Result<Line, String> {
        parse_line(words, names)
    }

    fn expect(&self, x: &Expect, names: &[String]) -> Result<(), String> {
        check(self, x, names)
    }

    fn plain_prompt(&self, names: &[String]) -> String {
        pending_line(&self.pending(), names)
    }

    fn plain_event(e: &Event, names: &[String]) -> String {
        Plain::new(names).line(e)
    }

    fn plain_decision(cmd: &Command, names: &[String]) -> String {
        public_command(cmd, names)
    }

    fn plain_refusal(e: &crate::engine::RuleError, names: &[String]) -> String {
        plain::refusal(e, |s| name_of(names, s))
    }

    fn said_events(an: &Announcer, events: &[Event], verbosity: Verbosity) -> Vec<Message> {
        an.events(events, verbosity)
    }

    fn said_prompt(&self, an: &Announcer) -> Message {
        an.prompt(&self.pending())
    }

    fn said_review(&self, an: &Announcer, r: Review) -> String {
        an.review(self, r)
    }

    fn said_decision(an: &Announcer, cmd: &Command) -> String {
        an.decision(cmd)
    }

    fn said_refusal(&self, an: &Announcer, e: &crate::engine::RuleError) -> String {
        match e {
            crate::engine::RuleError::Unexpected { .. } => {
                format!("{} {}", an.error(e).text, an.prompt(&self.pending()).text)
            }
            _ => an.error(e).text,
        }
    }
}

impl Scripted for crate::engine::mall::Game {
    type Review = crate::announce::mall::Review;
    type Expect = mall::Expect;

    fn parse(words: &[&str], names: &[String]) -> Result<mall::MallLine, String> {
        mall::parse_line(words, names)
    }

    fn expect(&self, x: &mall::Expect, names: &[String]) -> Result<(), String> {
        mall::check(self, x, names)
    }

    fn plain_prompt(&self, names: &[String]) -> String {
        mall::pending_line(&self.pending(), names)
    }

    fn plain_event(e: &crate::engine::mall::Event, names: &[String]) -> String {
        Plain::new(names).mall_line(e)
    }

    fn plain_decision(cmd: &crate::engine::mall::Command, names: &[String]) -> String {
        mall::public_command(cmd, names)
    }

    fn plain_refusal(e: &crate::engine::mall::RuleError, names: &[String]) -> String {
        mall::refusal(e, |s| name_of(names, s))
    }

    fn said_events(an: &Announcer, events: &[crate::engine::mall::Event], verbosity: Verbosity) -> Vec<Message> {
        an.mall().events(events, verbosity)
    }

    fn said_prompt(&self, an: &Announcer) -> Message {
        an.mall().prompt(&self.pending())
    }

    fn said_review(&self, an: &Announcer, r: crate::announce::mall::Review) -> String {
        an.mall().review(self, r)
    }

    fn said_decision(an: &Announcer, cmd: &crate::engine::mall::Command) -> String {
        an.mall().decision(cmd)
    }

    fn said_refusal(&self, an: &Announcer, e: &crate::engine::mall::RuleError) -> String {
        match e {
            crate::engine::mall::RuleError::Unexpected { .. } => {
                format!("{} {}", an.mall().error(e).text, an.mall().prompt(&self.pending()).text)
            }
            _ => an.mall().error(e).text,
        }
    }
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
    fn review<G: Scripted>(&mut self, out: &mut dyn Write, g: &G, r: G::Review) -> io::Result<()> {
        let text = match &self.voice {
            Some((an, _)) => g.said_review(an, r),
            None => match Announcer::new(Lang::En, self.names.clone()) {
                Ok(an) => g.said_review(&an, r),
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

    fn events<G: Scripted>(&mut self, out: &mut dyn Write, events: &[crate::engine::Told<G::Kind>]) -> io::Result<()> {
        match &self.voice {
            None => {
                for e in events {
                    writeln!(out, "{}", G::plain_event(e, &self.names))?;
                }
            }
            Some((an, verbosity)) => {
                let verbosity = *verbosity;
                for m in G::said_events(an, events, verbosity) {
                    self.message(out, &m, verbosity)?;
                }
                self.report_notices();
            }
        }
        Ok(())
    }

    fn prompt<G: Scripted>(&mut self, out: &mut dyn Write, g: &G) -> io::Result<()> {
        match &self.voice {
            None => writeln!(out, "[prompt] {}", g.plain_prompt(&self.names)),
            Some((an, verbosity)) => {
                let m = g.said_prompt(an);
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

    fn undo<G: Scripted>(&mut self, out: &mut dyn Write, cmd: &G::Command, redo: bool) -> io::Result<()> {
        match &self.voice {
            None => {
                let word = if redo { "redone" } else { "undone" };
                writeln!(out, "[table] {word} command={}", G::plain_decision(cmd, &self.names).replace(' ', "_"))
            }
            Some((an, verbosity)) => {
                let id = if redo { Id::DecisionRedone } else { Id::DecisionUndone };
                let mut a = fluent_bundle::FluentArgs::new();
                a.set("what", G::said_decision(an, cmd));
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
    fn error<G: Scripted>(&self, e: &G::Error, g: &G) -> String {
        match &self.voice {
            None => G::plain_refusal(e, &self.names),
            Some((an, _)) => g.said_refusal(an, e),
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
/// game with its past, of the ruleset the script names (`None` when it never started a game).
pub fn run(text: &str, base: &Path, options: &Options, out: &mut dyn Write) -> Result<Option<Played>, ScriptError> {
    run_with(text, base, options, &mut (), out)
}

/// Runs a script as [`run`] does, its words also given to `outputs` (opened when the game starts).
pub fn run_with(
    text: &str,
    base: &Path,
    options: &Options,
    outputs: &mut dyn Outputs,
    out: &mut dyn Write,
) -> Result<Option<Played>, ScriptError> {
    let mut table = Table::default();
    let lines: Vec<&str> = text.lines().collect();
    // The set-up: every line up to the first that is not a set-up line.
    let mut first = lines.len();
    for (i, raw) in lines.iter().enumerate() {
        let line = i + 1;
        let words = words_of(raw);
        if words.is_empty() {
            continue;
        }
        match table.setup_line(&words, base, line) {
            Ok(true) => {}
            Ok(false) => {
                first = i;
                break;
            }
            Err(reason) => return Err(ScriptError::Bad { line, reason }),
        }
    }
    if first == lines.len() && table.names.is_empty() {
        return Ok(None);
    }
    // A set-up that fails is reported at the line that started the game (the last one when none did).
    let at = if first < lines.len() { first + 1 } else { lines.len() };
    match table.ruleset {
        Ruleset::Lockdown => {
            let (game, events) =
                table.start().map_err(|(l, reason)| ScriptError::Bad { line: l.unwrap_or(at), reason })?;
            drive(game, events, &table.names, &lines[first..], first, options, outputs, out)
                .map(|h| Some(Played::new(h)))
        }
        Ruleset::MallOfHorror => {
            let (game, events) =
                table.start_mall().map_err(|(l, reason)| ScriptError::Bad { line: l.unwrap_or(at), reason })?;
            drive(game, events, &table.names, &lines[first..], first, options, outputs, out)
                .map(|h| Some(Played::new(h)))
        }
    }
}

/// A line's words, its comment left out.
fn words_of(raw: &str) -> Vec<&str> {
    raw.split('#').next().unwrap_or("").split_whitespace().collect()
}

/// Plays a ruleset's game from its start: the lines after the set-up, the first of them being
/// line `skipped + 1` of the script.
#[allow(clippy::too_many_arguments)]
fn drive<G: Scripted>(
    game: G,
    events: Vec<crate::engine::Told<G::Kind>>,
    names: &[String],
    lines: &[&str],
    skipped: usize,
    options: &Options,
    outputs: &mut dyn Outputs,
    out: &mut dyn Write,
) -> Result<Record<G>, ScriptError> {
    let io_err = |e: io::Error| ScriptError::Io(format!("cannot write the output: {e}"));
    let start_line = skipped + 1;
    let mut p =
        Printer::new(names, options, outputs).map_err(|reason| ScriptError::Bad { line: start_line, reason })?;
    p.events::<G>(out, &events).map_err(io_err)?;
    let mut h = Record::new(game, events);
    // A decision is saved before it is printed, as the interface saves before it speaks: what
    // was printed is never lost.
    let autosave = |h: &Record<G>| match &options.autosave {
        Some(path) => {
            let saved =
                crate::store::save::Saved { names: names.to_vec(), history: h.clone(), table: Default::default() };
            crate::store::save::store(path, &saved).map_err(|e| ScriptError::Io(e.to_string()))
        }
        None => Ok(()),
    };
    for (i, raw) in lines.iter().enumerate() {
        let line = skipped + i + 1;
        let bad = |reason: String| ScriptError::Bad { line, reason };
        let words = words_of(raw);
        if words.is_empty() {
            continue;
        }
        if is_setup_word(words[0]) {
            return Err(bad(format!("`{}` belongs to the set-up, before the first decision", words[0])));
        }
        if let Some(pace) = options.pace {
            std::thread::sleep(pace);
        }
        if options.prompts {
            p.prompt(out, h.game()).map_err(io_err)?;
        }
        match G::parse(&words, names).map_err(bad)? {
            Line::Command(cmd) => {
                let before = *h.game();
                let events = h.apply(cmd).map_err(|e| bad(p.error(&e, &before)))?;
                autosave(&h)?;
                p.events::<G>(out, &events).map_err(io_err)?;
            }
            Line::Undo => {
                let cmd = h.undo().ok_or_else(|| bad("there is nothing to undo".into()))?;
                autosave(&h)?;
                p.undo::<G>(out, &cmd, false).map_err(io_err)?;
            }
            Line::Redo => {
                let (cmd, events) = h.redo().ok_or_else(|| bad("there is nothing to redo".into()))?;
                autosave(&h)?;
                p.undo::<G>(out, &cmd, true).map_err(io_err)?;
                p.events::<G>(out, &events).map_err(io_err)?;
            }
            Line::Lang(lang) => p.set_lang(lang),
            Line::Review(r) => p.review(out, h.game(), r).map_err(io_err)?,
            Line::Expect(x) => h.game().expect(&x, names).map_err(|reason| ScriptError::Failed { line, reason })?,
        }
    }
    p.finish();
    Ok(h)
}

const SETUP_WORDS: [&str; 9] =
    ["players", "youngest", "oldest", "seed", "table-dice", "board", "epilogues", "ruleset", "option"];

fn is_setup_word(w: &str) -> bool {
    SETUP_WORDS.contains(&w)
}

impl Table {
    /// Reads a set-up line: `Ok(false)` when the line is not one (the game starts).
    fn setup_line(&mut self, words: &[&str], base: &Path, line: usize) -> Result<bool, String> {
        let args = &words[1..];
        match words[0] {
            "youngest" | "board" | "epilogues" if self.lockdown_only.is_none() => {
                self.lockdown_only = Some((
                    if words[0] == "youngest" {
                        "youngest"
                    } else if words[0] == "board" {
                        "board"
                    } else {
                        "epilogues"
                    },
                    line,
                ));
                return self.setup_line_of_both(words, base, line);
            }
            "ruleset" => {
                let name = one(args, "ruleset lockdown|mall-of-horror")?;
                self.ruleset = Ruleset::from_name(name).ok_or_else(|| {
                    let names: Vec<&str> = Ruleset::ALL.iter().map(|r| r.name()).collect();
                    format!("{name} is not a ruleset ({})", names.join(" or "))
                })?;
            }
            "option" => {
                match one(args, "option cachou-open|hidden-leaves-defence|second-vote-survivors-only")? {
                    "cachou-open" => self.options.cachou_open = true,
                    "hidden-leaves-defence" => self.options.hidden_leaves_defence = true,
                    "second-vote-survivors-only" => self.options.second_vote_survivors_only = true,
                    o => {
                        return Err(format!(
                            "{o} is not a table option (cachou-open, hidden-leaves-defence, second-vote-survivors-only)"
                        ));
                    }
                }
                self.mall_only.get_or_insert(("option", line));
            }
            _ => return self.setup_line_of_both(words, base, line),
        }
        Ok(true)
    }

    /// Reads a set-up line that is not about the ruleset.
    fn setup_line_of_both(&mut self, words: &[&str], base: &Path, line: usize) -> Result<bool, String> {
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
        if let Some((word, line)) = self.mall_only {
            return Err((
                Some(line),
                format!("`{word}` belongs to a game of Mall of Horror (`ruleset mall-of-horror`)"),
            ));
        }
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

    /// The game of Mall of Horror of this set-up; an error with the line it belongs to, when one
    /// line is to blame.
    fn start_mall(
        &self,
    ) -> Result<(crate::engine::mall::Game, Vec<crate::engine::mall::Event>), (Option<usize>, String)> {
        if let Some((word, line)) = self.lockdown_only {
            return Err((Some(line), format!("`{word}` belongs to a game of Lockdown, not of Mall of Horror")));
        }
        if self.names.is_empty() {
            return Err((None, "the script must name the players first (`players A B C`)".into()));
        }
        let (oldest, o_line) = self
            .oldest
            .as_ref()
            .ok_or_else(|| (None, "the script must say who is the oldest (`oldest NAME`)".to_owned()))?;
        let oldest = seat(&self.names, oldest).map_err(|e| (Some(*o_line), e))?;
        let mut setup = crate::engine::mall::Setup::new(self.names.len() as u8, oldest, self.seed);
        setup.dice = if self.table_dice { DiceMode::Table } else { DiceMode::Vigie };
        if let Some(g) = self.generator {
            setup.generator = g;
        }
        setup.options = self.options;
        crate::engine::mall::Game::new(setup).map_err(|e| (None, e.to_string()))
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

#[cfg(test)]
mod mall_tests {
    use super::mall::{PENDING_NAMES, command_line, parse_line, pending_name};
    use super::*;
    use crate::engine::mall::{CardPlay, Character, Command as C};

    #[test]
    fn every_pending_decision_of_random_mall_games_can_be_expected_by_name() {
        for seed in 0..40 {
            let setup = crate::engine::mall::Setup::new(3 + (seed % 4) as u8, Seat::FIRST, seed);
            crate::sim::mall::play(setup, seed, |before, _, _, _| {
                let name = pending_name(&before.pending());
                assert!(PENDING_NAMES.contains(&name), "{name} is missing from PENDING_NAMES");
            });
        }
    }

    #[test]
    fn every_mall_command_reads_back_from_its_line() {
        let n: Vec<String> = ["Red", "Blue", "Green"].map(String::from).to_vec();
        let [red, blue, green, ..] = Seat::ALL;
        let l = crate::engine::mall::PARKING;
        let cmds = [
            C::Roll { dice: Dice::new(&[1, 6, 3, 4]).unwrap() },
            C::Place { player: blue, character: Character::LittleGirl, location: l },
            C::Continue,
            C::Ballot { voter: red, candidate: green },
            C::BreakTie { candidate: blue },
            C::Give { to: green },
            C::Destination { player: red, location: l },
            C::Move { player: green, character: Character::PinUp },
            C::Victim { player: blue, character: Character::ToughGuy },
            C::Play { player: red, card: CardPlay::Sprint { character: Character::Gunman, to: l } },
            C::Play { player: blue, card: CardPlay::Hidden { character: Character::PinUp } },
            C::Play { player: green, card: CardPlay::WeaponTwo },
            C::Play { player: green, card: CardPlay::SecurityCamera },
        ];
        for cmd in cmds {
            let line = command_line(&cmd, &n);
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(parse_line(&words, &n), Ok(Line::Command(cmd)), "{line}");
        }
        let e = |s: &str| parse_line(&s.split_whitespace().collect::<Vec<_>>(), &n).unwrap_err();
        assert_eq!(e("keys Red"), "`keys` is a decision of Lockdown, not of Mall of Horror");
        assert_eq!(e("place Red pin-up"), "expected `place PLAYER CHARACTER LOCATION`");
        assert_eq!(e("move Red blocker"), "blocker is not a character (pin-up, tough-guy, gunman, little-girl)");
        assert_eq!(e("play Red sprint gunman"), "expected `play PLAYER sprint CHARACTER LOCATION`");
    }

    #[test]
    fn a_random_mall_game_written_as_a_script_plays_back_the_same() {
        let script = mall::random_game(4, 9, false);
        assert!(script.contains("ruleset mall-of-horror"));
        let mut out = Vec::new();
        let played = run(&script, Path::new("."), &Options::default(), &mut out).unwrap();
        let played = played.expect("a game");
        let g = played.game::<crate::engine::mall::Game>().expect("a game of Mall of Horror");
        assert!(g.is_finished() || g.round() > 0);
        assert!(String::from_utf8(out).unwrap().contains("game-started ruleset=mall-of-horror"));
    }
}
