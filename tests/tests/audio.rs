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
    pub(super) fn start() -> Option<Stack> {
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
        let pulse = Command::new("pulseaudio")
            .args(["-n", "--daemonize=no", "--exit-idle-time=-1", "--log-target=stderr"])
            .args(["-L", "module-native-protocol-unix"])
            .args(["-L", "module-null-sink sink_name=speakers sink_properties=device.description=Speakers"])
            .args(["-L", "module-null-sink sink_name=headphones sink_properties=device.description=Headphones"])
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
        while !super::platform::unix_socket_listens(&self.socket()) {
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

    pub(super) fn vigie(&self) -> Command {
        self.cmd(env!("CARGO_BIN_EXE_vigie"))
    }

    /// Records a sink while `f` runs; the WAV file of what it received. A stream of silence
    /// plays into the sink meanwhile, so that the sink never idles and the recording keeps
    /// real time (an idle null sink's monitor gives no samples at all).
    pub(super) fn record<T>(&self, sink: &str, name: &str, f: impl FnOnce() -> T) -> (PathBuf, T) {
        let path = self.dir.join(format!("{name}.wav"));
        let mut feeder = self
            .cmd("pacat")
            .arg(format!("--device={sink}"))
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
    /// Records both sinks at once while `f` runs: (speakers, headphones, what `f` gave).
    pub(super) fn record_both<T>(&self, name: &str, f: impl FnOnce() -> T) -> (PathBuf, PathBuf, T) {
        let mut children = Vec::new();
        let mut paths = Vec::new();
        for sink in ["speakers", "headphones"] {
            let path = self.dir.join(format!("{name}-{sink}.wav"));
            children.push(
                self.cmd("pacat")
                    .arg(format!("--device={sink}"))
                    .args(["--format=s16le", "--rate=44100", "--channels=2"])
                    .arg("/dev/zero")
                    .spawn()
                    .expect("pacat starts"),
            );
            let rec = self
                .cmd("parecord")
                .arg(format!("--device={sink}.monitor"))
                .arg("--file-format=wav")
                .arg(&path)
                .spawn()
                .expect("parecord starts");
            children.push(rec);
            paths.push(path);
        }
        // Under load a recorder may take seconds to connect: wait until both files grow.
        let deadline = Instant::now() + Duration::from_secs(15);
        while paths.iter().any(|p| std::fs::metadata(p).map_or(0, |m| m.len()) < 40_000) {
            assert!(Instant::now() < deadline, "the recorders did not start");
            sleep(Duration::from_millis(50));
        }
        let out = f();
        sleep(Duration::from_millis(400));
        // The recorders finish their files on SIGINT: let them, then stop the feeders.
        for (i, c) in children.iter_mut().enumerate() {
            if i % 2 == 1 {
                let _ = Command::new("kill").args(["-INT", &c.id().to_string()]).status();
                let _ = c.wait();
            }
        }
        for mut c in children {
            let _ = c.kill();
            let _ = c.wait();
        }
        (paths[0].clone(), paths[1].clone(), out)
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

/// How long espeak-ng itself takes to say `text` in `lang`.
pub(super) fn espeak_span(dir: &Path, lang: &str, text: &str) -> f32 {
    let path = dir.join(format!("espeak-{lang}-{}.wav", text.len()));
    let ok = Command::new("espeak-ng").args(["-v", lang, "-w"]).arg(&path).arg(text).status().expect("espeak-ng");
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
