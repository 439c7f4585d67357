//! Mall of Horror at the table: its set-up steps (the board's numbers read, the table's
//! options), the menu of each decision its game waits for, the secret choices a phone is asked,
//! its rounds, reviews, card reader and rules. The rest of the interface (channels, secrets,
//! phones, undo, saves) is written once for every ruleset and reaches this one through
//! [`AtTable`].

use super::super::game::further;
use super::super::setup::capitalise;
use super::super::*;
use super::{AtTable, Decision, Together};
use crate::announce::Voice;
use crate::announce::mall::Review as MallReview;
use crate::engine::mall::{
    Card, CardPlay, Character, Command as MallCommand, EventKind, OwnCommand as MallOwnCommand, OwnEvent,
    OwnPending as MallOwnPending, Pending as MallPending,
};
use crate::engine::{PerSeat, SeatSet};

/// One of Mall of Horror's table options, turned over at the set-up (by its number in the
/// set-up's choices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MallOption {
    /// The Cachou opens with 3 or 4 players.
    CachouOpen,
    /// A hidden character leaves the defence too.
    HiddenLeavesDefence,
    /// Players with no character left do not vote in the second vote of a tie.
    SecondVoteSurvivorsOnly,
}

impl MallOption {
    const ALL: [MallOption; 3] =
        [MallOption::CachouOpen, MallOption::HiddenLeavesDefence, MallOption::SecondVoteSurvivorsOnly];

    fn choice(self) -> Choice {
        Choice::Setup(SetupPick::Own(self as u8))
    }
}

/// The rules help of Mall of Horror: each topic's title and words.
const MALL_TOPICS: [(Id, Id); 10] = [
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

impl From<MallCommand> for Decision {
    fn from(c: MallCommand) -> Decision {
        Decision::of::<mall::Game>(c)
    }
}

impl AtTable for mall::Game {
    type Word = Id;
    const SELECTOR: &'static str = "mall";
    const NEW_GAME: Id = Id::UiNewMallGame;
    const SETUP_TITLE: Id = Id::UiSetupLangMall;
    const HISTORY_ENTRY: Id = Id::MallUiHistoryEntry;
    const GROUPS_TITLE: Id = Id::MallUiReviewGroupTitle;
    const TOPICS: &'static [(Id, Id)] = &MALL_TOPICS;
    const DICE_SEEN: Option<Id> = Some(Id::MallEvDiceSeen);
    const DICE_SHOWN: Option<Id> = Some(Id::MallEvDiceShown);
    const DESTINATION_RECORDED: Option<Id> = Some(Id::MallEvDestinationRecorded);
    const TURN_HEADING: Option<Id> = Some(Id::MallEvRoundStarted);
    const DICE: bool = true;
    // Mall of Horror has no Martyr: the oldest alone is asked; its board is printed.
    const ASKS_YOUNGEST: bool = false;
    /// The table's options.
    type TableSetup = mall::Options;

    /// One of the table's options turned over.
    fn setup_choice(app: &mut App, choice: u8) {
        if let Some(o) = MallOption::ALL.get(usize::from(choice)) {
            turn_mall_option(app, *o);
        }
    }
    const OLDEST_TITLE: Option<Id> = Some(Id::MallUiSetupOldest);

    fn moment(&self) -> Moment {
        (self.round(), None)
    }

    fn round(&self) -> u16 {
        mall::Game::round(self)
    }

    /// Events split where a round starts (what comes before is said in the round the decision
    /// was made in).
    fn by_moment(events: &[mall::Event], at: Moment) -> Vec<(Moment, &[mall::Event])> {
        let mut parts = Vec::new();
        let mut rest = events;
        while let Some(first) = rest.first() {
            let end = rest
                .iter()
                .skip(1)
                .position(|e| matches!(e.kind, EventKind::Own(OwnEvent::RoundStarted { .. })))
                .map_or(rest.len(), |i| i + 1);
            let moment = match first.kind {
                EventKind::Own(OwnEvent::RoundStarted { round }) => (round, None),
                _ => at,
            };
            let (part, next) = rest.split_at(end);
            parts.push((moment, part));
            rest = next;
        }
        parts
    }

    fn looker(events: &[mall::Event]) -> Option<Seat> {
        events.iter().find_map(|e| match e.kind {
            EventKind::DiceSeen { player } => Some(player),
            _ => None,
        })
    }

    fn after_events(app: &mut App, events: &[mall::Event]) {
        // Destinations with no chief to announce first: the table is told how they are chosen.
        let opened = events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Own(OwnEvent::StepStarted { step: mall::Step::Destinations, .. })));
        if let Some(s) = app.session.as_ref().filter(|_| opened)
            && let Some(g) = s.play.game::<mall::Game>()
            && matches!(g.pending(), MallPending::SecretDestinations { .. })
        {
            let entry = if s.table.secret_entry { "secret" } else { "open" };
            app.run(vec![voice::tell(Id::MallUiDestinationsOpen, move |_| vec![("entry", entry.to_owned())])]);
        }
        // Secret choices open (ballots, or destinations after the chief's or with no chief):
        // who will show the table is said.
        if events.iter().any(|e| {
            matches!(
                e.kind,
                EventKind::Own(OwnEvent::BallotsOpened { .. })
                    | EventKind::DestinationAnnounced { .. }
                    | EventKind::Own(OwnEvent::StepStarted { step: mall::Step::Destinations, .. })
            )
        }) {
            app.run(super::super::secrets::entry_plan(app));
        }
        for e in events {
            if let EventKind::DiceShown { player, dice } = &e.kind {
                app.run(vec![Effect::RumbleDice(*player, dice.faces().to_vec())]);
            }
        }
    }

    fn roll(dice: Dice) -> Option<MallCommand> {
        Some(MallCommand::Roll { dice })
    }

    fn secret_of(cmd: &MallCommand) -> Option<Seat> {
        cmd.secret_of()
    }

    fn dice_seen_by(&self, seat: Seat) -> Option<Dice> {
        // Once revealed to all, the dice are no one's secret.
        let v = self.view(seat);
        v.dice.filter(|_| v.board.shared.dice.is_none())
    }

    fn items(app: &App, g: &mall::Game, _title: &mut String) -> Vec<Item<Choice>> {
        if let Some(items) = super::shared::items(app, g) {
            return items;
        }
        let mall = app.an.mall();
        let g = *g;
        let legal = |cmd: &MallCommand| g.is_legal(*cmd);
        let act = |cmd: MallCommand| Choice::Game(GamePick::Do(cmd.into()));
        let ask = |cmd: MallCommand, q: String| Choice::Game(GamePick::Confirm(cmd.into(), q));
        let place = |l: Loc| capitalise(&mall.place_words(l));
        let destination = |l: Loc| destination_words(app, &g, l);
        let character = |c: Character| capitalise(&mall.character_word(c));
        let mut items: Vec<Item<Choice>> = Vec::new();
        match g.pending() {
            MallPending::Own(MallOwnPending::Placement { player, characters, locations, .. }) => {
                for c in characters.iter() {
                    let mut places: Vec<Item<Choice>> = locations
                        .iter()
                        .map(|l| (l, MallCommand::Own(MallOwnCommand::Place { player, character: c, location: l })))
                        .filter(|(_, cmd)| legal(cmd))
                        .map(|(l, cmd)| Item::numbered(place(l), act(cmd), l.number()))
                        .collect();
                    match places.len() {
                        0 => {}
                        1 => items.push(Item::new(character(c), places.remove(0).value)),
                        _ => {
                            let sub_title = app.ta(Id::UiPlacementWhere, &[("role", mall.character_word(c))]);
                            items.push(Item::new(character(c), further(sub_title, places)));
                        }
                    }
                }
            }
            MallPending::Own(MallOwnPending::Discussion { candidates, players, .. }) => {
                let id = if candidates.len() > 1 { Id::UiContinueVote } else { Id::UiContinueNoVote };
                items.push(Item::new(app.t(id), act(MallCommand::Continue)));
                items.extend(card_items(app, &g, players));
            }
            MallPending::Own(MallOwnPending::Cards { players, .. })
            | MallPending::Own(MallOwnPending::Camera { players }) => {
                items.push(Item::new(app.t(Id::UiContinue), act(MallCommand::Continue)));
                items.extend(card_items(app, &g, players));
            }
            MallPending::TieBreak { by: chief, tied, .. } => {
                for c in tied.iter() {
                    let q = app.ta(Id::MallUiConfirmTie, &[("chief", app.name(chief)), ("candidate", app.name(c))]);
                    items.push(Item::new(app.name(c), ask(MallCommand::BreakTie { candidate: c }, q)));
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
                if let Some(player) = app.chooser() {
                    let (from, id) = if placers.contains(player) {
                        (zombie_choices, Id::MallUiConfirmZombie)
                    } else {
                        (choices, Id::MallUiConfirmDestination)
                    };
                    for l in from.iter() {
                        let cmd = MallCommand::Destination { player, location: l };
                        if legal(&cmd) {
                            let q = app.ta(id, &[("player", app.name(player)), ("place", mall.place_words(l))]);
                            items.push(Item::numbered(destination(l), ask(cmd, q), l.number()));
                        }
                    }
                }
            }
            MallPending::Move { player, characters, .. } => {
                for c in characters.iter() {
                    // Where it stands now: the board is read as the choice is made.
                    let now = g.location_of(player, c).map(|l| mall.place_words(l)).unwrap_or_default();
                    let label = app.ta(Id::MallUiMoveItem, &[("character", mall.character_word(c)), ("place", now)]);
                    items.push(Item::new(capitalise(&label), act(MallCommand::Move { player, character: c })));
                }
                items.extend(card_items(app, &g, [player].into_iter().collect()));
            }
            MallPending::Own(MallOwnPending::Stay { player, .. }) => {
                items.push(Item::new(app.t(Id::MallUiStay), act(MallCommand::Continue)));
                items.extend(card_items(app, &g, [player].into_iter().collect()));
            }
            MallPending::Victim { player, characters, .. } => {
                for c in characters.iter() {
                    let q = app.ta(
                        Id::MallUiConfirmVictim,
                        &[("player", app.name(player)), ("character", mall.character_word(c))],
                    );
                    items.push(Item::new(character(c), ask(MallCommand::Victim { player, character: c }, q)));
                }
            }
            // The ballots and the truck's share: `shared::items`.
            MallPending::Dice { .. }
            | MallPending::Ballots { .. }
            | MallPending::TruckShare { .. }
            | MallPending::Finished => {}
        }
        items
    }

    fn final_score(app: &App, g: &mall::Game) -> String {
        // Cards in hand break a tie.
        let mut cards = [0; crate::engine::MAX_PLAYERS];
        for s in g.seats() {
            cards[s.index()] = g.hand(s);
        }
        let end = [
            EventKind::Own(OwnEvent::Scored { scores: PerSeat(g.scores()), cards: PerSeat(cards) }),
            EventKind::Winners { winners: g.winners() },
        ];
        end.map(|kind| app.an.mall().event(&mall::Event { audience: crate::engine::Audience::Table, kind }).0.text)
            .join(" ")
    }

    fn author(cmd: &MallCommand) -> Option<Seat> {
        match *cmd {
            MallCommand::Own(MallOwnCommand::Place { player, .. })
            | MallCommand::Play { player, .. }
            | MallCommand::Destination { player, .. }
            | MallCommand::Move { player, .. }
            | MallCommand::Victim { player, .. } => Some(player),
            MallCommand::Ballot { voter, .. } => Some(voter),
            MallCommand::Roll { .. }
            | MallCommand::Continue
            | MallCommand::BreakTie { .. }
            | MallCommand::Give { .. } => None,
        }
    }

    /// The moments for cards end when everyone who may play one is ready (the discussion
    /// before a vote: everyone who votes too).
    fn together(app: &App, g: &mall::Game) -> Option<Together<MallCommand>> {
        let everyone: SeatSet = g.seats().collect();
        let or_everyone = |players: SeatSet| if players.is_empty() { everyone } else { players };
        let ready =
            |seats: SeatSet, id: Id| Some(Together::Ready { seats, then: MallCommand::Continue, words: app.t(id) });
        match g.pending() {
            MallPending::Own(MallOwnPending::Discussion { weights, candidates, players, .. }) => {
                let mut seats: SeatSet = g.seats().filter(|p| weights.get(*p) > 0).collect();
                for p in players.iter() {
                    seats.insert(p);
                }
                let id = if candidates.len() > 1 { Id::UiPhoneReadyVote } else { Id::UiPhoneReady };
                ready(or_everyone(seats), id)
            }
            MallPending::Own(MallOwnPending::Cards { players, .. })
            | MallPending::Own(MallOwnPending::Camera { players }) => ready(or_everyone(players), Id::UiPhoneReady),
            _ => None,
        }
    }

    fn phone_options(app: &App, g: &mall::Game, seat: Seat) -> Vec<(MallCommand, String)> {
        super::shared::phone_options(app, g, seat, |l| destination_words(app, g, l))
    }

    fn review(app: &App, g: &mall::Game, r: Review) -> String {
        let asked = match r {
            Review::Location(l) => MallReview::Location(l),
            Review::Family(s) => MallReview::Group(s),
            Review::Tokens => MallReview::Tokens,
            Review::Supplies => MallReview::Supplies,
            Review::Turn => MallReview::Turn,
            Review::Score => MallReview::Score,
            // The mall has no cold storage.
            Review::ColdStorage => return app.t(Id::MallUiNoColdStorage),
        };
        app.an.mall().review(g, asked)
    }

    /// Its reviews in its own words.
    fn action_words(a: Action) -> Id {
        match a {
            Action::ReviewFamily => Id::MallActionReviewFamily,
            Action::ReviewTokens => Id::MallActionReviewTokens,
            Action::ReviewSupplies => Id::MallActionReviewSupplies,
            Action::ReviewTurn => Id::MallActionReviewTurn,
            _ => a.help_id(),
        }
    }

    /// The mall has no cold storage.
    fn has_action(a: Action) -> bool {
        a != Action::ReviewColdStorage
    }

    /// Its cards, each said with what it does under this table's options.
    fn cards(app: &App, g: &mall::Game) -> Option<Screen> {
        Some(mall_cards(app, &g.setup().options))
    }

    fn card_reader(app: &App) -> Vec<Item<Choice>> {
        vec![Item::new(app.t(Id::UiCardsMall), Choice::Lists(ListPick::Cards(super::table::<mall::Game>(), 0)))]
    }

    /// Outside a game, under the default options.
    fn card_list(app: &App, _n: u8) -> Option<Screen> {
        Some(mall_cards(app, &mall::Options::default()))
    }

    /// Named with its game.
    fn topic_outside(app: &App, title: String) -> String {
        // After the game's name and a colon, the title goes on in lower case ("the goal").
        let mut c = title.chars();
        let title: String = c.next().map(|f| f.to_lowercase().chain(c).collect()).unwrap_or_default();
        app.ta(Id::UiRulesMallTopic, &[("topic", title)])
    }

    /// Its numbers are printed on the board and no table changes them, so each line is read,
    /// and the last choice goes on.
    fn board_screen(app: &App, d: &Draft) -> Option<Screen> {
        let closed = d.players <= 4;
        let mut items: Vec<Item<Choice>> = Loc::all()
            .map(|l| {
                let mut a = FluentArgs::new();
                a.set("place", app.an.mall().place_name(l));
                a.set("number", Announcer::num(l.number()));
                a.set("spots", Announcer::num(mall::capacity(l).map_or(0.0, f64::from)));
                a.set("any", if mall::capacity(l).is_none() { "yes" } else { "no" });
                a.set("closed", if closed && l == mall::CACHOU { "yes" } else { "no" });
                let line = capitalise(&app.an.text(Id::MallUiBoardLocation, Some(&a)));
                Item::numbered(line.clone(), Choice::Menu(MenuPick::Hear(line)), l.number())
            })
            .collect();
        items.push(Item::new(app.t(Id::UiBoardOk), Choice::Setup(SetupPick::BoardOk)));
        Some(Screen::new(Kind::SetupBoard, app.t(Id::MallUiSetupBoard), items))
    }

    /// The table's options come next.
    fn board_ok(app: &mut App, _d: &Draft) {
        open_options(app, None);
    }

    fn table_setup(_app: &mut App, d: &Draft, seed: u64) -> mall::Setup {
        let mut setup = mall::Setup::new(d.players, d.oldest, seed);
        setup.dice = d.dice;
        setup.options = d.own.of::<mall::Game>().copied().unwrap_or_default();
        setup
    }
}

/// The table's options of Mall of Horror; `focus`: the option just turned over.
fn open_options(app: &mut App, focus: Option<usize>) {
    let Some(d) = app.stack.draft() else { return };
    let options = d.own.of::<mall::Game>().copied().unwrap_or_default();
    let mut items = Vec::new();
    if d.players <= 4 {
        let id = if options.cachou_open { Id::MallUiOptionCachouOpen } else { Id::MallUiOptionCachouClosed };
        items.push(Item::new(app.t(id), MallOption::CachouOpen.choice()));
    }
    let id = if options.hidden_leaves_defence { Id::MallUiOptionHiddenLeaves } else { Id::MallUiOptionHiddenCounts };
    items.push(Item::new(app.t(id), MallOption::HiddenLeavesDefence.choice()));
    let id = if options.second_vote_survivors_only {
        Id::MallUiOptionSecondVoteSurvivors
    } else {
        Id::MallUiOptionSecondVoteAll
    };
    items.push(Item::new(app.t(id), MallOption::SecondVoteSurvivorsOnly.choice()));
    items.push(Item::new(app.t(Id::MallUiOptionsOk), Choice::Setup(SetupPick::OptionsOk)));
    let mut s = Screen::new(Kind::SetupOptions, app.t(Id::MallUiSetupOptions), items);
    match focus {
        Some(i) => {
            // The same screen with the option turned over: its new words alone are said.
            s.menu.set_focus(i);
            if let Some(top) = app.stack.last_mut().filter(|t| t.kind == Kind::SetupOptions) {
                *top = s;
                app.say_focus();
                return;
            }
            app.push(s);
        }
        None => app.push(s),
    }
}

/// Turns one of the table's options over.
fn turn_mall_option(app: &mut App, o: MallOption) {
    let Some(opts) = app.stack.draft_mut().and_then(|d| d.own.of_mut::<mall::Game>()) else { return };
    match o {
        MallOption::CachouOpen => opts.cachou_open = !opts.cachou_open,
        MallOption::HiddenLeavesDefence => opts.hidden_leaves_defence = !opts.hidden_leaves_defence,
        MallOption::SecondVoteSurvivorsOnly => opts.second_vote_survivors_only = !opts.second_vote_survivors_only,
    }
    let focus = app.stack.last().map(|t| t.menu.focus());
    open_options(app, focus);
}

/// A destination as a choice: a closed location is still one, and says where it sends.
fn destination_words(app: &App, g: &mall::Game, l: Loc) -> String {
    let place = app.an.mall().place_words(l);
    if g.is_closed(l) { capitalise(&app.ta(Id::MallUiClosedPlace, &[("place", place)])) } else { capitalise(&place) }
}

/// "Red plays a card": for each of `players` holding a card, the cards that can be played
/// now, then how (a Sprint's character and where it runs, a Hiding place's character).
fn card_items(app: &App, g: &mall::Game, players: SeatSet) -> Vec<Item<Choice>> {
    let mall = app.an.mall();
    let mut items = Vec::new();
    for player in players.iter().filter(|p| g.hand(*p) > 0) {
        let legal = |card: CardPlay| g.is_legal(MallCommand::Play { player, card });
        let play = |card: CardPlay| Choice::Game(GamePick::Do(MallCommand::Play { player, card }.into()));
        let how = |card: Card, ways: Vec<Item<Choice>>| {
            let title = app.ta(Id::MallUiHowPlay, &[("player", app.name(player)), ("card", mall.card_word(card))]);
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
                            let title = app.ta(Id::MallUiSprintWhere, &[("character", mall.character_word(character))]);
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
        items.extend(super::super::game::plays_a_card(app, player, kinds));
    }
    items
}

/// Mall of Horror's cards, each said with what it does under these options.
fn mall_cards(app: &App, options: &mall::Options) -> Screen {
    let mall = app.an.mall();
    let items = Card::ALL
        .into_iter()
        .map(|c| {
            let label = super::super::secrets::capitalise_first(&mall.card_word(c));
            Item::new(label, Choice::Menu(MenuPick::Hear(mall.card_description(c, options))))
        })
        .collect();
    Screen::new(Kind::Info, app.t(Id::MallUiCardsTitle), items)
}
