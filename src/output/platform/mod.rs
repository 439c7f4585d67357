//! The output layer's platform code: what the table's speech and the private voice do
//! differently on each system. Like `crate::platform`, the only place of this layer where a
//! `cfg(unix)` or `cfg(windows)` appears; each system's module implements this layer's traits.
//!
//! | | Linux (and other Unix systems) | Windows |
//! | --- | --- | --- |
//! | private voice: devices | `pactl list sinks`: PulseAudio's (or PipeWire's) sinks, by their descriptions | cpal's WASAPI output devices, by their friendly names |
//! | private voice: renderer | `espeak-ng` to a WAV file only its owner reads | the system's synthesizer (WinRT `SpeechSynthesizer`, its OneCore voices) to samples in memory |
//! | private voice: player | `pacat` on the chosen sink | rodio on the chosen WASAPI device |
//! | speech service's checks | speech-dispatcher's socket | none (no daemon) |

use super::private::{Device, Speaker};

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

/// True when a program listens on the Unix socket at `path` (speech-dispatcher's); never on a
/// system without them.
pub(crate) fn unix_socket_listens(path: &std::path::Path) -> bool {
    imp::unix_socket_listens(path)
}
