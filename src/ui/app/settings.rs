//! The settings menu: language, verbosity, speech, sound cues, screen and gamepads; each change applied at once and kept.

use super::*;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub(super) enum SettingPick {
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
pub(super) enum Setting {
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

impl App {
    pub(super) fn set_lang(&mut self, l: Lang) {
        self.settings.lang = l;
        self.an.set_lang(l);
        self.out.set_lang(l);
        self.name_colours();
        self.phones_relabel();
    }

    /// Players named by a colour are called by that colour in the language spoken now ("Red"
    /// becomes "Rouge" when the table switches to French); other names stay as they are.
    pub(super) fn name_colours(&mut self) {
        if let Some(names) = self.session.as_ref().map(|s| self.colours_said(&s.names, &s.table.colours)) {
            self.an.set_names(names.clone());
            if let Some(s) = self.session.as_mut() {
                s.names = names;
            }
        }
        if let Some(names) = self.draft.as_ref().map(|d| self.colours_said(&d.names, &d.table.colours))
            && let Some(d) = self.draft.as_mut()
        {
            d.names = names;
        }
    }

    /// Names, with the colours picked from the list said in the language spoken now.
    pub(super) fn colours_said(&self, names: &[String], colours: &[Option<u8>]) -> Vec<String> {
        names
            .iter()
            .enumerate()
            .map(|(i, n)| match colours.get(i).copied().flatten().and_then(|c| COLOURS.get(usize::from(c))) {
                Some(id) => self.t(*id),
                None => n.clone(),
            })
            .collect()
    }

    pub(super) fn setting_line(&self, s: Setting) -> String {
        let on = |b: bool| self.t(if b { Id::UiOn } else { Id::UiOff });
        let num = |v: f32| format!("{v:.0}");
        let st = &self.settings;
        let (id, value) = match s {
            Setting::Lang => (Id::UiSettingLang, self.t(Id::UiLangName)),
            Setting::Verbosity => (Id::UiSettingVerbosity, self.t(verbosity_id(st.verbosity))),
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
        self.ta(id, &[("value", value)])
    }

    pub(super) fn settings_screen(&self) -> Screen {
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
        .map(|s| Item::new(self.setting_line(s), Choice::Settings(SettingPick::Setting(s))))
        .collect();
        Screen::new(Kind::Settings, self.t(Id::UiSettingsTitle), items)
    }

    pub(super) fn open_settings(&mut self) {
        let s = self.settings_screen();
        self.push(s);
    }

    pub(super) fn open_setting_values(&mut self, s: Setting) {
        let items: Vec<Item<Choice>> = match s {
            Setting::Lang => Lang::ALL
                .into_iter()
                .map(|l| Item::new(self.an.text_in(l, Id::UiLangName), Choice::Settings(SettingPick::Lang(l))))
                .collect(),
            Setting::Verbosity => [Verbosity::Brief, Verbosity::Normal, Verbosity::Full]
                .into_iter()
                .enumerate()
                .map(|(i, v)| Item::new(self.t(verbosity_id(v)), Choice::Settings(SettingPick::Value(s, i as f32))))
                .collect(),
            Setting::Rate | Setting::Pitch => (-10..=10)
                .map(|i| Item {
                    label: (i * 10).to_string(),
                    value: Choice::Settings(SettingPick::Value(s, (i * 10) as f32)),
                    jump: None,
                })
                .collect(),
            Setting::Volume | Setting::SoundVolume => (0..=10)
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
                Item::new(self.t(Id::UiOn), Choice::Settings(SettingPick::Value(s, 1.0))),
                Item::new(self.t(Id::UiOff), Choice::Settings(SettingPick::Value(s, 0.0))),
            ],
        };
        let current = items.iter().position(|it| match (&it.value, s) {
            (Choice::Settings(SettingPick::Lang(l)), _) => *l == self.settings.lang,
            (Choice::Settings(SettingPick::Value(_, v)), Setting::Verbosity) => {
                *v as usize == self.settings.verbosity as usize
            }
            (Choice::Settings(SettingPick::Value(_, v)), Setting::Rate) => (*v - self.settings.speech.rate).abs() < 5.0,
            (Choice::Settings(SettingPick::Value(_, v)), Setting::Pitch) => {
                (*v - self.settings.speech.pitch).abs() < 5.0
            }
            (Choice::Settings(SettingPick::Value(_, v)), Setting::Volume) => {
                (*v - self.settings.speech.volume).abs() < 5.0
            }
            (Choice::Settings(SettingPick::Value(_, v)), Setting::SoundVolume) => {
                (*v - self.settings.sounds.volume).abs() < 5.0
            }
            (Choice::Settings(SettingPick::Value(_, v)), Setting::Sounds) => (*v > 0.5) != self.settings.sounds.muted,
            (Choice::Settings(SettingPick::Value(_, v)), Setting::Large) => (*v > 0.5) == self.settings.screen.large,
            (Choice::Settings(SettingPick::Value(_, v)), Setting::RumbleDice) => {
                (*v > 0.5) == self.settings.gamepad.rumble_dice
            }
            (Choice::Settings(SettingPick::Value(_, v)), Setting::RumbleCues) => {
                (*v > 0.5) == self.settings.gamepad.rumble_cues
            }
            (Choice::Settings(SettingPick::Value(_, v)), Setting::RumbleStrength) => {
                (*v - self.settings.gamepad.strength).abs() < 5.0
            }
            _ => false,
        });
        let mut screen = Screen::new(Kind::SettingValues, self.setting_line(s), items);
        if let Some(i) = current {
            screen.menu.set_focus(i);
        }
        let title = self.t(Id::UiSettingChoose);
        screen.title = format!("{}. {title}", screen.title.trim_end_matches('.'));
        self.push(screen);
    }

    pub(super) fn set_value(&mut self, s: Setting, v: f32) {
        match s {
            Setting::Verbosity => {
                self.settings.verbosity = [Verbosity::Brief, Verbosity::Normal, Verbosity::Full][(v as usize).min(2)]
            }
            Setting::Rate => self.settings.speech.rate = v,
            Setting::Volume => self.settings.speech.volume = v,
            Setting::Pitch => self.settings.speech.pitch = v,
            Setting::SoundVolume => self.settings.sounds.volume = v,
            Setting::Sounds => self.settings.sounds.muted = v < 0.5,
            Setting::Large => self.settings.screen.large = v > 0.5,
            Setting::RumbleDice => self.settings.gamepad.rumble_dice = v > 0.5,
            Setting::RumbleCues => self.settings.gamepad.rumble_cues = v > 0.5,
            Setting::RumbleStrength => self.settings.gamepad.strength = v,
            Setting::Lang => {}
        }
        self.settings_changed(s);
    }

    /// Applies the settings to the outputs, keeps them, says the new value, and refreshes the
    /// settings menu if it is open.
    pub(super) fn settings_changed(&mut self, s: Setting) {
        self.settings = self.settings.clone().clamped();
        let prosody = self.settings.prosody();
        if let Some(sp) = self.out.speech() {
            sp.set_prosody(prosody);
        }
        self.out.set_private_voice(self.settings.lang, self.settings.speech.rate);
        if let Some(snd) = self.out.sound() {
            snd.set_volume(self.settings.sounds.volume / 100.0);
            snd.set_muted(self.settings.sounds.muted);
        }
        self.keep_settings();
        // Leave the list of values; refresh the settings menu, whose labels show the values.
        if self.stack.last().is_some_and(|t| t.kind == Kind::SettingValues) {
            self.stack.pop();
        }
        if let Some(pos) = self.stack.iter().rposition(|t| t.kind == Kind::Settings) {
            let focus = self.stack[pos].menu.focus();
            let mut fresh = self.settings_screen();
            fresh.menu.set_focus(focus);
            self.stack[pos] = fresh;
        }
        if s == Setting::Lang {
            // Every label on the way changes language: rebuild the screens below.
            self.relabel();
        }
        let line = self.setting_line(s);
        self.say_text(line, None, Keep::No);
    }

    /// After a language change: the screens that show game choices are rebuilt in the new
    /// language, the others keep their words until they are opened again.
    pub(super) fn relabel(&mut self) {
        if let Some(pos) = self.stack.iter().position(|t| t.kind == Kind::Main) {
            let mut fresh = menus::main_screen(self);
            fresh.menu.set_focus(self.stack[pos].menu.focus());
            self.stack[pos] = fresh;
        }
        if let Some(pos) = self.stack.iter().position(|t| t.kind == Kind::Game)
            && let Some(fresh) = self.game_screen()
        {
            self.stack[pos] = fresh;
        }
        if let Some(pos) = self.stack.iter().position(|t| t.kind == Kind::Pause) {
            let mut fresh = menus::pause_screen(self);
            fresh.menu.set_focus(self.stack[pos].menu.focus());
            self.stack[pos] = fresh;
        }
    }
}

impl App {
    /// Acts on a choice of this module's screens (`kind`: the screen it was made on).
    pub(super) fn choose_settings(&mut self, pick: SettingPick, kind: Kind) {
        match pick {
            SettingPick::Lang(l) => match kind {
                Kind::SetupLang => {
                    self.set_lang(l);
                    self.keep_settings();
                    self.open_setup_players();
                }
                _ => {
                    self.set_lang(l);
                    self.settings_changed(Setting::Lang);
                }
            },
            SettingPick::Setting(s) => self.open_setting_values(s),
            SettingPick::Value(s, v) => self.set_value(s, v),
        }
    }
}
