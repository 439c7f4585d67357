//! Saying things: every message goes to the router; the table's news since the last decision is kept, and what a key cut is said again.

use super::*;

/// Whether a message goes to the history of what was said.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Keep {
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

    /// True once after news was cut and not heard: a decision reminds the table of it first.
    pub(super) fn remind(&mut self) -> bool {
        let remind = self.unheard() > 0 && !self.reminded;
        self.reminded |= remind;
        remind
    }
}

impl App {
    /// Outputs' notices (speech lost or back, no audio device): said once each. The voices
    /// the speech engine found are kept as soon as they are known.
    pub fn poll_notices(&mut self) {
        for n in self.out.take_notices() {
            let m = self.an.notice(&n);
            self.say(m, Keep::Yes);
        }
        let problems = self.out.take_private_problems();
        self.run(secrets::problems(self, problems));
        self.keep_voices();
    }

    pub(super) fn t(&self, id: Id) -> String {
        self.an.text(id, None)
    }

    pub(super) fn ta(&self, id: Id, args: &[(&str, String)]) -> String {
        let mut a = FluentArgs::new();
        for (k, v) in args {
            a.set(*k, v.clone());
        }
        self.an.text(id, Some(&a))
    }

    pub(super) fn tn(&self, id: Id, args: &[(&str, f64)]) -> String {
        let mut a = FluentArgs::new();
        for (k, v) in args {
            a.set(*k, Announcer::num(*v));
        }
        self.an.text(id, Some(&a))
    }

    pub(super) fn say(&mut self, m: Message, keep: Keep) {
        self.say_also(m, None, keep);
    }

    /// Says a message, `also` the same worded in another language (from the same events): a
    /// secret for a phone whose page chose that language is told in it, and the phones' news
    /// is in it for those pages.
    pub(super) fn say_also(&mut self, m: Message, also: screen::Also, keep: Keep) {
        if let Channel::Private(seat) = m.channel {
            let m = match also {
                Some(also) if also.1.channel == m.channel && self.phone_lang(seat) == Some(also.0) => also.1,
                _ => m,
            };
            // A secret: the router gives it to its player's channel only; the history and the
            // repeat key never hold it.
            let text = m.spoken(self.settings.verbosity);
            let marked = self.rules().map(|r| r.marked());
            let (dice_shown, destination) = (marked.and_then(|m| m[1]), marked.and_then(|m| m[2]));
            // Kept to hear again with the secret key.
            if let Some(s) = self.session.as_mut() {
                let at = s.play.decisions();
                s.remember(seat, text.clone(), at);
            }
            // One's own destination: they chose it on their channel, or showed it to the table:
            // not told again (a headset hand-over saved). Another secret is told through the
            // player's channel at once (headphones) or once they are ready (headset, screen).
            if m.id.is_none() || m.id != destination {
                // The dice a secret tells, from what this seat may know: a phone vibrates them.
                let dice = (m.id.is_some() && m.id == dice_shown)
                    .then(|| self.session.as_ref().and_then(|s| s.dice_seen_by(seat)))
                    .flatten()
                    .map(|d| d.faces().to_vec());
                self.run(vec![Effect::Private { seat, text, dice, again: false }]);
            }
            return;
        }
        let seq = self.give(&m);
        if keep != Keep::Echo {
            self.shown = m.text.clone();
        }
        if keep == Keep::Prompt {
            self.last = Some(m);
        } else if matches!(keep, Keep::Yes | Keep::Aside) {
            let (turn, phase) = if self.session.is_some() { self.when } else { (0, None) };
            self.said.push(turn, phase, &m);
            if self.session.is_some() {
                // The game's news, for every seat's phone too.
                let when = crate::phone::When { turn, phase: phase.map_or(0, |p| p.number()) };
                self.out.news(&m, also.as_deref(), when);
            }
            if keep == Keep::Yes {
                if self.session.is_some() {
                    self.news.push(seq, m.clone());
                }
                self.last = Some(m);
            }
        }
    }

    /// Gives a table message to the table's outputs and the text log; returns its number.
    pub(super) fn give(&mut self, m: &Message) -> u64 {
        let text = m.spoken(self.settings.verbosity);
        match self.out.send(m, &text, &[]) {
            Delivered::Table(seq) => seq,
            _ => self.out.sent(),
        }
    }

    /// Stops speech because the user acted. The game's messages it cut are kept to be said
    /// again; returns how many of them were cut now.
    pub(super) fn interrupt(&mut self) -> usize {
        let cut = self.stop_speech() as u64;
        if cut == 0 {
            return 0;
        }
        let first_cut = self.out.sent().saturating_sub(cut) + 1;
        let lines = self.news.cut(first_cut);
        for line in &lines {
            self.out.log_line(line);
        }
        lines.len()
    }

    /// Says that some of the game's messages were not heard, and the key that says them.
    pub(super) fn say_unheard_notice(&mut self) {
        let count = self.news.unheard();
        if count == 0 {
            return;
        }
        let key = self.keys.keys(Action::Repeat).first().map(|k| self.an.key_words(*k)).unwrap_or_default();
        let mut a = FluentArgs::new();
        a.set("count", Announcer::num(count as f64));
        a.set("key", key);
        let text = self.an.text(Id::UiNotHeard, Some(&a));
        self.say_text(text, None, Keep::No);
    }

    /// Says again, in order, the game's messages that a key cut since the last decision.
    pub(super) fn say_unheard(&mut self) {
        let again: Vec<(usize, Message)> = (self.news.told.iter().enumerate())
            .filter(|(_, t)| !t.heard)
            .map(|(i, t)| (i, t.message.clone()))
            .collect();
        for (i, m) in again {
            let seq = self.give(&m);
            if let Some(t) = self.news.told.get_mut(i) {
                t.seq = seq;
                t.heard = true;
            }
        }
    }

    pub(super) fn say_text(&mut self, text: String, earcon: Option<Earcon>, keep: Keep) {
        let m = Message { channel: Channel::Table, text, detail: None, earcon, id: None };
        self.say(m, keep);
    }

    pub(super) fn say_error(&mut self, text: String) {
        self.say_text(text, Some(Earcon::Error), Keep::Yes);
    }

    /// A wrong key: said with the error cue, not kept in the history of the game.
    pub(super) fn say_key_error(&mut self, text: String) {
        self.say_text(text, Some(Earcon::Error), Keep::No);
    }

    /// Stops what the outputs are saying; returns how many of the last messages were cut.
    pub(super) fn stop_speech(&mut self) -> usize {
        self.out.stop()
    }

    /// Says the item in focus with its position ("Blue, 2 of 4").
    pub(super) fn say_focus(&mut self) {
        let Some(secret) = self.stack.last().map(|t| t.secret_for) else { return };
        let Some(text) = focus_words(self) else { return };
        match secret {
            Some(seat) => self.echo_privately(seat, text),
            None => self.say_text(text, None, Keep::Echo),
        }
    }

    /// Says the screen now on top again (after going back).
    pub(super) fn say_top(&mut self) {
        if let Some(top) = self.stack.last() {
            let t = top.title.clone();
            match top.secret_for {
                Some(seat) => {
                    let words = question_and_focus(self, t);
                    self.echo_privately(seat, words);
                }
                None if matches!(top.kind, Kind::NameEntry(_)) => {
                    // Back in a name being typed: what is typed so far, not the gamepad's letters
                    // (said only to a gamepad, as when the entry opened).
                    let so_far = top.field.clone().filter(|f| !f.trim().is_empty());
                    let text = match so_far {
                        Some(name) => format!("{t} {}", self.ta(Id::UiNameSoFar, &[("name", name)])),
                        None => t,
                    };
                    self.say_text(text, None, Keep::No);
                    if self.pads.seen_map().is_some() {
                        self.say_focus();
                    }
                }
                None => {
                    self.say_text(t, None, Keep::No);
                    self.say_focus();
                }
            }
        } else {
            self.open_main();
        }
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
