//! Phones: players' own phones as their seats. The server starts when a player's channel
//! becomes their phone; the table hears its address and join code, and the screen shows its QR
//! code. Secret ballots and destinations are asked on the phones (all at once, each player on
//! their own), and the table hears only who has chosen; by default a phone is also asked every
//! decision of its player's own and its part of what the table decides together, so that a
//! table of phones plays without the operator. A phone that goes away is said; its choice can
//! be taken over by the operator, asked aloud first.

use super::desk::{DeskChange, Starting, Words};
use super::phones_words::{page_words_all, page_words_in};
use super::screen::Later;
use super::*;
use crate::engine::SeatSet;
use crate::phone::{PhoneError, PhoneEvent, Refusal, ReviewKind, ReviewRefusal};

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum PhonePick {
    /// The Phones screen: address, join code, QR code, each phone's state.
    Open,
    /// Say the address and the join code again.
    SayAddress,
    /// Ask whether to give a seat to a new phone (then `Then::NewPhone`).
    AskNewPhone(Seat),
    /// Ask whether to take over a seat's pending choice (then `Then::TakeOver`: the operator
    /// enters it, after the others' choices).
    AskTakeOver(Seat),
    /// The phones make their players' secret choices only, or every decision of their own.
    ToggleDecisions,
}

impl From<PhonePick> for Choice {
    fn from(p: PhonePick) -> Choice {
        Choice::Phones(p)
    }
}

/// What an option of a phone's question does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhoneAnswer {
    /// A decision of the game, made at once.
    Decide(Decision),
    /// The seat is ready to end a moment the table ends together: when every one of `seats`
    /// is, `then` is made.
    Ready { seats: SeatSet, then: Decision },
    /// The seat takes its readiness back.
    NotReady,
    /// The seat says no to a question each of `seats` answers: when every one of them has,
    /// `none` is made.
    No { seats: SeatSet, none: Decision },
}

/// What a seat's phone is asked: the question, what each option does, and its words.
pub type PhoneAsk = (String, Vec<PhoneAnswer>, Vec<String>);

/// A phone's answer to what it was asked, applied when its turn comes: the decision it makes
/// (none while others it waits for have not answered, or when it takes its readiness back),
/// then the phone told whether it counted, in its page's words ([`answered`]).
#[derive(Debug)]
pub struct Answer {
    seat: Seat,
    offer: u64,
    pub(super) decision: Option<Decision>,
    reply: Reply,
}

/// What a phone is told when its answer counted.
#[derive(Debug)]
enum Reply {
    /// Its choice, in the words its phone showed.
    Counted(String),
    Ready,
    NotReady,
}

/// What happened on a phone, heard in turn: said to the table (never a secret; aside: kept in
/// the history, the repeat key still saying the game's last message), the desk told, the
/// choices made there applied.
pub(super) fn heard(cx: &App, e: PhoneEvent) -> Vec<Effect> {
    // (In each page's language too: see `voice::worded`.)
    let aside = |id: Id, seat: Seat| {
        Effect::Worded(super::voice::words_of(id, move |an| vec![("player", an.name(seat))]), None, Keep::Aside)
    };
    match e {
        PhoneEvent::Joined(seat) => vec![Effect::Desk(DeskChange::Joined(seat)), aside(Id::UiPhoneJoined, seat)],
        PhoneEvent::Back(seat) => vec![Effect::Desk(DeskChange::Connected(seat)), aside(Id::UiPhoneBack, seat)],
        PhoneEvent::Away(seat) => {
            let id = if cx.desk.waits_on(seat) { Id::UiPhoneAwayChoice } else { Id::UiPhoneAway };
            vec![Effect::Desk(DeskChange::Away(seat)), aside(id, seat)]
        }
        PhoneEvent::Moved(seat) => vec![Effect::Desk(DeskChange::Connected(seat)), aside(Id::UiPhoneMoved, seat)],
        PhoneEvent::CodeChanged => address_and_code(cx)
            .map(|(_, code)| {
                let words = super::voice::words_of(Id::UiPhonesCodeChanged, move |_| vec![("code", code.clone())]);
                Effect::Worded(words, None, Keep::Aside)
            })
            .into_iter()
            .collect(),
        PhoneEvent::Chose { seat, offer, option } => chose(cx, seat, offer, option),
        PhoneEvent::Review { seat, review, location } => review_asked(cx, seat, review, location),
        // Said once, until the seat is given or its phone comes back.
        PhoneEvent::Refused { seat: Some(seat), why: Refusal::SeatTaken } if !cx.desk.asked_for.contains(seat) => {
            vec![Effect::Desk(DeskChange::AskedFor(seat)), aside(Id::UiPhoneAsksSeat, seat)]
        }
        // A wrong code or token is the page's to say, to the one who tried.
        PhoneEvent::Refused { .. } => Vec::new(),
        // The page reads another language: its question is asked again in it (its page's
        // words the server sent already; its news and secrets follow from now on).
        PhoneEvent::Lang { seat, .. } => vec![Effect::Desk(DeskChange::Unasked(seat)), Effect::SyncPhones],
    }
}

/// A seat's page asked for a review: answered to that page only, in the words the table's
/// review keys say (`App::review_words`, the ruleset's `AtTable::review`), in the language the
/// page reads. Those tell only what the whole table may know (where characters stand, hidden
/// ones included, since the card that hid them was played openly; how many dice are under the
/// box, never what they show; the question pending, as the table hears it), so no seat learns
/// another's secret.
fn review_asked(cx: &App, seat: Seat, review: ReviewKind, location: Option<Loc>) -> Vec<Effect> {
    let refuse = |why| vec![Effect::Desk(DeskChange::RefuseReview { seat, review, why })];
    let (Some(rules), Some(s)) = (cx.rules(), cx.session.as_ref()) else {
        return refuse(ReviewRefusal::NoGame);
    };
    if !rules.has_action(review_action(review)) {
        return refuse(ReviewRefusal::Unknown);
    }
    let asked: Vec<Review> = match review {
        ReviewKind::Location => match location {
            Some(l) => vec![Review::Location(l)],
            None => return refuse(ReviewRefusal::NoLocation),
        },
        ReviewKind::Families => Seat::all(s.names.len() as u8).map(Review::Family).collect(),
        ReviewKind::ColdStorage => vec![Review::ColdStorage],
        ReviewKind::Tokens => vec![Review::Tokens],
        ReviewKind::Supplies => vec![Review::Supplies],
        ReviewKind::Turn => vec![Review::Turn],
        ReviewKind::Score => vec![Review::Score],
    };
    let worded = Later::new(move |cx| {
        let lines = asked.into_iter().filter_map(|r| cx.review_words(r)).collect();
        vec![Effect::Desk(DeskChange::Review { seat, review, location, lines })]
    });
    vec![Effect::ForPhone(seat, worded)]
}

/// A phone chose: its decision is applied if it still answers what is asked (a choice the
/// table makes together once each seat asked is ready, or has said no); otherwise the phone
/// hears that it came too late.
fn chose(cx: &App, seat: Seat, offer: u64, option: usize) -> Vec<Effect> {
    let asked = cx.desk.asked.get(seat.index()).cloned().flatten().filter(|a| a.id == offer);
    let Some((asked, cmd)) = asked.and_then(|a| a.commands.get(option).cloned().map(|c| (a, c))) else {
        return vec![Effect::ForPhone(seat, Later::new(move |cx| vec![stale(cx, seat, offer)]))];
    };
    let what = asked.words.get(option).cloned().unwrap_or_default();
    let answer = |decision, reply| Effect::PhoneAnswer(Box::new(Answer { seat, offer, decision, reply }));
    let (desk, answer) = match cmd {
        PhoneAnswer::Decide(d) => return vec![answer(Some(d), Reply::Counted(what))],
        PhoneAnswer::Ready { seats, then } => {
            let all = seats.iter().all(|p| p == seat || cx.desk.ready.contains(p));
            (DeskChange::Ready(seat), answer(all.then_some(then), Reply::Ready))
        }
        PhoneAnswer::NotReady => (DeskChange::NotReady(seat), answer(None, Reply::NotReady)),
        PhoneAnswer::No { seats, none } => {
            let all = seats.iter().all(|p| p == seat || cx.desk.said_no.contains(p));
            (DeskChange::SaidNo(seat), answer(all.then_some(none), Reply::Counted(what)))
        }
    };
    // Then the table's screen shows whom the phones still wait for.
    vec![Effect::Desk(desk), answer, Effect::When(Later::new(super::game::refreshed))]
}

/// The phone's answer was refused: too late, or for a game since replaced.
fn stale(cx: &App, seat: Seat, offer: u64) -> Effect {
    Effect::Desk(DeskChange::Refused { seat, offer, text: cx.t(Id::UiPhoneStale) })
}

/// After a phone's answer was applied (`applied`: its decision made, or none to make): the phone
/// told in its page's words whether it counted, then every phone asked anew.
pub(super) fn answered(a: Answer, applied: bool) -> Vec<Effect> {
    let Answer { seat, offer, reply, .. } = a;
    let told = Later::new(move |cx| {
        if !applied {
            return vec![stale(cx, seat, offer)];
        }
        let text = match reply {
            Reply::Counted(what) => cx.ta(Id::UiPhoneCounted, &[("choice", what)]),
            Reply::Ready => cx.t(Id::UiPhoneReadyDone),
            Reply::NotReady => cx.t(Id::UiPhoneNotReadyDone),
        };
        vec![Effect::Desk(DeskChange::Accepted { seat, offer, text })]
    });
    vec![Effect::ForPhone(seat, told), Effect::SyncPhones]
}

/// The announcer a seat's phone is worded with when its page chose another language than the
/// table's: the same players, names as typed, colours in that language.
pub(super) fn announcer(cx: &App, seat: Seat) -> Option<Announcer> {
    let lang = lang(cx, seat)?;
    let colours = cx.table_options().map(|(t, _)| t.colours.clone()).unwrap_or_default();
    Some(super::setup::announcer_in(&cx.an, lang, &colours))
}

/// The phones' server started if it is not running, then `then` told whether it started now
/// (`Some(true)`), was running (`Some(false)`) or cannot run (`None`: said), reading what the
/// start left.
pub(super) fn ensure(cx: &App, then: impl FnOnce(&App, Option<bool>) -> Vec<Effect> + 'static) -> Vec<Effect> {
    if cx.out.phones().is_some() {
        return then(cx, Some(false));
    }
    let names = names(cx);
    let words = (page_words_in(&cx.an, &names, selector(cx)), all_words(cx));
    vec![
        Effect::StartPhones(Box::new(Starting { names, words })),
        Effect::When(Later::new(move |cx| then(cx, cx.out.phones().map(|_| true)))),
    ]
}

/// Why the phones' server did not start (`None`: this Vigie cannot start one), in words.
pub(super) fn not_started(cx: &App, e: Option<PhoneError>) -> Vec<Effect> {
    let text = match e {
        None => cx.t(Id::UiPhonesUnavailable),
        Some(PhoneError::Listen { addr, .. }) => cx.tn(Id::UiPhonesNoPort, &[("port", f64::from(addr.port()))]),
        Some(PhoneError::Start(_)) => cx.t(Id::UiPhonesNoStart),
    };
    vec![Effect::Error(text)]
}

/// The Phones screen, opened (the server started first if needed).
pub(super) fn open(cx: &App) -> Vec<Effect> {
    ensure(cx, |cx, started| started.and_then(|_| phones_screen(cx)).map(Effect::Push).into_iter().collect())
}

/// The pages' words in the table's language and in every language, when the server runs.
fn words(cx: &App, names: &[String]) -> Option<Box<Words>> {
    cx.out.phones().map(|_| Box::new((page_words_in(&cx.an, names, selector(cx)), all_words(cx))))
}

/// A game began or was resumed: the phones' page knows its players, and the server runs if
/// a player's channel is their phone; the table hears how to join when it started now, or
/// when new players at some seats join (a resumed game has a new page).
pub(super) fn for_game(cx: &App) -> Vec<Effect> {
    let names = names(cx);
    let rejoin = cx.out.phones().is_some() && cx.desk.rejoins(&names);
    let mut effects = vec![Effect::Desk(DeskChange::ForGame(names.clone(), words(cx, &names)))];
    if uses(cx) {
        effects.extend(ensure(cx, move |cx, started| {
            if started == Some(true) || rejoin { address_said(cx, Keep::Yes) } else { Vec::new() }
        }));
    }
    effects
}

/// The language changed: the pages too, and every phone asked anew in it.
pub(super) fn relabel(cx: &App) -> Vec<Effect> {
    let names = names(cx);
    let words = words(cx, &names);
    vec![Effect::Desk(DeskChange::Relabel(names, words)), Effect::SyncPhones]
}

/// What each phone is asked now, from what the game waits for: a new turn is a new round for
/// the pages; a phone whose player must give a secret ballot or destination is asked it (the
/// same offer while it is the same choice), or (as the table chose) its player's own decisions
/// and its part of what the table decides together, each in the language its page reads; the
/// others are asked nothing.
pub(super) fn sync(cx: &App) -> Vec<Effect> {
    if cx.out.phones().is_none() {
        return Vec::new();
    }
    let mut effects = vec![Effect::PhonesRound, Effect::Desk(DeskChange::Reviews(reviews(cx)))];
    let Some(s) = cx.session.as_ref() else { return effects };
    let (secret, seats, decisions) = (s.play.is_secret(), s.names.len(), s.play.decisions());
    effects.push(Effect::Desk(DeskChange::BeforeAsking { secret, seats, decisions }));
    for seat in Seat::all(seats as u8) {
        let wanted = Later::new(move |cx| vec![Effect::Desk(DeskChange::Wanted(question(cx, seat)))]);
        effects.push(Effect::ForPhone(seat, wanted));
    }
    // Whose decision the game waits for: their pages say it is their turn.
    let deciders = if s.play.is_finished() { SeatSet::EMPTY } else { s.play.deciders() };
    effects.push(Effect::Desk(DeskChange::Ask(deciders)));
    effects
}

/// The table's key of a review a page asks for.
fn review_action(review: ReviewKind) -> Action {
    match review {
        ReviewKind::Location => Action::ReviewLocation,
        ReviewKind::Families => Action::ReviewFamily,
        ReviewKind::ColdStorage => Action::ReviewColdStorage,
        ReviewKind::Tokens => Action::ReviewTokens,
        ReviewKind::Supplies => Action::ReviewSupplies,
        ReviewKind::Turn => Action::ReviewTurn,
        ReviewKind::Score => Action::ReviewScore,
    }
}

/// Every decision among the game screen's items, with its words: an item that opens a further
/// step ("Red plays a card") gives each of that step's decisions, named after it.
fn phone_items(cx: &App, items: &[Item<Choice>], before: Option<&str>, found: &mut dyn FnMut(Decision, String)) {
    for item in items {
        let words = match before {
            Some(first) => cx.ta(Id::UiPhoneOptionStep, &[("first", first.to_owned()), ("then", item.label.clone())]),
            None => item.label.clone(),
        };
        match &item.value {
            Choice::Game(GamePick::Do(d)) | Choice::Game(GamePick::Confirm(d, _)) => found(d.clone(), words),
            Choice::Menu(MenuPick::Open(screen)) if screen.kind == Kind::GameSub => {
                phone_items(cx, screen.menu.items(), Some(&words), found);
            }
            _ => {}
        }
    }
}

/// The Phones screen: the address and code in its question, the QR code on the screen, each
/// phone player's state.
pub(super) fn phones_screen(cx: &App) -> Option<Screen> {
    let (address, code) = address_and_code(cx)?;
    let title = cx.ta(Id::UiPhonesTitle, &[("address", address), ("code", code)]);
    let (table, names) = cx.table_options()?;
    let mut items: Vec<Item<Choice>> = Vec::new();
    for (seat, name) in Seat::ALL.into_iter().zip(names) {
        if *table.channel(seat) != PrivateChannel::Phone {
            continue;
        }
        let state = if cx.desk.connected.contains(seat) {
            "connected"
        } else if cx.desk.joined.contains(seat) {
            "away"
        } else {
            "waiting"
        };
        let label = cx.ta(Id::UiPhoneOf, &[("player", name.clone()), ("state", state.to_owned())]);
        items.push(Item::new(label, Choice::Phones(PhonePick::AskNewPhone(seat))));
    }
    let decisions = if table.phone_decisions { Id::UiPhoneDecisionsAll } else { Id::UiPhoneDecisionsSecret };
    items.push(Item::new(cx.t(decisions), Choice::Phones(PhonePick::ToggleDecisions)));
    items.push(Item::new(cx.t(Id::UiPhonesSayAgain), Choice::Phones(PhonePick::SayAddress)));
    items.push(Item::new(cx.t(Id::UiPhonesBack), Choice::Menu(MenuPick::Back)));
    Some(Screen::new(Kind::Phones, title, items))
}

/// Waiting for phones only: the question says who, and the operator may take a choice over.
pub(super) fn phones_waiting(cx: &App, waiting: &[Seat]) -> (String, Vec<Item<Choice>>) {
    let names: Vec<String> = waiting.iter().map(|p| cx.name(*p)).collect();
    let mut a = FluentArgs::new();
    a.set("players", cx.an.list(&names));
    a.set("count", Announcer::num(names.len() as f64));
    let title = cx.an.text(Id::UiPhonesWaiting, Some(&a));
    let mut items: Vec<Item<Choice>> = waiting
        .iter()
        .map(|p| {
            Item::new(
                cx.ta(Id::UiPhoneTakeOver, &[("player", cx.name(*p))]),
                Choice::Phones(PhonePick::AskTakeOver(*p)),
            )
        })
        .collect();
    items.push(Item::new(cx.t(Id::UiPhones), Choice::Phones(PhonePick::Open)));
    (title, items)
}

/// What a choice of the phones' screens does.
pub(super) fn on(cx: &App, pick: PhonePick) -> Vec<Effect> {
    let confirm = |id: Id, seat: Seat, then: Then| {
        let q = cx.ta(id, &[("player", cx.name(seat))]);
        vec![Effect::Push(menus::confirm_screen(cx, q, then))]
    };
    match pick {
        PhonePick::Open => vec![Effect::OpenPhones],
        PhonePick::SayAddress => address_and_code(cx)
            .map(|(address, code)| Effect::Say(cx.ta(Id::UiPhonesAddressHere, &[("address", address), ("code", code)])))
            .into_iter()
            .collect(),
        PhonePick::AskNewPhone(seat) if !cx.desk.joined.contains(seat) => {
            // No phone holds the seat yet: nothing to give, only to join.
            vec![Effect::Say(cx.ta(Id::UiPhoneJoinReminder, &[("player", cx.name(seat))]))]
        }
        PhonePick::AskNewPhone(seat) => confirm(Id::UiPhoneConfirmNew, seat, Then::NewPhone(seat)),
        PhonePick::AskTakeOver(seat) => confirm(Id::UiPhoneConfirmTakeOver, seat, Then::TakeOver(seat)),
        PhonePick::ToggleDecisions => match cx.table_options() {
            Some((table, _)) => vec![Effect::PhoneDecisions(!table.phone_decisions)],
            None => Vec::new(),
        },
    }
}

/// True when some player's channel is their phone.
pub(super) fn uses(cx: &App) -> bool {
    cx.table_options().is_some_and(|(t, _)| t.channels.contains(&PrivateChannel::Phone))
}

/// The locales' `game` selector of the game played or being set up.
pub(super) fn selector(cx: &App) -> &'static str {
    match (&cx.session, cx.stack.draft()) {
        (Some(s), _) => s.rules.selector(),
        (None, Some(d)) => d.rules.selector(),
        _ => cx.rulesets.first().selector(),
    }
}

/// The players' names, of the game or of the set-up.
pub(super) fn names(cx: &App) -> Vec<String> {
    cx.table_options().map(|(_, names)| names.to_vec()).unwrap_or_default()
}

/// The page's words in every language, for the pages that chose their own.
fn all_words(cx: &App) -> Vec<crate::phone::PageWords> {
    let colours = cx.table_options().map(|(t, _)| t.colours.clone()).unwrap_or_default();
    page_words_all(&cx.an, &colours, selector(cx))
}

/// The language a seat's phone reads when its page chose another one than the table's
/// (`None`: the table's, or the seat's channel is not a phone).
pub(super) fn lang(cx: &App, seat: Seat) -> Option<Lang> {
    let phone = cx.table_options().is_some_and(|(t, _)| *t.channel(seat) == PrivateChannel::Phone);
    let lang = cx.out.phones().filter(|_| phone)?.lang_of(seat)?;
    (lang != cx.an.lang()).then_some(lang)
}

/// The address to type (host and port) and the code digit by digit, to say or show.
fn address_and_code(cx: &App) -> Option<(String, String)> {
    let phones = cx.out.phones()?;
    let host = phones.address().trim_start_matches("http://").trim_end_matches('/').to_owned();
    let digits = phones.code().chars().map(String::from).collect::<Vec<_>>().join(" ");
    Some((host, digits))
}

/// What a seat's phone should be asked now: the question, each option's decision and words.
/// A secret choice when secret choices are entered on the players' channels; any other
/// decision of that seat's own (a ballot entered openly too) when the table chose so, which
/// the table's keys can still make.
fn question(cx: &App, seat: Seat) -> Option<PhoneAsk> {
    let s = cx.session.as_ref()?;
    // A ballot or destination entered openly is the player's own decision too.
    let asked = s.table.phone_decisions || (s.play.is_secret() && s.table.secret_entry);
    if *s.table.channel(seat) != PrivateChannel::Phone || !asked {
        return None;
    }
    if cx.desk.taken_over.contains(seat) {
        return None;
    }
    s.rules.phone_question(cx, seat)
}

/// What a seat's phone is asked in a game of the rules `R`: its secret choice, its ballot
/// or destination, or the items of the game's question that are its own (the decision
/// pending when it waits for that seat alone, and the cards that seat may play now), each
/// as the game's screen words it; and, when the table decides together and every player
/// asked is on a phone, that seat's part of it (ready to go on, or its yes or no).
pub(super) fn question_of<R: AtTable>(cx: &App, seat: Seat) -> Option<PhoneAsk> {
    let g = cx.session.as_ref()?.play.game::<R>()?;
    let pending = g.pending();
    let secret = pending.is_secret();
    if secret && !pending.deciders().contains(seat) {
        return None;
    }
    let mut options: Vec<(PhoneAnswer, String)> = R::phone_options(cx, g, seat)
        .into_iter()
        .map(|(c, w)| (PhoneAnswer::Decide(Decision::of::<R>(c)), w))
        .collect();
    let mut question = None;
    if options.is_empty() && !secret && g.dice_asked().is_none() {
        let alone = pending.deciders().single() == Some(seat);
        let mine = |d: &Decision| d.command::<R>().is_some_and(|c| R::author(&c).map_or(alone, |by| by == seat));
        let mut title = String::new();
        phone_items(cx, &R::items(cx, g, &mut title), None, &mut |d, words| {
            if mine(&d) {
                options.push((PhoneAnswer::Decide(d), words));
            }
        });
        if pending.deciders().is_empty() {
            question = together_part::<R>(cx, g, seat, &mut options);
        }
    }
    if options.is_empty() {
        return None;
    }
    let question = question.unwrap_or_else(|| cx.an.voice::<R>().prompt_for(&pending, Some(seat), false).text);
    let (answers, words) = options.into_iter().unzip();
    Some((question, answers, words))
}

/// A seat's part of a decision the table makes together, put before its other options
/// (its cards), when every player asked is on a phone that makes its decisions: ready to
/// go on, or not ready after all once it said it was; yes or no. The question, when the
/// seat's part has its own.
fn together_part<R: AtTable>(cx: &App, g: &R, seat: Seat, options: &mut Vec<(PhoneAnswer, String)>) -> Option<String> {
    let together = R::together(cx, g)?;
    let (Together::Ready { seats, .. } | Together::Yes { seats, .. }) = &together;
    let seats = *seats;
    let s = cx.session.as_ref()?;
    let on_phones =
        seats.iter().all(|p| *s.table.channel(p) == PrivateChannel::Phone && !cx.desk.taken_over.contains(p));
    if !seats.contains(seat) || !on_phones {
        return None;
    }
    let waiting_for = |done: SeatSet| {
        let names: Vec<String> = seats.iter().filter(|p| !done.contains(*p)).map(|p| cx.name(p)).collect();
        cx.ta(Id::UiPhoneWaitingFor, &[("players", cx.an.list(&names))])
    };
    match together {
        Together::Ready { then, words, .. } => {
            if cx.desk.ready.contains(seat) {
                options.insert(0, (PhoneAnswer::NotReady, cx.t(Id::UiPhoneNotReady)));
                return Some(waiting_for(cx.desk.ready));
            }
            options.insert(0, (PhoneAnswer::Ready { seats, then: Decision::of::<R>(then) }, words));
            None
        }
        Together::Yes { question, yes, none, .. } => {
            options.insert(0, (PhoneAnswer::Decide(Decision::of::<R>(yes(seat))), cx.t(Id::UiYes)));
            if cx.desk.said_no.contains(seat) {
                let names: Vec<String> =
                    seats.iter().filter(|p| !cx.desk.said_no.contains(*p)).map(|p| cx.name(p)).collect();
                return Some(cx.ta(Id::UiPhoneSaidNo, &[("players", cx.an.list(&names))]));
            }
            options.insert(1, (PhoneAnswer::No { seats, none: Decision::of::<R>(none) }, cx.t(Id::UiNo)));
            question
        }
    }
}

/// The reviews a page may ask for now: those of the table's review keys that the game
/// played has (none while no game is played). The history is the page's news.
fn reviews(cx: &App) -> Vec<ReviewKind> {
    let Some(rules) = cx.rules() else { return Vec::new() };
    ReviewKind::ALL.into_iter().filter(|k| rules.has_action(review_action(*k))).collect()
}

/// Seats whose secret choice is made on their phone now (not taken over).
pub(super) fn on_phone(cx: &App, seat: Seat) -> bool {
    cx.session.as_ref().is_some_and(|s| {
        s.table.secret_entry
            && *s.table.channel(seat) == PrivateChannel::Phone
            && cx.out.phones().is_some()
            && !cx.desk.taken_over.contains(seat)
    })
}

/// The address and join code, in words: the address as its numbers, the code digit by digit.
fn address_said(cx: &App, keep: Keep) -> Vec<Effect> {
    let Some((address, code)) = address_and_code(cx) else { return Vec::new() };
    vec![Effect::Speak(cx.ta(Id::UiPhonesAddress, &[("address", address), ("code", code)]), None, keep)]
}

/// The Phones screen on top, showing each phone's state as it is now (nothing said).
pub(super) fn refreshed(cx: &App) -> Vec<Effect> {
    let Some(pos) = cx.stack.len().checked_sub(1).filter(|&top| cx.stack[top].kind == Kind::Phones) else {
        return Vec::new();
    };
    let Some(mut fresh) = phones_screen(cx) else { return Vec::new() };
    fresh.menu.set_focus(cx.stack[pos].menu.focus());
    vec![Effect::Replace(pos, fresh)]
}

/// The phones asked what they decide now; the Phones screen shows it, and says it.
pub(super) fn decisions_changed() -> Vec<Effect> {
    vec![Effect::SyncPhones, Effect::RefreshPhones, Effect::SayFocus]
}

/// A new phone may take this seat (its old one is let go).
pub(super) fn new_phone(seat: Seat) -> Vec<Effect> {
    vec![
        Effect::Pop,
        Effect::Desk(DeskChange::LetGo(seat)),
        super::voice::tell(Id::UiPhoneNewAllowed, move |an| vec![("player", an.name(seat))]),
        Effect::RefreshPhones,
    ]
}

/// The operator enters this seat's choice, asked of its phone.
pub(super) fn take_over(seat: Seat) -> Vec<Effect> {
    vec![
        Effect::Desk(DeskChange::TakenOver(seat)),
        Effect::SyncPhones,
        super::voice::tell(Id::UiPhoneTakenOver, move |an| vec![("player", an.name(seat))]),
        Effect::OpenGame,
    ]
}
