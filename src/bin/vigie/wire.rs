//! The one place that wires Vigie together: it reads the settings and the user's maps, opens
//! the outputs (speech, sound cues, a screen reader's lines, gamepads), and hands them to the
//! table interface, the script runner or `vigie say`.

use crate::fail::{Failure, Report, Warning};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use vigie::input::{Gamepads, KeyMap, PadMap};
use vigie::output::{DeviceVoice, Sink, SoundSink, SpeechSink, TextSink};
use vigie::store::settings::{Loaded, Settings};
use vigie::ui::term::{self, CrLf, Start, Terminal};
use vigie::vocab::{Channel, Lang, Message, Notice};

/// The user's language, from the settings file read as it is (never moved or written: the
/// command that uses the settings does that); English without one.
pub fn user_lang() -> Lang {
    Settings::default_path()
        .and_then(|p| vigie::store::read_text(&p, vigie::store::MAX_CONFIG_BYTES).ok().flatten())
        .and_then(|text| text.parse::<toml::Table>().ok())
        .and_then(|t| t.get("lang")?.as_str()?.parse().ok())
        .unwrap_or(Lang::En)
}

/// Reads the settings as [`Settings::load`] does, and says what was wrong with the file and
/// where it was kept (for the commands without an interface).
pub fn load_settings(path: &Path, report: &Report) -> (Settings, Loaded) {
    let (s, how) = Settings::load(path);
    match &how {
        Loaded::Read | Loaded::Fresh => {}
        Loaded::Broken { reason, moved_to } => report.warn(Warning::SettingsUnreadable {
            path: path.to_path_buf(),
            reason: reason.to_string(),
            aside: moved_to.clone(),
        }),
        Loaded::Corrected { keys } => {
            report.warn(Warning::SettingsNotNumbers { path: path.to_path_buf(), keys: keys.clone() })
        }
    }
    (s, how)
}

/// The table's speech service, chosen here: the screen reader running when the user asked for
/// it (the flag or the setting), else the system's voices (speech-dispatcher, the voices of
/// Windows); with what to tell the user about that choice.
fn speech_backend(screen_reader: bool) -> (Arc<dyn vigie::output::Backend>, Option<Notice>) {
    if !screen_reader {
        return (vigie::output::system_speech(), None);
    }
    match vigie::output::screen_reader() {
        Ok(b) => {
            let name = b.name();
            (b, Some(Notice::SpeechThrough(name)))
        }
        Err(why) => (vigie::output::system_speech(), Some(Notice::NoScreenReader(why))),
    }
}

/// Starts the table's speech on the service chosen, telling the user which it is.
fn start_speech(
    screen_reader: bool,
    lang: Lang,
    settings: &Settings,
    search: bool,
    cues: Option<std::sync::mpsc::Sender<vigie::output::Cue>>,
) -> SpeechSink {
    let (backend, said) = speech_backend(screen_reader);
    let mut sink = if search {
        SpeechSink::start(backend, lang, settings.prosody(), settings.speech.voices.clone(), cues)
    } else {
        SpeechSink::start_without_voice_search(backend, lang, settings.prosody())
    };
    if let Some(n) = said {
        sink.notice(n);
    }
    sink
}

/// Says an output's notices on standard error.
fn say_notices(report: &Report, words: &Message, n: &Notice) {
    report.warn(Warning::Notice { words: words.text.clone(), reason: n.reason().to_owned() });
}

/// How `vigie play` (and `vigie` alone) runs.
#[derive(Clone, Debug, Default)]
pub struct Play {
    /// Speak through the speech engine.
    pub speech: bool,
    /// Play the sound cues.
    pub sounds: bool,
    /// Plain lines for a screen reader instead of the full screen.
    pub plain: bool,
    /// Speak through the screen reader running (besides the setting).
    pub screen_reader: bool,
    /// Gamepads act as the keyboard does (and rumble).
    pub gamepad: bool,
    /// Also write everything said to the table, and each decision saved, to this file.
    pub log: Option<PathBuf>,
    /// The save file (default: the user's data directory).
    pub save: Option<PathBuf>,
    /// The seed of new games' dice (default: a fresh one from the operating system's entropy).
    pub seed: Option<u64>,
    /// The language, for this run and the next ones.
    pub lang: Option<Lang>,
    /// Where the phones' page listens, once a player's channel is their phone.
    pub phones: vigie::phone::Config,
}

/// The phones' server, started by the interface when a player's channel becomes their phone;
/// its address and code are also written for `vigie phones` (this process's, while it runs).
fn phone_starter(config: vigie::phone::Config) -> vigie::ui::StartPhones {
    Box::new(move |names, words| {
        let phones = vigie::phone::Phones::start(&config, names, words)?;
        if let Some(file) = vigie::store::paths::phones_file() {
            // Written again when the code changes; readable by this user only.
            phones.keep_file(file);
        }
        Ok(phones)
    })
}

/// The table interface, wired: settings, maps and files read, the terminal taken, the outputs
/// opened.
pub fn play(opts: &Play) -> Result<(), Failure> {
    term::check_terminal(opts.plain)?;
    let settings_path = Settings::default_path();
    let (mut settings, loaded) =
        settings_path.as_deref().map(Settings::load).unwrap_or((Settings::default(), Loaded::Fresh));
    if let Some(l) = opts.lang {
        settings.lang = l;
    }
    let config_dir = vigie::store::paths::config_dir();
    let keys = KeyMap::load_user(config_dir.as_ref().map(|d| d.join("keys.toml")).as_deref());
    let pads = PadMap::load_user(config_dir.as_ref().map(|d| d.join("pad.toml")).as_deref());
    let data = vigie::store::paths::data_dir();
    if let Some(d) = &data {
        let _ = std::fs::create_dir_all(d);
    }
    let paths = vigie::ui::Paths {
        save: opts
            .save
            .clone()
            .or_else(|| data.as_ref().map(|d| d.join("game.json")))
            .unwrap_or_else(|| "vigie-game.json".into()),
        settings: settings_path.clone(),
        board: config_dir.as_ref().map(|d| d.join("board.toml")),
        epilogues: data.as_ref().map(|d| d.join("epilogues.json")),
    };
    // A folder, a device or a pipe where the save goes is refused before anything is written:
    // a save is only ever put in place of a regular file.
    vigie::store::check_regular(&paths.save).map_err(Failure::SaveThere)?;
    let log: Option<Box<dyn Write>> = match &opts.log {
        Some(p) => match std::fs::OpenOptions::new().create(true).append(true).open(p) {
            Ok(f) => Some(Box::new(f)),
            Err(source) => return Err(Failure::Log { path: p.clone(), source }),
        },
        None => None,
    };

    // Raw mode, then standard error into the log, before any output opens: the sound library
    // writes there.
    let terminal = Terminal::take(opts.plain)?;
    let mut out = vigie::ui::Outputs {
        log,
        // The private voice of this system (Linux: espeak-ng and pacat; Windows: the system's
        // voices and WASAPI).
        private: Some(Box::new(DeviceVoice::start(vigie::output::system_speaker()))),
        devices: Some(vigie::output::list_devices),
        phones: Some(phone_starter(opts.phones)),
        ..vigie::ui::Outputs::default()
    };
    if opts.sounds {
        out.sound = Some(SoundSink::open(settings.sounds.volume / 100.0, settings.sounds.muted));
    }
    let reader = opts.screen_reader || settings.speech.screen_reader;
    // A screen reader reading the screen would say a secret shown there aloud.
    out.screen_heard = if reader { Some("--screen-reader".into()) } else { vigie::output::screen_reader_running() };
    if opts.speech {
        let cues = out.sound.as_mut().and_then(SoundSink::cues_for_speech);
        out.speech = Some(start_speech(reader, settings.lang, &settings, true, cues));
    }
    if opts.plain {
        out.others.push(Box::new(TextSink::screen(CrLf(io::stdout()))));
    }
    if opts.gamepad {
        out.gamepads = Some(Gamepads::open());
    }
    match terminal.run(Start { settings, loaded, keys, pads, paths, outputs: out, seed: opts.seed })? {
        term::Leave::Quit => Ok(()),
        term::Leave::Escape(lang) => vigie::escape::run_from_menu(lang).map_err(Failure::Escape),
    }
}

/// `vigie script`'s outputs besides the printed lines: with `--lang`, the speech engine
/// (`--speech tts`) and the sound cues (`--sounds`), opened from the user's settings when the
/// game starts.
struct ScriptOutputs<'r> {
    lang: Lang,
    tts: bool,
    sounds: bool,
    report: &'r Report,
    speech: Option<SpeechSink>,
    sound: Option<SoundSink>,
    /// The settings read, and their file: the voices the engine finds are kept there.
    settings: Option<(Settings, PathBuf)>,
}

impl vigie::script::Outputs for ScriptOutputs<'_> {
    fn open(&mut self) {
        let path = Settings::default_path();
        let s = path.as_deref().map(|p| load_settings(p, self.report).0).unwrap_or_default();
        let mut sound = self.sounds.then(|| SoundSink::open(s.sounds.volume / 100.0, s.sounds.muted));
        if self.tts {
            // Beside speech, each cue plays just before its words.
            let cues = sound.as_mut().and_then(SoundSink::cues_for_speech);
            let mut sink = start_speech(s.speech.screen_reader, self.lang, &s, true, cues);
            // A script's messages come all at once: set the language's voice before them.
            sink.prepare_voice(Duration::from_secs(10));
            self.speech = Some(sink);
        }
        self.sound = sound;
        self.settings = path.map(|p| (s, p));
    }

    fn sinks(&mut self) -> Vec<&mut dyn Sink> {
        let mut sinks: Vec<&mut dyn Sink> = Vec::new();
        if let Some(s) = self.speech.as_mut() {
            sinks.push(s);
        }
        if let Some(s) = self.sound.as_mut() {
            sinks.push(s);
        }
        sinks
    }

    fn notice(&mut self, words: &Message, notice: &Notice) {
        say_notices(self.report, words, notice);
    }
}

impl ScriptOutputs<'_> {
    /// Keeps the voices the speech engine found in the settings.
    fn keep_voices(&mut self) {
        if let (Some(tts), Some((settings, path))) = (self.speech.as_mut(), self.settings.as_mut()) {
            let found = tts.chosen_voices().clone();
            if !found.is_empty() && found != settings.speech.voices {
                settings.speech.voices = found;
                if let Err(e) = settings.store(path) {
                    self.report.warn(Warning::Store(e));
                }
            }
        }
    }
}

/// How `vigie script` runs, besides [`vigie::script::Options`].
pub struct Script {
    /// The script's file, or `-` for standard input.
    pub file: String,
    /// With `--lang`: also play the sound cues.
    pub sounds: bool,
}

/// Runs a script from a file (`-`: standard input), printing events to standard output.
pub fn script(s: &Script, options: &vigie::script::Options, report: &Report) -> Result<(), Failure> {
    let stdin = s.file == "-";
    let name = (!stdin).then(|| s.file.clone());
    let (bytes, base) = if stdin {
        let mut b = Vec::new();
        io::stdin().read_to_end(&mut b).map_err(|source| Failure::ReadScript { path: None, source })?;
        (b, PathBuf::from("."))
    } else {
        match std::fs::read(&s.file) {
            Ok(b) => (b, Path::new(&s.file).parent().map(Path::to_path_buf).unwrap_or_default()),
            Err(source) => return Err(Failure::ReadScript { path: name, source }),
        }
    };
    let text = vigie::script::text_of(bytes).map_err(|error| Failure::Script { path: name.clone(), error })?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = match options.voice {
        Some((lang, _)) if options.speech == vigie::script::Speech::Tts || s.sounds => {
            let mut outputs = ScriptOutputs {
                lang,
                tts: options.speech == vigie::script::Speech::Tts,
                sounds: s.sounds,
                report,
                speech: None,
                sound: None,
                settings: None,
            };
            let r = vigie::script::run_with(&text, &base, options, &mut outputs, &mut out);
            if r.is_ok() {
                outputs.keep_voices();
            }
            r
        }
        _ => vigie::script::run(&text, &base, options, &mut out),
    };
    result.map(|_| ()).map_err(|error| {
        let _ = out.flush();
        Failure::Script { path: name, error }
    })
}

/// How `vigie say` speaks.
pub struct Say {
    pub texts: Vec<String>,
    pub lang: Lang,
    /// Cut each text after this many seconds by saying the next one.
    pub interrupt_after: Option<f32>,
    /// Speech rate, -100 to 100; default: the settings'.
    pub rate: Option<f32>,
    /// Wait for the voice of the language before speaking.
    pub with_voice: bool,
    /// Speak through the screen reader running (besides the setting).
    pub screen_reader: bool,
}

/// `vigie say`: speaks the texts one after the other (or cutting each after `interrupt_after`
/// seconds), and tells in text when speech is not available; fails when speech did.
pub fn say(o: &Say, report: &Report) -> Result<(), Failure> {
    let path = Settings::default_path();
    let mut settings = path.as_deref().map(|p| load_settings(p, report).0).unwrap_or_default();
    let mut prosody = settings.prosody();
    if let Some(r) = o.rate {
        prosody.rate = r.clamp(-100.0, 100.0);
    }
    let reader = o.screen_reader || settings.speech.screen_reader;
    let with_rate = Settings {
        speech: vigie::store::settings::SpeechSettings { rate: prosody.rate, ..settings.speech.clone() },
        ..settings.clone()
    };
    let mut speech = if o.with_voice {
        let mut s = start_speech(reader, o.lang, &with_rate, true, None);
        s.prepare_voice(Duration::from_secs(10));
        s
    } else {
        // A short command: the engine's default voice, no voice search left running at exit.
        start_speech(reader, o.lang, &with_rate, false, None)
    };
    let mut ok = true;
    for (i, text) in o.texts.iter().enumerate() {
        let m = Message { channel: Channel::Table, text: text.clone(), detail: None, earcon: None, id: None };
        println!("{text}");
        speech.say(&m, text, i > 0 && o.interrupt_after.is_some());
        match o.interrupt_after {
            Some(secs) if i + 1 < o.texts.len() => {
                // Count from the moment the engine starts saying it (at most 5 s of waiting).
                let deadline = std::time::Instant::now() + Duration::from_secs(5);
                while speech.utterances_begun() <= i as u64 && std::time::Instant::now() < deadline && speech.is_alive()
                {
                    std::thread::sleep(Duration::from_millis(5));
                }
                std::thread::sleep(Duration::from_secs_f32(secs.max(0.0)))
            }
            // However long the text: the speech thread gives up by itself on an engine stuck.
            _ => ok &= speech.wait_idle(Duration::from_secs(600)),
        }
    }
    let found = speech.chosen_voices().clone();
    if !found.is_empty() && found != settings.speech.voices {
        settings.speech.voices = found;
        if let Some(p) = &path {
            let _ = settings.store(p);
        }
    }
    let notices = speech.take_notices();
    if let Ok(an) = vigie::announce::Announcer::new(o.lang, Vec::new()) {
        for n in &notices {
            say_notices(report, &an.notice(n), n);
        }
    }
    // Which service spoke is news, not a failure.
    if !notices.iter().any(Notice::is_problem) && ok { Ok(()) } else { Err(Failure::NotAllSaid) }
}
