//! The rulesets Vigie ships, as the modes without the table interface take them: a script, a
//! random game written as one, simulations, the card list, where a saved game stands. One line
//! a ruleset in [`SHIPPED`]; each is its [`Scripted`], its rules out of sight.

use super::Scripted;
use super::table::Scriptable;
use crate::announce::Announcer;
use crate::engine::{DiceMode, Ruleset};
use crate::sim::Stats;
use crate::store::save::AnySaved;

/// The rulesets Vigie ships: one line a ruleset.
pub const SHIPPED: &[Shipped] = &[Shipped::of::<crate::engine::Game>(), Shipped::of::<crate::engine::mall::Game>()];

/// What the command line asks of a ruleset Vigie ships, besides its scripts.
pub trait Shippable: Scripted {
    /// A decision as a script line (a secret's content included).
    fn command_line(cmd: &Self::Command, names: &[String]) -> String;
    /// Where the game stands, lines of `vigie resume` before the decision pending (`turn: 2`).
    fn standing(&self) -> Vec<String>;
    /// One random legal game as a script (`vigie simulate --script`).
    fn random_game(players: u8, seed: u64, table_dice: bool) -> String;
    /// Random legal games, and their totals (`vigie simulate`).
    fn simulate(players: u8, games: u64, seed: u64, dice: DiceMode) -> Stats;
    /// Every card in words (`vigie cards`), under the title of the ruleset's cards unless
    /// `alone` and the ruleset does without it.
    fn card_list(an: &Announcer, alone: bool) -> Vec<String>;
}

/// A ruleset Vigie ships, as the command line takes it.
#[derive(Clone, Copy)]
pub struct Shipped {
    name: &'static str,
    script: Scriptable,
    random_game: fn(u8, u64, bool) -> String,
    simulate: fn(u8, u64, u64, DiceMode) -> Stats,
    card_list: fn(&Announcer, bool) -> Vec<String>,
    standing: fn(&AnySaved) -> Option<Vec<String>>,
}

impl Shipped {
    /// The ruleset `G`.
    pub const fn of<G: Shippable>() -> Shipped {
        Shipped {
            name: G::NAME,
            script: Scriptable::of::<G>(),
            random_game: G::random_game,
            simulate: G::simulate,
            card_list: G::card_list,
            standing: standing::<G>,
        }
    }

    /// The shipped ruleset with this name ([`crate::engine::Rules::NAME`]).
    pub fn named(name: &str) -> Option<&'static Shipped> {
        SHIPPED.iter().find(|r| r.name == name)
    }

    /// The entry of a shipped ruleset.
    pub fn of_ruleset(r: Ruleset) -> &'static Shipped {
        Shipped::named(r.name()).unwrap_or(&SHIPPED[0])
    }

    /// Its name ([`crate::engine::Rules::NAME`]).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Its scripts.
    pub fn script(&self) -> Scriptable {
        self.script
    }

    /// One random legal game as a script.
    pub fn random_game(&self, players: u8, seed: u64, table_dice: bool) -> String {
        (self.random_game)(players, seed, table_dice)
    }

    /// Random legal games, and their totals.
    pub fn simulate(&self, players: u8, games: u64, seed: u64, dice: DiceMode) -> Stats {
        (self.simulate)(players, games, seed, dice)
    }

    /// Every card in words ([`Shippable::card_list`]).
    pub fn card_list(&self, an: &Announcer, alone: bool) -> Vec<String> {
        (self.card_list)(an, alone)
    }

    /// Where a saved game of any shipped ruleset stands, one line a fact (`vigie resume`):
    /// its ruleset when not the default one, its players, its decisions, the last of them,
    /// where it stands and what it waits for.
    pub fn standing(saved: &AnySaved) -> Option<Vec<String>> {
        SHIPPED.iter().find_map(|r| (r.standing)(saved))
    }
}

/// Where a saved game of the rules `G` stands; `None` when it follows other rules.
fn standing<G: Shippable>(saved: &AnySaved) -> Option<Vec<String>> {
    let h = saved.played.record::<G>()?;
    let names = &saved.names;
    let log = h.log();
    let mut out = Vec::new();
    // A save that names no ruleset is the default one's: so is this account of it.
    if G::NAME != Ruleset::default().name() {
        out.push(format!("ruleset: {}", G::NAME));
    }
    out.push(format!("players: {}", names.join(", ")));
    out.push(format!("decisions: {}", log.commands.len()));
    out.push(format!(
        "last decision: {}",
        log.commands.last().map_or_else(|| "none".to_owned(), |c| G::command_line(c, names))
    ));
    out.extend(h.game().standing());
    out.push(format!("pending: {}", h.game().plain_prompt(names)));
    Some(out)
}
