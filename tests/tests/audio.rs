//! A headless audio stack for the tests that listen: a private PulseAudio with two null sinks
//! (speakers, headphones), a private speech-dispatcher, recordings measured with sox, and the
//! table interface run in tmux on it.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

pub(super) const TOOLS: [&str; 6] = ["pulseaudio", "pactl", "parecord", "speech-dispatcher", "espeak-ng", "sox"];

pub(super) fn have(tool: &str) -> bool {
    Command::new("sh").arg("-c").arg(format!("command -v {tool}")).output().is_ok_and(|o| o.status.success())
}

/// The audio server and the speech daemon, stopped by PID when dropped.
pub(super) struct Stack {
    pub(super) dir: PathBuf,
    pulse: Child,
    speechd: Option<Child>,
}

impl Stack {
    /// Two null sinks, speakers and headphones, each recorded on its own.
    pub(super) fn start() -> Option<Stack> {
        Stack::start_with(&[
            "module-null-sink sink_name=speakers sink_properties=device.description=Speakers",
            "module-null-sink sink_name=headphones sink_properties=device.description=Headphones",
        ])
    }

    /// Speakers and headphones as the left and right channels of one null sink (`recorder`), so
    /// that one recording holds both on one clock ([`Stack::record_mixed`]): two recordings of
    /// two sinks drift apart by up to seconds as streams come and go (each sink's latency
    /// changes, and its monitor's timeline with it), too much to time a secret against the
    /// table's words.
    pub(super) fn start_mixed() -> Option<Stack> {
        Stack::start_with(&[
            "module-null-sink sink_name=recorder sink_properties=device.description=Recorder",
            "module-remap-sink sink_name=speakers master=recorder channels=2 master_channel_map=front-left,front-left \
             channel_map=front-left,front-right remix=no sink_properties=device.description=Speakers",
            "module-remap-sink sink_name=headphones master=recorder channels=2 master_channel_map=front-right,front-right \
             channel_map=front-left,front-right remix=no sink_properties=device.description=Headphones",
        ])
    }

    fn start_with(modules: &[&str]) -> Option<Stack> {
        let missing: Vec<&str> = TOOLS.into_iter().filter(|t| !have(t)).collect();
        if !missing.is_empty() {
            assert!(
                std::env::var("VIGIE_REQUIRE_SPEECH").is_err(),
                "speech tests need {missing:?}: run ./setup.sh test"
            );
            eprintln!("speech tests skipped: {missing:?} not installed (./setup.sh test installs them)");
            return None;
        }
        // One folder (and so one audio server and one speech daemon) per test running.
        static STACKS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = STACKS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let dir = std::env::temp_dir().join(format!("vigie-speech-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        let mut pulse = Command::new("pulseaudio");
        pulse.args(["-n", "--daemonize=no", "--exit-idle-time=-1", "--log-target=stderr"]);
        pulse.args(["-L", "module-native-protocol-unix"]);
        for m in modules {
            pulse.args(["-L", m]);
        }
        let pulse = pulse
            .env("XDG_RUNTIME_DIR", &dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("pulseaudio starts");
        let mut stack = Stack { dir, pulse, speechd: None };
        let deadline = Instant::now() + Duration::from_secs(10);
        while !stack.cmd("pactl").arg("info").output().is_ok_and(|o| o.status.success()) {
            assert!(Instant::now() < deadline, "the audio server did not start");
            sleep(Duration::from_millis(100));
        }
        assert!(stack.cmd("pactl").args(["set-default-sink", "speakers"]).status().expect("pactl").success());
        stack.start_speechd();
        Some(stack)
    }

    pub(super) fn socket(&self) -> PathBuf {
        self.dir.join("sd.sock")
    }

    pub(super) fn start_speechd(&mut self) {
        self.speechd = self.spawn_speechd().0.take();
    }

    /// Starts a speech daemon at this stack's address and waits until it listens; it is stopped
    /// when the value is dropped.
    pub(super) fn spawn_speechd(&self) -> Speechd {
        let child = Command::new("speech-dispatcher")
            .args(["-s", "-t", "0", "-c", "unix_socket", "-S"])
            .arg(self.socket())
            .env("XDG_RUNTIME_DIR", &self.dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("speech-dispatcher starts");
        let daemon = Speechd(Some(child));
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::os::unix::net::UnixStream::connect(self.socket()).is_err() {
            assert!(Instant::now() < deadline, "speech-dispatcher did not start");
            sleep(Duration::from_millis(50));
        }
        daemon
    }

    /// Stops the daemon that libspeechd started on its own (autospawn) in this stack's folder,
    /// by the PID it wrote, and waits until it is gone.
    pub(super) fn stop_autospawned(&self) {
        let pid_file = self.dir.join("speech-dispatcher/pid/speech-dispatcher.pid");
        let Ok(pid) = std::fs::read_to_string(&pid_file) else { return };
        let pid = pid.trim().to_owned();
        if pid.is_empty() || !Path::new("/proc").join(&pid).exists() {
            return;
        }
        let _ = Command::new("kill").arg(&pid).status();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Path::new("/proc").join(&pid).exists() && Instant::now() < deadline {
            sleep(Duration::from_millis(20));
        }
        let _ = std::fs::remove_file(pid_file);
    }

    pub(super) fn stop_speechd(&mut self) {
        if let Some(mut c) = self.speechd.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    /// A command that sees this stack.
    pub(super) fn cmd(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut c = Command::new(program);
        c.env("XDG_RUNTIME_DIR", &self.dir)
            .env("SPEECHD_ADDRESS", format!("unix_socket:{}", self.socket().display()))
            .env("XDG_CONFIG_HOME", self.dir.join("config"))
            .env_remove("PULSE_SERVER");
        c
    }

    /// The file a recording named `name` is being written to (see [`Stack::record`]).
    pub(super) fn recording(&self, name: &str) -> PathBuf {
        self.dir.join(format!("{name}.wav"))
    }

    pub(super) fn vigie(&self) -> Command {
        self.cmd(env!("CARGO_BIN_EXE_vigie"))
    }

    /// Records a sink while `f` runs; the WAV file of what it received. A stream of silence
    /// plays into the sink meanwhile, so that the sink never idles and the recording keeps
    /// real time (an idle null sink's monitor gives no samples at all).
    pub(super) fn record<T>(&self, sink: &str, name: &str, f: impl FnOnce() -> T) -> (PathBuf, T) {
        self.record_on(sink, name, f)
    }

    fn record_on<T>(&self, sink: &str, name: &str, f: impl FnOnce() -> T) -> (PathBuf, T) {
        let path = self.dir.join(format!("{name}.wav"));
        let mut feeder = self
            .cmd("pacat")
            .arg(format!("--device={sink}"))
            .args(if sink == "recorder" { &["--latency-msec=10"][..] } else { &[] })
            .args(["--format=s16le", "--rate=44100", "--channels=2"])
            .arg("/dev/zero")
            .spawn()
            .expect("pacat starts");
        let mut rec = self
            .cmd("parecord")
            .arg(format!("--device={sink}.monitor"))
            .arg("--file-format=wav")
            .arg(&path)
            .spawn()
            .expect("parecord starts");
        // Under load the recorder may take a while to connect: wait until its file grows.
        let deadline = Instant::now() + Duration::from_secs(15);
        while std::fs::metadata(&path).map_or(0, |m| m.len()) < 40_000 {
            assert!(Instant::now() < deadline, "the recorder did not start");
            sleep(Duration::from_millis(50));
        }
        let out = f();
        sleep(Duration::from_millis(400));
        // parecord finishes its file on SIGINT.
        let _ = Command::new("kill").args(["-INT", &rec.id().to_string()]).status();
        let _ = rec.wait();
        let _ = feeder.kill();
        let _ = feeder.wait();
        (path, out)
    }
}

impl Stack {
    /// Records the speakers and the headphones of a [`Stack::start_mixed`] on one clock while `f`
    /// runs: (speakers, headphones, what `f` gave). A stream of silence at a low latency keeps
    /// the sink running meanwhile.
    pub(super) fn record_mixed<T>(&self, name: &str, f: impl FnOnce() -> T) -> (PathBuf, PathBuf, T) {
        let (both, out) = self.record_on("recorder", name, f);
        let split = |channel: &str, sink: &str| {
            let path = self.dir.join(format!("{name}-{sink}.wav"));
            let ok = Command::new("sox").arg(&both).arg(&path).args(["remix", channel]).status().expect("sox runs");
            assert!(ok.success(), "sox could not split {}", both.display());
            path
        };
        (split("1", "speakers"), split("2", "headphones"), out)
    }
}

/// A speech daemon of a test's own, stopped when dropped.
pub(super) struct Speechd(Option<Child>);

impl Drop for Speechd {
    fn drop(&mut self) {
        if let Some(mut c) = self.0.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for Stack {
    fn drop(&mut self) {
        self.stop_speechd();
        self.stop_autospawned();
        let _ = self.pulse.kill();
        let _ = self.pulse.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Seconds from the first to the last sound of a WAV file (0 when silent).
pub(super) fn sound_span(wav: &Path) -> f32 {
    let trimmed = wav.with_extension("trim.wav");
    let ok = Command::new("sox")
        .arg(wav)
        .arg(&trimmed)
        .args(["silence", "1", "0.01", "1%", "reverse", "silence", "1", "0.01", "1%", "reverse"])
        .status()
        .expect("sox runs")
        .success();
    assert!(ok, "sox could not trim {}", wav.display());
    let out = Command::new("sox").arg(&trimmed).args(["-n", "stat"]).output().expect("sox stat");
    let text = String::from_utf8_lossy(&out.stderr);
    text.lines()
        .find_map(|l| l.strip_prefix("Length (seconds):").map(|v| v.trim().parse::<f32>().unwrap_or(0.0)))
        .unwrap_or(0.0)
}

/// Seconds from the first to the last sound a recording holds so far, in one channel of it
/// (`Some(0)`: the left) or in any: read while the recorder still writes it (its header does
/// not give the length yet), to wait for what a sink is expected to have heard.
pub(super) fn heard_so_far(wav: &Path, channel: Option<usize>) -> f32 {
    let bytes = std::fs::read(wav).unwrap_or_default();
    let Some(data) = bytes.windows(4).position(|w| w == b"data").map(|i| i + 8) else { return 0.0 };
    let field = |i: usize| bytes.get(i..i + 2).map_or(0, |b| u16::from_le_bytes([b[0], b[1]]));
    let (channels, rate) = (usize::from(field(22)).max(1), u32::from(field(24)) | (u32::from(field(26)) << 16));
    let frames = bytes.len().saturating_sub(data) / (2 * channels);
    let loud = |f: usize| {
        (0..channels).filter(|c| channel.is_none_or(|want| want == *c)).any(|c| {
            let i = data + 2 * (f * channels + c);
            i16::from_le_bytes([bytes[i], bytes[i + 1]]).unsigned_abs() > 328
        })
    };
    let (Some(first), Some(last)) = ((0..frames).find(|f| loud(*f)), (0..frames).rev().find(|f| loud(*f))) else {
        return 0.0;
    };
    (last - first) as f32 / rate.max(1) as f32
}

/// Waits (at most `limit`) until a recording being made holds `seconds` of sound, from its first
/// to its last (see [`heard_so_far`]); what it holds then.
pub(super) fn wait_for_sound(wav: &Path, channel: Option<usize>, seconds: f32, limit: Duration) -> f32 {
    let deadline = Instant::now() + limit;
    loop {
        let heard = heard_so_far(wav, channel);
        if heard >= seconds || Instant::now() >= deadline {
            return heard;
        }
        sleep(Duration::from_millis(100));
    }
}

/// How long espeak-ng itself takes to say `text` in `lang`.
pub(super) fn espeak_span(dir: &Path, lang: &str, text: &str) -> f32 {
    espeak_span_at(dir, lang, text, 175)
}

/// How long espeak-ng itself takes to say `text` in `lang` at `wpm` words a minute.
pub(super) fn espeak_span_at(dir: &Path, lang: &str, text: &str, wpm: u32) -> f32 {
    let path = dir.join(format!("espeak-{lang}-{}-{wpm}.wav", text.len()));
    let ok = Command::new("espeak-ng")
        .args(["-v", lang, "-s", &wpm.to_string(), "-w"])
        .arg(&path)
        .arg(text)
        .status()
        .expect("espeak-ng");
    assert!(ok.success());
    sound_span(&path)
}

pub(super) fn ok(out: &Output) -> String {
    assert!(out.status.success(), "vigie failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub(super) fn within(got: f32, want: f32, tolerance: f32) -> bool {
    (got - want).abs() <= want * tolerance
}

/// The table interface in a tmux session, speaking through a [`Stack`], with its text log.
pub(super) struct Interface {
    session: String,
    log: PathBuf,
}

impl Interface {
    /// Starts `vigie play ARGS --log` in tmux (`env` adds variables, such as a `PATH`), and waits
    /// for its main menu.
    pub(super) fn start(stack: &Stack, name: &str, env: &str, args: &str) -> Interface {
        let session = format!("vigie-{name}-{}", std::process::id());
        let d = stack.dir.display();
        let log = stack.dir.join(format!("{name}.log"));
        let cmd = format!(
            "exec env -u PULSE_SERVER {env} XDG_RUNTIME_DIR={d} SPEECHD_ADDRESS=unix_socket:{} XDG_CONFIG_HOME={d}/config \
             XDG_DATA_HOME={d}/data-{name} XDG_STATE_HOME={d}/state {} play --no-sounds {args} --log {}",
            stack.socket().display(),
            env!("CARGO_BIN_EXE_vigie"),
            log.display()
        );
        let ui = Interface { session, log };
        assert!(ui.tmux(&["new-session", "-d", "-s", &ui.session, "-x", "100", "-y", "40", &cmd]).status.success());
        let deadline = Instant::now() + Duration::from_secs(20);
        while !ui.read().contains("Main menu") {
            assert!(Instant::now() < deadline, "the interface did not start");
            sleep(Duration::from_millis(50));
        }
        ui
    }

    pub(super) fn tmux(&self, args: &[&str]) -> Output {
        super::tmux::tmux(args)
    }

    /// Waits (at most `limit`) until the interface has left and its terminal is gone.
    pub(super) fn wait_gone(&self, limit: Duration) {
        let deadline = Instant::now() + limit;
        while self.tmux(&["has-session", "-t", &self.session]).status.success() {
            assert!(Instant::now() < deadline, "the interface did not leave:\n{}", self.read());
            sleep(Duration::from_millis(50));
        }
    }

    /// Everything the log holds so far.
    pub(super) fn read(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Presses a key and waits for the interface to answer (a new line in its log).
    pub(super) fn press(&self, key: &str) {
        let before = self.read().lines().count();
        self.tmux(&["send-keys", "-t", &self.session, key]);
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.read().lines().count() <= before {
            assert!(Instant::now() < deadline, "no answer to {key}:\n{}", self.read());
            sleep(Duration::from_millis(20));
        }
        sleep(Duration::from_millis(60));
    }

    /// From the main menu: a new three-player game in English with Vigie's dice, each player's
    /// channel at position `channel` of the pick list (0: none; the start is then confirmed).
    pub(super) fn new_game(&self, channel: usize) {
        // New game, English, 3 players, colours, youngest, oldest, the board, Vigie's dice.
        for k in ["Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "End", "Enter", "Enter"] {
            self.press(k);
        }
        for seat in 0..3 {
            self.press("Home");
            for _ in 0..seat {
                self.press("Down");
            }
            self.press("Enter");
            self.press("Home");
            for _ in 0..channel {
                self.press("Down");
            }
            self.press("Enter");
        }
        self.press("End");
        self.press("Enter");
        if channel == 0 {
            self.press("Home");
            self.press("Enter"); // start all the same
        }
    }
}

impl Interface {
    /// Like [`Interface::new_game`], each player's channel being headphones on the device
    /// called `device` (found by its name in the pick list).
    pub(super) fn new_game_on(&self, device: &str) {
        for k in ["Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "End", "Enter", "Enter"] {
            self.press(k);
        }
        let focused = || self.read().lines().rev().find(|l| !l.starts_with('#')).unwrap_or_default().to_owned();
        let want = format!("Headphones: {device},");
        for seat in 0..3 {
            self.press("Home");
            for _ in 0..seat {
                self.press("Down");
            }
            self.press("Enter");
            self.press("Home");
            let mut downs = 0;
            while !focused().starts_with(&want) {
                self.press("Down");
                downs += 1;
                assert!(downs < 12, "no headphones on {device} in the list:\n{}", self.read());
            }
            self.press("Enter");
        }
        self.press("End");
        self.press("Enter");
    }
}

impl Drop for Interface {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-session", "-t", &self.session]);
    }
}

/// The stretches of sound of a recording, `(start, end)` in seconds, split by silences of at
/// least `gap` seconds.
pub(super) fn segments(wav: &Path, gap: f32) -> Vec<(f32, f32)> {
    let out = Command::new("sox")
        .arg(wav)
        .args(["-t", "raw", "-e", "signed", "-b", "16", "-c", "1", "-r", "8000", "-"])
        .output()
        .expect("sox");
    let samples: Vec<i16> = out.stdout.chunks_exact(2).map(|b| i16::from_le_bytes([b[0], b[1]])).collect();
    let step = 40.0 / 8000.0;
    let mut found: Vec<(f32, f32)> = Vec::new();
    for (i, chunk) in samples.chunks(40).enumerate() {
        if !chunk.iter().any(|s| s.unsigned_abs() > 300) {
            continue;
        }
        let t = i as f32 * step;
        match found.last_mut() {
            Some(last) if t - last.1 < gap => last.1 = t + step,
            _ => found.push((t, t + step)),
        }
    }
    found
}

/// When a recording's sounds start, in seconds from its beginning (onsets after silences of at
/// least `gap` seconds).
pub(super) fn onsets(wav: &Path, gap: f32) -> Vec<f32> {
    segments(wav, gap).into_iter().map(|(start, _)| start).collect()
}
