//! Phones: players' own phones as their seats. The server starts when a player's channel
//! becomes their phone; the table hears its address and join code, and the screen shows its QR
//! code. Secret ballots and destinations are asked on the phones (all at once, each player on
//! their own), and the table hears only who has chosen; by default a phone is also asked every
//! decision of its player's own and its part of what the table decides together, so that a
//! table of phones plays without the operator. A phone that goes away is said; its choice can
//! be taken over by the operator, asked aloud first.

use super::desk::DeskChange;
use super::phones_words::{page_words_all, page_words_in};
use super::*;
use crate::engine::SeatSet;
use crate::phone::{PhoneEvent, Refusal, ReviewKind, ReviewRefusal};

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

impl App {
    /// True when the phones' server runs (its events are to be read often).
    pub fn phones_running(&self) -> bool {
        self.out.phones().is_some()
    }

    /// The phones' server, when it runs (what each seat's page is sent, for tests).
    pub fn phones(&self) -> Option<&crate::phone::Phones> {
        self.out.phones()
    }

    /// Has `wake` called from the phones' server after each of its events (now, and for a
    /// server started later): the terminal then waits for a key, or for the phones' news.
    pub fn wake_on_phones(&mut self, wake: crate::phone::Wake) {
        if let Some(p) = self.out.phones() {
            p.wake_with(wake.clone());
        }
        self.phone_start.wake = Some(wake);
    }

    /// `f` worded for a seat's phone: with the announcer of the language its page chose (the
    /// same players, names as typed, colours in that language), then the table's again.
    fn for_phone<T>(&mut self, seat: Seat, f: impl FnOnce(&mut App) -> T) -> T {
        let Some(lang) = lang(self, seat) else { return f(self) };
        let colours = self.table_options().map(|(t, _)| t.colours.clone()).unwrap_or_default();
        let twin = super::setup::announcer_in(&self.an, lang, &colours);
        let table = std::mem::replace(&mut self.an, twin);
        let out = f(self);
        self.an = table;
        out
    }

    /// Starts the phones' server if it is not running: `Some(true)` when it started now,
    /// `Some(false)` when it was running, `None` when it cannot run (said).
    pub(super) fn ensure_phones(&mut self) -> Option<bool> {
        if self.out.phones().is_some() {
            return Some(false);
        }
        let names = names(self);
        let words = page_words_in(&self.an, &names, selector(self));
        let Some(started) = self.phone_start.start(names.clone(), words) else {
            let text = self.t(Id::UiPhonesUnavailable);
            self.say_error(text);
            return None;
        };
        match started {
            Ok(phones) => {
                phones.set_words(page_words_in(&self.an, &names, selector(self)), all_words(self));
                self.out.set_phones(Some(phones));
                self.desk.started(names);
                Some(true)
            }
            Err(e) => {
                let text = match e {
                    crate::phone::PhoneError::Listen { addr, .. } => {
                        self.tn(Id::UiPhonesNoPort, &[("port", f64::from(addr.port()))])
                    }
                    crate::phone::PhoneError::Start(_) => self.t(Id::UiPhonesNoStart),
                };
                self.say_error(text);
                None
            }
        }
    }

    /// A game began or was resumed: the phones' page knows its players, and the server runs if
    /// a player's channel is their phone.
    pub(super) fn phones_for_game(&mut self) {
        let names = names(self);
        if let Some(p) = self.out.phones() {
            p.set_seats(names.clone());
            p.set_words(page_words_in(&self.an, &names, selector(self)), all_words(self));
            // The news of an earlier game is no one's now.
            p.clear_news();
        }
        let rejoin = self.desk.for_game(self.out.phones(), names);
        if uses(self) && (self.ensure_phones() == Some(true) || rejoin) {
            // A resumed game (a new page), or new players at some seats: their phones join.
            self.run(address_said(self, Keep::Yes));
        }
    }

    /// The language changed: the pages too.
    pub(super) fn phones_relabel(&mut self) {
        let names = names(self);
        if let Some(p) = self.out.phones() {
            p.set_seats(names.clone());
            p.set_words(page_words_in(&self.an, &names, selector(self)), all_words(self));
        }
        // The questions asked on the phones, in the new language.
        self.desk.asked.clear();
        self.sync_phones();
    }

    /// What each phone is asked now, from what the game waits for: a phone whose player must
    /// give a secret ballot or destination is asked it (the same offer while it is the same
    /// choice); the others are asked nothing. A new turn is a new round for the pages.
    pub(super) fn sync_phones(&mut self) {
        self.phones_round();
        if let Some(p) = self.out.phones() {
            p.set_reviews(reviews(self));
        }
        let Some(s) = self.session.as_ref() else { return };
        if self.out.phones().is_none() {
            return;
        }
        self.desk.before_asking(s);
        let n = s.names.len();
        // Whose decision the game waits for: their pages say it is their turn.
        let mut deciders = if s.play.is_finished() { SeatSet::EMPTY } else { s.play.deciders() };
        let mut questions = Vec::new();
        for seat in Seat::all(n as u8) {
            // Asked in the language the seat's page reads.
            let wanted = self.for_phone(seat, |app| question(app, seat));
            // A question the table answers together is this seat's turn until it has answered.
            let waits = wanted.as_ref().is_some_and(|(_, answers, _)| {
                answers.iter().any(|a| matches!(a, PhoneAnswer::Ready { .. } | PhoneAnswer::No { .. }))
            });
            if waits {
                deciders.insert(seat);
            }
            questions.push(wanted);
        }
        self.desk.ask(self.out.phones(), deciders, questions);
    }

    /// A new game or turn is a new round for the pages: the secrets of earlier ones are no
    /// longer shown. Called before a decision's events are said, so that its secrets belong to
    /// the turn they come in.
    pub(super) fn phones_round(&mut self) {
        self.desk.round(self.out.phones(), self.session.as_ref());
    }

    /// What happened on the phones: said to the table (never a secret), and the choices made
    /// there applied.
    pub fn poll_phones(&mut self) {
        let events = match self.out.phones() {
            Some(p) => p.take_events(),
            None => return,
        };
        for e in events {
            match e {
                PhoneEvent::Joined(seat) => {
                    self.desk.joined(seat);
                    let text = self.ta(Id::UiPhoneJoined, &[("player", self.name(seat))]);
                    self.say_text(text, None, Keep::Aside);
                }
                PhoneEvent::Back(seat) => {
                    self.desk.connected.insert(seat);
                    let text = self.ta(Id::UiPhoneBack, &[("player", self.name(seat))]);
                    self.say_text(text, None, Keep::Aside);
                }
                PhoneEvent::Away(seat) => {
                    self.desk.connected.remove(seat);
                    let id = if self.desk.waits_on(seat) { Id::UiPhoneAwayChoice } else { Id::UiPhoneAway };
                    let text = self.ta(id, &[("player", self.name(seat))]);
                    self.say_text(text, None, Keep::Aside);
                }
                PhoneEvent::Moved(seat) => {
                    self.desk.connected.insert(seat);
                    let text = self.ta(Id::UiPhoneMoved, &[("player", self.name(seat))]);
                    self.say_text(text, None, Keep::Aside);
                }
                PhoneEvent::CodeChanged => {
                    if let Some((_, code)) = address_and_code(self) {
                        let text = self.ta(Id::UiPhonesCodeChanged, &[("code", code)]);
                        self.say_text(text, None, Keep::Aside);
                    }
                }
                PhoneEvent::Chose { seat, offer, option } => self.phone_chose(seat, offer, option),
                PhoneEvent::Review { seat, review, location } => self.phone_review(seat, review, location),
                PhoneEvent::Refused { seat: Some(seat), why: Refusal::SeatTaken } => {
                    // Said once, until the seat is given or its phone comes back.
                    if self.desk.asks_for(seat) {
                        let text = self.ta(Id::UiPhoneAsksSeat, &[("player", self.name(seat))]);
                        self.say_text(text, None, Keep::Aside);
                    }
                }
                // A wrong code or token is the page's to say, to the one who tried.
                PhoneEvent::Refused { .. } => {}
                // The page reads another language: its question is asked again in it (its page's
                // words the server sent already; its news and secrets follow from now on).
                PhoneEvent::Lang { seat, .. } => {
                    if let Some(asked) = self.desk.asked.get_mut(seat.index()) {
                        *asked = None;
                    }
                    self.sync_phones();
                }
            }
        }
        self.run(refreshed(self));
    }

    /// A seat's page asked for a review: answered to that page only, in the words the table's
    /// review keys say (`App::review_words`, the ruleset's `AtTable::review`). Those tell only
    /// what the whole table may know (where characters stand, hidden ones included, since the
    /// card that hid them was played openly; how many dice are under the box, never what they
    /// show; the question pending, as the table hears it), so no seat learns another's secret.
    fn phone_review(&mut self, seat: Seat, review: ReviewKind, location: Option<Loc>) {
        let refuse = |app: &App, why| {
            if let Some(p) = app.out.phones() {
                p.refuse_review(seat, review, why);
            }
        };
        let (Some(rules), Some(s)) = (self.rules(), self.session.as_ref()) else {
            return refuse(self, ReviewRefusal::NoGame);
        };
        if !rules.has_action(review_action(review)) {
            return refuse(self, ReviewRefusal::Unknown);
        }
        let asked: Vec<Review> = match review {
            ReviewKind::Location => match location {
                Some(l) => vec![Review::Location(l)],
                None => return refuse(self, ReviewRefusal::NoLocation),
            },
            ReviewKind::Families => Seat::all(s.names.len() as u8).map(Review::Family).collect(),
            ReviewKind::ColdStorage => vec![Review::ColdStorage],
            ReviewKind::Tokens => vec![Review::Tokens],
            ReviewKind::Supplies => vec![Review::Supplies],
            ReviewKind::Turn => vec![Review::Turn],
            ReviewKind::Score => vec![Review::Score],
        };
        // In the language the seat's page reads.
        let lines = self.for_phone(seat, |app| asked.into_iter().filter_map(|r| app.review_words(r)).collect());
        if let Some(p) = self.out.phones() {
            p.review(seat, review, location, lines);
        }
    }

    /// A phone chose: its decision is applied if it still answers what is asked.
    fn phone_chose(&mut self, seat: Seat, offer: u64, option: usize) {
        let asked = self.desk.asked.get(seat.index()).cloned().flatten();
        let stale = self.for_phone(seat, |app| app.t(Id::UiPhoneStale));
        let Some(asked) = asked.filter(|a| a.id == offer) else {
            let text = stale;
            if let Some(p) = self.out.phones() {
                p.refuse_choice(seat, offer, text);
            }
            return;
        };
        let Some(cmd) = asked.commands.get(option).cloned() else {
            let text = stale;
            if let Some(p) = self.out.phones() {
                p.refuse_choice(seat, offer, text);
            }
            return;
        };
        let what = asked.words.get(option).cloned().unwrap_or_default();
        let together = !matches!(cmd, PhoneAnswer::Decide(_));
        let (applied, text) = match cmd {
            PhoneAnswer::Decide(d) => {
                let applied = self.decide_from_afar(d);
                (applied, self.for_phone(seat, |app| app.ta(Id::UiPhoneCounted, &[("choice", what)])))
            }
            PhoneAnswer::Ready { seats, then } => {
                self.desk.ready.insert(seat);
                let all = seats.iter().all(|p| self.desk.ready.contains(p));
                let applied = !all || self.decide_from_afar(then);
                (applied, self.for_phone(seat, |app| app.t(Id::UiPhoneReadyDone)))
            }
            PhoneAnswer::NotReady => {
                self.desk.ready.remove(seat);
                (true, self.for_phone(seat, |app| app.t(Id::UiPhoneNotReadyDone)))
            }
            PhoneAnswer::No { seats, none } => {
                self.desk.said_no.insert(seat);
                let all = seats.iter().all(|p| self.desk.said_no.contains(p));
                let applied = !all || self.decide_from_afar(none);
                (applied, self.for_phone(seat, |app| app.ta(Id::UiPhoneCounted, &[("choice", what)])))
            }
        };
        let text = if applied { text } else { stale };
        if let Some(p) = self.out.phones() {
            if applied {
                p.accepted(seat, offer, text);
            } else {
                p.refuse_choice(seat, offer, text);
            }
        }
        if applied {
            self.desk.asked[seat.index()] = None;
        }
        self.sync_phones();
        if together {
            // Whom the table's screen shows the phones wait for.
            self.run(super::game::refreshed(self));
        }
    }

    /// The Phones screen, opened (the server started first if needed).
    pub(super) fn open_phones(&mut self) {
        if self.ensure_phones().is_none() {
            return;
        }
        if let Some(s) = phones_screen(self) {
            self.push(s);
        }
    }
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

/// The Phones screen shows what the phones decide now, and says it.
pub(super) fn decisions_changed(cx: &App) -> Vec<Effect> {
    let mut effects = refreshed(cx);
    effects.push(Effect::SayFocus);
    effects
}

/// A new phone may take this seat (its old one is let go).
pub(super) fn new_phone(cx: &App, seat: Seat) -> Vec<Effect> {
    vec![
        Effect::Pop,
        Effect::Desk(DeskChange::LetGo(seat)),
        Effect::Speak(cx.ta(Id::UiPhoneNewAllowed, &[("player", cx.name(seat))]), None, Keep::Yes),
        Effect::RefreshPhones,
    ]
}

/// The operator enters this seat's choice, asked of its phone.
pub(super) fn take_over(cx: &App, seat: Seat) -> Vec<Effect> {
    vec![
        Effect::Desk(DeskChange::TakenOver(seat)),
        Effect::SyncPhones,
        Effect::Speak(cx.ta(Id::UiPhoneTakenOver, &[("player", cx.name(seat))]), None, Keep::Yes),
        Effect::OpenGame,
    ]
}
