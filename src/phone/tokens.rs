//! Seat tokens, the join code and the join key, and the limits on wrong join codes: per address,
//! and for all addresses together (a burst of wrong codes changes the code).

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// A 128-bit secret from the operating system's entropy: a seat's token, or the join key.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Token([u8; 16]);

impl Token {
    pub(super) fn fresh() -> Token {
        let mut bytes = [0; 16];
        bytes[..8].copy_from_slice(&crate::seed::fresh().to_le_bytes());
        bytes[8..].copy_from_slice(&crate::seed::fresh().to_le_bytes());
        Token(bytes)
    }

    /// The token as the page keeps it: 32 lowercase hexadecimal digits.
    pub(super) fn to_hex(self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// A token written by a page; `None` unless it is exactly 32 hexadecimal digits.
    pub(super) fn from_hex(text: &str) -> Option<Token> {
        let digits = text.as_bytes();
        if digits.len() != 32 {
            return None;
        }
        let mut bytes = [0; 16];
        for (i, pair) in digits.chunks(2).enumerate() {
            let hi = (pair[0] as char).to_digit(16)?;
            let lo = (pair[1] as char).to_digit(16)?;
            bytes[i] = (hi * 16 + lo) as u8;
        }
        Some(Token(bytes))
    }

    /// Compares in a time that does not depend on where the tokens differ.
    pub(super) fn matches(&self, other: &Token) -> bool {
        same_bytes(&self.0, &other.0)
    }
}

/// Whether two byte strings are equal, looking at every byte whatever the first difference.
pub(super) fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let diff = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    std::hint::black_box(diff) == 0
}

/// The join code's digits: a million codes (see `Codes` for an attacker's odds).
pub const CODE_DIGITS: usize = 6;

/// A join code: [`CODE_DIGITS`] digits, new at each server start and after a burst of wrong
/// codes.
pub(super) fn fresh_code() -> String {
    format!("{:0width$}", crate::seed::fresh() % 10u64.pow(CODE_DIGITS as u32), width = CODE_DIGITS)
}

/// How many wrong join codes (from all addresses together) a code takes before it is changed.
pub const CODE_GUESSES: u32 = 10;
/// The shortest time between two changes of the code: until then, once a code has taken its
/// [`CODE_GUESSES`], every code is refused as too many tries (the join key still works).
pub const CODE_CHANGE_GAP: Duration = Duration::from_secs(5 * 60);

/// What a join code's check came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CodeCheck {
    Right,
    Wrong,
    /// Too many wrong codes since the last change, and too soon for a new one: not checked.
    Locked,
}

/// The join code and the wrong codes it has taken, from every address together.
///
/// An attacker, with any number of addresses, gets at most [`CODE_GUESSES`] checked guesses per
/// code, and at most one new code per [`CODE_CHANGE_GAP`] (the first burst changes it at once):
/// in a four-hour game, at most 10 × (2 + 240 / 5) = 500 guesses against a million codes, odds
/// of at most 1 in 2,000 of finding one, while the table hears the code change every 5 minutes.
pub(super) struct Codes {
    code: String,
    wrong: u32,
    /// When the code last changed after a burst (`None`: never).
    changed_at: Option<Instant>,
}

impl Codes {
    pub(super) fn new(code: String) -> Codes {
        Codes { code, wrong: 0, changed_at: None }
    }

    pub(super) fn code(&self) -> &str {
        &self.code
    }

    fn may_change(&self, now: Instant) -> bool {
        self.changed_at.is_none_or(|at| now.duration_since(at) >= CODE_CHANGE_GAP)
    }

    fn change(&mut self, now: Instant) {
        self.code = fresh_code();
        self.wrong = 0;
        self.changed_at = Some(now);
    }

    /// Checks a code typed on a page; true in `.1` when the code changed (the table is to hear
    /// the new one).
    pub(super) fn check(&mut self, typed: &str, now: Instant) -> (CodeCheck, bool) {
        let mut changed = self.tick(now);
        if self.wrong >= CODE_GUESSES {
            return (CodeCheck::Locked, changed);
        }
        if same_bytes(typed.trim().as_bytes(), self.code.as_bytes()) {
            return (CodeCheck::Right, changed);
        }
        self.wrong += 1;
        changed |= self.tick(now);
        (CodeCheck::Wrong, changed)
    }

    /// Changes a code that has taken its wrong guesses, when a change is allowed: true if it
    /// changed.
    pub(super) fn tick(&mut self, now: Instant) -> bool {
        if self.wrong >= CODE_GUESSES && self.may_change(now) {
            self.change(now);
            return true;
        }
        false
    }

    /// When a locked code may change (`None`: it is not locked).
    pub(super) fn locked_until(&self) -> Option<Instant> {
        (self.wrong >= CODE_GUESSES).then(|| self.changed_at.map_or_else(Instant::now, |at| at + CODE_CHANGE_GAP))
    }
}

/// How many wrong join codes an address may type in [`WINDOW`] before its codes are refused
/// for a while (its tokens never are).
pub(super) const ATTEMPTS: usize = 10;
/// The window of [`ATTEMPTS`].
pub(super) const WINDOW: Duration = Duration::from_secs(10);
/// Past this many addresses remembered, the ones with no recent failure are forgotten.
const ADDRESSES: usize = 256;

/// Counts each address's wrong join codes over a sliding window. Only wrong codes count: a
/// malformed request guesses nothing, and a token (128 bits, never guessed) is never limited.
#[derive(Default)]
pub(super) struct Limiter {
    seen: HashMap<IpAddr, VecDeque<Instant>>,
}

impl Limiter {
    /// Whether `ip` typed too many wrong codes in the window before `now`.
    pub(super) fn blocked(&mut self, ip: IpAddr, now: Instant) -> bool {
        let Some(times) = self.seen.get_mut(&ip) else {
            return false;
        };
        while times.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
            times.pop_front();
        }
        times.len() >= ATTEMPTS
    }

    /// Records a wrong code from `ip` at `now`.
    pub(super) fn failed(&mut self, ip: IpAddr, now: Instant) {
        if self.seen.len() >= ADDRESSES {
            self.seen.retain(|_, times| times.back().is_some_and(|t| now.duration_since(*t) < WINDOW));
        }
        self.seen.entry(ip).or_default().push_back(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_reads_back_from_its_hex_and_nothing_else_does() {
        let t = Token::fresh();
        let hex = t.to_hex();
        assert_eq!(hex.len(), 32);
        assert!(Token::from_hex(&hex).is_some_and(|u| u.matches(&t)));
        assert!(Token::from_hex(&hex[..31]).is_none());
        assert!(Token::from_hex(&format!("{}g", &hex[..31])).is_none());
        assert!(Token::from_hex("éééééééééééééééé").is_none());
        assert!(!Token::fresh().matches(&t));
    }

    #[test]
    fn codes_are_six_digits() {
        for _ in 0..20 {
            let c = fresh_code();
            assert_eq!(c.len(), CODE_DIGITS);
            assert!(c.bytes().all(|b| b.is_ascii_digit()));
        }
    }

    #[test]
    fn an_address_is_limited_over_the_window_and_others_are_not() {
        let mut l = Limiter::default();
        let t0 = Instant::now();
        let a: IpAddr = [10, 0, 0, 1].into();
        let b: IpAddr = [10, 0, 0, 2].into();
        for _ in 0..ATTEMPTS {
            assert!(!l.blocked(a, t0));
            l.failed(a, t0);
        }
        assert!(l.blocked(a, t0));
        assert!(!l.blocked(b, t0));
        assert!(!l.blocked(a, t0 + WINDOW));
    }

    /// A code that is surely not `code`.
    fn other(code: &str) -> String {
        if code == "000000" { "000001".into() } else { "000000".into() }
    }

    #[test]
    fn a_burst_of_wrong_codes_changes_the_code_at_once_then_at_most_once_per_gap() {
        let t0 = Instant::now();
        let mut c = Codes::new("123456".into());
        assert_eq!(c.check(" 123456 ", t0), (CodeCheck::Right, false));
        for _ in 1..CODE_GUESSES {
            assert_eq!(c.check("000000", t0), (CodeCheck::Wrong, false));
        }
        // The last wrong code of the burst: a new code at once.
        assert_eq!(c.check("000000", t0), (CodeCheck::Wrong, true));
        assert_ne!(c.code(), "123456");
        assert_eq!(c.check("123456", t0).0, CodeCheck::Wrong, "the old code is gone");
        let first_new = c.code().to_owned();
        for _ in 1..CODE_GUESSES {
            let wrong = other(c.code());
            assert_eq!(c.check(&wrong, t0), (CodeCheck::Wrong, false));
        }
        // A second burst within the gap: every code is refused unchecked, the right one too.
        assert_eq!(c.code(), first_new);
        assert_eq!(c.check(&first_new, t0 + Duration::from_secs(1)), (CodeCheck::Locked, false));
        assert_eq!(c.locked_until(), Some(t0 + CODE_CHANGE_GAP));
        assert!(!c.tick(t0 + CODE_CHANGE_GAP - Duration::from_millis(1)));
        // Once the gap has passed: a new code, checked again.
        assert!(c.tick(t0 + CODE_CHANGE_GAP));
        assert_ne!(c.code(), first_new);
        assert_eq!(c.locked_until(), None);
        let now = c.code().to_owned();
        assert_eq!(c.check(&now, t0 + CODE_CHANGE_GAP), (CodeCheck::Right, false));
    }

    #[test]
    fn four_hours_of_guessing_check_at_most_500_codes() {
        let t0 = Instant::now();
        let mut c = Codes::new(fresh_code());
        let mut checked = 0;
        let mut now = t0;
        // A guess every 10 ms for four hours.
        while now < t0 + Duration::from_secs(4 * 3600) {
            let guess = other(c.code());
            if c.check(&guess, now).0 == CodeCheck::Wrong {
                checked += 1;
            }
            now += Duration::from_millis(10);
        }
        assert!(checked <= 500, "{checked} codes checked");
        assert!(checked >= 480, "{checked} codes checked");
    }
}
