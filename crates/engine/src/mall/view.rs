//! What one seat may know of a game of Mall of Horror ([`Game::view`]): the public board, its
//! own characters and hand, the zombie dice if it was shown them, its own secret choices.

use super::event::Step;
use super::game::{Game, Stage, Vote, VoteStep};
use super::types::CharacterSet;
use crate::secrets::{Reveal, Secrets, SharedBoard};
use crate::types::{LOCATIONS, Seat};

/// What the whole table knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Board {
    /// What every ruleset shows alike: the players, the deck, the closed locations, where every
    /// character is (by seat, then by [`Character::index`](super::Character::index)) and which
    /// are hidden this round, the cards in each hand, the dice seen (or that may be) and
    /// revealed, the destinations known, who has voted.
    pub shared: SharedBoard<CharacterSet>,
    /// The current round (0 during the set-up).
    pub round: u16,
    pub step: Option<Step>,
    pub chief: Seat,
    /// The chief was not elected this round and may not look at the dice.
    pub chief_blind: bool,
    /// Zombies at each location, by [`Loc::index`](crate::Loc::index).
    pub zombies: [u8; LOCATIONS],
}

/// What one seat may know: the [`Board`], and what only this seat was told or chose (its dice,
/// ballot and destination, the same in every ruleset).
pub type SeatView = crate::secrets::SeatView<Board>;

impl Game {
    /// What the whole table knows now.
    pub fn board(&self) -> Board {
        // While they are being chosen, only the elected chief's destination is known (said aloud).
        let reveal = Reveal {
            dice: self.step.is_some_and(|s| s >= Step::Zombies),
            choosing: matches!(self.shared.stage, Stage::Destinations),
            aloud: self.elected.then_some(self.chief),
        };
        let family = |s: Seat| (self.pos[s.index()], self.hidden[s.index()], self.hands[s.index()]);
        Board {
            shared: self.secrets().board(self.setup.players, reveal, family),
            round: self.round,
            step: self.step,
            chief: self.chief,
            chief_blind: self.blind,
            zombies: self.zombies,
        }
    }

    /// What `seat` may know now.
    pub fn view(&self, seat: Seat) -> SeatView {
        self.secrets().view(seat, self.board())
    }

    /// The secrets of the shared mechanics: the zombie dice, the ballots cast in the vote under
    /// way, the destinations.
    fn secrets(&self) -> Secrets<'_, Stage> {
        let ballots = match self.shared.stage {
            Stage::Vote(Vote { step: VoteStep::Ballots { ballots, .. }, .. }) => Some(ballots),
            _ => None,
        };
        Secrets { game: &self.shared, ballots }
    }
}
