//! The table's speech on Windows: the voices of Windows through the `tts` crate's WinRT backend
//! (the OneCore voices every Windows 10 and 11 has, French and English as installed), SAPI 5
//! where those are missing ([`super::sapi`]), or, when the user asks for it, their own screen
//! reader ([`super::reader`]).

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
        match tts::Tts::new(tts::Backends::WinRt) {
            Ok(t) => Ok(Box::new(TtsEngine(t))),
            // No WinRT speech: SAPI's voices.
            Err(winrt) => super::sapi::connect().map_err(|sapi| format!("WinRT: {winrt}; {sapi}")),
        }
    }
}
