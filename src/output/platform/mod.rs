//! The output layer's platform code: what the table's speech and the private voice do
//! differently on each system. Like `crate::platform`, the only place of this layer where a
//! `cfg(unix)` or `cfg(windows)` appears; each system's module implements this layer's traits.
//!
//! | | Linux (and other Unix systems) | Windows |
//! | --- | --- | --- |
//! | private voice: devices | `pactl list sinks`: PulseAudio's (or PipeWire's) sinks, by their descriptions | cpal's WASAPI output devices, by their friendly names |
//! | private voice: renderer | `espeak-ng` to a WAV file only its owner reads | the system's synthesizer (WinRT `SpeechSynthesizer`, its OneCore voices) to samples in memory |
//! | private voice: player | `pacat` on the chosen sink | rodio on the chosen WASAPI device |
//! | table's speech | speech-dispatcher (`tts`), its socket checked, the sound it leaves in PulseAudio asked of `pactl` | the voices of Windows (`tts`'s WinRT backend, OneCore voices); NVDA (its controller DLL) or JAWS (its COM interface) when asked |

use super::private::{Device, Speaker};
use super::speech::Backend;
use std::sync::Arc;

#[cfg(unix)]
mod unix;
#[cfg(unix)]
use unix as imp;

#[cfg(windows)]
mod windows;
#[cfg(windows)]
use windows as imp;

/// The output devices a player can choose for their secrets.
pub(super) fn list_devices() -> Result<Vec<Device>, String> {
    imp::list_devices()
}

/// The private voice's speaker of this system.
pub(super) fn private_speaker() -> Box<dyn Speaker> {
    imp::private_speaker()
}

/// The table's speech with the system's voices (Linux: speech-dispatcher; Windows: the voices of
/// Windows).
pub(super) fn system_speech() -> Arc<dyn Backend> {
    imp::system_speech()
}

/// The table's speech through the screen reader running now (Windows: NVDA or JAWS), or why not.
pub(super) fn screen_reader() -> Result<Arc<dyn Backend>, String> {
    imp::screen_reader()
}

/// The screen reader running now, by name, whether or not Vigie speaks through it.
pub(super) fn screen_reader_running() -> Option<String> {
    imp::screen_reader_running()
}
