//! The ballot box every ruleset votes with: secret ballots cast one by one (refused from a
//! player with no vote, a second time, or for a player who cannot be chosen), and, once every
//! voter's is in, the count with each voter's weight and the candidates with the most votes (more
//! than one: a tie, which each ruleset settles its own way).
//!
//! Who votes with how many votes, who may be chosen and what a won or tied vote does are each
//! ruleset's; the box only keeps the ballots and counts them.

use super::types::{MAX_PLAYERS, Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// A number per seat (vote weights, totals, scores).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerSeat(pub [u8; MAX_PLAYERS]);

impl PerSeat {
    /// The number of a seat.
    pub fn get(&self, s: Seat) -> u8 {
        self.0[s.index()]
    }
}

/// Each voter's ballot: the candidate they designated. In a vote under way, the ballot box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Ballots(pub [Option<Seat>; MAX_PLAYERS]);

/// Why the ballot box refuses a ballot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// The voter has no vote in this vote.
    NotAVoter(Seat),
    /// The voter's ballot is already in: it is final.
    AlreadyVoted(Seat),
    /// The candidate cannot be chosen in this vote.
    NotACandidate(Seat),
}

/// A ruleset's error for each refusal of the ballot box (its variants of the same names).
macro_rules! refusals_are_rule_errors {
    ($($error:ty),*) => {$(
        impl From<Refused> for $error {
            fn from(r: Refused) -> Self {
                match r {
                    Refused::NotAVoter(s) => Self::NotAVoter(s),
                    Refused::AlreadyVoted(s) => Self::AlreadyVoted(s),
                    Refused::NotACandidate(s) => Self::NotACandidate(s),
                }
            }
        }
    )*};
}

refusals_are_rule_errors!(crate::error::RuleError, crate::mall::RuleError);

/// The count of a vote: each candidate's total, and the candidates with the most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Count {
    pub(crate) totals: PerSeat,
    /// More than one: a tie.
    pub(crate) top: SeatSet,
}

impl Ballots {
    /// An empty ballot box.
    pub(crate) const EMPTY: Ballots = Ballots([None; MAX_PLAYERS]);

    /// The ballot of `voter`, once cast.
    pub(crate) fn of(&self, voter: Seat) -> Option<Seat> {
        self.0[voter.index()]
    }

    /// The voters whose ballot is in.
    pub(crate) fn voted(&self) -> SeatSet {
        Seat::ALL.into_iter().filter(|s| self.of(*s).is_some()).collect()
    }

    /// The voters (a weight above nothing) whose ballot is not in yet.
    pub(crate) fn waiting(&self, weights: &PerSeat) -> SeatSet {
        Seat::ALL.into_iter().filter(|s| weights.get(*s) > 0 && self.of(*s).is_none()).collect()
    }

    /// True once every voter's ballot is in.
    pub(crate) fn all_in(&self, weights: &PerSeat) -> bool {
        self.waiting(weights).is_empty()
    }

    /// Casts `voter`'s ballot for `candidate`; the box is unchanged when it is refused.
    pub(crate) fn cast(
        &mut self,
        weights: &PerSeat,
        candidates: SeatSet,
        voter: Seat,
        candidate: Seat,
    ) -> Result<(), Refused> {
        if weights.get(voter) == 0 {
            return Err(Refused::NotAVoter(voter));
        }
        if self.of(voter).is_some() {
            return Err(Refused::AlreadyVoted(voter));
        }
        if !candidates.contains(candidate) {
            return Err(Refused::NotACandidate(candidate));
        }
        self.0[voter.index()] = Some(candidate);
        Ok(())
    }

    /// The count: each ballot weighs its voter's weight; the candidates with the best total.
    pub(crate) fn count(&self, weights: &PerSeat, candidates: SeatSet) -> Count {
        let mut totals = [0u8; MAX_PLAYERS];
        for voter in Seat::ALL {
            if let Some(c) = self.of(voter) {
                totals[c.index()] += weights.get(voter);
            }
        }
        let best = candidates.iter().map(|c| totals[c.index()]).max().unwrap_or(0);
        let top = candidates.iter().filter(|c| totals[c.index()] == best).collect();
        Count { totals: PerSeat(totals), top }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(i: u8) -> Seat {
        Seat::new(i).unwrap()
    }

    fn set(seats: &[u8]) -> SeatSet {
        seats.iter().map(|&i| seat(i)).collect()
    }

    #[test]
    fn refuses_a_non_voter_a_second_ballot_and_a_non_candidate() {
        let weights = PerSeat([2, 1, 0, 0, 0, 0]);
        let candidates = set(&[0, 1]);
        let mut b = Ballots::EMPTY;
        assert_eq!(b.cast(&weights, candidates, seat(2), seat(0)), Err(Refused::NotAVoter(seat(2))));
        assert_eq!(b.cast(&weights, candidates, seat(0), seat(2)), Err(Refused::NotACandidate(seat(2))));
        assert_eq!(b, Ballots::EMPTY);
        assert_eq!(b.cast(&weights, candidates, seat(0), seat(1)), Ok(()));
        assert_eq!(b.cast(&weights, candidates, seat(0), seat(0)), Err(Refused::AlreadyVoted(seat(0))));
        // A ballot is final: refused, even for a player who cannot be chosen.
        assert_eq!(b.cast(&weights, candidates, seat(0), seat(2)), Err(Refused::AlreadyVoted(seat(0))));
        assert_eq!(b.of(seat(0)), Some(seat(1)));
    }

    #[test]
    fn waits_for_every_voter_then_counts_with_the_weights() {
        let weights = PerSeat([2, 1, 1, 0, 0, 0]);
        let candidates = set(&[0, 1, 2]);
        let mut b = Ballots::EMPTY;
        b.cast(&weights, candidates, seat(1), seat(0)).unwrap();
        b.cast(&weights, candidates, seat(2), seat(0)).unwrap();
        assert!(!b.all_in(&weights));
        assert_eq!(b.waiting(&weights), set(&[0]));
        assert_eq!(b.voted(), set(&[1, 2]));
        b.cast(&weights, candidates, seat(0), seat(1)).unwrap();
        assert!(b.all_in(&weights));
        let count = b.count(&weights, candidates);
        assert_eq!(count.totals, PerSeat([2, 2, 0, 0, 0, 0]));
        assert_eq!(count.top, set(&[0, 1]));
    }

    #[test]
    fn one_leader_wins_and_nobody_voted_for_ties_everyone() {
        let weights = PerSeat([1, 3, 0, 0, 0, 0]);
        let candidates = set(&[0, 1]);
        let mut b = Ballots::EMPTY;
        assert_eq!(b.count(&weights, candidates).top, candidates);
        b.cast(&weights, candidates, seat(0), seat(0)).unwrap();
        b.cast(&weights, candidates, seat(1), seat(1)).unwrap();
        assert_eq!(b.count(&weights, candidates).top.single(), Some(seat(1)));
    }
}
