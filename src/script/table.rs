//! The set-up every ruleset shares (`ruleset`, `players`, `oldest`, `seed`, `table-dice`), the
//! rulesets a script may name (one line each in [`rulesets`]), and the run of a game once set up:
//! one runner for any ruleset, over [`Scripted`].

use super::lines::{none, one, parse, seat, words_of};
use super::printer::Printer;
use super::{Line, Options, Outputs, ScriptError, Scripted};
use crate::engine::{DiceMode, Events, Generator, Played, Record, Ruleset, Seat};
use std::io::{self, Write};
use std::path::Path;

/// The set-up lines every ruleset reads the same.
const SHARED_WORDS: [&str; 5] = ["players", "oldest", "seed", "table-dice", "ruleset"];

/// The shipped rulesets ([`super::SHIPPED`]), each with its own set-up lines not yet read: for
/// the words of another ruleset than the one played.
fn rulesets() -> Vec<Box<dyn Entry>> {
    super::SHIPPED.iter().map(|r| r.script().entry()).collect()
}

/// A ruleset a script may name: its own set-up lines, decisions and the rest ([`Scripted`]),
/// its rules out of sight.
#[derive(Clone, Copy)]
pub struct Scriptable {
    entry: fn() -> Box<dyn Entry>,
}

impl Scriptable {
    /// The ruleset `G`.
    pub const fn of<G: Scripted>() -> Scriptable {
        Scriptable { entry: || Box::new(Own::<G>::default()) }
    }

    /// Its entry, its own set-up lines not yet read.
    fn entry(&self) -> Box<dyn Entry> {
        (self.entry)()
    }
}

/// The title of another ruleset that has the decision `w` when `G` has not.
pub(super) fn decision_of_another<G: Scripted>(w: &str) -> Option<&'static str> {
    rulesets().into_iter().find(|r| r.name() != G::NAME && r.has_verb(w)).map(|r| r.title())
}

/// True for a word of the set-up, of any ruleset.
fn is_setup_word(w: &str) -> bool {
    SHARED_WORDS.contains(&w) || rulesets().iter().any(|r| r.owns(w))
}

/// The table's set-up, as read from the script's first lines.
pub struct Table {
    pub(super) names: Vec<String>,
    /// The oldest, with the line that named them.
    oldest: Option<(String, usize)>,
    pub(super) seed: u64,
    pub(super) generator: Option<Generator>,
    table_dice: bool,
    /// The name of the ruleset played.
    ruleset: &'static str,
    /// Each ruleset's own set-up lines.
    own: Vec<Box<dyn Entry>>,
}

impl Table {
    /// A table not yet set up, which may play one of `rulesets`.
    fn new(rulesets: &[Scriptable]) -> Table {
        Table {
            names: Vec::new(),
            oldest: None,
            seed: 0,
            generator: None,
            table_dice: false,
            ruleset: Ruleset::default().name(),
            own: rulesets.iter().map(Scriptable::entry).collect(),
        }
    }

    /// The players' names, by seat.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The seed of the dice.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The dice's generator, when the script names one.
    pub fn generator(&self) -> Option<Generator> {
        self.generator
    }

    /// Reads a set-up line: `Ok(false)` when the line is not one (the game starts).
    fn setup_line(&mut self, words: &[&str], base: &Path, line: usize) -> Result<bool, String> {
        let args = &words[1..];
        if let Some(own) = self.own.iter_mut().find(|r| r.owns(words[0])) {
            own.read(words, &self.names, base, line)?;
            return Ok(true);
        }
        match words[0] {
            "ruleset" => {
                let names: Vec<&str> = self.own.iter().map(|r| r.name()).collect();
                let name = one(args, &format!("ruleset {}", names.join("|")))?;
                self.ruleset = names
                    .iter()
                    .find(|n| **n == name)
                    .ok_or_else(|| format!("{name} is not a ruleset ({})", names.join(" or ")))?;
            }
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
            "oldest" => {
                let name = one(args, "oldest NAME")?;
                // Known players are checked at once; otherwise when the game starts, at this line.
                if !self.names.is_empty() {
                    seat(&self.names, name)?;
                }
                self.oldest = Some((name.to_owned(), line));
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
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// What the script must say and does not.
    pub fn missing(what: &str) -> (Option<usize>, String) {
        (None, format!("the script must say who is the {what} (`{what} NAME`)"))
    }

    /// The oldest player's line, which every ruleset asks for.
    pub fn oldest(&self) -> Result<&(String, usize), (Option<usize>, String)> {
        self.oldest.as_ref().ok_or_else(|| Table::missing("oldest"))
    }

    /// The seat of a player named at a set-up line.
    pub fn seat(&self, (name, line): &(String, usize)) -> Result<Seat, (Option<usize>, String)> {
        seat(&self.names, name).map_err(|e| (Some(*line), e))
    }

    /// Who rolls the dice.
    pub fn dice(&self) -> DiceMode {
        if self.table_dice { DiceMode::Table } else { DiceMode::Vigie }
    }
}

/// Runs a script, its words also given to `outputs` (opened when the game starts).
pub(super) fn run(
    rulesets: &[Scriptable],
    text: &str,
    base: &Path,
    options: &Options,
    outputs: &mut dyn Outputs,
    out: &mut dyn Write,
) -> Result<Option<Played>, ScriptError> {
    let mut table = Table::new(rulesets);
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
    let game = Game { lines: &lines[first..], skipped: first, options, outputs, out };
    let played = table
        .own
        .iter()
        .find(|r| r.name() == table.ruleset)
        .ok_or_else(|| ScriptError::Bad { line: at, reason: format!("{} is not a ruleset", table.ruleset) })?;
    played.play(&table, at, game).map(Some)
}

/// The lines after the set-up and where the run's words go.
pub(super) struct Game<'a, 'o> {
    lines: &'a [&'a str],
    /// The set-up's lines: the first of `lines` is line `skipped + 1` of the script.
    skipped: usize,
    options: &'a Options,
    outputs: &'o mut dyn Outputs,
    out: &'o mut dyn Write,
}

/// A ruleset a script may name, its rules out of sight.
pub(super) trait Entry {
    fn name(&self) -> &'static str;
    fn title(&self) -> &'static str;
    /// True for one of its own set-up words.
    fn owns(&self, word: &str) -> bool;
    /// True for one of its decisions.
    fn has_verb(&self, w: &str) -> bool;
    /// Reads one of its own set-up lines.
    fn read(&mut self, words: &[&str], names: &[String], base: &Path, line: usize) -> Result<(), String>;
    /// When one of its own set-up lines was given, the line and why it is refused in a game of
    /// the ruleset `played`.
    fn stray(&self, played: &str) -> Option<(usize, String)>;
    /// Starts a game of these rules and plays it to the end of the script.
    fn play(&self, table: &Table, at: usize, game: Game<'_, '_>) -> Result<Played, ScriptError>;
}

/// A ruleset's own set-up lines, with the first of its words given and its line.
struct Own<G: Scripted> {
    own: G::Own,
    first: Option<(&'static str, usize)>,
}

impl<G: Scripted> Default for Own<G> {
    fn default() -> Self {
        Own { own: G::Own::default(), first: None }
    }
}

impl<G: Scripted> Entry for Own<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn title(&self) -> &'static str {
        G::TITLE
    }

    fn owns(&self, word: &str) -> bool {
        G::SETUP_WORDS.contains(&word)
    }

    fn has_verb(&self, w: &str) -> bool {
        G::VERBS.iter().chain(G::SHARED_VERBS).any(|(v, _)| *v == w)
    }

    fn read(&mut self, words: &[&str], names: &[String], base: &Path, line: usize) -> Result<(), String> {
        if self.first.is_none() {
            self.first = G::SETUP_WORDS.iter().find(|w| **w == words[0]).map(|w| (*w, line));
        }
        G::setup_line(&mut self.own, words, names, base, line)
    }

    fn stray(&self, played: &str) -> Option<(usize, String)> {
        self.first.map(|(word, line)| (line, G::stray(word, played)))
    }

    fn play(&self, table: &Table, at: usize, game: Game<'_, '_>) -> Result<Played, ScriptError> {
        let start = || {
            if let Some((line, reason)) =
                table.own.iter().filter(|r| r.name() != G::NAME).find_map(|r| r.stray(G::TITLE))
            {
                return Err((Some(line), reason));
            }
            if table.names.is_empty() {
                return Err((None, "the script must name the players first (`players A B C`)".into()));
            }
            G::set_up(table, &self.own)
        };
        let (g, events) = start().map_err(|(l, reason)| ScriptError::Bad { line: l.unwrap_or(at), reason })?;
        drive(g, events, &table.names, game).map(Played::new)
    }
}

/// Plays a ruleset's game from its start.
fn drive<G: Scripted>(
    game: G,
    events: Events<G>,
    names: &[String],
    Game { lines, skipped, options, outputs, out }: Game<'_, '_>,
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
        match parse::<G>(&words, names).map_err(bad)? {
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
