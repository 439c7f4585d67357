//! The announcer: engine events, pending decisions and errors turned into words (French or
//! English, from `locales/`) and sound cues.
//!
//! No sentence is built here: each message is a Fluent pattern whose arguments are names,
//! numbers, and words that are themselves looked up in the locale (a character's role, a
//! location's name, a list of players). Each message spells its own elisions and contractions
//! (`forms`). Fluent's isolation marks are turned off, since the text goes to a speech engine.

mod args;
mod decisions;
mod errors;
mod events;
mod forms;
mod group;
pub mod mall;
mod review;
mod shared_events;
mod voice;
mod votes;

use crate::engine::{Event, EventKind, Pending, RuleError, Seat};
use crate::vocab::{Channel, Earcon, Id, Lang, Message, Verbosity, Weight};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::fmt;

pub use args::{card_id, phase_id, role_id};
pub use events::Said;
pub use review::Review;
pub use voice::{Key, Lockdown, Speaking, Spoken, Voice};

/// A language's locale files, bundled into the binary.
pub fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::En => &[
            ("words.ftl", include_str!("../../locales/en/words.ftl")),
            ("events.ftl", include_str!("../../locales/en/events.ftl")),
            ("prompts.ftl", include_str!("../../locales/en/prompts.ftl")),
            ("errors.ftl", include_str!("../../locales/en/errors.ftl")),
            ("ui.ftl", include_str!("../../locales/en/ui.ftl")),
            ("escape.ftl", include_str!("../../locales/en/escape.ftl")),
            ("phone.ftl", include_str!("../../locales/en/phone.ftl")),
            ("mall.ftl", include_str!("../../locales/en/mall.ftl")),
        ],
        Lang::Fr => &[
            ("words.ftl", include_str!("../../locales/fr/words.ftl")),
            ("events.ftl", include_str!("../../locales/fr/events.ftl")),
            ("prompts.ftl", include_str!("../../locales/fr/prompts.ftl")),
            ("errors.ftl", include_str!("../../locales/fr/errors.ftl")),
            ("ui.ftl", include_str!("../../locales/fr/ui.ftl")),
            ("escape.ftl", include_str!("../../locales/fr/escape.ftl")),
            ("phone.ftl", include_str!("../../locales/fr/phone.ftl")),
            ("mall.ftl", include_str!("../../locales/fr/mall.ftl")),
        ],
    }
}

/// Why the locales could not be loaded (a broken `.ftl` file).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("locale {lang}, {file}: {reason}")]
pub struct LocaleError {
    pub lang: Lang,
    pub file: &'static str,
    pub reason: String,
}

struct Locale {
    bundle: FluentBundle<FluentResource>,
}

impl Locale {
    fn load(lang: Lang) -> Result<Locale, LocaleError> {
        let id = lang.code().parse().map_err(|_| LocaleError { lang, file: "-", reason: "bad language id".into() })?;
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        forms::register(&mut bundle).map_err(|reason| LocaleError { lang, file: "-", reason })?;
        for (file, text) in sources(lang) {
            let res = FluentResource::try_new((*text).to_owned()).map_err(|(_, errs)| LocaleError {
                lang,
                file,
                reason: format!("{errs:?}"),
            })?;
            bundle.add_resource(res).map_err(|errs| LocaleError { lang, file, reason: format!("{errs:?}") })?;
        }
        Ok(Locale { bundle })
    }

    fn has(&self, id: Id) -> bool {
        self.bundle.get_message(id.as_str()).and_then(|m| m.value()).is_some()
    }

    fn format(&self, id: Id, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.bundle.get_message(id.as_str())?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors).into_owned();
        errors.is_empty().then_some(text)
    }

    /// One of a message's attributes (a form of a word: `.de`), when the locale writes it.
    fn format_attribute(&self, id: Id, attribute: &str, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.bundle.get_message(id.as_str())?.get_attribute(attribute)?.value();
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors).into_owned();
        errors.is_empty().then_some(text)
    }
}

/// Turns what happens into messages in the table's language.
pub struct Announcer {
    /// Both languages' locales, shared with the announcers of other languages made from this
    /// one ([`Announcer::in_lang`]).
    locales: std::rc::Rc<[Locale; 2]>,
    lang: Lang,
    names: Vec<String>,
    /// Whether the table rolls real dice (learnt from the game's start, or set on resume):
    /// the box and its dice are spoken of differently when Vigie rolls them.
    table_dice: std::cell::Cell<bool>,
    /// Whether each player enters their own ballots and destinations in secret (the interface's
    /// choice): otherwise the table shows them and the operator enters them.
    secret_entry: std::cell::Cell<bool>,
}

impl Announcer {
    /// An announcer for these players' names (by seat), speaking `lang`.
    pub fn new(lang: Lang, names: Vec<String>) -> Result<Announcer, LocaleError> {
        Ok(Announcer {
            locales: std::rc::Rc::new([Locale::load(Lang::En)?, Locale::load(Lang::Fr)?]),
            lang,
            names,
            table_dice: std::cell::Cell::new(true),
            secret_entry: std::cell::Cell::new(false),
        })
    }

    /// The language spoken now.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The same announcer in another language: the same players, dice and secret entry, the
    /// locales shared. A seat's phone that reads another language than the table's is worded by
    /// it, from the same events or message, never from the table's text.
    pub fn in_lang(&self, lang: Lang) -> Announcer {
        Announcer {
            locales: std::rc::Rc::clone(&self.locales),
            lang,
            names: self.names.clone(),
            table_dice: self.table_dice.clone(),
            secret_entry: self.secret_entry.clone(),
        }
    }

    /// Switches the language, even mid-game.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn locale(&self) -> &Locale {
        &self.locales[self.lang.index()]
    }

    /// Who rolls the dice in the game being told (a game's start event also says it).
    pub fn set_table_dice(&self, table: bool) {
        self.table_dice.set(table);
    }

    /// How ballots and destinations are entered: each player in secret, or by the operator from
    /// what the table showed.
    pub fn set_secret_entry(&self, secret: bool) {
        self.secret_entry.set(secret);
    }

    /// True when each player enters their ballots and destinations in secret.
    pub fn secret_entry(&self) -> bool {
        self.secret_entry.get()
    }

    /// True when the table rolls real dice.
    pub fn table_dice(&self) -> bool {
        self.table_dice.get()
    }

    /// The players' names, by seat (once they are known, at set-up).
    pub fn set_names(&mut self, names: Vec<String>) {
        self.names = names;
    }

    /// The players' names, by seat.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// A message in a given language, whatever the language spoken now (a language's own name).
    pub fn text_in(&self, lang: Lang, id: Id) -> String {
        self.locales[lang.index()].format(id, None).unwrap_or_else(|| id.as_str().to_owned())
    }

    /// A message of the locale; a missing message gives its id (a test makes sure none is missing).
    pub fn text(&self, id: Id, args: Option<&FluentArgs>) -> String {
        self.locale().format(id, args).unwrap_or_else(|| id.as_str().to_owned())
    }

    /// A word of the locale as an argument, with the forms the locale gives it (see [`forms`]).
    fn word(&self, id: Id, args: Option<&FluentArgs>) -> FluentValue<'static> {
        let text = self.text(id, args);
        let de = self.locale().format_attribute(id, "de", args);
        let a = self.locale().format_attribute(id, "a", args);
        FluentValue::Custom(Box::new(forms::Word { text, de, a }))
    }

    fn opt_text(&self, id: Id, args: Option<&FluentArgs>) -> Option<String> {
        self.locale().format(id, args)
    }

    /// A player's name.
    pub fn name(&self, s: Seat) -> String {
        self.names.get(s.index()).cloned().unwrap_or_else(|| s.number().to_string())
    }

    /// Words joined as a list ("Red, Blue and Green").
    pub fn list(&self, items: &[String]) -> String {
        self.join(items, Id::ListLast)
    }

    /// Choices joined as a list ("Red, Blue or Green").
    pub fn list_or(&self, items: &[String]) -> String {
        self.join(items, Id::ListLastOr)
    }

    fn join(&self, items: &[String], last_id: Id) -> String {
        match items {
            [] => self.text(Id::ListNone, None),
            [one] => one.clone(),
            [head @ .., last] => {
                let sep = self.text(Id::ListSeparator, None);
                let mut a = FluentArgs::new();
                a.set("head", head.join(&sep));
                a.set("last", last.clone());
                self.text(last_id, Some(&a))
            }
        }
    }

    /// A key's name, as said ("Control Z", "F1", "up arrow").
    pub fn key_words(&self, k: crate::input::Key) -> String {
        use crate::input::KeyCode as C;
        let mut a = FluentArgs::new();
        let base = match k.code {
            C::Up => self.text(Id::KeyUp, None),
            C::Down => self.text(Id::KeyDown, None),
            C::Left => self.text(Id::KeyLeft, None),
            C::Right => self.text(Id::KeyRight, None),
            C::Home => self.text(Id::KeyHome, None),
            C::End => self.text(Id::KeyEnd, None),
            C::PageUp => self.text(Id::KeyPageUp, None),
            C::PageDown => self.text(Id::KeyPageDown, None),
            C::Enter => self.text(Id::KeyEnter, None),
            C::Escape => self.text(Id::KeyEscape, None),
            C::Tab => self.text(Id::KeyTab, None),
            C::Backspace => self.text(Id::KeyBackspace, None),
            C::Space => self.text(Id::KeySpace, None),
            C::F(n) => {
                a.set("number", Announcer::num(n));
                self.text(Id::KeyFunction, Some(&a))
            }
            C::Char('?') => self.text(Id::KeyQuestionMark, None),
            C::Char(c) => {
                a.set("char", c.to_ascii_uppercase().to_string());
                self.text(Id::KeyChar, Some(&a))
            }
        };
        let with = |id: Id, key: String| {
            let mut a = FluentArgs::new();
            a.set("key", key);
            self.text(id, Some(&a))
        };
        match (k.ctrl, k.alt) {
            (true, true) => with(Id::KeyWithCtrl, with(Id::KeyWithAlt, base)),
            (true, false) => with(Id::KeyWithCtrl, base),
            (false, true) => with(Id::KeyWithAlt, base),
            (false, false) => base,
        }
    }

    /// The spoken help: one line per action, with its keys, from the key map in force.
    pub fn help(&self, map: &crate::input::KeyMap) -> Vec<String> {
        self.help_for(map, None, &crate::input::Action::ALL)
    }

    /// The spoken help for some actions only (those that work where the user is), with the
    /// gamepad's buttons when a map is given (once a gamepad has been seen).
    pub fn help_for(
        &self,
        map: &crate::input::KeyMap,
        pads: Option<&crate::input::PadMap>,
        actions: &[crate::input::Action],
    ) -> Vec<String> {
        self.help_in_words(map, pads, actions, crate::input::Action::help_id)
    }

    /// The same, each action said as `said` words it (a ruleset's own words for its reviews).
    pub fn help_in_words(
        &self,
        map: &crate::input::KeyMap,
        pads: Option<&crate::input::PadMap>,
        actions: &[crate::input::Action],
        said: impl Fn(crate::input::Action) -> Id,
    ) -> Vec<String> {
        actions
            .iter()
            .filter_map(|&action| {
                let mut words: Vec<String> = map.keys(action).into_iter().map(|k| self.key_words(k)).collect();
                if let Some(p) = pads {
                    words.extend(p.buttons(action).into_iter().map(|b| self.button_words(b)));
                }
                if words.is_empty() {
                    return None;
                }
                let mut a = FluentArgs::new();
                a.set("keys", self.list_or(&words));
                a.set("action", self.text(said(action), None));
                Some(self.text(Id::HelpLine, Some(&a)))
            })
            .collect()
    }

    /// A gamepad button in words: "the bottom button (A, cross)".
    pub fn button_words(&self, b: crate::input::Button) -> String {
        self.text(b.words_id(), None)
    }

    /// A decision in words, as the table may hear it (what a secret ballot or destination
    /// chose is left out): "Blue's vote", "the Walkie-talkie played by Red".
    pub fn decision(&self, cmd: &crate::engine::Command) -> String {
        self.lockdown().decision(cmd)
    }

    /// The card reader: a card's name, its tactile code, what it does and when it can be played.
    pub fn card_description(&self, c: crate::engine::CardKind) -> String {
        let mut a = FluentArgs::new();
        a.set("card", self.text(args::card_id(c), None));
        a.set("sticker", self.sticker_words(c));
        a.set("about", self.text(args::card_about_id(c), None));
        self.text(Id::CardDescription, Some(&a))
    }

    /// The message for an event, with its weight.
    pub fn event(&self, e: &Event) -> (Message, Weight) {
        self.lockdown().event(e)
    }

    /// The messages to say for these events at a verbosity. Steps that belong together are said
    /// as one message: the monsters arriving in a row (a total per location), a player's roll
    /// with what they must place.
    pub fn events(&self, events: &[Event], verbosity: Verbosity) -> Vec<Message> {
        self.lockdown().events(events, verbosity)
    }

    /// The prompt for the decision pending: who decides and what the options are.
    pub fn prompt(&self, p: &Pending) -> Message {
        self.lockdown().prompt(p)
    }

    /// The prompt, when the table has chosen who among those waiting decides now (a ballot or a
    /// destination: `next`; otherwise the first of them in seat order); `whole`: said as to the
    /// first of them, naming the vote (after a resume, nothing before it said which vote).
    pub fn prompt_for(&self, p: &Pending, next: Option<Seat>, whole: bool) -> Message {
        self.lockdown().prompt_for(p, next, whole)
    }

    /// The message for a refused command.
    pub fn error(&self, e: &RuleError) -> Message {
        self.lockdown().error(e)
    }

    /// The message that tells the user about an output (speech lost or back, no audio device).
    pub fn notice(&self, n: &crate::vocab::Notice) -> Message {
        let mut args = FluentArgs::new();
        if let Some(name) = n.name() {
            args.set("name", name.to_owned());
        }
        Message {
            channel: Channel::Table,
            text: self.text(n.id(), n.name().map(|_| &args)),
            detail: None,
            earcon: n.is_problem().then_some(Earcon::Error),
            id: Some(n.id()),
        }
    }

    /// True when the current locale has this message.
    pub fn has(&self, id: Id) -> bool {
        self.locale().has(id)
    }

    /// A number as an argument.
    pub fn num(n: impl Into<f64>) -> FluentValue<'static> {
        FluentValue::from(n.into())
    }
}

impl fmt::Debug for Announcer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Announcer").field("lang", &self.lang).field("names", &self.names).finish()
    }
}

/// The rulesets the announcer speaks of where a game's rules are not known (a save's refusal,
/// a ruleset's name): one line a ruleset.
const SPOKEN: &[Speaks] = &[
    Speaks::of::<crate::engine::Game>(Id::RulesetLockdown),
    Speaks::of::<crate::engine::mall::Game>(Id::RulesetMallOfHorror),
];

/// What the announcer says of one ruleset, its rules out of sight.
struct Speaks {
    /// [`crate::engine::Rules::NAME`].
    name: &'static str,
    /// Its name in words.
    title: Id,
    /// A refusal in its words, when it is one of its rules'.
    refusal: fn(&Announcer, &crate::store::Refusal) -> Option<String>,
}

impl Speaks {
    const fn of<R: Spoken>(title: Id) -> Speaks {
        Speaks { name: R::NAME, title, refusal: |an, e| e.of::<R::Error>().map(|e| an.voice::<R>().error(e).text) }
    }
}

/// The event kinds, one example of each, for tests and the locale lint.
pub fn sample_events() -> Vec<EventKind> {
    events::samples()
}
