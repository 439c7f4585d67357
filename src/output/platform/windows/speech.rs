//! The table's speech on Windows: the voices of Windows through the `tts` crate's WinRT backend
//! (the OneCore voices every Windows 10 and 11 has, French and English as installed), or, when
//! the user asks for it, their own screen reader ([`super::reader`]).

use crate::output::speech::{Backend, Engine, TtsEngine};
use std::sync::Arc;

pub(in crate::output::platform) fn system_speech() -> Arc<dyn Backend> {
    Arc::new(WindowsVoices)
}

/// The voices of Windows (WinRT's `SpeechSynthesizer`, played by a `MediaPlayer`, which says
/// when each message has left the speakers).
struct WindowsVoices;

impl Backend for WindowsVoices {
    fn name(&self) -> String {
        "Windows".into()
    }

    fn connect(&self) -> Result<Box<dyn Engine>, String> {
        tts::Tts::new(tts::Backends::WinRt)
            .map(|t| Box::new(TtsEngine(t)) as Box<dyn Engine>)
            .map_err(|e| e.to_string())
    }
}
