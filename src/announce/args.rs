//! Which message says each event, prompt and error, and with which arguments.

use super::Announcer;
use crate::engine::{
    ArrivalCause, Calm, CardKind, CardPlay, Dice, DicePurpose, EventKind as E, LeaveCause, Loc, LocSet, LostReason,
    MoveCause, Pending, PerSeat, Phase, Role, RoleSet, RowEffect, RuleError, Seat, SeatSet, Shape, StayReason,
    TruckSkip, VoteKind,
};
use crate::vocab::{Earcon, Id, Weight};
use fluent_bundle::FluentArgs;

impl Announcer {
    pub fn role_word(&self, r: Role) -> String {
        self.text(role_id(r), None)
    }

    pub fn place_words(&self, l: Loc) -> String {
        let mut a = FluentArgs::new();
        a.set("number", Announcer::num(l.number()));
        self.text(Id::Place, Some(&a))
    }

    /// A location by its number alone ("location 3"), where its name would break a sentence.
    pub fn place_short(&self, l: Loc) -> String {
        let mut a = FluentArgs::new();
        a.set("number", Announcer::num(l.number()));
        self.text(Id::PlaceShort, Some(&a))
    }

    fn entry_words(&self) -> &'static str {
        if self.secret_entry() { "secret" } else { "open" }
    }

    pub fn card_word(&self, c: CardKind) -> String {
        self.text(card_id(c), None)
    }

    /// A card's tactile code in words ("target and number 1").
    pub fn sticker_words(&self, c: CardKind) -> String {
        let st = c.sticker();
        let mut parts = Vec::new();
        match st.shapes {
            [a, b] if a == b => parts.push(self.text(shape_id(*a, true), None)),
            shapes => parts.extend(shapes.iter().map(|sh| self.text(shape_id(*sh, false), None))),
        }
        if let Some(n) = st.number {
            let mut a = FluentArgs::new();
            a.set("number", Announcer::num(n));
            parts.push(self.text(Id::StickerNumber, Some(&a)));
        }
        self.list(&parts)
    }

    pub(super) fn seats_words(&self, s: SeatSet) -> String {
        let v: Vec<String> = s.iter().map(|p| self.name(p)).collect();
        self.list(&v)
    }

    /// Choices: "the Blocker or the Leader".
    fn roles_choice(&self, s: RoleSet) -> String {
        let v: Vec<String> = s.iter().map(|r| self.role_word(r)).collect();
        self.list_or(&v)
    }

    /// Choices: "1, 2 or 6".
    fn places_choice(&self, s: LocSet) -> String {
        let v: Vec<String> = s.iter().map(|l| l.number().to_string()).collect();
        self.list_or(&v)
    }

    /// Choices: "Red or Blue".
    fn seats_choice(&self, s: SeatSet) -> String {
        let v: Vec<String> = s.iter().map(|p| self.name(p)).collect();
        self.list_or(&v)
    }

    pub(super) fn dice_words(&self, d: &Dice) -> String {
        let v: Vec<String> = d.faces().iter().map(u8::to_string).collect();
        self.list(&v)
    }

    fn vote_words(&self, v: VoteKind) -> String {
        let mut a = FluentArgs::new();
        a.set("place", self.place_words(v.location()));
        let id = match v {
            VoteKind::Truck => Id::VoteTruck,
            VoteKind::Badge => Id::VoteBadge,
            VoteKind::Attack(_) => Id::VoteAttack,
        };
        self.text(id, Some(&a))
    }

    fn weights_words(&self, w: &PerSeat) -> String {
        let v: Vec<String> = Seat::ALL
            .into_iter()
            .filter(|s| w.get(*s) > 0)
            .map(|s| {
                let mut a = FluentArgs::new();
                a.set("player", self.name(s));
                a.set("votes", Announcer::num(w.get(s)));
                self.text(Id::PlayerVotes, Some(&a))
            })
            .collect();
        self.list(&v)
    }

    pub fn card_play_words(&self, c: &CardPlay) -> String {
        let mut a = FluentArgs::new();
        a.set("card", self.card_word(c.kind()));
        match *c {
            CardPlay::EnergyDrink { role, to } => {
                a.set("role", self.role_word(role));
                a.set("place", self.place_words(to));
                self.text(Id::PlayEnergyDrink, Some(&a))
            }
            CardPlay::TinCan { to } => {
                a.set("place", self.place_words(to));
                self.text(Id::PlayTinCan, Some(&a))
            }
            CardPlay::RottenMeat { role } => {
                a.set("role", self.role_word(role));
                self.text(Id::PlayRottenMeat, Some(&a))
            }
            _ => self.text(Id::PlayPlain, Some(&a)),
        }
    }
}

/// The message id of an event.
pub fn event_id(k: &E) -> Id {
    match k {
        E::GameStarted { .. } => Id::EvGameStarted,
        E::CardsDealt { .. } => Id::EvCardsDealt,
        E::PlacementStarted { .. } => Id::EvPlacementStarted,
        E::DiceRolled { .. } => Id::EvDiceRolled,
        E::CharacterPlaced { .. } => Id::EvCharacterPlaced,
        E::FamilyPlaced { .. } => Id::EvFamilyPlaced,
        E::MonsterPlaced { .. } => Id::EvMonsterPlaced,
        E::MonsterLost { .. } => Id::EvMonsterLost,
        E::TurnStarted { .. } => Id::EvTurnStarted,
        E::PhaseStarted { .. } => Id::EvPhaseStarted,
        E::TruckSkipped { .. } => Id::EvTruckSkipped,
        E::VoteOpened { .. } => Id::EvVoteOpened,
        E::VoteUnopposed { .. } => Id::EvVoteUnopposed,
        E::BallotsOpened { .. } => Id::EvBallotsOpened,
        E::BallotCast { .. } => Id::EvBallotCast,
        E::BallotsRevealed { .. } => Id::EvBallotsRevealed,
        E::VoteCounted { .. } => Id::EvVoteCounted,
        E::TieToBreak { .. } => Id::EvTieToBreak,
        E::TieBroken { .. } => Id::EvTieBroken,
        E::TruckSearched { .. } => Id::EvTruckSearched,
        E::CardKept { .. } => Id::EvCardKept,
        E::CardGiven { .. } => Id::EvCardGiven,
        E::CardDiscarded => Id::EvCardDiscarded,
        E::BadgeTaken { .. } => Id::EvBadgeTaken,
        E::BadgeKept { .. } => Id::EvBadgeKept,
        E::BoxShaken { .. } => Id::EvBoxShaken,
        E::DiceShown { .. } => Id::EvDiceShown,
        E::DiceSeen { .. } => Id::EvDiceSeen,
        E::CardPlayed { .. } => Id::EvCardPlayed,
        E::DestinationAnnounced { .. } => Id::EvDestinationAnnounced,
        E::DestinationChosen { .. } => Id::EvDestinationChosen,
        E::DestinationRecorded { .. } => Id::EvDestinationRecorded,
        E::DestinationsRevealed { .. } => Id::EvDestinationsRevealed,
        E::DiceRevealed { .. } => Id::EvDiceRevealed,
        E::CharacterMoved { .. } => Id::EvCharacterMoved,
        E::CharacterStays { .. } => Id::EvCharacterStays,
        E::NoAttack { .. } => Id::EvNoAttack,
        E::Attack { .. } => Id::EvAttack,
        E::MonsterMoved { .. } => Id::EvMonsterMoved,
        E::MonstersLeft { .. } => Id::EvMonstersLeft,
        E::CharacterHidden { .. } => Id::EvCharacterHidden,
        E::AttackRepelled { .. } => Id::EvAttackRepelled,
        E::NobodyFound { .. } => Id::EvNobodyFound,
        E::SoleFamily { .. } => Id::EvSoleFamily,
        E::CharacterEaten { .. } => Id::EvCharacterEaten,
        E::ColdStorageRowFull { .. } => Id::EvColdStorageRowFull,
        E::MartyrTaken { .. } => Id::EvMartyrTaken,
        E::BadgePassed { .. } => Id::EvBadgePassed,
        E::FamilyLost { .. } => Id::EvFamilyLost,
        E::CharacterRevealed { .. } => Id::EvCharacterRevealed,
        E::LocationClosed { .. } => Id::EvLocationClosed,
        E::GameEnded { .. } => Id::EvGameEnded,
        E::KeysRevealed { .. } => Id::EvKeysRevealed,
        E::Scored { .. } => Id::EvScored,
        E::Winners { .. } => Id::EvWinners,
        E::EpilogueUnlocked { .. } => Id::EvEpilogueUnlocked,
        E::NoNewEpilogue => Id::EvNoNewEpilogue,
    }
}

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

/// The message, its arguments, its weight and its sound cue, for an event.
pub(super) fn event(an: &Announcer, k: &E) -> (Id, FluentArgs<'static>, Weight, Option<Earcon>) {
    use Weight::{Essential, Full, Normal};
    let mut a = FluentArgs::new();
    let who = |s: &Seat| an.name(*s);
    let num = |n: u8| Announcer::num(n);
    let (weight, earcon) = match k {
        E::GameStarted { players, family, badge, martyr, deck, table_dice } => {
            a.set("players", num(*players));
            a.set("family", num(*family));
            a.set("badge", who(badge));
            a.set("martyr", who(martyr));
            a.set("deck", num(*deck));
            a.set("dice", if *table_dice { "table" } else { "vigie" });
            (Essential, None)
        }
        E::CardsDealt { each, deck } => {
            a.set("each", num(*each));
            a.set("deck", num(*deck));
            (Essential, None)
        }
        E::PlacementStarted { player, dice } => {
            a.set("player", who(player));
            a.set("dice", num(*dice));
            (Essential, None)
        }
        E::DiceRolled { purpose, dice } => {
            a.set(
                "purpose",
                match purpose {
                    DicePurpose::Placement(_) => "placement",
                    DicePurpose::StartingMonsters => "monsters",
                    DicePurpose::Box => "box",
                },
            );
            if let DicePurpose::Placement(p) = purpose {
                a.set("player", who(p));
            }
            a.set("dice", an.dice_words(dice));
            (Essential, Some(Earcon::DiceShaken))
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
            (if overflow { Essential } else { Full }, None)
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
            (Essential, None)
        }
        E::MonsterPlaced { location, wanted, cause } => {
            a.set("place", an.place_words(*location));
            a.set("wanted", an.place_words(*wanted));
            a.set("overflow", if location != wanted { "yes" } else { "no" });
            a.set("cause", cause_key(cause));
            if let ArrivalCause::Die(f) = cause {
                a.set("face", num(*f));
            }
            (Essential, Some(Earcon::MonsterPlaced))
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
            (Normal, None)
        }
        E::TurnStarted { turn } => {
            a.set("turn", Announcer::num(*turn));
            (Essential, Some(Earcon::TurnStart))
        }
        E::PhaseStarted { turn, phase } => {
            a.set("turn", Announcer::num(*turn));
            a.set("phase", num(phase.number()));
            a.set("name", an.text(phase_id(*phase), None));
            // The end of the turn asks nothing: what it does (a closure, the next turn) is said.
            (if *phase == Phase::EndOfTurn { Full } else { Normal }, None)
        }
        E::TruckSkipped { why } => {
            a.set(
                "why",
                match why {
                    TruckSkip::NobodyInParking => "nobody",
                    TruckSkip::DeckEmpty => "deck",
                },
            );
            (Essential, None)
        }
        E::VoteOpened { vote, weights, candidates } => {
            a.set("vote", an.vote_words(*vote));
            a.set("kind", vote_key(vote));
            a.set("voters", an.weights_words(weights));
            a.set("candidates", an.seats_words(*candidates));
            (Essential, Some(Earcon::VoteOpens))
        }
        E::VoteUnopposed { vote, player } => {
            a.set("vote", an.vote_words(*vote));
            a.set("kind", vote_key(vote));
            a.set("player", who(player));
            // Alone in the parking or the surveillance room: the search or the badge says it.
            (if matches!(vote, VoteKind::Attack(_)) { Essential } else { Full }, Some(Earcon::VoteResult))
        }
        E::BallotsOpened { vote, weights, candidates } => {
            a.set("entry", an.entry_words());
            a.set("vote", an.vote_words(*vote));
            a.set("kind", vote_key(vote));
            a.set("voters", an.weights_words(weights));
            a.set("candidates", an.seats_words(*candidates));
            (Essential, Some(Earcon::VoteOpens))
        }
        E::BallotCast { voter, .. } => {
            a.set("voter", who(voter));
            // When the table shows its ballots, the reveal says them all.
            (if an.secret_entry() { Normal } else { Full }, None)
        }
        E::BallotsRevealed { ballots, weights, .. } => {
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
            (Essential, None)
        }
        E::VoteCounted { vote, totals, candidates, top } => {
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
            a.set("kind", vote_key(vote));
            a.set("top", an.seats_words(*top));
            a.set("tie", if top.len() > 1 { "yes" } else { "no" });
            a.set("votes", Announcer::num(top.iter().next().map_or(0, |s| totals.get(s))));
            (Essential, Some(if top.len() > 1 { Earcon::Tie } else { Earcon::VoteResult }))
        }
        E::TieToBreak { martyr, tied, .. } => {
            a.set("martyr", who(martyr));
            a.set("tied", an.seats_words(*tied));
            (Full, Some(Earcon::Tie))
        }
        E::TieBroken { vote, martyr, winner } => {
            a.set("martyr", who(martyr));
            a.set("winner", who(winner));
            a.set("kind", vote_key(vote));
            (Essential, Some(Earcon::VoteResult))
        }
        E::TruckSearched { player, drawn, deck } => {
            a.set("player", who(player));
            a.set("drawn", num(*drawn));
            a.set("deck", num(*deck));
            (Essential, None)
        }
        E::CardKept { player } => {
            a.set("player", who(player));
            (Normal, None)
        }
        E::CardGiven { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            (Essential, None)
        }
        E::CardDiscarded => (Normal, None),
        E::BadgeTaken { player, from } => {
            a.set("player", who(player));
            a.set("from", who(from));
            a.set("same", if player == from { "yes" } else { "no" });
            (Essential, None)
        }
        E::BadgeKept { player } => {
            a.set("player", who(player));
            (Essential, None)
        }
        E::BoxShaken { holder, dice, blind } => {
            a.set("blind", if *blind { "yes" } else { "no" });
            a.set("holder", who(holder));
            a.set("dice", num(*dice));
            a.set("roller", if an.table_dice() { "table" } else { "vigie" });
            (Essential, Some(Earcon::DiceShaken))
        }
        E::DiceShown { player, dice } => {
            a.set("player", who(player));
            a.set("dice", an.dice_words(dice));
            (Essential, Some(Earcon::PrivateWaiting))
        }
        E::DiceSeen { player } => {
            a.set("player", who(player));
            a.set("roller", if an.table_dice() { "table" } else { "vigie" });
            // Vigie's roll already says whom the dice are for.
            (if an.table_dice() { Essential } else { Full }, None)
        }
        E::CardPlayed { player, card } => {
            a.set("player", who(player));
            a.set("play", an.card_play_words(card));
            a.set("sticker", an.sticker_words(card.kind()));
            (Essential, None)
        }
        E::DestinationAnnounced { player, location } => {
            a.set("entry", an.entry_words());
            a.set("player", who(player));
            a.set("place", an.place_words(*location));
            (Essential, None)
        }
        E::DestinationChosen { player } => {
            a.set("player", who(player));
            (if an.secret_entry() { Normal } else { Full }, None)
        }
        E::DestinationRecorded { player, location } => {
            a.set("player", who(player));
            a.set("place", an.place_words(*location));
            (Essential, None)
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
            (Essential, None)
        }
        E::DiceRevealed { dice } => {
            a.set("dice", an.dice_words(dice));
            a.set("roller", if an.table_dice() { "table" } else { "vigie" });
            (Essential, Some(Earcon::DiceShaken))
        }
        E::CharacterMoved { player, role, from, to, wanted, cause } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("from", an.place_short(*from));
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
            (Essential, None)
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
            (Essential, None)
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
            (if *why == Calm::Held { Essential } else { Normal }, None)
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
            (Essential, Some(Earcon::Attack))
        }
        E::MonsterMoved { from, to } => {
            a.set("from", an.place_short(*from));
            a.set("to", an.place_short(*to));
            (Essential, Some(Earcon::MonsterPlaced))
        }
        E::MonstersLeft { location, count, cause } => {
            a.set("place", an.place_short(*location));
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
            (Essential, None)
        }
        E::CharacterHidden { player, role, location } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            (Essential, None)
        }
        E::AttackRepelled { location, monsters, strength } => {
            a.set("place", an.place_words(*location));
            a.set("parking", if location.is_parking() { "yes" } else { "no" });
            a.set("monsters", num(*monsters));
            a.set("strength", num(*strength));
            (Essential, Some(Earcon::VoteResult))
        }
        E::NobodyFound { location } => {
            a.set("place", an.place_words(*location));
            (Essential, None)
        }
        E::SoleFamily { location, player } => {
            a.set("place", an.place_words(*location));
            a.set("player", who(player));
            (Essential, None)
        }
        E::CharacterEaten { player, role, location, slot } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            a.set("slot", num(*slot));
            (Essential, Some(Earcon::Eaten))
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
            (Essential, None)
        }
        E::MartyrTaken { player, from } => {
            a.set("player", who(player));
            a.set("from", who(from));
            a.set("same", if player == from { "yes" } else { "no" });
            (if player == from { Full } else { Essential }, None)
        }
        E::BadgePassed { from, to } => {
            a.set("from", who(from));
            a.set("to", who(to));
            (Essential, None)
        }
        E::FamilyLost { player } => {
            a.set("player", who(player));
            (Essential, None)
        }
        E::CharacterRevealed { player, role, location } => {
            a.set("player", who(player));
            a.set("role", an.role_word(*role));
            a.set("place", an.place_words(*location));
            (Essential, None)
        }
        E::LocationClosed { location } => {
            a.set("place", an.place_words(*location));
            (Essential, None)
        }
        E::GameEnded { turn, alive } => {
            a.set("turn", Announcer::num(*turn));
            a.set("alive", num(*alive));
            (Essential, Some(Earcon::TurnStart))
        }
        E::KeysRevealed { holder } => {
            match holder {
                Some(h) => a.set("holder", who(h)),
                None => a.set("holder", "none"),
            }
            a.set("anyone", if holder.is_some() { "yes" } else { "no" });
            (Essential, None)
        }
        E::Scored { scores, .. } => {
            let v: Vec<String> = Seat::ALL
                .into_iter()
                .take(an.names.len())
                .map(|s| {
                    let mut b = FluentArgs::new();
                    b.set("player", an.name(s));
                    b.set("points", Announcer::num(scores.get(s)));
                    an.text(Id::PlayerPoints, Some(&b))
                })
                .collect();
            a.set("scores", an.list(&v));
            (Essential, None)
        }
        E::Winners { winners } => {
            a.set("winners", an.seats_words(*winners));
            a.set("count", Announcer::num(winners.len() as u8));
            (Essential, Some(Earcon::VoteResult))
        }
        E::EpilogueUnlocked { card } => {
            a.set("card", num(*card));
            (Essential, None)
        }
        E::NoNewEpilogue => (Essential, None),
    };
    (event_id(k), a, weight, earcon)
}

/// The message id of a pending decision.
pub fn pending_id(p: &Pending) -> Id {
    match p {
        Pending::Dice { .. } => Id::PromptDice,
        Pending::Placement { .. } => Id::PromptPlacement,
        Pending::Discussion { vote, .. } => match vote {
            VoteKind::Attack(_) => Id::PromptAttackDiscussion,
            _ => Id::PromptDiscussion,
        },
        Pending::Ballots { .. } => Id::PromptBallots,
        Pending::TieBreak { .. } => Id::PromptTie,
        Pending::TruckShare { .. } => Id::PromptGive,
        Pending::DiceWindow { .. } => Id::PromptDiceWindow,
        Pending::AnnounceDestination { .. } => Id::PromptAnnounce,
        Pending::SecretDestinations { .. } => Id::PromptDestinations,
        Pending::Move { .. } => Id::PromptMove,
        Pending::BeforeMove { first: true, .. } => Id::PromptBeforeFirstMove,
        Pending::BeforeMove { first: false, .. } => Id::PromptBeforeMove,
        Pending::AfterMovement { .. } => Id::PromptAfterMovement,
        Pending::Victim { .. } => Id::PromptVictim,
        Pending::Keys { .. } => Id::PromptKeys,
        Pending::TwoWeapons { .. } => Id::PromptWeapons,
        Pending::Finished => Id::PromptFinished,
    }
}

/// The message and its arguments for a pending decision.
pub(super) fn pending(an: &Announcer, p: &Pending) -> (Id, FluentArgs<'static>) {
    let mut a = FluentArgs::new();
    let who = |s: &Seat| an.name(*s);
    match p {
        Pending::Dice { purpose, count } => {
            a.set("count", Announcer::num(*count));
            a.set(
                "purpose",
                match purpose {
                    DicePurpose::Placement(_) => "placement",
                    DicePurpose::StartingMonsters => "monsters",
                    DicePurpose::Box => "box",
                },
            );
            if let DicePurpose::Placement(s) = purpose {
                a.set("player", who(s));
            }
        }
        Pending::Placement { player, dice, characters } => {
            a.set("player", who(player));
            a.set("dice", an.dice_words(dice));
            a.set("characters", an.roles_choice(*characters));
        }
        Pending::Discussion { vote, weights, candidates } => {
            a.set("among", an.seats_words(*candidates));
            a.set("place", an.place_words(vote.location()));
            a.set("count", Announcer::num(candidates.len() as f64));
            a.set("vote", an.vote_words(*vote));
            a.set("voters", an.weights_words(weights));
            a.set("candidates", an.seats_choice(*candidates));
        }
        Pending::Ballots { vote, waiting, candidates, weights } => {
            // The vote is named to the first voter; the others follow on.
            let voters = Seat::ALL.into_iter().filter(|s| weights.get(*s) > 0).count();
            a.set("first", if waiting.len() == voters { "yes" } else { "no" });
            a.set("entry", an.entry_words());
            a.set("vote", an.vote_words(*vote));
            a.set("waiting", an.seats_words(*waiting));
            a.set("next", waiting.iter().next().map(|s| an.name(s)).unwrap_or_default());
            a.set("candidates", an.seats_choice(*candidates));
        }
        Pending::TieBreak { martyr, tied, .. } => {
            a.set("martyr", who(martyr));
            a.set("tied", an.seats_choice(*tied));
        }
        Pending::TruckShare { player, drawn, may_keep } => {
            a.set("player", who(player));
            a.set("drawn", Announcer::num(*drawn));
            a.set("keep", if *may_keep { "yes" } else { "no" });
        }
        Pending::DiceWindow { players } | Pending::AfterMovement { players } => {
            a.set("players", an.seats_words(*players));
        }
        Pending::BeforeMove { player, players, .. } => {
            a.set("player", who(player));
            a.set("players", an.seats_words(*players));
        }
        Pending::AnnounceDestination { player, open } => {
            a.set("player", who(player));
            a.set("open", an.places_choice(*open));
        }
        Pending::SecretDestinations { waiting, open } => {
            a.set("entry", an.entry_words());
            a.set("waiting", an.seats_words(*waiting));
            a.set("next", waiting.iter().next().map(|s| an.name(s)).unwrap_or_default());
            a.set("open", an.places_choice(*open));
        }
        Pending::Move { player, destination, characters } => {
            a.set("player", who(player));
            a.set("place", an.place_words(*destination));
            a.set("characters", an.roles_choice(*characters));
        }
        Pending::Victim { player, location, characters } => {
            a.set("player", who(player));
            a.set("place", an.place_words(*location));
            a.set("characters", an.roles_choice(*characters));
        }
        Pending::Keys { candidates } => {
            a.set("candidates", an.seats_choice(*candidates));
        }
        Pending::TwoWeapons { candidates } => {
            a.set("candidates", an.seats_words(*candidates));
        }
        Pending::Finished => {}
    }
    (pending_id(p), a)
}

/// The message and its arguments for a refused command.
pub(super) fn error(an: &Announcer, e: &RuleError) -> (Id, FluentArgs<'static>) {
    use RuleError as R;
    let mut a = FluentArgs::new();
    // Most refusals name a player, a character and a place: the id, then those.
    let (id, player, role, place): (_, Option<Seat>, Option<Role>, Option<Loc>) = match *e {
        R::GameOver => (Id::ErrGameOver, None, None, None),
        R::Unexpected { .. } => (Id::ErrUnexpected, None, None, None),
        R::SameLocation => (Id::ErrSameLocation, None, None, None),
        R::KeysAreRevealed => (Id::ErrKeysAreRevealed, None, None, None),
        R::BlindBadgeHolder => (Id::ErrBlindBadgeHolder, None, None, None),
        R::MustGiveAway => (Id::ErrMustGiveAway, None, None, None),
        R::BadgeHolderFirst(s) => (Id::ErrBadgeHolderFirst, Some(s), None, None),
        R::NoCharacters(s) => (Id::ErrNoCharacters, Some(s), None, None),
        R::NotAVoter(s) => (Id::ErrNotAVoter, Some(s), None, None),
        R::NotACandidate(s) => (Id::ErrNotACandidate, Some(s), None, None),
        R::AlreadyVoted(s) => (Id::ErrAlreadyVoted, Some(s), None, None),
        R::NotTied(s) => (Id::ErrNotTied, Some(s), None, None),
        R::AlreadyChosen(s) => (Id::ErrAlreadyChosen, Some(s), None, None),
        R::NoCardInHand(s) => (Id::ErrNoCardInHand, Some(s), None, None),
        R::AlreadyKnowsDice(s) => (Id::ErrAlreadyKnowsDice, Some(s), None, None),
        R::NotAKeysHolder(s) => (Id::ErrNotAKeysHolder, Some(s), None, None),
        R::LocationClosed(l) => (Id::ErrLocationClosed, None, None, Some(l)),
        R::NoFreeSpot(l) => (Id::ErrNoFreeSpot, None, None, Some(l)),
        R::NoMonsterSpot(l) => (Id::ErrNoMonsterSpot, None, None, Some(l)),
        R::NoMonster(l) => (Id::ErrNoMonster, None, None, Some(l)),
        R::NotInGame { player, role } => (Id::ErrNotInGame, Some(player), Some(role), None),
        R::AlreadyPlaced { player, role } => (Id::ErrAlreadyPlaced, Some(player), Some(role), None),
        R::Hidden { player, role } => (Id::ErrHidden, Some(player), Some(role), None),
        R::AlreadyHidden { player, role } => (Id::ErrAlreadyHidden, Some(player), Some(role), None),
        R::NotThere { player, role, location } => (Id::ErrNotThere, Some(player), Some(role), Some(location)),
        R::CannotMove { player, role, destination } => (Id::ErrCannotMove, Some(player), Some(role), Some(destination)),
        R::NotPresent { player, location } => (Id::ErrNotPresent, Some(player), None, Some(location)),
        // The others have arguments of their own.
        R::NoSuchPlayer(s) => {
            a.set("seat", Announcer::num(s.number()));
            (Id::ErrNoSuchPlayer, None, None, None)
        }
        R::NotYourTurn { expected, got } => {
            a.set("expected", an.name(expected));
            a.set("got", an.name(got));
            (Id::ErrNotYourTurn, None, None, None)
        }
        R::NoSuchDie(f) => {
            a.set("face", Announcer::num(f));
            (Id::ErrNoSuchDie, None, None, None)
        }
        R::WrongMoment(c) => {
            a.set("card", an.card_word(c));
            (Id::ErrWrongMoment, None, None, None)
        }
        R::DiceCount { expected, got } => {
            a.set("expected", Announcer::num(expected));
            a.set("got", Announcer::num(got));
            (Id::ErrDiceCount, None, None, None)
        }
    };
    if let Some(p) = player {
        a.set("player", an.name(p));
    }
    if let Some(r) = role {
        a.set("role", an.role_word(r));
    }
    if let Some(l) = place {
        a.set("place", an.place_words(l));
    }
    (id, a)
}

/// A character's name.
pub fn role_id(r: Role) -> Id {
    match r {
        Role::Blocker => Id::RoleBlocker,
        Role::Leader => Id::RoleLeader,
        Role::Weeper => Id::RoleWeeper,
        Role::Useless => Id::RoleUseless,
    }
}

/// A card's name.
pub fn card_id(c: CardKind) -> Id {
    match c {
        CardKind::WalkieTalkie => Id::CardWalkieTalkie,
        CardKind::EnergyDrink => Id::CardEnergyDrink,
        CardKind::Gun => Id::CardGun,
        CardKind::TinCan => Id::CardTinCan,
        CardKind::Bat => Id::CardBat,
        CardKind::Chainsaw => Id::CardChainsaw,
        CardKind::Molotov => Id::CardMolotov,
        CardKind::RottenMeat => Id::CardRottenMeat,
        CardKind::Keys => Id::CardKeys,
    }
}

/// What a card does and when it can be played.
pub fn card_about_id(c: CardKind) -> Id {
    match c {
        CardKind::WalkieTalkie => Id::CardAboutWalkieTalkie,
        CardKind::EnergyDrink => Id::CardAboutEnergyDrink,
        CardKind::Gun => Id::CardAboutGun,
        CardKind::TinCan => Id::CardAboutTinCan,
        CardKind::Bat => Id::CardAboutBat,
        CardKind::Chainsaw => Id::CardAboutChainsaw,
        CardKind::Molotov => Id::CardAboutMolotov,
        CardKind::RottenMeat => Id::CardAboutRottenMeat,
        CardKind::Keys => Id::CardAboutKeys,
    }
}

/// A phase's name.
pub fn phase_id(p: Phase) -> Id {
    match p {
        Phase::Truck => Id::PhaseTruck,
        Phase::Badge => Id::PhaseBadge,
        Phase::Destinations => Id::PhaseDestinations,
        Phase::Movement => Id::PhaseMovement,
        Phase::Monsters => Id::PhaseMonsters,
        Phase::Attacks => Id::PhaseAttacks,
        Phase::EndOfTurn => Id::PhaseEndOfTurn,
    }
}

/// A shape of a tactile sticker; `two`: the same shape twice.
pub fn shape_id(s: Shape, two: bool) -> Id {
    match (s, two) {
        (Shape::Target, true) => Id::ShapeTargetTwo,
        (Shape::Target, false) => Id::ShapeTarget,
        (Shape::Square, _) => Id::ShapeSquare,
        (Shape::TriangleLeft, _) => Id::ShapeTriangleLeft,
        (Shape::Star, _) => Id::ShapeStar,
        (Shape::Round, _) => Id::ShapeRound,
        (Shape::Drop, _) => Id::ShapeDrop,
        (Shape::Spike, _) => Id::ShapeSpike,
        (Shape::Heart, _) => Id::ShapeHeart,
        (Shape::Exclamation, _) => Id::ShapeExclamation,
    }
}

/// One event of each kind.
pub(super) fn samples() -> Vec<E> {
    use crate::engine::{Ballots, Destinations};
    let [s, t, ..] = Seat::ALL;
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
