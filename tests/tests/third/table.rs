//! Pile at the table: the interface's `AtTable` (its few words, the items of each decision, the
//! bets a phone is asked, its review and its set-up), so that the interface's own screens play
//! it: set-up, questions, secrets, undo, reviews, saves and resume.

use super::rules::{Command, Pending, Pile, Setup};
use super::words::Word;
use fluent_bundle::FluentArgs;
use vigie::announce::{Announcer, Review};
use vigie::engine::{Generator, Rules, Seat};
use vigie::ui::{App, AtTable, Choice, Draft, Item, Moment};

/// Arguments of one of Pile's messages.
fn args(pairs: &[(&'static str, String)]) -> FluentArgs<'static> {
    let mut a = FluentArgs::new();
    for (k, v) in pairs {
        a.set(*k, v.clone());
    }
    a
}

impl AtTable for Pile {
    type Word = Word;
    type TableSetup = ();
    const SELECTOR: &'static str = "pile";
    const NEW_GAME: Word = Word("pile-new-game");
    const SETUP_TITLE: Word = Word("pile-setup-title");
    const HISTORY_ENTRY: Word = Word("pile-history-entry");
    const GROUPS_TITLE: Word = Word("pile-players-title");
    const TOPICS: &'static [(Word, Word)] = &[(Word("pile-rules-goal-title"), Word("pile-rules-goal"))];

    fn moment(&self) -> Moment {
        (0, None)
    }

    fn round(&self) -> u16 {
        0
    }

    fn secret_of(cmd: &Command) -> Option<Seat> {
        match *cmd {
            Command::Bet { player, .. } => Some(player),
            Command::Take { .. } => None,
        }
    }

    fn is_ballot(&self) -> bool {
        matches!(self.pending(), Pending::Bets { .. })
    }

    fn items(app: &App, g: &Pile, _title: &mut String) -> Vec<Item<Choice>> {
        match g.pending() {
            Pending::Bets { .. } => {
                let Some(player) = app.chooser() else { return Vec::new() };
                Seat::all(g.players())
                    .map(|on| {
                        let q = app.words(
                            Word("pile-confirm-bet"),
                            &args(&[("player", app.name(player)), ("on", app.name(on))]),
                        );
                        Item::new(app.name(on), Choice::confirm::<Pile>(Command::Bet { player, on }, q))
                    })
                    .collect()
            }
            Pending::Take { player, most } => (1..=most)
                .map(|stones| {
                    let mut a = FluentArgs::new();
                    a.set("stones", Announcer::num(stones));
                    let label = app.words(Word("pile-take"), &a);
                    Item::numbered(label, Choice::decide::<Pile>(Command::Take { player, stones }), stones)
                })
                .collect(),
            Pending::Finished => Vec::new(),
        }
    }

    fn final_score(app: &App, g: &Pile) -> String {
        let winner = g.winner().map(|s| app.name(s)).unwrap_or_default();
        app.words(Word("pile-final"), &args(&[("player", winner)]))
    }

    fn phone_options(app: &App, g: &Pile, seat: Seat) -> Vec<(Command, String)> {
        match g.pending() {
            Pending::Bets { waiting } if waiting.contains(seat) => {
                Seat::all(g.players()).map(|on| (Command::Bet { player: seat, on }, app.name(on))).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Every review is the pile.
    fn review(app: &App, g: &Pile, _r: Review) -> String {
        let mut a = FluentArgs::new();
        a.set("stones", Announcer::num(g.pile()));
        app.words(Word("pile-left"), &a)
    }

    fn table_setup(_app: &mut App, d: &Draft, _seed: u64) -> Setup {
        Setup { players: d.players(), stones: 7, generator: Generator::CURRENT }
    }
}
