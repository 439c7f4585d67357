//! What one seat may know of a game of Mall of Horror ([`Game::view`]): the public board, its
//! own characters and hand, the zombie dice if it was shown them, its own secret choices.

use super::event::Step;
use super::game::{Game, Stage, VoteStep};
use super::types::CharacterSet;
use crate::game::Pos;
use crate::secrets::Secrets;
use crate::types::{Dice, LOCATIONS, Loc, LocSet, MAX_PLAYERS, Seat, SeatSet};

/// What the whole table knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Board {
    pub players: u8,
    /// The current round (0 during the set-up).
    pub round: u16,
    pub step: Option<Step>,
    pub chief: Seat,
    /// The chief was not elected this round and may not look at the dice.
    pub chief_blind: bool,
    /// Cards left in the deck.
    pub deck: u8,
    /// Zombies at each location, by [`Loc::index`].
    pub zombies: [u8; LOCATIONS],
    pub closed: LocSet,
    /// Where every character is, by seat, then by [`Character::index`](super::Character::index).
    pub positions: [[Pos; 4]; MAX_PLAYERS],
    /// Characters hidden this round, by seat.
    pub hidden: [CharacterSet; MAX_PLAYERS],
    /// Cards in each hand (counted in the open).
    pub cards: [u8; MAX_PLAYERS],
    /// Who has looked (or may look) at this round's dice.
    pub dice_seen: SeatSet,
    /// This round's dice, once revealed to all.
    pub dice: Option<Dice>,
    /// The destinations the table knows: the elected chief's, said aloud, and everyone's once
    /// revealed.
    pub destinations: [Option<Loc>; MAX_PLAYERS],
    /// Who has cast a ballot in the vote under way.
    pub voted: SeatSet,
}

/// What one seat may know: the [`Board`], and what only this seat was told or chose (its dice,
/// ballot and destination, the same in every ruleset).
pub type SeatView = crate::secrets::SeatView<Board>;

impl Game {
    /// What the whole table knows now.
    pub fn board(&self) -> Board {
        let mut positions = [[Pos::Absent; 4]; MAX_PLAYERS];
        let mut hidden = [CharacterSet::EMPTY; MAX_PLAYERS];
        let mut cards = [0; MAX_PLAYERS];
        for s in self.seats() {
            positions[s.index()] = self.pos[s.index()];
            hidden[s.index()] = self.hidden[s.index()];
            cards[s.index()] = self.hands[s.index()];
        }
        let secrets = self.secrets();
        // While they are being chosen, only the elected chief's destination is known (said aloud).
        let choosing = matches!(self.stage, Stage::Destinations);
        let revealed = self.step.is_some_and(|s| s >= Step::Zombies);
        Board {
            players: self.setup.players,
            round: self.round,
            step: self.step,
            chief: self.chief,
            chief_blind: self.blind,
            deck: self.deck,
            zombies: self.zombies,
            closed: self.closed,
            positions,
            hidden,
            cards,
            dice_seen: self.dice_seen,
            dice: secrets.dice_revealed(revealed),
            destinations: secrets.destinations_known(choosing, self.elected.then_some(self.chief)),
            voted: secrets.voted(),
        }
    }

    /// What `seat` may know now.
    pub fn view(&self, seat: Seat) -> SeatView {
        self.secrets().view(seat, self.board())
    }

    /// The secrets of the shared mechanics: the zombie dice, the ballots cast in the vote under
    /// way, the destinations.
    fn secrets(&self) -> Secrets {
        let ballots = match self.stage {
            Stage::Vote(v) => match v.step {
                VoteStep::Ballots { ballots, .. } => Some(ballots),
                _ => None,
            },
            _ => None,
        };
        Secrets {
            dice_mode: self.setup.dice,
            box_dice: self.box_dice,
            dice_seen: self.dice_seen,
            ballots,
            destinations: self.destinations,
        }
    }
}
