//! A turn heard once, whole and short: what a blind player meets at a real table. Keys pressed
//! while Vigie talks, words per game, and the wording of prompts.

use super::ui::{paths, temp_dir};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use vigie::input::{Key, KeyCode, KeyMap};
use vigie::output::Sink;
use vigie::store::settings::Settings;
use vigie::ui::{App, Outputs};
use vigie::vocab::{Lang, Message};

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
    table_seeded(name, players, devices, 7, channels)
}

fn table_seeded(
    name: &str,
    players: usize,
    devices: Option<vigie::ui::ListDevices>,
    seed: u64,
    channels: impl FnOnce(&mut Table),
) -> Table {
    let dir = temp_dir(name);
    let voice = Voice::default();
    let out = Outputs { others: vec![Box::new(voice.clone())], devices, ..Outputs::default() };
    let settings = Settings { lang: Lang::En, ..Settings::default() };
    let mut app = App::new(settings, KeyMap::bundled(), paths(&dir), out, Some(seed));
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
        vigie::output::Device { name: "speakers".into(), description: "Speakers".into(), table: false },
        vigie::output::Device { name: "phones".into(), description: "Headphones".into(), table: false },
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

/// A game script up to its first line starting with `stop` (that line too with `through`),
/// played by the binary with `--autosave` into `dir/game.json`.
fn save_script_until(dir: &std::path::Path, script: &str, stop: &str, through: bool) {
    let game = std::fs::read_to_string(format!("{}/{script}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let at = game.lines().position(|l| l.starts_with(stop)).expect("the line to stop at");
    let upto: Vec<&str> = game.lines().take(at + usize::from(through)).collect();
    let file = dir.join("upto.vigie");
    std::fs::write(&file, format!("{}\n", upto.join("\n"))).unwrap();
    let save = dir.join("game.json");
    vigie(&["script", "--autosave", save.to_str().unwrap(), file.to_str().unwrap()]);
}

/// The interface at its main menu, its files in `dir`.
fn at_main_menu(dir: &std::path::Path) -> Table {
    let voice = Voice::default();
    let out = Outputs { others: vec![Box::new(voice.clone())], ..Outputs::default() };
    let mut app = App::new(Settings::default(), KeyMap::bundled(), paths(dir), out, Some(7));
    app.start();
    Table { app, voice }
}

/// The interface resuming the game saved in `dir`.
fn resumed(dir: &std::path::Path) -> Table {
    let mut t = at_main_menu(dir);
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // Resume
    t
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

#[test]
fn a_typed_name_already_taken_keeps_the_user_in_the_name() {
    let dir = temp_dir("name-taken");
    let mut t = at_main_menu(&dir);
    t.enter(); // New game
    t.enter(); // English
    t.enter(); // 3 players
    t.enter(); // Red
    t.press(key(KeyCode::End));
    t.enter(); // Type a name
    for c in "red".chars() {
        t.press(key(KeyCode::Char(c)));
    }
    t.enter();
    assert!(t.voice.since(0).last().unwrap().contains("Red is already at the table: type another name"));
    assert_eq!(t.app.view().field.as_deref(), Some("red"), "still in the name");
    t.press(key(KeyCode::Backspace));
    t.press(key(KeyCode::Backspace));
    t.press(key(KeyCode::Backspace));
    for c in "Rose".chars() {
        t.press(key(KeyCode::Char(c)));
    }
    t.enter();
    assert!(t.voice.since(0).iter().any(|l| l == "Player 2: Rose."), "{:?}", t.voice.since(0));
    // No gamepad here: the name's prompt does not speak of one.
    assert!(!t.voice.since(0).iter().any(|l| l.contains("gamepad")));
    // The youngest cannot also be the oldest.
    t.enter(); // player 3: the first colour left
    t.enter(); // youngest: Red
    let n = t.voice.len();
    t.press(key(KeyCode::Home));
    t.enter(); // oldest: Red again
    assert!(t.voice.since(n).iter().any(|l| l.contains("Red is the youngest: the oldest must be another player")));
    assert!(t.voice.since(n).iter().all(|l| !l.starts_with("Check the board")), "still asking for the oldest");
}

#[test]
fn help_is_a_list_whose_first_line_is_said() {
    let mut t = table("help-list", 3);
    let n = t.voice.len();
    t.press(key(KeyCode::F(1)));
    let said = t.voice.since(n);
    assert_eq!(said.len(), 2, "the title and the first line: {said:?}");
    assert!(said[1].contains(" of "), "with its place in the list: {said:?}");
    t.press(key(KeyCode::Down));
    assert!(t.voice.since(n + 2).len() == 1);
}

#[test]
fn placements_are_offered_in_the_order_of_the_locations() {
    let mut t = table("placement-order", 3);
    // Before the game starts, the first player places: each character's locations in order.
    let mut seen = 0;
    for _ in 0..200 {
        let v = t.app.view();
        if !v.prompt.contains("place a character") {
            break;
        }
        t.enter(); // a character
        let v = t.app.view();
        if v.items.iter().all(|i| i.starts_with("Location")) && v.items.len() > 1 {
            let numbers: Vec<u32> =
                v.items.iter().map(|i| i["Location ".len()..].chars().next().unwrap().to_digit(10).unwrap()).collect();
            assert!(numbers.windows(2).all(|w| w[0] < w[1]), "{:?}", v.items);
            seen += 1;
        }
        t.enter();
    }
    assert!(seen > 0, "a placement with a choice of locations was offered");
}

#[test]
fn the_history_labels_the_set_up_as_the_set_up() {
    let mut t = table("history-labels", 3);
    t.play_until_news("Phase 1");
    t.press(key(KeyCode::F(4)));
    let items = t.app.view().items;
    // The last family placed and the first monsters are the set-up, said just before turn 1.
    let arrivals = items.iter().find(|i| i.contains("Put monsters")).expect("the first monsters");
    assert!(arrivals.starts_with("Set-up: "), "{arrivals}");
    let placed = items.iter().find(|i| i.contains(": Blocker at location")).expect("a family placed");
    assert!(placed.starts_with("Set-up: "), "{placed}");
    let phase = items.iter().find(|i| i.contains("Phase 1: the truck search")).expect("phase 1");
    // Its heading names the phase: the turn alone before it (it said "phase 1: Phase 1").
    assert!(phase.starts_with("Turn 1: Phase 1"), "{phase}");
}

#[test]
fn after_the_end_escape_says_the_game_is_over() {
    let mut t = table("escape-end", 3);
    for _ in 0..20_000 {
        if t.app.game().unwrap().is_finished() {
            break;
        }
        t.enter();
    }
    assert!(t.app.game().unwrap().is_finished());
    let n = t.voice.len();
    t.press(key(KeyCode::Escape));
    let said = t.voice.since(n);
    assert_eq!(said[0], "The game is over.", "{said:?}");
}

/// A three-player game where the table rolls real dice: the faces entered are always 1, 2, 3...
fn table_dice_game(name: &str) -> Table {
    let dir = temp_dir(name);
    let mut t = at_main_menu(&dir);
    for _ in 0..6 {
        t.enter(); // new game, English, 3 players, three colours
    }
    t.enter(); // youngest: Red
    t.press(key(KeyCode::Down));
    t.enter(); // oldest: Blue
    t.press(key(KeyCode::End));
    t.enter(); // the board is right
    t.press(key(KeyCode::Down));
    t.enter(); // the table rolls
    t.press(key(KeyCode::End));
    t.enter(); // start
    assert!(t.app.game().is_some());
    t
}

#[test]
fn with_real_dice_the_holder_has_seen_them_once_they_say_so() {
    let mut t = table_dice_game("peek");
    for _ in 0..2_000 {
        let prompt = t.app.view().prompt;
        if prompt.contains("look at the dice, alone") {
            break;
        }
        if prompt.contains("which face?") {
            // Threes: characters go to the surveillance room, and the badge is voted for.
            t.press(key(KeyCode::Char('3')));
        }
        t.enter();
    }
    let v = t.app.view();
    assert!(v.prompt.contains("look at the dice, alone"), "{v:?}");
    assert!(!t.voice.since(0).iter().any(|l| l.ends_with("has seen the dice.")), "not before they looked");
    let n = t.voice.len();
    t.enter(); // has looked
    assert!(t.voice.since(n).first().is_some_and(|l| l.ends_with("has seen the dice.")), "{:?}", t.voice.since(n));
}

#[test]
fn the_movement_menu_says_where_each_character_stands() {
    let mut t = table("move-where", 3);
    for _ in 0..2_000 {
        if t.app.view().prompt.contains("which character goes to") {
            break;
        }
        t.enter();
    }
    let items = t.app.view().items;
    assert!(items.iter().any(|i| i.contains(", at location ")), "{items:?}");
}

#[test]
fn switching_to_french_says_colours_in_french() {
    let mut t = table("colours-fr", 3);
    t.press(key(KeyCode::Escape)); // pause
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // settings
    t.enter(); // language
    t.press(key(KeyCode::End));
    t.enter(); // Français
    let board = t.app.view().board.join("\n");
    assert!(board.contains("Rouge") && !board.contains("Red"), "{board}");
}

#[test]
fn undoing_a_truck_search_puts_the_cards_back_on_the_deck() {
    let mut t = table("undo-truck", 4);
    for _ in 0..5_000 {
        let n = t.voice.len();
        t.enter();
        if t.voice.since(n).iter().any(|l| l == "The last card goes back in the box.") {
            break;
        }
    }
    let n = t.voice.len();
    // Back to before the search: the hands and the deck.
    for _ in 0..10 {
        t.press(ctrl('z'));
        if t.voice.since(n).iter().any(|l| l.contains("back on the deck")) {
            break;
        }
    }
    let said = t.voice.since(n).join("\n");
    // Undone one step at a time: first the sharing (the card given and the one put in the box
    // come back to the searcher), then the search (the three cards, all in the searcher's
    // hands, go back on the deck; none is left in the box).
    let held = said.lines().position(|l| l.contains("cards drawn from the truck again, the one in the box too"));
    let deck = said.lines().position(|l| l.contains("back on the deck"));
    assert!(held.is_some() && deck.is_some() && held < deck, "{said}");
    let deck_line = said.lines().find(|l| l.contains("back on the deck")).unwrap_or_default();
    assert!(deck_line.contains("those 3 cards") && !deck_line.contains("box"), "{said}");
}

#[test]
fn after_a_card_the_attack_prompt_says_the_situation_as_it_is_now() {
    // The four-player example game up to Green's Molotov cocktail, which sends every monster
    // of location 1 away during the discussion; then resumed in the interface.
    let dir = temp_dir("after-molotov");
    save_script_until(&dir, "tests/games/four-players-table-dice.vigie", "play Green molotov", true);
    let t = resumed(&dir);
    let g = *t.app.game().unwrap();
    assert!(matches!(g.pending(), vigie::engine::Pending::Own(vigie::engine::OwnPending::Discussion { .. })));
    let prompt = t.app.view().prompt;
    assert!(prompt.contains("no monster against strength 3 at location 1: the monsters stay out"), "{prompt}");
    assert!(!prompt.contains("who the monsters take"), "{prompt}");
    assert_eq!(t.app.view().items[0], "Go on: the monsters stay out", "{:?}", t.app.view().items);
}

#[test]
fn wording_that_misspoke_is_gone_in_both_languages() {
    for lang in ["en", "fr"] {
        let mut all = String::new();
        for n in 1..=5 {
            let file = format!("{}/tests/games/words-{n}.vigie", env!("CARGO_MANIFEST_DIR"));
            all.push_str(&vigie(&["script", "--lang", lang, "--verbosity", "full", "--speech", "text", &file]));
        }
        for file in ["four-players-table-dice", "six-players"] {
            let file = format!("{}/tests/games/{file}.vigie", env!("CARGO_MANIFEST_DIR"));
            all.push_str(&vigie(&["script", "--lang", lang, "--verbosity", "full", "--speech", "text", &file]));
        }
        let banned: &[&str] = if lang == "en" {
            &[
                ", to location",
                "location 1, to",
                ": no vote.",
                ": no vote and",
                ": one vote and",
                "1 against strength",
                "all their characters",
                "settles the tie for",
                "and takes the badge",
                "surveillance room after",
                "parking after",
                " or Green.",
                "0 monsters",
                "may not look at the dice.\nI roll 4 dice, for",
            ]
        } else {
            &[
                " au lieu",
                "Au lieu",
                "1 monstre ",
                " du lieu 1, au",
                "Discussion pour la victime",
                ": un monstre contre une force de 0",
                "a 1 point",
            ]
        };
        for b in banned {
            assert!(!all.contains(b), "{lang}: {b:?} is still said:\n{}", all.lines().find(|l| l.contains(b)).unwrap());
        }
    }
}

/// Keys per turn: the five games of `docs/benchmarks.md` saved at the start of turn 1 (by
/// `vigie script --autosave`, or taken from `VIGIE_KEYS_SAVES`, a folder of `gameN.json` written
/// by another build), resumed, and played with Enter alone (one operator entering what the table
/// decides) to the start of turn 2. Prints the keys of each turn.
#[test]
#[ignore]
fn bench_keys_per_turn() {
    let saves = std::env::var("VIGIE_KEYS_SAVES").ok();
    for n in 1..=5 {
        let dir = temp_dir(&format!("keys-resumed-{n}"));
        match &saves {
            Some(folder) => {
                std::fs::copy(format!("{folder}/game{n}.json"), dir.join("game.json")).unwrap();
            }
            None => save_script_until(&dir, &format!("tests/games/words-{n}.vigie"), "# turn 1", false),
        }
        let mut t = resumed(&dir);
        let mut keys = 0;
        loop {
            let before = t.voice.len();
            t.enter();
            keys += 1;
            if t.voice.since(before).iter().any(|l| l == "Turn 2.") || t.app.game().unwrap().is_finished() {
                break;
            }
        }
        println!("game {n}: {keys} keys for turn 1");
    }
}

#[test]
fn a_decision_made_while_cut_news_is_unheard_is_asked_once_more_first() {
    let mut t = table("cut-then-choose", 4);
    let start = t.play_until_news("Phase 5");
    t.voice.talking_at(start + 1);
    t.press(key(KeyCode::Down)); // stops the voice only
    t.press(key(KeyCode::Home)); // moves: to going on, a decision
    let before = *t.app.game().unwrap();
    let n = t.voice.len();
    t.enter();
    assert!(t.voice.since(n).iter().any(|l| l.starts_with("Before this decision: ")), "{:?}", t.voice.since(n));
    assert_eq!(*t.app.game().unwrap(), before, "nothing decided yet");
    // Enter again, while the reminder itself is still being said: the decision (or its
    // confirmation) goes ahead; cutting the reminder is no new cut of the news.
    t.voice.talking_at(t.voice.len() - 1);
    let n = t.voice.len();
    t.enter();
    assert!(!t.voice.since(n).iter().any(|l| l.starts_with("Before this decision: ")), "{:?}", t.voice.since(n));
}

#[test]
fn a_typed_name_that_is_a_colour_word_stays_as_typed() {
    let dir = temp_dir("violet");
    let mut t = at_main_menu(&dir);
    t.enter(); // New game
    t.enter(); // English
    t.enter(); // 3 players
    t.press(key(KeyCode::End));
    t.enter(); // Type a name
    for c in "Violet".chars() {
        t.press(key(KeyCode::Char(c)));
    }
    t.enter();
    t.enter(); // Red
    t.enter(); // Blue
    t.enter(); // youngest
    t.enter(); // oldest
    t.press(key(KeyCode::End));
    t.enter(); // the board
    t.enter(); // Vigie's dice
    t.press(key(KeyCode::End));
    t.enter(); // start
    t.play_until_news("Phase 1");
    t.press(key(KeyCode::Escape)); // pause
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // settings
    t.enter(); // language
    t.press(key(KeyCode::End));
    t.enter(); // Français
    let board = t.app.view().board.join("\n");
    assert!(board.contains("Violet") && board.contains("Rouge") && board.contains("Bleu"), "{board}");
    assert!(!board.contains("Purple") && !board.contains("Red"), "{board}");
    assert!(
        t.app.view().last.contains("Langue") || t.app.view().last.contains("français"),
        "the last line follows: {:?}",
        t.app.view().last
    );
}

#[test]
fn in_plain_mode_the_screen_is_not_a_default_channel() {
    let dir = temp_dir("plain-default");
    let voice = Voice::default();
    let out = Outputs { others: vec![Box::new(voice.clone())], ..Outputs::default() };
    let mut app = App::new(Settings::default(), KeyMap::bundled(), paths(&dir), out, Some(7));
    app.set_plain(true);
    the_screen_is_no_channel_by_default(app, voice);
}

/// With a screen reader reading the full screen (NVDA, JAWS, Orca running, or `--screen-reader`),
/// a secret shown there would be read aloud: the screen is no player's channel by default.
#[test]
fn with_a_screen_reader_running_the_screen_is_not_a_default_channel() {
    let dir = temp_dir("reader-default");
    let voice = Voice::default();
    let out =
        Outputs { others: vec![Box::new(voice.clone())], screen_heard: Some("NVDA".into()), ..Outputs::default() };
    let app = App::new(Settings::default(), KeyMap::bundled(), paths(&dir), out, Some(7));
    the_screen_is_no_channel_by_default(app, voice);
}

fn the_screen_is_no_channel_by_default(mut app: App, voice: Voice) {
    app.start();
    let mut t = Table { app, voice };
    for _ in 0..6 {
        t.enter(); // new game, English, 3 players, three colours
    }
    t.enter(); // youngest
    t.enter(); // oldest
    t.press(key(KeyCode::End));
    t.enter(); // the board
    t.enter(); // Vigie's dice
    let items = t.app.view().items.join("\n");
    assert_eq!(items.matches("no private channel").count(), 3, "{items}");
    t.press(key(KeyCode::End));
    t.enter(); // start: asked first
    assert!(t.app.game().is_none());
    assert!(t.voice.since(0).iter().any(|l| l.contains("will not hear my dice")));
}
