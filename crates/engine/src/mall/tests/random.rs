//! Random games: every legal command keeps the game whole, and a log survives a save.

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
        Pending::Own(OwnPending::Placement { player, characters, locations, .. }) => Command::Own(OwnCommand::Place {
            player,
            character: one(rng, &characters.iter().collect::<Vec<_>>())?,
            location: one(rng, &locations.iter().collect::<Vec<_>>())?,
        }),
        Pending::Own(OwnPending::Discussion { .. })
        | Pending::Own(OwnPending::Cards { .. })
        | Pending::Own(OwnPending::Camera { .. })
        | Pending::Own(OwnPending::Stay { .. }) => Command::Continue,
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
        Pending::Own(OwnPending::Cards { players, .. }) => {
            assert!(!players.is_empty(), "a moment for cards with nobody to play")
        }
        Pending::Own(OwnPending::Stay { player, .. }) => {
            assert!(g.could_sprint(player), "a forced move asked for nothing")
        }
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
                            assert_eq!(v.board.shared.destinations[o.index()], None);
                        }
                    }
                }
                let own = match after.shared.stage {
                    Stage::Vote(Vote { step: VoteStep::Ballots { ballots, .. }, .. }) => ballots.of(s),
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
