//! Who decides, and what each seat may know, over random legal games (the random players of
//! `vigie::sim`): the engine's answers, which the interface and the announcer rely on.

use proptest::prelude::*;
use vigie::engine::{Asks, Rules, mall};
use vigie::engine::{
    Audience, Command, DiceMode, Event, EventKind, Game, OwnCommand, OwnEvent, OwnPending, Pending, Role, Seat,
    SeatSet, Setup,
};
use vigie::sim;

fn setup(players: u8, seed: u64, table: bool) -> Setup {
    let mut s = Setup::new(players, Seat::ALL[usize::from(players - 1)], Seat::FIRST, seed);
    s.dice = if table { DiceMode::Table } else { DiceMode::Vigie };
    s
}

/// Every decision `s` could name themselves in, legal or not.
fn decisions_of(g: &Game, s: Seat) -> Vec<Command> {
    let mut out = Vec::new();
    for role in Role::ALL {
        out.extend((1..=6).map(|die| Command::Own(OwnCommand::Place { player: s, role, die })));
        out.push(Command::Move { player: s, character: role });
        out.push(Command::Victim { player: s, character: role });
    }
    out.extend(g.seats().map(|candidate| Command::Ballot { voter: s, candidate }));
    out.extend(vigie::engine::Loc::all().map(|location| Command::Destination { player: s, location }));
    out
}

/// The deciders are exactly the players who may make a decision of their own now.
fn check_deciders(g: &Game) -> Result<(), String> {
    let p = g.pending();
    let deciders = p.deciders();
    if p.is_secret() != matches!(p, Pending::Ballots { .. } | Pending::SecretDestinations { .. }) {
        return Err(format!("{p:?}: is_secret is {}", p.is_secret()));
    }
    match p {
        // Decisions that name their player: exactly the deciders may make one.
        Pending::Own(OwnPending::Placement { .. })
        | Pending::Ballots { .. }
        | Pending::AnnounceDestination { .. }
        | Pending::SecretDestinations { .. }
        | Pending::Move { .. }
        | Pending::Victim { .. } => {
            let able: SeatSet =
                g.seats().filter(|s| decisions_of(g, *s).into_iter().any(|cmd| g.is_legal(cmd))).collect();
            if able != deciders {
                return Err(format!("{p:?}: {able:?} may decide, deciders {deciders:?}"));
            }
        }
        // Decisions made by the one player asked, who is not named in the command.
        Pending::TieBreak { by: martyr, .. } if deciders.single() != Some(martyr) => {
            return Err(format!("{p:?}: deciders {deciders:?}"));
        }
        Pending::TruckShare { player, .. } if deciders.single() != Some(player) => {
            return Err(format!("{p:?}: deciders {deciders:?}"));
        }
        Pending::TieBreak { .. } | Pending::TruckShare { .. } => {}
        // The table decides together.
        _ if !deciders.is_empty() => return Err(format!("{p:?}: deciders {deciders:?}")),
        _ => {}
    }
    Ok(())
}

/// Every decision of Mall of Horror that `s` could name themselves in, legal or not (cards
/// left out: who may play one is not who the game waits for).
fn mall_decisions_of(g: &mall::Game, s: Seat) -> Vec<mall::Command> {
    use mall::{Character, Command as C, OwnCommand as O};
    let mut out = Vec::new();
    for character in Character::ALL {
        out.extend(vigie::engine::Loc::all().map(|location| C::Own(O::Place { player: s, character, location })));
        out.push(C::Move { player: s, character });
        out.push(C::Victim { player: s, character });
    }
    out.extend(g.seats().map(|candidate| C::Ballot { voter: s, candidate }));
    out.extend(vigie::engine::Loc::all().map(|location| C::Destination { player: s, location }));
    out
}

/// Mall of Horror's deciders: exactly the players who may make a decision naming them, or the
/// one player the decision names; nobody when the table decides together.
fn check_mall_deciders(g: &mall::Game) -> Result<(), String> {
    use mall::{OwnPending as Q, Pending as P};
    let p = g.pending();
    let deciders = p.deciders();
    if p.is_secret() != matches!(p, P::Ballots { .. } | P::SecretDestinations { .. }) {
        return Err(format!("{p:?}: is_secret is {}", p.is_secret()));
    }
    let one =
        |s: Seat| if deciders.single() == Some(s) { Ok(()) } else { Err(format!("{p:?}: deciders {deciders:?}")) };
    match p {
        P::Own(Q::Placement { .. })
        | P::Ballots { .. }
        | P::AnnounceDestination { .. }
        | P::SecretDestinations { .. }
        | P::Move { .. }
        | P::Victim { .. } => {
            let able: SeatSet =
                g.seats().filter(|s| mall_decisions_of(g, *s).into_iter().any(|cmd| g.is_legal(cmd))).collect();
            if able != deciders {
                return Err(format!("{p:?}: {able:?} may decide, deciders {deciders:?}"));
            }
        }
        P::TieBreak { by: chief, .. } => one(chief)?,
        P::TruckShare { player, .. } | P::Own(Q::Stay { player, .. }) => one(player)?,
        _ if !deciders.is_empty() => return Err(format!("{p:?}: deciders {deciders:?}")),
        _ => {}
    }
    Ok(())
}

/// Another player's secret choice changes nothing in anyone else's view while it is secret.
fn check_secret_choices_unseen(g: &Game) -> Result<(), String> {
    let p = g.pending();
    if !p.is_secret() {
        return Err(format!("{p:?} is not secret"));
    }
    for t in p.deciders().iter() {
        let outcomes: Vec<Game> = decisions_of(g, t)
            .into_iter()
            .filter_map(|cmd| {
                let mut copy = *g;
                copy.apply(cmd).ok().map(|_| copy)
            })
            // Still secret: others have yet to choose.
            .filter(|after| after.pending().is_secret())
            .collect();
        for (a, b) in outcomes.iter().zip(outcomes.iter().skip(1)) {
            for s in g.seats().filter(|s| *s != t) {
                if a.view(s) != b.view(s) {
                    return Err(format!("{p:?}: {s:?}'s view tells {t:?}'s choice apart"));
                }
            }
            if a.view(t) == b.view(t) {
                return Err(format!("{p:?}: {t:?}'s own view does not hold their choice"));
            }
        }
    }
    Ok(())
}

/// What each seat was told privately, and chose, this turn: what its view must hold.
#[derive(Default)]
struct Told {
    dice: [Option<vigie::engine::Dice>; 6],
    ballots: [Option<Seat>; 6],
    destinations: [Option<vigie::engine::Loc>; 6],
}

impl Told {
    fn learn(&mut self, cmd: &Command, events: &[Event]) {
        if let Command::Ballot { voter, candidate } = *cmd {
            self.ballots[voter.index()] = Some(candidate);
        }
        if let Command::Destination { player, location } = *cmd {
            self.destinations[player.index()] = Some(location);
        }
        for e in events {
            match e.kind {
                EventKind::Own(OwnEvent::TurnStarted { .. }) => {
                    self.dice = [None; 6];
                    self.destinations = [None; 6];
                }
                EventKind::BallotsRevealed { .. } | EventKind::Own(OwnEvent::BallotsOpened { .. }) => {
                    self.ballots = [None; 6]
                }
                EventKind::DiceShown { player, dice } => {
                    assert_eq!(e.audience, Audience::Player(player), "the dice go to their player alone");
                    self.dice[player.index()] = Some(dice);
                }
                _ => {}
            }
        }
    }

    fn check(&self, g: &Game) -> Result<(), String> {
        for s in g.seats() {
            let v = g.view(s);
            let i = s.index();
            if v.seat != s || v.dice != self.dice[i] || v.ballot != self.ballots[i] {
                return Err(format!("{s:?}: view {v:?}, told dice {:?}, ballot {:?}", self.dice[i], self.ballots[i]));
            }
            if v.destination != self.destinations[i] {
                return Err(format!("{s:?}: destination {:?}, chose {:?}", v.destination, self.destinations[i]));
            }
            // The dice are on the board for all once revealed, never before the destinations are.
            if v.board.shared.dice.is_some() && matches!(g.pending(), Pending::SecretDestinations { .. }) {
                return Err(format!("{s:?}: the dice are public while destinations are chosen"));
            }
            if v.family() != Role::ALL.map(|r| g.position(s, r)) || v.hand() != g.hand(s) {
                return Err(format!("{s:?}: its family or hand is not its own"));
            }
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn the_engine_says_who_decides_and_each_view_holds_only_its_seats_secrets(
        players in 3u8..=6, seed: u64, bot: u64, table: bool,
    ) {
        let mut failure = None;
        let mut told = Told::default();
        let mut secrets = 0;
        sim::play(setup(players, seed, table), bot, |before, cmd, after, events| {
            if failure.is_some() {
                return;
            }
            let mut check = check_deciders(before);
            if before.pending().is_secret() {
                secrets += 1;
                check = check.and_then(|()| check_secret_choices_unseen(before));
            }
            told.learn(cmd, events);
            if let Err(e) = check.and_then(|()| told.check(after)) {
                failure = Some(format!("turn {}, {cmd:?}: {e}", before.turn()));
            }
        });
        prop_assert!(failure.is_none(), "{}", failure.unwrap_or_default());
        prop_assert!(secrets > 0, "no secret choice in a whole game");
    }

    #[test]
    fn mall_of_horror_says_who_decides(players in 3u8..=6, seed: u64, bot: u64, table: bool) {
        let mut setup = mall::Setup::new(players, Seat::FIRST, seed);
        setup.dice = if table { DiceMode::Table } else { DiceMode::Vigie };
        let mut failure = None;
        let mut asked = 0;
        sim::mall::play(setup, bot, |before, cmd, _, _| {
            if failure.is_none() {
                asked += usize::from(!before.pending().deciders().is_empty());
                failure = check_mall_deciders(before).err().map(|e| format!("round {}, {cmd:?}: {e}", before.round()));
            }
        });
        prop_assert!(failure.is_none(), "{}", failure.unwrap_or_default());
        prop_assert!(asked > 0, "nobody was ever asked");
    }
}
