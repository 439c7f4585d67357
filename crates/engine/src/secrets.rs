//! What the secrets of the mechanics every ruleset shares leave each seat to know: the dice
//! under the box (Vigie shows them to whoever may look; with the table's dice the player looks
//! under the box and the engine shows nothing), the ballots of the vote under way (each seat
//! its own; the table who has voted) and the destinations (each seat its own; the table the one
//! said aloud while the others choose, and all once they are revealed). Each ruleset's view
//! reads them here, and adds what is its own.
//!
//! The state every ruleset's game holds alike is one struct each `Game` embeds ([`SharedGame`]:
//! the players and the dice mode, Vigie's dice generator, the stage, the deck, the closed
//! locations, the dice under the box and who saw them, the destinations), and what the table
//! knows of the shared mechanics one struct every ruleset's `Board` embeds ([`SharedBoard`]),
//! computed here once ([`Secrets::board`]).

use super::ballots::Ballots;
use super::game::{DiceMode, Pos};
use super::rng::Rng;
use super::stage::StageRefusal;
use super::types::{Dice, Loc, LocSet, MAX_PLAYERS, Seat, SeatSet};

/// What every ruleset's game holds alike, each `Game` holding it as its `shared` field, over the
/// ruleset's `Stage` (a `SharedStage` of its votes and its own stages). A game is no save (a save
/// is its set-up and its decisions, replayed), so none of this is serialized.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SharedGame<Stage> {
    /// Players at the table: the set-up's, copied here and never changed.
    pub(crate) players: u8,
    /// Whose dice, Vigie's or the table's: the set-up's, copied here and never changed.
    pub(crate) dice_mode: DiceMode,
    /// Vigie's dice.
    pub(crate) rng: Rng,
    /// Where the game stands: what it waits for.
    pub(crate) stage: Stage,
    /// Cards left in the deck.
    pub(crate) deck: u8,
    /// The locations closed.
    pub(crate) closed: LocSet,
    /// This turn's or round's dice under the box (known to the engine with Vigie's dice, or
    /// once entered).
    pub(crate) box_dice: Dice,
    /// Who has looked (or may look) at them.
    pub(crate) dice_seen: SeatSet,
    /// Each seat's destination this turn or round, once chosen (secret ones included).
    pub(crate) destinations: [Option<Loc>; MAX_PLAYERS],
}

impl<Stage> SharedGame<Stage> {
    /// A new game's, at `stage`: no dice under the box yet, no destination chosen.
    pub(crate) fn new(players: u8, dice_mode: DiceMode, rng: Rng, stage: Stage, deck: u8, closed: LocSet) -> Self {
        SharedGame {
            players,
            dice_mode,
            rng,
            stage,
            deck,
            closed,
            box_dice: Dice::EMPTY,
            dice_seen: SeatSet::EMPTY,
            destinations: [None; MAX_PLAYERS],
        }
    }

    /// Refuses a seat nobody sits at.
    pub(crate) fn seated(&self, s: Seat) -> Result<(), StageRefusal> {
        if s.index() < usize::from(self.players) { Ok(()) } else { Err(StageRefusal::NoSuchPlayer(s)) }
    }

    /// A new turn or round forgets the dice under the box, who has seen them and the
    /// destinations.
    pub(crate) fn next_round(&mut self) {
        self.box_dice = Dice::EMPTY;
        self.dice_seen = SeatSet::EMPTY;
        self.destinations = [None; MAX_PLAYERS];
    }
}

/// What the whole table knows of what every ruleset shares: each ruleset's `Board` holds it as
/// its `shared` field, beside its own (`Hidden`: the ruleset's set of characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SharedBoard<Hidden> {
    /// Number of players.
    pub players: u8,
    /// Cards left in the deck.
    pub deck: u8,
    /// The locations closed.
    pub closed: LocSet,
    /// Where every character is, by seat, then by the character's index.
    pub positions: [[Pos; 4]; MAX_PLAYERS],
    /// Characters hidden, by seat (by Rotten meat, by a Hiding place).
    pub hidden: [Hidden; MAX_PLAYERS],
    /// How many cards each player holds: counted in the open, their kinds stay in the hand (the
    /// engine never knows them).
    pub cards: [u8; MAX_PLAYERS],
    /// Who has looked (or may look) at this turn's or round's dice (the table is told who
    /// looked, not what they saw).
    pub dice_seen: SeatSet,
    /// This turn's or round's dice, once revealed to all.
    pub dice: Option<Dice>,
    /// The destinations the table knows: the one said aloud (the badge holder's, the elected
    /// chief's), and everyone's once revealed.
    pub destinations: [Option<Loc>; MAX_PLAYERS],
    /// Who has cast a ballot in the vote under way (the table hears each ballot go in).
    pub voted: SeatSet,
}

/// One seat's characters as the table sees them: where each is, which are hidden, how many
/// cards the seat holds.
pub(crate) type SeenFamily<Hidden> = ([Pos; 4], Hidden, u8);

/// When the table learns the shared secrets, as each ruleset says it.
pub(crate) struct Reveal {
    /// The moment the dice are revealed to all has come.
    pub(crate) dice: bool,
    /// The destinations are being chosen: the table knows only the one said aloud.
    pub(crate) choosing: bool,
    /// Whose destination is said aloud while the others choose, if anyone's.
    pub(crate) aloud: Option<Seat>,
}

/// What one seat may know of a game whose public board is `B`: the board, and what only this
/// seat was told or chose. Each ruleset names its own (`SeatView`, with its `Board`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SeatView<B> {
    /// Whose view this is.
    pub seat: Seat,
    /// What the whole table knows.
    pub board: B,
    /// The dice under the box as Vigie showed them to this seat this turn or round (to the one
    /// who may look, or through a card). With real dice the player looks under the box, and the
    /// engine shows nothing.
    pub dice: Option<Dice>,
    /// This seat's ballot in the vote under way, until the ballots are revealed.
    pub ballot: Option<Seat>,
    /// This seat's destination this turn or round, once chosen.
    pub destination: Option<Loc>,
}

/// A game's secrets of the shared mechanics, as its view reads them.
pub(crate) struct Secrets<'a, Stage> {
    /// The dice under the box, who saw them, the destinations (and the deck and the closed
    /// locations, which are no secret).
    pub(crate) game: &'a SharedGame<Stage>,
    /// The ballot box of the vote under way, while its ballots are secret.
    pub(crate) ballots: Option<Ballots>,
}

impl<Stage> Secrets<'_, Stage> {
    /// What the whole table knows of the shared mechanics, with `players` at the table, each
    /// seat's characters as `family` gives them, the secrets told as `reveal` says.
    pub(crate) fn board<Hidden: Copy + Default>(
        &self,
        players: u8,
        reveal: Reveal,
        family: impl Fn(Seat) -> SeenFamily<Hidden>,
    ) -> SharedBoard<Hidden> {
        let mut positions = [[Pos::Absent; 4]; MAX_PLAYERS];
        let mut hidden = [Hidden::default(); MAX_PLAYERS];
        let mut cards = [0; MAX_PLAYERS];
        for s in Seat::all(players) {
            (positions[s.index()], hidden[s.index()], cards[s.index()]) = family(s);
        }
        SharedBoard {
            players,
            deck: self.game.deck,
            closed: self.game.closed,
            positions,
            hidden,
            cards,
            dice_seen: self.game.dice_seen,
            dice: self.dice_revealed(reveal.dice),
            destinations: self.destinations_known(reveal.choosing, reveal.aloud),
            voted: self.voted(),
        }
    }

    /// What `seat` may know: the `board`, its own dice, ballot and destination.
    pub(crate) fn view<B>(&self, seat: Seat, board: B) -> SeatView<B> {
        SeatView {
            seat,
            board,
            dice: self.dice_shown(seat),
            ballot: self.ballots.and_then(|b| b.of(seat)),
            destination: self.game.destinations[seat.index()],
        }
    }

    /// The dice as Vigie showed them to `seat`.
    fn dice_shown(&self, seat: Seat) -> Option<Dice> {
        let g = self.game;
        let shown = g.dice_mode == DiceMode::Vigie && g.dice_seen.contains(seat) && !g.box_dice.is_empty();
        shown.then_some(g.box_dice)
    }

    /// The dice, shown to all once `revealed` (the moment of their reveal has come).
    fn dice_revealed(&self, revealed: bool) -> Option<Dice> {
        (revealed && !self.game.box_dice.is_empty()).then_some(self.game.box_dice)
    }

    /// Who has cast a ballot in the vote under way.
    fn voted(&self) -> SeatSet {
        self.ballots.map_or(SeatSet::EMPTY, |b| b.voted())
    }

    /// The destinations the table knows: while they are being chosen (`choosing`), only the one
    /// said aloud (`aloud`'s); all of them otherwise.
    fn destinations_known(&self, choosing: bool, aloud: Option<Seat>) -> [Option<Loc>; MAX_PLAYERS] {
        let mut known = [None; MAX_PLAYERS];
        for s in Seat::ALL {
            if !choosing || aloud == Some(s) {
                known[s.index()] = self.game.destinations[s.index()];
            }
        }
        known
    }
}
