//! The game: the question the game waits for, its decisions, undo and redo, and what the table hears of each.

use super::*;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub(super) enum GamePick {
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

/// A decision of the game being played, in its ruleset's own commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Decision {
    Lockdown(Command),
    Mall(mall::Command),
}

impl From<Command> for Decision {
    fn from(c: Command) -> Decision {
        Decision::Lockdown(c)
    }
}

impl From<mall::Command> for Decision {
    fn from(c: mall::Command) -> Decision {
        Decision::Mall(c)
    }
}

impl Decision {
    /// The player whose secret ballot or destination this is (counted, never said).
    pub(super) fn secret_of(self) -> Option<Seat> {
        match self {
            Decision::Lockdown(Command::Ballot { voter, .. } | Command::Destination { player: voter, .. })
            | Decision::Mall(mall::Command::Ballot { voter, .. } | mall::Command::Destination { player: voter, .. }) => {
                Some(voter)
            }
            _ => None,
        }
    }
}

/// A game being played.
pub(super) struct Session {
    pub(super) names: Vec<String>,
    /// The game with its past, in the rules it follows.
    pub(super) play: Played,
    /// Faces of real dice entered so far for the dice asked now.
    pub(super) faces: Vec<u8>,
    /// Private channels, and how secret choices are entered.
    pub(super) table: TableOptions,
    /// Each seat's last secrets, with the turn they came in, to hear again.
    pub(super) secrets: Vec<Vec<(u16, String)>>,
    /// The player who has put on the headset or looks at the screen for a secret choice.
    pub(super) ready: Option<Seat>,
    /// With real dice, a player who must look under the box, and what the table hears once
    /// they have.
    pub(super) peek: Option<(Seat, Message)>,
}

impl App {
    /// With real dice, "has seen the dice" waits until the player says they have looked under
    /// the box: kept for then (`None`), or given back to be said now.
    pub(super) fn hold_until_looked(&mut self, events: &[crate::engine::Event], m: Message) -> Option<Message> {
        let looker = events.iter().find_map(|e| match e.kind {
            crate::engine::EventKind::DiceSeen { player } => Some(player),
            _ => None,
        });
        self.hold_for(looker, m)
    }

    /// With real dice, "has seen the dice" (of either ruleset) said by `m` waits until
    /// `looker` says they have looked under the box: kept for then (`None`), or given back.
    pub(super) fn hold_for(&mut self, looker: Option<Seat>, m: Message) -> Option<Message> {
        if !matches!(m.id, Some(Id::EvDiceSeen | Id::MallEvDiceSeen)) || !self.an.table_dice() {
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
    pub(super) fn say_events(&mut self, events: &[crate::engine::Event], at: Moment) {
        self.phones_round();
        if let Some(s) = &self.session {
            self.an.set_secret_entry(s.table.secret_entry);
        }
        for (moment, part) in by_moment(events, at) {
            self.when = moment;
            for m in self.an.events(part, self.settings.verbosity) {
                if let Some(m) = self.hold_until_looked(part, m) {
                    self.say(m, Keep::Yes);
                }
            }
        }
        if events.iter().any(|e| {
            matches!(
                e.kind,
                crate::engine::EventKind::BallotsOpened { .. } | crate::engine::EventKind::DestinationAnnounced { .. }
            )
        }) {
            self.say_entry_plan();
        }
        for e in events {
            if let crate::engine::EventKind::DiceShown { player, dice } = &e.kind {
                self.rumble_dice(*player, dice.faces());
            }
        }
    }

    pub(super) fn decide(&mut self, d: Decision) {
        self.apply_decision(d, true);
    }

    /// A decision made away from the keyboard (on a phone): applied and said, while the screen
    /// in use stays as it is unless it is the game's own question (another player may be
    /// choosing in secret, or the operator in a menu). False when the game refused it.
    pub(super) fn decide_from_afar(&mut self, d: Decision) -> bool {
        let on_question = self.stack.last().is_none_or(|t| t.kind == Kind::Game && t.secret_for.is_none());
        self.apply_decision(d, on_question)
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

    /// Applies a decision and says what it did; `at_keyboard`: made with the keys here (the
    /// question is asked again, a headset player's turn ends).
    fn apply_decision(&mut self, d: Decision, at_keyboard: bool) -> bool {
        let before = self.waited_for();
        let Some(s) = self.session.as_mut() else { return false };
        let applied = match d {
            Decision::Lockdown(cmd) if let Some(h) = s.play.record_mut::<Game>() => {
                let at = moment(h.game());
                h.apply(cmd).map(|events| Applied::Lockdown(events, at)).map_err(|e| self.an.error(&e))
            }
            Decision::Mall(cmd) if let Some(h) = s.play.record_mut::<mall::Game>() => {
                h.apply(cmd).map(Applied::Mall).map_err(|e| self.an.mall().error(&e))
            }
            // A decision of the other rules (a phone's answer to a game since replaced).
            _ => return false,
        };
        match applied {
            Ok(applied) => {
                s.faces.clear();
                self.news.clear();
                self.resumed = false;
                if at_keyboard && let Some(seat) = s.ready.take() {
                    self.after_secret_choice(seat);
                }
                self.autosave();
                // The cues first: a player's dice, told by rumble, come after them, never mixed.
                self.rumble_cues(d.secret_of(), &before);
                match applied {
                    Applied::Lockdown(events, at) => self.say_events(&events, at),
                    Applied::Mall(events) => self.say_mall_events(&events),
                }
                if self.game().is_some_and(Game::is_finished) {
                    self.record_epilogues();
                }
                if at_keyboard || self.question_changed_under() {
                    self.open_game();
                } else {
                    self.sync_phones();
                }
                true
            }
            Err(m) => {
                if at_keyboard {
                    self.say(m, Keep::Yes);
                    self.open_game();
                }
                false
            }
        }
    }

    pub(super) fn undo(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        s.faces.clear();
        s.peek = None;
        // What was undone, what to do on the board, and a game whose end was undone.
        let undone = if let Some(h) = s.play.record_mut::<Game>() {
            let before = *h.game();
            h.undo().map(|cmd| {
                let after = *h.game();
                let ended = (before.is_finished() && !after.is_finished()).then_some(before);
                (self.an.decision(&cmd), self.an.board_changes(&before, &after), ended)
            })
        } else if let Some(h) = s.play.record_mut::<mall::Game>() {
            let before = *h.game();
            h.undo().map(|cmd| {
                let mall = self.an.mall();
                (mall.decision(&cmd), mall.board_changes(&before, h.game()), None)
            })
        } else {
            None
        };
        match undone {
            Some((what, steps, ended)) => {
                self.new_news();
                self.when = self.session_moment();
                self.autosave();
                let text = self.ta(Id::DecisionUndone, &[("what", what)]);
                self.say_text(text, Some(Earcon::Undo), Keep::Yes);
                for step in steps {
                    self.say_text(step, None, Keep::Yes);
                }
                if let Some(before) = ended {
                    self.forget_epilogue(&before);
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
        let Some(s) = self.session.as_mut() else { return };
        s.faces.clear();
        s.peek = None;
        let redone = if let Some(h) = s.play.record_mut::<Game>() {
            let at = moment(h.game());
            h.redo().map(|(cmd, events)| (self.an.decision(&cmd), Applied::Lockdown(events, at)))
        } else if let Some(h) = s.play.record_mut::<mall::Game>() {
            h.redo().map(|(cmd, events)| (self.an.mall().decision(&cmd), Applied::Mall(events)))
        } else {
            None
        };
        match redone {
            Some((what, applied)) => {
                self.new_news();
                self.autosave();
                let text = self.ta(Id::DecisionRedone, &[("what", what)]);
                match applied {
                    Applied::Lockdown(events, at) => {
                        self.when = at;
                        self.say_text(text, Some(Earcon::Undo), Keep::Yes);
                        self.say_events(&events, at);
                    }
                    Applied::Mall(events) => {
                        self.say_text(text, Some(Earcon::Undo), Keep::Yes);
                        self.say_mall_events(&events);
                    }
                }
                self.open_game();
            }
            None => {
                let t = self.t(Id::UiNothingToRedo);
                self.say_key_error(t);
            }
        }
    }

    /// The moment of the game now, for the history of what was said: Lockdown's turn and
    /// phase, Mall of Horror's round.
    pub(super) fn session_moment(&self) -> Moment {
        let Some(play) = self.session.as_ref().map(|s| &s.play) else { return (0, None) };
        if let Some(g) = play.game::<Game>() {
            moment(g)
        } else if let Some(g) = play.game::<mall::Game>() {
            (g.round(), None)
        } else {
            (0, None)
        }
    }

    /// Opens (or refreshes) the game's current question and says it.
    pub(super) fn open_game(&mut self) {
        self.sync_phones();
        if self.session.is_some() && self.out.first_held().is_some() {
            self.open_handover();
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

    pub(super) fn name(&self, s: Seat) -> String {
        self.an.name(s)
    }

    /// The menu for the decision pending now.
    pub(super) fn game_screen(&self) -> Option<Screen> {
        let s = self.session.as_ref()?;
        let h = match s.play.record::<Game>() {
            Some(h) => h,
            None => return s.play.record::<mall::Game>().map(|h| self.mall_screen(s, h)),
        };
        // A player without a private channel shows the table: their question is an open one.
        let shown =
            self.chooser().is_some_and(|c| matches!(s.table.channel(c), PrivateChannel::None | PrivateChannel::Phone));
        self.an.set_secret_entry(s.table.secret_entry && !shown);
        let g = *h.game();
        let p = g.pending();
        let legal = |cmd: &Command| g.is_legal(*cmd);
        let mut title = self.an.prompt_for(&p, self.chooser(), self.resumed).text;
        let mut items: Vec<Item<Choice>> = Vec::new();
        if p.is_secret() && self.chooser().is_none() {
            // Those still choosing on their phones, before anyone shows the table.
            let waiting: Vec<Seat> = p.deciders().iter().filter(|s| self.on_phone(*s)).collect();
            let (title, items) = self.phones_waiting(&waiting);
            return Some(Screen::new(Kind::Game, title, items));
        }
        match p {
            Pending::Dice { count, .. } => {
                let n = s.faces.len() as f64 + 1.0;
                title = format!("{title} {}", self.tn(Id::UiDiceEntry, &[("number", n), ("count", f64::from(count))]));
                items = (1..=6u8).map(|f| Item::numbered(f.to_string(), Choice::Game(GamePick::Face(f)), f)).collect();
            }
            Pending::Placement { player, dice, characters } => {
                for r in characters.iter() {
                    let mut places: Vec<Item<Choice>> = Vec::new();
                    for face in dice.faces() {
                        let cmd = Command::Place { player, role: r, die: *face };
                        let Some(loc) = Loc::new(*face) else { continue };
                        if places.iter().any(|it| it.jump == char::from_digit(u32::from(*face), 10)) || !legal(&cmd) {
                            continue;
                        }
                        places.push(Item::numbered(
                            capitalise(&self.an.place_words(loc)),
                            Choice::Game(GamePick::Do(cmd.into())),
                            loc.number(),
                        ));
                    }
                    // The locations in the order of their numbers, whatever the order of the dice.
                    places.sort_by_key(|it| it.jump);
                    match places.len() {
                        0 => {}
                        1 => items.push(Item::new(capitalise(&self.an.role_word(r)), places.remove(0).value)),
                        _ => {
                            let sub_title = self.ta(Id::UiPlacementWhere, &[("role", self.an.role_word(r))]);
                            items.push(Item::new(capitalise(&self.an.role_word(r)), further(sub_title, places)));
                        }
                    }
                }
            }
            Pending::Discussion { vote, candidates, .. } => {
                let mut id = if candidates.len() > 1 { Id::UiContinueVote } else { Id::UiContinueNoVote };
                if let crate::engine::VoteKind::Attack(loc) = vote
                    && !g.would_attack(loc)
                {
                    // A card changed the situation: the question says so, not the vote to come.
                    let mut a = FluentArgs::new();
                    a.set("place", self.an.place_words(loc));
                    a.set("monsters", Announcer::num(g.monsters(loc)));
                    a.set("strength", Announcer::num(g.strength_at(loc)));
                    title = self.an.text(Id::UiAttackStopped, Some(&a));
                    id = Id::UiContinueStopped;
                }
                items.push(Item::new(self.t(id), Choice::Game(GamePick::Do(Command::Continue.into()))));
                items.extend(self.card_items(&g));
            }
            Pending::Ballots { candidates, .. } => {
                if let Some(voter) = self.chooser() {
                    for c in candidates.iter() {
                        let cmd = Command::Ballot { voter, candidate: c };
                        if legal(&cmd) {
                            let q = self
                                .ta(Id::UiConfirmBallot, &[("voter", self.name(voter)), ("candidate", self.name(c))]);
                            items.push(Item::new(self.name(c), Choice::Game(GamePick::Confirm(cmd.into(), q))));
                        }
                    }
                }
            }
            Pending::TieBreak { vote, martyr, tied } => {
                // An attack's tie designates who loses a character; the others', who wins.
                let kind = if matches!(vote, crate::engine::VoteKind::Attack(_)) { "attack" } else { "win" };
                for c in tied.iter() {
                    let q = self.ta(
                        Id::UiConfirmTie,
                        &[("martyr", self.name(martyr)), ("candidate", self.name(c)), ("kind", kind.to_owned())],
                    );
                    items.push(Item::new(
                        self.name(c),
                        Choice::Game(GamePick::Confirm(Command::BreakTie { candidate: c }.into(), q)),
                    ));
                }
            }
            Pending::TruckShare { player, .. } => {
                for to in g.seats() {
                    let cmd = Command::Give { to };
                    if legal(&cmd) {
                        let label = if to == player {
                            self.t(Id::UiKeep)
                        } else {
                            self.ta(Id::UiGive, &[("player", self.name(to))])
                        };
                        items.push(Item::new(label, Choice::Game(GamePick::Do(cmd.into()))));
                    }
                }
            }
            Pending::DiceWindow { .. } | Pending::BeforeMove { .. } | Pending::AfterMovement { .. } => {
                items.push(Item::new(self.t(Id::UiContinue), Choice::Game(GamePick::Do(Command::Continue.into()))));
                items.extend(self.card_items(&g));
            }
            Pending::AnnounceDestination { player, open } => {
                for l in open.iter() {
                    let cmd = Command::Destination { player, location: l };
                    if legal(&cmd) {
                        items.push(Item::numbered(
                            capitalise(&self.an.place_words(l)),
                            Choice::Game(GamePick::Do(cmd.into())),
                            l.number(),
                        ));
                    }
                }
            }
            Pending::SecretDestinations { open, .. } => {
                if let Some(player) = self.chooser() {
                    for l in open.iter() {
                        let cmd = Command::Destination { player, location: l };
                        if legal(&cmd) {
                            let q = self.ta(
                                Id::UiConfirmDestination,
                                &[("player", self.name(player)), ("place", self.an.place_words(l))],
                            );
                            items.push(Item::numbered(
                                capitalise(&self.an.place_words(l)),
                                Choice::Game(GamePick::Confirm(cmd.into(), q)),
                                l.number(),
                            ));
                        }
                    }
                }
            }
            Pending::Move { player, characters, .. } => {
                for r in characters.iter() {
                    // Where it stands now: the board is read as the choice is made.
                    let place = g.location_of(player, r).map(|l| self.an.place_short(l)).unwrap_or_default();
                    let label = self.ta(Id::UiMoveItem, &[("role", self.an.role_word(r)), ("place", place)]);
                    items.push(Item::new(
                        capitalise(&label),
                        Choice::Game(GamePick::Do(Command::Move { player, role: r }.into())),
                    ));
                }
                items.extend(self.card_items(&g));
            }
            Pending::Victim { player, characters, .. } => {
                for r in characters.iter() {
                    let q =
                        self.ta(Id::UiConfirmVictim, &[("player", self.name(player)), ("role", self.an.role_word(r))]);
                    items.push(Item::new(
                        capitalise(&self.an.role_word(r)),
                        Choice::Game(GamePick::Confirm(Command::Victim { player, role: r }.into(), q)),
                    ));
                }
            }
            Pending::Keys { candidates } => {
                for c in candidates.iter() {
                    let q = self.ta(Id::UiConfirmKeys, &[("player", self.name(c))]);
                    items.push(Item::new(
                        self.name(c),
                        Choice::Game(GamePick::Confirm(Command::Keys { holder: Some(c) }.into(), q)),
                    ));
                }
                let q = self.t(Id::UiConfirmNoKeys);
                items.push(Item::new(
                    self.t(Id::UiNobody),
                    Choice::Game(GamePick::Confirm(Command::Keys { holder: None }.into(), q)),
                ));
            }
            Pending::TwoWeapons { .. } => {
                for (answer, id, q) in
                    [(true, Id::UiYes, Id::UiConfirmWeapons), (false, Id::UiNo, Id::UiConfirmNoWeapons)]
                {
                    items.push(Item::new(
                        self.t(id),
                        Choice::Game(GamePick::Confirm(Command::TwoWeapons { answer }.into(), self.t(q))),
                    ));
                }
            }
            Pending::Finished => {
                // The scores as they were announced at the end, and the winners.
                let end = [
                    crate::engine::EventKind::Scored { scores: crate::engine::PerSeat(g.scores()), keys: g.keys() },
                    crate::engine::EventKind::Winners { winners: g.winners() },
                ]
                .map(|kind| {
                    self.an.event(&crate::engine::Event { audience: crate::engine::Audience::Table, kind }).0.text
                });
                items.push(Item::new(self.t(Id::UiFinalScore), Choice::Menu(MenuPick::Hear(end.join(" ")))));
                items.push(Item::new(self.t(Id::UiMainMenu), Choice::Menu(MenuPick::MainMenu)));
                items.push(Item::new(self.t(Id::UiQuit), Choice::Menu(MenuPick::Quit)));
            }
        }
        Some(Screen::new(Kind::Game, title, items))
    }

    /// "Red plays a card": for each player who could play one now, the cards, then the ways.
    pub(super) fn card_items(&self, g: &Game) -> Vec<Item<Choice>> {
        let mut items = Vec::new();
        for player in g.seats() {
            let mut kinds: Vec<Item<Choice>> = Vec::new();
            for kind in CardKind::ALL {
                let plays = g.card_plays(player, kind);
                let do_play = |card| Choice::Game(GamePick::Do(Command::Play { player, card }.into()));
                let card = capitalise(&self.an.card_word(kind));
                let how = self.ta(
                    Id::UiHowPlay,
                    &[
                        ("player", self.name(player)),
                        ("card", kind.name().to_owned()),
                        ("name", self.an.card_word(kind)),
                    ],
                );
                let way = |c: &crate::engine::CardPlay| match *c {
                    crate::engine::CardPlay::TinCan { to } | crate::engine::CardPlay::EnergyDrink { to, .. } => {
                        Item::numbered(capitalise(&self.an.place_words(to)), do_play(*c), to.number())
                    }
                    crate::engine::CardPlay::RottenMeat { role } => {
                        Item::new(capitalise(&self.an.role_word(role)), do_play(*c))
                    }
                    _ => Item::new(capitalise(&self.an.card_play_words(c)), do_play(*c)),
                };
                match plays.as_slice() {
                    [] => {}
                    [one] => kinds.push(Item::new(card, do_play(*one))),
                    many if kind == CardKind::EnergyDrink => {
                        // Which character, then where.
                        let mut roles: Vec<Item<Choice>> = Vec::new();
                        for r in Role::ALL {
                            let places: Vec<Item<Choice>> = many
                                .iter()
                                .filter(
                                    |c| matches!(c, crate::engine::CardPlay::EnergyDrink { role, .. } if *role == r),
                                )
                                .map(way)
                                .collect();
                            if places.is_empty() {
                                continue;
                            }
                            let now = g.location_of(player, r).map(|l| self.an.place_words(l)).unwrap_or_default();
                            let title = self.ta(Id::UiDrinkWhere, &[("role", self.an.role_word(r)), ("place", now)]);
                            roles.push(Item::new(capitalise(&self.an.role_word(r)), further(title, places)));
                        }
                        kinds.push(Item::new(card, further(how, roles)));
                    }
                    many => {
                        let ways = many.iter().map(way).collect();
                        kinds.push(Item::new(card, further(how, ways)));
                    }
                }
            }
            items.extend(self.plays_a_card(player, kinds));
        }
        items
    }

    /// "Red plays a card", opening the cards Red may play now and how; none without a card.
    pub(super) fn plays_a_card(&self, player: Seat, kinds: Vec<Item<Choice>>) -> Option<Item<Choice>> {
        if kinds.is_empty() {
            return None;
        }
        let label = self.ta(Id::UiPlaysACard, &[("player", self.name(player))]);
        let title = self.ta(Id::UiWhichCard, &[("player", self.name(player))]);
        Some(Item::new(label, further(title, kinds)))
    }

    pub(super) fn enter_face(&mut self, f: u8) {
        let Some(s) = self.session.as_mut() else { return };
        let count = if let Some(g) = s.play.game::<Game>() {
            match g.pending() {
                Pending::Dice { count, .. } => count,
                _ => return,
            }
        } else if let Some(g) = s.play.game::<mall::Game>() {
            match g.pending() {
                mall::Pending::Dice { count, .. } => count,
                _ => return,
            }
        } else {
            return;
        };
        s.faces.push(f);
        if s.faces.len() < usize::from(count) {
            let t = f.to_string();
            self.say_text(t, None, Keep::No);
            self.open_game();
            return;
        }
        let faces = std::mem::take(&mut s.faces);
        let roll = Dice::new(&faces).map(|dice| {
            if s.play.plays::<Game>() {
                Decision::from(Command::Roll { dice })
            } else {
                Decision::from(mall::Command::Roll { dice })
            }
        });
        match roll {
            Some(d) => self.decide(d),
            None => self.open_game(),
        }
    }
}

/// A further step of a decision, as a menu of its own (a card's options, where a character goes).
pub(super) fn further(title: String, items: Vec<Item<Choice>>) -> Choice {
    Choice::Menu(MenuPick::Open(Box::new(Screen::new(Kind::GameSub, title, items))))
}

/// What a decision did, in its ruleset's events.
enum Applied {
    /// Lockdown's events, and the moment the decision was made in.
    Lockdown(Vec<crate::engine::Event>, Moment),
    Mall(Vec<mall::Event>),
}

impl App {
    /// Acts on a choice of this module's screens (`kind`: the screen it was made on).
    pub(super) fn choose_game(&mut self, pick: GamePick, _kind: Kind) {
        match pick {
            GamePick::Peeked => {
                if let Some((_, m)) = self.session.as_mut().and_then(|s| s.peek.take()) {
                    self.say(m, Keep::Yes);
                }
                self.open_game();
            }
            GamePick::Do(cmd) => self.decide(cmd),
            GamePick::Confirm(cmd, question) => self.confirm(question, Then::Apply(cmd)),
            GamePick::Face(f) => self.enter_face(f),
        }
    }
}
