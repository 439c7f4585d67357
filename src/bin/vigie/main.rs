//! The `vigie` command line, and the one composition root: arguments are parsed here
//! ([`args`]), the settings read and the outputs opened here ([`wire`]), and what failed is
//! said here, in the user's language, with its exit code ([`fail`]). The library returns
//! typed errors and never prints to standard error.

mod args;
mod commands;
mod fail;
mod wire;

use args::{Cli, Cmd};
use clap::Parser;
use fail::Report;
use std::process::ExitCode;
use vigie::vocab::Lang;

fn main() -> ExitCode {
    vigie::platform::one_allocation_arena();
    // SAFETY: nothing else runs yet: no thread reads the environment while it changes.
    unsafe { vigie::input::pad::without_udev_watch_the_folder() };
    let cli = Cli::parse();
    // Each command's words are in its `--lang`, or else in the user's (from the settings);
    // a script's, without `--lang`, in English, as its plain lines are.
    let (report, result) = match cli.command {
        None => {
            let play = wire::Play { speech: true, sounds: true, gamepad: true, ..Default::default() };
            (Report::new(None), wire::play(&play))
        }
        Some(Cmd::Play {
            no_speech,
            no_sounds,
            plain,
            screen_reader,
            no_gamepad,
            log,
            save,
            seed,
            lang,
            phone_port,
            phone_bind,
        }) => {
            let play = wire::Play {
                speech: !no_speech,
                sounds: !no_sounds,
                gamepad: !no_gamepad,
                plain,
                screen_reader,
                log,
                save,
                seed,
                lang,
                phones: vigie::phone::Config { bind: phone_bind, port: phone_port, ..Default::default() },
            };
            (Report::new(lang), wire::play(&play))
        }
        Some(Cmd::Phones { lang }) => {
            let lang = lang.unwrap_or_else(wire::user_lang);
            (Report::new(Some(lang)), commands::phones(lang))
        }
        Some(Cmd::Resume { file }) => (Report::new(None), commands::resume(&file)),
        Some(Cmd::Script { file, prompts, lang, verbosity, speech, sounds, autosave, pace }) => {
            let options = vigie::script::Options {
                prompts,
                voice: lang.map(|l| (l, verbosity)),
                speech: speech.into(),
                autosave,
                pace: pace.map(std::time::Duration::from_millis),
            };
            let report = Report::new(Some(lang.unwrap_or(Lang::En)));
            let result = wire::script(&wire::Script { file, sounds }, &options, &report);
            (report, result)
        }
        Some(Cmd::Say { texts, lang, interrupt_after, rate, with_voice, screen_reader }) => {
            let report = Report::new(Some(lang));
            let result =
                wire::say(&wire::Say { texts, lang, interrupt_after, rate, with_voice, screen_reader }, &report);
            (report, result)
        }
        Some(Cmd::Settings {
            lang,
            verbosity,
            rate,
            volume,
            pitch,
            sound_volume,
            mute,
            voice_en,
            voice_fr,
            screen_reader,
        }) => {
            let report = Report::new(None);
            let changes = commands::Changes {
                lang,
                verbosity,
                rate,
                volume,
                pitch,
                sound_volume,
                mute,
                voice_en,
                voice_fr,
                screen_reader,
            };
            let result = commands::settings(changes, &report);
            (report, result)
        }
        Some(Cmd::Cards { lang, ruleset, shapes, number }) => match commands::cards(lang, ruleset, &shapes, number) {
            // No card has that code: said on standard output, with exit code 1.
            Ok(false) => return ExitCode::from(1),
            result => (Report::new(Some(lang)), result.map(|_| ())),
        },
        Some(Cmd::Keys { lang, gamepad }) => {
            let report = Report::new(Some(lang));
            let result = commands::keys(lang, gamepad, &report);
            (report, result)
        }
        Some(Cmd::Escape(args)) => {
            let mut out = std::io::stdout().lock();
            (Report::new(args.lang), vigie::escape::run(&args.options(), &mut out).map_err(fail::Failure::Escape))
        }
        Some(Cmd::Voices { lang }) => (Report::new(Some(lang)), commands::voices(lang)),
        Some(Cmd::Simulate { players, seed, table_dice, script: true, ruleset, .. }) => {
            let script = vigie::script::Shipped::of_ruleset(ruleset).random_game(players, seed, table_dice);
            (Report::new(None), commands::printed(|out| write!(out, "{script}")))
        }
        Some(Cmd::Simulate { games, players, seed, table_dice, ruleset, .. }) => {
            (Report::new(None), commands::simulate(ruleset, games, players, seed, table_dice))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => report.fail(failure),
    }
}
