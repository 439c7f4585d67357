//! The decisions added after the rules audit, and refused commands.

use super::attacks::{cards_moment, victim_vote};
use super::*;

// ----- commands out of place -----

// ----- the decisions added after the rules audit -----

/// Seats 0 (the chief), 1 and 2 fill Security HQ's three spots with their Pin-ups; seat 0 stays
/// there, and seat 1's Gunman, in the Parking, goes to Security HQ: full, so nothing of seat 1's
/// can move.
fn forced(hand: u8, revision: u8) -> (Game, Vec<Event>) {
    let mut g = bare(3);
    g.setup.revision = revision;
    g.hands = [0, hand, 0, 0, 0, 0];
    put(&mut g, S0, PinUp, SECURITY_HQ);
    put(&mut g, S1, PinUp, SECURITY_HQ);
    put(&mut g, S2, PinUp, SECURITY_HQ);
    put(&mut g, S1, Gunman, PARKING);
    put(&mut g, S2, ToughGuy, MEGATOYS);
    g.shared.destinations = [Some(SECURITY_HQ), Some(SECURITY_HQ), Some(MEGATOYS), None, None, None];
    g.chief = S0;
    let mut out = Vec::new();
    g.movement_step(&mut out);
    (g, out)
}

#[test]
fn decision_a_card_holder_whose_move_is_forced_is_asked_and_may_sprint() {
    // Holding a card: asked before the move resolves; a Sprint takes the Gunman elsewhere.
    let (mut g, out) = forced(1, REVISION);
    assert!(!has(&out, |k| matches!(k, E::Own(OwnEvent::CharacterStays { player, .. }) if *player == S1)));
    assert_eq!(g.pending(), Pending::Own(OwnPending::Stay { player: S1, destination: SECURITY_HQ }));
    assert_eq!(g.pending().deciders(), seats(&[S1]));
    assert_eq!(
        g.apply(Command::Move { player: S1, character: Gunman }),
        Err(RuleError::Own(OwnRuleError::AlreadyAtDestination { player: S1, character: Gunman }))
    );
    let mut sprinted = g;
    let out =
        ok(&mut sprinted, Command::Play { player: S1, card: CardPlay::Sprint { character: Gunman, to: MEGATOYS } });
    assert!(has(
        &out,
        |k| matches!(k, E::Own(OwnEvent::CharacterMoved { player, to, sprint: true, .. }) if *player == S1 && *to == MEGATOYS)
    ));
    assert_eq!(sprinted.location_of(S1, Gunman), Some(MEGATOYS));
    // Or the table goes on: nothing of seat 1's moves, and seat 2 moves next.
    let out = ok(&mut g, Command::Continue);
    assert!(has(&out, |k| *k == E::Own(OwnEvent::CharacterStays { player: S1, destination: SECURITY_HQ })));
    assert_eq!(g.location_of(S1, Gunman), Some(PARKING));
    // Without a card, or in a game saved before the decision: it stays without asking.
    for (hand, revision) in [(0, REVISION), (1, 0)] {
        let (g, out) = forced(hand, revision);
        assert!(has(&out, |k| *k == E::Own(OwnEvent::CharacterStays { player: S1, destination: SECURITY_HQ })));
        assert!(!matches!(g.pending(), Pending::Own(OwnPending::Stay { .. })));
    }
}

#[test]
fn decision_the_second_vote_includes_players_out_of_the_game() {
    let tie = |options: Options, revision: u8| {
        let mut g = bare(4);
        g.setup.options = options;
        g.setup.revision = revision;
        g.hands = [0; MAX_PLAYERS];
        put(&mut g, S0, Gunman, SUPERMARKET);
        put(&mut g, S1, PinUp, SUPERMARKET);
        put(&mut g, S1, ToughGuy, SUPERMARKET);
        put(&mut g, S2, PinUp, RESTROOMS);
        // Seat 3 has lost every character.
        g.zombies[SUPERMARKET.index()] = 4;
        attack(&mut g, SUPERMARKET);
        ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
        ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
        let Pending::Ballots { second: true, weights, .. } = g.pending() else { panic!("{:?}", g.pending()) };
        [S0, S1, S2, S3].map(|s| weights.get(s))
    };
    assert_eq!(tie(Options::default(), REVISION), [2, 2, 1, 1], "the player out votes");
    let only = Options { second_vote_survivors_only: true, ..Options::default() };
    assert_eq!(tie(only, REVISION), [2, 2, 1, 0], "the table's option leaves them out");
    assert_eq!(tie(Options::default(), 0), [2, 2, 1, 0], "as a game saved before the decision was played");
}

/// The Parking with two zombies, seats 0 to 2 with a Pin-up and a Tough guy there each, seat 0
/// holding two cards.
fn parking_attack(revision: u8) -> Game {
    let mut g = bare(3);
    g.setup.revision = revision;
    g.hands = [2, 0, 0, 0, 0, 0];
    for s in [S0, S1, S2] {
        put(&mut g, s, ToughGuy, PARKING);
        put(&mut g, s, PinUp, PARKING);
    }
    g.zombies[PARKING.index()] = 2;
    attack(&mut g, PARKING);
    ok(&mut g, Command::Continue);
    for s in [S0, S1, S2] {
        ok(&mut g, Command::Ballot { voter: s, candidate: S2 });
    }
    ok(&mut g, Command::Victim { player: S2, character: PinUp });
    g
}

#[test]
fn decision_a_moment_for_cards_before_each_of_the_parkings_votes() {
    let mut g = parking_attack(REVISION);
    let Pending::Own(OwnPending::Cards {
        location, zombies: 2, taken: 1, changed: false, gets_in: true, players, ..
    }) = g.pending()
    else {
        panic!("{:?}", g.pending())
    };
    assert_eq!((location, players), (PARKING, seats(&[S0])));
    // A weapon after the first victim spares the next one: the zombie that has fed leaves.
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponOne });
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ZombiesKilled { location: PARKING, count: 1 })));
    assert!(
        matches!(g.pending(), Pending::Own(OwnPending::Cards { changed: true, gets_in: false, .. })),
        "{:?}",
        g.pending()
    );
    let out = ok(&mut g, Command::Continue);
    assert!(!has(&out, |k| matches!(k, E::Own(OwnEvent::BallotsOpened { .. }))));
    assert!(
        has(&out, |k| *k == E::Own(OwnEvent::ZombiesLeft { location: PARKING, count: 1, cause: LeaveCause::Attacked }))
    );
    assert_eq!(g.alive(S2), [ToughGuy].into_iter().collect());
    // Without a card, the next vote follows: the second zombie's victim.
    let mut g = parking_attack(REVISION);
    let out = ok(&mut g, Command::Continue);
    assert!(has(&out, |k| matches!(k, E::VoteOpened { .. })));
    // In a game saved before the decision, the second vote follows at once.
    let g = parking_attack(0);
    assert!(matches!(g.pending(), Pending::Ballots { .. }), "{:?}", g.pending());
}

#[test]
fn decision_a_chief_who_loses_every_character_hands_the_badge_on_clockwise() {
    let run = |revision: u8| {
        let mut g = bare(4);
        g.setup.revision = revision;
        g.hands = [0; MAX_PLAYERS];
        g.chief = S1;
        put(&mut g, S1, PinUp, RESTROOMS);
        // Seat 2 has nothing left; seat 3 is the next clockwise with characters.
        put(&mut g, S3, PinUp, MEGATOYS);
        put(&mut g, S0, PinUp, MEGATOYS);
        g.zombies[RESTROOMS.index()] = 1;
        let out = attack(&mut g, RESTROOMS);
        (g, out)
    };
    let (g, out) = run(REVISION);
    assert!(has(&out, |k| *k == E::Own(OwnEvent::PlayerOut { player: S1 })));
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ChiefPassed { from: S1, to: S3 })));
    assert_eq!(g.chief(), S3);
    let (g, out) = run(0);
    assert!(!has(&out, |k| matches!(k, E::Own(OwnEvent::ChiefPassed { .. }))));
    assert_eq!(g.chief(), S1, "as a game saved before the decision was played");
}

#[test]
fn a_card_that_changes_an_attack_is_followed_by_the_comparison_again() {
    // Seat 0 holds two cards: after the first, the moment stays open and its question says the
    // comparison (the table going on, it is not said again).
    let mut g = cards_moment(4);
    g.hands[S0.index()] = 2;
    ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponOne });
    assert!(matches!(
        g.pending(),
        Pending::Own(OwnPending::Cards { zombies: 3, defence: 3, changed: true, gets_in: true, .. })
    ));
    let out = ok(&mut g, Command::Continue);
    assert!(!has(&out, |k| matches!(k, E::Own(OwnEvent::AttackStands { .. }))));
    assert!(has(&out, |k| matches!(k, E::VoteOpened { .. })));
    // One card: the moment closes by itself, and the comparison is said before the vote.
    let mut g = cards_moment(4);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponOne });
    let stands = out
        .iter()
        .position(|e| e.kind == E::Own(OwnEvent::AttackStands { location: MEGATOYS, zombies: 3, defence: 3 }));
    let vote = out.iter().position(|e| matches!(e.kind, E::VoteOpened { .. }));
    assert!(stands.is_some() && stands < vote, "{:?}", kinds(&out));
    // No card: nothing changed since the attack was said.
    let mut g = cards_moment(4);
    let out = ok(&mut g, Command::Continue);
    assert!(!has(&out, |k| matches!(k, E::Own(OwnEvent::AttackStands { .. }))));
}

#[test]
fn a_refused_command_changes_nothing() {
    let mut g = victim_vote(4);
    let before = g;
    for cmd in [
        Command::Continue,
        Command::Ballot { voter: S0, candidate: S2 },
        Command::Ballot { voter: Seat::ALL[5], candidate: S0 },
        Command::Play { player: S0, card: CardPlay::WeaponOne },
        Command::Give { to: S0 },
        Command::Move { player: S0, character: Gunman },
    ] {
        assert!(g.apply(cmd).is_err(), "{cmd:?}");
        assert_eq!(g, before, "{cmd:?}");
    }
}
