//! The table's speech over a recording backend, on every system (the same speech thread as with
//! speech-dispatcher, the voices of Windows or a screen reader): messages said in order, one at a
//! time; a secret holding the table's later words and waiting for the earlier ones; a cut
//! counted; the voices found for each language, and a language without one said; an engine that
//! never says when it has finished (a screen reader) given everything at once.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};
use vigie::output::{Recording, Sink, SpeechSink, Voice};
use vigie::vocab::{Channel, Lang, Message, Notice, Prosody};

fn m(text: &str) -> Message {
    Message { channel: Channel::Table, text: text.into(), detail: None, earcon: None, id: None }
}

/// Waits (at most 10 s) until `done` holds.
fn until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "{what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn messages_are_said_in_order_secrets_hold_the_table_and_cuts_are_counted() {
    let (backend, heard) = Recording::new(Duration::from_millis(2));
    let mut sink = SpeechSink::start(Arc::new(backend), Lang::En, Prosody::default(), HashMap::new(), None);
    let said = || heard.lock().unwrap().said.clone();
    sink.say(&m("one"), "one", false);
    sink.say(&m("two"), "two", false);
    // A private message never reaches the table's speech.
    let secret = Message { channel: Channel::Private(vigie::engine::Seat::FIRST), ..m("your dice: 3, 5") };
    sink.say(&secret, "your dice: 3, 5", false);
    assert!(sink.wait_idle(Duration::from_secs(10)));
    assert_eq!(said(), ["one", "two"]);
    // A secret: the table's words given before it are said before it may be; those given after
    // wait until it has been said.
    let before = "the table's long sentence before the secret, which takes a while to say";
    sink.say(&m(before), before, false);
    let quiet = sink.quiet_for_secret();
    sink.say(&m("after"), "after", false);
    assert!(quiet.wait(Duration::from_secs(10)));
    assert_eq!(said().last().map(String::as_str), Some(before));
    std::thread::sleep(Duration::from_millis(100));
    assert!(!said().contains(&"after".to_owned()), "the table spoke over a secret: {:?}", said());
    drop(quiet);
    assert!(sink.wait_idle(Duration::from_secs(10)));
    assert_eq!(said().last().map(String::as_str), Some("after"));
    // A key cuts a long message and the one waiting after it: both counted as not heard.
    let long = "a".repeat(2000);
    sink.say(&m(&long), &long, false);
    sink.say(&m("queued"), "queued", false);
    until("the long message began", || said().contains(&long));
    assert_eq!(sink.stop(), 2);
    assert!(sink.wait_idle(Duration::from_secs(10)));
    assert!(heard.lock().unwrap().stops >= 1);
    assert!(!said().contains(&"queued".to_owned()));
    assert!(sink.take_notices().is_empty());
}

#[test]
fn the_voices_of_each_language_are_found_and_a_language_without_one_is_said() {
    let (backend, _) = Recording::new(Duration::ZERO);
    let backend = backend.with_voices(vec![Voice::named("Only English", "en-gb")]);
    let mut sink = SpeechSink::start(Arc::new(backend), Lang::Fr, Prosody::default(), HashMap::new(), None);
    sink.prepare_voice(Duration::from_secs(10));
    until("the voices were found", || !sink.chosen_voices().is_empty());
    assert_eq!(sink.chosen_voices().get(&Lang::En).map(String::as_str), Some("Only English"));
    until("a language without a voice was said", || {
        let n = sink.take_notices();
        assert!(n.iter().all(|n| *n == Notice::NoVoice("fr".into())), "{n:?}");
        !n.is_empty()
    });
}

#[test]
fn an_engine_that_never_says_it_has_finished_gets_everything_at_once() {
    let (backend, heard) = Recording::new(Duration::from_secs(60));
    let mut sink =
        SpeechSink::start(Arc::new(backend.without_events()), Lang::En, Prosody::default(), HashMap::new(), None);
    for t in ["one", "two", "three"] {
        sink.say(&m(t), t, false);
    }
    // A minute a character: with events, "two" would wait for hours.
    assert!(sink.wait_idle(Duration::from_secs(10)));
    assert_eq!(heard.lock().unwrap().said, ["one", "two", "three"]);
    // Nothing is known to be playing: a key tells it to stop all the same, and nothing is
    // counted as cut.
    let stops = heard.lock().unwrap().stops;
    assert_eq!(sink.stop(), 0);
    until("the stop reached the engine", || heard.lock().unwrap().stops > stops);
}
