//! Events said together as one message: what the table acts on at once is heard at once.

use super::Announcer;
use crate::engine::{ArrivalCause, Audience, DicePurpose, Event, EventKind as E, Loc, OwnEvent};
use crate::vocab::{Channel, Earcon, Id, Message, Weight};
use fluent_bundle::FluentArgs;

/// A monster arriving (placed, or finding no room): the table's arrivals in a row are said together.
pub(super) fn is_arrival(e: &Event) -> bool {
    e.audience == Audience::Table
        && matches!(e.kind, E::Own(OwnEvent::MonsterPlaced { .. }) | E::Own(OwnEvent::MonsterLost { .. }))
}

/// Monsters arriving in a row: how many to put at each location, in the order of the locations,
/// and those that stay in the supply; why each came is in the details.
pub(super) fn arrivals(an: &Announcer, events: &[Event]) -> Message {
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
pub(super) fn placement_rolled(an: &Announcer, first: &Event, next: &Event) -> Option<Message> {
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

/// A location where nothing attacks: those in a row are said together.
pub(super) fn is_calm(e: &Event) -> bool {
    e.audience == Audience::Table && matches!(e.kind, E::Own(OwnEvent::NoAttack { .. }))
}

/// Locations in a row where nothing attacks: named together, with why in the details.
pub(super) fn calm(an: &Announcer, events: &[Event]) -> (Message, Weight) {
    let mut numbers = Vec::new();
    let mut why = Vec::new();
    let mut weight = Weight::Normal;
    for e in events {
        if let E::Own(OwnEvent::NoAttack { location, .. }) = e.kind {
            numbers.push(location.number().to_string());
            let (m, w) = an.event(e);
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
        text: an.text(Id::EvNoAttacks, Some(&p)),
        detail: Some(an.text(Id::EvNoAttacksDetail, Some(&d))),
        earcon: None,
        id: Some(Id::EvNoAttacks),
    };
    (m, weight)
}
