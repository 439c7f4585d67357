//! What the game waits for now: who decides, and the legal options. An interface turns this
//! into a prompt.

use super::command::CardPlay;
use super::event::{PerSeat, VoteKind};
use super::game::{Game, OwnStage, Stage, VoteStep};
use super::shared::SharedPending;
use super::types::{CardKind, Dice, Loc, LocSet, Role, RoleSet, Seat, SeatSet};

/// The decision the table must make next: the dice, ballots, tie, truck's share, destinations
/// and end every ruleset shares, and Lockdown's own ([`OwnPending`]).
pub type Pending = SharedPending<VoteKind, RoleSet, OwnPending>;

/// Lockdown's own decisions (in a [`Pending::Own`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnPending {
    /// `player` puts one of `characters` on the location of one of `dice`.
    Placement { player: Seat, dice: Dice, characters: RoleSet },
    /// Discussion before a vote: cards may be played; `Continue` ends it.
    Discussion { vote: VoteKind, weights: PerSeat, candidates: SeatSet },
    /// Walkie-talkies may be played by `players`; `Continue` goes on to the destinations.
    DiceWindow { players: SeatSet },
    /// Before `player`'s move, Energy drinks may be played by `players`; `Continue` goes on with
    /// that move. `first`: the first move of the turn, whatever it is (unless it asks a choice);
    /// otherwise a move Vigie would make by itself, whose player holds a card.
    BeforeMove { player: Seat, first: bool, players: SeatSet },
    /// Energy drinks may still be played by `players`; `Continue` goes on to the monsters.
    AfterMovement { players: SeatSet },
    /// Who reveals the Keys of the truck, among `candidates` (or nobody).
    Keys { candidates: SeatSet },
    /// Does one of `candidates` hold two weapons (Bat, Chainsaw, Molotov)?
    TwoWeapons { candidates: SeatSet },
}

impl crate::rules::Asks for OwnPending {
    /// The one player asked (a placement); empty when the table decides
    /// together: a discussion or a moment for cards (anyone may play, anyone may go on), the
    /// questions at the end.
    fn deciders(&self) -> SeatSet {
        match *self {
            OwnPending::Placement { player, .. } => [player].into_iter().collect(),
            _ => SeatSet::EMPTY,
        }
    }
}

impl Game {
    /// The decision pending now.
    pub fn pending(&self) -> Pending {
        match self.shared.stage {
            Stage::AwaitDice { purpose, count } => Pending::Dice { purpose, count },
            Stage::Placement { player, dice } => {
                Pending::Own(OwnPending::Placement { player, dice, characters: self.unplaced(player) })
            }
            Stage::Vote(v) => {
                let location = v.kind.location();
                let weights = self.weights(&v);
                let candidates = self.visible(location);
                match v.step {
                    VoteStep::Discussion => Pending::Own(OwnPending::Discussion { vote: v.kind, weights, candidates }),
                    VoteStep::Ballots { ballots } => Pending::Ballots {
                        vote: v.kind,
                        second: false,
                        weights,
                        candidates,
                        waiting: ballots.waiting(&weights),
                    },
                    VoteStep::Tie { tied } => Pending::TieBreak { vote: v.kind, by: self.martyr, tied },
                    VoteStep::Victim { player } => Pending::Victim {
                        player,
                        location,
                        characters: self
                            .at(location)
                            .filter(|(s, r)| *s == player && !self.is_hidden(*s, *r))
                            .map(|(_, r)| r)
                            .collect(),
                    },
                }
            }
            Stage::TruckShare { winner, drawn } => Pending::TruckShare { player: winner, drawn, may_keep: drawn == 1 },
            Stage::Own(OwnStage::DiceWindow) => {
                Pending::Own(OwnPending::DiceWindow { players: self.window_players(CardKind::WalkieTalkie) })
            }
            Stage::Destinations => {
                let choices = self.open_locations();
                if self.destination(self.badge).is_none() {
                    Pending::AnnounceDestination { player: self.badge, choices }
                } else {
                    // Lockdown has no placers: every survivor chooses a destination.
                    Pending::SecretDestinations {
                        waiting: self.survivors().iter().filter(|s| self.destination(*s).is_none()).collect(),
                        choices,
                        placers: SeatSet::EMPTY,
                        zombie_choices: LocSet::EMPTY,
                    }
                }
            }
            Stage::Movement { mover, .. } => Pending::Move {
                player: mover,
                destination: self.destination(mover).unwrap_or(Loc::PARKING),
                characters: self.movable(mover).0,
            },
            Stage::Own(OwnStage::BeforeMove { mover, waiting }) => Pending::Own(OwnPending::BeforeMove {
                player: mover,
                // Nobody has had their turn yet.
                first: waiting == self.survivors(),
                players: self.window_players(CardKind::EnergyDrink),
            }),
            Stage::Own(OwnStage::AfterMovement) => {
                Pending::Own(OwnPending::AfterMovement { players: self.window_players(CardKind::EnergyDrink) })
            }
            Stage::Own(OwnStage::KeysQuestion) => Pending::Own(OwnPending::Keys { candidates: self.keys_candidates() }),
            Stage::Own(OwnStage::WeaponsQuestion) => {
                Pending::Own(OwnPending::TwoWeapons { candidates: self.weapons_candidates() })
            }
            Stage::Finished => Pending::Finished,
        }
    }

    /// Players who hold a card and could play one of this kind now, if it were theirs.
    pub fn players_who_may_play(&self, kind: CardKind) -> SeatSet {
        self.seats().filter(|s| !self.card_plays(*s, kind).is_empty()).collect()
    }

    /// Every legal way for `player` to play a card of `kind` now (empty when none, or when the
    /// player holds no card). The engine does not know which cards a player holds: only how many.
    pub fn card_plays(&self, player: Seat, kind: CardKind) -> Vec<CardPlay> {
        let candidates: Vec<CardPlay> = match kind {
            CardKind::WalkieTalkie => vec![CardPlay::WalkieTalkie],
            CardKind::Gun => vec![CardPlay::Gun],
            CardKind::Bat => vec![CardPlay::Bat],
            CardKind::Chainsaw => vec![CardPlay::Chainsaw],
            CardKind::Molotov => vec![CardPlay::Molotov],
            CardKind::TinCan => Loc::all().map(|to| CardPlay::TinCan { to }).collect(),
            CardKind::RottenMeat => Role::ALL.into_iter().map(|role| CardPlay::RottenMeat { role }).collect(),
            CardKind::EnergyDrink => Role::ALL
                .into_iter()
                .flat_map(|role| Loc::all().map(move |to| CardPlay::EnergyDrink { role, to }))
                .collect(),
            CardKind::Keys => vec![],
        };
        candidates
            .into_iter()
            .filter(|&card| crate::rules::Rules::is_legal(self, super::Command::Play { player, card }))
            .collect()
    }
}
