//! The handle the interface holds: the server on its own thread, driven without blocking.

use super::{Config, Offer, PageWords, PhoneError, PhoneEvent, Secret};
use crate::engine::Seat;

/// The phone server, running on its own thread. Every method returns at once; dropping the
/// handle stops the server and its thread.
pub struct Phones {
    _private: (),
}

impl Phones {
    /// Starts the server: `seats` are the players' names by seat, `words` the page's words.
    pub fn start(config: &Config, seats: Vec<String>, words: PageWords) -> Result<Phones, PhoneError> {
        let _ = (config, seats, words);
        todo!("Phones API: the server comes in the next commit")
    }

    /// The page's address on the local network ("http://192.168.1.20:7878/").
    pub fn address(&self) -> String {
        todo!()
    }

    /// The join code, four digits to say aloud, new at each start.
    pub fn code(&self) -> String {
        todo!()
    }

    /// The address carrying the join code ("http://192.168.1.20:7878/#1234").
    pub fn join_url(&self) -> String {
        todo!()
    }

    /// The join address as a QR code for the terminal: lines of half-block characters, dark on
    /// light, quiet zone included.
    pub fn qr(&self) -> Vec<String> {
        todo!()
    }

    /// The players' names by seat changed.
    pub fn set_seats(&self, names: Vec<String>) {
        let _ = names;
        todo!()
    }

    /// The page's words changed (the language): connected pages are sent them.
    pub fn set_words(&self, words: PageWords) {
        let _ = words;
        todo!()
    }

    /// A new round: the earlier rounds' secrets are no longer sent again on reconnection.
    pub fn set_round(&self, round: u32) {
        let _ = round;
        todo!()
    }

    /// Sends a secret to the seat's phone only, and keeps it for the round.
    pub fn secret(&self, seat: Seat, secret: Secret) {
        let _ = (seat, secret);
        todo!()
    }

    /// Asks the seat's phone a secret choice (replacing the one it was asked before).
    pub fn offer(&self, seat: Seat, offer: Offer) {
        let _ = (seat, offer);
        todo!()
    }

    /// The seat's choice is no longer asked.
    pub fn withdraw(&self, seat: Seat) {
        let _ = seat;
        todo!()
    }

    /// Vigie applied the seat's answer to `offer`: the page says `text`.
    pub fn accepted(&self, seat: Seat, offer: u64, text: String) {
        let _ = (seat, offer, text);
        todo!()
    }

    /// The seat's answer to `offer` was refused: the page says `text` and keeps asking.
    pub fn refuse_choice(&self, seat: Seat, offer: u64, text: String) {
        let _ = (seat, offer, text);
        todo!()
    }

    /// The operator gives the seat to a new phone: the old token is revoked (its connection is
    /// told and closed), and the next join for that seat is accepted.
    pub fn allow_new_phone(&self, seat: Seat) {
        let _ = seat;
        todo!()
    }

    /// Whether the seat's phone is connected now.
    pub fn connected(&self, seat: Seat) -> bool {
        let _ = seat;
        todo!()
    }

    /// What happened since the last call (never waits).
    pub fn take_events(&self) -> Vec<PhoneEvent> {
        todo!()
    }
}
