//! The one table of events: for each kind, the message that says it, its weight (the verbosity
//! that says it) and its sound cue, with the message's arguments built beside them; and one
//! example of each kind, for the tests and the locale checks.

use super::args::phase_id;
use super::shared_events::{EventWords, VoteWords, fight, no_attack, said_event};
use super::{Announcer, votes};
use crate::engine::{
    ArrivalCause, Calm, CardPlay, Dice, DicePurpose, EventKind as E, LeaveCause, Loc, LostReason, MoveCause, OwnEvent,
    PerSeat, Phase, Role, RowEffect, Seat, SeatSet, StayReason, TruckSkip, VoteKind,
};
use crate::vocab::{Earcon, Id, Weight, reason};
use fluent_bundle::{FluentArgs, FluentValue};

fn cause_key(c: &ArrivalCause) -> &'static str {
    match c {
        ArrivalCause::Die(_) => "die",
        ArrivalCause::Weepers => "weepers",
        ArrivalCause::Crowd => "crowd",
    }
}

fn vote_key(v: &VoteKind) -> &'static str {
    match v {
        VoteKind::Truck => "truck",
        VoteKind::Badge => "badge",
        VoteKind::Attack(l) if l.is_parking() => "parking",
        VoteKind::Attack(_) => "attack",
    }
}

/// Lockdown's part in the words of the events every ruleset shares: its own messages, its
/// locations, votes and cards.
impl EventWords for Announcer {
    type Card = CardPlay;
    type Vote = VoteKind;
    // A placement's roll said alone comes after the table entered its faces (Vigie's own roll
    // is said with the placement's start): the question says the dice.
    const PLACEMENT_ROLL_ASKED: bool = true;
    const FIGHT: [&'static str; 2] = ["monsters", "strength"];

    fn an(&self) -> &Announcer {
        self
    }

    fn message(&self, lockdown: Id) -> Id {
        lockdown
    }

    fn place(&self, l: Loc) -> FluentValue<'static> {
        self.place_words(l).into()
    }

    fn closed(&self, l: Loc) -> FluentValue<'static> {
        self.place_arg(l)
    }

    fn vote(&self, v: VoteKind) -> VoteWords {
        VoteWords { words: self.vote_words(v), key: vote_key(&v), victim: matches!(v, VoteKind::Attack(_)) }
    }

    /// The card, its sticker, and what it does now (a Gun's vote: nothing else says it) and
    /// in the details.
    fn card_played(&self, a: &mut FluentArgs<'static>, card: &CardPlay) {
        a.set("play", self.card_play_words(card));
        a.set("sticker", self.sticker_words(card.kind()));
        let kind = match card.kind() {
            crate::engine::CardKind::Gun => "gun",
            crate::engine::CardKind::WalkieTalkie => "walkie",
            _ => "other",
        };
        a.set("kind", kind);
        a.set("about", self.text(super::args::card_about_id(card.kind()), None));
    }
}

/// How a message is said: which message, its weight (what verbosity says it) and its sound cue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Said<K = Id> {
    pub id: K,
    pub weight: Weight,
    pub earcon: Option<Earcon>,
}

pub(super) fn said(id: Id, weight: Weight, earcon: Option<Earcon>) -> Said {
    Said { id, weight, earcon }
}

/// The one table of events: for each kind, its message, weight and sound cue, with the
/// arguments built beside them (those every ruleset shares in `shared_events`).
pub(super) fn event(an: &Announcer, k: &E) -> (Said, FluentArgs<'static>) {
    let mut a = FluentArgs::new();
    let how = said_event(an, k, &mut a, |o, a| own(an, o, a));
    (how, a)
}

/// Lockdown's own events.
fn own(an: &Announcer, k: &OwnEvent, a: &mut FluentArgs<'static>) -> Said {
    use OwnEvent as O;
    use Weight::{Essential, Full, Normal};
    let who = |s: &Seat| an.name(*s);
    let num = |n: u8| Announcer::num(n);
    match k {
        O::GameStarted { players, family, badge, martyr, deck, table_dice } => {
            an.set_table_dice(*table_dice);
            a.set("players", num(*players));
            a.set("family", num(*family));
            a.set("badge", who(badge));
            a.set("martyr", who(martyr));
            a.set("deck", num(*deck));
            a.set("dice", if *table_dice { "table" } else { "vigie" });
            said(Id::EvGameStarted, Essential, None)
        }
        O::PlacementStarted { player, dice } => {
            a.set("player", who(player));
            a.set("dice", num(*dice));
            said(Id::EvPlacementStarted, Essential, None)
        }
        O::CharacterPlaced { player, role, die, location } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("die", num(*die));
            a.set("place", an.place_words(*location));
            let overflow = location.number() != *die;
            a.set("overflow", if overflow { "yes" } else { "no" });
            // Where each character went is said once the family is placed; a character that
            // found no room is said at once.
            said(Id::EvCharacterPlaced, if overflow { Essential } else { Full }, None)
        }
        O::FamilyPlaced { player, at } => {
            a.set("player", who(player));
            let v: Vec<String> = Role::ALL
                .into_iter()
                .filter_map(|r| {
                    at[r.index()].map(|l| {
                        let mut b = FluentArgs::new();
                        b.set("role", an.role_word(r));
                        b.set("number", Announcer::num(l.number()));
                        an.text(Id::PlacedAt, Some(&b))
                    })
                })
                .collect();
            a.set("places", an.list(&v));
            said(Id::EvFamilyPlaced, Essential, None)
        }
        O::MonsterPlaced { location, wanted, cause } => {
            a.set("place", an.place_words(*location));
            a.set("wanted", an.place_words(*wanted));
            a.set("overflow", if location != wanted { "yes" } else { "no" });
            a.set("cause", cause_key(cause));
            if let ArrivalCause::Die(f) = cause {
                a.set("face", num(*f));
            }
            said(Id::EvMonsterPlaced, Essential, Some(Earcon::MonsterPlaced))
        }
        O::MonsterLost { wanted, cause, why } => {
            a.set("wanted", an.place_words(*wanted));
            a.set("parking", if wanted.is_parking() { "yes" } else { "no" });
            a.set("cause", cause_key(cause));
            a.set("why", reason(why));
            said(Id::EvMonsterLost, Normal, None)
        }
        O::TurnStarted { turn } => {
            a.set("turn", Announcer::num(*turn));
            said(Id::EvTurnStarted, Essential, Some(Earcon::TurnStart))
        }
        O::PhaseStarted { turn, phase } => {
            a.set("turn", Announcer::num(*turn));
            a.set("phase", num(phase.number()));
            a.set("name", an.text(phase_id(*phase), None));
            // The end of the turn asks nothing: what it does (a closure, the next turn) is said.
            said(Id::EvPhaseStarted, if *phase == Phase::EndOfTurn { Full } else { Normal }, None)
        }
        O::TruckSkipped { why } => {
            a.set("why", reason(why));
            said(Id::EvTruckSkipped, Essential, None)
        }
        O::BallotsOpened { vote, weights, candidates } => {
            a.set("vote", an.vote_words(*vote));
            a.set("kind", vote_key(vote));
            votes::ballots_opened(an, a, weights, *candidates);
            said(Id::EvBallotsOpened, Essential, Some(Earcon::VoteOpens))
        }
        O::TieToBreak { martyr, tied, .. } => {
            a.set("martyr", who(martyr));
            a.set("tied", an.seats_words(*tied));
            said(Id::EvTieToBreak, Full, Some(Earcon::Tie))
        }
        O::TieBroken { vote, martyr, winner } => {
            a.set("martyr", who(martyr));
            a.set("winner", who(winner));
            a.set("kind", vote_key(vote));
            said(Id::EvTieBroken, Essential, Some(Earcon::VoteResult))
        }
        O::CardDiscarded => said(Id::EvCardDiscarded, Normal, None),
        O::BadgeTaken { player, from } => {
            a.set("player", who(player));
            a.set("from", who(from));
            a.set("same", if player == from { "yes" } else { "no" });
            said(Id::EvBadgeTaken, Essential, None)
        }
        O::BadgeKept { player } => {
            a.set("player", who(player));
            said(Id::EvBadgeKept, Essential, None)
        }
        O::BoxShaken { holder, dice, blind } => {
            a.set("blind", if *blind { "yes" } else { "no" });
            a.set("holder", who(holder));
            a.set("dice", num(*dice));
            a.set("roller", if an.table_dice() { "table" } else { "vigie" });
            said(Id::EvBoxShaken, Essential, Some(Earcon::DiceShaken))
        }
        O::CharacterMoved { player, role, from, to, wanted, cause } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("from", an.place_short_arg(*from));
            a.set("to", an.place_short(*to));
            a.set("wanted", an.place_short(*wanted));
            a.set("bumped", if to != wanted { "yes" } else { "no" });
            a.set("cause", reason(cause));
            said(Id::EvCharacterMoved, Essential, None)
        }
        O::CharacterStays { player, destination, why } => {
            a.set("player", who(player));
            a.set("place", an.place_words(*destination));
            a.set("why", reason(why));
            said(Id::EvCharacterStays, Essential, None)
        }
        O::NoAttack { location, monsters, strength, why } => {
            no_attack(an, a, *location, *monsters, *strength, why, *why == Calm::Held)
        }
        O::Attack { location, monsters, strength, on_equal } => {
            a.set("place", an.place_short(*location));
            a.set("monsters", num(*monsters));
            a.set("strength", num(*strength));
            a.set(
                "rule",
                if location.is_parking() {
                    "parking"
                } else if *on_equal {
                    "equal"
                } else {
                    "greater"
                },
            );
            said(Id::EvAttack, Essential, Some(Earcon::Attack))
        }
        O::MonsterMoved { from, to } => {
            a.set("from", an.place_short_arg(*from));
            a.set("to", an.place_short(*to));
            said(Id::EvMonsterMoved, Essential, Some(Earcon::MonsterPlaced))
        }
        O::MonstersLeft { location, count, cause } => {
            a.set("place", an.place_short_arg(*location));
            a.set("count", num(*count));
            a.set("cause", reason(cause));
            said(Id::EvMonstersLeft, Essential, None)
        }
        O::CharacterHidden { player, role, location } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            said(Id::EvCharacterHidden, Essential, None)
        }
        O::AttackRepelled { location, monsters, strength } => {
            fight(an, a, *location, *monsters, *strength);
            a.set("parking", if location.is_parking() { "yes" } else { "no" });
            said(Id::EvAttackRepelled, Essential, Some(Earcon::VoteResult))
        }
        O::SoleFamily { location, player } => {
            a.set("place", an.place_words(*location));
            a.set("player", who(player));
            said(Id::EvSoleFamily, Essential, None)
        }
        O::CharacterEaten { player, role, location, slot } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            a.set("slot", num(*slot));
            said(Id::EvCharacterEaten, Essential, Some(Earcon::Eaten))
        }
        O::ColdStorageRowFull { row, effect } => {
            a.set("row", num(*row));
            a.set("effect", reason(effect));
            said(Id::EvColdStorageRowFull, Essential, None)
        }
        O::MartyrTaken { player, from } => {
            a.set("player", who(player));
            a.set("from", who(from));
            a.set("same", if player == from { "yes" } else { "no" });
            said(Id::EvMartyrTaken, if player == from { Full } else { Essential }, None)
        }
        O::BadgePassed { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            said(Id::EvBadgePassed, Essential, None)
        }
        O::FamilyLost { player } => {
            a.set("player", who(player));
            said(Id::EvFamilyLost, Essential, None)
        }
        O::CharacterRevealed { player, role, location } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            said(Id::EvCharacterRevealed, Essential, None)
        }
        O::GameEnded { turn, alive } => {
            a.set("turn", Announcer::num(*turn));
            a.set("alive", num(*alive));
            said(Id::EvGameEnded, Essential, Some(Earcon::TurnStart))
        }
        O::KeysRevealed { holder } => {
            match holder {
                Some(h) => a.set("holder", who(h)),
                None => a.set("holder", "none"),
            }
            a.set("anyone", if holder.is_some() { "yes" } else { "no" });
            said(Id::EvKeysRevealed, Essential, None)
        }
        O::Scored { scores, .. } => {
            a.set("scores", votes::scores(an, Seat::all(an.names.len() as u8), |s| scores.get(s)));
            said(Id::EvScored, Essential, None)
        }
        O::EpilogueUnlocked { card } => {
            a.set("card", num(*card));
            said(Id::EvEpilogueUnlocked, Essential, None)
        }
        O::NoNewEpilogue => said(Id::EvNoNewEpilogue, Essential, None),
    }
}

/// One event of each kind.
pub(super) fn samples() -> Vec<E> {
    use crate::engine::{Ballots, Destinations};
    let s = Seat::FIRST;
    let t = Seat::ALL[1];
    let l = Loc::SURVEILLANCE;
    let d = Dice::new(&[1, 3, 6]).unwrap_or_default();
    let set: SeatSet = [s, t].into_iter().collect();
    let w = PerSeat([2, 1, 0, 0, 0, 0]);
    let v = VoteKind::Attack(l);
    vec![
        E::Own(OwnEvent::GameStarted { players: 3, family: 4, badge: s, martyr: t, deck: 23, table_dice: false }),
        E::CardsDealt { each: 1, deck: 20 },
        E::Own(OwnEvent::PlacementStarted { player: s, dice: 4 }),
        E::DiceRolled { purpose: DicePurpose::Placement(s), dice: d },
        E::Own(OwnEvent::CharacterPlaced { player: s, role: Role::Leader, die: 3, location: l }),
        E::Own(OwnEvent::FamilyPlaced { player: s, at: [Some(l), Some(Loc::PARKING), None, None] }),
        E::Own(OwnEvent::MonsterPlaced { location: l, wanted: l, cause: ArrivalCause::Die(3) }),
        E::Own(OwnEvent::MonsterLost { wanted: l, cause: ArrivalCause::Crowd, why: LostReason::NoRoom }),
        E::Own(OwnEvent::TurnStarted { turn: 2 }),
        E::Own(OwnEvent::PhaseStarted { turn: 2, phase: Phase::Attacks }),
        E::Own(OwnEvent::TruckSkipped { why: TruckSkip::DeckEmpty }),
        E::VoteOpened { vote: VoteKind::Truck, weights: w, candidates: set },
        E::VoteUnopposed { vote: VoteKind::Badge, player: s },
        E::Own(OwnEvent::BallotsOpened { vote: v, weights: w, candidates: set }),
        E::BallotCast { vote: v, voter: s },
        E::BallotsRevealed { vote: v, ballots: Ballots([Some(t), Some(s), None, None, None, None]), weights: w },
        E::VoteCounted { vote: v, totals: w, candidates: set, top: set },
        E::Own(OwnEvent::TieToBreak { vote: v, martyr: s, tied: set }),
        E::Own(OwnEvent::TieBroken { vote: v, martyr: s, winner: t }),
        E::TruckSearched { player: s, drawn: 3, deck: 10 },
        E::CardKept { player: s },
        E::CardGiven { from: s, to: t },
        E::Own(OwnEvent::CardDiscarded),
        E::Own(OwnEvent::BadgeTaken { player: t, from: s }),
        E::Own(OwnEvent::BadgeKept { player: s }),
        E::Own(OwnEvent::BoxShaken { holder: s, dice: 4, blind: false }),
        E::DiceShown { player: s, dice: d },
        E::DiceSeen { player: s },
        E::CardPlayed { player: s, card: CardPlay::TinCan { to: Loc::PARKING } },
        E::DestinationAnnounced { player: s, location: l },
        E::DestinationChosen { player: t },
        E::DestinationRecorded { player: t, location: l },
        E::DestinationsRevealed { destinations: Destinations([Some(l), Some(Loc::PARKING), None, None, None, None]) },
        E::DiceRevealed { dice: d },
        E::Own(OwnEvent::CharacterMoved {
            player: s,
            role: Role::Weeper,
            from: l,
            to: Loc::PARKING,
            wanted: l,
            cause: MoveCause::Movement,
        }),
        E::Own(OwnEvent::CharacterStays { player: s, destination: l, why: StayReason::DestinationFull }),
        E::Own(OwnEvent::NoAttack { location: l, monsters: 1, strength: 3, why: Calm::Held }),
        E::Own(OwnEvent::Attack { location: l, monsters: 4, strength: 3, on_equal: false }),
        E::Own(OwnEvent::MonsterMoved { from: l, to: Loc::PARKING }),
        E::Own(OwnEvent::MonstersLeft { location: l, count: 2, cause: LeaveCause::Card }),
        E::Own(OwnEvent::CharacterHidden { player: s, role: Role::Weeper, location: l }),
        E::Own(OwnEvent::AttackRepelled { location: l, monsters: 2, strength: 2 }),
        E::NobodyFound { location: l },
        E::Own(OwnEvent::SoleFamily { location: l, player: s }),
        E::Own(OwnEvent::CharacterEaten { player: s, role: Role::Blocker, location: l, slot: 4 }),
        E::Own(OwnEvent::ColdStorageRowFull { row: 1, effect: RowEffect::AttackOnEqual }),
        E::Own(OwnEvent::MartyrTaken { player: s, from: t }),
        E::Own(OwnEvent::BadgePassed { from: s, to: t }),
        E::Own(OwnEvent::FamilyLost { player: s }),
        E::Own(OwnEvent::CharacterRevealed { player: s, role: Role::Weeper, location: l }),
        E::LocationClosed { location: l },
        E::Own(OwnEvent::GameEnded { turn: 5, alive: 3 }),
        E::Own(OwnEvent::KeysRevealed { holder: Some(s) }),
        E::Own(OwnEvent::Scored { scores: w, keys: Some(s) }),
        E::Winners { winners: set },
        E::Own(OwnEvent::EpilogueUnlocked { card: 5 }),
        E::Own(OwnEvent::NoNewEpilogue),
    ]
}
