//! Keys: each key an action, each action done on the screen in focus.

use super::*;

impl App {
    /// Handles one key press.
    pub fn key(&mut self, key: Key) {
        let cut = self.interrupt();
        if let Some(Kind::NameEntry(seat)) = self.stack.last().map(|s| s.kind)
            && self.name_entry_key(seat, key)
        {
            return;
        }
        let lookup = match key.code {
            KeyCode::Char(c) => Key { code: KeyCode::Char(c.to_ascii_lowercase()), ..key },
            _ => key,
        };
        match self.keys.action(lookup) {
            Some(a) => self.act_after_cut(a, cut),
            None => match key.code {
                // A jump is a move: while the game's news is said, the key only stops it.
                KeyCode::Char(_) if cut > 0 && !key.ctrl && !key.alt => self.say_unheard_notice(),
                KeyCode::Char(c) if !key.ctrl && !key.alt && c.is_alphanumeric() => self.jump(c),
                _ => self.key_unknown(),
            },
        }
    }

    /// A key Vigie has no use for (Insert, a media key).
    pub fn key_unknown(&mut self) {
        let cut = self.interrupt();
        let help = self.keys.keys(Action::Help).first().map(|k| self.an.key_words(*k)).unwrap_or_default();
        let text = self.ta(Id::UiKeyUnknown, &[("help", help)]);
        self.say_key_error(text);
        if cut > 0 {
            self.say_unheard_notice();
        }
    }

    pub(super) fn jump(&mut self, c: char) {
        let Some(top) = self.stack.last_mut() else { return };
        if top.menu.jump(c) {
            self.say_focus();
        } else if c.is_ascii_digit() {
            // A digit is a location's number, a die's face or a position: say which is missing.
            let items = top.menu.items();
            let numbered = items.iter().any(|i| i.jump.is_some_and(|j| j.is_ascii_digit()));
            let mut a = fluent_bundle::FluentArgs::new();
            a.set("char", c.to_string());
            a.set("count", crate::announce::Announcer::num(items.len() as f64));
            a.set("numbered", if numbered { "yes" } else { "no" });
            let text = self.an.text(Id::UiNoNumber, Some(&a));
            self.say_key_error(text);
        } else {
            let text = self.ta(Id::UiNoJump, &[("char", c.to_uppercase().to_string())]);
            self.say_key_error(text);
        }
    }

    pub(super) fn action(&mut self, a: Action) {
        // Every screen of a game is in the game: the hand-over of a secret, the pause menu...
        if a.scope() == Scope::Game {
            let refused = if self.session.is_none() {
                // A game saved is not in progress until it is resumed: say how.
                Some(if self.paths.save.is_file() { Id::UiNoGameSaved } else { Id::UiNoGame })
            } else if self.stack.secret().is_some() {
                // A player is reading a secret on the screen: nothing else may appear there.
                Some(Id::UiSecretOnScreen)
            } else {
                None
            };
            if let Some(id) = refused {
                let t = self.t(id);
                self.say_key_error(t);
                return;
            }
        }
        match a {
            Action::Up | Action::Down | Action::First | Action::Last => {
                if let Some(top) = self.stack.last_mut() {
                    match a {
                        Action::Up => top.menu.up(),
                        Action::Down => top.menu.down(),
                        Action::First => top.menu.first(),
                        _ => top.menu.last(),
                    }
                    self.say_focus();
                    self.identify_focused_pad();
                }
            }
            Action::Choose => self.choose(),
            Action::Back => self.back(),
            Action::Repeat if self.news.unheard() > 0 => self.say_unheard(),
            Action::Repeat => match self.last.clone() {
                Some(m) => {
                    let text = m.text.clone();
                    self.say_text(text, m.earcon, Keep::No)
                }
                None => {
                    let t = self.t(Id::UiNothingToRepeat);
                    self.say_text(t, None, Keep::No)
                }
            },
            Action::Details => {
                let detail = self.said.iter().rev().find_map(|m| m.detail.clone());
                let text = detail.unwrap_or_else(|| self.t(Id::UiNoDetails));
                self.say_text(text, None, Keep::No)
            }
            Action::Help => self.push(lists::help(self)),
            Action::History => self.push(lists::history(self)),
            Action::Quit => self.confirm(self.t(Id::UiConfirmQuit), Then::Quit),
            Action::Commands => self.run(lists::commands(self)),
            Action::Verbosity => {
                self.settings.verbosity = match self.settings.verbosity {
                    Verbosity::Brief => Verbosity::Normal,
                    Verbosity::Normal => Verbosity::Full,
                    Verbosity::Full => Verbosity::Brief,
                };
                self.settings_changed(Setting::Verbosity);
            }
            Action::Faster | Action::Slower => {
                let up = a == Action::Faster;
                let before = self.settings.speech.rate;
                self.settings.speech.rate = (before + if up { 10.0 } else { -10.0 }).clamp(-100.0, 100.0);
                self.nudged(Setting::Rate, before == self.settings.speech.rate, up);
            }
            Action::Louder | Action::Softer => {
                let up = a == Action::Louder;
                let before = self.settings.speech.volume;
                self.settings.speech.volume = (before + if up { 10.0 } else { -10.0 }).clamp(0.0, 100.0);
                self.nudged(Setting::Volume, before == self.settings.speech.volume, up);
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::ReviewLocation => self.push(lists::review_locations(self)),
            Action::ReviewFamily => self.run(lists::review_families(self)),
            Action::ReviewColdStorage => self.run(lists::review(self, Review::ColdStorage)),
            Action::ReviewTokens => self.run(lists::review(self, Review::Tokens)),
            Action::ReviewSupplies => self.run(lists::review(self, Review::Supplies)),
            Action::ReviewTurn => self.run(lists::review(self, Review::Turn)),
            Action::ReviewScore => self.run(lists::review(self, Review::Score)),
            Action::Secret => self.open_secrets(),
        }
    }

    /// A setting moved by a key; at its end already, says that it goes no further.
    fn nudged(&mut self, s: Setting, stuck: bool, up: bool) {
        if !stuck {
            self.settings_changed(s);
            return;
        }
        let line = settings::setting_line(self, s);
        let text =
            self.ta(Id::UiSettingAtEnd, &[("line", line), ("end", (if up { "high" } else { "low" }).to_owned())]);
        self.say_key_error(text);
    }

    pub(super) fn back(&mut self) {
        let Some(top) = self.stack.last() else { return };
        let secret_choice = top.secret_for.is_some();
        match top.kind {
            Kind::Main => {
                let t = self.t(Id::UiMainBack);
                self.say_text(t, None, Keep::No);
            }
            // A hand-over is part of the game: its back key pauses the game, as the game's does.
            Kind::Peek(_) | Kind::Handover(_) | Kind::PassOn(_) => self.open_pause(),
            // The secret is read: closed as its own item closes it.
            Kind::SecretShown(_) => self.run(handover::on(self, handover::HandoverPick::Done)),
            Kind::Game => {
                if let Some(s) = self.session.as_mut()
                    && !s.faces.is_empty()
                {
                    // Table dice: take back the last face entered.
                    let face = s.faces.pop().unwrap_or(0);
                    let t = self.tn(Id::UiFaceBack, &[("face", f64::from(face))]);
                    self.say_text(t, None, Keep::Yes);
                    self.open_game();
                } else {
                    if secret_choice {
                        // A secret choice left for the pause: whoever takes the game up again
                        // may not be its player, who is asked to be ready again (the choice
                        // leaves the screen; the pause's way back asks for the hand-over).
                        if let Some(s) = self.session.as_mut() {
                            s.ready = None;
                        }
                        self.stack.clear();
                    }
                    self.open_pause();
                }
            }
            Kind::SetupLang => {
                // A set-up left: the language it chose goes with it.
                if let Some(before) = self.stack.draft().map(|d| d.lang_before)
                    && before != self.settings.lang
                {
                    self.set_lang(before);
                    self.keep_settings();
                }
                self.open_main();
            }
            Kind::SetupName(seat) if seat != Seat::FIRST => {
                // Back to the previous player's name: it is chosen again.
                if let Some(d) = self.stack.draft_mut() {
                    d.names.pop();
                    d.table.colours.truncate(d.names.len());
                }
                self.stack.pop();
                self.say_top();
            }
            _ => {
                self.stack.pop();
                if self.stack.last().is_none() && self.session.is_some() {
                    // Never the main menu under a game in progress: back to its question.
                    self.open_game();
                } else {
                    self.say_top();
                }
            }
        }
    }
}
