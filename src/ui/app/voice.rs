//! Saying things: every message goes to the router; the table's news since the last decision is kept, and what a key cut is said again.

use super::*;

/// Whether a message goes to the history of what was said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// Events, prompts, answers: kept, and repeated by the repeat key.
    Yes,
    /// Help lines, reviews, answers to keys: said, not kept.
    No,
    /// The item in focus: said, not kept, and not shown as the last thing said (the menu shows it).
    Echo,
    /// News from outside the game (a gamepad came or went): kept in the history, but the repeat
    /// key still repeats the game's last message.
    Aside,
    /// A menu's question (the pause menu, the settings, a card's options left unplayed): the
    /// repeat key says it again, the history does not keep it.
    Prompt,
}

/// A message the table was given since the last decision, and whether it was heard.
#[derive(Clone, Debug)]
pub(super) struct Told {
    /// Its number among the messages given to the table's outputs.
    pub(super) seq: u64,
    pub(super) message: Message,
    /// False once a key cut it (or it never began) and it has not been said again since.
    pub(super) heard: bool,
}

/// The game's messages since the last decision (what happened, what to do on the board, the
/// question): what a key may cut, and the repeat key says again.
#[derive(Debug, Default)]
pub(super) struct News {
    told: Vec<Told>,
    /// The table was reminded, before a decision, of what a key cut and nobody heard.
    reminded: bool,
    /// Notices said once in a run (why no headphones are offered), by their message.
    once: Vec<Id>,
}

impl News {
    /// True the first time `id` is asked about: a notice to say once.
    pub(super) fn first_time(&mut self, id: Id) -> bool {
        let first = !self.once.contains(&id);
        if first {
            self.once.push(id);
        }
        first
    }

    /// A decision was made, undone or redone: what follows is new.
    pub(super) fn clear(&mut self) {
        self.told.clear();
    }

    fn push(&mut self, seq: u64, message: Message) {
        self.told.push(Told { seq, message, heard: true });
    }

    /// The messages given from number `first_cut` on were cut: unheard until said again. Their
    /// lines for the log.
    fn cut(&mut self, first_cut: u64) -> Vec<String> {
        let mut lines = Vec::new();
        for told in self.told.iter_mut().filter(|t| t.heard && t.seq >= first_cut) {
            told.heard = false;
            lines.push(format!("# not heard: {}", told.message.text));
        }
        if !lines.is_empty() {
            // News newly cut: a decision will remind of it again (cutting the reminder does not).
            self.reminded = false;
        }
        lines
    }

    /// How many messages a key cut and nobody heard since.
    pub(super) fn unheard(&self) -> usize {
        self.told.iter().filter(|t| !t.heard).count()
    }

    /// True after news was cut and not heard, until the table is reminded of it: a decision
    /// reminds the table of it first.
    pub(super) fn due(&self) -> bool {
        self.unheard() > 0 && !self.reminded
    }

    /// The table was reminded of what a key cut.
    pub(super) fn reminded(&mut self) {
        self.reminded = true;
    }
}

/// The table's voice: what was said (the history), the last thing said (for the repeat key and
/// the screen), the game's news since the last decision, the moment of the game the words said
/// now belong to, and the player last told a secret. It is given the router to say things; the
/// coordinator lends both to it ([`App::say_also`]).
pub(super) struct Speaker {
    /// The messages kept for the history review.
    pub(super) said: MessageLog,
    /// What the repeat key says again.
    pub(super) last: Option<Message>,
    /// The game's messages since the last decision (what happened, what to do on the board, the
    /// question): what a key may cut, and the repeat key says again.
    pub(super) news: News,
    /// The last thing said to the table, as the screen shows it (the item in focus aside).
    pub(super) shown: String,
    /// The moment of the game the words said now belong to (for the history).
    pub(super) when: Moment,
    /// The player last told a secret (a private voice's later problem is theirs).
    pub(super) last_private: Option<Seat>,
}

impl Speaker {
    pub(super) fn new() -> Speaker {
        Speaker {
            said: MessageLog::new(),
            last: None,
            news: News::default(),
            shown: String::new(),
            when: (0, None),
            last_private: None,
        }
    }

    /// Says a table message (`also`: the same worded in another language, for the phones'
    /// news), kept as `keep` says; `in_game`: a game is in progress (its news, for the phones).
    pub(super) fn table(
        &mut self,
        out: &mut Router,
        m: Message,
        also: &screen::Also,
        keep: Keep,
        verbosity: Verbosity,
        in_game: bool,
    ) {
        let seq = give(out, &m, verbosity);
        if keep != Keep::Echo {
            self.shown = m.text.clone();
        }
        if keep == Keep::Prompt {
            self.last = Some(m);
        } else if matches!(keep, Keep::Yes | Keep::Aside) {
            let (turn, phase) = if in_game { self.when } else { (0, None) };
            self.said.push(turn, phase, &m);
            if in_game {
                // The game's news, for every seat's phone too.
                let when = crate::phone::When { turn, phase: phase.map_or(0, |p| p.number()) };
                out.news(&m, also.as_deref(), when);
            }
            if keep == Keep::Yes {
                if in_game {
                    self.news.push(seq, m.clone());
                }
                self.last = Some(m);
            }
        }
    }

    /// Stops speech because the user acted. The game's messages it cut are kept to be said
    /// again; returns how many of them were cut now.
    pub(super) fn interrupt(&mut self, out: &mut Router) -> usize {
        let cut = out.stop() as u64;
        if cut == 0 {
            return 0;
        }
        let first_cut = out.sent().saturating_sub(cut) + 1;
        let lines = self.news.cut(first_cut);
        for line in &lines {
            out.log_line(line);
        }
        lines.len()
    }

    /// Says again, in order, the game's messages that a key cut since the last decision.
    pub(super) fn unheard(&mut self, out: &mut Router, verbosity: Verbosity) {
        let again: Vec<(usize, Message)> = (self.news.told.iter().enumerate())
            .filter(|(_, t)| !t.heard)
            .map(|(i, t)| (i, t.message.clone()))
            .collect();
        for (i, m) in again {
            let seq = give(out, &m, verbosity);
            if let Some(t) = self.news.told.get_mut(i) {
                t.seq = seq;
                t.heard = true;
            }
        }
    }
}

/// Gives a table message to the table's outputs and the text log; returns its number.
fn give(out: &mut Router, m: &Message, verbosity: Verbosity) -> u64 {
    let text = m.spoken(verbosity);
    match out.send(m, &text, &[]) {
        Delivered::Table(seq) => seq,
        _ => out.sent(),
    }
}

/// A message of the locales with these arguments, in `an`'s language.
pub(super) fn ta(an: &Announcer, id: Id, args: &[(&str, String)]) -> String {
    let mut a = FluentArgs::new();
    for (k, v) in args {
        a.set(*k, v.clone());
    }
    an.text(id, Some(&a))
}

/// A table message from `words`, in the table's language; `also` the same in the other
/// language, when phones run in a game (a page may read it; players named by a colour are
/// called by it in that language).
pub(super) fn worded(cx: &App, words: &screen::Words, earcon: Option<Earcon>, keep: Keep) -> Effect {
    let message = |text| Message { channel: Channel::Table, text, detail: None, earcon, id: None };
    // (Words that come to nothing in the other language are no news there.)
    let also = other_language(cx).map(|(lang, twin)| (lang, words.in_(&twin))).filter(|(_, t)| !t.is_empty());
    let also = also.map(|(lang, text)| Box::new((lang, message(text))));
    Effect::Message(message(words.in_(&cx.an)), also, keep)
}

/// Words of the message `id`, its arguments put by each language's announcer (`args`).
pub(super) fn words_of(id: Id, args: impl Fn(&Announcer) -> Vec<(&'static str, String)> + 'static) -> screen::Words {
    screen::Words::new(move |an| ta(an, id, &args(an)))
}

/// The same, kept as a table message (as [`Effect::Tell`] is).
pub(super) fn tell(id: Id, args: impl Fn(&Announcer) -> Vec<(&'static str, String)> + 'static) -> Effect {
    Effect::Worded(words_of(id, args), None, Keep::Yes)
}

/// The announcer in the language that is not the table's, for the phones' pages that read it:
/// only while phones follow a game.
pub(super) fn other_language(cx: &App) -> Option<(Lang, Announcer)> {
    let s = cx.session.as_ref().filter(|_| cx.out.phones().is_some())?;
    let lang = Lang::ALL.into_iter().find(|l| *l != cx.an.lang())?;
    Some((lang, super::setup::announcer_in(&cx.an, lang, &s.table.colours)))
}

/// The same with numbers for arguments.
pub(super) fn tn(an: &Announcer, id: Id, args: &[(&str, f64)]) -> String {
    let mut a = FluentArgs::new();
    for (k, v) in args {
        a.set(*k, Announcer::num(*v));
    }
    an.text(id, Some(&a))
}

/// The outputs' notices (speech lost or back, no audio device), each said once and kept.
pub(super) fn notices(cx: &App, notices: Vec<crate::vocab::Notice>) -> Vec<Effect> {
    let other = other_language(cx);
    let also = |n| other.as_ref().map(|(lang, twin)| Box::new((*lang, twin.notice(n))));
    notices.iter().map(|n| Effect::Message(cx.an.notice(n), also(n), Keep::Yes)).collect()
}

/// A secret (`also`: the same worded in another language): the router gives it to its
/// player's channel only; the history and the repeat key never hold it. Kept in the session
/// to hear again with the secret key.
pub(super) fn private(cx: &App, seat: Seat, m: Message, also: screen::Also) -> Vec<Effect> {
    let m = match also {
        Some(also) if also.1.channel == m.channel && super::phones::lang(cx, seat) == Some(also.0) => also.1,
        _ => m,
    };
    let text = m.spoken(cx.settings.verbosity);
    let marked = cx.rules().map(|r| r.marked());
    let (dice_shown, destination) = (marked.and_then(|m| m[1]), marked.and_then(|m| m[2]));
    let mut effects = vec![Effect::Remember(seat, text.clone())];
    // One's own destination: they chose it on their channel, or showed it to the table: not
    // told again (a headset hand-over saved). Another secret is told through the player's
    // channel at once (headphones) or once they are ready (headset, screen).
    if m.id.is_none() || m.id != destination {
        // The dice a secret tells, from what this seat may know: a phone vibrates them.
        let dice = (m.id.is_some() && m.id == dice_shown)
            .then(|| cx.session.as_ref().and_then(|s| s.dice_seen_by(seat)))
            .flatten()
            .map(|d| d.faces().to_vec());
        effects.push(Effect::Private { seat, text, dice, again: false });
    }
    effects
}

/// That some of the game's messages were not heard, and the key that says them.
pub(super) fn unheard_notice(cx: &App) -> Vec<Effect> {
    let count = cx.voice.news.unheard();
    if count == 0 {
        return Vec::new();
    }
    let mut a = FluentArgs::new();
    a.set("count", Announcer::num(count as f64));
    a.set("key", key_name(cx, Action::Repeat));
    vec![Effect::Say(cx.an.text(Id::UiNotHeard, Some(&a)))]
}

/// A screen just opened, on top: its question, then the item in focus (`continuing`: a further
/// step of the same player's secret choice, which the table already knows of).
pub(super) fn opened(cx: &App, continuing: bool) -> Vec<Effect> {
    let Some(top) = cx.stack.last() else { return Vec::new() };
    let entry = matches!(top.kind, Kind::NameEntry(_));
    let words = || if entry { top.title.clone() } else { question_and_focus(cx, top.title.clone()) };
    match top.secret_for {
        Some(seat) if continuing => vec![Effect::Echo(Some(seat), words())],
        Some(seat) => {
            // The table hears who is choosing; its player hears the question.
            let text = cx.ta(Id::UiChoosingInSecret, &[("player", cx.name(seat))]);
            vec![Effect::Speak(text, Some(Earcon::PrivateWaiting), Keep::No), Effect::Echo(Some(seat), words())]
        }
        None if entry => vec![Effect::Speak(top.title.clone(), None, kept(top.kind))],
        None => std::iter::once(title(top)).chain(focus(cx)).collect(),
    }
}

/// A screen's question for the table, with its words in the other language when the screen
/// was made in it too (the phones' news of the pages that read it).
fn title(top: &Screen) -> Effect {
    let message = |text| Message { channel: Channel::Table, text, detail: None, earcon: None, id: None };
    let also = top.title_also.as_deref().map(|(lang, text)| Box::new((*lang, message(text.clone()))));
    Effect::Message(message(top.title.clone()), also, kept(top.kind))
}

/// The item in focus with its position ("Blue, 2 of 4"): to the table, or to the player of a
/// secret choice.
pub(super) fn focus(cx: &App) -> Vec<Effect> {
    let Some(secret) = cx.stack.last().map(|t| t.secret_for) else { return Vec::new() };
    focus_words(cx).map(|text| Effect::Echo(secret, text)).into_iter().collect()
}

/// The screen now on top again (after going back).
pub(super) fn top(cx: &App) -> Vec<Effect> {
    let Some(top) = cx.stack.last() else { return vec![Effect::OpenMain] };
    let t = top.title.clone();
    match top.secret_for {
        Some(seat) => vec![Effect::Echo(Some(seat), question_and_focus(cx, t))],
        None if matches!(top.kind, Kind::NameEntry(_)) => {
            // Back in a name being typed: what is typed so far, not the gamepad's letters (said
            // only to a gamepad, as when the entry opened).
            let so_far = top.field.clone().filter(|f| !f.trim().is_empty());
            let text = match so_far {
                Some(name) => format!("{t} {}", cx.ta(Id::UiNameSoFar, &[("name", name)])),
                None => t,
            };
            let mut effects = vec![Effect::Say(text)];
            if cx.pads.seen_map().is_some() {
                effects.extend(focus(cx));
            }
            effects
        }
        None => std::iter::once(Effect::Say(t)).chain(focus(cx)).collect(),
    }
}

/// Whether a screen's question goes to the history: what the game asks and the hand-overs are
/// the table's news, and the set-up's questions; menus are not (the repeat key still says them).
pub(super) fn kept(kind: Kind) -> Keep {
    match kind {
        Kind::Info | Kind::Confirm => Keep::No,
        // What the game asks and the hand-overs are the table's news; menus are not.
        Kind::Game | Kind::Handover(_) | Kind::Peek(_) | Kind::PassOn(_) | Kind::SecretShown(_) => Keep::Yes,
        Kind::SetupLang
        | Kind::SetupPlayers
        | Kind::SetupName(_)
        | Kind::NameEntry(_)
        | Kind::SetupYoungest
        | Kind::SetupOldest
        | Kind::SetupBoard
        | Kind::SetupSpots { .. }
        | Kind::SetupDice
        | Kind::SetupOptions => Keep::Yes,
        Kind::Main
        | Kind::Pause
        | Kind::GameSub
        | Kind::Settings
        | Kind::SettingValues
        | Kind::Cards
        | Kind::Letters
        | Kind::Channels
        | Kind::ChannelPick(_)
        | Kind::Pads
        | Kind::PadOwner
        | Kind::Commands
        | Kind::Phones => Keep::Prompt,
    }
}

/// The item in focus with its position ("Blue, 2 of 4").
fn focus_words(cx: &App) -> Option<String> {
    let top = cx.stack.last()?;
    let item = top.menu.focused()?;
    // A label may be a sentence: its full stop would come before the position.
    let label = item.label.trim_end_matches('.').to_owned();
    Some(if cx.settings.verbosity == Verbosity::Brief {
        label
    } else {
        let mut a = FluentArgs::new();
        a.set("label", label);
        a.set("position", Announcer::num((top.menu.focus() + 1) as f64));
        a.set("count", Announcer::num(top.menu.len() as f64));
        cx.an.text(Id::UiItemPosition, Some(&a))
    })
}

/// A secret screen's question with the item in focus, as one message: the private voice cuts
/// a menu's words with the next ones, so the question said alone would be cut at once.
pub(super) fn question_and_focus(cx: &App, title: String) -> String {
    match focus_words(cx) {
        Some(f) => format!("{title} {f}"),
        None => title,
    }
}

/// The first key of an action, in words.
pub(super) fn key_name(cx: &App, a: Action) -> String {
    cx.keys.keys(a).first().map(|k| cx.an.key_words(*k)).unwrap_or_default()
}
