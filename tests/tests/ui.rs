//! The table interface driven by keys, as the terminal drives it: set-up, a whole game, undo
//! and redo, saves that cannot be read, help, names typed, the board corrected.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use vigie::engine::{Game, Phase};
use vigie::input::{Key, KeyCode, KeyMap};
use vigie::output::Sink;
use vigie::store::settings::Settings;
use vigie::ui::{App, Outputs, Paths};
use vigie::vocab::{Lang, Message};

/// Everything the table's outputs were given.
#[derive(Clone, Default)]
pub(super) struct Heard(Rc<RefCell<Vec<String>>>);

impl Sink for Heard {
    fn say(&mut self, _m: &Message, text: &str, _interrupt: bool) {
        self.0.borrow_mut().push(text.to_owned());
    }
}

impl Heard {
    pub(super) fn all(&self) -> Vec<String> {
        self.0.borrow().clone()
    }
    pub(super) fn since(&self, n: usize) -> Vec<String> {
        self.0.borrow()[n..].to_vec()
    }
    pub(super) fn len(&self) -> usize {
        self.0.borrow().len()
    }
    pub(super) fn any(&self, needle: &str) -> bool {
        self.0.borrow().iter().any(|t| t.contains(needle))
    }
}

pub(super) struct Table {
    pub(super) app: App,
    pub(super) heard: Heard,
    pub(super) dir: PathBuf,
}

pub(super) fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vigie-ui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub(super) fn paths(dir: &Path) -> Paths {
    Paths {
        save: dir.join("game.json"),
        settings: Some(dir.join("settings.toml")),
        board: Some(dir.join("board.toml")),
        epilogues: Some(dir.join("epilogues.json")),
    }
}

pub(super) fn table_in(dir: PathBuf, lang: Lang) -> Table {
    let heard = Heard::default();
    let out = Outputs { others: vec![Box::new(heard.clone())], ..Outputs::default() };
    let settings = Settings { lang, ..Settings::default() };
    let mut app = App::new(settings, KeyMap::bundled(), paths(&dir), out, Some(7));
    app.start();
    Table { app, heard, dir }
}

pub(super) fn table(name: &str) -> Table {
    table_in(temp_dir(name), Lang::En)
}

pub(super) fn key(code: KeyCode) -> Key {
    Key::plain(code)
}

pub(super) fn ctrl(c: char) -> Key {
    Key { code: KeyCode::Char(c), ctrl: true, alt: false }
}

impl Table {
    pub(super) fn press(&mut self, k: Key) {
        self.app.key(k);
    }
    pub(super) fn enter(&mut self) {
        self.press(key(KeyCode::Enter));
    }
    pub(super) fn typed(&mut self, text: &str) {
        for c in text.chars() {
            self.press(key(if c == ' ' { KeyCode::Space } else { KeyCode::Char(c) }));
        }
    }
    /// From the main menu: a three-player game (Red, Blue, Green), Red youngest and oldest, the
    /// bundled board, Vigie's dice.
    pub(super) fn new_game(&mut self) {
        self.enter(); // New game
        self.enter(); // English
        self.enter(); // 3 players
        for _ in 0..3 {
            self.enter(); // the first colour left
        }
        self.enter(); // youngest: Red
        self.enter(); // oldest: Red
        self.press(key(KeyCode::End));
        self.enter(); // the board is right
        self.enter(); // Vigie rolls
        self.enter(); // private channels as they are: start
        assert!(self.app.game().is_some(), "the game started: {:?}", self.heard.all());
    }
    /// At the board check: location 2 corrected to 5 character spots, 4 monster spots.
    pub(super) fn correct_location_2(&mut self) {
        self.press(key(KeyCode::Char('2')));
        self.enter();
        self.press(key(KeyCode::Char('5')));
        self.enter();
        self.press(key(KeyCode::Char('4')));
        self.enter();
    }
    pub(super) fn game(&self) -> Game {
        *self.app.game().unwrap()
    }
    /// Enter until the game is over (the first choice, confirmed, each time).
    pub(super) fn play_to_the_end(&mut self) {
        for _ in 0..20_000 {
            if self.game().is_finished() {
                return;
            }
            self.enter();
        }
        panic!("the game did not end: {:?}", &self.heard.all()[self.heard.len().saturating_sub(20)..]);
    }
}

#[test]
fn a_whole_game_from_the_main_menu_to_the_epilogue_with_enter_alone() {
    let mut t = table("whole");
    assert!(t.heard.all()[0].contains("Main menu"), "{:?}", t.heard.all());
    t.new_game();
    assert!(t.heard.any("The game begins."));
    t.play_to_the_end();
    let g = t.game();
    assert!(g.is_finished());
    let heard = t.heard.all();
    // The final scores are said, and the menu of a finished game follows.
    assert!(heard.iter().any(|l| l.contains("point")), "{heard:?}");
    assert!(heard.iter().any(|l| l.contains("Hear the final score")), "{heard:?}");
    // The autosave holds the same game.
    let saved = vigie::store::save::load(&t.dir.join("game.json")).unwrap();
    assert_eq!(saved.history.game(), &g);
    // Every physical action was said: each monster placed on the board.
    assert!(heard.iter().any(|l| l.contains("monster")), "{heard:?}");
}

#[test]
fn undo_and_redo_over_a_whole_turn_return_the_exact_states() {
    let mut t = table("undo");
    t.new_game();
    let mut states = vec![t.game()];
    for _ in 0..5000 {
        if t.game().turn() >= 2 || t.game().is_finished() {
            break;
        }
        t.enter();
        if t.game() != *states.last().unwrap() {
            states.push(t.game());
        }
    }
    assert!(states.len() > 10, "a turn has many decisions: {}", states.len());
    for expected in states.iter().rev().skip(1) {
        t.press(ctrl('z'));
        assert_eq!(&t.game(), expected);
    }
    let before = t.heard.len();
    t.press(ctrl('z'));
    assert!(t.heard.since(before).iter().any(|l| l == "Nothing to undo."));
    for expected in states.iter().skip(1) {
        t.press(ctrl('y'));
        assert_eq!(&t.game(), expected);
    }
    assert!(t.heard.any("Undone: "), "undo is said");
    assert!(t.heard.any("Done again: "), "redo is said");
    // The save follows undo and redo.
    let saved = vigie::store::save::load(&t.dir.join("game.json")).unwrap();
    assert_eq!(saved.history.game(), states.last().unwrap());
}

#[test]
fn an_undone_ballot_is_named_without_its_content() {
    let mut t = table("ballot");
    t.new_game();
    // Play until a ballot has been entered, then undo it.
    for i in 0.. {
        assert!(i < 5000, "no ballot entered: {:?}", &t.heard.all()[t.heard.len() - 10..]);
        let before = t.app.history().unwrap().log().commands.len();
        t.enter();
        let log = t.app.history().unwrap().log();
        if log.commands.len() > before && matches!(log.commands.last(), Some(vigie::engine::Command::Ballot { .. })) {
            break;
        }
        assert!(!t.game().is_finished());
    }
    let n = t.heard.len();
    t.press(ctrl('z'));
    let said = t.heard.since(n);
    assert!(said.iter().any(|l| l.starts_with("Undone: ") && l.ends_with("'s vote.")), "{said:?}");
}

#[test]
fn the_game_resumes_from_its_autosave_exactly() {
    let dir = temp_dir("resume");
    let mut t = table_in(dir.clone(), Lang::En);
    t.new_game();
    for _ in 0..40 {
        t.enter();
    }
    let g = t.game();
    drop(t);
    let mut t = table_in(dir, Lang::En);
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // Resume
    assert_eq!(t.game(), g);
    assert!(t.heard.any("Game resumed."));
}

#[test]
fn a_save_full_of_garbage_or_cut_short_is_reported_and_kept_aside() {
    for (name, bytes) in [("garbage", b"\x00\xffnot json at all".to_vec()), ("truncated", Vec::new())] {
        let dir = temp_dir(name);
        let save = dir.join("game.json");
        if name == "truncated" {
            // A real save, cut in the middle.
            let mut t = table_in(dir.clone(), Lang::En);
            t.new_game();
            for _ in 0..10 {
                t.enter();
            }
            let text = std::fs::read(&save).unwrap();
            std::fs::write(&save, &text[..text.len() / 2]).unwrap();
        } else {
            std::fs::write(&save, &bytes).unwrap();
        }
        let original = std::fs::read(&save).unwrap();
        let mut t = table_in(dir.clone(), Lang::En);
        t.press(key(KeyCode::Down));
        t.press(key(KeyCode::Down));
        let n = t.heard.len();
        t.enter(); // Resume
        let said = t.heard.since(n).join(" ");
        assert!(said.contains("The saved game cannot be read"), "{name}: {said}");
        assert!(said.contains("You can start a new game."), "{name}: {said}");
        assert!(t.app.game().is_none());
        assert!(!save.exists(), "{name}: moved aside");
        let aside = dir.join("game.json.unreadable");
        assert_eq!(std::fs::read(&aside).unwrap(), original, "{name}: kept as it was");
        // A new game can start, and does not touch the file kept aside.
        t.press(key(KeyCode::Home));
        t.new_game();
        assert_eq!(std::fs::read(&aside).unwrap(), original);
    }
}

#[test]
fn help_says_only_the_keys_that_work_here() {
    let mut t = table("help");
    // Help is a list to browse: its lines are the menu's items.
    t.press(key(KeyCode::F(1)));
    let said = t.app.view().items;
    assert!(said.iter().any(|l| l.contains("Enter: choose the item")), "{said:?}");
    assert!(!said.iter().any(|l| l.contains("undo")), "no game, no undo: {said:?}");
    t.press(key(KeyCode::Escape));
    t.new_game();
    t.press(key(KeyCode::F(1)));
    let said = t.app.view().items.join("\n");
    assert!(said.contains("Control Z: undo the last decision"), "{said}");
    assert!(said.contains("Alt L: what is at a location"), "{said}");
}

#[test]
fn focus_moves_say_the_item_and_its_position_and_wrap() {
    let mut t = table("focus");
    let n = t.heard.len();
    t.press(key(KeyCode::Up));
    assert_eq!(t.heard.since(n), vec!["Leave Vigie, 8 of 8"]);
    t.press(key(KeyCode::Down));
    assert_eq!(t.heard.since(n + 1), vec!["New game of Lockdown, 1 of 8"]);
    t.press(key(KeyCode::Char('c')));
    assert_eq!(t.heard.since(n + 2), vec!["Card reader, 5 of 8"]);
    t.press(key(KeyCode::Char('x')));
    assert_eq!(t.heard.since(n + 3), vec!["No choice here starts with X."]);
    // A digit beyond the menu's length: how many choices there are.
    t.press(key(KeyCode::Char('9')));
    assert_eq!(t.heard.since(n + 4), vec!["There are only 8 choices here."]);
}

#[test]
fn the_card_reader_of_the_main_menu_offers_both_games_cards() {
    let mut t = table("cards-both");
    t.press(key(KeyCode::Char('c')));
    t.enter();
    let items = t.app.view().items;
    assert_eq!(
        items,
        vec![
            "Lockdown: find a card by its tactile code",
            "Lockdown: find a card by its name",
            "Mall of Horror: its cards"
        ]
    );
    t.press(key(KeyCode::End));
    t.enter();
    assert!(t.app.view().prompt.starts_with("Mall of Horror's cards. I cannot see your hands"), "{:?}", t.app.view());
    let cards = t.app.view().items;
    assert_eq!(cards.len(), 7, "{cards:?}");
    let sprint = cards.iter().position(|c| c == "Sprint").expect("the Sprint");
    t.press(key(KeyCode::Home));
    for _ in 0..sprint {
        t.press(key(KeyCode::Down));
    }
    let n = t.heard.len();
    t.enter();
    assert!(
        t.heard.since(n).iter().any(|l| l.starts_with("Sprint. When it is your turn to move")),
        "{:?}",
        t.heard.since(n)
    );
    // Lockdown's, by name, are still there.
    t.press(key(KeyCode::Escape));
    t.press(key(KeyCode::Home));
    t.press(key(KeyCode::Down));
    t.enter();
    assert!(t.app.view().items.iter().any(|c| c == "Energy drink"), "{:?}", t.app.view());
}

#[test]
fn the_rules_help_of_the_main_menu_offers_both_games_topics() {
    let mut t = table("rules-both");
    // The rules help: the sixth entry of the main menu.
    t.press(key(KeyCode::Home));
    for _ in 0..5 {
        t.press(key(KeyCode::Down));
    }
    t.enter();
    let view = t.app.view();
    assert!(view.prompt.starts_with("Rules help: Lockdown's topics, then Mall of Horror's."), "{view:?}");
    let topics = view.items;
    let first_mall = topics.iter().position(|i| i.starts_with("Mall of Horror: ")).expect("Mall of Horror's topics");
    assert!(first_mall > 0 && topics[first_mall..].iter().all(|i| i.starts_with("Mall of Horror: ")), "{topics:?}");
    assert_eq!(topics.len() - first_mall, 10, "{topics:?}");
    // A topic of each game, said when chosen: the Security camera for a blind chief is there.
    let chief = topics.iter().position(|i| i == "Mall of Horror: the chief of security").expect("the chief's topic");
    t.press(key(KeyCode::Home));
    for _ in 0..chief {
        t.press(key(KeyCode::Down));
    }
    let n = t.heard.len();
    t.enter();
    assert!(t.heard.since(n).iter().any(|l| l.contains("Security camera")), "{:?}", t.heard.since(n));
    t.press(key(KeyCode::Home));
    let n = t.heard.len();
    t.enter();
    assert!(!t.heard.since(n).is_empty());
}

#[test]
fn a_key_with_no_use_here_is_said_so() {
    let mut t = table("nokey");
    let n = t.heard.len();
    t.press(key(KeyCode::Tab));
    assert_eq!(t.heard.since(n), vec!["That key does nothing here. F1 says the keys."]);
    let n = t.heard.len();
    t.press(ctrl('z'));
    assert_eq!(t.heard.since(n), vec!["There is no game yet: that key works during a game."]);
}

#[test]
fn names_can_be_typed_corrected_and_are_checked() {
    let mut t = table("names");
    t.enter(); // New game
    t.enter(); // English
    t.enter(); // 3 players
    t.press(key(KeyCode::End)); // Type a name
    t.enter();
    let n = t.heard.len();
    t.typed("Ann");
    t.press(key(KeyCode::Backspace));
    assert_eq!(t.heard.since(n), vec!["A", "n", "n", "n deleted"]);
    let n = t.heard.len();
    t.enter();
    let said = t.heard.since(n);
    assert!(said.iter().any(|l| l.contains("Player 2 of 3")), "{said:?}");
    // Type the same name again: refused.
    t.press(key(KeyCode::End));
    t.enter();
    t.typed("an");
    let n = t.heard.len();
    t.enter();
    assert!(t.heard.since(n).iter().any(|l| l.contains("An is already at the table")), "{:?}", t.heard.since(n));
}

#[test]
fn a_corrected_board_is_used_and_kept_for_the_next_game() {
    let dir = temp_dir("board");
    let mut t = table_in(dir.clone(), Lang::En);
    t.enter(); // New game
    t.enter(); // English
    t.enter(); // 3 players
    for _ in 0..3 {
        t.enter();
    }
    t.enter();
    t.enter();
    t.correct_location_2();
    assert!(t.heard.any("Location 2: 5 spots for characters, 4 for monsters"), "{:?}", t.heard.all());
    t.press(key(KeyCode::End));
    t.enter();
    assert!(t.heard.any("Board kept for the next games."));
    t.enter(); // Vigie rolls
    t.enter(); // start
    let g = t.game();
    let loc2 = vigie::engine::Loc::new(2).unwrap();
    assert_eq!(g.profile().capacity(loc2), Some(5));
    assert_eq!(g.profile().monster_spots(loc2), 4);
    let kept = vigie::store::board::from_toml(&std::fs::read_to_string(dir.join("board.toml")).unwrap()).unwrap();
    assert_eq!(&kept, g.profile());
}

#[test]
fn settings_change_by_keys_and_by_menu_and_are_kept() {
    let dir = temp_dir("settings");
    let mut t = table_in(dir.clone(), Lang::En);
    let n = t.heard.len();
    t.press(Key { code: KeyCode::Up, ctrl: true, alt: false });
    assert_eq!(t.heard.since(n), vec!["Speech rate: 10"]);
    t.press(ctrl('v'));
    assert_eq!(t.heard.since(n + 1), vec!["How much is said: full, with details"]);
    // The menu: Settings, Language, Français.
    t.press(key(KeyCode::Char('s')));
    t.enter();
    t.enter();
    t.press(key(KeyCode::Down));
    let n = t.heard.len();
    t.enter();
    assert_eq!(t.heard.since(n), vec!["Langue : Français"]);
    let kept = std::fs::read_to_string(dir.join("settings.toml")).unwrap();
    assert!(
        kept.contains("lang = \"fr\"") && kept.contains("rate = 10") && kept.contains("verbosity = \"full\""),
        "{kept}"
    );
    // Back to the main menu, now in French.
    let n = t.heard.len();
    t.press(key(KeyCode::Escape));
    assert_eq!(t.heard.since(n), vec!["Vigie. Menu principal.", "Réglages, 4 sur 8"]);
}

#[test]
fn reviews_answer_at_any_moment_of_a_game() {
    let mut t = table("review");
    t.new_game();
    for _ in 0..30 {
        t.enter();
    }
    let g = t.game();
    let alt = |c| Key { code: KeyCode::Char(c), ctrl: false, alt: true };
    let n = t.heard.len();
    t.press(alt('b'));
    assert!(t.heard.since(n)[0].contains("has the badge"), "{:?}", t.heard.since(n));
    t.press(alt('l'));
    t.press(key(KeyCode::Char('6')));
    let last = t.heard.all().last().unwrap().clone();
    assert!(last.contains("location 6, the parking"), "{last}");
    t.press(key(KeyCode::Escape));
    t.press(alt('t'));
    assert!(t.heard.all().last().unwrap().starts_with(&format!("Turn {}", g.turn())));
    assert_eq!(t.game(), g, "reviews change nothing");
    // The history review: newest first, tagged with turn and phase.
    t.press(key(KeyCode::F(4)));
    let said = t.heard.since(n).join("\n");
    assert!(said.contains("What was said, newest first."), "{said}");
    let tag = match g.phase() {
        Some(p) if p != Phase::Truck || g.turn() > 0 => format!("Turn {}", g.turn()),
        _ => "Set-up".to_owned(),
    };
    assert!(said.contains(&tag), "{said}");
}

#[test]
fn quitting_asks_first() {
    let mut t = table("quit");
    let n = t.heard.len();
    t.press(ctrl('q'));
    assert_eq!(
        t.heard.since(n),
        vec!["Leave Vigie? A game in progress stays saved; resume it from the main menu.", "No, 2 of 2"],
        "the focus starts on No"
    );
    t.enter(); // No
    assert!(!t.app.has_quit());
    t.press(ctrl('q'));
    t.press(key(KeyCode::Up));
    t.enter(); // Yes
    assert!(t.app.has_quit());
}

#[test]
fn the_table_enters_real_dice_face_by_face_and_can_take_a_face_back() {
    let mut t = table("tabledice");
    t.enter(); // New game
    t.enter(); // English
    t.enter(); // 3 players
    for _ in 0..3 {
        t.enter();
    }
    t.enter();
    t.enter();
    t.press(key(KeyCode::End));
    t.enter(); // the board is right
    t.press(key(KeyCode::Down));
    t.enter(); // the table rolls
    t.enter(); // start
    let vigie::engine::Pending::Dice { count, .. } = t.game().pending() else { panic!("dice asked first") };
    assert_eq!(count, 4);
    assert!(t.heard.any("Die 1 of 4: which face?"), "{:?}", t.heard.all());
    t.press(key(KeyCode::Char('5')));
    t.enter();
    t.press(key(KeyCode::Char('2')));
    t.enter();
    assert!(t.heard.any("Die 3 of 4: which face?"));
    // The roll's question is said once, with the first die; the next dice are asked alone.
    assert_eq!(
        t.heard.all().iter().filter(|l| l.to_lowercase().contains("roll 4 dice")).count(),
        1,
        "{:?}",
        t.heard.all()
    );
    assert!(t.heard.all().iter().any(|l| l == "Die 3 of 4: which face?"), "{:?}", t.heard.all());
    let n = t.heard.len();
    t.press(key(KeyCode::Escape));
    assert!(t.heard.since(n).iter().any(|l| l.contains("Die 2 of 4")), "{:?}", t.heard.since(n));
    for face in ['6', '1', '3'] {
        t.press(key(KeyCode::Char(face)));
        t.enter();
    }
    let log = t.app.history().unwrap().log();
    assert_eq!(
        log.commands,
        vec![vigie::engine::Command::Roll { dice: vigie::engine::Dice::new(&[5, 6, 1, 3]).unwrap() }]
    );
}

#[test]
fn the_last_choice_each_time_plays_cards_and_ends_the_game() {
    // The last choice of each menu opens the card menus ("Blue plays a card"), goes through
    // their steps, and says nobody holds the Keys: every kind of step is used.
    let mut t = table("lastchoice");
    t.new_game();
    let mut played = 0;
    for _ in 0..20_000 {
        if t.game().is_finished() {
            break;
        }
        // A confirmation: yes is the first choice, and in focus.
        if t.heard.all().last().is_none_or(|l| l != "Yes, 1 of 2") {
            t.press(key(KeyCode::End));
        }
        t.enter();
        played = t
            .app
            .history()
            .unwrap()
            .log()
            .commands
            .iter()
            .filter(|c| matches!(c, vigie::engine::Command::Play { .. }))
            .count();
    }
    assert!(t.game().is_finished(), "{:?}", &t.heard.all()[t.heard.len() - 20..]);
    assert!(played > 0, "cards were played");
}

#[test]
fn random_keys_never_lose_a_decision_nor_break_the_game() {
    // Any key at any moment, for thousands of presses: the interface never panics, the game is
    // always the one the save holds, and every state stays reachable by the keys.
    let keys = [
        key(KeyCode::Up),
        key(KeyCode::Down),
        key(KeyCode::Home),
        key(KeyCode::End),
        key(KeyCode::Enter),
        key(KeyCode::Enter),
        key(KeyCode::Enter),
        key(KeyCode::Escape),
        key(KeyCode::Backspace),
        key(KeyCode::Tab),
        key(KeyCode::Space),
        key(KeyCode::F(1)),
        key(KeyCode::F(4)),
        key(KeyCode::Char('3')),
        key(KeyCode::Char('6')),
        key(KeyCode::Char('b')),
        key(KeyCode::Char('r')),
        ctrl('z'),
        ctrl('y'),
        ctrl('r'),
        Key { code: KeyCode::Char('l'), ctrl: false, alt: true },
        Key { code: KeyCode::Char('p'), ctrl: false, alt: true },
    ];
    for seed in 1..=4u64 {
        let mut rng = vigie::engine::Rng::new(seed);
        let dir = temp_dir(&format!("random{seed}"));
        let mut t = table_in(dir.clone(), if seed % 2 == 0 { Lang::Fr } else { Lang::En });
        t.new_game();
        let mut decisions = t.app.history().map(|h| h.log());
        let (mut changes, mut restarts) = (0, 0);
        for _ in 0..2000 {
            let k = keys[rng.below(keys.len() as u32) as usize];
            t.press(k);
            if t.app.has_quit() {
                // Left Vigie: start it again and resume.
                let lang = t.app.settings().lang;
                t = table_in(dir.clone(), lang);
                t.press(key(KeyCode::Down));
                t.enter();
                restarts += 1;
            }
            let now = t.app.history().map(|h| h.log());
            if now.is_some() && now != decisions {
                let saved = vigie::store::save::load(&dir.join("game.json")).unwrap();
                assert_eq!(Some(saved.history.log()), now, "seed {seed}: the save follows every decision");
                decisions = now;
                changes += 1;
            }
        }
        assert!(
            changes > 20,
            "seed {seed}: the game went on ({changes} changes, {restarts} restarts): {:?}",
            &t.heard.all()[t.heard.len().saturating_sub(30)..]
        );
    }
}

#[test]
fn an_undo_says_how_to_put_the_board_back() {
    let mut t = table("boardback");
    t.new_game();
    // Play until monsters have arrived at the end of the first turn's phase 5.
    for _ in 0..5000 {
        let g = t.game();
        if g.turn() >= 1 && g.phase() == Some(Phase::Attacks) {
            break;
        }
        t.enter();
    }
    // Undo decisions until the monsters' arrival is undone: the monsters are taken away.
    let mut said = Vec::new();
    for _ in 0..20 {
        let n = t.heard.len();
        t.press(ctrl('z'));
        said.extend(t.heard.since(n));
        if t.game().phase() == Some(Phase::Destinations) {
            break;
        }
    }
    let said = said.join("\n");
    assert!(said.contains("Take ") && said.contains(" away from location "), "{said}");
    assert!(said.contains(" back at location "), "characters go back: {said}");
}

#[test]
fn the_martyrs_tie_is_said_as_a_french_speaker_would() {
    // The tie of vote-tie-martyr.vigie, saved just before the Martyr settles it, taken up in
    // French: "entre Red et Blue" (not "ou"), and a confirmation that says who loses a character
    // (not "en faveur de", which says the opposite).
    let dir = temp_dir("tie-fr");
    let script =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/vote-tie-martyr.vigie"))
            .unwrap();
    let upto: Vec<&str> = script.lines().take_while(|l| !l.starts_with("tie ")).collect();
    let mut run = std::process::Command::new(env!("CARGO_BIN_EXE_vigie"))
        .args(["script", "--autosave", dir.join("game.json").to_str().unwrap(), "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut run.stdin.take().unwrap(), (upto.join("\n") + "\n").as_bytes()).unwrap();
    assert!(run.wait().unwrap().success());
    let mut t = table_in(dir, Lang::Fr);
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // Reprendre
    let prompt = t.app.view().prompt;
    assert!(prompt.contains("tranchez l'égalité entre Red et Blue."), "{prompt}");
    t.enter(); // Red
    let confirm = t.app.view().prompt;
    assert_eq!(confirm, "Green désigne Red, qui perd un personnage. Est-ce bien cela ?");
}

#[test]
fn going_back_in_the_set_up_asks_the_names_again_from_that_player_on() {
    let mut t = table("names-back");
    t.enter(); // New game
    t.enter(); // English
    t.enter(); // 3 players
    for _ in 0..3 {
        t.enter(); // the first colour left, for each player
    }
    assert!(t.app.view().prompt.to_lowercase().contains("youngest"), "{:?}", t.app.view());
    // Back twice: player 2's name again, then a colour for them and for player 3.
    t.press(key(KeyCode::Escape));
    t.press(key(KeyCode::Escape));
    assert!(t.app.view().prompt.contains("Player 2 of 3"), "{:?}", t.app.view());
    let n = t.heard.len();
    t.enter();
    let said = t.heard.since(n);
    assert!(said.iter().any(|l| l.starts_with("Player 2: ")), "player 2's name is set again: {said:?}");
    assert!(t.app.view().prompt.contains("Player 3 of 3"), "{:?}", t.app.view());
    t.enter();
    // Three players, no fourth: the youngest is asked among three.
    let seats = t.app.view().items;
    assert_eq!(seats.len(), 3, "{seats:?}");
}

#[test]
fn a_placement_done_again_says_where_to_put_the_character() {
    let mut t = table("redo-placement");
    t.new_game();
    let placed = |t: &Table| t.app.history().unwrap().log().commands.len();
    while placed(&t) < 1 {
        t.enter();
    }
    assert!(matches!(
        t.app.history().unwrap().log().commands[0],
        vigie::engine::Command::Own(vigie::engine::OwnCommand::Place { .. })
    ));
    let n = t.heard.len();
    t.press(ctrl('z'));
    let off = t.heard.since(n);
    let taken = off.iter().find(|l| l.starts_with("Take ") && l.ends_with(" off the board."));
    let piece = taken.unwrap_or_else(|| panic!("{off:?}"))["Take ".len()..].replace(" off the board.", "");
    let n = t.heard.len();
    t.press(ctrl('y'));
    let said = t.heard.since(n);
    assert!(said[0].starts_with("Done again: "), "{said:?}");
    let put = format!("Put {piece} at location ");
    assert!(said.iter().any(|l| l.starts_with(&put)), "no board instruction: {said:?}");
}

#[test]
fn a_placement_says_its_dice_once_in_its_question() {
    let mut t = table("dice-once");
    t.new_game();
    let heard = t.heard.all();
    let question =
        heard.iter().position(|l| l.contains(", place a character: dice ")).expect("the placement's question");
    // The question says the dice; the roll before it does not say them again.
    let dice = heard[question].split(": dice ").nth(1).and_then(|d| d.split(';').next()).unwrap_or_default().to_owned();
    assert!(!heard[..question].iter().any(|l| l.contains(&dice)), "{dice}: {heard:?}");
    assert!(heard[..question].iter().any(|l| l.ends_with(" rolls the dice.")), "{heard:?}");
    // Asked again, the question still says them.
    let n = t.heard.len();
    t.press(ctrl('r'));
    assert!(t.heard.since(n).iter().any(|l| l.contains(", place a character: dice ")), "{:?}", t.heard.since(n));
}

#[test]
fn the_energy_drinks_characters_say_where_they_stand_as_the_movement_menu_does() {
    let script = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/movement-energy-drink.vigie"),
    )
    .unwrap();
    let mut t = super::mall_ui::resumed_from_script("drink-where", &script, "play Green energy-drink", Lang::En);
    let pick = |t: &mut Table, label: &str| {
        let items = t.app.view().items;
        let at = items.iter().position(|i| i == label).unwrap_or_else(|| panic!("{label}: {items:?}"));
        t.press(key(KeyCode::Home));
        for _ in 0..at {
            t.press(key(KeyCode::Down));
        }
        t.enter();
    };
    pick(&mut t, "Green plays a card");
    pick(&mut t, "Energy drink");
    let roles = t.app.view().items;
    assert!(!roles.is_empty() && roles.iter().all(|i| i.contains(", at location ")), "{roles:?}");
}

#[test]
fn a_set_up_left_after_choosing_french_comes_back_to_the_settings_language() {
    let mut t = table("setup-lang-back");
    t.enter(); // New game of Lockdown
    t.press(key(KeyCode::Down));
    t.enter(); // Français
    assert!(t.app.view().prompt.starts_with("Combien de joueurs"), "{:?}", t.app.view());
    t.press(key(KeyCode::Escape)); // back to the language
    let n = t.heard.len();
    t.press(key(KeyCode::Escape)); // the set-up left
    assert_eq!(t.heard.since(n).first().map(String::as_str), Some("Vigie. Main menu."), "{:?}", t.heard.since(n));
    assert_eq!(t.app.view().items[0], "New game of Lockdown");
    let settings = std::fs::read_to_string(t.dir.join("settings.toml")).unwrap_or_default();
    assert!(!settings.contains("\"fr\""), "{settings}");
}
