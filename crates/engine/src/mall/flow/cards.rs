//! Action cards in motion: when each may be played, and what it does.

use super::*;

impl Game {
    pub(super) fn play(&mut self, player: Seat, card: CardPlay, out: &mut Out) -> Result<(), RuleError> {
        self.check_seat(player)?;
        let kind = card.card();
        let wrong = RuleError::WrongMoment(kind);
        // The vote whose discussion is open, if any.
        let discussion = match self.shared.stage {
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
                if self.shared.stage != Stage::Own(OwnStage::CameraWindow) {
                    return Err(wrong);
                }
                if self.shared.dice_seen.contains(player) {
                    return Err(RuleError::AlreadyKnowsDice(player));
                }
            }
            CardPlay::Sprint { character, to } => {
                let Stage::Movement { mover, .. } = self.shared.stage else { return Err(wrong) };
                if player != mover {
                    return Err(RuleError::NotYourTurn { expected: mover, got: player });
                }
                let Some(from) = self.location_of(player, character) else {
                    return Err(RuleError::Own(OwnRuleError::NotPlaced { player, character }));
                };
                if from == to {
                    return Err(RuleError::SameLocation);
                }
                if self.is_closed(to) {
                    return Err(RuleError::LocationClosed(to));
                }
                if !self.has_room(to) {
                    return Err(RuleError::Own(OwnRuleError::NoRoom(to)));
                }
            }
            CardPlay::Hardware | CardPlay::WeaponOne | CardPlay::WeaponTwo => {
                let l = attack.ok_or(wrong)?.kind.location();
                if !self.present(l).contains(player) {
                    return Err(RuleError::NotPresent { player, location: l });
                }
                if card == CardPlay::Hardware && l == PARKING {
                    return Err(RuleError::Own(OwnRuleError::NotInTheParking));
                }
                if card != CardPlay::Hardware && self.zombies(l) == 0 {
                    return Err(RuleError::Own(OwnRuleError::NoZombie(l)));
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
                let Stage::Movement { mover, mut waiting } = self.shared.stage else { return Ok(()) };
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
                        table(out, E::Own(OwnEvent::CharacterHidden { player, character, location: l }));
                    }
                    _ => {
                        let want = if card == CardPlay::WeaponOne { 1 } else { 2 };
                        let count = want.min(self.zombies(l));
                        self.zombies[l.index()] -= count;
                        table(out, E::Own(OwnEvent::ZombiesKilled { location: l, count }));
                    }
                }
                self.shared.stage = Stage::Vote(v);
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
