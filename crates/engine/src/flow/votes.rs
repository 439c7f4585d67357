//! Votes in motion: the discussion, the ballots and their count, ties, and what a won vote does
//! (the truck's cards shared, the badge passed, a victim chosen and eaten).

use super::*;
use crate::ballots::Count;

impl Game {
    pub(super) fn open_vote(&mut self, kind: VoteKind, out: &mut Out) {
        let present = self.present(kind.location());
        if let Some(player) = present.single() {
            table(out, E::VoteUnopposed { vote: kind, player });
            self.vote_won(kind, player, out);
            return;
        }
        let v = Vote { kind, guns: [0; MAX_PLAYERS], step: VoteStep::Discussion };
        table(out, E::VoteOpened { vote: kind, weights: self.weights(&v), candidates: present });
        self.shared.stage = Stage::Vote(v);
    }

    pub(super) fn vote_step(&mut self, v: Vote, cmd: Command, out: &mut Out) -> Result<(), RuleError> {
        match (v.step, cmd) {
            (VoteStep::Discussion, Command::Continue) => {
                self.end_discussion(v, out);
                Ok(())
            }
            (VoteStep::Discussion, _) => Err(RuleError::Unexpected { expected: Moment::Discussion }),
            (VoteStep::Ballots { ballots }, Command::Ballot { voter, candidate }) => {
                self.ballot(v, ballots, voter, candidate, out)
            }
            (VoteStep::Ballots { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Ballots }),
            (VoteStep::Tie { tied }, Command::BreakTie { candidate }) => {
                self.check_seat(candidate)?;
                if !tied.contains(candidate) {
                    return Err(RuleError::NotTied(candidate));
                }
                table(out, E::Own(OwnEvent::TieBroken { vote: v.kind, martyr: self.martyr, winner: candidate }));
                self.vote_won(v.kind, candidate, out);
                Ok(())
            }
            (VoteStep::Tie { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Tie }),
            (VoteStep::Victim { player }, Command::Victim { player: p, character: role }) => {
                self.victim(v, player, p, role, out)
            }
            (VoteStep::Victim { .. }, _) => Err(RuleError::Unexpected { expected: Moment::Victim }),
        }
    }

    pub(super) fn end_discussion(&mut self, v: Vote, out: &mut Out) {
        let location = v.kind.location();
        if let VoteKind::Attack(_) = v.kind {
            let monsters = self.monsters(location);
            let strength = self.strength_at(location);
            let still = self.would_attack(location);
            if !still {
                table(out, E::Own(OwnEvent::AttackRepelled { location, monsters, strength }));
                self.resolve_from(location.number() + 1, out);
                return;
            }
            let candidates = self.visible(location);
            if candidates.is_empty() {
                table(out, E::NobodyFound { location });
                self.monsters_leave(location, monsters, LeaveCause::NobodyFound, out);
                self.resolve_from(location.number() + 1, out);
                return;
            }
            if let Some(player) = candidates.single() {
                table(out, E::Own(OwnEvent::SoleFamily { location, player }));
                self.designate(v, player, out);
                return;
            }
        }
        let weights = self.weights(&v);
        table(out, E::Own(OwnEvent::BallotsOpened { vote: v.kind, weights, candidates: self.visible(location) }));
        self.shared.stage = Stage::Vote(Vote { step: VoteStep::Ballots { ballots: Ballots::EMPTY }, ..v });
    }

    pub(super) fn ballot(
        &mut self,
        v: Vote,
        mut ballots: Ballots,
        voter: Seat,
        candidate: Seat,
        out: &mut Out,
    ) -> Result<(), RuleError> {
        self.check_seat(voter)?;
        self.check_seat(candidate)?;
        let weights = self.weights(&v);
        let candidates = self.visible(v.kind.location());
        ballots.cast(&weights, candidates, voter, candidate)?;
        table(out, E::BallotCast { vote: v.kind, voter });
        if !ballots.all_in(&weights) {
            self.shared.stage = Stage::Vote(Vote { step: VoteStep::Ballots { ballots }, ..v });
            return Ok(());
        }
        table(out, E::BallotsRevealed { vote: v.kind, ballots, weights });
        let Count { totals, top } = ballots.count(&weights, candidates);
        table(out, E::VoteCounted { vote: v.kind, totals, candidates, top });
        if let Some(winner) = top.single() {
            self.vote_won(v.kind, winner, out);
        } else {
            table(out, E::Own(OwnEvent::TieToBreak { vote: v.kind, martyr: self.martyr, tied: top }));
            self.shared.stage = Stage::Vote(Vote { step: VoteStep::Tie { tied: top }, ..v });
        }
        Ok(())
    }

    pub(super) fn vote_won(&mut self, kind: VoteKind, winner: Seat, out: &mut Out) {
        match kind {
            VoteKind::Truck => {
                let drawn = self.shared.deck.min(3);
                self.shared.deck -= drawn;
                table(out, E::TruckSearched { player: winner, drawn, deck: self.shared.deck });
                self.shared.stage = Stage::TruckShare { winner, drawn };
            }
            VoteKind::Badge => {
                table(out, E::Own(OwnEvent::BadgeTaken { player: winner, from: self.badge }));
                self.badge = winner;
                self.shake_box(out);
            }
            VoteKind::Attack(_) => {
                let guns = match self.shared.stage {
                    Stage::Vote(v) => v.guns,
                    _ => [0; MAX_PLAYERS],
                };
                self.designate(Vote { kind, guns, step: VoteStep::Discussion }, winner, out);
            }
        }
    }

    /// The designated player chooses their victim; with one character that can be taken, it
    /// is taken without asking.
    pub(super) fn designate(&mut self, v: Vote, player: Seat, out: &mut Out) {
        let location = v.kind.location();
        let choices: RoleSet =
            self.at(location).filter(|(s, r)| *s == player && !self.is_hidden(*s, *r)).map(|(_, r)| r).collect();
        match choices.single() {
            Some(role) => self.eaten_by_monsters(v, player, role, out),
            None => self.shared.stage = Stage::Vote(Vote { step: VoteStep::Victim { player }, ..v }),
        }
    }

    pub(super) fn victim(
        &mut self,
        v: Vote,
        chosen: Seat,
        p: Seat,
        role: Role,
        out: &mut Out,
    ) -> Result<(), RuleError> {
        self.check_seat(p)?;
        if p != chosen {
            return Err(RuleError::NotYourTurn { expected: chosen, got: p });
        }
        let location = v.kind.location();
        if self.position(p, role) != Pos::At(location) {
            return Err(RuleError::NotThere { player: p, character: role, location });
        }
        if self.is_hidden(p, role) {
            return Err(RuleError::Hidden { player: p, character: role });
        }
        self.eaten_by_monsters(v, p, role, out);
        Ok(())
    }

    /// The monsters of the vote's location take `role`, then leave (1-5), or the Parking's
    /// attack goes on.
    pub(super) fn eaten_by_monsters(&mut self, v: Vote, p: Seat, role: Role, out: &mut Out) {
        let location = v.kind.location();
        self.eat(p, role, location, out);
        if !location.is_parking() {
            self.monsters_leave(location, self.monsters(location), LeaveCause::Fed, out);
            self.resolve_from(location.number() + 1, out);
            return;
        }
        self.monsters_leave(location, 1, LeaveCause::Fed, out);
        let monsters = self.monsters(location);
        if monsters == 0 {
            self.end_of_turn(out);
        } else if self.visible(location).is_empty() {
            table(out, E::NobodyFound { location });
            self.monsters_leave(location, monsters, LeaveCause::NobodyFound, out);
            self.end_of_turn(out);
        } else {
            let strength = self.strength_at(location);
            table(out, E::Own(OwnEvent::Attack { location, monsters, strength, on_equal: self.attacks_on_equal() }));
            self.shared.stage = Stage::Vote(Vote { step: VoteStep::Discussion, ..v });
        }
    }

    pub(super) fn monsters_leave(&mut self, location: Loc, count: u8, cause: LeaveCause, out: &mut Out) {
        if count == 0 {
            return;
        }
        self.monsters[location.index()] -= count;
        self.supply += count;
        table(out, E::Own(OwnEvent::MonstersLeft { location, count, cause }));
    }

    pub(super) fn eat(&mut self, player: Seat, role: Role, location: Loc, out: &mut Out) {
        self.families[player.index()].pos[role.index()] = Pos::Eaten;
        self.families[player.index()].hidden.remove(role);
        let slot = self.eaten;
        if usize::from(slot) < self.cold.len() {
            self.cold[usize::from(slot)] = player.index() as u8 * 4 + role.index() as u8;
        }
        self.eaten += 1;
        table(out, E::Own(OwnEvent::CharacterEaten { player, role, location, slot: slot + 1 }));
        for row in 0..3 {
            if self.eaten == self.setup.profile.cold_storage_row_end(row) {
                let effect = if row == 0 { RowEffect::AttackOnEqual } else { RowEffect::ExtraDie };
                table(out, E::Own(OwnEvent::ColdStorageRowFull { row: row as u8 + 1, effect }));
            }
        }
        let from = self.martyr;
        self.martyr = player;
        table(out, E::Own(OwnEvent::MartyrTaken { player, from }));
        if self.alive(player).is_empty() {
            table(out, E::Own(OwnEvent::FamilyLost { player }));
            if self.badge == player
                && let Some(to) = self.next_with_characters(player)
            {
                self.badge = to;
                table(out, E::Own(OwnEvent::BadgePassed { from: player, to }));
            }
        }
    }
}
