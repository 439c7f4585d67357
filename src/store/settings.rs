//! The user's settings (language, verbosity, speech, sound cues), kept in their config
//! directory as TOML and written atomically.

use crate::vocab::Prosody;
use crate::vocab::{Lang, Verbosity};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::{MAX_CONFIG_BYTES, StoreError};

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
    /// [`SpeechSettings::LOWEST_VOLUME`] to 100.
    pub volume: f32,
    /// -100 to 100.
    pub pitch: f32,
    /// The voice chosen for each language (found once, then remembered).
    pub voices: HashMap<Lang, String>,
    /// Speak through the screen reader running (NVDA or JAWS, on Windows) rather than the
    /// system's voices. Written only when on.
    #[serde(skip_serializing_if = "is_false")]
    pub screen_reader: bool,
}

impl SpeechSettings {
    /// The speech's lowest volume: never silent, since a player who cannot see the screen
    /// could not find the way back from silence.
    pub const LOWEST_VOLUME: f32 = 10.0;
}

fn is_false(b: &bool) -> bool {
    !*b
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
        SpeechSettings { rate: 0.0, volume: 100.0, pitch: 0.0, voices: HashMap::new(), screen_reader: false }
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
    /// The file could not be read (the reason); it was moved aside to the path given (`None`:
    /// it could not be moved, or is not a regular file, and was left as it is), and the defaults
    /// are used.
    Broken { reason: super::Problem, moved_to: Option<PathBuf> },
    /// Read, but some values were not numbers (their keys): their defaults are used.
    Corrected { keys: Vec<&'static str> },
}

impl Settings {
    /// The settings file: `settings.toml` in the config folder (see [`super::paths`]).
    pub fn default_path() -> Option<PathBuf> {
        super::paths::settings_file()
    }

    /// Values brought back into their ranges (a value that is not a number gets its default).
    pub fn clamped(self) -> Settings {
        self.repaired().0
    }

    /// Values brought back into their ranges, and the keys of those that were not numbers
    /// (NaN), which get their defaults.
    pub fn repaired(mut self) -> (Settings, Vec<&'static str>) {
        let d = Settings::default();
        let mut not_numbers = Vec::new();
        for (key, value, default, (min, max)) in [
            ("speech.rate", &mut self.speech.rate, d.speech.rate, (-100.0, 100.0)),
            ("speech.volume", &mut self.speech.volume, d.speech.volume, (SpeechSettings::LOWEST_VOLUME, 100.0)),
            ("speech.pitch", &mut self.speech.pitch, d.speech.pitch, (-100.0, 100.0)),
            ("sounds.volume", &mut self.sounds.volume, d.sounds.volume, (0.0, 100.0)),
            ("gamepad.strength", &mut self.gamepad.strength, d.gamepad.strength, (10.0, 100.0)),
        ] {
            if value.is_nan() {
                *value = default;
                not_numbers.push(key);
            }
            *value = value.clamp(min, max);
        }
        (self, not_numbers)
    }

    /// Reads the settings; a missing file gives the defaults, a broken one is moved aside
    /// (never overwritten: `settings.toml.broken`, then `.broken-2`...) and gives the defaults
    /// too. A folder, a device or a pipe in its place is left alone (and never written over).
    pub fn load(path: &Path) -> (Settings, Loaded) {
        let text = match super::read_text(path, MAX_CONFIG_BYTES) {
            Ok(Some(t)) => Ok(t),
            Ok(None) => return (Settings::default(), Loaded::Fresh),
            Err(e) => Err(super::Problem::Store(e)),
        };
        match text
            .and_then(|t| toml::from_str::<Settings>(&t).map_err(|e| super::Problem::Syntax(e.message().to_owned())))
        {
            Ok(s) => match s.repaired() {
                (s, keys) if keys.is_empty() => (s, Loaded::Read),
                (s, keys) => (s, Loaded::Corrected { keys }),
            },
            Err(reason) => {
                let moved_to = super::move_aside_as(path, "broken");
                (Settings::default(), Loaded::Broken { reason, moved_to })
            }
        }
    }

    /// Writes the settings atomically, creating the folder if needed.
    pub fn store(&self, path: &Path) -> Result<(), StoreError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Write { path: dir.to_path_buf(), source })?;
        }
        let text = toml::to_string(self)
            .map_err(|e| StoreError::Serialise { path: path.to_path_buf(), reason: e.to_string() })?;
        super::write_atomic(path, text.as_bytes())
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
    fn each_broken_file_is_kept_under_a_new_name() {
        let d = dir("broken-twice");
        std::fs::create_dir_all(&d).unwrap();
        let path = d.join("settings.toml");
        // Not UTF-8, then not TOML: both kept, neither over the other.
        let contents: [&[u8]; 3] = [b"lang = \"fr\"\n\xff\n", b"rate = \n", b"[speech\n"];
        for (i, bytes) in contents.iter().enumerate() {
            std::fs::write(&path, bytes).unwrap();
            let (s, how) = Settings::load(&path);
            assert_eq!(s, Settings::default());
            let Loaded::Broken { moved_to: Some(aside), reason } = how else { panic!("{how:?}") };
            let want =
                if i == 0 { "settings.toml.broken".to_owned() } else { format!("settings.toml.broken-{}", i + 1) };
            assert_eq!(aside.file_name().unwrap().to_str().unwrap(), want);
            assert_eq!(std::fs::read(&aside).unwrap(), *bytes);
            if i == 0 {
                assert!(reason.to_string().contains("not UTF-8 text (line 2)"), "{reason}");
            }
            assert!(!path.exists());
        }
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_folder_in_place_of_the_file_is_left_alone_and_never_written_over() {
        let d = dir("folder");
        let path = d.join("settings.toml");
        std::fs::create_dir_all(path.join("inside")).unwrap();
        let (s, how) = Settings::load(&path);
        assert_eq!(s, Settings::default());
        let Loaded::Broken { moved_to: None, reason } = how else { panic!("{how:?}") };
        assert!(reason.to_string().contains("is not a regular file but a folder"), "{reason}");
        assert!(path.join("inside").is_dir());
        assert!(s.store(&path).is_err());
        assert!(path.join("inside").is_dir());
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn values_that_are_not_numbers_get_their_defaults_and_are_said() {
        let d = dir("nan");
        std::fs::create_dir_all(&d).unwrap();
        let path = d.join("settings.toml");
        std::fs::write(&path, "[speech]\nrate = nan\nvolume = 40.0\n[gamepad]\nstrength = -nan\n").unwrap();
        let (s, how) = Settings::load(&path);
        assert_eq!(how, Loaded::Corrected { keys: vec!["speech.rate", "gamepad.strength"] });
        assert_eq!((s.speech.rate, s.speech.volume, s.gamepad.strength), (0.0, 40.0, 70.0));
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn out_of_range_values_are_brought_back() {
        let d = dir("range");
        std::fs::create_dir_all(&d).unwrap();
        let path = d.join("settings.toml");
        std::fs::write(&path, "[speech]\nrate = 500.0\n").unwrap();
        assert_eq!(Settings::load(&path).0.speech.rate, 100.0);
        // A silent speech (written by hand, or by an older Vigie) is brought to the lowest heard.
        std::fs::write(&path, "[speech]\nvolume = 0.0\n[sounds]\nvolume = 0.0\n").unwrap();
        let s = Settings::load(&path).0;
        assert_eq!((s.speech.volume, s.sounds.volume), (SpeechSettings::LOWEST_VOLUME, 0.0));
        let _ = std::fs::remove_dir_all(&d);
    }
}
