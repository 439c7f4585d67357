//! Gamepads, driven at gilrs's event layer: simulated pads whose events go into gilrs's own queue
//! (`Gilrs::insert_event`), then through the same conversion, button map and interface as a real
//! pad's. This machine has no uinput, so no real device can be faked below gilrs.

use super::secrets::{Said, two_devices};
use super::ui::{paths, temp_dir};
use std::path::PathBuf;
use vigie::engine::Pending;
use vigie::input::{Button, Gamepads, KeyMap, PadEvent, PadId, PadInfo};
use vigie::store::settings::Settings;
use vigie::ui::{App, Outputs};
use vigie::vocab::rumble::{Cue, Pattern};

/// The operator's pad, then one pad per player (Red, Blue, Green).
const OPERATOR: PadId = PadId(100);
const PLAYER_PADS: [PadId; 3] = [PadId(101), PadId(102), PadId(103)];

fn pad_info(rumble: bool) -> PadInfo {
    PadInfo { name: "Test Pad".into(), uuid: "030000005e0400008e02000014010000".into(), rumble }
}

/// Pads of one name whose models differ (real pads of one model share their identifier).
fn model(pad: PadId) -> PadInfo {
    PadInfo { uuid: format!("model-{}", pad.0), ..pad_info(true) }
}

struct Table {
    app: App,
    said: Said,
}

fn table_with(name: &str, seed: u64, settings: Settings) -> Table {
    table_in(temp_dir(&format!("pad-{name}")), seed, settings)
}

fn table_in(dir: PathBuf, seed: u64, settings: Settings) -> Table {
    let said = Said::default();
    let out = Outputs {
        others: vec![Box::new(said.clone())],
        private: Some(Box::new(said.clone())),
        devices: Some(two_devices),
        gamepads: Some(Gamepads::open()),
        ..Outputs::default()
    };
    let app = App::new(settings, KeyMap::bundled(), paths(&dir), out, Some(seed));
    Table { app, said }
}

impl Table {
    fn pads(&mut self) -> &mut Gamepads {
        self.app.gamepads_mut().unwrap()
    }
    /// A pad plugged in (its event goes through gilrs).
    fn plug(&mut self, pad: PadId, rumble: bool) {
        self.plug_as(pad, pad_info(rumble));
    }
    fn plug_as(&mut self, pad: PadId, info: PadInfo) {
        assert!(self.pads().simulate(pad, info), "gilrs opens here");
        self.app.poll_gamepads();
    }
    fn press(&mut self, pad: PadId, b: gilrs::Button) {
        assert!(self.pads().inject_press(pad, b));
        self.app.poll_gamepads();
    }
    fn south(&mut self, pad: PadId) {
        self.press(pad, gilrs::Button::South);
    }
    fn times(&mut self, pad: PadId, b: gilrs::Button, n: usize) {
        for _ in 0..n {
            self.press(pad, b);
        }
    }
    /// The stick pushed down and let go.
    fn stick_down(&mut self, pad: PadId) {
        assert!(self.pads().inject_axis(pad, gilrs::Axis::LeftStickY, -0.9));
        assert!(self.pads().inject_axis(pad, gilrs::Axis::LeftStickY, 0.0));
        self.app.poll_gamepads();
    }
    fn table(&self) -> Vec<String> {
        self.said.table()
    }
    fn private(&self) -> Vec<(String, String)> {
        self.said.private()
    }
    fn heard(&self, needle: &str) -> bool {
        self.table().iter().any(|t| t.contains(needle))
    }
    fn pending(&self) -> Pending {
        self.app.game().unwrap().pending()
    }

    /// From the main menu, with the operator's pad alone: three players by colour, Vigie's dice,
    /// everyone on headphones, secret entry, and a pad given to each player.
    fn set_up(&mut self) {
        use gilrs::Button as B;
        let op = OPERATOR;
        for _ in 0..7 {
            self.south(op); // new game, English, 3 players, three colours, youngest Red
        }
        self.south(op); // oldest: Red
        self.press(op, B::DPadRight);
        self.south(op); // the board is right
        self.south(op); // Vigie rolls
        // The channels screen: Red, Blue, Green, the entry mode, the gamepads, start.
        self.press(op, B::DPadLeft);
        for seat in 0..3 {
            self.south(op); // this player's channel
            self.times(op, B::DPadDown, 3);
            self.south(op); // headphones on "phones"
            self.stick_down(op); // the next player
            let _ = seat;
        }
        self.south(op); // secret entry
        self.press(op, B::DPadDown);
        self.south(op); // the gamepads
        for (seat, _) in PLAYER_PADS.iter().enumerate() {
            self.press(op, B::DPadDown); // this player's pad (the operator's is first)
            self.south(op);
            self.times(op, B::DPadDown, seat + 1);
            self.south(op); // given to the player
        }
        self.press(op, B::East); // back to the channels
        self.press(op, B::DPadRight);
        self.south(op); // start
        assert!(self.app.game().is_some(), "{:?}", self.table());
    }

    /// The pad that answers now: in a secret choice, the chooser's own; otherwise the operator's.
    fn pad_for_now(&self) -> PadId {
        let prompt = self.app.view().prompt;
        for (i, name) in ["Red", "Blue", "Green"].iter().enumerate() {
            if prompt == format!("{name} is choosing in secret.") {
                return PLAYER_PADS[i];
            }
        }
        OPERATOR
    }
}

fn pads_table(name: &str, seed: u64, settings: Settings) -> Table {
    let mut t = table_with(name, seed, settings);
    t.app.start_gamepads();
    t.app.start();
    t.plug(OPERATOR, true);
    for p in PLAYER_PADS {
        t.plug(p, true);
    }
    t.set_up();
    t
}

/// The faces in "... the dice show 2, 3, 5 and 6." (digits only).
fn faces_in(text: &str) -> Vec<u8> {
    let mut f: Vec<u8> = text.chars().filter_map(|c| c.to_digit(10)).map(|d| d as u8).collect();
    f.sort_unstable();
    f
}

#[test]
fn gilrs_events_become_presses_once_per_push() {
    let mut pads = Gamepads::open();
    let p = PadId(7);
    assert!(pads.simulate(p, pad_info(false)));
    pads.inject_press(p, gilrs::Button::South);
    pads.inject_press(p, gilrs::Button::LeftTrigger2);
    pads.inject_press(p, gilrs::Button::C); // no such button on a standard pad: ignored
    for v in [0.3, 0.95, 1.0, 0.5, 0.1, -0.9] {
        pads.inject_axis(p, gilrs::Axis::LeftStickY, v);
    }
    pads.inject(p, gilrs::EventType::Disconnected);
    let got = pads.poll();
    assert_eq!(
        got,
        vec![
            PadEvent::Connected { pad: p, info: pad_info(false), at_start: false },
            PadEvent::Pressed { pad: p, button: Button::South },
            PadEvent::Pressed { pad: p, button: Button::LeftTrigger },
            PadEvent::Pressed { pad: p, button: Button::LeftStickUp },
            PadEvent::Pressed { pad: p, button: Button::LeftStickDown },
            PadEvent::Disconnected { pad: p },
        ]
    );
    assert!(pads.poll().is_empty());
}

#[test]
fn a_whole_game_with_gamepads_alone() {
    // Seed 12: a game in which players see their dice.
    let mut t = pads_table("whole", 12, Settings::default());
    let mut secret_presses = 0;
    for _ in 0..20_000 {
        if t.app.game().unwrap().is_finished() {
            break;
        }
        let pad = t.pad_for_now();
        if pad != OPERATOR {
            secret_presses += 1;
        }
        t.south(pad);
    }
    let g = t.app.game().unwrap();
    assert!(g.is_finished(), "{:?}", &t.table()[t.table().len() - 10..]);
    assert!(secret_presses > 0, "the players' own pads made their secret choices");
    assert!(t.heard("has voted") || t.heard("has chosen"), "secret choices were made");
    // Red, Blue and Green each got the dice they held on their headphones, and by rumble.
    let told: Vec<(String, String)> = t.private().into_iter().filter(|(_, s)| s.contains("dice show")).collect();
    assert!(!told.is_empty());
    let dice_rumbles: Vec<Vec<u8>> = t
        .app
        .gamepads_mut()
        .unwrap()
        .recorded()
        .iter()
        .filter_map(|(pad, p, strength)| {
            let faces = p.dice_of()?;
            assert!(PLAYER_PADS.contains(pad), "only the players' pads rumble dice");
            assert!((strength - 0.7).abs() < 1e-6, "the strength setting");
            Some(faces)
        })
        .collect();
    assert_eq!(dice_rumbles.len(), told.len(), "each secret roll rumbled once");
    for ((_, text), faces) in told.iter().zip(&dice_rumbles) {
        assert_eq!(&faces_in(text.split("dice show").nth(1).unwrap()), faces, "{text}");
    }
}

#[test]
fn another_players_pad_is_refused_in_a_secret_choice() {
    let mut t = pads_table("refused", 3, Settings::default());
    for _ in 0..5000 {
        if matches!(t.pending(), Pending::Ballots { .. }) && t.pad_for_now() != OPERATOR {
            break;
        }
        let pad = t.pad_for_now();
        t.south(pad);
    }
    let chooser = t.pad_for_now();
    assert_ne!(chooser, OPERATOR, "a secret ballot is open");
    let other = *PLAYER_PADS.iter().find(|p| **p != chooser).unwrap();
    let before = *t.app.game().unwrap();
    let private_before = t.private().len();
    t.south(other);
    t.press(other, gilrs::Button::DPadDown);
    assert_eq!(*t.app.game().unwrap(), before, "nothing decided");
    assert_eq!(t.private().len(), private_before, "the chooser's channel heard nothing from it");
    let last = t.table().last().cloned().unwrap_or_default();
    assert!(last.contains("is choosing in secret now"), "{last}");
    // The chooser's own pad goes on.
    t.south(chooser);
    assert!(t.private().len() > private_before);
}

#[test]
fn connecting_and_disconnecting_mid_vote_keeps_the_ballots() {
    let mut t = pads_table("hotplug", 5, Settings::default());
    // Into a secret ballot with at least one ballot already in.
    for _ in 0..5000 {
        if let Pending::Ballots { waiting, weights, .. } = t.pending()
            && waiting.iter().count() < weights.0.iter().filter(|w| **w > 0).count()
            && t.pad_for_now() != OPERATOR
        {
            break;
        }
        let pad = t.pad_for_now();
        t.south(pad);
    }
    let Pending::Ballots { .. } = t.pending() else { panic!("no ballot in progress: {:?}", t.pending()) };
    let chooser = t.pad_for_now();
    t.press(chooser, gilrs::Button::DPadDown); // the chooser moves in their menu
    let (game, view) = (*t.app.game().unwrap(), t.app.view());

    // The chooser's pad goes, a new pad comes, the chooser's comes back.
    assert!(t.pads().inject(chooser, gilrs::EventType::Disconnected));
    t.app.poll_gamepads();
    assert!(t.heard("disconnected"), "{:?}", t.table().last());
    assert!(t.heard("Nothing is lost"));
    assert!(t.pads().simulate(PadId(120), PadInfo { name: "Other Pad".into(), uuid: "1".into(), rumble: false }));
    t.app.poll_gamepads();
    assert!(t.heard("Gamepad 5 connected (Other Pad), for the operator."), "{:?}", t.table().last());
    assert!(t.pads().inject(chooser, gilrs::EventType::Connected));
    t.app.poll_gamepads();
    assert!(t.heard(" is back (Test Pad), for "), "{:?}", t.table().last());
    assert_eq!(*t.app.game().unwrap(), game, "the ballots are as they were");
    let now = t.app.view();
    assert_eq!((now.prompt, now.items, now.focus), (view.prompt, view.items, view.focus), "the same choice and focus");

    // The ballot goes on with the pad that came back, still the chooser's.
    assert_eq!(t.pad_for_now(), chooser);
    let Pending::Ballots { waiting: before, .. } = t.pending() else { unreachable!() };
    t.south(chooser); // the candidate in focus
    t.south(chooser); // confirmed
    match t.pending() {
        Pending::Ballots { waiting, .. } => assert!(waiting.iter().count() < before.iter().count()),
        _ => assert!(t.heard("has voted")),
    }
}

#[test]
fn the_pads_there_at_start_or_none_are_said_once() {
    let mut t = table_with("none", 1, Settings::default());
    t.app.start_gamepads();
    t.app.start();
    let said = t.table().join("\n");
    assert_eq!(said.matches("No gamepad found").count() + said.matches("Gamepads cannot be used").count(), 1, "{said}");
    for _ in 0..3 {
        t.app.poll_gamepads();
    }
    let again = t.table().join("\n");
    assert_eq!(again.matches("No gamepad found").count() + again.matches("Gamepads cannot be used").count(), 1);
    // A pad plugged in later is announced, and works at once.
    t.plug(PadId(3), false);
    assert!(t.heard("Gamepad 1 connected (Test Pad), for the operator."), "{:?}", t.table());
    t.south(PadId(3));
    assert!(t.heard("Which language?"), "{:?}", t.table());
}

#[test]
fn help_names_the_buttons_and_commands_reach_every_action() {
    let mut t = table_with("help", 1, Settings::default());
    t.app.start();
    t.plug(PadId(1), false);
    t.press(PadId(1), gilrs::Button::Select);
    let said = t.app.view().items.join("\n");
    assert!(said.contains("Enter or the bottom button (A or cross): choose the item."), "{said}");
    assert!(said.contains("the d-pad up or the left stick up"), "{said}");
    // Start lists the other commands; "speak faster" from the list does it.
    t.press(PadId(1), gilrs::Button::Start);
    assert!(t.heard("Commands: choose one to do it."));
    let rate = t.app.settings().speech.rate;
    for _ in 0..30 {
        if t.app.view().items[t.app.view().focus].starts_with("Speak faster") {
            break;
        }
        t.press(PadId(1), gilrs::Button::DPadDown);
    }
    t.south(PadId(1));
    assert_eq!(t.app.settings().speech.rate, rate + 10.0);
    // A button with nothing to do says so, and which button gives the help.
    t.press(PadId(1), gilrs::Button::Mode);
    let last = t.table().last().cloned().unwrap();
    assert_eq!(
        last,
        "The middle button does nothing here; Select (also called Back, View or Share) says what each button does."
    );
}

#[test]
fn a_name_is_spelt_with_a_gamepad() {
    let mut t = table_with("spell", 1, Settings::default());
    t.app.start();
    t.plug(PadId(1), false);
    let p = PadId(1);
    for _ in 0..3 {
        t.south(p); // new game, English, 3 players
    }
    t.press(p, gilrs::Button::DPadRight); // "Type a name"
    t.south(p);
    // Letters come in groups of five: "A to E", then A; "K to O", then L; "F to J", then I.
    t.south(p);
    t.south(p); // A
    t.times(p, gilrs::Button::DPadDown, 2);
    t.south(p);
    t.press(p, gilrs::Button::DPadDown);
    t.south(p); // l
    t.press(p, gilrs::Button::DPadUp);
    t.south(p);
    t.times(p, gilrs::Button::DPadDown, 3);
    t.south(p); // i
    t.press(p, gilrs::Button::DPadRight); // Done
    t.south(p);
    assert!(t.heard("Player 1: Ali."), "{:?}", t.table());
}

#[test]
fn rumble_adds_to_a_channel_and_cues_go_to_their_player() {
    let mut settings = Settings::default();
    settings.gamepad.rumble_cues = true;
    settings.gamepad.strength = 40.0;
    let mut t = pads_table("cues", 8, settings);
    for _ in 0..3000 {
        if t.app.game().unwrap().turn() >= 2 || t.app.game().unwrap().is_finished() {
            break;
        }
        let pad = t.pad_for_now();
        t.south(pad);
    }
    let recorded = t.app.gamepads_mut().unwrap().recorded().to_vec();
    let counted = recorded.iter().filter(|(_, p, _)| *p == Pattern::cue(Cue::Counted)).count();
    let turns = recorded.iter().filter(|(_, p, _)| *p == Pattern::cue(Cue::YourTurn)).count();
    assert!(counted > 0 && turns > 0, "{recorded:?}");
    assert!(recorded.iter().all(|(pad, _, s)| *pad != OPERATOR || (s - 0.4).abs() < 1e-6));
    assert!(
        recorded.iter().filter(|(_, p, _)| *p != Pattern::cue(Cue::Identify)).all(|(pad, _, _)| *pad != OPERATOR),
        "the operator's pad has no player's events"
    );

    // Without a private channel, the dice never rumble: rumble is never the only channel.
    let mut t = table_with("alone", 8, Settings::default());
    t.app.start();
    t.plug(OPERATOR, true);
    t.plug(PLAYER_PADS[0], true);
    use gilrs::Button as B;
    for _ in 0..8 {
        t.south(OPERATOR);
    }
    t.press(OPERATOR, B::DPadRight);
    t.south(OPERATOR);
    t.south(OPERATOR); // Vigie rolls
    t.press(OPERATOR, B::DPadLeft);
    t.south(OPERATOR); // Red's channel
    t.press(OPERATOR, B::DPadLeft);
    t.south(OPERATOR); // none
    t.press(OPERATOR, B::DPadRight);
    t.press(OPERATOR, B::DPadUp);
    t.south(OPERATOR); // gamepads
    t.press(OPERATOR, B::DPadDown);
    t.south(OPERATOR);
    t.press(OPERATOR, B::DPadDown);
    t.south(OPERATOR); // pad 2 for Red, who has no channel
    assert!(t.heard("Rumble only adds to a private channel: give Red one too"), "{:?}", t.table().last());
    t.press(OPERATOR, B::East);
    t.press(OPERATOR, B::DPadRight);
    t.south(OPERATOR);
    t.press(OPERATOR, B::DPadLeft);
    t.south(OPERATOR); // start, although Red cannot hear the dice
    for _ in 0..3000 {
        if t.app.game().unwrap().turn() >= 2 || t.app.game().unwrap().is_finished() {
            break;
        }
        t.south(OPERATOR);
    }
    let recorded = t.app.gamepads_mut().unwrap().recorded().to_vec();
    assert!(recorded.iter().all(|(_, p, _)| p.dice_of().is_none()), "{recorded:?}");
    assert!(t.app.game().unwrap().turn() >= 2);
}

#[test]
fn who_holds_which_pad_is_saved_and_comes_back_on_resume() {
    let dir = temp_dir("pad-resume");
    let mut t = table_in(dir.clone(), 4, Settings::default());
    t.app.start();
    t.plug_as(OPERATOR, model(OPERATOR));
    for p in PLAYER_PADS {
        t.plug_as(p, model(p));
    }
    t.set_up();
    let save = std::fs::read_to_string(dir.join("game.json")).unwrap();
    assert!(save.contains("model-101") && save.contains("model-103"), "{save}");
    drop(t);

    // Vigie again: the pads come in another order, under other numbers.
    let mut t = table_in(dir, 4, Settings::default());
    t.app.start();
    for (id, p) in [(PadId(7), PLAYER_PADS[2]), (PadId(8), OPERATOR), (PadId(9), PLAYER_PADS[0])] {
        t.plug_as(id, model(p));
    }
    assert!(t.heard("Gamepad 1 connected (Test Pad), for the operator."), "no game yet: {:?}", t.table());
    t.press(PadId(8), gilrs::Button::DPadDown);
    t.press(PadId(8), gilrs::Button::DPadDown);
    t.south(PadId(8)); // resume
    assert!(t.heard("Gamepad 1 is now for Green.") && t.heard("Gamepad 3 is now for Red."), "{:?}", t.table());
    t.press(PadId(8), gilrs::Button::East); // the pause menu
    t.press(PadId(8), gilrs::Button::DPadDown);
    t.south(PadId(8)); // private channels
    t.press(PadId(8), gilrs::Button::DPadRight);
    t.press(PadId(8), gilrs::Button::DPadUp);
    t.south(PadId(8)); // the gamepads
    let items = t.app.view().items;
    assert_eq!(
        items,
        [
            "Gamepad 1 (Test Pad), for Green",
            "Gamepad 2 (Test Pad), for the operator",
            "Gamepad 3 (Test Pad), for Red",
            "Back to the private channels",
        ]
    );
    // The repeat button, pressed on a pad, finds it in the list.
    t.press(PadId(9), gilrs::Button::North);
    assert_eq!(t.table().last().unwrap(), "This is gamepad 3 (Test Pad), for Red.");
    assert_eq!(t.app.view().focus, 2);
    // Blue's pad, plugged in late, is Blue's at once.
    t.plug_as(PadId(10), model(PLAYER_PADS[1]));
    assert!(t.heard("Gamepad 4 connected (Test Pad), for Blue."), "{:?}", t.table().last());
}

/// `cargo test --release --test tests bench_pad -- --ignored --nocapture`: a button press through
/// gilrs's queue, the conversion and the interface, to its words (the terminal loop adds up to
/// its 20 ms poll).
#[test]
#[ignore]
fn bench_pad_press_to_answer() {
    let mut t = table_with("bench", 1, Settings::default());
    t.app.start();
    t.plug(PadId(1), false);
    let n = 2000;
    let start = std::time::Instant::now();
    for i in 0..n {
        t.press(PadId(1), if i % 2 == 0 { gilrs::Button::DPadDown } else { gilrs::Button::DPadUp });
    }
    let per = start.elapsed() / n;
    assert!(t.table().len() > n as usize);
    println!("a press to its answer: {per:?} (mean of {n})");
}

#[test]
fn pads_alike_that_come_back_together_lose_their_players_rather_than_swap_them() {
    let mut t = pads_table("alike", 9, Settings::default());
    // Red's and Blue's pads (one model) both go; one comes back, under either number.
    for p in [PLAYER_PADS[0], PLAYER_PADS[1]] {
        assert!(t.pads().inject(p, gilrs::EventType::Disconnected));
    }
    t.app.poll_gamepads();
    assert!(t.pads().inject(PLAYER_PADS[1], gilrs::EventType::Connected));
    t.app.poll_gamepads();
    let last = t.table().last().cloned().unwrap();
    assert!(last.contains("is one of several alike: Vigie cannot tell whose it is"), "{last}");
    assert!(last.contains("Gamepad 3"), "{last}");
    // Neither acts for Red or Blue now: their secrets cannot go to the wrong hands.
    let before = t.app.gamepads_mut().unwrap().recorded().len();
    for _ in 0..3000 {
        if t.app.game().unwrap().turn() >= 3 || t.app.game().unwrap().is_finished() {
            break;
        }
        let pad = match t.pad_for_now() {
            p if p == PLAYER_PADS[0] || p == PLAYER_PADS[1] => OPERATOR,
            p => p,
        };
        t.south(pad);
    }
    let after = &t.app.gamepads_mut().unwrap().recorded()[before..];
    assert!(after.iter().all(|(pad, _, _)| *pad != PLAYER_PADS[1]), "{after:?}");
    // Red's comes back too, still the operator's; then Green's, alone of its kind to have gone
    // and come back, keeps Green.
    assert!(t.pads().inject(PLAYER_PADS[0], gilrs::EventType::Connected));
    t.app.poll_gamepads();
    assert_eq!(t.table().last().unwrap(), "Gamepad 2 is back (Test Pad), for the operator.");
    assert!(t.pads().inject(PLAYER_PADS[2], gilrs::EventType::Disconnected));
    t.app.poll_gamepads();
    assert!(t.pads().inject(PLAYER_PADS[2], gilrs::EventType::Connected));
    t.app.poll_gamepads();
    assert_eq!(t.table().last().unwrap(), "Gamepad 4 is back (Test Pad), for Green.");
}

#[test]
fn a_number_taken_by_another_model_is_a_new_pad() {
    let mut t = table_with("renumbered", 1, Settings::default());
    t.app.start();
    t.plug_as(PadId(50), model(PadId(1)));
    assert!(t.pads().inject(PadId(50), gilrs::EventType::Disconnected));
    t.app.poll_gamepads();
    t.plug_as(PadId(50), PadInfo { name: "Other Pad".into(), uuid: "2".into(), rumble: false });
    assert_eq!(t.table().last().unwrap(), "Gamepad 2 connected (Other Pad), for the operator.");
    t.plug_as(PadId(51), model(PadId(1)));
    assert_eq!(t.table().last().unwrap(), "Gamepad 1 is back (Test Pad), for the operator.");
}
