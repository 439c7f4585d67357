//! Mall of Horror's words given to messages as arguments (votes, choices), the prompt of each
//! pending decision (one table), the message of each refused command, and the id of each
//! character, card and step.

use super::Mall;
use crate::announce::Announcer;
use crate::announce::errors::{self, Named, RefusalWords};
use crate::engine::mall::{
    Card, Character, CharacterSet, OwnPending, OwnRuleError, Pending, RuleError, Step, VoteKind,
};
use crate::engine::{Loc, LocSet, Seat};
use crate::vocab::{Earcon, Id};
use fluent_bundle::{FluentArgs, FluentValue};

impl Mall<'_> {
    /// What a vote decides, in words ("chief of security").
    pub(super) fn vote_words(&self, v: VoteKind) -> String {
        let mut a = FluentArgs::new();
        let id = match v {
            VoteKind::Truck => Id::MallVoteTruck,
            VoteKind::Chief => Id::MallVoteChief,
            VoteKind::Victim(l) => {
                a.set("place", self.place_arg(l));
                Id::MallVoteVictim
            }
        };
        self.an.text(id, Some(&a))
    }

    /// Choices: "Pin-up or Gunman".
    pub(super) fn characters_choice(&self, s: CharacterSet) -> String {
        let v: Vec<String> = s.iter().map(|c| self.character_word(c)).collect();
        self.an.list_or(&v)
    }

    /// Choices: "the Cachou or Security HQ".
    pub(super) fn places_choice(&self, s: LocSet) -> String {
        let v: Vec<String> = s.iter().map(|l| self.place_words(l)).collect();
        self.an.list_or(&v)
    }
}

/// The one table of pending decisions: for each, its prompt and sound cue, with the arguments
/// built beside them; `next` and `whole` as [`Mall::prompt_for`] takes them.
pub(super) fn pending(
    m: &Mall,
    p: &Pending,
    next: Option<Seat>,
    whole: bool,
) -> (Id, Option<Earcon>, FluentArgs<'static>) {
    let an = m.an;
    let mut a = FluentArgs::new();
    let who = |s: &Seat| an.name(*s);
    let (id, earcon) = match p {
        Pending::Dice { purpose, count } => {
            a.set("count", Announcer::num(*count));
            crate::announce::args::dice_purpose(an, &mut a, purpose);
            (Id::MallPromptDice, None)
        }
        Pending::Own(OwnPending::Placement { player, characters, locations, .. }) => {
            a.set("player", who(player));
            a.set("places", m.places_choice(*locations));
            a.set("characters", m.characters_choice(*characters));
            (Id::MallPromptPlacement, None)
        }
        Pending::Own(OwnPending::Discussion { vote, weights, players, .. }) => {
            a.set("vote", m.vote_words(*vote));
            a.set("players", an.seats_words(*players));
            a.set("voters", an.weights_words(weights));
            (Id::MallPromptDiscussion, None)
        }
        Pending::Own(OwnPending::Cards { location, zombies, defence, players, taken, changed, gets_in }) => {
            let parking = *location == crate::engine::mall::PARKING;
            a.set("place", m.place_arg(*location));
            a.set("players", an.seats_words(*players));
            // In the Parking, the zombies that have not yet taken anyone.
            a.set("zombies", Announcer::num(if parking { zombies.saturating_sub(*taken) } else { *zombies }));
            a.set("defence", Announcer::num(*defence));
            // After a card that changed the attack, the comparison made again leads the prompt;
            // before a later vote of the Parking, how many zombies are still to feed.
            let when = if *changed {
                "changed"
            } else if *taken > 0 {
                "next"
            } else {
                "first"
            };
            a.set("when", when);
            // A Parking with no zombie left is said as any location with none.
            a.set("parking", if parking && *zombies > 0 { "yes" } else { "no" });
            a.set("in", if *gets_in { "yes" } else { "no" });
            (Id::MallPromptCards, None)
        }
        Pending::Ballots { vote, weights, candidates, waiting, .. } => {
            crate::announce::votes::ballots_prompt(
                an,
                &mut a,
                m.vote_words(*vote),
                weights,
                *waiting,
                *candidates,
                next,
                whole,
            );
            (Id::MallPromptBallots, Some(Earcon::VoteOpens))
        }
        Pending::TieBreak { by: chief, tied, .. } => {
            a.set("chief", who(chief));
            a.set("tied", an.seats_choice(*tied));
            (Id::MallPromptTie, Some(Earcon::Tie))
        }
        Pending::TruckShare { player, drawn, .. } => {
            a.set("player", who(player));
            a.set("drawn", Announcer::num(*drawn));
            (Id::MallPromptGive, None)
        }
        Pending::Own(OwnPending::Camera { players }) => {
            a.set("players", an.seats_words(*players));
            (Id::MallPromptCamera, None)
        }
        Pending::AnnounceDestination { player, .. } => {
            a.set("player", who(player));
            (Id::MallPromptAnnounce, None)
        }
        Pending::SecretDestinations { waiting, placers, .. } => {
            let chooser = next.or_else(|| waiting.iter().next());
            a.set("entry", an.entry_words());
            a.set("waiting", an.seats_words(*waiting));
            a.set("next", chooser.map(|s| an.name(s)).unwrap_or_default());
            a.set("zombie", if chooser.is_some_and(|s| placers.contains(s)) { "yes" } else { "no" });
            (Id::MallPromptDestinations, None)
        }
        Pending::Move { player, destination, characters } => {
            a.set("player", who(player));
            a.set("place", m.place_arg(*destination));
            a.set("characters", m.characters_choice(*characters));
            (Id::MallPromptMove, None)
        }
        Pending::Own(OwnPending::Stay { player, destination }) => {
            a.set("player", who(player));
            a.set("place", m.place_arg(*destination));
            (Id::MallPromptStay, None)
        }
        Pending::Victim { player, location, characters } => {
            a.set("player", who(player));
            a.set("place", m.place_arg(*location));
            a.set("characters", m.characters_choice(*characters));
            (Id::MallPromptVictim, None)
        }
        Pending::Finished => (Id::MallPromptFinished, None),
    };
    (id, earcon, a)
}

/// The message and its arguments for a refused command: the refusals every ruleset shares are
/// worded once (`errors::refusal`), in Mall of Horror's words; its own here.
pub(super) fn error(m: &Mall, e: &RuleError) -> (Id, FluentArgs<'static>) {
    errors::refusal(m, e)
}

impl RefusalWords for Mall<'_> {
    type Card = Card;
    type Character = Character;
    type Own = OwnRuleError;

    const NO_CARD_IN_HAND: Id = Id::MallErrNoCardInHand;
    const NOT_PRESENT: Id = Id::MallErrNotPresent;
    const HIDDEN: Id = Id::MallErrHidden;
    const NOT_THERE: Id = Id::MallErrNotThere;

    fn an(&self) -> &Announcer {
        self.an
    }

    fn card(&self, c: Card) -> String {
        self.card_word(c)
    }

    fn character(&self, a: &mut FluentArgs<'static>, c: Character) {
        // Lockdown's messages name it `role`; Mall of Horror's own, `character`.
        a.set("role", self.character_word(c));
        a.set("character", self.character_arg(c));
    }

    fn place(&self, l: Loc) -> FluentValue<'static> {
        self.place_arg(l)
    }

    fn own(&self, o: &OwnRuleError, _: &mut FluentArgs<'static>) -> Named<Character> {
        use OwnRuleError as O;
        match *o {
            O::NotInTheParking => (Id::MallErrNotInTheParking, None, None, None),
            O::ChiefFirst(s) => (Id::MallErrChiefFirst, Some(s), None, None),
            O::NoRoom(l) => (Id::MallErrNoRoom, None, None, Some(l)),
            O::NotADie(l) => (Id::MallErrNotADie, None, None, Some(l)),
            O::NoZombie(l) => (Id::MallErrNoZombie, None, None, Some(l)),
            O::NotPlaced { player, character } => (Id::MallErrNotPlaced, Some(player), Some(character), None),
            O::AlreadyAtDestination { player, character } => {
                (Id::MallErrAlreadyAtDestination, Some(player), Some(character), None)
            }
        }
    }
}

/// A character's name.
pub fn character_id(c: Character) -> Id {
    match c {
        Character::PinUp => Id::MallCharacterPinUp,
        Character::ToughGuy => Id::MallCharacterToughGuy,
        Character::Gunman => Id::MallCharacterGunman,
        Character::LittleGirl => Id::MallCharacterLittleGirl,
    }
}

/// A card's name.
pub fn card_id(c: Card) -> Id {
    match c {
        Card::Threat => Id::MallCardThreat,
        Card::SecurityCamera => Id::MallCardSecurityCamera,
        Card::Sprint => Id::MallCardSprint,
        Card::Hardware => Id::MallCardHardware,
        Card::Hidden => Id::MallCardHidden,
        Card::WeaponOne => Id::MallCardWeaponOne,
        Card::WeaponTwo => Id::MallCardWeaponTwo,
    }
}

/// What a card does and when it can be played.
pub(super) fn card_about_id(c: Card) -> Id {
    match c {
        Card::Threat => Id::MallCardAboutThreat,
        Card::SecurityCamera => Id::MallCardAboutSecurityCamera,
        Card::Sprint => Id::MallCardAboutSprint,
        Card::Hardware => Id::MallCardAboutHardware,
        Card::Hidden => Id::MallCardAboutHidden,
        Card::WeaponOne => Id::MallCardAboutWeaponOne,
        Card::WeaponTwo => Id::MallCardAboutWeaponTwo,
    }
}

/// A step's name.
pub fn step_id(s: Step) -> Id {
    match s {
        Step::Truck => Id::MallStepTruck,
        Step::Chief => Id::MallStepChief,
        Step::Dice => Id::MallStepDice,
        Step::Destinations => Id::MallStepDestinations,
        Step::Zombies => Id::MallStepZombies,
        Step::Movement => Id::MallStepMovement,
        Step::Attacks => Id::MallStepAttacks,
        Step::End => Id::MallStepEnd,
    }
}
