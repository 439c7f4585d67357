//! The main menu, the pause menu, and the questions that ask to confirm.

use super::*;

impl App {
    pub(super) fn open_main(&mut self) {
        self.stack.clear();
        self.draft = None;
        let s = self.main_screen();
        self.push(s);
    }

    pub(super) fn main_screen(&self) -> Screen {
        let items = vec![
            Item::new(self.t(Id::UiNewGame), Choice::NewGame),
            Item::new(self.t(Id::UiResume), Choice::Resume),
            Item::new(self.t(Id::UiSettings), Choice::Settings),
            Item::new(self.t(Id::UiCardReader), Choice::Cards),
            Item::new(self.t(Id::UiRules), Choice::Rules),
            Item::new(self.t(Id::UiQuit), Choice::Quit),
        ];
        Screen::new(Kind::Main, self.t(Id::UiMainTitle), items)
    }

    pub(super) fn open_pause(&mut self) {
        let s = self.pause_screen();
        self.push(s);
    }

    pub(super) fn pause_screen(&self) -> Screen {
        let items = vec![
            Item::new(self.t(Id::UiBackToGame), Choice::BackToGame),
            Item::new(self.t(Id::UiChannels), Choice::Channels),
            Item::new(self.t(Id::UiSettings), Choice::Settings),
            Item::new(self.t(Id::UiCardReader), Choice::Cards),
            Item::new(self.t(Id::UiRules), Choice::Rules),
            Item::new(self.t(Id::UiQuit), Choice::Quit),
        ];
        let over = self.game().is_some_and(Game::is_finished);
        Screen::new(Kind::Pause, self.t(if over { Id::UiPauseTitleOver } else { Id::UiPauseTitle }), items)
    }

    pub(super) fn confirm(&mut self, question: String, then: Then) {
        let items = vec![Item::new(self.t(Id::UiYes), Choice::Yes(then)), Item::new(self.t(Id::UiNo), Choice::No)];
        let mut screen = Screen::new(Kind::Confirm, question, items);
        // Confirming a secret choice is as secret as the choice; leaving Vigie is asked of the table.
        if !matches!(then, Then::Quit) {
            screen.secret_for = self.stack.last().and_then(|t| t.secret_for);
        }
        if matches!(then, Then::Quit | Then::NewGame | Then::Start) {
            // What cannot be taken back starts on No: Enter alone never does it.
            screen.menu.set_focus(1);
        }
        self.push(screen);
    }
}
