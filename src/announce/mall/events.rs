//! The one table of Mall of Horror's events: for each kind, the message that says it, its
//! weight and its sound cue, with the message's arguments built beside them; the events said
//! together (zombies arriving, locations left in peace); one example of each kind.

use super::Mall;
use crate::announce::Announcer;
use crate::announce::events::{Said, said};
use crate::announce::votes;
use crate::engine::mall::{
    Calm, CardPlay, Character, ChiefStays, EndReason, Event, EventKind as E, LeaveCause, Step, TruckSkip, VoteKind,
    ZombieCause,
};
use crate::engine::{Audience, Ballots, Destinations, Dice, DicePurpose, Loc, PerSeat, Seat, SeatSet};
use crate::vocab::{Channel, Earcon, Id, Message, Weight};
use fluent_bundle::FluentArgs;

fn vote_key(v: &VoteKind) -> &'static str {
    match v {
        VoteKind::Truck => "truck",
        VoteKind::Chief => "chief",
        VoteKind::Victim(_) => "victim",
    }
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The one table of events: for each kind, its message, weight and sound cue, with the
/// arguments built beside them.
pub(super) fn event(m: &Mall, k: &E) -> (Said, FluentArgs<'static>) {
    use Weight::{Essential, Full, Normal};
    let an = m.an;
    if let E::GameStarted { table_dice, .. } = k {
        an.set_table_dice(*table_dice);
    }
    let mut a = FluentArgs::new();
    let who = |s: &Seat| an.name(*s);
    let num = |n: u8| Announcer::num(n);
    let roller = if an.table_dice() { "table" } else { "vigie" };
    let how = match k {
        E::GameStarted { players, group, chief, deck, table_dice } => {
            a.set("players", num(*players));
            a.set("group", num(*group));
            a.set("chief", who(chief));
            a.set("deck", num(*deck));
            a.set("dice", if *table_dice { "table" } else { "vigie" });
            said(Id::MallEvGameStarted, Essential, None)
        }
        E::CachouClosed => said(Id::MallEvCachouClosed, Essential, None),
        E::CardsDealt { deck, .. } => {
            a.set("deck", num(*deck));
            said(Id::MallEvCardsDealt, Essential, None)
        }
        E::DiceRolled { purpose, dice } => {
            crate::announce::args::dice_purpose(an, &mut a, purpose);
            a.set("dice", an.dice_words(dice));
            said(Id::MallEvDiceRolled, Essential, Some(Earcon::DiceShaken))
        }
        E::CharacterPlaced { player, character, location } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvCharacterPlaced, Essential, None)
        }
        E::ZombieArrived { location, .. } => {
            a.set("place", m.place_arg(*location));
            said(Id::MallEvZombieArrived, Essential, Some(Earcon::MonsterPlaced))
        }
        E::ZombieBlocked { location, .. } => {
            a.set("place", m.place_arg(*location));
            said(Id::MallEvZombieBlocked, Normal, None)
        }
        E::LocationClosed { location } => {
            a.set("place", m.place_arg(*location));
            said(Id::MallEvLocationClosed, Essential, None)
        }
        E::RoundStarted { round } => {
            a.set("round", Announcer::num(*round));
            said(Id::MallEvRoundStarted, Essential, Some(Earcon::TurnStart))
        }
        E::StepStarted { step, .. } => {
            a.set("step", num(step.number()));
            a.set("name", an.text(super::step_id(*step), None));
            // The end of the round asks nothing: what it does (the end, the next round) is said.
            said(Id::MallEvStepStarted, if *step == Step::End { Full } else { Normal }, None)
        }
        E::TruckSkipped { why } => {
            a.set(
                "why",
                match why {
                    TruckSkip::NobodyInParking => "nobody",
                    TruckSkip::DeckEmpty => "deck",
                    TruckSkip::Tie => "tie",
                },
            );
            said(Id::MallEvTruckSkipped, Essential, None)
        }
        E::VoteOpened { vote, weights, candidates } => {
            a.set("vote", m.vote_words(*vote));
            votes::opened(an, &mut a, weights, *candidates);
            said(Id::MallEvVoteOpened, Essential, Some(Earcon::VoteOpens))
        }
        E::VoteUnopposed { vote, player } => {
            a.set("kind", vote_key(vote));
            a.set("player", who(player));
            // Alone in the Parking or Security HQ: the search or the election says it.
            let weight = if matches!(vote, VoteKind::Victim(_)) { Essential } else { Full };
            said(Id::MallEvVoteUnopposed, weight, Some(Earcon::VoteResult))
        }
        E::BallotsOpened { second, weights, candidates, out_vote, .. } => {
            a.set("second", yes(*second));
            a.set("out", yes(*out_vote));
            votes::ballots_opened(an, &mut a, weights, *candidates);
            said(Id::MallEvBallotsOpened, Essential, Some(Earcon::VoteOpens))
        }
        E::BallotCast { voter, .. } => said(Id::MallEvBallotCast, votes::ballot_cast(an, &mut a, *voter), None),
        E::BallotsRevealed { ballots, weights, .. } => {
            votes::revealed(an, &mut a, ballots, weights);
            said(Id::MallEvBallotsRevealed, Essential, None)
        }
        E::VoteCounted { vote, totals, candidates, top } => {
            let earcon = votes::counted(an, &mut a, vote_key(vote), totals, *candidates, *top);
            said(Id::MallEvVoteCounted, Essential, Some(earcon))
        }
        E::TieToBreak { chief, .. } => {
            a.set("chief", who(chief));
            // The prompt that follows names the tied players.
            said(Id::MallEvTieToBreak, Full, Some(Earcon::Tie))
        }
        E::TieBroken { chief, winner, .. } => {
            a.set("chief", who(chief));
            a.set("winner", who(winner));
            said(Id::MallEvTieBroken, Essential, Some(Earcon::VoteResult))
        }
        E::TruckSearched { player, drawn, deck } => {
            a.set("player", who(player));
            a.set("drawn", num(*drawn));
            a.set("deck", num(*deck));
            said(Id::MallEvTruckSearched, Essential, None)
        }
        E::CardKept { player } => {
            a.set("player", who(player));
            said(Id::MallEvCardKept, Normal, None)
        }
        E::CardGiven { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            said(Id::MallEvCardGiven, Essential, None)
        }
        E::CardUnderDeck { .. } => said(Id::MallEvCardUnderDeck, Normal, None),
        E::ChiefElected { player, from } => {
            a.set("player", who(player));
            a.set("from", who(from));
            a.set("same", yes(player == from));
            said(Id::MallEvChiefElected, Essential, Some(Earcon::VoteResult))
        }
        E::ChiefStayed { player, why } => {
            a.set("player", who(player));
            a.set(
                "why",
                match why {
                    ChiefStays::Nobody => "nobody",
                    ChiefStays::Tie => "tie",
                },
            );
            said(Id::MallEvChiefStayed, Essential, None)
        }
        E::DiceHidden { chief, dice, blind } => {
            a.set("roller", roller);
            a.set("chief", who(chief));
            a.set("dice", num(*dice));
            a.set("blind", yes(*blind));
            said(Id::MallEvDiceHidden, Essential, Some(Earcon::DiceShaken))
        }
        E::DiceShown { player, dice } => {
            a.set("player", who(player));
            a.set("dice", an.dice_words(dice));
            a.set("counts", m.zombie_counts(dice));
            said(Id::MallEvDiceShown, Essential, Some(Earcon::PrivateWaiting))
        }
        E::DiceSeen { player } => {
            a.set("player", who(player));
            a.set("roller", roller);
            // Vigie's roll already says whom the dice are for.
            said(Id::MallEvDiceSeen, if an.table_dice() { Essential } else { Full }, None)
        }
        E::CardPlayed { player, card } => {
            a.set("player", who(player));
            a.set("play", m.card_play_words(card));
            // What it does now (a Threat's vote: nothing else says it), and in the details (a
            // Hiding place's defence, which the table's options decide, left out).
            a.set(
                "kind",
                match card.card() {
                    crate::engine::mall::Card::Threat => "threat",
                    crate::engine::mall::Card::SecurityCamera => "camera",
                    _ => "other",
                },
            );
            let mut about = FluentArgs::new();
            about.set("defence", "either");
            a.set("about", an.text(super::args::card_about_id(card.card()), Some(&about)));
            said(Id::MallEvCardPlayed, Essential, None)
        }
        E::DestinationAnnounced { player, location } => {
            a.set("entry", an.entry_words());
            a.set("player", who(player));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvDestinationAnnounced, Essential, None)
        }
        E::DestinationChosen { player } => {
            a.set("player", who(player));
            said(Id::MallEvDestinationChosen, if an.secret_entry() { Normal } else { Full }, None)
        }
        E::DestinationRecorded { player, location } => {
            a.set("player", who(player));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvDestinationRecorded, Essential, None)
        }
        E::DestinationsRevealed { destinations } => {
            let v: Vec<String> = Seat::ALL
                .into_iter()
                .filter_map(|s| {
                    destinations.0[s.index()].map(|l| {
                        let mut b = FluentArgs::new();
                        b.set("player", an.name(s));
                        b.set("number", Announcer::num(l.number()));
                        an.text(Id::MallPlayerDestination, Some(&b))
                    })
                })
                .collect();
            a.set("destinations", an.list(&v));
            said(Id::MallEvDestinationsRevealed, Essential, None)
        }
        E::DiceRevealed { dice } => {
            a.set("dice", an.dice_words(dice));
            a.set("roller", roller);
            said(Id::MallEvDiceRevealed, Essential, Some(Earcon::DiceShaken))
        }
        E::CharacterMoved { player, character, from, to, wanted, sprint } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("from", m.place_arg(*from));
            a.set("to", m.place_arg(*to));
            a.set("wanted", m.place_arg(*wanted));
            a.set(
                "how",
                if *sprint {
                    "sprint"
                } else if to != wanted {
                    "bumped"
                } else {
                    "plain"
                },
            );
            said(Id::MallEvCharacterMoved, Essential, None)
        }
        E::CharacterStays { player, destination } => {
            a.set("player", who(player));
            a.set("place", m.place_arg(*destination));
            said(Id::MallEvCharacterStays, Essential, None)
        }
        E::NoAttack { location, zombies, defence, why } => {
            a.set("place", m.place_arg(*location));
            a.set("zombies", num(*zombies));
            a.set("defence", num(*defence));
            a.set(
                "why",
                match why {
                    Calm::Closed => "closed",
                    Calm::Empty => "empty",
                    Calm::NoZombies => "none",
                    Calm::Held => "held",
                },
            );
            said(Id::MallEvNoAttack, if *why == Calm::Held { Essential } else { Normal }, None)
        }
        E::Attack { location, zombies, defence } => {
            a.set("place", m.place_arg(*location));
            a.set("zombies", num(*zombies));
            a.set("defence", num(*defence));
            let rule = if *location == crate::engine::mall::PARKING {
                "parking"
            } else if *location == crate::engine::mall::SUPERMARKET
                && *zombies >= crate::engine::mall::SUPERMARKET_BREACH
                && zombies < defence
            {
                "supermarket"
            } else {
                "other"
            };
            a.set("rule", rule);
            said(Id::MallEvAttack, Essential, Some(Earcon::Attack))
        }
        E::ZombiesKilled { location, count } => {
            a.set("place", m.place_arg(*location));
            a.set("count", num(*count));
            said(Id::MallEvZombiesKilled, Essential, None)
        }
        E::AttackStands { location, zombies, defence } => {
            a.set("place", m.place_arg(*location));
            a.set("zombies", num(*zombies));
            a.set("defence", num(*defence));
            a.set("parking", yes(*location == crate::engine::mall::PARKING));
            said(Id::MallEvAttackStands, Essential, Some(Earcon::Attack))
        }
        E::CharacterHidden { player, character, location } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvCharacterHidden, Essential, None)
        }
        E::AttackRepelled { location, zombies, defence } => {
            a.set("place", m.place_arg(*location));
            a.set("zombies", num(*zombies));
            a.set("defence", num(*defence));
            said(Id::MallEvAttackRepelled, Essential, Some(Earcon::VoteResult))
        }
        E::NobodyFound { location } => {
            a.set("place", m.place_arg(*location));
            said(Id::MallEvNobodyFound, Essential, None)
        }
        E::CharacterLost { player, character, location } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvCharacterLost, Essential, Some(Earcon::Eaten))
        }
        E::ZombiesLeft { location, count, cause } => {
            a.set("place", m.place_arg(*location));
            a.set("count", num(*count));
            a.set(
                "cause",
                match cause {
                    LeaveCause::Attacked => "attacked",
                    LeaveCause::Closure => "closure",
                },
            );
            said(Id::MallEvZombiesLeft, Essential, None)
        }
        E::PlayerOut { player } => {
            a.set("player", who(player));
            said(Id::MallEvPlayerOut, Essential, None)
        }
        E::ChiefPassed { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            said(Id::MallEvChiefPassed, Essential, None)
        }
        E::CharacterRevealed { player, character, location } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvCharacterRevealed, Essential, None)
        }
        E::GameEnded { round, survivors, why } => {
            a.set("round", Announcer::num(*round));
            a.set("survivors", num(*survivors));
            match why {
                EndReason::FewSurvivors => {
                    a.set("why", "few");
                    a.set("place", "");
                }
                EndReason::Together(l) => {
                    a.set("why", "together");
                    a.set("place", m.place_arg(*l));
                }
            }
            said(Id::MallEvGameEnded, Essential, Some(Earcon::TurnStart))
        }
        E::Scored { scores, cards } => {
            let seats = || Seat::all(an.names.len() as u8);
            a.set("scores", votes::scores(an, seats(), |s| scores.get(s)));
            let c: Vec<String> = seats()
                .map(|s| {
                    let mut b = FluentArgs::new();
                    b.set("player", an.name(s));
                    b.set("cards", Announcer::num(cards.get(s)));
                    an.text(Id::MallPlayerCards, Some(&b))
                })
                .collect();
            a.set("cards", an.list(&c));
            said(Id::MallEvScored, Essential, None)
        }
        E::Winners { winners } => {
            a.set("winners", an.seats_words(*winners));
            a.set("count", Announcer::num(winners.len() as u8));
            said(Id::MallEvWinners, Essential, Some(Earcon::VoteResult))
        }
    };
    (how, a)
}

/// Why a zombie comes, in words ("die 4", "Red's choice").
fn cause_words(m: &Mall, c: &ZombieCause) -> String {
    let mut a = FluentArgs::new();
    let id = match c {
        ZombieCause::Die(face) => {
            a.set("face", Announcer::num(*face));
            Id::MallCauseDie
        }
        ZombieCause::Player(s) => {
            a.set("player", m.an.name(*s));
            Id::MallCausePlayer
        }
        ZombieCause::Crowd => Id::MallCauseCrowd,
        ZombieCause::PinUps => Id::MallCausePinUps,
    };
    m.an.text(id, Some(&a))
}

/// A zombie arriving or kept out by a closed location: the table's arrivals in a row are said
/// together.
pub(super) fn is_arrival(e: &Event) -> bool {
    e.audience == Audience::Table && matches!(e.kind, E::ZombieArrived { .. } | E::ZombieBlocked { .. })
}

/// Zombies arriving in a row: how many to put at each location, in the order of the locations;
/// why each came, and those a closed location kept out, in the details.
pub(super) fn arrivals(m: &Mall, events: &[Event]) -> Message {
    let an = m.an;
    let mut count = [0u8; 6];
    let mut causes: [Vec<String>; 6] = Default::default();
    let mut blocked: Vec<String> = Vec::new();
    for e in events {
        match e.kind {
            E::ZombieArrived { location, cause } => {
                count[location.index()] += 1;
                causes[location.index()].push(cause_words(m, &cause));
            }
            E::ZombieBlocked { location, .. } => {
                let mut a = FluentArgs::new();
                a.set("place", m.place_arg(location));
                blocked.push(an.text(Id::MallCauseBlocked, Some(&a)));
            }
            _ => {}
        }
    }
    let placed: Vec<Loc> = Loc::all().filter(|l| count[l.index()] > 0).collect();
    let counts: Vec<String> = placed.iter().map(|l| m.zombies_at(*l, count[l.index()])).collect();
    let mut reasons: Vec<String> = placed
        .iter()
        .map(|l| {
            let mut a = FluentArgs::new();
            a.set("place", m.place_arg(*l));
            a.set("causes", an.list(&causes[l.index()]));
            an.text(Id::MallZombiesWhy, Some(&a))
        })
        .collect();
    reasons.extend(blocked);
    let mut a = FluentArgs::new();
    a.set("total", Announcer::num(count.iter().sum::<u8>()));
    match placed.first() {
        Some(l) => a.set("place", m.place_arg(*l)),
        None => a.set("place", ""),
    }
    a.set("counts", an.list(&counts));
    let mut d = FluentArgs::new();
    d.set("why", reasons.join(" "));
    Message {
        channel: Channel::Table,
        text: an.text(Id::MallEvZombiesArrive, Some(&a)),
        detail: Some(an.text(Id::MallEvZombiesArriveDetail, Some(&d))),
        earcon: Some(Earcon::MonsterPlaced),
        id: Some(Id::MallEvZombiesArrive),
    }
}

/// A location no zombie attacks: those in a row are said together.
pub(super) fn is_calm(e: &Event) -> bool {
    e.audience == Audience::Table && matches!(e.kind, E::NoAttack { .. })
}

/// Locations in a row where nothing attacks: named together, with why in the details.
pub(super) fn calm(m: &Mall, events: &[Event]) -> (Message, Weight) {
    let mut places = Vec::new();
    let mut why = Vec::new();
    let mut weight = Weight::Normal;
    for e in events {
        if let E::NoAttack { location, .. } = e.kind {
            places.push(location.number().to_string());
            let (msg, w) = m.event(e);
            why.push(msg.text);
            weight = weight.min(w);
        }
    }
    // Several locations are said by their numbers alone, as Lockdown says them.
    let mut n = FluentArgs::new();
    n.set("count", Announcer::num(places.len() as f64));
    n.set("numbers", m.an.list(&places));
    let mut a = FluentArgs::new();
    a.set("places", m.an.text(Id::Locations, Some(&n)));
    let mut d = FluentArgs::new();
    d.set("why", why.join(" "));
    let msg = Message {
        channel: Channel::Table,
        text: m.an.text(Id::MallEvNoAttacks, Some(&a)),
        detail: Some(m.an.text(Id::MallEvNoAttacksDetail, Some(&d))),
        earcon: None,
        id: Some(Id::MallEvNoAttacks),
    };
    (msg, weight)
}

/// A placement with one place left for the one character left: its dice and where the
/// character goes, in one message (no question follows to say the dice).
pub(super) fn forced_placement(m: &Mall, first: &Event, next: &Event) -> Option<Message> {
    let (
        E::DiceRolled { purpose: DicePurpose::Placement(p), dice },
        E::CharacterPlaced { player, character, location },
    ) = (first.kind, next.kind)
    else {
        return None;
    };
    if p != player || first.audience != Audience::Table || next.audience != Audience::Table {
        return None;
    }
    let mut a = FluentArgs::new();
    a.set("player", m.an.name(player));
    a.set("dice", m.an.dice_words(&dice));
    a.set("character", m.character_arg(character));
    a.set("place", m.place_arg(location));
    Some(Message {
        channel: Channel::Table,
        text: m.an.text(Id::MallEvPlacementForced, Some(&a)),
        detail: None,
        earcon: Some(Earcon::DiceShaken),
        id: Some(Id::MallEvPlacementForced),
    })
}

impl Mall<'_> {
    /// "2 at location 4" (in a list, the numbers alone).
    fn zombies_at(&self, l: Loc, count: u8) -> String {
        let mut a = FluentArgs::new();
        a.set("count", Announcer::num(count));
        a.set("number", Announcer::num(l.number()));
        self.an.text(Id::MallZombiesAt, Some(&a))
    }

    /// Where the zombies of these dice go: "2 at location 4 and 1 at location 1".
    pub(super) fn zombie_counts(&self, dice: &Dice) -> String {
        let mut count = [0u8; 6];
        for l in dice.faces().iter().filter_map(|f| Loc::new(*f)) {
            count[l.index()] += 1;
        }
        let v: Vec<String> =
            Loc::all().filter(|l| count[l.index()] > 0).map(|l| self.zombies_at(l, count[l.index()])).collect();
        self.an.list(&v)
    }
}

/// One event of each kind.
pub(super) fn samples() -> Vec<E> {
    let s = Seat::FIRST;
    let t = Seat::ALL[1];
    let l = crate::engine::mall::PARKING;
    let h = crate::engine::mall::SECURITY_HQ;
    let d = Dice::new(&[1, 4, 4, 6]).unwrap_or_default();
    let set: SeatSet = [s, t].into_iter().collect();
    let w = PerSeat([2, 1, 0, 0, 0, 0]);
    let v = VoteKind::Victim(l);
    let c = Character::Gunman;
    vec![
        E::GameStarted { players: 3, group: 4, chief: s, deck: 21, table_dice: false },
        E::CachouClosed,
        E::CardsDealt { each: 1, deck: 18 },
        E::DiceRolled { purpose: DicePurpose::Placement(s), dice: d },
        E::CharacterPlaced { player: s, character: c, location: l },
        E::ZombieArrived { location: l, cause: ZombieCause::Die(4) },
        E::ZombieBlocked { location: crate::engine::mall::CACHOU, cause: ZombieCause::Crowd },
        E::LocationClosed { location: h },
        E::RoundStarted { round: 2 },
        E::StepStarted { round: 2, step: Step::Attacks },
        E::TruckSkipped { why: TruckSkip::Tie },
        E::VoteOpened { vote: VoteKind::Truck, weights: w, candidates: set },
        E::VoteUnopposed { vote: VoteKind::Chief, player: s },
        E::BallotsOpened { vote: v, second: true, weights: w, candidates: set, out_vote: true },
        E::BallotCast { vote: v, voter: s },
        E::BallotsRevealed { vote: v, ballots: Ballots([Some(t), Some(s), None, None, None, None]), weights: w },
        E::VoteCounted { vote: v, totals: w, candidates: set, top: set },
        E::TieToBreak { vote: v, chief: s, tied: set },
        E::TieBroken { vote: v, chief: s, winner: t },
        E::TruckSearched { player: s, drawn: 3, deck: 10 },
        E::CardKept { player: s },
        E::CardGiven { from: s, to: t },
        E::CardUnderDeck { deck: 11 },
        E::ChiefElected { player: t, from: s },
        E::ChiefStayed { player: s, why: ChiefStays::Nobody },
        E::DiceHidden { chief: s, dice: 4, blind: false },
        E::DiceShown { player: s, dice: d },
        E::DiceSeen { player: s },
        E::CardPlayed { player: s, card: CardPlay::Sprint { character: c, to: h } },
        E::DestinationAnnounced { player: s, location: l },
        E::DestinationChosen { player: t },
        E::DestinationRecorded { player: t, location: l },
        E::DestinationsRevealed { destinations: Destinations([Some(l), Some(h), None, None, None, None]) },
        E::DiceRevealed { dice: d },
        E::CharacterMoved { player: s, character: c, from: h, to: l, wanted: h, sprint: false },
        E::CharacterStays { player: s, destination: l },
        E::NoAttack { location: l, zombies: 1, defence: 3, why: Calm::Held },
        E::Attack { location: l, zombies: 4, defence: 3 },
        E::ZombiesKilled { location: l, count: 2 },
        E::AttackStands { location: h, zombies: 3, defence: 3 },
        E::CharacterHidden { player: s, character: c, location: l },
        E::AttackRepelled { location: l, zombies: 2, defence: 3 },
        E::NobodyFound { location: l },
        E::CharacterLost { player: s, character: c, location: l },
        E::ZombiesLeft { location: l, count: 3, cause: LeaveCause::Attacked },
        E::PlayerOut { player: s },
        E::ChiefPassed { from: s, to: t },
        E::CharacterRevealed { player: s, character: c, location: l },
        E::GameEnded { round: 5, survivors: 4, why: EndReason::Together(h) },
        E::Scored { scores: w, cards: w },
        E::Winners { winners: set },
    ]
}
