//! Escape: Zombie City: a generated soundtrack that a blind player can follow by ear.
//!
//! The board game's only clock is a 16-minute soundtrack: a call "Escape!", an ambience, three
//! countdowns (silence, two knocks, one to three gong strokes, a door slam, a pause), a scream
//! at the end. Vigie makes its own, from a timeline that is data, and adds what a blind player
//! needs: minutes and seconds left said aloud, a key that tells the time left, a pause if the
//! table wants one. See `docs/escape.md`.
//!
//! - [`timeline`]: the data file (`data/escape-timeline.toml`), checked line by line; play
//!   time, phases, where the voices go;
//! - [`synth`]: every sound, synthesised in code;
//! - [`render`]: the whole track as samples (beds, sounds, voices rendered by espeak-ng), and
//!   its WAV export;
//! - [`live`]: playing it against the sound device's clock, with its keys.

pub mod live;
pub mod render;
pub mod synth;
pub mod timeline;

use crate::vocab::{Id, Lang};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use render::{TrackNo, VoiceError, Voices};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use timeline::{Phase, Problem, Say, Timeline, TimelineError};

/// `vigie escape`'s options (the binary reads them from its command line).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Write the whole track, voices included, to this WAV file instead of playing it.
    pub export: Option<PathBuf>,
    /// The track, 1 or 2 (asked before playing when not given; 1 for an export).
    pub track: Option<u8>,
    /// The language of the voices (asked before playing when not given; the settings' language
    /// for an export).
    pub lang: Option<Lang>,
    /// A timeline corrected by the table instead of the bundled one.
    pub timeline: Option<PathBuf>,
    /// Print the bundled timeline (a start for a table's own) and stop.
    pub print_timeline: bool,
    /// The aids for blind players.
    pub aids: Aids,
    /// For tests only: play this many times faster.
    pub speed: u32,
}

/// Why the soundtrack could not be played or written: its words, in the user's language, and
/// the exit code the binary gives (2: a file; 3: no sound, no speech engine, no terminal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub code: u8,
    pub words: String,
}

/// The aids for blind players, each on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Aids {
    pub minutes: bool,
    pub seconds: bool,
    pub time_key: bool,
    pub pause_key: bool,
}

impl Default for Aids {
    /// Every aid on, but the pause (the real soundtrack has none).
    fn default() -> Aids {
        Aids { minutes: true, seconds: true, time_key: true, pause_key: false }
    }
}

/// The words of the soundtrack mode, in one language (`locales/*/escape.ftl`).
pub struct Words {
    bundle: FluentBundle<FluentResource>,
    lang: Lang,
}

/// The message id of a language's name.
pub fn lang_id(l: Lang) -> Id {
    match l {
        Lang::En => Id::EscapeLangEn,
        Lang::Fr => Id::EscapeLangFr,
    }
}

/// The locale files of this mode.
pub fn sources(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../locales/en/escape.ftl"),
        Lang::Fr => include_str!("../../locales/fr/escape.ftl"),
    }
}

impl Words {
    pub fn new(lang: Lang) -> Words {
        let id = lang.code().parse().expect("en and fr are language ids");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        // Bundled and checked by tests: failing here is a build mistake.
        let res = FluentResource::try_new(sources(lang).to_owned()).expect("escape.ftl parses");
        bundle.add_resource(res).expect("escape.ftl has each id once");
        Words { bundle, lang }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The text of a message with its arguments (the id itself if it is missing).
    pub fn get(&self, id: Id, args: &[(&str, FluentValue)]) -> String {
        let Some(pattern) = self.bundle.get_message(id.as_str()).and_then(|m| m.value()) else {
            return id.as_str().to_owned();
        };
        let mut a = FluentArgs::new();
        for (k, v) in args {
            a.set(*k, v.clone());
        }
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, Some(&a), &mut errors).into_owned()
    }

    fn num(n: u32) -> FluentValue<'static> {
        FluentValue::from(n)
    }

    /// A duration in words, in whole seconds rounded up ("2 minutes and 5 seconds").
    pub fn duration(&self, ms: u32) -> String {
        let secs = ms.div_ceil(1000);
        let (m, s) = (secs / 60, secs % 60);
        let minutes = self.get(Id::EscapeMinutes, &[("minutes", Self::num(m))]);
        let seconds = self.get(Id::EscapeSeconds, &[("seconds", Self::num(s))]);
        match (m, s) {
            (0, _) => seconds,
            (_, 0) => minutes,
            _ => self.get(Id::EscapeMinutesSeconds, &[("minutes", minutes.into()), ("seconds", seconds.into())]),
        }
    }

    /// What a voice of the track says.
    pub fn say(&self, s: Say) -> String {
        match s {
            Say::Call => self.get(Id::EscapeCall, &[]),
            Say::Minutes(m) => self.get(Id::EscapeMinutesLeft, &[("minutes", Self::num(m))]),
            Say::Seconds(n) => self.get(Id::EscapeSecondsLeft, &[("seconds", Self::num(n))]),
            Say::Count(n) => self.get(Id::EscapeCount, &[("seconds", Self::num(n))]),
        }
    }

    /// The answer of the time key at track time `ms`.
    pub fn status(&self, t: &Timeline, ms: u32) -> String {
        let left = self.duration(t.play_total() - t.play_at(ms));
        let time = |until: u32| self.duration(until.saturating_sub(ms)).into();
        match t.phase_at(ms) {
            Phase::LeadIn { starts } => self.get(Id::EscapeStatusLeadIn, &[("time", time(starts))]),
            Phase::Play { next: Some((n, at)), last } => {
                let id = if last { Id::EscapeStatusPlayLast } else { Id::EscapeStatusPlay };
                self.get(id, &[("left", left.into()), ("number", Self::num(n.into())), ("time", time(at))])
            }
            Phase::Play { next: None, .. } | Phase::Over => self.get(Id::EscapeStatusOver, &[]),
            Phase::Countdown { number, last, ends } => {
                let id = if last { Id::EscapeStatusCountdownLast } else { Id::EscapeStatusCountdown };
                self.get(id, &[("left", left.into()), ("number", Self::num(number.into())), ("time", time(ends))])
            }
            Phase::Pause { resumes } => {
                self.get(Id::EscapeStatusPause, &[("left", left.into()), ("time", time(resumes))])
            }
        }
    }

    /// The line written when the track reaches event `i` of the timeline.
    pub fn event(&self, t: &Timeline, i: usize) -> String {
        let events = t.events();
        let e = events[i];
        let next = events.get(i + 1).map_or(t.length(), |n| n.at);
        let span = self.duration(next - e.at);
        match e.kind {
            timeline::Kind::Escape => {
                let left = self.duration(t.play_total() - t.play_at(e.at));
                self.get(Id::EscapeEventEscape, &[("left", left.into())])
            }
            timeline::Kind::Countdown { gongs } => {
                let last = events.get(i + 1).is_some_and(|n| n.kind == timeline::Kind::Scream);
                let id = if last { Id::EscapeEventCountdownLast } else { Id::EscapeEventCountdown };
                self.get(id, &[("number", Self::num(gongs.into())), ("time", span.into())])
            }
            timeline::Kind::Door => self.get(Id::EscapeEventDoor, &[("time", span.into())]),
            timeline::Kind::Scream => self.get(Id::EscapeEventScream, &[]),
        }
    }

    /// A timeline's problem, with its file and line.
    pub fn timeline_error(&self, file: &str, e: &TimelineError) -> String {
        let s = |v: &str| FluentValue::from(v.to_owned());
        let (id, args): (Id, Vec<(&str, FluentValue)>) = match &e.problem {
            Problem::Read(d) => return self.get(e.problem.id(), &[("file", s(file)), ("detail", s(d))]),
            Problem::Syntax(d) => (e.problem.id(), vec![("detail", s(d))]),
            Problem::Version(v) => (e.problem.id(), vec![("version", FluentValue::from(*v))]),
            Problem::Time(v) | Problem::EventName(v) => (e.problem.id(), vec![("value", s(v))]),
            Problem::CountdownNumber(n) => (e.problem.id(), vec![("number", Self::num((*n).into()))]),
            Problem::Countdowns(n) => (e.problem.id(), vec![("count", FluentValue::from(*n))]),
            Problem::TooSoon { previous, needed } => (
                e.problem.id(),
                vec![("previous", s(&timeline::format_time(*previous))), ("seconds", Self::num(*needed))],
            ),
            Problem::TooLong(l) => (e.problem.id(), vec![("length", s(&timeline::format_time(*l)))]),
            _ => (e.problem.id(), vec![]),
        };
        let problem = self.get(id, &args);
        self.get(
            Id::EscapeTimelineError,
            &[("file", s(file)), ("line", FluentValue::from(e.line)), ("problem", s(&problem))],
        )
    }
}

/// Everything the voices of a track will say, for a timeline and the aids.
fn needed(t: &Timeline, aids: Aids) -> Vec<Say> {
    let mut all: Vec<Say> = t.voices(aids.minutes, aids.seconds, |_| 0).into_iter().map(|(_, s)| s).collect();
    all.sort();
    all.dedup();
    all
}

/// Renders every voice the track needs, with espeak-ng (each on a thread of its own).
pub fn render_voices(t: &Timeline, lang: Lang, rate: f32, aids: Aids) -> Result<Voices, VoiceError> {
    let words = Words::new(lang);
    let wpm = render::words_per_minute(rate);
    let jobs: Vec<(Say, String)> = needed(t, aids).into_iter().map(|s| (s, words.say(s))).collect();
    let results: Vec<(Say, Result<Vec<f32>, VoiceError>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = jobs
            .iter()
            .map(|(s, text)| (*s, scope.spawn(move || render::speak(lang, wpm, text, *s == Say::Call))))
            .collect();
        handles
            .into_iter()
            .map(|(s, h)| (s, h.join().unwrap_or_else(|_| Err(VoiceError::Failed("a voice thread stopped".into())))))
            .collect()
    });
    let mut voices = Voices::new();
    for (s, r) in results {
        voices.insert(s, Arc::new(r?));
    }
    Ok(voices)
}

/// The settings' language and speech rate, volume and pitch (the defaults when there are none).
fn settings() -> (Lang, crate::vocab::Prosody) {
    let s = crate::store::settings::Settings::default_path()
        .map(|p| crate::store::settings::Settings::load(&p).0)
        .unwrap_or_default();
    (s.lang, s.prosody())
}

/// Why a timeline file could not be read, in the user's language.
fn unreadable(e: &crate::store::StoreError, words: &Words) -> TimelineError {
    let detail = crate::announce::Announcer::new(words.lang(), Vec::new())
        .map_or_else(|_| e.to_string(), |an| an.store_error(e));
    TimelineError { line: 0, problem: Problem::Read(detail) }
}

/// Reads the timeline: the bundled one, or a table's file. On a problem, says it (in `lang`).
fn load_timeline(file: Option<&Path>, words: &Words) -> Result<Timeline, Failure> {
    let Some(path) = file else { return Ok(Timeline::bundled()) };
    let shown = path.display().to_string();
    // As every file Vigie reads: a regular file (never a pipe or a device, which could block or
    // never end) of at most 1 MiB.
    let parsed = match crate::store::read_text(path, crate::store::MAX_CONFIG_BYTES) {
        Ok(Some(text)) => Timeline::parse(&text),
        // Not there: the system's own words, as for any file that cannot be opened.
        Ok(None) => {
            let detail = std::fs::File::open(path).err().map_or_else(String::new, |e| e.to_string());
            Err(TimelineError { line: 0, problem: Problem::Read(detail) })
        }
        Err(e) => Err(unreadable(&e, words)),
    };
    parsed.map_err(|e| Failure { code: 2, words: words.timeline_error(&shown, &e) })
}

/// `vigie escape`: what it prints goes to `out`.
pub fn run(args: &Options, out: &mut dyn std::io::Write) -> Result<(), Failure> {
    let written = |e: std::io::Error| Failure { code: 2, words: e.to_string() };
    if args.print_timeline {
        return write!(out, "{}", timeline::DEFAULT_TOML).map_err(written);
    }
    let (lang, prosody) = settings();
    let words = Words::new(args.lang.unwrap_or(lang));
    let timeline = load_timeline(args.timeline.as_deref(), &words)?;
    let aids = args.aids;
    match &args.export {
        Some(file) => {
            let no = args.track.and_then(TrackNo::from_number).unwrap_or(TrackNo::One);
            let done = export(file, &timeline, no, &words, prosody.rate, aids)?;
            writeln!(out, "{done}").map_err(written)
        }
        None => live::run(&live::Start {
            timeline,
            lang: args.lang,
            default_lang: lang,
            track: args.track.and_then(TrackNo::from_number),
            aids,
            prosody,
            speed: u64::from(args.speed.max(1)),
        }),
    }
}

/// The main menu's entry: the track and the aids are asked, in the table's language.
pub fn run_from_menu(lang: Lang) -> Result<(), Failure> {
    let (_, prosody) = settings();
    live::run(&live::Start {
        timeline: Timeline::bundled(),
        lang: Some(lang),
        default_lang: lang,
        track: None,
        aids: Aids::default(),
        prosody,
        speed: 1,
    })
}

/// `vigie escape --export FILE.wav`: the whole track, voices included, in a WAV file; what to
/// say once it is written.
fn export(file: &Path, t: &Timeline, no: TrackNo, words: &Words, rate: f32, aids: Aids) -> Result<String, Failure> {
    let voices = match render_voices(t, words.lang(), rate, aids) {
        Ok(v) => v,
        Err(e) => {
            let detail = match e {
                VoiceError::Missing(d) | VoiceError::Failed(d) => d,
            };
            return Err(Failure {
                code: 3,
                words: format!("{} ({detail})", words.get(Id::EscapeExportNeedsEspeak, &[])),
            });
        }
    };
    let track = render::Track::new(t, no, Some(&voices), aids.minutes, aids.seconds);
    let shown = file.display().to_string();
    let written = std::fs::File::create(file).and_then(|f| {
        let mut w = std::io::BufWriter::new(f);
        track.write_wav(&mut w)?;
        std::io::Write::flush(&mut w)
    });
    if let Err(e) = written {
        let _ = std::fs::remove_file(file);
        let reason = FluentValue::from(e.to_string());
        return Err(Failure {
            code: 2,
            words: words.get(Id::EscapeCannotWrite, &[("file", shown.into()), ("reason", reason)]),
        });
    }
    let length = timeline::format_time(t.length());
    Ok(words.get(
        Id::EscapeExported,
        &[("file", shown.into()), ("track", FluentValue::from(no.number())), ("length", length.into())],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;
    use std::collections::BTreeMap;

    /// Each message id with the variables it uses.
    fn ids(lang: Lang) -> BTreeMap<String, Vec<String>> {
        let res = fluent_syntax::parser::parse(sources(lang)).expect("escape.ftl parses");
        let mut out = BTreeMap::new();
        for e in res.body {
            if let ast::Entry::Message(m) = e {
                let text = format!("{:?}", m.value);
                let mut vars: Vec<String> = text
                    .split("VariableReference { id: Identifier { name: \"")
                    .skip(1)
                    .filter_map(|s| s.split('"').next().map(str::to_owned))
                    .collect();
                vars.sort();
                vars.dedup();
                assert!(out.insert(m.id.name.to_owned(), vars).is_none(), "{lang}: {} twice", m.id.name);
            }
        }
        out
    }

    #[test]
    fn both_languages_have_the_same_messages_with_the_same_arguments() {
        assert_eq!(ids(Lang::En), ids(Lang::Fr));
    }

    #[test]
    fn durations_and_statuses_are_said_in_words() {
        let en = Words::new(Lang::En);
        assert_eq!(en.duration(61_000), "one minute and one second");
        assert_eq!(en.duration(120_000), "2 minutes");
        assert_eq!(en.duration(4_200), "5 seconds");
        let fr = Words::new(Lang::Fr);
        assert_eq!(fr.duration(125_000), "2 minutes 5 secondes");
        assert_eq!(fr.say(Say::Minutes(1)), "Plus qu'une minute.");
        let t = Timeline::bundled();
        assert_eq!(en.status(&t, 5_000), "Play starts in 5 seconds.");
        assert_eq!(en.status(&t, 70_000), "14 minutes left. Countdown 1 in 3 minutes and 22 seconds.");
        assert_eq!(
            en.status(&t, 290_000),
            "Countdown 1: 20 seconds to get back to the church. 10 minutes and 20 seconds left."
        );
        assert_eq!(en.status(&t, 315_000), "Pause: play resumes in 15 seconds. 10 minutes left.");
        assert_eq!(en.status(&t, 900_000), "Last countdown: 50 seconds to reach the exit.");
        assert_eq!(en.status(&t, 955_000), "The game is over.");
        assert_eq!(
            en.event(&t, 2),
            "The door slams. Pause: 20 seconds to bring the survivors back and put out new items."
        );
        assert_eq!(fr.event(&t, 1), "Compte à rebours 1 : 38 secondes pour rentrer à l'église.");
    }

    #[test]
    fn timeline_problems_are_told_in_the_users_language_with_their_line() {
        let e = TimelineError { line: 7, problem: Problem::Time("4:3".into()) };
        assert_eq!(
            Words::new(Lang::En).timeline_error("mine.toml", &e),
            "The timeline mine.toml, line 7: 4:3 is not a time: write minutes and seconds, such as 4:22 or 4:22.5. Nothing was started."
        );
        assert!(
            Words::new(Lang::Fr)
                .timeline_error("mine.toml", &e)
                .starts_with("La chronologie mine.toml, ligne 7 : 4:3 n'est pas")
        );
    }

    #[test]
    fn the_voices_needed_follow_the_aids() {
        let t = Timeline::bundled();
        let all = Aids { minutes: true, seconds: true, time_key: true, pause_key: false };
        let n = needed(&t, all);
        assert_eq!(n.len(), 1 + 14 + 3 + 5);
        assert_eq!(needed(&t, Aids { minutes: false, seconds: false, ..all }), vec![Say::Call]);
    }
}
