//! Six players, each on their phone as a whole seat (issue 26): the real binary in tmux, six
//! pages in headless Chromium (`tests/phones/table.mjs`), secret entry on and "each player also
//! makes their own decisions" chosen on the Phones screen during the set-up. The figures of
//! docs/benchmarks.md ("Phones: a decision to the table's voice", "Phones: memory") are measured
//! here, over whole games.

use super::phone_game::{Browser, Ended, Term, free_port};
use serde_json::Value;
use std::io::{Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const SIX: [&str; 6] = ["Red", "Blue", "Green", "Yellow", "Black", "White"];

/// Now, in epoch milliseconds (the clock the pages' `Date.now()` reads).
fn epoch_ms() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs_f64() * 1000.0
}

/// What [`Watch`] saw: each line of the log with the moment it appeared (epoch ms), and the
/// resident memory of the process (kB) at each look.
#[derive(Default)]
struct Seen {
    lines: Vec<(f64, String)>,
    rss: Vec<u64>,
}

/// Watches the real binary from beside it: its log (`--log`), read every millisecond, each line
/// stamped when it appears; and its resident memory (`/proc/PID/status`), every 100 ms.
struct Watch {
    stop: Arc<AtomicBool>,
    seen: Arc<Mutex<Seen>>,
    thread: Option<JoinHandle<()>>,
    pid: String,
}

impl Watch {
    fn start(log: PathBuf, pid: String) -> Watch {
        let stop = Arc::new(AtomicBool::new(false));
        let seen = Arc::new(Mutex::new(Seen::default()));
        let (stop2, seen2, pid2) = (stop.clone(), seen.clone(), pid.clone());
        let thread = std::thread::spawn(move || {
            let mut file = None;
            let mut at = 0u64;
            let mut partial = String::new();
            let mut looked = Instant::now() - Duration::from_secs(1);
            while !stop2.load(Ordering::Relaxed) {
                if file.is_none() {
                    file = std::fs::File::open(&log).ok();
                }
                if let Some(f) = file.as_mut() {
                    let mut bytes = Vec::new();
                    if f.seek(SeekFrom::Start(at)).is_ok() && f.read_to_end(&mut bytes).is_ok() && !bytes.is_empty() {
                        let now = epoch_ms();
                        at += bytes.len() as u64;
                        partial.push_str(&String::from_utf8_lossy(&bytes));
                        let mut s = seen2.lock().unwrap();
                        while let Some(end) = partial.find('\n') {
                            s.lines.push((now, partial[..end].to_owned()));
                            partial.drain(..=end);
                        }
                    }
                }
                if looked.elapsed() >= Duration::from_millis(100) {
                    looked = Instant::now();
                    if let Some(kb) = status_kb(&pid2, "VmRSS") {
                        seen2.lock().unwrap().rss.push(kb);
                    }
                }
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        Watch { stop, seen, thread: Some(thread), pid }
    }

    /// Its resident memory now (kB).
    fn rss(&self) -> u64 {
        status_kb(&self.pid, "VmRSS").expect("the process's memory (Linux's /proc)")
    }

    fn end(mut self) -> Seen {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            t.join().unwrap();
        }
        std::mem::take(&mut *self.seen.lock().unwrap())
    }
}

/// A field of `/proc/PID/status` in kB ("VmRSS:  12345 kB").
fn status_kb(pid: &str, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(&format!("{field}:")))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// A game of six, every player on their phone, secret entry on, and every decision of a
/// player's own asked on their phone too (the table's own steps too, since every player is on
/// a phone): set up at the keyboard (Lockdown, or the Mall of
/// Horror with `mall`), the pages joined (`names`: a name may end in `:fr` or `:en`), the game
/// begun, on Vigie `t` at its main menu. The pages answer every question from then on.
fn six_seats(t: Term, mall: bool, names: &[&str; 6]) -> (Term, Browser) {
    // A new game in English, six players by colour, the first the youngest (Lockdown), the
    // second the oldest, the board as it is, Vigie's dice.
    let game: &[&str] = if mall { &["Down", "Enter"] } else { &["Enter"] };
    for k in game.iter().chain(&["Enter", "Down", "Down", "Down", "Enter"]) {
        t.press(k);
    }
    for _ in 0..SIX.len() {
        t.press("Enter");
    }
    if mall {
        for k in ["Down", "Enter", "End", "Enter", "End", "Enter", "Enter"] {
            t.press(k);
        }
    } else {
        for k in ["Enter", "Down", "Enter", "End", "Enter", "Enter"] {
            t.press(k);
        }
    }
    t.wait_for_screen("Private channels:");
    // Each player's channel: their phone; then secret entry. The Phones screen says each
    // player also makes their own decisions (the default).
    t.phones_for_all(SIX.len(), |_| {});
    t.secret_entry(SIX.len());
    t.press("End");
    t.press("Up");
    t.press("Enter");
    t.wait_for_screen("On the phones: each player also makes their own decisions");
    t.press("Escape");
    let browser = t.begin_with_phones(names);
    (t, browser)
}

/// Lets the phones play the game on `t` to its end, pressing Enter for the table's own steps
/// only, those no phone is asked: when nothing was said for half a second and no phone is
/// waited for. The Enters pressed. (Since "a table without the operator", no step is left to
/// the keys when every player is on a phone: see [`untouched_to_the_end`].)
fn to_the_end(t: &Term) -> usize {
    let start = Instant::now();
    let (mut heard, mut quiet) = (t.said().len(), Instant::now());
    let mut keys = 0;
    while !t.said().contains("The game is over.") {
        assert!(start.elapsed() < Duration::from_secs(900), "the game did not end:\n{}", t.said());
        std::thread::sleep(Duration::from_millis(20));
        let now = t.said().len();
        if now != heard {
            (heard, quiet) = (now, Instant::now());
            continue;
        }
        let screen = t.screen();
        if quiet.elapsed() < Duration::from_millis(500)
            || screen.contains(" on their phone")
            || screen.contains("On the phones: waiting for ")
        {
            continue;
        }
        t.press("Enter");
        keys += 1;
        (heard, quiet) = (t.said().len(), Instant::now());
    }
    keys
}

/// Lets the phones play the game on `t` to its end, no key pressed; fails when nothing is said
/// for a minute (the game waits for what no phone is asked), with the screen and the log's end,
/// and at once when the pages' script failed (it says why).
fn untouched_to_the_end(t: &Term, browser: &Browser, game: &str) {
    let start = Instant::now();
    let (mut heard, mut quiet) = (t.said().len(), Instant::now());
    while !t.said().contains("The game is over.") {
        assert!(start.elapsed() < Duration::from_secs(900), "{game} did not end:\n{}", t.said());
        let now = t.said().len();
        if now != heard {
            (heard, quiet) = (now, Instant::now());
        }
        if let Some(why) = browser.failure() {
            panic!(
                "{game}: the pages' script failed: {why}\nthe log's end:\n{}",
                t.said().lines().rev().take(15).collect::<Vec<_>>().join("\n")
            );
        }
        assert!(
            quiet.elapsed() < Duration::from_secs(60),
            "{game}: nothing said for a minute, the screen:\n{}\nthe log's end:\n{}",
            t.screen(),
            t.said().lines().rev().take(15).collect::<Vec<_>>().join("\n")
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// One answer a page sent and Vigie accepted: whose, when it left the page, when the page got
/// Vigie's "Counted" (epoch ms).
struct Answer {
    name: String,
    sent: f64,
    back: f64,
}

/// The answers each page sent that Vigie accepted, by the moment the page got the acceptance;
/// and how many were refused.
fn accepted(ended: &Ended) -> (Vec<Answer>, usize) {
    let mut out = Vec::new();
    let mut refused = 0;
    for (name, v) in &ended.sent {
        let got = v["got"].as_array().unwrap();
        let mut used = vec![false; got.len()];
        for s in v["sent"].as_array().unwrap() {
            let at = s["at"].as_f64().unwrap();
            let reply = (0..got.len())
                .find(|&i| !used[i] && got[i]["offer"] == s["offer"] && got[i]["at"].as_f64().unwrap() >= at);
            let Some(i) = reply else { continue };
            used[i] = true;
            if got[i]["type"] == "accepted" {
                out.push(Answer { name: name.clone(), sent: at, back: got[i]["at"].as_f64().unwrap() });
            } else {
                refused += 1;
            }
        }
    }
    out.sort_by(|a, b| a.back.total_cmp(&b.back));
    (out, refused)
}

/// Each decision saved after `from` in the log (its moment and line), with the moment the
/// table's first words after it were written (none: it said nothing before the next).
fn decisions(lines: &[(f64, String)], from: usize) -> Vec<(f64, String, Option<f64>)> {
    let mut out: Vec<(f64, String, Option<f64>)> = Vec::new();
    for (at, line) in &lines[from..] {
        if let Some(saved) = line.strip_prefix("# saved ") {
            out.push((*at, saved.to_owned(), None));
        } else if !line.starts_with('#')
            && let Some(last) = out.last_mut()
            && last.2.is_none()
        {
            last.2 = Some(*at);
        }
    }
    out
}

/// Pairs each accepted answer with the decision it made: a decision saved between the moment
/// the page sent it and the moment the page heard it was counted, the player's own line first
/// ("vote Red", "place Red …"), else the first such one. The milliseconds from the page's answer
/// to the decision saved and to the table's first words after it; how many were not found.
fn paired(answers: &[Answer], saved: &[(f64, String, Option<f64>)]) -> (Vec<f64>, Vec<(f64, String)>, usize) {
    let mut used = vec![false; saved.len()];
    let (mut to_saved, mut to_words, mut lost) = (Vec::new(), Vec::new(), 0);
    for a in answers {
        let within: Vec<usize> = (0..saved.len())
            .filter(|&i| !used[i] && saved[i].0 >= a.sent - 1.0 && saved[i].0 <= a.back + 1.0)
            .collect();
        let own = within.iter().copied().find(|&i| saved[i].1.split_whitespace().nth(2) == Some(a.name.as_str()));
        let Some(i) = own.or(within.first().copied()) else {
            lost += 1;
            continue;
        };
        used[i] = true;
        to_saved.push(saved[i].0 - a.sent);
        match saved[i].2 {
            Some(words) => to_words.push((words - a.sent, saved[i].1.clone())),
            None => lost += 1,
        }
    }
    (to_saved, to_words, lost)
}

/// Whole games of Lockdown played by six pages with "each player also makes their own
/// decisions" on (three, seeds 21 to 23; `VIGIE_BENCH_GAMES` for another number); the keyboard
/// presses Enter for the table's own steps (when nothing was said for half a second and no
/// phone is waited for). Measured: from the moment a page sends its answer (its
/// `WebSocket.send`) to the moment Vigie writes the table's first words after the decision to
/// its log, which it does in the same call that hands them to the speech sink (`Router::send`);
/// and Vigie's resident memory over each game (`/proc/PID/status`). Goals: at most 150 ms at the
/// 99th percentile; under 25 MB resident (docs/benchmarks.md).
#[test]
#[ignore = "a benchmark: prints figures, checks nothing that depends on speed"]
fn bench_phone_decision_to_table_voice_and_memory_six_phones() {
    // `VIGIE_BENCH_SPEECH=1`: speech and sound cues on, on a private audio server and speech
    // daemon (as the speech tests); `VIGIE_BENCH_FLAGS`: more flags of `vigie play` (`--no-sounds`);
    // `VIGIE_BENCH_BIN`: another build of vigie (a release one).
    let stack = std::env::var_os("VIGIE_BENCH_SPEECH").map(|_| super::audio::Stack::start().expect("the audio stack"));
    let vigie = std::env::var("VIGIE_BENCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_vigie").to_owned());
    let games: u64 = std::env::var("VIGIE_BENCH_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(3);
    let flags = std::env::var("VIGIE_BENCH_FLAGS").unwrap_or_default();
    // `VIGIE_BENCH_ENV`: more of Vigie's environment (`NAME=VALUE …`).
    let more = std::env::var("VIGIE_BENCH_ENV").unwrap_or_default();
    eprintln!("{vigie} {flags}, speech and sounds {}", if stack.is_some() { "on" } else { "off" });
    let mut all = Vec::new();
    for seed in 21..21 + games {
        let (env, outputs) = match &stack {
            Some(s) => {
                let env = format!(
                    "-u PULSE_SERVER {more} XDG_RUNTIME_DIR={} SPEECHD_ADDRESS=unix_socket:{}",
                    s.dir.display(),
                    s.socket().display()
                );
                (env, format!("{flags} --seed {seed}"))
            }
            None => (more.clone(), format!("--no-speech --no-sounds {flags} --seed {seed}")),
        };
        let t = Term::start_with(&format!("decisions-{seed}"), free_port(), &env, &outputs, &vigie);
        all.extend(one_game(t, seed));
    }
    let mut slowest = all.clone();
    slowest.sort_by(|a, b| b.0.total_cmp(&a.0));
    slowest.truncate(5);
    eprintln!(
        "{games} games: a decision on a phone to the table's words: {}; the slowest: {slowest:?}",
        spread(all.into_iter().map(|w| w.0).collect())
    );
}

/// One game of the bench on Vigie `t`, at its main menu: its figures printed; each decision
/// made on a phone, the milliseconds from the page's answer to the table's words, with the
/// decision's line.
fn one_game(t: Term, seed: u64) -> Vec<(f64, String)> {
    let start = Instant::now();
    // At the main menu, once speech has looked for its voices (3 s after the first words).
    std::thread::sleep(Duration::from_secs(6));
    let watch = Watch::start(t.dir.join("said.log"), t.pid());
    let menu = watch.rss();
    let (t, browser) = six_seats(t, false, &SIX);
    let begun = watch.rss();
    let keys = to_the_end(&t);
    // What the end says, said.
    std::thread::sleep(Duration::from_millis(500));
    let (pid, end) = (t.pid(), watch.rss());
    let seen = watch.end();
    let peak = status_kb(&pid, "VmHWM").expect("the process's peak memory (Linux's /proc)");
    let ended = browser.stop();
    let from = seen.lines.iter().position(|(_, l)| l.contains("The game begins.")).unwrap_or(0);
    let saved = decisions(&seen.lines, from);
    let (answers, refused) = accepted(&ended);
    let (to_saved, to_words, lost) = paired(&answers, &saved);
    eprintln!(
        "seed {seed}: {} decisions in the game, {} answers accepted from the phones, {refused} refused, {lost} not paired, {keys} Enters, {:.0} s",
        saved.len(),
        answers.len(),
        start.elapsed().as_secs_f64()
    );
    eprintln!("  a decision on a phone to the table's words: {}", spread(to_words.iter().map(|w| w.0).collect()));
    eprintln!("  a decision on a phone to the decision saved: {}", spread(to_saved));
    let most = seen.rss.iter().max().copied().unwrap_or(0);
    eprintln!(
        "  resident memory (kB): {menu} at the main menu; {begun} with six phones, the game begun; {end} at the end; at most {most} seen over the game; peak (VmHWM) {peak}"
    );
    to_words
}

/// "N decisions: median …, 95th percentile …, 99th percentile …, max … ms".
fn spread(mut ms: Vec<f64>) -> String {
    assert!(!ms.is_empty(), "no decision measured");
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() as f64 - 1.0) * q).round() as usize];
    format!(
        "{} decisions: median {:.0} ms, 95th percentile {:.0} ms, 99th percentile {:.0} ms, max {:.0} ms",
        ms.len(),
        at(0.5),
        at(0.95),
        at(0.99),
        at(1.0)
    )
}

/// The colours' names in French, in the order of [`SIX`].
const SIX_FR: [&str; 6] = ["Rouge", "Bleu", "Vert", "Jaune", "Noir", "Blanc"];

/// A table without the operator (issue 26): a whole game of each ruleset played by six pages in
/// Chromium against the real binary, every player on their phone, secret entry on and each
/// player making their own decisions (the table's steps, the moments for cards and the end's
/// questions included), the keyboard untouched from the game's start to its end. Red's page
/// reads French, the others English. Checked: no key pressed after the set-up; the game over
/// (and saved);
/// every frame of every page holds no other seat's secret (its dice, ballot or destination, in
/// either language); each page in its own language (its words, Vigie's answers, the news of the
/// votes).
#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: headless Chromium and tmux")]
fn six_phones_play_whole_games_of_both_rulesets_with_the_keyboard_untouched_after_the_set_up() {
    let _heavy = super::wait::alone_among_the_heavy();
    let names = ["Red:fr", "Blue", "Green", "Yellow", "Black", "White"];
    for mall in [false, true] {
        let game = if mall { "Mall of Horror" } else { "Lockdown" };
        let t = Term::start(if mall { "six-mall" } else { "six" }, free_port());
        let (t, browser) = six_seats(t, mall, &names);
        let set_up = t.pressed.get();
        untouched_to_the_end(&t, &browser, game);
        assert_eq!(t.pressed.get(), set_up, "{game}: a key was pressed after the set-up");
        let said = t.said();
        let ended = browser.stop();
        if !mall {
            // The saved game is the one played, finished.
            assert!(vigie::store::save::load(&t.dir.join("game.json")).unwrap().history.game().is_finished());
        }
        // The table never heard a secret, nor Vigie's answers to a page.
        assert!(!said.contains("Only for ") && !said.contains("Counted: "), "{game}: the table's log:\n{said}");
        let (answers, refused) = accepted(&ended);
        assert!(answers.len() > 50, "{game}: {} answers accepted, {refused} refused", answers.len());
        for (i, me) in SIX.iter().enumerate() {
            let frames: Vec<String> = ended.frames[*me].iter().map(Value::to_string).collect();
            assert!(ended.chose.iter().filter(|c| *c == me).count() >= 3, "{game}: {me} chose {:?}", ended.chose);
            for j in (0..SIX.len()).filter(|j| *j != i) {
                let secrets = [
                    format!("Only for {}", SIX[j]),
                    format!("Pour {} seulement", SIX_FR[j]),
                    format!("{}, your secret ballot", SIX[j]),
                    format!("{}, votre vote secret", SIX_FR[j]),
                    format!("{}, choose your destination", SIX[j]),
                ];
                for f in &frames {
                    for s in &secrets {
                        assert!(!f.contains(s.as_str()), "{game}: {me}'s page got {s:?}: {f}");
                    }
                }
            }
        }
        // Each page in its own language: Red's French, the others English.
        let of = |me: &str, kind: &str, field: &str| -> Vec<String> {
            (ended.frames[me].iter().filter(|f| f["type"] == kind))
                .filter_map(|f| f.pointer(field).and_then(Value::as_str).map(str::to_owned))
                .collect()
        };
        assert_eq!(ended.langs["Red"], "fr", "{game}");
        assert_eq!(of("Red", "words", "/words/lang").last().unwrap(), "fr", "{game}");
        // Its questions call its player by the colour's French name, and no player by an
        // English one.
        let asked = of("Red", "offer", "/offer/question");
        assert!(asked.iter().any(|q| q.contains("Rouge")), "{game}: {asked:#?}");
        assert!(!asked.iter().any(|q| SIX.iter().any(|n| q.contains(n))), "{game}: {asked:#?}");
        let counted = of("Red", "accepted", "/text");
        // ("Compté : …", or "C'est noté." once ready.)
        assert!(counted.iter().any(|a| a.starts_with("Compté : ")), "{game}: {counted:?}");
        assert!(!counted.iter().any(|a| a.starts_with("Counted: ") || a.starts_with("You are")), "{game}: {counted:?}");
        let news = of("Red", "news", "/item/text");
        assert!(
            news.iter().any(|n| n.contains(" a voté.")) && !news.iter().any(|n| n.contains(" has voted.")),
            "{game}: {news:#?}"
        );
        for me in &SIX[1..] {
            assert_eq!(ended.langs[*me], "en", "{game}");
            let asked = of(me, "offer", "/offer/question");
            assert!(asked.iter().any(|q| q.contains(me)), "{game}: {me}: {asked:#?}");
            assert!(!asked.iter().any(|q| SIX_FR.iter().any(|n| q.contains(n))), "{game}: {me}: {asked:#?}");
            let counted = of(me, "accepted", "/text");
            assert!(counted.iter().any(|a| a.starts_with("Counted: ")), "{game}: {me}: {counted:?}");
            assert!(
                !counted.iter().any(|a| a.starts_with("Compté : ") || a.starts_with("C'est noté")),
                "{game}: {me}: {counted:?}"
            );
            let news = of(me, "news", "/item/text");
            assert!(
                news.iter().any(|n| n.contains(" has voted.")) && !news.iter().any(|n| n.contains(" a voté.")),
                "{game}: {me}: {news:#?}"
            );
        }
    }
}
