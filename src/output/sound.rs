//! Sound cues played with rodio, with their own volume and a mute.

use super::{Notice, Sink};
use crate::announce::{Earcon, Message};
use crate::earcons;
use std::io::Cursor;
use std::time::{Duration, Instant};

/// Frames of the audio buffer (about 23 ms at 44.1 kHz).
const BUFFER_FRAMES: u32 = 1024;

/// Time the audio server may take before a cue starts to be heard: a stream just opened takes
/// about a second to start (measured with a debug build on the headless test server).
const DEVICE_LATENCY: Duration = Duration::from_millis(1500);

/// Plays the earcon of each message on the default audio device.
pub struct SoundSink {
    device: Option<rodio::MixerDeviceSink>,
    volume: f32,
    muted: bool,
    notices: Vec<Notice>,
    busy_until: Instant,
}

impl SoundSink {
    /// Opens the default audio device; without one, plays nothing and says so once.
    pub fn open(volume: f32, muted: bool) -> SoundSink {
        // A small buffer: a cue must be heard when its message is, not a second later.
        let opened = rodio::DeviceSinkBuilder::from_default_device()
            .map(|b| b.with_buffer_size(cpal::BufferSize::Fixed(BUFFER_FRAMES)))
            .and_then(|b| b.open_stream())
            .or_else(|_| rodio::DeviceSinkBuilder::open_default_sink());
        let (device, notices) = match opened {
            Ok(mut d) => {
                d.log_on_drop(false);
                (Some(d), Vec::new())
            }
            Err(e) => (None, vec![Notice::NoAudioDevice(e.to_string())]),
        };
        SoundSink { device, volume: volume.clamp(0.0, 1.0), muted, notices, busy_until: Instant::now() }
    }

    /// True when a device is open.
    pub fn has_device(&self) -> bool {
        self.device.is_some()
    }

    /// The cues' volume, 0.0 to 1.0.
    pub fn set_volume(&mut self, v: f32) {
        self.volume = v.clamp(0.0, 1.0);
    }

    /// Mutes or unmutes the cues.
    pub fn set_muted(&mut self, m: bool) {
        self.muted = m;
    }

    /// Plays one cue now.
    pub fn play(&mut self, e: Earcon) {
        if self.muted || self.volume <= 0.0 {
            return;
        }
        let Some(device) = &self.device else { return };
        let Ok(decoder) = rodio::Decoder::new(Cursor::new(earcons::bundled(e))) else { return };
        use rodio::Source;
        let source = decoder.amplify(self.volume);
        device.mixer().add(source);
        let secs = earcons::synthesised_secs(e);
        // The device adds its own latency before the cue is heard in full.
        self.busy_until = self.busy_until.max(Instant::now() + Duration::from_secs_f32(secs) + DEVICE_LATENCY);
    }
}

impl Sink for SoundSink {
    fn say(&mut self, m: &Message, _text: &str, _interrupt: bool) {
        if let Some(e) = m.earcon {
            self.play(e);
        }
    }

    fn wait_idle(&mut self, timeout: Duration) -> bool {
        let left = self.busy_until.saturating_duration_since(Instant::now());
        std::thread::sleep(left.min(timeout));
        left <= timeout
    }

    fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }
}
