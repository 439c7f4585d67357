//! Attacks, their moment for cards, the victim votes, and the end of the game.

use super::*;

// ----- attacks -----

#[test]
fn zombies_get_in_when_they_are_at_least_the_defence() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S0, ToughGuy, MEGATOYS);
    g.zombies[MEGATOYS.index()] = 1;
    let out = attack(&mut g.clone(), MEGATOYS);
    assert!(
        has(&out, |k| *k == E::Own(OwnEvent::NoAttack { location: MEGATOYS, zombies: 1, defence: 2, why: Calm::Held }))
    );
    g.zombies[MEGATOYS.index()] = 2;
    let out = attack(&mut g, MEGATOYS);
    assert!(has(&out, |k| *k == E::Own(OwnEvent::Attack { location: MEGATOYS, zombies: 2, defence: 2 })));
    assert!(
        has(&out, |k| *k == E::Own(OwnEvent::CharacterLost { player: S0, character: ToughGuy, location: MEGATOYS }))
    );
    assert_eq!(g.zombies(MEGATOYS), 0, "every zombie there leaves");
}

#[test]
fn four_zombies_always_get_into_the_supermarket() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    for s in [S0, S1, S2] {
        put(&mut g, s, ToughGuy, SUPERMARKET);
    }
    g.zombies[SUPERMARKET.index()] = 4;
    let out = attack(&mut g, SUPERMARKET);
    assert!(has(&out, |k| *k == E::Own(OwnEvent::Attack { location: SUPERMARKET, zombies: 4, defence: 6 })));
}

#[test]
fn a_location_with_nobody_is_not_attacked_and_its_zombies_stay() {
    let mut g = bare(3);
    put(&mut g, S0, PinUp, PARKING);
    g.zombies[MEGATOYS.index()] = 5;
    let out = attack(&mut g, MEGATOYS);
    assert!(has(&out, |k| *k
        == E::Own(OwnEvent::NoAttack { location: MEGATOYS, zombies: 5, defence: 0, why: Calm::Empty })));
    assert_eq!(g.zombies(MEGATOYS), 5);
}

/// An attack at Megatoys: seat 0's Tough guy and seat 1's Pin-up, `zombies` there, seat 0
/// holding a card: the moment for cards is open.
pub(super) fn cards_moment(zombies: u8) -> Game {
    let mut g = bare(3);
    g.hands = [1, 0, 0, 0, 0, 0];
    put(&mut g, S0, ToughGuy, MEGATOYS);
    put(&mut g, S1, PinUp, MEGATOYS);
    put(&mut g, S2, PinUp, RESTROOMS);
    g.zombies[MEGATOYS.index()] = zombies;
    attack(&mut g, MEGATOYS);
    assert!(matches!(g.pending(), Pending::Own(OwnPending::Cards { location, .. }) if location == MEGATOYS));
    g
}

#[test]
fn a_weapon_kills_zombies_and_the_comparison_is_made_again() {
    let mut g = cards_moment(3);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponOne });
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ZombiesKilled { location: MEGATOYS, count: 1 })));
    assert!(has(&out, |k| *k == E::Own(OwnEvent::AttackRepelled { location: MEGATOYS, zombies: 2, defence: 3 })));
    let mut g = cards_moment(3);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponTwo });
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ZombiesKilled { location: MEGATOYS, count: 2 })));
    assert_eq!(g.zombies(MEGATOYS), 1, "held: the zombie stays");
}

#[test]
fn a_weapon_needs_its_player_in_the_attacked_location() {
    let mut g = cards_moment(3);
    g.hands[S2.index()] = 1;
    assert_eq!(
        g.apply(Command::Play { player: S2, card: CardPlay::WeaponOne }),
        Err(RuleError::NotPresent { player: S2, location: MEGATOYS })
    );
}

#[test]
fn hardware_adds_one_to_the_defence_for_this_attack() {
    let mut g = cards_moment(3);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::Hardware });
    assert!(has(&out, |k| *k == E::Own(OwnEvent::AttackRepelled { location: MEGATOYS, zombies: 3, defence: 4 })));
}

#[test]
fn hardware_is_refused_in_the_parking() {
    let mut g = bare(3);
    g.hands = [1, 0, 0, 0, 0, 0];
    put(&mut g, S0, PinUp, PARKING);
    put(&mut g, S1, PinUp, PARKING);
    g.zombies[PARKING.index()] = 1;
    attack(&mut g, PARKING);
    assert_eq!(
        g.apply(Command::Play { player: S0, card: CardPlay::Hardware }),
        Err(RuleError::Own(OwnRuleError::NotInTheParking))
    );
}

#[test]
fn hardware_does_not_stop_the_supermarkets_four() {
    let mut g = bare(3);
    g.hands = [1, 0, 0, 0, 0, 0];
    put(&mut g, S0, ToughGuy, SUPERMARKET);
    put(&mut g, S1, ToughGuy, SUPERMARKET);
    put(&mut g, S2, ToughGuy, SUPERMARKET);
    g.zombies[SUPERMARKET.index()] = 4;
    attack(&mut g, SUPERMARKET);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::Hardware });
    assert!(!has(&out, |k| matches!(k, E::Own(OwnEvent::AttackRepelled { .. }))));
    assert!(matches!(g.pending(), Pending::Ballots { .. }));
}

#[test]
fn a_hidden_character_neither_votes_nor_can_be_chosen_and_still_defends() {
    let mut g = cards_moment(3);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::Hidden { character: ToughGuy } });
    assert!(
        has(&out, |k| *k == E::Own(OwnEvent::CharacterHidden { player: S0, character: ToughGuy, location: MEGATOYS }))
    );
    // Defence 3 still (the Tough guy counts): 3 zombies get in; only seat 1 can be taken.
    assert!(has(&out, |k| *k == E::VoteUnopposed { vote: VoteKind::Victim(MEGATOYS), player: S1 }));
    assert!(has(&out, |k| *k == E::Own(OwnEvent::CharacterLost { player: S1, character: PinUp, location: MEGATOYS })));
    assert_eq!(g.location_of(S0, ToughGuy), Some(MEGATOYS));
}

#[test]
fn option_hidden_leaves_defence_takes_the_hidden_character_out_of_the_defence() {
    let mut g = bare(3);
    g.setup.options.hidden_leaves_defence = true;
    g.hands = [1, 0, 0, 0, 0, 0];
    put(&mut g, S0, ToughGuy, MEGATOYS);
    put(&mut g, S0, PinUp, MEGATOYS);
    put(&mut g, S1, PinUp, MEGATOYS);
    g.zombies[MEGATOYS.index()] = 4;
    attack(&mut g, MEGATOYS);
    ok(&mut g, Command::Play { player: S0, card: CardPlay::Hidden { character: ToughGuy } });
    assert_eq!(g.defence(MEGATOYS), 2);
}

#[test]
fn the_hidden_character_comes_out_at_the_end_of_the_round() {
    let mut g = cards_moment(3);
    put(&mut g, S2, Gunman, SUPERMARKET);
    put(&mut g, S2, ToughGuy, SECURITY_HQ);
    put(&mut g, S1, Gunman, PARKING);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::Hidden { character: ToughGuy } });
    assert!(has(&out, |k| *k
        == E::Own(OwnEvent::CharacterRevealed { player: S0, character: ToughGuy, location: MEGATOYS })));
    assert!(!g.is_hidden(S0, ToughGuy));
}

/// A victim vote at the Supermarket between seats 0 (Gunman: 2 votes) and 1 (Pin-up), seat 2
/// elsewhere; nobody holds a card.
pub(super) fn victim_vote(zombies: u8) -> Game {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S0, Gunman, SUPERMARKET);
    put(&mut g, S1, PinUp, SUPERMARKET);
    put(&mut g, S1, ToughGuy, SUPERMARKET);
    put(&mut g, S2, PinUp, RESTROOMS);
    put(&mut g, S2, Gunman, RESTROOMS);
    g.zombies[SUPERMARKET.index()] = zombies;
    attack(&mut g, SUPERMARKET);
    g
}

#[test]
fn votes_count_one_per_character_the_gunman_two_and_one_may_vote_for_oneself() {
    let mut g = victim_vote(4);
    let Pending::Ballots { weights, candidates, .. } = g.pending() else { panic!("{:?}", g.pending()) };
    assert_eq!((weights.get(S0), weights.get(S1), weights.get(S2)), (2, 2, 0));
    assert_eq!(candidates, seats(&[S0, S1]));
    assert_eq!(g.apply(Command::Ballot { voter: S2, candidate: S0 }), Err(RuleError::NotAVoter(S2)));
    ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    let out = ok(&mut g, Command::Ballot { voter: S0, candidate: S1 });
    assert!(has(&out, |k| matches!(k, E::VoteCounted { top, .. } if *top == seats(&[S1]))));
    // Seat 1 has two characters there: they choose.
    assert_eq!(
        g.pending(),
        Pending::Victim { player: S1, location: SUPERMARKET, characters: [PinUp, ToughGuy].into_iter().collect() }
    );
    let out = ok(&mut g, Command::Victim { player: S1, character: ToughGuy });
    assert!(
        has(&out, |k| *k == E::Own(OwnEvent::CharacterLost { player: S1, character: ToughGuy, location: SUPERMARKET }))
    );
    assert_eq!(g.zombies(SUPERMARKET), 0);
}

#[test]
fn an_attack_tie_goes_to_a_second_vote_among_the_tied_where_outsiders_vote_once() {
    let mut g = victim_vote(4);
    ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
    let out = ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    assert!(has(&out, |k| matches!(k, E::Own(OwnEvent::BallotsOpened { second: true, .. }))));
    let Pending::Ballots { second: true, weights, candidates, .. } = g.pending() else { panic!() };
    assert_eq!((weights.get(S0), weights.get(S1), weights.get(S2)), (2, 2, 1));
    assert_eq!(candidates, seats(&[S0, S1]));
    ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
    ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    let out = ok(&mut g, Command::Ballot { voter: S2, candidate: S0 });
    assert!(
        has(&out, |k| *k == E::Own(OwnEvent::CharacterLost { player: S0, character: Gunman, location: SUPERMARKET }))
    );
}

#[test]
fn decision_a_second_vote_still_tied_is_settled_by_the_chief() {
    let mut g = victim_vote(4);
    g.chief = S2;
    ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
    ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    // The second vote: seat 0 has 2 votes and a Threat, seat 1 two, seat 2 (outside) one.
    let Stage::Vote(mut v) = g.shared.stage else { panic!() };
    v.threats[S0.index()] = 1;
    g.shared.stage = Stage::Vote(v);
    ok(&mut g, Command::Ballot { voter: S0, candidate: S1 });
    ok(&mut g, Command::Ballot { voter: S1, candidate: S0 });
    let out = ok(&mut g, Command::Ballot { voter: S2, candidate: S0 });
    assert!(has(&out, |k| *k
        == E::Own(OwnEvent::TieToBreak { vote: VoteKind::Victim(SUPERMARKET), chief: S2, tied: seats(&[S0, S1]) })));
    assert_eq!(g.pending().deciders(), seats(&[S2]));
    assert_eq!(g.apply(Command::BreakTie { candidate: S2 }), Err(RuleError::NotTied(S2)));
    ok(&mut g, Command::BreakTie { candidate: S1 });
    assert!(matches!(g.pending(), Pending::Victim { player, .. } if player == S1));
}

#[test]
fn a_threat_adds_one_vote_in_the_vote_and_its_second_vote() {
    let mut g = bare(3);
    g.hands = [1, 0, 0, 0, 0, 0];
    put(&mut g, S0, PinUp, SUPERMARKET);
    put(&mut g, S1, PinUp, SUPERMARKET);
    put(&mut g, S2, PinUp, RESTROOMS);
    put(&mut g, S2, Gunman, RESTROOMS);
    g.zombies[SUPERMARKET.index()] = 2;
    attack(&mut g, SUPERMARKET);
    ok(&mut g, Command::Play { player: S0, card: CardPlay::Threat });
    let Pending::Ballots { weights, .. } = g.pending() else { panic!("{:?}", g.pending()) };
    assert_eq!(weights.get(S0), 2);
    let Stage::Vote(v) = g.shared.stage else { panic!() };
    assert_eq!(g.weights(&v, true).get(S0), 2, "in the second vote too");
}

#[test]
fn a_threat_needs_a_vote_in_this_vote() {
    let mut g = truck_vote();
    g.hands[S2.index()] = 1;
    g.hands[S0.index()] = 1;
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert!(matches!(g.pending(), Pending::Own(OwnPending::Discussion { vote: VoteKind::Truck, .. })));
    assert_eq!(g.apply(Command::Play { player: S2, card: CardPlay::Threat }), Err(RuleError::NotAVoter(S2)));
    ok(&mut g, Command::Play { player: S0, card: CardPlay::Threat });
    let Pending::Ballots { weights, .. } = g.pending() else { panic!() };
    assert_eq!(weights.get(S0), 2);
}

#[test]
fn the_parking_has_one_vote_and_one_victim_per_zombie_without_comparison() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    for s in [S0, S1, S2] {
        put(&mut g, s, ToughGuy, PARKING);
        put(&mut g, s, PinUp, PARKING);
    }
    g.zombies[PARKING.index()] = 2;
    let out = attack(&mut g, PARKING);
    assert!(has(&out, |k| *k == E::Own(OwnEvent::Attack { location: PARKING, zombies: 2, defence: 9 })));
    for s in [S0, S1, S2] {
        ok(&mut g, Command::Ballot { voter: s, candidate: S2 });
    }
    assert!(matches!(g.pending(), Pending::Victim { player, .. } if player == S2));
    ok(&mut g, Command::Victim { player: S2, character: PinUp });
    // The second zombie: a second vote; seat 2's last character there goes without asking.
    for s in [S0, S1, S2] {
        ok(&mut g, Command::Ballot { voter: s, candidate: S2 });
    }
    assert!(g.alive(S2).is_empty());
    assert_eq!(g.zombies(PARKING), 0);
}

#[test]
fn only_one_player_there_loses_a_character_without_a_vote() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S0, PinUp, RESTROOMS);
    put(&mut g, S0, Gunman, RESTROOMS);
    g.zombies[RESTROOMS.index()] = 2;
    let out = attack(&mut g, RESTROOMS);
    assert!(has(&out, |k| *k == E::VoteUnopposed { vote: VoteKind::Victim(RESTROOMS), player: S0 }));
    assert!(matches!(g.pending(), Pending::Victim { player, .. } if player == S0));
    assert_eq!(
        g.apply(Command::Victim { player: S0, character: ToughGuy }),
        Err(RuleError::NotThere { player: S0, character: ToughGuy, location: RESTROOMS })
    );
}

// ----- the end -----

#[test]
fn the_game_ends_with_four_survivors_or_fewer() {
    let mut g = bare(5);
    for (s, c) in [(S0, PinUp), (S1, PinUp), (S2, ToughGuy), (S3, Gunman)] {
        put(&mut g, s, c, if s == S0 { RESTROOMS } else { PARKING });
    }
    let mut out = Vec::new();
    g.end_of_round(&mut out);
    assert_eq!(g.end_reason(), Some(EndReason::FewSurvivors));
    assert!(g.is_finished() && g.pending() == Pending::Finished);
    assert_eq!(g.step(), None, "out of the rounds, as at the set-up");
}

#[test]
fn in_a_six_player_game_it_ends_with_six_survivors_or_fewer() {
    let mut g = bare(6);
    for s in Seat::ALL {
        put(&mut g, s, PinUp, if s.index() % 2 == 0 { RESTROOMS } else { PARKING });
    }
    let mut five = g;
    let mut out = Vec::new();
    g.end_of_round(&mut out);
    assert_eq!(g.end_reason(), Some(EndReason::FewSurvivors));
    put(&mut five, S0, ToughGuy, MEGATOYS);
    let mut out = Vec::new();
    five.end_of_round(&mut out);
    assert_eq!(five.end_reason(), None, "seven survivors");
}

#[test]
fn the_game_ends_when_every_survivor_is_in_one_location_but_the_parking() {
    let mut g = bare(3);
    for s in [S0, S1, S2] {
        put(&mut g, s, PinUp, SUPERMARKET);
        put(&mut g, s, ToughGuy, SUPERMARKET);
    }
    let mut in_parking = g;
    let mut out = Vec::new();
    g.end_of_round(&mut out);
    assert_eq!(g.end_reason(), Some(EndReason::Together(SUPERMARKET)));
    for s in [S0, S1, S2] {
        put(&mut in_parking, s, PinUp, PARKING);
        put(&mut in_parking, s, ToughGuy, PARKING);
    }
    let mut out = Vec::new();
    in_parking.end_of_round(&mut out);
    assert_eq!(in_parking.end_reason(), None);
}

#[test]
fn the_score_is_the_survivors_points_and_a_tie_goes_to_the_most_cards_else_shared() {
    let mut g = bare(4);
    put(&mut g, S0, PinUp, RESTROOMS);
    put(&mut g, S1, ToughGuy, RESTROOMS);
    put(&mut g, S1, LittleGirl, RESTROOMS); // absent at 4 players, but counted if there: 5 + 1
    put(&mut g, S2, ToughGuy, PARKING);
    put(&mut g, S2, Gunman, PARKING);
    g.hands = [1, 2, 1, 0, 0, 0];
    assert_eq!(&g.scores()[..4], [7, 6, 8, 0]);
    assert_eq!(g.winners(), seats(&[S2]));
    put(&mut g, S3, PinUp, PARKING);
    put(&mut g, S3, LittleGirl, PARKING);
    assert_eq!(g.winners(), seats(&[S2]), "8 against 8: seat 2 holds more cards");
    g.hands[S3.index()] = 1;
    assert_eq!(g.winners(), seats(&[S2, S3]), "still tied: shared");
}
