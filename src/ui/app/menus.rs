//! The main menu, the pause menu, and the questions that ask to confirm.

use super::*;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub(super) enum MenuPick {
    /// A new game of these rules.
    NewGame(Ruleset),
    Resume,
    Settings,
    Cards,
    Rules,
    /// Leave for the Escape: Zombie City soundtrack (`crate::escape`).
    Escape,
    Quit,
    MainMenu,
    BackToGame,
    Yes(Then),
    No,
    /// Do this action (from the list of commands).
    Act(Action),
    /// Go back, as the back key does.
    Back,
    /// A further step.
    Open(Box<Screen>),
    /// Say this text (a card's description, a rules topic, a review).
    Hear(String),
}

impl From<MenuPick> for Choice {
    fn from(p: MenuPick) -> Choice {
        Choice::Menu(p)
    }
}

impl App {
    pub(super) fn open_main(&mut self) {
        self.stack.clear();
        self.draft = None;
        let s = self.main_screen();
        self.push(s);
    }

    pub(super) fn main_screen(&self) -> Screen {
        let new_games =
            rulesets::all().map(|r| Item::new(self.t(r.new_game()), Choice::Menu(MenuPick::NewGame(r.ruleset()))));
        let items = new_games
            .into_iter()
            .chain([
                Item::new(self.t(Id::UiResume), Choice::Menu(MenuPick::Resume)),
                Item::new(self.t(Id::UiSettings), Choice::Menu(MenuPick::Settings)),
                Item::new(self.t(Id::UiCardReader), Choice::Menu(MenuPick::Cards)),
                Item::new(self.t(Id::UiRules), Choice::Menu(MenuPick::Rules)),
                Item::new(self.t(Id::UiEscape), Choice::Menu(MenuPick::Escape)),
                Item::new(self.t(Id::UiQuit), Choice::Menu(MenuPick::Quit)),
            ])
            .collect();
        Screen::new(Kind::Main, self.t(Id::UiMainTitle), items)
    }

    pub(super) fn open_pause(&mut self) {
        let s = self.pause_screen();
        self.push(s);
    }

    pub(super) fn pause_screen(&self) -> Screen {
        let mut items = vec![
            Item::new(self.t(Id::UiBackToGame), Choice::Menu(MenuPick::BackToGame)),
            Item::new(self.t(Id::UiChannels), Choice::Secrets(SecretPick::Channels)),
            Item::new(self.t(Id::UiSettings), Choice::Menu(MenuPick::Settings)),
            Item::new(self.t(Id::UiCardReader), Choice::Menu(MenuPick::Cards)),
            Item::new(self.t(Id::UiRules), Choice::Menu(MenuPick::Rules)),
            Item::new(self.t(Id::UiQuit), Choice::Menu(MenuPick::Quit)),
        ];
        if self.uses_phones() {
            // A lost phone is replaced there.
            items.insert(2, Item::new(self.t(Id::UiPhones), Choice::Phones(PhonePick::Open)));
        }
        let over = self.played().is_some_and(Played::is_finished);
        Screen::new(Kind::Pause, self.t(if over { Id::UiPauseTitleOver } else { Id::UiPauseTitle }), items)
    }

    pub(super) fn confirm(&mut self, question: String, then: Then) {
        // Confirming a secret choice is as secret as the choice; leaving Vigie is asked of the table.
        let secret = !matches!(then, Then::Quit);
        // What cannot be taken back starts on No: Enter alone never does it.
        let on_no = matches!(then, Then::Quit | Then::NewGame(_) | Then::Start | Then::NewPhone(_) | Then::TakeOver(_));
        let items = vec![
            Item::new(self.t(Id::UiYes), Choice::Menu(MenuPick::Yes(then))),
            Item::new(self.t(Id::UiNo), Choice::Menu(MenuPick::No)),
        ];
        let mut screen = Screen::new(Kind::Confirm, question, items);
        if secret {
            screen.secret_for = self.stack.last().and_then(|t| t.secret_for);
        }
        if on_no {
            screen.menu.set_focus(1);
        }
        self.push(screen);
    }
}

impl App {
    /// Acts on a choice of this module's screens (`kind`: the screen it was made on).
    pub(super) fn choose_menus(&mut self, pick: MenuPick, _kind: Kind) {
        match pick {
            MenuPick::NewGame(rules) => {
                let unfinished =
                    |s| rulesets::taken(s).is_some_and(|(_, play, _): rulesets::Taken| !play.is_finished());
                if self.paths.save.exists() && crate::store::save::load_any(&self.paths.save).is_ok_and(unfinished) {
                    self.confirm(self.t(Id::UiConfirmNewGame), Then::NewGame(rules));
                } else {
                    self.open_setup(rules);
                }
            }
            MenuPick::Resume => self.resume(),
            MenuPick::Settings => self.open_settings(),
            MenuPick::Cards => self.open_cards(),
            MenuPick::Rules => self.open_rules(),
            MenuPick::Escape => (self.escape, self.quit) = (true, true),
            MenuPick::Quit => self.confirm(self.t(Id::UiConfirmQuit), Then::Quit),
            MenuPick::MainMenu => {
                self.session = None;
                self.out.forget_all_held();
                self.open_main();
            }
            MenuPick::BackToGame => self.open_game(),
            MenuPick::Yes(Then::Quit) => {
                // The table hears that nothing is lost before Vigie goes quiet.
                let id =
                    if self.played().is_some_and(|g| !g.is_finished()) { Id::UiGoodbyeSaved } else { Id::UiGoodbye };
                let text = self.t(id);
                self.say_text(text, None, Keep::No);
                self.quit = true;
            }
            MenuPick::Yes(Then::Start) => self.start_game(),
            MenuPick::Yes(Then::NewGame(rules)) => {
                self.stack.pop();
                self.open_setup(rules);
            }
            MenuPick::Yes(Then::Apply(cmd)) => self.decide(cmd),
            MenuPick::Yes(Then::NewPhone(seat)) => self.choose_phones(PhonePick::NewPhone(seat), Kind::Confirm),
            MenuPick::Yes(Then::TakeOver(seat)) => self.choose_phones(PhonePick::TakeOver(seat), Kind::Confirm),
            MenuPick::No => {
                self.stack.pop();
                self.say_top();
            }
            MenuPick::Act(a) => {
                self.stack.pop();
                self.action(a);
            }
            MenuPick::Back => self.back(),
            MenuPick::Open(s) => self.push(*s),
            MenuPick::Hear(text) => self.say_text(text, None, Keep::No),
        }
    }
}
