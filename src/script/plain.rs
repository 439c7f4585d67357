//! The stable plain form of events in `vigie script` output: one line each, with players' names.

use crate::engine::{
    ArrivalCause, Audience, Ballots, Calm, CardKind, CardPlay, DicePurpose, Event, EventKind, LeaveCause, LostReason,
    MoveCause, OwnEvent, OwnMoment, OwnRuleError, PerSeat, Role, RowEffect, Seat, SeatSet, SharedMoment,
    SharedRuleError, StayReason, TruckSkip,
};
use crate::engine::{Dice, SharedEvent, mall};
use std::fmt::Write;

/// Writes events in the stable plain form of `vigie script`, with players' names.
pub struct Plain<'a> {
    names: &'a [String],
}

impl<'a> Plain<'a> {
    /// A writer for these players' names, by seat.
    pub fn new(names: &'a [String]) -> Self {
        Plain { names }
    }

    fn name(&self, s: Seat) -> &str {
        self.names.get(s.index()).map_or("?", String::as_str)
    }

    /// `[table]` or `[private:NAME]`.
    pub fn audience(&self, a: Audience) -> String {
        match a {
            Audience::Table => "[table]".to_owned(),
            Audience::Player(s) => format!("[private:{}]", self.name(s)),
        }
    }

    /// One event on one line: its audience, its name, then `key=value` pairs.
    pub fn line(&self, e: &Event) -> String {
        format!("{} {}", self.audience(e.audience), self.kind(&e.kind))
    }

    fn set(&self, s: SeatSet) -> String {
        let v: Vec<&str> = s.iter().map(|x| self.name(x)).collect();
        if v.is_empty() { "-".to_owned() } else { v.join(",") }
    }

    fn per_seat(&self, p: &PerSeat, who: SeatSet) -> String {
        let v: Vec<String> = who.iter().map(|s| format!("{}:{}", self.name(s), p.get(s))).collect();
        if v.is_empty() { "-".to_owned() } else { v.join(",") }
    }

    fn nonzero(p: &PerSeat) -> SeatSet {
        Seat::ALL.into_iter().filter(|s| p.get(*s) > 0).collect()
    }

    /// A vote's voters, each with their votes, and its candidates: `voters=… candidates=…`,
    /// the same in every ruleset.
    fn voters(&self, weights: &PerSeat, candidates: SeatSet) -> String {
        format!("voters={} candidates={}", self.per_seat(weights, Self::nonzero(weights)), self.set(candidates))
    }

    /// The ballots revealed, each `VOTER>CANDIDATE:VOTES`, the same in every ruleset.
    fn ballots(&self, ballots: &Ballots, weights: &PerSeat) -> String {
        let v: Vec<String> = Seat::ALL
            .into_iter()
            .filter_map(|s| {
                ballots.0[s.index()].map(|c| format!("{}>{}:{}", self.name(s), self.name(c), weights.get(s)))
            })
            .collect();
        v.join(",")
    }

    fn opt(&self, s: Option<Seat>) -> String {
        s.map_or_else(|| "-".to_owned(), |s| self.name(s).to_owned())
    }

    fn card(&self, c: &CardPlay) -> String {
        let mut s = c.kind().name().to_owned();
        match c {
            CardPlay::EnergyDrink { role, to } => {
                let _ = write!(s, " role={role} to={to}");
            }
            CardPlay::TinCan { to } => {
                let _ = write!(s, " to={to}");
            }
            CardPlay::RottenMeat { role } => {
                let _ = write!(s, " role={role}");
            }
            _ => {}
        }
        s
    }

    /// An event on one line as every ruleset writes it: its name, then `key=value` pairs; `card`
    /// writes the ruleset's card played, `dice_rolled` its dice rolled in the open, `own` its own
    /// events.
    fn shared<C, V: std::fmt::Display, O>(
        &self,
        k: &SharedEvent<C, V, O>,
        card: impl FnOnce(&C) -> String,
        dice_rolled: impl FnOnce(&DicePurpose, &Dice) -> String,
        own: impl FnOnce(&O) -> String,
    ) -> String {
        use SharedEvent as E;
        let n = |s: &Seat| self.name(*s).to_owned();
        match k {
            E::CardsDealt { each, deck } => format!("cards-dealt each={each} deck={deck}"),
            E::DiceRolled { purpose, dice } => dice_rolled(purpose, dice),
            E::VoteOpened { vote, weights, candidates } => {
                format!("vote-opened vote={vote} {}", self.voters(weights, *candidates))
            }
            E::VoteUnopposed { vote, player } => format!("vote-unopposed vote={vote} player={}", n(player)),
            E::BallotCast { vote, voter } => format!("ballot-cast vote={vote} voter={}", n(voter)),
            E::BallotsRevealed { vote, ballots, weights } => {
                format!("ballots-revealed vote={vote} ballots={}", self.ballots(ballots, weights))
            }
            E::VoteCounted { vote, totals, candidates, top } => {
                format!("vote-counted vote={vote} totals={} top={}", self.per_seat(totals, *candidates), self.set(*top))
            }
            E::TruckSearched { player, drawn, deck } => {
                format!("truck-searched player={} drawn={drawn} deck={deck}", n(player))
            }
            E::CardKept { player } => format!("card-kept player={}", n(player)),
            E::CardGiven { from, to } => format!("card-given from={} to={}", n(from), n(to)),
            E::DiceShown { player, dice } => format!("dice-shown player={} dice={dice}", n(player)),
            E::DiceSeen { player } => format!("dice-seen player={}", n(player)),
            E::CardPlayed { player, card: c } => format!("card-played player={} card={}", n(player), card(c)),
            E::DestinationAnnounced { player, location } => {
                format!("destination-announced player={} location={location}", n(player))
            }
            E::DestinationChosen { player } => format!("destination-chosen player={}", n(player)),
            E::DestinationRecorded { player, location } => {
                format!("destination-recorded player={} location={location}", n(player))
            }
            E::DestinationsRevealed { destinations } => {
                let v: Vec<String> = Seat::ALL
                    .into_iter()
                    .filter_map(|s| destinations.0[s.index()].map(|l| format!("{}:{l}", self.name(s))))
                    .collect();
                format!("destinations-revealed destinations={}", v.join(","))
            }
            E::DiceRevealed { dice } => format!("dice-revealed dice={dice}"),
            E::NobodyFound { location } => format!("nobody-found location={location}"),
            E::LocationClosed { location } => format!("location-closed location={location}"),
            E::Winners { winners } => format!("winners players={}", self.set(*winners)),
            E::Own(o) => own(o),
        }
    }

    /// The event without its audience.
    pub fn kind(&self, k: &EventKind) -> String {
        let dice_rolled = |purpose: &DicePurpose, dice: &Dice| {
            let p = match purpose {
                DicePurpose::Placement(s) => format!("placement:{}", self.name(*s)),
                DicePurpose::StartingMonsters => "starting-monsters".into(),
                DicePurpose::Box => "box".into(),
            };
            format!("dice-rolled for={p} dice={dice}")
        };
        self.shared(k, |c| self.card(c), dice_rolled, |o| self.own_kind(o))
    }

    /// Lockdown's own events.
    fn own_kind(&self, k: &OwnEvent) -> String {
        use OwnEvent as O;
        let n = |s: &Seat| self.name(*s).to_owned();
        match k {
            O::GameStarted { players, family, badge, martyr, deck, table_dice } => format!(
                "game-started players={players} family={family} badge={} martyr={} deck={deck} dice={}",
                n(badge),
                n(martyr),
                if *table_dice { "table" } else { "vigie" }
            ),
            O::PlacementStarted { player, dice } => {
                format!("placement-started player={} dice={dice}", n(player))
            }
            O::CharacterPlaced { player, role, die, location } => {
                format!("character-placed player={} role={role} die={die} location={location}", n(player))
            }
            O::FamilyPlaced { player, at } => {
                let mut s = format!("family-placed player={}", n(player));
                for r in Role::ALL {
                    if let Some(l) = at[r.index()] {
                        let _ = write!(s, " {r}={l}");
                    }
                }
                s
            }
            O::MonsterPlaced { location, wanted, cause } => {
                format!("monster-placed location={location} wanted={wanted} cause={}", cause_str(cause))
            }
            O::MonsterLost { wanted, cause, why } => format!(
                "monster-lost wanted={wanted} cause={} why={}",
                cause_str(cause),
                match why {
                    LostReason::SupplyEmpty => "supply-empty",
                    LostReason::NoRoom => "no-room",
                }
            ),
            O::TurnStarted { turn } => format!("turn-started turn={turn}"),
            O::PhaseStarted { turn, phase } => {
                format!("phase-started turn={turn} phase={} name={}", phase.number(), phase.name())
            }
            O::TruckSkipped { why } => format!(
                "truck-skipped why={}",
                match why {
                    TruckSkip::NobodyInParking => "nobody-in-parking",
                    TruckSkip::DeckEmpty => "deck-empty",
                }
            ),
            O::BallotsOpened { vote, weights, candidates } => {
                format!("ballots-opened vote={vote} {}", self.voters(weights, *candidates))
            }
            O::TieToBreak { vote, martyr, tied } => {
                format!("tie-to-break vote={vote} martyr={} tied={}", n(martyr), self.set(*tied))
            }
            O::TieBroken { vote, martyr, winner } => {
                format!("tie-broken vote={vote} martyr={} winner={}", n(martyr), n(winner))
            }
            O::CardDiscarded => "card-discarded".to_owned(),
            O::BadgeTaken { player, from } => {
                format!("badge-taken player={} from={}", n(player), n(from))
            }
            O::BadgeKept { player } => format!("badge-kept player={} blind=yes", n(player)),
            O::BoxShaken { holder, dice, blind } => {
                let blind = if *blind { " blind" } else { "" };
                format!("box-shaken holder={} dice={dice}{blind}", n(holder))
            }
            O::CharacterMoved { player, role, from, to, wanted, cause } => format!(
                "character-moved player={} role={role} from={from} to={to} wanted={wanted} cause={}",
                n(player),
                match cause {
                    MoveCause::Movement => "movement",
                    MoveCause::EnergyDrink => "energy-drink",
                    MoveCause::Closure => "closure",
                }
            ),
            O::CharacterStays { player, destination, why } => format!(
                "character-stays player={} destination={destination} why={}",
                n(player),
                match why {
                    StayReason::AlreadyThere => "already-there",
                    StayReason::DestinationFull => "destination-full",
                }
            ),
            O::NoAttack { location, monsters, strength, why } => format!(
                "no-attack location={location} monsters={monsters} strength={strength} why={}",
                match why {
                    Calm::Closed => "closed",
                    Calm::Empty => "empty",
                    Calm::NoMonsters => "no-monsters",
                    Calm::Held => "held",
                }
            ),
            O::Attack { location, monsters, strength, on_equal } => format!(
                "attack location={location} monsters={monsters} strength={strength} rule={}",
                if *on_equal { ">=" } else { ">" }
            ),
            O::MonsterMoved { from, to } => format!("monster-moved from={from} to={to}"),
            O::MonstersLeft { location, count, cause } => format!(
                "monsters-left location={location} count={count} cause={}",
                match cause {
                    LeaveCause::Card => "card",
                    LeaveCause::Fed => "fed",
                    LeaveCause::NobodyFound => "nobody-found",
                    LeaveCause::Closure => "closure",
                }
            ),
            O::CharacterHidden { player, role, location } => {
                format!("character-hidden player={} role={role} location={location}", n(player))
            }
            O::AttackRepelled { location, monsters, strength } => {
                format!("attack-repelled location={location} monsters={monsters} strength={strength}")
            }
            O::SoleFamily { location, player } => {
                format!("sole-family location={location} player={}", n(player))
            }
            O::CharacterEaten { player, role, location, slot } => {
                format!("character-eaten player={} role={role} location={location} slot={slot}", n(player))
            }
            O::ColdStorageRowFull { row, effect } => format!(
                "cold-storage-row-full row={row} effect={}",
                match effect {
                    RowEffect::AttackOnEqual => "attack-on-equal",
                    RowEffect::ExtraDie => "extra-die",
                    RowEffect::None => "none",
                }
            ),
            O::MartyrTaken { player, from } => {
                format!("martyr-taken player={} from={}", n(player), n(from))
            }
            O::BadgePassed { from, to } => format!("badge-passed from={} to={}", n(from), n(to)),
            O::FamilyLost { player } => format!("family-lost player={}", n(player)),
            O::CharacterRevealed { player, role, location } => {
                format!("character-revealed player={} role={role} location={location}", n(player))
            }
            O::GameEnded { turn, alive } => format!("game-ended turn={turn} alive={alive}"),
            O::KeysRevealed { holder } => format!("keys-revealed holder={}", self.opt(*holder)),
            O::Scored { scores, keys } => {
                let all: SeatSet = Seat::ALL.into_iter().take(self.names.len()).collect();
                format!("scored scores={} keys={}", self.per_seat(scores, all), self.opt(*keys))
            }
            O::EpilogueUnlocked { card } => format!("epilogue-unlocked card={card:02}"),
            O::NoNewEpilogue => "no-new-epilogue".to_owned(),
        }
    }
}

fn cause_str(c: &ArrivalCause) -> String {
    match c {
        ArrivalCause::Die(f) => format!("die:{f}"),
        ArrivalCause::Weepers => "weepers".into(),
        ArrivalCause::Crowd => "crowd".into(),
    }
}

/// What a ruleset brings to the stable plain form of its refusals: the words of the shared
/// refusals and moments it words its own way, and its own refusals and moments. Implemented by
/// the ruleset's own refusals.
pub trait PlainRefusals {
    /// The ruleset's card.
    type Card: std::fmt::Display;
    /// The ruleset's character.
    type Character: std::fmt::Display + Copy;
    /// The ruleset's own moments.
    type Moment: Copy;
    /// A move to the location it left.
    const SAME_LOCATION: &'static str;
    /// The time before a vote's ballots.
    const DISCUSSION: &'static str;
    /// A tie being settled.
    const TIE: &'static str;
    /// The designated player choosing.
    const VICTIM: &'static str;

    /// A hidden character, of `player` (named).
    fn hidden(player: String, character: Self::Character) -> String;
    /// A player (named) with no card to play.
    fn no_card(player: String) -> String;
    /// A moment of the ruleset's own.
    fn moment(m: Self::Moment) -> &'static str;
    /// This refusal of the ruleset's own, naming players with `name`.
    fn plain(&self, name: &dyn Fn(Seat) -> String) -> String;
}

/// A refused command in the stable plain form of `vigie script` (English, for scripts and
/// their checks: `#! error line N: REASON`), naming players with `name`: the refusals every
/// ruleset shares written once, the ruleset's own by [`PlainRefusals`]. What a user hears is
/// worded by the announcer instead.
pub fn refusal<O: PlainRefusals>(
    e: &SharedRuleError<O::Card, O::Character, SharedMoment<O::Moment>, O>,
    name: impl Fn(Seat) -> String,
) -> String {
    use SharedRuleError as R;
    match e {
        R::GameOver => "the game is over".into(),
        R::Unexpected { expected } => format!("this is not the moment: {}", moment::<O>(*expected)),
        R::NoSuchPlayer(s) => format!("there is no player in seat {}", s.number()),
        R::NotYourTurn { expected, got } => format!("it is {}'s turn, not {}'s", name(*expected), name(*got)),
        R::NoCharacters(s) => format!("{} has no characters left", name(*s)),
        R::LocationClosed(l) => format!("location {l} is closed"),
        R::AlreadyPlaced { player, character } => format!("{}'s {character} is already placed", name(*player)),
        R::NotThere { player, character, location } => {
            format!("{}'s {character} is not at location {location}", name(*player))
        }
        R::SameLocation => O::SAME_LOCATION.into(),
        R::NotPresent { player, location } => format!("{} has no character at location {location}", name(*player)),
        R::NotAVoter(s) => format!("{} has no vote here", name(*s)),
        R::NotACandidate(s) => format!("{} cannot be designated here", name(*s)),
        R::AlreadyVoted(s) => format!("{} has already voted", name(*s)),
        R::NotTied(s) => format!("{} is not among the tied players", name(*s)),
        R::AlreadyChosen(s) => format!("{} has already chosen a destination", name(*s)),
        R::Hidden { player, character } => O::hidden(name(*player), *character),
        R::NoCardInHand(s) => O::no_card(name(*s)),
        R::WrongMoment(c) => format!("the {c} cannot be played now"),
        R::AlreadyKnowsDice(s) => format!("{} already knows the dice", name(*s)),
        R::MustGiveAway => "the card must go to another player".into(),
        R::DiceCount { expected, got } => format!("{expected} dice were rolled, not {got}"),
        R::Own(own) => own.plain(&name),
    }
}

/// What the game waits for, in the plain form.
fn moment<O: PlainRefusals>(m: SharedMoment<O::Moment>) -> &'static str {
    match m {
        SharedMoment::Dice => "the dice rolled at the table are awaited",
        SharedMoment::Placement => "a character is being placed",
        SharedMoment::Discussion => O::DISCUSSION,
        SharedMoment::Ballots => "ballots are being collected",
        SharedMoment::Tie => O::TIE,
        SharedMoment::Victim => O::VICTIM,
        SharedMoment::Share => "the truck's cards are being shared",
        SharedMoment::Destinations => "destinations are being chosen",
        SharedMoment::Movement => "characters are moving",
        SharedMoment::Own(own) => O::moment(own),
    }
}

impl PlainRefusals for OwnRuleError {
    type Card = CardKind;
    type Character = Role;
    type Moment = OwnMoment;
    const SAME_LOCATION: &'static str = "the character or monster must go to another location";
    const DISCUSSION: &'static str = "the discussion before a vote is under way";
    const TIE: &'static str = "the Martyr holder settles a tie";
    const VICTIM: &'static str = "the designated player chooses who is eaten";

    fn hidden(player: String, role: Role) -> String {
        format!("{player}'s {role} is hidden and cannot be taken")
    }

    fn no_card(player: String) -> String {
        format!("{player} holds no object card")
    }

    fn moment(m: OwnMoment) -> &'static str {
        match m {
            OwnMoment::DiceWindow => "walkie-talkies may be played, or the table continues to the destinations",
            OwnMoment::BeforeMove => "energy drinks may be played before the move, or the table continues",
            OwnMoment::AfterMovement => "energy drinks may be played, or the table continues to the monsters",
            OwnMoment::Keys => "the holder of the keys is asked",
            OwnMoment::Weapons => "the table is asked whether a survivor holds two weapons",
        }
    }

    fn plain(&self, name: &dyn Fn(Seat) -> String) -> String {
        use OwnRuleError as O;
        match *self {
            O::BadgeHolderFirst(s) => format!("the badge holder, {}, announces a destination first", name(s)),
            O::NoFreeSpot(l) => format!("location {l} has no free spot"),
            O::NoMonsterSpot(l) => format!("location {l} has no free monster spot"),
            O::NoMonster(l) => format!("there is no monster at location {l}"),
            O::NotInGame { player, role } => format!("{}'s {role} is not in the game", name(player)),
            O::NoSuchDie(f) => format!("no die shows {f}"),
            O::CannotMove { player, role, destination } => {
                format!("{}'s {role} cannot move to location {destination}", name(player))
            }
            O::AlreadyHidden { player, role } => format!("{}'s {role} is already hidden", name(player)),
            O::KeysAreRevealed => "the keys are not played: they are revealed when the score is counted".into(),
            O::BlindBadgeHolder => {
                "the badge holder kept the badge with nobody in location 3 and may not see the dice".into()
            }
            O::NotAKeysHolder(s) => format!("{} cannot hold the keys (only a survivor holding cards can)", name(s)),
        }
    }
}

impl Plain<'_> {
    /// One event of Mall of Horror on one line: its audience, its name, then `key=value` pairs.
    pub fn mall_line(&self, e: &mall::Event) -> String {
        format!("{} {}", self.audience(e.audience), self.mall_kind(&e.kind))
    }

    fn mall_card(c: &mall::CardPlay) -> String {
        match c {
            mall::CardPlay::Sprint { character, to } => format!("sprint character={character} to={to}"),
            mall::CardPlay::Hidden { character } => format!("hidden character={character}"),
            _ => c.card().name().to_owned(),
        }
    }

    /// A Mall of Horror event without its audience.
    pub fn mall_kind(&self, k: &mall::EventKind) -> String {
        let dice_rolled = |purpose: &DicePurpose, dice: &Dice| match purpose {
            DicePurpose::Placement(p) => {
                format!("dice-rolled purpose=placement player={} dice={dice}", self.name(*p))
            }
            DicePurpose::StartingMonsters => format!("dice-rolled purpose=zombies dice={dice}"),
            DicePurpose::Box => format!("dice-rolled purpose=box dice={dice}"),
        };
        self.shared(k, Self::mall_card, dice_rolled, |o| self.mall_own(o))
    }

    /// Mall of Horror's own events.
    fn mall_own(&self, k: &mall::OwnEvent) -> String {
        use mall::OwnEvent as O;
        let n = |s: &Seat| self.name(*s).to_owned();
        let cause = |c: &mall::ZombieCause| match c {
            mall::ZombieCause::Die(f) => format!("die:{f}"),
            mall::ZombieCause::Player(s) => format!("player:{}", self.name(*s)),
            mall::ZombieCause::Crowd => "crowd".into(),
            mall::ZombieCause::PinUps => "pin-ups".into(),
        };
        let yes = |b: bool| if b { "yes" } else { "no" };
        match k {
            O::GameStarted { players, group, chief, deck, table_dice } => format!(
                "game-started ruleset=mall-of-horror players={players} group={group} chief={} deck={deck} dice={}",
                n(chief),
                if *table_dice { "table" } else { "vigie" }
            ),
            O::CachouClosed => "cachou-closed".to_owned(),
            O::CharacterPlaced { player, character, location } => {
                format!("character-placed player={} character={character} location={location}", n(player))
            }
            O::ZombieArrived { location, cause: c } => {
                format!("zombie-arrived location={location} cause={}", cause(c))
            }
            O::ZombieBlocked { location, cause: c } => {
                format!("zombie-blocked location={location} cause={}", cause(c))
            }
            O::RoundStarted { round } => format!("round-started round={round}"),
            O::StepStarted { round, step } => {
                format!("step-started round={round} step={} name={}", step.number(), step.name())
            }
            O::TruckSkipped { why } => format!(
                "truck-skipped why={}",
                match why {
                    mall::TruckSkip::NobodyInParking => "nobody-in-parking",
                    mall::TruckSkip::DeckEmpty => "deck-empty",
                    mall::TruckSkip::Tie => "tie",
                }
            ),
            O::BallotsOpened { vote, second, weights, candidates, .. } => {
                format!("ballots-opened vote={vote} second={} {}", yes(*second), self.voters(weights, *candidates))
            }
            O::TieToBreak { vote, chief, tied } => {
                format!("tie-to-break vote={vote} chief={} tied={}", n(chief), self.set(*tied))
            }
            O::TieBroken { vote, chief, winner } => {
                format!("tie-broken vote={vote} chief={} winner={}", n(chief), n(winner))
            }
            O::CardUnderDeck { deck } => format!("card-under-deck deck={deck}"),
            O::ChiefElected { player, from } => {
                format!("chief-elected player={} from={}", n(player), n(from))
            }
            O::ChiefStayed { player, why } => format!(
                "chief-stayed player={} why={} blind=yes",
                n(player),
                match why {
                    mall::ChiefStays::Nobody => "nobody",
                    mall::ChiefStays::Tie => "tie",
                }
            ),
            O::DiceHidden { chief, dice, blind } => {
                let blind = if *blind { " blind" } else { "" };
                format!("dice-hidden chief={} dice={dice}{blind}", n(chief))
            }
            O::CharacterMoved { player, character, from, to, wanted, sprint } => {
                format!(
                    "character-moved player={} character={character} from={from} to={to} wanted={wanted}{}",
                    n(player),
                    if *sprint { " sprint" } else { "" }
                )
            }
            O::CharacterStays { player, destination } => {
                format!("character-stays player={} destination={destination}", n(player))
            }
            O::NoAttack { location, zombies, defence, why } => format!(
                "no-attack location={location} zombies={zombies} defence={defence} why={}",
                match why {
                    mall::Calm::Closed => "closed",
                    mall::Calm::Empty => "empty",
                    mall::Calm::NoZombies => "no-zombies",
                    mall::Calm::Held => "held",
                }
            ),
            O::Attack { location, zombies, defence } => {
                format!("attack location={location} zombies={zombies} defence={defence}")
            }
            O::ZombiesKilled { location, count } => {
                format!("zombies-killed location={location} count={count}")
            }
            O::AttackStands { location, zombies, defence } => {
                format!("attack-stands location={location} zombies={zombies} defence={defence}")
            }
            O::CharacterHidden { player, character, location } => {
                format!("character-hidden player={} character={character} location={location}", n(player))
            }
            O::AttackRepelled { location, zombies, defence } => {
                format!("attack-repelled location={location} zombies={zombies} defence={defence}")
            }
            O::CharacterLost { player, character, location } => {
                format!("character-lost player={} character={character} location={location}", n(player))
            }
            O::ZombiesLeft { location, count, cause } => format!(
                "zombies-left location={location} count={count} cause={}",
                match cause {
                    mall::LeaveCause::Attacked => "attacked",
                    mall::LeaveCause::Closure => "closure",
                }
            ),
            O::PlayerOut { player } => format!("player-out player={}", n(player)),
            O::ChiefPassed { from, to } => {
                format!("chief-passed from={} to={}", n(from), n(to))
            }
            O::CharacterRevealed { player, character, location } => {
                format!("character-revealed player={} character={character} location={location}", n(player))
            }
            O::GameEnded { round, survivors, why } => format!(
                "game-ended round={round} survivors={survivors} why={}",
                match why {
                    mall::EndReason::FewSurvivors => "few-survivors".to_owned(),
                    mall::EndReason::Together(l) => format!("together:{l}"),
                }
            ),
            O::Scored { scores, cards } => {
                let all: SeatSet = Seat::ALL.into_iter().take(self.names.len()).collect();
                format!("scored scores={} cards={}", self.per_seat(scores, all), self.per_seat(cards, all))
            }
        }
    }
}
