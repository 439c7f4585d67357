//! What the server knows of each seat, shared by the interface's thread and the server's: its
//! token, this round's secrets, its news (the table's, and its own secrets), the pending choice,
//! whether the game waits for it, and its live connection. Every frame a seat is sent leaves
//! from here, to that seat's connection only.

use super::tokens::{Codes, Limiter, Token};
use super::{
    NEWS_KEPT, News, Offer, PageWords, PhoneEvent, REVIEW_WINDOW, REVIEWS_AT_ONCE, Refusal, ReviewKind, ReviewRefusal,
    Secret, When,
};
use crate::engine::{MAX_PLAYERS, Seat};
use crate::vocab::Lang;
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::mpsc::UnboundedSender;

use super::Wake;

/// The devices a seat moved away from that are remembered (refused if they come back).
const LEFT_DEVICES: usize = 8;
/// The longest device name a page may give (it makes 32 hexadecimal digits).
pub(super) const MAX_DEVICE: usize = 64;

/// What a connection's task is told to do.
#[derive(Debug)]
pub(super) enum Out {
    /// Send this frame.
    Frame(String),
    /// Send this frame, then close (the seat was given to another phone, moved to another one,
    /// or opened elsewhere).
    Last(String),
}

/// A secret kept for the round.
struct Kept {
    id: u64,
    secret: Secret,
    round: u32,
    sent_at: u64,
}

/// A choice asked of a seat.
struct Asked {
    offer: Offer,
    sent_at: u64,
    /// The page answered and Vigie has not said yet whether it took the answer.
    answered: bool,
}

/// What a page says it holds of its seat's news, in its hello.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Held {
    /// The last piece of news this phone has seen (`None`: none, or a number that is not one).
    pub(super) last: Option<u64>,
    /// The page's list is empty (it was opened again): it wants the whole log.
    pub(super) list: bool,
}

#[derive(Default)]
struct SeatState {
    token: Option<Token>,
    secrets: Vec<Kept>,
    /// Its news, oldest first, at most [`NEWS_KEPT`].
    news: VecDeque<News>,
    /// The number of its last piece of news (kept when the log is emptied).
    last_news: u64,
    /// The game waits for this seat's decision now.
    yours: bool,
    asked: Option<Asked>,
    /// The live connection: its number and where its frames go.
    conn: Option<(u64, UnboundedSender<Out>)>,
    /// A connection was made since the seat was claimed (so the next one is a return).
    was_connected: bool,
    /// The table was told the phone went away (so its return is said too).
    away_said: bool,
    /// The device holding the seat: a name its page keeps beside the token (`None`: not known
    /// yet; the first connection names it).
    device: Option<String>,
    /// Devices the seat moved away from: refused if they come back with the token.
    left: Vec<String>,
    /// Since when the live connection is gone (`None`: connected, or never connected).
    gone_since: Option<Instant>,
    /// A watcher of this absence is running (one per seat).
    watching: bool,
    /// When its page asked for its last reviews (at most [`REVIEWS_AT_ONCE`] in
    /// [`REVIEW_WINDOW`]).
    reviewed: VecDeque<Instant>,
    /// The language its page chose (`None`: the table's).
    lang: Option<Lang>,
    /// While no phone holds the seat: its pieces of news (by id) in the other languages they
    /// were worded in, so that a phone joining in one of them reads the news it finds so.
    unjoined: VecDeque<(u64, Vec<(Lang, String)>)>,
}

/// Everything shared.
pub(super) struct Table {
    pub(super) names: Vec<String>,
    pub(super) words: PageWords,
    /// The page's words in each language, for a page that chose its own (empty: the table's
    /// only).
    langs: Vec<PageWords>,
    /// The join code, and the wrong codes it took.
    pub(super) codes: Codes,
    /// The join key the QR code carries: a phone that scans it types no code.
    pub(super) key: Token,
    /// Wrong codes by address.
    pub(super) limiter: Limiter,
    round: u32,
    /// When the last news came (a secret comes at that moment too).
    when: When,
    seats: Vec<SeatState>,
    /// The reviews the game played offers (none: no game).
    reviews: Vec<ReviewKind>,
    next_id: u64,
    events: mpsc::Sender<PhoneEvent>,
    /// Wakes the interface after each event.
    pub(super) wake: Option<Wake>,
}

/// The epoch milliseconds now: when the interface handed a message over.
pub(super) fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

fn frame(mut v: Value, sent_at: u64) -> String {
    v["sent_at"] = json!(sent_at);
    v.to_string()
}

fn offer_json(a: &Asked) -> Value {
    json!({ "id": a.offer.id, "question": a.offer.question, "options": a.offer.options, "answered": a.answered })
}

/// A refusal frame, the only thing a refused connection is sent.
pub(super) fn refused(why: &str) -> String {
    frame(json!({ "type": "refused", "why": why }), now_ms())
}

/// What an answer from a page came to.
pub(super) enum Answer {
    /// Passed on to the interface.
    Taken,
    /// Not asked (any more), or not one of the options: the page is told so.
    Stale,
    NoOption,
}

impl Table {
    pub(super) fn new(names: Vec<String>, words: PageWords, code: String, events: mpsc::Sender<PhoneEvent>) -> Table {
        Table {
            names,
            words,
            langs: Vec::new(),
            codes: Codes::new(code),
            key: Token::fresh(),
            limiter: Limiter::default(),
            round: 0,
            when: When::default(),
            seats: (0..MAX_PLAYERS).map(|_| SeatState::default()).collect(),
            reviews: Vec::new(),
            next_id: 1,
            events,
            wake: None,
        }
    }

    pub(super) fn event(&self, e: PhoneEvent) {
        // The interface dropped its handle: nobody is listening, and the server is stopping.
        let _ = self.events.send(e);
        if let Some(wake) = &self.wake {
            wake();
        }
    }

    fn send(&mut self, seat: Seat, out: Out) {
        let s = &mut self.seats[seat.index()];
        if let Some((_, tx)) = &s.conn
            && tx.send(out).is_err()
        {
            s.conn = None;
        }
    }

    /// The seat's whole state, as sent on connection and when the round or names change.
    fn state_frame(&self, seat: Seat) -> String {
        let s = &self.seats[seat.index()];
        let secrets: Vec<Value> = s
            .secrets
            .iter()
            .map(|k| json!({ "id": k.id, "text": k.secret.text, "vibrate": k.secret.vibrate, "sent_at": k.sent_at }))
            .collect();
        let name = self.names.get(seat.index()).cloned().unwrap_or_default();
        let offer = s.asked.as_ref().map_or(Value::Null, offer_json);
        frame(
            json!({ "type": "state", "seat": seat.index(), "name": name, "round": self.round, "secrets": secrets, "offer": offer, "yours": s.yours, "reviews": self.review_codes() }),
            now_ms(),
        )
    }

    /// What a page missed of its seat's news, from what it holds: the pieces after its last one
    /// (all the log when its list is empty), and how many came since; a number it cannot hold
    /// (beyond the seat's last, or none) counts as nothing held.
    fn news_since_frame(&self, seat: Seat, held: Held) -> String {
        let s = &self.seats[seat.index()];
        let since = held.last.filter(|l| *l <= s.last_news);
        let items: Vec<&News> = match since {
            Some(last) if !held.list => s.news.iter().filter(|n| n.id > last).collect(),
            _ => s.news.iter().collect(),
        };
        let missed = since.map(|last| s.last_news - last);
        frame(json!({ "type": "news_since", "since": since, "missed": missed, "items": items }), now_ms())
    }

    /// A piece of news for one seat: kept in its log (the oldest goes when it is full) and sent
    /// to its page.
    fn push_news(&mut self, seat: Seat, text: String, private: bool, sent_at: u64) {
        let when = self.when;
        let s = &mut self.seats[seat.index()];
        s.last_news += 1;
        let item = News { id: s.last_news, text, turn: when.turn, phase: when.phase, private };
        let f = frame(json!({ "type": "news", "item": item }), sent_at);
        if s.news.len() >= NEWS_KEPT {
            s.news.pop_front();
        }
        s.news.push_back(item);
        self.send(seat, Out::Frame(f));
    }

    /// What the table heard, for each seat of the table: `words` gives each seat's text (`None`:
    /// nothing for that seat).
    pub(super) fn news(&mut self, when: When, words: &dyn Fn(Seat, Option<Lang>) -> Option<String>, sent_at: u64) {
        self.when = when;
        for seat in Seat::all(self.names.len() as u8) {
            let s = &self.seats[seat.index()];
            let Some(text) = words(seat, s.lang) else { continue };
            let others: Vec<(Lang, String)> = if s.token.is_none() {
                (Lang::ALL.into_iter().filter_map(|l| words(seat, Some(l)).map(|t| (l, t))))
                    .filter(|(_, t)| *t != text)
                    .collect()
            } else {
                Vec::new()
            };
            self.push_news(seat, text, false, sent_at);
            if !others.is_empty() {
                let s = &mut self.seats[seat.index()];
                if s.unjoined.len() >= NEWS_KEPT {
                    s.unjoined.pop_front();
                }
                s.unjoined.push_back((s.last_news, others));
            }
        }
    }

    /// A new game: every seat's news is forgotten (the numbers go on), and the pages empty
    /// their lists.
    pub(super) fn clear_news(&mut self, sent_at: u64) {
        self.when = When::default();
        for seat in Seat::ALL {
            self.seats[seat.index()].news.clear();
            self.seats[seat.index()].unjoined.clear();
            self.send(seat, Out::Frame(frame(json!({ "type": "news_reset" }), sent_at)));
        }
    }

    /// Whether the game waits for this seat's decision: its page is told when that changes (and
    /// vibrates when it becomes its turn).
    pub(super) fn set_yours(&mut self, seat: Seat, yours: bool, sent_at: u64) {
        let s = &mut self.seats[seat.index()];
        if s.yours == yours {
            return;
        }
        s.yours = yours;
        let vibrate = if yours {
            super::vibration(&crate::vocab::rumble::Pattern::cue(crate::vocab::rumble::Cue::YourTurn))
        } else {
            Vec::new()
        };
        self.send(seat, Out::Frame(frame(json!({ "type": "turn", "yours": yours, "vibrate": vibrate }), sent_at)));
    }

    /// A seat's news as its log holds it now.
    pub(super) fn news_of(&self, seat: Seat) -> Vec<News> {
        self.seats[seat.index()].news.iter().cloned().collect()
    }

    /// The page's words for a seat: in the language its page chose, or the table's.
    fn words_of(&self, seat: Seat) -> &PageWords {
        self.words_in(self.seats[seat.index()].lang)
    }

    fn words_frame(&self, seat: Seat) -> String {
        frame(json!({ "type": "words", "words": self.words_of(seat) }), now_ms())
    }

    /// The language a seat's page chose (`None`: the table's).
    pub(super) fn lang_of(&self, seat: Seat) -> Option<Lang> {
        self.seats[seat.index()].lang
    }

    /// A seat's page asks for its words in the language `code`: a language Vigie speaks is
    /// taken (the page is sent its words, the interface told); anything else is refused in the
    /// page's language of now, and nothing changes: the refusal is the answer to send.
    pub(super) fn choose_lang(&mut self, seat: Seat, code: Option<&str>) -> Option<String> {
        let Some(lang) = code.and_then(|c| c.parse::<Lang>().ok()) else {
            let text = self.words_of(seat).bad_lang.clone();
            return Some(frame(json!({ "type": "lang_refused", "text": text }), now_ms()));
        };
        let s = &mut self.seats[seat.index()];
        if s.lang == Some(lang) {
            return None;
        }
        s.lang = Some(lang);
        let f = self.words_frame(seat);
        self.send(seat, Out::Frame(f));
        self.event(PhoneEvent::Lang { seat, lang });
        None
    }

    fn resend_states(&mut self) {
        for seat in Seat::ALL {
            let f = self.state_frame(seat);
            self.send(seat, Out::Frame(f));
        }
    }

    /// The page's words in `lang` (`None`, or a language without words: the table's).
    pub(super) fn words_in(&self, lang: Option<Lang>) -> &PageWords {
        let code = lang.map(Lang::code);
        code.and_then(|l| self.langs.iter().find(|w| w.lang == l)).unwrap_or(&self.words)
    }

    /// The page's words in every language (the table's alone when no other was given).
    pub(super) fn every_words(&self) -> &[PageWords] {
        if self.langs.is_empty() { std::slice::from_ref(&self.words) } else { &self.langs }
    }

    /// The seats a page may claim: their names (in the table's language, and by language for
    /// the form's, `names`), and whether a phone holds them.
    pub(super) fn seat_list(&self) -> Value {
        let seats: Vec<Value> = self
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let names: serde_json::Map<String, Value> = (self.every_words().iter())
                    .filter_map(|w| w.seat_names.get(i).map(|n| (w.lang.clone(), json!(n))))
                    .collect();
                json!({ "seat": i, "name": name, "names": names, "taken": self.seats[i].token.is_some() })
            })
            .collect();
        json!({ "seats": seats })
    }

    /// A phone claims a seat (the code or key was checked), from the device its page names: its
    /// new token, or why not.
    #[cfg(test)]
    pub(super) fn join(&mut self, seat: usize, device: Option<String>) -> Result<(Seat, Token), Refusal> {
        self.join_in(seat, device, None)
    }

    /// A phone claims a seat (the code or key was checked), from the device its page names, the
    /// seat reading `lang` from the start (`None`: the table's language): its
    /// page's words, its news and its questions come in it (the interface is told, as when a
    /// page chooses a language).
    pub(super) fn join_in(
        &mut self,
        seat: usize,
        device: Option<String>,
        lang: Option<Lang>,
    ) -> Result<(Seat, Token), Refusal> {
        let Some(seat) = u8::try_from(seat).ok().and_then(Seat::new).filter(|s| s.index() < self.names.len()) else {
            return Err(Refusal::NoSeat);
        };
        let s = &mut self.seats[seat.index()];
        if s.token.is_some() {
            self.event(PhoneEvent::Refused { seat: Some(seat), why: Refusal::SeatTaken });
            return Err(Refusal::SeatTaken);
        }
        let token = Token::fresh();
        s.token = Some(token);
        s.was_connected = false;
        s.away_said = false;
        s.device = device;
        s.left.clear();
        s.gone_since = None;
        s.lang = lang;
        // The news it finds, in its language when it was worded in it.
        for (id, others) in std::mem::take(&mut s.unjoined) {
            let text = others.into_iter().find(|(l, _)| Some(*l) == lang).map(|(_, t)| t);
            if let (Some(text), Some(item)) = (text, s.news.iter_mut().find(|n| n.id == id)) {
                item.text = text;
            }
        }
        self.event(PhoneEvent::Joined(seat));
        if let Some(lang) = lang {
            self.event(PhoneEvent::Lang { seat, lang });
        }
        Ok((seat, token))
    }

    /// The seat a token holds, looking at every seat's token whatever the match.
    pub(super) fn seat_of(&self, token: &Token) -> Option<Seat> {
        let mut found = None;
        for (seat, s) in Seat::ALL.into_iter().zip(&self.seats) {
            if let Some(t) = &s.token
                && t.matches(token)
            {
                found = Some(seat);
            }
        }
        found
    }

    /// Where a connection that proved it holds the seat comes from: its device, said by its
    /// page. The seat's own device (a reload, another tab, a return) is the same phone; a
    /// device the seat moved away from is refused; any other device takes the seat (it moved:
    /// the table is told, and the earlier page says so). True when it moved.
    pub(super) fn arrive(&mut self, seat: Seat, device: Option<String>) -> Result<bool, Refusal> {
        let s = &mut self.seats[seat.index()];
        let same = |a: &Option<String>, b: &Option<String>| match (a, b) {
            (Some(a), Some(b)) => super::tokens::same_bytes(a.as_bytes(), b.as_bytes()),
            (a, b) => a.is_none() && b.is_none(),
        };
        if s.device.is_none() && !s.was_connected {
            // The first connection names the device of a seat joined without one.
            s.device = device;
            return Ok(false);
        }
        if same(&s.device, &device) {
            return Ok(false);
        }
        let came_back = s.left.iter().any(|l| same(&Some(l.clone()), &device));
        if came_back || (device.is_none() && s.left.iter().any(String::is_empty)) {
            return Err(Refusal::Moved);
        }
        let before = std::mem::replace(&mut s.device, device).unwrap_or_default();
        if s.left.len() >= LEFT_DEVICES {
            s.left.remove(0);
        }
        s.left.push(before);
        if let Some((_, old)) = s.conn.take() {
            let _ = old.send(Out::Last(frame(json!({ "type": "moved" }), now_ms())));
        }
        self.event(PhoneEvent::Moved(seat));
        Ok(true)
    }

    /// A connection proved it holds the seat (and [`Table::arrive`] took it): it becomes the
    /// seat's live connection (closing an earlier one of the same device) and is sent the
    /// page's words and the seat's state. `lang`: the language its hello named (its words come
    /// in it; one Vigie does not speak is refused, and the seat's language stays as it was).
    pub(super) fn connect(&mut self, seat: Seat, id: u64, tx: UnboundedSender<Out>, held: Held, lang: Option<&str>) {
        let back = {
            let s = &mut self.seats[seat.index()];
            let back = std::mem::take(&mut s.away_said);
            if let Some((_, old)) = s.conn.take() {
                // The same seat opened elsewhere on this phone (another tab): that one stops.
                let _ = old.send(Out::Last(frame(json!({ "type": "superseded" }), now_ms())));
            }
            s.conn = Some((id, tx));
            s.was_connected = true;
            s.gone_since = None;
            back
        };
        let mut refusal = None;
        match lang.map(|code| code.parse::<Lang>()) {
            Some(Ok(lang)) if self.seats[seat.index()].lang != Some(lang) => {
                self.seats[seat.index()].lang = Some(lang);
                self.event(PhoneEvent::Lang { seat, lang });
            }
            Some(Err(_)) => refusal = self.choose_lang(seat, None),
            _ => {}
        }
        let words = self.words_frame(seat);
        let state = self.state_frame(seat);
        let news = self.news_since_frame(seat, held);
        self.send(seat, Out::Frame(words));
        if let Some(f) = refusal {
            self.send(seat, Out::Frame(f));
        }
        self.send(seat, Out::Frame(state));
        self.send(seat, Out::Frame(news));
        if back {
            self.event(PhoneEvent::Back(seat));
        }
    }

    /// A connection ended at `now`: true if a watcher of the seat's absence is to start (it was
    /// the live one, and none is watching).
    pub(super) fn disconnect(&mut self, seat: Seat, id: u64, now: Instant) -> bool {
        let s = &mut self.seats[seat.index()];
        if s.conn.as_ref().is_none_or(|(c, _)| *c != id) {
            return false;
        }
        s.conn = None;
        s.gone_since = Some(now);
        !std::mem::replace(&mut s.watching, true)
    }

    /// The watcher of a seat's absence looks at `now`: the phone is away once gone `grace` in
    /// one stretch (said once). `Some(when)`: look again then; `None`: the watcher ends (the
    /// phone is back, or its absence was said).
    pub(super) fn absence(&mut self, seat: Seat, now: Instant, grace: Duration) -> Option<Instant> {
        let s = &mut self.seats[seat.index()];
        let due = s.gone_since.filter(|_| s.conn.is_none() && s.token.is_some()).map(|g| g + grace);
        match due {
            Some(due) if now < due => Some(due),
            Some(_) => {
                s.watching = false;
                s.gone_since = None;
                if !s.away_said {
                    s.away_said = true;
                    self.event(PhoneEvent::Away(seat));
                }
                None
            }
            None => {
                s.watching = false;
                None
            }
        }
    }

    /// Whether this connection is still the seat's live one (not replaced, not revoked).
    pub(super) fn is_live(&self, seat: Seat, id: u64) -> bool {
        self.seats[seat.index()].conn.as_ref().is_some_and(|(c, _)| *c == id)
    }

    pub(super) fn connected(&self, seat: Seat) -> bool {
        self.seats[seat.index()].conn.as_ref().is_some_and(|(_, tx)| !tx.is_closed())
    }

    /// The page answered `offer` with `option`.
    pub(super) fn answer(&mut self, seat: Seat, offer: u64, option: usize) -> Answer {
        let s = &mut self.seats[seat.index()];
        let Some(asked) = s.asked.as_mut().filter(|a| a.offer.id == offer && !a.answered) else {
            return Answer::Stale;
        };
        if option >= asked.offer.options.len() {
            return Answer::NoOption;
        }
        asked.answered = true;
        self.event(PhoneEvent::Chose { seat, offer, option });
        Answer::Taken
    }

    pub(super) fn set_seats(&mut self, names: Vec<String>) {
        self.names = names;
        self.resend_states();
    }

    /// The page's words: the table's, and each language's for the pages that chose one.
    pub(super) fn set_words(&mut self, words: PageWords, langs: Vec<PageWords>) {
        self.words = words;
        self.langs = langs;
        for seat in Seat::ALL {
            let f = self.words_frame(seat);
            self.send(seat, Out::Frame(f));
        }
    }

    pub(super) fn set_round(&mut self, round: u32) {
        self.round = round;
        for s in &mut self.seats {
            s.secrets.retain(|k| k.round == round);
        }
        self.resend_states();
    }

    /// A secret for one seat, kept for the round; `as_news`: in its own news too, marked as its
    /// own (not when it is sent again because the player asked for their secrets).
    pub(super) fn secret(&mut self, seat: Seat, secret: Secret, sent_at: u64, as_news: bool) {
        let id = self.next_id;
        self.next_id += 1;
        let f = frame(json!({ "type": "secret", "id": id, "text": secret.text, "vibrate": secret.vibrate }), sent_at);
        let round = self.round;
        let text = as_news.then(|| secret.text.clone());
        self.seats[seat.index()].secrets.push(Kept { id, secret, round, sent_at });
        self.send(seat, Out::Frame(f));
        if let Some(text) = text {
            self.push_news(seat, text, true, sent_at);
        }
    }

    pub(super) fn offer(&mut self, seat: Seat, offer: Offer, sent_at: u64) {
        let asked = Asked { offer, sent_at, answered: false };
        let f = frame(json!({ "type": "offer", "offer": offer_json(&asked) }), asked.sent_at);
        self.seats[seat.index()].asked = Some(asked);
        self.send(seat, Out::Frame(f));
    }

    pub(super) fn withdraw(&mut self, seat: Seat, sent_at: u64) {
        if self.seats[seat.index()].asked.take().is_some() {
            self.send(seat, Out::Frame(frame(json!({ "type": "offer", "offer": null }), sent_at)));
        }
    }

    pub(super) fn accepted(&mut self, seat: Seat, offer: u64, text: String, sent_at: u64) {
        let s = &mut self.seats[seat.index()];
        if s.asked.as_ref().is_some_and(|a| a.offer.id == offer) {
            s.asked = None;
        }
        self.send(seat, Out::Frame(frame(json!({ "type": "accepted", "offer": offer, "text": text }), sent_at)));
    }

    pub(super) fn refuse_choice(&mut self, seat: Seat, offer: u64, text: String, sent_at: u64) {
        if let Some(a) = self.seats[seat.index()].asked.as_mut().filter(|a| a.offer.id == offer) {
            a.answered = false;
        }
        self.send(seat, Out::Frame(frame(json!({ "type": "choice_refused", "offer": offer, "text": text }), sent_at)));
    }

    pub(super) fn allow_new_phone(&mut self, seat: Seat, sent_at: u64) {
        let s = &mut self.seats[seat.index()];
        s.token = None;
        s.was_connected = false;
        s.away_said = false;
        s.device = None;
        s.left.clear();
        s.gone_since = None;
        s.lang = None;
        s.unjoined.clear();
        if let Some((_, tx)) = s.conn.take() {
            let _ = tx.send(Out::Last(frame(json!({ "type": "replaced" }), sent_at)));
        }
    }

    /// An answer from the page a frame could not be read as.
    pub(super) fn bad_frame() -> String {
        refused("bad_frame")
    }

    /// The frame telling a page its answer was not taken.
    pub(super) fn answer_frame(answer: &Answer, offer: u64) -> Option<String> {
        let why = match answer {
            Answer::Taken => return None,
            Answer::Stale => "stale",
            Answer::NoOption => "no_option",
        };
        Some(frame(json!({ "type": "choice_refused", "offer": offer, "why": why }), now_ms()))
    }

    /// The reviews offered, by their names in frames.
    fn review_codes(&self) -> Vec<&'static str> {
        self.reviews.iter().map(|k| k.code()).collect()
    }

    /// The reviews the game played offers (none: no game): pages show these.
    pub(super) fn set_reviews(&mut self, reviews: Vec<ReviewKind>) {
        if self.reviews != reviews {
            self.reviews = reviews;
            self.resend_states();
        }
    }

    /// The seat's page asks for a review at `now`: `Err(TooMany)` when it asked
    /// [`REVIEWS_AT_ONCE`] in the last [`REVIEW_WINDOW`] (this one is not counted), else passed
    /// on to the interface.
    pub(super) fn ask_review(
        &mut self,
        seat: Seat,
        review: ReviewKind,
        location: Option<crate::engine::Loc>,
        now: Instant,
    ) -> Result<(), ReviewRefusal> {
        let times = &mut self.seats[seat.index()].reviewed;
        while times.front().is_some_and(|t| now.duration_since(*t) >= REVIEW_WINDOW) {
            times.pop_front();
        }
        if times.len() >= REVIEWS_AT_ONCE {
            return Err(ReviewRefusal::TooMany);
        }
        times.push_back(now);
        self.event(PhoneEvent::Review { seat, review, location });
        Ok(())
    }

    /// A review's answer, to its seat's page only: `lines`, in the table's review words.
    pub(super) fn review(
        &mut self,
        seat: Seat,
        review: ReviewKind,
        location: Option<crate::engine::Loc>,
        lines: Vec<String>,
        sent_at: u64,
    ) {
        let location = location.map(|l| l.number());
        let f = json!({ "type": "review", "review": review.code(), "location": location, "lines": lines });
        self.send(seat, Out::Frame(frame(f, sent_at)));
    }

    /// The frame refusing a review a page asked for (`review`: the review's name as asked, if
    /// it named one the page may ask for).
    pub(super) fn review_refused_frame(review: Option<ReviewKind>, why: ReviewRefusal, sent_at: u64) -> String {
        frame(json!({ "type": "review_refused", "review": review.map(|r| r.code()), "why": why.code() }), sent_at)
    }

    /// A review refused by the interface (no game, or none such in this game), to its seat's
    /// page only.
    pub(super) fn refuse_review(&mut self, seat: Seat, review: ReviewKind, why: ReviewRefusal, sent_at: u64) {
        let f = Table::review_refused_frame(Some(review), why, sent_at);
        self.send(seat, Out::Frame(f));
    }

    /// The secrets' ids kept for a seat (for tests of this module).
    #[cfg(test)]
    fn kept(&self, seat: Seat) -> Vec<u64> {
        self.seats[seat.index()].secrets.iter().map(|k| k.id).collect()
    }
}

#[cfg(test)]
mod tests;
