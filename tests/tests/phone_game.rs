//! Players' phones for a whole game: the real binary in a real terminal (tmux), four phone pages
//! in a real headless Chromium (`tests/phones/table.mjs`) on the loopback address, secret entry
//! on, the phones making secret choices only. The operator presses Enter for what the table
//! decides; each phone answers its own ballots and destinations. Every frame each page received is checked: its seat's secrets
//! only. And the bench of the phones' latency (ignored: it prints figures).

use super::tmux::tmux;
use serde_json::Value;
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";

/// What the browser script said at its end.
#[derive(Default)]
pub(super) struct Ended {
    /// Every frame each page received, by name.
    pub frames: HashMap<String, Vec<Value>>,
    /// The latencies measured (ms).
    pub latencies: Vec<f64>,
    /// Who chose, once per answer.
    pub chose: Vec<String>,
    /// The pieces of news each page's list shows, by name.
    pub listed: HashMap<String, usize>,
    /// Each page's answers sent (`sent`: `{at, offer, option}`) and Vigie's replies to them
    /// (`got`: `{at, type, offer}`), by name; `at` in epoch milliseconds.
    pub sent: HashMap<String, Value>,
    /// Each page's language at the end, by name.
    pub langs: HashMap<String, String>,
}

/// The phones' browser script, running: its lines as they come.
pub(super) struct Browser {
    child: Child,
    input: ChildStdin,
    lines: mpsc::Receiver<String>,
    /// Lines read before [`Browser::stop`] (by [`Browser::failure`]), in order.
    early: std::cell::RefCell<Vec<String>>,
}

impl Browser {
    /// `node table.mjs URL NAMES...`, once every page holds its seat (a name may end in
    /// `:fr` or `:en`: that page then reads that language).
    pub(super) fn join(url: &str, names: &[&str]) -> Browser {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/phones");
        let missing: Vec<&str> = [
            (dir.join("node_modules/playwright-core/package.json"), "playwright-core (npm ci in tests/phones)"),
            (PathBuf::from(CHROMIUM), "Chromium (the Debian package chromium)"),
        ]
        .into_iter()
        .filter(|(p, _)| !p.exists())
        .map(|(_, what)| what)
        .collect();
        assert!(missing.is_empty(), "the phones' browser test needs {}: run ./setup.sh test", missing.join(", "));
        // An answer the pages never choose: taking back one's readiness (in each language).
        let never: Vec<String> = ["en", "fr"]
            .iter()
            .filter_map(|l| std::fs::read_to_string(dir.join(format!("../../locales/{l}/ui.ftl"))).ok())
            .filter_map(|f| f.lines().find_map(|l| l.strip_prefix("ui-phone-not-ready = ").map(str::to_owned)))
            .collect();
        assert_eq!(never.len(), 2, "the locales say how a player takes back their readiness");
        let mut child = Command::new("node")
            .env("VIGIE_NEVER", serde_json::to_string(&never).unwrap())
            .arg(dir.join("table.mjs"))
            .arg(url)
            .args(names)
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs (./setup.sh test installs it)");
        let input = child.stdin.take().unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let b = Browser { child, input, lines, early: Default::default() };
        let line = b.lines.recv_timeout(Duration::from_secs(60)).expect("the pages joined within a minute");
        assert_eq!(line, "joined", "the browser script said {line}");
        b
    }

    pub(super) fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Why the script failed, once it did (its `fail` line): read while the game goes on.
    pub(super) fn failure(&self) -> Option<String> {
        let mut early = self.early.borrow_mut();
        early.extend(self.lines.try_iter());
        early.iter().find_map(|l| l.strip_prefix("fail ").map(str::to_owned))
    }

    /// Ends the script: every frame each page received, by name, and the latencies measured.
    pub(super) fn stop(mut self) -> Ended {
        self.send("stop");
        let mut e = Ended::default();
        let mut early = std::mem::take(self.early.get_mut()).into_iter();
        loop {
            let line = match early.next() {
                Some(line) => line,
                None => self.lines.recv_timeout(Duration::from_secs(60)).expect("the browser script ends"),
            };
            let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
            match word {
                "frames" => {
                    let (name, json) = rest.split_once(' ').unwrap();
                    let raw: Vec<String> = serde_json::from_str(json).unwrap();
                    let parsed = raw.iter().map(|f| serde_json::from_str(f).unwrap_or(Value::String(f.clone())));
                    e.frames.insert(name.to_owned(), parsed.collect());
                }
                "latencies" => e.latencies = serde_json::from_str(rest).unwrap(),
                "chose" => e.chose.push(rest.to_owned()),
                "listed" => {
                    let (name, count) = rest.split_once(' ').unwrap();
                    e.listed.insert(name.to_owned(), count.parse().unwrap());
                }
                "sent" => {
                    let (name, json) = rest.split_once(' ').unwrap();
                    e.sent.insert(name.to_owned(), serde_json::from_str(json).unwrap());
                }
                "lang" => {
                    let (name, lang) = rest.split_once(' ').unwrap();
                    e.langs.insert(name.to_owned(), lang.to_owned());
                }
                "done" => break,
                _ => panic!("the browser script: {line}"),
            }
        }
        let _ = self.child.wait();
        e
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

/// A port free on the loopback address now.
pub(super) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// The real binary in tmux, its files in a home of its own.
pub(super) struct Term {
    session: String,
    pub(super) dir: PathBuf,
    /// Keys pressed so far.
    pub(super) pressed: std::cell::Cell<usize>,
}

impl Term {
    pub(super) fn start(name: &str, port: u16) -> Term {
        Term::start_with(name, port, "", "--no-speech --no-sounds --seed 21", env!("CARGO_BIN_EXE_vigie"))
    }

    /// The same, with more of the environment (`NAME=VALUE …`, or `-u NAME`), these flags of
    /// `vigie play` (outputs, seed), and that binary.
    pub(super) fn start_with(name: &str, port: u16, env: &str, outputs: &str, vigie: &str) -> Term {
        let dir = std::env::temp_dir().join(format!("vigie-phone-game-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("config/vigie")).unwrap();
        std::fs::write(dir.join("config/vigie/settings.toml"), "[screen]\nlarge = false\n").unwrap();
        let session = format!("vigie-phones-{name}-{}", std::process::id());
        let t = Term { session, dir, pressed: std::cell::Cell::new(0) };
        let d = t.dir.display();
        let cmd = format!(
            "exec env {env} HOME={d} XDG_CONFIG_HOME={d}/config XDG_DATA_HOME={d}/data XDG_STATE_HOME={d}/state \
             {vigie} play {outputs} --no-gamepad --log {d}/said.log --save {d}/game.json \
             --phone-bind 127.0.0.1 --phone-port {port}"
        );
        let out = tmux(&["new-session", "-d", "-s", &t.session, "-x", "120", "-y", "45", &cmd]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        t.wait_for("Main menu");
        t
    }

    pub(super) fn said(&self) -> String {
        std::fs::read_to_string(self.dir.join("said.log")).unwrap_or_default()
    }

    pub(super) fn screen(&self) -> String {
        String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-t", &self.session]).stdout).into_owned()
    }

    pub(super) fn wait_for(&self, needle: &str) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !self.said().contains(needle) {
            assert!(Instant::now() < deadline, "never said {needle:?}:\n{}", self.said());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits until the screen shows `needle`.
    pub(super) fn wait_for_screen(&self, needle: &str) {
        super::wait::until(
            super::wait::DEADLINE,
            || format!("the screen never showed {needle:?}:\n{}", self.screen()),
            || self.screen().contains(needle),
        );
    }

    /// Presses a key and waits until Vigie has answered (something more is said).
    pub(super) fn press(&self, key: &str) {
        let before = self.said().len();
        self.pressed.set(self.pressed.get() + 1);
        assert!(tmux(&["send-keys", "-t", &self.session, key]).status.success());
        let deadline = Instant::now() + Duration::from_secs(20);
        while self.said().len() <= before {
            assert!(Instant::now() < deadline, "no answer to {key}:\n{}", self.said());
            std::thread::sleep(Duration::from_millis(10));
        }
        std::thread::sleep(Duration::from_millis(30));
    }

    /// On the private channels' screen of a set-up of `count` players: each player's channel
    /// made their phone (the third choice). The first starts the page and opens the Phones
    /// screen (its address, code and QR code): `on_phones` acts there, then it is left.
    pub(super) fn phones_for_all(&self, count: usize, on_phones: impl FnOnce(&Term)) {
        let mut on_phones = Some(on_phones);
        for seat in 0..count {
            self.press("Home");
            for _ in 0..seat {
                self.press("Down");
            }
            self.press("Enter");
            self.press("Home");
            self.press("Down");
            self.press("Down");
            self.press("Enter");
            if let Some(act) = on_phones.take() {
                self.wait_for_screen("Say the address and code again");
                act(self);
                self.press("Escape");
            }
        }
    }

    /// On the same screen: secret entry chosen (the item after the `count` players').
    pub(super) fn secret_entry(&self, count: usize) {
        self.press("Home");
        for _ in 0..count {
            self.press("Down");
        }
        self.press("Enter");
        self.wait_for("Ballots and destinations: each player enters theirs in secret");
    }

    /// At the end of the set-up: the pages join (`names`, each from its own browser context; a
    /// name may end in `:fr` or `:en`), start answering what they are asked, and the game
    /// begins.
    pub(super) fn begin_with_phones(&self, names: &[&str]) -> Browser {
        let mut browser = Browser::join(&self.join_url(), names);
        for n in names.iter().map(|n| n.split(':').next().unwrap_or(n)) {
            self.wait_for(&format!("{n}'s phone has joined"));
        }
        browser.send("play");
        self.press("End");
        self.press("Enter"); // start
        self.wait_for("The game begins.");
        browser
    }

    /// The join address of the page, with its code, as `vigie phones` reads it.
    pub(super) fn join_url(&self) -> String {
        let file = self.dir.join("state/vigie/phones.json");
        let running: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        running["url"].as_str().unwrap().to_owned()
    }
}

impl Drop for Term {
    fn drop(&mut self) {
        let _ = tmux(&["kill-session", "-t", &self.session]);
    }
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: headless Chromium and tmux")]
fn four_phones_play_a_whole_game_with_secret_entry_each_getting_its_own_secrets_only() {
    let _heavy = super::wait::alone_among_the_heavy();
    let names = ["Red", "Blue", "Green", "Yellow"];
    let t = Term::start("game", free_port());
    // A new game of Lockdown in English, four players by colour, Red the youngest, Blue the
    // oldest, the board as it is, Vigie's dice.
    for k in ["Enter", "Enter", "Down", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "Down", "Enter"] {
        t.press(k);
    }
    t.press("End");
    t.press("Enter"); // the board is right
    t.press("Enter"); // Vigie rolls
    // Each player's channel: their phone; the phones make their players' secret choices only
    // (the operator the rest). Then secret entry.
    t.phones_for_all(names.len(), |t| {
        t.press("End");
        t.press("Up");
        t.press("Up");
        t.press("Enter");
        t.wait_for_screen("On the phones: secret choices only");
    });
    assert!(t.said().contains("Phones: on the same Wi-Fi, open 127.0.0.1:"), "{}", t.said());
    t.secret_entry(names.len());
    let browser = t.begin_with_phones(&names);
    // The operator goes on whenever the table decides; a choice on the phones is left to them.
    let start = Instant::now();
    while !t.said().contains("The game is over.") {
        assert!(start.elapsed() < Duration::from_secs(600), "the game did not end:\n{}", t.said());
        if let Some(why) = browser.failure() {
            panic!("the pages' script failed: {why}");
        }
        let screen = t.screen();
        if screen.contains(" on their phone") {
            std::thread::sleep(Duration::from_millis(50));
            continue;
        }
        t.press("Enter");
    }
    let said = t.said();
    let Ended { frames, chose, listed, .. } = browser.stop();
    // The table never heard a secret.
    assert!(!said.contains("Only for "), "a secret reached the table's log");
    // Every phone chose, and the table heard only that it had.
    for n in names {
        assert!(chose.iter().filter(|c| *c == n).count() >= 3, "{n} chose {chose:?}");
    }
    // Each page: its own dice when its player had them, and nothing of another seat.
    for me in names {
        let got = &frames[me];
        let text: Vec<String> = got.iter().map(Value::to_string).collect();
        let all = text.join("\n");
        if said.contains(&format!("The dice are for {me} alone.")) {
            assert!(all.contains(&format!("Only for {me}: the dice show")), "{me}'s page never got its dice");
        }
        assert!(
            all.contains(&format!("{me}, your secret ballot"))
                || all.contains(&format!("{me}, choose your destination"))
        );
        for other in names.iter().filter(|o| **o != me) {
            for f in &text {
                assert!(!f.contains(&format!("Only for {other}")), "{me}'s page got {other}'s secret: {f}");
                assert!(!f.contains(&format!("{other}, your secret ballot")), "{me}'s page got {other}'s ballot: {f}");
                assert!(
                    !f.contains(&format!("{other}, choose your destination")),
                    "{me}'s page got {other}'s choice: {f}"
                );
            }
        }
    }
    // Each page's news: the table's (as the table's log has it), its list showing the last of
    // them; and its player's turn said at least once (each votes).
    for me in names {
        let got = &frames[me];
        let items: Vec<&Value> = got
            .iter()
            .filter(|f| f["type"] == "news")
            .map(|f| &f["item"])
            .chain(got.iter().filter(|f| f["type"] == "news_since").flat_map(|f| f["items"].as_array().unwrap()))
            .collect();
        let public: Vec<&str> =
            items.iter().filter(|n| n["private"] == false).filter_map(|n| n["text"].as_str()).collect();
        assert!(public.len() > 20, "{me}'s page got {} pieces of news", public.len());
        // (With its detail: the table's log has it at the table's verbosity.)
        for text in &public {
            let heard = said.lines().any(|l| !l.trim().is_empty() && text.starts_with(l.trim()));
            assert!(heard, "{me}'s news holds {text:?}, which the table did not hear");
        }
        assert!(public.iter().any(|t| t.contains("The game is over.")), "{me}'s news never said the end");
        let ids: std::collections::BTreeSet<u64> = items.iter().filter_map(|n| n["id"].as_u64()).collect();
        assert_eq!(listed[me], ids.len().min(vigie::phone::NEWS_KEPT), "{me}'s page lists another number");
        assert!(got.iter().any(|f| f["type"] == "turn" && f["yours"] == true), "{me}'s page never heard its turn");
    }
    // The saved game is the one played, finished.
    let saved = vigie::store::save::load(&t.dir.join("game.json")).unwrap();
    assert!(saved.history.game().is_finished());
}

/// Six phones on the loopback address: from the moment the interface hands a secret to the
/// phones' server (just after the engine's event is put into words) to the moment the page's
/// live region says it, for 50 secrets to each phone. Goal: at most 100 ms at the 99th
/// percentile (docs/benchmarks.md).
#[test]
#[ignore = "a benchmark: prints figures, checks nothing that depends on speed"]
fn bench_phone_latency() {
    use vigie::engine::Seat;
    use vigie::phone::Secret;
    let (names, phones, browser) = six_phones();
    let rounds = 50;
    for round in 1..=rounds {
        phones.set_round(round);
        for (i, n) in names.iter().enumerate() {
            let seat = Seat::new(i as u8).unwrap();
            phones.secret(seat, Secret { text: format!("Only for {n}: the dice show {round}."), vibrate: vec![] });
        }
        // A turn's pace at a table is seconds; here, a secret to every phone every 100 ms.
        std::thread::sleep(Duration::from_millis(100));
    }
    std::thread::sleep(Duration::from_secs(1));
    let latencies = browser.stop().latencies;
    eprintln!("phone latency, {}", percentiles(latencies, "messages", names.len()));
}

/// Six phones on the loopback address: from the moment the interface hands a piece of the
/// table's news to the phones' server to the moment each page's polite live region says it,
/// for 50 pieces of news to every phone (the same news, to the six at once, as the table's
/// news goes), each page's list growing meanwhile. Goal: at most 100 ms at the 99th
/// percentile (docs/benchmarks.md).
#[test]
#[ignore = "a benchmark: prints figures, checks nothing that depends on speed"]
fn bench_phone_news_latency() {
    use vigie::phone::When;
    let (names, phones, browser) = six_phones();
    let count = 50;
    for i in 1..=count {
        let turn = 1 + i / 10;
        let text = format!("Piece of news {i}: two zombies enter the parking, which holds three characters.");
        phones.news(When { turn, phase: (i % 7 + 1) as u8 }, &|_, _| Some(text.clone()));
        // The table's news comes a few pieces at a time, seconds apart; here, one every 100 ms.
        std::thread::sleep(Duration::from_millis(100));
    }
    std::thread::sleep(Duration::from_secs(1));
    let Ended { latencies, listed, .. } = browser.stop();
    eprintln!("phone news latency, {}; listed {listed:?}", percentiles(latencies, "pieces of news", names.len()));
}

/// Six phones on the loopback address, each page joined in Chromium: their names, the
/// server, the browser.
fn six_phones() -> ([&'static str; 6], vigie::phone::Phones, Browser) {
    use vigie::phone::{Config, Phones};
    let names = ["Red", "Blue", "Green", "Yellow", "Black", "White"];
    let seats: Vec<String> = names.iter().map(|n| (*n).to_owned()).collect();
    let an = vigie::announce::Announcer::new(vigie::vocab::Lang::En, seats.clone()).unwrap();
    let words = vigie::ui::phone_page_words(&an, &seats, vigie::engine::Ruleset::Lockdown);
    let config = Config { bind: [127, 0, 0, 1].into(), port: 0, away_grace: Duration::from_secs(15) };
    let phones = Phones::start(&config, seats, words).unwrap();
    let browser = Browser::join(&phones.join_url(), &names);
    (names, phones, browser)
}

/// "N messages to 6 phones: median …, 95th percentile …, 99th percentile …, max … ms".
fn percentiles(mut latencies: Vec<f64>, what: &str, phones: usize) -> String {
    assert!(!latencies.is_empty(), "no live region changed");
    latencies.sort_by(f64::total_cmp);
    let at = |q: f64| latencies[((latencies.len() as f64 - 1.0) * q).round() as usize];
    format!(
        "{} {what} to {phones} phones: median {:.0} ms, 95th percentile {:.0} ms, 99th percentile {:.0} ms, max {:.0} ms",
        latencies.len(),
        at(0.5),
        at(0.95),
        at(0.99),
        at(1.0)
    )
}

/// The CPU time (user and system, in seconds) the process `pid` has used so far.
fn cpu_seconds(pid: &str) -> f64 {
    super::platform::cpu_seconds(pid).expect("the process's CPU time (Linux's /proc)")
}

/// The share of one core the process used over `span`, idle.
fn idle_cpu(pid: &str, span: Duration) -> f64 {
    let before = cpu_seconds(pid);
    std::thread::sleep(span);
    100.0 * (cpu_seconds(pid) - before) / span.as_secs_f64()
}

impl Term {
    /// The process id of Vigie in its tmux pane.
    pub(super) fn pid(&self) -> String {
        let out = tmux(&["display-message", "-p", "-t", &self.session, "#{pane_pid}"]);
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    }
}

/// Vigie's idle CPU: at the main menu with no phone, then with six phone pages joined and the
/// game begun, nobody pressing anything (docs/benchmarks.md, "The phone server under attack").
#[test]
#[ignore = "a benchmark: prints figures, checks nothing that depends on speed"]
fn bench_idle_cpu_with_six_phones() {
    let names = ["Red", "Blue", "Green", "Yellow", "Black", "White"];
    let span = Duration::from_secs(30);
    let t = Term::start("idle", free_port());
    let pid = t.pid();
    std::thread::sleep(Duration::from_secs(2));
    let alone = idle_cpu(&pid, span);
    // A new game of Lockdown in English, six players by colour, Red the youngest, Blue the
    // oldest, the board as it is, Vigie's dice; every player on their phone, secret entry on.
    for k in ["Enter", "Enter", "Down", "Down", "Down", "Enter"] {
        t.press(k);
    }
    for _ in 0..names.len() {
        t.press("Enter");
    }
    for k in ["Enter", "Down", "Enter", "End", "Enter", "Enter"] {
        t.press(k);
    }
    for seat in 0..names.len() {
        t.press("Home");
        for _ in 0..seat {
            t.press("Down");
        }
        t.press("Enter");
        t.press("Home");
        t.press("Down");
        t.press("Down");
        t.press("Enter");
        if seat == 0 {
            t.press("Escape");
        }
    }
    t.press("Home");
    for _ in 0..names.len() {
        t.press("Down");
    }
    t.press("Enter");
    t.wait_for("Ballots and destinations: each player enters theirs in secret");
    let browser = Browser::join(&t.join_url(), &names);
    for n in names {
        t.wait_for(&format!("{n}'s phone has joined"));
    }
    t.press("End");
    t.press("Enter"); // start
    t.wait_for("The game begins.");
    std::thread::sleep(Duration::from_secs(2));
    let with_phones = idle_cpu(&pid, span);
    let _ = browser.stop();
    eprintln!(
        "idle CPU of Vigie over {} s: {alone:.2}% of a core at the main menu, no phone; {with_phones:.2}% with six phones joined, the game begun",
        span.as_secs()
    );
}
