//! What one seat may know of a game ([`Game::view`]): the public board, its own family and
//! hand, the dice under the box if it was shown them, and its own secret choices.
//!
//! The game itself holds more: the others' dice, ballots and destinations, and the dice to come
//! (its generator). An interface tells a player what that player's view holds.

use super::event::Phase;
use super::game::{Game, Pos, Stage, Vote, VoteStep};
use super::secrets::{Reveal, Secrets, SharedBoard};
use super::types::{LOCATIONS, RoleSet, Seat};

/// What the whole table knows: the board and its tokens, the cards counted in each hand, who
/// has seen the dice or voted, and the choices announced or revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Board {
    /// What every ruleset shows alike: the players, the deck, the closed locations, where every
    /// character is (by seat, then by [`Role::index`](super::Role::index)) and which are hidden
    /// by Rotten meat, the cards in each hand, the dice seen and revealed, the destinations
    /// known, who has voted.
    pub shared: SharedBoard<RoleSet>,
    /// The current turn (0 during set-up).
    pub turn: u16,
    /// The current phase, if a turn is under way.
    pub phase: Option<Phase>,
    /// Who holds the security badge.
    pub badge: Seat,
    /// Who holds the Martyr token.
    pub martyr: Seat,
    /// Monster tokens in the supply.
    pub supply: u8,
    /// Monsters around each location, by [`Loc::index`](super::Loc::index).
    pub monsters: [u8; LOCATIONS],
    /// Characters in the cold storage.
    pub eaten: u8,
    /// Who revealed the Keys of the truck.
    pub keys: Option<Seat>,
}

/// What one seat may know: the [`Board`], and what only this seat was told or chose (its dice,
/// ballot and destination, the same in every ruleset).
pub type SeatView = crate::secrets::SeatView<Board>;

impl SeatView {
    /// Where each of this seat's characters is, by [`Role::index`](super::Role::index).
    pub fn family(&self) -> [Pos; 4] {
        self.board.shared.positions[self.seat.index()]
    }

    /// Object cards in this seat's hand.
    pub fn hand(&self) -> u8 {
        self.board.shared.cards[self.seat.index()]
    }
}

impl Game {
    /// What the whole table knows now.
    pub fn board(&self) -> Board {
        // The destinations stay secret while they are being chosen, but for the badge holder's.
        let reveal = Reveal {
            dice: self.phase.is_some_and(|p| p >= Phase::Movement),
            choosing: matches!(self.shared.stage, Stage::Destinations),
            aloud: Some(self.badge),
        };
        let family = |s: Seat| {
            let f = &self.families[s.index()];
            (f.pos, f.hidden, f.hand)
        };
        Board {
            shared: self.secrets().board(self.setup.players, reveal, family),
            turn: self.turn,
            phase: self.phase,
            badge: self.badge,
            martyr: self.martyr,
            supply: self.supply,
            monsters: self.monsters,
            eaten: self.eaten,
            keys: self.keys,
        }
    }

    /// What `seat` may know now: the board, its own family and hand, the dice if it was shown
    /// them this turn, its own ballot and destination.
    pub fn view(&self, seat: Seat) -> SeatView {
        self.secrets().view(seat, self.board())
    }

    /// The secrets of the shared mechanics: the dice under the box, the ballots cast in the vote
    /// under way, the destinations.
    fn secrets(&self) -> Secrets<'_, Stage> {
        let ballots = match self.shared.stage {
            Stage::Vote(Vote { step: VoteStep::Ballots { ballots }, .. }) => Some(ballots),
            _ => None,
        };
        Secrets { game: &self.shared, ballots }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::SeatSet;
    use crate::{Command, OwnCommand, OwnPending, Pending, Rules, Setup};

    /// Plays the first legal choice (the last location for a destination) until `stop` holds.
    fn play_until(g: &mut Game, stop: impl Fn(&Game) -> bool) {
        for _ in 0..2000 {
            if stop(g) {
                return;
            }
            let first = |set: SeatSet| set.iter().next().unwrap();
            let cmds: Vec<Command> = match g.pending() {
                Pending::Own(OwnPending::Placement { player, dice, characters }) => characters
                    .iter()
                    .flat_map(|role| {
                        dice.faces().iter().map(move |&die| Command::Own(OwnCommand::Place { player, role, die }))
                    })
                    .collect(),
                Pending::Ballots { waiting, candidates, .. } => {
                    vec![Command::Ballot { voter: first(waiting), candidate: first(candidates) }]
                }
                Pending::TieBreak { tied, .. } => vec![Command::BreakTie { candidate: first(tied) }],
                Pending::TruckShare { .. } => g.seats().map(|to| Command::Give { to }).collect(),
                Pending::AnnounceDestination { player, choices: open } => {
                    vec![Command::Destination { player, location: open.iter().last().unwrap() }]
                }
                Pending::SecretDestinations { waiting, choices: open, .. } => {
                    vec![Command::Destination { player: first(waiting), location: open.iter().last().unwrap() }]
                }
                Pending::Move { player, characters, .. } => {
                    characters.iter().map(|role| Command::Move { player, character: role }).collect()
                }
                Pending::Victim { player, characters, .. } => {
                    characters.iter().map(|role| Command::Victim { player, character: role }).collect()
                }
                Pending::Own(OwnPending::Keys { .. }) => vec![Command::Own(OwnCommand::Keys { holder: None })],
                Pending::Own(OwnPending::TwoWeapons { .. }) => {
                    vec![Command::Own(OwnCommand::TwoWeapons { answer: false })]
                }
                Pending::Finished => panic!("the game ended first"),
                _ => vec![Command::Continue],
            };
            assert!(cmds.into_iter().any(|cmd| g.apply(cmd).is_ok()), "stuck at {:?}", g.pending());
        }
        panic!("never reached");
    }

    #[test]
    fn those_who_saw_the_dice_alone_are_shown_them_until_they_are_revealed() {
        let mut shown = 0;
        for seed in 0..20 {
            let (mut g, _) = Game::new(Setup::new(4, Seat::ALL[3], Seat::FIRST, seed)).unwrap();
            play_until(&mut g, |g| matches!(g.pending(), Pending::AnnounceDestination { .. }));
            let dice = g.shared.box_dice;
            assert!(!dice.is_empty(), "seed {seed}: Vigie rolled no dice");
            for s in g.seats() {
                let v = g.view(s);
                assert_eq!(v.board.shared.dice, None, "seed {seed}: not yet revealed, to {s:?}");
                let saw = g.dice_seen().contains(s);
                assert_eq!(v.dice, saw.then_some(dice), "seed {seed}: {s:?}");
                shown += usize::from(saw);
            }
            play_until(&mut g, |g| g.phase() == Some(Phase::Movement));
            for s in g.seats() {
                assert_eq!(g.view(s).board.shared.dice, Some(dice), "seed {seed}: revealed to {s:?}");
            }
        }
        assert!(shown > 0, "no seat saw the dice in 20 games");
    }

    #[test]
    fn a_destination_is_known_to_its_player_alone_until_revealed() {
        let (mut g, _) = Game::new(Setup::new(3, Seat::ALL[2], Seat::FIRST, 5)).unwrap();
        play_until(&mut g, |g| matches!(g.pending(), Pending::SecretDestinations { .. }));
        let Pending::SecretDestinations { waiting, choices: open, .. } = g.pending() else { unreachable!() };
        let chooser = waiting.iter().next().unwrap();
        let location = open.iter().next().unwrap();
        g.apply(Command::Destination { player: chooser, location }).unwrap();
        assert_eq!(g.view(chooser).destination, Some(location));
        for s in g.seats().filter(|s| *s != chooser) {
            let v = g.view(s);
            assert_eq!(v.board.shared.destinations[chooser.index()], None, "{s:?}");
            assert_eq!(
                v.board.shared.destinations[g.badge().index()],
                g.view(g.badge()).destination,
                "announced aloud"
            );
        }
        if matches!(g.pending(), Pending::SecretDestinations { .. }) {
            assert_eq!(g.view(g.badge()).board.shared.destinations[chooser.index()], None);
        }
    }
}
