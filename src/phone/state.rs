//! What the server knows of each seat, shared by the interface's thread and the server's: its
//! token, this round's secrets, its news (the table's, and its own secrets), the pending choice,
//! whether the game waits for it, and its live connection. Every frame a seat is sent leaves
//! from here, to that seat's connection only.

use super::tokens::{Codes, Limiter, Token};
use super::{NEWS_KEPT, News, Offer, PageWords, PhoneEvent, Refusal, Secret, When};
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
    /// The language its page chose (`None`: the table's).
    lang: Option<Lang>,
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
            json!({ "type": "state", "seat": seat.index(), "name": name, "round": self.round, "secrets": secrets, "offer": offer, "yours": s.yours }),
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
            if let Some(text) = words(seat, self.seats[seat.index()].lang) {
                self.push_news(seat, text, false, sent_at);
            }
        }
    }

    /// A new game: every seat's news is forgotten (the numbers go on), and the pages empty
    /// their lists.
    pub(super) fn clear_news(&mut self, sent_at: u64) {
        self.when = When::default();
        for seat in Seat::ALL {
            self.seats[seat.index()].news.clear();
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
        let lang = self.seats[seat.index()].lang.map(Lang::code);
        lang.and_then(|l| self.langs.iter().find(|w| w.lang == l)).unwrap_or(&self.words)
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

    /// The seats a page may claim: their names, and whether a phone holds them.
    pub(super) fn seat_list(&self) -> Value {
        let seats: Vec<Value> = self
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| json!({ "seat": i, "name": name, "taken": self.seats[i].token.is_some() }))
            .collect();
        json!({ "seats": seats })
    }

    /// A phone claims a seat (the code or key was checked), from the device its page names: its
    /// new token, or why not.
    pub(super) fn join(&mut self, seat: usize, device: Option<String>) -> Result<(Seat, Token), Refusal> {
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
        self.event(PhoneEvent::Joined(seat));
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

    /// The secrets' ids kept for a seat (for tests of this module).
    #[cfg(test)]
    fn kept(&self, seat: Seat) -> Vec<u64> {
        self.seats[seat.index()].secrets.iter().map(|k| k.id).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> (Table, mpsc::Receiver<PhoneEvent>) {
        let (tx, rx) = mpsc::channel();
        (Table::new(vec!["Red".into(), "Blue".into()], PageWords::default(), "1234".into(), tx), rx)
    }

    #[test]
    fn a_seat_is_claimed_once_and_again_only_after_it_is_given_away() {
        let (mut t, rx) = table();
        let (seat, token) = t.join(1, None).unwrap();
        assert_eq!(seat.index(), 1);
        assert_eq!(t.seat_of(&token), Some(seat));
        assert_eq!(t.join(1, None).err(), Some(Refusal::SeatTaken));
        assert_eq!(t.join(2, None).err(), Some(Refusal::NoSeat));
        assert_eq!(t.join(300, None).err(), Some(Refusal::NoSeat));
        t.allow_new_phone(seat, 0);
        assert_eq!(t.seat_of(&token), None);
        let (_, again) = t.join(1, None).unwrap();
        assert!(!again.matches(&token));
        let events: Vec<PhoneEvent> = rx.try_iter().collect();
        assert_eq!(
            events,
            [
                PhoneEvent::Joined(seat),
                PhoneEvent::Refused { seat: Some(seat), why: Refusal::SeatTaken },
                PhoneEvent::Joined(seat)
            ]
        );
    }

    #[test]
    fn a_new_round_forgets_the_earlier_secrets_only() {
        let (mut t, _rx) = table();
        let red = Seat::FIRST;
        t.set_round(1);
        t.secret(red, Secret { text: "a".into(), vibrate: vec![] }, 0, true);
        t.set_round(2);
        t.secret(red, Secret { text: "b".into(), vibrate: vec![] }, 0, true);
        assert_eq!(t.kept(red), [2]);
    }

    #[test]
    fn an_answer_is_taken_once_per_offer_until_refused() {
        let (mut t, rx) = table();
        let red = Seat::FIRST;
        let offer = Offer { id: 7, question: "q".into(), options: vec!["a".into(), "b".into()] };
        assert!(matches!(t.answer(red, 7, 0), Answer::Stale));
        t.offer(red, offer, 0);
        assert!(matches!(t.answer(red, 6, 0), Answer::Stale));
        assert!(matches!(t.answer(red, 7, 2), Answer::NoOption));
        assert!(matches!(t.answer(red, 7, 1), Answer::Taken));
        assert!(matches!(t.answer(red, 7, 0), Answer::Stale));
        t.refuse_choice(red, 7, "no".into(), 0);
        assert!(matches!(t.answer(red, 7, 0), Answer::Taken));
        t.accepted(red, 7, "yes".into(), 0);
        assert!(matches!(t.answer(red, 7, 0), Answer::Stale));
        let chose: Vec<PhoneEvent> = rx.try_iter().collect();
        assert_eq!(
            chose,
            [
                PhoneEvent::Chose { seat: red, offer: 7, option: 1 },
                PhoneEvent::Chose { seat: red, offer: 7, option: 0 }
            ]
        );
    }

    #[test]
    fn a_phone_is_away_only_once_gone_the_grace_in_one_stretch_with_one_watcher() {
        let (mut t, rx) = table();
        let red = Seat::FIRST;
        let (seat, _) = t.join(0, None).unwrap();
        let grace = Duration::from_secs(15);
        let t0 = Instant::now();
        let at = |s: f64| t0 + Duration::from_secs_f64(s);
        // Each connection's frames, kept (a closed one would end the connection).
        let mut pages = Vec::new();
        let mut link = || {
            let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
            pages.push(rx);
            tx
        };
        t.connect(seat, 1, link(), Held::default(), None);
        // Gone at 0 s: a watcher starts; back at 1 s; gone again at 14.5 s: the same watcher.
        assert!(t.disconnect(red, 1, at(0.0)));
        t.connect(red, 2, link(), Held::default(), None);
        assert!(!t.disconnect(red, 2, at(14.5)), "a second watcher");
        // At 15 s, the first absence's end: the phone has been gone half a second only.
        assert_eq!(t.absence(red, at(15.0), grace), Some(at(29.5)));
        // Back at 16 s: the watcher ends, nothing said.
        t.connect(red, 3, link(), Held::default(), None);
        assert_eq!(t.absence(red, at(29.5), grace), None);
        // Gone at 40 s for good: away once, at 55 s.
        assert!(t.disconnect(red, 3, at(40.0)), "no watcher after the last one ended");
        assert_eq!(t.absence(red, at(54.9), grace), Some(at(55.0)));
        assert_eq!(t.absence(red, at(55.0), grace), None);
        t.connect(red, 4, link(), Held::default(), None);
        let events: Vec<PhoneEvent> = rx.try_iter().collect();
        assert_eq!(events, [PhoneEvent::Joined(red), PhoneEvent::Away(red), PhoneEvent::Back(red)]);
    }

    #[test]
    fn a_token_from_another_device_moves_the_seat_and_the_device_it_left_is_refused() {
        let (mut t, rx) = table();
        let red = Seat::FIRST;
        t.join(0, Some("a".into())).unwrap();
        assert_eq!(t.arrive(red, Some("a".into())), Ok(false));
        let (tx, mut page) = tokio::sync::mpsc::unbounded_channel();
        t.connect(red, 1, tx, Held::default(), None);
        assert_eq!(t.arrive(red, Some("b".into())), Ok(true));
        // The page of before is told, last.
        let mut last = None;
        while let Ok(out) = page.try_recv() {
            last = Some(out);
        }
        assert!(matches!(last, Some(Out::Last(f)) if f.contains(r#""type":"moved""#)));
        assert_eq!(t.arrive(red, Some("b".into())), Ok(false));
        assert_eq!(t.arrive(red, Some("a".into())), Err(Refusal::Moved));
        assert_eq!(t.arrive(red, None), Ok(true));
        assert_eq!(t.arrive(red, Some("b".into())), Err(Refusal::Moved));
        let moved = rx.try_iter().filter(|e| *e == PhoneEvent::Moved(red)).count();
        assert_eq!(moved, 2);
    }

    /// The frames a page was sent, as JSON.
    fn sent(page: &mut tokio::sync::mpsc::UnboundedReceiver<Out>) -> Vec<Value> {
        let mut out = Vec::new();
        while let Ok(Out::Frame(f) | Out::Last(f)) = page.try_recv() {
            out.push(serde_json::from_str(&f).unwrap());
        }
        out
    }

    fn ids(items: &Value) -> Vec<u64> {
        items.as_array().unwrap().iter().map(|i| i["id"].as_u64().unwrap()).collect()
    }

    #[test]
    fn each_seat_keeps_the_last_news_only_numbered_on_its_own() {
        let (mut t, _rx) = table();
        let (red, blue) = (Seat::FIRST, Seat::new(1).unwrap());
        for i in 0..NEWS_KEPT + 10 {
            t.news(When { turn: 2, phase: 3 }, &|_, _| Some(format!("news {i}")), 0);
        }
        let log = t.news_of(red);
        assert_eq!(log.len(), NEWS_KEPT);
        assert_eq!(log[0].id, 11);
        assert_eq!(log.last().unwrap().id, (NEWS_KEPT + 10) as u64);
        assert_eq!(log.last().unwrap().text, format!("news {}", NEWS_KEPT + 9));
        assert_eq!((log[0].turn, log[0].phase, log[0].private), (2, 3, false));
        // Seats beyond the table's get nothing; a seat's words may differ or be none.
        assert!(t.news_of(Seat::new(2).unwrap()).is_empty());
        t.news(When::default(), &|s, _| (s == blue).then(|| "for Blue".to_owned()), 0);
        assert_eq!(t.news_of(blue).last().unwrap().text, "for Blue");
        assert_eq!(t.news_of(red).last().unwrap().text, format!("news {}", NEWS_KEPT + 9));
    }

    #[test]
    fn a_page_coming_back_gets_what_it_missed_and_a_number_it_cannot_hold_is_nothing_held() {
        let (mut t, _rx) = table();
        let red = Seat::FIRST;
        t.join(0, Some("a".into())).unwrap();
        for i in 1..=5 {
            t.news(When { turn: 1, phase: 0 }, &|_, _| Some(format!("n{i}")), 0);
        }
        let cases = [
            (Held { last: Some(3), list: false }, json!(3), json!(2), vec![4, 5]),
            (Held { last: Some(3), list: true }, json!(3), json!(2), vec![1, 2, 3, 4, 5]),
            (Held { last: Some(5), list: false }, json!(5), json!(0), vec![]),
            (Held { last: Some(0), list: false }, json!(0), json!(5), vec![1, 2, 3, 4, 5]),
            // First connection, or a number this seat never gave: the whole log, no summary.
            (Held { last: None, list: false }, Value::Null, Value::Null, vec![1, 2, 3, 4, 5]),
            (Held { last: Some(6), list: false }, Value::Null, Value::Null, vec![1, 2, 3, 4, 5]),
            (Held { last: Some(u64::MAX), list: false }, Value::Null, Value::Null, vec![1, 2, 3, 4, 5]),
        ];
        for (n, (held, since, missed, items)) in cases.into_iter().enumerate() {
            let (tx, mut page) = tokio::sync::mpsc::unbounded_channel();
            t.connect(red, n as u64 + 1, tx, held, None);
            let frames = sent(&mut page);
            let kinds: Vec<&str> = frames.iter().map(|f| f["type"].as_str().unwrap()).collect();
            assert_eq!(kinds, ["words", "state", "news_since"], "{held:?}");
            let f = &frames[2];
            assert_eq!((&f["since"], &f["missed"], ids(&f["items"])), (&since, &missed, items), "{held:?}");
        }
    }

    #[test]
    fn a_seat_s_own_secret_enters_its_news_alone_and_a_secret_sent_again_does_not() {
        let (mut t, _rx) = table();
        let (red, blue) = (Seat::FIRST, Seat::new(1).unwrap());
        let (tx, mut blue_page) = tokio::sync::mpsc::unbounded_channel();
        t.join(1, None).unwrap();
        t.connect(blue, 1, tx, Held::default(), None);
        sent(&mut blue_page);
        t.news(When { turn: 1, phase: 2 }, &|_, _| Some("public".into()), 0);
        t.secret(red, Secret { text: "RED only".into(), vibrate: vec![] }, 0, true);
        t.secret(red, Secret { text: "RED again".into(), vibrate: vec![] }, 0, false);
        let red_log = t.news_of(red);
        assert_eq!(
            red_log.iter().map(|n| (n.text.as_str(), n.private)).collect::<Vec<_>>(),
            [("public", false), ("RED only", true)]
        );
        assert_eq!((red_log[1].turn, red_log[1].phase), (1, 2), "a secret comes at the last news's moment");
        assert!(t.news_of(blue).iter().all(|n| !n.text.contains("RED")));
        assert!(sent(&mut blue_page).iter().all(|f| !f.to_string().contains("RED")));
    }

    #[test]
    fn a_page_hears_when_its_turn_comes_and_goes_once_each() {
        let (mut t, _rx) = table();
        let red = Seat::FIRST;
        let (tx, mut page) = tokio::sync::mpsc::unbounded_channel();
        t.join(0, None).unwrap();
        t.connect(red, 1, tx, Held::default(), None);
        sent(&mut page);
        t.set_yours(red, true, 0);
        t.set_yours(red, true, 0);
        t.set_yours(red, false, 0);
        let turns: Vec<Value> = sent(&mut page).into_iter().filter(|f| f["type"] == "turn").collect();
        assert_eq!(turns.len(), 2);
        assert_eq!(turns[0]["yours"], json!(true));
        assert!(!turns[0]["vibrate"].as_array().unwrap().is_empty(), "one's turn vibrates");
        assert_eq!(turns[1]["yours"], json!(false));
        // A new game empties the lists; the numbers go on.
        t.news(When::default(), &|_, _| Some("a".into()), 0);
        t.clear_news(0);
        assert!(t.news_of(red).is_empty());
        t.news(When::default(), &|_, _| Some("b".into()), 0);
        assert_eq!(t.news_of(red)[0].id, 2);
        assert!(sent(&mut page).iter().any(|f| f["type"] == "news_reset"));
    }

    #[test]
    fn a_page_chooses_its_language_and_an_unknown_one_is_refused_in_its_own() {
        let (mut t, rx) = table();
        let (red, blue) = (Seat::FIRST, Seat::new(1).unwrap());
        let words = |lang: &str| PageWords {
            lang: lang.into(),
            confirm: format!("confirm-{lang}"),
            bad_lang: format!("bad-{lang}"),
            ..PageWords::default()
        };
        t.set_words(words("en"), vec![words("en"), words("fr")]);
        t.join(0, None).unwrap();
        t.join(1, None).unwrap();
        let frames = |page: &mut tokio::sync::mpsc::UnboundedReceiver<Out>| {
            let mut got = Vec::new();
            while let Ok(Out::Frame(f) | Out::Last(f)) = page.try_recv() {
                got.push(serde_json::from_str::<Value>(&f).unwrap());
            }
            got
        };
        // Red's hello names French: its words come in French; Blue's names nothing: the table's.
        let (tx, mut red_page) = tokio::sync::mpsc::unbounded_channel();
        t.connect(red, 1, tx, Held::default(), Some("fr"));
        let (tx, mut blue_page) = tokio::sync::mpsc::unbounded_channel();
        t.connect(blue, 2, tx, Held::default(), None);
        assert_eq!(frames(&mut red_page)[0]["words"]["confirm"], "confirm-fr");
        assert_eq!(frames(&mut blue_page)[0]["words"]["confirm"], "confirm-en");
        assert_eq!((t.lang_of(red), t.lang_of(blue)), (Some(Lang::Fr), None));
        // Unknown codes, or none: refused in the page's language of now, nothing changed.
        for bad in [Some("xx"), Some(""), Some("FR"), None] {
            let refusal: Value = serde_json::from_str(&t.choose_lang(red, bad).unwrap()).unwrap();
            assert_eq!((&refusal["type"], &refusal["text"]), (&json!("lang_refused"), &json!("bad-fr")), "{bad:?}");
            assert_eq!(t.lang_of(red), Some(Lang::Fr));
        }
        assert!(frames(&mut red_page).is_empty());
        // A hello with a wrong code: the page keeps its language, and is told why.
        let (tx, mut again) = tokio::sync::mpsc::unbounded_channel();
        t.connect(red, 3, tx, Held::default(), Some("klingon"));
        let got = frames(&mut again);
        assert_eq!((&got[0]["words"]["lang"], &got[1]["text"]), (&json!("fr"), &json!("bad-fr")));
        // Blue chooses French, then English: its words each time; the interface is told.
        assert_eq!(t.choose_lang(blue, Some("fr")), None);
        assert_eq!(t.choose_lang(blue, Some("fr")), None);
        assert_eq!(t.choose_lang(blue, Some("en")), None);
        let words: Vec<Value> = frames(&mut blue_page).into_iter().map(|f| f["words"]["lang"].clone()).collect();
        assert_eq!(words, [json!("fr"), json!("en")]);
        let langs: Vec<PhoneEvent> = rx.try_iter().filter(|e| matches!(e, PhoneEvent::Lang { .. })).collect();
        assert_eq!(
            langs,
            [
                PhoneEvent::Lang { seat: red, lang: Lang::Fr },
                PhoneEvent::Lang { seat: blue, lang: Lang::Fr },
                PhoneEvent::Lang { seat: blue, lang: Lang::En }
            ]
        );
        // A new phone for the seat reads the table's language until it chooses.
        t.allow_new_phone(blue, 0);
        assert_eq!(t.lang_of(blue), None);
    }
}
