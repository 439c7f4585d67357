//! The Escape: Zombie City soundtrack (`vigie escape`): the timeline file's errors, the exported
//! track measured with sox (its length, a sound at each event, silence where the rulebook says
//! silence, the voices), and the live mode in tmux on a headless audio server, sped up, keys
//! included.
//!
//! The export and the live mode need `espeak-ng` and `sox` (and the live mode the audio
//! server's tools): without them these tests say so and pass, unless `VIGIE_REQUIRE_SPEECH=1`
//! (set by `./setup.sh test`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};
use vigie::escape::timeline::{Kind, Timeline};

fn have(tool: &str) -> bool {
    Command::new("sh").arg("-c").arg(format!("command -v {tool}")).output().is_ok_and(|o| o.status.success())
}

/// True when the tools are there; otherwise says so (and fails when they are required).
fn tools(names: &[&str]) -> bool {
    let missing: Vec<&&str> = names.iter().filter(|t| !have(t)).collect();
    if missing.is_empty() {
        return true;
    }
    assert!(std::env::var("VIGIE_REQUIRE_SPEECH").is_err(), "escape tests need {missing:?}: run ./setup.sh test");
    eprintln!("escape tests skipped: {missing:?} not installed (./setup.sh test installs them)");
    false
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vigie-escape-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `vigie escape ARGS`, with settings of its own (none: the defaults).
fn escape(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_vigie"))
        .arg("escape")
        .args(args)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_STATE_HOME", dir.join("state"))
        .output()
        .expect("vigie runs")
}

/// (RMS, peak) of `secs` seconds of a WAV file from `from` seconds, read by sox.
fn level(wav: &Path, from: f32, secs: f32) -> (f32, f32) {
    let out = Command::new("sox")
        .arg(wav)
        .args(["-n", "trim", &format!("{from:.3}"), &format!("{secs:.3}"), "stat"])
        .output()
        .expect("sox runs");
    let text = String::from_utf8_lossy(&out.stderr);
    let field = |name: &str| {
        text.lines()
            .find_map(|l| {
                l.strip_prefix(name).map(|v| v.trim_start_matches([' ', ':']).trim().parse::<f32>().unwrap_or(-1.0))
            })
            .unwrap_or_else(|| panic!("sox gave no {name}: {text}"))
    };
    (field("RMS     amplitude"), field("Maximum amplitude"))
}

fn length_secs(wav: &Path) -> f32 {
    let out = Command::new("soxi").arg("-D").arg(wav).output().expect("soxi runs");
    String::from_utf8_lossy(&out.stdout).trim().parse().expect("a length")
}

fn secs(ms: u32) -> f32 {
    ms as f32 / 1000.0
}

#[test]
fn a_wrong_timeline_is_named_with_its_line_in_the_users_language_and_nothing_starts() {
    let dir = temp_dir("wrong");
    let bundled = vigie::escape::timeline::DEFAULT_TOML;
    let line = bundled.lines().position(|l| l.contains("\"5:10\"")).expect("the first door") + 1;
    let wrong = dir.join("mine.toml");
    std::fs::write(
        &wrong,
        bundled.replace("{ at = \"5:10\", event = \"door\" }", "{ at = \"5:1O\", event = \"door\" }"),
    )
    .unwrap();
    let wav = dir.join("out.wav");
    for (lang, words) in
        [("en", format!("line {line}: 5:1O is not a time")), ("fr", format!("ligne {line} : 5:1O n'est pas"))]
    {
        let out =
            escape(&dir, &["--timeline", wrong.to_str().unwrap(), "--lang", lang, "--export", wav.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(&words) && err.contains("mine.toml"), "{err}");
        assert!(!wav.exists(), "a file was written");
    }
    // A field the format does not have, and a file that is not there.
    std::fs::write(&wrong, bundled.replace("silence = ", "silences = ")).unwrap();
    let out = escape(&dir, &["--timeline", wrong.to_str().unwrap(), "--lang", "en", "--export", wav.to_str().unwrap()]);
    let line = bundled.lines().position(|l| l.starts_with("silence")).unwrap() + 1;
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("line {line}: it is not what a timeline holds")));
    let out = escape(&dir, &["--timeline", "/nonexistent/t.toml", "--lang", "en", "--export", wav.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("The timeline /nonexistent/t.toml cannot be read"));
    // The bundled timeline, printed, is a start for a table's own.
    let out = escape(&dir, &["--print-timeline"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), bundled);
    let _ = std::fs::remove_dir_all(dir);
}

/// `vigie escape ARGS`, killed (and the test failed) if it has not ended within 60 s.
fn escape_within(dir: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_vigie"))
        .arg("escape")
        .args(args)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_STATE_HOME", dir.join("state"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("vigie runs");
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("vigie escape {args:?} did not end within 60 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn a_timeline_is_read_only_from_a_regular_file_of_at_most_1_mib() {
    let dir = temp_dir("bounded");
    let wav = dir.join("out.wav");
    let fifo = dir.join("pipe.toml");
    let link = dir.join("zero.toml");
    let big = dir.join("big.toml");
    std::fs::write(&big, vec![b'#'; 2 << 20]).unwrap();
    let mut cases = vec![(big.to_str().unwrap(), "is too large (over 1048576 bytes)", "est trop gros")];
    // Named pipes and devices, where the file system has them (Linux; not Windows).
    if super::platform::has_devices() {
        assert!(super::platform::make_pipe(&fifo), "no named pipe made");
        assert!(super::platform::symlink(std::path::Path::new("/dev/zero"), &link), "no link made");
        cases.push((fifo.to_str().unwrap(), "is a named pipe, not a file", "est un tube nommé"));
        cases.push(("/dev/zero", "is a device, not a file", "est un périphérique"));
        cases.push((link.to_str().unwrap(), "is a device, not a file", "est un périphérique"));
    }
    for (file, en, fr) in cases {
        for (lang, words) in [("en", en), ("fr", fr)] {
            let out = escape_within(&dir, &["--timeline", file, "--lang", lang, "--export", wav.to_str().unwrap()]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{file}: {err}");
            assert!(err.contains(words) && err.contains(file), "{file} ({lang}): {err}");
            assert!(!wav.exists(), "a file was written");
        }
    }
    // Just under the limit, 24,000 events: read, and refused at the line of its second event.
    let mut text =
        String::from("format = \"vigie-escape-timeline\"\nversion = 1\nlength = \"20:00\"\nsilence = \"0:05\"\n");
    let head = text.lines().count();
    for i in 0..24_000 {
        text.push_str(&format!("\n[[events]]\nat = \"{}:{:02}\"\nevent = \"escape\"\n", (i / 60) % 999, i % 60));
    }
    assert!(text.len() < 1 << 20, "{} bytes", text.len());
    std::fs::write(&big, &text).unwrap();
    let out =
        escape_within(&dir, &["--timeline", big.to_str().unwrap(), "--lang", "en", "--export", wav.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains(&format!("line {}:", head + 6)), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: espeak-ng and sox")]
fn the_exported_track_lasts_16_minutes_sounds_at_each_event_and_is_silent_where_the_rulebook_says() {
    if !tools(&["espeak-ng", "sox", "soxi"]) {
        return;
    }
    let dir = temp_dir("export");
    let t = Timeline::bundled();
    let events = t.events();
    for (track, lang) in [("1", "en"), ("2", "fr")] {
        let wav = dir.join(format!("track-{track}.wav"));
        let out = escape(&dir, &["--export", wav.to_str().unwrap(), "--track", track, "--lang", lang]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let len = length_secs(&wav);
        assert!((len - 960.0).abs() <= 1.0, "track {track} lasts {len} s");
        for (i, e) in events.iter().enumerate() {
            let at = secs(e.at);
            let next = events.get(i + 1).map_or(len, |n| secs(n.at));
            let loud = |from: f32, d: f32, what: &str| {
                let (rms, peak) = level(&wav, from, d);
                assert!(rms > 0.02 && peak > 0.2, "track {track}: no {what} at {from} s (rms {rms}, peak {peak})");
            };
            let quiet = |from: f32, d: f32, what: &str| {
                let (_, peak) = level(&wav, from, d);
                assert!(peak < 0.001, "track {track}: {what} from {from} s for {d} s is not silent (peak {peak})");
            };
            match e.kind {
                Kind::Escape => loud(at, 0.5, "call"),
                Kind::Countdown { gongs } => {
                    quiet(at - secs(t.silence()) + 0.05, secs(t.silence()) - 0.1, "the silence before the knocks");
                    loud(at, 0.15, "knock");
                    loud(at + 0.55, 0.15, "second knock");
                    for k in 0..gongs {
                        loud(at + 1.4 + 1.7 * f32::from(k), 0.5, "gong");
                    }
                }
                Kind::Door => {
                    loud(at, 0.3, "door slam");
                    quiet(at + 1.25, next - at - 1.35, "the pause after the door");
                }
                Kind::Scream => {
                    loud(at, 2.0, "scream");
                    quiet(at + 3.05, len - at - 3.1, "the end");
                }
            }
        }
        // Voices: 14 minutes left at one minute of play, and the last seconds counted.
        let (_, peak) = level(&wav, secs(events[0].at) + 60.0, 0.6);
        assert!(peak > 0.5, "track {track}: no voice at the first minute mark (peak {peak})");
        let (_, peak) = level(&wav, secs(events[2].at) - 1.0, 0.5);
        assert!(peak > 0.5, "track {track}: no voice at one second left (peak {peak})");
    }
    // A table's corrected timeline moves the countdown; without the spoken aids, the minute
    // mark is ambience alone.
    let mine = dir.join("mine.toml");
    let corrected = vigie::escape::timeline::DEFAULT_TOML.replace("\"4:32\"", "\"4:40\"");
    std::fs::write(&mine, corrected).unwrap();
    let wav = dir.join("mine.wav");
    let out = escape(
        &dir,
        &["--export", wav.to_str().unwrap(), "--timeline", mine.to_str().unwrap(), "--no-minutes", "--no-seconds"],
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(level(&wav, 280.0, 0.15).1 > 0.2, "no knock at 4:40");
    assert!(level(&wav, 278.05, 1.9).1 < 0.001, "no silence before 4:40");
    assert!(level(&wav, 272.0, 0.15).1 < 0.2, "a knock at 4:32");
    assert!(level(&wav, 70.0, 0.6).1 < 0.3, "a voice at the minute mark with --no-minutes");
    assert!(level(&wav, 309.0, 0.5).1 < 0.3, "a voice in the last seconds with --no-seconds");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn without_a_sound_device_it_says_so_and_exits_with_code_3() {
    let dir = temp_dir("no-device");
    let out = Command::new(env!("CARGO_BIN_EXE_vigie"))
        .args(["escape", "--lang", "en", "--track", "1"])
        .env_remove("PULSE_SERVER")
        .env("XDG_RUNTIME_DIR", &dir)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("SPEECHD_ADDRESS", format!("unix_socket:{}", dir.join("none.sock").display()))
        .output()
        .expect("vigie runs");
    assert_eq!(out.status.code(), Some(3), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("No sound output was found"));
    let _ = std::fs::remove_dir_all(dir);
}

/// `vigie escape` in a tmux session of its own, playing on a [`super::audio::Stack`].
struct Live {
    session: String,
}

impl Live {
    fn start(stack: &super::audio::Stack, name: &str, args: &str) -> Live {
        let session = format!("escape-{name}-{}", std::process::id());
        let d = stack.dir.display();
        let cmd = format!(
            "env -u PULSE_SERVER XDG_RUNTIME_DIR={d} SPEECHD_ADDRESS=unix_socket:{} XDG_CONFIG_HOME={d}/config \
             XDG_STATE_HOME={d}/state {} escape {args}; echo EXIT=$?; sleep 60",
            stack.socket().display(),
            env!("CARGO_BIN_EXE_vigie"),
        );
        let live = Live { session };
        let ok = super::tmux::tmux(&["new-session", "-d", "-s", &live.session, "-x", "150", "-y", "50", &cmd]);
        assert!(ok.status.success());
        live
    }

    /// Every line written so far.
    fn lines(&self) -> Vec<String> {
        let out = super::tmux::tmux(&["capture-pane", "-p", "-S", "-2000", "-t", &self.session]);
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::trim_end)
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect()
    }

    /// Waits for a line after the first `after` lines that `f` accepts; its index.
    fn wait(&self, after: usize, what: &str, f: impl Fn(&str) -> bool) -> usize {
        self.wait_for(Duration::from_secs(40), after, what, f)
    }

    fn wait_for(&self, limit: Duration, after: usize, what: &str, f: impl Fn(&str) -> bool) -> usize {
        let deadline = Instant::now() + limit;
        loop {
            let lines = self.lines();
            if let Some(i) = lines.iter().skip(after).position(|l| f(l)) {
                return after + i;
            }
            assert!(Instant::now() < deadline, "no {what}:\n{}", lines.join("\n"));
            sleep(Duration::from_millis(if limit > Duration::from_secs(60) { 500 } else { 30 }));
        }
    }

    /// Presses a key and waits for the line that answers it.
    fn press(&self, key: &str, answer: &str) -> String {
        let n = self.lines().len();
        super::tmux::tmux(&["send-keys", "-t", &self.session, key]);
        let i = self.wait(n, answer, |l| l.contains(answer));
        self.lines()[i].clone()
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        let _ = super::tmux::tmux(&["kill-session", "-t", &self.session]);
    }
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: PulseAudio, espeak-ng and tmux")]
fn the_live_track_plays_in_order_and_answers_its_keys() {
    if !tools(&["tmux", "espeak-ng"]) {
        return;
    }
    let Some(stack) = super::audio::Stack::start() else { return };
    let (wav, lines) = stack.record("speakers", "escape-live", || {
        let live = Live::start(&stack, "keys", "--lang en --track 2 --pause --speed 60");
        live.wait(0, "the first call", |l| l.starts_with("Escape! 15 minutes"));
        live.press("p", "Paused.");
        let a = live.press("t", "left. Countdown 1 in");
        sleep(Duration::from_millis(700));
        let b = live.press("Space", "left. Countdown 1 in");
        assert_eq!(a, b, "the time went on in the pause");
        live.press("p", "Going on.");
        live.press("q", "Stop the soundtrack? Enter stops it");
        live.press("x", "The soundtrack goes on.");
        let end = live.wait(0, "the end", |l| l == "EXIT=0");
        live.lines()[..end].to_vec()
    });
    // The events in their order, each once.
    let events: Vec<&str> = lines
        .iter()
        .filter_map(|l| {
            [
                "Escape!",
                "Countdown 1:",
                "Countdown 2:",
                "Last countdown:",
                "The door slams",
                "The scream",
                "The soundtrack is over",
            ]
            .into_iter()
            .find(|p| l.starts_with(p))
        })
        .collect();
    assert_eq!(
        events,
        [
            "Escape!",
            "Countdown 1:",
            "The door slams",
            "Escape!",
            "Countdown 2:",
            "The door slams",
            "Escape!",
            "Last countdown:",
            "The scream",
            "The soundtrack is over"
        ],
        "{lines:#?}"
    );
    // Each minute said once, in order; the last seconds counted in each countdown.
    let minutes: Vec<&str> = lines.iter().filter(|l| l.ends_with("minutes left.")).map(String::as_str).collect();
    let want: Vec<String> = (2..=14).rev().map(|m| format!("{m} minutes left.")).collect();
    assert_eq!(minutes, want);
    assert_eq!(lines.iter().filter(|l| *l == "One minute left.").count(), 1);
    for n in ["30 seconds.", "5", "3", "1"] {
        assert_eq!(lines.iter().filter(|l| *l == n).count(), 3, "{n}: {lines:#?}");
    }
    // The track was heard on the speakers.
    let heard = super::audio::segments(&wav, 0.3);
    let sound: f32 = heard.iter().map(|(a, b)| b - a).sum();
    assert!(sound > 10.0, "the speakers heard {sound} s: {heard:?}");
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: PulseAudio, espeak-ng and tmux")]
fn the_pause_key_is_off_by_default_and_a_stop_is_confirmed() {
    if !tools(&["tmux", "espeak-ng"]) {
        return;
    }
    let Some(stack) = super::audio::Stack::start() else { return };
    let live = Live::start(&stack, "stop", "--lang fr --track 1 --no-minutes --speed 60");
    live.wait(0, "the first call", |l| l.starts_with("Escape ! Reste 15 minutes"));
    live.press("p", "Pas de pause");
    live.press("t", "Reste ");
    live.wait(0, "the first countdown", |l| l.starts_with("Compte à rebours 1"));
    live.press("Escape", "Arrêter la bande-son ?");
    live.press("Enter", "Bande-son arrêtée.");
    let end = live.wait(0, "the exit", |l| l.starts_with("EXIT="));
    let lines = live.lines();
    assert_eq!(lines[end], "EXIT=0");
    assert!(!lines.iter().any(|l| l.starts_with("Plus que")), "minutes said with --no-minutes: {lines:#?}");
    assert!(!lines.iter().any(|l| l.starts_with("La porte claque")), "it did not stop: {lines:#?}");
}

/// The samples of a WAV file, mono at 22,050 Hz (converted by sox).
fn mono(wav: &Path) -> Vec<f32> {
    let out = Command::new("sox")
        .arg(wav)
        .args(["-t", "raw", "-e", "floating-point", "-b", "32", "-c", "1", "-r", "22050", "-"])
        .output()
        .expect("sox runs");
    out.stdout.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect()
}

/// RMS of frames of `n` samples.
fn envelope(x: &[f32], n: usize) -> Vec<f32> {
    x.chunks(n).map(|c| (c.iter().map(|s| s * s).sum::<f32>() / c.len() as f32).sqrt()).collect()
}

/// The lag (in samples, within `range`) at which `part` best matches `x` from `at + lag`
/// (normalised cross-correlation), and that correlation.
fn best_lag(x: &[f32], part: &[f32], at: i64, range: std::ops::RangeInclusive<i64>) -> (i64, f32) {
    let norm_p = part.iter().map(|s| s * s).sum::<f32>().sqrt();
    let mut best = (0, f32::MIN);
    for lag in range {
        let from = at + lag;
        if from < 0 || from as usize + part.len() > x.len() {
            continue;
        }
        let w = &x[from as usize..from as usize + part.len()];
        let dot: f32 = w.iter().zip(part).map(|(a, b)| a * b).sum();
        let norm_w = w.iter().map(|s| s * s).sum::<f32>().sqrt();
        let c = dot / (norm_p * norm_w).max(1e-9);
        if c > best.1 {
            best = (lag, c);
        }
    }
    best
}

/// Benchmark, not a check: the drift of a whole live run (16 minutes, real time) from the
/// timeline. The speakers' sink is recorded while `vigie escape` plays track 1; the same track
/// is exported; each event and each voice of the export is found in the recording by
/// cross-correlation, and its offset compared with the first one's. Run with
/// `cargo test --release --test tests bench_escape -- --ignored --nocapture` (17 minutes).
#[test]
#[ignore]
fn bench_escape_drift() {
    if !tools(&["tmux", "espeak-ng", "sox"]) {
        return;
    }
    let Some(stack) = super::audio::Stack::start() else { return };
    let dir = temp_dir("bench");
    let reference = dir.join("reference.wav");
    let t0 = Instant::now();
    let out = escape(&dir, &["--export", reference.to_str().unwrap(), "--track", "1", "--lang", "en"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    eprintln!("export of the whole track (16 minutes, voices included): {:.2} s", t0.elapsed().as_secs_f32());
    let (wav, _) = stack.record("speakers", "escape-drift", || {
        let live = Live::start(&stack, "drift", "--lang en --track 1");
        live.wait_for(Duration::from_secs(1200), 0, "the end", |l| l.starts_with("EXIT="));
    });
    let rec = mono(&wav);
    let refr = mono(&reference);
    // Coarse: the offset of the whole track in the recording, from 10 ms envelopes.
    let (er, ef) = (envelope(&rec, 220), envelope(&refr, 220));
    let probe = &ef[..ef.len().min(40_000)];
    let (coarse, _) = best_lag(&er, probe, 0, 0..=(er.len() as i64 - probe.len() as i64).max(0));
    let offset = coarse * 220;
    eprintln!("the track starts {:.2} s into the recording", offset as f32 / 22_050.0);
    // Fine: each event and each voice, from 50 ms before it to 450 ms after.
    let t = Timeline::bundled();
    let mut marks: Vec<(u32, String)> = t.events().iter().map(|e| (e.at, format!("{:?}", e.kind))).collect();
    let said = vigie::escape::render::Track::new(&t, vigie::escape::render::TrackNo::One, None, true, true);
    marks.extend(said.said().iter().map(|(at, s)| (*at, format!("{s:?}"))));
    marks.sort();
    marks.dedup_by_key(|m| m.0);
    let mut drifts = Vec::new();
    for (at, what) in &marks {
        let start = (u64::from(*at) * 22_050 / 1000) as usize - 1_102;
        let part = &refr[start..start + 11_025];
        let (lag, c) = best_lag(&rec, part, start as i64 + offset, -4_410..=4_410);
        let ms = lag as f32 / 22.05;
        drifts.push(ms);
        eprintln!(
            "{:>8} {what:<22} offset {ms:+7.1} ms (correlation {c:.2})",
            vigie::escape::timeline::format_time(*at)
        );
    }
    let first = drifts[0];
    let worst = drifts.iter().map(|d| (d - first).abs()).fold(0.0f32, f32::max);
    eprintln!(
        "drift over the whole track: at most {worst:.1} ms from the first event; the last event {:+.1} ms",
        drifts[drifts.len() - 1] - first
    );
    let _ = std::fs::remove_dir_all(dir);
}
