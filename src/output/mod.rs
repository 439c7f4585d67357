//! Where messages go: native speech, sound cues, plain text lines, rumble patterns. Each backend implements
//! [`Sink`], whose methods all do nothing by default, and none of them ever blocks the game:
//! speech and sound run on their own threads, and every wait has a timeout.

mod history;
mod private;
mod router;
mod sound;
mod speech;
mod text;

pub use history::{KEPT, MessageLog, Said};
pub use private::{Device, EspeakVoice, PrivateProblem, PrivateVoice, list_devices};
pub use router::{Delivered, Router};
pub use sound::{Cue, SoundSink};
pub use speech::{SpeechSink, TableQuiet, list_voices, pick_voice};
pub use text::TextSink;

use crate::vocab::{Lang, Message, Notice};
use std::time::Duration;

/// An output backend.
pub trait Sink {
    /// Says (or shows, or sounds) a message; `text` is what to say at the current verbosity.
    /// `interrupt`: the user acted, cut what is being said.
    fn say(&mut self, _m: &Message, _text: &str, _interrupt: bool) {}

    /// Stops whatever is being said or played now. Returns how many of the last messages given
    /// to this output were cut or never said (0 for an output that does not take time to say
    /// things, such as a screen).
    fn stop(&mut self) -> usize {
        0
    }

    /// Switches the language of what follows.
    fn set_lang(&mut self, _lang: Lang) {}

    /// Waits until everything queued has been said, at most `timeout`; false if it was not.
    fn wait_idle(&mut self, _timeout: Duration) -> bool {
        true
    }

    /// Notices about this output since the last call.
    fn take_notices(&mut self) -> Vec<Notice> {
        Vec::new()
    }
}

/// `vigie say`: speaks `texts` one after the other (or cutting each after `interrupt_after`
/// seconds), and tells in text when speech is not available. Exit code 0 when everything was
/// said, 3 when speech failed.
pub fn say_cli(
    texts: &[String],
    lang: Lang,
    interrupt_after: Option<f32>,
    rate: Option<f32>,
    with_voice: bool,
) -> std::process::ExitCode {
    use crate::announce::Announcer;
    use crate::store::settings::Settings;
    use crate::vocab::{Channel, Message};
    let path = Settings::default_path();
    let mut settings = path.as_deref().map(Settings::load_or_say).unwrap_or_default();
    let mut prosody = settings.prosody();
    if let Some(r) = rate {
        prosody.rate = r.clamp(-100.0, 100.0);
    }
    let mut speech = if with_voice {
        let mut s = SpeechSink::start(lang, prosody, settings.speech.voices.clone(), None);
        s.prepare_voice(Duration::from_secs(10));
        s
    } else {
        // A short command: the engine's default voice, no voice search left running at exit.
        SpeechSink::start_without_voice_search(lang, prosody)
    };
    let mut ok = true;
    for (i, text) in texts.iter().enumerate() {
        let m = Message { channel: Channel::Table, text: text.clone(), detail: None, earcon: None, id: None };
        println!("{text}");
        speech.say(&m, text, i > 0 && interrupt_after.is_some());
        match interrupt_after {
            Some(secs) if i + 1 < texts.len() => {
                // Count from the moment the engine starts saying it (at most 5 s of waiting).
                let deadline = std::time::Instant::now() + Duration::from_secs(5);
                while speech.utterances_begun() <= i as u64 && std::time::Instant::now() < deadline && speech.is_alive()
                {
                    std::thread::sleep(Duration::from_millis(5));
                }
                std::thread::sleep(Duration::from_secs_f32(secs.max(0.0)))
            }
            _ => ok &= speech.wait_idle(Duration::from_secs(60)),
        }
    }
    let found = speech.chosen_voices().clone();
    if !found.is_empty() && found != settings.speech.voices {
        settings.speech.voices = found;
        if let Some(p) = &path {
            let _ = settings.store(p);
        }
    }
    let notices = speech.take_notices();
    if let Ok(an) = Announcer::new(lang, Vec::new()) {
        for n in &notices {
            eprintln!("vigie: {} ({})", an.notice(n).text, n.reason());
        }
    }
    if notices.is_empty() && ok { std::process::ExitCode::SUCCESS } else { std::process::ExitCode::from(3) }
}
