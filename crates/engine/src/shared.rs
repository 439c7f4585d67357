//! What every ruleset shares: the decisions (the dice rolled at the table, the table going on, a
//! card played, the ballot box, the truck's card given, a destination), the decisions pending
//! (the dice asked, the ballots and the tie, the truck's share, the destinations, the end) and
//! the events that say them (the cards dealt, dice rolled and shown, a vote opened, cast,
//! revealed and counted, the truck searched, a card played, the destinations, a location closed,
//! the winners). Each ruleset's `Command` is a `SharedCommand` over its own card played and its
//! own decisions, its `Pending` a `SharedPending` over its vote kinds and its own pending
//! decisions, and its `EventKind` a `SharedEvent` over its card, its votes and its own events, so
//! the layers above ask, read, write and word these once for every ruleset.

use super::ballots::{Ballots, PerSeat};
use super::event::{Destinations, DicePurpose};
use super::rules::Asks;
use super::types::{Dice, Loc, LocSet, Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// One decision of the table, or the faces of real dice the table rolled: those every ruleset
/// shares, and `Own(..)`, the ruleset's own (placing, moving, choosing a victim...).
///
/// Commands name the player who acts even where the engine could infer it, so that a command
/// entered for the wrong player is refused instead of being applied to the right one.
///
/// Serialized as before the split: `{"do": "ballot", ..}` for a shared decision, the ruleset's
/// own with its own `do` (the saves' form; the own decisions are untagged here); a character
/// moved or given up under its ruleset's key ([`CharacterKey::KEY`]: `"role"`, `"character"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
#[serde(bound(
    serialize = "Card: Serialize, Character: CharacterKey + Serialize, Own: Serialize",
    deserialize = "Card: Deserialize<'de>, Character: CharacterKey + Deserialize<'de>, Own: Deserialize<'de>"
))]
pub enum SharedCommand<Card, Character, Own> {
    /// The faces of the real dice the table just rolled (only when the table rolls).
    Roll { dice: Dice },
    /// Ends a discussion (the vote follows) or a moment in which cards may be played.
    Continue,
    /// A player plays a card.
    Play { player: Seat, card: Card },
    /// A secret ballot: `voter` designates `candidate`.
    Ballot { voter: Seat, candidate: Seat },
    /// The tie is settled (by the Martyr holder, or the chief).
    BreakTie { candidate: Seat },
    /// The player who searched the truck gives a card to `to` (to themselves: keeps the only one).
    Give { to: Seat },
    /// A player's destination this turn (in Mall of Horror, for a player with no character
    /// left, where a zombie is added).
    Destination { player: Seat, location: Loc },
    /// During the moves, `player` moves `character` towards their destination.
    Move {
        player: Seat,
        #[serde(flatten, with = "character_key")]
        character: Character,
    },
    /// The player designated by the vote gives up one of their characters.
    Victim {
        player: Seat,
        #[serde(flatten, with = "character_key")]
        character: Character,
    },
    /// A decision of the ruleset's own.
    #[serde(untagged)]
    Own(Own),
}

/// A ruleset's character (Lockdown's `Role`, Mall of Horror's `Character`), as its decisions
/// name it: the key its saves write it under.
pub trait CharacterKey {
    /// `"role"` in Lockdown, `"character"` in Mall of Horror.
    const KEY: &'static str;
}

/// A character in a decision, as one entry under its ruleset's key ([`CharacterKey::KEY`]), flattened
/// into the decision's object: `{"do": "move", "player": 1, "role": "leader"}`.
mod character_key {
    use super::CharacterKey;
    use serde::de::{self, Deserialize, Deserializer, IgnoredAny, MapAccess, Visitor};
    use serde::ser::{Serialize, SerializeMap, Serializer};
    use std::fmt;
    use std::marker::PhantomData;

    pub fn serialize<C: CharacterKey + Serialize, S: Serializer>(c: &C, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(1))?;
        map.serialize_entry(C::KEY, c)?;
        map.end()
    }

    pub fn deserialize<'de, C: CharacterKey + Deserialize<'de>, D: Deserializer<'de>>(d: D) -> Result<C, D::Error> {
        struct One<C>(PhantomData<C>);
        impl<'de, C: CharacterKey + Deserialize<'de>> Visitor<'de> for One<C> {
            type Value = C;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "`{}`", C::KEY)
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<C, A::Error> {
                let mut found = None;
                while let Some(key) = map.next_key::<String>()? {
                    if key != C::KEY {
                        map.next_value::<IgnoredAny>()?;
                    } else if found.is_some() {
                        return Err(de::Error::duplicate_field(C::KEY));
                    } else {
                        found = Some(map.next_value()?);
                    }
                }
                found.ok_or_else(|| de::Error::missing_field(C::KEY))
            }
        }
        d.deserialize_map(One(PhantomData))
    }
}

impl<Card, Character, Own> SharedCommand<Card, Character, Own> {
    /// The seat whose secret this decision is (a ballot, a destination), if it is one.
    pub fn secret_of(&self) -> Option<Seat> {
        match *self {
            SharedCommand::Ballot { voter, .. } | SharedCommand::Destination { player: voter, .. } => Some(voter),
            _ => None,
        }
    }
}

/// The decision the table must make next: those every ruleset shares (`Vote`: the ruleset's
/// kinds of vote; `Characters`: a set of its characters), and `Own(..)`, the ruleset's own
/// (placing, a moment for cards...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedPending<Vote, Characters, Own> {
    /// Enter the faces of `count` real dice.
    Dice { purpose: DicePurpose, count: u8 },
    /// Secret ballots: `waiting` have not voted yet; `second`: the second vote of a tie (Mall of
    /// Horror's; never in Lockdown).
    Ballots { vote: Vote, second: bool, weights: PerSeat, candidates: SeatSet, waiting: SeatSet },
    /// `by` (Lockdown's Martyr holder, Mall of Horror's chief) settles the tie among `tied`.
    TieBreak { vote: Vote, by: Seat, tied: SeatSet },
    /// The truck's searcher gives one card away (`may_keep`: one card only, which may be kept).
    TruckShare { player: Seat, drawn: u8, may_keep: bool },
    /// `player` (the badge holder, the chief) says a destination among `choices`, aloud.
    AnnounceDestination { player: Seat, choices: LocSet },
    /// The others choose in secret: a destination among `choices`, or, for `placers` (Mall of
    /// Horror's players with no character left; nobody in Lockdown), where a zombie goes among
    /// `zombie_choices`.
    SecretDestinations { waiting: SeatSet, choices: LocSet, placers: SeatSet, zombie_choices: LocSet },
    /// `player` moves one of `characters` towards `destination` (or first plays a card the
    /// ruleset allows then: Lockdown's Energy drink, Mall of Horror's Sprint).
    Move { player: Seat, destination: Loc, characters: Characters },
    /// `player` chooses which of `characters` is taken at `location` (by the monsters, the
    /// zombies).
    Victim { player: Seat, location: Loc, characters: Characters },
    /// The game is over; nothing more to decide.
    Finished,
    /// A decision of the ruleset's own.
    Own(Own),
}

impl<Vote, Characters, Own> SharedPending<Vote, Characters, Own> {
    /// Where `player` may choose to go in secret (a zombie's location for a placer).
    pub fn secret_choices(&self, player: Seat) -> LocSet {
        match *self {
            SharedPending::SecretDestinations { choices, placers, zombie_choices, .. } => {
                if placers.contains(player) {
                    zombie_choices
                } else {
                    choices
                }
            }
            _ => LocSet::EMPTY,
        }
    }
}

impl<Vote, Characters, Own: Asks> Asks for SharedPending<Vote, Characters, Own> {
    /// Who may decide now: the one player asked (the truck's share, the announced destination,
    /// the tie's settler, a move, a victim; the ruleset's own say theirs), or every voter and player who has not
    /// yet given their secret ballot or destination. Empty for dice to enter and a finished
    /// game.
    fn deciders(&self) -> SeatSet {
        match self {
            SharedPending::TruckShare { player, .. }
            | SharedPending::AnnounceDestination { player, .. }
            | SharedPending::TieBreak { by: player, .. }
            | SharedPending::Move { player, .. }
            | SharedPending::Victim { player, .. } => [*player].into_iter().collect(),
            SharedPending::Ballots { waiting, .. } | SharedPending::SecretDestinations { waiting, .. } => *waiting,
            SharedPending::Dice { .. } | SharedPending::Finished => SeatSet::EMPTY,
            SharedPending::Own(own) => own.deciders(),
        }
    }

    /// True for the choices made in secret, each player on their own, in any order: ballots
    /// and the destinations after the announced one (and the ruleset's own, if any).
    fn is_secret(&self) -> bool {
        match self {
            SharedPending::Ballots { .. } | SharedPending::SecretDestinations { .. } => true,
            SharedPending::Own(own) => own.is_secret(),
            _ => false,
        }
    }

    fn dice_asked(&self) -> Option<u8> {
        match *self {
            SharedPending::Dice { count, .. } => Some(count),
            _ => None,
        }
    }

    fn is_ballot(&self) -> bool {
        matches!(self, SharedPending::Ballots { .. })
    }
}

/// What happened, as every ruleset says it: those events every ruleset shares, with its card
/// played (`Card`) and what its votes decide (`Vote`), and `Own(..)`, the ruleset's own (the
/// game's start, its turns, attacks, characters moved and lost...).
///
/// Serialized as before the split: `{"event": "vote-counted", ..}` for a shared event, the
/// ruleset's own with its own `event` (the own events are untagged here).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum SharedEvent<Card, Vote, Own> {
    /// Every player draws `each` card(s).
    CardsDealt {
        each: u8,
        deck: u8,
    },
    /// Dice rolled in the open (a placement, the starting monsters or zombies).
    DiceRolled {
        purpose: DicePurpose,
        dice: Dice,
    },
    /// A vote's discussion opens: who votes with how many votes, who can be designated.
    VoteOpened {
        vote: Vote,
        weights: PerSeat,
        candidates: SeatSet,
    },
    /// Only one player can be designated: no vote.
    VoteUnopposed {
        vote: Vote,
        player: Seat,
    },
    /// A ballot is in (its content stays secret).
    BallotCast {
        vote: Vote,
        voter: Seat,
    },
    /// Every ballot at once, with each voter's weight.
    BallotsRevealed {
        vote: Vote,
        ballots: Ballots,
        weights: PerSeat,
    },
    /// The count: totals per candidate, and the winners (more than one: a tie).
    VoteCounted {
        vote: Vote,
        totals: PerSeat,
        candidates: SeatSet,
        top: SeatSet,
    },
    TruckSearched {
        player: Seat,
        drawn: u8,
        deck: u8,
    },
    CardKept {
        player: Seat,
    },
    CardGiven {
        from: Seat,
        to: Seat,
    },
    /// Private: the dice under the box.
    DiceShown {
        player: Seat,
        dice: Dice,
    },
    /// The table learns that this player has seen (or may now look at) the dice.
    DiceSeen {
        player: Seat,
    },
    CardPlayed {
        player: Seat,
        card: Card,
    },
    /// The badge holder's or the chief's destination, said aloud.
    DestinationAnnounced {
        player: Seat,
        location: Loc,
    },
    /// A secret destination has been chosen.
    DestinationChosen {
        player: Seat,
    },
    /// Private: the echo of one's own secret destination.
    DestinationRecorded {
        player: Seat,
        location: Loc,
    },
    /// Every destination at once.
    DestinationsRevealed {
        destinations: Destinations,
    },
    /// The dice under the box, shown to everyone.
    DiceRevealed {
        dice: Dice,
    },
    /// Every character there is hidden: nobody can be taken.
    NobodyFound {
        location: Loc,
    },
    LocationClosed {
        location: Loc,
    },
    Winners {
        winners: SeatSet,
    },
    /// An event of the ruleset's own.
    #[serde(untagged)]
    Own(Own),
}

#[cfg(test)]
mod tests {
    //! The saves keep their form: each command serializes as the flat enums of before the split
    //! did (copied here as they were), and what those wrote reads back as the same command.
    use crate::types::{Dice, Loc, Role, Seat};
    use crate::{CardPlay, Command, OwnCommand, mall};
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "do", rename_all = "kebab-case")]
    enum Before {
        Roll { dice: Dice },
        Place { player: Seat, role: Role, die: u8 },
        Continue,
        Play { player: Seat, card: CardPlay },
        Ballot { voter: Seat, candidate: Seat },
        BreakTie { candidate: Seat },
        Give { to: Seat },
        Destination { player: Seat, location: Loc },
        Move { player: Seat, role: Role },
        Victim { player: Seat, role: Role },
        Keys { holder: Option<Seat> },
        TwoWeapons { answer: bool },
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "do", rename_all = "kebab-case")]
    enum MallBefore {
        Roll { dice: Dice },
        Place { player: Seat, character: mall::Character, location: Loc },
        Continue,
        Play { player: Seat, card: mall::CardPlay },
        Ballot { voter: Seat, candidate: Seat },
        BreakTie { candidate: Seat },
        Give { to: Seat },
        Destination { player: Seat, location: Loc },
        Move { player: Seat, character: mall::Character },
        Victim { player: Seat, character: mall::Character },
    }

    fn same_form<New, Old>(pairs: Vec<(New, Old)>)
    where
        New: Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug,
        Old: Serialize,
    {
        for (new, old) in pairs {
            let written = serde_json::to_string(&old).unwrap();
            assert_eq!(serde_json::to_string(&new).unwrap(), written);
            assert_eq!(serde_json::from_str::<New>(&written).unwrap(), new, "{written}");
        }
    }

    #[test]
    fn lockdown_commands_keep_the_form_saves_have() {
        let [a, b, ..] = Seat::ALL;
        let (dice, l, r) = (Dice::new(&[1, 6, 3]).unwrap(), Loc::PARKING, Role::Leader);
        let card = CardPlay::EnergyDrink { role: r, to: l };
        same_form(vec![
            (Command::Roll { dice }, Before::Roll { dice }),
            (
                Command::Own(OwnCommand::Place { player: a, role: r, die: 4 }),
                Before::Place { player: a, role: r, die: 4 },
            ),
            (Command::Continue, Before::Continue),
            (Command::Play { player: b, card }, Before::Play { player: b, card }),
            (Command::Play { player: b, card: CardPlay::Gun }, Before::Play { player: b, card: CardPlay::Gun }),
            (Command::Ballot { voter: a, candidate: b }, Before::Ballot { voter: a, candidate: b }),
            (Command::BreakTie { candidate: b }, Before::BreakTie { candidate: b }),
            (Command::Give { to: a }, Before::Give { to: a }),
            (Command::Destination { player: a, location: l }, Before::Destination { player: a, location: l }),
            (Command::Move { player: a, character: r }, Before::Move { player: a, role: r }),
            (Command::Victim { player: b, character: r }, Before::Victim { player: b, role: r }),
            (Command::Own(OwnCommand::Keys { holder: None }), Before::Keys { holder: None }),
            (Command::Own(OwnCommand::Keys { holder: Some(b) }), Before::Keys { holder: Some(b) }),
            (Command::Own(OwnCommand::TwoWeapons { answer: true }), Before::TwoWeapons { answer: true }),
        ]);
    }

    #[test]
    fn mall_of_horror_commands_keep_the_form_saves_have() {
        use mall::{Character::Gunman as G, OwnCommand as O};
        let [a, b, ..] = Seat::ALL;
        let (dice, l) = (Dice::new(&[2, 5]).unwrap(), Loc::PARKING);
        let card = mall::CardPlay::Sprint { character: G, to: l };
        same_form(vec![
            (mall::Command::Roll { dice }, MallBefore::Roll { dice }),
            (
                mall::Command::Own(O::Place { player: a, character: G, location: l }),
                MallBefore::Place { player: a, character: G, location: l },
            ),
            (mall::Command::Continue, MallBefore::Continue),
            (mall::Command::Play { player: b, card }, MallBefore::Play { player: b, card }),
            (mall::Command::Ballot { voter: a, candidate: b }, MallBefore::Ballot { voter: a, candidate: b }),
            (mall::Command::BreakTie { candidate: b }, MallBefore::BreakTie { candidate: b }),
            (mall::Command::Give { to: a }, MallBefore::Give { to: a }),
            (mall::Command::Destination { player: a, location: l }, MallBefore::Destination { player: a, location: l }),
            (mall::Command::Move { player: a, character: G }, MallBefore::Move { player: a, character: G }),
            (mall::Command::Victim { player: b, character: G }, MallBefore::Victim { player: b, character: G }),
        ]);
    }

    #[test]
    fn a_character_is_read_under_its_own_rulesets_key_only() {
        let [a, ..] = Seat::ALL;
        let read = |json: &str| serde_json::from_str::<Command>(json);
        let mall_read = |json: &str| serde_json::from_str::<mall::Command>(json);
        assert_eq!(
            read(r#"{"player":0,"role":"leader","do":"victim"}"#).unwrap(),
            Command::Victim { player: a, character: Role::Leader }
        );
        assert!(read(r#"{"do":"move","player":0,"character":"leader"}"#).is_err());
        assert!(read(r#"{"do":"move","player":0}"#).is_err());
        assert!(mall_read(r#"{"do":"move","player":0,"role":"gunman"}"#).is_err());
        assert!(mall_read(r#"{"do":"victim","player":0,"character":"leader"}"#).is_err());
    }

    #[test]
    fn a_command_of_no_known_kind_is_refused() {
        assert!(serde_json::from_str::<Command>(r#"{"do":"dance","player":0}"#).is_err());
        assert!(serde_json::from_str::<mall::Command>(r#"{"do":"keys","holder":null}"#).is_err());
    }
}
