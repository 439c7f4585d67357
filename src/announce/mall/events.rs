//! The one table of Mall of Horror's events: for each kind, the message that says it, its
//! weight and its sound cue, with the message's arguments built beside them; what it says
//! together (zombies arriving, locations left in peace, a forced placement), grouped by
//! `group::together`; one example of each kind.

use super::Mall;
use crate::announce::Announcer;
use crate::announce::events::{Said, said};
use crate::announce::group::Groups;
use crate::announce::shared_events::{EventWords, VoteWords, fight, no_attack, said_event};
use crate::announce::votes;
use crate::engine::mall::{
    Calm, CardPlay, Character, ChiefStays, EndReason, Event, EventKind as E, Game, LeaveCause, OwnEvent, Step,
    TruckSkip, VoteKind, ZombieCause,
};
use crate::engine::{Audience, Ballots, Destinations, Dice, DicePurpose, Loc, PerSeat, Seat, SeatSet};
use crate::vocab::{Channel, Earcon, Id, Message, Weight, reason};
use fluent_bundle::{FluentArgs, FluentValue};

/// Mall of Horror's part in the words of the events every ruleset shares: its own messages
/// (`mall-ID`), its locations, votes and cards.
impl EventWords for Mall<'_> {
    type Card = CardPlay;
    type Vote = VoteKind;
    const PLACEMENT_ROLL_ASKED: bool = false;
    const FIGHT: [&'static str; 2] = ["zombies", "defence"];

    fn an(&self) -> &Announcer {
        self.an
    }

    fn message(&self, lockdown: Id) -> Id {
        lockdown.mall().unwrap_or(lockdown)
    }

    fn place(&self, l: Loc) -> FluentValue<'static> {
        self.place_arg(l)
    }

    /// A chief's election and a truck's search said by their own kind, a victim's vote as one.
    fn vote(&self, v: VoteKind) -> VoteWords {
        let (key, victim) = match v {
            VoteKind::Truck => ("truck", false),
            VoteKind::Chief => ("chief", false),
            VoteKind::Victim(_) => ("victim", true),
        };
        VoteWords { words: self.vote_words(v), key, victim }
    }

    /// The card, and what it does now (a Threat's vote: nothing else says it) and in the
    /// details (a Hiding place's defence, which the table's options decide, left out).
    fn card_played(&self, a: &mut FluentArgs<'static>, card: &CardPlay) {
        a.set("play", self.card_play_words(card));
        let kind = match card.card() {
            crate::engine::mall::Card::Threat => "threat",
            crate::engine::mall::Card::SecurityCamera => "camera",
            _ => "other",
        };
        a.set("kind", kind);
        let mut about = FluentArgs::new();
        about.set("defence", "either");
        a.set("about", self.an.text(super::args::card_about_id(card.card()), Some(&about)));
    }

    /// Where the zombies of these dice go.
    fn dice_shown(&self, a: &mut FluentArgs<'static>, dice: &Dice) {
        a.set("counts", self.zombie_counts(dice));
    }
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The one table of events: for each kind, its message, weight and sound cue, with the
/// arguments built beside them (those every ruleset shares in `shared_events`).
pub(super) fn event(m: &Mall, k: &E) -> (Said, FluentArgs<'static>) {
    let mut a = FluentArgs::new();
    let how = said_event(m, k, &mut a, |o, a| own(m, o, a));
    (how, a)
}

/// Mall of Horror's own events.
fn own(m: &Mall, k: &OwnEvent, a: &mut FluentArgs<'static>) -> Said {
    use OwnEvent as O;
    use Weight::{Essential, Full, Normal};
    let an = m.an;
    let who = |s: &Seat| an.name(*s);
    let num = |n: u8| Announcer::num(n);
    let roller = if an.table_dice() { "table" } else { "vigie" };
    match k {
        O::GameStarted { players, group, chief, deck, table_dice } => {
            an.set_table_dice(*table_dice);
            a.set("players", num(*players));
            a.set("group", num(*group));
            a.set("chief", who(chief));
            a.set("deck", num(*deck));
            a.set("dice", if *table_dice { "table" } else { "vigie" });
            said(Id::MallEvGameStarted, Essential, None)
        }
        O::CachouClosed => said(Id::MallEvCachouClosed, Essential, None),
        O::CharacterPlaced { player, character, location } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvCharacterPlaced, Essential, None)
        }
        O::ZombieArrived { location, .. } => {
            a.set("place", m.place_arg(*location));
            said(Id::MallEvZombieArrived, Essential, Some(Earcon::MonsterPlaced))
        }
        O::ZombieBlocked { location, .. } => {
            a.set("place", m.place_arg(*location));
            said(Id::MallEvZombieBlocked, Normal, None)
        }
        O::RoundStarted { round } => {
            a.set("round", Announcer::num(*round));
            said(Id::MallEvRoundStarted, Essential, Some(Earcon::TurnStart))
        }
        O::StepStarted { step, .. } => {
            a.set("step", num(step.number()));
            a.set("name", an.text(super::step_id(*step), None));
            // The end of the round asks nothing: what it does (the end, the next round) is said.
            said(Id::MallEvStepStarted, if *step == Step::End { Full } else { Normal }, None)
        }
        O::TruckSkipped { why } => {
            a.set("why", reason(why));
            said(Id::MallEvTruckSkipped, Essential, None)
        }
        O::BallotsOpened { second, weights, candidates, out_vote, .. } => {
            a.set("second", yes(*second));
            a.set("out", yes(*out_vote));
            votes::ballots_opened(an, a, weights, *candidates);
            said(Id::MallEvBallotsOpened, Essential, Some(Earcon::VoteOpens))
        }
        O::TieToBreak { chief, .. } => {
            a.set("chief", who(chief));
            // The prompt that follows names the tied players.
            said(Id::MallEvTieToBreak, Full, Some(Earcon::Tie))
        }
        O::TieBroken { chief, winner, .. } => {
            a.set("chief", who(chief));
            a.set("winner", who(winner));
            said(Id::MallEvTieBroken, Essential, Some(Earcon::VoteResult))
        }
        O::CardUnderDeck { .. } => said(Id::MallEvCardUnderDeck, Normal, None),
        O::ChiefElected { player, from } => {
            a.set("player", who(player));
            a.set("from", who(from));
            a.set("same", yes(player == from));
            said(Id::MallEvChiefElected, Essential, Some(Earcon::VoteResult))
        }
        O::ChiefStayed { player, why } => {
            a.set("player", who(player));
            a.set("why", reason(why));
            said(Id::MallEvChiefStayed, Essential, None)
        }
        O::DiceHidden { chief, dice, blind } => {
            a.set("roller", roller);
            a.set("chief", who(chief));
            a.set("dice", num(*dice));
            a.set("blind", yes(*blind));
            said(Id::MallEvDiceHidden, Essential, Some(Earcon::DiceShaken))
        }
        O::CharacterMoved { player, character, from, to, wanted, sprint } => {
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
        O::CharacterStays { player, destination } => {
            a.set("player", who(player));
            a.set("place", m.place_arg(*destination));
            said(Id::MallEvCharacterStays, Essential, None)
        }
        O::NoAttack { location, zombies, defence, why } => {
            no_attack(m, a, *location, *zombies, *defence, why, *why == Calm::Held)
        }
        O::Attack { location, zombies, defence } => {
            fight(m, a, *location, *zombies, *defence);
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
        O::ZombiesKilled { location, count } => {
            a.set("place", m.place_arg(*location));
            a.set("count", num(*count));
            said(Id::MallEvZombiesKilled, Essential, None)
        }
        O::AttackStands { location, zombies, defence } => {
            fight(m, a, *location, *zombies, *defence);
            a.set("parking", yes(*location == crate::engine::mall::PARKING));
            said(Id::MallEvAttackStands, Essential, Some(Earcon::Attack))
        }
        O::CharacterHidden { player, character, location } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvCharacterHidden, Essential, None)
        }
        O::AttackRepelled { location, zombies, defence } => {
            fight(m, a, *location, *zombies, *defence);
            said(Id::MallEvAttackRepelled, Essential, Some(Earcon::VoteResult))
        }
        O::CharacterLost { player, character, location } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvCharacterLost, Essential, Some(Earcon::Eaten))
        }
        O::ZombiesLeft { location, count, cause } => {
            a.set("place", m.place_arg(*location));
            a.set("count", num(*count));
            a.set("cause", reason(cause));
            said(Id::MallEvZombiesLeft, Essential, None)
        }
        O::PlayerOut { player } => {
            a.set("player", who(player));
            said(Id::MallEvPlayerOut, Essential, None)
        }
        O::ChiefPassed { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            said(Id::MallEvChiefPassed, Essential, None)
        }
        O::CharacterRevealed { player, character, location } => {
            a.set("player", who(player));
            a.set("character", m.character_arg(*character));
            a.set("place", m.place_arg(*location));
            said(Id::MallEvCharacterRevealed, Essential, None)
        }
        O::GameEnded { round, survivors, why } => {
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
        O::Scored { scores, cards } => {
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
    }
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

/// Mall of Horror's groups: zombies arriving (how many to put where), the locations no zombie
/// attacks (said by their numbers alone, as Lockdown says them), a placement with one place
/// left.
impl Groups<Game> for Mall<'_> {
    const CALM: Id = Id::MallEvNoAttacks;

    /// A zombie arriving, or kept out by a closed location.
    fn is_arrival(k: &E) -> bool {
        matches!(k, E::Own(OwnEvent::ZombieArrived { .. }) | E::Own(OwnEvent::ZombieBlocked { .. }))
    }

    fn arrivals(&self, run: &[Event]) -> Message {
        arrivals(self, run)
    }

    fn calm_at(k: &E) -> Option<Loc> {
        match *k {
            E::Own(OwnEvent::NoAttack { location, .. }) => Some(location),
            _ => None,
        }
    }

    fn pair(&self, first: &Event, next: &Event) -> Option<Message> {
        forced_placement(self, first, next)
    }
}

/// Zombies arriving in a row: how many to put at each location, in the order of the locations;
/// why each came, and those a closed location kept out, in the details.
fn arrivals(m: &Mall, events: &[Event]) -> Message {
    let an = m.an;
    let mut count = [0u8; 6];
    let mut causes: [Vec<String>; 6] = Default::default();
    let mut blocked: Vec<String> = Vec::new();
    for e in events {
        match e.kind {
            E::Own(OwnEvent::ZombieArrived { location, cause }) => {
                count[location.index()] += 1;
                causes[location.index()].push(cause_words(m, &cause));
            }
            E::Own(OwnEvent::ZombieBlocked { location, .. }) => {
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

/// A placement with one place left for the one character left: its dice and where the
/// character goes, in one message (no question follows to say the dice).
fn forced_placement(m: &Mall, first: &Event, next: &Event) -> Option<Message> {
    let (
        E::DiceRolled { purpose: DicePurpose::Placement(p), dice },
        E::Own(OwnEvent::CharacterPlaced { player, character, location }),
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
        E::Own(OwnEvent::GameStarted { players: 3, group: 4, chief: s, deck: 21, table_dice: false }),
        E::Own(OwnEvent::CachouClosed),
        E::CardsDealt { each: 1, deck: 18 },
        E::DiceRolled { purpose: DicePurpose::Placement(s), dice: d },
        E::Own(OwnEvent::CharacterPlaced { player: s, character: c, location: l }),
        E::Own(OwnEvent::ZombieArrived { location: l, cause: ZombieCause::Die(4) }),
        E::Own(OwnEvent::ZombieBlocked { location: crate::engine::mall::CACHOU, cause: ZombieCause::Crowd }),
        E::LocationClosed { location: h },
        E::Own(OwnEvent::RoundStarted { round: 2 }),
        E::Own(OwnEvent::StepStarted { round: 2, step: Step::Attacks }),
        E::Own(OwnEvent::TruckSkipped { why: TruckSkip::Tie }),
        E::VoteOpened { vote: VoteKind::Truck, weights: w, candidates: set },
        E::VoteUnopposed { vote: VoteKind::Chief, player: s },
        E::Own(OwnEvent::BallotsOpened { vote: v, second: true, weights: w, candidates: set, out_vote: true }),
        E::BallotCast { vote: v, voter: s },
        E::BallotsRevealed { vote: v, ballots: Ballots([Some(t), Some(s), None, None, None, None]), weights: w },
        E::VoteCounted { vote: v, totals: w, candidates: set, top: set },
        E::Own(OwnEvent::TieToBreak { vote: v, chief: s, tied: set }),
        E::Own(OwnEvent::TieBroken { vote: v, chief: s, winner: t }),
        E::TruckSearched { player: s, drawn: 3, deck: 10 },
        E::CardKept { player: s },
        E::CardGiven { from: s, to: t },
        E::Own(OwnEvent::CardUnderDeck { deck: 11 }),
        E::Own(OwnEvent::ChiefElected { player: t, from: s }),
        E::Own(OwnEvent::ChiefStayed { player: s, why: ChiefStays::Nobody }),
        E::Own(OwnEvent::DiceHidden { chief: s, dice: 4, blind: false }),
        E::DiceShown { player: s, dice: d },
        E::DiceSeen { player: s },
        E::CardPlayed { player: s, card: CardPlay::Sprint { character: c, to: h } },
        E::DestinationAnnounced { player: s, location: l },
        E::DestinationChosen { player: t },
        E::DestinationRecorded { player: t, location: l },
        E::DestinationsRevealed { destinations: Destinations([Some(l), Some(h), None, None, None, None]) },
        E::DiceRevealed { dice: d },
        E::Own(OwnEvent::CharacterMoved { player: s, character: c, from: h, to: l, wanted: h, sprint: false }),
        E::Own(OwnEvent::CharacterStays { player: s, destination: l }),
        E::Own(OwnEvent::NoAttack { location: l, zombies: 1, defence: 3, why: Calm::Held }),
        E::Own(OwnEvent::Attack { location: l, zombies: 4, defence: 3 }),
        E::Own(OwnEvent::ZombiesKilled { location: l, count: 2 }),
        E::Own(OwnEvent::AttackStands { location: h, zombies: 3, defence: 3 }),
        E::Own(OwnEvent::CharacterHidden { player: s, character: c, location: l }),
        E::Own(OwnEvent::AttackRepelled { location: l, zombies: 2, defence: 3 }),
        E::NobodyFound { location: l },
        E::Own(OwnEvent::CharacterLost { player: s, character: c, location: l }),
        E::Own(OwnEvent::ZombiesLeft { location: l, count: 3, cause: LeaveCause::Attacked }),
        E::Own(OwnEvent::PlayerOut { player: s }),
        E::Own(OwnEvent::ChiefPassed { from: s, to: t }),
        E::Own(OwnEvent::CharacterRevealed { player: s, character: c, location: l }),
        E::Own(OwnEvent::GameEnded { round: 5, survivors: 4, why: EndReason::Together(h) }),
        E::Own(OwnEvent::Scored { scores: w, cards: w }),
        E::Winners { winners: set },
    ]
}
