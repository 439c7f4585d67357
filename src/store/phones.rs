//! The phones' page of the Vigie running now: its address and join code, written when the page
//! starts, for `vigie phones` to print on another screen or on paper.

use super::StoreError;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The page a running Vigie serves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Running {
    /// The process serving it (the page is gone when it is).
    pub pid: u32,
    /// The page's address on the local network.
    pub address: String,
    /// The join code.
    pub code: String,
    /// The address carrying the code (what the QR code holds).
    pub url: String,
}

/// The file is small: anything longer is not ours.
const LIMIT: u64 = 4096;

/// Writes the running page's address and code, readable by this user only (the code and the
/// join key let anyone claim a free seat).
pub fn write(path: &Path, running: &Running) -> Result<(), StoreError> {
    let text = serde_json::to_string_pretty(running)
        .map_err(|e| StoreError::Serialise { path: path.into(), reason: e.to_string() })?;
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    super::write_private(path, text.as_bytes())
}

/// The page last written, if any (`None`: no Vigie has served phones here).
pub fn read(path: &Path) -> Result<Option<Running>, StoreError> {
    let Some(text) = super::read_text(path, LIMIT)? else { return Ok(None) };
    serde_json::from_str(&text).map(Some).map_err(|e| StoreError::Invalid(format!("{}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_page_is_written_and_read_back() {
        let dir = std::env::temp_dir().join(format!("vigie-phones-file-{}", std::process::id()));
        let path = dir.join("phones.json");
        let running = Running {
            pid: 42,
            address: "http://192.168.1.20:7878/".into(),
            code: "1234".into(),
            url: "http://192.168.1.20:7878/#1234".into(),
        };
        write(&path, &running).unwrap();
        assert_eq!(read(&path).unwrap(), Some(running));
        let meta = std::fs::metadata(&path).unwrap();
        assert_ne!(
            crate::platform::files::owner_only(&meta),
            Some(false),
            "the file holding the code is readable by others"
        );
        std::fs::write(&path, "{\"pid\": \"no\"}").unwrap();
        assert!(read(&path).is_err());
        std::fs::remove_file(&path).unwrap();
        assert_eq!(read(&path).unwrap(), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
