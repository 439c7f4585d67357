//! The settings menu: language, verbosity, speech, sound cues, screen and gamepads. Its screens
//! are built from the interface as it is (`cx`); a choice becomes effects, which the
//! coordinator applies at once (to the outputs) and keeps.

use super::App;
use super::screen::{Choice, Effect, Kind, Screen};
use crate::store::settings::Settings;
use crate::ui::menu::Item;
use crate::vocab::{Id, Lang, Verbosity};

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum SettingPick {
    Lang(Lang),
    Setting(Setting),
    Value(Setting, f32),
}

impl From<SettingPick> for Choice {
    fn from(p: SettingPick) -> Choice {
        Choice::Settings(p)
    }
}

/// A setting that can be changed from the settings menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Lang,
    Verbosity,
    Rate,
    Volume,
    Pitch,
    SoundVolume,
    Sounds,
    Large,
    RumbleDice,
    RumbleCues,
    RumbleStrength,
}

pub(super) fn verbosity_id(v: Verbosity) -> Id {
    match v {
        Verbosity::Brief => Id::UiVerbosityBrief,
        Verbosity::Normal => Id::UiVerbosityNormal,
        Verbosity::Full => Id::UiVerbosityFull,
    }
}

/// A setting and its value, in words.
pub(super) fn setting_line(cx: &App, s: Setting) -> String {
    let on = |b: bool| cx.t(if b { Id::UiOn } else { Id::UiOff });
    let num = |v: f32| format!("{v:.0}");
    let st = &cx.settings;
    let (id, value) = match s {
        Setting::Lang => (Id::UiSettingLang, cx.t(Id::UiLangName)),
        Setting::Verbosity => (Id::UiSettingVerbosity, cx.t(verbosity_id(st.verbosity))),
        Setting::Rate => (Id::UiSettingRate, num(st.speech.rate)),
        Setting::Volume => (Id::UiSettingVolume, num(st.speech.volume)),
        Setting::Pitch => (Id::UiSettingPitch, num(st.speech.pitch)),
        Setting::SoundVolume => (Id::UiSettingSoundVolume, num(st.sounds.volume)),
        Setting::Sounds => (Id::UiSettingSounds, on(!st.sounds.muted)),
        Setting::Large => (Id::UiSettingLarge, on(st.screen.large)),
        Setting::RumbleDice => (Id::UiSettingRumbleDice, on(st.gamepad.rumble_dice)),
        Setting::RumbleCues => (Id::UiSettingRumbleCues, on(st.gamepad.rumble_cues)),
        Setting::RumbleStrength => (Id::UiSettingRumbleStrength, num(st.gamepad.strength)),
    };
    cx.ta(id, &[("value", value)])
}

/// The settings menu, each line with its value.
pub(super) fn settings_screen(cx: &App) -> Screen {
    let items = [
        Setting::Lang,
        Setting::Verbosity,
        Setting::Rate,
        Setting::Volume,
        Setting::Pitch,
        Setting::SoundVolume,
        Setting::Sounds,
        Setting::Large,
        Setting::RumbleDice,
        Setting::RumbleStrength,
        Setting::RumbleCues,
    ]
    .into_iter()
    .map(|s| Item::new(setting_line(cx, s), Choice::Settings(SettingPick::Setting(s))))
    .collect();
    Screen::new(Kind::Settings, cx.t(Id::UiSettingsTitle), items)
}

/// The values a setting can take, the one in force in focus.
pub(super) fn values_screen(cx: &App, s: Setting) -> Screen {
    let items: Vec<Item<Choice>> = match s {
        Setting::Lang => Lang::ALL
            .into_iter()
            .map(|l| Item::new(cx.an.text_in(l, Id::UiLangName), Choice::Settings(SettingPick::Lang(l))))
            .collect(),
        Setting::Verbosity => [Verbosity::Brief, Verbosity::Normal, Verbosity::Full]
            .into_iter()
            .enumerate()
            .map(|(i, v)| Item::new(cx.t(verbosity_id(v)), Choice::Settings(SettingPick::Value(s, i as f32))))
            .collect(),
        Setting::Rate | Setting::Pitch => (-10..=10)
            .map(|i| Item {
                label: (i * 10).to_string(),
                value: Choice::Settings(SettingPick::Value(s, (i * 10) as f32)),
                jump: None,
            })
            .collect(),
        // The speech is never silent (see `SpeechSettings::LOWEST_VOLUME`); the sounds may be.
        Setting::Volume | Setting::SoundVolume => (u8::from(s == Setting::Volume)..=10)
            .map(|i| Item {
                label: (i * 10).to_string(),
                value: Choice::Settings(SettingPick::Value(s, (i * 10) as f32)),
                jump: None,
            })
            .collect(),
        Setting::RumbleStrength => (1..=10)
            .map(|i| Item {
                label: (i * 10).to_string(),
                value: Choice::Settings(SettingPick::Value(s, (i * 10) as f32)),
                jump: None,
            })
            .collect(),
        Setting::Sounds | Setting::Large | Setting::RumbleDice | Setting::RumbleCues => vec![
            Item::new(cx.t(Id::UiOn), Choice::Settings(SettingPick::Value(s, 1.0))),
            Item::new(cx.t(Id::UiOff), Choice::Settings(SettingPick::Value(s, 0.0))),
        ],
    };
    let current = items.iter().position(|it| match (&it.value, s) {
        (Choice::Settings(SettingPick::Lang(l)), _) => *l == cx.settings.lang,
        (Choice::Settings(SettingPick::Value(_, v)), Setting::Verbosity) => {
            *v as usize == cx.settings.verbosity as usize
        }
        (Choice::Settings(SettingPick::Value(_, v)), Setting::Rate) => (*v - cx.settings.speech.rate).abs() < 5.0,
        (Choice::Settings(SettingPick::Value(_, v)), Setting::Pitch) => (*v - cx.settings.speech.pitch).abs() < 5.0,
        (Choice::Settings(SettingPick::Value(_, v)), Setting::Volume) => (*v - cx.settings.speech.volume).abs() < 5.0,
        (Choice::Settings(SettingPick::Value(_, v)), Setting::SoundVolume) => {
            (*v - cx.settings.sounds.volume).abs() < 5.0
        }
        (Choice::Settings(SettingPick::Value(_, v)), Setting::Sounds) => (*v > 0.5) != cx.settings.sounds.muted,
        (Choice::Settings(SettingPick::Value(_, v)), Setting::Large) => (*v > 0.5) == cx.settings.screen.large,
        (Choice::Settings(SettingPick::Value(_, v)), Setting::RumbleDice) => {
            (*v > 0.5) == cx.settings.gamepad.rumble_dice
        }
        (Choice::Settings(SettingPick::Value(_, v)), Setting::RumbleCues) => {
            (*v > 0.5) == cx.settings.gamepad.rumble_cues
        }
        (Choice::Settings(SettingPick::Value(_, v)), Setting::RumbleStrength) => {
            (*v - cx.settings.gamepad.strength).abs() < 5.0
        }
        _ => false,
    });
    let mut screen = Screen::new(Kind::SettingValues, setting_line(cx, s), items);
    if let Some(i) = current {
        screen.menu.set_focus(i);
    }
    let title = cx.t(Id::UiSettingChoose);
    screen.title = format!("{}. {title}", screen.title.trim_end_matches('.'));
    screen
}

/// The settings with one changed to the value chosen.
fn with_value(settings: &Settings, s: Setting, v: f32) -> Settings {
    let mut new = settings.clone();
    match s {
        Setting::Verbosity => {
            new.verbosity = [Verbosity::Brief, Verbosity::Normal, Verbosity::Full][(v as usize).min(2)]
        }
        Setting::Rate => new.speech.rate = v,
        Setting::Volume => new.speech.volume = v,
        Setting::Pitch => new.speech.pitch = v,
        Setting::SoundVolume => new.sounds.volume = v,
        Setting::Sounds => new.sounds.muted = v < 0.5,
        Setting::Large => new.screen.large = v > 0.5,
        Setting::RumbleDice => new.gamepad.rumble_dice = v > 0.5,
        Setting::RumbleCues => new.gamepad.rumble_cues = v > 0.5,
        Setting::RumbleStrength => new.gamepad.strength = v,
        Setting::Lang => {}
    }
    new
}

/// What a choice of these screens does (`kind`: the screen it was made on; the set-up's first
/// screen chooses the language too).
pub(super) fn on(cx: &App, pick: SettingPick, kind: Kind) -> Vec<Effect> {
    match pick {
        SettingPick::Lang(l) if kind == Kind::SetupLang => {
            vec![Effect::Lang(l), Effect::KeepSettings, Effect::OpenSetupPlayers]
        }
        SettingPick::Lang(l) => vec![Effect::Lang(l), Effect::SettingChanged(Setting::Lang)],
        SettingPick::Setting(s) => vec![Effect::Push(values_screen(cx, s))],
        SettingPick::Value(s, v) => {
            vec![Effect::Settings(Box::new(with_value(&cx.settings, s, v))), Effect::SettingChanged(s)]
        }
    }
}

/// The settings in force, given to the outputs: the speech's prosody, the private voice's
/// language and rate, the sounds' volume.
pub(super) fn apply(out: &mut crate::output::Router, settings: &Settings) {
    if let Some(sp) = out.speech() {
        sp.set_prosody(settings.prosody());
    }
    out.set_private_voice(settings.lang, settings.speech.rate);
    if let Some(snd) = out.sound() {
        snd.set_volume(settings.sounds.volume / 100.0);
        snd.set_muted(settings.sounds.muted);
    }
}

/// After a setting changed (applied to the outputs): the settings kept, the list of values
/// left, the settings menu refreshed (its labels show the values), every screen relabelled
/// after a language change, and the new value said.
pub(super) fn changed(cx: &App, s: Setting) -> Vec<Effect> {
    let mut effects = vec![Effect::KeepSettings];
    if cx.stack.last().is_some_and(|t| t.kind == Kind::SettingValues) {
        effects.push(Effect::Pop);
    }
    if let Some(pos) = cx.stack.iter().rposition(|t| t.kind == Kind::Settings) {
        let mut fresh = settings_screen(cx);
        fresh.menu.set_focus(cx.stack[pos].menu.focus());
        effects.push(Effect::Replace(pos, fresh));
    }
    if s == Setting::Lang {
        // Every label on the way changes language: rebuild the screens below.
        effects.push(Effect::Relabel);
    }
    effects.push(Effect::Say(setting_line(cx, s)));
    effects
}
