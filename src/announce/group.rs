//! Events said together as one message: what the table acts on at once is heard at once. How
//! the rulesets Vigie ships group their events is written here once ([`together`]) over what
//! each brings ([`Groups`]); Lockdown's groups follow, Mall of Horror's are beside its events.
//! A ruleset from outside the library says its events together in its own `Voice::together`.

use super::voice::Voice;
use super::{Announcer, Lockdown};
use crate::engine::{ArrivalCause, Audience, DicePurpose, Event, EventKind as E, Game, Loc, OwnEvent, Rules, Told};
use crate::vocab::{Channel, Earcon, Id, Message, Weight};
use fluent_bundle::FluentArgs;

/// What a ruleset says together as one message ([`together`]): its arrivals in a row, its
/// locations in a row that nothing attacks, and a pair of events of its own.
pub(super) trait Groups<R: Rules>: Voice<R> {
    /// The message that names the locations nothing attacks (its detail says why, for each).
    const CALM: Id;

    /// Whether `k` is an arrival (one the board takes, or one it turns away).
    fn is_arrival(k: &R::Kind) -> bool;
    /// The table's arrivals in a row, as one message.
    fn arrivals(&self, run: &[Told<R::Kind>]) -> Message;
    /// The location `k` says nothing attacks, if that is what it says.
    fn calm_at(k: &R::Kind) -> Option<Loc>;
    /// Two events said as one, if `first` and `next` are such a pair.
    fn pair(&self, first: &Told<R::Kind>, next: &Told<R::Kind>) -> Option<Message>;
}

/// The events at the head of `events` said together, in every ruleset alike: the table's
/// arrivals in a row (even one alone), else the table's locations in a row that nothing attacks
/// (two or more), else the ruleset's pair; how many, the message and its weight.
pub(super) fn together<R: Rules, G: Groups<R>>(g: &G, events: &[Told<R::Kind>]) -> Option<(usize, Message, Weight)> {
    let table = |e: &&Told<R::Kind>| e.audience == Audience::Table;
    let run = events.iter().take_while(|e| table(e) && G::is_arrival(&e.kind)).count();
    if run > 0 {
        return Some((run, g.arrivals(&events[..run]), Weight::Essential));
    }
    let run = events.iter().take_while(|e| table(e) && G::calm_at(&e.kind).is_some()).count();
    if run > 1 {
        let (m, w) = calm(g, &events[..run]);
        return Some((run, m, w));
    }
    let (first, next) = (events.first()?, events.get(1)?);
    g.pair(first, next).map(|m| (2, m, Weight::Essential))
}

/// Locations in a row where nothing attacks: named together by their numbers, with why in the
/// details; said at the verbosity of the most essential of them, at the normal one at least.
fn calm<R: Rules, G: Groups<R>>(g: &G, events: &[Told<R::Kind>]) -> (Message, Weight) {
    let an = g.as_ref();
    let mut numbers = Vec::new();
    let mut why = Vec::new();
    let mut weight = Weight::Normal;
    for e in events {
        if let Some(location) = G::calm_at(&e.kind) {
            numbers.push(location.number().to_string());
            let (m, w) = g.event(e);
            why.push(m.text);
            weight = weight.min(w);
        }
    }
    let mut a = FluentArgs::new();
    a.set("count", Announcer::num(numbers.len() as f64));
    a.set("numbers", an.list(&numbers));
    let mut p = FluentArgs::new();
    p.set("places", an.text(Id::Locations, Some(&a)));
    let mut d = FluentArgs::new();
    d.set("why", why.join(" "));
    let m = Message {
        channel: Channel::Table,
        text: an.text(G::CALM, Some(&p)),
        detail: G::CALM.detail().map(|detail| an.text(detail, Some(&d))),
        earcon: None,
        id: Some(G::CALM),
    };
    (m, weight)
}

/// Lockdown's groups: the monsters arriving (a total per location), the locations nothing
/// attacks, a player's roll with what they must place.
impl Groups<Game> for Lockdown<'_> {
    const CALM: Id = Id::EvNoAttacks;

    /// A monster placed, or finding no room.
    fn is_arrival(k: &E) -> bool {
        matches!(k, E::Own(OwnEvent::MonsterPlaced { .. }) | E::Own(OwnEvent::MonsterLost { .. }))
    }

    fn arrivals(&self, run: &[Event]) -> Message {
        arrivals(self.an, run)
    }

    fn calm_at(k: &E) -> Option<Loc> {
        match *k {
            E::Own(OwnEvent::NoAttack { location, .. }) => Some(location),
            _ => None,
        }
    }

    fn pair(&self, first: &Event, next: &Event) -> Option<Message> {
        placement_rolled(self.an, first, next)
    }
}

/// Monsters arriving in a row: how many to put at each location, in the order of the locations,
/// and those that stay in the supply; why each came is in the details.
fn arrivals(an: &Announcer, events: &[Event]) -> Message {
    let mut count = [0u8; 6];
    let mut causes: [Vec<String>; 6] = Default::default();
    let mut lost: Vec<String> = Vec::new();
    for e in events {
        match e.kind {
            E::Own(OwnEvent::MonsterPlaced { location, wanted, cause }) => {
                count[usize::from(location.number() - 1)] += 1;
                let why = if location == wanted {
                    cause_words(an, &cause)
                } else {
                    let mut a = FluentArgs::new();
                    a.set("number", Announcer::num(wanted.number()));
                    an.text(Id::CauseNoRoom, Some(&a))
                };
                causes[usize::from(location.number() - 1)].push(why);
            }
            E::Own(OwnEvent::MonsterLost { wanted, why, .. }) => {
                let mut a = FluentArgs::new();
                a.set("number", Announcer::num(wanted.number()));
                a.set("why", crate::vocab::reason(&why));
                lost.push(an.text(Id::CauseLost, Some(&a)));
            }
            _ => {}
        }
    }
    let placed: Vec<Loc> = Loc::all().filter(|l| count[usize::from(l.number() - 1)] > 0).collect();
    let counts: Vec<String> = placed
        .iter()
        .map(|l| {
            let mut a = FluentArgs::new();
            a.set("count", Announcer::num(count[usize::from(l.number() - 1)]));
            a.set("number", Announcer::num(l.number()));
            an.text(Id::MonstersAt, Some(&a))
        })
        .collect();
    let mut reasons: Vec<String> = placed
        .iter()
        .map(|l| {
            let mut a = FluentArgs::new();
            a.set("place", an.place_words(*l));
            a.set("causes", an.list(&causes[usize::from(l.number() - 1)]));
            an.text(Id::MonstersWhy, Some(&a))
        })
        .collect();
    reasons.extend(lost.iter().cloned());
    let total: u8 = count.iter().sum();
    let mut a = FluentArgs::new();
    a.set("total", Announcer::num(total));
    a.set("place", placed.first().map(|l| an.place_words(*l)).unwrap_or_default());
    a.set("counts", an.list(&counts));
    a.set("lost", Announcer::num(lost.len() as f64));
    let mut d = FluentArgs::new();
    d.set("why", reasons.join(" "));
    Message {
        channel: Channel::Table,
        text: an.text(Id::EvMonstersArrive, Some(&a)),
        detail: Some(an.text(Id::EvMonstersArriveDetail, Some(&d))),
        earcon: Some(Earcon::MonsterPlaced),
        id: Some(Id::EvMonstersArrive),
    }
}

fn cause_words(an: &Announcer, c: &ArrivalCause) -> String {
    let mut a = FluentArgs::new();
    let id = match c {
        ArrivalCause::Die(face) => {
            a.set("face", Announcer::num(*face));
            Id::CauseDie
        }
        ArrivalCause::Weepers => Id::CauseWeepers,
        ArrivalCause::Crowd => Id::CauseCrowd,
    };
    an.text(id, Some(&a))
}

/// A player's placement starting and their dice rolled in the open: one message.
fn placement_rolled(an: &Announcer, first: &Event, next: &Event) -> Option<Message> {
    let (
        E::Own(OwnEvent::PlacementStarted { player, dice: n }),
        E::DiceRolled { purpose: DicePurpose::Placement(p), dice },
    ) = (first.kind, next.kind)
    else {
        return None;
    };
    if p != player {
        return None;
    }
    let mut a = FluentArgs::new();
    a.set("player", an.name(player));
    a.set("count", Announcer::num(n));
    a.set("dice", an.dice_words(&dice));
    Some(Message {
        channel: Channel::Table,
        text: an.text(Id::EvPlacementRolled, Some(&a)),
        detail: None,
        earcon: Some(Earcon::DiceShaken),
        id: Some(Id::EvPlacementRolled),
    })
}
