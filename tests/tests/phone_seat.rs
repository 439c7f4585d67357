//! A table without the operator: every player on their phone, the table's keys untouched once
//! the set-up is done. Each phone makes its player's decisions, says when it is ready to end a
//! moment for cards (the table goes on when everyone asked is), and answers the end's questions
//! (the Keys, the two weapons) for itself; the game reaches its end in both rulesets.
//!
//! The interface runs in the test, as in `phone_table.rs`; the phones are WebSocket clients of
//! the real server on the loopback address.

use super::phone_table::{Phone, Table, phone_seats, phone_seats_open};
use serde_json::Value;
use std::time::{Duration, Instant};
use vigie::engine::{Asks, Command, OwnCommand, OwnPending, Pending, Seat};

/// What the phones did in a game: their answers, by kind.
#[derive(Debug, Default)]
struct Played {
    answers: usize,
    ready: usize,
    refused: usize,
    /// The questions asked, as the pages showed them.
    questions: Vec<String>,
}

/// The question this phone is asked now, if any: the last offer it was sent.
fn asked_now(p: &Phone) -> Option<Value> {
    let last = p.got.iter().rev().find(|f| f["type"] == "state" || f["type"] == "offer")?;
    (!last["offer"].is_null()).then(|| last["offer"].clone())
}

/// The phones answer every question they are asked (the first option, never "not ready after
/// all") until the game ends; no key is pressed. Fails if the game waits for something no
/// phone is asked.
fn play_by_phones(t: &mut Table, phones: &mut [Phone]) -> Played {
    play_by_phones_until(t, phones, |_| false)
}

/// The same, until `stop` says the game is where the test wants it.
fn play_by_phones_until(t: &mut Table, phones: &mut [Phone], stop: impl Fn(&Table) -> bool) -> Played {
    let mut answered: Vec<Option<u64>> = vec![None; phones.len()];
    let mut played = Played::default();
    let start = Instant::now();
    let mut idle = Instant::now();
    while !t.app.played().unwrap().is_finished() && !stop(t) {
        assert!(start.elapsed() < Duration::from_secs(300), "too long: {:#?}", t.recent());
        t.app.poll_phones();
        let mut acted = false;
        for (i, p) in phones.iter_mut().enumerate() {
            if t.app.played().unwrap().is_finished() {
                break;
            }
            p.drain_now();
            let Some(offer) = asked_now(p) else { continue };
            let id = offer["id"].as_u64().unwrap();
            if answered[i] == Some(id) {
                continue;
            }
            let options: Vec<&str> = offer["options"].as_array().unwrap().iter().map(|o| o.as_str().unwrap()).collect();
            let Some(pick) = options.iter().position(|o| *o != "Not ready after all") else { continue };
            played.questions.push(offer["question"].as_str().unwrap().to_owned());
            if options[pick].starts_with("I'm ready") {
                played.ready += 1;
            }
            p.choose(&offer, pick);
            answered[i] = Some(id);
            let app = &mut t.app;
            let answer = p.until_with(
                |f| (f["type"] == "accepted" || f["type"] == "choice_refused") && f["offer"] == id,
                || app.poll_phones(),
            );
            if answer["type"] == "accepted" {
                played.answers += 1;
            } else {
                // Another phone's answer came first and changed the question.
                played.refused += 1;
            }
            acted = true;
            if stop(t) {
                return played;
            }
        }
        if acted {
            idle = Instant::now();
        } else {
            let waits = format!("{:?}", t.app.played().unwrap().deciders());
            assert!(
                idle.elapsed() < Duration::from_secs(5),
                "the game waits for what no phone is asked (deciders {waits}): {:#?}\n{}",
                t.recent(),
                t.app.view().prompt
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    played
}

/// Every frame a phone got holds its own seat's dice only.
fn each_phone_its_own_dice(phones: &mut [Phone], names: &[&str]) -> usize {
    let mut told = 0;
    for p in phones.iter_mut() {
        p.drain();
    }
    for (i, p) in phones.iter().enumerate() {
        for (j, other) in names.iter().enumerate() {
            let dice = p.texts().contains(&format!("Only for {other}: the dice show"));
            assert!(!dice || i == j, "phone {i} got {other}'s dice: {}", p.texts());
            told += usize::from(dice);
        }
    }
    told
}

fn a_whole_game_by_phones(name: &str, seed: u64, mall: bool) {
    let mut t = phone_seats(name, seed, mall);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    let decided_before = t.app.played().unwrap().decisions();
    let played = play_by_phones(&mut t, &mut phones);
    let g = t.app.played().unwrap();
    assert!(g.is_finished(), "{:#?}", t.recent());
    // Every decision of the game made on the phones (none by a key).
    assert!(played.answers >= g.decisions() - decided_before, "{played:?} {} decisions", g.decisions());
    assert!(played.ready >= 3, "no moment for cards was ended by the phones: {played:?}");
    if !mall {
        // The end's questions, each player asked for themselves.
        assert!(played.questions.iter().any(|q| q.starts_with("Do you hold the Keys")), "{played:?}");
    }
    let table = t.said.table().join("\n");
    assert!(table.contains("is over") || table.contains("wins") || table.contains("win"), "{table}");
    assert!(!table.contains("Only for ") && !table.contains("Counted: "), "{table}");
    let told = each_phone_its_own_dice(&mut phones, &["Red", "Blue", "Green"]);
    assert!(told >= 1, "no phone was told the dice: {played:?}");
}

#[test]
fn a_game_of_lockdown_is_played_to_its_end_by_the_phones_alone() {
    a_whole_game_by_phones("phone-seat-lockdown", 12, false);
}

#[test]
fn a_game_of_mall_of_horror_is_played_to_its_end_by_the_phones_alone() {
    a_whole_game_by_phones("phone-seat-mall", 12, true);
}

/// The options of a question, as the page shows them.
fn options_of(offer: &Value) -> Vec<String> {
    offer["options"].as_array().unwrap().iter().map(|o| o.as_str().unwrap().to_owned()).collect()
}

impl Table {
    /// The question this phone is asked now, once it is one `want` accepts (within 5 s).
    fn asked_such(&mut self, p: &mut Phone, want: impl Fn(&Value) -> bool) -> Value {
        let start = Instant::now();
        loop {
            self.app.poll_phones();
            p.drain_now();
            if let Some(offer) = asked_now(p).filter(|o| want(o)) {
                return offer;
            }
            assert!(start.elapsed() < Duration::from_secs(5), "never asked such a question: {:#?}", p.got);
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// This phone answers `option` of `offer`: Vigie's answer (accepted or refused).
    fn answer(&mut self, p: &mut Phone, offer: &Value, option: usize) -> Value {
        let id = offer["id"].clone();
        p.choose(offer, option);
        let app = &mut self.app;
        p.until_with(
            |f| (f["type"] == "accepted" || f["type"] == "choice_refused") && f["offer"] == id,
            || app.poll_phones(),
        )
    }
}

/// A moment for cards the table ends together: each player asked says on their phone that
/// they are ready; one who takes it back holds the table; the game goes on when the last one
/// asked is ready, and not before.
#[test]
fn a_moment_for_cards_goes_on_when_everyone_asked_is_ready_and_not_before() {
    let mut t = phone_seats("phone-seat-ready", 12, false);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    // To the first discussion before a vote between two players or more.
    let voters = |t: &Table| match t.app.game().unwrap().pending() {
        Pending::Own(OwnPending::Discussion { weights, .. }) => Seat::all(3).filter(|s| weights.get(*s) > 0).collect(),
        _ => Vec::new(),
    };
    play_by_phones_until(&mut t, &mut phones, |t| voters(t).len() >= 2);
    let voters: Vec<Seat> = voters(&t);
    assert!(voters.len() >= 2, "no discussion before a vote: {:#?}", t.recent());
    let names = ["Red", "Blue", "Green"];
    let decisions = t.app.played().unwrap().decisions();
    let ready = |o: &Value| options_of(o)[0].starts_with("I'm ready");
    let offers: Vec<Value> = voters.iter().map(|s| t.asked_such(&mut phones[s.index()], ready)).collect();
    // The table's screen shows whom the phones wait for, last of the question's items.
    let awaited = |t: &Table| t.app.view().items.last().cloned().unwrap_or_default();
    let all: Vec<&str> = voters.iter().map(|s| names[s.index()]).collect();
    assert!(awaited(&t).starts_with("On the phones: waiting for "), "{:?}", t.app.view().items);
    assert!(all.iter().all(|n| awaited(&t).contains(n)), "{:?}", t.app.view().items);
    // The first voter is ready, then takes it back.
    let (first, others) = (voters[0].index(), &voters[1..]);
    let said = t.answer(&mut phones[first], &offers[0], 0);
    assert_eq!(said["text"], "You are ready.", "{said}");
    let waiting = t.asked_such(&mut phones[first], |o| options_of(o)[0] == "Not ready after all");
    let question = waiting["question"].as_str().unwrap();
    assert!(question.starts_with("You are ready. Waiting for "), "{waiting}");
    assert!(others.iter().all(|s| question.contains(names[s.index()])), "{waiting}");
    let said = t.answer(&mut phones[first], &waiting, 0);
    assert_eq!(said["text"], "You are not ready any more: the table waits for you.", "{said}");
    // The others are ready: the table still waits for the first.
    for (s, offer) in others.iter().zip(&offers[1..]) {
        let said = t.answer(&mut phones[s.index()], offer, 0);
        assert_eq!(said["text"], "You are ready.", "{said}");
    }
    assert_eq!(t.app.played().unwrap().decisions(), decisions, "{:#?}", t.recent());
    assert!(matches!(t.app.game().unwrap().pending(), Pending::Own(OwnPending::Discussion { .. })));
    assert_eq!(awaited(&t), format!("On the phones: waiting for {}.", names[first]), "{:?}", t.app.view().items);
    let waiting = t.asked_such(&mut phones[others[0].index()], |o| options_of(o)[0] == "Not ready after all");
    assert_eq!(waiting["question"], format!("You are ready. Waiting for {}.", names[first]), "{waiting}");
    // The first question was answered: asked again, it is a new one; the old one is refused.
    let again = t.asked_such(&mut phones[first], ready);
    assert_ne!(again["id"], offers[0]["id"]);
    let said = t.answer(&mut phones[first], &offers[0], 0);
    assert_eq!(said["type"], "choice_refused", "{said}");
    let said = t.answer(&mut phones[first], &again, 0);
    assert_eq!(said["text"], "You are ready.", "{said}");
    // The last one ready: the table goes on to the ballots.
    let log = t.app.history().unwrap().log();
    assert_eq!(log.commands.len(), decisions + 1, "{:#?}", t.recent());
    assert_eq!(log.commands[decisions], Command::Continue);
    assert!(t.app.game().unwrap().pending().is_secret(), "{:?}", t.app.game().unwrap().pending());
}

/// The end's question of the Keys, asked of each player who could hold them: when every one
/// of them says no, nobody reveals them; the one who says yes reveals them.
#[test]
fn the_keys_are_asked_of_each_player_who_could_hold_them_and_nobody_s_when_all_say_no() {
    for (seed, all_no) in [(12, true), (12, false)] {
        let mut t = phone_seats("phone-seat-keys", seed, false);
        let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
        t.poll_until_said("Green's phone has joined.");
        play_by_phones_until(
            &mut t,
            &mut phones,
            |t| matches!(t.app.game().unwrap().pending(), Pending::Own(OwnPending::Keys { candidates }) if candidates.len() >= 2),
        );
        let Pending::Own(OwnPending::Keys { candidates }) = t.app.game().unwrap().pending() else {
            panic!("no question of the Keys with two players asked: {:#?}", t.recent())
        };
        let seats: Vec<Seat> = candidates.iter().collect();
        let keys = |o: &Value| o["question"].as_str().unwrap().starts_with("Do you hold the Keys");
        // Nobody else is asked.
        for s in Seat::all(3).filter(|s| !candidates.contains(*s)) {
            t.app.poll_phones();
            phones[s.index()].drain();
            assert!(asked_now(&phones[s.index()]).is_none_or(|o| !keys(&o)), "{s:?} asked");
        }
        let decisions = t.app.played().unwrap().decisions();
        let first = seats[0].index();
        let offer = t.asked_such(&mut phones[first], keys);
        assert_eq!(options_of(&offer), ["Yes", "No"]);
        let said = t.answer(&mut phones[first], &offer, 1);
        assert_eq!(said["text"], "Counted: No.", "{said}");
        let waiting = t.asked_such(&mut phones[first], |o| options_of(o) == ["Yes"]);
        assert!(waiting["question"].as_str().unwrap().starts_with("You said no. Waiting for "), "{waiting}");
        assert_eq!(t.app.played().unwrap().decisions(), decisions);
        let last = seats[seats.len() - 1];
        for s in &seats[1..] {
            let offer = t.asked_such(&mut phones[s.index()], keys);
            t.answer(&mut phones[s.index()], &offer, if all_no || *s != last { 1 } else { 0 });
        }
        let log = t.app.history().unwrap().log();
        assert_eq!(log.commands.len(), decisions + 1, "{:#?}", t.recent());
        let holder = if all_no { None } else { Some(last) };
        assert_eq!(log.commands[decisions], Command::Own(OwnCommand::Keys { holder }));
        let heard = if all_no {
            "Nobody reveals the Keys of the truck.".to_owned()
        } else {
            "reveals the Keys of the truck.".to_owned()
        };
        assert!(t.said.table().iter().any(|l| l.contains(&heard)), "{:#?}", t.recent());
    }
}

/// Ballots and destinations entered openly are the players' own decisions too: each phone
/// enters its own, the table hears each as it comes, and the game goes on to its end.
#[test]
fn with_open_entry_each_phone_enters_its_own_ballots_and_destinations() {
    let mut t = phone_seats_open("phone-seat-open", 12);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    let played = play_by_phones(&mut t, &mut phones);
    assert!(t.app.played().unwrap().is_finished());
    // Asked as the table asks it in open entry.
    assert!(played.questions.iter().any(|q| q.ends_with("whom did Green point at?")), "{played:?}");
    assert!(played.questions.iter().any(|q| q.starts_with("Where does Green go?")), "{played:?}");
    let log = t.app.history().unwrap().log();
    assert!(log.commands.iter().any(|c| matches!(c, Command::Ballot { .. })), "{:?}", log.commands);
}

/// Undo at the table takes a decision made on a phone back: the phone is asked again, with a
/// new question, and an answer to the question of before is refused, nothing applied.
#[test]
fn a_decision_made_on_a_phone_is_undone_at_the_table_and_the_old_question_refused() {
    let mut t = phone_seats("phone-seat-undo", 12, false);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    let Pending::Own(OwnPending::Placement { player, .. }) = t.app.game().unwrap().pending() else {
        panic!("the game starts with a placement: {:?}", t.app.game().unwrap().pending())
    };
    let p = &mut phones[player.index()];
    let first = t.asked_such(p, |o| o["question"].as_str().unwrap().contains("place a character"));
    let said = t.answer(p, &first, 0);
    assert_eq!(said["type"], "accepted", "{said}");
    let decisions = t.app.played().unwrap().decisions();
    let second = t.asked_such(p, |o| o["id"] != first["id"]);
    t.app.key(super::ui::ctrl('z'));
    assert_eq!(t.app.played().unwrap().decisions(), decisions - 1, "{:#?}", t.recent());
    // Asked the first placement again, as a new question.
    let again = t.asked_such(p, |o| o["id"] != second["id"]);
    assert_eq!(again["options"], first["options"]);
    for old in [&first, &second] {
        let said = t.answer(p, old, 0);
        assert_eq!(said["type"], "choice_refused", "{said}");
    }
    assert_eq!(t.app.played().unwrap().decisions(), decisions - 1);
    let said = t.answer(p, &again, 0);
    assert_eq!(said["type"], "accepted", "{said}");
    assert_eq!(t.app.played().unwrap().decisions(), decisions);
}
