//! Where messages go: native speech, sound cues, plain text lines, rumble patterns. Each backend implements
//! [`Sink`], whose methods all do nothing by default, and none of them ever blocks the game:
//! speech and sound run on their own threads, and every wait has a timeout.

mod history;
mod platform;
mod private;
mod router;
mod sound;
mod speech;
mod text;

pub use history::{KEPT, MessageLog, Said};
pub use private::{
    Device, DeviceVoice, Playing, PrivateProblem, PrivateVoice, ProblemKind, Speaker, list_devices, system_speaker,
};
pub use router::{Delivered, Router};
pub use sound::{Cue, SoundSink};
pub use speech::{
    Backend, Callback, Engine, Heard, Recording, SpeechSink, TableQuiet, TtsEngine, Voice, list_voices, on_scale,
    pick_voice,
};
pub use text::TextSink;

use crate::vocab::{Lang, Message, Notice};
use std::sync::Arc;
use std::time::Duration;

/// The table's speech with this system's own voices (Linux: speech-dispatcher; Windows: the
/// voices of Windows).
pub fn system_speech() -> Arc<dyn Backend> {
    platform::system_speech()
}

/// The table's speech through the screen reader running now (NVDA or JAWS, on Windows), or why
/// it cannot be.
pub fn screen_reader() -> Result<Arc<dyn Backend>, String> {
    platform::screen_reader()
}

/// The screen reader running now, by name (Orca on Linux, NVDA or JAWS on Windows), whether or
/// not Vigie speaks through it: it reads the screen aloud, so a secret shown there is heard.
pub fn screen_reader_running() -> Option<String> {
    platform::screen_reader_running()
}

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
