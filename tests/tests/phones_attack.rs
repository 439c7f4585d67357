//! The phone server under attack, as someone on the same Wi-Fi would try it: the real server on
//! the loopback address, other devices simulated by source addresses 127.0.0.x (the whole
//! 127.0.0.0/8 block is this machine's loopback).
//!
//! `bench_phones_under_attack` (ignored: it prints figures) measures each attack of
//! docs/benchmarks.md ("The phone server under attack").

use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::{Ipv4Addr, TcpStream};
use std::os::fd::FromRawFd;
use std::time::{Duration, Instant};
use tungstenite::client::IntoClientRequest;
use tungstenite::{Message, WebSocket};
use vigie::engine::Seat;
use vigie::phone::{Config, PageWords, PhoneEvent, Phones};

const RED: Seat = Seat::FIRST;

fn words() -> PageWords {
    PageWords { lang: "en".into(), title: "Your secrets".into(), ..PageWords::default() }
}

fn names() -> Vec<String> {
    ["Red", "Blue", "Green", "Yellow"].iter().map(|n| (*n).to_owned()).collect()
}

fn start_with(grace: Duration) -> Phones {
    let config = Config { bind: [127, 0, 0, 1].into(), port: 0, away_grace: grace };
    Phones::start(&config, names(), words()).unwrap()
}

fn port(p: &Phones) -> u16 {
    let a = p.address();
    a.trim_end_matches('/').rsplit(':').next().unwrap().parse().unwrap()
}

/// The `n`th simulated device's address: 127.0.1.1, 127.0.1.2… (never the phone's 127.0.0.1).
fn device(n: usize) -> Ipv4Addr {
    let n = n as u32 + 1;
    Ipv4Addr::new(127, 1 + (n >> 16) as u8, (n >> 8) as u8, n as u8)
}

/// A TCP connection to the server from `from` (a loopback address of our choosing); `None` when
/// the connection could not be made.
fn connect_from(from: Ipv4Addr, port: u16) -> Option<TcpStream> {
    // SAFETY: a plain socket, bound and connected with libc; the descriptor is handed to a
    // TcpStream (which closes it) or closed here.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return None;
        }
        let one: libc::c_int = 1;
        libc::setsockopt(
            fd,
            libc::SOL_SOCKET,
            libc::SO_REUSEADDR,
            (&one as *const libc::c_int).cast(),
            std::mem::size_of::<libc::c_int>() as u32,
        );
        let addr = |ip: Ipv4Addr, port: u16| libc::sockaddr_in {
            sin_family: libc::AF_INET as libc::sa_family_t,
            sin_port: port.to_be(),
            sin_addr: libc::in_addr { s_addr: u32::from(ip).to_be() },
            sin_zero: [0; 8],
        };
        let local = addr(from, 0);
        let len = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
        if libc::bind(fd, (&local as *const libc::sockaddr_in).cast(), len) != 0 {
            libc::close(fd);
            return None;
        }
        let remote = addr(Ipv4Addr::LOCALHOST, port);
        if libc::connect(fd, (&remote as *const libc::sockaddr_in).cast(), len) != 0 {
            libc::close(fd);
            return None;
        }
        Some(TcpStream::from_raw_fd(fd))
    }
}

/// The headers a browser sends to the page's own server.
fn own(port: u16) -> String {
    format!("Host: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n")
}

/// One request from `from`: the status and the body (0 and nothing when the server closed).
fn request_from(from: Ipv4Addr, port: u16, request: &[u8]) -> (u16, String) {
    let Some(mut s) = connect_from(from, port) else { return (0, String::new()) };
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let _ = s.write_all(request);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_owned()).unwrap_or_default();
    (status, body)
}

fn post_from(from: Ipv4Addr, port: u16, path: &str, body: &Value) -> (u16, Value) {
    let body = body.to_string();
    let req = format!(
        "POST {path} HTTP/1.1\r\n{}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        own(port),
        body.len()
    );
    let (status, text) = request_from(from, port, req.as_bytes());
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// The device id a phone's page keeps beside its token.
const PHONE_DEVICE: &str = "0123456789abcdef0123456789abcdef";

/// The phone (127.0.0.1) joins `seat` with the code: its token.
fn join(p: &Phones, seat: Seat) -> String {
    let body = json!({ "code": p.code(), "seat": seat.index(), "device": PHONE_DEVICE });
    let (status, answer) = post_from(Ipv4Addr::LOCALHOST, port(p), "/join", &body);
    assert_eq!(status, 200, "{answer}");
    answer["token"].as_str().unwrap().to_owned()
}

type Socket = WebSocket<TcpStream>;

/// A WebSocket from `from`, as the page opens it (its own origin); `None` when refused.
fn open_from(from: Ipv4Addr, port: u16) -> Option<Socket> {
    let s = connect_from(from, port)?;
    s.set_read_timeout(Some(Duration::from_secs(2))).ok()?;
    let mut req = format!("ws://127.0.0.1:{port}/ws").into_client_request().ok()?;
    req.headers_mut().insert("Origin", format!("http://127.0.0.1:{port}").parse().ok()?);
    let (ws, _) = tungstenite::client(req, s).ok()?;
    Some(ws)
}

/// The phone reconnects with its token from `from`: true when its seat's state came within 2 s.
fn reconnect(from: Ipv4Addr, port: u16, token: &str, device: &str) -> bool {
    let Some(mut ws) = open_from(from, port) else { return false };
    if ws.send(Message::text(json!({ "type": "hello", "token": token, "device": device }).to_string())).is_err() {
        return false;
    }
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(2) {
        match ws.read() {
            Ok(Message::Text(t)) => {
                let f: Value = serde_json::from_str(t.as_str()).unwrap_or(Value::Null);
                if f["type"] == "state" {
                    let _ = ws.close(None);
                    return true;
                }
                if f["type"] == "refused" {
                    return false;
                }
            }
            Ok(_) => {}
            Err(_) => return false,
        }
    }
    false
}

/// Whether the server still holds this connection open (what it sent is read and dropped).
fn is_open(s: &mut TcpStream) -> bool {
    s.set_nonblocking(true).unwrap();
    let open = loop {
        match s.read(&mut [0u8; 512]) {
            Ok(0) => break false,
            Ok(_) => {}
            Err(e) => break e.kind() == std::io::ErrorKind::WouldBlock,
        }
    };
    let _ = s.set_nonblocking(false);
    open
}

/// How many of these connections the server still holds open.
fn still_open(conns: &mut [TcpStream]) -> usize {
    conns.iter_mut().map(is_open).filter(|o| *o).count()
}

/// An attacker's connection of the kind named: `endless` (a POST whose declared body never
/// comes), `idle` (nothing sent), `slow` (headers one byte at a time, never finished).
fn attacker(kind: &str, from: Ipv4Addr, port: u16) -> Option<TcpStream> {
    let mut s = connect_from(from, port)?;
    match kind {
        "endless" => {
            let head = format!(
                "POST /join HTTP/1.1\r\n{}Content-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n{{",
                own(port)
            );
            let _ = s.write_all(head.as_bytes());
        }
        "slow" => {
            let _ = s.write_all(b"G");
        }
        _ => {}
    }
    Some(s)
}

/// `addresses` × `each` attacker connections held (refilled every 2 s when `refill`), while the
/// phone reconnects `tries` times, 1 s apart: the most connections the server held open at once
/// (0.5 s after each filling), those it still held at the end (after 30 s or more), and the
/// phone's failed reconnects.
fn hold(kind: &str, addresses: usize, each: usize, refill: bool, tries: usize) -> (usize, usize, usize) {
    let p = start_with(Duration::from_secs(15));
    let port = port(&p);
    let token = join(&p, RED);
    assert!(reconnect(Ipv4Addr::LOCALHOST, port, &token, PHONE_DEVICE), "the phone cannot connect at all");
    let open_all = |conns: &mut Vec<TcpStream>| {
        for a in 0..addresses {
            for _ in 0..each {
                if let Some(s) = attacker(kind, device(a), port) {
                    conns.push(s);
                }
            }
        }
    };
    let mut conns = Vec::new();
    open_all(&mut conns);
    std::thread::sleep(Duration::from_millis(500));
    let mut peak = still_open(&mut conns);
    let mut failed = 0;
    let mut last_refill = Instant::now();
    for _ in 0..tries {
        if refill && last_refill.elapsed() >= Duration::from_secs(2) {
            // Keep the still open ones, open as many again.
            conns.retain_mut(is_open);
            open_all(&mut conns);
            std::thread::sleep(Duration::from_millis(500));
            peak = peak.max(still_open(&mut conns));
            last_refill = Instant::now();
        }
        let t = Instant::now();
        if !reconnect(Ipv4Addr::LOCALHOST, port, &token, PHONE_DEVICE) {
            failed += 1;
        }
        std::thread::sleep(Duration::from_secs(1).saturating_sub(t.elapsed()));
    }
    (peak, still_open(&mut conns), failed)
}

/// Join codes guessed from ever new addresses (9 guesses each, under the limit per address),
/// for a free seat, until one is taken or `budget` passes: the guesses sent, the guesses
/// answered "wrong code" (checked), the time, whether a seat was taken, and the code changes
/// the table heard.
fn guess(budget: Duration) -> (usize, usize, Duration, bool, usize) {
    let p = start_with(Duration::from_secs(15));
    let port = port(&p);
    let digits = p.code().len();
    let space = 10u64.pow(digits as u32);
    let start = Instant::now();
    let (mut sent, mut checked, mut taken) = (0, 0, false);
    // Every code in turn, from a random start, as a careful attacker would.
    let mut next = vigie::seed::fresh() % space;
    while start.elapsed() < budget && !taken {
        let from = device(sent / 9);
        let code = format!("{next:0digits$}");
        next = (next + 1) % space;
        let (status, answer) = post_from(from, port, "/join", &json!({ "code": code, "seat": 3 }));
        sent += 1;
        match status {
            200 => taken = true,
            403 if answer["refused"] == "wrong_code" => checked += 1,
            _ => {}
        }
    }
    let elapsed = start.elapsed();
    std::thread::sleep(Duration::from_millis(200));
    let events = p.take_events();
    let changes = events.iter().filter(|e| format!("{e:?}").starts_with("CodeChanged")).count();
    (sent, checked, elapsed, taken, changes)
}

/// Ten wrong tokens from the phone's own address, again and again, while the phone reconnects
/// `tries` times, 1 s apart: its failed reconnects.
fn own_address(tries: usize) -> usize {
    let p = start_with(Duration::from_secs(15));
    let port = port(&p);
    let token = join(&p, RED);
    let mut failed = 0;
    for _ in 0..tries {
        let t = Instant::now();
        for i in 0..10 {
            if let Some(mut ws) = open_from(Ipv4Addr::LOCALHOST, port) {
                let wrong = format!("{i:032x}");
                let _ = ws.send(Message::text(json!({ "type": "hello", "token": wrong }).to_string()));
                let _ = ws.read();
            }
        }
        if !reconnect(Ipv4Addr::LOCALHOST, port, &token, PHONE_DEVICE) {
            failed += 1;
        }
        std::thread::sleep(Duration::from_secs(1).saturating_sub(t.elapsed()));
    }
    failed
}

/// A phone that drops and comes back: `gaps` are (when it goes, how long it is gone) from the
/// start, with the real 15 s of grace. The table's "went away" and "is back".
fn absences(gaps: &[(Duration, Duration)], grace: Duration) -> (usize, usize) {
    let p = start_with(grace);
    let port = port(&p);
    let token = join(&p, RED);
    let start = Instant::now();
    let mut ws = open_from(Ipv4Addr::LOCALHOST, port).unwrap();
    ws.send(Message::text(json!({ "type": "hello", "token": token, "device": PHONE_DEVICE }).to_string())).unwrap();
    let mut events = Vec::new();
    for (at, gone) in gaps {
        std::thread::sleep(at.saturating_sub(start.elapsed()));
        drop(ws);
        std::thread::sleep(*gone);
        ws = open_from(Ipv4Addr::LOCALHOST, port).unwrap();
        ws.send(Message::text(json!({ "type": "hello", "token": token, "device": PHONE_DEVICE }).to_string()))
            .unwrap();
        events.extend(p.take_events());
    }
    std::thread::sleep(grace + Duration::from_secs(1));
    events.extend(p.take_events());
    let away = events.iter().filter(|e| matches!(e, PhoneEvent::Away(_))).count();
    let back = events.iter().filter(|e| matches!(e, PhoneEvent::Back(_))).count();
    (away, back)
}

#[test]
#[ignore = "a benchmark: prints figures, checks nothing that depends on speed"]
fn bench_phones_under_attack() {
    let only = std::env::var("VIGIE_ATTACK").unwrap_or_default();
    let run = |name: &str| only.is_empty() || only.split(',').any(|o| o == name);
    if run("endless") {
        for (addresses, each) in [(8, 16), (64, 16)] {
            let (held, after, failed) = hold("endless", addresses, each, false, 30);
            eprintln!(
                "endless bodies, {addresses} addresses x {each}: {held} held at once, {after} still held after 30 s; the phone failed {failed} reconnects of 30"
            );
        }
    }
    if run("idle") {
        for (addresses, each) in [(8, 16), (64, 16)] {
            let (held, _, failed) = hold("idle", addresses, each, true, 30);
            eprintln!(
                "idle connections refilled every 2 s, {addresses} addresses x {each}: at most {held} held at once; the phone failed {failed} reconnects of 30"
            );
        }
    }
    if run("slow") {
        let (held, after, failed) = hold("slow", 64, 16, false, 30);
        eprintln!(
            "slow headers, 64 addresses x 16: {held} held at once, {after} still held after 30 s; the phone failed {failed} reconnects of 30"
        );
    }
    if run("guess") {
        let (sent, checked, took, taken, changes) = guess(Duration::from_secs(60));
        eprintln!(
            "join codes guessed from new addresses: {sent} sent, {checked} checked, in {:.1} s; seat taken: {taken}; code changes heard: {changes}",
            took.as_secs_f64()
        );
    }
    if run("own") {
        let failed = own_address(20);
        eprintln!("ten wrong tokens a second from the phone's address: the phone failed {failed} reconnects of 20");
    }
    if run("absences") {
        let s = Duration::from_secs;
        let ms = Duration::from_millis;
        let (away, back) = absences(&[(s(0), ms(1500)), (ms(14_500), ms(1500))], s(15));
        eprintln!(
            "gone 1.5 s at 0 s and again at 14.5 s, 15 s of grace: {away} 'went away', {back} 'is back'"
        );
        let gaps: Vec<(Duration, Duration)> =
            (0..2000u64).map(|i| (ms(i * 15), ms(2 + (i * 7919) % 9))).collect();
        let (away, back) = absences(&gaps, s(15));
        eprintln!("2,000 quick reconnects over 30 s, 15 s of grace: {away} 'went away', {back} 'is back'");
    }
}
