//! Players' own phones as private channels: a small server on the local network, and the page
//! it serves (embedded in the binary; no outside resources).
//!
//! The interface starts the server ([`Phones::start`]) when a player's channel is set to
//! "Phone", says the join address and code, and shows the QR code ([`Phones::qr`]). On the page,
//! a player enters the code (or opens the QR code's address, which carries a long join key
//! instead), picks their seat once and gets a per-seat secret token, which the page keeps across
//! reloads with the name of its device. From then on:
//!
//! - [`Phones::secret`] sends a secret to that seat's phone only, [`Phones::offer`] asks it a
//!   secret choice, [`Phones::accepted`] confirms the choice Vigie applied;
//! - [`Phones::news`] adds what the table heard to every seat's news (a bounded log, with the
//!   seat's own secrets marked as its own), [`Phones::set_yours`] tells a page the game waits
//!   for its seat;
//! - a page may ask for a review ([`PhoneEvent::Review`]): [`Phones::review`] answers that seat
//!   alone, in the words of the table's review keys;
//! - [`Phones::take_events`] tells the interface what happened: a phone joined, went away, came
//!   back, chose, or was refused;
//! - on reconnection, the seat's state of this round (its secrets, a pending choice) is sent
//!   again, and the news it missed since the last piece its page saw.
//!
//! Security model (docs/interface.md, "Security"): the page is served over plain HTTP on the
//! local network, to its own origin only (the `Host` must be an address Vigie serves; joins and
//! WebSockets must come from the page's own origin; bodies are JSON). Only someone who heard or
//! saw the join code, or scanned the QR code's key, can claim a free seat; wrong codes are
//! limited per address and for all addresses together (a burst changes the code, and the table
//! hears the new one). A claimed seat is bound to its phone by a random 128-bit token, and a
//! connection receives only its own seat's messages, filtered here, never in the page. The token
//! used from another device moves the seat there, and the table hears it. Another device asking
//! for a taken seat is refused until the operator gives that seat to a new phone
//! ([`Phones::allow_new_phone`], which revokes the old token). Every connection has a bounded
//! time and size until it is a seat's, and connections held by others never keep a phone out
//! (`gate.rs`); nothing secret is logged. The server holds no words of its own: the page's words
//! come from the interface ([`PageWords`]).

mod gate;
mod page;
mod qr;
mod server;
mod state;
mod tokens;

use crate::engine::Seat;
use crate::vocab::rumble::Pattern;
use std::net::IpAddr;

pub use qr::lines as qr_lines;
pub use server::Phones;
pub use tokens::{CODE_CHANGE_GAP, CODE_DIGITS, CODE_GUESSES};

/// Called from the server's thread after each [`PhoneEvent`]: it wakes the interface, which
/// then waits for a key without looking at the phones in between ([`Phones::wake_with`]).
pub type Wake = std::sync::Arc<dyn Fn() + Send + Sync>;

/// Where the server listens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// The address to listen on (all interfaces by default; loopback in tests).
    pub bind: IpAddr,
    /// The port (0: any free port).
    pub port: u16,
    /// How long a phone's connection may be gone before the phone is away (a locked screen or
    /// a reload comes back within it, and is not news for the table).
    pub away_grace: std::time::Duration,
}

impl Default for Config {
    /// Every network of this computer, port 7878.
    fn default() -> Config {
        Config {
            bind: IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED),
            port: 7878,
            away_grace: std::time::Duration::from_secs(15),
        }
    }
}

/// The page's own words (buttons, headings, connection states), in one language (the table's,
/// or the one a page chose).
/// Filled by the interface from the locales; the server only places them in the page
/// (HTML-escaped) and sends them to connected pages when they change.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct PageWords {
    /// The page's language, for its `lang` attribute: `en` or `fr`.
    pub lang: String,
    /// The page's title and heading before a seat is known ("Vigie: your secrets").
    pub title: String,
    /// The heading once the seat is known, one per seat ("Red's secrets"). Not in the page
    /// served before a seat (`PageWords::public`): its connection sends them.
    pub seat_titles: Vec<String>,
    /// The players' names by seat in this language (a player named by a colour is called by it
    /// in each language), for the joining form's seat buttons: given with the seats, once the
    /// code or key was checked; never in the page itself.
    #[serde(skip)]
    pub seat_names: Vec<String>,
    /// The joining form's heading ("Join the table").
    pub join_heading: String,
    /// The label of the join code's field ("Join code, as Vigie said it").
    pub code_label: String,
    /// The button that sends the code ("Continue").
    pub code_button: String,
    /// The legend above the seat buttons ("Which seat is yours?").
    pub seat_question: String,
    /// Said after a seat's name when another phone holds it ("taken").
    pub seat_taken_mark: String,
    /// Connection states.
    pub connecting: String,
    pub connected: String,
    pub disconnected: String,
    /// Refusals, one per [`Refusal`].
    pub wrong_code: String,
    pub wrong_key: String,
    pub seat_taken: String,
    pub no_seat: String,
    pub bad_token: String,
    pub too_many: String,
    pub code_locked: String,
    /// The seat moved to another phone (its token used there): this one stops.
    pub moved: String,
    /// The seat was given to another phone: this one is no longer its channel.
    pub replaced: String,
    /// This seat's page was opened elsewhere (another tab or browser): this one stops.
    pub superseded: String,
    /// The heading of this round's secrets.
    pub secrets_heading: String,
    /// Said when there is no secret yet this round.
    pub no_secret: String,
    /// Said after a reconnection, before the number of this round's secrets ("Secrets this
    /// round:").
    pub secrets_count: String,
    /// The button that confirms a choice ("Confirm").
    pub confirm: String,
    /// Said when Confirm is pressed with no option chosen.
    pub choose_first: String,
    /// Said once a choice is sent, until Vigie answers.
    pub choice_sent: String,
    /// Said when the page's answer was to a question no longer asked.
    pub choice_stale: String,
    /// The heading above the question asked now or the player's turn ("Your turn").
    pub now_heading: String,
    /// Said, and shown at the top, when the game waits for this player's decision at the table.
    pub your_turn: String,
    /// The heading of the table's news.
    pub news_heading: String,
    /// Shown while there is no news yet.
    pub no_news: String,
    /// Before the number of the pieces of news a phone missed while away ("News since you
    /// left:").
    pub news_missed: String,
    /// Before a turn's or round's number, heading its news ("Turn").
    pub news_turn: String,
    /// Before a piece of news told to this player alone ("For you only:").
    pub news_private: String,
    /// The setting that puts the newest news at the top of the list.
    pub newest_first: String,
    /// The setting that speaks secrets with the phone's own voice.
    pub speak_label: String,
    /// The setting that vibrates for one's turn and the dice.
    pub vibrate_label: String,
    /// The settings' heading.
    pub settings_heading: String,
    /// The reviews' heading ("Reviews").
    pub reviews_heading: String,
    /// Said where the reviews are while no game is played, and the refusal of a review then.
    pub review_no_game: String,
    /// Where the history is: the table's news, turn by turn (a line of the reviews).
    pub review_history: String,
    /// The label of the location's number, and the button that reviews that location.
    pub review_location_label: String,
    pub review_location: String,
    /// The other reviews' buttons, one per [`ReviewKind`].
    pub review_families: String,
    pub review_cold_storage: String,
    pub review_tokens: String,
    pub review_supplies: String,
    pub review_turn: String,
    pub review_score: String,
    /// The answer's heading ("Answer").
    pub review_answer: String,
    /// Refusals of a review asked, one per [`ReviewRefusal`] but `NoGame`.
    pub review_unknown: String,
    pub review_no_location: String,
    pub review_too_many: String,
    /// The setting of the page's language ("Language of this page").
    pub lang_label: String,
    /// Each language Vigie speaks, by its code and in its own words (`["fr", "Français"]`).
    pub lang_names: Vec<(String, String)>,
    /// Said when a page asks for a language Vigie does not speak.
    pub bad_lang: String,
}

impl PageWords {
    /// The heading of a seat's page: its own title, or the general one.
    pub fn seat_title(&self, seat: usize) -> &str {
        self.seat_titles.get(seat).map_or(self.title.as_str(), String::as_str)
    }

    /// The words a page without a seat may hold: every word but the players' names.
    pub(crate) fn public(&self) -> PageWords {
        PageWords { seat_titles: Vec::new(), seat_names: Vec::new(), ..self.clone() }
    }
}

/// A secret told to one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Secret {
    /// What the page shows and its live region announces.
    pub text: String,
    /// A vibration pattern for the dice, in milliseconds: on, off, on, off… (empty: none).
    pub vibrate: Vec<u32>,
}

/// A rumble pattern as the page's vibration: on, off, on, off… in milliseconds (the form
/// `navigator.vibrate` takes).
pub fn vibration(pattern: &Pattern) -> Vec<u32> {
    let mut out = Vec::new();
    let mut end = 0;
    for p in pattern.pulses() {
        if !out.is_empty() {
            out.push(p.at_ms.saturating_sub(end));
        }
        out.push(p.len_ms);
        end = p.at_ms + p.len_ms;
    }
    out
}

/// The pieces of news a seat's log keeps: the oldest goes when it is full. A phone away longer
/// than that is told how many it missed, and gets the last ones.
pub const NEWS_KEPT: usize = 250;

/// When a piece of news came: Lockdown's turn and phase, Mall of Horror's round (phase 0: none;
/// turn 0: before the first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct When {
    pub turn: u16,
    pub phase: u8,
}

/// One piece of a seat's news, as its page gets it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct News {
    /// The seat's own count: 1 for its first piece of news, then one more each (so a page that
    /// holds up to `id` knows how many it missed).
    pub id: u64,
    pub text: String,
    pub turn: u16,
    pub phase: u8,
    /// Told to this seat alone (a secret of its own), not to the table.
    pub private: bool,
}

/// A secret choice asked of one seat: a ballot or a destination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    /// Names this offer; an answer to an older offer is refused.
    pub id: u64,
    /// The question ("Your ballot: who do the monsters take?").
    pub question: String,
    /// The options, in order; the answer is an index into them.
    pub options: Vec<String>,
}

/// A review a page may ask for: what the table's review keys tell (the history is the news).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewKind {
    /// One location, by its number.
    Location,
    /// Every player's characters (Lockdown's families, Mall of Horror's groups).
    Families,
    ColdStorage,
    Tokens,
    Supplies,
    Turn,
    Score,
}

impl ReviewKind {
    /// Every review, in the page's order.
    pub const ALL: [ReviewKind; 7] = [
        ReviewKind::Location,
        ReviewKind::Families,
        ReviewKind::ColdStorage,
        ReviewKind::Tokens,
        ReviewKind::Supplies,
        ReviewKind::Turn,
        ReviewKind::Score,
    ];

    /// Its name in frames (`location`, `families`, `cold_storage`…).
    pub fn code(self) -> &'static str {
        match self {
            ReviewKind::Location => "location",
            ReviewKind::Families => "families",
            ReviewKind::ColdStorage => "cold_storage",
            ReviewKind::Tokens => "tokens",
            ReviewKind::Supplies => "supplies",
            ReviewKind::Turn => "turn",
            ReviewKind::Score => "score",
        }
    }

    /// The review of this name.
    pub fn from_code(code: &str) -> Option<ReviewKind> {
        ReviewKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// Why a review a page asked for is not answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewRefusal {
    /// No such review (in this game).
    Unknown,
    /// A location's review without a location number from 1 to 6.
    NoLocation,
    /// No game is played now.
    NoGame,
    /// Too many reviews asked in a short time: wait.
    TooMany,
}

impl ReviewRefusal {
    /// Its name in frames (`unknown_review`, `no_location`, `no_game`, `too_many`).
    pub fn code(self) -> &'static str {
        match self {
            ReviewRefusal::Unknown => "unknown_review",
            ReviewRefusal::NoLocation => "no_location",
            ReviewRefusal::NoGame => "no_game",
            ReviewRefusal::TooMany => "too_many",
        }
    }
}

/// The reviews one seat may ask for in a window of [`REVIEW_WINDOW`]; more are refused
/// ([`ReviewRefusal::TooMany`]) without reaching the interface.
pub const REVIEWS_AT_ONCE: usize = 10;
pub const REVIEW_WINDOW: std::time::Duration = std::time::Duration::from_secs(10);

/// Why a request was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The join code was wrong.
    WrongCode,
    /// The join key (the QR code's) was wrong: an earlier run's, or made up.
    WrongKey,
    /// The seat is bound to another phone.
    SeatTaken,
    /// No such seat.
    NoSeat,
    /// The token is missing, wrong or revoked.
    BadToken,
    /// Too many wrong codes from this address: wait.
    TooMany,
    /// Too many wrong codes at this table: codes are refused until Vigie says a new one (the
    /// join key still works).
    CodeLocked,
    /// The token is this seat's, but the seat moved from this device to another.
    Moved,
}

impl Refusal {
    /// The refusal's name in frames and answers (`wrong_code`, `seat_taken`…).
    pub fn code(self) -> &'static str {
        match self {
            Refusal::WrongCode => "wrong_code",
            Refusal::WrongKey => "wrong_key",
            Refusal::SeatTaken => "seat_taken",
            Refusal::NoSeat => "no_seat",
            Refusal::BadToken => "bad_token",
            Refusal::TooMany => "too_many",
            Refusal::CodeLocked => "code_locked",
            Refusal::Moved => "moved",
        }
    }
}

/// The server could not start.
#[derive(Debug, thiserror::Error)]
pub enum PhoneError {
    /// The address could not be listened on (the port is in use, or not allowed).
    #[error("cannot listen on {addr}: {source}")]
    Listen { addr: std::net::SocketAddr, source: std::io::Error },
    /// The server's thread or runtime could not be made.
    #[error("cannot start the phone server: {0}")]
    Start(std::io::Error),
}

/// What happened on the phones since the last look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhoneEvent {
    /// A phone claimed this seat (the first time, or after [`Phones::allow_new_phone`]).
    Joined(Seat),
    /// The seat's phone is connected again.
    Back(Seat),
    /// The seat's phone went away (closed, asleep, out of Wi-Fi) and stayed away
    /// [`Config::away_grace`] in one stretch.
    Away(Seat),
    /// The seat's token was used from another device, which holds the seat now.
    Moved(Seat),
    /// A burst of wrong join codes changed the code ([`Phones::code`] gives the new one).
    CodeChanged,
    /// The seat's phone chose `option` in answer to the offer `offer`.
    Chose { seat: Seat, offer: u64, option: usize },
    /// The seat's page asks for a review (`location`: its number's location, for
    /// [`ReviewKind::Location`] only); the answer goes to that seat alone
    /// ([`Phones::review`], [`Phones::refuse_review`]).
    Review { seat: Seat, review: ReviewKind, location: Option<crate::engine::Loc> },
    /// A request was refused: for a seat when it named one (another device asking for a taken
    /// seat).
    Refused { seat: Option<Seat>, why: Refusal },
    /// The seat's page chose a language of its own: everything it is sent is to be worded in it.
    Lang { seat: Seat, lang: crate::vocab::Lang },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dice_vibrate_as_on_and_off_lengths() {
        let pattern = Pattern::dice(&[2, 1]);
        let v = vibration(&pattern);
        // Pulses and pauses alternate, starting and ending with a pulse.
        assert_eq!(v.len(), 2 * pattern.pulses().len() - 1);
        assert_eq!(v.iter().sum::<u32>(), pattern.len_ms());
        let on: Vec<u32> = v.iter().step_by(2).copied().collect();
        let lens: Vec<u32> = pattern.pulses().iter().map(|p| p.len_ms).collect();
        assert_eq!(on, lens);
        assert!(vibration(&Pattern::dice(&[])).len() == 1);
    }
}
