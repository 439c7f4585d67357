//! Save files: the table's set-up and the log of its decisions, in a versioned JSON format.
//!
//! A save holds what the table decided, not the engine's internal state: loading replays the
//! decisions on a new game, so a loaded game is checked by the rules themselves, and a save
//! replays to exactly the same state (the dice generator is seeded from the set-up). A file is
//! first read into a plain struct ([`SaveFile`]), then checked into a game ([`Saved`]).
//!
//! The version says which generator rolls the dice: version 1 (written before the dice came from
//! the rand family) names none, and its games roll with SplitMix64
//! ([`Generator::SplitMix64Legacy`]); version 2 names it in `setup.generator`. A version-1 save
//! is read as it is, and written back as version 2 naming SplitMix64: its dice never change.
//!
//! A save names the rules its game follows (`ruleset`: [`Rules::NAME`], `lockdown`,
//! `mall-of-horror`); a save that names none was written before Mall of Horror, and is
//! Lockdown's. [`load`] reads a game of Lockdown, [`load_any`] a game of any shipped ruleset
//! ([`AnySaved`], its game a [`Played`](crate::engine::Played)): the ruleset's name picks its
//! [`Loader`], one line a ruleset in [`SHIPPED`] (`any.rs`). A game of other rules is read with
//! [`load_with`] and its own loaders, or as `Saved::<R>`: past that list, only each ruleset's
//! [`Saveable`] names it.

mod any;

pub use any::{AnySaved, Loader, SHIPPED};

use super::{Refusal, StoreError, read_regular, write_private};
use crate::engine::{Command, DecisionLog as Log, Game, Generator, Record, Rules, Ruleset, Setup, mall};
use any::ruleset_of;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The `format` field of every Vigie save.
pub const FORMAT: &str = "vigie-save";
/// The version this build writes (and the newest it reads): the set-up names its dice generator.
pub const VERSION: u32 = 2;
/// The oldest version this build reads: version 1, whose dice are SplitMix64's.
pub const OLDEST_VERSION: u32 = 1;
/// The most a save file may hold: a long game's save is a few tens of kilobytes.
pub const MAX_SAVE_BYTES: u64 = 4 << 20;
/// The longest player's name, in characters (as the interface lets one type).
pub const MAX_NAME_CHARS: usize = 24;
/// How many colours a player's name may be picked as.
pub const COLOURS: u8 = 8;
/// The longest gamepad name, model or audio device name kept in a save, in characters.
const MAX_LABEL_CHARS: usize = 200;

/// A save file as written on disk: Lockdown's set-up and decisions by default, Mall of Horror's
/// as `SaveFile<mall::Setup, mall::Command>`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile<S = Setup, C = Command> {
    pub format: String,
    pub version: u32,
    /// The name of the rules the game follows ([`Rules::NAME`]; Lockdown's when the save names
    /// none).
    #[serde(default = "default_ruleset")]
    pub ruleset: String,
    /// Players' names (or colours), by seat, clockwise.
    pub names: Vec<String>,
    pub setup: S,
    /// The decisions applied, in order.
    pub commands: Vec<C>,
    /// Decisions undone and not replaced, most recent last (they can be redone).
    #[serde(default = "Vec::new")]
    pub undone: Vec<C>,
    /// How the table gets its secrets and enters its secret choices.
    #[serde(default)]
    pub table: TableOptions,
}

/// How one player is told their secrets.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PrivateChannel {
    /// Never told a secret.
    #[default]
    None,
    /// Their own headphones: a secret is said there at once.
    Headphones { device: String, description: String },
    /// One headset passed around: Vigie asks them to put it on first.
    Headset { device: String, description: String },
    /// The screen, read alone and then cleared.
    Screen,
    /// Their own phone, on Vigie's page: secrets shown there at once, secret choices made there.
    Phone,
}

/// The table's ways with secrets.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TableOptions {
    /// Each player's private channel, by seat.
    pub channels: Vec<PrivateChannel>,
    /// Ballots and destinations entered by each player in secret (otherwise one operator enters
    /// what the table pointed at or revealed).
    pub secret_entry: bool,
    /// A player whose channel is their phone makes there every decision of their own (their
    /// placements, moves, victims, cards, ties...), not only their secret choices; the table's
    /// keys can still make any of them.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub phone_decisions: bool,
    /// Gamepads given to players; the others act for the operator.
    pub pads: Vec<PadOwner>,
    /// By seat, the colour a player's name was picked as (its place in the interface's list of
    /// colours), so that it is said in the table's language; `None`: a typed name.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<Option<u8>>,
}

/// A gamepad given to a player, recognised by its name and model when it comes back (after
/// being unplugged, or when the game is resumed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PadOwner {
    pub name: String,
    pub uuid: String,
    pub player: crate::engine::Seat,
}

impl TableOptions {
    /// The channel of a seat.
    pub fn channel(&self, seat: crate::engine::Seat) -> &PrivateChannel {
        const NONE: PrivateChannel = PrivateChannel::None;
        self.channels.get(seat.index()).unwrap_or(&NONE)
    }

    /// This seat's channel is this one now.
    pub fn set_channel(&mut self, seat: crate::engine::Seat, c: PrivateChannel) {
        if self.channels.len() <= seat.index() {
            self.channels.resize(seat.index() + 1, PrivateChannel::None);
        }
        self.channels[seat.index()] = c;
    }
}

/// The ruleset a save that names none follows: Lockdown (saves written before Mall of Horror).
fn default_ruleset() -> String {
    Ruleset::default().name().to_owned()
}

/// A ruleset's game as a save holds it: its set-up, and how a game starts from it. The save
/// names it by [`Rules::NAME`]; a decision that no longer replays is its [`Rules::Error`].
pub trait Saveable: Rules {
    /// Players at the table.
    fn players_of(setup: &Self::Setup) -> u8;
    /// The generator of the set-up's dice.
    fn generator(setup: &Self::Setup) -> Generator;
    /// Starts a game, checking what a set-up of a file must hold.
    fn start(setup: Self::Setup) -> Result<(Self, crate::engine::Events<Self>), String>;
}

impl Saveable for Game {
    fn players_of(setup: &Setup) -> u8 {
        setup.players
    }

    fn generator(setup: &Setup) -> Generator {
        setup.generator
    }

    fn start(setup: Setup) -> Result<(Game, Vec<crate::engine::Event>), String> {
        // The board's numbers are checked as a board file's are.
        setup.profile.checked().map_err(|e| format!("the board: {e}"))?;
        Game::new(setup).map_err(|e| e.to_string())
    }
}

impl Saveable for mall::Game {
    fn players_of(setup: &mall::Setup) -> u8 {
        setup.players
    }

    fn generator(setup: &mall::Setup) -> Generator {
        setup.generator
    }

    fn start(setup: mall::Setup) -> Result<(mall::Game, Vec<mall::Event>), String> {
        mall::Game::new(setup).map_err(|e| e.to_string())
    }
}

/// A checked save: a game with its history (Lockdown's by default; `Saved<mall::Game>` for
/// Mall of Horror).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved<G: Rules = Game> {
    pub names: Vec<String>,
    pub history: Record<G>,
    pub table: TableOptions,
}

impl<G: Saveable> Saved<G> {
    /// The save of a game in progress.
    pub fn to_file(&self) -> SaveFile<G::Setup, G::Command> {
        let Log { commands, undone } = self.history.log();
        SaveFile {
            format: FORMAT.into(),
            version: VERSION,
            ruleset: G::NAME.into(),
            names: self.names.clone(),
            setup: *self.history.start().setup(),
            commands,
            undone,
            table: self.table.clone(),
        }
    }

    /// The save as JSON text.
    pub fn to_json(&self) -> String
    where
        G::Command: Serialize,
    {
        // Serialising plain data with string keys cannot fail.
        serde_json::to_string_pretty(&self.to_file()).unwrap_or_default() + "\n"
    }

    /// Reads and checks a save of this ruleset from JSON text; a save of another ruleset is
    /// refused as such.
    pub fn read(text: &str) -> Result<Saved<G>, StoreError>
    where
        G::Command: DeserializeOwned,
    {
        let mut names: Vec<&'static str> = SHIPPED.iter().map(Loader::name).collect();
        if !names.contains(&G::NAME) {
            names.push(G::NAME);
        }
        let ruleset = ruleset_of(text, &names)?;
        if ruleset != G::NAME {
            return Err(StoreError::OtherRuleset(ruleset.into()));
        }
        let file: SaveFile<G::Setup, G::Command> =
            serde_json::from_str(text).map_err(|e| StoreError::Syntax(e.to_string()))?;
        if file.version >= 2 && !names_generator(text) {
            return Err(StoreError::Invalid("the set-up does not name its dice generator".into()));
        }
        check(file)
    }
}

impl Saved {
    /// Reads and checks a save of a game of Lockdown from JSON text (a save of another ruleset
    /// is refused as such: [`AnySaved::from_json`] reads any).
    pub fn from_json(text: &str) -> Result<Saved, StoreError> {
        Saved::<Game>::read(text)
    }
}

impl SaveFile {
    /// Checks the file of a game of Lockdown and replays its decisions.
    pub fn check(self) -> Result<Saved, StoreError> {
        check(self)
    }
}

impl<S, C> SaveFile<S, C> {
    /// Checks the file and replays its decisions, as a game of the rules `G` (whose set-up and
    /// commands the file holds).
    pub fn check_as<G: Saveable<Setup = S, Command = C>>(self) -> Result<Saved<G>, StoreError> {
        check(self)
    }
}

/// Checks a file of a ruleset and replays its decisions.
fn check<G: Saveable>(file: SaveFile<G::Setup, G::Command>) -> Result<Saved<G>, StoreError> {
    if file.format != FORMAT {
        return Err(StoreError::Format(file.format));
    }
    if file.version > VERSION {
        return Err(StoreError::Version(file.version));
    }
    if file.version < OLDEST_VERSION {
        return Err(StoreError::NoSuchVersion(file.version));
    }
    if file.ruleset != G::NAME {
        return Err(StoreError::OtherRuleset(file.ruleset));
    }
    let generator = G::generator(&file.setup);
    if file.version == 1 && generator != Generator::SplitMix64Legacy {
        return Err(StoreError::Invalid(format!(
            "a version-1 save's dice are {}'s, not {}'s",
            Generator::SplitMix64Legacy.name(),
            generator.name()
        )));
    }
    let players = G::players_of(&file.setup);
    if file.names.len() != usize::from(players) {
        return Err(StoreError::Invalid(format!("{} names for {} players", file.names.len(), players)));
    }
    for (i, n) in file.names.iter().enumerate() {
        check_name(n).map_err(|e| StoreError::Invalid(format!("player {}: {e}", i + 1)))?;
        if file.names[..i].iter().any(|m| m.eq_ignore_ascii_case(n)) {
            return Err(StoreError::Invalid(format!("two players are called {n}")));
        }
    }
    file.table.check(players)?;
    let (game, events) = G::start(file.setup).map_err(StoreError::Invalid)?;
    let log = Log { commands: file.commands, undone: file.undone };
    let history = Record::replay(game, events, &log).map_err(|(index, error)| StoreError::Replay {
        index: index + 1,
        error: Refusal::from(error),
        names: file.names.clone(),
    })?;
    // Every decision that can be redone must apply again, in turn.
    let mut redone = history.clone();
    for i in 0..log.undone.len() {
        if redone.redo().is_none() {
            let index = log.undone.len() - i;
            return Err(StoreError::Invalid(format!("undone decision {index} could not be redone")));
        }
    }
    Ok(Saved { names: file.names, history, table: file.table })
}

/// Whether the save's set-up names its generator (a set-up that names none is read as SplitMix64's,
/// which only a version-1 save may be).
fn names_generator(text: &str) -> bool {
    #[derive(Deserialize)]
    struct File {
        setup: SetupFields,
    }
    #[derive(Deserialize)]
    struct SetupFields {
        generator: Option<serde::de::IgnoredAny>,
    }
    serde_json::from_str::<File>(text).is_ok_and(|f| f.setup.generator.is_some())
}

impl TableOptions {
    /// Checks the options against the number of players: a channel or a gamepad per seat at
    /// most, gamepads owned by seats at the table, names and devices that are sane text.
    fn check(&self, players: u8) -> Result<(), StoreError> {
        let bad = |s: String| Err(StoreError::Invalid(s));
        if self.channels.len() > usize::from(players) {
            return bad(format!("{} private channels for {players} players", self.channels.len()));
        }
        if self.colours.len() > usize::from(players) || self.colours.iter().flatten().any(|c| *c >= COLOURS) {
            return bad(format!("{} colours for {players} players, or a colour out of the list", self.colours.len()));
        }
        for c in &self.channels {
            if let PrivateChannel::Headphones { device, description }
            | PrivateChannel::Headset { device, description } = c
            {
                check_label(device)
                    .and_then(|_| if device.is_empty() { Err("no device named".to_owned()) } else { Ok(()) })
                    .and_then(|_| check_label(description))
                    .or_else(|e| bad(format!("a channel: {e}")))?;
            }
        }
        for p in &self.pads {
            if p.player.number() > players {
                return bad(format!("a gamepad is given to seat {} of {players}", p.player.number()));
            }
            check_label(&p.name).and_then(|_| check_label(&p.uuid)).or_else(|e| bad(format!("a gamepad: {e}")))?;
        }
        Ok(())
    }
}

/// A player's name as Vigie accepts it: 1 to 24 characters, printable (no control character,
/// such as those that would clear or recolour a terminal), not only spaces.
pub fn check_name(name: &str) -> Result<(), String> {
    if name.trim().is_empty() {
        return Err("a name cannot be empty".into());
    }
    if name.chars().nth(MAX_NAME_CHARS).is_some() {
        return Err(format!("a name has at most {MAX_NAME_CHARS} characters"));
    }
    printable(name)
}

fn check_label(text: &str) -> Result<(), String> {
    if text.chars().nth(MAX_LABEL_CHARS).is_some() {
        return Err(format!("a name has at most {MAX_LABEL_CHARS} characters"));
    }
    printable(text)
}

fn printable(text: &str) -> Result<(), String> {
    match text.chars().find(|c| {
        c.is_control() || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    }) {
        Some(c) => Err(format!("\"{}\" holds a control character (U+{:04X})", text.escape_default(), u32::from(c))),
        None => Ok(()),
    }
}

/// Reads a save file's text (a regular file of at most [`MAX_SAVE_BYTES`]).
fn read_save(path: &Path) -> Result<String, StoreError> {
    let bytes = read_regular(path, MAX_SAVE_BYTES)?;
    String::from_utf8(bytes).map_err(|e| StoreError::Syntax(format!("not UTF-8 text: {e}")))
}

/// Reads and checks a save of a game of Lockdown (a save of another ruleset is refused as such).
pub fn load(path: &Path) -> Result<Saved, StoreError> {
    Saved::from_json(&read_save(path)?)
}

/// Reads and checks a save of a game of any shipped ruleset.
pub fn load_any(path: &Path) -> Result<AnySaved, StoreError> {
    load_with(path, SHIPPED)
}

/// Reads and checks a save of a game of any of these rulesets.
pub fn load_with(path: &Path, loaders: &[Loader]) -> Result<AnySaved, StoreError> {
    AnySaved::from_json_with(&read_save(path)?, loaders)
}

/// Writes a save atomically: a temporary file beside it, flushed to disk, then renamed over it.
/// A crash leaves either the old save or the new one, never half of one. The save holds the
/// dice's seed and the secret choices of the turn: it is readable by its owner only.
pub fn store<G: Saveable>(path: &Path, saved: &Saved<G>) -> Result<(), StoreError>
where
    G::Command: Serialize,
{
    let json = saved.to_json();
    hold_for_a_test(saved.history.log().commands.len());
    write_private(path, json.as_bytes())
}

/// A test hook: with `VIGIE_TEST_SAVE_HOLD=N`, the save of the game's N-th decision is never
/// written: Vigie says so on standard error and waits there until it is killed. The test then
/// knows, without a race, that nothing said after that save was said before it. Debug builds
/// only (the tests'): a release build never reads the variable.
fn hold_for_a_test(decisions: usize) {
    if !cfg!(debug_assertions) {
        return;
    }
    let Some(n) = std::env::var("VIGIE_TEST_SAVE_HOLD").ok().and_then(|v| v.parse::<usize>().ok()) else { return };
    if n == decisions {
        eprintln!("vigie: test hook: holding the save of decision {n}");
        loop {
            std::thread::park();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::move_aside;
    use super::*;
    use crate::engine::{Seat, Setup};
    use std::fs;

    fn new_save() -> Saved {
        let (game, events) = Game::new(Setup::new(3, Seat::ALL[2], Seat::FIRST, 9)).unwrap();
        Saved {
            names: vec!["Red".into(), "Blue".into(), "Green".into()],
            history: crate::engine::History::new(game, events),
            table: TableOptions::default(),
        }
    }

    #[test]
    fn a_save_reads_back_equal() {
        let s = new_save();
        assert_eq!(Saved::from_json(&s.to_json()).unwrap(), s);
    }

    /// A game of Mall of Horror played some way by random players, with a decision undone.
    fn mall_save() -> Saved<mall::Game> {
        let mut setup = mall::Setup::new(4, Seat::ALL[1], 11);
        setup.options.cachou_open = true;
        let (game, events) = mall::Game::new(setup).unwrap();
        let mut history = Record::new(game, events);
        for _ in 0..60 {
            let Some(cmd) = first_choice(history.game()) else { break };
            history.apply(cmd).unwrap();
        }
        assert!(history.undo().is_some());
        Saved {
            names: ["Red", "Blue", "Green", "Pink"].map(String::from).to_vec(),
            history,
            table: TableOptions::default(),
        }
    }

    /// The first legal choice of each decision of Mall of Horror (no card is ever played).
    fn first_choice(g: &mall::Game) -> Option<mall::Command> {
        use mall::{Command as C, OwnCommand as O, OwnPending as Q, Pending as P};
        let first = |s: crate::engine::SeatSet| s.iter().next();
        Some(match g.pending() {
            P::Own(Q::Placement { player, characters, locations, .. }) => {
                C::Own(O::Place { player, character: characters.iter().next()?, location: locations.iter().next()? })
            }
            P::Own(Q::Discussion { .. } | Q::Cards { .. } | Q::Camera { .. } | Q::Stay { .. }) => C::Continue,
            P::Ballots { candidates, waiting, .. } => {
                C::Ballot { voter: first(waiting)?, candidate: first(candidates)? }
            }
            P::TieBreak { tied, .. } => C::BreakTie { candidate: first(tied)? },
            P::TruckShare { player, may_keep, .. } => {
                C::Give { to: if may_keep { player } else { player.next(g.players()) } }
            }
            P::AnnounceDestination { player, choices } => C::Destination { player, location: choices.iter().next()? },
            P::SecretDestinations { waiting, zombie_choices, .. } => {
                C::Destination { player: first(waiting)?, location: zombie_choices.iter().last()? }
            }
            P::Move { player, characters, .. } => C::Move { player, character: characters.iter().next()? },
            P::Victim { player, characters, .. } => C::Victim { player, character: characters.iter().next()? },
            P::Dice { .. } | P::Finished => return None,
        })
    }

    #[test]
    fn a_save_names_its_ruleset_and_one_that_names_none_is_lockdown() {
        let s = new_save();
        let text = s.to_json();
        assert!(text.contains("\"ruleset\": \"lockdown\""), "{text}");
        let older = text.replace("  \"ruleset\": \"lockdown\",\n", "");
        assert!(!older.contains("ruleset"));
        assert_eq!(Saved::from_json(&older).unwrap(), s);
        assert_eq!(AnySaved::from_json(&older).unwrap(), AnySaved::from(s));
        // A name out of the list is refused as a broken file, where it is.
        let other = text.replace("\"ruleset\": \"lockdown\"", "\"ruleset\": \"monopoly\"");
        // Word for word as serde refused it when the ruleset was read as the enum `Ruleset`.
        #[derive(Deserialize, Debug)]
        struct Head {
            #[serde(default, rename = "ruleset")]
            _ruleset: Ruleset,
        }
        let serde = serde_json::from_str::<Head>(&other).unwrap_err().to_string();
        assert_eq!(serde, "unknown variant `monopoly`, expected `lockdown` or `mall-of-horror` at line 4 column 23");
        for e in [Saved::from_json(&other).unwrap_err(), AnySaved::from_json(&other).unwrap_err()] {
            assert_eq!(e.to_string(), format!("not a Vigie save: {serde}"));
        }
    }

    #[test]
    fn a_mall_of_horror_save_reads_back_equal_and_is_checked_by_its_rules() {
        let s = mall_save();
        let text = s.to_json();
        assert!(text.contains("\"ruleset\": \"mall-of-horror\""), "{text}");
        assert!(text.contains("\"cachou_open\": true"), "the table's options are saved: {text}");
        let back = AnySaved::from_json(&text).unwrap();
        assert_eq!((back.name(), back.ruleset()), (mall::Game::NAME, Ruleset::from_name("mall-of-horror")));
        assert_eq!(back.saved::<mall::Game>(), Some(s.clone()));
        assert_eq!(back.saved::<Game>(), None);
        assert_eq!(back.to_json_with(SHIPPED), Some(text.clone()));
        assert_eq!(back, AnySaved::from(s.clone()));
        // Lockdown's reader refuses it by name, not as a broken file.
        assert!(matches!(Saved::from_json(&text), Err(StoreError::OtherRuleset(r)) if r == "mall-of-horror"));
        // And so does a list of loaders without it.
        let e = AnySaved::from_json_with(&text, &SHIPPED[..1]).unwrap_err();
        assert!(
            e.to_string().starts_with("not a Vigie save: unknown variant `mall-of-horror`, expected `lockdown` at"),
            "{e}"
        );
        // A decision the rules refuse, and a ruleset that does not match the set-up.
        let mut f = s.to_file();
        f.commands.insert(0, mall::Command::Continue);
        assert!(matches!(f.check_as::<mall::Game>(), Err(StoreError::Replay { index: 1, .. })));
        let mut f = s.to_file();
        f.ruleset = "lockdown".into();
        assert!(matches!(f.check_as::<mall::Game>(), Err(StoreError::OtherRuleset(r)) if r == "lockdown"));
        let mut f = s.to_file();
        f.names.pop();
        assert!(matches!(f.check_as::<mall::Game>(), Err(StoreError::Invalid(_))));
        // Stored and loaded from a file as a Lockdown save is.
        let dir = std::env::temp_dir().join(format!("vigie-mall-save-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("mall.json");
        store(&path, &s).unwrap();
        assert_eq!(load_any(&path).unwrap(), AnySaved::from(s));
        assert!(matches!(load(&path), Err(StoreError::OtherRuleset(_))));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bad_saves_are_named_errors() {
        assert!(matches!(Saved::<Game>::from_json("{"), Err(StoreError::Syntax(_))));
        assert!(matches!(Saved::<Game>::from_json("garbage \u{0} here"), Err(StoreError::Syntax(_))));
        let s = new_save();
        let mut f = s.to_file();
        f.version = 7;
        assert!(matches!(f.check(), Err(StoreError::Version(7))));
        let mut f = s.to_file();
        f.names.pop();
        assert!(matches!(f.check(), Err(StoreError::Invalid(_))));
        let mut f = s.to_file();
        f.commands.push(Command::Continue);
        let e = f.check().unwrap_err();
        assert!(e.to_string().starts_with("decision 1 of the save cannot be replayed"), "{e}");
        let text = s.to_json();
        assert!(matches!(Saved::<Game>::from_json(&text[..text.len() / 2]), Err(StoreError::Syntax(_))));
    }

    #[test]
    fn hostile_or_impossible_content_is_refused_as_the_set_up_would() {
        let s = new_save();
        let invalid = |f: SaveFile| match f.check() {
            Err(StoreError::Invalid(why)) => why,
            other => panic!("{other:?}"),
        };
        let mut f = s.to_file();
        f.setup.profile.character_spots = [255; 5];
        assert!(invalid(f).contains("character_spots[1] = 255 is out of range (1 to 12)"));
        let mut f = s.to_file();
        f.setup.profile.monster_spots = [0; 6];
        f.setup.profile.cold_storage_rows = [0; 3];
        assert!(invalid(f).starts_with("the board: "));
        // A decision to redo that the rules refuse.
        let mut f = s.to_file();
        f.undone.push(Command::Continue);
        assert_eq!(invalid(f), "undone decision 1 could not be redone");
        let mut f = s.to_file();
        f.table.pads.push(PadOwner { name: "Pad".into(), uuid: "0".into(), player: crate::engine::Seat::ALL[5] });
        assert_eq!(invalid(f), "a gamepad is given to seat 6 of 3");
        let mut f = s.to_file();
        f.table.channels = vec![PrivateChannel::Screen; 4];
        assert_eq!(invalid(f), "4 private channels for 3 players");
        let mut f = s.to_file();
        f.table.channels = vec![PrivateChannel::Headphones { device: "x\u{1b}[2J".into(), description: "d".into() }];
        assert!(invalid(f).contains("control character"));
        for (name, why) in [
            ("\u{1b}[2J\u{1b}[41mRed", "control character (U+001B)"),
            ("Re\u{202e}d", "control character (U+202E)"),
            ("   ", "a name cannot be empty"),
            (&"x".repeat(25), "at most 24 characters"),
        ] {
            let mut f = s.to_file();
            f.names[0] = name.into();
            let got = invalid(f);
            assert!(got.starts_with("player 1: ") && got.contains(why), "{got}");
        }
        let mut f = s.to_file();
        f.names[0] = "Éloïse-Marie 2".into();
        assert!(f.check().is_ok());
    }

    #[test]
    fn version_0_is_not_said_to_come_from_a_newer_vigie() {
        let mut f = new_save().to_file();
        f.version = 0;
        let e = f.check().unwrap_err();
        assert!(matches!(e, StoreError::NoSuchVersion(0)), "{e:?}");
        assert!(!e.to_string().contains("newer"), "{e}");
        let mut f = new_save().to_file();
        f.version = VERSION + 1;
        assert!(f.check().unwrap_err().to_string().contains("newer"));
    }

    #[test]
    fn only_regular_files_are_read_written_or_moved_aside() {
        use crate::platform::files::special;
        let dir = std::env::temp_dir().join(format!("vigie-regular-test-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("folder/inside")).unwrap();
        let folder = dir.join("folder");
        // Pipes and devices where the file system has them (not on Windows).
        let pipe = dir.join("pipe.json");
        let mut refused = vec![(folder.clone(), "a folder")];
        if special::pipe(&pipe) {
            refused.push((pipe.clone(), "a named pipe"));
        }
        if let Some(device) = special::device() {
            refused.push((device, "a device"));
        }
        let s = new_save();
        for (path, kind) in &refused {
            // Reading a pipe would block for ever: refused at once.
            let e = load(path).unwrap_err();
            assert!(matches!(&e, StoreError::NotAFile { kind: k, .. } if k.to_string() == *kind), "{e:?}");
            assert_eq!(e.to_string(), format!("{} is not a regular file but {kind}", path.display()));
            assert!(matches!(store(path, &s), Err(StoreError::NotAFile { .. })));
            assert_eq!(move_aside(path), None);
        }
        assert!(folder.join("inside").is_dir());
        assert!(!dir.join("folder.unreadable").exists() && !dir.join("pipe.json.unreadable").exists());
        let path = dir.join("game.json");
        if refused.len() > 1 {
            assert!(!fs::symlink_metadata(&pipe).unwrap().is_file());
            // A pipe where the temporary file goes does not block the save either.
            assert!(special::pipe(&dir.join(".game.json.tmp")));
        }
        store(&path, &s).unwrap();
        assert_eq!(load(&path).unwrap(), s);
        // A link to a save is kept: the save it points to is replaced (where the user may make
        // links: always on Unix).
        let link = dir.join("link.json");
        if special::symlink(&path, &link) {
            store(&link, &s).unwrap();
            assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
            // Even to a save that does not exist yet.
            let dangling = dir.join("dangling.json");
            assert!(special::symlink(Path::new("later.json"), &dangling));
            store(&dangling, &s).unwrap();
            assert!(fs::symlink_metadata(&dangling).unwrap().file_type().is_symlink());
            assert_eq!(load(&dir.join("later.json")).unwrap(), s);
        }
        // A save too large to be one is refused without being read whole.
        let big = dir.join("big.json");
        fs::write(&big, vec![b' '; MAX_SAVE_BYTES as usize + 1]).unwrap();
        assert!(matches!(load(&big), Err(StoreError::TooLarge { .. })));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_unreadable_save_is_moved_aside_never_over_another() {
        let dir = std::env::temp_dir().join(format!("vigie-aside-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.json");
        for (i, text) in ["garbage", "more garbage"].iter().enumerate() {
            fs::write(&path, text).unwrap();
            let aside = move_aside(&path).unwrap();
            assert_eq!(fs::read_to_string(&aside).unwrap(), *text);
            assert_eq!(
                aside.file_name().unwrap(),
                if i == 0 { "game.json.unreadable" } else { "game.json.unreadable-2" }
            );
            assert!(!path.exists());
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn atomic_write_replaces_the_file() {
        let dir = std::env::temp_dir().join(format!("vigie-save-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("game.json");
        fs::write(&path, "old").unwrap();
        let s = new_save();
        store(&path, &s).unwrap();
        assert_eq!(load(&path).unwrap(), s);
        assert!(!dir.join(".game.json.tmp").exists());
        // Again over the save just written, while another program holds it open for a moment
        // (on Windows a rename over a file works differently: `platform::files::replace`),
        // then over a read-only one.
        let reader = fs::File::open(&path).unwrap();
        let let_go = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(300));
            drop(reader);
        });
        let mut other = new_save();
        other.names[0] = "Léa".into();
        store(&path, &other).unwrap();
        let_go.join().unwrap();
        assert_eq!(load(&path).unwrap(), other);
        let mut p = fs::metadata(&path).unwrap().permissions();
        p.set_readonly(true);
        fs::set_permissions(&path, p).unwrap();
        store(&path, &s).unwrap();
        assert_eq!(load(&path).unwrap(), s);
        assert!(!dir.join(".game.json.tmp").exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
