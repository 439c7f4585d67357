//! What the table hears again: the history of what was said (F4) keeps the game's news and
//! questions, not the menus opened on the way.

use super::ui::{key, table};
use vigie::input::KeyCode;

/// Enter until `turn`'s `phase` has begun (the first choice each time).
fn play_to_phase(t: &mut super::ui::Table, phase: u8) {
    for _ in 0..2_000 {
        if t.game().turn() >= 1 && t.game().phase().is_some_and(|p| p.number() == phase) {
            return;
        }
        t.enter();
    }
    panic!("phase {phase} never came: {:?}", &t.heard.all()[t.heard.len().saturating_sub(10)..]);
}

#[test]
fn the_history_keeps_the_games_news_not_the_menus_and_names_a_phase_once() {
    let mut t = table("history-chrome");
    t.new_game();
    play_to_phase(&mut t, 2);
    // The pause menu, the settings and a value list, then back to the game.
    t.press(key(KeyCode::Escape));
    let paused = t.heard.all().concat();
    assert!(paused.contains("Paused: the game waits for you."), "{paused}");
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Escape));
    let n = t.heard.len();
    t.press(key(KeyCode::F(4)));
    t.press(key(KeyCode::End));
    t.press(key(KeyCode::Home));
    for _ in 0..60 {
        t.press(key(KeyCode::Down));
    }
    let history = t.heard.since(n).join("\n");
    assert!(history.contains("What was said, newest first."), "{history}");
    assert!(!history.contains("Paused"), "the pause menu's title is not the game's news:\n{history}");
    assert!(
        history.contains("Turn 1: Phase 2: the security badge"),
        "a phase's heading is tagged with its turn alone:\n{history}"
    );
    assert!(!history.contains("phase 2: Phase 2"), "a phase named twice:\n{history}");
    assert!(!history.contains("Turn 1: Turn 1"), "a turn named twice:\n{history}");
}

#[test]
fn back_from_help_in_a_name_being_typed_says_the_letters_so_far() {
    let mut t = table("name-help");
    t.enter(); // New game
    t.enter(); // English
    t.enter(); // 3 players
    t.press(key(KeyCode::End));
    t.enter(); // Type a name
    t.typed("Bo");
    t.press(key(KeyCode::F(1)));
    let n = t.heard.len();
    t.press(key(KeyCode::Escape));
    let back = t.heard.since(n).join("\n");
    assert!(back.contains("Type the name of player 1") && back.contains("So far: Bo."), "{back}");
    assert!(!back.contains("A to E"), "no gamepad here, so no letter list:\n{back}");
    t.typed("b");
    t.enter();
    assert!(t.heard.any("Player 1: Bob."), "{:?}", t.heard.all());
}

#[test]
fn a_volume_key_at_its_end_says_it_goes_no_further() {
    let mut t = super::ui::table("volume-end");
    let louder = vigie::input::Key { code: KeyCode::Right, ctrl: true, alt: false };
    let softer = vigie::input::Key { code: KeyCode::Left, ctrl: true, alt: false };
    let mut last = String::new();
    for _ in 0..12 {
        t.press(louder);
        last = t.heard.all().last().cloned().unwrap_or_default();
    }
    assert_eq!(last, "Speech volume: 100, already the highest.");
    t.press(softer);
    assert_eq!(t.heard.all().last().map(String::as_str), Some("Speech volume: 90"));
    for _ in 0..12 {
        t.press(softer);
    }
    // Never silent: a player who cannot see the screen could not find the way back.
    assert_eq!(t.heard.all().last().map(String::as_str), Some("Speech volume: 10, already the lowest."));
}

#[test]
fn a_game_key_in_the_main_menu_says_how_to_take_up_the_saved_game() {
    let dir = super::ui::temp_dir("no-game-saved");
    let mut t = super::ui::table_in(dir.clone(), vigie::vocab::Lang::En);
    t.press(super::ui::ctrl('z'));
    assert_eq!(t.heard.all().last().map(String::as_str), Some("There is no game yet: that key works during a game."));
    t.new_game();
    t.enter();
    drop(t);
    let mut t = super::ui::table_in(dir, vigie::vocab::Lang::En);
    t.press(super::ui::ctrl('z'));
    assert_eq!(
        t.heard.all().last().map(String::as_str),
        Some("No game in progress: \"Resume the saved game\", in the main menu, takes it up.")
    );
}

#[test]
fn why_no_headphones_are_offered_is_said_once_not_at_every_players_channel() {
    let mut t = super::secrets::channels_without_audio_server("nodevice-once");
    let notice = "No headphones can be offered: the audio server does not answer.";
    let n = t.heard.len();
    t.enter(); // the first player's channel
    assert!(t.heard.since(n).iter().any(|l| l == notice), "{:?}", t.heard.since(n));
    t.press(key(KeyCode::Escape));
    t.press(key(KeyCode::Down));
    let n = t.heard.len();
    t.enter(); // the second player's channel
    let said = t.heard.since(n);
    assert!(said.iter().any(|l| l.contains("The screen, read alone")), "{said:?}");
    assert!(!said.iter().any(|l| l == notice), "said again: {said:?}");
}

/// A French sentence that begins with a character's name begins with a capital ("Le Truand
/// d'Anne se cache..."), as does a card's name in the card reader's list.
#[test]
fn french_sentences_begin_with_a_capital_when_a_name_with_its_article_comes_first() {
    use vigie::announce::{Announcer, Voice};
    use vigie::engine::mall::{Character, Event, EventKind, RESTROOMS};
    use vigie::engine::{Audience, Seat};
    let an = Announcer::new(vigie::vocab::Lang::Fr, vec!["Anne".into(), "Bob".into(), "Cat".into()]).unwrap();
    let hidden = EventKind::Own(vigie::engine::mall::OwnEvent::CharacterHidden {
        player: Seat::FIRST,
        character: Character::Gunman,
        location: RESTROOMS,
    });
    let said = an.mall().event(&Event { audience: Audience::Table, kind: hidden }).0.text;
    assert_eq!(
        said,
        "Le Truand d'Anne se cache au lieu 1, les toilettes, jusqu'à la fin de la manche : couchez la figurine."
    );
}

#[test]
fn the_french_card_readers_lists_begin_each_name_with_a_capital() {
    let dir = super::ui::temp_dir("cards-fr");
    let mut t = super::ui::table_in(dir, vigie::vocab::Lang::Fr);
    for _ in 0..4 {
        t.press(key(KeyCode::Down));
    }
    t.enter(); // the card reader
    // Lockdown's cards by name, then Mall of Horror's (the next item).
    for (list, first_card) in [("Lockdown", "Le Talkie-walkie"), ("Mall of Horror", "La Menace")] {
        t.press(key(KeyCode::Down));
        t.enter();
        let first = t.heard.all().last().cloned().unwrap_or_default();
        assert!(first.starts_with(first_card) && first.contains(", 1 sur "), "{list}: {first}");
        t.press(key(KeyCode::Escape));
    }
}

#[test]
fn back_to_the_language_step_after_choosing_french_it_asks_in_french() {
    let mut t = table("setup-lang-title");
    t.enter(); // New game of Lockdown
    t.press(key(KeyCode::Down));
    t.enter(); // Français
    let n = t.heard.len();
    t.press(key(KeyCode::Escape)); // back to the language
    let said = t.heard.since(n);
    assert_eq!(said.first().map(String::as_str), Some("Nouvelle partie. Quelle langue ?"), "{said:?}");
}

#[test]
fn after_the_end_the_header_and_the_turn_review_say_the_game_is_over() {
    let mut t = table("header-end");
    t.new_game();
    t.play_to_the_end();
    let turn = t.game().turn();
    let header = t.app.view().header;
    assert_eq!(header, format!("Turn {turn}: the game is over."));
}
