//! The rules in motion: applying a command, and the automatic steps that follow it until the
//! next decision of the table.

mod cards;
mod votes;

use super::command::{CardPlay, Command};
use super::epilogue::{self, Answer, Condition};
use super::error::{Moment, OwnMoment, OwnRuleError, RuleError};
use super::event::{
    ArrivalCause, Ballots, Calm, DicePurpose, Event, EventKind as E, LeaveCause, LostReason, MoveCause, OwnEvent,
    PerSeat, Phase, RowEffect, StayReason, TruckSkip, VoteKind,
};
use super::game::{DiceMode, Family, Game, OwnStage, Pos, Setup, SetupError, Stage, Vote, VoteStep};
use super::rng::Rng;
use super::secrets::SharedGame;
use super::types::{CardKind, Dice, LOCATIONS, Loc, LocSet, MAX_PLAYERS, Role, RoleSet, Seat, SeatSet, Timing};
use crate::OwnCommand;

use crate::rules::{private, table};
use crate::stage::Steps;

type Out = Vec<Event>;

impl Game {
    /// Starts a game: deals, and runs until the first decision (the first placement).
    pub fn new(setup: Setup) -> Result<(Game, Vec<Event>), SetupError> {
        setup.check()?;
        let family_size = if setup.players >= 4 { 3 } else { 4 };
        let mut family = Family { pos: [Pos::Unplaced; 4], hand: 1, hidden: RoleSet::EMPTY };
        if family_size == 3 {
            family.pos[Role::Useless.index()] = Pos::Absent;
        }
        let absent = Family { pos: [Pos::Absent; 4], hand: 0, hidden: RoleSet::EMPTY };
        let mut families = [absent; MAX_PLAYERS];
        for f in &mut families[..usize::from(setup.players)] {
            *f = family;
        }
        let g = Game {
            setup,
            family_size,
            families,
            monsters: [0; LOCATIONS],
            shared: SharedGame::new(
                setup.players,
                setup.dice,
                Rng::with(setup.generator, setup.seed),
                Stage::Finished,
                setup.profile.deck_total() - setup.players,
                LocSet::EMPTY,
            ),
            supply: setup.profile.monster_tokens,
            badge: setup.oldest,
            martyr: setup.youngest,
            turn: 0,
            phase: None,
            badge_blind: false,
            cold: [0; 24],
            eaten: 0,
            keys: None,
            two_weapons: None,
            epilogue: None,
        };
        let started = OwnEvent::GameStarted {
            players: setup.players,
            family: family_size,
            badge: g.badge,
            martyr: g.martyr,
            deck: setup.profile.deck_total(),
            table_dice: setup.dice == DiceMode::Table,
        };
        Ok(g.begin([started], g.badge))
    }

    // ----- set-up -----

    /// `s`'s characters not placed yet.
    pub(crate) fn unplaced(&self, s: Seat) -> RoleSet {
        let f = &self.families[s.index()];
        Role::ALL.into_iter().filter(|r| f.pos[r.index()] == Pos::Unplaced).collect()
    }

    fn place(
        &mut self,
        player: Seat,
        dice: Dice,
        p: Seat,
        role: Role,
        die: u8,
        out: &mut Out,
    ) -> Result<(), RuleError> {
        self.check_seat(p)?;
        if p != player {
            return Err(RuleError::NotYourTurn { expected: player, got: p });
        }
        match self.position(p, role) {
            Pos::Unplaced => {}
            Pos::Absent | Pos::Eaten => return Err(RuleError::Own(OwnRuleError::NotInGame { player: p, role })),
            Pos::At(_) => return Err(RuleError::AlreadyPlaced { player: p, character: role }),
        }
        let mut dice = dice;
        if !dice.take(die) {
            return Err(RuleError::Own(OwnRuleError::NoSuchDie(die)));
        }
        self.place_character(p, role, die, out);
        self.shared.stage = Stage::Placement { player, dice };
        self.auto_place(player, dice, out);
        Ok(())
    }

    fn place_character(&mut self, p: Seat, role: Role, die: u8, out: &mut Out) {
        let wanted = Loc::from_die(die);
        let location = if self.has_room(wanted) { wanted } else { Loc::PARKING };
        self.families[p.index()].pos[role.index()] = Pos::At(location);
        table(out, E::Own(OwnEvent::CharacterPlaced { player: p, role, die, location }));
    }

    // ----- turn -----

    fn start_turn(&mut self, out: &mut Out) {
        self.turn += 1;
        self.shared.next_round();
        self.badge_blind = false;
        table(out, E::Own(OwnEvent::TurnStarted { turn: self.turn }));
        self.phase_truck(out);
    }

    fn enter_phase(&mut self, phase: Phase, out: &mut Out) {
        self.phase = Some(phase);
        table(out, E::Own(OwnEvent::PhaseStarted { turn: self.turn, phase }));
    }

    fn phase_truck(&mut self, out: &mut Out) {
        self.enter_phase(Phase::Truck, out);
        if self.count_at(Loc::PARKING) == 0 {
            table(out, E::Own(OwnEvent::TruckSkipped { why: TruckSkip::NobodyInParking }));
            self.phase_badge(out);
        } else if self.shared.deck == 0 {
            table(out, E::Own(OwnEvent::TruckSkipped { why: TruckSkip::DeckEmpty }));
            self.phase_badge(out);
        } else {
            self.open_vote(VoteKind::Truck, out);
        }
    }

    fn phase_badge(&mut self, out: &mut Out) {
        self.enter_phase(Phase::Badge, out);
        if self.count_at(Loc::SURVEILLANCE) == 0 {
            self.badge_blind = true;
            table(out, E::Own(OwnEvent::BadgeKept { player: self.badge }));
            self.shake_box(out);
        } else {
            self.open_vote(VoteKind::Badge, out);
        }
    }

    fn shake_box(&mut self, out: &mut Out) {
        let count = self.box_dice_count();
        let holder = self.badge;
        table(out, E::Own(OwnEvent::BoxShaken { holder, dice: count, blind: self.badge_blind }));
        if self.setup.dice == DiceMode::Vigie {
            self.shared.box_dice = self.shared.rng.dice(count);
        }
        if !self.badge_blind {
            self.show_dice(holder, out);
        }
        if self.can_anyone_play(CardKind::WalkieTalkie) {
            self.shared.stage = Stage::Own(OwnStage::DiceWindow);
        } else {
            self.phase_destinations(out);
        }
    }

    fn show_dice(&mut self, s: Seat, out: &mut Out) {
        self.shared.dice_seen.insert(s);
        if self.setup.dice == DiceMode::Vigie {
            private(out, s, E::DiceShown { player: s, dice: self.shared.box_dice });
        }
        table(out, E::DiceSeen { player: s });
    }

    fn phase_destinations(&mut self, out: &mut Out) {
        self.enter_phase(Phase::Destinations, out);
        self.shared.stage = Stage::Destinations;
    }

    /// The characters a player may move towards their destination.
    pub(crate) fn movable(&self, p: Seat) -> (RoleSet, Option<StayReason>) {
        let Some(dest) = self.shared.destinations[p.index()] else { return (RoleSet::EMPTY, None) };
        let full = !self.has_room(dest);
        let mut away = RoleSet::EMPTY;
        let mut movable = RoleSet::EMPTY;
        for r in self.alive(p).iter() {
            let at = self.location_of(p, r);
            if at == Some(dest) {
                continue;
            }
            away.insert(r);
            if !(full && at == Some(Loc::PARKING)) {
                movable.insert(r);
            }
        }
        let why = if away.is_empty() {
            Some(StayReason::AlreadyThere)
        } else if movable.is_empty() {
            Some(StayReason::DestinationFull)
        } else {
            None
        };
        (movable, why)
    }

    /// Runs the moves from `from` clockwise, automatically where a player has no choice. Before
    /// a move made without asking, or a "stays" because the destination is full, its player may
    /// drink first when they hold a card (unless `held`: that moment has just been held for
    /// `from`'s move). A player whose characters are all at their destination is not waited for.
    fn next_move(&mut self, from: Seat, mut waiting: SeatSet, mut held: bool, out: &mut Out) {
        let n = self.setup.players;
        let mut s = from;
        for _ in 0..n {
            if waiting.contains(s) {
                let (movable, why) = self.movable(s);
                let dest = self.shared.destinations[s.index()].unwrap_or(Loc::PARKING);
                if let Some(why) = why {
                    if why == StayReason::DestinationFull
                        && !held
                        && self.setup.drink_before_stays
                        && self.hand(s) > 0
                        && self.can_anyone_play(CardKind::EnergyDrink)
                    {
                        // Nothing of theirs can move, unless a drink first frees a spot (or
                        // takes a character of the Parking elsewhere).
                        self.shared.stage = Stage::Own(OwnStage::BeforeMove { mover: s, waiting });
                        return;
                    }
                    table(out, E::Own(OwnEvent::CharacterStays { player: s, destination: dest, why }));
                    waiting.remove(s);
                } else if let Some(role) = movable.single() {
                    if !held
                        && self.setup.drink_before_moves
                        && self.hand(s) > 0
                        && self.can_anyone_play(CardKind::EnergyDrink)
                    {
                        self.shared.stage = Stage::Own(OwnStage::BeforeMove { mover: s, waiting });
                        return;
                    }
                    self.move_to_destination(s, role, out);
                    waiting.remove(s);
                } else {
                    self.shared.stage = Stage::Movement { mover: s, waiting };
                    return;
                }
            }
            held = false;
            s = s.next(n);
        }
        if self.can_anyone_play(CardKind::EnergyDrink) {
            self.shared.stage = Stage::Own(OwnStage::AfterMovement);
        } else {
            self.phase_monsters(out);
        }
    }

    fn move_to_destination(&mut self, p: Seat, role: Role, out: &mut Out) {
        let dest = self.shared.destinations[p.index()].unwrap_or(Loc::PARKING);
        let from = self.location_of(p, role).unwrap_or(Loc::PARKING);
        let to = if self.has_room(dest) { dest } else { Loc::PARKING };
        self.families[p.index()].pos[role.index()] = Pos::At(to);
        table(
            out,
            E::Own(OwnEvent::CharacterMoved { player: p, role, from, to, wanted: dest, cause: MoveCause::Movement }),
        );
    }

    fn phase_monsters(&mut self, out: &mut Out) {
        self.enter_phase(Phase::Monsters, out);
        self.arrivals(self.shared.box_dice, out);
        self.enter_phase(Phase::Attacks, out);
        self.resolve_from(1, out);
    }

    /// Monsters arrive: one per die face, then the most Weepers, then the most characters.
    fn arrivals(&mut self, dice: Dice, out: &mut Out) {
        for &face in dice.sorted().faces() {
            self.arrive(Loc::from_die(face), ArrivalCause::Die(face), out);
        }
        for (cause, count) in
            [(ArrivalCause::Weepers, Game::weepers_at as fn(&Game, Loc) -> u8), (ArrivalCause::Crowd, Game::count_at)]
        {
            let mut counts = [0u8; LOCATIONS];
            for l in Loc::all() {
                counts[l.index()] = count(self, l);
            }
            let best = counts.iter().copied().max().unwrap_or(0);
            if best == 0 {
                continue;
            }
            for l in Loc::all() {
                if counts[l.index()] == best {
                    self.arrive(l, cause, out);
                }
            }
        }
    }

    fn arrive(&mut self, wanted: Loc, cause: ArrivalCause, out: &mut Out) {
        if self.supply == 0 {
            table(out, E::Own(OwnEvent::MonsterLost { wanted, cause, why: LostReason::SupplyEmpty }));
            return;
        }
        let location = if self.has_monster_room(wanted) {
            wanted
        } else if self.has_monster_room(Loc::PARKING) {
            Loc::PARKING
        } else {
            table(out, E::Own(OwnEvent::MonsterLost { wanted, cause, why: LostReason::NoRoom }));
            return;
        };
        self.supply -= 1;
        self.monsters[location.index()] += 1;
        table(out, E::Own(OwnEvent::MonsterPlaced { location, wanted, cause }));
    }

    fn attacks(&self, monsters: u8, strength: u8) -> bool {
        if self.attacks_on_equal() { monsters >= strength } else { monsters > strength }
    }

    /// Whether the monsters around `l` attack as things stand now: the comparison the end of an
    /// attack's discussion makes again, after the cards played.
    pub fn would_attack(&self, l: Loc) -> bool {
        let monsters = self.monsters(l);
        if l.is_parking() { monsters > 0 } else { self.attacks(monsters, self.strength_at(l)) }
    }

    /// Resolves the locations from `first` on, until one needs the table.
    fn resolve_from(&mut self, first: u8, out: &mut Out) {
        for n in first..=LOCATIONS as u8 {
            let Some(location) = Loc::new(n) else { break };
            let monsters = self.monsters(location);
            let strength = self.strength_at(location);
            let calm = if self.is_closed(location) {
                Some(Calm::Closed)
            } else if self.count_at(location) == 0 {
                Some(Calm::Empty)
            } else if location.is_parking() {
                (monsters == 0).then_some(Calm::NoMonsters)
            } else {
                (!self.attacks(monsters, strength)).then_some(Calm::Held)
            };
            if let Some(why) = calm {
                table(out, E::Own(OwnEvent::NoAttack { location, monsters, strength, why }));
                continue;
            }
            table(out, E::Own(OwnEvent::Attack { location, monsters, strength, on_equal: self.attacks_on_equal() }));
            self.shared.stage = Stage::Vote(Vote {
                kind: VoteKind::Attack(location),
                guns: [0; MAX_PLAYERS],
                step: VoteStep::Discussion,
            });
            return;
        }
        self.end_of_turn(out);
    }

    fn end_of_turn(&mut self, out: &mut Out) {
        for s in self.seats() {
            let hidden = self.families[s.index()].hidden;
            for role in hidden.iter() {
                let location = self.location_of(s, role).unwrap_or(Loc::PARKING);
                table(out, E::Own(OwnEvent::CharacterRevealed { player: s, role, location }));
            }
            self.families[s.index()].hidden = RoleSet::EMPTY;
        }
        self.enter_phase(Phase::EndOfTurn, out);
        for location in Loc::all().filter(|l| !l.is_parking()) {
            if self.is_closed(location) || self.monsters(location) < self.setup.profile.monster_spots(location) {
                continue;
            }
            self.shared.closed.insert(location);
            table(out, E::LocationClosed { location });
            let count = self.monsters(location);
            self.supply += count;
            self.monsters[location.index()] = 0;
            table(out, E::Own(OwnEvent::MonstersLeft { location, count, cause: LeaveCause::Closure }));
            let evacuees: Vec<(Seat, Role)> = self.at(location).collect();
            for (player, role) in evacuees {
                self.families[player.index()].pos[role.index()] = Pos::At(Loc::PARKING);
                table(
                    out,
                    E::Own(OwnEvent::CharacterMoved {
                        player,
                        role,
                        from: location,
                        to: Loc::PARKING,
                        wanted: Loc::PARKING,
                        cause: MoveCause::Closure,
                    }),
                );
            }
        }
        let alive = self.alive_total();
        if alive <= self.setup.players {
            self.phase = None;
            table(out, E::Own(OwnEvent::GameEnded { turn: self.turn, alive }));
            let holders = self.keys_candidates();
            if holders.is_empty() {
                self.score(out);
            } else {
                self.shared.stage = Stage::Own(OwnStage::KeysQuestion);
            }
        } else {
            self.start_turn(out);
        }
    }

    // ----- votes -----

    pub(crate) fn weights(&self, v: &Vote) -> PerSeat {
        let mut w = self.all_votes_at(v.kind.location());
        for (i, x) in w.iter_mut().enumerate() {
            if *x > 0 {
                *x += v.guns[i];
            }
        }
        PerSeat(w)
    }
}

impl Steps<CardPlay, Role, OwnCommand, VoteKind, OwnEvent, Vote, OwnStage, RuleError> for Game {
    fn shared(&mut self) -> &mut SharedGame<Stage> {
        &mut self.shared
    }

    fn play_card(&mut self, player: Seat, card: CardPlay, out: &mut Out) -> Result<(), RuleError> {
        self.play(player, card, out)
    }

    fn begin_placement(&mut self, player: Seat, out: &mut Out) {
        table(out, E::Own(OwnEvent::PlacementStarted { player, dice: self.family_size }));
        self.need_dice(DicePurpose::Placement(player), self.family_size, out);
    }

    fn place_with(
        &mut self,
        player: Seat,
        dice: Dice,
        own: OwnCommand,
        out: &mut Out,
    ) -> Option<Result<(), RuleError>> {
        let OwnCommand::Place { player: p, role, die } = own else { return None };
        Some(self.place(player, dice, p, role, die, out))
    }

    /// Places the last character with the last die, then hands over to the next player.
    fn auto_place(&mut self, player: Seat, dice: Dice, out: &mut Out) {
        let left = self.unplaced(player);
        if let (Some(role), 1) = (left.single(), dice.len()) {
            self.place_character(player, role, dice.faces()[0], out);
        }
        if !self.unplaced(player).is_empty() {
            return;
        }
        let f = &self.families[player.index()];
        let at = Role::ALL.map(|r| match f.pos[r.index()] {
            Pos::At(l) => Some(l),
            _ => None,
        });
        table(out, E::Own(OwnEvent::FamilyPlaced { player, at }));
        let next = player.next(self.setup.players);
        if next == self.badge {
            self.need_dice(DicePurpose::StartingMonsters, 4, out);
        } else {
            self.begin_placement(next, out);
        }
    }

    fn starting_dice(&mut self, dice: Dice, out: &mut Out) {
        self.arrivals(dice, out);
        self.start_turn(out);
    }

    /// The dice under the box revealed, step C begins. Energy drinks may be played before the
    /// first move (the badge holder's), unless that move asks a choice (its question is then
    /// the moment) or nobody could drink.
    fn box_revealed(&mut self, out: &mut Out) {
        let waiting = self.survivors();
        let n = self.setup.players;
        let first = (0..n).map(|i| self.badge.clockwise(i, n)).find(|s| waiting.contains(*s));
        if let Some(first) = first {
            let (movable, why) = self.movable(first);
            let choice = why.is_none() && movable.len() > 1;
            if !choice && self.setup.drink_before_moves && self.can_anyone_play(CardKind::EnergyDrink) {
                self.shared.stage = Stage::Own(OwnStage::BeforeMove { mover: first, waiting });
                return;
            }
        }
        self.next_move(self.badge, waiting, true, out);
    }

    fn vote_command(&mut self, v: Vote, cmd: Command, out: &mut Out) -> Result<(), RuleError> {
        self.vote_step(v, cmd, out)
    }

    fn share(&mut self, winner: Seat, drawn: u8, to: Seat, out: &mut Out) {
        if to == winner {
            self.families[winner.index()].hand += 1;
            table(out, E::CardKept { player: winner });
        } else {
            if drawn > 1 {
                self.families[winner.index()].hand += 1;
                table(out, E::CardKept { player: winner });
            }
            self.families[to.index()].hand += 1;
            table(out, E::CardGiven { from: winner, to });
            if drawn > 2 {
                table(out, E::Own(OwnEvent::CardDiscarded));
            }
        }
        self.phase_badge(out);
    }

    fn choose_destination(&mut self, player: Seat, location: Loc, out: &mut Out) -> Result<(), RuleError> {
        if self.alive(player).is_empty() {
            return Err(RuleError::NoCharacters(player));
        }
        if self.shared.destinations[self.badge.index()].is_none() && player != self.badge {
            return Err(RuleError::Own(OwnRuleError::BadgeHolderFirst(self.badge)));
        }
        if self.shared.destinations[player.index()].is_some() {
            return Err(RuleError::AlreadyChosen(player));
        }
        if self.is_closed(location) {
            return Err(RuleError::LocationClosed(location));
        }
        self.record_destination(player, location, player == self.badge, out);
        if self.survivors().iter().all(|s| self.shared.destinations[s.index()].is_some()) {
            self.reveal_destinations(out);
            self.enter_phase(Phase::Movement, out);
            self.lift_box(self.box_dice_count(), out);
        }
        Ok(())
    }

    fn move_command(&mut self, mut waiting: SeatSet, player: Seat, role: Role, out: &mut Out) -> Result<(), RuleError> {
        let (movable, _) = self.movable(player);
        if !movable.contains(role) {
            let destination = self.shared.destinations[player.index()].unwrap_or(Loc::PARKING);
            return Err(match self.position(player, role) {
                Pos::At(_) => RuleError::Own(OwnRuleError::CannotMove { player, role, destination }),
                _ => RuleError::Own(OwnRuleError::NotInGame { player, role }),
            });
        }
        self.move_to_destination(player, role, out);
        waiting.remove(player);
        self.next_move(player.next(self.setup.players), waiting, false, out);
        Ok(())
    }

    /// Lockdown's moments for cards (after the dice are seen, before a move, after the moves)
    /// and its questions at the end (the Keys, two weapons).
    fn own_stage(&mut self, stage: OwnStage, cmd: Command, out: &mut Out) -> Result<(), RuleError> {
        match (stage, cmd) {
            (OwnStage::DiceWindow, Command::Continue) => {
                self.phase_destinations(out);
                Ok(())
            }
            (OwnStage::DiceWindow, _) => Err(RuleError::Unexpected { expected: Moment::Own(OwnMoment::DiceWindow) }),
            (OwnStage::BeforeMove { mover, waiting }, Command::Continue) => {
                self.next_move(mover, waiting, true, out);
                Ok(())
            }
            (OwnStage::BeforeMove { .. }, _) => {
                Err(RuleError::Unexpected { expected: Moment::Own(OwnMoment::BeforeMove) })
            }
            (OwnStage::AfterMovement, Command::Continue) => {
                self.phase_monsters(out);
                Ok(())
            }
            (OwnStage::AfterMovement, _) => {
                Err(RuleError::Unexpected { expected: Moment::Own(OwnMoment::AfterMovement) })
            }
            (OwnStage::KeysQuestion, Command::Own(OwnCommand::Keys { holder })) => self.keys_answer(holder, out),
            (OwnStage::KeysQuestion, _) => Err(RuleError::Unexpected { expected: Moment::Own(OwnMoment::Keys) }),
            (OwnStage::WeaponsQuestion, Command::Own(OwnCommand::TwoWeapons { answer })) => {
                self.two_weapons = Some(answer);
                self.settle_epilogue(out);
                Ok(())
            }
            (OwnStage::WeaponsQuestion, _) => Err(RuleError::Unexpected { expected: Moment::Own(OwnMoment::Weapons) }),
        }
    }
}
