//! Random legal players, for `vigie simulate` and the property tests (a random game written as
//! a script is `script::random_game`: the script layer uses this one, never the reverse).
//!
//! The engine only counts the cards in each hand (at a real table the cards stay in the
//! players' hands), so the bot keeps a virtual deck dealt from the board profile's split, and
//! plays only cards it really holds: simulated games use each kind of card no more often than a
//! real box allows.

pub mod mall;

use crate::engine::{
    CardKind, CardPlay, Command, Dice, DiceMode, Event, EventKind, Game, Loc, LocSet, OwnCommand, OwnPending, Rng,
    Role, RoleSet, Seat, SeatSet, Setup, VoteKind,
};
use crate::engine::{Rules, SharedCommand, SharedPending, Told};

/// A random player for every seat of a game of `G`, with a virtual deck and hands: the one
/// skeleton of every ruleset played with cards the engine only counts. `Bot` alone is
/// Lockdown's; `sim::mall::Bot` is Mall of Horror's.
#[derive(Clone, Debug)]
pub struct Bot<G: Dealt = Game> {
    rng: Rng,
    /// The deck, its top last.
    deck: Vec<G::Card>,
    hands: Vec<Vec<G::Card>>,
    /// The cards drawn from the truck, until they are shared.
    drawn: Vec<G::Card>,
    scratch: Vec<Told<G::Kind>>,
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

/// A ruleset played with cards the engine only counts (at a real table they stay in the
/// players' hands): what the [`Bot`] asks of it, its own choices; the virtual deck, the hands,
/// the cards played and drawn from the truck, and the answers to the decisions every ruleset
/// shares (dice, ballots, ties, the truck's share, destinations) are the bot's, written once.
pub trait Dealt:
    Rules<
        Pending = SharedPending<<Self as Dealt>::Vote, <Self as Dealt>::Characters, <Self as Dealt>::OwnPending>,
        Command = SharedCommand<<Self as Dealt>::Play, <Self as Dealt>::Character, <Self as Dealt>::OwnCommand>,
    >
{
    /// A kind of card.
    type Card: Copy + PartialEq + std::fmt::Debug;
    /// A card played (with what it names).
    type Play: Copy;
    /// The ruleset's kinds of vote.
    type Vote;
    /// The ruleset's own pending decisions.
    type OwnPending;
    /// The ruleset's characters.
    type Character: Copy;
    /// A set of them.
    type Characters: Copy;
    /// The ruleset's own commands.
    type OwnCommand: Copy;
    /// The box's split: each kind of card, with how many of it the deck holds.
    fn split(game: &Self) -> Vec<(Self::Card, u8)>;
    /// A random legal command for the ruleset's own decision pending (`bot.maybe_card` for a
    /// card).
    fn choose(bot: &mut Bot<Self>, game: &Self, own: Self::OwnPending) -> Option<Self::Command>;
    /// Before `player` moves a character: maybe a card played instead (`bot.maybe_card`).
    fn card_before_move(bot: &mut Bot<Self>, game: &Self, player: Seat) -> Option<Self::Command>;
    /// One of `characters`, at random.
    fn pick_character(rng: &mut Rng, characters: Self::Characters) -> Option<Self::Character>;
    /// A card of `kind` played with a character drawn by its index (below 4) and a location
    /// drawn at random, as the card wants them; `None` for a card that is not played.
    fn play(kind: Self::Card, character: usize, to: Loc) -> Option<Self::Play>;
    /// The kind of a card played.
    fn kind(card: &Self::Play) -> Self::Card;
    /// How many cards this event draws from the truck.
    fn drawn(kind: &Self::Kind) -> Option<u8>;
    /// After the truck's share (`cmd`), who receives the cards drawn, one each in order;
    /// `None` after any other command.
    fn receivers(cmd: &Self::Command, events: &[Told<Self::Kind>]) -> Option<Vec<Seat>>;
    /// True when the cards drawn and not given go under the deck (otherwise they are
    /// discarded).
    const UNDER_DECK: bool;
    /// How far the game has gone (a turn, a round).
    fn progress(game: &Self) -> u16;
    /// Who won (nobody yet while it goes on).
    fn winners(game: &Self) -> SeatSet;
}

impl<G: Dealt> Bot<G> {
    /// A bot for a game that has just started (one card dealt to each player).
    pub fn new(game: &G, seed: u64) -> Bot<G> {
        let mut rng = Rng::new(seed);
        let (deck, hands) = deal(&mut rng, G::split(game), game.players());
        Bot { rng, deck, hands, drawn: Vec::new(), scratch: Vec::new() }
    }

    /// The cards the bot believes a player holds.
    pub fn hand(&self, s: Seat) -> &[G::Card] {
        &self.hands[s.index()]
    }

    /// A random legal command for the decision pending; `None` once the game is finished.
    pub fn choose(&mut self, game: &G) -> Option<G::Command> {
        let rng = &mut self.rng;
        let cmd = match game.pending() {
            SharedPending::Finished => return None,
            SharedPending::Dice { count, .. } => {
                let faces: Vec<u8> = (0..count).map(|_| rng.die()).collect();
                SharedCommand::Roll { dice: Dice::new(&faces)? }
            }
            SharedPending::Ballots { candidates, waiting, .. } => {
                SharedCommand::Ballot { voter: waiting.iter().next()?, candidate: pick_seat(rng, candidates)? }
            }
            SharedPending::TieBreak { tied, .. } => SharedCommand::BreakTie { candidate: pick_seat(rng, tied)? },
            SharedPending::TruckShare { player, may_keep, .. } => {
                let others: SeatSet = Seat::all(game.players()).filter(|s| may_keep || *s != player).collect();
                SharedCommand::Give { to: pick_seat(rng, others)? }
            }
            SharedPending::AnnounceDestination { player, choices } => {
                SharedCommand::Destination { player, location: pick_loc(rng, choices)? }
            }
            p @ SharedPending::SecretDestinations { waiting, .. } => {
                let player = waiting.iter().next()?;
                SharedCommand::Destination { player, location: pick_loc(rng, p.secret_choices(player))? }
            }
            SharedPending::Move { player, characters, .. } => match G::card_before_move(self, game, player) {
                Some(c) => c,
                None => SharedCommand::Move { player, character: G::pick_character(&mut self.rng, characters)? },
            },
            SharedPending::Victim { player, characters, .. } => {
                SharedCommand::Victim { player, character: G::pick_character(rng, characters)? }
            }
            SharedPending::Own(own) => return G::choose(self, game, own),
        };
        Some(cmd)
    }

    /// With probability `num / den`, a legal play of a card one of `players` really holds.
    fn maybe_card(&mut self, game: &G, players: SeatSet, num: u32, den: u32) -> Option<G::Command> {
        if !self.rng.chance(num, den) {
            return None;
        }
        let holders: SeatSet = players.iter().filter(|s| !self.hands[s.index()].is_empty()).collect();
        let player = pick_seat(&mut self.rng, holders)?;
        let kind = pick(&mut self.rng, &self.hands[player.index()])?;
        let character = self.rng.below(4) as usize;
        let to = Loc::new(self.rng.below(6) as u8 + 1)?;
        let cmd = SharedCommand::Play { player, card: G::play(kind, character, to)? };
        let mut trial = *game;
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let legal = trial.apply_into(cmd, &mut scratch).is_ok();
        self.scratch = scratch;
        legal.then_some(cmd)
    }

    /// Updates the virtual deck and hands after `cmd` was applied with these events.
    pub fn commit(&mut self, cmd: &G::Command, events: &[Told<G::Kind>]) {
        for e in events {
            if let Some(drawn) = G::drawn(&e.kind) {
                self.drawn.clear();
                for _ in 0..drawn {
                    if let Some(c) = self.deck.pop() {
                        self.drawn.push(c);
                    }
                }
            }
        }
        if let SharedCommand::Play { player, card } = cmd {
            let card = G::kind(card);
            let h = &mut self.hands[player.index()];
            if let Some(i) = h.iter().position(|c| *c == card) {
                h.swap_remove(i);
            }
        }
        let Some(receivers) = G::receivers(cmd, events) else { return };
        let mut drawn = std::mem::take(&mut self.drawn);
        for r in receivers {
            if !drawn.is_empty() {
                let i = self.rng.below(drawn.len() as u32) as usize;
                self.hands[r.index()].push(drawn.swap_remove(i));
            }
        }
        if G::UNDER_DECK
            && let Some(c) = drawn.pop()
        {
            self.deck.insert(0, c);
        }
    }
}

impl<G: Dealt> Player for Bot<G> {
    type Game = G;

    fn new(game: &G, seed: u64) -> Bot<G> {
        Bot::new(game, seed)
    }

    fn choose(&mut self, game: &G) -> Option<G::Command> {
        Bot::choose(self, game)
    }

    fn commit(&mut self, cmd: &G::Command, events: &[Told<G::Kind>]) {
        Bot::commit(self, cmd, events);
    }

    fn progress(game: &G) -> u16 {
        G::progress(game)
    }

    fn winners(game: &G) -> SeatSet {
        G::winners(game)
    }
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

/// Lockdown's random choices; its cards as the board profile splits them.
impl Dealt for Game {
    type Card = CardKind;
    type Play = CardPlay;
    type Vote = VoteKind;
    type OwnPending = OwnPending;
    type Character = Role;
    type Characters = RoleSet;
    type OwnCommand = OwnCommand;

    fn split(game: &Game) -> Vec<(CardKind, u8)> {
        CardKind::ALL.map(|kind| (kind, game.profile().deck[kind.index()])).to_vec()
    }

    fn choose(bot: &mut Bot<Game>, game: &Game, own: OwnPending) -> Option<Command> {
        let all: SeatSet = game.seats().collect();
        let rng = &mut bot.rng;
        let cmd = match own {
            OwnPending::Placement { player, dice, characters } => Command::Own(OwnCommand::Place {
                player,
                role: pick_role(rng, characters)?,
                die: pick(rng, dice.faces())?,
            }),
            OwnPending::Discussion { .. } => bot.maybe_card(game, all, 1, 3).unwrap_or(Command::Continue),
            OwnPending::DiceWindow { .. } => bot.maybe_card(game, all, 1, 2).unwrap_or(Command::Continue),
            OwnPending::BeforeMove { .. } | OwnPending::AfterMovement { .. } => {
                bot.maybe_card(game, all, 1, 2).unwrap_or(Command::Continue)
            }
            OwnPending::Keys { candidates } => Command::Own(OwnCommand::Keys {
                holder: candidates.iter().find(|s| bot.hands[s.index()].contains(&CardKind::Keys)),
            }),
            OwnPending::TwoWeapons { candidates } => Command::Own(OwnCommand::TwoWeapons {
                answer: candidates.iter().any(|s| bot.hands[s.index()].iter().filter(|c| c.is_weapon()).count() >= 2),
            }),
        };
        Some(cmd)
    }

    fn card_before_move(bot: &mut Bot<Game>, game: &Game, _: Seat) -> Option<Command> {
        bot.maybe_card(game, game.seats().collect(), 1, 10)
    }

    fn pick_character(rng: &mut Rng, characters: RoleSet) -> Option<Role> {
        pick_role(rng, characters)
    }

    fn play(kind: CardKind, character: usize, to: Loc) -> Option<CardPlay> {
        let role = Role::ALL[character];
        Some(match kind {
            CardKind::WalkieTalkie => CardPlay::WalkieTalkie,
            CardKind::EnergyDrink => CardPlay::EnergyDrink { role, to },
            CardKind::Gun => CardPlay::Gun,
            CardKind::TinCan => CardPlay::TinCan { to },
            CardKind::Bat => CardPlay::Bat,
            CardKind::Chainsaw => CardPlay::Chainsaw,
            CardKind::Molotov => CardPlay::Molotov,
            CardKind::RottenMeat => CardPlay::RottenMeat { role },
            CardKind::Keys => return None,
        })
    }

    fn kind(card: &CardPlay) -> CardKind {
        card.kind()
    }

    fn drawn(kind: &EventKind) -> Option<u8> {
        match *kind {
            EventKind::TruckSearched { drawn, .. } => Some(drawn),
            _ => None,
        }
    }

    /// The searcher's card first when they kept one, then the one given to `to` (unless it is
    /// the searcher's own).
    fn receivers(cmd: &Command, events: &[Event]) -> Option<Vec<Seat>> {
        let Command::Give { to } = *cmd else { return None };
        let winner = events.iter().find_map(|e| match e.kind {
            EventKind::CardKept { player } => Some(player),
            _ => None,
        });
        Some(winner.into_iter().chain((winner != Some(to)).then_some(to)).collect())
    }

    const UNDER_DECK: bool = false;

    fn progress(game: &Game) -> u16 {
        game.turn()
    }

    fn winners(game: &Game) -> SeatSet {
        game.winners()
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
