//! Random legal players for Mall of Horror, for `vigie simulate --ruleset mall-of-horror` and
//! property tests. As for Lockdown, the engine only counts the cards in each hand: the bot keeps
//! a virtual deck dealt from the box's split and plays only cards it really holds.

use super::{Outcome, Player, Stats, deal, pick, pick_loc, pick_seat, play_with, simulate_with};
use crate::engine::Rules;
use crate::engine::mall::{self, Card, CardPlay, Character, CharacterSet, Command, Event, EventKind, Game, Pending};
use crate::engine::{Dice, DiceMode, Loc, Rng, Seat, SeatSet};

/// A random player for every seat, with a virtual deck and hands.
#[derive(Clone, Debug)]
pub struct Bot {
    rng: Rng,
    /// The deck, its top last.
    deck: Vec<Card>,
    hands: Vec<Vec<Card>>,
    drawn: Vec<Card>,
    scratch: Vec<Event>,
}

fn pick_character(rng: &mut Rng, s: CharacterSet) -> Option<Character> {
    let n = s.len() as u32;
    if n == 0 {
        return None;
    }
    s.iter().nth(rng.below(n) as usize)
}

impl Bot {
    /// A bot for a game that has just started (one card dealt to each player).
    pub fn new(game: &Game, seed: u64) -> Bot {
        let mut rng = Rng::new(seed);
        let (deck, hands) = deal(&mut rng, Card::ALL.map(|card| (card, mall::DECK[card.index()])), game.players());
        Bot { rng, deck, hands, drawn: Vec::new(), scratch: Vec::new() }
    }

    /// The cards the bot believes a player holds.
    pub fn hand(&self, s: Seat) -> &[Card] {
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
            Pending::Placement { player, characters, locations, .. } => Command::Place {
                player,
                character: pick_character(rng, characters)?,
                location: pick_loc(rng, locations)?,
            },
            Pending::Discussion { players, .. } | Pending::Cards { players, .. } | Pending::Camera { players } => {
                self.maybe_card(game, players, 1, 2).unwrap_or(Command::Continue)
            }
            Pending::Ballots { candidates, waiting, .. } => {
                Command::Ballot { voter: waiting.iter().next()?, candidate: pick_seat(rng, candidates)? }
            }
            Pending::TieBreak { tied, .. } => Command::BreakTie { candidate: pick_seat(rng, tied)? },
            Pending::TruckShare { player, may_keep, .. } => {
                let to: SeatSet = game.seats().filter(|s| may_keep || *s != player).collect();
                Command::Give { to: pick_seat(rng, to)? }
            }
            Pending::AnnounceDestination { player, choices } => {
                Command::Destination { player, location: pick_loc(rng, choices)? }
            }
            Pending::SecretDestinations { waiting, choices, placers, zombie_choices } => {
                let player = waiting.iter().next()?;
                let from = if placers.contains(player) { zombie_choices } else { choices };
                Command::Destination { player, location: pick_loc(rng, from)? }
            }
            Pending::Stay { player, .. } => {
                self.maybe_card(game, [player].into_iter().collect(), 1, 2).unwrap_or(Command::Continue)
            }
            Pending::Move { player, characters, .. } => {
                match self.maybe_card(game, [player].into_iter().collect(), 1, 4) {
                    Some(c) => c,
                    None => Command::Move { player, character: pick_character(&mut self.rng, characters)? },
                }
            }
            Pending::Victim { player, characters, .. } => {
                Command::Victim { player, character: pick_character(rng, characters)? }
            }
        };
        Some(cmd)
    }

    /// With probability `num / den`, a legal play of a card one of `players` really holds.
    fn maybe_card(&mut self, game: &Game, players: SeatSet, num: u32, den: u32) -> Option<Command> {
        if !self.rng.chance(num, den) {
            return None;
        }
        let holders: SeatSet = players.iter().filter(|s| !self.hands[s.index()].is_empty()).collect();
        let player = pick_seat(&mut self.rng, holders)?;
        let kind = pick(&mut self.rng, &self.hands[player.index()])?;
        let character = Character::ALL[self.rng.below(4) as usize];
        let to = Loc::new(self.rng.below(6) as u8 + 1)?;
        let card = match kind {
            Card::Threat => CardPlay::Threat,
            Card::SecurityCamera => CardPlay::SecurityCamera,
            Card::Sprint => CardPlay::Sprint { character, to },
            Card::Hardware => CardPlay::Hardware,
            Card::Hidden => CardPlay::Hidden { character },
            Card::WeaponOne => CardPlay::WeaponOne,
            Card::WeaponTwo => CardPlay::WeaponTwo,
        };
        let cmd = Command::Play { player, card };
        let mut trial = *game;
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let legal = trial.apply_into(cmd, &mut scratch).is_ok();
        self.scratch = scratch;
        legal.then_some(cmd)
    }

    /// Updates the virtual deck and hands after `cmd` was applied with these events.
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
                if let Some(i) = h.iter().position(|c| *c == card.card()) {
                    h.swap_remove(i);
                }
            }
            Command::Give { .. } => {
                let mut drawn = std::mem::take(&mut self.drawn);
                for e in events {
                    let receiver = match e.kind {
                        EventKind::CardKept { player } => player,
                        EventKind::CardGiven { to, .. } => to,
                        _ => continue,
                    };
                    if !drawn.is_empty() {
                        let i = self.rng.below(drawn.len() as u32) as usize;
                        self.hands[receiver.index()].push(drawn.swap_remove(i));
                    }
                }
                // The third card goes under the deck.
                if let Some(c) = drawn.pop() {
                    self.deck.insert(0, c);
                }
            }
            _ => {}
        }
    }
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
        game.round()
    }

    fn winners(game: &Game) -> SeatSet {
        game.winners()
    }
}

/// Plays one random legal game of Mall of Horror; `visit` sees each state before a command,
/// the command, the state after and the events it produced.
pub fn play(setup: mall::Setup, bot_seed: u64, visit: impl FnMut(&Game, &Command, &Game, &[Event])) -> Outcome {
    play_with::<Bot>(setup, bot_seed, visit)
}

/// Plays `games` random games of Mall of Horror of `players` players; game `i` uses seeds
/// derived from `seed`. Seat 1 (index 0) is the oldest: the first chief.
pub fn simulate(players: u8, games: u64, seed: u64, dice: DiceMode) -> Stats {
    simulate_with::<Bot>(games, seed, |seed| {
        let mut setup = mall::Setup::new(players, Seat::FIRST, seed);
        setup.dice = dice;
        setup
    })
}
