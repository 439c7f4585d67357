//! Properties of the engine over random legal games (the random players of `vigie::sim`).

use proptest::prelude::*;
use vigie::engine::{
    Audience, CardPlay, Command, Dice, DiceMode, Event, EventKind, Game, History, LOCATIONS, Loc, Pending, Pos, Role,
    RuleError, Seat, Setup,
};
use vigie::engine::{OwnCommand, OwnPending, Rules};
use vigie::sim::{self, Bot, TURN_LIMIT};
use vigie::store::save::Saved;

fn setup(players: u8, seed: u64, table: bool) -> Setup {
    let mut s =
        Setup::new(players, Seat::ALL[usize::from(players - 1)], Seat::ALL[usize::from(seed as u8 % players)], seed);
    s.dice = if table { DiceMode::Table } else { DiceMode::Vigie };
    s
}

/// Every invariant of a state that the rules guarantee at all times.
fn check_invariants(g: &Game) -> Result<(), String> {
    let p = g.profile();
    let players = g.players();
    // Characters alive plus eaten equal the start.
    let mut alive = 0;
    let mut eaten = 0;
    for s in g.seats() {
        for r in Role::ALL {
            match g.position(s, r) {
                Pos::At(_) => alive += 1,
                Pos::Eaten => eaten += 1,
                Pos::Absent | Pos::Unplaced => {}
            }
        }
    }
    if g.turn() > 0 && alive + eaten != u32::from(players) * u32::from(g.family_size()) {
        return Err(format!("{alive} alive + {eaten} eaten != start"));
    }
    if eaten != u32::from(g.eaten()) {
        return Err(format!("{eaten} eaten but cold storage says {}", g.eaten()));
    }
    // Monsters on the board plus the supply equal the tokens.
    let board: u32 = Loc::all().map(|l| u32::from(g.monsters(l))).sum();
    if board + u32::from(g.supply()) != u32::from(p.monster_tokens) {
        return Err(format!("{board} on the board + {} in the supply != {}", g.supply(), p.monster_tokens));
    }
    for l in Loc::all() {
        if g.monsters(l) > p.monster_spots(l) {
            return Err(format!("location {l} has {} monsters", g.monsters(l)));
        }
        if let Some(cap) = p.capacity(l)
            && g.count_at(l) > cap
        {
            return Err(format!("location {l} holds {} characters, capacity {cap}", g.count_at(l)));
        }
        if g.is_closed(l) && (g.count_at(l) > 0 || g.monsters(l) > 0 || l.is_parking()) {
            return Err(format!("closed location {l} is not empty"));
        }
    }
    // The Martyr and the badge are always held; the badge by a player with characters while any remain.
    if g.martyr().number() > players || g.badge().number() > players {
        return Err("a token is held by nobody".into());
    }
    if g.turn() > 0 && g.alive_total() > 0 && g.alive(g.badge()).is_empty() {
        return Err(format!("the badge is held by seat {} who has no characters", g.badge().number()));
    }
    // A moment for cards opens only when someone could play one (otherwise it is skipped).
    if let Pending::Own(OwnPending::DiceWindow { players })
    | Pending::Own(OwnPending::BeforeMove { players, .. })
    | Pending::Own(OwnPending::AfterMovement { players }) = g.pending()
        && players.is_empty()
    {
        return Err(format!("{:?} is open but nobody could play", g.pending()));
    }
    // Cards: the deck only shrinks from the box's total.
    let hands: u32 = g.seats().map(|s| u32::from(g.hand(s))).sum();
    if u32::from(g.deck()) + hands > u32::from(p.deck_total()) {
        return Err("more cards than the box holds".into());
    }
    Ok(())
}

/// No secret is told to the table: the dice under the box go to one player only, and a secret
/// destination's echo to its chooser only.
fn check_audiences(events: &[Event]) -> Result<(), String> {
    for e in events {
        match (e.audience, e.kind) {
            (Audience::Player(p), EventKind::DiceShown { player, .. })
            | (Audience::Player(p), EventKind::DestinationRecorded { player, .. })
                if p == player => {}
            (_, EventKind::DiceShown { .. } | EventKind::DestinationRecorded { .. }) => {
                return Err(format!("secret event with audience {:?}: {:?}", e.audience, e.kind));
            }
            (Audience::Player(_), _) => return Err(format!("a public event sent privately: {:?}", e.kind)),
            _ => {}
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant_and_end(players in 3u8..=6, seed: u64, bot: u64, table: bool) {
        let mut failure = None;
        let outcome = sim::play(setup(players, seed, table), bot, |before, cmd, after, events| {
            if failure.is_some() {
                return;
            }
            if let Err(e) = check_invariants(after).and_then(|()| check_audiences(events)) {
                failure = Some(format!("after {cmd:?} (turn {}, before {:?}): {e}", before.turn(), before.pending()));
            }
        });
        prop_assert!(failure.is_none(), "{}", failure.unwrap_or_default());
        prop_assert!(outcome.finished, "unfinished after {} turns", outcome.turns);
        prop_assert!(outcome.turns < TURN_LIMIT);
    }

    #[test]
    fn undo_restores_and_redo_replays_every_decision(players in 3u8..=6, seed: u64, bot_seed: u64) {
        let (game, events) = Game::new(setup(players, seed, false)).unwrap();
        let mut h = History::new(game, events);
        let mut bot = Bot::new(&game, bot_seed);
        while let Some(cmd) = bot.choose(h.game()) {
            let before = *h.game();
            let events = h.apply(cmd).unwrap();
            let after = *h.game();
            prop_assert_eq!(h.undo(), Some(cmd));
            prop_assert_eq!(*h.game(), before);
            let (again, replayed) = h.redo().unwrap();
            prop_assert_eq!(again, cmd);
            prop_assert_eq!(&replayed, &events);
            prop_assert_eq!(*h.game(), after);
            bot.commit(&cmd, &events);
        }
        prop_assert!(h.game().is_finished());
    }

    #[test]
    fn save_then_load_is_equal(players in 3u8..=6, seed: u64, bot_seed: u64, cut in 0usize..400, undo in 0usize..5) {
        let (game, events) = Game::new(setup(players, seed, seed % 2 == 0)).unwrap();
        let mut h = History::new(game, events);
        let mut bot = Bot::new(&game, bot_seed);
        for _ in 0..cut {
            let Some(cmd) = bot.choose(h.game()) else { break };
            let events = h.apply(cmd).unwrap();
            bot.commit(&cmd, &events);
        }
        for _ in 0..undo {
            h.undo();
        }
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let saved = Saved { names, history: h, table: Default::default() };
        let loaded = Saved::from_json(&saved.to_json()).unwrap();
        prop_assert_eq!(&loaded, &saved);
    }

    #[test]
    fn a_refused_command_changes_nothing(players in 3u8..=6, seed: u64, bot_seed: u64, noise in proptest::collection::vec(any::<(u8, u8, u8, u8)>(), 1..60)) {
        let (mut game, _) = Game::new(setup(players, seed, seed % 3 == 0)).unwrap();
        let mut bot = Bot::new(&game, bot_seed);
        for (kind, a, b, c) in noise {
            let cmd = arbitrary_command(kind, a, b, c);
            let before = game;
            let mut out = Vec::new();
            match game.apply_into(cmd, &mut out) {
                Err(_) => {
                    prop_assert_eq!(game, before);
                    prop_assert!(out.is_empty());
                }
                Ok(()) => {
                    prop_assert!(check_invariants(&game).is_ok(), "{:?}", check_invariants(&game));
                    // The bot's virtual hands do not know this card: play on without them.
                    bot = Bot::new(&game, bot_seed);
                }
            }
            // Move the game on with a legal decision so that the noise meets every stage.
            if let Some(next) = bot.choose(&game) {
                let events = game.apply(next).unwrap();
                bot.commit(&next, &events);
            }
        }
    }
}

/// Any command at all, legal or not.
fn arbitrary_command(kind: u8, a: u8, b: u8, c: u8) -> Command {
    // Any seat a table can have: those beyond this game's players are refused by the rules.
    let seat = |x: u8| Seat::ALL[usize::from(x) % Seat::ALL.len()];
    let role = |x: u8| Role::ALL[usize::from(x % 4)];
    let loc = |x: u8| Loc::new(x % LOCATIONS as u8 + 1).unwrap();
    match kind % 16 {
        0 => Command::Roll { dice: Dice::new(&vec![a % 6 + 1; usize::from(b % 7)]).unwrap() },
        1 => Command::Own(OwnCommand::Place { player: seat(a), role: role(b), die: c % 8 }),
        2 => Command::Continue,
        3 => Command::Ballot { voter: seat(a), candidate: seat(b) },
        4 => Command::BreakTie { candidate: seat(a) },
        5 => Command::Give { to: seat(a) },
        6 => Command::Destination { player: seat(a), location: loc(b) },
        7 => Command::Move { player: seat(a), character: role(b) },
        8 => Command::Victim { player: seat(a), character: role(b) },
        9 => Command::Own(OwnCommand::Keys { holder: (c % 2 == 0).then(|| seat(a)) }),
        10 => Command::Own(OwnCommand::TwoWeapons { answer: a % 2 == 0 }),
        11 => Command::Play { player: seat(a), card: CardPlay::TinCan { to: loc(b) } },
        12 => Command::Play { player: seat(a), card: CardPlay::RottenMeat { role: role(b) } },
        13 => Command::Play { player: seat(a), card: CardPlay::EnergyDrink { role: role(b), to: loc(c) } },
        14 => Command::Play {
            player: seat(a),
            card: [CardPlay::WalkieTalkie, CardPlay::Gun, CardPlay::Bat, CardPlay::Chainsaw, CardPlay::Molotov]
                [usize::from(b % 5)],
        },
        _ => Command::Ballot { voter: seat(a), candidate: seat(a) },
    }
}

#[test]
fn the_same_seed_replays_the_same_game() {
    let run = || {
        let mut lines = Vec::new();
        sim::play(setup(5, 77, false), 78, |_, cmd, _, events| lines.push(format!("{cmd:?} {events:?}")));
        lines
    };
    assert_eq!(run(), run());
}

#[test]
fn an_unknown_seat_is_refused_by_name() {
    let (mut g, _) = Game::new(setup(3, 1, false)).unwrap();
    let e = g.apply(Command::Own(OwnCommand::Place { player: Seat::ALL[5], role: Role::Leader, die: 1 })).unwrap_err();
    assert_eq!(e, RuleError::NoSuchPlayer(Seat::ALL[5]));
    // The engine has no words: the announcer says the seat counted from 1.
    let an = vigie::announce::Announcer::new(vigie::vocab::Lang::En, vec!["A".into(), "B".into(), "C".into()]).unwrap();
    assert_eq!(an.error(&e).text, "There is no player 6.");
}
