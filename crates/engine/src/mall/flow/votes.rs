//! Attacks and votes in motion: the attack's moment for cards, the victim vote, the truck's and
//! the chief's votes, their ballots, count and ties, and what a won vote does.

use super::*;
use crate::ballots::Count;

impl Game {
    /// True when `zombies` get in against `defence` (plus Hardware) at `l`.
    pub(crate) fn gets_in(l: Loc, zombies: u8, defence: u8) -> bool {
        zombies > 0 && (zombies >= defence || l == SUPERMARKET && zombies >= board::SUPERMARKET_BREACH)
    }

    /// Players who could play a card in the attack's moment: present there, holding a card.
    pub(crate) fn card_players(&self, l: Loc) -> SeatSet {
        self.present(l).iter().filter(|s| self.hand(*s) > 0).collect()
    }

    pub(in crate::mall) fn attack_at(&mut self, l: Loc, out: &mut Out) {
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
            table(out, E::Own(OwnEvent::NoAttack { location: l, zombies, defence, why }));
            self.next_attack(l, out);
            return;
        }
        table(out, E::Own(OwnEvent::Attack { location: l, zombies, defence }));
        let v = Vote::new(VoteKind::Victim(l));
        if self.card_players(l).is_empty() {
            self.settle_attack(v, out);
        } else {
            self.shared.stage = Stage::Vote(v);
        }
    }

    /// The zombies of the Parking that have not yet taken a character in this attack.
    pub(super) fn hungry(&self, v: &Vote) -> u8 {
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
    pub(super) fn settle_attack(&mut self, mut v: Vote, out: &mut Out) {
        let l = v.kind.location();
        let zombies = self.zombies(l);
        let defence = self.defence(l) + v.hardware;
        if zombies == 0 || l != PARKING && !Game::gets_in(l, zombies, defence) {
            table(out, E::Own(OwnEvent::AttackRepelled { location: l, zombies, defence }));
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
            table(out, E::Own(OwnEvent::AttackStands { location: l, zombies, defence }));
        }
        self.victim_vote(v, out);
    }

    pub(super) fn victim_vote(&mut self, v: Vote, out: &mut Out) {
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

    pub(super) fn victim_chosen(&mut self, mut v: Vote, player: Seat, out: &mut Out) {
        let l = v.kind.location();
        match self.visible_at(player, l).single() {
            Some(c) => self.lose(v, player, c, out),
            None => {
                v.step = VoteStep::Victim { player };
                self.shared.stage = Stage::Vote(v);
            }
        }
    }

    pub(super) fn lose(&mut self, mut v: Vote, player: Seat, c: Character, out: &mut Out) {
        let l = v.kind.location();
        self.pos[player.index()][c.index()] = Pos::Eaten;
        table(out, E::Own(OwnEvent::CharacterLost { player, character: c, location: l }));
        if self.alive(player).is_empty() {
            table(out, E::Own(OwnEvent::PlayerOut { player }));
            if player == self.chief
                && self.setup.audited()
                && let Some(to) = self.next_in(player, false, self.survivors())
            {
                // As in Lockdown: a player out of the game does not lead the moves or settle ties.
                self.chief = to;
                table(out, E::Own(OwnEvent::ChiefPassed { from: player, to }));
            }
        }
        v.taken += 1;
        v.step = VoteStep::Discussion;
        if l == PARKING && self.hungry(&v) > 0 && !self.visible(l).is_empty() {
            if self.setup.audited() && !self.card_players(l).is_empty() {
                // A moment for cards before the next vote: a weapon may spare the next victim.
                self.shared.stage = Stage::Vote(v);
            } else {
                self.victim_vote(v, out);
            }
        } else {
            self.zombies_leave(l, LeaveCause::Attacked, out);
            self.next_attack(l, out);
        }
    }

    pub(super) fn next_attack(&mut self, l: Loc, out: &mut Out) {
        match Loc::new(l.number() + 1) {
            Some(next) => self.attack_at(next, out),
            None => self.end_of_round(out),
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

    pub(super) fn open_vote(&mut self, kind: VoteKind, out: &mut Out) {
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
            self.shared.stage = Stage::Vote(v);
        }
    }

    pub(super) fn open_ballots(&mut self, mut v: Vote, tied: SeatSet, out: &mut Out) {
        let second = !tied.is_empty();
        let candidates = if second { tied } else { self.visible(v.kind.location()) };
        v.step = VoteStep::Ballots { tied, ballots: Ballots::EMPTY };
        let out_vote = self.setup.out_players_vote_again();
        table(
            out,
            E::Own(OwnEvent::BallotsOpened {
                vote: v.kind,
                second,
                weights: self.weights(&v, second),
                candidates,
                out_vote,
            }),
        );
        self.shared.stage = Stage::Vote(v);
    }

    pub(super) fn vote_step(&mut self, mut v: Vote, cmd: Command, out: &mut Out) -> Result<(), RuleError> {
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
                expected: if matches!(v.kind, VoteKind::Victim(_)) {
                    Moment::Own(OwnMoment::Cards)
                } else {
                    Moment::Discussion
                },
            }),
            (VoteStep::Ballots { tied, mut ballots }, Command::Ballot { voter, candidate }) => {
                self.check_seat(voter)?;
                self.check_seat(candidate)?;
                let second = !tied.is_empty();
                let weights = self.weights(&v, second);
                let candidates = if second { tied } else { self.visible(l) };
                ballots.cast(&weights, candidates, voter, candidate)?;
                v.step = VoteStep::Ballots { tied, ballots };
                self.shared.stage = Stage::Vote(v);
                table(out, E::BallotCast { vote: v.kind, voter });
                if ballots.all_in(&weights) {
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
                table(out, E::Own(OwnEvent::TieBroken { vote: v.kind, chief: self.chief, winner: candidate }));
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

    pub(super) fn count(
        &mut self,
        mut v: Vote,
        ballots: Ballots,
        weights: PerSeat,
        candidates: SeatSet,
        second: bool,
        out: &mut Out,
    ) {
        table(out, E::BallotsRevealed { vote: v.kind, ballots, weights });
        let Count { totals, top } = ballots.count(&weights, candidates);
        table(out, E::VoteCounted { vote: v.kind, totals, candidates, top });
        if let Some(winner) = top.single() {
            self.vote_won(v, winner, out);
            return;
        }
        match v.kind {
            VoteKind::Truck => {
                table(out, E::Own(OwnEvent::TruckSkipped { why: TruckSkip::Tie }));
                self.chief_step(out);
            }
            VoteKind::Chief => {
                self.blind = true;
                table(out, E::Own(OwnEvent::ChiefStayed { player: self.chief, why: ChiefStays::Tie }));
                self.dice_step(out);
            }
            VoteKind::Victim(_) if !second => self.open_ballots(v, top, out),
            VoteKind::Victim(_) => {
                table(out, E::Own(OwnEvent::TieToBreak { vote: v.kind, chief: self.chief, tied: top }));
                v.step = VoteStep::Tie { tied: top };
                self.shared.stage = Stage::Vote(v);
            }
        }
    }

    pub(super) fn vote_won(&mut self, v: Vote, winner: Seat, out: &mut Out) {
        match v.kind {
            VoteKind::Truck => self.truck_search(winner, out),
            VoteKind::Chief => {
                table(out, E::Own(OwnEvent::ChiefElected { player: winner, from: self.chief }));
                self.chief = winner;
                self.elected = true;
                self.blind = false;
                self.dice_step(out);
            }
            VoteKind::Victim(_) => self.victim_chosen(v, winner, out),
        }
    }
}
