//! The user's settings (language, verbosity, speech, sound cues), kept in their config
//! directory as TOML and written atomically.

use crate::announce::{Lang, Verbosity};
use crate::output::Prosody;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Everything Vigie remembers between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub lang: Lang,
    pub verbosity: Verbosity,
    pub speech: SpeechSettings,
    pub sounds: SoundSettings,
    pub screen: ScreenSettings,
    pub gamepad: GamepadSettings,
}

/// Gamepads' rumble.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GamepadSettings {
    /// The dice told by rumble on the badge holder's own gamepad (besides their private channel).
    pub rumble_dice: bool,
    /// Short rumbles for a player's own events: the game waits for them, their choice is counted.
    pub rumble_cues: bool,
    /// 10 to 100.
    pub strength: f32,
}

impl Default for GamepadSettings {
    fn default() -> Self {
        GamepadSettings { rumble_dice: true, rumble_cues: false, strength: 70.0 }
    }
}

/// How the screen shows things, for low-vision players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScreenSettings {
    /// The prompt and the focused choice in double-size letters (terminals that support it).
    pub large: bool,
}

impl Default for ScreenSettings {
    fn default() -> Self {
        ScreenSettings { large: true }
    }
}

/// How Vigie speaks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpeechSettings {
    /// -100 to 100; 0 is the engine's normal rate.
    pub rate: f32,
    /// 0 to 100.
    pub volume: f32,
    /// -100 to 100.
    pub pitch: f32,
    /// The voice chosen for each language (found once, then remembered).
    pub voices: HashMap<Lang, String>,
}

/// The sound cues.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SoundSettings {
    /// 0 to 100.
    pub volume: f32,
    pub muted: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::En,
            verbosity: Verbosity::Normal,
            speech: SpeechSettings::default(),
            sounds: SoundSettings::default(),
            screen: ScreenSettings::default(),
            gamepad: GamepadSettings::default(),
        }
    }
}

impl Default for SpeechSettings {
    fn default() -> Self {
        SpeechSettings { rate: 0.0, volume: 100.0, pitch: 0.0, voices: HashMap::new() }
    }
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings { volume: 80.0, muted: false }
    }
}

/// What happened when the settings were read.
#[derive(Debug, PartialEq)]
pub enum Loaded {
    /// Read from the file.
    Read,
    /// No file yet: the defaults.
    Fresh,
    /// The file could not be read (the reason); it was moved aside to the path given, and the
    /// defaults are used.
    Broken { reason: String, moved_to: Option<PathBuf> },
}

impl Settings {
    /// The settings file: `settings.toml` in the config folder (see [`crate::paths`]).
    pub fn default_path() -> Option<PathBuf> {
        crate::paths::settings_file()
    }

    /// Values brought back into their ranges.
    pub fn clamped(mut self) -> Settings {
        self.speech.rate = self.speech.rate.clamp(-100.0, 100.0);
        self.speech.volume = self.speech.volume.clamp(0.0, 100.0);
        self.speech.pitch = self.speech.pitch.clamp(-100.0, 100.0);
        self.sounds.volume = self.sounds.volume.clamp(0.0, 100.0);
        self.gamepad.strength = self.gamepad.strength.clamp(10.0, 100.0);
        self
    }

    /// Reads the settings; a missing file gives the defaults, a broken one is moved aside
    /// (never overwritten) and gives the defaults too.
    pub fn load(path: &Path) -> (Settings, Loaded) {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), Loaded::Fresh),
            Err(e) => return (Settings::default(), Loaded::Broken { reason: e.to_string(), moved_to: None }),
        };
        match toml::from_str::<Settings>(&text) {
            Ok(s) => (s.clamped(), Loaded::Read),
            Err(e) => {
                let aside = path.with_extension("toml.broken");
                let moved_to = std::fs::rename(path, &aside).ok().map(|_| aside);
                (Settings::default(), Loaded::Broken { reason: e.message().to_owned(), moved_to })
            }
        }
    }

    /// Writes the settings atomically, creating the folder if needed.
    pub fn store(&self, path: &Path) -> Result<(), crate::save::SaveError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|source| crate::save::SaveError::Write { path: dir.to_path_buf(), source })?;
        }
        let text = toml::to_string(self).unwrap_or_default();
        crate::save::write_atomic(path, text.as_bytes())
    }

    /// The speech engine's rate, volume and pitch.
    pub fn prosody(&self) -> Prosody {
        Prosody { rate: self.speech.rate, volume: self.speech.volume, pitch: self.speech.pitch }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("vigie-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn settings_are_saved_and_read_back() {
        let d = dir("roundtrip");
        let path = d.join("vigie/settings.toml");
        assert_eq!(Settings::load(&path), (Settings::default(), Loaded::Fresh));
        let mut s = Settings { lang: Lang::Fr, ..Settings::default() };
        s.speech.rate = 35.0;
        s.speech.voices.insert(Lang::Fr, "French (France)".into());
        s.sounds.muted = true;
        s.store(&path).unwrap();
        assert_eq!(Settings::load(&path), (s, Loaded::Read));
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_broken_file_is_moved_aside_and_defaults_are_used() {
        let d = dir("broken");
        std::fs::create_dir_all(&d).unwrap();
        let path = d.join("settings.toml");
        std::fs::write(&path, "lang = \"klingon\"\n").unwrap();
        let (s, how) = Settings::load(&path);
        assert_eq!(s, Settings::default());
        let Loaded::Broken { moved_to: Some(aside), .. } = how else { panic!("{how:?}") };
        assert_eq!(std::fs::read_to_string(aside).unwrap(), "lang = \"klingon\"\n");
        assert!(!path.exists());
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn out_of_range_values_are_brought_back() {
        let d = dir("range");
        std::fs::create_dir_all(&d).unwrap();
        let path = d.join("settings.toml");
        std::fs::write(&path, "[speech]\nrate = 500.0\n").unwrap();
        assert_eq!(Settings::load(&path).0.speech.rate, 100.0);
        let _ = std::fs::remove_dir_all(&d);
    }
}
