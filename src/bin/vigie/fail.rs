//! What `vigie` writes on standard error: each failure and warning of a command with its
//! message id (`err-cli-` in `locales/*/errors.ftl`), in the user's language, and each failure's
//! exit code. The library returns typed errors; they are worded here, and only here.

use fluent_bundle::FluentArgs;
use std::cell::OnceCell;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use vigie::announce::{Announcer, LocaleError};
use vigie::script::ScriptError;
use vigie::store::StoreError;
use vigie::ui::term::TermError;
use vigie::vocab::{Id, Lang};

/// Why a command failed.
#[derive(Debug)]
pub enum Failure {
    /// Standard output is closed or full.
    Output(io::Error),
    /// The speech engine cannot list its voices.
    Voices(String),
    /// `vigie simulate`'s summary cannot be written.
    Summary(io::Error),
    NoConfigDir,
    /// A command-line option that must be a number is not (`NaN`).
    NotANumber(&'static str),
    /// The settings cannot be written (the store's own words).
    Store(StoreError),
    /// The bundled locales cannot be loaded (a build mistake; its own words).
    Locale(LocaleError),
    NotAShape(String),
    /// `vigie cards --ruleset mall-of-horror` with a tactile code: its cards have none.
    NoTactileCode,
    NoSave(PathBuf),
    /// `vigie phones` found no Vigie serving the phones' page.
    NoPhones,
    /// The save's path is a folder, a device...: nothing was moved.
    NotASaveFile(StoreError),
    /// The save cannot be used; it was moved aside to `aside`, or left where it is.
    Unresumable {
        path: PathBuf,
        error: StoreError,
        aside: Option<PathBuf>,
    },
    Term(TermError),
    /// The save's path cannot hold a save.
    SaveThere(StoreError),
    Log {
        path: PathBuf,
        source: io::Error,
    },
    /// The script cannot be read (`path`: `None` for standard input).
    ReadScript {
        path: Option<String>,
        source: io::Error,
    },
    /// The script stopped (`path`: `None` for standard input).
    Script {
        path: Option<String>,
        error: ScriptError,
    },
    /// `vigie say`: speech failed or did not end in time (the notices were already said).
    NotAllSaid,
    /// The Escape soundtrack could not be played or written (already in the user's words).
    Escape(vigie::escape::Failure),
}

impl From<TermError> for Failure {
    fn from(e: TermError) -> Self {
        Failure::Term(e)
    }
}

impl Failure {
    /// The process's exit code: 1 for a failed expectation, a settings file that cannot be
    /// written or a terminal that stopped answering; 3 for speech; 2 for the rest.
    pub fn code(&self) -> u8 {
        match self {
            Failure::Summary(_)
            | Failure::Store(_)
            | Failure::Locale(_)
            | Failure::Term(TermError::Stopped { .. })
            | Failure::Script { error: ScriptError::Failed { .. }, .. } => 1,
            Failure::Voices(_) | Failure::NotAllSaid => 3,
            Failure::Escape(f) => f.code,
            _ => 2,
        }
    }

    /// What to say, and where: `None` when nothing is left to say.
    fn words(&self) -> Option<(Stream, Words<'_>)> {
        let path = |p: &Path| p.display().to_string();
        let script = |p: &Option<String>| match p {
            Some(p) => Arg::Text(p.clone()),
            None => Arg::Id(Id::ErrCliStandardInput),
        };
        let w = match self {
            Failure::Output(e) => Words::id(Id::ErrCliWriteOutput, [("reason", e.to_string())]),
            Failure::Voices(e) => Words::id(Id::ErrCliListVoices, [("reason", e.clone())]),
            Failure::Summary(e) => Words::id(Id::ErrCliWriteSummary, [("reason", e.to_string())]),
            Failure::NoConfigDir => Words::id(Id::ErrCliNoConfigDir, []),
            Failure::NotANumber(option) => Words::id(Id::ErrCliNotANumber, [("option", option.to_string())]),
            Failure::Store(e) => Words::AsGiven(e.to_string()),
            Failure::Locale(e) => Words::AsGiven(e.to_string()),
            Failure::Escape(f) => Words::AsGiven(f.words.clone()),
            Failure::NotAShape(s) => Words::id(Id::ErrCliNotAShape, [("shape", s.clone())]),
            Failure::NoTactileCode => Words::id(Id::ErrCliNoTactileCode, []),
            Failure::NoSave(p) => Words::id(Id::ErrCliNoSave, [("path", path(p))]),
            Failure::NoPhones => Words::id(Id::ErrCliNoPhones, []),
            Failure::NotASaveFile(e) => Words::id(Id::ErrCliNotASaveFile, [("reason", e.to_string())]),
            // Why a save cannot be resumed, in the user's words (the rules' reason for a
            // decision they refuse).
            Failure::Unresumable { path: p, error, aside: Some(aside) } => Words::Message {
                id: Id::ErrCliSaveKeptAside,
                args: vec![
                    ("path", Arg::Text(path(p))),
                    ("reason", Arg::Store(error)),
                    ("aside", Arg::Text(path(aside))),
                ],
            },
            Failure::Unresumable { path: p, error, aside: None } => Words::Message {
                id: Id::ErrCliSaveLeft,
                args: vec![("path", Arg::Text(path(p))), ("reason", Arg::Store(error))],
            },
            Failure::Term(TermError::NotATerminal) => Words::id(Id::ErrCliNeedsTerminal, []),
            Failure::Term(TermError::RawMode(e)) => Words::id(Id::ErrCliRawMode, [("reason", e.to_string())]),
            // Standard error is in the log by then: the terminal, given back, is told.
            Failure::Term(TermError::Stopped { log: Some(log) }) => {
                return Some((Stream::Out, Words::id(Id::ErrCliTerminalStopped, [("log", path(log))])));
            }
            Failure::Term(TermError::Stopped { log: None }) | Failure::NotAllSaid => return None,
            Failure::SaveThere(e) => Words::id(Id::ErrCliSaveThere, [("reason", e.to_string())]),
            Failure::Log { path: p, source } => {
                Words::id(Id::ErrCliLog, [("path", path(p)), ("reason", source.to_string())])
            }
            Failure::ReadScript { path: Some(p), source } => {
                Words::id(Id::ErrCliReadScript, [("path", p.clone()), ("reason", source.to_string())])
            }
            Failure::ReadScript { path: None, source } => {
                Words::id(Id::ErrCliReadScriptStdin, [("reason", source.to_string())])
            }
            Failure::Script { path: p, error } => {
                let (id, line, reason) = match error {
                    ScriptError::Bad { line, reason } => (Id::ErrCliScriptLine, Some(line), reason),
                    ScriptError::Failed { line, reason } => (Id::ErrCliScriptExpectation, Some(line), reason),
                    ScriptError::Io(reason) => (Id::ErrCliScript, None, reason),
                };
                let mut args = vec![("script", script(p)), ("reason", Arg::Text(reason.clone()))];
                if let Some(line) = line {
                    args.push(("line", Arg::Text(line.to_string())));
                }
                Words::Message { id, args }
            }
        };
        Some((Stream::Err, w))
    }
}

/// Something a command says on standard error, and goes on.
#[derive(Debug)]
pub enum Warning {
    /// The settings file could not be read; it was moved aside to `aside`, or left as it is.
    SettingsUnreadable { path: PathBuf, reason: String, aside: Option<PathBuf> },
    /// The settings file holds values that are not numbers (these keys).
    SettingsNotNumbers { path: PathBuf, keys: Vec<&'static str> },
    /// A user's key or button map cannot be used (the bundled one is).
    MapUnreadable { file: String, reason: String },
    /// A user's key map (`buttons`: button map) leaves these actions without an input.
    Kept { file: String, actions: Vec<&'static str>, buttons: bool },
    /// An output's trouble (speech lost, no audio device), already in words, with its reason.
    Notice { words: String, reason: String },
    /// A file could not be written (the store's own words).
    Store(StoreError),
}

impl Warning {
    fn words(&self) -> Words<'_> {
        let path = |p: &Path| p.display().to_string();
        match self {
            Warning::SettingsUnreadable { path: p, reason, aside: Some(aside) } => Words::id(
                Id::ErrCliSettingsKeptAside,
                [("path", path(p)), ("reason", reason.clone()), ("aside", path(aside))],
            ),
            Warning::SettingsUnreadable { path: p, reason, aside: None } => {
                Words::id(Id::ErrCliSettingsLeft, [("path", path(p)), ("reason", reason.clone())])
            }
            Warning::SettingsNotNumbers { path: p, keys } => {
                Words::id(Id::ErrCliSettingsNotNumbers, [("path", path(p)), ("keys", keys.join(", "))])
            }
            Warning::MapUnreadable { file, reason } => {
                Words::id(Id::ErrCliMapUnreadable, [("file", file.clone()), ("reason", reason.clone())])
            }
            Warning::Kept { file, actions, buttons } => Words::id(
                if *buttons { Id::ErrCliButtonsKept } else { Id::ErrCliKeysKept },
                [("file", file.clone()), ("actions", actions.join(", "))],
            ),
            Warning::Notice { words, reason } => {
                Words::id(Id::ErrCliNotice, [("notice", words.clone()), ("reason", reason.clone())])
            }
            Warning::Store(e) => Words::AsGiven(e.to_string()),
        }
    }
}

/// Where a failure is said.
enum Stream {
    Err,
    Out,
}

/// An argument of a message: text as it is, another message of the locale, or a file's problem
/// (worded by the announcer).
enum Arg<'a> {
    Text(String),
    Id(Id),
    Store(&'a StoreError),
}

/// A message of the locale with its arguments, or words given by the system or another layer.
enum Words<'a> {
    Message { id: Id, args: Vec<(&'static str, Arg<'a>)> },
    AsGiven(String),
}

impl Words<'_> {
    fn id<const N: usize>(id: Id, args: [(&'static str, String); N]) -> Words<'static> {
        Words::Message { id, args: args.into_iter().map(|(k, v)| (k, Arg::Text(v))).collect() }
    }
}

/// A save's problem in the user's words; an inconsistency keeps its detail (for whoever mends
/// the file), which only the log and this command line give.
fn store_reason(an: &Announcer, e: &StoreError) -> String {
    match e {
        StoreError::Invalid(detail) => {
            let mut a = FluentArgs::new();
            a.set("detail", detail.clone());
            an.text(Id::ErrCliStoreInvalid, Some(&a))
        }
        e => an.store_error(e),
    }
}

/// Standard error (and standard output once the terminal is given back), in one language.
pub struct Report {
    /// `None`: the user's, from their settings, read when first needed.
    lang: Option<Lang>,
    an: OnceCell<Result<Announcer, LocaleError>>,
}

impl Report {
    /// Words in `lang`; `None`: in the language of the user's settings.
    pub fn new(lang: Option<Lang>) -> Report {
        Report { lang, an: OnceCell::new() }
    }

    fn text(&self, w: &Words) -> String {
        let (id, args) = match w {
            Words::AsGiven(text) => return text.clone(),
            Words::Message { id, args } => (id, args),
        };
        let an = self.an.get_or_init(|| Announcer::new(self.lang.unwrap_or_else(super::wire::user_lang), Vec::new()));
        match an {
            Ok(an) => {
                let mut a = FluentArgs::new();
                for (k, v) in args {
                    match v {
                        Arg::Text(t) => a.set(*k, t.clone()),
                        Arg::Id(i) => a.set(*k, an.text(*i, None)),
                        Arg::Store(e) => a.set(*k, store_reason(an, e)),
                    }
                }
                an.text(*id, Some(&a))
            }
            // The bundled locales are checked by tests: this is a build mistake, said as it is.
            Err(e) => format!("{e} ({id})"),
        }
    }

    /// Says a warning on standard error.
    pub fn warn(&self, w: Warning) {
        eprintln!("vigie: {}", self.text(&w.words()));
    }

    /// Says why a command failed, and gives its exit code.
    pub fn fail(&self, f: Failure) -> ExitCode {
        match f.words() {
            Some((Stream::Err, w)) => eprintln!("vigie: {}", self.text(&w)),
            Some((Stream::Out, w)) => println!("vigie: {}", self.text(&w)),
            None => {}
        }
        ExitCode::from(f.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store_error() -> StoreError {
        StoreError::Syntax("expected value".into())
    }

    /// One of each failure and warning, with every message id they use.
    fn samples() -> (Vec<Failure>, Vec<Warning>) {
        let p = || PathBuf::from("/tmp/game.json");
        let io = || io::Error::other("broken pipe");
        let failures = vec![
            Failure::Output(io()),
            Failure::Voices("no engine".into()),
            Failure::Summary(io()),
            Failure::NoConfigDir,
            Failure::NotANumber("--rate"),
            Failure::NotAShape("moon".into()),
            Failure::NoTactileCode,
            Failure::NoSave(p()),
            Failure::NotASaveFile(store_error()),
            Failure::Unresumable { path: p(), error: store_error(), aside: Some(p()) },
            Failure::Unresumable { path: p(), error: store_error(), aside: None },
            Failure::Term(TermError::NotATerminal),
            Failure::Term(TermError::RawMode(io())),
            Failure::Term(TermError::Stopped { log: Some(p()) }),
            Failure::SaveThere(store_error()),
            Failure::Log { path: p(), source: io() },
            Failure::ReadScript { path: Some("game.vigie".into()), source: io() },
            Failure::ReadScript { path: None, source: io() },
            Failure::Script { path: None, error: ScriptError::Bad { line: 3, reason: "no".into() } },
            Failure::Script { path: None, error: ScriptError::Failed { line: 3, reason: "no".into() } },
            Failure::Script { path: Some("game.vigie".into()), error: ScriptError::Io("full".into()) },
        ];
        let warnings = vec![
            Warning::SettingsUnreadable { path: p(), reason: "not TOML".into(), aside: Some(p()) },
            Warning::SettingsUnreadable { path: p(), reason: "not TOML".into(), aside: None },
            Warning::SettingsNotNumbers { path: p(), keys: vec!["speech.rate"] },
            Warning::MapUnreadable { file: "keys.toml".into(), reason: "not TOML".into() },
            Warning::Kept { file: "keys.toml".into(), actions: vec!["choose"], buttons: false },
            Warning::Kept { file: "pad.toml".into(), actions: vec!["choose"], buttons: true },
            Warning::Notice { words: "Speech is not available.".into(), reason: "no daemon".into() },
        ];
        (failures, warnings)
    }

    #[test]
    fn every_failure_and_warning_is_said_in_both_languages() {
        let (failures, warnings) = samples();
        let words: Vec<Words> = failures
            .iter()
            .filter_map(|f| f.words().map(|(_, w)| w))
            .chain(warnings.iter().map(Warning::words))
            .collect();
        for lang in Lang::ALL {
            let report = Report::new(Some(lang));
            for w in &words {
                let Words::Message { id, .. } = w else { continue };
                let text = report.text(w);
                assert!(
                    !text.contains(id.as_str()) && !text.contains('{') && !text.contains("err-cli"),
                    "{lang} {id}: {text}"
                );
            }
        }
    }

    #[test]
    fn english_words_are_those_the_tests_and_scripts_read() {
        let report = Report::new(Some(Lang::En));
        let said = |f: Failure| report.text(&f.words().unwrap().1);
        assert_eq!(said(Failure::NotANumber("--volume")), "--volume must be a number");
        let bad = ScriptError::Bad { line: 6, reason: "no die shows 6".into() };
        assert_eq!(said(Failure::Script { path: None, error: bad }), "standard input: line 6: no die shows 6");
        let failed = ScriptError::Failed { line: 5, reason: "the badge holder is Red, not Blue".into() };
        assert_eq!(
            said(Failure::Script { path: Some("a.vigie".into()), error: failed }),
            "a.vigie: line 5: expectation failed: the badge holder is Red, not Blue"
        );
        assert_eq!(report.text(&Warning::Store(store_error()).words()), store_error().to_string());
    }
}
