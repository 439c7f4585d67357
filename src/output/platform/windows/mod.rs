//! Windows: the table's speech through the voices of Windows or the user's screen reader; the
//! private voice through the system's synthesizer and WASAPI; no speech daemon.

mod reader;
mod sapi;
mod speech;
mod voice;

pub(super) use reader::{screen_reader, screen_reader_running};
pub(super) use speech::system_speech;
pub(super) use voice::{list_devices, private_speaker};
