//! Where a game stands, and the steps every ruleset takes alike from there.
//!
//! [`SharedStage`] is what a game waits for: the stages every ruleset shares (real dice to
//! enter, a placement, a vote, the truck's share, the destinations, the movement, the end) and
//! `Own(..)`, the ruleset's own (Lockdown's moments for cards and its end questions, Mall of
//! Horror's moment for the security cameras). [`Steps`] takes a command at a shared stage, and
//! the dice asked, entered and counted, once for every ruleset: each ruleset brings what it does
//! in them (its placement, its vote, its share, its destinations, its moves, its own stages).

use super::event::DicePurpose;
use super::game::DiceMode;
use super::rng::Rng;
use super::rules::{Told, table};
use super::shared::{SharedCommand, SharedEvent};
use super::types::{Dice, Loc, Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// What the game waits for: the stages every ruleset shares (`Vote`: the ruleset's vote in
/// progress), and `Own(..)`, the ruleset's own.
///
/// Serialized as the flat enums were before the split (`"Finished"`, `{"Placement": {..}}`, the
/// ruleset's own under its own names: the own stages are untagged here).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) enum SharedStage<Vote, Own> {
    /// Real dice to be entered.
    AwaitDice { purpose: DicePurpose, count: u8 },
    /// A player places their characters with their dice.
    Placement { player: Seat, dice: Dice },
    /// A vote in progress: its discussion, ballots, tie or victim.
    Vote(Vote),
    /// The truck's searcher shares the cards drawn.
    TruckShare { winner: Seat, drawn: u8 },
    /// Destinations being chosen (the badge holder's, or the chief's just elected, first).
    Destinations,
    /// Players move in turn, from the badge holder or the chief clockwise: `mover`'s move is
    /// asked (in Mall of Horror, also when they hold a card and nothing of theirs can move: a
    /// Sprint may replace the move, `Continue` lets it stay), `waiting` have not moved yet.
    Movement { mover: Seat, waiting: SeatSet },
    /// The game is over.
    Finished,
    /// A stage of the ruleset's own.
    #[serde(untagged)]
    Own(Own),
}

/// The moments at which the shared steps refuse a command that does not fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StageMoment {
    Dice,
    Placement,
    Share,
    Destinations,
    Movement,
}

/// What the shared steps refuse, each ruleset saying it in its own `RuleError`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StageRefusal {
    GameOver,
    DiceCount { expected: u8, got: u8 },
    Unexpected(StageMoment),
}

/// A [`StageRefusal`] as a ruleset's `RuleError`, whose refusals and moments the shared steps
/// make carry the same names in every ruleset (`GameOver`, `DiceCount`, `Unexpected` with the
/// `Moment`s `Dice`, `Placement`, `Share`, `Destinations` and `Movement`).
macro_rules! refusal_as {
    ($why:expr, $error:ident, $moment:ident) => {
        match $why {
            $crate::stage::StageRefusal::GameOver => $error::GameOver,
            $crate::stage::StageRefusal::DiceCount { expected, got } => $error::DiceCount { expected, got },
            $crate::stage::StageRefusal::Unexpected(moment) => $error::Unexpected {
                expected: match moment {
                    $crate::stage::StageMoment::Dice => $moment::Dice,
                    $crate::stage::StageMoment::Placement => $moment::Placement,
                    $crate::stage::StageMoment::Share => $moment::Share,
                    $crate::stage::StageMoment::Destinations => $moment::Destinations,
                    $crate::stage::StageMoment::Movement => $moment::Movement,
                },
            },
        }
    };
}
pub(crate) use refusal_as;

/// What a command of the ruleset `S` made happen.
pub(crate) type StepsOut<S> =
    Vec<Told<SharedEvent<<S as Steps>::Card, <S as Steps>::VoteKind, <S as Steps>::OwnEvent>>>;

/// A ruleset's command.
pub(crate) type StepsCommand<S> = SharedCommand<<S as Steps>::Card, <S as Steps>::OwnCommand>;

/// A ruleset's stage.
pub(crate) type StepsStage<S> = SharedStage<<S as Steps>::Vote, <S as Steps>::OwnStage>;

/// The steps every ruleset takes alike (a command taken at a shared stage, the wrong command
/// refused, the dice asked and entered), over what each ruleset does in them.
pub(crate) trait Steps: Sized {
    /// The ruleset's card played.
    type Card: Copy;
    /// Its own decisions (placing, moving...).
    type OwnCommand: Copy;
    /// What its votes decide, in its events.
    type VoteKind: Copy;
    /// Its own events.
    type OwnEvent: Copy;
    /// Its vote in progress.
    type Vote: Copy;
    /// Its own stages.
    type OwnStage: Copy;
    /// Why it refuses a command.
    type Error;

    /// Where the game stands.
    fn stage(&self) -> StepsStage<Self>;
    /// Where the game stands, to change it.
    fn stage_mut(&mut self) -> &mut StepsStage<Self>;
    /// Who rolls the dice.
    fn dice_mode(&self) -> DiceMode;
    /// Vigie's dice.
    fn rng(&mut self) -> &mut Rng;
    /// This turn's dice under the box, to enter them.
    fn box_dice_mut(&mut self) -> &mut Dice;
    /// The ruleset's refusal for `why`.
    fn refused(why: StageRefusal) -> Self::Error;

    /// A card played (whatever the stage: each card has its moments).
    fn play_card(&mut self, player: Seat, card: Self::Card, out: &mut StepsOut<Self>) -> Result<(), Self::Error>;
    /// `own` at `player`'s placement with `dice` left, if it places a character.
    fn place_with(
        &mut self,
        player: Seat,
        dice: Dice,
        own: Self::OwnCommand,
        out: &mut StepsOut<Self>,
    ) -> Option<Result<(), Self::Error>>;
    /// Places what can be placed without asking with `dice`, and goes on when `player` is done.
    fn place_unasked(&mut self, player: Seat, dice: Dice, out: &mut StepsOut<Self>);
    /// The starting dice rolled and said: the first monsters or zombies arrive, the game begins.
    fn starting_dice(&mut self, dice: Dice, out: &mut StepsOut<Self>);
    /// The dice under the box revealed: the movement or the zombies follow.
    fn box_revealed(&mut self, out: &mut StepsOut<Self>);
    /// A command during a vote.
    fn vote_command(
        &mut self,
        vote: Self::Vote,
        cmd: StepsCommand<Self>,
        out: &mut StepsOut<Self>,
    ) -> Result<(), Self::Error>;
    /// The truck's searcher gives a card to `to`.
    fn give(&mut self, winner: Seat, drawn: u8, to: Seat, out: &mut StepsOut<Self>) -> Result<(), Self::Error>;
    /// `player`'s destination.
    fn destination_chosen(&mut self, player: Seat, location: Loc, out: &mut StepsOut<Self>) -> Result<(), Self::Error>;
    /// `own` at `mover`'s move, if it moves a character.
    fn move_with(
        &mut self,
        mover: Seat,
        waiting: SeatSet,
        own: Self::OwnCommand,
        out: &mut StepsOut<Self>,
    ) -> Option<Result<(), Self::Error>>;
    /// `Continue` at `mover`'s move, if the ruleset takes it there (Mall of Horror's, when
    /// nothing of theirs can move); none by default.
    fn move_on(
        &mut self,
        _mover: Seat,
        _waiting: SeatSet,
        _out: &mut StepsOut<Self>,
    ) -> Option<Result<(), Self::Error>> {
        None
    }
    /// A command at one of the ruleset's own stages.
    fn own_stage(
        &mut self,
        stage: Self::OwnStage,
        cmd: StepsCommand<Self>,
        out: &mut StepsOut<Self>,
    ) -> Result<(), Self::Error>;

    /// One command, on a copy (see [`Rules::execute`](crate::Rules::execute)): a card played
    /// whatever the stage (each card knows its moments), the decision of a shared stage, or the
    /// stage's refusal of a command that does not fit it; the ruleset's own stages take theirs.
    fn command(&mut self, cmd: StepsCommand<Self>, out: &mut StepsOut<Self>) -> Result<(), Self::Error> {
        if let SharedCommand::Play { player, card } = cmd {
            return self.play_card(player, card, out);
        }
        let unexpected = |moment| Err(Self::refused(StageRefusal::Unexpected(moment)));
        match (self.stage(), cmd) {
            (SharedStage::Finished, _) => Err(Self::refused(StageRefusal::GameOver)),
            (SharedStage::AwaitDice { purpose, count }, SharedCommand::Roll { dice }) => {
                if dice.len() != usize::from(count) {
                    return Err(Self::refused(StageRefusal::DiceCount { expected: count, got: dice.len() as u8 }));
                }
                self.dice_entered(purpose, dice, out);
                Ok(())
            }
            (SharedStage::AwaitDice { .. }, _) => unexpected(StageMoment::Dice),
            (SharedStage::Placement { player, dice }, SharedCommand::Own(own)) => {
                self.place_with(player, dice, own, out).unwrap_or_else(|| unexpected(StageMoment::Placement))
            }
            (SharedStage::Placement { .. }, _) => unexpected(StageMoment::Placement),
            (SharedStage::Vote(v), cmd) => self.vote_command(v, cmd, out),
            (SharedStage::TruckShare { winner, drawn }, SharedCommand::Give { to }) => {
                self.give(winner, drawn, to, out)
            }
            (SharedStage::TruckShare { .. }, _) => unexpected(StageMoment::Share),
            (SharedStage::Destinations, SharedCommand::Destination { player, location }) => {
                self.destination_chosen(player, location, out)
            }
            (SharedStage::Destinations, _) => unexpected(StageMoment::Destinations),
            (SharedStage::Movement { mover, waiting }, SharedCommand::Own(own)) => {
                self.move_with(mover, waiting, own, out).unwrap_or_else(|| unexpected(StageMoment::Movement))
            }
            (SharedStage::Movement { mover, waiting }, SharedCommand::Continue) => {
                self.move_on(mover, waiting, out).unwrap_or_else(|| unexpected(StageMoment::Movement))
            }
            (SharedStage::Movement { .. }, _) => unexpected(StageMoment::Movement),
            (SharedStage::Own(stage), cmd) => self.own_stage(stage, cmd, out),
        }
    }

    /// Rolls with Vigie's dice, or waits for the table's.
    fn need_dice(&mut self, purpose: DicePurpose, count: u8, out: &mut StepsOut<Self>) {
        match self.dice_mode() {
            DiceMode::Vigie => {
                let d = self.rng().dice(count);
                self.dice_entered(purpose, d, out);
            }
            DiceMode::Table => *self.stage_mut() = SharedStage::AwaitDice { purpose, count },
        }
    }

    /// Dice rolled, by Vigie or entered by the table.
    fn dice_entered(&mut self, purpose: DicePurpose, dice: Dice, out: &mut StepsOut<Self>) {
        match purpose {
            DicePurpose::Placement(player) => {
                table(out, SharedEvent::DiceRolled { purpose, dice });
                *self.stage_mut() = SharedStage::Placement { player, dice };
                self.place_unasked(player, dice, out);
            }
            DicePurpose::StartingMonsters => {
                table(out, SharedEvent::DiceRolled { purpose, dice });
                self.starting_dice(dice, out);
            }
            DicePurpose::Box => {
                // Only with the table's dice: the faces are entered when the box is lifted.
                *self.box_dice_mut() = dice;
                table(out, SharedEvent::DiceRevealed { dice });
                self.box_revealed(out);
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::ballots::Ballots;
    use crate::event::{DicePurpose, VoteKind};
    use crate::game::{OwnStage, Stage, Vote, VoteStep};
    use crate::types::{Dice, Loc, Seat, SeatSet};
    use serde::{Deserialize, Serialize};

    /// Lockdown's stages as they were before the split (main c55a1f5).
    #[derive(Debug, Serialize, Deserialize)]
    enum Before {
        AwaitDice { purpose: DicePurpose, count: u8 },
        Placement { player: Seat, dice: Dice },
        Vote(Vote),
        TruckShare { winner: Seat, drawn: u8 },
        DiceWindow,
        Destinations,
        Movement { mover: Seat, waiting: SeatSet },
        BeforeMove { mover: Seat, waiting: SeatSet },
        AfterMovement,
        KeysQuestion,
        WeaponsQuestion,
        Finished,
    }

    /// `now` serializes as `before` did, and `before`'s JSON reads back as `now`.
    pub(crate) fn same<B: Serialize, S: Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug>(
        before: B,
        now: S,
    ) {
        let old = serde_json::to_string(&before).unwrap();
        assert_eq!(serde_json::to_string(&now).unwrap(), old);
        assert_eq!(serde_json::from_str::<S>(&old).unwrap(), now);
    }

    #[test]
    fn the_stages_keep_the_serialized_form_they_had() {
        let (s, dice) = (Seat::new(1).unwrap(), Dice::new(&[2, 5]).unwrap());
        let waiting: SeatSet = Seat::all(4).collect();
        let vote = Vote { kind: VoteKind::Attack(Loc::PARKING), guns: [0, 1, 0, 0, 0, 0], step: VoteStep::Discussion };
        let ballots = Vote { step: VoteStep::Ballots { ballots: Ballots::EMPTY }, ..vote };
        let purpose = DicePurpose::Placement(s);
        same(Before::AwaitDice { purpose, count: 3 }, Stage::AwaitDice { purpose, count: 3 });
        same(Before::Placement { player: s, dice }, Stage::Placement { player: s, dice });
        same(Before::Vote(vote), Stage::Vote(vote));
        same(Before::Vote(ballots), Stage::Vote(ballots));
        same(Before::TruckShare { winner: s, drawn: 2 }, Stage::TruckShare { winner: s, drawn: 2 });
        same(Before::DiceWindow, Stage::Own(OwnStage::DiceWindow));
        same(Before::Destinations, Stage::Destinations);
        same(Before::Movement { mover: s, waiting }, Stage::Movement { mover: s, waiting });
        same(Before::BeforeMove { mover: s, waiting }, Stage::Own(OwnStage::BeforeMove { mover: s, waiting }));
        same(Before::AfterMovement, Stage::Own(OwnStage::AfterMovement));
        same(Before::KeysQuestion, Stage::Own(OwnStage::KeysQuestion));
        same(Before::WeaponsQuestion, Stage::Own(OwnStage::WeaponsQuestion));
        same(Before::Finished, Stage::Finished);
    }
}
