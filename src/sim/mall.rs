//! Random legal players for Mall of Horror, for `vigie simulate --ruleset mall-of-horror` and
//! property tests. As for Lockdown, the engine only counts the cards in each hand: the bot keeps
//! a virtual deck dealt from the box's split and plays only cards it really holds.

use super::{Dealt, Outcome, Stats, pick_loc, play_with, simulate_with};
use crate::engine::mall::{
    self, Card, CardPlay, Character, CharacterSet, Command, Event, EventKind, Game, OwnCommand, OwnPending,
};
use crate::engine::{DiceMode, Loc, Rng, Seat, SeatSet};

/// A random player for every seat of a game of Mall of Horror, with a virtual deck and hands.
pub type Bot = super::Bot<Game>;

fn pick_character(rng: &mut Rng, s: CharacterSet) -> Option<Character> {
    let n = s.len() as u32;
    if n == 0 {
        return None;
    }
    s.iter().nth(rng.below(n) as usize)
}

/// Mall of Horror's random choices; its cards as the box splits them.
impl Dealt for Game {
    type Card = Card;
    type Play = CardPlay;
    type Vote = mall::VoteKind;
    type OwnPending = OwnPending;
    type Character = Character;
    type Characters = CharacterSet;
    type OwnCommand = OwnCommand;

    fn split(_: &Game) -> Vec<(Card, u8)> {
        Card::ALL.map(|card| (card, mall::DECK[card.index()])).to_vec()
    }

    fn choose(bot: &mut Bot, game: &Game, own: OwnPending) -> Option<Command> {
        let rng = &mut bot.rng;
        let cmd = match own {
            OwnPending::Placement { player, characters, locations, .. } => Command::Own(OwnCommand::Place {
                player,
                character: pick_character(rng, characters)?,
                location: pick_loc(rng, locations)?,
            }),
            OwnPending::Discussion { players, .. }
            | OwnPending::Cards { players, .. }
            | OwnPending::Camera { players } => bot.maybe_card(game, players, 1, 2).unwrap_or(Command::Continue),
            OwnPending::Stay { player, .. } => {
                bot.maybe_card(game, [player].into_iter().collect(), 1, 2).unwrap_or(Command::Continue)
            }
        };
        Some(cmd)
    }

    fn card_before_move(bot: &mut Bot, game: &Game, player: Seat) -> Option<Command> {
        bot.maybe_card(game, [player].into_iter().collect(), 1, 4)
    }

    fn pick_character(rng: &mut Rng, characters: CharacterSet) -> Option<Character> {
        pick_character(rng, characters)
    }

    fn play(kind: Card, character: usize, to: Loc) -> Option<CardPlay> {
        let character = Character::ALL[character];
        Some(match kind {
            Card::Threat => CardPlay::Threat,
            Card::SecurityCamera => CardPlay::SecurityCamera,
            Card::Sprint => CardPlay::Sprint { character, to },
            Card::Hardware => CardPlay::Hardware,
            Card::Hidden => CardPlay::Hidden { character },
            Card::WeaponOne => CardPlay::WeaponOne,
            Card::WeaponTwo => CardPlay::WeaponTwo,
        })
    }

    fn kind(card: &CardPlay) -> Card {
        card.card()
    }

    fn drawn(kind: &EventKind) -> Option<u8> {
        match *kind {
            EventKind::TruckSearched { drawn, .. } => Some(drawn),
            _ => None,
        }
    }

    /// Whoever the events say kept or was given a card, in their order.
    fn receivers(cmd: &Command, events: &[Event]) -> Option<Vec<Seat>> {
        let Command::Give { .. } = cmd else { return None };
        let receivers = events.iter().filter_map(|e| match e.kind {
            EventKind::CardKept { player } => Some(player),
            EventKind::CardGiven { to, .. } => Some(to),
            _ => None,
        });
        Some(receivers.collect())
    }

    /// The third card goes under the deck.
    const UNDER_DECK: bool = true;

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
