//! What a game of Mall of Horror waits for now: who decides, and the legal options.

use super::board::PARKING;
use super::event::VoteKind;
use super::game::{Game, OwnStage, Stage, VoteStep};
use super::types::CharacterSet;
use crate::event::PerSeat;
use crate::shared::SharedPending;
use crate::types::{Dice, Loc, LocSet, Seat, SeatSet};

/// The decision the table must make next: the dice, ballots, tie, truck's share, destinations
/// and end every ruleset shares, and Mall of Horror's own ([`OwnPending`]).
pub type Pending = SharedPending<VoteKind, CharacterSet, OwnPending>;

/// Mall of Horror's own decisions (in a [`Pending::Own`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnPending {
    /// `player` puts one of `characters` at one of `locations` (their dice's, or any with room
    /// when both are full or closed).
    Placement { player: Seat, dice: Dice, characters: CharacterSet, locations: LocSet },
    /// Before the truck's or the chief's ballots: `players` may play a Threat; `Continue` goes
    /// on to the ballots.
    Discussion { vote: VoteKind, weights: PerSeat, candidates: SeatSet, players: SeatSet },
    /// The moment for cards of an attack at `location`: `players` (present, holding a card) may
    /// play weapons, Hardware, Hidden or Threat; `Continue` makes the comparison again. `taken`:
    /// characters the attack has taken so far (the Parking's later votes: its zombies that have
    /// not fed are `zombies - taken`); `changed`: a card played in this moment changed the
    /// attack; `gets_in`: the zombies would get in as things stand.
    Cards { location: Loc, zombies: u8, defence: u8, players: SeatSet, taken: u8, changed: bool, gets_in: bool },
    /// `players` may play a Security camera; `Continue` goes on to the destinations.
    Camera { players: SeatSet },
    /// Nothing of `player`'s can move towards `destination` (all there already, or it is full
    /// and the only ones that could go are in the Parking), and they hold a card: a Sprint may
    /// take a character elsewhere instead; `Continue` lets them stay.
    Stay { player: Seat, destination: Loc },
}

impl crate::rules::Asks for OwnPending {
    /// The one player asked (a placement, a stay); empty for a moment for
    /// cards (anyone there may play, anyone may go on).
    fn deciders(&self) -> SeatSet {
        match *self {
            OwnPending::Placement { player, .. } | OwnPending::Stay { player, .. } => [player].into_iter().collect(),
            OwnPending::Discussion { .. } | OwnPending::Cards { .. } | OwnPending::Camera { .. } => SeatSet::EMPTY,
        }
    }
}

impl Game {
    /// The decision pending now.
    pub fn pending(&self) -> Pending {
        match self.shared.stage {
            Stage::AwaitDice { purpose, count } => Pending::Dice { purpose, count },
            Stage::Placement { player, dice } => Pending::Own(OwnPending::Placement {
                player,
                dice,
                characters: self.unplaced(player),
                locations: self.placement_spots(dice),
            }),
            Stage::Vote(v) => {
                let l = v.kind.location();
                match v.step {
                    VoteStep::Discussion => match v.kind {
                        VoteKind::Victim(_) => Pending::Own(OwnPending::Cards {
                            location: l,
                            zombies: self.zombies(l),
                            defence: self.defence(l) + v.hardware,
                            players: self.card_players(l),
                            taken: v.taken,
                            changed: v.changed,
                            gets_in: self.attack_goes_on(&v),
                        }),
                        _ => Pending::Own(OwnPending::Discussion {
                            vote: v.kind,
                            weights: self.weights(&v, false),
                            candidates: self.visible(l),
                            players: self.threat_players(l),
                        }),
                    },
                    VoteStep::Ballots { tied, ballots } => {
                        let second = !tied.is_empty();
                        let weights = self.weights(&v, second);
                        Pending::Ballots {
                            vote: v.kind,
                            second,
                            weights,
                            candidates: if second { tied } else { self.visible(l) },
                            waiting: ballots.waiting(&weights),
                        }
                    }
                    VoteStep::Tie { tied } => Pending::TieBreak { vote: v.kind, by: self.chief, tied },
                    VoteStep::Victim { player } => {
                        Pending::Victim { player, location: l, characters: self.visible_at(player, l) }
                    }
                }
            }
            Stage::TruckShare { winner, drawn } => Pending::TruckShare { player: winner, drawn, may_keep: drawn == 1 },
            Stage::Own(OwnStage::CameraWindow) => Pending::Own(OwnPending::Camera { players: self.camera_players() }),
            Stage::Destinations => {
                let choices: LocSet = Loc::all().collect();
                if self.chief_to_announce() {
                    Pending::AnnounceDestination { player: self.chief, choices }
                } else {
                    Pending::SecretDestinations {
                        waiting: self.seats().filter(|s| self.destination(*s).is_none()).collect(),
                        choices,
                        placers: self.seats().filter(|s| self.alive(*s).is_empty()).collect(),
                        zombie_choices: Loc::all().filter(|l| !self.is_closed(*l)).collect(),
                    }
                }
            }
            Stage::Movement { mover, .. } => {
                let destination = self.destination(mover).unwrap_or(PARKING);
                let characters = self.movable(mover);
                if characters.is_empty() {
                    Pending::Own(OwnPending::Stay { player: mover, destination })
                } else {
                    Pending::Move { player: mover, destination, characters }
                }
            }
            Stage::Finished => Pending::Finished,
        }
    }
}
