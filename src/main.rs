//! The `vigie` command line.

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;
use vigie::engine::DiceMode;

#[derive(Parser)]
#[command(name = "vigie", version, about = "An audio-first companion for the tactile edition of Lockdown")]
struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Plays a game from a script file (`-` for standard input); see docs/script.md.
    Script {
        /// The script to run, or `-` for standard input.
        file: String,
        /// Also print, before each command, the decision that was pending.
        #[arg(long)]
        prompts: bool,
        /// Print what Vigie says, in this language (en or fr), instead of the plain event lines.
        #[arg(long)]
        lang: Option<vigie::announce::Lang>,
        /// With --lang: how much is said (brief, normal, full).
        #[arg(long, default_value = "normal")]
        verbosity: vigie::announce::Verbosity,
        /// With --lang: also speak the table's messages aloud through the speech engine.
        #[arg(long)]
        speak: bool,
        /// With --lang: also play the sound cues.
        #[arg(long)]
        sounds: bool,
    },
    /// Speaks texts through the speech engine, to check speech works (each text waits for the
    /// previous one to end, unless --interrupt-after cuts it).
    Say {
        /// The texts to say, in order.
        #[arg(required = true)]
        texts: Vec<String>,
        /// The language of the voice (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::announce::Lang,
        /// Cut each text after this many seconds by saying the next one.
        #[arg(long)]
        interrupt_after: Option<f32>,
        /// Speech rate, -100 to 100 (0 is the engine's normal rate).
        #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
        rate: f32,
        /// Wait for the voice of the language before speaking (as a game does once it has found it).
        #[arg(long)]
        with_voice: bool,
    },
    /// Plays random legal games and prints a summary.
    Simulate {
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Players per game, 3 to 6.
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(3..=6))]
        players: u8,
        /// Seed of the games' dice and of the random players.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Let the simulated table enter its own dice instead of Vigie's.
        #[arg(long)]
        table_dice: bool,
        /// Print the first game as a script (docs/script.md) instead of a summary.
        #[arg(long)]
        script: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            println!(
                "Vigie {}: the spoken table interface is not built yet.\n\
                 Try `vigie script FILE` to play a scripted game (see docs/script.md),\n\
                 or `vigie simulate` to play random games.",
                env!("CARGO_PKG_VERSION")
            );
            ExitCode::SUCCESS
        }
        Some(Cmd::Script { file, prompts, lang, verbosity, speak, sounds }) => {
            let options = vigie::script::Options { prompts, voice: lang.map(|l| (l, verbosity)), speak, sounds };
            vigie::script::run_cli(&file, &options)
        }
        Some(Cmd::Say { texts, lang, interrupt_after, rate, with_voice }) => {
            vigie::output::say_cli(&texts, lang, interrupt_after, rate, with_voice)
        }
        Some(Cmd::Simulate { players, seed, table_dice, script: true, .. }) => {
            print!("{}", vigie::sim::record_script(players, seed, table_dice));
            ExitCode::SUCCESS
        }
        Some(Cmd::Simulate { games, players, seed, table_dice, .. }) => {
            match simulate(games, players, seed, table_dice) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("vigie: {e:#}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

fn simulate(games: u64, players: u8, seed: u64, table_dice: bool) -> Result<()> {
    let dice = if table_dice { DiceMode::Table } else { DiceMode::Vigie };
    let start = Instant::now();
    let stats = vigie::sim::simulate(players, games, seed, dice);
    let secs = start.elapsed().as_secs_f64();
    let n = stats.games.max(1) as f64;
    let wins: Vec<String> = (0..usize::from(players))
        .map(|i| format!("seat {}: {:.1}%", i + 1, 100.0 * stats.wins[i] as f64 / n))
        .collect();
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{} games of {players} players: {:.2} turns on average, {} unfinished, wins {}, nobody {:.1}%; {:.0} games per second",
        stats.games,
        stats.turns as f64 / n,
        stats.games - stats.finished,
        wins.join(", "),
        100.0 * stats.no_winner as f64 / n,
        stats.games as f64 / secs.max(1e-9),
    )
    .context("writing the summary")?;
    Ok(())
}
