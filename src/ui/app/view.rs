//! What the screen shows, in words only.

use super::*;

/// What the screen shows: drawn by the terminal layer, in words only (nothing by colour alone).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// Where we are: the turn and phase, or the menu's name.
    pub header: String,
    /// The question asked now.
    pub prompt: String,
    /// The choices, with the one in focus.
    pub items: Vec<String>,
    pub focus: usize,
    /// The name being typed, when a name is asked.
    pub field: Option<String>,
    /// The board, one line per location, then the tokens and supplies (in a game).
    pub board: Vec<String>,
    /// The last thing said.
    pub last: String,
    /// Double-size letters for the prompt and the focused choice.
    pub large: bool,
    /// A QR code to draw as it is (the phones' join address), dark on light; empty otherwise.
    pub qr: Vec<String>,
}

impl App {
    /// What the screen shows now.
    pub fn view(&self) -> View {
        let mut v = View { large: self.settings.screen.large, ..View::default() };
        if let Some(top) = self.stack.last() {
            v.prompt = top.title.clone();
            v.items = top.menu.items().iter().map(|i| i.label.clone()).collect();
            v.focus = top.menu.focus();
            v.field = top.field.clone();
        }
        v.last = self.shown.clone();
        if self.stack.last().is_some_and(|t| t.kind == Kind::Phones)
            && let Some(p) = self.out.phones()
        {
            v.qr = p.qr();
        }
        if let Some(secret) = self
            .secret_view
            .as_ref()
            .filter(|_| self.stack.last().is_some_and(|t| matches!(t.kind, Kind::SecretShown(_))))
        {
            // Only the secret, for the one player looking.
            v.prompt = secret.clone();
            v.items =
                self.stack.last().map(|t| t.menu.items().iter().map(|i| i.label.clone()).collect()).unwrap_or_default();
            v.focus = 0;
            v.last = String::new();
            return v;
        }
        if let Some(seat) = self.stack.last().and_then(|s| s.secret_for)
            && !matches!(self.session.as_ref().map(|s| s.table.channel(seat)), Some(PrivateChannel::Screen))
        {
            // A secret choice heard on headphones: the shared screen shows who is choosing, not what.
            v.prompt = self.ta(Id::UiChoosingInSecret, &[("player", self.name(seat))]);
            v.items = Vec::new();
        }
        match self.rules().and_then(|r| r.header(self)) {
            Some(header) => {
                v.header = header;
                let reviews = Loc::all().map(Review::Location).chain([Review::Tokens, Review::Supplies]);
                v.board = reviews.filter_map(|r| self.review_words(r)).collect();
            }
            None => v.header = self.t(Id::UiTitleVigie),
        }
        v
    }
}
