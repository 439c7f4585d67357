//! The output layer's platform code: what the table's speech and the private voice do
//! differently on each system. Like `crate::platform`, the only place of this layer where a
//! `cfg(unix)` or `cfg(windows)` appears.

/// True when a program listens on the Unix socket at `path` (speech-dispatcher's); never on a
/// system without them.
pub(crate) fn unix_socket_listens(path: &std::path::Path) -> bool {
    imp::unix_socket_listens(path)
}

#[cfg(unix)]
mod imp {
    pub(super) fn unix_socket_listens(path: &std::path::Path) -> bool {
        std::os::unix::net::UnixStream::connect(path).is_ok()
    }
}

#[cfg(windows)]
mod imp {
    pub(super) fn unix_socket_listens(_path: &std::path::Path) -> bool {
        false
    }
}
