//! The phones' shared table: what each seat is sent, and what it may never be.
use super::*;

fn table() -> (Table, mpsc::Receiver<PhoneEvent>) {
    let (tx, rx) = mpsc::channel();
    (Table::new(vec!["Red".into(), "Blue".into()], PageWords::default(), "1234".into(), tx), rx)
}

#[test]
fn a_seat_is_claimed_once_and_again_only_after_it_is_given_away() {
    let (mut t, rx) = table();
    let (seat, token) = t.join(1, None).unwrap();
    assert_eq!(seat.index(), 1);
    assert_eq!(t.seat_of(&token), Some(seat));
    assert_eq!(t.join(1, None).err(), Some(Refusal::SeatTaken));
    assert_eq!(t.join(2, None).err(), Some(Refusal::NoSeat));
    assert_eq!(t.join(300, None).err(), Some(Refusal::NoSeat));
    t.allow_new_phone(seat, 0);
    assert_eq!(t.seat_of(&token), None);
    let (_, again) = t.join(1, None).unwrap();
    assert!(!again.matches(&token));
    let events: Vec<PhoneEvent> = rx.try_iter().collect();
    assert_eq!(
        events,
        [
            PhoneEvent::Joined(seat),
            PhoneEvent::Refused { seat: Some(seat), why: Refusal::SeatTaken },
            PhoneEvent::Joined(seat)
        ]
    );
}

#[test]
fn a_new_round_forgets_the_earlier_secrets_only() {
    let (mut t, _rx) = table();
    let red = Seat::FIRST;
    t.set_round(1);
    t.secret(red, Secret { text: "a".into(), vibrate: vec![] }, 0, true);
    t.set_round(2);
    t.secret(red, Secret { text: "b".into(), vibrate: vec![] }, 0, true);
    assert_eq!(t.kept(red), [2]);
}

#[test]
fn an_answer_is_taken_once_per_offer_until_refused() {
    let (mut t, rx) = table();
    let red = Seat::FIRST;
    let offer = Offer { id: 7, question: "q".into(), options: vec!["a".into(), "b".into()] };
    assert!(matches!(t.answer(red, 7, 0), Answer::Stale));
    t.offer(red, offer, 0);
    assert!(matches!(t.answer(red, 6, 0), Answer::Stale));
    assert!(matches!(t.answer(red, 7, 2), Answer::NoOption));
    assert!(matches!(t.answer(red, 7, 1), Answer::Taken));
    assert!(matches!(t.answer(red, 7, 0), Answer::Stale));
    t.refuse_choice(red, 7, "no".into(), 0);
    assert!(matches!(t.answer(red, 7, 0), Answer::Taken));
    t.accepted(red, 7, "yes".into(), 0);
    assert!(matches!(t.answer(red, 7, 0), Answer::Stale));
    let chose: Vec<PhoneEvent> = rx.try_iter().collect();
    assert_eq!(
        chose,
        [PhoneEvent::Chose { seat: red, offer: 7, option: 1 }, PhoneEvent::Chose { seat: red, offer: 7, option: 0 }]
    );
}

#[test]
fn a_phone_is_away_only_once_gone_the_grace_in_one_stretch_with_one_watcher() {
    let (mut t, rx) = table();
    let red = Seat::FIRST;
    let (seat, _) = t.join(0, None).unwrap();
    let grace = Duration::from_secs(15);
    let t0 = Instant::now();
    let at = |s: f64| t0 + Duration::from_secs_f64(s);
    // Each connection's frames, kept (a closed one would end the connection).
    let mut pages = Vec::new();
    let mut link = || {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        pages.push(rx);
        tx
    };
    t.connect(seat, 1, link(), Held::default(), None);
    // Gone at 0 s: a watcher starts; back at 1 s; gone again at 14.5 s: the same watcher.
    assert!(t.disconnect(red, 1, at(0.0)));
    t.connect(red, 2, link(), Held::default(), None);
    assert!(!t.disconnect(red, 2, at(14.5)), "a second watcher");
    // At 15 s, the first absence's end: the phone has been gone half a second only.
    assert_eq!(t.absence(red, at(15.0), grace), Some(at(29.5)));
    // Back at 16 s: the watcher ends, nothing said.
    t.connect(red, 3, link(), Held::default(), None);
    assert_eq!(t.absence(red, at(29.5), grace), None);
    // Gone at 40 s for good: away once, at 55 s.
    assert!(t.disconnect(red, 3, at(40.0)), "no watcher after the last one ended");
    assert_eq!(t.absence(red, at(54.9), grace), Some(at(55.0)));
    assert_eq!(t.absence(red, at(55.0), grace), None);
    t.connect(red, 4, link(), Held::default(), None);
    let events: Vec<PhoneEvent> = rx.try_iter().collect();
    assert_eq!(events, [PhoneEvent::Joined(red), PhoneEvent::Away(red), PhoneEvent::Back(red)]);
}

#[test]
fn a_token_from_another_device_moves_the_seat_and_the_device_it_left_is_refused() {
    let (mut t, rx) = table();
    let red = Seat::FIRST;
    t.join(0, Some("a".into())).unwrap();
    assert_eq!(t.arrive(red, Some("a".into())), Ok(false));
    let (tx, mut page) = tokio::sync::mpsc::unbounded_channel();
    t.connect(red, 1, tx, Held::default(), None);
    assert_eq!(t.arrive(red, Some("b".into())), Ok(true));
    // The page of before is told, last.
    let mut last = None;
    while let Ok(out) = page.try_recv() {
        last = Some(out);
    }
    assert!(matches!(last, Some(Out::Last(f)) if f.contains(r#""type":"moved""#)));
    assert_eq!(t.arrive(red, Some("b".into())), Ok(false));
    assert_eq!(t.arrive(red, Some("a".into())), Err(Refusal::Moved));
    assert_eq!(t.arrive(red, None), Ok(true));
    assert_eq!(t.arrive(red, Some("b".into())), Err(Refusal::Moved));
    let moved = rx.try_iter().filter(|e| *e == PhoneEvent::Moved(red)).count();
    assert_eq!(moved, 2);
}

/// The frames a page was sent, as JSON.
fn sent(page: &mut tokio::sync::mpsc::UnboundedReceiver<Out>) -> Vec<Value> {
    let mut out = Vec::new();
    while let Ok(Out::Frame(f) | Out::Last(f)) = page.try_recv() {
        out.push(serde_json::from_str(&f).unwrap());
    }
    out
}

fn ids(items: &Value) -> Vec<u64> {
    items.as_array().unwrap().iter().map(|i| i["id"].as_u64().unwrap()).collect()
}

#[test]
fn each_seat_keeps_the_last_news_only_numbered_on_its_own() {
    let (mut t, _rx) = table();
    let (red, blue) = (Seat::FIRST, Seat::new(1).unwrap());
    for i in 0..NEWS_KEPT + 10 {
        t.news(When { turn: 2, phase: 3 }, &|_, _| Some(format!("news {i}")), 0);
    }
    let log = t.news_of(red);
    assert_eq!(log.len(), NEWS_KEPT);
    assert_eq!(log[0].id, 11);
    assert_eq!(log.last().unwrap().id, (NEWS_KEPT + 10) as u64);
    assert_eq!(log.last().unwrap().text, format!("news {}", NEWS_KEPT + 9));
    assert_eq!((log[0].turn, log[0].phase, log[0].private), (2, 3, false));
    // Seats beyond the table's get nothing; a seat's words may differ or be none.
    assert!(t.news_of(Seat::new(2).unwrap()).is_empty());
    t.news(When::default(), &|s, _| (s == blue).then(|| "for Blue".to_owned()), 0);
    assert_eq!(t.news_of(blue).last().unwrap().text, "for Blue");
    assert_eq!(t.news_of(red).last().unwrap().text, format!("news {}", NEWS_KEPT + 9));
}

#[test]
fn a_page_coming_back_gets_what_it_missed_and_a_number_it_cannot_hold_is_nothing_held() {
    let (mut t, _rx) = table();
    let red = Seat::FIRST;
    t.join(0, Some("a".into())).unwrap();
    for i in 1..=5 {
        t.news(When { turn: 1, phase: 0 }, &|_, _| Some(format!("n{i}")), 0);
    }
    let cases = [
        (Held { last: Some(3), list: false }, json!(3), json!(2), vec![4, 5]),
        (Held { last: Some(3), list: true }, json!(3), json!(2), vec![1, 2, 3, 4, 5]),
        (Held { last: Some(5), list: false }, json!(5), json!(0), vec![]),
        (Held { last: Some(0), list: false }, json!(0), json!(5), vec![1, 2, 3, 4, 5]),
        // First connection, or a number this seat never gave: the whole log, no summary.
        (Held { last: None, list: false }, Value::Null, Value::Null, vec![1, 2, 3, 4, 5]),
        (Held { last: Some(6), list: false }, Value::Null, Value::Null, vec![1, 2, 3, 4, 5]),
        (Held { last: Some(u64::MAX), list: false }, Value::Null, Value::Null, vec![1, 2, 3, 4, 5]),
    ];
    for (n, (held, since, missed, items)) in cases.into_iter().enumerate() {
        let (tx, mut page) = tokio::sync::mpsc::unbounded_channel();
        t.connect(red, n as u64 + 1, tx, held, None);
        let frames = sent(&mut page);
        let kinds: Vec<&str> = frames.iter().map(|f| f["type"].as_str().unwrap()).collect();
        assert_eq!(kinds, ["words", "state", "news_since"], "{held:?}");
        let f = &frames[2];
        assert_eq!((&f["since"], &f["missed"], ids(&f["items"])), (&since, &missed, items), "{held:?}");
    }
}

#[test]
fn a_seat_s_own_secret_enters_its_news_alone_and_a_secret_sent_again_does_not() {
    let (mut t, _rx) = table();
    let (red, blue) = (Seat::FIRST, Seat::new(1).unwrap());
    let (tx, mut blue_page) = tokio::sync::mpsc::unbounded_channel();
    t.join(1, None).unwrap();
    t.connect(blue, 1, tx, Held::default(), None);
    sent(&mut blue_page);
    t.news(When { turn: 1, phase: 2 }, &|_, _| Some("public".into()), 0);
    t.secret(red, Secret { text: "RED only".into(), vibrate: vec![] }, 0, true);
    t.secret(red, Secret { text: "RED again".into(), vibrate: vec![] }, 0, false);
    let red_log = t.news_of(red);
    assert_eq!(
        red_log.iter().map(|n| (n.text.as_str(), n.private)).collect::<Vec<_>>(),
        [("public", false), ("RED only", true)]
    );
    assert_eq!((red_log[1].turn, red_log[1].phase), (1, 2), "a secret comes at the last news's moment");
    assert!(t.news_of(blue).iter().all(|n| !n.text.contains("RED")));
    assert!(sent(&mut blue_page).iter().all(|f| !f.to_string().contains("RED")));
}

#[test]
fn a_page_hears_when_its_turn_comes_and_goes_once_each() {
    let (mut t, _rx) = table();
    let red = Seat::FIRST;
    let (tx, mut page) = tokio::sync::mpsc::unbounded_channel();
    t.join(0, None).unwrap();
    t.connect(red, 1, tx, Held::default(), None);
    sent(&mut page);
    t.set_yours(red, true, 0);
    t.set_yours(red, true, 0);
    t.set_yours(red, false, 0);
    let turns: Vec<Value> = sent(&mut page).into_iter().filter(|f| f["type"] == "turn").collect();
    assert_eq!(turns.len(), 2);
    assert_eq!(turns[0]["yours"], json!(true));
    assert!(!turns[0]["vibrate"].as_array().unwrap().is_empty(), "one's turn vibrates");
    assert_eq!(turns[1]["yours"], json!(false));
    // A new game empties the lists; the numbers go on.
    t.news(When::default(), &|_, _| Some("a".into()), 0);
    t.clear_news(0);
    assert!(t.news_of(red).is_empty());
    t.news(When::default(), &|_, _| Some("b".into()), 0);
    assert_eq!(t.news_of(red)[0].id, 2);
    assert!(sent(&mut page).iter().any(|f| f["type"] == "news_reset"));
}

#[test]
fn reviews_are_answered_to_their_seat_alone_and_a_flood_is_bounded() {
    let (mut t, rx) = table();
    let (red, blue) = (Seat::FIRST, Seat::new(1).unwrap());
    let (tx, mut red_page) = tokio::sync::mpsc::unbounded_channel();
    let (tx2, mut blue_page) = tokio::sync::mpsc::unbounded_channel();
    t.connect(red, 1, tx, Held::default(), None);
    t.connect(blue, 2, tx2, Held::default(), None);
    // The reviews offered come in each state frame.
    t.set_reviews(vec![ReviewKind::Location, ReviewKind::Score]);
    let state = sent(&mut red_page).into_iter().rev().find(|f| f["type"] == "state").unwrap();
    assert_eq!(state["reviews"], json!(["location", "score"]));
    sent(&mut blue_page);
    let t0 = Instant::now();
    for i in 0..REVIEWS_AT_ONCE {
        assert_eq!(t.ask_review(red, ReviewKind::Score, None, t0 + Duration::from_millis(i as u64)), Ok(()));
    }
    let late = t0 + REVIEW_WINDOW - Duration::from_millis(1);
    assert_eq!(t.ask_review(red, ReviewKind::Score, None, late), Err(ReviewRefusal::TooMany));
    // Another seat's reviews are its own to count.
    assert_eq!(t.ask_review(blue, ReviewKind::Score, None, late), Ok(()));
    // Once the window has passed the first, one more.
    assert_eq!(t.ask_review(red, ReviewKind::Score, None, t0 + REVIEW_WINDOW), Ok(()));
    assert_eq!(t.ask_review(red, ReviewKind::Score, None, t0 + REVIEW_WINDOW), Err(ReviewRefusal::TooMany));
    let asked = rx.try_iter().filter(|e| matches!(e, PhoneEvent::Review { seat, .. } if *seat == red)).count();
    assert_eq!(asked, REVIEWS_AT_ONCE + 1);
    t.review(red, ReviewKind::Location, crate::engine::Loc::new(2), vec!["RED review".into()], 0);
    t.refuse_review(red, ReviewKind::ColdStorage, ReviewRefusal::Unknown, 0);
    let got = sent(&mut red_page);
    assert_eq!(
        (&got[0]["type"], &got[0]["review"], &got[0]["location"]),
        (&json!("review"), &json!("location"), &json!(2))
    );
    assert_eq!(got[0]["lines"], json!(["RED review"]));
    assert_eq!((&got[1]["type"], &got[1]["why"]), (&json!("review_refused"), &json!("unknown_review")));
    assert!(sent(&mut blue_page).is_empty(), "another seat's review reached Blue");
}

#[test]
fn a_page_chooses_its_language_and_an_unknown_one_is_refused_in_its_own() {
    let (mut t, rx) = table();
    let (red, blue) = (Seat::FIRST, Seat::new(1).unwrap());
    let words = |lang: &str| PageWords {
        lang: lang.into(),
        confirm: format!("confirm-{lang}"),
        bad_lang: format!("bad-{lang}"),
        ..PageWords::default()
    };
    t.set_words(words("en"), vec![words("en"), words("fr")]);
    t.join(0, None).unwrap();
    t.join(1, None).unwrap();
    let frames = |page: &mut tokio::sync::mpsc::UnboundedReceiver<Out>| {
        let mut got = Vec::new();
        while let Ok(Out::Frame(f) | Out::Last(f)) = page.try_recv() {
            got.push(serde_json::from_str::<Value>(&f).unwrap());
        }
        got
    };
    // Red's hello names French: its words come in French; Blue's names nothing: the table's.
    let (tx, mut red_page) = tokio::sync::mpsc::unbounded_channel();
    t.connect(red, 1, tx, Held::default(), Some("fr"));
    let (tx, mut blue_page) = tokio::sync::mpsc::unbounded_channel();
    t.connect(blue, 2, tx, Held::default(), None);
    assert_eq!(frames(&mut red_page)[0]["words"]["confirm"], "confirm-fr");
    assert_eq!(frames(&mut blue_page)[0]["words"]["confirm"], "confirm-en");
    assert_eq!((t.lang_of(red), t.lang_of(blue)), (Some(Lang::Fr), None));
    // Unknown codes, or none: refused in the page's language of now, nothing changed.
    for bad in [Some("xx"), Some(""), Some("FR"), None] {
        let refusal: Value = serde_json::from_str(&t.choose_lang(red, bad).unwrap()).unwrap();
        assert_eq!((&refusal["type"], &refusal["text"]), (&json!("lang_refused"), &json!("bad-fr")), "{bad:?}");
        assert_eq!(t.lang_of(red), Some(Lang::Fr));
    }
    assert!(frames(&mut red_page).is_empty());
    // A hello with a wrong code: the page keeps its language, and is told why.
    let (tx, mut again) = tokio::sync::mpsc::unbounded_channel();
    t.connect(red, 3, tx, Held::default(), Some("klingon"));
    let got = frames(&mut again);
    assert_eq!((&got[0]["words"]["lang"], &got[1]["text"]), (&json!("fr"), &json!("bad-fr")));
    // Blue chooses French, then English: its words each time; the interface is told.
    assert_eq!(t.choose_lang(blue, Some("fr")), None);
    assert_eq!(t.choose_lang(blue, Some("fr")), None);
    assert_eq!(t.choose_lang(blue, Some("en")), None);
    let words: Vec<Value> = frames(&mut blue_page).into_iter().map(|f| f["words"]["lang"].clone()).collect();
    assert_eq!(words, [json!("fr"), json!("en")]);
    let langs: Vec<PhoneEvent> = rx.try_iter().filter(|e| matches!(e, PhoneEvent::Lang { .. })).collect();
    assert_eq!(
        langs,
        [
            PhoneEvent::Lang { seat: red, lang: Lang::Fr },
            PhoneEvent::Lang { seat: blue, lang: Lang::Fr },
            PhoneEvent::Lang { seat: blue, lang: Lang::En }
        ]
    );
    // A new phone for the seat reads the table's language until it chooses.
    t.allow_new_phone(blue, 0);
    assert_eq!(t.lang_of(blue), None);
}

#[test]
fn a_join_in_a_language_makes_the_seat_read_it_from_the_start_the_news_it_finds_included() {
    let (mut t, rx) = table();
    let (red, blue) = (Seat::FIRST, Seat::new(1).unwrap());
    let words = |lang: &str, names: [&str; 2]| PageWords {
        lang: lang.into(),
        confirm: format!("confirm-{lang}"),
        seat_names: names.map(str::to_owned).to_vec(),
        ..PageWords::default()
    };
    t.set_words(words("en", ["Red", "Blue"]), vec![words("en", ["Red", "Blue"]), words("fr", ["Rouge", "Bleu"])]);
    // The seats' names in each language, for the form's buttons.
    let seats = t.seat_list();
    assert_eq!(seats["seats"][1]["names"], json!({ "en": "Blue", "fr": "Bleu" }));
    assert_eq!(seats["seats"][1]["name"], "Blue");
    // News before any phone: worded in each language (here "en:" and "fr:"), the table's kept.
    let said = |seat: Seat, lang: Option<Lang>| Some(format!("{}: {}", lang.unwrap_or(Lang::En).code(), seat.index()));
    t.news(When { turn: 1, phase: 1 }, &said, 1);
    // Red joins in French, Blue in nothing named: the table's language.
    t.join_in(0, None, Some(Lang::Fr)).unwrap();
    t.join_in(1, None, None).unwrap();
    assert_eq!((t.lang_of(red), t.lang_of(blue)), (Some(Lang::Fr), None));
    let events: Vec<PhoneEvent> = rx.try_iter().collect();
    assert_eq!(
        events,
        [PhoneEvent::Joined(red), PhoneEvent::Lang { seat: red, lang: Lang::Fr }, PhoneEvent::Joined(blue)]
    );
    // The news each found, in its language; what comes later, too.
    t.news(When { turn: 1, phase: 2 }, &said, 2);
    let texts = |t: &Table, seat: Seat| t.news_of(seat).into_iter().map(|n| n.text).collect::<Vec<_>>();
    assert_eq!(texts(&t, red), ["fr: 0", "fr: 0"]);
    assert_eq!(texts(&t, blue), ["en: 1", "en: 1"]);
    // Its page's words come in French on connection.
    let (tx, mut page) = tokio::sync::mpsc::unbounded_channel();
    t.connect(red, 1, tx, Held::default(), None);
    let Ok(Out::Frame(f)) = page.try_recv() else { panic!("no words") };
    assert_eq!(serde_json::from_str::<Value>(&f).unwrap()["words"]["confirm"], "confirm-fr");
    // A new phone for the seat reads the table's language until it names one; news said while
    // no phone held it is worded again for the one that joins.
    t.allow_new_phone(red, 0);
    t.news(When { turn: 2, phase: 1 }, &said, 3);
    t.join_in(0, None, Some(Lang::Fr)).unwrap();
    assert_eq!(texts(&t, red).last().unwrap(), "fr: 0");
    t.allow_new_phone(red, 0);
    t.news(When { turn: 2, phase: 2 }, &said, 4);
    t.join_in(0, None, None).unwrap();
    assert_eq!(texts(&t, red).last().unwrap(), "en: 0");
    assert_eq!(t.lang_of(red), None);
}
