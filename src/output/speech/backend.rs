//! What the table's speech goes through: a [`Backend`] (a speech service: speech-dispatcher, the
//! voices of Windows, a screen reader, or a recording for the tests) that opens [`Engine`]s, the
//! connections the speech thread speaks with. The binary chooses the backend; the speech thread
//! ([`super::SpeechSink`]) keeps its queue, its numbering and its waits the same over any of
//! them. A braille display or another system's voice plugs in as one more backend.

use crate::vocab::Prosody;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What an engine calls when a message begins, ends, or is stopped.
pub type Callback = Box<dyn FnMut() + Send>;

/// A speech service, shared by the speech thread, its voice search and the secrets' waits.
pub trait Backend: Send + Sync {
    /// Its name, as the user knows it ("speech-dispatcher", "NVDA").
    fn name(&self) -> String;
    /// A new connection.
    fn connect(&self) -> Result<Box<dyn Engine>, String>;
    /// Whether the service is there to connect to, checked cheaply (speech-dispatcher's socket);
    /// true when it cannot tell.
    fn reachable(&self) -> bool {
        true
    }
    /// Whether a connection may start the service itself (libspeechd's autospawn).
    fn may_autospawn(&self) -> bool {
        false
    }
    /// How long the table's last words take to leave the speakers once the engine says it has
    /// finished them (what the audio server still holds).
    fn sound_tail(&self) -> Duration {
        Duration::ZERO
    }
}

/// A connection to a speech service: the speech thread hands it one message at a time.
pub trait Engine {
    /// Whether it says when a message begins and ends ([`Engine::on_events`]). A screen reader
    /// does not: each message is handed over at once, and counts as said.
    fn reports_end(&self) -> bool {
        true
    }
    /// Calls `began` when a message begins, `ended` when it has been said to its end, `stopped`
    /// when it was cut.
    fn on_events(&mut self, _began: Callback, _ended: Callback, _stopped: Callback) {}
    /// Looks at what it is saying, for an engine that must be asked (SAPI): the speech thread
    /// calls it often, and it calls the events then.
    fn poll(&mut self) {}
    /// Rate, volume and pitch, each -100 to 100 as Vigie counts them (see [`Prosody`]).
    fn set_prosody(&mut self, _p: Prosody) {}
    /// The voices it has (none for an engine that speaks with someone else's).
    fn voices(&self) -> Result<Vec<Voice>, String> {
        Ok(Vec::new())
    }
    /// Speaks with this voice from now on.
    fn set_voice(&mut self, _v: &Voice) -> Result<(), String> {
        Ok(())
    }
    /// Says `text` (after what it is saying, if anything).
    fn speak(&mut self, text: &str) -> Result<(), String>;
    /// Stops what it is saying and what it queued.
    fn stop(&mut self) -> Result<(), String>;
    /// Leaves a connection whose service died without closing it (closing one can crash inside
    /// libspeechd).
    fn forget(self: Box<Self>) {}
}

/// A voice of a speech service.
#[derive(Clone, Debug)]
pub struct Voice {
    pub name: String,
    /// Its language tag ("fr-FR", "en-gb").
    pub language: String,
    /// The voice itself, for the engines of the `tts` crate.
    pub(crate) tts: Option<tts::Voice>,
    /// The engine's own identifier of the voice (SAPI's token), for the others.
    pub id: Option<String>,
}

impl Voice {
    /// A voice known by its name and language alone.
    pub fn named(name: &str, language: &str) -> Voice {
        Voice { name: name.to_owned(), language: language.to_owned(), tts: None, id: None }
    }
}

/// A value from -100 to 100 (0 the usual) on an engine's own scale, from `min` through `normal`
/// to `max`. A scale of factors (WinRT's rate: 0.5 to 6, 1 the usual) is followed by powers,
/// three times the usual at most; any other (speech-dispatcher's -100 to 100) in a straight line.
pub fn on_scale(value: f32, min: f32, normal: f32, max: f32) -> f32 {
    let v = value.clamp(-100.0, 100.0) / 100.0;
    if min > 0.0 && normal > 0.0 {
        if v >= 0.0 {
            normal * (max / normal).min(3.0).powf(v)
        } else {
            normal * (min / normal).max(1.0 / 3.0).powf(-v)
        }
    } else if v >= 0.0 {
        normal + (max - normal) * v
    } else {
        normal + (normal - min) * v
    }
}

/// An engine of the `tts` crate (speech-dispatcher on Linux, WinRT's voices on Windows).
pub struct TtsEngine(pub tts::Tts);

impl Engine for TtsEngine {
    fn on_events(&mut self, mut began: Callback, mut ended: Callback, mut stopped: Callback) {
        let _ = self.0.on_utterance_begin(Some(Box::new(move |_| began())));
        let _ = self.0.on_utterance_end(Some(Box::new(move |_| ended())));
        let _ = self.0.on_utterance_stop(Some(Box::new(move |_| stopped())));
    }

    fn set_prosody(&mut self, p: Prosody) {
        let t = &mut self.0;
        let features = t.supported_features();
        if features.rate {
            let _ = t.set_rate(on_scale(p.rate, t.min_rate(), t.normal_rate(), t.max_rate()));
        }
        if features.volume {
            // Vigie's volume counts from -100 (silent) to 100 (the usual, the loudest).
            let _ = t.set_volume(on_scale(
                p.volume,
                t.min_volume(),
                (t.min_volume() + t.max_volume()) / 2.0,
                t.max_volume(),
            ));
        }
        if features.pitch {
            let _ = t.set_pitch(on_scale(p.pitch, t.min_pitch(), t.normal_pitch(), t.max_pitch()));
        }
    }

    fn voices(&self) -> Result<Vec<Voice>, String> {
        let list = self.0.voices().map_err(|e| e.to_string())?;
        Ok(list
            .into_iter()
            .map(|v| Voice { name: v.name(), language: v.language().to_string(), tts: Some(v), id: None })
            .collect())
    }

    fn set_voice(&mut self, v: &Voice) -> Result<(), String> {
        match &v.tts {
            Some(voice) => self.0.set_voice(voice).map_err(|e| e.to_string()),
            None => Err(format!("{} is not a voice of this engine", v.name)),
        }
    }

    fn speak(&mut self, text: &str) -> Result<(), String> {
        self.0.speak(text, false).map(|_| ()).map_err(|e| e.to_string())
    }

    fn stop(&mut self) -> Result<(), String> {
        self.0.stop().map(|_| ()).map_err(|e| e.to_string())
    }

    fn forget(self: Box<Self>) {
        std::mem::forget(self);
    }
}

/// What a [`Recording`] heard.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heard {
    /// Each message handed to the engine, in order.
    pub said: Vec<String>,
    /// How many times it was told to stop.
    pub stops: usize,
}

/// A speech service that records what it is given, for the tests (on every system): each
/// message takes `per_char` a character to "say", its end is reported as a real engine's is
/// (or never, as a screen reader's).
pub struct Recording {
    heard: Arc<Mutex<Heard>>,
    per_char: Duration,
    voices: Vec<Voice>,
    reports_end: bool,
}

impl Recording {
    /// A recording taking `per_char` a character, with an English and a French voice, and what
    /// it hears.
    pub fn new(per_char: Duration) -> (Recording, Arc<Mutex<Heard>>) {
        let heard = Arc::new(Mutex::new(Heard::default()));
        let voices = vec![Voice::named("Recording (en)", "en-gb"), Voice::named("Recording (fr)", "fr-fr")];
        (Recording { heard: Arc::clone(&heard), per_char, voices, reports_end: true }, heard)
    }

    /// With these voices only.
    pub fn with_voices(mut self, voices: Vec<Voice>) -> Recording {
        self.voices = voices;
        self
    }

    /// Never saying when a message begins or ends, as a screen reader.
    pub fn without_events(mut self) -> Recording {
        self.reports_end = false;
        self
    }
}

impl Backend for Recording {
    fn name(&self) -> String {
        "a recording".into()
    }

    fn connect(&self) -> Result<Box<dyn Engine>, String> {
        Ok(Box::new(Recorder {
            heard: Arc::clone(&self.heard),
            per_char: self.per_char,
            voices: self.voices.clone(),
            reports_end: self.reports_end,
            events: Arc::new(Mutex::new(None)),
            playing: Arc::new(Mutex::new(None)),
        }))
    }
}

/// The messages being "said" by a recorder: the one playing and when it ends.
type Playing = Arc<Mutex<Option<(u64, Instant)>>>;

/// A connection to a [`Recording`].
struct Recorder {
    heard: Arc<Mutex<Heard>>,
    per_char: Duration,
    voices: Vec<Voice>,
    reports_end: bool,
    events: Arc<Mutex<Option<(Callback, Callback, Callback)>>>,
    playing: Playing,
}

impl Engine for Recorder {
    fn reports_end(&self) -> bool {
        self.reports_end
    }

    fn on_events(&mut self, began: Callback, ended: Callback, stopped: Callback) {
        if let Ok(mut e) = self.events.lock()
            && self.reports_end
        {
            *e = Some((began, ended, stopped));
        }
    }

    fn voices(&self) -> Result<Vec<Voice>, String> {
        Ok(self.voices.clone())
    }

    fn speak(&mut self, text: &str) -> Result<(), String> {
        let n = {
            let mut h = self.heard.lock().map_err(|e| e.to_string())?;
            h.said.push(text.to_owned());
            h.said.len() as u64
        };
        let ends = Instant::now() + self.per_char * text.chars().count() as u32;
        if let Ok(mut p) = self.playing.lock() {
            *p = Some((n, ends));
        }
        if let Ok(mut e) = self.events.lock()
            && let Some((began, ..)) = e.as_mut()
        {
            began();
        }
        // Its end, reported from another thread as an engine's is, unless it was stopped.
        let (events, playing) = (Arc::clone(&self.events), Arc::clone(&self.playing));
        std::thread::spawn(move || {
            std::thread::sleep(ends.saturating_duration_since(Instant::now()));
            let still = playing.lock().is_ok_and(|mut p| {
                let same = p.is_some_and(|(m, _)| m == n);
                if same {
                    *p = None;
                }
                same
            });
            if still
                && let Ok(mut e) = events.lock()
                && let Some((_, ended, _)) = e.as_mut()
            {
                ended();
            }
        });
        Ok(())
    }

    fn stop(&mut self) -> Result<(), String> {
        if let Ok(mut h) = self.heard.lock() {
            h.stops += 1;
        }
        let was = self.playing.lock().ok().and_then(|mut p| p.take());
        if was.is_some()
            && let Ok(mut e) = self.events.lock()
            && let Some((_, _, stopped)) = e.as_mut()
        {
            stopped();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_land_on_each_engines_scale() {
        // speech-dispatcher: -100 to 100 already.
        assert_eq!(on_scale(-40.0, -100.0, 0.0, 100.0), -40.0);
        assert_eq!(on_scale(250.0, -100.0, 0.0, 100.0), 100.0);
        // WinRT's rate: 0.5 to 6, 1 the usual: half to three times.
        assert_eq!(on_scale(0.0, 0.5, 1.0, 6.0), 1.0);
        assert_eq!(on_scale(100.0, 0.5, 1.0, 6.0), 3.0);
        assert_eq!(on_scale(-100.0, 0.5, 1.0, 6.0), 0.5);
        assert!((on_scale(50.0, 0.5, 1.0, 6.0) - 3f32.sqrt()).abs() < 1e-6);
        // A volume of 0 to 1, the usual in the middle.
        assert_eq!(on_scale(100.0, 0.0, 0.5, 1.0), 1.0);
        assert_eq!(on_scale(-100.0, 0.0, 0.5, 1.0), 0.0);
    }
}
