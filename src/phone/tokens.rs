//! Seat tokens, the join code, and the limit on attempts per address.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// A seat's secret: 128 bits from the operating system's entropy, known only to this server
/// start and to the phone it was given to.
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

/// A join code: four digits, new at each server start.
pub(super) fn fresh_code() -> String {
    format!("{:04}", crate::seed::fresh() % 10_000)
}

/// How many failed guesses (a wrong join code, an unknown token) an address may make in
/// [`WINDOW`] before it is refused everything for a while.
pub(super) const ATTEMPTS: usize = 10;
/// The window of [`ATTEMPTS`].
pub(super) const WINDOW: Duration = Duration::from_secs(10);
/// Past this many addresses remembered, the ones with no recent failure are forgotten.
const ADDRESSES: usize = 256;

/// Counts each address's failed guesses over a sliding window. Only guesses count: a request
/// that names a code or a token, wrongly. A malformed request guesses nothing and is refused
/// as such; a right one is never held back, unless its address is blocked.
#[derive(Default)]
pub(super) struct Limiter {
    seen: HashMap<IpAddr, VecDeque<Instant>>,
}

impl Limiter {
    /// Whether `ip` made too many failed guesses in the window before `now`.
    pub(super) fn blocked(&mut self, ip: IpAddr, now: Instant) -> bool {
        let Some(times) = self.seen.get_mut(&ip) else {
            return false;
        };
        while times.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
            times.pop_front();
        }
        times.len() >= ATTEMPTS
    }

    /// Records a failed guess from `ip` at `now`.
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
    fn two_codes_are_four_digits() {
        for _ in 0..20 {
            let c = fresh_code();
            assert_eq!(c.len(), 4);
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
}
