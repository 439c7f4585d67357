//! What the screen shows, in words only.

use super::App;
use super::screen::Kind;
use crate::announce::Review;
use crate::engine::Loc;
use crate::store::save::PrivateChannel;
use crate::vocab::Id;

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

/// What the screen shows now.
pub(super) fn of(cx: &App) -> View {
    let mut v = View { large: cx.settings.screen.large, ..View::default() };
    if let Some(top) = cx.stack.last() {
        v.prompt = top.title.clone();
        v.items = top.menu.items().iter().map(|i| i.label.clone()).collect();
        v.focus = top.menu.focus();
        v.field = top.field.clone();
    }
    v.last = cx.voice.shown.clone();
    if cx.stack.last().is_some_and(|t| t.kind == Kind::Phones)
        && let Some(p) = cx.out.phones()
    {
        v.qr = p.qr();
    }
    if let Some(secret) = cx.stack.last().and_then(|t| t.secret.as_ref()) {
        // Only the secret, for the one player looking.
        v.prompt = secret.clone();
        v.items = cx.stack.last().map(|t| t.menu.items().iter().map(|i| i.label.clone()).collect()).unwrap_or_default();
        v.focus = 0;
        v.last = String::new();
        return v;
    }
    if let Some(seat) = cx.stack.last().and_then(|s| s.secret_for)
        && !matches!(cx.session.as_ref().map(|s| s.table.channel(seat)), Some(PrivateChannel::Screen))
    {
        // A secret choice heard on headphones: the shared screen shows who is choosing, not what.
        v.prompt = cx.ta(Id::UiChoosingInSecret, &[("player", cx.name(seat))]);
        v.items = Vec::new();
    }
    match cx.rules().and_then(|r| r.header(cx)) {
        Some(header) => {
            v.header = header;
            let reviews = Loc::all().map(Review::Location).chain([Review::Tokens, Review::Supplies]);
            v.board = reviews.filter_map(|r| cx.review_words(r)).collect();
        }
        None => v.header = cx.t(Id::UiTitleVigie),
    }
    v
}
