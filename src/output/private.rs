//! Private speech: a player's secrets said on their own audio device (headphones, or a headset
//! passed around), never on the table's speaker.
//!
//! [`DeviceVoice`] is the private voice of every system: a thread of its own with a queue (a
//! secret waits for the table's words given before it; a menu's echo cuts echoes only, never a
//! secret), over a [`Speaker`] that renders a message and plays it on the chosen device. A
//! secret is rendered while the table's speaker finishes, its silences cut down ([`trim_wav`]),
//! and played as soon as the table's sound has left the speakers. Each system's speaker is in
//! `output/platform`: on Linux espeak-ng renders to a private WAV file that pacat plays on the
//! chosen PulseAudio (or PipeWire) sink at a low latency, the devices listed by `pactl`; on
//! Windows the system's synthesizer renders to samples that rodio plays on the chosen WASAPI
//! device, the devices listed by cpal. The binary chooses the speaker ([`system_speaker`]).

use super::speech::TableQuiet;
use crate::vocab::Lang;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// An audio output device.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Device {
    /// The system's name for it (`alsa_output.usb-...` or `headphones` on Linux, the endpoint's
    /// identifier on Windows).
    pub name: String,
    /// Its friendly name ("USB Headset Analog Stereo").
    pub description: String,
    /// The table's own device: the system's default output, where the table's speech plays. A
    /// secret said there would be heard by everyone.
    #[serde(default)]
    pub table: bool,
}

/// The output devices of this system, by their friendly names; the default one, where the
/// table's speech plays, is marked as the table's.
pub fn list_devices() -> Result<Vec<Device>, String> {
    super::platform::list_devices()
}

/// Renders a message, to be played on a device: what a system gives the private voice.
pub trait Speaker: Send {
    /// Renders `text` in `lang` at `rate` (-100 to 100), ready to play.
    fn render(&mut self, lang: Lang, rate: f32, text: &str) -> Result<Box<dyn Clip>, String>;
}

/// A message rendered, not played yet (dropped unplayed, it leaves nothing behind).
pub trait Clip: Send {
    /// Starts playing it on `device`.
    fn play(self: Box<Self>, device: &str) -> Result<Box<dyn Playing>, String>;
}

/// A message playing on a device.
pub trait Playing: Send {
    /// True once it has played to its end; an error when the player failed.
    fn done(&mut self) -> Result<bool, String>;
    /// Stops it now (and removes what it left behind).
    fn stop(&mut self);
}

/// The silence kept before the first sound and after the last, in milliseconds.
const KEPT_LEAD_MS: u32 = 10;
const KEPT_TAIL_MS: u32 = 40;

/// A sample counts as sound from this amplitude on (about -54 dB: the renderer's silences are
/// digital zeros).
const SOUND: i16 = 64;

/// A 16-bit PCM WAV file with the silence before its first sound and after its last cut down to
/// [`KEPT_LEAD_MS`] and [`KEPT_TAIL_MS`]; `None` when it is not such a file, or has nothing to cut.
pub(crate) fn trim_wav(wav: &[u8]) -> Option<Vec<u8>> {
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

/// This system's speaker (Linux: espeak-ng and pacat; Windows: the system's voices and WASAPI).
pub fn system_speaker() -> Box<dyn Speaker> {
    super::platform::private_speaker()
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
    /// A message was still playing after `LONGEST`: it was stopped.
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

/// The private voice: a thread of its own saying each message with a [`Speaker`].
pub struct DeviceVoice {
    tx: Sender<Job>,
    problems: Arc<Mutex<Vec<PrivateProblem>>>,
}

impl DeviceVoice {
    /// Starts the private voice's thread over `speaker`.
    pub fn start(speaker: Box<dyn Speaker>) -> DeviceVoice {
        let (tx, rx) = mpsc::channel();
        let problems = Arc::new(Mutex::new(Vec::new()));
        let p = Arc::clone(&problems);
        let _ = thread::Builder::new().name("vigie-private".into()).spawn(move || worker(speaker, rx, p));
        DeviceVoice { tx, problems }
    }
}

/// A message playing: the player, when it began, the table's speech it holds, whether it is an
/// echo (a menu's words, which the next echo cuts; a secret is never cut), and its device.
type Current = (Box<dyn Playing>, Instant, Option<TableQuiet>, bool, String);

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

fn worker(mut speaker: Box<dyn Speaker>, rx: Receiver<Job>, problems: Arc<Mutex<Vec<PrivateProblem>>>) {
    let mut queue: std::collections::VecDeque<Queued> = Default::default();
    let mut playing: Option<Current> = None;
    let mut waiting: Vec<Sender<()>> = Vec::new();
    let report = |p: PrivateProblem| {
        if let Ok(mut v) = problems.lock() {
            v.push(p);
        }
    };
    let stop = |c: &mut Option<Current>| {
        if let Some((mut p, ..)) = c.take() {
            p.stop();
        }
    };
    loop {
        match rx.recv_timeout(Duration::from_millis(20)) {
            Ok(Job::Speak { device, lang, rate, text, interrupt, after }) => {
                let playing_echo = playing.as_ref().is_some_and(|p| p.3);
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
        if let Some((p, started, _, _, device)) = playing.as_mut() {
            let device = device.clone();
            match p.done() {
                Ok(true) => stop(&mut playing),
                Ok(false) if started.elapsed() > LONGEST => {
                    report(PrivateProblem::on(&device, ProblemKind::TooLong));
                    stop(&mut playing);
                }
                Ok(false) => {}
                Err(e) => {
                    report(PrivateProblem::on(&device, ProblemKind::Failed(e)));
                    stop(&mut playing);
                }
            }
        }
        if playing.is_none()
            && let Some((device, lang, rate, text, after, echo)) = queue.pop_front()
        {
            // Rendered first, then the table says what it was given before this secret (its
            // later words wait), then played at once.
            let started = speaker.render(lang, rate, &text).and_then(|clip| {
                if let Some(quiet) = &after {
                    quiet.wait(TABLE_WAIT);
                }
                clip.play(&device)
            });
            match started {
                Ok(p) => playing = Some((p, Instant::now(), after, echo, device)),
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

impl PrivateVoice for DeviceVoice {
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

impl DeviceVoice {
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
}
