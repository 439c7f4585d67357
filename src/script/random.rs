//! A random legal game written as a script (`vigie simulate --script`): the simulator's bots
//! play, and each of their decisions becomes a script line.

use super::command_line;
use crate::engine::{DiceMode, Rng, Seat, Setup};
use crate::sim::{COLOURS, play};

/// One random game as a script: the set-up lines, then one decision per line.
pub fn random_game(players: u8, seed: u64, table_dice: bool) -> String {
    let names: Vec<String> = COLOURS[..usize::from(players)].iter().map(|s| s.to_string()).collect();
    let mut seeds = Rng::new(seed);
    let mut setup =
        Setup::new(players, Seat::all(players).last().unwrap_or(Seat::FIRST), Seat::FIRST, seeds.next_u64());
    setup.dice = if table_dice { DiceMode::Table } else { DiceMode::Vigie };
    let mut out = format!(
        "# A random game of {players} players, recorded by `vigie simulate --script --players {players} --seed {seed}`.\n"
    );
    out += &format!("players {}\nyoungest {}\noldest {}\n", names.join(" "), names[usize::from(players) - 1], names[0]);
    out += &if table_dice { "table-dice\n".to_owned() } else { format!("seed {}\n", setup.seed) };
    let mut turn = 0;
    play(setup, seeds.next_u64(), |before, cmd, _, _| {
        if before.turn() != turn {
            turn = before.turn();
            out += &format!("# turn {turn}\n");
        }
        out += &command_line(cmd, &names);
        out.push('\n');
    });
    out
}
