//! Random legal players, for `vigie simulate` and the property tests (a random game written as
//! a script is `script::random_game`: the script layer uses this one, never the reverse).
//!
//! The engine only counts the cards in each hand (at a real table the cards stay in the
//! players' hands), so the bot keeps a virtual deck dealt from the board profile's split, and
//! plays only cards it really holds: simulated games use each kind of card no more often than a
//! real box allows.

pub mod mall;

use crate::engine::{
    CardKind, CardPlay, Command, Dice, DiceMode, Event, EventKind, Game, Loc, LocSet, Pending, Rng, Role, RoleSet,
    Seat, SeatSet, Setup,
};
use crate::engine::{Rules, Told};

/// A random player for every seat, with a virtual deck and hands.
#[derive(Clone, Debug)]
pub struct Bot {
    rng: Rng,
    deck: Vec<CardKind>,
    hands: Vec<Vec<CardKind>>,
    drawn: Vec<CardKind>,
    scratch: Vec<Event>,
}

fn pick<T: Copy>(rng: &mut Rng, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.below(items.len() as u32) as usize])
}

fn pick_seat(rng: &mut Rng, s: SeatSet) -> Option<Seat> {
    let n = s.len() as u32;
    if n == 0 {
        return None;
    }
    s.iter().nth(rng.below(n) as usize)
}

fn pick_role(rng: &mut Rng, s: RoleSet) -> Option<Role> {
    let n = s.len() as u32;
    if n == 0 {
        return None;
    }
    s.iter().nth(rng.below(n) as usize)
}

fn pick_loc(rng: &mut Rng, s: LocSet) -> Option<Loc> {
    let n = s.len() as u32;
    if n == 0 {
        return None;
    }
    s.iter().nth(rng.below(n) as usize)
}

/// A ruleset's random player, every seat at once: what the game loop ([`play_with`]) asks of it.
pub trait Player: Sized {
    /// The ruleset it plays.
    type Game: Rules;
    /// A player for a game that has just started, its choices drawn from `seed`.
    fn new(game: &Self::Game, seed: u64) -> Self;
    /// A random legal command for the decision pending; `None` once the game is finished.
    fn choose(&mut self, game: &Self::Game) -> Option<<Self::Game as Rules>::Command>;
    /// What the player keeps track of after a command was applied (the cards it drew or played).
    fn commit(&mut self, cmd: &<Self::Game as Rules>::Command, events: &[Told<<Self::Game as Rules>::Kind>]);
    /// How far the game has gone (Lockdown's turn, Mall of Horror's round), for [`TURN_LIMIT`].
    fn progress(game: &Self::Game) -> u16;
    /// Who won (nobody yet while it goes on).
    fn winners(game: &Self::Game) -> SeatSet;
}

/// A deck of `counts` cards of each kind, shuffled, its top last, and one card dealt from it to
/// each of `players` hands: the virtual deck a bot plays from.
fn deal<C: Copy>(rng: &mut Rng, counts: impl IntoIterator<Item = (C, u8)>, players: u8) -> (Vec<C>, Vec<Vec<C>>) {
    let mut deck = Vec::new();
    for (card, n) in counts {
        deck.extend(std::iter::repeat_n(card, usize::from(n)));
    }
    for i in (1..deck.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        deck.swap(i, j);
    }
    let mut hands = vec![Vec::new(); usize::from(players)];
    for h in &mut hands {
        if let Some(c) = deck.pop() {
            h.push(c);
        }
    }
    (deck, hands)
}

impl Player for Bot {
    type Game = Game;

    fn new(game: &Game, seed: u64) -> Bot {
        Bot::new(game, seed)
    }

    fn choose(&mut self, game: &Game) -> Option<Command> {
        Bot::choose(self, game)
    }

    fn commit(&mut self, cmd: &Command, events: &[Event]) {
        Bot::commit(self, cmd, events);
    }

    fn progress(game: &Game) -> u16 {
        game.turn()
    }

    fn winners(game: &Game) -> SeatSet {
        game.winners()
    }
}

impl Bot {
    /// A bot for a game that has just started (one card dealt to each player).
    pub fn new(game: &Game, seed: u64) -> Bot {
        let mut rng = Rng::new(seed);
        let counts = CardKind::ALL.map(|kind| (kind, game.profile().deck[kind.index()]));
        let (deck, hands) = deal(&mut rng, counts, game.players());
        Bot { rng, deck, hands, drawn: Vec::new(), scratch: Vec::new() }
    }

    /// The cards the bot believes a player holds.
    pub fn hand(&self, s: Seat) -> &[CardKind] {
        &self.hands[s.index()]
    }

    /// A random legal command for the decision pending; `None` once the game is finished.
    pub fn choose(&mut self, game: &Game) -> Option<Command> {
        let rng = &mut self.rng;
        let cmd = match game.pending() {
            Pending::Finished => return None,
            Pending::Dice { count, .. } => {
                let faces: Vec<u8> = (0..count).map(|_| rng.die()).collect();
                Command::Roll { dice: Dice::new(&faces)? }
            }
            Pending::Placement { player, dice, characters } => {
                Command::Place { player, role: pick_role(rng, characters)?, die: pick(rng, dice.faces())? }
            }
            Pending::Discussion { .. } => self.maybe_card(game, 1, 3).unwrap_or(Command::Continue),
            Pending::Ballots { candidates, waiting, .. } => {
                Command::Ballot { voter: waiting.iter().next()?, candidate: pick_seat(rng, candidates)? }
            }
            Pending::TieBreak { tied, .. } => Command::BreakTie { candidate: pick_seat(rng, tied)? },
            Pending::TruckShare { player, may_keep, .. } => {
                let others: SeatSet = game.seats().filter(|s| may_keep || *s != player).collect();
                Command::Give { to: pick_seat(rng, others)? }
            }
            Pending::DiceWindow { .. } => self.maybe_card(game, 1, 2).unwrap_or(Command::Continue),
            Pending::AnnounceDestination { player, open } => {
                Command::Destination { player, location: pick_loc(rng, open)? }
            }
            Pending::SecretDestinations { waiting, open } => {
                Command::Destination { player: waiting.iter().next()?, location: pick_loc(rng, open)? }
            }
            Pending::Move { player, characters, .. } => match self.maybe_card(game, 1, 10) {
                Some(c) => c,
                None => Command::Move { player, role: pick_role(&mut self.rng, characters)? },
            },
            Pending::BeforeMove { .. } | Pending::AfterMovement { .. } => {
                self.maybe_card(game, 1, 2).unwrap_or(Command::Continue)
            }
            Pending::Victim { player, characters, .. } => Command::Victim { player, role: pick_role(rng, characters)? },
            Pending::Keys { candidates } => {
                Command::Keys { holder: candidates.iter().find(|s| self.hands[s.index()].contains(&CardKind::Keys)) }
            }
            Pending::TwoWeapons { candidates } => Command::TwoWeapons {
                answer: candidates.iter().any(|s| self.hands[s.index()].iter().filter(|c| c.is_weapon()).count() >= 2),
            },
        };
        Some(cmd)
    }

    /// With probability `num / den`, a legal play of a card some player really holds.
    fn maybe_card(&mut self, game: &Game, num: u32, den: u32) -> Option<Command> {
        if !self.rng.chance(num, den) {
            return None;
        }
        let holders: SeatSet = game.seats().filter(|s| !self.hands[s.index()].is_empty()).collect();
        let player = pick_seat(&mut self.rng, holders)?;
        let kind = pick(&mut self.rng, &self.hands[player.index()])?;
        let role = Role::ALL[self.rng.below(4) as usize];
        let to = Loc::new(self.rng.below(6) as u8 + 1)?;
        let card = match kind {
            CardKind::WalkieTalkie => CardPlay::WalkieTalkie,
            CardKind::EnergyDrink => CardPlay::EnergyDrink { role, to },
            CardKind::Gun => CardPlay::Gun,
            CardKind::TinCan => CardPlay::TinCan { to },
            CardKind::Bat => CardPlay::Bat,
            CardKind::Chainsaw => CardPlay::Chainsaw,
            CardKind::Molotov => CardPlay::Molotov,
            CardKind::RottenMeat => CardPlay::RottenMeat { role },
            CardKind::Keys => return None,
        };
        let cmd = Command::Play { player, card };
        let mut trial = *game;
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let legal = trial.apply_into(cmd, &mut scratch).is_ok();
        self.scratch = scratch;
        legal.then_some(cmd)
    }

    /// Updates the virtual hands after `cmd` was applied with these events.
    pub fn commit(&mut self, cmd: &Command, events: &[Event]) {
        for e in events {
            if let EventKind::TruckSearched { drawn, .. } = e.kind {
                self.drawn.clear();
                for _ in 0..drawn {
                    if let Some(c) = self.deck.pop() {
                        self.drawn.push(c);
                    }
                }
            }
        }
        match *cmd {
            Command::Play { player, card } => {
                let h = &mut self.hands[player.index()];
                if let Some(i) = h.iter().position(|c| *c == card.kind()) {
                    h.swap_remove(i);
                }
            }
            Command::Give { to } => {
                let winner = events.iter().find_map(|e| match e.kind {
                    EventKind::CardKept { player } => Some(player),
                    _ => None,
                });
                let mut drawn = std::mem::take(&mut self.drawn);
                if let Some(w) = winner
                    && !drawn.is_empty()
                {
                    let i = self.rng.below(drawn.len() as u32) as usize;
                    self.hands[w.index()].push(drawn.swap_remove(i));
                }
                if winner != Some(to) && !drawn.is_empty() {
                    let i = self.rng.below(drawn.len() as u32) as usize;
                    self.hands[to.index()].push(drawn.swap_remove(i));
                }
            }
            _ => {}
        }
    }
}

/// How a simulated game ended (`turns`: its turns, or rounds in Mall of Horror).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub turns: u16,
    pub winners: SeatSet,
    /// False when the game was stopped at the turn limit.
    pub finished: bool,
    pub commands: u32,
}

/// Games longer than this are stopped and counted as unfinished.
pub const TURN_LIMIT: u16 = 200;

/// Plays one random legal game of any ruleset with its random player `P`; `visit` sees each
/// state before a command, the command, the state after and the events it produced.
pub fn play_with<P: Player>(
    setup: <P::Game as Rules>::Setup,
    bot_seed: u64,
    mut visit: impl FnMut(&P::Game, &<P::Game as Rules>::Command, &P::Game, &[Told<<P::Game as Rules>::Kind>]),
) -> Outcome {
    let Ok((mut game, _)) = P::Game::new(setup) else {
        return Outcome { turns: 0, winners: SeatSet::EMPTY, finished: false, commands: 0 };
    };
    let mut bot = P::new(&game, bot_seed);
    let mut commands = 0;
    let mut events = Vec::with_capacity(64);
    while P::progress(&game) <= TURN_LIMIT {
        let Some(cmd) = bot.choose(&game) else { break };
        let before = game;
        events.clear();
        if game.apply_into(cmd, &mut events).is_err() {
            // A bot's command is legal by construction; stop rather than loop if one is not.
            break;
        }
        commands += 1;
        bot.commit(&cmd, &events);
        visit(&before, &cmd, &game, &events);
    }
    Outcome { turns: P::progress(&game), winners: P::winners(&game), finished: game.is_finished(), commands }
}

/// Plays `games` random games with `P`, game `i` set up by `setup` from seeds derived from `seed`.
pub fn simulate_with<P: Player>(
    games: u64,
    seed: u64,
    mut setup: impl FnMut(u64) -> <P::Game as Rules>::Setup,
) -> Stats {
    let mut seeds = Rng::new(seed);
    let mut stats = Stats::default();
    for _ in 0..games {
        let s = setup(seeds.next_u64());
        stats.add(&play_with::<P>(s, seeds.next_u64(), |_, _, _, _| {}));
    }
    stats
}

/// Plays one random legal game of Lockdown; `visit` sees each state before a command, the
/// command, the state after and the events it produced.
pub fn play(setup: Setup, bot_seed: u64, visit: impl FnMut(&Game, &Command, &Game, &[Event])) -> Outcome {
    play_with::<Bot>(setup, bot_seed, visit)
}

/// Totals over many simulated games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub games: u64,
    pub finished: u64,
    pub turns: u64,
    pub commands: u64,
    /// Games each seat won, shared victories counted for each winner.
    pub wins: [u64; 6],
    /// Games nobody won (no survivor).
    pub no_winner: u64,
}

/// Plays `games` random games of `players` players; game `i` uses seeds derived from `seed`.
/// Seat 1 (index 0) is the oldest (badge, places first), the last seat the youngest.
pub fn simulate(players: u8, games: u64, seed: u64, dice: DiceMode) -> Stats {
    simulate_with::<Bot>(games, seed, |seed| {
        let mut setup = Setup::new(players, Seat::all(players).last().unwrap_or(Seat::FIRST), Seat::FIRST, seed);
        setup.dice = dice;
        setup
    })
}

impl Stats {
    /// Counts one more game.
    pub fn add(&mut self, o: &Outcome) {
        self.games += 1;
        self.finished += u64::from(o.finished);
        self.turns += u64::from(o.turns);
        self.commands += u64::from(o.commands);
        if o.winners.is_empty() {
            self.no_winner += 1;
        }
        for w in o.winners.iter() {
            self.wins[w.index()] += 1;
        }
    }
}

/// Colour names for simulated players, by seat.
pub const COLOURS: [&str; 6] = ["Red", "Blue", "Green", "Yellow", "Purple", "Black"];
