//! Where a game stands, and the steps every ruleset takes alike from there.
//!
//! [`SharedStage`] is what a game waits for: the stages every ruleset shares (real dice to
//! enter, a placement, a vote, the truck's share, the destinations, the movement, the end) and
//! `Own(..)`, the ruleset's own (Lockdown's moments for cards and its end questions, Mall of
//! Horror's moment for the security cameras). [`Steps`] writes once what every ruleset does
//! alike from there (a game begun, a command taken at a shared stage or refused, the dice asked
//! and entered, the truck's card checked, a destination recorded, the box lifted): each ruleset
//! brings what it does in them (its placement, its votes, its share, its destinations, its moves,
//! its own stages).

use super::event::{Destinations, DicePurpose};
use super::game::DiceMode;
use super::refusal::{SharedMoment, SharedRuleError};
use super::rules::{Told, private, table};
use super::secrets::SharedGame;
use super::shared::{SharedCommand, SharedEvent};
use super::types::{Dice, Loc, Seat, SeatSet};

/// What the game waits for: the stages every ruleset shares (`Vote`: the ruleset's vote in
/// progress), and `Own(..)`, the ruleset's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// What the shared steps refuse (said as any ruleset's `RuleError`, a `SharedRuleError`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StageRefusal {
    GameOver,
    NoSuchPlayer(Seat),
    NotYourTurn { expected: Seat, got: Seat },
    MustGiveAway,
    DiceCount { expected: u8, got: u8 },
    Unexpected(StageMoment),
}

impl<Card, Character, Own, OwnError> From<StageRefusal>
    for SharedRuleError<Card, Character, SharedMoment<Own>, OwnError>
{
    /// The shared steps' refusals as any ruleset's `RuleError` says them.
    fn from(why: StageRefusal) -> Self {
        match why {
            StageRefusal::GameOver => SharedRuleError::GameOver,
            StageRefusal::NoSuchPlayer(s) => SharedRuleError::NoSuchPlayer(s),
            StageRefusal::NotYourTurn { expected, got } => SharedRuleError::NotYourTurn { expected, got },
            StageRefusal::MustGiveAway => SharedRuleError::MustGiveAway,
            StageRefusal::DiceCount { expected, got } => SharedRuleError::DiceCount { expected, got },
            StageRefusal::Unexpected(moment) => SharedRuleError::Unexpected {
                expected: match moment {
                    StageMoment::Dice => SharedMoment::Dice,
                    StageMoment::Placement => SharedMoment::Placement,
                    StageMoment::Share => SharedMoment::Share,
                    StageMoment::Destinations => SharedMoment::Destinations,
                    StageMoment::Movement => SharedMoment::Movement,
                },
            },
        }
    }
}

/// What a ruleset's command made happen (its card played, its votes, its own events).
pub(crate) type Out<Card, VoteKind, OwnEvent> = Vec<Told<SharedEvent<Card, VoteKind, OwnEvent>>>;

/// The steps every ruleset takes alike (a game begun, a command taken at a shared stage and the
/// wrong one refused, the dice asked and entered, the truck's card checked, a destination
/// recorded, the box lifted, a move's seat and turn checked), over what each ruleset does in
/// them: a ruleset with its card played (`Card`), its characters (`Character`), its own
/// decisions (`OwnCommand`), what its votes decide (`VoteKind`), its own events, its vote in
/// progress (`Vote`), its own stages and its refusals (`Error`).
pub(crate) trait Steps<
    Card,
    Character,
    OwnCommand,
    VoteKind,
    OwnEvent,
    Vote: Copy,
    OwnStage: Copy,
    Error: From<StageRefusal>,
>: Sized
{
    /// What the shared steps read and change of this game: what every ruleset's game holds
    /// alike.
    fn shared(&mut self) -> &mut SharedGame<SharedStage<Vote, OwnStage>>;

    /// A card played (whatever the stage: each card has its moments).
    fn play_card(&mut self, player: Seat, card: Card, out: &mut Out<Card, VoteKind, OwnEvent>) -> Result<(), Error>;
    /// `player`'s placement begins: their dice asked.
    fn begin_placement(&mut self, player: Seat, out: &mut Out<Card, VoteKind, OwnEvent>);
    /// `own` at `player`'s placement with `dice` left, if it places a character.
    fn place_with(
        &mut self,
        player: Seat,
        dice: Dice,
        own: OwnCommand,
        out: &mut Out<Card, VoteKind, OwnEvent>,
    ) -> Option<Result<(), Error>>;
    /// Places what can be placed without asking with `dice`, and goes on when `player` is done.
    fn auto_place(&mut self, player: Seat, dice: Dice, out: &mut Out<Card, VoteKind, OwnEvent>);
    /// The starting dice rolled and said: the first monsters or zombies arrive, the game begins.
    fn starting_dice(&mut self, dice: Dice, out: &mut Out<Card, VoteKind, OwnEvent>);
    /// The dice under the box revealed: the movement, or the zombies, follow.
    fn box_revealed(&mut self, out: &mut Out<Card, VoteKind, OwnEvent>);
    /// A command during a vote.
    fn vote_command(
        &mut self,
        vote: Vote,
        cmd: SharedCommand<Card, Character, OwnCommand>,
        out: &mut Out<Card, VoteKind, OwnEvent>,
    ) -> Result<(), Error>;
    /// The truck's searcher gives a card to `to` (a player at the table; themselves only when
    /// they drew one card).
    fn share(&mut self, winner: Seat, drawn: u8, to: Seat, out: &mut Out<Card, VoteKind, OwnEvent>);
    /// `player`'s destination (their seat checked).
    fn choose_destination(
        &mut self,
        player: Seat,
        location: Loc,
        out: &mut Out<Card, VoteKind, OwnEvent>,
    ) -> Result<(), Error>;
    /// `player` moves `character` at their move, their seat and their turn checked (`waiting`:
    /// who has not moved yet).
    fn move_command(
        &mut self,
        waiting: SeatSet,
        player: Seat,
        character: Character,
        out: &mut Out<Card, VoteKind, OwnEvent>,
    ) -> Result<(), Error>;
    /// `Continue` at `mover`'s move, if the ruleset takes it there (Mall of Horror's, when
    /// nothing of theirs can move); none by default.
    fn move_on(
        &mut self,
        _mover: Seat,
        _waiting: SeatSet,
        _out: &mut Out<Card, VoteKind, OwnEvent>,
    ) -> Option<Result<(), Error>> {
        None
    }
    /// A command at one of the ruleset's own stages.
    fn own_stage(
        &mut self,
        stage: OwnStage,
        cmd: SharedCommand<Card, Character, OwnCommand>,
        out: &mut Out<Card, VoteKind, OwnEvent>,
    ) -> Result<(), Error>;

    /// A new game's first steps: what it says at once (`said`: its start...), one card dealt to
    /// each player, and `first`'s placement.
    fn begin(mut self, said: impl IntoIterator<Item = OwnEvent>, first: Seat) -> (Self, Out<Card, VoteKind, OwnEvent>) {
        let mut out = Vec::new();
        for e in said {
            table(&mut out, SharedEvent::Own(e));
        }
        table(&mut out, SharedEvent::CardsDealt { each: 1, deck: self.shared().deck });
        self.begin_placement(first, &mut out);
        (self, out)
    }

    /// One command, on a copy (see [`Rules::execute`](crate::Rules::execute)): a card played
    /// whatever the stage (each card knows its moments), the decision of a shared stage, or the
    /// stage's refusal of a command that does not fit it; the ruleset's own stages take theirs.
    fn run(
        &mut self,
        cmd: SharedCommand<Card, Character, OwnCommand>,
        out: &mut Out<Card, VoteKind, OwnEvent>,
    ) -> Result<(), Error> {
        if let SharedCommand::Play { player, card } = cmd {
            return self.play_card(player, card, out);
        }
        let unexpected = |moment| Err(StageRefusal::Unexpected(moment).into());
        let stage = self.shared().stage;
        match (stage, cmd) {
            (SharedStage::Finished, _) => Err(StageRefusal::GameOver.into()),
            (SharedStage::AwaitDice { purpose, count }, SharedCommand::Roll { dice }) => {
                if dice.len() != usize::from(count) {
                    return Err(StageRefusal::DiceCount { expected: count, got: dice.len() as u8 }.into());
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
                self.seated(to)?;
                if to == winner && drawn > 1 {
                    return Err(StageRefusal::MustGiveAway.into());
                }
                self.share(winner, drawn, to, out);
                Ok(())
            }
            (SharedStage::TruckShare { .. }, _) => unexpected(StageMoment::Share),
            (SharedStage::Destinations, SharedCommand::Destination { player, location }) => {
                self.seated(player)?;
                self.choose_destination(player, location, out)
            }
            (SharedStage::Destinations, _) => unexpected(StageMoment::Destinations),
            (SharedStage::Movement { mover, waiting }, SharedCommand::Move { player, character }) => {
                self.seated(player)?;
                if player != mover {
                    return Err(StageRefusal::NotYourTurn { expected: mover, got: player }.into());
                }
                self.move_command(waiting, player, character, out)
            }
            (SharedStage::Movement { mover, waiting }, SharedCommand::Continue) => {
                self.move_on(mover, waiting, out).unwrap_or_else(|| unexpected(StageMoment::Movement))
            }
            (SharedStage::Movement { .. }, _) => unexpected(StageMoment::Movement),
            (SharedStage::Own(stage), cmd) => self.own_stage(stage, cmd, out),
        }
    }

    /// Refuses a seat nobody sits at.
    fn seated(&mut self, s: Seat) -> Result<(), Error> {
        Ok(self.shared().seated(s)?)
    }

    /// Rolls with Vigie's dice, or waits for the table's.
    fn need_dice(&mut self, purpose: DicePurpose, count: u8, out: &mut Out<Card, VoteKind, OwnEvent>) {
        let game = self.shared();
        match game.dice_mode {
            DiceMode::Vigie => {
                let d = game.rng.dice(count);
                self.dice_entered(purpose, d, out);
            }
            DiceMode::Table => game.stage = SharedStage::AwaitDice { purpose, count },
        }
    }

    /// Dice rolled, by Vigie or entered by the table.
    fn dice_entered(&mut self, purpose: DicePurpose, dice: Dice, out: &mut Out<Card, VoteKind, OwnEvent>) {
        match purpose {
            DicePurpose::Placement(player) => {
                table(out, SharedEvent::DiceRolled { purpose, dice });
                self.shared().stage = SharedStage::Placement { player, dice };
                self.auto_place(player, dice, out);
            }
            DicePurpose::StartingMonsters => {
                table(out, SharedEvent::DiceRolled { purpose, dice });
                self.starting_dice(dice, out);
            }
            DicePurpose::Box => {
                // The box lifted: Vigie's dice were drawn when they were rolled, the table's are
                // entered now.
                self.shared().box_dice = dice;
                table(out, SharedEvent::DiceRevealed { dice });
                self.box_revealed(out);
            }
        }
    }

    /// `player`'s destination recorded, and said: aloud when `aloud` (the badge holder's, the
    /// chief's just elected), otherwise only that it is chosen, the place to them alone.
    fn record_destination(
        &mut self,
        player: Seat,
        location: Loc,
        aloud: bool,
        out: &mut Out<Card, VoteKind, OwnEvent>,
    ) {
        self.shared().destinations[player.index()] = Some(location);
        if aloud {
            table(out, SharedEvent::DestinationAnnounced { player, location });
        } else {
            table(out, SharedEvent::DestinationChosen { player });
            private(out, player, SharedEvent::DestinationRecorded { player, location });
        }
    }

    /// Every destination chosen: all said at once.
    fn reveal_destinations(&mut self, out: &mut Out<Card, VoteKind, OwnEvent>) {
        let destinations = Destinations(self.shared().destinations);
        table(out, SharedEvent::DestinationsRevealed { destinations });
    }

    /// The box lifted: Vigie's dice under it revealed, or the table's `count` asked.
    fn lift_box(&mut self, count: u8, out: &mut Out<Card, VoteKind, OwnEvent>) {
        let game = self.shared();
        match game.dice_mode {
            DiceMode::Vigie => {
                let dice = game.box_dice;
                self.dice_entered(DicePurpose::Box, dice, out);
            }
            DiceMode::Table => self.need_dice(DicePurpose::Box, count, out),
        }
    }
}
