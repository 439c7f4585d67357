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
struct Heard(Rc<RefCell<Vec<String>>>);

impl Sink for Heard {
    fn say(&mut self, _m: &Message, text: &str, _interrupt: bool) {
        self.0.borrow_mut().push(text.to_owned());
    }
}

impl Heard {
    fn all(&self) -> Vec<String> {
        self.0.borrow().clone()
    }
    fn since(&self, n: usize) -> Vec<String> {
        self.0.borrow()[n..].to_vec()
    }
    fn len(&self) -> usize {
        self.0.borrow().len()
    }
    fn any(&self, needle: &str) -> bool {
        self.0.borrow().iter().any(|t| t.contains(needle))
    }
}

struct Table {
    app: App,
    heard: Heard,
    dir: PathBuf,
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

fn table_in(dir: PathBuf, lang: Lang) -> Table {
    let heard = Heard::default();
    let out = Outputs { others: vec![Box::new(heard.clone())], ..Outputs::default() };
    let settings = Settings { lang, ..Settings::default() };
    let mut app = App::new(settings, KeyMap::bundled(), paths(&dir), out, Some(7));
    app.start();
    Table { app, heard, dir }
}

fn table(name: &str) -> Table {
    table_in(temp_dir(name), Lang::En)
}

fn key(code: KeyCode) -> Key {
    Key::plain(code)
}

fn ctrl(c: char) -> Key {
    Key { code: KeyCode::Char(c), ctrl: true, alt: false }
}

impl Table {
    fn press(&mut self, k: Key) {
        self.app.key(k);
    }
    fn enter(&mut self) {
        self.press(key(KeyCode::Enter));
    }
    fn typed(&mut self, text: &str) {
        for c in text.chars() {
            self.press(key(if c == ' ' { KeyCode::Space } else { KeyCode::Char(c) }));
        }
    }
    /// From the main menu: a three-player game (Red, Blue, Green), Red youngest and oldest, the
    /// bundled board, Vigie's dice.
    fn new_game(&mut self) {
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
    fn correct_location_2(&mut self) {
        self.press(key(KeyCode::Char('2')));
        self.enter();
        self.press(key(KeyCode::Char('5')));
        self.enter();
        self.press(key(KeyCode::Char('4')));
        self.enter();
    }
    fn game(&self) -> Game {
        *self.app.game().unwrap()
    }
    /// Enter until the game is over (the first choice, confirmed, each time).
    fn play_to_the_end(&mut self) {
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
        t.press(key(KeyCode::Up));
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
    assert_eq!(t.heard.since(n), vec!["Leave Vigie, 7 of 7"]);
    t.press(key(KeyCode::Down));
    assert_eq!(t.heard.since(n + 1), vec!["New game, 1 of 7"]);
    t.press(key(KeyCode::Char('c')));
    assert_eq!(t.heard.since(n + 2), vec!["Card reader, 4 of 7"]);
    t.press(key(KeyCode::Char('x')));
    assert_eq!(t.heard.since(n + 3), vec!["No choice here starts with X."]);
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
    assert_eq!(t.heard.since(n), vec!["Vigie. Menu principal.", "Réglages, 3 sur 7"]);
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

// ----- secrets -----

/// One thing said: on a private device (its name), or to the table (`None`).
type Line = (Option<String>, String);

/// What was said, in order: to the table, or privately on a device.
#[derive(Clone, Default)]
pub(super) struct Said(Rc<RefCell<Vec<Line>>>);

impl Said {
    /// What the table heard.
    pub(super) fn table(&self) -> Vec<String> {
        self.0.borrow().iter().filter(|(d, _)| d.is_none()).map(|(_, t)| t.clone()).collect()
    }
    /// What was said privately, with the device.
    pub(super) fn private(&self) -> Vec<(String, String)> {
        self.0.borrow().iter().filter_map(|(d, t)| d.clone().map(|d| (d, t.clone()))).collect()
    }
}

impl Sink for Said {
    fn say(&mut self, _m: &Message, text: &str, _interrupt: bool) {
        self.0.borrow_mut().push((None, text.to_owned()));
    }
}

impl vigie::output::PrivateVoice for Said {
    fn speak(
        &mut self,
        device: &str,
        _lang: Lang,
        _rate: f32,
        text: &str,
        _interrupt: bool,
        _after: Option<vigie::output::TableQuiet>,
    ) {
        self.0.borrow_mut().push((Some(device.to_owned()), text.to_owned()));
    }
    fn wait_idle(&mut self, _timeout: std::time::Duration) -> bool {
        true
    }
    fn take_problems(&mut self) -> Vec<vigie::output::PrivateProblem> {
        Vec::new()
    }
}

pub(super) fn two_devices() -> Result<Vec<vigie::output::Device>, String> {
    Ok(vec![
        vigie::output::Device { name: "speakers".into(), description: "Speakers".into() },
        vigie::output::Device { name: "phones".into(), description: "Blue headphones".into() },
    ])
}

struct Secret {
    app: App,
    said: Said,
    dir: PathBuf,
}

/// A table whose players all use the channel at position `channel` of the pick list (0 none,
/// 1 the screen, 2 and 3 headphones on each device, 4 and 5 a headset), entering their ballots
/// and destinations in secret or not.
fn secret_table(name: &str, seed: u64, channel: usize, secret_entry: bool) -> Secret {
    secret_table_with(name, seed, [channel; 3], secret_entry)
}

/// The same, with each player's channel at its own position of the pick list.
fn secret_table_with(name: &str, seed: u64, channels: [usize; 3], secret_entry: bool) -> Secret {
    let dir = temp_dir(name);
    let said = Said::default();
    let out = Outputs {
        others: vec![Box::new(said.clone())],
        private: Some(Box::new(said.clone())),
        devices: Some(two_devices),
        ..Outputs::default()
    };
    let mut app = App::new(Settings::default(), KeyMap::bundled(), paths(&dir), out, Some(seed));
    app.start();
    let mut t = Secret { app, said, dir };
    for _ in 0..8 {
        t.press(key(KeyCode::Enter)); // new game, English, 3 players, colours, youngest, oldest
    }
    t.press(key(KeyCode::End));
    t.press(key(KeyCode::Enter)); // the board is right
    t.press(key(KeyCode::Enter)); // Vigie rolls
    for (seat, channel) in channels.iter().enumerate() {
        t.press(key(KeyCode::Home));
        for _ in 0..seat {
            t.press(key(KeyCode::Down));
        }
        t.press(key(KeyCode::Enter));
        t.press(key(KeyCode::Home)); // the list starts on the player's channel: count from the top
        for _ in 0..*channel {
            t.press(key(KeyCode::Down));
        }
        t.press(key(KeyCode::Enter));
    }
    if secret_entry {
        t.press(key(KeyCode::End));
        t.press(key(KeyCode::Up)); // the gamepads
        t.press(key(KeyCode::Up)); // the way choices are entered
        t.press(key(KeyCode::Enter));
    }
    t.press(key(KeyCode::End));
    t.press(key(KeyCode::Enter)); // start
    if channels.contains(&0) {
        // With Vigie's dice, a player who could not hear them is asked about first.
        t.press(key(KeyCode::Home));
        t.press(key(KeyCode::Enter)); // start all the same
    }
    assert!(t.app.game().is_some(), "{:?}", t.said.0.borrow());
    t
}

impl Secret {
    fn press(&mut self, k: Key) {
        self.app.key(k);
    }
    fn table(&self) -> Vec<String> {
        self.said.table()
    }
    fn private(&self) -> Vec<(String, String)> {
        self.said.private()
    }
    fn play_until(&mut self, done: impl Fn(&Secret) -> bool) {
        for _ in 0..20_000 {
            if done(self) || self.app.game().unwrap().is_finished() {
                return;
            }
            self.press(key(KeyCode::Enter));
        }
        panic!("stuck: {:?}", &self.table()[self.table().len().saturating_sub(15)..]);
    }
}

#[test]
fn headphones_hear_the_dice_and_the_table_only_hears_who_has_them() {
    let mut t = secret_table("phones", 5, 3, false);
    t.play_until(|t| !t.private().is_empty());
    let private = t.private();
    assert_eq!(private[0].0, "phones", "said on the chosen device");
    assert!(private[0].1.contains("the dice show"), "{private:?}");
    let table = t.table().join("\n");
    assert!(!table.contains(&private[0].1), "the table never hears the secret");
    assert!(table.contains(" alone."), "the table hears whom the dice are for: {table}");
    // The secret key tells it again, on the same device.
    let n = t.private().len();
    t.press(ctrl('s'));
    t.press(key(KeyCode::Enter));
    let again = t.private()[n..].to_vec();
    assert!(again.iter().any(|(d, text)| d == "phones" && text.contains("the dice show")), "{again:?}");
    // The channels are saved with the game.
    let saved = vigie::store::save::load(&t.dir.join("game.json")).unwrap();
    assert!(
        matches!(saved.table.channels[0], vigie::store::save::PrivateChannel::Headphones { ref device, .. } if device == "phones")
    );
}

#[test]
fn the_screen_shows_a_secret_to_one_player_then_forgets_it() {
    let mut t = secret_table("screen", 5, 1, false);
    t.play_until(|t| t.table().iter().any(|l| l.contains("a secret for you: look at the screen alone")));
    assert!(!t.app.view().prompt.contains("the dice show"), "not before the player is ready");
    t.press(key(KeyCode::Enter)); // Ready
    let v = t.app.view();
    assert!(v.prompt.contains("the dice show"), "{v:?}");
    assert!(v.board.is_empty(), "the secret alone on the screen");
    assert!(!t.table().join("\n").contains("the dice show"), "shown, not said");
    t.press(key(KeyCode::Enter)); // Done
    assert!(t.app.take_wipe(), "the scrollback is wiped");
    assert!(!t.app.view().prompt.contains("the dice show"));
    assert!(t.app.secret_shown().is_none());
}

#[test]
fn a_passed_headset_is_put_on_before_it_speaks_then_passed_on() {
    // Seed 6: the first dice under the box are Red's.
    let mut t = secret_table("headset", 6, 4, false);
    t.play_until(|t| t.table().iter().any(|l| l.contains("a secret for you: put on the headset")));
    assert!(t.private().is_empty(), "nothing said before the player is ready");
    t.press(key(KeyCode::Enter)); // Ready
    assert!(t.private().iter().any(|(d, text)| d == "speakers" && text.contains("the dice show")));
    let table = t.table();
    assert!(
        table[table.len() - 2].starts_with("When Red has heard, choose Done, and pass the headset on"),
        "{table:?}"
    );
}

#[test]
fn secret_ballots_and_destinations_are_heard_by_their_player_alone() {
    // Random games where every player enters in secret on headphones: between the moment a
    // player starts choosing and the moment the choice is entered, the table hears nothing but
    // who is choosing; the dice and the choices are never said to the table before they are
    // revealed.
    for seed in 1..=12u64 {
        let mut t = secret_table(&format!("entry{seed}"), seed, 3, true);
        t.play_until(|_| false);
        let said = t.said.0.borrow().clone();
        let mut choosing = false;
        let mut entered_secretly = 0;
        let mut dice_hidden = false;
        for (device, text) in &said {
            if device.is_none() {
                if text.starts_with("I roll ") {
                    dice_hidden = true;
                } else if text.starts_with("My dice show") {
                    dice_hidden = false;
                }
                assert!(!(dice_hidden && text.contains("the dice show")), "seed {seed}: the table heard {text:?}");
            }
            match device {
                Some(_) => {}
                None if text.ends_with("is choosing in secret.") => choosing = true,
                None if choosing => {
                    assert!(
                        text.ends_with(" has voted.") || text.ends_with(" has chosen."),
                        "seed {seed}: the table heard {text:?} during a secret choice"
                    );
                    choosing = false;
                    entered_secretly += 1;
                }
                None => {}
            }
        }
        assert!(entered_secretly > 0, "seed {seed}: no secret choice was made");
        // Every private message reached a device; none was said to the table.
        let table: Vec<&String> = said.iter().filter(|(d, _)| d.is_none()).map(|(_, t)| t).collect();
        for (d, text) in said.iter().filter(|(d, _)| d.is_some()) {
            if text.starts_with("Only for") {
                assert!(!table.contains(&text), "seed {seed}: {text} said to the table ({d:?})");
            }
        }
    }
}

#[test]
fn without_devices_only_the_screen_or_nothing_can_be_chosen() {
    let dir = temp_dir("nodevice");
    let heard = Heard::default();
    let out = Outputs {
        others: vec![Box::new(heard.clone())],
        devices: Some(|| Err("Connection refused".to_owned())),
        ..Outputs::default()
    };
    let mut app = App::new(Settings::default(), KeyMap::bundled(), paths(&dir), out, Some(3));
    app.start();
    let mut t = Table { app, heard, dir };
    for _ in 0..8 {
        t.enter();
    }
    t.press(key(KeyCode::End));
    t.enter();
    t.enter();
    t.press(key(KeyCode::Home));
    let n = t.heard.len();
    t.enter();
    let said = t.heard.since(n);
    assert!(said.iter().any(|l| l == "No headphones can be offered: Connection refused."), "{said:?}");
    t.press(key(KeyCode::End));
    let last = t.heard.all().last().unwrap().clone();
    assert_eq!(last, "The screen, read alone, 2 of 2");
}

#[test]
fn leaving_during_a_secret_choice_is_asked_of_the_table_and_says_the_game_is_saved() {
    let mut t = secret_table("quit-secret", 3, 3, true);
    t.play_until(|t| t.table().last().is_some_and(|l| l.ends_with("is choosing in secret.")));
    let (table, private) = (t.table().len(), t.private().len());
    t.press(ctrl('q'));
    assert!(t.table()[table..].iter().any(|l| l.starts_with("Leave Vigie?")), "{:?}", &t.table()[table..]);
    assert_eq!(t.private().len(), private, "nothing said privately: {:?}", &t.private()[private..]);
    t.press(key(KeyCode::Home)); // Yes
    t.press(key(KeyCode::Enter));
    assert!(t.app.has_quit());
    assert!(t.table().last().is_some_and(|l| l.contains("The game is saved")), "{:?}", t.table().last());
}

#[test]
fn undo_and_reviews_work_while_a_secret_waits_for_its_player() {
    // Everyone reads their secrets on the screen: the dice wait for the holder to be ready.
    let mut t = secret_table("handover-undo", 3, 1, false);
    t.play_until(|t| t.table().iter().rev().take(3).any(|l| l.contains("a secret for you: look at the screen")));
    let n = t.table().len();
    t.press(Key { code: KeyCode::Char('t'), ctrl: false, alt: true });
    t.press(ctrl('z'));
    let said = t.table()[n..].join("\n");
    assert!(!said.contains("no game"), "{said}");
    assert!(said.contains("Turn ") && said.contains("Undone: "), "{said}");
}

#[test]
fn an_unreadable_board_file_is_kept_aside_before_a_correction_is_saved() {
    let dir = temp_dir("board-kept");
    let board = dir.join("board.toml");
    for (i, bytes) in
        [b"[locations]\ncharacter_spots = [0, 0, 0, 0, 0]\n".to_vec(), b"\xff\xfe".to_vec()].iter().enumerate()
    {
        std::fs::write(&board, bytes).unwrap();
        let mut t = table_in(dir.clone(), Lang::En);
        let n = t.heard.len();
        t.enter(); // New game: the board is read
        let aside = dir.join(if i == 0 { "board.toml.broken" } else { "board.toml.broken-2" });
        let said = t.heard.since(n).join(" ");
        assert!(
            said.contains(&format!("it was kept aside as {}, and the standard board is used", aside.display())),
            "{said}"
        );
        assert_eq!(std::fs::read(&aside).unwrap(), *bytes);
        // The table corrects location 2: the correction is saved, the broken file is still there.
        t.enter(); // English
        t.enter(); // 3 players
        for _ in 0..5 {
            t.enter();
        }
        t.correct_location_2();
        t.press(key(KeyCode::End));
        t.enter();
        assert!(t.heard.any("Board kept for the next games."));
        assert!(vigie::store::board::from_toml(&std::fs::read_to_string(&board).unwrap()).is_ok());
        assert_eq!(std::fs::read(&aside).unwrap(), *bytes, "the user's file was overwritten");
        std::fs::remove_file(&board).unwrap();
    }
}

#[test]
fn a_save_that_is_a_folder_is_said_and_left_as_it_is() {
    let dir = temp_dir("save-folder");
    std::fs::create_dir_all(dir.join("game.json/mine")).unwrap();
    let mut t = table_in(dir.clone(), Lang::En);
    t.press(key(KeyCode::Down));
    let n = t.heard.len();
    t.enter(); // Resume
    let said = t.heard.since(n).join(" ");
    assert!(said.contains("is not a regular file but a folder"), "{said}");
    assert!(said.contains("It was left as it is"), "{said}");
    assert!(dir.join("game.json/mine").is_dir());
    assert!(!dir.join("game.json.unreadable").exists());
}

#[test]
fn a_saved_name_with_terminal_controls_is_refused_and_never_said_or_shown() {
    let dir = temp_dir("save-controls");
    let mut t = table_in(dir.clone(), Lang::En);
    t.new_game();
    t.enter();
    drop(t);
    let save = dir.join("game.json");
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    v["names"][0] = serde_json::json!("\u{1b}[2J\u{1b}]0;owned\u{7}Red");
    std::fs::write(&save, serde_json::to_string(&v).unwrap()).unwrap();
    let mut t = table_in(dir.clone(), Lang::En);
    t.press(key(KeyCode::Down));
    let n = t.heard.len();
    t.enter(); // Resume
    let said = t.heard.since(n).join(" ");
    assert!(said.contains("The saved game cannot be read") && said.contains("control character"), "{said}");
    assert!(!said.contains('\u{1b}') && !said.contains('\u{7}'), "{said:?}");
    assert!(t.app.game().is_none());
    assert!(dir.join("game.json.unreadable").exists());
}

#[test]
fn an_unreadable_epilogue_record_is_kept_aside_not_written_over() {
    let dir = temp_dir("epilogues-kept");
    let record = dir.join("epilogues.json");
    std::fs::write(&record, "[3, 11, oops").unwrap();
    let mut t = table_in(dir.clone(), Lang::En);
    let n = t.heard.len();
    t.new_game();
    let aside = dir.join("epilogues.json.broken");
    let said = t.heard.since(n).join(" ");
    assert!(said.contains(&format!("it was kept aside as {}", aside.display())), "{said}");
    t.play_to_the_end();
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), "[3, 11, oops");
    let cards: Vec<u8> = serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
    assert_eq!(cards, t.game().epilogue_record().cards());
}

#[test]
fn a_settings_file_left_in_place_is_said_with_its_path_in_both_languages() {
    for (lang, words) in [(Lang::En, "the file was left as it is, at"), (Lang::Fr, "le fichier est resté tel quel, à")]
    {
        let dir = temp_dir(&format!("settings-left-{lang:?}"));
        let mut t = table_in(dir.clone(), lang);
        let n = t.heard.len();
        t.app.warn_settings("not a regular file", None);
        let said = t.heard.since(n).join(" ");
        assert!(said.contains(&format!("{words} {}", dir.join("settings.toml").display())), "{said}");
        let n = t.heard.len();
        t.app.warn_settings("not TOML", Some(&dir.join("settings.toml.broken-2")));
        assert!(t.heard.since(n).join(" ").contains("settings.toml.broken-2"));
    }
}

#[test]
fn a_moment_before_a_move_offers_continue_then_the_cards() {
    // Enter alone until Vigie waits before a move it would make by itself: the menu is
    // "Go on" first, then one "plays a card" item per player who could drink; "Go on" goes
    // on with that move.
    let mut t = table("beforemove");
    t.new_game();
    for _ in 0..20_000 {
        if matches!(t.game().pending(), vigie::engine::Pending::BeforeMove { .. }) || t.game().is_finished() {
            break;
        }
        t.enter();
    }
    let vigie::engine::Pending::BeforeMove { player, players, .. } = t.game().pending() else {
        panic!("no moment before a move in a whole game: {:?}", &t.heard.all()[t.heard.len() - 20..]);
    };
    let heard = t.heard.all();
    let name = ["Red", "Blue", "Green"][player.index()];
    assert!(
        heard
            .iter()
            .any(|l| l.starts_with("Before ") && l.contains(name) && l.ends_with("an Energy drink, or continue.")),
        "{heard:?}"
    );
    let items = players.len() + 1;
    assert!(heard.last().is_some_and(|l| l == &format!("Go on, no card played, 1 of {items}")), "{heard:?}");
    t.press(key(KeyCode::End));
    assert!(t.heard.all().last().is_some_and(|l| l.contains("plays a card")), "{:?}", t.heard.all().last());
    t.press(key(KeyCode::Home));
    let before = t.game();
    t.enter();
    assert_ne!(t.game(), before, "Continue went on");
    assert!(!matches!(t.game().pending(), vigie::engine::Pending::BeforeMove { player: p, .. } if p == player));
}

#[test]
fn a_player_hears_their_own_destination_once_and_choosing_in_secret_is_said_once() {
    // Secret entry on headphones: each player chooses and confirms on their own channel; the
    // echo of what they just confirmed is not said to them again, and the table hears once
    // that they are choosing.
    for seed in 1..=4u64 {
        let mut t = secret_table(&format!("echo{seed}"), seed, 3, true);
        t.play_until(|t| t.table().iter().any(|l| l.starts_with("Everyone reveals")));
        assert!(!t.private().iter().any(|(_, text)| text.contains("you go to")), "seed {seed}: {:?}", t.private());
        let table = t.table();
        for pair in table.windows(2) {
            assert!(
                !(pair[0].ends_with("is choosing in secret.") && pair[0] == pair[1]),
                "seed {seed}: said twice in a row: {}",
                pair[0]
            );
        }
        // Still kept, to hear again with the secret key.
        let n = t.private().len();
        for seat in 0..3 {
            t.press(ctrl('s'));
            for _ in 0..seat {
                t.press(key(KeyCode::Down));
            }
            t.press(key(KeyCode::Enter));
        }
        assert!(
            t.private()[n..].iter().any(|(_, text)| text.contains("you go to")),
            "seed {seed}: {:?}",
            &t.private()[n..]
        );
    }
}

#[test]
fn in_open_entry_a_destination_shown_to_the_table_costs_no_headset_hand_over() {
    let mut t = secret_table("open-headset", 2, 4, false);
    t.play_until(|t| t.table().iter().any(|l| l.starts_with("Everyone reveals")));
    let table = t.table();
    let from = table.iter().position(|l| l.contains("has the badge and goes to")).unwrap();
    let to = table.iter().position(|l| l.starts_with("Everyone reveals")).unwrap();
    assert!(
        table[from..].iter().any(|l| l.contains("Everyone else, reveal your destination now")),
        "the table is told what to do: {:?}",
        &table[from..to]
    );
    assert!(!table[from..=to].iter().any(|l| l.contains("a secret for you")), "{:?}", &table[from..=to]);
    assert!(
        !table[from..=to].iter().any(|l| l.contains("in secret")),
        "open entry speaks of no secret: {:?}",
        &table[from..=to]
    );
}

#[test]
fn a_player_without_a_channel_chooses_last_in_secret_entry_and_the_table_is_told_how() {
    // Red has no private channel, Blue and Green their headphones: Red's ballot or destination,
    // said at the table, comes only once the others have chosen in secret.
    for seed in 1..=6u64 {
        let mut t = secret_table_with(&format!("last{seed}"), seed, [0, 3, 3], true);
        let mut told = false;
        for _ in 0..4_000 {
            let g = *t.app.game().unwrap();
            if g.is_finished() {
                break;
            }
            let table = t.table();
            told |=
                table.iter().any(|l| l.starts_with("Red has no private channel: this player chooses after the others"));
            if let Some(last) = table.last() {
                if last.starts_with("Red votes for") || last.starts_with("Red goes to") {
                    let waiting = match g.pending() {
                        vigie::engine::Pending::Ballots { waiting, .. }
                        | vigie::engine::Pending::SecretDestinations { waiting, .. } => waiting,
                        other => panic!("seed {seed}: {other:?}"),
                    };
                    let others: Vec<_> = waiting.iter().filter(|s| s.0 != 0).collect();
                    assert!(others.is_empty(), "seed {seed}: Red's choice said while {others:?} still choose");
                }
            }
            t.press(key(KeyCode::Enter));
        }
        assert!(told, "seed {seed}: the table was told how Red chooses: {:?}", t.table());
    }
}

#[test]
fn a_resumed_game_says_its_last_decision_again_and_keeps_this_turns_secrets() {
    // Vigie stopped right after the dice were rolled for the badge holder (on headphones): on
    // resume, the last decision and what it did are said again, and the holder's dice of this
    // turn are kept, for the secret key.
    let mut t = secret_table("resume-secrets", 5, 3, false);
    t.play_until(|t| !t.private().is_empty());
    let dice = t.private()[0].1.clone();
    let dir = t.dir.clone();
    drop(t);
    let said = Said::default();
    let out = Outputs {
        others: vec![Box::new(said.clone())],
        private: Some(Box::new(said.clone())),
        devices: Some(two_devices),
        ..Outputs::default()
    };
    let mut app = App::new(Settings::default(), KeyMap::bundled(), paths(&dir), out, Some(5));
    app.start();
    let mut t = Secret { app, said, dir };
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Enter)); // Resume
    let table = t.table();
    let last = table.iter().position(|l| l.starts_with("The last decision saved: ")).expect("the last decision");
    assert!(table[last + 1..].iter().any(|l| l.contains(" alone.")), "what it did: {:?}", &table[last..]);
    assert!(table.iter().any(|l| l.contains("has a secret of this turn")), "{table:?}");
    assert!(!table.iter().any(|l| l.contains("the dice show")), "the table never hears the dice");
    let n = t.private().len();
    t.press(ctrl('s'));
    t.press(key(KeyCode::Enter));
    assert!(t.private()[n..].iter().any(|(_, text)| *text == dice), "{:?}", &t.private()[n..]);
}

#[test]
fn a_secret_on_the_screen_leaves_it_when_the_table_is_asked_something() {
    let mut t = secret_table("screen-quit", 5, 1, false);
    t.play_until(|t| t.app.secret_shown().is_some() && t.app.view().prompt.contains("the dice show"));
    assert!(t.app.view().prompt.contains("the dice show"));
    t.press(ctrl('q'));
    let v = t.app.view();
    assert!(!v.prompt.contains("the dice show"), "{v:?}");
    assert!(v.prompt.starts_with("Leave Vigie?"), "{v:?}");
    assert_eq!(v.focus, 1, "on No: {v:?}");
}
