//! The commands that print and end: `resume`, `settings`, `cards`, `keys`, `voices`,
//! `simulate`. Each returns what failed; `main` says it and gives the exit code.

use crate::fail::{Failure, Report, Warning};
use std::io::Write;
use std::path::Path;
use std::time::Instant;
use vigie::announce::Announcer;
use vigie::engine::{DiceMode, Ruleset};
use vigie::script::{SHIPPED, Shipped};
use vigie::vocab::{Id, Lang, Verbosity};

/// Writes to standard output; when it is closed or full (`| head`, `> /dev/full`), that is a
/// failure (exit code 2, as `vigie script` does), never a panic.
pub fn printed(write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    write(&mut out).and_then(|_| out.flush()).map_err(Failure::Output)
}

/// `vigie simulate`: random legal games, and one line of totals.
pub fn simulate(ruleset: Ruleset, games: u64, players: u8, seed: u64, table_dice: bool) -> Result<(), Failure> {
    let dice = if table_dice { DiceMode::Table } else { DiceMode::Vigie };
    let start = Instant::now();
    let stats = Shipped::of_ruleset(ruleset).simulate(players, games, seed, dice);
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
    .map_err(Failure::Summary)
}

/// What `vigie settings` changes.
#[derive(Default)]
pub struct Changes {
    pub lang: Option<Lang>,
    pub verbosity: Option<Verbosity>,
    pub rate: Option<f32>,
    pub volume: Option<f32>,
    pub pitch: Option<f32>,
    pub sound_volume: Option<f32>,
    pub mute: Option<bool>,
    pub voice_en: Option<String>,
    pub voice_fr: Option<String>,
    pub screen_reader: Option<bool>,
}

/// `vigie settings`: shows the settings, after the changes asked for are kept.
pub fn settings(c: Changes, report: &Report) -> Result<(), Failure> {
    use vigie::store::settings::{Loaded, Settings};
    let path = Settings::default_path().ok_or(Failure::NoConfigDir)?;
    for (name, v) in
        [("--rate", c.rate), ("--volume", c.volume), ("--pitch", c.pitch), ("--sound-volume", c.sound_volume)]
    {
        if v.is_some_and(f32::is_nan) {
            return Err(Failure::NotANumber(name));
        }
    }
    let (mut s, how) = crate::wire::load_settings(&path, report);
    let before = s.clone();
    if let Some(l) = c.lang {
        s.lang = l;
    }
    if let Some(v) = c.verbosity {
        s.verbosity = v;
    }
    if let Some(r) = c.rate {
        s.speech.rate = r;
    }
    if let Some(v) = c.volume {
        s.speech.volume = v;
    }
    if let Some(p) = c.pitch {
        s.speech.pitch = p;
    }
    if let Some(v) = c.sound_volume {
        s.sounds.volume = v;
    }
    if let Some(m) = c.mute {
        s.sounds.muted = m;
    }
    if let Some(on) = c.screen_reader {
        s.speech.screen_reader = on;
    }
    for (lang, voice) in [(Lang::En, c.voice_en), (Lang::Fr, c.voice_fr)] {
        if let Some(v) = voice {
            s.speech.voices.insert(lang, v);
        }
    }
    let s = s.clamped();
    if s != before || how == Loaded::Fresh {
        s.store(&path).map_err(Failure::Store)?;
    }
    printed(|out| {
        writeln!(out, "# {}", path.display())?;
        write!(out, "{}", toml::to_string(&s).unwrap_or_default())
    })
}

/// `vigie cards`: every card of both games (each game's under its title), of one game with
/// `ruleset`, or Lockdown's with a tactile code. `Ok(false)`: no card has that code (said on
/// standard output).
pub fn cards(lang: Lang, ruleset: Option<Ruleset>, shapes: &[String], number: Option<u8>) -> Result<bool, Failure> {
    use vigie::engine::{CardKind, Shape};
    let an = Announcer::new(lang, Vec::new()).map_err(Failure::Locale)?;
    let coded = !shapes.is_empty() || number.is_some();
    // Tactile codes are Lockdown's.
    if coded && ruleset.is_some_and(|r| r != Ruleset::Lockdown) {
        return Err(Failure::NoTactileCode);
    }
    if !coded {
        let asked = ruleset.map(|r| r.name());
        printed(|out| {
            for r in SHIPPED.iter().filter(|r| asked.is_none_or(|name| name == r.name())) {
                for line in r.card_list(&an, asked.is_some()) {
                    writeln!(out, "{line}")?;
                }
            }
            Ok(())
        })?;
        return Ok(true);
    }
    const SHAPES: [Shape; 6] =
        [Shape::Target, Shape::Square, Shape::TriangleLeft, Shape::Star, Shape::Round, Shape::Drop];
    let mut parsed = Vec::new();
    for s in shapes {
        match SHAPES.iter().find(|sh| sh.name() == s.to_ascii_lowercase()) {
            Some(sh) => parsed.push(*sh),
            None => return Err(Failure::NotAShape(s.clone())),
        }
    }
    match CardKind::from_sticker(&parsed, number) {
        Some(c) => printed(|out| writeln!(out, "{}", an.card_description(c))).map(|()| true),
        None => printed(|out| writeln!(out, "{}", an.text(Id::CardNoSticker, None))).map(|()| false),
    }
}

/// `vigie resume`: where a saved game stands; an unreadable save is moved aside.
pub fn resume(file: &Path) -> Result<(), Failure> {
    use vigie::store::StoreError;
    match vigie::store::save::load_any(file) {
        Ok(saved) => printed(|out| {
            for line in Shipped::standing(&saved).unwrap_or_default() {
                writeln!(out, "{line}")?;
            }
            Ok(())
        }),
        Err(StoreError::Read { path, source }) if source.kind() == std::io::ErrorKind::NotFound => {
            Err(Failure::NoSave(path))
        }
        // Not a save at all: nothing is moved or written.
        Err(e @ StoreError::NotAFile { .. }) => Err(Failure::NotASaveFile(e)),
        Err(error) => {
            let aside = vigie::store::move_aside(file);
            Err(Failure::Unresumable { path: file.to_path_buf(), error, aside })
        }
    }
}

/// `vigie keys`: every action with its keys (and buttons), from the maps in force.
pub fn keys(lang: Lang, gamepad: bool, report: &Report) -> Result<(), Failure> {
    let an = Announcer::new(lang, Vec::new()).map_err(Failure::Locale)?;
    let dir = vigie::store::paths::config_dir();
    let keys = vigie::input::KeyMap::load_user(dir.as_ref().map(|d| d.join("keys.toml")).as_deref());
    report_map(report, &keys, dir.as_deref(), "keys.toml", false);
    let pads = gamepad.then(|| {
        let pads = vigie::input::PadMap::load_user(dir.as_ref().map(|d| d.join("pad.toml")).as_deref());
        report_map(report, &pads, dir.as_deref(), "pad.toml", true);
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
fn report_map<M>(report: &Report, user: &vigie::input::UserMap<M>, dir: Option<&Path>, file: &str, buttons: bool) {
    let shown = dir.map(|d| d.join(file).display().to_string()).unwrap_or_default();
    if let Some(e) = &user.problem {
        report.warn(Warning::MapUnreadable { file: shown.clone(), reason: e.clone() });
    }
    if !user.kept.is_empty() {
        let actions = user.kept.iter().map(|a| a.name()).collect();
        report.warn(Warning::Kept { file: shown, actions, buttons });
    }
}

/// `vigie voices`: the speech engine's voices for a language, one per line with its tag.
pub fn voices(lang: Lang) -> Result<(), Failure> {
    let voices = vigie::output::list_voices(vigie::output::system_speech().as_ref(), lang).map_err(Failure::Voices)?;
    printed(|out| {
        for (name, tag) in voices {
            writeln!(out, "{name}\t{tag}")?;
        }
        Ok(())
    })
}

/// `vigie phones`: the join address, code and QR code of the phones' page of the Vigie running
/// now (the page is gone when the Vigie that wrote its file is).
pub fn phones(lang: Lang) -> Result<(), Failure> {
    let an = Announcer::new(lang, Vec::new()).map_err(Failure::Locale)?;
    let file = vigie::store::paths::phones_file().ok_or(Failure::NoConfigDir)?;
    let running = match vigie::store::phones::read(&file) {
        Ok(Some(r)) if alive(r.pid) => r,
        Ok(_) => return Err(Failure::NoPhones),
        Err(e) => return Err(Failure::Store(e)),
    };
    let mut a = fluent_bundle::FluentArgs::new();
    a.set("address", running.address.clone());
    a.set("code", running.code.clone());
    let words = an.text(Id::CliPhones, Some(&a));
    printed(|out| {
        writeln!(out, "{words}")?;
        writeln!(out)?;
        for line in vigie::phone::qr_lines(&running.url) {
            writeln!(out, "{line}")?;
        }
        Ok(())
    })
}

/// True while the process `pid` runs.
fn alive(pid: u32) -> bool {
    vigie::platform::files::process_runs(pid)
}
