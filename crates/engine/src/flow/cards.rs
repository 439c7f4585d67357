//! Object cards in motion, and the end of the game: the keys, the score, the epilogue.

use super::*;

impl Game {
    /// True when some player could play a card of this kind in an optional window.
    pub(super) fn can_anyone_play(&self, kind: CardKind) -> bool {
        !self.window_players(kind).is_empty()
    }

    /// Players holding a card who could play a Walkie-talkie or an Energy drink now, in the
    /// windows after the dice are seen or before, during and after the moves.
    pub(crate) fn window_players(&self, kind: CardKind) -> SeatSet {
        let room: LocSet = match kind {
            CardKind::EnergyDrink => Loc::all().filter(|l| self.has_room(*l)).collect(),
            _ => LocSet::EMPTY,
        };
        self.seats()
            .filter(|&s| {
                self.hand(s) > 0
                    && match kind {
                        CardKind::WalkieTalkie => {
                            !(self.shared.dice_seen.contains(s) || s == self.badge && self.badge_blind)
                        }
                        CardKind::EnergyDrink => self.alive(s).iter().any(|r| {
                            let from = self.location_of(s, r);
                            room.iter().any(|to| Some(to) != from)
                        }),
                        _ => false,
                    }
            })
            .collect()
    }

    pub(super) fn play(&mut self, player: Seat, card: CardPlay, out: &mut Out) -> Result<(), RuleError> {
        self.check_seat(player)?;
        let kind = card.kind();
        let window_ok = matches!(
            (kind.timing(), self.shared.stage),
            (Timing::AfterDiceRolled, Stage::Own(OwnStage::DiceWindow))
                | (
                    Timing::Movement,
                    Stage::Movement { .. } | Stage::Own(OwnStage::BeforeMove { .. } | OwnStage::AfterMovement)
                )
                | (Timing::AnyDiscussion, Stage::Vote(Vote { step: VoteStep::Discussion, .. }))
                | (
                    Timing::AttackDiscussion,
                    Stage::Vote(Vote { kind: VoteKind::Attack(_), step: VoteStep::Discussion, .. })
                )
        );
        if !window_ok {
            return Err(RuleError::WrongMoment(kind));
        }
        if self.hand(player) == 0 {
            return Err(RuleError::NoCardInHand(player));
        }
        match card {
            CardPlay::WalkieTalkie => {
                if player == self.badge && self.badge_blind {
                    return Err(RuleError::Own(OwnRuleError::BlindBadgeHolder));
                }
                if self.shared.dice_seen.contains(player) {
                    return Err(RuleError::AlreadyKnowsDice(player));
                }
                self.card_played(player, card, out);
                self.show_dice(player, out);
                if !self.can_anyone_play(CardKind::WalkieTalkie) {
                    // Nobody else could look: the moment closes by itself.
                    self.phase_destinations(out);
                }
            }
            CardPlay::EnergyDrink { role, to } => {
                let Some(from) = self.location_of(player, role) else {
                    return Err(if self.alive(player).is_empty() {
                        RuleError::NoCharacters(player)
                    } else {
                        RuleError::Own(OwnRuleError::NotInGame { player, role })
                    });
                };
                if from == to {
                    return Err(RuleError::SameLocation);
                }
                if self.is_closed(to) {
                    return Err(RuleError::LocationClosed(to));
                }
                if !self.has_room(to) {
                    return Err(RuleError::Own(OwnRuleError::NoFreeSpot(to)));
                }
                self.card_played(player, card, out);
                self.families[player.index()].pos[role.index()] = Pos::At(to);
                table(
                    out,
                    E::Own(OwnEvent::CharacterMoved {
                        player,
                        role,
                        from,
                        to,
                        wanted: to,
                        cause: MoveCause::EnergyDrink,
                    }),
                );
                match self.shared.stage {
                    // The drink may change what the player in turn can move.
                    Stage::Movement { mover, waiting } => self.next_move(mover, waiting, false, out),
                    // Nobody could play another one: the moment closes by itself.
                    Stage::Own(OwnStage::BeforeMove { mover, waiting })
                        if !self.can_anyone_play(CardKind::EnergyDrink) =>
                    {
                        self.next_move(mover, waiting, true, out)
                    }
                    // Nobody could play another one: the moment closes by itself.
                    Stage::Own(OwnStage::AfterMovement) if !self.can_anyone_play(CardKind::EnergyDrink) => {
                        self.phase_monsters(out)
                    }
                    _ => {}
                }
            }
            CardPlay::Gun => {
                let Stage::Vote(mut v) = self.shared.stage else { return Err(RuleError::WrongMoment(kind)) };
                let location = v.kind.location();
                if self.votes_at(player, location) == 0 {
                    return Err(RuleError::NotAVoter(player));
                }
                self.card_played(player, card, out);
                v.guns[player.index()] += 1;
                self.shared.stage = Stage::Vote(v);
            }
            CardPlay::TinCan { .. } | CardPlay::Bat | CardPlay::Chainsaw | CardPlay::Molotov => {
                let Stage::Vote(v) = self.shared.stage else { return Err(RuleError::WrongMoment(kind)) };
                let location = v.kind.location();
                if !self.present(location).contains(player) {
                    return Err(RuleError::NotPresent { player, location });
                }
                let monsters = self.monsters(location);
                if monsters == 0 {
                    return Err(RuleError::Own(OwnRuleError::NoMonster(location)));
                }
                if let CardPlay::TinCan { to } = card {
                    if to == location {
                        return Err(RuleError::SameLocation);
                    }
                    if self.is_closed(to) {
                        return Err(RuleError::LocationClosed(to));
                    }
                    if !self.has_monster_room(to) {
                        return Err(RuleError::Own(OwnRuleError::NoMonsterSpot(to)));
                    }
                    self.card_played(player, card, out);
                    self.monsters[location.index()] -= 1;
                    self.monsters[to.index()] += 1;
                    table(out, E::Own(OwnEvent::MonsterMoved { from: location, to }));
                } else {
                    let count = match card {
                        CardPlay::Bat => 1,
                        CardPlay::Chainsaw => monsters.min(2),
                        _ => monsters,
                    };
                    self.card_played(player, card, out);
                    self.monsters_leave(location, count, LeaveCause::Card, out);
                }
            }
            CardPlay::RottenMeat { role } => {
                let Stage::Vote(v) = self.shared.stage else { return Err(RuleError::WrongMoment(kind)) };
                let location = v.kind.location();
                if self.position(player, role) != Pos::At(location) {
                    return Err(RuleError::NotThere { player, character: role, location });
                }
                if self.is_hidden(player, role) {
                    return Err(RuleError::Own(OwnRuleError::AlreadyHidden { player, role }));
                }
                self.card_played(player, card, out);
                self.families[player.index()].hidden.insert(role);
                table(out, E::Own(OwnEvent::CharacterHidden { player, role, location }));
            }
        }
        Ok(())
    }

    pub(super) fn card_played(&mut self, player: Seat, card: CardPlay, out: &mut Out) {
        self.families[player.index()].hand -= 1;
        table(out, E::CardPlayed { player, card });
    }

    /// Survivors holding at least one card: who could reveal the Keys.
    pub(crate) fn keys_candidates(&self) -> SeatSet {
        self.survivors().iter().filter(|s| self.hand(*s) > 0).collect()
    }

    /// Survivors who could hold two weapons besides the Keys.
    pub(crate) fn weapons_candidates(&self) -> SeatSet {
        self.survivors().iter().filter(|s| self.hand(*s).saturating_sub(u8::from(self.keys == Some(*s))) >= 2).collect()
    }

    pub(super) fn keys_answer(&mut self, holder: Option<Seat>, out: &mut Out) -> Result<(), RuleError> {
        if let Some(h) = holder {
            self.check_seat(h)?;
            if !self.keys_candidates().contains(h) {
                return Err(RuleError::Own(OwnRuleError::NotAKeysHolder(h)));
            }
        }
        self.keys = holder;
        table(out, E::Own(OwnEvent::KeysRevealed { holder }));
        self.score(out);
        Ok(())
    }

    pub(super) fn score(&mut self, out: &mut Out) {
        table(out, E::Own(OwnEvent::Scored { scores: PerSeat(self.scores()), keys: self.keys }));
        table(out, E::Winners { winners: self.winners() });
        self.settle_epilogue(out);
    }

    pub(super) fn settle_epilogue(&mut self, out: &mut Out) {
        if self.two_weapons.is_none() && self.weapons_candidates().is_empty() {
            self.two_weapons = Some(false);
        }
        match epilogue::first_met(self.setup.epilogues, |c| self.condition(c)) {
            Err(_) => self.shared.stage = Stage::Own(OwnStage::WeaponsQuestion),
            Ok(card) => {
                self.epilogue = card;
                match card {
                    Some(card) => table(out, E::Own(OwnEvent::EpilogueUnlocked { card })),
                    None => table(out, E::Own(OwnEvent::NoNewEpilogue)),
                }
                self.shared.stage = Stage::Finished;
            }
        }
    }

    pub(super) fn condition(&self, c: Condition) -> Answer {
        let alive = self.alive_total();
        let survivors = self.survivors();
        let living = |role: Role| -> u8 { self.seats().filter(|s| self.alive(*s).contains(role)).count() as u8 };
        let met = match c {
            Condition::NobodyAlive => alive == 0,
            Condition::SomeFamilyWhole => self.seats().any(|s| self.alive(s).len() == usize::from(self.family_size)),
            Condition::OneAlive => alive == 1,
            Condition::SharedVictory => self.winners().len() >= 2,
            Condition::SurvivorWithTwoWeapons => match self.two_weapons {
                Some(a) => a,
                None => return Answer::AskTwoWeapons,
            },
            Condition::TwoAlive => alive == 2,
            Condition::SurvivorWithTwoCards => survivors.iter().any(|s| self.hand(s) >= 2),
            Condition::ThreeWeepersAlive => living(Role::Weeper) >= 3,
            Condition::NoLocationClosed => self.shared.closed.is_empty(),
            Condition::TwoLocationsClosed => self.shared.closed.len() >= 2,
            Condition::AllInParking => alive > 0 && usize::from(self.count_at(Loc::PARKING)) == usize::from(alive),
            Condition::AllWeepersEaten => self.seats().all(|s| self.position(s, Role::Weeper) == Pos::Eaten),
            Condition::ThreeBlockersAlive => living(Role::Blocker) >= 3,
            Condition::SurvivorWithKeys => self.keys.is_some_and(|k| survivors.contains(k)),
            Condition::AllSurvivorsTogether => {
                Loc::all().filter(|l| !l.is_parking()).any(|l| alive > 0 && self.count_at(l) == alive)
            }
            Condition::TwoFamiliesLost => self.seats().filter(|s| self.alive(*s).is_empty()).count() >= 2,
            Condition::ThreeLeadersAlive => living(Role::Leader) >= 3,
            Condition::WinnerInSurveillance => {
                self.winners().iter().any(|w| self.present(Loc::SURVEILLANCE).contains(w))
            }
            Condition::SurvivorWithoutCards => survivors.iter().any(|s| self.hand(s) == 0),
            Condition::DeckEmpty => self.shared.deck == 0,
            Condition::Otherwise => true,
        };
        if met { Answer::Met } else { Answer::NotMet }
    }
}
