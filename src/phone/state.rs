//! What the server knows of each seat, shared by the interface's thread and the server's: its
//! token, this round's secrets, the pending choice, and its live connection. Every frame a seat
//! is sent leaves from here, to that seat's connection only.

use super::tokens::{Limiter, Token};
use super::{Offer, PageWords, PhoneEvent, Refusal, Secret};
use crate::engine::{MAX_PLAYERS, Seat};
use serde_json::{Value, json};
use std::sync::mpsc;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::mpsc::UnboundedSender;

/// What a connection's task is told to do.
#[derive(Debug)]
pub(super) enum Out {
    /// Send this frame.
    Frame(String),
    /// Send this frame, then close (the seat was given to another phone, or opened elsewhere).
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

#[derive(Default)]
struct SeatState {
    token: Option<Token>,
    secrets: Vec<Kept>,
    asked: Option<Asked>,
    /// The live connection: its number and where its frames go.
    conn: Option<(u64, UnboundedSender<Out>)>,
    /// A connection was made since the seat was claimed (so the next one is a return).
    was_connected: bool,
    /// The table was told the phone went away (so its return is said too).
    away_said: bool,
}

/// Everything shared.
pub(super) struct Table {
    pub(super) names: Vec<String>,
    pub(super) words: PageWords,
    pub(super) code: String,
    pub(super) limiter: Limiter,
    round: u32,
    seats: Vec<SeatState>,
    next_id: u64,
    events: mpsc::Sender<PhoneEvent>,
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
            code,
            limiter: Limiter::default(),
            round: 0,
            seats: (0..MAX_PLAYERS).map(|_| SeatState::default()).collect(),
            next_id: 1,
            events,
        }
    }

    pub(super) fn event(&self, e: PhoneEvent) {
        // The interface dropped its handle: nobody is listening, and the server is stopping.
        let _ = self.events.send(e);
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
            json!({ "type": "state", "seat": seat.index(), "name": name, "round": self.round, "secrets": secrets, "offer": offer }),
            now_ms(),
        )
    }

    fn words_frame(&self) -> String {
        frame(json!({ "type": "words", "words": self.words }), now_ms())
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

    /// A phone claims a seat (the code was checked): its new token, or why not.
    pub(super) fn join(&mut self, seat: usize) -> Result<(Seat, Token), Refusal> {
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

    /// A connection proved it holds the seat: it becomes the seat's live connection (closing
    /// an earlier one) and is sent the page's words and the seat's state.
    pub(super) fn connect(&mut self, seat: Seat, id: u64, tx: UnboundedSender<Out>) {
        let back = {
            let s = &mut self.seats[seat.index()];
            let back = std::mem::take(&mut s.away_said);
            if let Some((_, old)) = s.conn.take() {
                // The same seat opened elsewhere (another tab): this one stops trying.
                let _ = old.send(Out::Last(frame(json!({ "type": "superseded" }), now_ms())));
            }
            s.conn = Some((id, tx));
            s.was_connected = true;
            back
        };
        let words = self.words_frame();
        let state = self.state_frame(seat);
        self.send(seat, Out::Frame(words));
        self.send(seat, Out::Frame(state));
        if back {
            self.event(PhoneEvent::Back(seat));
        }
    }

    /// A connection ended: true if it was the seat's live one (the phone may be away, if it
    /// does not come back soon: [`Table::away_if_gone`]).
    pub(super) fn disconnect(&mut self, seat: Seat, id: u64) -> bool {
        let s = &mut self.seats[seat.index()];
        if s.conn.as_ref().is_some_and(|(c, _)| *c == id) {
            s.conn = None;
            return true;
        }
        false
    }

    /// Some time after its connection ended: the seat's phone is away if it has not come back
    /// (a phone locked for a moment, or a page reloaded, is not news for the table).
    pub(super) fn away_if_gone(&mut self, seat: Seat) {
        let s = &mut self.seats[seat.index()];
        if s.conn.is_none() && s.token.is_some() && !s.away_said {
            s.away_said = true;
            self.event(PhoneEvent::Away(seat));
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

    pub(super) fn set_words(&mut self, words: PageWords) {
        self.words = words;
        let f = self.words_frame();
        for seat in Seat::ALL {
            self.send(seat, Out::Frame(f.clone()));
        }
    }

    pub(super) fn set_round(&mut self, round: u32) {
        self.round = round;
        for s in &mut self.seats {
            s.secrets.retain(|k| k.round == round);
        }
        self.resend_states();
    }

    pub(super) fn secret(&mut self, seat: Seat, secret: Secret, sent_at: u64) {
        let id = self.next_id;
        self.next_id += 1;
        let f = frame(json!({ "type": "secret", "id": id, "text": secret.text, "vibrate": secret.vibrate }), sent_at);
        let round = self.round;
        self.seats[seat.index()].secrets.push(Kept { id, secret, round, sent_at });
        self.send(seat, Out::Frame(f));
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
        let (seat, token) = t.join(1).unwrap();
        assert_eq!(seat.index(), 1);
        assert_eq!(t.seat_of(&token), Some(seat));
        assert_eq!(t.join(1).err(), Some(Refusal::SeatTaken));
        assert_eq!(t.join(2).err(), Some(Refusal::NoSeat));
        assert_eq!(t.join(300).err(), Some(Refusal::NoSeat));
        t.allow_new_phone(seat, 0);
        assert_eq!(t.seat_of(&token), None);
        let (_, again) = t.join(1).unwrap();
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
        t.secret(red, Secret { text: "a".into(), vibrate: vec![] }, 0);
        t.set_round(2);
        t.secret(red, Secret { text: "b".into(), vibrate: vec![] }, 0);
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
}
