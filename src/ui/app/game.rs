//! The game: the question the game waits for, its decisions, undo and redo, and what the table hears of each.

use super::*;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum GamePick {
    /// Apply this decision.
    Do(Decision),
    /// Ask to confirm, then apply.
    Confirm(Decision, String),
    /// One face of a real die.
    Face(u8),
    /// The player has looked at the real dice under the box.
    Peeked,
}

impl From<GamePick> for Choice {
    fn from(p: GamePick) -> Choice {
        Choice::Game(p)
    }
}

/// A game being played.
pub(super) struct Session {
    /// Its rules at the table.
    pub(super) rules: &'static dyn rulesets::AnyTable,
    pub(super) names: Vec<String>,
    /// The game with its past, in the rules it follows.
    pub(super) play: Played,
    /// Faces of real dice entered so far for the dice asked now.
    pub(super) faces: Vec<u8>,
    /// Private channels, and how secret choices are entered.
    pub(super) table: TableOptions,
    /// Each seat's last secrets, with the turn they came in and the number of decisions made
    /// when they came (an undo drops those of the steps it undid), to hear again.
    pub(super) secrets: Vec<Vec<(u16, usize, String)>>,
    /// The player who has put on the headset or looks at the screen for a secret choice.
    pub(super) ready: Option<Seat>,
    /// With real dice, a player who must look under the box, and what the table hears once
    /// they have.
    pub(super) peek: Option<(Seat, Message)>,
}

impl App {
    /// With real dice, "has seen the dice" (of any ruleset) said by `m` waits until `looker`
    /// says they have looked under the box: kept for then (`None`), or given back.
    pub(super) fn hold_for(&mut self, looker: Option<Seat>, m: Message) -> Option<Message> {
        let dice_seen = self.rules().and_then(|r| r.marked()[0]);
        if m.id.is_none() || m.id != dice_seen || !self.an.table_dice() {
            return Some(m);
        }
        match (looker, self.session.as_mut()) {
            (Some(player), Some(s)) => {
                s.peek = Some((player, m));
                None
            }
            _ => Some(m),
        }
    }

    /// Says what a decision did; `at` is the moment of the game it was made in.
    pub(super) fn say_events_of<R: AtTable>(&mut self, events: &[crate::engine::Told<R::Kind>], at: Moment) {
        self.phones_round();
        if let Some(s) = &self.session {
            self.an.set_secret_entry(s.table.secret_entry);
        }
        for (moment, part) in R::by_moment(events, at) {
            self.when = moment;
            let said = self.an.voice::<R>().events(part, self.settings.verbosity);
            for m in said {
                if let Some(m) = self.hold_for(R::looker(part), m) {
                    self.say(m, Keep::Yes);
                }
            }
        }
        R::after_events(self, events);
    }

    /// A decision made away from the keyboard (on a phone): applied and said, while the screen
    /// in use stays as it is unless it is the game's own question (another player may be
    /// choosing in secret, or the operator in a menu). False when the game refused it.
    pub(super) fn decide_from_afar(&mut self, d: Decision) -> bool {
        let on_question = self.stack.last().is_none_or(|t| t.kind == Kind::Game && t.secret_for.is_none());
        d.apply(self, on_question)
    }

    /// After a decision made on a phone: true when the screen in use was the game's question,
    /// or a player's secret choice the game no longer waits for (it must be asked again); false
    /// for another player's secret choice still open, or a menu (pause, settings, phones).
    fn question_changed_under(&self) -> bool {
        let Some(top) = self.stack.last() else { return true };
        match top.secret_for {
            Some(p) => !self.session.as_ref().is_some_and(|s| s.play.is_secret() && s.play.deciders().contains(p)),
            None => matches!(top.kind, Kind::Game | Kind::GameSub),
        }
    }

    /// Applies a decision of the rules `R` and says what it did; `at_keyboard`: made with the
    /// keys here (the question is asked again, a headset player's turn ends). False when the
    /// game refused it, or follows other rules (a phone's answer to a game since replaced).
    pub(super) fn apply_of<R: AtTable>(&mut self, cmd: R::Command, at_keyboard: bool) -> bool {
        let before = self.waited_for();
        let Some(s) = self.session.as_mut() else { return false };
        let Some(h) = s.play.record_mut::<R>() else { return false };
        let at = h.game().moment();
        match h.apply(cmd) {
            Ok(events) => {
                let finished = h.game().is_finished();
                s.faces.clear();
                self.news.clear();
                self.resumed = false;
                if at_keyboard && let Some(seat) = s.ready.take() {
                    self.after_secret_choice(seat);
                }
                self.autosave();
                // The cues first: a player's dice, told by rumble, come after them, never mixed.
                self.rumble_cues(R::secret_of(&cmd), &before);
                self.say_events_of::<R>(&events, at);
                if finished {
                    R::ended(self);
                }
                if at_keyboard || self.question_changed_under() {
                    self.open_game();
                } else {
                    self.sync_phones();
                }
                true
            }
            Err(e) => {
                if at_keyboard {
                    let m = self.an.voice::<R>().error(&e);
                    self.say(m, Keep::Yes);
                    self.open_game();
                }
                false
            }
        }
    }

    pub(super) fn undo(&mut self) {
        if let Some(rules) = self.rules() {
            rules.undo(self);
        }
    }

    pub(super) fn undo_of<R: AtTable>(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        s.faces.clear();
        s.peek = None;
        // Whoever comes back to a secret choice is asked to be ready again.
        s.ready = None;
        // What was undone, what to do on the board, and a game whose end was undone.
        let undone = s.play.record_mut::<R>().and_then(|h| {
            let before = *h.game();
            h.undo().map(|cmd| {
                let after = h.game();
                let ended = (before.is_finished() && !after.is_finished()).then_some(before);
                let voice = self.an.voice::<R>();
                (voice.decision(&cmd), voice.board_changes(&before, after), ended)
            })
        });
        match undone {
            Some((what, steps, ended)) => {
                self.forget_undone_secrets();
                self.news.clear();
                self.when = self.session_moment();
                self.autosave();
                let text = self.ta(Id::DecisionUndone, &[("what", what)]);
                self.say_text(text, Some(Earcon::Undo), Keep::Yes);
                for step in steps {
                    self.say_text(step, None, Keep::Yes);
                }
                if let Some(before) = ended {
                    R::end_undone(self, &before);
                }
                self.open_game();
            }
            None => {
                let t = self.t(Id::UiNothingToUndo);
                self.say_key_error(t);
            }
        }
    }

    pub(super) fn redo(&mut self) {
        if let Some(rules) = self.rules() {
            rules.redo(self);
        }
    }

    pub(super) fn redo_of<R: AtTable>(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        s.faces.clear();
        s.peek = None;
        s.ready = None;
        let verbosity = self.settings.verbosity;
        let redone = s.play.record_mut::<R>().and_then(|h| {
            let (at, before) = (h.game().moment(), *h.game());
            h.redo().map(|(cmd, events)| {
                let voice = self.an.voice::<R>();
                let steps = voice.redone_board(&before, h.game(), &events, verbosity);
                (voice.decision(&cmd), events, at, steps)
            })
        });
        match redone {
            Some((what, events, at, steps)) => {
                self.news.clear();
                self.autosave();
                let text = self.ta(Id::DecisionRedone, &[("what", what)]);
                self.when = at;
                self.say_text(text, Some(Earcon::Undo), Keep::Yes);
                self.say_events_of::<R>(&events, at);
                for step in steps {
                    self.say_text(step, None, Keep::Yes);
                }
                self.open_game();
            }
            None => {
                let t = self.t(Id::UiNothingToRedo);
                self.say_key_error(t);
            }
        }
    }

    /// The moment of the game now, for the history of what was said (Lockdown's turn and
    /// phase, Mall of Horror's round).
    pub(super) fn session_moment(&self) -> Moment {
        self.session.as_ref().map_or((0, None), |s| s.rules.moment(&s.play))
    }

    /// Opens (or refreshes) the game's current question and says it.
    pub(super) fn open_game(&mut self) {
        self.sync_phones();
        if let Some(screen) = super::handover::held(self) {
            self.alone(screen);
            return;
        }
        if let Some(seat) = self.session.as_ref().and_then(|s| s.peek.as_ref().map(|(p, _)| *p)) {
            let title = self.ta(Id::UiPeek, &[("player", self.name(seat))]);
            let items = vec![Item::new(
                self.ta(Id::UiPeekDone, &[("player", self.name(seat))]),
                Choice::Game(GamePick::Peeked),
            )];
            self.stack.clear();
            self.push(Screen::new(Kind::Peek(seat), title, items));
            return;
        }
        let Some(screen) = self.game_screen() else { return };
        let Some(screen) = self.secret_entry(screen) else { return };
        self.stack.clear();
        self.push(screen);
    }

    /// A player's name.
    pub fn name(&self, s: Seat) -> String {
        self.an.name(s)
    }

    /// The menu for the decision pending now.
    pub(super) fn game_screen(&self) -> Option<Screen> {
        self.rules()?.screen(self)
    }

    /// The menu for the decision a game of the rules `R` waits for.
    pub(super) fn screen_of<R: AtTable>(&self) -> Option<Screen> {
        let s = self.session.as_ref()?;
        let g = *s.play.game::<R>()?;
        // A player without a private channel shows the table: their question is an open one.
        let shown =
            self.chooser().is_some_and(|c| matches!(s.table.channel(c), PrivateChannel::None | PrivateChannel::Phone));
        self.an.set_secret_entry(s.table.secret_entry && !shown);
        let p = g.pending();
        let mut title = self.an.voice::<R>().prompt_for(&p, self.chooser(), self.resumed).text;
        if p.is_secret() && self.chooser().is_none() {
            // Those still choosing on their phones, before anyone shows the table.
            let waiting: Vec<Seat> = p.deciders().iter().filter(|s| self.on_phone(*s)).collect();
            let (title, items) = phones::phones_waiting(self, &waiting);
            return Some(Screen::new(Kind::Game, title, items));
        }
        let items = if let Some(count) = g.dice_asked() {
            let n = s.faces.len() as f64 + 1.0;
            let die = self.tn(Id::UiDiceEntry, &[("number", n), ("count", f64::from(count))]);
            // The roll is asked once, with its first die; the next dice are asked alone.
            title = if s.faces.is_empty() { format!("{title} {die}") } else { die };
            (1..=6u8).map(|f| Item::numbered(f.to_string(), Choice::Game(GamePick::Face(f)), f)).collect()
        } else if g.is_finished() {
            // The scores as they were announced at the end, and the winners.
            vec![
                Item::new(self.t(Id::UiFinalScore), Choice::Menu(MenuPick::Hear(R::final_score(self, &g)))),
                Item::new(self.t(Id::UiMainMenu), Choice::Menu(MenuPick::MainMenu)),
                Item::new(self.t(Id::UiQuit), Choice::Menu(MenuPick::Quit)),
            ]
        } else {
            R::items(self, &g, &mut title)
        };
        Some(Screen::new(Kind::Game, title, items))
    }
}

/// "Red plays a card", opening the cards Red may play now and how; none without a card.
pub(super) fn plays_a_card(cx: &App, player: Seat, kinds: Vec<Item<Choice>>) -> Option<Item<Choice>> {
    if kinds.is_empty() {
        return None;
    }
    let label = cx.ta(Id::UiPlaysACard, &[("player", cx.name(player))]);
    let title = cx.ta(Id::UiWhichCard, &[("player", cx.name(player))]);
    Some(Item::new(label, further(title, kinds)))
}

/// A further step of a decision, as a menu of its own (a card's options, where a character goes).
pub(super) fn further(title: String, items: Vec<Item<Choice>>) -> Choice {
    Choice::Menu(MenuPick::Open(Box::new(Screen::new(Kind::GameSub, title, items))))
}

/// What a choice of the game's screens does.
pub(super) fn on(cx: &App, pick: GamePick) -> Vec<Effect> {
    match pick {
        GamePick::Peeked => vec![Effect::Peeked, Effect::OpenGame],
        GamePick::Do(cmd) => vec![Effect::Decide(cmd)],
        GamePick::Confirm(cmd, question) => vec![Effect::Push(menus::confirm_screen(cx, question, Then::Apply(cmd)))],
        GamePick::Face(f) => face(cx, f),
    }
}

/// One face of the real dice entered: the next one asked, or the dice once they are all in.
fn face(cx: &App, f: u8) -> Vec<Effect> {
    let Some(s) = cx.session.as_ref() else { return Vec::new() };
    let rules = s.rules;
    let Some(count) = rules.dice_asked(&s.play) else { return Vec::new() };
    let mut faces = s.faces.clone();
    faces.push(f);
    if faces.len() < usize::from(count) {
        return vec![Effect::Faces(faces), Effect::Say(f.to_string()), Effect::OpenGame];
    }
    match Dice::new(&faces) {
        Some(dice) if let Some(roll) = rules.roll(dice) => vec![Effect::Faces(Vec::new()), Effect::Decide(roll)],
        _ => vec![Effect::Faces(Vec::new()), Effect::OpenGame],
    }
}
