//! Lockdown at the table: its set-up steps (the youngest, the board's numbers checked and
//! corrected), the menu of each decision its game waits for, the secret choices a phone is
//! asked, its moments (turns and phases), reviews and card reader, and the epilogues a game
//! unlocks.

use super::super::game::further;
use super::super::setup::capitalise;
use super::super::*;
use super::{AtTable, Decision, Together};
use crate::engine::{CardPlay, Event, EventKind, OwnCommand, OwnEvent, OwnPending, SeatSet, Told, VoteKind};

/// Rules help topics: (title id, text id).
const TOPICS: [(Id, Id); 11] = [
    (Id::UiRulesGoalTitle, Id::UiRulesGoal),
    (Id::UiRulesTurnTitle, Id::UiRulesTurn),
    (Id::UiRulesTruckTitle, Id::UiRulesTruck),
    (Id::UiRulesBadgeTitle, Id::UiRulesBadge),
    (Id::UiRulesDestinationsTitle, Id::UiRulesDestinations),
    (Id::UiRulesMovementTitle, Id::UiRulesMovement),
    (Id::UiRulesMonstersTitle, Id::UiRulesMonsters),
    (Id::UiRulesAttacksTitle, Id::UiRulesAttacks),
    (Id::UiRulesVotesTitle, Id::UiRulesVotes),
    (Id::UiRulesCardsTitle, Id::UiRulesCards),
    (Id::UiRulesEndTitle, Id::UiRulesEnd),
];

impl From<Command> for Decision {
    fn from(c: Command) -> Decision {
        Decision::of::<Game>(c)
    }
}

impl AtTable for Game {
    type Word = Id;
    const SELECTOR: &'static str = "lockdown";
    const NEW_GAME: Id = Id::UiNewGame;
    const SETUP_TITLE: Id = Id::UiSetupLang;
    const HISTORY_ENTRY: Id = Id::UiHistoryEntry;
    const GROUPS_TITLE: Id = Id::UiReviewFamilyTitle;
    const TOPICS: &'static [(Id, Id)] = &TOPICS;
    const DICE_SEEN: Option<Id> = Some(Id::EvDiceSeen);
    const DICE_SHOWN: Option<Id> = Some(Id::EvDiceShown);
    const DESTINATION_RECORDED: Option<Id> = Some(Id::EvDestinationRecorded);
    const TURN_HEADING: Option<Id> = Some(Id::EvTurnStarted);
    const PHASE_HEADING: Option<Id> = Some(Id::EvPhaseStarted);
    const ASKS_YOUNGEST: bool = true;
    type TableSetup = ();
    const OLDEST_TITLE: Option<Id> = Some(Id::UiSetupOldest);
    const DICE: bool = true;

    fn moment(&self) -> Moment {
        (self.turn(), self.phase())
    }

    fn round(&self) -> u16 {
        self.turn()
    }

    fn by_moment(events: &[Event], at: Moment) -> Vec<(Moment, &[Event])> {
        by_moment(events, at)
    }

    fn looker(events: &[Event]) -> Option<Seat> {
        events.iter().find_map(|e| match e.kind {
            EventKind::DiceSeen { player } => Some(player),
            _ => None,
        })
    }

    fn after_events(app: &mut App, events: &[Event]) {
        if events.iter().any(|e| {
            matches!(e.kind, EventKind::Own(OwnEvent::BallotsOpened { .. }) | EventKind::DestinationAnnounced { .. })
        }) {
            app.run(super::super::secrets::entry_plan(app));
        }
        for e in events {
            if let EventKind::DiceShown { player, dice } = &e.kind {
                app.run(vec![Effect::RumbleDice(*player, dice.faces().to_vec())]);
            }
        }
    }

    fn roll(dice: Dice) -> Option<Command> {
        Some(Command::Roll { dice })
    }

    fn secret_of(cmd: &Command) -> Option<Seat> {
        cmd.secret_of()
    }

    fn dice_seen_by(&self, seat: Seat) -> Option<Dice> {
        // Once revealed to all, the dice are no one's secret.
        let v = self.view(seat);
        v.dice.filter(|_| v.board.shared.dice.is_none())
    }

    fn items(app: &App, g: &Game, title: &mut String) -> Vec<Item<Choice>> {
        if let Some(items) = super::shared::items(app, g) {
            return items;
        }
        let g = *g;
        let legal = |cmd: &Command| g.is_legal(*cmd);
        let mut items: Vec<Item<Choice>> = Vec::new();
        match g.pending() {
            Pending::Own(OwnPending::Placement { player, dice, characters }) => {
                for r in characters.iter() {
                    let mut places: Vec<Item<Choice>> = Vec::new();
                    for face in dice.faces() {
                        let cmd = Command::Own(OwnCommand::Place { player, role: r, die: *face });
                        let Some(loc) = Loc::new(*face) else { continue };
                        if places.iter().any(|it| it.jump == char::from_digit(u32::from(*face), 10)) || !legal(&cmd) {
                            continue;
                        }
                        places.push(Item::numbered(
                            capitalise(&app.an.place_words(loc)),
                            Choice::Game(GamePick::Do(cmd.into())),
                            loc.number(),
                        ));
                    }
                    // The locations in the order of their numbers, whatever the order of the dice.
                    places.sort_by_key(|it| it.jump);
                    match places.len() {
                        0 => {}
                        1 => items.push(Item::new(capitalise(&app.an.role_word(r)), places.remove(0).value)),
                        _ => {
                            let sub_title = app.ta(Id::UiPlacementWhere, &[("role", app.an.role_word(r))]);
                            items.push(Item::new(capitalise(&app.an.role_word(r)), further(sub_title, places)));
                        }
                    }
                }
            }
            Pending::Own(OwnPending::Discussion { vote, candidates, .. }) => {
                let mut id = if candidates.len() > 1 { Id::UiContinueVote } else { Id::UiContinueNoVote };
                if let VoteKind::Attack(loc) = vote
                    && !g.would_attack(loc)
                {
                    // A card changed the situation: the question says so, not the vote to come.
                    let mut a = FluentArgs::new();
                    a.set("place", app.an.place_words(loc));
                    a.set("monsters", Announcer::num(g.monsters(loc)));
                    a.set("strength", Announcer::num(g.strength_at(loc)));
                    *title = app.an.text(Id::UiAttackStopped, Some(&a));
                    id = Id::UiContinueStopped;
                }
                items.push(Item::new(app.t(id), Choice::Game(GamePick::Do(Command::Continue.into()))));
                items.extend(card_items(app, &g));
            }
            Pending::TieBreak { vote, by: martyr, tied } => {
                // An attack's tie designates who loses a character; the others', who wins.
                let kind = if matches!(vote, VoteKind::Attack(_)) { "attack" } else { "win" };
                for c in tied.iter() {
                    let q = app.ta(
                        Id::UiConfirmTie,
                        &[("martyr", app.name(martyr)), ("candidate", app.name(c)), ("kind", kind.to_owned())],
                    );
                    items.push(Item::new(
                        app.name(c),
                        Choice::Game(GamePick::Confirm(Command::BreakTie { candidate: c }.into(), q)),
                    ));
                }
            }
            Pending::Own(OwnPending::DiceWindow { .. })
            | Pending::Own(OwnPending::BeforeMove { .. })
            | Pending::Own(OwnPending::AfterMovement { .. }) => {
                items.push(Item::new(app.t(Id::UiContinue), Choice::Game(GamePick::Do(Command::Continue.into()))));
                items.extend(card_items(app, &g));
            }
            Pending::AnnounceDestination { player, choices: open } => {
                for l in open.iter() {
                    let cmd = Command::Destination { player, location: l };
                    if legal(&cmd) {
                        items.push(Item::numbered(
                            capitalise(&app.an.place_words(l)),
                            Choice::Game(GamePick::Do(cmd.into())),
                            l.number(),
                        ));
                    }
                }
            }
            Pending::SecretDestinations { choices: open, .. } => {
                if let Some(player) = app.chooser() {
                    for l in open.iter() {
                        let cmd = Command::Destination { player, location: l };
                        if legal(&cmd) {
                            let q = app.ta(
                                Id::UiConfirmDestination,
                                &[("player", app.name(player)), ("place", app.an.place_words(l))],
                            );
                            items.push(Item::numbered(
                                capitalise(&app.an.place_words(l)),
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
                    let place = g.location_of(player, r).map(|l| app.an.place_short(l)).unwrap_or_default();
                    let label = app.ta(Id::UiMoveItem, &[("role", app.an.role_word(r)), ("place", place)]);
                    items.push(Item::new(
                        capitalise(&label),
                        Choice::Game(GamePick::Do(Command::Move { player, character: r }.into())),
                    ));
                }
                items.extend(card_items(app, &g));
            }
            Pending::Victim { player, characters, .. } => {
                for r in characters.iter() {
                    let q = app.ta(Id::UiConfirmVictim, &[("player", app.name(player)), ("role", app.an.role_word(r))]);
                    items.push(Item::new(
                        capitalise(&app.an.role_word(r)),
                        Choice::Game(GamePick::Confirm(Command::Victim { player, character: r }.into(), q)),
                    ));
                }
            }
            Pending::Own(OwnPending::Keys { candidates }) => {
                for c in candidates.iter() {
                    let q = app.ta(Id::UiConfirmKeys, &[("player", app.name(c))]);
                    items.push(Item::new(
                        app.name(c),
                        Choice::Game(GamePick::Confirm(Command::Own(OwnCommand::Keys { holder: Some(c) }).into(), q)),
                    ));
                }
                let q = app.t(Id::UiConfirmNoKeys);
                items.push(Item::new(
                    app.t(Id::UiNobody),
                    Choice::Game(GamePick::Confirm(Command::Own(OwnCommand::Keys { holder: None }).into(), q)),
                ));
            }
            Pending::Own(OwnPending::TwoWeapons { .. }) => {
                for (answer, id, q) in
                    [(true, Id::UiYes, Id::UiConfirmWeapons), (false, Id::UiNo, Id::UiConfirmNoWeapons)]
                {
                    items.push(Item::new(
                        app.t(id),
                        Choice::Game(GamePick::Confirm(
                            Command::Own(OwnCommand::TwoWeapons { answer }).into(),
                            app.t(q),
                        )),
                    ));
                }
            }
            // The ballots and the truck's share: `shared::items`.
            Pending::Dice { .. } | Pending::Ballots { .. } | Pending::TruckShare { .. } | Pending::Finished => {}
        }
        items
    }

    fn final_score(app: &App, g: &Game) -> String {
        let end = [
            EventKind::Own(OwnEvent::Scored { scores: crate::engine::PerSeat(g.scores()), keys: g.keys() }),
            EventKind::Winners { winners: g.winners() },
        ]
        .map(|kind| app.an.event(&Told { audience: crate::engine::Audience::Table, kind }).0.text);
        end.join(" ")
    }

    fn phone_options(app: &App, g: &Game, seat: Seat) -> Vec<(Command, String)> {
        super::shared::phone_options(app, g, seat, |l| capitalise(&app.an.place_words(l)))
    }

    fn author(cmd: &Command) -> Option<Seat> {
        match *cmd {
            Command::Own(OwnCommand::Place { player, .. })
            | Command::Play { player, .. }
            | Command::Destination { player, .. }
            | Command::Move { player, .. }
            | Command::Victim { player, .. } => Some(player),
            Command::Ballot { voter, .. } => Some(voter),
            Command::Roll { .. }
            | Command::Continue
            | Command::BreakTie { .. }
            | Command::Give { .. }
            | Command::Own(OwnCommand::Keys { .. })
            | Command::Own(OwnCommand::TwoWeapons { .. }) => None,
        }
    }

    /// The moments for cards end when everyone who may play one is ready (the discussion
    /// before a vote: everyone who votes; before a move: its player too); the Keys and the
    /// two weapons are asked of each player who could have them.
    fn together(app: &App, g: &Game) -> Option<Together<Command>> {
        let everyone: SeatSet = g.seats().collect();
        let or_everyone = |players: SeatSet| if players.is_empty() { everyone } else { players };
        let ready = |seats: SeatSet, id: Id| Some(Together::Ready { seats, then: Command::Continue, words: app.t(id) });
        match g.pending() {
            Pending::Own(OwnPending::Discussion { weights, candidates, .. }) => {
                let voters: SeatSet = g.seats().filter(|p| weights.get(*p) > 0).collect();
                let id = if candidates.len() > 1 { Id::UiPhoneReadyVote } else { Id::UiPhoneReady };
                ready(or_everyone(voters), id)
            }
            Pending::Own(OwnPending::DiceWindow { players }) | Pending::Own(OwnPending::AfterMovement { players }) => {
                ready(or_everyone(players), Id::UiPhoneReady)
            }
            Pending::Own(OwnPending::BeforeMove { player, players, .. }) => {
                let mut seats = players;
                seats.insert(player);
                ready(seats, Id::UiPhoneReady)
            }
            Pending::Own(OwnPending::Keys { candidates }) if !candidates.is_empty() => Some(Together::Yes {
                seats: candidates,
                question: Some(app.t(Id::UiPhoneKeysQuestion)),
                yes: |p| Command::Own(OwnCommand::Keys { holder: Some(p) }),
                none: Command::Own(OwnCommand::Keys { holder: None }),
            }),
            Pending::Own(OwnPending::TwoWeapons { candidates }) if !candidates.is_empty() => Some(Together::Yes {
                seats: candidates,
                question: Some(app.t(Id::UiPhoneWeaponsQuestion)),
                yes: |_| Command::Own(OwnCommand::TwoWeapons { answer: true }),
                none: Command::Own(OwnCommand::TwoWeapons { answer: false }),
            }),
            _ => None,
        }
    }

    fn review(app: &App, g: &Game, r: Review) -> String {
        app.an.review(g, r)
    }

    /// Its cards, by their tactile code or by their name.
    fn cards(app: &App, _g: &Game) -> Option<Screen> {
        let items = vec![
            Item::new(app.t(Id::UiCardsByCode), Choice::Lists(ListPick::Cards(super::table::<Game>(), 0))),
            Item::new(app.t(Id::UiCardsByName), Choice::Lists(ListPick::Cards(super::table::<Game>(), 1))),
        ];
        Some(Screen::new(Kind::Cards, app.t(Id::UiCardsTitle), items))
    }

    fn card_reader(app: &App) -> Vec<Item<Choice>> {
        vec![
            Item::new(app.t(Id::UiCardsLockdownByCode), Choice::Lists(ListPick::Cards(super::table::<Game>(), 0))),
            Item::new(app.t(Id::UiCardsLockdownByName), Choice::Lists(ListPick::Cards(super::table::<Game>(), 1))),
        ]
    }

    fn card_list(app: &App, n: u8) -> Option<Screen> {
        Some(card_list(app, n == 0))
    }

    fn board_screen(app: &App, d: &Draft) -> Option<Screen> {
        let mut items: Vec<Item<Choice>> = Loc::all()
            .map(|l| Item::numbered(board_line(app, &d.profile, l), Choice::Setup(SetupPick::BoardLoc(l)), l.number()))
            .collect();
        items.push(Item::new(app.t(Id::UiBoardOk), Choice::Setup(SetupPick::BoardOk)));
        Some(Screen::new(Kind::SetupBoard, app.t(Id::UiSetupBoard), items))
    }

    fn board_ok(app: &mut App, d: &Draft) {
        if d.profile_changed
            && let Some(path) = app.paths.board.clone()
        {
            match crate::store::board::store(&path, &d.profile) {
                Ok(()) => {
                    let t = app.t(Id::UiBoardSaved);
                    app.say_text(t, None, Keep::Yes);
                }
                Err(e) => {
                    let text = app.ta(Id::UiSettingsUnsaved, &[("reason", app.an.store_error(&e))]);
                    app.say_error(text);
                }
            }
        }
        app.open_setup_dice();
    }

    fn table_setup(app: &mut App, d: &Draft, seed: u64) -> Setup {
        let mut setup = Setup::new(d.players, d.youngest, d.oldest, seed);
        setup.dice = d.dice;
        setup.profile = d.profile;
        setup.epilogues = epilogue_record(app);
        setup
    }

    fn ended(app: &mut App) {
        record_epilogues(app);
    }

    fn end_undone(app: &mut App, before: &Game) {
        forget_epilogue(app, before);
    }
}

/// The epilogues this table has unlocked; a record that cannot be read is said (and kept
/// aside).
fn epilogue_record(app: &mut App) -> crate::engine::EpilogueRecord {
    let (record, problem) = super::super::files::epilogues(&app.an, &app.paths);
    if let Some(text) = problem {
        app.say_error(text);
    }
    record
}

/// The epilogue the game just ended unlocked, added to the table's record.
fn record_epilogues(app: &mut App) {
    let (Some(unlocked), Some(path)) = (app.game().map(Game::epilogue_record), app.paths.epilogues.clone()) else {
        return;
    };
    let mut cards = epilogue_record(app).cards();
    cards.extend(unlocked.cards());
    cards.sort_unstable();
    cards.dedup();
    if let Err(e) = crate::store::epilogue::store(&path, &cards) {
        let text = app.ta(Id::UiRecordFailed, &[("reason", app.an.store_error(&e))]);
        app.say_error(text);
    }
}

/// The end of a game was undone: the epilogue it unlocked is no longer unlocked.
fn forget_epilogue(app: &mut App, ended: &Game) {
    let (Some(card), Some(path)) = (ended.unlocked_epilogue(), app.paths.epilogues.clone()) else { return };
    let kept: Vec<u8> = epilogue_record(app).cards().into_iter().filter(|c| *c != card).collect();
    if let Err(e) = crate::store::epilogue::store(&path, &kept) {
        let text = app.ta(Id::UiRecordFailed, &[("reason", app.an.store_error(&e))]);
        app.say_error(text);
    }
}

/// Events cut where a turn or a phase begins, each part with the moment it belongs to.
pub(in crate::ui::app) fn by_moment(events: &[Event], mut at: Moment) -> Vec<(Moment, &[Event])> {
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, e) in events.iter().enumerate() {
        let next = match e.kind {
            EventKind::Own(OwnEvent::TurnStarted { turn }) => Some((turn, None)),
            EventKind::Own(OwnEvent::PhaseStarted { turn, phase }) => Some((turn, Some(phase))),
            _ => None,
        };
        if let Some(next) = next {
            if i > start {
                parts.push((at, &events[start..i]));
            }
            at = next;
            start = i;
        }
    }
    if start < events.len() {
        parts.push((at, &events[start..]));
    }
    parts
}

/// "Red plays a card": for each player who could play one now, the cards, then the ways.
fn card_items(app: &App, g: &Game) -> Vec<Item<Choice>> {
    let mut items = Vec::new();
    for player in g.seats() {
        let mut kinds: Vec<Item<Choice>> = Vec::new();
        for kind in CardKind::ALL {
            let plays = g.card_plays(player, kind);
            let do_play = |card| Choice::Game(GamePick::Do(Command::Play { player, card }.into()));
            let card = capitalise(&app.an.card_word(kind));
            let how = app.ta(
                Id::UiHowPlay,
                &[("player", app.name(player)), ("card", kind.name().to_owned()), ("name", app.an.card_word(kind))],
            );
            let way = |c: &CardPlay| match *c {
                CardPlay::TinCan { to } | CardPlay::EnergyDrink { to, .. } => {
                    Item::numbered(capitalise(&app.an.place_words(to)), do_play(*c), to.number())
                }
                CardPlay::RottenMeat { role } => Item::new(capitalise(&app.an.role_word(role)), do_play(*c)),
                _ => Item::new(capitalise(&app.an.card_play_words(c)), do_play(*c)),
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
                            .filter(|c| matches!(c, CardPlay::EnergyDrink { role, .. } if *role == r))
                            .map(way)
                            .collect();
                        if places.is_empty() {
                            continue;
                        }
                        let now = g.location_of(player, r).map(|l| app.an.place_words(l)).unwrap_or_default();
                        let title = app.ta(Id::UiDrinkWhere, &[("role", app.an.role_word(r)), ("place", now)]);
                        // Where it stands, as the movement menu says it.
                        let short = g.location_of(player, r).map(|l| app.an.place_short(l)).unwrap_or_default();
                        let label = app.ta(Id::UiMoveItem, &[("role", app.an.role_word(r)), ("place", short)]);
                        roles.push(Item::new(capitalise(&label), further(title, places)));
                    }
                    kinds.push(Item::new(card, further(how, roles)));
                }
                many => {
                    let ways = many.iter().map(way).collect();
                    kinds.push(Item::new(card, further(how, ways)));
                }
            }
        }
        items.extend(super::super::game::plays_a_card(app, player, kinds));
    }
    items
}

/// Lockdown's cards, by their tactile code or by their name.
fn card_list(cx: &App, by_code: bool) -> Screen {
    let items = CardKind::ALL
        .into_iter()
        .map(|c| {
            let label = capitalise(&if by_code { cx.an.sticker_words(c) } else { cx.an.card_word(c) });
            Item::new(label, Choice::Menu(MenuPick::Hear(cx.an.card_description(c))))
        })
        .collect();
    let title = cx.t(if by_code { Id::UiCardsCodeTitle } else { Id::UiCardsNameTitle });
    Screen::new(Kind::Info, title, items)
}

/// A location's line of the board check: its character and monster spots.
fn board_line(cx: &App, p: &BoardProfile, l: Loc) -> String {
    let place = cx.an.place_words(l);
    match p.capacity(l) {
        Some(spots) => {
            let mut a = FluentArgs::new();
            a.set("place", place);
            a.set("spots", Announcer::num(f64::from(spots)));
            a.set("monsters", Announcer::num(f64::from(p.monster_spots(l))));
            capitalise(&cx.an.text(Id::UiBoardLocation, Some(&a)))
        }
        None => {
            let mut a = FluentArgs::new();
            a.set("place", place);
            a.set("monsters", Announcer::num(f64::from(p.monster_spots(l))));
            capitalise(&cx.an.text(Id::UiBoardParking, Some(&a)))
        }
    }
}
