//! One test per rule, decision and table option of Mall of Horror (`docs/rules.md` names
//! them), then properties of random games.

use super::board::{CACHOU, MEGATOYS, PARKING, RESTROOMS, SECURITY_HQ, SUPERMARKET};
use super::event::{Calm, ChiefStays, EndReason, EventKind as E, LeaveCause, TruckSkip, VoteKind, ZombieCause};
use super::game::{Stage, Vote, VoteStep};
use super::*;
use crate::event::{Audience, DicePurpose};
use crate::game::{DiceMode, Pos};
use crate::types::{Dice, Loc, MAX_PLAYERS, Seat, SeatSet};
use crate::{Asks, Rules};
use Character::{Gunman, LittleGirl, PinUp, ToughGuy};

const S0: Seat = Seat::ALL[0];
const S1: Seat = Seat::ALL[1];
const S2: Seat = Seat::ALL[2];
const S3: Seat = Seat::ALL[3];

fn started(players: u8, options: Options) -> Game {
    let mut setup = Setup::new(players, S0, 1);
    setup.options = options;
    Game::new(setup).unwrap().0
}

/// A game of `players` in round 1 with every character lost: each test puts back the ones it
/// needs.
fn bare(players: u8) -> Game {
    let mut g = started(players, Options::default());
    for s in g.seats() {
        for c in Character::ALL {
            if g.position(s, c) != Pos::Absent {
                g.pos[s.index()][c.index()] = Pos::Eaten;
            }
        }
    }
    g.round = 1;
    g.stage = Stage::Finished;
    g
}

fn put(g: &mut Game, s: Seat, c: Character, l: Loc) {
    g.pos[s.index()][c.index()] = Pos::At(l);
}

fn kinds(out: &[Event]) -> Vec<E> {
    out.iter().map(|e| e.kind).collect()
}

fn has(out: &[Event], pred: impl Fn(&E) -> bool) -> bool {
    out.iter().any(|e| pred(&e.kind))
}

fn ok(g: &mut Game, cmd: Command) -> Vec<Event> {
    g.apply(cmd).unwrap_or_else(|e| panic!("{cmd:?} refused: {e} at {:?}", g.pending()))
}

/// Runs the attack at `l` (and the rest of the round after it).
fn attack(g: &mut Game, l: Loc) -> Vec<Event> {
    let mut out = Vec::new();
    g.attack_at(l, &mut out);
    out
}

fn seats(list: &[Seat]) -> SeatSet {
    list.iter().copied().collect()
}

// ----- set-up -----

#[test]
fn three_players_have_four_characters_with_the_little_girl_others_three() {
    for players in 3..=6 {
        let g = started(players, Options::default());
        let group = if players == 3 { 4 } else { 3 };
        assert_eq!(g.group_size(), group);
        for s in g.seats() {
            assert_eq!(g.unplaced(s).len(), usize::from(group), "{players} players");
            assert_eq!(g.unplaced(s).contains(LittleGirl), players == 3);
            assert_eq!(g.hand(s), 1, "one card each");
        }
        assert_eq!(g.deck(), 21 - players);
        assert_eq!(g.chief(), S0);
    }
}

#[test]
fn the_cachou_is_closed_with_three_or_four_players() {
    for players in 3..=6 {
        assert_eq!(started(players, Options::default()).is_closed(CACHOU), players <= 4, "{players}");
    }
}

#[test]
fn option_cachou_open_opens_it_with_three_or_four_players() {
    let open = Options { cachou_open: true, ..Options::default() };
    assert!(!started(3, open).is_closed(CACHOU));
    assert!(!started(4, open).is_closed(CACHOU));
}

#[test]
fn placement_is_on_a_die_location_or_anywhere_with_room_when_both_are_full_or_closed() {
    let mut g = bare(4);
    let dice = Dice::new(&[1, 2]).unwrap();
    assert_eq!(g.placement_spots(dice).iter().collect::<Vec<_>>(), [RESTROOMS], "the Cachou is closed");
    for (s, c) in [(S0, PinUp), (S1, PinUp), (S2, PinUp)] {
        put(&mut g, s, c, RESTROOMS);
    }
    let anywhere: Vec<Loc> = g.placement_spots(dice).iter().collect();
    assert_eq!(anywhere, [MEGATOYS, PARKING, SECURITY_HQ, SUPERMARKET]);
}

#[test]
fn placement_goes_one_character_at_a_time_from_the_chief_clockwise() {
    let mut setup = Setup::new(4, S2, 3);
    setup.dice = DiceMode::Table;
    let (mut g, _) = Game::new(setup).unwrap();
    let mut order = Vec::new();
    while let Pending::Dice { purpose: DicePurpose::Placement(p), .. } = g.pending() {
        order.push(p.index());
        ok(&mut g, Command::Roll { dice: Dice::new(&[6, 4]).unwrap() });
        let Pending::Placement { player, characters, .. } = g.pending() else { break };
        let character = characters.iter().next().unwrap();
        let err = g.apply(Command::Place { player, character, location: RESTROOMS });
        assert_eq!(err, Err(RuleError::NotADie(RESTROOMS)));
        ok(&mut g, Command::Place { player, character, location: PARKING });
    }
    assert_eq!(order, [2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
    assert_eq!(g.pending(), Pending::Dice { purpose: DicePurpose::StartingMonsters, count: 4 });
}

#[test]
fn the_starting_zombies_come_from_four_open_dice_and_none_for_a_closed_location() {
    let mut setup = Setup::new(4, S0, 3);
    setup.dice = DiceMode::Table;
    let (mut g, _) = Game::new(setup).unwrap();
    while let Pending::Dice { purpose: DicePurpose::Placement(_), .. } = g.pending() {
        ok(&mut g, Command::Roll { dice: Dice::new(&[6, 4]).unwrap() });
        if let Pending::Placement { player, characters, .. } = g.pending() {
            ok(&mut g, Command::Place { player, character: characters.iter().next().unwrap(), location: PARKING });
        }
    }
    let out = ok(&mut g, Command::Roll { dice: Dice::new(&[2, 3, 3, 6]).unwrap() });
    assert!(out.iter().all(|e| e.audience == Audience::Table), "open dice");
    assert!(has(&out, |k| *k == E::ZombieBlocked { location: CACHOU, cause: ZombieCause::Die(2) }));
    assert_eq!((g.zombies(CACHOU), g.zombies(MEGATOYS), g.zombies(SUPERMARKET)), (0, 2, 1));
    assert_eq!(g.round(), 1);
}

// ----- the truck -----

#[test]
fn no_truck_search_with_nobody_in_the_parking_or_an_empty_deck() {
    let mut g = bare(3);
    put(&mut g, S0, PinUp, RESTROOMS);
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert!(has(&out, |k| *k == E::TruckSkipped { why: TruckSkip::NobodyInParking }));
    let mut g = bare(3);
    put(&mut g, S0, PinUp, PARKING);
    g.deck = 0;
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert!(has(&out, |k| *k == E::TruckSkipped { why: TruckSkip::DeckEmpty }));
}

/// A truck vote between seats 0 and 1 in the Parking, nobody holding a card.
fn truck_vote() -> Game {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S0, PinUp, PARKING);
    put(&mut g, S1, PinUp, PARKING);
    put(&mut g, S2, PinUp, RESTROOMS);
    let mut out = Vec::new();
    g.start_round(&mut out);
    g
}

#[test]
fn a_truck_tie_means_nobody_searches() {
    let mut g = truck_vote();
    ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
    let out = ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    assert!(has(&out, |k| *k == E::TruckSkipped { why: TruckSkip::Tie }));
    assert!(!has(&out, |k| matches!(k, E::TruckSearched { .. })));
}

#[test]
fn the_truck_winner_draws_three_keeps_one_gives_one_and_one_goes_under_the_deck() {
    let mut g = truck_vote();
    let deck = g.deck();
    ok(&mut g, Command::Ballot { voter: S0, candidate: S1 });
    let out = ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    assert!(has(&out, |k| *k == E::TruckSearched { player: S1, drawn: 3, deck: deck - 3 }));
    assert_eq!(g.pending(), Pending::TruckShare { player: S1, drawn: 3, may_keep: false });
    assert_eq!(g.apply(Command::Give { to: S1 }), Err(RuleError::MustGiveAway));
    let out = ok(&mut g, Command::Give { to: S2 });
    assert!(has(&out, |k| *k == E::CardUnderDeck { deck: deck - 2 }));
    assert_eq!((g.hand(S1), g.hand(S2), g.deck()), (1, 1, deck - 2));
}

#[test]
fn decision_with_two_cards_the_searcher_keeps_one_and_gives_one() {
    let mut g = truck_vote();
    g.deck = 2;
    ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
    ok(&mut g, Command::Ballot { voter: S1, candidate: S0 });
    assert_eq!(g.apply(Command::Give { to: S0 }), Err(RuleError::MustGiveAway));
    ok(&mut g, Command::Give { to: S1 });
    assert_eq!((g.hand(S0), g.hand(S1), g.deck()), (1, 1, 0));
}

#[test]
fn decision_with_one_card_the_searcher_keeps_it_or_gives_it() {
    for to in [S0, S2] {
        let mut g = truck_vote();
        g.deck = 1;
        ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
        ok(&mut g, Command::Ballot { voter: S1, candidate: S0 });
        assert_eq!(g.pending(), Pending::TruckShare { player: S0, drawn: 1, may_keep: true });
        ok(&mut g, Command::Give { to });
        assert_eq!(g.hand(to), 1);
        assert_eq!(g.deck(), 0);
    }
}

// ----- the chief -----

#[test]
fn nobody_in_security_hq_the_chief_stays_and_may_not_look() {
    let mut g = bare(3);
    put(&mut g, S0, PinUp, RESTROOMS);
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert!(has(&out, |k| *k == E::ChiefStayed { player: S0, why: ChiefStays::Nobody }));
    assert!(has(&out, |k| matches!(k, E::DiceHidden { blind: true, .. })));
    assert!(!has(&out, |k| matches!(k, E::DiceShown { .. })));
    assert!(g.chief_is_blind() && g.view(S0).dice.is_none());
}

#[test]
fn a_chief_tie_keeps_the_chief_who_may_not_look() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S1, PinUp, SECURITY_HQ);
    put(&mut g, S2, PinUp, SECURITY_HQ);
    let mut out = Vec::new();
    g.start_round(&mut out);
    ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    let out = ok(&mut g, Command::Ballot { voter: S2, candidate: S2 });
    assert!(has(&out, |k| *k == E::ChiefStayed { player: S0, why: ChiefStays::Tie }));
    assert!(!has(&out, |k| matches!(k, E::DiceShown { .. })));
    assert_eq!(g.chief(), S0);
}

#[test]
fn the_elected_chief_alone_is_told_the_dice_in_private() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S1, Gunman, SECURITY_HQ);
    put(&mut g, S2, PinUp, SECURITY_HQ);
    let mut out = Vec::new();
    g.start_round(&mut out);
    ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    let out = ok(&mut g, Command::Ballot { voter: S2, candidate: S2 });
    assert!(has(&out, |k| *k == E::ChiefElected { player: S1, from: S0 }), "the Gunman's two votes");
    let shown: Vec<&Event> = out.iter().filter(|e| matches!(e.kind, E::DiceShown { .. })).collect();
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].audience, Audience::Player(S1));
    assert_eq!(g.view(S1).dice, Some(g.box_dice));
    assert_eq!(g.view(S2).dice, None);
}

#[test]
fn a_security_camera_shows_the_dice_to_its_player_alone() {
    let mut g = bare(3);
    g.hands = [0, 1, 0, 0, 0, 0];
    put(&mut g, S1, PinUp, RESTROOMS);
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert_eq!(g.pending(), Pending::Camera { players: seats(&[S1]) });
    let out = ok(&mut g, Command::Play { player: S1, card: CardPlay::SecurityCamera });
    assert!(out.iter().any(|e| matches!(e.kind, E::DiceShown { .. }) && e.audience == Audience::Player(S1)));
    assert_eq!(g.view(S1).dice, Some(g.box_dice));
    assert_eq!(g.view(S0).dice, None);
    assert!(matches!(g.pending(), Pending::SecretDestinations { .. }), "nobody else could look");
}

// ----- destinations -----

#[test]
fn a_chief_elected_this_round_says_their_destination_first_aloud() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S1, PinUp, SECURITY_HQ);
    put(&mut g, S0, PinUp, RESTROOMS);
    put(&mut g, S2, PinUp, RESTROOMS);
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert!(matches!(g.pending(), Pending::AnnounceDestination { player, .. } if player == S1));
    assert_eq!(g.apply(Command::Destination { player: S0, location: PARKING }), Err(RuleError::ChiefFirst(S1)));
    let out = ok(&mut g, Command::Destination { player: S1, location: MEGATOYS });
    assert_eq!(kinds(&out), [E::DestinationAnnounced { player: S1, location: MEGATOYS }]);
    assert!(g.pending().is_secret());
    let out = ok(&mut g, Command::Destination { player: S0, location: PARKING });
    assert!(
        out.iter().any(|e| e.kind == E::DestinationRecorded { player: S0, location: PARKING }
            && e.audience == Audience::Player(S0))
    );
    assert_eq!(g.view(S2).board.destinations[S0.index()], None);
    assert_eq!(g.view(S2).board.destinations[S1.index()], Some(MEGATOYS));
}

#[test]
fn a_chief_who_stayed_chooses_in_secret_with_the_others() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S0, PinUp, RESTROOMS);
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert!(matches!(g.pending(), Pending::SecretDestinations { waiting, .. } if waiting.contains(S0)));
}

#[test]
fn decision_a_player_with_no_character_adds_a_zombie_every_round() {
    for round in 1..=2 {
        let mut g = bare(3);
        g.hands = [0; MAX_PLAYERS];
        g.round = round;
        put(&mut g, S0, PinUp, RESTROOMS);
        put(&mut g, S1, PinUp, MEGATOYS);
        let mut out = Vec::new();
        g.start_round(&mut out);
        let Pending::SecretDestinations { placers, zombie_choices, .. } = g.pending() else { panic!() };
        assert_eq!(placers, seats(&[S2]));
        assert!(!zombie_choices.contains(CACHOU), "closed");
        let closed = Command::Destination { player: S2, location: CACHOU };
        assert_eq!(g.apply(closed), Err(RuleError::LocationClosed(CACHOU)));
        ok(&mut g, Command::Destination { player: S0, location: RESTROOMS });
        ok(&mut g, Command::Destination { player: S1, location: MEGATOYS });
        let out = ok(&mut g, Command::Destination { player: S2, location: SUPERMARKET });
        let cause = ZombieCause::Player(S2);
        assert!(has(&out, |k| *k == E::ZombieArrived { location: SUPERMARKET, cause }), "round {round}");
    }
}

// ----- zombies arrive -----

#[test]
fn eight_zombies_close_an_empty_location_as_they_arrive_and_leave() {
    let mut g = bare(5);
    put(&mut g, S0, PinUp, PARKING);
    g.zombies[MEGATOYS.index()] = 7;
    g.zombies[PARKING.index()] = 7;
    g.zombies[RESTROOMS.index()] = 7;
    put(&mut g, S1, PinUp, RESTROOMS);
    let mut out = Vec::new();
    for l in [MEGATOYS, PARKING, RESTROOMS] {
        g.zombie_arrives(l, ZombieCause::Die(l.number()), &mut out);
    }
    assert!(g.is_closed(MEGATOYS) && g.zombies(MEGATOYS) == 0);
    assert!(!g.is_closed(PARKING), "the Parking never closes");
    assert!(!g.is_closed(RESTROOMS), "someone is there");
    assert!(has(&out, |k| *k == E::LocationClosed { location: MEGATOYS }));
    let mut out = Vec::new();
    g.zombie_arrives(MEGATOYS, ZombieCause::Die(3), &mut out);
    assert_eq!(g.zombies(MEGATOYS), 0, "a closed location gets no zombie");
}

// ----- movement -----

/// Seats 0 to 2 each with a Tough guy in the Restrooms and a Gunman in the Parking, seat 1
/// chief, destinations set: the moves start.
fn moving(dests: [Loc; 3]) -> (Game, Vec<Event>) {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    for (s, d) in [S0, S1, S2].into_iter().zip(dests) {
        put(&mut g, s, ToughGuy, RESTROOMS);
        put(&mut g, s, Gunman, PARKING);
        g.destinations[s.index()] = Some(d);
    }
    g.chief = S1;
    let mut out = Vec::new();
    g.movement_step(&mut out);
    (g, out)
}

#[test]
fn moves_go_from_the_chief_clockwise_and_a_closed_destination_sends_to_the_parking() {
    let (mut g, out) = moving([SECURITY_HQ, CACHOU, SECURITY_HQ]);
    // Seat 1 first: the Cachou is closed, and only the Tough guy would move: moved unasked.
    let moved = E::CharacterMoved {
        player: S1,
        character: ToughGuy,
        from: RESTROOMS,
        to: PARKING,
        wanted: CACHOU,
        sprint: false,
    };
    assert_eq!(
        out.iter().filter(|e| matches!(e.kind, E::CharacterMoved { .. })).map(|e| e.kind).collect::<Vec<_>>(),
        [moved]
    );
    assert!(matches!(g.pending(), Pending::Move { player, .. } if player == S2));
    ok(&mut g, Command::Move { player: S2, character: Gunman });
    assert!(matches!(g.pending(), Pending::Move { player, .. } if player == S0));
}

#[test]
fn a_full_destination_sends_to_the_parking() {
    let mut g = bare(4);
    g.hands = [0; MAX_PLAYERS];
    for s in [S1, S2, S3] {
        put(&mut g, s, PinUp, SECURITY_HQ);
    }
    put(&mut g, S0, ToughGuy, MEGATOYS);
    g.destinations = [Some(SECURITY_HQ), Some(SECURITY_HQ), Some(SECURITY_HQ), Some(SECURITY_HQ), None, None];
    let mut out = Vec::new();
    g.movement_step(&mut out);
    assert_eq!(g.location_of(S0, ToughGuy), Some(PARKING));
}

#[test]
fn a_sprint_sends_its_character_to_another_location_with_room() {
    let (mut g, _) = moving([SECURITY_HQ, MEGATOYS, SECURITY_HQ]);
    g.hands[S1.index()] = 1;
    let mut g2 = g;
    assert_eq!(
        g2.apply(Command::Play { player: S1, card: CardPlay::Sprint { character: ToughGuy, to: CACHOU } }),
        Err(RuleError::LocationClosed(CACHOU))
    );
    assert_eq!(
        g2.apply(Command::Play { player: S2, card: CardPlay::Sprint { character: ToughGuy, to: SUPERMARKET } }),
        Err(RuleError::NotYourTurn { expected: S1, got: S2 })
    );
    let out = ok(&mut g, Command::Play { player: S1, card: CardPlay::Sprint { character: ToughGuy, to: SUPERMARKET } });
    assert!(has(&out, |k| matches!(k, E::CharacterMoved { to, sprint: true, .. } if *to == SUPERMARKET)));
    assert_eq!(g.hand(S1), 0);
}

#[test]
fn extra_zombies_go_to_the_single_most_crowded_location_and_the_single_most_pin_ups() {
    let mut g = bare(3);
    put(&mut g, S0, ToughGuy, SUPERMARKET);
    put(&mut g, S1, ToughGuy, SUPERMARKET);
    put(&mut g, S0, PinUp, RESTROOMS);
    put(&mut g, S1, PinUp, MEGATOYS);
    let mut out = Vec::new();
    g.extra_zombies(&mut out);
    assert!(has(&out, |k| *k == E::ZombieArrived { location: SUPERMARKET, cause: ZombieCause::Crowd }));
    assert!(!has(&out, |k| matches!(k, E::ZombieArrived { cause: ZombieCause::PinUps, .. })), "tied Pin-ups");
}

#[test]
fn a_tie_for_the_most_characters_brings_no_zombie() {
    let mut g = bare(3);
    put(&mut g, S0, ToughGuy, SUPERMARKET);
    put(&mut g, S1, PinUp, MEGATOYS);
    let mut out = Vec::new();
    g.extra_zombies(&mut out);
    assert!(!has(&out, |k| matches!(k, E::ZombieArrived { cause: ZombieCause::Crowd, .. })));
    assert!(has(&out, |k| *k == E::ZombieArrived { location: MEGATOYS, cause: ZombieCause::PinUps }));
}

// ----- attacks -----

#[test]
fn zombies_get_in_when_they_are_at_least_the_defence() {
    let mut g = bare(3);
    g.hands = [0; MAX_PLAYERS];
    put(&mut g, S0, ToughGuy, MEGATOYS);
    g.zombies[MEGATOYS.index()] = 1;
    let out = attack(&mut g.clone(), MEGATOYS);
    assert!(has(&out, |k| *k == E::NoAttack { location: MEGATOYS, zombies: 1, defence: 2, why: Calm::Held }));
    g.zombies[MEGATOYS.index()] = 2;
    let out = attack(&mut g, MEGATOYS);
    assert!(has(&out, |k| *k == E::Attack { location: MEGATOYS, zombies: 2, defence: 2 }));
    assert!(has(&out, |k| *k == E::CharacterLost { player: S0, character: ToughGuy, location: MEGATOYS }));
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
    assert!(has(&out, |k| *k == E::Attack { location: SUPERMARKET, zombies: 4, defence: 6 }));
}

#[test]
fn a_location_with_nobody_is_not_attacked_and_its_zombies_stay() {
    let mut g = bare(3);
    put(&mut g, S0, PinUp, PARKING);
    g.zombies[MEGATOYS.index()] = 5;
    let out = attack(&mut g, MEGATOYS);
    assert!(has(&out, |k| *k == E::NoAttack { location: MEGATOYS, zombies: 5, defence: 0, why: Calm::Empty }));
    assert_eq!(g.zombies(MEGATOYS), 5);
}

/// An attack at Megatoys: seat 0's Tough guy and seat 1's Pin-up, `zombies` there, seat 0
/// holding a card: the moment for cards is open.
fn cards_moment(zombies: u8) -> Game {
    let mut g = bare(3);
    g.hands = [1, 0, 0, 0, 0, 0];
    put(&mut g, S0, ToughGuy, MEGATOYS);
    put(&mut g, S1, PinUp, MEGATOYS);
    put(&mut g, S2, PinUp, RESTROOMS);
    g.zombies[MEGATOYS.index()] = zombies;
    attack(&mut g, MEGATOYS);
    assert!(matches!(g.pending(), Pending::Cards { location, .. } if location == MEGATOYS));
    g
}

#[test]
fn a_weapon_kills_zombies_and_the_comparison_is_made_again() {
    let mut g = cards_moment(3);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponOne });
    assert!(has(&out, |k| *k == E::ZombiesKilled { location: MEGATOYS, count: 1 }));
    assert!(has(&out, |k| *k == E::AttackRepelled { location: MEGATOYS, zombies: 2, defence: 3 }));
    let mut g = cards_moment(3);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponTwo });
    assert!(has(&out, |k| *k == E::ZombiesKilled { location: MEGATOYS, count: 2 }));
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
    assert!(has(&out, |k| *k == E::AttackRepelled { location: MEGATOYS, zombies: 3, defence: 4 }));
}

#[test]
fn hardware_is_refused_in_the_parking() {
    let mut g = bare(3);
    g.hands = [1, 0, 0, 0, 0, 0];
    put(&mut g, S0, PinUp, PARKING);
    put(&mut g, S1, PinUp, PARKING);
    g.zombies[PARKING.index()] = 1;
    attack(&mut g, PARKING);
    assert_eq!(g.apply(Command::Play { player: S0, card: CardPlay::Hardware }), Err(RuleError::NotInTheParking));
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
    assert!(!has(&out, |k| matches!(k, E::AttackRepelled { .. })));
    assert!(matches!(g.pending(), Pending::Ballots { .. }));
}

#[test]
fn a_hidden_character_neither_votes_nor_can_be_chosen_and_still_defends() {
    let mut g = cards_moment(3);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::Hidden { character: ToughGuy } });
    assert!(has(&out, |k| *k == E::CharacterHidden { player: S0, character: ToughGuy, location: MEGATOYS }));
    // Defence 3 still (the Tough guy counts): 3 zombies get in; only seat 1 can be taken.
    assert!(has(&out, |k| *k == E::VoteUnopposed { vote: VoteKind::Victim(MEGATOYS), player: S1 }));
    assert!(has(&out, |k| *k == E::CharacterLost { player: S1, character: PinUp, location: MEGATOYS }));
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
    assert!(has(&out, |k| *k == E::CharacterRevealed { player: S0, character: ToughGuy, location: MEGATOYS }));
    assert!(!g.is_hidden(S0, ToughGuy));
}

/// A victim vote at the Supermarket between seats 0 (Gunman: 2 votes) and 1 (Pin-up), seat 2
/// elsewhere; nobody holds a card.
fn victim_vote(zombies: u8) -> Game {
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
    assert!(has(&out, |k| *k == E::CharacterLost { player: S1, character: ToughGuy, location: SUPERMARKET }));
    assert_eq!(g.zombies(SUPERMARKET), 0);
}

#[test]
fn an_attack_tie_goes_to_a_second_vote_among_the_tied_where_outsiders_vote_once() {
    let mut g = victim_vote(4);
    ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
    let out = ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    assert!(has(&out, |k| matches!(k, E::BallotsOpened { second: true, .. })));
    let Pending::Ballots { second: true, weights, candidates, .. } = g.pending() else { panic!() };
    assert_eq!((weights.get(S0), weights.get(S1), weights.get(S2)), (2, 2, 1));
    assert_eq!(candidates, seats(&[S0, S1]));
    ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
    ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    let out = ok(&mut g, Command::Ballot { voter: S2, candidate: S0 });
    assert!(has(&out, |k| *k == E::CharacterLost { player: S0, character: Gunman, location: SUPERMARKET }));
}

#[test]
fn decision_a_second_vote_still_tied_is_settled_by_the_chief() {
    let mut g = victim_vote(4);
    g.chief = S2;
    ok(&mut g, Command::Ballot { voter: S0, candidate: S0 });
    ok(&mut g, Command::Ballot { voter: S1, candidate: S1 });
    // The second vote: seat 0 has 2 votes and a Threat, seat 1 two, seat 2 (outside) one.
    let Stage::Vote(mut v) = g.stage else { panic!() };
    v.threats[S0.index()] = 1;
    g.stage = Stage::Vote(v);
    ok(&mut g, Command::Ballot { voter: S0, candidate: S1 });
    ok(&mut g, Command::Ballot { voter: S1, candidate: S0 });
    let out = ok(&mut g, Command::Ballot { voter: S2, candidate: S0 });
    assert!(
        has(&out, |k| *k == E::TieToBreak { vote: VoteKind::Victim(SUPERMARKET), chief: S2, tied: seats(&[S0, S1]) })
    );
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
    let Stage::Vote(v) = g.stage else { panic!() };
    assert_eq!(g.weights(&v, true).get(S0), 2, "in the second vote too");
}

#[test]
fn a_threat_needs_a_vote_in_this_vote() {
    let mut g = truck_vote();
    g.hands[S2.index()] = 1;
    g.hands[S0.index()] = 1;
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert!(matches!(g.pending(), Pending::Discussion { vote: VoteKind::Truck, .. }));
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
    assert!(has(&out, |k| *k == E::Attack { location: PARKING, zombies: 2, defence: 9 }));
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
    g.destinations = [Some(SECURITY_HQ), Some(SECURITY_HQ), Some(MEGATOYS), None, None, None];
    g.chief = S0;
    let mut out = Vec::new();
    g.movement_step(&mut out);
    (g, out)
}

#[test]
fn decision_a_card_holder_whose_move_is_forced_is_asked_and_may_sprint() {
    // Holding a card: asked before the move resolves; a Sprint takes the Gunman elsewhere.
    let (mut g, out) = forced(1, REVISION);
    assert!(!has(&out, |k| matches!(k, E::CharacterStays { player, .. } if *player == S1)));
    assert_eq!(g.pending(), Pending::Stay { player: S1, destination: SECURITY_HQ });
    assert_eq!(g.pending().deciders(), seats(&[S1]));
    assert_eq!(
        g.apply(Command::Move { player: S1, character: Gunman }),
        Err(RuleError::AlreadyAtDestination { player: S1, character: Gunman })
    );
    let mut sprinted = g;
    let out =
        ok(&mut sprinted, Command::Play { player: S1, card: CardPlay::Sprint { character: Gunman, to: MEGATOYS } });
    assert!(has(
        &out,
        |k| matches!(k, E::CharacterMoved { player, to, sprint: true, .. } if *player == S1 && *to == MEGATOYS)
    ));
    assert_eq!(sprinted.location_of(S1, Gunman), Some(MEGATOYS));
    // Or the table goes on: nothing of seat 1's moves, and seat 2 moves next.
    let out = ok(&mut g, Command::Continue);
    assert!(has(&out, |k| *k == E::CharacterStays { player: S1, destination: SECURITY_HQ }));
    assert_eq!(g.location_of(S1, Gunman), Some(PARKING));
    // Without a card, or in a game saved before the decision: it stays without asking.
    for (hand, revision) in [(0, REVISION), (1, 0)] {
        let (g, out) = forced(hand, revision);
        assert!(has(&out, |k| *k == E::CharacterStays { player: S1, destination: SECURITY_HQ }));
        assert!(!matches!(g.pending(), Pending::Stay { .. }));
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
    let Pending::Cards { location, zombies: 2, taken: 1, changed: false, gets_in: true, players, .. } = g.pending()
    else {
        panic!("{:?}", g.pending())
    };
    assert_eq!((location, players), (PARKING, seats(&[S0])));
    // A weapon after the first victim spares the next one: the zombie that has fed leaves.
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponOne });
    assert!(has(&out, |k| *k == E::ZombiesKilled { location: PARKING, count: 1 }));
    assert!(matches!(g.pending(), Pending::Cards { changed: true, gets_in: false, .. }), "{:?}", g.pending());
    let out = ok(&mut g, Command::Continue);
    assert!(!has(&out, |k| matches!(k, E::BallotsOpened { .. })));
    assert!(has(&out, |k| *k == E::ZombiesLeft { location: PARKING, count: 1, cause: LeaveCause::Attacked }));
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
    assert!(has(&out, |k| *k == E::PlayerOut { player: S1 }));
    assert!(has(&out, |k| *k == E::ChiefPassed { from: S1, to: S3 }));
    assert_eq!(g.chief(), S3);
    let (g, out) = run(0);
    assert!(!has(&out, |k| matches!(k, E::ChiefPassed { .. })));
    assert_eq!(g.chief(), S1, "as a game saved before the decision was played");
}

#[test]
fn a_card_that_changes_an_attack_is_followed_by_the_comparison_again() {
    // Seat 0 holds two cards: after the first, the moment stays open and its question says the
    // comparison (the table going on, it is not said again).
    let mut g = cards_moment(4);
    g.hands[S0.index()] = 2;
    ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponOne });
    assert!(matches!(g.pending(), Pending::Cards { zombies: 3, defence: 3, changed: true, gets_in: true, .. }));
    let out = ok(&mut g, Command::Continue);
    assert!(!has(&out, |k| matches!(k, E::AttackStands { .. })));
    assert!(has(&out, |k| matches!(k, E::VoteOpened { .. })));
    // One card: the moment closes by itself, and the comparison is said before the vote.
    let mut g = cards_moment(4);
    let out = ok(&mut g, Command::Play { player: S0, card: CardPlay::WeaponOne });
    let stands = out.iter().position(|e| e.kind == E::AttackStands { location: MEGATOYS, zombies: 3, defence: 3 });
    let vote = out.iter().position(|e| matches!(e.kind, E::VoteOpened { .. }));
    assert!(stands.is_some() && stands < vote, "{:?}", kinds(&out));
    // No card: nothing changed since the attack was said.
    let mut g = cards_moment(4);
    let out = ok(&mut g, Command::Continue);
    assert!(!has(&out, |k| matches!(k, E::AttackStands { .. })));
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

// ----- random games -----

mod random {
    use super::*;
    use crate::rng::Rng;
    use proptest::prelude::*;

    /// A random legal command (cards of any kind: the engine only counts them).
    fn random_command(g: &Game, rng: &mut Rng) -> Option<Command> {
        fn one<T: Copy>(rng: &mut Rng, v: &[T]) -> Option<T> {
            (!v.is_empty()).then(|| v[rng.below(v.len() as u32) as usize])
        }
        let seats_of = |s: SeatSet| s.iter().collect::<Vec<_>>();
        if rng.chance(1, 3) {
            let player = one(rng, &seats_of(g.seats().collect()))?;
            let c = Character::ALL[rng.below(4) as usize];
            let to = Loc::new(rng.below(6) as u8 + 1)?;
            let card = one(
                rng,
                &[
                    CardPlay::Threat,
                    CardPlay::SecurityCamera,
                    CardPlay::Sprint { character: c, to },
                    CardPlay::Hardware,
                    CardPlay::Hidden { character: c },
                    CardPlay::WeaponOne,
                    CardPlay::WeaponTwo,
                ],
            )?;
            let cmd = Command::Play { player, card };
            if g.clone().apply(cmd).is_ok() {
                return Some(cmd);
            }
        }
        Some(match g.pending() {
            Pending::Finished => return None,
            Pending::Dice { count, .. } => {
                let faces: Vec<u8> = (0..count).map(|_| rng.die()).collect();
                Command::Roll { dice: Dice::new(&faces)? }
            }
            Pending::Placement { player, characters, locations, .. } => Command::Place {
                player,
                character: one(rng, &characters.iter().collect::<Vec<_>>())?,
                location: one(rng, &locations.iter().collect::<Vec<_>>())?,
            },
            Pending::Discussion { .. } | Pending::Cards { .. } | Pending::Camera { .. } | Pending::Stay { .. } => {
                Command::Continue
            }
            Pending::Ballots { candidates, waiting, .. } => {
                Command::Ballot { voter: one(rng, &seats_of(waiting))?, candidate: one(rng, &seats_of(candidates))? }
            }
            Pending::TieBreak { tied, .. } => Command::BreakTie { candidate: one(rng, &seats_of(tied))? },
            Pending::TruckShare { player, may_keep, .. } => {
                Command::Give { to: one(rng, &g.seats().filter(|s| may_keep || *s != player).collect::<Vec<_>>())? }
            }
            Pending::AnnounceDestination { player, choices } => {
                Command::Destination { player, location: one(rng, &choices.iter().collect::<Vec<_>>())? }
            }
            Pending::SecretDestinations { waiting, choices, placers, zombie_choices } => {
                let player = one(rng, &seats_of(waiting))?;
                let from = if placers.contains(player) { zombie_choices } else { choices };
                Command::Destination { player, location: one(rng, &from.iter().collect::<Vec<_>>())? }
            }
            Pending::Move { player, characters, .. } => {
                Command::Move { player, character: one(rng, &characters.iter().collect::<Vec<_>>())? }
            }
            Pending::Victim { player, characters, .. } => {
                Command::Victim { player, character: one(rng, &characters.iter().collect::<Vec<_>>())? }
            }
        })
    }

    /// Plays a random game; `check` sees the state before, the command, the state after and the
    /// events. Returns the history.
    fn play(
        players: u8,
        seed: u64,
        options: Options,
        table_dice: bool,
        mut check: impl FnMut(&Game, Command, &Game, &[Event]),
    ) -> History {
        play_revision(players, seed, options, table_dice, REVISION, &mut check)
    }

    /// What a random game's test sees of each decision: the state before, the command, the
    /// state after and the events.
    type Check<'a> = dyn FnMut(&Game, Command, &Game, &[Event]) + 'a;

    /// [`play`], under a reading of the rules (0: a game saved before the rules audit).
    fn play_revision(
        players: u8,
        seed: u64,
        options: Options,
        table_dice: bool,
        revision: u8,
        check: &mut Check<'_>,
    ) -> History {
        let mut setup = Setup::new(players, Seat::ALL[(seed % u64::from(players)) as usize], seed);
        setup.options = options;
        setup.revision = revision;
        if table_dice {
            setup.dice = DiceMode::Table;
        }
        let (g, events) = Game::new(setup).unwrap();
        let mut h = History::new(g, events);
        let mut rng = Rng::new(seed ^ 0x5eed);
        for _ in 0..5000 {
            let before = *h.game();
            let Some(cmd) = random_command(&before, &mut rng) else { break };
            let events = h.apply(cmd).unwrap_or_else(|e| panic!("{cmd:?}: {e} at {:?}", before.pending()));
            check(&before, cmd, h.game(), &events);
        }
        assert!(h.game().is_finished(), "the game ends");
        h
    }

    fn invariants(g: &Game) {
        let group = usize::from(g.group_size());
        for s in g.seats() {
            let on_board = Character::ALL.iter().filter(|c| g.position(s, **c) != Pos::Absent).count();
            assert_eq!(on_board, group, "characters are conserved");
        }
        for l in Loc::all() {
            if let Some(cap) = g.capacity(l) {
                assert!(g.count_at(l) <= cap, "{l} over capacity");
            }
            if g.is_closed(l) {
                assert_eq!((g.count_at(l), g.zombies(l)), (0, 0), "closed {l} stays empty");
                assert_ne!(l, PARKING);
            }
        }
        let dealt: u8 = g.seats().map(|s| g.hand(s)).sum::<u8>() + g.deck();
        assert!(dealt <= 21, "no card from nowhere");
        if g.setup.audited() && g.round() > 0 && g.survivors_total() > 0 {
            assert!(!g.alive(g.chief()).is_empty(), "the chief has characters while anyone has");
        }
        // A moment for cards opens only for someone who could play one.
        match g.pending() {
            Pending::Cards { players, .. } => assert!(!players.is_empty(), "a moment for cards with nobody to play"),
            Pending::Stay { player, .. } => assert!(g.could_sprint(player), "a forced move asked for nothing"),
            _ => {}
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

        #[test]
        fn random_games_keep_the_invariants_end_and_keep_secrets(
            players in 3u8..=6, seed in any::<u64>(), cachou_open in any::<bool>(),
            hidden_leaves_defence in any::<bool>(), second_vote_survivors_only in any::<bool>(),
            table_dice in any::<bool>(), audited in any::<bool>(),
        ) {
            let options = Options { cachou_open, hidden_leaves_defence, second_vote_survivors_only };
            let revision = if audited { REVISION } else { 0 };
            play_revision(players, seed, options, table_dice, revision, &mut |before: &Game, cmd: Command, after: &Game, events: &[Event]| {
                invariants(after);
                for e in events {
                    if matches!(e.kind, E::DiceShown { .. } | E::DestinationRecorded { .. }) {
                        assert!(matches!(e.audience, Audience::Player(_)), "{e:?} told to the table");
                    }
                    if let (Audience::Player(p), E::DiceShown { player, .. } | E::DestinationRecorded { player, .. }) = (e.audience, e.kind) {
                        assert_eq!(p, player);
                    }
                }
                // A seat's view never holds another's dice or secret choice.
                for s in after.seats() {
                    let v = after.view(s);
                    if v.dice.is_some() {
                        assert!(after.dice_seen().contains(s));
                    }
                    if after.pending().is_secret() {
                        for o in after.seats().filter(|o| *o != s) {
                            let announced = after.elected && o == after.chief;
                            if !announced && matches!(after.pending(), Pending::SecretDestinations { .. }) {
                                assert_eq!(v.board.destinations[o.index()], None);
                            }
                        }
                    }
                    let own = match after.stage {
                        Stage::Vote(Vote { step: VoteStep::Ballots { ballots, .. }, .. }) => ballots[s.index()],
                        _ => None,
                    };
                    assert_eq!(v.ballot, own, "a seat sees its own ballot only");
                }
                // A refused command changes nothing.
                let mut copy = *before;
                let wrong = Command::BreakTie { candidate: Seat::ALL[5] };
                if copy.apply(wrong).is_err() {
                    assert_eq!(copy, *before);
                }
                let _ = cmd;
            });
        }

        #[test]
        fn undo_redo_and_the_replayed_log_give_the_same_game(players in 3u8..=6, seed in any::<u64>()) {
            let mut h = play(players, seed, Options::default(), false, |_, _, _, _| {});
            let end = *h.game();
            let log = h.log();
            let replayed = History::replay(*h.start(), h.start_events().to_vec(), &log).unwrap();
            prop_assert_eq!(*replayed.game(), end);
            let n = log.commands.len();
            for _ in 0..n {
                h.undo();
            }
            prop_assert_eq!(h.game(), h.start());
            for _ in 0..n {
                prop_assert!(h.redo().is_some());
            }
            prop_assert_eq!(*h.game(), end);
            let saved = serde_json::to_string(&log).unwrap();
            let read: Log = serde_json::from_str(&saved).unwrap();
            prop_assert_eq!(read, log);
        }
    }
}
