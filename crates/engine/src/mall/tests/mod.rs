//! One test per rule, decision and table option of Mall of Horror (`docs/rules.md` names
//! them), then properties of random games.

use super::board::{CACHOU, MEGATOYS, PARKING, RESTROOMS, SECURITY_HQ, SUPERMARKET};
use super::event::{
    Calm, ChiefStays, EndReason, EventKind as E, LeaveCause, OwnEvent, TruckSkip, VoteKind, ZombieCause,
};
use super::game::{Stage, Vote, VoteStep};
use super::*;
use crate::event::DicePurpose;
use crate::game::{DiceMode, Pos};
use crate::rules::Audience;
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
    g.shared.stage = Stage::Finished;
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
        let Pending::Own(OwnPending::Placement { player, characters, .. }) = g.pending() else { break };
        let character = characters.iter().next().unwrap();
        let err = g.apply(Command::Own(OwnCommand::Place { player, character, location: RESTROOMS }));
        assert_eq!(err, Err(RuleError::Own(OwnRuleError::NotADie(RESTROOMS))));
        ok(&mut g, Command::Own(OwnCommand::Place { player, character, location: PARKING }));
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
        if let Pending::Own(OwnPending::Placement { player, characters, .. }) = g.pending() {
            ok(
                &mut g,
                Command::Own(OwnCommand::Place {
                    player,
                    character: characters.iter().next().unwrap(),
                    location: PARKING,
                }),
            );
        }
    }
    let out = ok(&mut g, Command::Roll { dice: Dice::new(&[2, 3, 3, 6]).unwrap() });
    assert!(out.iter().all(|e| e.audience == Audience::Table), "open dice");
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ZombieBlocked { location: CACHOU, cause: ZombieCause::Die(2) })));
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
    assert!(has(&out, |k| *k == E::Own(OwnEvent::TruckSkipped { why: TruckSkip::NobodyInParking })));
    let mut g = bare(3);
    put(&mut g, S0, PinUp, PARKING);
    g.shared.deck = 0;
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert!(has(&out, |k| *k == E::Own(OwnEvent::TruckSkipped { why: TruckSkip::DeckEmpty })));
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
    assert!(has(&out, |k| *k == E::Own(OwnEvent::TruckSkipped { why: TruckSkip::Tie })));
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
    assert!(has(&out, |k| *k == E::Own(OwnEvent::CardUnderDeck { deck: deck - 2 })));
    assert_eq!((g.hand(S1), g.hand(S2), g.deck()), (1, 1, deck - 2));
}

#[test]
fn decision_with_two_cards_the_searcher_keeps_one_and_gives_one() {
    let mut g = truck_vote();
    g.shared.deck = 2;
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
        g.shared.deck = 1;
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
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ChiefStayed { player: S0, why: ChiefStays::Nobody })));
    assert!(has(&out, |k| matches!(k, E::Own(OwnEvent::DiceHidden { blind: true, .. }))));
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
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ChiefStayed { player: S0, why: ChiefStays::Tie })));
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
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ChiefElected { player: S1, from: S0 })), "the Gunman's two votes");
    let shown: Vec<&Event> = out.iter().filter(|e| matches!(e.kind, E::DiceShown { .. })).collect();
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].audience, Audience::Player(S1));
    assert_eq!(g.view(S1).dice, Some(g.shared.box_dice));
    assert_eq!(g.view(S2).dice, None);
}

#[test]
fn a_security_camera_shows_the_dice_to_its_player_alone() {
    let mut g = bare(3);
    g.hands = [0, 1, 0, 0, 0, 0];
    put(&mut g, S1, PinUp, RESTROOMS);
    let mut out = Vec::new();
    g.start_round(&mut out);
    assert_eq!(g.pending(), Pending::Own(OwnPending::Camera { players: seats(&[S1]) }));
    let out = ok(&mut g, Command::Play { player: S1, card: CardPlay::SecurityCamera });
    assert!(out.iter().any(|e| matches!(e.kind, E::DiceShown { .. }) && e.audience == Audience::Player(S1)));
    assert_eq!(g.view(S1).dice, Some(g.shared.box_dice));
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
    assert_eq!(
        g.apply(Command::Destination { player: S0, location: PARKING }),
        Err(RuleError::Own(OwnRuleError::ChiefFirst(S1)))
    );
    let out = ok(&mut g, Command::Destination { player: S1, location: MEGATOYS });
    assert_eq!(kinds(&out), [E::DestinationAnnounced { player: S1, location: MEGATOYS }]);
    assert!(g.pending().is_secret());
    let out = ok(&mut g, Command::Destination { player: S0, location: PARKING });
    assert!(
        out.iter().any(|e| e.kind == E::DestinationRecorded { player: S0, location: PARKING }
            && e.audience == Audience::Player(S0))
    );
    assert_eq!(g.view(S2).board.shared.destinations[S0.index()], None);
    assert_eq!(g.view(S2).board.shared.destinations[S1.index()], Some(MEGATOYS));
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
        assert!(has(&out, |k| *k == E::Own(OwnEvent::ZombieArrived { location: SUPERMARKET, cause })), "round {round}");
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
        g.shared.destinations[s.index()] = Some(d);
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
    let moved = E::Own(OwnEvent::CharacterMoved {
        player: S1,
        character: ToughGuy,
        from: RESTROOMS,
        to: PARKING,
        wanted: CACHOU,
        sprint: false,
    });
    assert_eq!(
        out.iter()
            .filter(|e| matches!(e.kind, E::Own(OwnEvent::CharacterMoved { .. })))
            .map(|e| e.kind)
            .collect::<Vec<_>>(),
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
    g.shared.destinations = [Some(SECURITY_HQ), Some(SECURITY_HQ), Some(SECURITY_HQ), Some(SECURITY_HQ), None, None];
    let mut out = Vec::new();
    g.movement_step(&mut out);
    assert_eq!(g.location_of(S0, ToughGuy), Some(PARKING));
}

#[test]
fn a_move_is_refused_for_an_empty_seat_then_out_of_turn_then_by_the_rulesets_own_checks() {
    // Seat 1 moves first (the chief); their Pin-up, like everyone's, was never placed.
    let (g, _) = moving([SECURITY_HQ, MEGATOYS, SECURITY_HQ]);
    let refused = |player, character| {
        let mut t = g;
        t.apply(Command::Move { player, character })
    };
    let nobody = Seat::ALL[5];
    assert_eq!(refused(nobody, PinUp), Err(RuleError::NoSuchPlayer(nobody)));
    assert_eq!(refused(S2, PinUp), Err(RuleError::NotYourTurn { expected: S1, got: S2 }));
    assert_eq!(refused(S1, PinUp), Err(RuleError::Own(OwnRuleError::NotPlaced { player: S1, character: PinUp })));
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
    assert!(has(
        &out,
        |k| matches!(k, E::Own(OwnEvent::CharacterMoved { to, sprint: true, .. }) if *to == SUPERMARKET)
    ));
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
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ZombieArrived { location: SUPERMARKET, cause: ZombieCause::Crowd })));
    assert!(
        !has(&out, |k| matches!(k, E::Own(OwnEvent::ZombieArrived { cause: ZombieCause::PinUps, .. }))),
        "tied Pin-ups"
    );
}

#[test]
fn a_tie_for_the_most_characters_brings_no_zombie() {
    let mut g = bare(3);
    put(&mut g, S0, ToughGuy, SUPERMARKET);
    put(&mut g, S1, PinUp, MEGATOYS);
    let mut out = Vec::new();
    g.extra_zombies(&mut out);
    assert!(!has(&out, |k| matches!(k, E::Own(OwnEvent::ZombieArrived { cause: ZombieCause::Crowd, .. }))));
    assert!(has(&out, |k| *k == E::Own(OwnEvent::ZombieArrived { location: MEGATOYS, cause: ZombieCause::PinUps })));
}

mod attacks;
mod audit;
mod random;
