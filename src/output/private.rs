//! Private speech: a player's secrets said on their own audio device (headphones, or a headset
//! passed around), never on the table's speaker.
//!
//! Each message is rendered by `espeak-ng` to a private WAV file and played by `pacat` on the chosen
//! PulseAudio (or PipeWire) sink at a low latency, on a thread of its own; a new message can cut
//! the one playing. A secret is rendered while the table's speaker finishes, and played as soon
//! as the table's sound has left it.
//! The devices are listed by `pactl`, with their friendly names.

use super::speech::TableQuiet;
use crate::vocab::Lang;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// An audio output device.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Device {
    /// The server's name for it (`alsa_output.usb-...`, or `headphones`).
    pub name: String,
    /// Its friendly name ("USB Headset Analog Stereo").
    pub description: String,
    /// The table's own device: the audio server's default output, where the table's speech
    /// plays. A secret said there would be heard by everyone.
    #[serde(default)]
    pub table: bool,
}

/// The output devices of the audio server, by their friendly names; the default one, where the
/// table's speech plays, is marked as the table's.
pub fn list_devices() -> Result<Vec<Device>, String> {
    let out = Command::new("pactl")
        .args(["list", "sinks"])
        .env("LC_ALL", "C")
        .output()
        .map_err(|e| format!("pactl cannot run ({e})"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_owned());
    }
    let mut devices = parse_sinks(&String::from_utf8_lossy(&out.stdout));
    if let Some(default) = default_sink() {
        for d in &mut devices {
            d.table = d.name == default;
        }
    }
    Ok(devices)
}

/// The audio server's default output (`pactl info`'s `Default Sink:`), if it says one.
fn default_sink() -> Option<String> {
    let out = Command::new("pactl").arg("info").env("LC_ALL", "C").output().ok()?;
    out.status.success().then(|| parse_default_sink(&String::from_utf8_lossy(&out.stdout)))?
}

fn parse_default_sink(info: &str) -> Option<String> {
    info.lines().find_map(|l| l.trim().strip_prefix("Default Sink: ")).map(|s| s.trim().to_owned())
}

/// The sinks of `pactl list sinks`: each `Name:` with the `Description:` that follows it.
fn parse_sinks(text: &str) -> Vec<Device> {
    let mut devices: Vec<Device> = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix("Name: ") {
            devices.push(Device { name: name.to_owned(), description: name.to_owned(), table: false });
        } else if let Some(d) = line.strip_prefix("Description: ")
            && let Some(last) = devices.last_mut()
        {
            last.description = d.to_owned();
        }
    }
    devices
}

/// What went wrong with a private voice, on which device (`None`: the voice itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateProblem {
    pub device: Option<String>,
    pub kind: ProblemKind,
}

/// What kind of problem a private voice met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// A message was still playing after [`LONGEST`]: it was stopped.
    TooLong,
    /// A device that does not play, a missing program: the technical reason.
    Failed(String),
}

impl PrivateProblem {
    fn on(device: &str, kind: ProblemKind) -> PrivateProblem {
        PrivateProblem { device: Some(device.to_owned()), kind }
    }
}

/// The longest a private message may play.
pub const LONGEST: Duration = Duration::from_secs(30);

/// How long espeak-ng may take to render a message.
const RENDER_LIMIT: Duration = Duration::from_secs(10);

/// How long a secret waits for the table's speaker to say what was given before it.
const TABLE_WAIT: Duration = Duration::from_secs(60);

/// Says a player's secrets on a device of their own.
pub trait PrivateVoice {
    /// Says `text` on `device`; `interrupt` cuts what this voice is saying. With `after`, the
    /// words wait, in the voice's own thread, until the table's speaker has said what it was
    /// given before them; the table's later messages wait until they have been said.
    fn speak(&mut self, device: &str, lang: Lang, rate: f32, text: &str, interrupt: bool, after: Option<TableQuiet>);
    /// Waits until everything has been said, at most `timeout`; false if it was not.
    fn wait_idle(&mut self, timeout: Duration) -> bool;
    /// What went wrong since the last call.
    fn take_problems(&mut self) -> Vec<PrivateProblem>;
}

enum Job {
    Speak { device: String, lang: Lang, rate: f32, text: String, interrupt: bool, after: Option<TableQuiet> },
    Idle(Sender<()>),
}

/// Private speech with espeak-ng and pacat, on its own thread.
pub struct EspeakVoice {
    tx: Sender<Job>,
    problems: Arc<Mutex<Vec<PrivateProblem>>>,
}

impl Default for EspeakVoice {
    fn default() -> Self {
        Self::start()
    }
}

impl EspeakVoice {
    pub fn start() -> EspeakVoice {
        let (tx, rx) = mpsc::channel();
        let problems = Arc::new(Mutex::new(Vec::new()));
        let p = Arc::clone(&problems);
        let _ = thread::Builder::new().name("vigie-private".into()).spawn(move || worker(rx, p));
        EspeakVoice { tx, problems }
    }
}

/// espeak-ng's words per minute for a rate from -100 to 100 (0: its usual 175).
fn words_per_minute(rate: f32) -> u32 {
    (175.0 * 2f32.powf(rate.clamp(-100.0, 100.0) / 100.0)).round() as u32
}

/// The latency a secret's playback asks of the audio server. A stream that asks for none gets
/// the server's default of about two seconds, and its end (pacat drains it before leaving) comes
/// that long after its sound has left the device: the table would wait as long for nothing.
const PLAYBACK_LATENCY_MS: u32 = 60;

/// Renders `text` to a WAV file readable by its owner only (removed once played).
fn render(lang: Lang, rate: f32, text: &str) -> Result<PathBuf, String> {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::var_os("XDG_RUNTIME_DIR").map(PathBuf::from).unwrap_or_else(std::env::temp_dir);
    let path = dir.join(format!("vigie-private-{}-{}.wav", std::process::id(), COUNT.fetch_add(1, Ordering::Relaxed)));
    {
        use std::os::unix::fs::OpenOptionsExt;
        std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(&path)
            .map_err(|e| format!("cannot write {} ({e})", path.display()))?;
    }
    let mut espeak = Command::new("espeak-ng")
        .args(["-v", lang.code(), "-s", &words_per_minute(rate).to_string(), "-w"])
        .arg(&path)
        .arg(text)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("espeak-ng cannot run ({e})"))?;
    // A renderer that hangs must not hold the table's speech for good.
    let deadline = Instant::now() + RENDER_LIMIT;
    while espeak.try_wait().ok().flatten().is_none() {
        if Instant::now() >= deadline {
            let _ = espeak.kill();
            let _ = espeak.wait();
            let _ = std::fs::remove_file(&path);
            return Err("espeak-ng did not finish rendering".into());
        }
        thread::sleep(Duration::from_millis(5));
    }
    let rendered = espeak.wait_with_output().map_err(|e| format!("espeak-ng cannot run ({e})"))?;
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    if !rendered.status.success() || size <= 44 {
        let _ = std::fs::remove_file(&path);
        return Err(format!("espeak-ng rendered nothing ({})", String::from_utf8_lossy(&rendered.stderr).trim()));
    }
    // The silences the renderer puts around the words are not played: the table would wait
    // for them (espeak-ng ends each message with about 300 ms of silence).
    if let Some(trimmed) = std::fs::read(&path).ok().and_then(|wav| trim_wav(&wav))
        && let Err(e) = std::fs::write(&path, trimmed)
    {
        let _ = std::fs::remove_file(&path);
        return Err(format!("cannot write {} ({e})", path.display()));
    }
    Ok(path)
}

/// The silence kept before the first sound and after the last, in milliseconds.
const KEPT_LEAD_MS: u32 = 10;
const KEPT_TAIL_MS: u32 = 40;

/// A sample counts as sound from this amplitude on (about -54 dB: the renderer's silences are
/// digital zeros).
const SOUND: i16 = 64;

/// A 16-bit PCM WAV file with the silence before its first sound and after its last cut down to
/// [`KEPT_LEAD_MS`] and [`KEPT_TAIL_MS`]; `None` when it is not such a file, or has nothing to cut.
fn trim_wav(wav: &[u8]) -> Option<Vec<u8>> {
    let u16_at = |i: usize| wav.get(i..i + 2).map(|b| u16::from_le_bytes([b[0], b[1]]));
    let u32_at = |i: usize| wav.get(i..i + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    if wav.get(0..4)? != b"RIFF" || wav.get(8..12)? != b"WAVE" {
        return None;
    }
    // The chunks: "fmt " (PCM, 16 bits) then "data".
    let (mut at, mut format) = (12, None);
    let data = loop {
        let id = wav.get(at..at + 4)?;
        let len = u32_at(at + 4)? as usize;
        let body = at + 8;
        if id == b"fmt " {
            // Format tag, channels, rate, byte rate, block align, bits per sample.
            format = Some((u16_at(body)?, u16_at(body + 2)?, u32_at(body + 4)?, u16_at(body + 14)?));
        } else if id == b"data" {
            break body..body + len.min(wav.len() - body);
        }
        at = body + len + len % 2;
    };
    let (1, channels @ 1.., rate, 16) = format? else { return None };
    let frame = 2 * usize::from(channels);
    let frames = (data.end - data.start) / frame;
    let loud = |f: usize| {
        (0..usize::from(channels)).any(|c| {
            let i = data.start + f * frame + 2 * c;
            i16::from_le_bytes([wav[i], wav[i + 1]]).unsigned_abs() >= SOUND.unsigned_abs()
        })
    };
    let first = (0..frames).find(|f| loud(*f))?;
    let last = (0..frames).rev().find(|f| loud(*f))?;
    let per_ms = rate as usize / 1000;
    let from = first.saturating_sub(KEPT_LEAD_MS as usize * per_ms);
    let to = (last + 1 + KEPT_TAIL_MS as usize * per_ms).min(frames);
    if from == 0 && to == frames {
        return None;
    }
    let samples = &wav[data.start + from * frame..data.start + to * frame];
    let mut out = Vec::with_capacity(data.start + samples.len());
    out.extend_from_slice(&wav[..data.start]);
    out.extend_from_slice(samples);
    let len = u32::try_from(samples.len()).ok()?;
    out[data.start - 4..data.start].copy_from_slice(&len.to_le_bytes());
    let riff = u32::try_from(out.len() - 8).ok()?;
    out[4..8].copy_from_slice(&riff.to_le_bytes());
    Some(out)
}

/// Starts playing a rendered message on `device`; its file is removed if it cannot be.
fn play(device: &str, path: &PathBuf) -> Result<Child, String> {
    Command::new("pacat")
        .args(["--playback", "--file-format=wav"])
        .arg(format!("--latency-msec={PLAYBACK_LATENCY_MS}"))
        .arg(format!("--device={device}"))
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            let _ = std::fs::remove_file(path);
            format!("pacat cannot run ({e})")
        })
}

/// A message playing: the player, its file, when it began, the table's speech it holds, and
/// whether it is an echo (a menu's words, which the next echo cuts; a secret is never cut).
type Playing = (Child, PathBuf, Instant, Option<TableQuiet>, bool, String);

/// A message waiting to be said: device, language, rate, words, the table's speech to wait for,
/// and whether it is an echo.
type Queued = (String, Lang, f32, String, Option<TableQuiet>, bool);

/// Takes a message into the queue. An echo (a menu's words) cuts the echoes queued before it,
/// and the one playing if it is an echo; a secret is never cut, and what was queued before it is
/// said first. True when what is playing must stop.
fn admit(queue: &mut std::collections::VecDeque<Queued>, playing_echo: bool, job: Queued) -> bool {
    let echo = job.5;
    if echo {
        queue.retain(|q| !q.5);
    }
    queue.push_back(job);
    echo && playing_echo
}

fn worker(rx: Receiver<Job>, problems: Arc<Mutex<Vec<PrivateProblem>>>) {
    let mut queue: std::collections::VecDeque<Queued> = Default::default();
    let mut playing: Option<Playing> = None;
    let mut waiting: Vec<Sender<()>> = Vec::new();
    let report = |p: PrivateProblem| {
        if let Ok(mut v) = problems.lock() {
            v.push(p);
        }
    };
    let stop = |c: &mut Option<Playing>| {
        if let Some((mut p, path, _, _, _, _)) = c.take() {
            let _ = p.kill();
            let _ = p.wait();
            let _ = std::fs::remove_file(path);
        }
    };
    loop {
        match rx.recv_timeout(Duration::from_millis(20)) {
            Ok(Job::Speak { device, lang, rate, text, interrupt, after }) => {
                let playing_echo = playing.as_ref().is_some_and(|p| p.4);
                if admit(&mut queue, playing_echo, (device, lang, rate, text, after, interrupt)) {
                    stop(&mut playing);
                }
            }
            Ok(Job::Idle(tx)) => waiting.push(tx),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                stop(&mut playing);
                return;
            }
        }
        if let Some((p, _, started, _, _, device)) = playing.as_mut() {
            let device = device.clone();
            match p.try_wait() {
                Ok(Some(status)) => {
                    if !status.success() {
                        let mut err = String::new();
                        if let Some(mut e) = p.stderr.take() {
                            let _ = e.read_to_string(&mut err);
                        }
                        report(PrivateProblem::on(&device, ProblemKind::Failed(format!("pacat: {}", err.trim()))));
                    }
                    stop(&mut playing);
                }
                Ok(None) if started.elapsed() > LONGEST => {
                    report(PrivateProblem::on(&device, ProblemKind::TooLong));
                    stop(&mut playing);
                }
                Ok(None) => {}
                Err(e) => {
                    report(PrivateProblem::on(&device, ProblemKind::Failed(e.to_string())));
                    stop(&mut playing);
                }
            }
        }
        if playing.is_none()
            && let Some((device, lang, rate, text, after, echo)) = queue.pop_front()
        {
            // Rendered first, then the table says what it was given before this secret (its
            // later words wait), then played at once.
            let started = render(lang, rate, &text).and_then(|path| {
                if let Some(quiet) = &after {
                    quiet.wait(TABLE_WAIT);
                }
                play(&device, &path).map(|p| (p, path))
            });
            match started {
                Ok((p, path)) => playing = Some((p, path, Instant::now(), after, echo, device)),
                Err(e) => report(PrivateProblem::on(&device, ProblemKind::Failed(e))),
            }
        }
        if playing.is_none() && queue.is_empty() {
            for w in waiting.drain(..) {
                let _ = w.send(());
            }
        }
    }
}

impl PrivateVoice for EspeakVoice {
    fn speak(&mut self, device: &str, lang: Lang, rate: f32, text: &str, interrupt: bool, after: Option<TableQuiet>) {
        let job = Job::Speak { device: device.to_owned(), lang, rate, text: text.to_owned(), interrupt, after };
        if self.tx.send(job).is_err() {
            self.report(PrivateProblem { device: None, kind: ProblemKind::Failed("the private voice stopped".into()) });
        }
    }

    fn wait_idle(&mut self, timeout: Duration) -> bool {
        let (tx, rx) = mpsc::channel();
        if self.tx.send(Job::Idle(tx)).is_err() {
            return true;
        }
        rx.recv_timeout(timeout).is_ok()
    }

    fn take_problems(&mut self) -> Vec<PrivateProblem> {
        self.problems.lock().map(|mut v| std::mem::take(&mut *v)).unwrap_or_default()
    }
}

impl EspeakVoice {
    fn report(&self, p: PrivateProblem) {
        if let Ok(mut v) = self.problems.lock() {
            v.push(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sinks_are_read_with_their_friendly_names() {
        let text = "Sink #0\n\tState: IDLE\n\tName: speakers\n\tDescription: Speakers\n\tDriver: module-null-sink.c\n\n\
                    Sink #1\n\tName: alsa_output.usb-Logi_Headset-00.analog-stereo\n\tDescription: Logi Headset Analog Stereo\n";
        assert_eq!(
            parse_sinks(text),
            vec![
                Device { name: "speakers".into(), description: "Speakers".into(), table: false },
                Device {
                    name: "alsa_output.usb-Logi_Headset-00.analog-stereo".into(),
                    description: "Logi Headset Analog Stereo".into(),
                    table: false,
                },
            ]
        );
        assert!(parse_sinks("").is_empty());
    }

    #[test]
    fn the_default_sink_is_read_from_the_servers_info() {
        let info = "Server String: /run/user/1000/pulse/native\nDefault Sink: speakers\nDefault Source: mic\n";
        assert_eq!(parse_default_sink(info), Some("speakers".to_owned()));
        assert_eq!(parse_default_sink("Server Name: pulseaudio\n"), None);
    }

    #[test]
    fn a_menus_echo_cuts_echoes_but_never_a_secret() {
        let job = |text: &str, echo: bool| ("phones".to_owned(), Lang::En, 0.0, text.to_owned(), None, echo);
        let texts = |q: &std::collections::VecDeque<Queued>| q.iter().map(|j| j.3.clone()).collect::<Vec<_>>();
        let mut queue = std::collections::VecDeque::new();
        assert!(!admit(&mut queue, false, job("your dice: 3, 5", false)));
        assert!(!admit(&mut queue, false, job("Blue, 1 of 3", true)));
        // The next echo replaces the echo, after the secret; a playing echo stops.
        assert!(admit(&mut queue, true, job("Green, 2 of 3", true)));
        assert_eq!(texts(&queue), ["your dice: 3, 5", "Green, 2 of 3"]);
        // A playing secret is not stopped by an echo; a secret never cuts anything.
        assert!(!admit(&mut queue, false, job("Red, 3 of 3", true)));
        assert!(!admit(&mut queue, true, job("your destination: 2", false)));
        assert_eq!(texts(&queue), ["your dice: 3, 5", "Red, 3 of 3", "your destination: 2"]);
    }

    /// A 16-bit mono WAV file at 1000 Hz (one sample a millisecond) of these samples.
    fn wav(samples: &[i16]) -> Vec<u8> {
        let data: Vec<u8> = samples.iter().flat_map(|s| s.to_le_bytes()).collect();
        let mut w = Vec::new();
        w.extend_from_slice(b"RIFF");
        w.extend_from_slice(&(36 + data.len() as u32).to_le_bytes());
        w.extend_from_slice(b"WAVEfmt ");
        w.extend_from_slice(&16u32.to_le_bytes());
        for v in [1u16, 1] {
            w.extend_from_slice(&v.to_le_bytes());
        }
        w.extend_from_slice(&1000u32.to_le_bytes());
        w.extend_from_slice(&2000u32.to_le_bytes());
        for v in [2u16, 16] {
            w.extend_from_slice(&v.to_le_bytes());
        }
        w.extend_from_slice(b"data");
        w.extend_from_slice(&(data.len() as u32).to_le_bytes());
        w.extend_from_slice(&data);
        w
    }

    #[test]
    fn the_silences_around_a_secret_are_cut_down() {
        // 100 ms of silence, 50 of sound (a quiet stretch inside it is kept), 300 of silence.
        let mut samples = vec![0i16; 100];
        samples.extend((0..50).map(|i| if (20..30).contains(&i) { 3 } else { 1000 }));
        samples.extend(vec![-20i16; 300]);
        let trimmed = trim_wav(&wav(&samples)).expect("trimmed");
        let mut want = vec![0i16; KEPT_LEAD_MS as usize];
        want.extend_from_slice(&samples[100..150]);
        want.extend(vec![-20i16; KEPT_TAIL_MS as usize]);
        assert_eq!(trimmed, wav(&want));
        // Nothing to cut, no sound at all, or not a WAV file of 16-bit samples: left as it is.
        assert_eq!(trim_wav(&wav(&[1000; 20])), None);
        assert_eq!(trim_wav(&wav(&[0; 20])), None);
        assert_eq!(trim_wav(b"RIFF....WAVEdata"), None);
        let mut eight_bits = wav(&samples);
        eight_bits[34] = 8;
        assert_eq!(trim_wav(&eight_bits), None);
        // A file cut short: what is there is trimmed.
        assert_eq!(trim_wav(&wav(&samples)[..44 + 240]).map(|w| w.len()), Some(44 + 2 * 30));
    }

    #[test]
    fn the_rate_maps_to_espeak_words_per_minute() {
        assert_eq!(words_per_minute(0.0), 175);
        assert_eq!(words_per_minute(100.0), 350);
        assert_eq!(words_per_minute(-100.0), 88);
        assert_eq!(words_per_minute(500.0), 350);
    }
}
