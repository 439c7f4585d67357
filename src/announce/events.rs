//! The one table of events: for each kind, the message that says it, its weight (the verbosity
//! that says it) and its sound cue, with the message's arguments built beside them; and one
//! example of each kind, for the tests and the locale checks.

use super::args::phase_id;
use super::{Announcer, votes};
use crate::engine::{
    ArrivalCause, Calm, CardPlay, Dice, DicePurpose, EventKind as E, LeaveCause, Loc, LostReason, MoveCause, PerSeat,
    Phase, Role, RowEffect, Seat, SeatSet, StayReason, TruckSkip, VoteKind,
};
use crate::vocab::{Earcon, Id, Weight};
use fluent_bundle::FluentArgs;

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
/// arguments built beside them.
pub(super) fn event(an: &Announcer, k: &E) -> (Said, FluentArgs<'static>) {
    use Weight::{Essential, Full, Normal};
    if let E::GameStarted { table_dice, .. } = k {
        an.set_table_dice(*table_dice);
    }
    let mut a = FluentArgs::new();
    let who = |s: &Seat| an.name(*s);
    let num = |n: u8| Announcer::num(n);
    let how = match k {
        E::GameStarted { players, family, badge, martyr, deck, table_dice } => {
            a.set("players", num(*players));
            a.set("family", num(*family));
            a.set("badge", who(badge));
            a.set("martyr", who(martyr));
            a.set("deck", num(*deck));
            a.set("dice", if *table_dice { "table" } else { "vigie" });
            said(Id::EvGameStarted, Essential, None)
        }
        E::CardsDealt { each, deck } => {
            a.set("each", num(*each));
            a.set("deck", num(*deck));
            said(Id::EvCardsDealt, Essential, None)
        }
        E::PlacementStarted { player, dice } => {
            a.set("player", who(player));
            a.set("dice", num(*dice));
            said(Id::EvPlacementStarted, Essential, None)
        }
        E::DiceRolled { purpose, dice } => {
            super::args::dice_purpose(an, &mut a, purpose);
            a.set("dice", an.dice_words(dice));
            // A placement's roll said alone comes after the table entered its faces (Vigie's
            // own roll is said with the placement's start): the question says the dice.
            let weight = if matches!(purpose, DicePurpose::Placement(_)) { Full } else { Essential };
            said(Id::EvDiceRolled, weight, Some(Earcon::DiceShaken))
        }
        E::CharacterPlaced { player, role, die, location } => {
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
        E::FamilyPlaced { player, at } => {
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
        E::MonsterPlaced { location, wanted, cause } => {
            a.set("place", an.place_words(*location));
            a.set("wanted", an.place_words(*wanted));
            a.set("overflow", if location != wanted { "yes" } else { "no" });
            a.set("cause", cause_key(cause));
            if let ArrivalCause::Die(f) = cause {
                a.set("face", num(*f));
            }
            said(Id::EvMonsterPlaced, Essential, Some(Earcon::MonsterPlaced))
        }
        E::MonsterLost { wanted, cause, why } => {
            a.set("wanted", an.place_words(*wanted));
            a.set("parking", if wanted.is_parking() { "yes" } else { "no" });
            a.set("cause", cause_key(cause));
            a.set(
                "why",
                match why {
                    LostReason::SupplyEmpty => "supply",
                    LostReason::NoRoom => "room",
                },
            );
            said(Id::EvMonsterLost, Normal, None)
        }
        E::TurnStarted { turn } => {
            a.set("turn", Announcer::num(*turn));
            said(Id::EvTurnStarted, Essential, Some(Earcon::TurnStart))
        }
        E::PhaseStarted { turn, phase } => {
            a.set("turn", Announcer::num(*turn));
            a.set("phase", num(phase.number()));
            a.set("name", an.text(phase_id(*phase), None));
            // The end of the turn asks nothing: what it does (a closure, the next turn) is said.
            said(Id::EvPhaseStarted, if *phase == Phase::EndOfTurn { Full } else { Normal }, None)
        }
        E::TruckSkipped { why } => {
            a.set(
                "why",
                match why {
                    TruckSkip::NobodyInParking => "nobody",
                    TruckSkip::DeckEmpty => "deck",
                },
            );
            said(Id::EvTruckSkipped, Essential, None)
        }
        E::VoteOpened { vote, weights, candidates } => {
            a.set("vote", an.vote_words(*vote));
            a.set("kind", vote_key(vote));
            votes::opened(an, &mut a, weights, *candidates);
            said(Id::EvVoteOpened, Essential, Some(Earcon::VoteOpens))
        }
        E::VoteUnopposed { vote, player } => {
            a.set("vote", an.vote_words(*vote));
            a.set("kind", vote_key(vote));
            a.set("player", who(player));
            // Alone in the parking or the surveillance room: the search or the badge says it.
            said(
                Id::EvVoteUnopposed,
                if matches!(vote, VoteKind::Attack(_)) { Essential } else { Full },
                Some(Earcon::VoteResult),
            )
        }
        E::BallotsOpened { vote, weights, candidates } => {
            a.set("vote", an.vote_words(*vote));
            a.set("kind", vote_key(vote));
            votes::ballots_opened(an, &mut a, weights, *candidates);
            said(Id::EvBallotsOpened, Essential, Some(Earcon::VoteOpens))
        }
        E::BallotCast { voter, .. } => said(Id::EvBallotCast, votes::ballot_cast(an, &mut a, *voter), None),
        E::BallotsRevealed { ballots, weights, .. } => {
            votes::revealed(an, &mut a, ballots, weights);
            said(Id::EvBallotsRevealed, Essential, None)
        }
        E::VoteCounted { vote, totals, candidates, top } => {
            let earcon = votes::counted(an, &mut a, vote_key(vote), totals, *candidates, *top);
            said(Id::EvVoteCounted, Essential, Some(earcon))
        }
        E::TieToBreak { martyr, tied, .. } => {
            a.set("martyr", who(martyr));
            a.set("tied", an.seats_words(*tied));
            said(Id::EvTieToBreak, Full, Some(Earcon::Tie))
        }
        E::TieBroken { vote, martyr, winner } => {
            a.set("martyr", who(martyr));
            a.set("winner", who(winner));
            a.set("kind", vote_key(vote));
            said(Id::EvTieBroken, Essential, Some(Earcon::VoteResult))
        }
        E::TruckSearched { player, drawn, deck } => {
            a.set("player", who(player));
            a.set("drawn", num(*drawn));
            a.set("deck", num(*deck));
            said(Id::EvTruckSearched, Essential, None)
        }
        E::CardKept { player } => {
            a.set("player", who(player));
            said(Id::EvCardKept, Normal, None)
        }
        E::CardGiven { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            said(Id::EvCardGiven, Essential, None)
        }
        E::CardDiscarded => said(Id::EvCardDiscarded, Normal, None),
        E::BadgeTaken { player, from } => {
            a.set("player", who(player));
            a.set("from", who(from));
            a.set("same", if player == from { "yes" } else { "no" });
            said(Id::EvBadgeTaken, Essential, None)
        }
        E::BadgeKept { player } => {
            a.set("player", who(player));
            said(Id::EvBadgeKept, Essential, None)
        }
        E::BoxShaken { holder, dice, blind } => {
            a.set("blind", if *blind { "yes" } else { "no" });
            a.set("holder", who(holder));
            a.set("dice", num(*dice));
            a.set("roller", if an.table_dice() { "table" } else { "vigie" });
            said(Id::EvBoxShaken, Essential, Some(Earcon::DiceShaken))
        }
        E::DiceShown { player, dice } => {
            a.set("player", who(player));
            a.set("dice", an.dice_words(dice));
            said(Id::EvDiceShown, Essential, Some(Earcon::PrivateWaiting))
        }
        E::DiceSeen { player } => {
            a.set("player", who(player));
            a.set("roller", if an.table_dice() { "table" } else { "vigie" });
            // Vigie's roll already says whom the dice are for.
            said(Id::EvDiceSeen, if an.table_dice() { Essential } else { Full }, None)
        }
        E::CardPlayed { player, card } => {
            a.set("player", who(player));
            a.set("play", an.card_play_words(card));
            a.set("sticker", an.sticker_words(card.kind()));
            // What it does now (a Gun's vote: nothing else says it), and in the details.
            a.set(
                "kind",
                match card.kind() {
                    crate::engine::CardKind::Gun => "gun",
                    crate::engine::CardKind::WalkieTalkie => "walkie",
                    _ => "other",
                },
            );
            a.set("about", an.text(super::args::card_about_id(card.kind()), None));
            said(Id::EvCardPlayed, Essential, None)
        }
        E::DestinationAnnounced { player, location } => {
            a.set("entry", an.entry_words());
            a.set("player", who(player));
            a.set("place", an.place_words(*location));
            said(Id::EvDestinationAnnounced, Essential, None)
        }
        E::DestinationChosen { player } => {
            a.set("player", who(player));
            said(Id::EvDestinationChosen, if an.secret_entry() { Normal } else { Full }, None)
        }
        E::DestinationRecorded { player, location } => {
            a.set("player", who(player));
            a.set("place", an.place_words(*location));
            said(Id::EvDestinationRecorded, Essential, None)
        }
        E::DestinationsRevealed { destinations } => {
            let v: Vec<String> = Seat::ALL
                .into_iter()
                .filter_map(|s| {
                    destinations.0[s.index()].map(|l| {
                        let mut b = FluentArgs::new();
                        b.set("player", an.name(s));
                        b.set("number", Announcer::num(l.number()));
                        an.text(Id::PlayerDestination, Some(&b))
                    })
                })
                .collect();
            a.set("destinations", an.list(&v));
            said(Id::EvDestinationsRevealed, Essential, None)
        }
        E::DiceRevealed { dice } => {
            a.set("dice", an.dice_words(dice));
            a.set("roller", if an.table_dice() { "table" } else { "vigie" });
            said(Id::EvDiceRevealed, Essential, Some(Earcon::DiceShaken))
        }
        E::CharacterMoved { player, role, from, to, wanted, cause } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("from", an.place_short_arg(*from));
            a.set("to", an.place_short(*to));
            a.set("wanted", an.place_short(*wanted));
            a.set("bumped", if to != wanted { "yes" } else { "no" });
            a.set(
                "cause",
                match cause {
                    MoveCause::Movement => "movement",
                    MoveCause::EnergyDrink => "drink",
                    MoveCause::Closure => "closure",
                },
            );
            said(Id::EvCharacterMoved, Essential, None)
        }
        E::CharacterStays { player, destination, why } => {
            a.set("player", who(player));
            a.set("place", an.place_words(*destination));
            a.set(
                "why",
                match why {
                    StayReason::AlreadyThere => "there",
                    StayReason::DestinationFull => "full",
                },
            );
            said(Id::EvCharacterStays, Essential, None)
        }
        E::NoAttack { location, monsters, strength, why } => {
            a.set("place", an.place_words(*location));
            a.set("monsters", num(*monsters));
            a.set("strength", num(*strength));
            a.set(
                "why",
                match why {
                    Calm::Closed => "closed",
                    Calm::Empty => "empty",
                    Calm::NoMonsters => "none",
                    Calm::Held => "held",
                },
            );
            said(Id::EvNoAttack, if *why == Calm::Held { Essential } else { Normal }, None)
        }
        E::Attack { location, monsters, strength, on_equal } => {
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
        E::MonsterMoved { from, to } => {
            a.set("from", an.place_short_arg(*from));
            a.set("to", an.place_short(*to));
            said(Id::EvMonsterMoved, Essential, Some(Earcon::MonsterPlaced))
        }
        E::MonstersLeft { location, count, cause } => {
            a.set("place", an.place_short_arg(*location));
            a.set("count", num(*count));
            a.set(
                "cause",
                match cause {
                    LeaveCause::Card => "card",
                    LeaveCause::Fed => "fed",
                    LeaveCause::NobodyFound => "nobody",
                    LeaveCause::Closure => "closure",
                },
            );
            said(Id::EvMonstersLeft, Essential, None)
        }
        E::CharacterHidden { player, role, location } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            said(Id::EvCharacterHidden, Essential, None)
        }
        E::AttackRepelled { location, monsters, strength } => {
            a.set("place", an.place_words(*location));
            a.set("parking", if location.is_parking() { "yes" } else { "no" });
            a.set("monsters", num(*monsters));
            a.set("strength", num(*strength));
            said(Id::EvAttackRepelled, Essential, Some(Earcon::VoteResult))
        }
        E::NobodyFound { location } => {
            a.set("place", an.place_words(*location));
            said(Id::EvNobodyFound, Essential, None)
        }
        E::SoleFamily { location, player } => {
            a.set("place", an.place_words(*location));
            a.set("player", who(player));
            said(Id::EvSoleFamily, Essential, None)
        }
        E::CharacterEaten { player, role, location, slot } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            a.set("slot", num(*slot));
            said(Id::EvCharacterEaten, Essential, Some(Earcon::Eaten))
        }
        E::ColdStorageRowFull { row, effect } => {
            a.set("row", num(*row));
            a.set(
                "effect",
                match effect {
                    RowEffect::AttackOnEqual => "equal",
                    RowEffect::ExtraDie => "die",
                    RowEffect::None => "none",
                },
            );
            said(Id::EvColdStorageRowFull, Essential, None)
        }
        E::MartyrTaken { player, from } => {
            a.set("player", who(player));
            a.set("from", who(from));
            a.set("same", if player == from { "yes" } else { "no" });
            said(Id::EvMartyrTaken, if player == from { Full } else { Essential }, None)
        }
        E::BadgePassed { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            said(Id::EvBadgePassed, Essential, None)
        }
        E::FamilyLost { player } => {
            a.set("player", who(player));
            said(Id::EvFamilyLost, Essential, None)
        }
        E::CharacterRevealed { player, role, location } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            said(Id::EvCharacterRevealed, Essential, None)
        }
        E::LocationClosed { location } => {
            a.set("place", an.place_arg(*location));
            said(Id::EvLocationClosed, Essential, None)
        }
        E::GameEnded { turn, alive } => {
            a.set("turn", Announcer::num(*turn));
            a.set("alive", num(*alive));
            said(Id::EvGameEnded, Essential, Some(Earcon::TurnStart))
        }
        E::KeysRevealed { holder } => {
            match holder {
                Some(h) => a.set("holder", who(h)),
                None => a.set("holder", "none"),
            }
            a.set("anyone", if holder.is_some() { "yes" } else { "no" });
            said(Id::EvKeysRevealed, Essential, None)
        }
        E::Scored { scores, .. } => {
            a.set("scores", votes::scores(an, Seat::all(an.names.len() as u8), |s| scores.get(s)));
            said(Id::EvScored, Essential, None)
        }
        E::Winners { winners } => {
            a.set("winners", an.seats_words(*winners));
            a.set("count", Announcer::num(winners.len() as u8));
            said(Id::EvWinners, Essential, Some(Earcon::VoteResult))
        }
        E::EpilogueUnlocked { card } => {
            a.set("card", num(*card));
            said(Id::EvEpilogueUnlocked, Essential, None)
        }
        E::NoNewEpilogue => said(Id::EvNoNewEpilogue, Essential, None),
    };
    (how, a)
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
        E::GameStarted { players: 3, family: 4, badge: s, martyr: t, deck: 23, table_dice: false },
        E::CardsDealt { each: 1, deck: 20 },
        E::PlacementStarted { player: s, dice: 4 },
        E::DiceRolled { purpose: DicePurpose::Placement(s), dice: d },
        E::CharacterPlaced { player: s, role: Role::Leader, die: 3, location: l },
        E::FamilyPlaced { player: s, at: [Some(l), Some(Loc::PARKING), None, None] },
        E::MonsterPlaced { location: l, wanted: l, cause: ArrivalCause::Die(3) },
        E::MonsterLost { wanted: l, cause: ArrivalCause::Crowd, why: LostReason::NoRoom },
        E::TurnStarted { turn: 2 },
        E::PhaseStarted { turn: 2, phase: Phase::Attacks },
        E::TruckSkipped { why: TruckSkip::DeckEmpty },
        E::VoteOpened { vote: VoteKind::Truck, weights: w, candidates: set },
        E::VoteUnopposed { vote: VoteKind::Badge, player: s },
        E::BallotsOpened { vote: v, weights: w, candidates: set },
        E::BallotCast { vote: v, voter: s },
        E::BallotsRevealed { vote: v, ballots: Ballots([Some(t), Some(s), None, None, None, None]), weights: w },
        E::VoteCounted { vote: v, totals: w, candidates: set, top: set },
        E::TieToBreak { vote: v, martyr: s, tied: set },
        E::TieBroken { vote: v, martyr: s, winner: t },
        E::TruckSearched { player: s, drawn: 3, deck: 10 },
        E::CardKept { player: s },
        E::CardGiven { from: s, to: t },
        E::CardDiscarded,
        E::BadgeTaken { player: t, from: s },
        E::BadgeKept { player: s },
        E::BoxShaken { holder: s, dice: 4, blind: false },
        E::DiceShown { player: s, dice: d },
        E::DiceSeen { player: s },
        E::CardPlayed { player: s, card: CardPlay::TinCan { to: Loc::PARKING } },
        E::DestinationAnnounced { player: s, location: l },
        E::DestinationChosen { player: t },
        E::DestinationRecorded { player: t, location: l },
        E::DestinationsRevealed { destinations: Destinations([Some(l), Some(Loc::PARKING), None, None, None, None]) },
        E::DiceRevealed { dice: d },
        E::CharacterMoved {
            player: s,
            role: Role::Weeper,
            from: l,
            to: Loc::PARKING,
            wanted: l,
            cause: MoveCause::Movement,
        },
        E::CharacterStays { player: s, destination: l, why: StayReason::DestinationFull },
        E::NoAttack { location: l, monsters: 1, strength: 3, why: Calm::Held },
        E::Attack { location: l, monsters: 4, strength: 3, on_equal: false },
        E::MonsterMoved { from: l, to: Loc::PARKING },
        E::MonstersLeft { location: l, count: 2, cause: LeaveCause::Card },
        E::CharacterHidden { player: s, role: Role::Weeper, location: l },
        E::AttackRepelled { location: l, monsters: 2, strength: 2 },
        E::NobodyFound { location: l },
        E::SoleFamily { location: l, player: s },
        E::CharacterEaten { player: s, role: Role::Blocker, location: l, slot: 4 },
        E::ColdStorageRowFull { row: 1, effect: RowEffect::AttackOnEqual },
        E::MartyrTaken { player: s, from: t },
        E::BadgePassed { from: s, to: t },
        E::FamilyLost { player: s },
        E::CharacterRevealed { player: s, role: Role::Weeper, location: l },
        E::LocationClosed { location: l },
        E::GameEnded { turn: 5, alive: 3 },
        E::KeysRevealed { holder: Some(s) },
        E::Scored { scores: w, keys: Some(s) },
        E::Winners { winners: set },
        E::EpilogueUnlocked { card: 5 },
        E::NoNewEpilogue,
    ]
}
