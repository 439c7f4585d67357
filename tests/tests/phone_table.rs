//! Phones in the interface, driven by keys and by phones: the page started by the private
//! channels screen, secret choices asked on the phones and applied when made there, a choice
//! taken over by the operator, a phone that goes away during a choice and comes back.
//!
//! The interface runs in the test (as in `secrets.rs`); the phones are WebSocket clients of the
//! real server on the loopback address, as the page talks to it.

use super::secrets::{Said, two_devices};
use super::ui::*;
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};
use tungstenite::client::IntoClientRequest;
use tungstenite::{Message, WebSocket};
use vigie::engine::Asks;
use vigie::engine::{Command, OwnCommand, OwnPending, Pending, Seat};
use vigie::input::{KeyCode, KeyMap};
use vigie::phone::{Config, Phones};
use vigie::store::settings::Settings;
use vigie::ui::{App, Outputs};

type Socket = WebSocket<TcpStream>;

/// One player's phone: its socket, and every frame it received.
pub(super) struct Phone {
    ws: Socket,
    token: String,
    pub(super) got: Vec<Value>,
}

pub(super) struct Table {
    pub(super) app: App,
    pub(super) said: Said,
    port: u16,
    code: String,
    _dir: std::path::PathBuf,
}

/// The position of "their phone" in a player's channel list (none, the screen, the phone,
/// then each device as headphones and as a headset).
pub(super) const PHONE: usize = 2;

/// Three players, each on their phone, secret entry on; the page on a free loopback port.
fn phone_table(name: &str, seed: u64) -> Table {
    phone_table_with(name, seed, [PHONE; 3])
}

/// The same, each player with the channel at their position of the list (0: none).
fn phone_table_with(name: &str, seed: u64, channels: [usize; 3]) -> Table {
    phone_table_of(name, seed, channels, false)
}

/// The same, a game of Lockdown or (`mall`) of Mall of Horror.
fn phone_table_of(name: &str, seed: u64, channels: [usize; 3], mall: bool) -> Table {
    phone_table_then(name, seed, channels, mall, |_| {})
}

/// The same, doing `before` once the page runs, before the game starts. The phones make their
/// players' secret choices only: "secret choices only" is chosen on the Phones screen.
fn phone_table_then(name: &str, seed: u64, channels: [usize; 3], mall: bool, before: impl FnOnce(&mut Table)) -> Table {
    phone_table_in(name, seed, channels, mall, true, |t| {
        t.open_phone_decisions();
        t.press(KeyCode::Enter);
        assert!(t.said.table().last().unwrap().starts_with("On the phones: secret choices only"), "{:#?}", t.recent());
        t.press(KeyCode::Escape);
        before(t);
    })
}

/// Three players of a game of Lockdown or (`mall`) of Mall of Horror, each on their phone,
/// secret entry on, the phones making every decision of their players' own (the default).
pub(super) fn phone_seats(name: &str, seed: u64, mall: bool) -> Table {
    phone_table_in(name, seed, [PHONE; 3], mall, true, |_| {})
}

/// The same with the ballots and destinations entered openly (`secret_entry` false).
pub(super) fn phone_seats_open(name: &str, seed: u64) -> Table {
    phone_table_in(name, seed, [PHONE; 3], false, false, |_| {})
}

fn phone_table_in(
    name: &str,
    seed: u64,
    channels: [usize; 3],
    mall: bool,
    secret_entry: bool,
    before: impl FnOnce(&mut Table),
) -> Table {
    let dir = temp_dir(name);
    let said = Said::default();
    let out = Outputs {
        others: vec![Box::new(said.clone())],
        private: Some(Box::new(said.clone())),
        devices: Some(two_devices),
        phones: Some(Box::new(|names, words| {
            Phones::start(
                &Config { bind: [127, 0, 0, 1].into(), port: 0, away_grace: std::time::Duration::ZERO },
                names,
                words,
            )
        })),
        ..Outputs::default()
    };
    let mut app = App::new(Settings::default(), KeyMap::bundled(), paths(&dir), out, Some(seed));
    app.start();
    let press = |app: &mut App, k: KeyCode| app.key(key(k));
    if mall {
        press(&mut app, KeyCode::Down);
        for _ in 0..7 {
            press(&mut app, KeyCode::Enter); // new game of Mall of Horror, English, 3 players, colours, oldest
        }
        press(&mut app, KeyCode::End);
        press(&mut app, KeyCode::Enter); // the mall's board
        press(&mut app, KeyCode::End);
        press(&mut app, KeyCode::Enter); // the table's options
    } else {
        for _ in 0..8 {
            press(&mut app, KeyCode::Enter); // new game, English, 3 players, colours, youngest, oldest
        }
        press(&mut app, KeyCode::End);
        press(&mut app, KeyCode::Enter); // the board is right
    }
    press(&mut app, KeyCode::Enter); // Vigie rolls
    let first_phone = channels.iter().position(|c| *c == PHONE);
    for (seat, channel) in channels.iter().enumerate() {
        press(&mut app, KeyCode::Home);
        for _ in 0..seat {
            press(&mut app, KeyCode::Down);
        }
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Home);
        for _ in 0..*channel {
            press(&mut app, KeyCode::Down);
        }
        press(&mut app, KeyCode::Enter);
        if Some(seat) == first_phone {
            // The page starts: its screen says the address and code; back to the channels.
            press(&mut app, KeyCode::Escape);
        }
    }
    let heard = said.table().join("\n");
    let (port, code) = address_in(&heard);
    let mut t = Table { app, said, port, code, _dir: dir };
    before(&mut t);
    if secret_entry {
        // Secret entry: the fourth item from the end (the gamepads, the phones, then start).
        t.press(KeyCode::End);
        for _ in 0..3 {
            t.press(KeyCode::Up);
        }
        t.press(KeyCode::Enter);
    }
    t.press(KeyCode::End);
    t.press(KeyCode::Enter); // start
    if channels.contains(&0) {
        // With Vigie's dice, a player who could not hear them is asked about first.
        t.press(KeyCode::Home);
        t.press(KeyCode::Enter);
    }
    assert!(t.app.played().is_some(), "{heard}");
    t
}

/// The port and code in "open 127.0.0.1:PORT and enter the code 1 2 3 4".
fn address_in(heard: &str) -> (u16, String) {
    let at = heard.find("open 127.0.0.1:").unwrap_or_else(|| panic!("no address said:\n{heard}"));
    let rest = &heard[at + "open 127.0.0.1:".len()..];
    let port: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let code_at = rest.find("the code ").unwrap() + "the code ".len();
    let code: String = rest[code_at..].chars().take(11).filter(char::is_ascii_digit).collect();
    (port.parse().unwrap(), code)
}

impl Table {
    fn press(&mut self, k: KeyCode) {
        self.app.key(key(k));
    }

    /// From the private channels' screen: the Phones screen opened (its item is before
    /// "start"), the focus on its choice of what the phones decide (after each phone's).
    fn open_phone_decisions(&mut self) {
        for k in [KeyCode::End, KeyCode::Up, KeyCode::Enter, KeyCode::End, KeyCode::Up, KeyCode::Up] {
            self.press(k);
        }
    }

    /// A request to the page's server, as the page sends it: the answer's body.
    fn post(&self, path: &str, body: Value) -> Value {
        let body = body.to_string();
        let mut s = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        write!(
            s,
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{0}\r\nOrigin: http://127.0.0.1:{0}\r\nContent-Type: application/json\r\nContent-Length: {1}\r\nConnection: close\r\n\r\n{body}",
            self.port,
            body.len()
        )
        .unwrap();
        let mut answer = String::new();
        s.read_to_string(&mut answer).unwrap();
        serde_json::from_str(answer.split_once("\r\n\r\n").unwrap().1).unwrap()
    }

    /// Joins a seat with the code: its phone, connected and greeted.
    pub(super) fn join(&self, seat: usize) -> Phone {
        let json = self.post("/join", json!({ "code": self.code, "seat": seat }));
        let token = json["token"].as_str().unwrap_or_else(|| panic!("{json}")).to_owned();
        let mut phone = Phone { ws: self.connect(&token), token, got: Vec::new() };
        phone.until(|f| f["type"] == "state");
        phone
    }

    /// Red's phone joined in French (`POST /join {lang: "fr"}`), connected once the table has
    /// said it joined; none of its frames read yet.
    fn join_red_in_french(&mut self) -> Phone {
        let json = self.post("/join", json!({ "code": self.code, "seat": 0, "lang": "fr" }));
        let token = json["token"].as_str().unwrap_or_else(|| panic!("{json}")).to_owned();
        self.poll_until_said("Red's phone has joined.");
        Phone { ws: self.connect(&token), token, got: Vec::new() }
    }

    fn connect(&self, token: &str) -> Socket {
        self.connect_from(token, None)
    }

    /// The same, from a device the page names.
    fn connect_from(&self, token: &str, device: Option<&str>) -> Socket {
        let s = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        let mut request = format!("ws://127.0.0.1:{}/ws", self.port).into_client_request().unwrap();
        request.headers_mut().insert("Origin", format!("http://127.0.0.1:{}", self.port).parse().unwrap());
        let (mut ws, _) = tungstenite::client(request, s).unwrap();
        ws.get_ref().set_read_timeout(Some(Duration::from_millis(50))).unwrap();
        ws.send(Message::text(json!({ "type": "hello", "token": token, "device": device }).to_string())).unwrap();
        ws
    }

    /// Lets the interface read the phones' events until the table heard `words` (within 5 s).
    pub(super) fn poll_until_said(&mut self, words: &str) {
        let start = Instant::now();
        while !self.said.table().iter().any(|t| t.contains(words)) {
            assert!(start.elapsed() < Duration::from_secs(5), "never said {words:?}: {:#?}", self.recent());
            self.app.poll_phones();
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    pub(super) fn recent(&self) -> Vec<String> {
        let t = self.said.table();
        t[t.len().saturating_sub(12)..].to_vec()
    }

    /// Presses Enter until every player still choosing does it on their phone.
    fn play_until_phones_choose(&mut self) {
        for _ in 0..2_000 {
            let g = self.app.game().unwrap();
            assert!(!g.is_finished(), "the game ended before a secret choice");
            if g.pending().is_secret() {
                return;
            }
            self.press(KeyCode::Enter);
        }
        panic!("no secret choice: {:#?}", self.recent());
    }
}

impl Table {
    /// Lets the interface read the phones' events until this phone gets Vigie's answer to its
    /// choice ("Counted: …").
    fn answered(&mut self, phone: &mut Phone) -> Value {
        let app = &mut self.app;
        phone.until_with(|f| f["type"] == "accepted", || app.poll_phones())
    }
}

impl Phone {
    /// Frames until one matches (within 5 s), kept in `got`; that frame.
    fn until(&mut self, want: impl Fn(&Value) -> bool) -> Value {
        self.until_with(want, || {})
    }

    /// The same, doing `meanwhile` between reads.
    pub(super) fn until_with(&mut self, want: impl Fn(&Value) -> bool, mut meanwhile: impl FnMut()) -> Value {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            meanwhile();
            match self.ws.read() {
                Ok(Message::Text(t)) => {
                    let f: Value = serde_json::from_str(t.as_str()).unwrap();
                    self.got.push(f.clone());
                    if want(&f) {
                        return f;
                    }
                }
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
                Err(e) => panic!("the socket closed: {e}; got {:#?}", self.got),
            }
        }
        panic!("no such frame; got {:#?}", self.got)
    }

    /// Reads every frame already sent (until none comes for 300 ms).
    pub(super) fn drain(&mut self) {
        let mut quiet = Instant::now();
        while quiet.elapsed() < Duration::from_millis(300) {
            match self.ws.read() {
                Ok(Message::Text(t)) => {
                    self.got.push(serde_json::from_str(t.as_str()).unwrap());
                    quiet = Instant::now();
                }
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
                Err(e) => panic!("the socket closed: {e}"),
            }
        }
    }

    /// Reads the frames already there, without waiting for more.
    pub(super) fn drain_now(&mut self) {
        while let Ok(m) = self.ws.read() {
            if let Message::Text(t) = m {
                self.got.push(serde_json::from_str(t.as_str()).unwrap());
            }
        }
    }

    /// The choice this phone is asked now.
    fn offer(&mut self) -> Value {
        let has_offer = |f: &Value| {
            (f["type"] == "offer" && !f["offer"].is_null()) || (f["type"] == "state" && !f["offer"].is_null())
        };
        if let Some(f) = self.got.iter().rev().find(|f| f["type"] == "state" || f["type"] == "offer")
            && has_offer(f)
        {
            return f["offer"].clone();
        }
        self.until(has_offer)["offer"].clone()
    }

    pub(super) fn choose(&mut self, offer: &Value, option: usize) {
        let frame = json!({ "type": "choose", "offer": offer["id"], "option": option });
        self.ws.send(Message::text(frame.to_string())).unwrap();
    }

    /// Every text this phone was sent, in order.
    pub(super) fn texts(&self) -> String {
        self.got.iter().map(Value::to_string).collect::<Vec<_>>().join("\n")
    }
}

#[test]
fn the_phones_get_their_secrets_and_choices_and_the_table_only_hears_who_chose() {
    let mut t = phone_table("phones-play", 5);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    t.play_until_phones_choose();
    // Nobody chooses here: the screen says who chooses on their phone.
    let view = t.app.view();
    assert!(view.prompt.contains("on their phone"), "{}", view.prompt);
    let waiting: Vec<usize> = t.app.game().unwrap().pending().deciders().iter().map(|s| s.index()).collect();
    let before = t.app.history().unwrap().log().commands.len();
    let heard_before = t.said.table().len();
    for &seat in &waiting {
        let offer = phones[seat].offer();
        assert!(!offer["options"].as_array().unwrap().is_empty(), "{offer}");
        phones[seat].choose(&offer, 0);
        let accepted = t.answered(&mut phones[seat]);
        assert!(accepted["text"].as_str().unwrap().starts_with("Counted: "), "{accepted}");
    }
    let start = Instant::now();
    while t.app.history().unwrap().log().commands.len() < before + waiting.len() {
        assert!(start.elapsed() < Duration::from_secs(5), "the choices were not applied: {:#?}", t.recent());
        t.app.poll_phones();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(!t.app.game().unwrap().pending().is_secret());
    // Then on, every secret choice made on the phones, until the destinations are revealed
    // after dice that a badge holder saw.
    let mut destinations = false;
    // "I roll 4 dice, for Red alone."
    let saw =
        |t: &Table| t.said.table().iter().find_map(|l| l.split_once(" dice, for ").map(|(_, who)| who.to_owned()));
    for _ in 0..5_000 {
        let pending = t.app.game().unwrap().pending();
        if destinations && saw(&t).is_some() && !matches!(pending, Pending::SecretDestinations { .. }) {
            break;
        }
        assert!(!t.app.game().unwrap().is_finished(), "{:#?}", t.recent());
        if !pending.is_secret() {
            t.press(KeyCode::Enter);
            continue;
        }
        destinations |= matches!(pending, Pending::SecretDestinations { .. });
        assert!(t.app.view().prompt.contains("on their phone"), "{}", t.app.view().prompt);
        for seat in pending.deciders().iter() {
            let offer = phones[seat.index()].offer();
            phones[seat.index()].choose(&offer, 0);
            t.answered(&mut phones[seat.index()]);
        }
    }
    assert!(destinations, "{:#?}", t.recent());
    // What each phone was told as it chose ("Counted: Blue") never reached the table.
    let heard: Vec<String> = t.said.table()[heard_before..].to_vec();
    assert!(!heard.iter().any(|l| l.starts_with("Counted")), "{heard:#?}");
    // Each phone's frames are its own: the dice went to the badge holder's phone alone, with
    // their vibration.
    let names = ["Red", "Blue", "Green"];
    let holder = saw(&t).unwrap();
    let holder = names.iter().position(|n| holder.starts_with(n)).unwrap();
    phones[holder].until(|f| f["type"] == "secret" && f["text"].as_str().unwrap().contains("the dice show"));
    for p in &mut phones {
        p.drain();
    }
    let mut told = 0;
    for (i, p) in phones.iter().enumerate() {
        assert!(p.got.iter().filter(|f| f["type"] == "state").all(|f| f["seat"] == json!(i)), "{}", p.texts());
        for (j, other) in names.iter().enumerate() {
            let dice = p.texts().contains(&format!("Only for {other}: the dice show"));
            assert!(!dice || i == j, "phone {i} got {other}'s dice: {}", p.texts());
        }
        let secrets: Vec<&Value> = p.got.iter().filter(|f| f["type"] == "secret").collect();
        if secrets.iter().any(|f| f["text"].as_str().unwrap().contains("the dice show")) {
            told += 1;
            assert!(secrets.iter().any(|f| f["vibrate"].as_array().is_some_and(|v| v.len() > 2)), "{secrets:?}");
        }
    }
    assert_eq!(told, 1, "{:#?}", t.recent());
    // No secret reached the table's outputs or the private voice.
    assert!(t.said.private().is_empty(), "{:?}", t.said.private());
}

#[test]
fn a_choice_left_on_a_phone_can_be_taken_over_after_asking_aloud() {
    let mut t = phone_table("phones-take", 7);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    t.play_until_phones_choose();
    let seat = t.app.game().unwrap().pending().deciders().iter().next().unwrap();
    let name = ["Red", "Blue", "Green"][seat.index()];
    phones[seat.index()].offer();
    // The first items: "Take over …'s choice", one per player choosing on their phone.
    t.press(KeyCode::Home);
    t.press(KeyCode::Enter);
    let q = t.app.view().prompt;
    assert_eq!(
        q,
        format!("Take over {name}'s choice? {name} then tells it to the operator, after the others have chosen.")
    );
    // Asked, starting on No: Enter alone does not take it.
    t.press(KeyCode::Enter);
    assert!(t.app.view().prompt.contains("on their phone"), "{}", t.app.view().prompt);
    t.press(KeyCode::Home);
    t.press(KeyCode::Enter);
    t.press(KeyCode::Home);
    t.press(KeyCode::Enter);
    assert!(t.said.table().iter().any(|l| l == &format!("{name}'s choice is entered here, after the others.")));
    // The phone is no longer asked.
    phones[seat.index()].until(|f| (f["type"] == "offer" || f["type"] == "state") && f["offer"].is_null());
    // The others choose on their phones; then the operator enters the taken-over choice openly.
    let others: Vec<usize> =
        t.app.game().unwrap().pending().deciders().iter().map(|s| s.index()).filter(|s| *s != seat.index()).collect();
    for s in others {
        let offer = phones[s].offer();
        phones[s].choose(&offer, 0);
        t.answered(&mut phones[s]);
    }
    let start = Instant::now();
    while t.app.game().unwrap().pending().deciders().len() > 1 {
        assert!(start.elapsed() < Duration::from_secs(5), "{:#?}", t.recent());
        t.app.poll_phones();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(t.app.view().prompt.contains(name), "{}", t.app.view().prompt);
    let before = t.app.history().unwrap().log().commands.len();
    t.press(KeyCode::Enter);
    t.press(KeyCode::Home);
    t.press(KeyCode::Enter); // confirmed
    assert_eq!(t.app.history().unwrap().log().commands.len(), before + 1, "{:#?}", t.recent());
}

#[test]
fn a_phone_that_goes_away_during_a_choice_is_said_and_gets_it_back_when_it_returns() {
    let mut t = phone_table("phones-away", 5);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    t.play_until_phones_choose();
    let seat = t.app.game().unwrap().pending().deciders().iter().next().unwrap();
    let name = ["Red", "Blue", "Green"][seat.index()];
    let offer = phones[seat.index()].offer();
    let gone = phones.remove(seat.index());
    let token = gone.token.clone();
    drop(gone);
    t.poll_until_said(&format!("{name}'s phone went away during a choice"));
    let mut back = Phone { ws: t.connect(&token), token, got: Vec::new() };
    let again = back.offer();
    assert_eq!(again, offer, "the same choice, asked again");
    t.poll_until_said(&format!("{name}'s phone is back."));
    back.choose(&again, 0);
    t.answered(&mut back);
    let start = Instant::now();
    while t.app.game().unwrap().pending().deciders().contains(seat) {
        assert!(start.elapsed() < Duration::from_secs(5), "{:#?}", t.recent());
        t.app.poll_phones();
        std::thread::sleep(Duration::from_millis(10));
    }
    // Applied once: the phone's choice is in the decisions, the others still choose.
    let last = *t.app.history().unwrap().log().commands.last().unwrap();
    assert!(
        matches!(last, Command::Ballot { voter, .. } | Command::Destination { player: voter, .. } if voter == seat),
        "{last:?}"
    );
    assert!(matches!(t.app.game().unwrap().pending(), Pending::Ballots { .. } | Pending::SecretDestinations { .. }));
}

#[test]
fn a_choice_shown_to_the_table_waits_until_the_phones_have_chosen() {
    // Red has no private channel: Red shows the table, after Blue and Green chose on their phones.
    let mut t = phone_table_with("phones-open", 5, [0, PHONE, PHONE]);
    let mut phones: Vec<Phone> = (1..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    for _ in 0..2_000 {
        let p = t.app.game().unwrap().pending();
        if p.is_secret() && p.deciders().contains(Seat::FIRST) && p.deciders().len() > 1 {
            break;
        }
        if p.is_secret() && p.deciders().contains(Seat::FIRST) {
            // Red alone: shown to the table at once.
            t.press(KeyCode::Enter);
            continue;
        }
        if p.is_secret() {
            // A choice without Red: made on the phones.
            for seat in p.deciders().iter() {
                let phone = &mut phones[seat.index() - 1];
                let offer = phone.offer();
                phone.choose(&offer, 0);
                t.answered(&mut phones[seat.index() - 1]);
            }
            continue;
        }
        t.press(KeyCode::Enter);
    }
    let on_phones: Vec<usize> =
        t.app.game().unwrap().pending().deciders().iter().map(|s| s.index()).filter(|s| *s > 0).collect();
    assert!(!on_phones.is_empty(), "{:#?}", t.recent());
    // Red's question is not asked, not shown: the screen waits for the phones.
    let heard = t.said.table().len();
    let view = t.app.view();
    let expected = if on_phones.len() == 2 {
        "Blue and Green choose on their phones.".to_owned()
    } else {
        format!("{} chooses on their phone.", ["Red", "Blue", "Green"][on_phones[0]])
    };
    assert_eq!(view.prompt, expected);
    assert_eq!(view.items.len(), on_phones.len() + 1, "{:?}", view.items);
    t.press(KeyCode::Enter); // on "Take over Blue's choice": asked, starting on No
    t.press(KeyCode::Enter);
    assert!(!t.said.table()[heard..].iter().any(|l| l.contains("Red has no private channel")), "{:#?}", t.recent());
    for &s in &on_phones {
        let offer = phones[s - 1].offer();
        phones[s - 1].choose(&offer, 0);
        t.answered(&mut phones[s - 1]);
    }
    // Now Red shows the table, and the operator enters it.
    let start = Instant::now();
    // Red's question, once nobody chooses on a phone any more.
    let asked = |t: &Table| {
        let prompt = t.app.view().prompt;
        prompt.contains("Red") && !prompt.contains("phone")
    };
    while !asked(&t) {
        assert!(start.elapsed() < Duration::from_secs(5), "{:#?}", t.recent());
        t.app.poll_phones();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(!t.app.view().items.is_empty());
}

#[test]
fn a_game_of_mall_of_horror_is_played_to_its_end_with_every_secret_choice_on_the_phones() {
    let mut t = phone_table_of("phones-mall", 3, [PHONE; 3], true);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    let mut answered: Vec<Value> = vec![Value::Null; 3];
    let mut chosen = 0;
    for _ in 0..20_000 {
        let played = t.app.played().unwrap();
        if played.is_finished() {
            break;
        }
        if !played.is_secret() {
            t.press(KeyCode::Enter);
            continue;
        }
        assert!(t.app.view().prompt.contains("on their phone"), "{}", t.app.view().prompt);
        let (before, deciders) = (played.decisions(), played.deciders());
        for seat in deciders.iter() {
            let p = &mut phones[seat.index()];
            // A new question (the last one answered may still be the last one read).
            let mut offer = p.offer();
            while offer["id"] == answered[seat.index()]["id"] {
                p.until(|f| f["type"] == "offer" || f["type"] == "state");
                offer = p.offer();
            }
            p.choose(&offer, 0);
            let accepted = t.answered(&mut phones[seat.index()]);
            assert!(accepted["text"].as_str().unwrap().starts_with("Counted: "), "{accepted}");
            answered[seat.index()] = offer;
            chosen += 1;
        }
        let start = Instant::now();
        while t.app.played().unwrap().decisions() < before + deciders.len() {
            assert!(start.elapsed() < Duration::from_secs(5), "the choices were not applied: {:#?}", t.recent());
            t.app.poll_phones();
            std::thread::sleep(Duration::from_millis(10));
        }
    }
    assert!(t.app.played().unwrap().is_finished(), "{:#?}", t.recent());
    assert!(chosen >= 9, "{chosen} choices made on the phones");
    // Each phone's frames are its own: the chief's dice to the chief's phone alone.
    for p in &mut phones {
        p.drain();
    }
    let names = ["Red", "Blue", "Green"];
    let mut told = 0;
    for (i, p) in phones.iter().enumerate() {
        for (j, other) in names.iter().enumerate() {
            let dice = p.texts().contains(&format!("Only for {other}: the dice show"));
            assert!(!dice || i == j, "phone {i} got {other}'s dice: {}", p.texts());
            told += usize::from(dice);
        }
    }
    assert!(told >= 1, "no phone was told the dice: {:#?}", t.recent());
    let table = t.said.table().join("\n");
    assert!(!table.contains("Only for ") && !table.contains("Counted: "), "{table}");
    assert!(t.said.private().is_empty(), "{:?}", t.said.private());
}

#[test]
fn the_table_hears_when_a_seat_moves_to_another_phone_and_when_wrong_codes_change_the_code() {
    let mut t = phone_table("phones-moved", 5);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    // Blue's token, used on another device: the table is told, Blue's page too.
    let token = phones[1].token.clone();
    let mut other = Phone { ws: t.connect_from(&token, Some("another-device")), token, got: Vec::new() };
    other.until(|f| f["type"] == "state");
    t.poll_until_said("Blue's seat moved to another phone. If Blue did not do it, give the seat to a new phone");
    phones[1].until(|f| f["type"] == "moved");
    // Wrong codes: the code changes, and the table hears the new one, digit by digit.
    for _ in 0..vigie::phone::CODE_GUESSES {
        assert_eq!(t.post("/seats", json!({ "code": "0" }))["refused"], json!("wrong_code"));
    }
    t.poll_until_said("so the code has changed: the new code is ");
    let heard = t.said.table().join("\n");
    let at = heard.rfind("the new code is ").unwrap() + "the new code is ".len();
    let new: String = heard[at..].chars().take(11).filter(char::is_ascii_digit).collect();
    assert_eq!(new.len(), 6, "{heard}");
    assert_ne!(new, t.code);
    // The Phones screen says the new code; with it, a phone may join.
    assert_eq!(t.post("/seats", json!({ "code": t.code }))["refused"], json!("too_many"));
    let spaced: Vec<String> = new.chars().map(String::from).collect();
    // The pause menu's third item: Phones.
    t.press(KeyCode::Escape);
    t.press(KeyCode::Home);
    t.press(KeyCode::Down);
    t.press(KeyCode::Down);
    t.press(KeyCode::Enter);
    assert!(t.app.view().prompt.contains(&spaced.join(" ")), "{}", t.app.view().prompt);
}

#[test]
fn a_seat_is_given_to_a_new_phone_after_asking_aloud_and_the_address_said_again() {
    let mut t = phone_table("phones-new", 5);
    let _phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    t.press(KeyCode::Escape); // the pause menu
    t.press(KeyCode::Home);
    t.press(KeyCode::Down);
    t.press(KeyCode::Down);
    t.press(KeyCode::Enter); // Phones
    t.press(KeyCode::Home);
    t.press(KeyCode::Down);
    t.press(KeyCode::Enter); // Blue's phone
    t.poll_until_said("Give Blue's seat to a new phone");
    t.press(KeyCode::Home);
    t.press(KeyCode::Enter); // yes
    t.poll_until_said("Blue's seat is free: the new phone joins with the code.");
    // Back on the Phones screen: its last but one item says the address and code again.
    t.press(KeyCode::End);
    t.press(KeyCode::Up);
    t.press(KeyCode::Enter);
    let said = t.recent().last().cloned().unwrap_or_default();
    assert!(said.contains(&t.code.chars().map(String::from).collect::<Vec<_>>().join(" ")), "{said}");
    // The QR code is on this screen: said so, not sent to another menu.
    assert!(said.ends_with("or scan the QR code on the screen."), "{said}");
}

/// With "each player also makes their own decisions" (the default), a phone is asked every
/// decision of its own player, as the game's screen words it: Red places a character from the
/// phone; the other phones are not asked it; an answer sent twice is refused, applied once; and
/// the keys here can still make the next decision, which takes the question off the phone.
/// With "secret choices only" chosen on the Phones screen, the phone is asked nothing else.
#[test]
fn a_phone_makes_its_own_players_public_decisions_when_the_table_chooses_so() {
    let mut t = phone_seats("phone-decisions", 5, false);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    let Pending::Own(OwnPending::Placement { player, .. }) = t.app.game().unwrap().pending() else {
        panic!("the game starts with a placement: {:?}", t.app.game().unwrap().pending())
    };
    let seat = player.index();
    // Asked at once, by default.
    let first = phones[seat].offer();
    assert!(first["question"].as_str().unwrap().contains("place a character"), "{first}");
    // Escape, "Private channels", then the Phones screen's choice: secrets only.
    t.press(KeyCode::Escape);
    t.press(KeyCode::Down);
    t.press(KeyCode::Enter);
    t.open_phone_decisions();
    assert!(t.said.table().last().unwrap().starts_with("On the phones: each player also makes"), "{:#?}", t.recent());
    t.press(KeyCode::Enter);
    assert!(t.said.table().last().unwrap().starts_with("On the phones: secret choices only"), "{:#?}", t.recent());
    let app = &mut t.app;
    let gone = phones[seat].until_with(|f| f["type"] == "offer" || f["type"] == "state", || app.poll_phones());
    assert!(gone["offer"].is_null(), "{gone}");
    t.press(KeyCode::Enter);
    assert!(t.said.table().last().unwrap().starts_with("On the phones: each player also makes"), "{:#?}", t.recent());
    t.press(KeyCode::Escape); // the channels
    t.press(KeyCode::End);
    t.press(KeyCode::Enter); // back to the game
    let offer = phones[seat].offer();
    assert!(offer["question"].as_str().unwrap().contains("place a character"), "{offer}");
    let options: Vec<&str> = offer["options"].as_array().unwrap().iter().map(|o| o.as_str().unwrap()).collect();
    assert!(options.len() > 1, "{options:?}");
    // Each option is a character and where it goes, as the game's screen and its further step
    // word them ("Blocker: Location 1").
    assert!(options.iter().all(|o| o.contains(": Location ")), "{options:?}");
    for other in (0..3).filter(|s| *s != seat) {
        phones[other].drain();
        assert!(phones[other].got.iter().all(|f| f["offer"].is_null()), "seat {other}: {:#?}", phones[other].got);
    }
    let before = t.app.history().unwrap().log().commands.len();
    phones[seat].choose(&offer, 0);
    let accepted = t.answered(&mut phones[seat]);
    assert!(accepted["text"].as_str().unwrap().starts_with("Counted: "), "{accepted}");
    let log = t.app.history().unwrap().log();
    assert_eq!(log.commands.len(), before + 1);
    assert!(
        matches!(log.commands[before], Command::Own(OwnCommand::Place { player: p, .. }) if p == player),
        "{:?}",
        log.commands
    );
    // The same answer again: refused with a reason, nothing applied twice.
    phones[seat].choose(&offer, 0);
    let app = &mut t.app;
    let refused = phones[seat].until_with(|f| f["type"] == "choice_refused", || app.poll_phones());
    // The page words "stale" in its own language ("That question is no longer asked.").
    assert_eq!(refused["why"], "stale", "{refused}");
    assert_eq!(t.app.history().unwrap().log().commands.len(), before + 1);
    // The keys still decide: the phone's question changes with the game.
    let asked = phones[seat].offer();
    // The first character, then where it goes.
    t.press(KeyCode::Enter);
    t.press(KeyCode::Enter);
    assert_eq!(t.app.history().unwrap().log().commands.len(), before + 2, "{:#?}", t.recent());
    let app = &mut t.app;
    let next = phones[seat].until_with(
        |f| (f["type"] == "offer" || f["type"] == "state") && f["offer"]["id"] != asked["id"],
        || app.poll_phones(),
    );
    assert!(next["offer"].is_null() || next["offer"]["id"].as_u64() > asked["id"].as_u64(), "{next}");
}

impl Table {
    /// Presses Enter until the game waits for secret choices (either ruleset).
    fn play_to_secret(&mut self) {
        for _ in 0..2_000 {
            let played = self.app.played().unwrap();
            assert!(!played.is_finished(), "the game ended before a secret choice");
            if played.is_secret() {
                return;
            }
            self.press(KeyCode::Enter);
        }
        panic!("no secret choice: {:#?}", self.recent());
    }

    /// The phone asks for a review (`frame`'s fields besides its type); the interface reads the
    /// phones until this phone gets its answer or refusal, which is returned.
    fn review(&mut self, phone: &mut Phone, frame: Value) -> Value {
        let mut frame = frame;
        frame["type"] = json!("review");
        phone.ws.send(Message::text(frame.to_string())).unwrap();
        let app = &mut self.app;
        phone.until_with(|f| f["type"] == "review" || f["type"] == "review_refused", || app.poll_phones())
    }

    /// What the table's review key says: `alt`'s own words, or (`list`) the items of the list
    /// it opens, then left.
    fn review_key(&mut self, alt: char, list: bool) -> Vec<String> {
        let before = self.said.table().len();
        self.app.key(vigie::input::Key { code: KeyCode::Char(alt), ctrl: false, alt: true });
        if list {
            let items = self.app.view().items;
            self.press(KeyCode::Escape);
            return items;
        }
        let said = self.said.table();
        assert_eq!(said.len(), before + 1, "{:?}", &said[before..]);
        vec![said[before].clone()]
    }
}

/// The reviews and refusals a phone was sent.
fn reviews_in(p: &Phone) -> Vec<&Value> {
    p.got.iter().filter(|f| f["type"] == "review" || f["type"] == "review_refused").collect()
}

#[test]
fn a_phone_asks_each_review_of_the_table_s_keys_and_hears_the_same_words_alone_in_both_rulesets() {
    for mall in [false, true] {
        let mut t = phone_table_of(if mall { "phones-review-mall" } else { "phones-review" }, 11, [PHONE; 3], mall);
        let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
        t.poll_until_said("Green's phone has joined.");
        t.play_to_secret();
        // Some of the game played: the secret choices made on the phones, then on to the next.
        let (before, deciders) = (t.app.played().unwrap().decisions(), t.app.played().unwrap().deciders());
        for seat in deciders.iter() {
            let offer = phones[seat.index()].offer();
            phones[seat.index()].choose(&offer, 0);
            t.answered(&mut phones[seat.index()]);
        }
        let start = Instant::now();
        while t.app.played().unwrap().decisions() < before + deciders.len() {
            assert!(start.elapsed() < Duration::from_secs(5), "{:#?}", t.recent());
            t.app.poll_phones();
            std::thread::sleep(Duration::from_millis(10));
        }
        t.play_to_secret();
        for p in &mut phones {
            p.drain();
        }
        // The page is told which reviews this game has: the mall has no cold storage.
        let state = phones[1].got.iter().rev().find(|f| f["type"] == "state").unwrap().clone();
        let mut offered = vec!["location", "families", "cold_storage", "tokens", "supplies", "turn", "score"];
        if mall {
            offered.retain(|r| *r != "cold_storage");
        }
        assert_eq!(state["reviews"], json!(offered), "{state}");
        let game = t.app.played().unwrap().decisions();
        // Each review, asked by each phone in turn, in the words the table's key says.
        let mut asked = vec![
            ("families", json!(null), t.review_key('f', true)),
            ("tokens", json!(null), t.review_key('b', false)),
            ("supplies", json!(null), t.review_key('s', false)),
            ("turn", json!(null), t.review_key('t', false)),
            ("score", json!(null), t.review_key('p', false)),
        ];
        let locations = t.review_key('l', true);
        assert_eq!(locations.len(), 6, "{locations:?}");
        for (n, words) in locations.into_iter().enumerate() {
            asked.push(("location", json!(n + 1), vec![words]));
        }
        if !mall {
            asked.push(("cold_storage", json!(null), t.review_key('c', false)));
        }
        let mut mine: Vec<Vec<Value>> = vec![Vec::new(); 3];
        for (i, (review, location, words)) in asked.iter().enumerate() {
            let answer = t.review(&mut phones[i % 3], json!({ "review": review, "location": location }));
            assert_eq!(answer["type"], "review", "{review}: {answer}");
            assert_eq!((&answer["review"], &answer["location"]), (&json!(review), location), "{answer}");
            assert_eq!(answer["lines"], json!(words), "{review} {location}");
            // What the table hears aloud: never a seat's secret (the dice under the box).
            assert!(!answer.to_string().contains("Only for") && !answer.to_string().contains("dice show"), "{answer}");
            mine[i % 3].push(answer);
        }
        // Families: one line per player; a location names itself.
        assert_eq!(asked[0].2.len(), 3, "{:?}", asked[0].2);
        assert!(asked.iter().any(|(r, _, w)| *r == "location" && w[0].contains("location 6")), "{asked:?}");
        assert_eq!(t.app.played().unwrap().decisions(), game, "reviews change nothing");
        // Each page got the answers to its own questions, and none of another's; nothing of
        // them reached a private voice.
        for (i, p) in phones.iter_mut().enumerate() {
            p.drain();
            let got: Vec<Value> = reviews_in(p).into_iter().cloned().collect();
            assert_eq!(got, mine[i], "phone {i}");
        }
        assert!(t.said.private().is_empty(), "{:?}", t.said.private());
    }
}

#[test]
fn a_review_that_cannot_be_answered_is_refused_saying_why_and_a_flood_of_them_is_bounded() {
    use vigie::phone::REVIEWS_AT_ONCE;
    // Before the game: the page runs, a phone joins, and no game is there to review.
    let mut early = None;
    let mut t = phone_table_then("phones-review-refused", 13, [PHONE; 3], true, |t| {
        let mut red = t.join(0);
        let state = red.got.iter().rev().find(|f| f["type"] == "state").unwrap().clone();
        assert_eq!(state["reviews"], json!([]), "reviews offered with no game: {state}");
        let refused = t.review(&mut red, json!({ "review": "score" }));
        assert_eq!((&refused["type"], &refused["why"]), (&json!("review_refused"), &json!("no_game")), "{refused}");
        early = Some(red);
    });
    let mut red = early.unwrap();
    // The game started: the page is told its reviews.
    red.until(|f| f["type"] == "state" && f["reviews"].as_array().is_some_and(|r| !r.is_empty()));
    let mut blue = t.join(1);
    t.poll_until_said("Blue's phone has joined.");
    let cases = [
        (json!({ "review": "history" }), json!(null), "unknown_review"),
        (json!({ "review": 3 }), json!(null), "unknown_review"),
        (json!({}), json!(null), "unknown_review"),
        // The mall has no cold storage: the interface refuses it.
        (json!({ "review": "cold_storage" }), json!("cold_storage"), "unknown_review"),
        (json!({ "review": "location", "location": 0 }), json!("location"), "no_location"),
        (json!({ "review": "location", "location": 9 }), json!("location"), "no_location"),
        (json!({ "review": "location", "location": "3" }), json!("location"), "no_location"),
        (json!({ "review": "location", "location": 2.5 }), json!("location"), "no_location"),
        (json!({ "review": "location" }), json!("location"), "no_location"),
    ];
    for (frame, review, why) in cases {
        let refused = t.review(&mut red, frame.clone());
        assert_eq!(refused["type"], "review_refused", "{frame}: {refused}");
        assert_eq!((&refused["review"], &refused["why"]), (&review, &json!(why)), "{frame}: {refused}");
    }
    // A flood from Red's page: at most REVIEWS_AT_ONCE answered in the window, the rest refused
    // at once; Blue's page is answered meanwhile, and Red's frames stay Red's.
    let flood = 40;
    for _ in 0..flood {
        red.ws.send(Message::text(json!({ "type": "review", "review": "score" }).to_string())).unwrap();
    }
    let answer = t.review(&mut blue, json!({ "review": "score" }));
    assert_eq!(answer["type"], "review", "{answer}");
    let start = Instant::now();
    let count = |p: &Phone, kind: &str| reviews_in(p).iter().filter(|f| f["type"] == kind).count();
    let before = (count(&red, "review"), count(&red, "review_refused"));
    while count(&red, "review") + count(&red, "review_refused") < before.0 + before.1 + flood {
        assert!(start.elapsed() < Duration::from_secs(10), "{:?}", reviews_in(&red));
        let app = &mut t.app;
        red.until_with(|f| f["type"] == "review" || f["type"] == "review_refused", || app.poll_phones());
    }
    let answered = count(&red, "review") - before.0;
    let too_many = reviews_in(&red).iter().filter(|f| f["why"] == "too_many").count();
    assert!(answered <= REVIEWS_AT_ONCE, "{answered} answered in one window");
    assert!(too_many >= flood - REVIEWS_AT_ONCE, "{too_many} refused as too many");
    blue.drain();
    assert_eq!(count(&blue, "review") + count(&blue, "review_refused"), 1, "{:?}", reviews_in(&blue));
    // Nothing of it reached the table.
    let table = t.said.table().join("\n");
    assert!(!table.contains("If the game ended now"), "{table}");
}

#[test]
fn a_french_and_an_english_page_share_one_game_each_in_its_own_language() {
    let mut t = phone_table("phones-lang", 5);
    let mut phones: Vec<Phone> = (0..3).map(|s| t.join(s)).collect();
    t.poll_until_said("Green's phone has joined.");
    // Red's page reads French, whatever the table speaks; Green's asks for a language Vigie
    // does not speak, and is told so in its own (the table's), nothing changed.
    let say = |p: &mut Phone, lang: &str| p.ws.send(Message::text(json!({ "type": "lang", "lang": lang }).to_string()));
    say(&mut phones[0], "fr").unwrap();
    let words = phones[0].until(|f| f["type"] == "words");
    assert_eq!((&words["words"]["lang"], &words["words"]["confirm"]), (&json!("fr"), &json!("Confirmer")), "{words}");
    t.app.poll_phones();
    // A review asked from the French page is answered in French; the table keeps English.
    let turn = t.review(&mut phones[0], json!({ "review": "turn" }));
    let line = turn["lines"][0].as_str().unwrap_or_default().to_owned();
    assert!(line.starts_with("Tour ") || line.starts_with("Mise en place."), "{turn}");
    let table = t.review_key('t', false);
    assert!(table.iter().any(|l| l.starts_with("Setting up.") || l.starts_with("Turn ")), "{table:#?}");
    say(&mut phones[2], "xx").unwrap();
    let refused = phones[2].until(|f| f["type"] == "lang_refused");
    assert!(refused["text"].as_str().unwrap().contains("English or French"), "{refused}");
    t.app.poll_phones();
    // Every secret choice on the phones, until Red was told a secret (the dice: this game's
    // badge holder) and both Red and Blue chose on their phones.
    let got = |p: &Phone, kind: &str| p.got.iter().any(|f| f["type"] == kind);
    for i in 0..20_000 {
        if got(&phones[0], "secret") && got(&phones[0], "accepted") && got(&phones[1], "accepted") {
            break;
        }
        let pending = t.app.game().unwrap().pending();
        if t.app.game().unwrap().is_finished() {
            for p in &mut phones {
                p.drain();
            }
            let s: Vec<Vec<&Value>> =
                phones.iter().map(|p| p.got.iter().filter(|f| f["type"] == "secret").collect()).collect();
            panic!("{s:#?}");
        }
        if !pending.is_secret() {
            t.press(KeyCode::Enter);
            // Read now and then: a page that never reads stops answering pings.
            if i % 100 == 0 {
                for p in &mut phones {
                    p.drain_now();
                }
            }
            continue;
        }
        for seat in pending.deciders().iter() {
            let offer = phones[seat.index()].offer();
            phones[seat.index()].choose(&offer, 0);
            t.answered(&mut phones[seat.index()]);
        }
    }
    for p in &mut phones {
        p.drain();
    }
    let of = |p: &Phone, kind: &str, field: &str| -> Vec<String> {
        (p.got.iter().filter(|f| f["type"] == kind))
            .filter_map(|f| f.pointer(field).and_then(Value::as_str).map(str::to_owned))
            .collect()
    };
    let (blue, red, green) = (&phones[1], &phones[0], &phones[2]);
    // The page's words: each in its own language; Green's stayed the table's.
    assert_eq!(of(blue, "words", "/words/lang").last().unwrap(), "en");
    assert_eq!(of(red, "words", "/words/lang").last().unwrap(), "fr");
    assert_eq!(of(green, "words", "/words/lang").last().unwrap(), "en");
    assert_eq!(of(red, "words", "/words/seat_titles/0").last().unwrap(), "Place de Rouge");
    // The questions and Vigie's answers.
    let questions = |p: &Phone| of(p, "offer", "/offer/question").join("\n");
    assert!(questions(red).contains("votre vote secret") && !questions(red).contains("your"), "{}", questions(red));
    assert!(
        questions(blue).contains("your secret ballot") && !questions(blue).contains("votre"),
        "{}",
        questions(blue)
    );
    assert!(
        of(red, "accepted", "/text").iter().all(|a| a.starts_with("Compté : ")),
        "{:?}",
        of(red, "accepted", "/text")
    );
    assert!(
        of(blue, "accepted", "/text").iter().all(|a| a.starts_with("Counted: ")),
        "{:?}",
        of(blue, "accepted", "/text")
    );
    // The secrets: in their reader's language (players named by a colour called by it in that
    // language).
    let secrets = |p: &Phone| of(p, "secret", "/text").join("\n");
    assert!(secrets(red).contains("Pour Rouge seulement : les dés montrent"), "{}", secrets(red));
    assert!(!secrets(red).contains("the dice show"), "{}", secrets(red));
    // The news: what happened, worded again from the same events in each page's language.
    let news = |p: &Phone| of(p, "news", "/item/text");
    let (french, english) = (news(red), news(blue));
    assert!(french.iter().any(|n| n.contains(" a voté.")), "{french:#?}");
    assert!(!french.iter().any(|n| n.contains(" has voted.")), "{french:#?}");
    assert!(french.iter().any(|n| n.starts_with("Pour Rouge seulement")), "{french:#?}");
    assert!(english.iter().any(|n| n.contains(" has voted.")), "{english:#?}");
    assert!(!english.iter().any(|n| n.contains(" a voté.")), "{english:#?}");
    assert!(news(green).iter().any(|n| n.contains(" has voted.")));
    // The table keeps its own language: its log never had Blue's words.
    let table = t.said.table().join("\n");
    assert!(table.contains(" has voted.") && !table.contains(" a voté") && !table.contains("Compté"), "{table}");
    // Privacy as before: no other phone was told Red's dice, in any language.
    assert!(secrets(blue).is_empty() && secrets(green).is_empty(), "{}\n{}", secrets(blue), secrets(green));
    assert!(t.said.private().is_empty(), "{:?}", t.said.private());
    // The table's own lines that are no game event, in each page's language too: a decision
    // undone and done again at the table.
    let ctrl = |c: char| vigie::input::Key { code: KeyCode::Char(c), ctrl: true, alt: false };
    t.app.key(ctrl('z'));
    t.app.key(ctrl('y'));
    let [red, blue, _] = &mut phones[..] else { unreachable!() };
    red.until(|f| f["type"] == "news" && f["item"]["text"].as_str().is_some_and(|n| n.starts_with("Rétabli : ")));
    blue.until(|f| f["type"] == "news" && f["item"]["text"].as_str().is_some_and(|n| n.starts_with("Done again: ")));
    let (french, english) = (news(red), news(blue));
    assert!(french.iter().any(|n| n.starts_with("Annulé : ")), "{french:#?}");
    assert!(!french.iter().any(|n| n.starts_with("Undone: ") || n.starts_with("Done again: ")), "{french:#?}");
    assert!(english.iter().any(|n| n.starts_with("Undone: ")), "{english:#?}");
    assert!(!english.iter().any(|n| n.starts_with("Annulé") || n.starts_with("Rétabli")), "{english:#?}");
    let table = t.said.table().join("\n");
    assert!(table.contains("Undone: ") && !table.contains("Annulé"), "{table}");
    // A phone that goes away and comes back, told to each page in its language.
    let green = phones.pop().unwrap();
    let token = green.token.clone();
    drop(green);
    t.poll_until_said("Green's phone went away");
    let _back = Phone { ws: t.connect(&token), token, got: Vec::new() };
    t.poll_until_said("Green's phone is back.");
    let [red, blue] = &mut phones[..] else { unreachable!() };
    red.until(|f| f["type"] == "news" && f["item"]["text"] == "Le téléphone de Vert est de retour.");
    blue.until(|f| f["type"] == "news" && f["item"]["text"] == "Green's phone is back.");
    assert!(news(red).iter().any(|n| n.starts_with("Le téléphone de Vert s'est absenté")), "{:#?}", news(red));
}

/// A phone that joins in French at an English table (its joining form read French): its page's
/// words, the news it finds there and all that comes after, its questions and Vigie's answers,
/// in French from its first frame, without a word from it after joining; the other phones and
/// the table keep English.
#[test]
fn a_phone_joined_in_french_reads_french_from_its_first_frame_at_an_english_table() {
    let mut t = phone_table("phones-join-fr", 5);
    let mut red = t.join_red_in_french();
    let found = red.until(|f| f["type"] == "news_since");
    let first = &red.got[0];
    assert_eq!((&first["type"], &first["words"]["lang"]), (&json!("words"), &json!("fr")), "{first}");
    assert_eq!(first["words"]["confirm"], "Confirmer", "{first}");
    // The news it found: what was said before it joined, worded again in French.
    let items: Vec<&str> = found["items"].as_array().unwrap().iter().filter_map(|i| i["text"].as_str()).collect();
    assert!(
        items.contains(&"La partie commence.") && items.contains(&"Le téléphone de Rouge a rejoint la table."),
        "{items:#?}"
    );
    assert!(!items.iter().any(|i| i.contains("The game begins") || i.contains("has joined")), "{items:#?}");
    let mut phones = vec![red, t.join(1), t.join(2)];
    t.poll_until_said("Green's phone has joined.");
    // Every secret choice on the phones until each chose once.
    let got = |p: &Phone, kind: &str| p.got.iter().any(|f| f["type"] == kind);
    for _ in 0..20_000 {
        if phones.iter().all(|p| got(p, "accepted")) {
            break;
        }
        let game = t.app.game().unwrap();
        assert!(!game.is_finished(), "the game ended first");
        let pending = game.pending();
        if !pending.is_secret() {
            t.press(KeyCode::Enter);
            for p in &mut phones {
                p.drain_now();
            }
            continue;
        }
        for seat in pending.deciders().iter() {
            let offer = phones[seat.index()].offer();
            phones[seat.index()].choose(&offer, 0);
            t.answered(&mut phones[seat.index()]);
        }
    }
    for p in &mut phones {
        p.drain();
    }
    let of = |p: &Phone, kind: &str, field: &str| -> Vec<String> {
        (p.got.iter().filter(|f| f["type"] == kind))
            .filter_map(|f| f.pointer(field).and_then(Value::as_str).map(str::to_owned))
            .collect()
    };
    let (red, blue) = (&phones[0], &phones[1]);
    assert!(of(red, "words", "/words/lang").iter().all(|l| l == "fr"), "{:?}", of(red, "words", "/words/lang"));
    let questions = of(red, "offer", "/offer/question").join("\n") + &of(red, "state", "/offer/question").join("\n");
    assert!(questions.contains("Rouge") && !questions.contains("Red"), "{questions}");
    assert!(
        of(red, "accepted", "/text").iter().all(|a| a.starts_with("Compté : ")),
        "{:?}",
        of(red, "accepted", "/text")
    );
    let news = of(red, "news", "/item/text");
    assert!(
        news.iter().any(|n| n.contains(" a voté.")) && !news.iter().any(|n| n.contains(" has voted.")),
        "{news:#?}"
    );
    assert!(of(blue, "news", "/item/text").iter().any(|n| n.contains(" has voted.")));
    assert!(of(blue, "words", "/words/lang").iter().all(|l| l == "en"));
    let table = t.said.table().join("\n");
    assert!(table.contains(" has voted.") && !table.contains(" a voté") && !table.contains("Compté"), "{table}");
}

/// The game's questions in each page's news, in that page's language (issue 26, point 4): an
/// English table of Lockdown or (`mall`) of Mall of Horror, Red's phone joined in French, Blue's
/// and Green's in English, played (the operator answers at the
/// keyboard, the phones their secret choices) to its end. Red's news holds each question in French and
/// none in English; Blue's holds them in English; the table hears English only.
fn questions_in_each_page_s_language(name: &str, mall: bool, fr: &[&str], en: &[&str]) {
    let mut t = phone_table_of(name, 7, [PHONE; 3], mall);
    let red = t.join_red_in_french();
    let mut phones = vec![red, t.join(1), t.join(2)];
    t.poll_until_said("Green's phone has joined.");
    let mut answered: Vec<Value> = vec![Value::Null; 3];
    for _ in 0..20_000 {
        let played = t.app.played().unwrap();
        if played.is_finished() {
            break;
        }
        if !played.is_secret() {
            t.press(KeyCode::Enter);
            continue;
        }
        let (before, deciders) = (played.decisions(), played.deciders());
        for seat in deciders.iter() {
            let p = &mut phones[seat.index()];
            // A new question (the last one answered may still be the last one read).
            let mut offer = p.offer();
            while offer["id"] == answered[seat.index()]["id"] {
                p.until(|f| f["type"] == "offer" || f["type"] == "state");
                offer = p.offer();
            }
            p.choose(&offer, 0);
            t.answered(&mut phones[seat.index()]);
            answered[seat.index()] = offer;
        }
        let start = Instant::now();
        while t.app.played().unwrap().decisions() < before + deciders.len() {
            assert!(start.elapsed() < Duration::from_secs(5), "the choices were not applied: {:#?}", t.recent());
            t.app.poll_phones();
            std::thread::sleep(Duration::from_millis(10));
        }
    }
    assert!(t.app.played().unwrap().is_finished(), "{:#?}", t.recent());
    for p in &mut phones {
        p.drain();
    }
    let news = |p: &Phone| -> Vec<String> {
        (p.got.iter().filter(|f| f["type"] == "news"))
            .filter_map(|f| f.pointer("/item/text").and_then(Value::as_str).map(str::to_owned))
            .collect()
    };
    let (red, blue) = (news(&phones[0]), news(&phones[1]));
    let table = t.said.table();
    for (french, english) in fr.iter().zip(en) {
        assert!(red.iter().any(|n| n.contains(french)), "Red's news lacks {french:?}: {red:#?}");
        assert!(!red.iter().any(|n| n.contains(english)), "Red's news has {english:?}: {red:#?}");
        assert!(blue.iter().any(|n| n.contains(english)), "Blue's news lacks {english:?}: {blue:#?}");
        assert!(!blue.iter().any(|n| n.contains(french)), "Blue's news has {french:?}: {blue:#?}");
        assert!(table.iter().any(|n| n.contains(english)) && !table.iter().any(|n| n.contains(french)));
    }
}

/// Lockdown: the placement, the moves, the victims' questions, the ballots' and destinations'
/// (whom the table waits for on their phones), the end.
#[test]
fn a_french_page_reads_the_game_s_questions_in_french_at_an_english_table_of_lockdown() {
    questions_in_each_page_s_language(
        "phones-questions-fr",
        false,
        &[
            "placez un personnage",
            "quel personnage envoyez-vous sur",
            "les monstres dévorent-ils",
            "choisissent sur leurs téléphones",
        ],
        &[
            "place a character",
            "which character goes to",
            "the monsters take at",
            "choose on their phones",
            "The game is over.",
        ],
    );
}

/// Mall of Horror: the same.
#[test]
fn a_french_page_reads_the_game_s_questions_in_french_at_an_english_table_of_mall_of_horror() {
    questions_in_each_page_s_language(
        "phones-questions-fr-mall",
        true,
        &[
            "placez un personnage, au choix",
            "quel personnage va ",
            "les zombies prennent-ils",
            "choisissent sur leurs téléphones",
        ],
        &[
            "place a character at",
            "which character goes to",
            "the zombies take at",
            "choose on their phones",
            "The game is over.",
        ],
    );
}

/// The joining form in the phone's own language, in a real browser (headless Chromium driven by
/// `tests/phones/join.mjs`) against this interface's page at an English table: a French
/// browser's form is French (its refusals too), its seats named in French, and its seat reads
/// French from its first frame (the news it finds included); an English browser's form switched
/// to French before joining re-words at once, keeping the code typed and the focus; a German
/// browser's form is the table's. axe-core finds nothing on the form in either language.
#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: headless Chromium")]
fn the_joining_form_reads_the_phone_s_language_in_chromium_and_the_seat_joins_in_it() {
    let _heavy = super::wait::alone_among_the_heavy();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/phones");
    for needed in ["node_modules/playwright-core/package.json", "node_modules/axe-core/axe.min.js"] {
        assert!(dir.join(needed).exists(), "the browser test needs {needed}: run ./setup.sh test");
    }
    let mut t = phone_table("phones-join-chromium", 5);
    let mut child = std::process::Command::new("node")
        .arg(dir.join("join.mjs"))
        .arg(format!("http://127.0.0.1:{}/", t.port))
        .arg(&t.code)
        .current_dir(&dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .expect("node runs (./setup.sh test installs it)");
    let (tx, rx) = std::sync::mpsc::channel();
    let out = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    // The interface reads the phones' events while the pages join.
    let mut lines = Vec::new();
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(120), "the browser script did not end: {lines:#?}");
        t.app.poll_phones();
        match rx.recv_timeout(Duration::from_millis(10)) {
            Ok(line) => {
                let end = line == "done" || line.starts_with("fail ");
                lines.push(line);
                if end {
                    break;
                }
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    eprintln!("the browser script said:\n{}", lines.join("\n"));
    let failed = lines.iter().find_map(|l| l.strip_prefix("fail "));
    assert!(failed.is_none(), "the browser script failed: {}\n{lines:#?}", failed.unwrap_or_default());
    let line = |prefix: &str| -> Value {
        let rest =
            lines.iter().find_map(|l| l.strip_prefix(prefix)).unwrap_or_else(|| panic!("no {prefix}: {lines:#?}"));
        serde_json::from_str(rest).unwrap_or_else(|_| json!(rest))
    };
    // axe-core: nothing on the form in either language, before and after the switch.
    let axed: Vec<&str> = lines.iter().filter_map(|l| l.strip_prefix("axe ")).collect();
    assert_eq!(
        axed.iter().map(|a| a.split(' ').next().unwrap()).collect::<Vec<_>>(),
        ["form-fr", "seats-fr", "seated-fr", "form-en", "form-switched"]
    );
    for a in &axed {
        assert!(a.ends_with(" []"), "axe found violations: {a}");
    }
    // Red's French browser: the form in French, each language named in its own.
    let red = line("form red ");
    assert_eq!(red["lang"], "fr", "{red}");
    assert_eq!(red["legend"], "Langue de cette page", "{red}");
    assert_eq!(red["langs"], json!([["en", "English", false], ["fr", "Français", true]]), "{red}");
    for field in ["title", "heading", "status", "join", "label", "button"] {
        let text = red[field].as_str().unwrap();
        assert!(!text.is_empty() && line("form blue ")[field] != text, "{field}: {red}");
    }
    assert_eq!(red["join"], "Rejoindre la table", "{red}");
    assert_eq!(line("refused red "), "Ce n’est pas le code que Vigie a dit. Réessayez.");
    // Its seats named in French; joined, its page and its news in French, the seat's language
    // French for Vigie; nothing kept on the phone (it chose nothing: its browser's language).
    assert_eq!(line("form red-seats ")["seats"], json!(["Rouge", "Bleu", "Vert"]));
    assert_eq!(line("form red-seats ")["question"], "Quelle place est la vôtre\u{202f}?");
    let joined = line("joined red ");
    assert_eq!((&joined["lang"], &joined["kept"]), (&json!("fr"), &Value::Null), "{joined}");
    let news: Vec<&str> = joined["news"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    assert!(news.contains(&"La partie commence."), "{joined}");
    assert!(!news.iter().any(|n| n.contains("The game") || n.contains("has joined")), "{joined}");
    assert_eq!(line("reloaded red ")["lang"], "fr");
    // Blue's English browser: English until the player chose French on the form, then French at
    // once, the code typed kept, the focus where it was; the choice kept on the phone.
    let blue = line("form blue ");
    assert_eq!(
        (&blue["lang"], &blue["legend"], &blue["join"]),
        (&json!("en"), &json!("Language of this page"), &json!("Join the table"))
    );
    assert_eq!(blue["langs"], json!([["en", "English", true], ["fr", "Français", false]]), "{blue}");
    let switched = line("switched blue ");
    for field in ["lang", "title", "heading", "status", "join", "label", "button", "legend", "langs", "question"] {
        assert_eq!(switched[field], red[field], "{field}: {switched}");
    }
    assert_eq!((&switched["code"], &switched["focus"]), (&json!(t.code), &json!("form-lang:fr")), "{switched}");
    assert_eq!(line("form blue-seats ")["seats"], json!(["Rouge (prise)", "Bleu", "Vert"]));
    let joined = line("joined blue ");
    assert_eq!((&joined["lang"], &joined["kept"]), (&json!("fr"), &json!("fr")), "{joined}");
    // Green's German browser: the table's language.
    assert_eq!(line("form green ")["lang"], "en");
    assert_eq!(line("joined green ")["lang"], "en");
    let phones = t.app.phones().expect("the page runs");
    use vigie::vocab::Lang;
    let langs: Vec<Option<Lang>> = (0..3).map(|s| phones.lang_of(Seat::new(s).unwrap())).collect();
    assert_eq!(langs, [Some(Lang::Fr), Some(Lang::Fr), None]);
    // The table kept its language.
    let table = t.said.table().join("\n");
    assert!(table.contains("Blue's phone has joined.") && !table.contains("a rejoint"), "{table}");
}
