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
    /// The table interface (what `vigie` alone opens): a spoken menu, set-up, and a guided game.
    Play {
        /// Do not speak (the screen and the log only).
        #[arg(long)]
        no_speech: bool,
        /// Do not play the sound cues.
        #[arg(long)]
        no_sounds: bool,
        /// Plain lines for a screen reader, instead of the full screen.
        #[arg(long)]
        plain: bool,
        /// Do not look for gamepads.
        #[arg(long)]
        no_gamepad: bool,
        /// Also write everything said to the table, and each decision saved, to this file.
        #[arg(long)]
        log: Option<std::path::PathBuf>,
        /// The save file (default: game.json in the user's data directory).
        #[arg(long)]
        save: Option<std::path::PathBuf>,
        /// The seed of new games' dice (default: a fresh one from the operating system's entropy).
        #[arg(long)]
        seed: Option<u64>,
        /// The language (en or fr), kept for the next runs.
        #[arg(long)]
        lang: Option<vigie::vocab::Lang>,
    },
    /// Plays a game from a script file (`-` for standard input); see docs/script.md.
    Script {
        /// The script to run, or `-` for standard input.
        file: String,
        /// Also print, before each command, the decision that was pending.
        #[arg(long)]
        prompts: bool,
        /// Print what Vigie says, in this language (en or fr), instead of the plain event lines.
        #[arg(long)]
        lang: Option<vigie::vocab::Lang>,
        /// With --lang: how much is said (brief, normal, full).
        #[arg(long, default_value = "normal")]
        verbosity: vigie::vocab::Verbosity,
        /// With --lang: where the words go: `transcript` (every message with its channel and
        /// cue), `text` (the table's messages alone, for a screen reader), `tts` (the table's
        /// messages spoken aloud, and printed as with `text`).
        #[arg(long, value_enum, default_value = "transcript")]
        speech: vigie::script::Speech,
        /// With --lang: also play the sound cues.
        #[arg(long)]
        sounds: bool,
        /// Save the game to this file after every decision, as the table interface does.
        #[arg(long)]
        autosave: Option<std::path::PathBuf>,
        /// Wait this many milliseconds before each decision (to follow a game at a listening pace).
        #[arg(long)]
        pace: Option<u64>,
    },
    /// Reads a save file and tells where the game stands; an unreadable file is moved aside.
    Resume {
        /// The save file.
        file: std::path::PathBuf,
    },
    /// Speaks texts through the speech engine, to check speech works (each text waits for the
    /// previous one to end, unless --interrupt-after cuts it).
    Say {
        /// The texts to say, in order.
        #[arg(required = true)]
        texts: Vec<String>,
        /// The language of the voice (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::vocab::Lang,
        /// Cut each text after this many seconds by saying the next one.
        #[arg(long)]
        interrupt_after: Option<f32>,
        /// Speech rate, -100 to 100 (0 is the engine's normal rate); default: the settings'.
        #[arg(long, allow_negative_numbers = true)]
        rate: Option<f32>,
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
    /// Shows the settings, or changes them (they are kept in the user's config directory).
    Settings {
        /// The language Vigie speaks (en or fr).
        #[arg(long)]
        lang: Option<vigie::vocab::Lang>,
        /// How much is said (brief, normal, full).
        #[arg(long)]
        verbosity: Option<vigie::vocab::Verbosity>,
        /// Speech rate, -100 to 100 (0 is the engine's normal rate).
        #[arg(long, allow_negative_numbers = true)]
        rate: Option<f32>,
        /// Speech volume, 0 to 100.
        #[arg(long)]
        volume: Option<f32>,
        /// Speech pitch, -100 to 100.
        #[arg(long, allow_negative_numbers = true)]
        pitch: Option<f32>,
        /// The volume of the sound cues, 0 to 100.
        #[arg(long)]
        sound_volume: Option<f32>,
        /// Mute the sound cues (or unmute them with --mute false).
        #[arg(long)]
        mute: Option<bool>,
        /// The voice for English, by name (see `vigie voices`).
        #[arg(long)]
        voice_en: Option<String>,
        /// The voice for French, by name (see `vigie voices`).
        #[arg(long)]
        voice_fr: Option<String>,
    },
    /// The card reader: every object card with its tactile code, what it does and when; or the
    /// card with a given code (`--shape target --number 1`).
    Cards {
        /// The language (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::vocab::Lang,
        /// A shape felt on the card: target, square, triangle-left, star, round, drop (twice for two).
        #[arg(long = "shape")]
        shapes: Vec<String>,
        /// The raised number on the card, if any.
        #[arg(long)]
        number: Option<u8>,
    },
    /// Says the keys: every action with its keys, from the key map in force.
    Keys {
        /// The language (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::vocab::Lang,
        /// Also the gamepad's buttons, from the button map in force.
        #[arg(long)]
        gamepad: bool,
    },
    /// Escape: Zombie City: plays the generated soundtrack, or writes it to a WAV file (see
    /// docs/escape.md).
    Escape(vigie::escape::Args),
    /// Lists the speech engine's voices for a language (slow: the engine lists thousands).
    Voices {
        /// The language (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::vocab::Lang,
    },
}

fn main() -> ExitCode {
    // SAFETY: nothing else runs yet: no thread reads the environment while it changes.
    unsafe { vigie::input::pad::without_udev_watch_the_folder() };
    let cli = Cli::parse();
    match cli.command {
        None => vigie::ui::term::run(&vigie::ui::term::Options {
            speech: true,
            sounds: true,
            gamepad: true,
            ..Default::default()
        }),
        Some(Cmd::Play { no_speech, no_sounds, plain, no_gamepad, log, save, seed, lang }) => {
            vigie::ui::term::run(&vigie::ui::term::Options {
                speech: !no_speech,
                sounds: !no_sounds,
                gamepad: !no_gamepad,
                plain,
                log,
                save,
                seed,
                lang,
            })
        }
        Some(Cmd::Resume { file }) => resume(&file),
        Some(Cmd::Script { file, prompts, lang, verbosity, speech, sounds, autosave, pace }) => {
            let options = vigie::script::Options {
                prompts,
                voice: lang.map(|l| (l, verbosity)),
                speech,
                sounds,
                autosave,
                pace: pace.map(std::time::Duration::from_millis),
            };
            vigie::script::run_cli(&file, &options)
        }
        Some(Cmd::Say { texts, lang, interrupt_after, rate, with_voice }) => {
            vigie::output::say_cli(&texts, lang, interrupt_after, rate, with_voice)
        }
        Some(Cmd::Settings { lang, verbosity, rate, volume, pitch, sound_volume, mute, voice_en, voice_fr }) => {
            settings(lang, verbosity, [rate, volume, pitch, sound_volume], mute, [voice_en, voice_fr])
        }
        Some(Cmd::Cards { lang, shapes, number }) => cards(lang, &shapes, number),
        Some(Cmd::Keys { lang, gamepad }) => keys(lang, gamepad),
        Some(Cmd::Escape(args)) => vigie::escape::run_cli(&args),
        Some(Cmd::Voices { lang }) => match vigie::output::list_voices(lang) {
            Ok(voices) => printed(|out| {
                for (name, tag) in voices {
                    writeln!(out, "{name}\t{tag}")?;
                }
                Ok(())
            }),
            Err(e) => {
                eprintln!("vigie: cannot list the voices: {e}");
                ExitCode::from(3)
            }
        },
        Some(Cmd::Simulate { players, seed, table_dice, script: true, .. }) => {
            printed(|out| write!(out, "{}", vigie::sim::record_script(players, seed, table_dice)))
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

/// Writes to standard output; when it is closed or full (`| head`, `> /dev/full`), says so and
/// exits with code 2, as `vigie script` does, instead of a panic.
fn printed(write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> ExitCode {
    printed_with(ExitCode::SUCCESS, write)
}

/// As [`printed`], with the exit code to give when all was written.
fn printed_with(code: ExitCode, write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match write(&mut out).and_then(|_| out.flush()) {
        Ok(()) => code,
        Err(e) => {
            eprintln!("vigie: cannot write the output: {e}");
            ExitCode::from(2)
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

fn settings(
    lang: Option<vigie::vocab::Lang>,
    verbosity: Option<vigie::vocab::Verbosity>,
    [rate, volume, pitch, sound_volume]: [Option<f32>; 4],
    mute: Option<bool>,
    [voice_en, voice_fr]: [Option<String>; 2],
) -> ExitCode {
    use vigie::store::settings::{Loaded, Settings};
    let Some(path) = Settings::default_path() else {
        eprintln!("vigie: no config directory (no home directory was found)");
        return ExitCode::from(2);
    };
    for (name, v) in [("--rate", rate), ("--volume", volume), ("--pitch", pitch), ("--sound-volume", sound_volume)] {
        if v.is_some_and(f32::is_nan) {
            eprintln!("vigie: {name} must be a number");
            return ExitCode::from(2);
        }
    }
    let (mut s, how) = Settings::load(&path);
    if let Some(words) = how.describe(&path) {
        eprintln!("vigie: {words}");
    }
    let before = s.clone();
    if let Some(l) = lang {
        s.lang = l;
    }
    if let Some(v) = verbosity {
        s.verbosity = v;
    }
    if let Some(r) = rate {
        s.speech.rate = r;
    }
    if let Some(v) = volume {
        s.speech.volume = v;
    }
    if let Some(p) = pitch {
        s.speech.pitch = p;
    }
    if let Some(v) = sound_volume {
        s.sounds.volume = v;
    }
    if let Some(m) = mute {
        s.sounds.muted = m;
    }
    for (lang, voice) in [(vigie::vocab::Lang::En, voice_en), (vigie::vocab::Lang::Fr, voice_fr)] {
        if let Some(v) = voice {
            s.speech.voices.insert(lang, v);
        }
    }
    let s = s.clamped();
    if s != before || how == Loaded::Fresh {
        if let Err(e) = s.store(&path) {
            eprintln!("vigie: {e}");
            return ExitCode::FAILURE;
        }
    }
    printed(|out| {
        writeln!(out, "# {}", path.display())?;
        write!(out, "{}", toml::to_string(&s).unwrap_or_default())
    })
}

fn cards(lang: vigie::vocab::Lang, shapes: &[String], number: Option<u8>) -> ExitCode {
    use vigie::engine::{CardKind, Shape};
    let an = match vigie::announce::Announcer::new(lang, Vec::new()) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("vigie: {e}");
            return ExitCode::FAILURE;
        }
    };
    if shapes.is_empty() && number.is_none() {
        return printed(|out| {
            for c in CardKind::ALL {
                writeln!(out, "{}", an.card_description(c))?;
            }
            Ok(())
        });
    }
    const SHAPES: [Shape; 6] =
        [Shape::Target, Shape::Square, Shape::TriangleLeft, Shape::Star, Shape::Round, Shape::Drop];
    let mut parsed = Vec::new();
    for s in shapes {
        match SHAPES.iter().find(|sh| sh.name() == s.to_ascii_lowercase()) {
            Some(sh) => parsed.push(*sh),
            None => {
                eprintln!("vigie: {s} is not a shape (target, square, triangle-left, star, round, drop)");
                return ExitCode::from(2);
            }
        }
    }
    match CardKind::from_sticker(&parsed, number) {
        Some(c) => printed(|out| writeln!(out, "{}", an.card_description(c))),
        None => {
            printed_with(ExitCode::from(1), |out| writeln!(out, "{}", an.text(vigie::vocab::Id::CardNoSticker, None)))
        }
    }
}

fn resume(file: &std::path::Path) -> ExitCode {
    match vigie::store::save::load(file) {
        Ok(saved) => printed(|out| {
            let g = saved.history.game();
            let log = saved.history.log();
            writeln!(out, "players: {}", saved.names.join(", "))?;
            writeln!(out, "decisions: {}", log.commands.len())?;
            match log.commands.last() {
                Some(c) => writeln!(out, "last decision: {}", vigie::script::command_line(c, &saved.names))?,
                None => writeln!(out, "last decision: none")?,
            }
            writeln!(out, "turn: {}", g.turn())?;
            writeln!(out, "phase: {}", g.phase().map_or("none".to_owned(), |p| p.number().to_string()))?;
            writeln!(out, "pending: {}", vigie::script::pending_line(&g.pending(), &saved.names))
        }),
        Err(vigie::store::StoreError::Read { path, source }) if source.kind() == std::io::ErrorKind::NotFound => {
            eprintln!("vigie: there is no save at {}", path.display());
            ExitCode::from(2)
        }
        Err(e @ vigie::store::StoreError::NotAFile { .. }) => {
            // Not a save at all: nothing is moved or written.
            eprintln!("vigie: cannot resume: {e}; it was left as it is");
            ExitCode::from(2)
        }
        Err(e) => {
            let aside = vigie::store::move_aside(file);
            eprintln!(
                "vigie: the save {} cannot be resumed: {e}. {}",
                file.display(),
                match aside {
                    Some(p) => format!("It was kept as {}; a new game can start.", p.display()),
                    None => "It was left where it is; a new game can start.".to_owned(),
                }
            );
            ExitCode::from(2)
        }
    }
}

fn keys(lang: vigie::vocab::Lang, gamepad: bool) -> ExitCode {
    let an = match vigie::announce::Announcer::new(lang, Vec::new()) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("vigie: {e}");
            return ExitCode::FAILURE;
        }
    };
    let dir = vigie::store::paths::config_dir();
    let keys = vigie::input::KeyMap::load_user(dir.as_ref().map(|d| d.join("keys.toml")).as_deref());
    report_map(&keys, dir.as_deref(), "keys.toml", "key");
    let pads = gamepad.then(|| {
        let pads = vigie::input::PadMap::load_user(dir.as_ref().map(|d| d.join("pad.toml")).as_deref());
        report_map(&pads, dir.as_deref(), "pad.toml", "button");
        pads.map
    });
    printed(|out| {
        for line in an.help_for(&keys.map, pads.as_ref(), &vigie::input::Action::ALL) {
            writeln!(out, "{line}")?;
        }
        Ok(())
    })
}

/// Says on standard error what was wrong with a user's map file.
fn report_map<M>(user: &vigie::input::UserMap<M>, dir: Option<&std::path::Path>, file: &str, what: &str) {
    let shown = dir.map(|d| d.join(file).display().to_string()).unwrap_or_default();
    if let Some(e) = &user.problem {
        eprintln!("vigie: {shown}: {e}; the bundled map is used");
    }
    if !user.kept.is_empty() {
        let names: Vec<&str> = user.kept.iter().map(|a| a.name()).collect();
        eprintln!(
            "vigie: {shown}: {} cannot be left without a {what}; they keep their usual {what}s",
            names.join(", ")
        );
    }
}
