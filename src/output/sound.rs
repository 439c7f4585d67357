//! Sound cues played with rodio on a thread of their own, with their own volume and a mute.
//!
//! Alone, the sink plays each message's cue as the message arrives. Beside speech, the speech
//! thread plays each cue just before it says the message, so that a cue is heard with its
//! words and a burst of messages does not become a burst of overlapping cues.

use super::Sink;
use crate::earcons;
use crate::vocab::Notice;
use crate::vocab::{Earcon, Message};
use std::io::Cursor;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

/// Time the audio server may take before a cue starts to be heard: a stream just opened takes
/// about a second to start (measured with a debug build on the headless test server).
const DEVICE_LATENCY: Duration = Duration::from_millis(1500);

/// What the sound thread is asked to do.
pub enum Cue {
    Play(Earcon),
    Volume(f32),
    Muted(bool),
}

/// Plays the earcon of each message on the default audio device.
pub struct SoundSink {
    tx: Option<Sender<Cue>>,
    notices_rx: Receiver<Notice>,
    notices: Vec<Notice>,
    busy_until: Instant,
    /// Cues are played by the speech thread, not by this sink's `say`.
    driven_by_speech: bool,
}

impl SoundSink {
    /// Opens the default audio device on a thread of its own; without one, plays nothing and
    /// says so once.
    pub fn open(volume: f32, muted: bool) -> SoundSink {
        let (tx, rx) = mpsc::channel();
        let (ntx, notices_rx) = mpsc::channel();
        let spawned =
            std::thread::Builder::new().name("vigie-sound".into()).spawn(move || player(rx, ntx, volume, muted));
        let tx = spawned.ok().map(|_| tx);
        SoundSink { tx, notices_rx, notices: Vec::new(), busy_until: Instant::now(), driven_by_speech: false }
    }

    /// A sender that plays cues, for the speech thread; from now on this sink's `say` plays
    /// nothing itself.
    pub fn cues_for_speech(&mut self) -> Option<Sender<Cue>> {
        self.driven_by_speech = true;
        self.tx.clone()
    }

    /// The cues' volume, 0.0 to 1.0.
    pub fn set_volume(&mut self, v: f32) {
        self.send(Cue::Volume(v));
    }

    /// Mutes or unmutes the cues.
    pub fn set_muted(&mut self, m: bool) {
        self.send(Cue::Muted(m));
    }

    /// Plays one cue now.
    pub fn play(&mut self, e: Earcon) {
        self.send(Cue::Play(e));
        let secs = Duration::from_secs_f32(earcons::synthesised_secs(e));
        self.busy_until = self.busy_until.max(Instant::now() + secs + DEVICE_LATENCY);
    }

    fn send(&mut self, c: Cue) {
        if let Some(tx) = &self.tx
            && tx.send(c).is_err()
        {
            self.tx = None;
        }
    }
}

/// The sound thread: owns the audio device.
fn player(rx: Receiver<Cue>, notices: Sender<Notice>, volume: f32, muted: bool) {
    // Through ALSA (and its PulseAudio plugin where a server runs). Stream errors are not
    // printed: the pulse plugin reports a harmless one on every period, and text on the
    // terminal would get in the way of the screen and of screen readers.
    let opened = rodio::DeviceSinkBuilder::from_default_device()
        .map(|b| b.with_error_callback(|_| {}))
        .and_then(|b| b.open_stream());
    let mut device = match opened {
        Ok(d) => d,
        Err(e) => {
            let _ = notices.send(Notice::NoAudioDevice(e.to_string()));
            return;
        }
    };
    device.log_on_drop(false);
    let mut volume = volume.clamp(0.0, 1.0);
    let mut muted = muted;
    while let Ok(cue) = rx.recv() {
        match cue {
            Cue::Volume(v) => volume = v.clamp(0.0, 1.0),
            Cue::Muted(m) => muted = m,
            Cue::Play(_) if muted || volume <= 0.0 => {}
            Cue::Play(e) => {
                if let Ok(decoder) = rodio::Decoder::new(Cursor::new(earcons::bundled(e))) {
                    use rodio::Source;
                    device.mixer().add(decoder.amplify(volume));
                }
            }
        }
    }
    // Let the last cue finish before the device closes.
    std::thread::sleep(DEVICE_LATENCY);
}

impl Sink for SoundSink {
    fn say(&mut self, m: &Message, _text: &str, _interrupt: bool) {
        if self.driven_by_speech {
            return;
        }
        if let Some(e) = m.earcon {
            self.play(e);
        }
    }

    fn wait_idle(&mut self, timeout: Duration) -> bool {
        let until = if self.driven_by_speech { Instant::now() + DEVICE_LATENCY } else { self.busy_until };
        let left = until.saturating_duration_since(Instant::now());
        std::thread::sleep(left.min(timeout));
        left <= timeout
    }

    fn take_notices(&mut self) -> Vec<Notice> {
        while let Ok(n) = self.notices_rx.try_recv() {
            self.notices.push(n);
        }
        std::mem::take(&mut self.notices)
    }
}
