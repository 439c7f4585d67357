//! A third ruleset, Pile, that exists only in the tests: its rules (`rules.rs`, the engine's
//! `Rules`), its words (`words.rs`, the announcer's `Voice` over its own small locale), its
//! scripts and saves (`script.rs`, `Scripted` and `Saveable`) and its questions at the table
//! (`table.rs`, the interface's `AtTable`). It is played through the script runner, saved and
//! loaded through the store, said by the announcer and played with keys through the interface
//! (`ui.rs`), none of which names it: the proof that a new game needs no edit of the shared
//! layers.

mod rules;
mod script;
mod table;
mod ui;
mod words;

use rules::{Command, Error, Pile};
use std::path::{Path, PathBuf};
use vigie::announce::{Announcer, Voice};
use vigie::engine::{Asks, Played, Rules, Seat};
use vigie::script::{Options, SHIPPED, ScriptError, Scriptable, Shipped};
use vigie::store::StoreError;
use vigie::store::save::{self, AnySaved, Loader};
use vigie::vocab::{Lang, Verbosity};

const GAME: &str = "\
ruleset pile
players Red Blue Green
stones 5
bet Red Green
bet Blue Green
expect pile 5
bet Green Red
take Red 2
take Blue 1
undo
take Blue 2
review pile
take Green 1
expect winner Green
";

/// Runs a script among the shipped rulesets and Pile.
fn run(text: &str, options: &Options) -> (Result<Option<Played>, ScriptError>, String) {
    let mut rulesets: Vec<Scriptable> = SHIPPED.iter().map(Shipped::script).collect();
    rulesets.push(Scriptable::of::<Pile>());
    let mut out = Vec::new();
    let played = vigie::script::run_among(&rulesets, text, Path::new("."), options, &mut (), &mut out);
    (played, String::from_utf8(out).expect("text"))
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vigie-third-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("game.json")
}

#[test]
fn a_third_ruleset_is_played_by_a_script_saved_loaded_and_said_in_its_own_words() {
    let path = temp("played");
    let options = Options { autosave: Some(path.clone()), ..Options::default() };
    let (played, plain) = run(GAME, &options);
    let played = played.unwrap_or_else(|e| panic!("{e}\n{plain}")).expect("a game");
    // The plain form is Pile's; a bet's echo goes to its player alone.
    for line in [
        "[table] started stones=5",
        "[table] bet player=Red",
        "[private:Red] bet-on on=Green",
        "[table] bets-in",
        "[table] undone command=take_Blue_1",
        "[table] took player=Blue stones=2 left=1",
        "[table] won player=Green right=2",
    ] {
        assert!(plain.lines().any(|l| l == line), "{line}\n{plain}");
    }
    // The game comes back behind the trait, and is Pile's.
    assert_eq!(played.name(), "pile");
    assert!(played.is_finished() && played.ruleset().is_none() && played.decisions() == 6);
    let record = played.record::<Pile>().expect("a game of Pile");
    assert_eq!(record.game().winner(), Seat::new(2));

    // Saved after each decision, by the store, and read back with Pile's loader.
    let loaders = [Loader::of::<Pile>()];
    let loaded = save::load_with(&path, &loaders).expect("the save reads back");
    assert_eq!(loaded.played, played);
    assert_eq!(loaded.names, ["Red", "Blue", "Green"]);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"ruleset\": \"pile\""), "{text}");
    assert_eq!(loaded.to_json_with(&loaders).as_deref(), Some(text.as_str()));
    assert_eq!(loaded.saved::<Pile>().map(|s| s.history), Some(record.clone()));

    // The shipped list does not know it: refused as a save of an unknown ruleset, in words.
    let e = save::load_any(&path).unwrap_err();
    assert!(e.to_string().contains("unknown variant `pile`, expected `lockdown` or `mall-of-horror`"), "{e}");
    for lang in Lang::ALL {
        let an = Announcer::new(lang, Vec::new()).unwrap();
        assert_ne!(an.store_error(&e), e.to_string(), "{lang}");
    }
    // A saved decision its rules refuse is refused on loading, with Pile's own reason.
    let broken = text.replacen("\"stones\": 2", "\"stones\": 9", 1);
    assert_ne!(broken, text);
    match AnySaved::from_json_with(&broken, &loaders) {
        Err(StoreError::Replay { index, error, .. }) => {
            assert_eq!((index, error.of::<Error>()), (4, Some(&Error::TooMany { most: 3 })));
        }
        other => panic!("{other:?}"),
    }
    std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
}

#[test]
fn a_third_ruleset_is_said_by_the_announcer_in_both_languages() {
    for (lang, lines) in [
        (
            Lang::En,
            [
                "[table] A game of Pile begins, with 5 stones on the pile.",
                "[private:Red] You bet on Green.",
                "[table] (undo) Undone: Blue taking 1.",
                "[review] One stone left.",
                "[table] Blue takes 2 stones; 1 left.",
                "[table] (vote-result) Green takes the last stone and wins. 2 bets were right.",
            ],
        ),
        (
            Lang::Fr,
            [
                "[table] Une partie de Pile commence, avec 5 pierres sur le tas.",
                "[private:Red] Vous avez parié sur Green.",
                "[table] (undo) Annulé : Blue qui prend 1.",
                "[review] Il reste une pierre.",
                "[table] Blue prend 2 pierres ; il en reste 1.",
                "[table] (vote-result) Green prend la dernière pierre et gagne. 2 paris étaient justes.",
            ],
        ),
    ] {
        let options = Options { voice: Some((lang, Verbosity::Normal)), ..Options::default() };
        let (played, said) = run(GAME, &options);
        played.unwrap_or_else(|e| panic!("{e}\n{said}"));
        for line in lines {
            assert!(said.lines().any(|l| l == line), "{lang}: {line}\n{said}");
        }
    }
    // Its prompts and refusals, through the same voice.
    let an = Announcer::new(Lang::Fr, ["Red", "Blue", "Green"].map(String::from).to_vec()).unwrap();
    let (g, _) =
        Pile::new(rules::Setup { players: 3, stones: 4, generator: vigie::engine::Generator::CURRENT }).unwrap();
    assert_eq!(
        an.voice::<Pile>().prompt(&g.pending()).text,
        "Doivent encore parier sur qui prendra la dernière pierre : 3 joueurs."
    );
    assert_eq!(an.voice::<Pile>().error(&Error::TooMany { most: 3 }).text, "D'une à 3 pierres.");
}

#[test]
fn a_third_rulesets_bad_lines_are_refused_as_any_rulesets() {
    let refused = |text: &str| match run(text, &Options::default()) {
        (Err(ScriptError::Bad { line, reason }), _) => (line, reason),
        (other, out) => panic!("{other:?}\n{out}"),
    };
    let head = "ruleset pile\nplayers Red Blue Green\n";
    assert_eq!(refused(&format!("{head}bet Red Red\nbet Red Blue\n")), (4, "that player has bet already".into()));
    assert_eq!(refused(&format!("{head}take Red 1\n")), (3, "not what the game waits for".into()));
    assert_eq!(
        refused(&format!("{head}place Red pin-up 1\n")),
        (3, "`place` is a decision of Lockdown, not of Pile".into())
    );
    assert_eq!(refused(&format!("{head}take Red\n")), (3, "expected `take PLAYER N`".into()));
    // Its own set-up word is refused in another ruleset's game, and another's in its game.
    assert_eq!(
        refused("players Red Blue Green\nstones 4\noldest Red\nyoungest Green\ncontinue\n").1,
        "`stones` belongs to a game of Pile (`ruleset pile`)"
    );
    assert_eq!(
        refused(&format!("{head}option cachou-open\nbet Red Blue\n")).1,
        "`option` belongs to a game of Mall of Horror (`ruleset mall-of-horror`)"
    );
}

/// Pile's deciders are exactly the players who may make a legal decision, at every moment of
/// every game of a few sizes (each player tries every decision naming them).
#[test]
fn a_third_rulesets_deciders_are_those_who_may_decide() {
    for players in 3..=6u8 {
        for stones in 1..=7u8 {
            let (mut g, _) =
                Pile::new(rules::Setup { players, stones, generator: vigie::engine::Generator::CURRENT }).unwrap();
            while !g.is_finished() {
                let tries = |s: Seat| {
                    let bets = Seat::all(players).map(move |on| Command::Bet { player: s, on });
                    bets.chain((0..=4).map(move |n| Command::Take { player: s, stones: n }))
                };
                let able: vigie::engine::SeatSet =
                    Seat::all(players).filter(|s| tries(*s).any(|c| g.is_legal(c))).collect();
                assert_eq!(able, g.deciders(), "{:?}", g.pending());
                assert_eq!(g.is_secret(), g.pending().is_secret());
                let s = g.deciders().iter().next().expect("someone decides");
                let cmd = tries(s).filter(|c| g.is_legal(*c)).last().expect("a legal decision");
                g.apply(cmd).unwrap();
            }
            assert!(g.deciders().is_empty());
        }
    }
}
