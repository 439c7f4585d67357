//! A game of Mall of Horror at the table: its set-up steps (the board's numbers, the table's
//! options), the question its game waits for, what the table hears of its decisions, its
//! reviews and card reader, and a game of it resumed. The rest of the interface (channels,
//! secrets, phones, undo, saves) is shared with Lockdown and reaches this ruleset through
//! [`Played`] and [`Decision`].

use super::game::further;
use super::*;
use crate::announce::mall::Review as MallReview;
use crate::engine::mall::{Card, CardPlay, Character, Command as MallCommand, EventKind, Pending as MallPending};
use crate::engine::{Asks, Rules};
use crate::engine::{PerSeat, SeatSet};
use crate::store::save::Saved;

/// One of Mall of Horror's table options, turned over at the set-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MallOption {
    /// The Cachou opens with 3 or 4 players.
    CachouOpen,
    /// A hidden character leaves the defence too.
    HiddenLeavesDefence,
    /// Players with no character left do not vote in the second vote of a tie.
    SecondVoteSurvivorsOnly,
}

/// The rules help of Mall of Horror: each topic's title and words.
pub(super) const MALL_TOPICS: [(Id, Id); 10] = [
    (Id::MallRulesGoalTitle, Id::MallRulesGoal),
    (Id::MallRulesRoundTitle, Id::MallRulesRound),
    (Id::MallRulesTruckTitle, Id::MallRulesTruck),
    (Id::MallRulesChiefTitle, Id::MallRulesChief),
    (Id::MallRulesDestinationsTitle, Id::MallRulesDestinations),
    (Id::MallRulesZombiesTitle, Id::MallRulesZombies),
    (Id::MallRulesAttacksTitle, Id::MallRulesAttacks),
    (Id::MallRulesVotesTitle, Id::MallRulesVotes),
    (Id::MallRulesCardsTitle, Id::MallRulesCards),
    (Id::MallRulesEndTitle, Id::MallRulesEnd),
];

impl App {
    /// True in a game of Mall of Horror.
    pub(super) fn plays_mall(&self) -> bool {
        self.mall_or(true, false)
    }

    /// `mall` in a game of Mall of Horror, `lockdown` otherwise (a message, a list of topics).
    pub(super) fn mall_or<T>(&self, mall: T, lockdown: T) -> T {
        if self.session.as_ref().is_some_and(|s| s.play.plays::<mall::Game>()) { mall } else { lockdown }
    }

    /// An action in words for the help and the list of commands: in a game of Mall of Horror,
    /// its reviews in its own words.
    pub(super) fn action_words(&self, a: Action) -> Id {
        let mall = match a {
            Action::ReviewFamily => Id::MallActionReviewFamily,
            Action::ReviewTokens => Id::MallActionReviewTokens,
            Action::ReviewSupplies => Id::MallActionReviewSupplies,
            Action::ReviewTurn => Id::MallActionReviewTurn,
            _ => a.help_id(),
        };
        self.mall_or(mall, a.help_id())
    }

    /// The board check of Mall of Horror: its numbers are printed on the board and no table
    /// changes them, so each line is read, and the last choice goes on.
    pub(super) fn mall_board_screen(&self, players: u8) -> Screen {
        let closed = players <= 4;
        let mut items: Vec<Item<Choice>> = Loc::all()
            .map(|l| {
                let mut a = FluentArgs::new();
                a.set("place", self.an.mall().place_words(l));
                a.set("number", Announcer::num(l.number()));
                a.set("spots", Announcer::num(mall::capacity(l).map_or(0.0, f64::from)));
                a.set("any", if mall::capacity(l).is_none() { "yes" } else { "no" });
                a.set("closed", if closed && l == mall::CACHOU { "yes" } else { "no" });
                let line = capitalise(&self.an.text(Id::MallUiBoardLocation, Some(&a)));
                Item::numbered(line.clone(), Choice::Menu(MenuPick::Hear(line)), l.number())
            })
            .collect();
        items.push(Item::new(self.t(Id::UiBoardOk), Choice::Setup(SetupPick::BoardOk)));
        Screen::new(Kind::SetupBoard, self.t(Id::MallUiSetupBoard), items)
    }

    /// The table's options of Mall of Horror; `focus`: the option just turned over.
    pub(super) fn open_mall_options(&mut self, focus: Option<usize>) {
        let Some(d) = &self.draft else { return };
        let mut items = Vec::new();
        if d.players <= 4 {
            let id = if d.options.cachou_open { Id::MallUiOptionCachouOpen } else { Id::MallUiOptionCachouClosed };
            items.push(Item::new(self.t(id), Choice::Setup(SetupPick::MallOption(MallOption::CachouOpen))));
        }
        let id =
            if d.options.hidden_leaves_defence { Id::MallUiOptionHiddenLeaves } else { Id::MallUiOptionHiddenCounts };
        items.push(Item::new(self.t(id), Choice::Setup(SetupPick::MallOption(MallOption::HiddenLeavesDefence))));
        let id = if d.options.second_vote_survivors_only {
            Id::MallUiOptionSecondVoteSurvivors
        } else {
            Id::MallUiOptionSecondVoteAll
        };
        items.push(Item::new(self.t(id), Choice::Setup(SetupPick::MallOption(MallOption::SecondVoteSurvivorsOnly))));
        items.push(Item::new(self.t(Id::MallUiOptionsOk), Choice::Setup(SetupPick::OptionsOk)));
        let mut s = Screen::new(Kind::SetupOptions, self.t(Id::MallUiSetupOptions), items);
        match focus {
            Some(i) => {
                // The same screen with the option turned over: its new words alone are said.
                s.menu.set_focus(i);
                if let Some(top) = self.stack.last_mut().filter(|t| t.kind == Kind::SetupOptions) {
                    *top = s;
                    self.say_focus();
                    return;
                }
                self.push(s);
            }
            None => self.push(s),
        }
    }

    /// Turns one of the table's options over.
    pub(super) fn turn_mall_option(&mut self, o: MallOption) {
        let Some(d) = self.draft.as_mut() else { return };
        match o {
            MallOption::CachouOpen => d.options.cachou_open = !d.options.cachou_open,
            MallOption::HiddenLeavesDefence => d.options.hidden_leaves_defence = !d.options.hidden_leaves_defence,
            MallOption::SecondVoteSurvivorsOnly => {
                d.options.second_vote_survivors_only = !d.options.second_vote_survivors_only
            }
        }
        let focus = self.stack.last().map(|t| t.menu.focus());
        self.open_mall_options(focus);
    }

    /// Starts the game of Mall of Horror set up in `d`.
    pub(super) fn start_mall_game(&mut self, d: Draft) {
        let seed = self.seed.unwrap_or_else(crate::seed::fresh);
        let mut setup = mall::Setup::new(d.players, d.oldest, seed);
        setup.dice = d.dice;
        setup.options = d.options;
        match mall::Game::new(setup) {
            Ok((game, events)) => {
                self.begin(d.names, Played::new(mall::History::new(game, events.clone())), d.table);
                self.say_mall_events(&events);
                self.open_game();
            }
            Err(e) => {
                self.draft = Some(d);
                let text = self.an.setup_error(&e);
                self.say_error(text);
            }
        }
    }

    /// Says what a decision of Mall of Horror did: each message under the round it belongs to.
    pub(super) fn say_mall_events(&mut self, events: &[mall::Event]) {
        self.phones_round();
        if let Some(s) = &self.session {
            self.an.set_secret_entry(s.table.secret_entry);
        }
        for (round, part) in by_round(events) {
            if let Some(round) = round {
                self.when = (round, None);
            }
            for m in self.an.mall().events(part, self.settings.verbosity) {
                if let Some(m) = self.hold_for(looker(part), m) {
                    self.say(m, Keep::Yes);
                }
            }
        }
        // Destinations with no chief to announce first: the table is told how they are chosen.
        let opened =
            events.iter().any(|e| matches!(e.kind, EventKind::StepStarted { step: mall::Step::Destinations, .. }));
        if let Some(s) = self.session.as_ref().filter(|_| opened)
            && let Some(g) = s.play.game::<mall::Game>()
            && matches!(g.pending(), MallPending::SecretDestinations { .. })
        {
            let entry = if s.table.secret_entry { "secret" } else { "open" };
            let text = self.ta(Id::MallUiDestinationsOpen, &[("entry", entry.to_owned())]);
            self.say_text(text, None, Keep::Yes);
        }
        // Secret choices open (ballots, or destinations after the chief's or with no chief):
        // who will show the table is said.
        if events.iter().any(|e| {
            matches!(
                e.kind,
                EventKind::BallotsOpened { .. }
                    | EventKind::DestinationAnnounced { .. }
                    | EventKind::StepStarted { step: mall::Step::Destinations, .. }
            )
        }) {
            self.say_entry_plan();
        }
        for e in events {
            if let EventKind::DiceShown { player, dice } = &e.kind {
                self.rumble_dice(*player, dice.faces());
            }
        }
    }

    /// The menu for the decision a game of Mall of Horror waits for.
    pub(super) fn mall_screen(&self, s: &Session, h: &mall::History) -> Screen {
        // A player without a private channel shows the table: their question is an open one.
        let shown =
            self.chooser().is_some_and(|c| matches!(s.table.channel(c), PrivateChannel::None | PrivateChannel::Phone));
        self.an.set_secret_entry(s.table.secret_entry && !shown);
        let mall = self.an.mall();
        let g = *h.game();
        let p = g.pending();
        let legal = |cmd: &MallCommand| {
            let mut copy = g;
            copy.apply(*cmd).is_ok()
        };
        let act = |cmd: MallCommand| Choice::Game(GamePick::Do(cmd.into()));
        let ask = |cmd: MallCommand, q: String| Choice::Game(GamePick::Confirm(cmd.into(), q));
        let place = |l: Loc| capitalise(&mall.place_words(l));
        let destination = |l: Loc| self.destination_words(&g, l);
        let character = |c: Character| capitalise(&mall.character_word(c));
        let mut title = mall.prompt_for(&p, self.chooser(), self.resumed).text;
        if p.is_secret() && self.chooser().is_none() {
            // Those still choosing on their phones, before anyone shows the table.
            let waiting: Vec<Seat> = p.deciders().iter().filter(|s| self.on_phone(*s)).collect();
            let (title, items) = self.phones_waiting(&waiting);
            return Screen::new(Kind::Game, title, items);
        }
        let mut items: Vec<Item<Choice>> = Vec::new();
        match p {
            MallPending::Dice { count, .. } => {
                let n = s.faces.len() as f64 + 1.0;
                title = format!("{title} {}", self.tn(Id::UiDiceEntry, &[("number", n), ("count", f64::from(count))]));
                items = (1..=6u8).map(|f| Item::numbered(f.to_string(), Choice::Game(GamePick::Face(f)), f)).collect();
            }
            MallPending::Placement { player, characters, locations, .. } => {
                for c in characters.iter() {
                    let mut places: Vec<Item<Choice>> = locations
                        .iter()
                        .map(|l| (l, MallCommand::Place { player, character: c, location: l }))
                        .filter(|(_, cmd)| legal(cmd))
                        .map(|(l, cmd)| Item::numbered(place(l), act(cmd), l.number()))
                        .collect();
                    match places.len() {
                        0 => {}
                        1 => items.push(Item::new(character(c), places.remove(0).value)),
                        _ => {
                            let sub_title = self.ta(Id::UiPlacementWhere, &[("role", mall.character_word(c))]);
                            items.push(Item::new(character(c), further(sub_title, places)));
                        }
                    }
                }
            }
            MallPending::Discussion { candidates, players, .. } => {
                let id = if candidates.len() > 1 { Id::UiContinueVote } else { Id::UiContinueNoVote };
                items.push(Item::new(self.t(id), act(MallCommand::Continue)));
                items.extend(self.mall_card_items(&g, players));
            }
            MallPending::Cards { players, .. } | MallPending::Camera { players } => {
                items.push(Item::new(self.t(Id::UiContinue), act(MallCommand::Continue)));
                items.extend(self.mall_card_items(&g, players));
            }
            MallPending::Ballots { candidates, .. } => {
                if let Some(voter) = self.chooser() {
                    for c in candidates.iter() {
                        let cmd = MallCommand::Ballot { voter, candidate: c };
                        if legal(&cmd) {
                            let q = self
                                .ta(Id::UiConfirmBallot, &[("voter", self.name(voter)), ("candidate", self.name(c))]);
                            items.push(Item::new(self.name(c), ask(cmd, q)));
                        }
                    }
                }
            }
            MallPending::TieBreak { chief, tied, .. } => {
                for c in tied.iter() {
                    let q = self.ta(Id::MallUiConfirmTie, &[("chief", self.name(chief)), ("candidate", self.name(c))]);
                    items.push(Item::new(self.name(c), ask(MallCommand::BreakTie { candidate: c }, q)));
                }
            }
            MallPending::TruckShare { player, .. } => {
                for to in g.seats() {
                    let cmd = MallCommand::Give { to };
                    if legal(&cmd) {
                        let label = if to == player {
                            self.t(Id::UiKeep)
                        } else {
                            self.ta(Id::UiGive, &[("player", self.name(to))])
                        };
                        items.push(Item::new(label, act(cmd)));
                    }
                }
            }
            MallPending::AnnounceDestination { player, choices } => {
                for l in choices.iter() {
                    let cmd = MallCommand::Destination { player, location: l };
                    if legal(&cmd) {
                        items.push(Item::numbered(destination(l), act(cmd), l.number()));
                    }
                }
            }
            MallPending::SecretDestinations { choices, placers, zombie_choices, .. } => {
                if let Some(player) = self.chooser() {
                    let (from, id) = if placers.contains(player) {
                        (zombie_choices, Id::MallUiConfirmZombie)
                    } else {
                        (choices, Id::MallUiConfirmDestination)
                    };
                    for l in from.iter() {
                        let cmd = MallCommand::Destination { player, location: l };
                        if legal(&cmd) {
                            let q = self.ta(id, &[("player", self.name(player)), ("place", mall.place_words(l))]);
                            items.push(Item::numbered(destination(l), ask(cmd, q), l.number()));
                        }
                    }
                }
            }
            MallPending::Move { player, characters, .. } => {
                for c in characters.iter() {
                    // Where it stands now: the board is read as the choice is made.
                    let now = g.location_of(player, c).map(|l| mall.place_words(l)).unwrap_or_default();
                    let label = self.ta(Id::MallUiMoveItem, &[("character", mall.character_word(c)), ("place", now)]);
                    items.push(Item::new(capitalise(&label), act(MallCommand::Move { player, character: c })));
                }
                items.extend(self.mall_card_items(&g, [player].into_iter().collect()));
            }
            MallPending::Stay { player, .. } => {
                items.push(Item::new(self.t(Id::MallUiStay), act(MallCommand::Continue)));
                items.extend(self.mall_card_items(&g, [player].into_iter().collect()));
            }
            MallPending::Victim { player, characters, .. } => {
                for c in characters.iter() {
                    let q = self.ta(
                        Id::MallUiConfirmVictim,
                        &[("player", self.name(player)), ("character", mall.character_word(c))],
                    );
                    items.push(Item::new(character(c), ask(MallCommand::Victim { player, character: c }, q)));
                }
            }
            MallPending::Finished => {
                // The scores as they were announced at the end (cards in hand break a tie), and
                // the winners.
                let mut cards = [0; crate::engine::MAX_PLAYERS];
                for s in g.seats() {
                    cards[s.index()] = g.hand(s);
                }
                let end = [
                    EventKind::Scored { scores: PerSeat(g.scores()), cards: PerSeat(cards) },
                    EventKind::Winners { winners: g.winners() },
                ];
                let score = end
                    .map(|kind| mall.event(&mall::Event { audience: crate::engine::Audience::Table, kind }).0.text)
                    .join(" ");
                items.push(Item::new(self.t(Id::UiFinalScore), Choice::Menu(MenuPick::Hear(score))));
                items.push(Item::new(self.t(Id::UiMainMenu), Choice::Menu(MenuPick::MainMenu)));
                items.push(Item::new(self.t(Id::UiQuit), Choice::Menu(MenuPick::Quit)));
            }
        }
        Screen::new(Kind::Game, title, items)
    }

    /// A destination as a choice: a closed location is still one, and says where it sends.
    fn destination_words(&self, g: &mall::Game, l: Loc) -> String {
        let place = self.an.mall().place_words(l);
        if g.is_closed(l) {
            capitalise(&self.ta(Id::MallUiClosedPlace, &[("place", place)]))
        } else {
            capitalise(&place)
        }
    }

    /// "Red plays a card": for each of `players` holding a card, the cards that can be played
    /// now, then how (a Sprint's character and where it runs, a Hiding place's character).
    fn mall_card_items(&self, g: &mall::Game, players: SeatSet) -> Vec<Item<Choice>> {
        let mall = self.an.mall();
        let mut items = Vec::new();
        for player in players.iter().filter(|p| g.hand(*p) > 0) {
            let legal = |card: CardPlay| {
                let mut copy = *g;
                copy.apply(MallCommand::Play { player, card }).is_ok()
            };
            let play = |card: CardPlay| Choice::Game(GamePick::Do(MallCommand::Play { player, card }.into()));
            let how = |card: Card, ways: Vec<Item<Choice>>| {
                let title =
                    self.ta(Id::MallUiHowPlay, &[("player", self.name(player)), ("card", mall.card_word(card))]);
                further(title, ways)
            };
            let mut kinds: Vec<Item<Choice>> = Vec::new();
            for card in Card::ALL {
                let label = capitalise(&mall.card_word(card));
                let choice = match card {
                    Card::Sprint => {
                        // Which character runs, then where.
                        let runners: Vec<Item<Choice>> = Character::ALL
                            .into_iter()
                            .filter_map(|character| {
                                let places: Vec<Item<Choice>> = Loc::all()
                                    .filter(|to| legal(CardPlay::Sprint { character, to: *to }))
                                    .map(|to| {
                                        let item = capitalise(&mall.place_words(to));
                                        Item::numbered(item, play(CardPlay::Sprint { character, to }), to.number())
                                    })
                                    .collect();
                                if places.is_empty() {
                                    return None;
                                }
                                let title =
                                    self.ta(Id::MallUiSprintWhere, &[("character", mall.character_word(character))]);
                                Some(Item::new(capitalise(&mall.character_word(character)), further(title, places)))
                            })
                            .collect();
                        (!runners.is_empty()).then(|| how(card, runners))
                    }
                    Card::Hidden => {
                        let hiders: Vec<Item<Choice>> = Character::ALL
                            .into_iter()
                            .filter(|character| legal(CardPlay::Hidden { character: *character }))
                            .map(|character| {
                                let label = capitalise(&mall.character_word(character));
                                Item::new(label, play(CardPlay::Hidden { character }))
                            })
                            .collect();
                        match hiders.len() {
                            0 => None,
                            1 => hiders.into_iter().next().map(|i| i.value),
                            _ => Some(how(card, hiders)),
                        }
                    }
                    Card::Threat => legal(CardPlay::Threat).then(|| play(CardPlay::Threat)),
                    Card::SecurityCamera => legal(CardPlay::SecurityCamera).then(|| play(CardPlay::SecurityCamera)),
                    Card::Hardware => legal(CardPlay::Hardware).then(|| play(CardPlay::Hardware)),
                    Card::WeaponOne => legal(CardPlay::WeaponOne).then(|| play(CardPlay::WeaponOne)),
                    Card::WeaponTwo => legal(CardPlay::WeaponTwo).then(|| play(CardPlay::WeaponTwo)),
                };
                if let Some(choice) = choice {
                    kinds.push(Item::new(label, choice));
                }
            }
            items.extend(self.plays_a_card(player, kinds));
        }
        items
    }

    /// The secret choice a seat's phone is asked in a game of Mall of Horror: the question,
    /// each option's decision and words.
    pub(super) fn mall_phone_question(
        &self,
        g: &mall::Game,
        seat: Seat,
    ) -> Option<(String, Vec<Decision>, Vec<String>)> {
        let pending = g.pending();
        if !pending.is_secret() || !pending.deciders().contains(seat) {
            return None;
        }
        let mall = self.an.mall();
        let legal = |cmd: &MallCommand| {
            let mut copy = *g;
            copy.apply(*cmd).is_ok()
        };
        let options: Vec<(MallCommand, String)> = match pending {
            MallPending::Ballots { candidates, .. } => candidates
                .iter()
                .map(|c| (MallCommand::Ballot { voter: seat, candidate: c }, self.name(c)))
                .filter(|(cmd, _)| legal(cmd))
                .collect(),
            MallPending::SecretDestinations { choices, placers, zombie_choices, .. } => {
                let from = if placers.contains(seat) { zombie_choices } else { choices };
                from.iter()
                    .map(|l| (MallCommand::Destination { player: seat, location: l }, self.destination_words(g, l)))
                    .filter(|(cmd, _)| legal(cmd))
                    .collect()
            }
            _ => return None,
        };
        let question = mall.prompt_for(&pending, Some(seat), false).text;
        let (commands, words) = options.into_iter().map(|(c, w)| (Decision::from(c), w)).unzip();
        Some((question, commands, words))
    }

    /// A review asked for in a game of Mall of Horror, in words; `None` in a game of Lockdown
    /// (or none).
    pub(super) fn mall_review(&self, r: Review) -> Option<String> {
        let g = self.session.as_ref()?.play.game::<mall::Game>()?;
        let asked = match r {
            Review::Location(l) => MallReview::Location(l),
            Review::Family(s) => MallReview::Group(s),
            Review::Tokens => MallReview::Tokens,
            Review::Supplies => MallReview::Supplies,
            Review::Turn => MallReview::Turn,
            Review::Score => MallReview::Score,
            // The mall has no cold storage.
            Review::ColdStorage => return Some(self.t(Id::MallUiNoColdStorage)),
        };
        Some(self.an.mall().review(g, asked))
    }

    /// In a game of Mall of Horror, the card reader lists its cards, each said with what it
    /// does under this table's options; false in a game of Lockdown (or none).
    pub(super) fn open_mall_cards(&mut self) -> bool {
        let Some(g) = self.session.as_ref().and_then(|s| s.play.game::<mall::Game>()) else { return false };
        let options = g.setup().options;
        self.open_mall_card_list(&options);
        true
    }

    /// Mall of Horror's cards, each said with what it does under these options.
    pub(super) fn open_mall_card_list(&mut self, options: &mall::Options) {
        let mall = self.an.mall();
        let items = Card::ALL
            .into_iter()
            .map(|c| Item::new(mall.card_word(c), Choice::Menu(MenuPick::Hear(mall.card_description(c, options)))))
            .collect();
        self.push(Screen::new(Kind::Info, self.t(Id::MallUiCardsTitle), items));
    }

    /// Takes up a saved game of Mall of Horror.
    pub(super) fn resume_mall(&mut self, saved: Saved<mall::Game>) {
        self.take_up(saved.names, Played::new(saved.history), saved.table);
        let last = self.rebuild_said_mall();
        self.say_taken_up();
        if let Some((cmd, events, round)) = last {
            // The last decision may have been saved just before Vigie stopped, and never said:
            // what it did is said again, so that the board follows.
            let text = self.ta(Id::UiResumedLast, &[("what", self.an.mall().decision(&cmd))]);
            self.say_text(text, None, Keep::Yes);
            for (start, part) in by_round(&events) {
                self.when = (start.unwrap_or(round), None);
                let table: Vec<Message> = self
                    .an
                    .mall()
                    .events(part, self.settings.verbosity)
                    .into_iter()
                    .filter(|m| m.channel == Channel::Table)
                    .collect();
                for m in table {
                    if let Some(m) = self.hold_for(looker(part), m) {
                        self.say(m, Keep::Yes);
                    }
                }
            }
            self.when = self.session_moment();
        }
        if let Some(g) = self.session.as_ref().and_then(|s| s.play.game::<mall::Game>()) {
            let text = self.an.mall().turn_words(g);
            self.say_text(text, None, Keep::No);
        }
        self.say_resumed_secrets();
        self.reassign_pads();
        self.open_game();
    }

    /// After a resume: what was said during the game so far, for the history review, and each
    /// player's secrets of this round (replayed from the saved decisions); the last decision,
    /// its events and its round.
    fn rebuild_said_mall(&mut self) -> Option<(MallCommand, Vec<mall::Event>, u16)> {
        let h = self.session.as_ref()?.play.record::<mall::Game>()?;
        let verbosity = self.settings.verbosity;
        let mall = self.an.mall();
        let mut said = MessageLog::new();
        let mut secrets: Vec<(Seat, u16, String)> = Vec::new();
        let mut keep = |at: u16, events: &[mall::Event]| {
            for (start, part) in by_round(events) {
                let round = start.unwrap_or(at);
                for m in mall.events(part, verbosity) {
                    match m.channel {
                        Channel::Table => said.push(round, None, &m),
                        Channel::Private(seat) => secrets.push((seat, round, m.spoken(verbosity))),
                    }
                }
            }
        };
        let mut g = *h.start();
        keep(0, h.start_events());
        let mut last = None;
        for cmd in h.log().commands {
            let round = g.round();
            match g.apply(cmd) {
                Ok(events) => {
                    keep(round, &events);
                    last = Some((cmd, events, round));
                }
                Err(_) => break,
            }
        }
        self.said = said;
        let round = g.round();
        for (seat, r, text) in secrets {
            if r == round {
                self.remember_privately(seat, text);
            }
        }
        last
    }
}

/// Events split where a round starts: each part with the round it starts, if it starts one
/// (what comes before is said in the round the decision was made in).
fn by_round(events: &[mall::Event]) -> Vec<(Option<u16>, &[mall::Event])> {
    let mut parts = Vec::new();
    let mut rest = events;
    while let Some(first) = rest.first() {
        let end = rest
            .iter()
            .skip(1)
            .position(|e| matches!(e.kind, EventKind::RoundStarted { .. }))
            .map_or(rest.len(), |i| i + 1);
        let round = match first.kind {
            EventKind::RoundStarted { round } => Some(round),
            _ => None,
        };
        let (part, next) = rest.split_at(end);
        parts.push((round, part));
        rest = next;
    }
    parts
}

/// Who looks at the dice under the box in these events, if anyone.
fn looker(events: &[mall::Event]) -> Option<Seat> {
    events.iter().find_map(|e| match e.kind {
        EventKind::DiceSeen { player } => Some(player),
        _ => None,
    })
}
