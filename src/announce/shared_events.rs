//! The words of the events every ruleset shares ([`SharedEvent`]): the cards dealt, the dice
//! rolled, shown and revealed, a vote from its opening to its count, the truck searched and its
//! card kept or given, a card played, the destinations, a location closed or found empty, the
//! winners. Written once here; a ruleset gives, through [`EventWords`], what is its own: its
//! messages (Lockdown's ids, or their Mall of Horror twins `mall-ID`), how it says a location,
//! a vote and a card played.

use super::events::{Said, said};
use super::{Announcer, args, votes};
use crate::engine::{Dice, DicePurpose, Loc, Seat, SharedEvent};
use crate::vocab::{Earcon, Id, Weight};
use fluent_bundle::{FluentArgs, FluentValue};

/// A vote as the shared events say it.
pub(super) struct VoteWords {
    /// What it decides, in words.
    pub words: String,
    /// Its kind, for the messages' selectors.
    pub key: &'static str,
    /// Whether it designates a victim at a location (said even when nobody else could be).
    pub victim: bool,
}

/// What a ruleset brings to the words of the events every ruleset shares.
pub(super) trait EventWords {
    /// The ruleset's card played.
    type Card;
    /// What the ruleset's votes decide.
    type Vote: Copy;
    /// A placement's roll said alone is left to full verbosity (the question that follows says
    /// the dice).
    const PLACEMENT_ROLL_ASKED: bool;
    /// The arguments that name, in a fight at a location, how many attack and the defence
    /// (`monsters` and `strength`, `zombies` and `defence`).
    const FIGHT: [&'static str; 2];

    /// The announcer speaking.
    fn an(&self) -> &Announcer;
    /// The ruleset's message for a shared event, named by Lockdown's.
    fn message(&self, lockdown: Id) -> Id;
    /// A location where a destination or an empty hiding place is said.
    fn place(&self, l: Loc) -> FluentValue<'static>;
    /// A location that closes (by default as [`EventWords::place`]).
    fn closed(&self, l: Loc) -> FluentValue<'static> {
        self.place(l)
    }
    /// What a vote decides.
    fn vote(&self, v: Self::Vote) -> VoteWords;
    /// The arguments of a card played (`play`, `kind`, `about`...).
    fn card_played(&self, a: &mut FluentArgs<'static>, card: &Self::Card);
    /// What else the dice shown to one player say, beside their faces (nothing by default).
    fn dice_shown(&self, _a: &mut FluentArgs<'static>, _dice: &Dice) {}
}

/// A fight at a location: where, how many attack and the defence, under the ruleset's names.
pub(super) fn fight<W: EventWords>(w: &W, a: &mut FluentArgs<'static>, location: Loc, attackers: u8, defence: u8) {
    let [attack, defend] = W::FIGHT;
    a.set("place", w.place(location));
    a.set(attack, Announcer::num(attackers));
    a.set(defend, Announcer::num(defence));
}

/// A location nothing attacks, and why (`reason`): said at once when its defence `held`, else
/// at the normal verbosity.
pub(super) fn no_attack<W: EventWords>(
    w: &W,
    a: &mut FluentArgs<'static>,
    location: Loc,
    attackers: u8,
    defence: u8,
    reason: &impl serde::Serialize,
    held: bool,
) -> Said {
    fight(w, a, location, attackers, defence);
    a.set("why", crate::vocab::reason(reason));
    said(w.message(Id::EvNoAttack), if held { Weight::Essential } else { Weight::Normal }, None)
}

/// How an event is said (its message, weight and sound cue), its arguments set in `a`: those
/// every ruleset shares here, the ruleset's own by `own`.
pub(super) fn said_event<W: EventWords, Own>(
    w: &W,
    k: &SharedEvent<W::Card, W::Vote, Own>,
    a: &mut FluentArgs<'static>,
    own: impl FnOnce(&Own, &mut FluentArgs<'static>) -> Said,
) -> Said {
    use SharedEvent as E;
    use Weight::{Essential, Full, Normal};
    let an = w.an();
    let who = |s: &Seat| an.name(*s);
    let num = |n: u8| Announcer::num(n);
    let roller = if an.table_dice() { "table" } else { "vigie" };
    let (id, weight, earcon) = match k {
        E::CardsDealt { each, deck } => {
            a.set("each", num(*each));
            a.set("deck", num(*deck));
            (Id::EvCardsDealt, Essential, None)
        }
        E::DiceRolled { purpose, dice } => {
            args::dice_purpose(an, a, purpose);
            a.set("dice", an.dice_words(dice));
            let asked = W::PLACEMENT_ROLL_ASKED && matches!(purpose, DicePurpose::Placement(_));
            (Id::EvDiceRolled, if asked { Full } else { Essential }, Some(Earcon::DiceShaken))
        }
        E::VoteOpened { vote, weights, candidates } => {
            let vote = w.vote(*vote);
            a.set("vote", vote.words);
            a.set("kind", vote.key);
            votes::opened(an, a, weights, *candidates);
            (Id::EvVoteOpened, Essential, Some(Earcon::VoteOpens))
        }
        E::VoteUnopposed { vote, player } => {
            let vote = w.vote(*vote);
            a.set("vote", vote.words);
            a.set("kind", vote.key);
            a.set("player", who(player));
            // Alone where the truck is searched or the badge or the chief is chosen: what follows
            // (the search, the badge, the election) says it.
            let weight = if vote.victim { Essential } else { Full };
            (Id::EvVoteUnopposed, weight, Some(Earcon::VoteResult))
        }
        E::BallotCast { voter, .. } => (Id::EvBallotCast, votes::ballot_cast(an, a, *voter), None),
        E::BallotsRevealed { ballots, weights, .. } => {
            votes::revealed(an, a, ballots, weights);
            (Id::EvBallotsRevealed, Essential, None)
        }
        E::VoteCounted { vote, totals, candidates, top } => {
            let earcon = votes::counted(an, a, w.vote(*vote).key, totals, *candidates, *top);
            (Id::EvVoteCounted, Essential, Some(earcon))
        }
        E::TruckSearched { player, drawn, deck } => {
            a.set("player", who(player));
            a.set("drawn", num(*drawn));
            a.set("deck", num(*deck));
            (Id::EvTruckSearched, Essential, None)
        }
        E::CardKept { player } => {
            a.set("player", who(player));
            (Id::EvCardKept, Normal, None)
        }
        E::CardGiven { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            (Id::EvCardGiven, Essential, None)
        }
        E::DiceShown { player, dice } => {
            a.set("player", who(player));
            a.set("dice", an.dice_words(dice));
            w.dice_shown(a, dice);
            (Id::EvDiceShown, Essential, Some(Earcon::PrivateWaiting))
        }
        E::DiceSeen { player } => {
            a.set("player", who(player));
            a.set("roller", roller);
            // Vigie's roll already says whom the dice are for.
            (Id::EvDiceSeen, if an.table_dice() { Essential } else { Full }, None)
        }
        E::CardPlayed { player, card } => {
            a.set("player", who(player));
            w.card_played(a, card);
            (Id::EvCardPlayed, Essential, None)
        }
        E::DestinationAnnounced { player, location } => {
            a.set("entry", an.entry_words());
            a.set("player", who(player));
            a.set("place", w.place(*location));
            (Id::EvDestinationAnnounced, Essential, None)
        }
        E::DestinationChosen { player } => {
            a.set("player", who(player));
            (Id::EvDestinationChosen, if an.secret_entry() { Normal } else { Full }, None)
        }
        E::DestinationRecorded { player, location } => {
            a.set("player", who(player));
            a.set("place", w.place(*location));
            (Id::EvDestinationRecorded, Essential, None)
        }
        E::DestinationsRevealed { destinations } => {
            let v: Vec<String> = Seat::ALL
                .into_iter()
                .filter_map(|s| {
                    destinations.0[s.index()].map(|l| {
                        let mut b = FluentArgs::new();
                        b.set("player", an.name(s));
                        b.set("number", Announcer::num(l.number()));
                        an.text(w.message(Id::PlayerDestination), Some(&b))
                    })
                })
                .collect();
            a.set("destinations", an.list(&v));
            (Id::EvDestinationsRevealed, Essential, None)
        }
        E::DiceRevealed { dice } => {
            a.set("dice", an.dice_words(dice));
            a.set("roller", roller);
            (Id::EvDiceRevealed, Essential, Some(Earcon::DiceShaken))
        }
        E::NobodyFound { location } => {
            a.set("place", w.place(*location));
            (Id::EvNobodyFound, Essential, None)
        }
        E::LocationClosed { location } => {
            a.set("place", w.closed(*location));
            (Id::EvLocationClosed, Essential, None)
        }
        E::Winners { winners } => {
            a.set("winners", an.seats_words(*winners));
            a.set("count", Announcer::num(winners.len() as u8));
            (Id::EvWinners, Essential, Some(Earcon::VoteResult))
        }
        E::Own(o) => return own(o, a),
    };
    said(w.message(id), weight, earcon)
}

#[cfg(test)]
mod tests {
    use crate::engine::{Calm, LeaveCause, LostReason, MoveCause, RowEffect, StayReason, TruckSkip, mall};
    use crate::vocab::Lang;
    use crate::vocab::reason as key;

    /// The text of message `id` in `lang`'s locale files, down to the next message.
    fn source(lang: Lang, id: &str) -> String {
        let head = format!("{id} =");
        let text: String = super::super::sources(lang).iter().map(|(_, t)| *t).collect::<Vec<_>>().join("\n");
        let from = text.lines().position(|l| l.starts_with(&head)).unwrap_or_else(|| panic!("{id} missing"));
        let lines: Vec<&str> = text.lines().collect();
        let to = lines[from + 1..].iter().position(|l| !l.starts_with(' ')).map_or(lines.len(), |n| from + 1 + n);
        lines[from..to].join("\n")
    }

    /// Every reason an event gives selects its own words by its key, in every language (a key
    /// misspelt would fall back to the default words, and nothing else would say it).
    #[test]
    fn every_reason_of_an_event_has_its_own_words() {
        // Each enum's variants, every one: a variant added to an enum and not here fails to
        // compile (`every!` matches them all), so a new reason cannot fall to the default words.
        macro_rules! every {
            ($t:path { $($v:ident),+ }) => {{
                type T = $t;
                fn _all(r: T) {
                    match r {
                        $(T::$v => {})+
                    }
                }
                [$(T::$v),+].iter().map(key).collect::<Vec<String>>()
            }};
        }
        let reasons: Vec<(&str, Vec<String>)> = vec![
            ("ev-monster-lost", every!(LostReason { SupplyEmpty, NoRoom })),
            ("cause-lost", every!(LostReason { SupplyEmpty, NoRoom })),
            ("ev-truck-skipped", every!(TruckSkip { NobodyInParking, DeckEmpty })),
            ("ev-character-moved", every!(MoveCause { Movement, EnergyDrink, Closure })),
            ("ev-character-stays", every!(StayReason { AlreadyThere, DestinationFull })),
            ("ev-no-attack", every!(Calm { Closed, Empty, NoMonsters, Held })),
            ("ev-monsters-left-detail", every!(LeaveCause { Card, Fed, NobodyFound, Closure })),
            ("ev-cold-storage-row-full", every!(RowEffect { AttackOnEqual, ExtraDie, None })),
            ("mall-ev-truck-skipped", every!(mall::TruckSkip { NobodyInParking, DeckEmpty, Tie })),
            ("mall-ev-chief-stayed", every!(mall::ChiefStays { Nobody, Tie })),
            ("mall-ev-no-attack", every!(mall::Calm { Closed, Empty, NoZombies, Held })),
            ("mall-ev-zombies-left-detail", every!(mall::LeaveCause { Attacked, Closure })),
        ];
        for lang in Lang::ALL {
            for (id, keys) in &reasons {
                let text = source(lang, id);
                for k in keys {
                    assert!(!k.is_empty(), "{id}: a reason without a key");
                    assert!(text.contains(&format!("[{k}]")), "{lang:?} {id} has no words for {k}:\n{text}");
                }
            }
        }
    }
}
