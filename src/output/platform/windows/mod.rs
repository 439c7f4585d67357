//! Windows: the private voice through the system's synthesizer and WASAPI; no speech daemon.

mod voice;

pub(super) use voice::{list_devices, private_speaker};

pub(super) fn unix_socket_listens(_path: &std::path::Path) -> bool {
    false
}
