//! How a vote is told, the same in every ruleset: who votes and with how many votes, among whom,
//! each ballot going in, the ballots shown, the count and who leads it, the prompt of the
//! ballots, the scores. Each ruleset names its own votes and picks its own messages; the
//! arguments those messages share are built here, once.

use super::Announcer;
use crate::engine::{Ballots, PerSeat, Seat, SeatSet};
use crate::vocab::Id;
use crate::vocab::{Earcon, Weight};
use fluent_bundle::FluentArgs;

/// A vote opening: `voters` (each with their votes) and `candidates`.
pub(super) fn opened(an: &Announcer, a: &mut FluentArgs<'static>, weights: &PerSeat, candidates: SeatSet) {
    a.set("voters", an.weights_words(weights));
    a.set("candidates", an.seats_words(candidates));
}

/// Ballots opening: how they are entered (`entry`), then as [`opened`].
pub(super) fn ballots_opened(an: &Announcer, a: &mut FluentArgs<'static>, weights: &PerSeat, candidates: SeatSet) {
    a.set("entry", an.entry_words());
    opened(an, a, weights, candidates);
}

/// A ballot going in: its `voter`, and the weight of the news (when the table shows its
/// ballots, the reveal says them all).
pub(super) fn ballot_cast(an: &Announcer, a: &mut FluentArgs<'static>, voter: Seat) -> Weight {
    a.set("voter", an.name(voter));
    if an.secret_entry() { Weight::Normal } else { Weight::Full }
}

/// The ballots shown: `ballots`, each voter with their candidate and votes.
pub(super) fn revealed(an: &Announcer, a: &mut FluentArgs<'static>, ballots: &Ballots, weights: &PerSeat) {
    let v: Vec<String> = Seat::ALL
        .into_iter()
        .filter_map(|s| {
            ballots.0[s.index()].map(|c| {
                let mut b = FluentArgs::new();
                b.set("voter", an.name(s));
                b.set("candidate", an.name(c));
                b.set("votes", Announcer::num(weights.get(s)));
                an.text(Id::Ballot, Some(&b))
            })
        })
        .collect();
    a.set("ballots", an.list(&v));
}

/// The count: each candidate's `totals`, the vote's `kind`, who leads (`top`), whether it is a
/// `tie`, and the leaders' `votes`; the sound cue of a tie or a result.
pub(super) fn counted(
    an: &Announcer,
    a: &mut FluentArgs<'static>,
    kind: &'static str,
    totals: &PerSeat,
    candidates: SeatSet,
    top: SeatSet,
) -> Earcon {
    let v: Vec<String> = candidates
        .iter()
        .map(|s| {
            let mut b = FluentArgs::new();
            b.set("player", an.name(s));
            b.set("votes", Announcer::num(totals.get(s)));
            an.text(Id::PlayerVotes, Some(&b))
        })
        .collect();
    a.set("totals", an.list(&v));
    a.set("kind", kind);
    a.set("top", an.seats_words(top));
    a.set("tie", if top.len() > 1 { "yes" } else { "no" });
    a.set("votes", Announcer::num(top.iter().next().map_or(0, |s| totals.get(s))));
    if top.len() > 1 { Earcon::Tie } else { Earcon::VoteResult }
}

/// The prompt of the ballots: `first` (the vote is named to the first voter; the others follow
/// on), `entry`, the `vote` in words, who is still `waiting`, who votes `next` (the one the table
/// chose, or the first waiting), the `candidates` to choose from. `whole`: said as to the first
/// voter (after a resume, nothing before it said which vote).
#[allow(clippy::too_many_arguments)]
pub(super) fn ballots_prompt(
    an: &Announcer,
    a: &mut FluentArgs<'static>,
    vote: String,
    weights: &PerSeat,
    waiting: SeatSet,
    candidates: SeatSet,
    next: Option<Seat>,
    whole: bool,
) {
    let voters = Seat::ALL.into_iter().filter(|s| weights.get(*s) > 0).count();
    a.set("first", if whole || waiting.len() == voters { "yes" } else { "no" });
    a.set("entry", an.entry_words());
    a.set("vote", vote);
    a.set("waiting", an.seats_words(waiting));
    a.set("next", next.or_else(|| waiting.iter().next()).map(|s| an.name(s)).unwrap_or_default());
    a.set("candidates", an.seats_choice(candidates));
}

/// Each player's points, in seat order: "Red 3 points, Blue 1 point".
pub(super) fn scores(an: &Announcer, seats: impl Iterator<Item = Seat>, points: impl Fn(Seat) -> u8) -> String {
    let v: Vec<String> = seats
        .map(|s| {
            let mut b = FluentArgs::new();
            b.set("player", an.name(s));
            b.set("points", Announcer::num(points(s)));
            an.text(Id::PlayerPoints, Some(&b))
        })
        .collect();
    an.list(&v)
}
