//! Saves written by earlier builds still load and replay to the same dice.
//!
//! `tests/saves/v1-*.json` were written by Vigie before its dice came from the rand family (save
//! version 1, SplitMix64), each with `.events`: what that build printed for the same decisions
//! (`vigie script`). They are never rewritten: a change that alters their dice fails here.

use std::path::{Path, PathBuf};
use vigie::engine::Rules;
use vigie::engine::{Event, Generator};
use vigie::script::Plain;
use vigie::store::StoreError;
use vigie::store::save::{self, Saved, VERSION};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves").join(name)
}

/// Every event of the saved game, from its start, in the plain form of `vigie script`.
fn replayed(saved: &Saved) -> Vec<String> {
    let plain = Plain::new(&saved.names);
    let mut game = *saved.history.start();
    let mut events: Vec<Event> = saved.history.start_events().to_vec();
    for cmd in saved.history.log().commands {
        events.extend(game.apply(cmd).expect("a saved decision replays"));
    }
    assert_eq!(&game, saved.history.game(), "the loaded game is the replayed one");
    events.iter().map(|e| plain.line(e)).collect()
}

fn check_v1(name: &str) {
    let path = fixture(&format!("{name}.json"));
    let text = std::fs::read_to_string(&path).expect("fixture");
    assert!(text.contains("\"version\": 1,") && !text.contains("generator"), "{name} is a version-1 save");
    let saved = save::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(saved.history.start().setup().generator, Generator::SplitMix64Legacy);
    let want = std::fs::read_to_string(fixture(&format!("{name}.events"))).expect("fixture events");
    // Events added since the fixtures were written, and that carry no dice, are left out.
    let got: Vec<String> = replayed(&saved).into_iter().filter(|l| !l.contains("family-placed")).collect();
    let want: Vec<&str> = want.lines().collect();
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "{name}: event {} differs", i + 1);
    }
    assert_eq!(got.len(), want.len(), "{name}: as many events");
    assert!(got.iter().any(|l| l.contains("dice=")), "{name} rolls dice");

    // Written back, it becomes a version-2 save that names the legacy generator: same game.
    let again = saved.to_json();
    assert!(again.contains(&format!("\"version\": {VERSION},")));
    assert!(again.contains("\"generator\": \"splitmix64-legacy\""), "{again}");
    assert_eq!(Saved::from_json(&again).expect("reads back"), saved);
}

#[test]
fn a_version_1_save_replays_to_the_same_dice() {
    check_v1("v1-six-players");
}

#[test]
fn a_version_1_save_with_undone_decisions_replays_and_redoes_the_same() {
    check_v1("v1-three-players-undone");
    let mut saved = save::load(&fixture("v1-three-players-undone.json")).expect("loads");
    assert!(saved.history.can_redo());
    while saved.history.redo().is_some() {}
    assert!(!saved.history.can_redo());
}

#[test]
fn a_new_game_names_the_current_generator_and_the_version_says_so() {
    let text = std::fs::read_to_string(fixture("v1-six-players.json")).expect("fixture");
    // The same set-up with the generator named: new games are pcg64mcg's, and their dice differ.
    let v2 = text.replacen("\"version\": 1,", "\"version\": 2,", 1).replacen(
        "\"dice\": \"vigie\",",
        "\"dice\": \"vigie\",\n    \"generator\": \"pcg64mcg\",",
        1,
    );
    let v2_start: serde_json::Value = serde_json::from_str(&v2).expect("json");
    let mut start = v2_start.clone();
    start["commands"] = serde_json::json!([]);
    start["undone"] = serde_json::json!([]);
    let legacy = Saved::from_json(&text).expect("v1");
    let current = Saved::from_json(&start.to_string()).expect("a version-2 save naming pcg64mcg");
    assert_eq!(current.history.start().setup().generator, Generator::Pcg64Mcg);
    assert_ne!(current.history.start(), legacy.history.start(), "another generator, other dice");

    // A version-2 save must name its generator; a version-1 save cannot name another.
    let mut unnamed = v2_start.clone();
    unnamed["setup"].as_object_mut().expect("setup").remove("generator");
    assert!(matches!(Saved::from_json(&unnamed.to_string()), Err(StoreError::Invalid(_))));
    let mut v1_named = v2_start;
    v1_named["version"] = serde_json::json!(1);
    assert!(matches!(Saved::from_json(&v1_named.to_string()), Err(StoreError::Invalid(_))));
}

/// A random game's decisions under a set-up, and its save as JSON with one set-up field left out
/// (as a build written before that field would have saved it).
fn mall_save_without(
    setup: vigie::engine::mall::Setup,
    bot: u64,
    field: &str,
) -> (Vec<vigie::engine::mall::Command>, String) {
    use vigie::engine::mall;
    let mut commands = Vec::new();
    vigie::sim::mall::play(setup, bot, |_, cmd, _, _| commands.push(*cmd));
    let (game, events) = mall::Game::new(setup).expect("a set-up");
    let mut history = mall::History::new(game, events);
    for cmd in &commands {
        history.apply(*cmd).expect("the bot's decisions are legal");
    }
    let names = ["Red", "Blue", "Green", "Yellow", "Pink", "Grey"][..usize::from(setup.players)]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let saved = Saved::<mall::Game> { names, history, table: Default::default() };
    let mut json: serde_json::Value = serde_json::from_str(&saved.to_json()).expect("json");
    assert!(json["setup"].as_object_mut().expect("a set-up").remove(field).is_some(), "{field} is saved");
    (commands, json.to_string())
}

#[test]
fn a_game_of_mall_of_horror_saved_before_the_rules_audit_replays_as_it_was_played() {
    use vigie::engine::mall;
    use vigie::store::save::AnySaved;
    // Among a few random games played under the first reading, one whose decisions the audit's
    // rules would not accept (a forced move asked, a Parking moment, a voter more...).
    let mut differing = 0;
    for seed in 0..40u64 {
        let mut setup = mall::Setup::new(4, vigie::engine::Seat::FIRST, seed);
        setup.revision = 0;
        let (commands, json) = mall_save_without(setup, seed + 1, "revision");
        let Some(loaded) = AnySaved::from_json(&json).ok().and_then(|s| s.saved::<mall::Game>()) else {
            panic!("seed {seed}: a save written before the audit loads")
        };
        assert_eq!(loaded.history.game().setup().revision, 0, "a save that names no revision is the first");
        assert_eq!(loaded.history.log().commands, commands);
        assert!(loaded.history.game().is_finished(), "seed {seed}: replayed to its end");
        // The same decisions under today's reading.
        let mut now = mall::Game::new(mall::Setup { revision: mall::REVISION, ..setup }).expect("set-up").0;
        if commands.iter().any(|c| now.apply(*c).is_err()) {
            differing += 1;
        }
    }
    assert!(differing > 0, "no game shows that the revision matters");
}

#[test]
fn a_game_of_lockdown_saved_before_the_moment_before_a_stay_replays_as_it_was_played() {
    use vigie::engine::{Game, History, Seat, Setup};
    let mut differing = 0;
    for seed in 0..60u64 {
        let mut setup = Setup::new(5, Seat::ALL[4], Seat::FIRST, seed);
        setup.drink_before_stays = false;
        let mut commands = Vec::new();
        vigie::sim::play(setup, seed + 1, |_, cmd, _, _| commands.push(*cmd));
        let (game, events) = Game::new(setup).expect("a set-up");
        let mut history = History::new(game, events);
        for cmd in &commands {
            history.apply(*cmd).expect("the bot's decisions are legal");
        }
        let names = ["Red", "Blue", "Green", "Yellow", "Pink"].iter().map(|s| s.to_string()).collect();
        let saved = Saved { names, history, table: Default::default() };
        let mut json: serde_json::Value = serde_json::from_str(&saved.to_json()).expect("json");
        json["setup"].as_object_mut().expect("a set-up").remove("drink_before_stays");
        let loaded = Saved::from_json(&json.to_string()).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(!loaded.history.game().setup().drink_before_stays);
        assert_eq!(loaded, saved, "seed {seed}");
        let mut now = Game::new(Setup { drink_before_stays: true, ..setup }).expect("set-up").0;
        if commands.iter().any(|c| now.apply(*c).is_err()) {
            differing += 1;
        }
    }
    assert!(differing > 0, "no game shows that the moment matters");
}

/// `tests/saves/mall-e322ce7.json` was written by main at e322ce7, before the decisions both
/// rulesets share became one `SharedCommand` (a random game of four, two decisions undone): it
/// loads, its decisions replay and redo to the end, and saving it again writes the same text.
#[test]
fn a_game_of_mall_of_horror_saved_before_the_shared_commands_loads_and_saves_the_same() {
    use vigie::engine::mall;
    use vigie::store::save::AnySaved;
    let text = std::fs::read_to_string(fixture("mall-e322ce7.json")).expect("fixture");
    let Some(mut loaded) = AnySaved::from_json(&text).ok().and_then(|s| s.saved::<mall::Game>()) else {
        panic!("a save written before the shared commands loads")
    };
    assert_eq!(loaded.to_json(), text, "saved again, the same text");
    let log = loaded.history.log();
    assert_eq!(log.commands.len(), 104);
    assert!(log.commands.iter().any(|c| matches!(c, mall::Command::Victim { .. })));
    assert!(loaded.history.redo().is_some() && loaded.history.redo().is_some(), "the two undone decisions redo");
    assert!(loaded.history.game().is_finished(), "replayed to its end");
}

/// Every event kind of both rulesets (the announcer's samples), serialized as main wrote them
/// before the events shared their common part (74b258a): one JSON line each.
fn event_forms() -> Vec<String> {
    let lockdown = vigie::announce::sample_events().into_iter().map(|k| serde_json::to_string(&k).unwrap());
    let mall = vigie::announce::mall::sample_events().into_iter().map(|k| serde_json::to_string(&k).unwrap());
    lockdown.chain(mall).collect()
}

#[test]
fn events_keep_the_serialized_form_they_had_and_read_back() {
    let path = fixture("events-74b258a.jsonl");
    let want = std::fs::read_to_string(path).expect("fixture");
    let want: Vec<&str> = want.lines().collect();
    let got = event_forms();
    assert_eq!(got.len(), want.len(), "as many event kinds");
    for (g, w) in got.iter().zip(&want) {
        assert_eq!(g, w, "the same form");
    }
    // The old form reads back as the same event, each ruleset's own.
    let (lockdown, mall) = want.split_at(vigie::announce::sample_events().len());
    for (line, k) in lockdown.iter().zip(vigie::announce::sample_events()) {
        assert_eq!(serde_json::from_str::<vigie::engine::EventKind>(line).unwrap(), k, "{line}");
    }
    for (line, k) in mall.iter().zip(vigie::announce::mall::sample_events()) {
        assert_eq!(serde_json::from_str::<vigie::engine::mall::EventKind>(line).unwrap(), k, "{line}");
    }
    // An event of the other ruleset, or of no kind, is refused.
    assert!(serde_json::from_str::<vigie::engine::mall::EventKind>(r#"{"event":"card-discarded"}"#).is_err());
    assert!(serde_json::from_str::<vigie::engine::EventKind>(r#"{"event":"cachou-closed"}"#).is_err());
    assert!(serde_json::from_str::<vigie::engine::EventKind>(r#"{"event":"nothing"}"#).is_err());
}
