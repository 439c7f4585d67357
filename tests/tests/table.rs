//! A turn heard once, whole and short: what a blind player meets at a real table. Keys pressed
//! while Vigie talks, words per game, and the wording of prompts.

use super::ui::{paths, temp_dir};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use vigie::announce::{Lang, Message};
use vigie::input::{Key, KeyCode, KeyMap};
use vigie::output::Sink;
use vigie::settings::Settings;
use vigie::ui::{App, Outputs};

/// A voice that takes time to talk: it has said what it was given only up to where the test
/// lets it (`talking`: it is still talking, so a key cuts what it has not said yet).
#[derive(Clone, Default)]
struct Voice {
    given: Rc<RefCell<Vec<String>>>,
    /// How many of the messages given have been said to their end.
    said: Rc<Cell<usize>>,
    talking: Rc<Cell<bool>>,
}

impl Sink for Voice {
    fn say(&mut self, _m: &Message, text: &str, _interrupt: bool) {
        self.given.borrow_mut().push(text.to_owned());
    }
    fn stop(&mut self) -> usize {
        let given = self.given.borrow().len();
        let said = if self.talking.get() { self.said.get().min(given) } else { given };
        self.said.set(given);
        self.talking.set(false);
        given - said
    }
}

impl Voice {
    fn len(&self) -> usize {
        self.given.borrow().len()
    }
    fn since(&self, n: usize) -> Vec<String> {
        self.given.borrow()[n..].to_vec()
    }
    /// The voice is `n` messages into what it was given, and goes on talking.
    fn talking_at(&self, n: usize) {
        self.said.set(n);
        self.talking.set(true);
    }
}

struct Table {
    app: App,
    voice: Voice,
}

fn key(code: KeyCode) -> Key {
    Key::plain(code)
}

fn ctrl(c: char) -> Key {
    Key { code: KeyCode::Char(c), ctrl: true, alt: false }
}

fn table(name: &str, players: usize) -> Table {
    table_with(name, players, None, |_| {})
}

/// A game from the main menu: `players` players by colour, the next player oldest, Vigie's
/// dice; `channels` acts on the private channels screen before the game starts.
fn table_with(
    name: &str,
    players: usize,
    devices: Option<vigie::ui::ListDevices>,
    channels: impl FnOnce(&mut Table),
) -> Table {
    let dir = temp_dir(name);
    let voice = Voice::default();
    let out = Outputs { others: vec![Box::new(voice.clone())], devices, ..Outputs::default() };
    let settings = Settings { lang: Lang::En, ..Settings::default() };
    let mut app = App::new(settings, KeyMap::bundled(), paths(&dir), out, Some(7));
    app.start();
    let mut t = Table { app, voice };
    t.enter(); // New game
    t.enter(); // English
    for _ in 3..players {
        t.press(key(KeyCode::Down));
    }
    t.enter(); // players
    for _ in 0..players {
        t.enter(); // the first colour left
    }
    t.enter(); // youngest
    t.press(key(KeyCode::Down));
    t.enter(); // oldest: the next player
    t.press(key(KeyCode::End));
    t.enter(); // the board is right
    t.enter(); // Vigie rolls
    channels(&mut t);
    t.press(key(KeyCode::End));
    t.enter(); // start
    t
}

/// On the private channels screen: no channel for the player at `seat`.
fn no_channel_for(t: &mut Table, seat: usize) {
    t.press(key(KeyCode::Home));
    for _ in 0..seat {
        t.press(key(KeyCode::Down));
    }
    t.enter();
    t.press(key(KeyCode::Home)); // no private channel
    t.enter();
}

fn speakers_and_headphones() -> Result<Vec<vigie::output::Device>, String> {
    Ok(vec![
        vigie::output::Device { name: "speakers".into(), description: "Speakers".into() },
        vigie::output::Device { name: "phones".into(), description: "Headphones".into() },
    ])
}

impl Table {
    fn press(&mut self, k: Key) {
        self.app.key(k);
    }
    fn enter(&mut self) {
        self.press(key(KeyCode::Enter));
    }
    /// Enter until a decision's news says `words`; returns where that news begins.
    fn play_until_news(&mut self, words: &str) -> usize {
        for _ in 0..5_000 {
            let n = self.voice.len();
            self.enter();
            if self.voice.since(n).iter().any(|l| l.contains(words)) {
                return n;
            }
            assert!(!self.app.game().unwrap().is_finished(), "the game ended before {words:?}");
        }
        panic!("never heard {words:?}");
    }
}

#[test]
fn a_key_pressed_during_phase_5_stops_speech_and_loses_no_board_instruction() {
    let mut t = table("cut-phase-5", 4);
    let start = t.play_until_news("Phase 5");
    let news = t.voice.since(start);
    let focus = t.app.view().focus;
    // The voice has said the first two messages of the decision's news, and goes on.
    t.voice.talking_at(start + 2);
    t.press(key(KeyCode::Down));
    let after_cut = t.voice.len();
    let notice = t.voice.since(after_cut - 1).remove(0);
    assert!(notice.contains("not heard") && notice.contains("F2 says them"), "{notice}");
    assert_eq!(t.app.view().focus, focus, "the key only stopped speech: the focus did not move");
    // The repeat key says everything cut, in order: every board instruction of the phase.
    t.press(ctrl('r'));
    let again = t.voice.since(after_cut);
    let cut: Vec<&String> = news[2..].iter().filter(|l| !l.contains(" of ")).collect();
    assert!(!cut.is_empty());
    assert_eq!(again.iter().collect::<Vec<_>>(), cut, "news was {news:?}");
    for l in &news {
        if l.contains("monster") {
            assert!(news[..2].contains(l) || again.contains(l), "{l:?} was never heard");
        }
    }
    // Heard once: the repeat key now says the last message, as usual.
    let n = t.voice.len();
    t.press(ctrl('r'));
    assert_eq!(t.voice.since(n).len(), 1);
    // A move now that nothing is being said moves.
    t.press(key(KeyCode::Down));
    assert_ne!(t.app.view().focus, focus, "a second key moves");
}

#[test]
fn a_key_that_cuts_only_the_menu_echo_acts_at_once() {
    let mut t = table("cut-echo", 3);
    t.play_until_news("Phase 1");
    let focus = t.app.view().focus;
    // Only the focused item's echo (the last message) is still being said.
    t.voice.talking_at(t.voice.len() - 1);
    let n = t.voice.len();
    t.press(key(KeyCode::Down));
    assert!(!t.voice.since(n).iter().any(|l| l.contains("not heard")), "{:?}", t.voice.since(n));
    assert_ne!(t.app.view().focus, focus, "the key moved");
}

#[test]
fn a_review_asked_during_the_news_is_said_and_the_cut_news_kept() {
    let mut t = table("cut-review", 3);
    let start = t.play_until_news("Phase 1");
    t.voice.talking_at(start + 1);
    let n = t.voice.len();
    t.press(Key { code: KeyCode::Char('t'), ctrl: false, alt: true }); // the turn review
    let said = t.voice.since(n);
    assert!(said.first().is_some_and(|l| l.contains("Turn")), "{said:?}");
    assert!(said.last().is_some_and(|l| l.contains("not heard")), "{said:?}");
}

fn vigie(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_vigie")).args(args).output().expect("vigie runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The table's words in the five games of `docs/benchmarks.md` (`tests/games/words-N.vigie`), in
/// a language.
fn words_of_five_games(lang: &str) -> (usize, String) {
    let mut all = String::new();
    for n in 1..=5 {
        let file = format!("{}/tests/games/words-{n}.vigie", env!("CARGO_MANIFEST_DIR"));
        all.push_str(&vigie(&["script", "--lang", lang, "--speech", "text", &file]));
    }
    (all.split_whitespace().count(), all)
}

#[test]
fn five_games_stay_within_their_words() {
    // 35 % fewer words than before issue 11 (8,913 in English, 10,154 in French).
    for (lang, bound) in [("en", 5_793), ("fr", 6_600)] {
        let (words, all) = words_of_five_games(lang);
        assert!(words <= bound, "{lang}: {words} words, more than {bound}");
        // Every board instruction is still there: a placement per player, arrivals, moves.
        let lines: Vec<&str> = all.lines().collect();
        let arrivals = if lang == "en" { "Put monsters: " } else { "Placez des monstres : " };
        assert!(lines.iter().any(|l| l.starts_with(arrivals)), "{lang}");
    }
}

#[test]
fn monsters_arriving_together_are_one_message_a_total_per_location_in_order() {
    let (_, all) = words_of_five_games("en");
    let mut seen = 0;
    for line in all.lines().filter(|l| l.starts_with("Put monsters: ")) {
        seen += 1;
        let numbers: Vec<u32> = line
            .split("at location ")
            .skip(1)
            .map(|rest| rest.chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap())
            .collect();
        assert!(numbers.len() > 1, "{line}");
        assert!(numbers.windows(2).all(|w| w[0] < w[1]), "locations in order: {line}");
    }
    assert!(seen >= 5, "at least the first monsters of each game");
    assert!(!all.contains("Put one monster at location 2.\nPut one monster"), "never one line a monster");
}

#[test]
fn when_vigie_rolls_for_a_holder_with_no_channel_the_table_is_told_at_the_roll() {
    let mut t = table_with("no-channel-roll", 3, None, |t| {
        for seat in 0..3 {
            no_channel_for(t, seat);
        }
    });
    // Asked first: start all the same.
    assert!(t.voice.since(0).iter().any(|l| l.contains("will not hear my dice")));
    t.press(key(KeyCode::Home));
    t.enter();
    assert!(t.app.game().is_some());
    let start = t.play_until_news("I roll");
    let news = t.voice.since(start);
    let roll = news.iter().position(|l| l.contains("I roll")).unwrap();
    let warning = news.iter().position(|l| l.contains("has a secret but no private channel"));
    assert!(warning.is_some_and(|w| w > roll), "{news:?}");
    assert!(news[warning.unwrap()].contains("Control S") || news[warning.unwrap()].contains("F5"), "{news:?}");
    assert!(!news.iter().any(|l| l.contains("dice show")), "the secret itself stays unsaid: {news:?}");
}

#[test]
fn a_new_game_gives_everyone_a_channel_that_works_here() {
    // Two devices: the headset passed around, on the headphones.
    let t = table_with("default-headset", 3, Some(speakers_and_headphones), |t| {
        let items = t.app.view().items.join("\n");
        assert_eq!(items.matches("a headset passed around: Headphones").count(), 3, "{items}");
    });
    assert!(t.app.game().is_some(), "nothing to ask: everyone can hear their secrets");
    // No audio device to choose: the screen, read alone.
    let t = table_with("default-screen", 3, None, |t| {
        let items = t.app.view().items.join("\n");
        assert_eq!(items.matches("the screen, read alone").count(), 3, "{items}");
    });
    assert!(t.app.game().is_some());
}

#[test]
fn starting_with_a_player_who_cannot_hear_the_dice_asks_first_and_starts_on_no() {
    let mut t = table_with("ask-no-channel", 3, Some(speakers_and_headphones), |t| no_channel_for(t, 1));
    let question = t.voice.since(0).into_iter().rev().find(|l| l.contains("no private channel")).unwrap();
    assert!(
        question.contains("Blue has no private channel") && question.contains("will not hear my dice"),
        "{question}"
    );
    assert!(t.app.game().is_none(), "not started yet");
    assert_eq!(t.app.view().focus, 1, "the question starts on No: {:?}", t.app.view().items);
    t.enter();
    assert!(t.app.game().is_none(), "No goes back to the channels");
    t.press(key(KeyCode::End));
    t.enter(); // start
    t.press(key(KeyCode::Home)); // Yes
    t.enter();
    assert!(t.app.game().is_some());
}
