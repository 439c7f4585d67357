//! The phone page in a real browser: headless Chromium driven by `tests/phones/page.mjs`
//! (playwright-core), in step with a real server, with axe-core checking every state of the
//! page (joining, waiting, a secret shown, a ballot, a destination, its seat moved to another
//! device, disconnected); and a page of another site, and a rebound name, that get nothing.

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use vigie::engine::Loc;
use vigie::engine::Seat;
use vigie::phone::{Config, Offer, PageWords, PhoneEvent, Phones, ReviewKind, ReviewRefusal, Secret, When};

const CHROMIUM: &str = "/usr/bin/chromium";

fn words() -> PageWords {
    let w = |s: &str| s.to_owned();
    PageWords {
        lang: w("en"),
        title: w("Vigie: your secrets"),
        seat_titles: vec![w("Red's secrets"), w("Blue's secrets")],
        seat_names: vec![w("Red"), w("Blue")],
        join_heading: w("Join the table"),
        code_label: w("Join code, as Vigie said it"),
        code_button: w("Continue"),
        seat_question: w("Which seat is yours?"),
        seat_taken_mark: w("taken"),
        connecting: w("Connecting…"),
        connected: w("Connected."),
        disconnected: w("Connection lost. Trying again…"),
        wrong_code: w("That is not the code Vigie said."),
        seat_taken: w("Another phone holds that seat."),
        no_seat: w("There is no such seat."),
        bad_token: w("This phone holds no seat any more."),
        too_many: w("Too many wrong codes from this phone. Wait a few seconds."),
        code_locked: w("Too many wrong codes at this table. Wait for a new code."),
        moved: w("Your seat moved to another phone: this one gets no more secrets."),
        wrong_key: w("This link is not the one Vigie shows now."),
        replaced: w("Your seat was given to another phone."),
        superseded: w("This seat is open elsewhere: this page has stopped."),
        secrets_heading: w("This turn's secrets"),
        no_secret: w("No secret yet this turn."),
        secrets_count: w("Secrets this turn:"),
        confirm: w("Confirm"),
        choose_first: w("Choose an answer first."),
        choice_sent: w("Sent. Waiting for Vigie."),
        choice_stale: w("That question is no longer asked."),
        now_heading: w("Your turn"),
        your_turn: w("The table is waiting for your decision."),
        news_heading: w("Table news"),
        no_news: w("Nothing has happened at the table yet."),
        news_missed: w("News since you left:"),
        news_turn: w("Turn"),
        news_private: w("For you only:"),
        newest_first: w("Newest news at the top"),
        speak_label: w("Speak secrets with this phone's voice"),
        vibrate_label: w("Vibrate for my turn and my dice"),
        settings_heading: w("On this phone"),
        reviews_heading: w("Reviews"),
        review_no_game: w("No game is being played: there is nothing to review yet."),
        review_history: w("What happened, turn by turn, is in the table news below."),
        review_location_label: w("Location number"),
        review_location: w("What is at this location"),
        review_families: w("Where each family's characters are"),
        review_cold_storage: w("The cold storage"),
        review_tokens: w("Who has the badge and the Martyr"),
        review_supplies: w("Dice in the box and cards in the deck"),
        review_turn: w("The turn and what is asked"),
        review_score: w("The score if the game ended now"),
        review_answer: w("Answer"),
        review_unknown: w("There is no such review in this game."),
        review_no_location: w("Choose a location number from 1 to 6."),
        review_too_many: w("Too many reviews at once. Wait a few seconds, then ask again."),
        lang_label: w("Language of this page"),
        lang_names: vec![(w("en"), w("English")), (w("fr"), w("Français"))],
        bad_lang: w("This page can be in English or French only; it stays as it is."),
    }
}

/// What the script needs, or a failure saying how to get it (never a silent skip).
fn check_tools(dir: &Path) {
    let missing: Vec<String> = [
        (dir.join("node_modules/playwright-core/package.json"), "playwright-core (npm ci in tests/phones)"),
        (dir.join("node_modules/axe-core/axe.min.js"), "axe-core (npm ci in tests/phones)"),
        (Path::new(CHROMIUM).to_path_buf(), "Chromium (the Debian package chromium)"),
    ]
    .into_iter()
    .filter(|(p, _)| !p.exists())
    .map(|(_, what)| what.to_owned())
    .collect();
    let node = Command::new("node").arg("--version").output().is_ok_and(|o| o.status.success());
    let mut missing = missing;
    if !node {
        missing.push("Node.js (the Debian packages nodejs and npm)".into());
    }
    assert!(missing.is_empty(), "the phone page's browser test needs {}: run ./setup.sh test", missing.join(", "));
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: headless Chromium")]
fn the_phone_page_passes_axe_in_every_state_keeps_its_ballot_and_gets_its_seats_frames_only() {
    let _heavy = super::wait::alone_among_the_heavy();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/phones");
    check_tools(&dir);
    let started = Instant::now();
    let config = Config { bind: [127, 0, 0, 1].into(), port: 0, away_grace: std::time::Duration::ZERO };
    let mut phones = Some(Phones::start(&config, vec!["Red".into(), "Blue".into()], words()).unwrap());
    let p = phones.as_ref().unwrap();
    // A page may read French whatever the table speaks.
    let french = PageWords { lang: "fr".into(), settings_heading: "Sur ce téléphone".into(), ..words() };
    p.set_words(words(), vec![words(), french]);
    let mut child = Command::new("node")
        .arg(dir.join("page.mjs"))
        .arg(p.join_url())
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("node runs");
    let mut to_script = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let out = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let red = Seat::FIRST;
    let blue = Seat::new(1).unwrap();
    let mut violations = Vec::new();
    let mut frames: Vec<(String, Vec<String>)> = Vec::new();
    let mut said = Vec::new();
    let mut done = false;
    let mut failure = None;
    let mut crosssite = Value::Null;
    while !done {
        let Ok(line) = rx.recv_timeout(Duration::from_secs(60)) else {
            failure = Some("the browser script said nothing for 60 s".to_owned());
            break;
        };
        let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        match word {
            "at" => {
                let p = phones.as_ref().unwrap();
                match rest {
                    "crosssite" => {
                        let events = p.take_events();
                        assert!(!events.iter().any(|e| matches!(e, PhoneEvent::Joined(_))), "{events:?}");
                    }
                    "moved" => {
                        let start = Instant::now();
                        let mut events = Vec::new();
                        while !events.contains(&PhoneEvent::Moved(blue)) && start.elapsed() < Duration::from_secs(10) {
                            events.extend(p.take_events());
                            std::thread::sleep(Duration::from_millis(20));
                        }
                        assert!(events.contains(&PhoneEvent::Moved(blue)), "the table was not told: {events:?}");
                    }
                    "waiting" => {
                        p.set_round(1);
                        p.news(When { turn: 1, phase: 2 }, &|_, _| Some("The dice are rolled under the box.".into()));
                        p.secret(
                            red,
                            Secret { text: "RED: the dice show 2 and 5.".into(), vibrate: vec![150, 200, 150] },
                        );
                        p.secret(blue, Secret { text: "BLUE: the dice show 6.".into(), vibrate: vec![] });
                    }
                    "turn" => p.set_yours(red, true),
                    "reviews" => p.set_reviews(ReviewKind::ALL.to_vec()),
                    "reviewed" | "location" => {
                        let want = if rest == "reviewed" {
                            PhoneEvent::Review { seat: red, review: ReviewKind::Tokens, location: None }
                        } else {
                            PhoneEvent::Review { seat: red, review: ReviewKind::Location, location: Loc::new(3) }
                        };
                        let start = Instant::now();
                        let mut events = Vec::new();
                        while !events.contains(&want) && start.elapsed() < Duration::from_secs(10) {
                            events.extend(p.take_events());
                            std::thread::sleep(Duration::from_millis(20));
                        }
                        assert!(events.contains(&want), "the page's review did not come: {events:?}");
                        if rest == "reviewed" {
                            let lines = vec!["RED review: Red has the badge.".into(), "RED review, two.".into()];
                            p.review(red, ReviewKind::Tokens, None, lines);
                        } else {
                            p.refuse_review(red, ReviewKind::Location, ReviewRefusal::NoGame);
                        }
                    }
                    "asleep" => {
                        p.news(When { turn: 1, phase: 3 }, &|_, _| Some("The monsters arrive.".into()));
                        p.news(When { turn: 2, phase: 1 }, &|_, _| Some("A new turn begins.".into()));
                    }
                    "secret" => {
                        let options = vec!["Red".into(), "Blue".into()];
                        p.offer(red, Offer { id: 1, question: "RED: your ballot, who goes?".into(), options });
                        let places = vec!["BLUE-Parking".into(), "BLUE-Toilets".into(), "BLUE-Supermarket".into()];
                        p.offer(blue, Offer { id: 2, question: "BLUE: your destination?".into(), options: places });
                    }
                    "chose" => {
                        let start = Instant::now();
                        let mut events = Vec::new();
                        let want = PhoneEvent::Chose { seat: red, offer: 1, option: 1 };
                        while !events.contains(&want) && start.elapsed() < Duration::from_secs(10) {
                            events.extend(p.take_events());
                            std::thread::sleep(Duration::from_millis(20));
                        }
                        assert!(events.contains(&want), "the page's choice did not come: {events:?}");
                        p.accepted(red, 1, "RED: your ballot is counted: Blue.".into());
                    }
                    "stop" => phones = None,
                    other => failure = Some(format!("unknown step {other}")),
                }
                let _ = writeln!(to_script, "go");
            }
            "axe" => {
                let (state, json) = rest.split_once(' ').unwrap_or((rest, "[]"));
                let found: Vec<Value> = serde_json::from_str(json).unwrap_or_default();
                for v in found {
                    violations.push(format!("{state}: {v}"));
                }
                said.push(format!("axe {state}"));
            }
            "crosssite" => crosssite = serde_json::from_str(rest).unwrap_or_default(),
            "frames" => {
                let (page, json) = rest.split_once(' ').unwrap_or((rest, "[]"));
                frames.push((page.to_owned(), serde_json::from_str(json).unwrap_or_default()));
            }
            "fail" => {
                failure = Some(rest.to_owned());
                break;
            }
            "done" => done = true,
            _ => said.push(line.clone()),
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    drop(phones);
    assert!(failure.is_none(), "the browser script failed: {}\n(so far: {said:?})", failure.unwrap_or_default());
    assert!(violations.is_empty(), "axe found violations:\n{}", violations.join("\n"));
    let checked: Vec<&str> = said.iter().filter_map(|s| s.strip_prefix("axe ")).collect();
    assert_eq!(
        checked,
        [
            "joining",
            "waiting",
            "secret",
            "turn",
            "newest-first",
            "french",
            "reviews",
            "review-answer",
            "review-refused",
            "ballot",
            "destination",
            "back",
            "moved",
            "disconnected"
        ]
    );
    // The news: the table's and the seat's own secret (marked), under their turn's heading,
    // newest last; the table's said politely; then newest first, a setting the phone keeps.
    let w = words();
    let line = |l: &str| {
        said.iter()
            .find_map(|s| s.strip_prefix(l).and_then(|r| r.strip_prefix(' ')))
            .unwrap_or_else(|| panic!("no {l} line in {said:?}"))
    };
    let list = |l: &str| serde_json::from_str::<Vec<String>>(line(l)).unwrap();
    let private = format!("{} RED: the dice show 2 and 5.", w.news_private);
    assert_eq!(list("news list"), ["Turn 1", "The dice are rolled under the box.", &private]);
    assert!(line("heard").contains("The dice are rolled under the box."), "{said:?}");
    assert_eq!(list("newest first"), ["Turn 1", &private, "The dice are rolled under the box."]);
    assert!(line("turn").contains(&w.your_turn), "{said:?}");
    // Back from sleep: one line says how many were missed, and the list holds them, newest first.
    assert!(line("back").contains(&format!("{} 2.", w.news_missed)), "{said:?}");
    assert_eq!(
        list("back list"),
        [
            "Turn 2",
            "A new turn begins.",
            "Turn 1",
            "The monsters arrive.",
            &private,
            "The dice are rolled under the box."
        ]
    );
    assert_eq!(line("back newest first"), "true");
    // A review asked from its button: both lines shown and said politely; a refusal in the
    // page's words.
    let review: Value = serde_json::from_str(line("review")).unwrap();
    assert_eq!(review["live"], "polite", "{review}");
    let answer = review["answer"].as_str().unwrap();
    assert!(answer.contains("RED review: Red has the badge.") && answer.contains("RED review, two."), "{review}");
    assert_eq!(line("review refused"), format!("{:?}", w.review_no_game));
    // Blue's page read French (its words from the server, the choice kept on the phone), then
    // English again.
    assert_eq!(line("french"), "\"Sur ce téléphone\"");
    assert_eq!(line("french kept"), "\"fr\"");
    assert_eq!(line("english again"), "\"On this phone\"");
    // A page of another site could not join, read the join's answer or open a WebSocket; a
    // rebound name was refused.
    assert_eq!(crosssite, serde_json::json!({ "plain": "sent", "json": "blocked", "ws": "refused", "rebound": 400 }));
    assert!(said.contains(&format!("moved {:?}", words().moved)), "{said:?}");
    assert!(said.contains(&"news \"RED: the dice show 2 and 5.\"".to_owned()), "{said:?}");
    assert!(said.contains(&"ballot back \"RED: your ballot, who goes?\"".to_owned()), "{said:?}");
    assert!(said.contains(&"news \"RED: your ballot is counted: Blue.\"".to_owned()), "{said:?}");
    // Each page received its own seat's frames only.
    assert_eq!(frames.len(), 2);
    for (page, got) in &frames {
        let (own, other) = if page == "red" { ("RED", "BLUE") } else { ("BLUE", "RED") };
        assert!(got.iter().any(|f| f.contains(own)), "{page} got none of its secrets: {got:?}");
        for f in got {
            assert!(!f.contains(other), "{page} received another seat's frame: {f}");
        }
    }
    assert!(started.elapsed() < Duration::from_secs(60), "the browser test took {:?}", started.elapsed());
}
