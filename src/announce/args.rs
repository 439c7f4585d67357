//! The words given to messages as arguments (roles, places, lists, votes), the prompt of each
//! pending decision (one table: its message, sound cue and arguments), the message of each
//! refused command, and the id of each role, card, phase and shape.

use super::Announcer;
use super::errors::{self, Named, RefusalWords};
use crate::engine::{
    CardKind, CardPlay, Dice, DicePurpose, Loc, LocSet, OwnPending, OwnRuleError, Pending, PerSeat, Phase, Role,
    RoleSet, RuleError, Seat, SeatSet, Shape, VoteKind,
};
use crate::vocab::{Earcon, Id};
use fluent_bundle::{FluentArgs, FluentValue};

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

    /// A character as an argument, with its forms (`DE($role)`: "du Bloqueur").
    pub(super) fn role_arg(&self, r: Role) -> FluentValue<'static> {
        self.word(role_id(r), None)
    }

    /// A location as an argument, with its forms (`DE($place)`: "du lieu 3, la salle de surveillance").
    pub(super) fn place_arg(&self, l: Loc) -> FluentValue<'static> {
        let mut a = FluentArgs::new();
        a.set("number", Announcer::num(l.number()));
        self.word(Id::Place, Some(&a))
    }

    /// A location by its number alone, as an argument with its forms (`DE($from)`: "du lieu 2").
    pub(super) fn place_short_arg(&self, l: Loc) -> FluentValue<'static> {
        let mut a = FluentArgs::new();
        a.set("number", Announcer::num(l.number()));
        self.word(Id::PlaceShort, Some(&a))
    }

    pub(super) fn entry_words(&self) -> &'static str {
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
    pub(super) fn roles_choice(&self, s: RoleSet) -> String {
        let v: Vec<String> = s.iter().map(|r| self.role_word(r)).collect();
        self.list_or(&v)
    }

    /// Choices: "1, 2 or 6".
    pub(super) fn places_choice(&self, s: LocSet) -> String {
        let v: Vec<String> = s.iter().map(|l| l.number().to_string()).collect();
        self.list_or(&v)
    }

    /// Choices: "Red or Blue".
    pub(super) fn seats_choice(&self, s: SeatSet) -> String {
        let v: Vec<String> = s.iter().map(|p| self.name(p)).collect();
        self.list_or(&v)
    }

    pub(super) fn dice_words(&self, d: &Dice) -> String {
        let v: Vec<String> = d.faces().iter().map(u8::to_string).collect();
        self.list(&v)
    }

    pub(super) fn vote_words(&self, v: VoteKind) -> String {
        let mut a = FluentArgs::new();
        a.set("place", self.place_words(v.location()));
        let id = match v {
            VoteKind::Truck => Id::VoteTruck,
            VoteKind::Badge => Id::VoteBadge,
            VoteKind::Attack(_) => Id::VoteAttack,
        };
        self.text(id, Some(&a))
    }

    pub(super) fn weights_words(&self, w: &PerSeat) -> String {
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

/// The one table of pending decisions: for each, its prompt and sound cue, with the arguments
/// built beside them.
pub(super) fn pending(an: &Announcer, p: &Pending) -> (Id, Option<Earcon>, FluentArgs<'static>) {
    let mut a = FluentArgs::new();
    let who = |s: &Seat| an.name(*s);
    let (id, earcon) = match p {
        Pending::Dice { purpose, count } => {
            a.set("count", Announcer::num(*count));
            dice_purpose(an, &mut a, purpose);
            (Id::PromptDice, None)
        }
        Pending::Own(OwnPending::Placement { player, dice, characters }) => {
            a.set("player", who(player));
            a.set("dice", an.dice_words(dice));
            a.set("characters", an.roles_choice(*characters));
            (Id::PromptPlacement, None)
        }
        Pending::Own(OwnPending::Discussion { vote, weights, candidates }) => {
            a.set("among", an.seats_words(*candidates));
            a.set("place", an.place_words(vote.location()));
            a.set("count", Announcer::num(candidates.len() as f64));
            a.set("vote", an.vote_words(*vote));
            a.set("voters", an.weights_words(weights));
            a.set("candidates", an.seats_choice(*candidates));
            let id = match vote {
                VoteKind::Attack(_) => Id::PromptAttackDiscussion,
                _ => Id::PromptDiscussion,
            };
            (id, None)
        }
        Pending::Ballots { vote, waiting, candidates, weights, .. } => {
            // Who is next, and whether to name the vote, are set by `prompt_for`.
            super::votes::ballots_prompt(an, &mut a, an.vote_words(*vote), weights, *waiting, *candidates, None, false);
            (Id::PromptBallots, Some(Earcon::VoteOpens))
        }
        Pending::TieBreak { by: martyr, tied, .. } => {
            a.set("martyr", who(martyr));
            // Between Léa and Yellow (both of them), not "between Léa or Yellow".
            a.set("tied", an.seats_words(*tied));
            (Id::PromptTie, Some(Earcon::Tie))
        }
        Pending::TruckShare { player, drawn, may_keep } => {
            a.set("player", who(player));
            a.set("drawn", Announcer::num(*drawn));
            a.set("keep", if *may_keep { "yes" } else { "no" });
            (Id::PromptGive, None)
        }
        Pending::Own(OwnPending::DiceWindow { players }) => {
            a.set("players", an.seats_words(*players));
            (Id::PromptDiceWindow, None)
        }
        Pending::Own(OwnPending::AfterMovement { players }) => {
            a.set("players", an.seats_words(*players));
            (Id::PromptAfterMovement, None)
        }
        Pending::Own(OwnPending::BeforeMove { player, players, first }) => {
            a.set("player", who(player));
            a.set("players", an.seats_words(*players));
            (if *first { Id::PromptBeforeFirstMove } else { Id::PromptBeforeMove }, None)
        }
        Pending::AnnounceDestination { player, choices: open } => {
            a.set("player", who(player));
            a.set("open", an.places_choice(*open));
            (Id::PromptAnnounce, None)
        }
        Pending::SecretDestinations { waiting, choices: open, .. } => {
            a.set("entry", an.entry_words());
            a.set("waiting", an.seats_words(*waiting));
            a.set("next", waiting.iter().next().map(|s| an.name(s)).unwrap_or_default());
            a.set("open", an.places_choice(*open));
            (Id::PromptDestinations, None)
        }
        Pending::Move { player, destination, characters } => {
            a.set("player", who(player));
            a.set("place", an.place_words(*destination));
            a.set("characters", an.roles_choice(*characters));
            (Id::PromptMove, None)
        }
        Pending::Victim { player, location, characters } => {
            a.set("player", who(player));
            a.set("place", an.place_words(*location));
            a.set("characters", an.roles_choice(*characters));
            (Id::PromptVictim, None)
        }
        Pending::Own(OwnPending::Keys { candidates }) => {
            a.set("candidates", an.seats_choice(*candidates));
            (Id::PromptKeys, None)
        }
        Pending::Own(OwnPending::TwoWeapons { candidates }) => {
            a.set("candidates", an.seats_words(*candidates));
            (Id::PromptWeapons, None)
        }
        Pending::Finished => (Id::PromptFinished, None),
    };
    (id, earcon, a)
}

/// The message and its arguments for a refused command: the refusals every ruleset shares are
/// worded once (`errors::refusal`), in Lockdown's words.
pub(super) fn error(an: &Announcer, e: &RuleError) -> (Id, FluentArgs<'static>) {
    errors::refusal(an, e)
}

impl RefusalWords for Announcer {
    type Card = CardKind;
    type Character = Role;
    type Own = OwnRuleError;

    const NO_CARD_IN_HAND: Id = Id::ErrNoCardInHand;
    const NOT_PRESENT: Id = Id::ErrNotPresent;
    const HIDDEN: Id = Id::ErrHidden;
    const NOT_THERE: Id = Id::ErrNotThere;

    fn an(&self) -> &Announcer {
        self
    }

    fn card(&self, c: CardKind) -> String {
        self.card_word(c)
    }

    fn character(&self, a: &mut FluentArgs<'static>, r: Role) {
        a.set("role", self.role_word(r));
    }

    fn place(&self, l: Loc) -> FluentValue<'static> {
        self.place_words(l).into()
    }

    fn own(&self, o: &OwnRuleError, a: &mut FluentArgs<'static>) -> Named<Role> {
        use OwnRuleError as O;
        match *o {
            O::KeysAreRevealed => (Id::ErrKeysAreRevealed, None, None, None),
            O::BlindBadgeHolder => (Id::ErrBlindBadgeHolder, None, None, None),
            O::BadgeHolderFirst(s) => (Id::ErrBadgeHolderFirst, Some(s), None, None),
            O::NotAKeysHolder(s) => (Id::ErrNotAKeysHolder, Some(s), None, None),
            O::NoFreeSpot(l) => (Id::ErrNoFreeSpot, None, None, Some(l)),
            O::NoMonsterSpot(l) => (Id::ErrNoMonsterSpot, None, None, Some(l)),
            O::NoMonster(l) => (Id::ErrNoMonster, None, None, Some(l)),
            O::NotInGame { player, role } => (Id::ErrNotInGame, Some(player), Some(role), None),
            O::AlreadyHidden { player, role } => (Id::ErrAlreadyHidden, Some(player), Some(role), None),
            O::CannotMove { player, role, destination } => {
                (Id::ErrCannotMove, Some(player), Some(role), Some(destination))
            }
            O::NoSuchDie(f) => {
                a.set("face", Announcer::num(f));
                (Id::ErrNoSuchDie, None, None, None)
            }
        }
    }
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

/// What a set of dice is rolled for, as the arguments `purpose` and, for a placement, `player`.
pub(super) fn dice_purpose(an: &Announcer, a: &mut FluentArgs<'static>, purpose: &DicePurpose) {
    let word = match purpose {
        DicePurpose::Placement(_) => "placement",
        DicePurpose::StartingMonsters => "monsters",
        DicePurpose::Box => "box",
    };
    a.set("purpose", word);
    if let DicePurpose::Placement(p) = purpose {
        a.set("player", an.name(*p));
    }
}
