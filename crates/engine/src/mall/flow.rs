//! The rules in motion: applying a command, and the automatic steps that follow it until the
//! table's next decision.

use super::board::{self, PARKING, SECURITY_HQ, SUPERMARKET};
use super::command::{Command, Moment, RuleError};
use super::event::{
    Calm, ChiefStays, EndReason, Event, EventKind as E, LeaveCause, Step, TruckSkip, VoteKind, ZombieCause,
};
use super::game::{Game, Setup, Stage, Vote, VoteStep};
use super::types::{CardPlay, Character, CharacterSet};
use crate::event::{Audience, Ballots, Destinations, DicePurpose, PerSeat};
use crate::game::{DiceMode, Pos, SetupError};
use crate::rng::Rng;
use crate::types::{Dice, LOCATIONS, Loc, LocSet, MAX_PLAYERS, Seat, SeatSet};

type Out = Vec<Event>;

#[inline]
fn table(out: &mut Out, kind: E) {
    out.push(Event { audience: Audience::Table, kind });
}

fn private(out: &mut Out, s: Seat, kind: E) {
    out.push(Event { audience: Audience::Player(s), kind });
}

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
        let mut g = Game {
            setup,
            rng: Rng::with(setup.generator, setup.seed),
            pos,
            hands,
            hidden: [CharacterSet::EMPTY; MAX_PLAYERS],
            zombies: [0; LOCATIONS],
            closed: Game::closed_at_start(&setup),
            deck: deck_total - setup.players,
            chief: setup.oldest,
            blind: false,
            elected: false,
            round: 0,
            step: None,
            box_dice: Dice::EMPTY,
            dice_seen: SeatSet::EMPTY,
            destinations: [None; MAX_PLAYERS],
            ended: None,
            stage: Stage::Finished,
        };
        let mut out = Vec::new();
        table(
            &mut out,
            E::GameStarted {
                players: setup.players,
                group: g.group_size(),
                chief: g.chief,
                deck: deck_total,
                table_dice: setup.dice == DiceMode::Table,
            },
        );
        if g.closed.contains(board::CACHOU) {
            table(&mut out, E::CachouClosed);
        }
        table(&mut out, E::CardsDealt { each: 1, deck: g.deck });
        g.begin_placement(g.chief, &mut out);
        Ok((g, out))
    }

    /// One command, on a copy (see [`Rules::execute`](crate::Rules::execute)).
    pub(crate) fn run(&mut self, cmd: Command, out: &mut Out) -> Result<(), RuleError> {
        if matches!(self.stage, Stage::Finished) {
            return Err(RuleError::GameOver);
        }
        if let Command::Play { player, card } = cmd {
            return self.play(player, card, out);
        }
        match (self.stage, cmd) {
            (Stage::AwaitDice { purpose, count }, Command::Roll { dice }) => {
                if dice.len() != usize::from(count) {
                    return Err(RuleError::DiceCount { expected: count, got: dice.len() as u8 });
                }
                self.dice_entered(purpose, dice, out);
                Ok(())
            }
            (Stage::AwaitDice { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Dice }),
            (Stage::Placement { player, dice }, Command::Place { player: p, character, location }) => {
                self.place(player, dice, p, character, location, out)
            }
            (Stage::Placement { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Placement }),
            (Stage::Vote(v), cmd) => self.vote_command(v, cmd, out),
            (Stage::TruckShare { winner, drawn }, Command::Give { to }) => self.share(winner, drawn, to, out),
            (Stage::TruckShare { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Share }),
            (Stage::CameraWindow, Command::Continue) => {
                self.destinations_step(out);
                Ok(())
            }
            (Stage::CameraWindow, _) => Err(RuleError::Unexpected { expected: Moment::Camera }),
            (Stage::Destinations, Command::Destination { player, location }) => {
                self.choose_destination(player, location, out)
            }
            (Stage::Destinations, _) => Err(RuleError::Unexpected { expected: Moment::Destinations }),
            (Stage::Movement { mover, waiting }, Command::Move { player, character }) => {
                self.move_command(mover, waiting, player, character, out)
            }
            (Stage::Movement { mover, mut waiting }, Command::Continue) if self.movable(mover).is_empty() => {
                // No Sprint: nothing of theirs moves.
                let destination = self.destination(mover).unwrap_or(PARKING);
                table(out, E::CharacterStays { player: mover, destination });
                waiting.remove(mover);
                self.next_move(mover, false, waiting, out);
                Ok(())
            }
            (Stage::Movement { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Movement }),
            (Stage::Finished, _) => Err(RuleError::GameOver),
        }
    }

    // ----- dice -----

    fn roll(&mut self, count: u8) -> Dice {
        let mut d = Dice::EMPTY;
        for _ in 0..count {
            d.push(self.rng.die());
        }
        d
    }

    /// Rolls with Vigie's dice, or waits for the table's.
    fn need_dice(&mut self, purpose: DicePurpose, count: u8, out: &mut Out) {
        match self.setup.dice {
            DiceMode::Vigie => {
                let d = self.roll(count);
                self.dice_entered(purpose, d, out);
            }
            DiceMode::Table => self.stage = Stage::AwaitDice { purpose, count },
        }
    }

    fn dice_entered(&mut self, purpose: DicePurpose, dice: Dice, out: &mut Out) {
        match purpose {
            DicePurpose::Placement(player) => {
                table(out, E::DiceRolled { purpose, dice });
                self.stage = Stage::Placement { player, dice };
                self.auto_place(player, dice, out);
            }
            DicePurpose::StartingMonsters => {
                table(out, E::DiceRolled { purpose, dice });
                for &face in dice.faces() {
                    self.zombie_arrives(Loc::from_die(face), ZombieCause::Die(face), out);
                }
                self.start_round(out);
            }
            DicePurpose::Box => {
                self.box_dice = dice;
                table(out, E::DiceRevealed { dice });
                self.dice_arrivals(out);
            }
        }
    }

    // ----- set-up -----

    fn begin_placement(&mut self, player: Seat, out: &mut Out) {
        self.need_dice(DicePurpose::Placement(player), board::PLACEMENT_DICE, out);
    }

    /// Where a character may be placed with these dice: a die's location with room, or, when
    /// both are full or closed, any location with room.
    pub(crate) fn placement_spots(&self, dice: Dice) -> LocSet {
        let by_dice: LocSet = dice.faces().iter().map(|&f| Loc::from_die(f)).filter(|l| self.has_room(*l)).collect();
        if by_dice.is_empty() { Loc::all().filter(|l| self.has_room(*l)).collect() } else { by_dice }
    }

    fn auto_place(&mut self, player: Seat, dice: Dice, out: &mut Out) {
        let spots = self.placement_spots(dice);
        if let (Some(c), 1) = (self.unplaced(player).single(), spots.len())
            && let Some(l) = spots.iter().next()
        {
            self.do_place(player, c, l, out);
        }
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
            Pos::Absent => return Err(RuleError::NotPlaced { player, character: c }),
            _ => return Err(RuleError::AlreadyPlaced { player, character: c }),
        }
        if !self.placement_spots(dice).contains(l) {
            return Err(if self.is_closed(l) {
                RuleError::LocationClosed(l)
            } else if !self.has_room(l) {
                RuleError::NoRoom(l)
            } else {
                RuleError::NotADie(l)
            });
        }
        self.do_place(player, c, l, out);
        Ok(())
    }

    fn do_place(&mut self, player: Seat, c: Character, l: Loc, out: &mut Out) {
        self.pos[player.index()][c.index()] = Pos::At(l);
        table(out, E::CharacterPlaced { player, character: c, location: l });
        let waiting: SeatSet = self.seats().filter(|s| !self.unplaced(*s).is_empty()).collect();
        match self.next_in(player, false, waiting) {
            Some(next) => self.begin_placement(next, out),
            None => self.need_dice(DicePurpose::StartingMonsters, board::ZOMBIE_DICE, out),
        }
    }

    // ----- zombies -----

    pub(super) fn zombie_arrives(&mut self, l: Loc, cause: ZombieCause, out: &mut Out) {
        if self.is_closed(l) {
            table(out, E::ZombieBlocked { location: l, cause });
            return;
        }
        self.zombies[l.index()] += 1;
        table(out, E::ZombieArrived { location: l, cause });
        if l != PARKING && self.zombies[l.index()] >= board::CLOSING_ZOMBIES && self.count_at(l) == 0 {
            self.closed.insert(l);
            table(out, E::LocationClosed { location: l });
            self.zombies_leave(l, LeaveCause::Closure, out);
        }
    }

    fn zombies_leave(&mut self, l: Loc, cause: LeaveCause, out: &mut Out) {
        let count = std::mem::take(&mut self.zombies[l.index()]);
        if count > 0 {
            table(out, E::ZombiesLeft { location: l, count, cause });
        }
    }

    // ----- a round -----

    fn set_step(&mut self, step: Step, out: &mut Out) {
        self.step = Some(step);
        table(out, E::StepStarted { round: self.round, step });
    }

    pub(super) fn start_round(&mut self, out: &mut Out) {
        self.round += 1;
        self.destinations = [None; MAX_PLAYERS];
        self.dice_seen = SeatSet::EMPTY;
        self.box_dice = Dice::EMPTY;
        self.elected = false;
        self.blind = false;
        table(out, E::RoundStarted { round: self.round });
        self.set_step(Step::Truck, out);
        if self.present(PARKING).is_empty() {
            table(out, E::TruckSkipped { why: TruckSkip::NobodyInParking });
            self.chief_step(out);
        } else if self.deck == 0 {
            table(out, E::TruckSkipped { why: TruckSkip::DeckEmpty });
            self.chief_step(out);
        } else {
            self.open_vote(VoteKind::Truck, out);
        }
    }

    fn truck_search(&mut self, winner: Seat, out: &mut Out) {
        let drawn = self.deck.min(board::TRUCK_DRAW);
        self.deck -= drawn;
        table(out, E::TruckSearched { player: winner, drawn, deck: self.deck });
        self.stage = Stage::TruckShare { winner, drawn };
    }

    fn share(&mut self, winner: Seat, drawn: u8, to: Seat, out: &mut Out) -> Result<(), RuleError> {
        self.check_seat(to)?;
        if drawn > 1 && to == winner {
            return Err(RuleError::MustGiveAway);
        }
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
            self.deck += 1;
            table(out, E::CardUnderDeck { deck: self.deck });
        }
        self.chief_step(out);
        Ok(())
    }

    pub(super) fn chief_step(&mut self, out: &mut Out) {
        self.set_step(Step::Chief, out);
        if self.present(SECURITY_HQ).is_empty() {
            self.blind = true;
            table(out, E::ChiefStayed { player: self.chief, why: ChiefStays::Nobody });
            self.dice_step(out);
        } else {
            self.open_vote(VoteKind::Chief, out);
        }
    }

    pub(super) fn dice_step(&mut self, out: &mut Out) {
        self.set_step(Step::Dice, out);
        if self.setup.dice == DiceMode::Vigie {
            self.box_dice = self.roll(board::ZOMBIE_DICE);
        }
        table(out, E::DiceHidden { chief: self.chief, dice: board::ZOMBIE_DICE, blind: self.blind });
        if !self.blind {
            self.show_dice(self.chief, out);
        }
        if self.camera_players().is_empty() {
            self.destinations_step(out);
        } else {
            self.stage = Stage::CameraWindow;
        }
    }

    /// Players who hold a card and have not seen this round's dice: who could play a Security
    /// camera now.
    pub(crate) fn camera_players(&self) -> SeatSet {
        self.seats().filter(|s| self.hand(*s) > 0 && !self.dice_seen.contains(*s)).collect()
    }

    fn show_dice(&mut self, player: Seat, out: &mut Out) {
        self.dice_seen.insert(player);
        if self.setup.dice == DiceMode::Vigie {
            private(out, player, E::DiceShown { player, dice: self.box_dice });
        }
        table(out, E::DiceSeen { player });
    }

    fn destinations_step(&mut self, out: &mut Out) {
        self.set_step(Step::Destinations, out);
        self.stage = Stage::Destinations;
    }

    /// True while the chief elected this round has not yet said their destination.
    pub(crate) fn chief_to_announce(&self) -> bool {
        self.elected && self.destination(self.chief).is_none()
    }

    fn choose_destination(&mut self, player: Seat, l: Loc, out: &mut Out) -> Result<(), RuleError> {
        self.check_seat(player)?;
        if self.destination(player).is_some() {
            return Err(RuleError::AlreadyChosen(player));
        }
        let announcing = self.chief_to_announce();
        if announcing && player != self.chief {
            return Err(RuleError::ChiefFirst(self.chief));
        }
        if self.alive(player).is_empty() && self.is_closed(l) {
            return Err(RuleError::LocationClosed(l));
        }
        self.destinations[player.index()] = Some(l);
        if announcing {
            table(out, E::DestinationAnnounced { player, location: l });
        } else {
            table(out, E::DestinationChosen { player });
            private(out, player, E::DestinationRecorded { player, location: l });
        }
        if self.seats().all(|s| self.destination(s).is_some()) {
            table(out, E::DestinationsRevealed { destinations: Destinations(self.destinations) });
            self.set_step(Step::Zombies, out);
            match self.setup.dice {
                DiceMode::Vigie => {
                    table(out, E::DiceRevealed { dice: self.box_dice });
                    self.dice_arrivals(out);
                }
                DiceMode::Table => {
                    self.stage = Stage::AwaitDice { purpose: DicePurpose::Box, count: board::ZOMBIE_DICE }
                }
            }
        }
        Ok(())
    }

    /// The zombies of the dice, then those of the players with no character left.
    pub(super) fn dice_arrivals(&mut self, out: &mut Out) {
        let dice = self.box_dice;
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
                self.stage = Stage::Movement { mover, waiting };
                return;
            } else if movable.is_empty() {
                table(out, E::CharacterStays { player: mover, destination: dest });
            } else if let (Some(c), 0) = (movable.single(), self.hand(mover)) {
                self.do_move(mover, c, self.landing(dest), dest, false, out);
            } else {
                self.stage = Stage::Movement { mover, waiting };
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
        table(out, E::CharacterMoved { player, character: c, from, to, wanted, sprint });
    }

    fn move_command(
        &mut self,
        mover: Seat,
        mut waiting: SeatSet,
        player: Seat,
        c: Character,
        out: &mut Out,
    ) -> Result<(), RuleError> {
        self.check_seat(player)?;
        if player != mover {
            return Err(RuleError::NotYourTurn { expected: mover, got: player });
        }
        if self.location_of(player, c).is_none() {
            return Err(RuleError::NotPlaced { player, character: c });
        }
        if !self.movable(player).contains(c) {
            return Err(RuleError::AlreadyAtDestination { player, character: c });
        }
        let dest = self.destination(player).unwrap_or(PARKING);
        self.do_move(player, c, self.landing(dest), dest, false, out);
        waiting.remove(player);
        self.next_move(player, false, waiting, out);
        Ok(())
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

    // ----- attacks -----

    /// True when `zombies` get in against `defence` (plus Hardware) at `l`.
    pub(crate) fn gets_in(l: Loc, zombies: u8, defence: u8) -> bool {
        zombies > 0 && (zombies >= defence || l == SUPERMARKET && zombies >= board::SUPERMARKET_BREACH)
    }

    /// Players who could play a card in the attack's moment: present there, holding a card.
    pub(crate) fn card_players(&self, l: Loc) -> SeatSet {
        self.present(l).iter().filter(|s| self.hand(*s) > 0).collect()
    }

    pub(super) fn attack_at(&mut self, l: Loc, out: &mut Out) {
        let zombies = self.zombies(l);
        let defence = self.defence(l);
        let calm = if self.is_closed(l) {
            Some(Calm::Closed)
        } else if self.count_at(l) == 0 {
            Some(Calm::Empty)
        } else if zombies == 0 {
            Some(Calm::NoZombies)
        } else if l != PARKING && !Game::gets_in(l, zombies, defence) {
            Some(Calm::Held)
        } else {
            None
        };
        if let Some(why) = calm {
            table(out, E::NoAttack { location: l, zombies, defence, why });
            self.next_attack(l, out);
            return;
        }
        table(out, E::Attack { location: l, zombies, defence });
        let v = Vote::new(VoteKind::Victim(l));
        if self.card_players(l).is_empty() {
            self.settle_attack(v, out);
        } else {
            self.stage = Stage::Vote(v);
        }
    }

    /// The zombies of the Parking that have not yet taken a character in this attack.
    fn hungry(&self, v: &Vote) -> u8 {
        self.zombies(PARKING).saturating_sub(v.taken)
    }

    /// True when the attack of `v` goes on as things stand: the zombies get in (in the Parking,
    /// some have not fed yet).
    pub(crate) fn attack_goes_on(&self, v: &Vote) -> bool {
        let l = v.kind.location();
        if l == PARKING { self.hungry(v) > 0 } else { Game::gets_in(l, self.zombies(l), self.defence(l) + v.hardware) }
    }

    /// After the moment for cards: the comparison again, then the vote. In the Parking, after a
    /// later moment: the zombies that have not fed yet vote on, one vote each.
    fn settle_attack(&mut self, mut v: Vote, out: &mut Out) {
        let l = v.kind.location();
        let zombies = self.zombies(l);
        let defence = self.defence(l) + v.hardware;
        if zombies == 0 || l != PARKING && !Game::gets_in(l, zombies, defence) {
            table(out, E::AttackRepelled { location: l, zombies, defence });
            self.next_attack(l, out);
            return;
        }
        if !self.attack_goes_on(&v) {
            // The Parking: every zombie left has fed.
            self.zombies_leave(l, LeaveCause::Attacked, out);
            self.next_attack(l, out);
            return;
        }
        // A card changed the attack and the moment closed by itself: the new comparison is said.
        if std::mem::take(&mut v.changed) {
            let zombies = if l == PARKING { self.hungry(&v) } else { zombies };
            table(out, E::AttackStands { location: l, zombies, defence });
        }
        self.victim_vote(v, out);
    }

    fn victim_vote(&mut self, v: Vote, out: &mut Out) {
        let l = v.kind.location();
        let candidates = self.visible(l);
        if candidates.is_empty() {
            table(out, E::NobodyFound { location: l });
            self.zombies_leave(l, LeaveCause::Attacked, out);
            self.next_attack(l, out);
        } else if let Some(player) = candidates.single() {
            table(out, E::VoteUnopposed { vote: v.kind, player });
            self.victim_chosen(v, player, out);
        } else {
            table(out, E::VoteOpened { vote: v.kind, weights: self.weights(&v, false), candidates });
            self.open_ballots(v, SeatSet::EMPTY, out);
        }
    }

    fn victim_chosen(&mut self, mut v: Vote, player: Seat, out: &mut Out) {
        let l = v.kind.location();
        match self.visible_at(player, l).single() {
            Some(c) => self.lose(v, player, c, out),
            None => {
                v.step = VoteStep::Victim { player };
                self.stage = Stage::Vote(v);
            }
        }
    }

    fn lose(&mut self, mut v: Vote, player: Seat, c: Character, out: &mut Out) {
        let l = v.kind.location();
        self.pos[player.index()][c.index()] = Pos::Eaten;
        table(out, E::CharacterLost { player, character: c, location: l });
        if self.alive(player).is_empty() {
            table(out, E::PlayerOut { player });
            if player == self.chief
                && self.setup.audited()
                && let Some(to) = self.next_in(player, false, self.survivors())
            {
                // As in Lockdown: a player out of the game does not lead the moves or settle ties.
                self.chief = to;
                table(out, E::ChiefPassed { from: player, to });
            }
        }
        v.taken += 1;
        v.step = VoteStep::Discussion;
        if l == PARKING && self.hungry(&v) > 0 && !self.visible(l).is_empty() {
            if self.setup.audited() && !self.card_players(l).is_empty() {
                // A moment for cards before the next vote: a weapon may spare the next victim.
                self.stage = Stage::Vote(v);
            } else {
                self.victim_vote(v, out);
            }
        } else {
            self.zombies_leave(l, LeaveCause::Attacked, out);
            self.next_attack(l, out);
        }
    }

    fn next_attack(&mut self, l: Loc, out: &mut Out) {
        match Loc::new(l.number() + 1) {
            Some(next) => self.attack_at(next, out),
            None => self.end_of_round(out),
        }
    }

    pub(super) fn end_of_round(&mut self, out: &mut Out) {
        self.set_step(Step::End, out);
        for s in self.seats() {
            for c in std::mem::take(&mut self.hidden[s.index()]).iter() {
                if let Some(location) = self.location_of(s, c) {
                    table(out, E::CharacterRevealed { player: s, character: c, location });
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
                table(out, E::GameEnded { round: self.round, survivors, why });
                table(out, E::Scored { scores: PerSeat(self.scores()), cards: PerSeat(self.hands) });
                table(out, E::Winners { winners: self.winners() });
                self.stage = Stage::Finished;
            }
            None => self.start_round(out),
        }
    }

    // ----- votes -----

    /// Each player's votes: one per character present and not hidden, the Gunman two, plus
    /// their Threats; in a second vote, one for each player with no character there (players
    /// out of the game included, unless the table's option or an older save leaves them out).
    pub(crate) fn weights(&self, v: &Vote, second: bool) -> PerSeat {
        let l = v.kind.location();
        let mut w = [0; MAX_PLAYERS];
        for s in self.seats() {
            let own = self.votes_at(s, l);
            if own > 0 {
                w[s.index()] = own + v.threats[s.index()];
            } else if second
                && (self.setup.out_players_vote_again() || !self.alive(s).is_empty())
                && self.characters_at(s, l).is_empty()
            {
                w[s.index()] = 1;
            }
        }
        PerSeat(w)
    }

    /// Players who may play a card in a vote's discussion (a Threat: a voter holding a card).
    pub(crate) fn threat_players(&self, l: Loc) -> SeatSet {
        self.visible(l).iter().filter(|s| self.hand(*s) > 0).collect()
    }

    fn open_vote(&mut self, kind: VoteKind, out: &mut Out) {
        let v = Vote::new(kind);
        let l = kind.location();
        let candidates = self.visible(l);
        if let Some(player) = candidates.single() {
            table(out, E::VoteUnopposed { vote: kind, player });
            self.vote_won(v, player, out);
            return;
        }
        table(out, E::VoteOpened { vote: kind, weights: self.weights(&v, false), candidates });
        if self.threat_players(l).is_empty() {
            self.open_ballots(v, SeatSet::EMPTY, out);
        } else {
            self.stage = Stage::Vote(v);
        }
    }

    fn open_ballots(&mut self, mut v: Vote, tied: SeatSet, out: &mut Out) {
        let second = !tied.is_empty();
        let candidates = if second { tied } else { self.visible(v.kind.location()) };
        v.step = VoteStep::Ballots { tied, ballots: [None; MAX_PLAYERS] };
        let out_vote = self.setup.out_players_vote_again();
        table(out, E::BallotsOpened { vote: v.kind, second, weights: self.weights(&v, second), candidates, out_vote });
        self.stage = Stage::Vote(v);
    }

    fn vote_command(&mut self, mut v: Vote, cmd: Command, out: &mut Out) -> Result<(), RuleError> {
        let l = v.kind.location();
        match (v.step, cmd) {
            (VoteStep::Discussion, Command::Continue) => {
                match v.kind {
                    // The question the table answers already said the comparison made again.
                    VoteKind::Victim(_) => self.settle_attack(Vote { changed: false, ..v }, out),
                    _ => self.open_ballots(v, SeatSet::EMPTY, out),
                }
                Ok(())
            }
            (VoteStep::Discussion, _) => Err(RuleError::Unexpected {
                expected: if matches!(v.kind, VoteKind::Victim(_)) { Moment::Cards } else { Moment::Discussion },
            }),
            (VoteStep::Ballots { tied, mut ballots }, Command::Ballot { voter, candidate }) => {
                self.check_seat(voter)?;
                self.check_seat(candidate)?;
                let second = !tied.is_empty();
                let weights = self.weights(&v, second);
                if weights.get(voter) == 0 {
                    return Err(RuleError::NotAVoter(voter));
                }
                if ballots[voter.index()].is_some() {
                    return Err(RuleError::AlreadyVoted(voter));
                }
                let candidates = if second { tied } else { self.visible(l) };
                if !candidates.contains(candidate) {
                    return Err(RuleError::NotACandidate(candidate));
                }
                ballots[voter.index()] = Some(candidate);
                v.step = VoteStep::Ballots { tied, ballots };
                self.stage = Stage::Vote(v);
                table(out, E::BallotCast { vote: v.kind, voter });
                if self.seats().all(|s| weights.get(s) == 0 || ballots[s.index()].is_some()) {
                    self.count(v, ballots, weights, candidates, second, out);
                }
                Ok(())
            }
            (VoteStep::Ballots { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Ballots }),
            (VoteStep::Tie { tied }, Command::BreakTie { candidate }) => {
                self.check_seat(candidate)?;
                if !tied.contains(candidate) {
                    return Err(RuleError::NotTied(candidate));
                }
                table(out, E::TieBroken { vote: v.kind, chief: self.chief, winner: candidate });
                self.vote_won(v, candidate, out);
                Ok(())
            }
            (VoteStep::Tie { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Tie }),
            (VoteStep::Victim { player }, Command::Victim { player: p, character }) => {
                self.check_seat(p)?;
                if p != player {
                    return Err(RuleError::NotYourTurn { expected: player, got: p });
                }
                if self.location_of(p, character) != Some(l) {
                    return Err(RuleError::NotThere { player: p, character, location: l });
                }
                if self.is_hidden(p, character) {
                    return Err(RuleError::Hidden { player: p, character });
                }
                self.lose(v, p, character, out);
                Ok(())
            }
            (VoteStep::Victim { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Victim }),
        }
    }

    fn count(
        &mut self,
        mut v: Vote,
        ballots: [Option<Seat>; MAX_PLAYERS],
        weights: PerSeat,
        candidates: SeatSet,
        second: bool,
        out: &mut Out,
    ) {
        table(out, E::BallotsRevealed { vote: v.kind, ballots: Ballots(ballots), weights });
        let mut totals = [0u8; MAX_PLAYERS];
        for s in self.seats() {
            if let Some(c) = ballots[s.index()] {
                totals[c.index()] += weights.get(s);
            }
        }
        let best = candidates.iter().map(|c| totals[c.index()]).max().unwrap_or(0);
        let top: SeatSet = candidates.iter().filter(|c| totals[c.index()] == best).collect();
        table(out, E::VoteCounted { vote: v.kind, totals: PerSeat(totals), candidates, top });
        if let Some(winner) = top.single() {
            self.vote_won(v, winner, out);
            return;
        }
        match v.kind {
            VoteKind::Truck => {
                table(out, E::TruckSkipped { why: TruckSkip::Tie });
                self.chief_step(out);
            }
            VoteKind::Chief => {
                self.blind = true;
                table(out, E::ChiefStayed { player: self.chief, why: ChiefStays::Tie });
                self.dice_step(out);
            }
            VoteKind::Victim(_) if !second => self.open_ballots(v, top, out),
            VoteKind::Victim(_) => {
                table(out, E::TieToBreak { vote: v.kind, chief: self.chief, tied: top });
                v.step = VoteStep::Tie { tied: top };
                self.stage = Stage::Vote(v);
            }
        }
    }

    fn vote_won(&mut self, v: Vote, winner: Seat, out: &mut Out) {
        match v.kind {
            VoteKind::Truck => self.truck_search(winner, out),
            VoteKind::Chief => {
                table(out, E::ChiefElected { player: winner, from: self.chief });
                self.chief = winner;
                self.elected = true;
                self.blind = false;
                self.dice_step(out);
            }
            VoteKind::Victim(_) => self.victim_chosen(v, winner, out),
        }
    }

    // ----- cards -----

    fn play(&mut self, player: Seat, card: CardPlay, out: &mut Out) -> Result<(), RuleError> {
        self.check_seat(player)?;
        let kind = card.card();
        let wrong = RuleError::WrongMoment(kind);
        // The vote whose discussion is open, if any.
        let discussion = match self.stage {
            Stage::Vote(v) if v.step == VoteStep::Discussion => Some(v),
            _ => None,
        };
        // The attack whose moment for cards is open, if any.
        let attack = discussion.filter(|v| matches!(v.kind, VoteKind::Victim(_)));
        match card {
            CardPlay::Threat => {
                let v = discussion.ok_or(wrong)?;
                if self.votes_at(player, v.kind.location()) == 0 {
                    return Err(RuleError::NotAVoter(player));
                }
            }
            CardPlay::SecurityCamera => {
                if self.stage != Stage::CameraWindow {
                    return Err(wrong);
                }
                if self.dice_seen.contains(player) {
                    return Err(RuleError::AlreadyKnowsDice(player));
                }
            }
            CardPlay::Sprint { character, to } => {
                let Stage::Movement { mover, .. } = self.stage else { return Err(wrong) };
                if player != mover {
                    return Err(RuleError::NotYourTurn { expected: mover, got: player });
                }
                let Some(from) = self.location_of(player, character) else {
                    return Err(RuleError::NotPlaced { player, character });
                };
                if from == to {
                    return Err(RuleError::SameLocation);
                }
                if self.is_closed(to) {
                    return Err(RuleError::LocationClosed(to));
                }
                if !self.has_room(to) {
                    return Err(RuleError::NoRoom(to));
                }
            }
            CardPlay::Hardware | CardPlay::WeaponOne | CardPlay::WeaponTwo => {
                let l = attack.ok_or(wrong)?.kind.location();
                if !self.present(l).contains(player) {
                    return Err(RuleError::NotPresent { player, location: l });
                }
                if card == CardPlay::Hardware && l == PARKING {
                    return Err(RuleError::NotInTheParking);
                }
                if card != CardPlay::Hardware && self.zombies(l) == 0 {
                    return Err(RuleError::NoZombie(l));
                }
            }
            CardPlay::Hidden { character } => {
                let l = attack.ok_or(wrong)?.kind.location();
                if self.location_of(player, character) != Some(l) {
                    return Err(RuleError::NotThere { player, character, location: l });
                }
                if self.is_hidden(player, character) {
                    return Err(RuleError::Hidden { player, character });
                }
            }
        }
        if self.hand(player) == 0 {
            return Err(RuleError::NoCardInHand(player));
        }
        self.hands[player.index()] -= 1;
        table(out, E::CardPlayed { player, card });
        match card {
            CardPlay::SecurityCamera => {
                self.show_dice(player, out);
                if self.camera_players().is_empty() {
                    self.destinations_step(out);
                }
            }
            CardPlay::Sprint { character, to } => {
                let Stage::Movement { mover, mut waiting } = self.stage else { return Ok(()) };
                let dest = self.destination(mover).unwrap_or(PARKING);
                self.do_move(mover, character, to, dest, true, out);
                waiting.remove(mover);
                self.next_move(mover, false, waiting, out);
            }
            CardPlay::Threat
            | CardPlay::Hardware
            | CardPlay::WeaponOne
            | CardPlay::WeaponTwo
            | CardPlay::Hidden { .. } => {
                let Some(mut v) = discussion else { return Ok(()) };
                let l = v.kind.location();
                if card != CardPlay::Threat {
                    v.changed = true;
                }
                match card {
                    CardPlay::Threat => v.threats[player.index()] += 1,
                    CardPlay::Hardware => v.hardware += 1,
                    CardPlay::Hidden { character } => {
                        self.hidden[player.index()].insert(character);
                        table(out, E::CharacterHidden { player, character, location: l });
                    }
                    _ => {
                        let want = if card == CardPlay::WeaponOne { 1 } else { 2 };
                        let count = want.min(self.zombies(l));
                        self.zombies[l.index()] -= count;
                        table(out, E::ZombiesKilled { location: l, count });
                    }
                }
                self.stage = Stage::Vote(v);
                // The moment closes by itself once nobody there holds a card.
                let more = match v.kind {
                    VoteKind::Victim(_) => self.card_players(l),
                    _ => self.threat_players(l),
                };
                if more.is_empty() {
                    match v.kind {
                        VoteKind::Victim(_) => self.settle_attack(v, out),
                        _ => self.open_ballots(v, SeatSet::EMPTY, out),
                    }
                }
            }
        }
        Ok(())
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
