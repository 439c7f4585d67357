//! Pile played through the real interface with keys, as the terminal drives it: its set-up, its
//! questions, a bet shown on the screen to its player alone, undo, a review, the autosave and a
//! resume, in English and in French.

use super::rules::Pile;
use crate::ui::{Heard, ctrl, key, paths, temp_dir};
use std::path::Path;
use vigie::engine::{Played, Rules, Seat};
use vigie::input::{Key, KeyCode, KeyMap};
use vigie::store::save::{self, Loader};
use vigie::store::settings::Settings;
use vigie::ui::{App, Entry, Outputs};
use vigie::vocab::Lang;

/// An interface that plays the shipped rulesets and Pile.
fn app(dir: &Path, lang: Lang) -> (App, Heard) {
    let heard = Heard::default();
    let out = Outputs { others: vec![Box::new(heard.clone())], ..Outputs::default() };
    let settings = Settings { lang, ..Settings::default() };
    let mut rulesets = Entry::shipped();
    rulesets.push(Entry::of::<Pile>());
    let mut app = App::new(settings, KeyMap::bundled(), paths(dir), out, Some(3)).with_rulesets(rulesets);
    app.start();
    (app, heard)
}

fn alt(c: char) -> Key {
    Key { code: KeyCode::Char(c), ctrl: false, alt: true }
}

fn pile(app: &App) -> &Pile {
    app.played().and_then(|p| p.game::<Pile>()).expect("a game of Pile")
}

/// What each language says where the test listens.
struct Words {
    new_game: &'static str,
    setup: &'static str,
    begins: &'static str,
    hand_over: &'static str,
    bet_on: &'static str,
    all_in: &'static str,
    take: &'static str,
    undone: &'static str,
    left: &'static str,
    resumed: &'static str,
    won: &'static str,
    final_score: &'static str,
}

const EN: Words = Words {
    new_game: "New game of Pile",
    setup: "A game of Pile. Which language?",
    begins: "A game of Pile begins, with 7 stones on the pile.",
    hand_over: "a secret for you: look at the screen alone",
    bet_on: "You bet on Blue.",
    all_in: "Every bet is in.",
    take: "Red, take one to 3 stones.",
    undone: "Blue taking 2",
    left: "5 stones left.",
    resumed: "resumed",
    won: "takes the last stone and wins.",
    final_score: "took the last stone.",
};

const FR: Words = Words {
    new_game: "Nouvelle partie de Pile",
    setup: "Une partie de Pile. Quelle langue ?",
    begins: "Une partie de Pile commence, avec 7 pierres sur le tas.",
    hand_over: "un secret pour vous : regardez l'écran sans que les autres le voient",
    bet_on: "Vous avez parié sur Bleu.",
    all_in: "Tous les paris sont faits.",
    take: "Rouge, prenez d'une à 3 pierres.",
    undone: "Bleu qui prend 2",
    left: "Il reste 5 pierres.",
    resumed: "reprise",
    won: "prend la dernière pierre et gagne.",
    final_score: "a pris la dernière pierre.",
};

#[test]
fn a_third_ruleset_is_played_through_the_interface_with_keys_in_both_languages() {
    for (lang, w) in [(Lang::En, EN), (Lang::Fr, FR)] {
        let dir = temp_dir(&format!("pile-{lang}"));
        let (mut app, heard) = app(&dir, lang);
        let said = |needle: &str| heard.all().iter().any(|t| t.contains(needle));
        let press = |app: &mut App, k: Key| app.key(k);

        // The main menu offers it after the shipped games; its set-up asks the language, the
        // players and their names, then the channels (no youngest, no board, no dice).
        press(&mut app, key(KeyCode::Down));
        press(&mut app, key(KeyCode::Down));
        assert!(heard.all().last().is_some_and(|t| t.starts_with(w.new_game)), "{lang}: {:?}", heard.all());
        for _ in 0..5 {
            press(&mut app, key(KeyCode::Enter)); // Pile, the language, 3 players, 2 colours
        }
        assert!(said(w.setup), "{lang}: {:?}", heard.all());
        press(&mut app, key(KeyCode::Enter)); // the third colour: the channels
        // Every player's secrets on the screen, shown to them alone.
        for seat in 0..3 {
            press(&mut app, key(KeyCode::Home));
            for _ in 0..seat {
                press(&mut app, key(KeyCode::Down));
            }
            press(&mut app, key(KeyCode::Enter));
            press(&mut app, key(KeyCode::Home));
            press(&mut app, key(KeyCode::Down)); // the screen
            press(&mut app, key(KeyCode::Enter));
        }
        press(&mut app, key(KeyCode::End));
        press(&mut app, key(KeyCode::Enter)); // start
        assert!(said(w.begins), "{lang}: {:?}", heard.all());
        assert_eq!(pile(&app).pile(), 7);

        // The first bet: Red bets on Blue (confirmed), and sees it on the screen alone.
        press(&mut app, key(KeyCode::Down));
        press(&mut app, key(KeyCode::Enter)); // Blue
        press(&mut app, key(KeyCode::Enter)); // yes
        assert!(said(w.hand_over), "{lang}: {:?}", heard.all());
        assert!(app.secret_shown().is_none(), "not before Red is ready");
        press(&mut app, key(KeyCode::Enter)); // ready
        assert_eq!(app.secret_shown(), Some(w.bet_on), "{lang}");
        assert!(!said(w.bet_on), "{lang}: shown, never said");
        press(&mut app, key(KeyCode::Enter)); // done
        assert!(app.take_wipe() && app.secret_shown().is_none(), "{lang}: the screen is wiped");
        // Blue and Green bet, each secret shown and put away, until Red is asked to take.
        for _ in 0..20 {
            if app.view().prompt == w.take {
                break;
            }
            press(&mut app, key(KeyCode::Enter));
            let _ = app.take_wipe();
        }
        assert!(said(w.all_in), "{lang}: {:?}", heard.all());
        assert_eq!(app.played().map(Played::decisions), Some(3));

        // Red takes 2, Blue 2; Blue's is undone, then taken again.
        for _ in 0..2 {
            press(&mut app, key(KeyCode::Char('2')));
            press(&mut app, key(KeyCode::Enter));
        }
        assert_eq!(pile(&app).pile(), 3, "{lang}: {:?}", heard.all());
        press(&mut app, ctrl('z'));
        assert!(heard.all().iter().any(|t| t.contains(w.undone)), "{lang}: {:?}", heard.all());
        assert_eq!(pile(&app).pile(), 5);
        // A review of the pile, in its words.
        let n = heard.len();
        press(&mut app, alt('t'));
        assert!(heard.since(n).iter().any(|t| t.contains(w.left)), "{lang}: {:?}", heard.since(n));
        press(&mut app, key(KeyCode::Escape));

        // Saved after each decision, by the store, in Pile's saves.
        let saved = save::load_with(&dir.join("game.json"), &[Loader::of::<Pile>()]).expect("the autosave");
        assert_eq!(Some(&saved.played), app.played());
        let before = app.played().cloned();

        // Another interface resumes it from the main menu, and plays it to its end.
        drop(app);
        let (mut app, heard) = self::app(&dir, lang);
        for _ in 0..3 {
            app.key(key(KeyCode::Down)); // past the three new games
        }
        app.key(key(KeyCode::Enter)); // resume
        assert_eq!(app.played().cloned(), before, "{lang}");
        assert!(heard.any(w.resumed), "{lang}: {:?}", heard.all());
        assert!(heard.any(w.left), "{lang}: where the game stands: {:?}", heard.all());
        for _ in 0..20 {
            if pile(&app).is_finished() {
                break;
            }
            app.key(key(KeyCode::Enter)); // one stone each time
        }
        assert!(heard.any(w.won), "{lang}: {:?}", heard.all());
        assert_eq!(pile(&app).winner(), Seat::new(2), "{lang}: one stone each from Blue on: Green takes the last");
        // The end's question: the final score, in Pile's words.
        let n = heard.len();
        app.key(key(KeyCode::Enter));
        assert!(heard.since(n).iter().any(|t| t.contains(w.final_score)), "{lang}: {:?}", heard.since(n));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
