//! The rules in motion: applying a command, and the automatic steps that follow it until the
//! table's next decision; votes and attacks in `votes.rs`, action cards in `cards.rs`.

mod cards;
mod votes;

use super::board::{self, PARKING, SECURITY_HQ, SUPERMARKET};
use super::command::{Command, Moment, OwnMoment, OwnRuleError, RuleError};
use super::event::{
    Calm, ChiefStays, EndReason, Event, EventKind as E, LeaveCause, OwnEvent, Step, TruckSkip, VoteKind, ZombieCause,
};
use super::game::{Game, OwnStage, Setup, Stage, Vote, VoteStep};
use super::types::{CardPlay, Character, CharacterSet};
use crate::event::{Ballots, DicePurpose, PerSeat};
use crate::game::{DiceMode, Pos, SetupError};
use crate::mall::OwnCommand;
use crate::rng::Rng;
use crate::secrets::SharedGame;
use crate::types::{Dice, LOCATIONS, Loc, LocSet, MAX_PLAYERS, Seat, SeatSet};

use crate::rules::{private, table};
use crate::stage::Steps;

type Out = Vec<Event>;

impl Vote {
    fn new(kind: VoteKind) -> Vote {
        Vote { kind, threats: [0; MAX_PLAYERS], hardware: 0, taken: 0, changed: false, step: VoteStep::Discussion }
    }
}

impl Game {
    /// Starts a game: deals, and runs until the first decision (the first placement).
    pub fn new(setup: Setup) -> Result<(Game, Vec<Event>), SetupError> {
        setup.check()?;
        let mut group = [Pos::Unplaced; 4];
        if setup.players > 3 {
            group[Character::LittleGirl.index()] = Pos::Absent;
        }
        let mut pos = [[Pos::Absent; 4]; MAX_PLAYERS];
        let mut hands = [0; MAX_PLAYERS];
        for s in Seat::all(setup.players) {
            pos[s.index()] = group;
            hands[s.index()] = 1;
        }
        let deck_total: u8 = board::DECK.iter().sum();
        let g = Game {
            setup,
            pos,
            hands,
            hidden: [CharacterSet::EMPTY; MAX_PLAYERS],
            zombies: [0; LOCATIONS],
            shared: SharedGame::new(
                setup.players,
                setup.dice,
                Rng::with(setup.generator, setup.seed),
                Stage::Finished,
                deck_total - setup.players,
                Game::closed_at_start(&setup),
            ),
            chief: setup.oldest,
            blind: false,
            elected: false,
            round: 0,
            step: None,
            ended: None,
        };
        let started = OwnEvent::GameStarted {
            players: setup.players,
            group: g.group_size(),
            chief: g.chief,
            deck: deck_total,
            table_dice: setup.dice == DiceMode::Table,
        };
        let cachou = g.shared.closed.contains(board::CACHOU).then_some(OwnEvent::CachouClosed);
        Ok(g.begin([started].into_iter().chain(cachou), g.chief))
    }

    // ----- set-up -----

    /// Where a character may be placed with these dice: a die's location with room, or, when
    /// both are full or closed, any location with room.
    pub(crate) fn placement_spots(&self, dice: Dice) -> LocSet {
        let by_dice: LocSet = dice.faces().iter().map(|&f| Loc::from_die(f)).filter(|l| self.has_room(*l)).collect();
        if by_dice.is_empty() { Loc::all().filter(|l| self.has_room(*l)).collect() } else { by_dice }
    }

    fn place(
        &mut self,
        expected: Seat,
        dice: Dice,
        player: Seat,
        c: Character,
        l: Loc,
        out: &mut Out,
    ) -> Result<(), RuleError> {
        self.check_seat(player)?;
        if player != expected {
            return Err(RuleError::NotYourTurn { expected, got: player });
        }
        match self.position(player, c) {
            Pos::Unplaced => {}
            Pos::Absent => return Err(RuleError::Own(OwnRuleError::NotPlaced { player, character: c })),
            _ => return Err(RuleError::AlreadyPlaced { player, character: c }),
        }
        if !self.placement_spots(dice).contains(l) {
            return Err(if self.is_closed(l) {
                RuleError::LocationClosed(l)
            } else if !self.has_room(l) {
                RuleError::Own(OwnRuleError::NoRoom(l))
            } else {
                RuleError::Own(OwnRuleError::NotADie(l))
            });
        }
        self.do_place(player, c, l, out);
        Ok(())
    }

    fn do_place(&mut self, player: Seat, c: Character, l: Loc, out: &mut Out) {
        self.pos[player.index()][c.index()] = Pos::At(l);
        table(out, E::Own(OwnEvent::CharacterPlaced { player, character: c, location: l }));
        let waiting: SeatSet = self.seats().filter(|s| !self.unplaced(*s).is_empty()).collect();
        match self.next_in(player, false, waiting) {
            Some(next) => self.begin_placement(next, out),
            None => self.need_dice(DicePurpose::StartingMonsters, board::ZOMBIE_DICE, out),
        }
    }

    // ----- zombies -----

    pub(super) fn zombie_arrives(&mut self, l: Loc, cause: ZombieCause, out: &mut Out) {
        if self.is_closed(l) {
            table(out, E::Own(OwnEvent::ZombieBlocked { location: l, cause }));
            return;
        }
        self.zombies[l.index()] += 1;
        table(out, E::Own(OwnEvent::ZombieArrived { location: l, cause }));
        if l != PARKING && self.zombies[l.index()] >= board::CLOSING_ZOMBIES && self.count_at(l) == 0 {
            self.shared.closed.insert(l);
            table(out, E::LocationClosed { location: l });
            self.zombies_leave(l, LeaveCause::Closure, out);
        }
    }

    fn zombies_leave(&mut self, l: Loc, cause: LeaveCause, out: &mut Out) {
        let count = std::mem::take(&mut self.zombies[l.index()]);
        if count > 0 {
            table(out, E::Own(OwnEvent::ZombiesLeft { location: l, count, cause }));
        }
    }

    // ----- a round -----

    fn set_step(&mut self, step: Step, out: &mut Out) {
        self.step = Some(step);
        table(out, E::Own(OwnEvent::StepStarted { round: self.round, step }));
    }

    pub(super) fn start_round(&mut self, out: &mut Out) {
        self.round += 1;
        self.shared.next_round();
        self.elected = false;
        self.blind = false;
        table(out, E::Own(OwnEvent::RoundStarted { round: self.round }));
        self.set_step(Step::Truck, out);
        if self.present(PARKING).is_empty() {
            table(out, E::Own(OwnEvent::TruckSkipped { why: TruckSkip::NobodyInParking }));
            self.chief_step(out);
        } else if self.shared.deck == 0 {
            table(out, E::Own(OwnEvent::TruckSkipped { why: TruckSkip::DeckEmpty }));
            self.chief_step(out);
        } else {
            self.open_vote(VoteKind::Truck, out);
        }
    }

    fn truck_search(&mut self, winner: Seat, out: &mut Out) {
        let drawn = self.shared.deck.min(board::TRUCK_DRAW);
        self.shared.deck -= drawn;
        table(out, E::TruckSearched { player: winner, drawn, deck: self.shared.deck });
        self.shared.stage = Stage::TruckShare { winner, drawn };
    }

    pub(super) fn chief_step(&mut self, out: &mut Out) {
        self.set_step(Step::Chief, out);
        if self.present(SECURITY_HQ).is_empty() {
            self.blind = true;
            table(out, E::Own(OwnEvent::ChiefStayed { player: self.chief, why: ChiefStays::Nobody }));
            self.dice_step(out);
        } else {
            self.open_vote(VoteKind::Chief, out);
        }
    }

    pub(super) fn dice_step(&mut self, out: &mut Out) {
        self.set_step(Step::Dice, out);
        if self.setup.dice == DiceMode::Vigie {
            self.shared.box_dice = self.shared.rng.dice(board::ZOMBIE_DICE);
        }
        table(out, E::Own(OwnEvent::DiceHidden { chief: self.chief, dice: board::ZOMBIE_DICE, blind: self.blind }));
        if !self.blind {
            self.show_dice(self.chief, out);
        }
        if self.camera_players().is_empty() {
            self.destinations_step(out);
        } else {
            self.shared.stage = Stage::Own(OwnStage::CameraWindow);
        }
    }

    /// Players who hold a card and have not seen this round's dice: who could play a Security
    /// camera now.
    pub(crate) fn camera_players(&self) -> SeatSet {
        self.seats().filter(|s| self.hand(*s) > 0 && !self.shared.dice_seen.contains(*s)).collect()
    }

    fn show_dice(&mut self, player: Seat, out: &mut Out) {
        self.shared.dice_seen.insert(player);
        if self.setup.dice == DiceMode::Vigie {
            private(out, player, E::DiceShown { player, dice: self.shared.box_dice });
        }
        table(out, E::DiceSeen { player });
    }

    fn destinations_step(&mut self, out: &mut Out) {
        self.set_step(Step::Destinations, out);
        self.shared.stage = Stage::Destinations;
    }

    /// True while the chief elected this round has not yet said their destination.
    pub(crate) fn chief_to_announce(&self) -> bool {
        self.elected && self.destination(self.chief).is_none()
    }

    // ----- movement -----

    /// The characters `player` may move this round: on the board, not at their destination,
    /// and not in the Parking when the move would send them back there.
    pub(crate) fn movable(&self, player: Seat) -> CharacterSet {
        let dest = self.destination(player).unwrap_or(PARKING);
        let landing = self.landing(dest);
        self.alive(player)
            .iter()
            .filter(|c| {
                let at = self.location_of(player, *c);
                at != Some(dest) && !(at == Some(PARKING) && landing == PARKING)
            })
            .collect()
    }

    pub(super) fn movement_step(&mut self, out: &mut Out) {
        self.set_step(Step::Movement, out);
        let waiting = self.survivors();
        self.next_move(self.chief, true, waiting, out);
    }

    /// True when `player` could play a Sprint now, were it their move: they hold a card and a
    /// character of theirs could run to another open location with room.
    pub(crate) fn could_sprint(&self, player: Seat) -> bool {
        self.hand(player) > 0
            && self.alive(player).iter().any(|c| {
                let from = self.location_of(player, c);
                Loc::all().any(|to| Some(to) != from && self.has_room(to))
            })
    }

    /// Goes on with the moves from `from` (included when `include`) clockwise; moves made
    /// without asking are made here. A player holding a card is asked even when their move is
    /// forced (nothing of theirs can move): a Sprint may take them elsewhere.
    fn next_move(&mut self, from: Seat, include: bool, mut waiting: SeatSet, out: &mut Out) {
        let mut at = from;
        let mut include = include;
        while let Some(mover) = self.next_in(at, include, waiting) {
            let movable = self.movable(mover);
            let dest = self.destination(mover).unwrap_or(PARKING);
            if movable.is_empty() && self.setup.audited() && self.could_sprint(mover) {
                self.shared.stage = Stage::Movement { mover, waiting };
                return;
            } else if movable.is_empty() {
                table(out, E::Own(OwnEvent::CharacterStays { player: mover, destination: dest }));
            } else if let (Some(c), 0) = (movable.single(), self.hand(mover)) {
                self.do_move(mover, c, self.landing(dest), dest, false, out);
            } else {
                self.shared.stage = Stage::Movement { mover, waiting };
                return;
            }
            waiting.remove(mover);
            at = mover;
            include = false;
        }
        self.extra_zombies(out);
    }

    fn do_move(&mut self, player: Seat, c: Character, to: Loc, wanted: Loc, sprint: bool, out: &mut Out) {
        let from = self.location_of(player, c).unwrap_or(PARKING);
        self.pos[player.index()][c.index()] = Pos::At(to);
        table(out, E::Own(OwnEvent::CharacterMoved { player, character: c, from, to, wanted, sprint }));
    }

    /// One zombie at the single location with the most characters, one at the single location
    /// with the most Pin-ups; none for a tie.
    pub(super) fn extra_zombies(&mut self, out: &mut Out) {
        let crowd = single_max(Loc::all().map(|l| (l, self.count_at(l))));
        let pin_ups = single_max(Loc::all().map(|l| (l, self.pin_ups_at(l))));
        if let Some(l) = crowd {
            self.zombie_arrives(l, ZombieCause::Crowd, out);
        }
        if let Some(l) = pin_ups {
            self.zombie_arrives(l, ZombieCause::PinUps, out);
        }
        self.set_step(Step::Attacks, out);
        self.attack_at(Loc::from_die(1), out);
    }

    pub(super) fn end_of_round(&mut self, out: &mut Out) {
        self.set_step(Step::End, out);
        for s in self.seats() {
            for c in std::mem::take(&mut self.hidden[s.index()]).iter() {
                if let Some(location) = self.location_of(s, c) {
                    table(out, E::Own(OwnEvent::CharacterRevealed { player: s, character: c, location }));
                }
            }
        }
        let survivors = self.survivors_total();
        let g: &Game = self;
        let mut places = g.seats().flat_map(|s| g.alive(s).iter().filter_map(move |c| g.location_of(s, c)));
        let first = places.next();
        let together = first.filter(|l| *l != PARKING && places.all(|p| p == *l));
        let why = if survivors <= board::end_survivors(self.setup.players) {
            Some(EndReason::FewSurvivors)
        } else {
            together.map(EndReason::Together)
        };
        match why {
            Some(why) => {
                self.ended = Some(why);
                // Out of the rounds, as at the set-up (Lockdown's phase is none at the end too).
                self.step = None;
                table(out, E::Own(OwnEvent::GameEnded { round: self.round, survivors, why }));
                table(out, E::Own(OwnEvent::Scored { scores: PerSeat(self.scores()), cards: PerSeat(self.hands) }));
                table(out, E::Winners { winners: self.winners() });
                self.shared.stage = Stage::Finished;
            }
            None => self.start_round(out),
        }
    }
}

impl Steps<CardPlay, Character, OwnCommand, VoteKind, OwnEvent, Vote, OwnStage, RuleError> for Game {
    fn shared(&mut self) -> &mut SharedGame<Stage> {
        &mut self.shared
    }

    /// Mall of Horror refuses a card, as any command, once the game is over.
    fn play_card(&mut self, player: Seat, card: CardPlay, out: &mut Out) -> Result<(), RuleError> {
        if self.is_finished() {
            return Err(RuleError::GameOver);
        }
        self.play(player, card, out)
    }

    fn begin_placement(&mut self, player: Seat, out: &mut Out) {
        self.need_dice(DicePurpose::Placement(player), board::PLACEMENT_DICE, out);
    }

    fn place_with(
        &mut self,
        expected: Seat,
        dice: Dice,
        own: OwnCommand,
        out: &mut Out,
    ) -> Option<Result<(), RuleError>> {
        let OwnCommand::Place { player, character, location } = own;
        Some(self.place(expected, dice, player, character, location, out))
    }

    fn auto_place(&mut self, player: Seat, dice: Dice, out: &mut Out) {
        let spots = self.placement_spots(dice);
        if let (Some(c), 1) = (self.unplaced(player).single(), spots.len())
            && let Some(l) = spots.iter().next()
        {
            self.do_place(player, c, l, out);
        }
    }

    fn starting_dice(&mut self, dice: Dice, out: &mut Out) {
        for &face in dice.faces() {
            self.zombie_arrives(Loc::from_die(face), ZombieCause::Die(face), out);
        }
        self.start_round(out);
    }

    /// The dice under the box revealed: their zombies, then those of the players with no
    /// character left, then the moves.
    fn box_revealed(&mut self, out: &mut Out) {
        let dice = self.shared.box_dice;
        for &face in dice.faces() {
            self.zombie_arrives(Loc::from_die(face), ZombieCause::Die(face), out);
        }
        for s in self.seats() {
            if self.alive(s).is_empty()
                && let Some(l) = self.destination(s)
            {
                self.zombie_arrives(l, ZombieCause::Player(s), out);
            }
        }
        self.movement_step(out);
    }

    fn vote_command(&mut self, v: Vote, cmd: Command, out: &mut Out) -> Result<(), RuleError> {
        self.vote_step(v, cmd, out)
    }

    fn share(&mut self, winner: Seat, drawn: u8, to: Seat, out: &mut Out) {
        if drawn > 1 {
            self.hands[winner.index()] += 1;
            table(out, E::CardKept { player: winner });
        }
        self.hands[to.index()] += 1;
        if to == winner {
            table(out, E::CardKept { player: winner });
        } else {
            table(out, E::CardGiven { from: winner, to });
        }
        if drawn > 2 {
            self.shared.deck += 1;
            table(out, E::Own(OwnEvent::CardUnderDeck { deck: self.shared.deck }));
        }
        self.chief_step(out);
    }

    fn choose_destination(&mut self, player: Seat, l: Loc, out: &mut Out) -> Result<(), RuleError> {
        if self.destination(player).is_some() {
            return Err(RuleError::AlreadyChosen(player));
        }
        let announcing = self.chief_to_announce();
        if announcing && player != self.chief {
            return Err(RuleError::Own(OwnRuleError::ChiefFirst(self.chief)));
        }
        if self.alive(player).is_empty() && self.is_closed(l) {
            return Err(RuleError::LocationClosed(l));
        }
        self.record_destination(player, l, announcing, out);
        if self.seats().all(|s| self.destination(s).is_some()) {
            self.reveal_destinations(out);
            self.set_step(Step::Zombies, out);
            self.lift_box(board::ZOMBIE_DICE, out);
        }
        Ok(())
    }

    fn move_command(
        &mut self,
        mut waiting: SeatSet,
        player: Seat,
        c: Character,
        out: &mut Out,
    ) -> Result<(), RuleError> {
        if self.location_of(player, c).is_none() {
            return Err(RuleError::Own(OwnRuleError::NotPlaced { player, character: c }));
        }
        if !self.movable(player).contains(c) {
            return Err(RuleError::Own(OwnRuleError::AlreadyAtDestination { player, character: c }));
        }
        let dest = self.destination(player).unwrap_or(PARKING);
        self.do_move(player, c, self.landing(dest), dest, false, out);
        waiting.remove(player);
        self.next_move(player, false, waiting, out);
        Ok(())
    }

    /// No Sprint: nothing of `mover`'s moves, and `Continue` lets it stay.
    fn move_on(&mut self, mover: Seat, mut waiting: SeatSet, out: &mut Out) -> Option<Result<(), RuleError>> {
        if !self.movable(mover).is_empty() {
            return None;
        }
        let destination = self.destination(mover).unwrap_or(PARKING);
        table(out, E::Own(OwnEvent::CharacterStays { player: mover, destination }));
        waiting.remove(mover);
        self.next_move(mover, false, waiting, out);
        Some(Ok(()))
    }

    /// The moment for the security cameras.
    fn own_stage(&mut self, stage: OwnStage, cmd: Command, out: &mut Out) -> Result<(), RuleError> {
        match (stage, cmd) {
            (OwnStage::CameraWindow, Command::Continue) => {
                self.destinations_step(out);
                Ok(())
            }
            (OwnStage::CameraWindow, _) => Err(RuleError::Unexpected { expected: Moment::Own(OwnMoment::Camera) }),
        }
    }
}

/// The location with strictly the most of something, if one has more than every other (and
/// more than none).
fn single_max(counts: impl Iterator<Item = (Loc, u8)>) -> Option<Loc> {
    let mut best: Option<(Loc, u8)> = None;
    let mut tied = false;
    for (l, n) in counts {
        match best {
            Some((_, b)) if n == b => tied = true,
            Some((_, b)) if n < b => {}
            _ => {
                best = Some((l, n));
                tied = false;
            }
        }
    }
    best.filter(|(_, n)| *n > 0 && !tied).map(|(l, _)| l)
}
