//! The phone server driven for real: a `Phones` on the loopback address, plain HTTP requests and
//! a WebSocket client, as a phone's page would talk to it (and as a stranger would).

use super::wait;
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};
use tungstenite::{Message, WebSocket};
use vigie::engine::Seat;
use vigie::phone::{Config, NEWS_KEPT, Offer, PageWords, PhoneEvent, Phones, Refusal, Secret, When};

const RED: Seat = Seat::FIRST;
fn blue() -> Seat {
    Seat::new(1).unwrap()
}

fn words() -> PageWords {
    PageWords { lang: "en".into(), title: "Your secrets".into(), ..PageWords::default() }
}

fn start() -> Phones {
    let config = Config { bind: [127, 0, 0, 1].into(), port: 0, away_grace: std::time::Duration::ZERO };
    Phones::start(&config, vec!["Red".into(), "Blue".into()], words()).unwrap()
}

fn port(p: &Phones) -> u16 {
    let a = p.address();
    a.trim_end_matches('/').rsplit(':').next().unwrap().parse().unwrap()
}

/// The headers of a request from the page's own origin, to the address it was served from.
fn own(p: &Phones) -> String {
    format!("Host: 127.0.0.1:{0}\r\nOrigin: http://127.0.0.1:{0}\r\n", port(p))
}

/// `GET path` as the page's browser asks it: the status and the body.
fn get(p: &Phones, path: &str) -> (u16, String) {
    http(p, format!("GET {path} HTTP/1.1\r\n{}Connection: close\r\n\r\n", own(p)).as_bytes())
}

/// One raw HTTP request: the status and the body.
fn http(p: &Phones, request: &[u8]) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port(p))).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    // The server may close before reading all of a refused request: what matters is its answer.
    let _ = s.write_all(request);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_owned()).unwrap_or_default();
    (status, body)
}

fn post_raw(p: &Phones, path: &str, body: &[u8]) -> (u16, String) {
    let mut req = format!(
        "POST {path} HTTP/1.1\r\n{}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        own(p),
        body.len()
    )
    .into_bytes();
    req.extend_from_slice(body);
    http(p, &req)
}

fn post(p: &Phones, path: &str, body: Value) -> (u16, Value) {
    let (status, text) = post_raw(p, path, body.to_string().as_bytes());
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn join(p: &Phones, seat: Seat) -> String {
    let (status, answer) = post(p, "/join", json!({ "code": p.code(), "seat": seat.index() }));
    assert_eq!(status, 200, "{answer}");
    answer["token"].as_str().unwrap().to_owned()
}

type Socket = WebSocket<TcpStream>;

fn open(p: &Phones) -> Socket {
    use tungstenite::client::IntoClientRequest;
    let s = TcpStream::connect(("127.0.0.1", port(p))).unwrap();
    let mut request = format!("ws://127.0.0.1:{}/ws", port(p)).into_client_request().unwrap();
    request.headers_mut().insert("Origin", format!("http://127.0.0.1:{}", port(p)).parse().unwrap());
    let (ws, _) = tungstenite::client(request, s).unwrap();
    ws.get_ref().set_read_timeout(Some(Duration::from_millis(100))).unwrap();
    ws
}

fn hello(p: &Phones, token: &str) -> Socket {
    let mut ws = open(p);
    ws.send(Message::text(json!({ "type": "hello", "token": token }).to_string())).unwrap();
    ws
}

/// What a socket reads.
enum Read1 {
    Frame(Value),
    Nothing,
    Closed,
}

fn read1(ws: &mut Socket) -> Read1 {
    match ws.read() {
        Ok(Message::Text(t)) => Read1::Frame(serde_json::from_str(t.as_str()).expect("frames are JSON")),
        Ok(Message::Close(_)) => Read1::Closed,
        Ok(_) => Read1::Nothing,
        Err(tungstenite::Error::Io(e))
            if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) =>
        {
            Read1::Nothing
        }
        Err(_) => Read1::Closed,
    }
}

/// Every frame the socket gets until `quiet` passes without one (or it closes); whether it
/// closed.
fn frames(ws: &mut Socket, quiet: Duration) -> (Vec<Value>, bool) {
    let mut got = Vec::new();
    let mut last = Instant::now();
    loop {
        match read1(ws) {
            Read1::Frame(f) => {
                got.push(f);
                last = Instant::now();
            }
            Read1::Closed => return (got, true),
            Read1::Nothing if last.elapsed() >= quiet => return (got, false),
            Read1::Nothing => {}
        }
    }
}

/// Frames until one of type `kind` (within the tests' deadline): all of them, that one last.
fn until(ws: &mut Socket, kind: &str) -> Vec<Value> {
    let start = Instant::now();
    let mut got = Vec::new();
    while start.elapsed() < wait::DEADLINE {
        match read1(ws) {
            Read1::Frame(f) => {
                let done = f["type"] == kind;
                got.push(f);
                if done {
                    return got;
                }
            }
            Read1::Closed => panic!("closed before a {kind} frame; got {got:?}"),
            Read1::Nothing => {}
        }
    }
    panic!("no {kind} frame; got {got:?}")
}

fn state(ws: &mut Socket) -> Value {
    until(ws, "state").pop().unwrap()
}

/// The seat's state, sent on connection, and the seat's news that follows it at once.
fn connected(ws: &mut Socket) -> Value {
    let state = state(ws);
    let news = until(ws, "news_since");
    assert_eq!(news.len(), 1, "{news:?}");
    state
}

/// The events until `want` is among them.
fn events_until(p: &Phones, want: &PhoneEvent) -> Vec<PhoneEvent> {
    let mut got = Vec::new();
    let start = Instant::now();
    loop {
        got.extend(p.take_events());
        if got.contains(want) {
            return got;
        }
        assert!(start.elapsed() < wait::DEADLINE, "no {want:?} among {got:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn secret(text: &str) -> Secret {
    Secret { text: text.into(), vibrate: vec![150, 200, 150] }
}

fn offer(id: u64) -> Offer {
    Offer { id, question: format!("Question {id}"), options: vec!["Red".into(), "Blue".into(), "Green".into()] }
}

fn texts(state: &Value) -> Vec<String> {
    state["secrets"].as_array().unwrap().iter().map(|s| s["text"].as_str().unwrap().to_owned()).collect()
}

#[test]
fn a_phone_joins_with_the_code_and_a_wrong_code_is_refused() {
    let p = start();
    assert!(p.address().starts_with("http://127.0.0.1:"));
    assert!(p.qr().len() > 10);
    assert_eq!(p.code().len(), 6);
    let wrong = wrong_code(&p);
    let wrong = wrong.as_str();
    let (status, answer) = post(&p, "/seats", json!({ "code": wrong }));
    assert_eq!((status, answer), (403, json!({ "refused": "wrong_code" })));
    let (status, answer) = post(&p, "/join", json!({ "code": wrong, "seat": 0 }));
    assert_eq!((status, answer), (403, json!({ "refused": "wrong_code" })));
    let (status, answer) = post(&p, "/seats", json!({ "code": p.code() }));
    assert_eq!(status, 200);
    assert_eq!(
        answer,
        json!({ "seats": [
            { "seat": 0, "name": "Red", "names": {}, "taken": false },
            { "seat": 1, "name": "Blue", "names": {}, "taken": false }
        ] })
    );
    let (status, answer) = post(&p, "/join", json!({ "code": p.code(), "seat": 2 }));
    assert_eq!((status, answer), (404, json!({ "refused": "no_seat" })));
    let token = join(&p, blue());
    assert_eq!(token.len(), 32);
    let (_, answer) = post(&p, "/seats", json!({ "code": p.code() }));
    assert_eq!(answer["seats"][1]["taken"], json!(true));
    // The QR code's address carries the join key: it joins without a code; a wrong key does not.
    let key = p.join_url().rsplit('#').next().unwrap().to_owned();
    assert_eq!(key.len(), 32);
    assert_eq!(p.join_url(), format!("{}#{key}", p.address()));
    let (status, answer) = post(&p, "/seats", json!({ "key": key }));
    assert_eq!((status, answer["seats"][0]["taken"].clone()), (200, json!(false)));
    let (status, answer) = post(&p, "/join", json!({ "key": "0".repeat(32), "seat": 0 }));
    assert_eq!((status, answer), (403, json!({ "refused": "wrong_key" })));
    let (status, answer) = post(&p, "/join", json!({ "key": key, "seat": 0, "device": "phone-a" }));
    assert_eq!((status, answer["seat"].clone()), (200, json!(0)));
    let events = events_until(&p, &PhoneEvent::Joined(blue()));
    assert_eq!(events.iter().filter(|e| **e == PhoneEvent::Refused { seat: None, why: Refusal::WrongCode }).count(), 2);
    // The page is served with its words, and nothing it needs comes from elsewhere.
    let (status, page) = get(&p, "/");
    assert_eq!(status, 200);
    assert!(page.contains("<title data-w=\"title\">Your secrets</title>"));
    for path in ["/app.js", "/style.css"] {
        let (status, _) = get(&p, path);
        assert_eq!(status, 200, "{path}");
    }
}

#[test]
fn a_second_device_for_a_taken_seat_is_refused_until_the_operator_gives_it_away() {
    let p = start();
    let first = join(&p, RED);
    let mut old = hello(&p, &first);
    connected(&mut old);
    assert!(p.connected(RED));
    let (status, answer) = post(&p, "/join", json!({ "code": p.code(), "seat": 0 }));
    assert_eq!((status, answer), (409, json!({ "refused": "seat_taken" })));
    events_until(&p, &PhoneEvent::Refused { seat: Some(RED), why: Refusal::SeatTaken });
    p.allow_new_phone(RED);
    let (got, closed) = frames(&mut old, wait::DEADLINE);
    assert!(closed, "the old phone's connection stays open");
    assert_eq!(got.iter().map(|f| f["type"].clone()).collect::<Vec<_>>(), [json!("replaced")]);
    assert!(!p.connected(RED));
    // The old token holds nothing any more; the new phone joins.
    let mut again = hello(&p, &first);
    let (got, closed) = frames(&mut again, wait::DEADLINE);
    assert!(closed);
    assert_eq!(got, [got[0].clone()]);
    assert_eq!((got[0]["type"].clone(), got[0]["why"].clone()), (json!("refused"), json!("bad_token")));
    let second = join(&p, RED);
    assert_ne!(first, second);
    let mut new = hello(&p, &second);
    assert_eq!(state(&mut new)["name"], json!("Red"));
    assert!(p.connected(RED));
}

/// A connection refused gets one refusal and the close, nothing else.
fn refused_alone(p: &Phones, first: Message) {
    let mut ws = open(p);
    ws.send(first.clone()).unwrap();
    let (got, closed) = frames(&mut ws, wait::DEADLINE);
    assert!(closed, "{first:?} left the connection open");
    assert_eq!(got.len(), 1, "{first:?}: {got:?}");
    assert_eq!((got[0]["type"].clone(), got[0]["why"].clone()), (json!("refused"), json!("bad_token")), "{first:?}");
}

#[test]
fn a_forged_a_malformed_or_an_earlier_runs_token_gets_nothing_but_a_refusal() {
    let earlier = start();
    let old_token = join(&earlier, RED);
    drop(earlier);
    let p = start();
    let token = join(&p, RED);
    p.secret(RED, secret("The dice: 3 and 5."));
    p.offer(RED, offer(1));
    let mut forged = token.clone().into_bytes();
    forged[0] = if forged[0] == b'0' { b'1' } else { b'0' };
    for bad in
        [String::from_utf8(forged).unwrap(), old_token, "0".repeat(32), token.to_uppercase() + "0", String::new()]
    {
        refused_alone(&p, Message::text(json!({ "type": "hello", "token": bad }).to_string()));
    }
    refused_alone(&p, Message::text(json!({ "type": "choose", "offer": 1, "option": 0 }).to_string()));
    refused_alone(&p, Message::binary(token.clone().into_bytes()));
    refused_alone(&p, Message::text(token.clone()));
    assert!(!p.connected(RED));
    assert!(!p.take_events().iter().any(|e| matches!(e, PhoneEvent::Chose { .. } | PhoneEvent::Back(_))));
}

#[test]
fn each_connection_gets_its_own_seats_frames_only() {
    let p = start();
    let (red_token, blue_token) = (join(&p, RED), join(&p, blue()));
    let mut red = hello(&p, &red_token);
    let mut blue_ws = hello(&p, &blue_token);
    connected(&mut red);
    connected(&mut blue_ws);
    p.set_round(1);
    p.secret(RED, secret("RED-SECRET dice 1 2"));
    p.secret(blue(), secret("BLUE-SECRET dice 6"));
    p.news(When { turn: 1, phase: 2 }, &|s, _| Some(if s == RED { "RED-NEWS".into() } else { "BLUE-NEWS".into() }));
    p.offer(RED, Offer { id: 10, question: "RED-QUESTION".into(), options: vec!["RED-A".into()] });
    p.offer(blue(), Offer { id: 11, question: "BLUE-QUESTION".into(), options: vec!["BLUE-A".into()] });
    p.accepted(blue(), 11, "BLUE-ACCEPTED".into());
    p.refuse_choice(RED, 10, "RED-REFUSED".into());
    p.withdraw(RED);
    p.set_words(PageWords { lang: "fr".into(), ..words() }, Vec::new());
    // The new words come last to both.
    let red_frames = until(&mut red, "words");
    let blue_frames = until(&mut blue_ws, "words");
    let red_text: Vec<String> = red_frames.iter().map(Value::to_string).collect();
    let blue_text: Vec<String> = blue_frames.iter().map(Value::to_string).collect();
    for f in &red_text {
        assert!(!f.contains("BLUE-"), "red got {f}");
    }
    for f in &blue_text {
        assert!(!f.contains("RED-"), "blue got {f}");
    }
    let kinds = |fs: &[Value]| fs.iter().map(|f| f["type"].as_str().unwrap().to_owned()).collect::<Vec<_>>();
    assert_eq!(kinds(&red_frames), ["state", "secret", "news", "news", "offer", "choice_refused", "offer", "words"]);
    assert_eq!(kinds(&blue_frames), ["state", "secret", "news", "news", "offer", "accepted", "words"]);
    // Its own secret enters its news, marked as its own; then the table's news.
    assert_eq!(
        red_frames[2]["item"],
        json!({ "id": 1, "text": "RED-SECRET dice 1 2", "turn": 0, "phase": 0, "private": true })
    );
    assert_eq!(red_frames[3]["item"], json!({ "id": 2, "text": "RED-NEWS", "turn": 1, "phase": 2, "private": false }));
    assert_eq!(blue_frames[3]["item"]["text"], json!("BLUE-NEWS"));
    assert!(red_text[1].contains("RED-SECRET") && blue_text[1].contains("BLUE-SECRET"));
    assert_eq!(red_frames[1]["vibrate"], json!([150, 200, 150]));
    // Every frame carries when the interface handed it over.
    assert!(
        red_frames.iter().chain(&blue_frames).all(|f| f["sent_at"].as_u64().is_some_and(|t| t > 1_600_000_000_000))
    );
}

#[test]
fn a_reconnection_gets_this_rounds_secrets_and_the_pending_choice_and_a_new_round_drops_the_old() {
    let p = start();
    let token = join(&p, RED);
    p.set_round(1);
    p.secret(RED, secret("first"));
    p.offer(RED, offer(3));
    let mut ws = hello(&p, &token);
    let s = state(&mut ws);
    assert_eq!(texts(&s), ["first"]);
    assert_eq!(s["offer"]["id"], json!(3));
    assert_eq!(s["offer"]["options"], json!(["Red", "Blue", "Green"]));
    drop(ws);
    events_until(&p, &PhoneEvent::Away(RED));
    p.secret(RED, secret("second, while away"));
    let mut ws = hello(&p, &token);
    let s = state(&mut ws);
    assert_eq!(texts(&s), ["first", "second, while away"]);
    assert_eq!(s["offer"]["question"], json!("Question 3"));
    events_until(&p, &PhoneEvent::Back(RED));
    p.set_round(2);
    let s = state(&mut ws);
    assert_eq!(texts(&s), Vec::<String>::new());
    assert_eq!(s["round"], json!(2));
    p.secret(RED, secret("third"));
    p.withdraw(RED);
    drop(ws);
    let mut ws = hello(&p, &token);
    let s = state(&mut ws);
    assert_eq!(texts(&s), ["third"]);
    assert_eq!(s["offer"], Value::Null);
}

fn choose(ws: &mut Socket, offer: Value, option: Value) {
    ws.send(Message::text(json!({ "type": "choose", "offer": offer, "option": option }).to_string())).unwrap();
}

#[test]
fn an_answer_becomes_a_choice_and_a_stale_or_impossible_one_is_refused() {
    let p = start();
    let token = join(&p, RED);
    let mut ws = hello(&p, &token);
    state(&mut ws);
    p.offer(RED, offer(5));
    until(&mut ws, "offer");
    choose(&mut ws, json!(4), json!(0));
    assert_eq!(until(&mut ws, "choice_refused").pop().unwrap()["why"], json!("stale"));
    choose(&mut ws, json!(5), json!(3));
    assert_eq!(until(&mut ws, "choice_refused").pop().unwrap()["why"], json!("no_option"));
    choose(&mut ws, json!(5), json!(1));
    events_until(&p, &PhoneEvent::Chose { seat: RED, offer: 5, option: 1 });
    // Sent twice (a double tap): the second is not a second choice.
    choose(&mut ws, json!(5), json!(2));
    assert_eq!(until(&mut ws, "choice_refused").pop().unwrap()["why"], json!("stale"));
    // Vigie refused it: the page asks again, and may answer again.
    p.refuse_choice(RED, 5, "Not that one.".into());
    assert_eq!(until(&mut ws, "choice_refused").pop().unwrap()["text"], json!("Not that one."));
    choose(&mut ws, json!(5), json!(2));
    events_until(&p, &PhoneEvent::Chose { seat: RED, offer: 5, option: 2 });
    p.accepted(RED, 5, "Your ballot is counted: Green.".into());
    assert_eq!(until(&mut ws, "accepted").pop().unwrap()["text"], json!("Your ballot is counted: Green."));
    choose(&mut ws, json!(5), json!(0));
    assert_eq!(until(&mut ws, "choice_refused").pop().unwrap()["why"], json!("stale"));
    assert!(!p.take_events().iter().any(|e| matches!(e, PhoneEvent::Chose { .. })));
}

#[test]
fn a_phone_that_goes_is_away_and_back_when_it_returns_and_a_reload_replaces_its_connection() {
    let p = start();
    let token = join(&p, RED);
    let mut ws = hello(&p, &token);
    state(&mut ws);
    assert!(p.connected(RED));
    ws.close(None).unwrap();
    let (_, closed) = frames(&mut ws, wait::DEADLINE);
    assert!(closed, "the server never closed its side");
    events_until(&p, &PhoneEvent::Away(RED));
    assert!(!p.connected(RED));
    let mut ws = hello(&p, &token);
    state(&mut ws);
    events_until(&p, &PhoneEvent::Back(RED));
    // A reload: the new connection takes over, the old one closes, and the seat never went away.
    let mut reload = hello(&p, &token);
    state(&mut reload);
    let (last, closed) = frames(&mut ws, wait::DEADLINE);
    assert!(closed);
    // The old page is told why, and stops trying (two tabs would take the seat from each other).
    assert_eq!(last.last().map(|f| f["type"].clone()), Some(json!("superseded")), "{last:?}");
    p.secret(RED, secret("after the reload"));
    assert_eq!(until(&mut reload, "secret").pop().unwrap()["text"], json!("after the reload"));
    // Nothing happens afterwards either: the old connection's end, handled by the server a
    // moment after it closed, is no absence. That moment is what is tested: no event says it.
    std::thread::sleep(Duration::from_millis(200));
    assert!(p.connected(RED));
    assert!(!p.take_events().iter().any(|e| matches!(e, PhoneEvent::Away(_) | PhoneEvent::Back(_))));
}

/// A six-digit code that is not the server's.
fn wrong_code(p: &Phones) -> String {
    if p.code() == "000000" { "000001".into() } else { "000000".into() }
}

#[test]
fn wrong_codes_are_limited_per_address_and_never_hold_back_a_right_token() {
    let p = start();
    let token = join(&p, RED);
    for _ in 0..10 {
        assert_eq!(post(&p, "/seats", json!({ "code": wrong_code(&p) })).0, 403);
    }
    assert_eq!(post(&p, "/seats", json!({ "code": wrong_code(&p) })), (429, json!({ "refused": "too_many" })));
    // This address's codes are refused for a while, even the right one.
    assert_eq!(post(&p, "/join", json!({ "code": p.code(), "seat": 1 })).0, 429);
    events_until(&p, &PhoneEvent::Refused { seat: None, why: Refusal::TooMany });
    // Its wrong tokens are refused as such, and never hold back its right one.
    for _ in 0..20 {
        refused_alone(&p, Message::text(json!({ "type": "hello", "token": "0".repeat(32) }).to_string()));
    }
    let mut ws = hello(&p, &token);
    assert_eq!(state(&mut ws)["name"], json!("Red"));
}

/// A small seeded generator (SplitMix64), so the bad requests are the same at every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// From `min` to `min + spread - 1` random bytes.
    fn bytes(&mut self, min: usize, spread: u64) -> Vec<u8> {
        let n = min + self.below(spread) as usize;
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// A frame that is not a right answer: malformed, the wrong shape, or a number out of range.
fn bad_json(rng: &mut Rng) -> String {
    match rng.below(8) {
        0 => String::from_utf8_lossy(&rng.bytes(1, 200)).into_owned(),
        1 => "{\"type\":\"choose\"".to_owned(),
        2 => json!({ "type": "choose", "offer": "1", "option": 0 }).to_string(),
        3 => json!({ "type": "choose", "offer": 1, "option": -1 }).to_string(),
        4 => json!({ "type": "choose", "offer": 1e300, "option": 0 }).to_string(),
        5 => json!({ "type": "steal", "seat": 1 }).to_string(),
        6 => json!([1, 2, { "type": "hello" }]).to_string(),
        _ => json!({ "type": "hello", "token": "x".repeat(rng.below(64) as usize) }).to_string(),
    }
}

#[test]
fn a_hundred_bad_requests_leave_the_server_answering_and_the_seats_unchanged() {
    let p = start();
    let (red_token, blue_token) = (join(&p, RED), join(&p, blue()));
    p.set_round(4);
    p.secret(RED, secret("red's"));
    p.secret(blue(), secret("blue's"));
    p.offer(RED, offer(8));
    let mut watch = hello(&p, &blue_token);
    let before = state(&mut watch);
    let mut red = hello(&p, &red_token);
    let red_before = state(&mut red);
    p.take_events();
    let mut rng = Rng(0x5EED_0B4D);
    for i in 0..100 {
        match rng.below(7) {
            // On the seat's own connection: frames it may not send.
            0 => red.send(Message::text(bad_json(&mut rng))).unwrap(),
            1 => red.send(Message::binary(rng.bytes(0, 64))).unwrap(),
            2 => {
                // Too big: the server closes the connection; the phone connects again.
                let _ = red.send(Message::text("x".repeat(8 * 1024 + rng.below(100_000) as usize)));
                let (_, closed) = frames(&mut red, wait::DEADLINE);
                assert!(closed, "request {i}: a huge frame left the connection open");
                red = hello(&p, &red_token);
                state(&mut red);
            }
            // As a first frame on a new connection.
            3 => {
                let mut ws = open(&p);
                let _ = ws.send(Message::text(bad_json(&mut rng)));
                let (got, _) = frames(&mut ws, Duration::from_millis(300));
                assert!(got.iter().all(|f| f["type"] == "refused"), "request {i}: {got:?}");
            }
            // HTTP bodies that are not a request.
            4 => {
                let path = ["/join", "/seats"][rng.below(2) as usize];
                let body = match rng.below(3) {
                    0 => rng.bytes(0, 300),
                    1 => bad_json(&mut rng).into_bytes(),
                    _ => vec![b'{'; 2048 + rng.below(4096) as usize],
                };
                let (status, _) = post_raw(&p, path, &body);
                assert!((400..500).contains(&status), "request {i}: {status}");
            }
            // Not even HTTP.
            5 => {
                let (status, _) = http(&p, &rng.bytes(1, 500));
                assert!(status == 0 || (400..500).contains(&status), "request {i}: {status}");
            }
            _ => {
                let (status, _) = get(&p, "/ws");
                assert!((400..500).contains(&status), "request {i}: {status}");
            }
        }
    }
    // The server still answers, each seat's state is as it was, and nobody chose anything.
    let (status, _) = get(&p, "/");
    assert_eq!(status, 200);
    p.set_round(4);
    let strip = |mut s: Value| {
        s["sent_at"] = Value::Null;
        s
    };
    assert_eq!(strip(state(&mut watch)), strip(before));
    assert_eq!(strip(state(&mut red)), strip(red_before));
    assert!(p.connected(RED) && p.connected(blue()));
    let events = p.take_events();
    assert!(!events.iter().any(|e| matches!(e, PhoneEvent::Chose { .. } | PhoneEvent::Joined(_))), "{events:?}");
}

#[test]
fn idle_connections_are_capped_per_address_and_closed_when_their_headers_never_come() {
    let p = start();
    // Many connections that send nothing: those past the cap are closed at once.
    let idle: Vec<TcpStream> = (0..40).map(|_| TcpStream::connect(("127.0.0.1", port(&p))).unwrap()).collect();
    // "At once": well before the headers' deadline, after which every one of them is closed.
    let closed = |s: &TcpStream| {
        s.set_nonblocking(true).unwrap();
        let mut s = s;
        let closed = matches!(s.read(&mut [0u8; 16]), Ok(0));
        s.set_nonblocking(false).unwrap();
        closed
    };
    wait::until(
        Duration::from_secs(5),
        || format!("only {} of 40 idle connections were refused", idle.iter().filter(|s| closed(s)).count()),
        || idle.iter().filter(|s| closed(s)).count() >= 20,
    );
    // The others are closed once their headers are late: the page answers again after that.
    let start = Instant::now();
    for s in &idle {
        let mut s = s;
        s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        let _ = s.read(&mut [0u8; 16]);
    }
    assert!(start.elapsed() < Duration::from_secs(15), "idle connections were kept {:?}", start.elapsed());
    drop(idle);
    let (status, page) = get(&p, "/");
    assert_eq!(status, 200, "{page}");
    // And nothing reached the seats.
    assert!(p.take_events().is_empty());
}

#[test]
fn a_phone_gone_for_a_moment_is_not_news_and_one_gone_longer_is_away_then_back() {
    let config = Config { bind: [127, 0, 0, 1].into(), port: 0, away_grace: Duration::from_millis(600) };
    let p = Phones::start(&config, vec!["Red".into(), "Blue".into()], words()).unwrap();
    let token = join(&p, RED);
    let mut ws = hello(&p, &token);
    state(&mut ws);
    events_until(&p, &PhoneEvent::Joined(RED));
    // A screen locked for a moment: gone (the server saw it go) and back within the grace,
    // nothing for the table.
    let gone = Instant::now();
    drop(ws);
    wait::until(wait::DEADLINE, || "the server never saw the phone go".into(), || !p.connected(RED));
    let mut ws = hello(&p, &token);
    state(&mut ws);
    assert!(gone.elapsed() < config.away_grace, "back too late to test the grace: {:?}", gone.elapsed());
    // The grace passing with nothing said is what is tested: no event says that nothing came.
    std::thread::sleep((config.away_grace + Duration::from_millis(300)).saturating_sub(gone.elapsed()));
    assert_eq!(p.take_events(), Vec::<PhoneEvent>::new());
    // Gone for longer: away once the grace has passed (not before), and back when it returns.
    let gone = Instant::now();
    drop(ws);
    let events = events_until(&p, &PhoneEvent::Away(RED));
    assert!(gone.elapsed() >= config.away_grace, "away after {:?} only", gone.elapsed());
    assert_eq!(events, [PhoneEvent::Away(RED)]);
    let mut ws = hello(&p, &token);
    state(&mut ws);
    events_until(&p, &PhoneEvent::Back(RED));
}

/// A hello holding the last piece of news `last` (any JSON), and whether its list is empty.
fn hello_holding(p: &Phones, token: &str, last: Value, list: bool) -> Socket {
    let mut ws = open(p);
    ws.send(Message::text(json!({ "type": "hello", "token": token, "news": last, "list": list }).to_string())).unwrap();
    ws
}

/// The news a connection is sent after its state: since, missed, and the items' ids.
fn news_since(ws: &mut Socket) -> (Value, Value, Vec<u64>) {
    let f = until(ws, "news_since").pop().unwrap();
    let ids = f["items"].as_array().unwrap().iter().map(|i| i["id"].as_u64().unwrap()).collect();
    (f["since"].clone(), f["missed"].clone(), ids)
}

#[test]
fn a_phone_back_from_sleep_gets_how_many_it_missed_then_them_and_a_garbled_number_gets_the_whole_log() {
    let p = start();
    let token = join(&p, RED);
    let mut ws = hello(&p, &token);
    assert_eq!(news_since(&mut ws), (Value::Null, Value::Null, vec![]));
    for i in 1..=3 {
        p.news(When { turn: 1, phase: 1 }, &|_, _| Some(format!("news {i}")));
    }
    let got = until(&mut ws, "news");
    assert_eq!(got.last().unwrap()["item"]["id"], json!(1));
    // The phone sleeps, holding up to news 1; meanwhile more happens.
    drop(ws);
    for i in 4..=6 {
        p.news(When { turn: 2, phase: 0 }, &|_, _| Some(format!("news {i}")));
    }
    let mut back = hello_holding(&p, &token, json!(1), false);
    assert_eq!(news_since(&mut back), (json!(1), json!(5), vec![2, 3, 4, 5, 6]));
    drop(back);
    // A page opened again, whose list is empty: the whole log, and what it missed.
    let mut reloaded = hello_holding(&p, &token, json!(4), true);
    assert_eq!(news_since(&mut reloaded), (json!(4), json!(2), vec![1, 2, 3, 4, 5, 6]));
    drop(reloaded);
    // Numbers it cannot hold are nothing held: the whole log, no summary, never a refusal.
    for bad in [json!(7), json!(-1), json!(2.5), json!("3"), json!([1]), json!({ "id": 1 }), json!(u64::MAX)] {
        let mut ws = hello_holding(&p, &token, bad.clone(), false);
        assert_eq!(news_since(&mut ws), (Value::Null, Value::Null, vec![1, 2, 3, 4, 5, 6]), "{bad}");
    }
    // A log past its bound keeps the last ones; the number missed counts them all.
    for i in 0..NEWS_KEPT {
        p.news(When::default(), &|_, _| Some(format!("more {i}")));
    }
    let mut ws = hello_holding(&p, &token, json!(6), false);
    let (since, missed, ids) = news_since(&mut ws);
    assert_eq!((since, missed, ids.len()), (json!(6), json!(NEWS_KEPT), NEWS_KEPT));
    assert_eq!(p.news_of(RED).len(), NEWS_KEPT);
    assert!(p.connected(RED));
}

/// The joining form in the phone's own language: the page served before a seat holds the
/// words of every language Vigie speaks (no player's name), opens in the browser's first one
/// it speaks, else the table's; the seats come named in each language; a join naming a
/// language makes the seat read it from its first frame; a forged one is ignored (the table's
/// language), and the request limits stay as they were.
#[test]
fn the_page_holds_every_language_s_words_and_a_join_names_the_seat_s_language() {
    use vigie::vocab::Lang;
    let p = start();
    let named = |w: PageWords, names: [&str; 2]| PageWords { seat_names: names.map(str::to_owned).to_vec(), ..w };
    let english = named(PageWords { seat_titles: vec!["Red's secrets".into()], ..words() }, ["Red", "Blue"]);
    let french = named(
        PageWords {
            lang: "fr".into(),
            title: "Vos secrets".into(),
            confirm: "Confirmer".into(),
            ..PageWords::default()
        },
        ["Rouge", "Bleu"],
    );
    p.set_words(english.clone(), vec![english, french]);
    let page = |accept: &str| {
        let request = format!("GET / HTTP/1.1\r\n{}{accept}Connection: close\r\n\r\n", own(&p));
        http(&p, request.as_bytes())
    };
    let (status, en) = page("");
    assert_eq!(status, 200);
    assert!(en.contains(r#"<html lang="en">"#) && en.contains(">Your secrets</title>"), "{en}");
    // Both languages' words, for the form; no player's name.
    assert!(en.contains("\"Vos secrets\"") && en.contains("\"Confirmer\""), "{en}");
    assert!(!en.contains("Rouge") && !en.contains("Red's secrets"), "{en}");
    let long = format!("Accept-Language: {}fr\r\n", "x-y;q=0.1,".repeat(300));
    for (accept, lang) in [
        ("Accept-Language: fr-FR,fr;q=0.9,en-US;q=0.8\r\n", "fr"),
        ("Accept-Language: de-DE, fr-CA;q=0.7\r\n", "fr"),
        ("Accept-Language: en-GB,fr\r\n", "en"),
        ("Accept-Language: de\r\n", "en"),
        ("Accept-Language: é;q=zz,,\r\n", "en"),
        ("Accept-Language: ;;q=,=\r\n", "en"),
        (long.as_str(), "en"),
    ] {
        let (status, body) = page(accept);
        assert_eq!(status, 200, "{accept}");
        assert!(body.contains(&format!(r#"<html lang="{lang}">"#)), "{accept}: {body}");
    }
    let (_, fr) = page("Accept-Language: fr\r\n");
    assert!(fr.contains(">Vos secrets</title>"), "{fr}");
    // The seats, named in each language.
    let (_, seats) = post(&p, "/seats", json!({ "code": p.code() }));
    assert_eq!(seats["seats"][0]["names"], json!({ "en": "Red", "fr": "Rouge" }), "{seats}");
    // Red joins in French: its first frame is its words in French.
    let _ = p.take_events();
    let (status, answer) = post(&p, "/join", json!({ "code": p.code(), "seat": 0, "lang": "fr" }));
    assert_eq!(status, 200, "{answer}");
    assert_eq!(p.lang_of(RED), Some(Lang::Fr));
    assert_eq!(p.take_events(), [PhoneEvent::Joined(RED), PhoneEvent::Lang { seat: RED, lang: Lang::Fr }]);
    let mut ws = hello(&p, answer["token"].as_str().unwrap());
    let got = until(&mut ws, "state");
    assert_eq!((&got[0]["type"], &got[0]["words"]["confirm"]), (&json!("words"), &json!("Confirmer")), "{got:?}");
    // Forged languages: the join is taken, the seat reads the table's language.
    for forged in [json!("xx"), json!("FR"), json!(7), json!(null), json!({ "lang": "fr" }), json!("f".repeat(900))] {
        let (status, answer) = post(&p, "/join", json!({ "code": p.code(), "seat": 1, "lang": forged }));
        assert_eq!(status, 200, "{forged}: {answer}");
        assert_eq!(p.lang_of(blue()), None, "{forged}");
        assert!(!p.take_events().iter().any(|e| matches!(e, PhoneEvent::Lang { .. })), "{forged}");
        p.allow_new_phone(blue());
    }
    // The body's limit is as it was.
    let (status, answer) = post(&p, "/join", json!({ "code": p.code(), "seat": 1, "lang": "f".repeat(2000) }));
    assert_eq!(status, 413, "{answer}");
}
