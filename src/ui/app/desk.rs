//! The phones' desk: what each phone is asked, and the phones' states (joined, connected,
//! ready), changed by its own methods as the phones' server is told (the changes the phones.rs
//! effects ask for are [`DeskChange`]s); and how that server is started. What the phones are
//! asked and what they answer is phones.rs's.

use super::StartPhones;
use super::phones::{PhoneAnswer, PhoneAsk};
use super::session::Session;
use crate::engine::{Loc, Seat, SeatSet};
use crate::output::Router;
use crate::phone::{Offer, PageWords, PhoneError, Phones, ReviewKind, ReviewRefusal, Wake};

/// A choice asked on a phone: the offer's number and what each option does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Asked {
    pub(super) id: u64,
    pub(super) commands: Vec<PhoneAnswer>,
    /// Each option's words, as the phone showed them.
    pub(super) words: Vec<String>,
}

/// The interface's side of the phones.
#[derive(Debug, Default)]
pub(super) struct PhoneDesk {
    /// By seat, the choice its phone is asked now.
    pub(super) asked: Vec<Option<Asked>>,
    /// The last offer's number.
    pub(super) last_offer: u64,
    /// Seats whose pending choice the operator took over (until the secret choices end).
    pub(super) taken_over: SeatSet,
    /// Seats whose phone has joined at least once since the server started.
    pub(super) joined: SeatSet,
    /// Seats whose phone is connected now.
    pub(super) connected: SeatSet,
    /// Seats for which the table already heard that another phone asks for them.
    pub(super) asked_for: SeatSet,
    /// The round the phones were last told (a new game or turn is a new round), and its key.
    pub(super) round: u32,
    pub(super) round_key: Option<(u64, u16)>,
    /// Games started or resumed since Vigie started (a round's key).
    pub(super) games: u64,
    /// The players' names by seat when the phones joined: a seat whose player changed is
    /// joined again.
    pub(super) names: Vec<String>,
    /// The seats that said, on their phone, that they are ready to end the moment the table
    /// ends together, or no to the question each is asked; and the decision that moment began
    /// after (the game's key and its number of decisions): any decision, undone or not, asks
    /// them again.
    pub(super) ready: SeatSet,
    pub(super) said_no: SeatSet,
    pub(super) together_key: Option<(u64, usize)>,
    /// What each seat's phone should be asked now, by seat, worded in its page's language
    /// ([`DeskChange::Wanted`]), until they are asked ([`DeskChange::Ask`]).
    wanted: Vec<Option<PhoneAsk>>,
}

impl PhoneDesk {
    /// The server started now, for players named `names`: nothing asked, joined or ready yet.
    pub(super) fn started(&mut self, names: Vec<String>) {
        *self = PhoneDesk { games: self.games, names, ..PhoneDesk::default() };
    }

    /// A game began or was resumed with players named `names`: nothing is asked or taken over;
    /// a seat with another player (or none) is let go by the phone that held it.
    fn for_game(&mut self, phones: Option<&Phones>, names: Vec<String>) {
        self.games += 1;
        self.taken_over = SeatSet::EMPTY;
        if let Some(p) = phones {
            for seat in Seat::ALL {
                p.withdraw(seat);
                // Another player at this seat (or none): the phone that held it is not theirs.
                if self.names.get(seat.index()) != names.get(seat.index()) {
                    p.allow_new_phone(seat);
                    self.joined.remove(seat);
                    self.connected.remove(seat);
                }
            }
        }
        self.names = names;
        self.asked.clear();
    }

    /// True when a game with players named `names` lets go a phone that had joined (its seat
    /// has another player, or none: that seat's new player joins), the server running.
    pub(super) fn rejoins(&self, names: &[String]) -> bool {
        Seat::ALL
            .into_iter()
            .any(|seat| self.names.get(seat.index()) != names.get(seat.index()) && self.joined.contains(seat))
    }

    /// A new game or turn is a new round for the pages: the secrets of earlier ones are no
    /// longer shown.
    pub(super) fn round(&mut self, phones: Option<&Phones>, session: Option<&Session>) {
        let Some(s) = session else { return };
        let key = (self.games, s.turn());
        if self.round_key == Some(key) {
            return;
        }
        if let Some(p) = phones {
            self.round_key = Some(key);
            self.round += 1;
            p.set_round(self.round);
        }
    }

    /// Before the phones are asked again (a game of `seats` players, `decisions` made, secret
    /// choices pending or not): the operator's take-overs end with the secret choices, and any
    /// decision since the table's last one asks anew whether each is ready or says no.
    fn before_asking(&mut self, secret: bool, seats: usize, decisions: usize) {
        if !secret {
            self.taken_over = SeatSet::EMPTY;
        }
        self.asked.resize(seats, None);
        let key = (self.games, decisions);
        if self.together_key != Some(key) {
            self.together_key = Some(key);
            self.ready = SeatSet::EMPTY;
            self.said_no = SeatSet::EMPTY;
        }
    }

    /// Each seat's phone asked what `questions` says (by seat; the same offer while it is the
    /// same choice, withdrawn when it is asked nothing), `deciders`' pages saying it is their
    /// turn, and those of the seats asked their part of a question the table answers together
    /// (until they have answered).
    fn ask(&mut self, phones: Option<&Phones>, mut deciders: SeatSet, questions: Vec<Option<PhoneAsk>>) {
        for (seat, wanted) in Seat::ALL.into_iter().zip(&questions) {
            let waits = wanted.as_ref().is_some_and(|(_, answers, _)| {
                answers.iter().any(|a| matches!(a, PhoneAnswer::Ready { .. } | PhoneAnswer::No { .. }))
            });
            if waits {
                deciders.insert(seat);
            }
        }
        if let Some(p) = phones {
            for seat in Seat::ALL {
                p.set_yours(seat, deciders.contains(seat));
            }
        }
        for (seat, wanted) in Seat::ALL.into_iter().zip(questions) {
            let current = self.asked[seat.index()].clone();
            match (wanted, current) {
                (Some((_, commands, _)), Some(asked)) if asked.commands == commands => {}
                (Some((question, commands, options)), _) => {
                    self.last_offer += 1;
                    let id = self.last_offer;
                    if let Some(p) = phones {
                        p.offer(seat, Offer { id, question, options: options.clone() });
                    }
                    self.asked[seat.index()] = Some(Asked { id, commands, words: options });
                }
                (None, Some(_)) => {
                    if let Some(p) = phones {
                        p.withdraw(seat);
                    }
                    self.asked[seat.index()] = None;
                }
                (None, None) => {}
            }
        }
    }

    /// A seat's phone joined: connected, and no longer asking for the seat.
    fn joined(&mut self, seat: Seat) {
        self.joined.insert(seat);
        self.connected.insert(seat);
        self.asked_for.remove(seat);
    }

    /// True when the seat's phone is asked a choice now.
    pub(super) fn waits_on(&self, seat: Seat) -> bool {
        self.asked.get(seat.index()).is_some_and(Option::is_some)
    }

    /// The seat's phone is let go: a new one may take it.
    fn let_go(&mut self, phones: Option<&Phones>, seat: Seat) {
        if let Some(p) = phones {
            p.allow_new_phone(seat);
        }
        self.connected.remove(seat);
        self.asked_for.remove(seat);
    }
}

/// The pages' words in the table's language, and in every language (for the pages that chose
/// their own).
pub type Words = (PageWords, Vec<PageWords>);

/// A change of the desk that a choice, a phone's news or a phone's answer asks for (see
/// phones.rs), the server told as it goes.
#[derive(Debug)]
pub enum DeskChange {
    /// The operator enters this seat's pending choice (until the secret choices end).
    TakenOver(Seat),
    /// A new phone may take this seat: its old one is let go.
    LetGo(Seat),
    /// The seat's phone joined (connected, no longer asked for).
    Joined(Seat),
    /// The seat's phone is connected again (back, or moved to another phone).
    Connected(Seat),
    /// The seat's phone went away.
    Away(Seat),
    /// Another phone asks for the seat (the table hears it once, until the seat is given or its
    /// phone comes back).
    AskedFor(Seat),
    /// The seat's question is asked again (its page reads another language).
    Unasked(Seat),
    /// The seat is ready to end the moment the table ends together; takes that back; says no
    /// to the question each is asked.
    Ready(Seat),
    NotReady(Seat),
    SaidNo(Seat),
    /// The seat's answer to `offer` counted (its page says `text`): asked nothing until asked
    /// again.
    Accepted {
        seat: Seat,
        offer: u64,
        text: String,
    },
    /// The seat's answer to `offer` was refused (its page says `text` and keeps asking).
    Refused {
        seat: Seat,
        offer: u64,
        text: String,
    },
    /// The review the seat's page asked for, in these lines (to that page only).
    Review {
        seat: Seat,
        review: ReviewKind,
        location: Option<Loc>,
        lines: Vec<String>,
    },
    /// The review the seat's page asked for is not answered, for this reason.
    RefuseReview {
        seat: Seat,
        review: ReviewKind,
        why: ReviewRefusal,
    },
    /// The reviews a page may ask for now.
    Reviews(Vec<ReviewKind>),
    /// A game began or was resumed with players named so (the pages' words, when the server
    /// runs): the pages' seats and words, their news cleared, and the desk's `for_game`.
    ForGame(Vec<String>, Option<Box<Words>>),
    /// The language changed: the pages' seats and words, and every question asked anew.
    Relabel(Vec<String>, Option<Box<Words>>),
    /// Before the phones are asked again: a game of `seats` players, `decisions` made, secret
    /// choices pending or not.
    BeforeAsking {
        secret: bool,
        seats: usize,
        decisions: usize,
    },
    /// What the next seat's phone should be asked now (seat by seat, worded in its page's
    /// language).
    Wanted(Option<PhoneAsk>),
    /// Each seat's phone asked what was wanted, these seats' pages saying it is their turn.
    Ask(SeatSet),
}

impl PhoneDesk {
    /// Makes a change, telling the server.
    pub(super) fn change(&mut self, phones: Option<&Phones>, c: DeskChange) {
        match c {
            DeskChange::TakenOver(seat) => self.taken_over.insert(seat),
            DeskChange::LetGo(seat) => self.let_go(phones, seat),
            DeskChange::Joined(seat) => self.joined(seat),
            DeskChange::Connected(seat) => self.connected.insert(seat),
            DeskChange::Away(seat) => self.connected.remove(seat),
            DeskChange::AskedFor(seat) => self.asked_for.insert(seat),
            DeskChange::Unasked(seat) => {
                if let Some(asked) = self.asked.get_mut(seat.index()) {
                    *asked = None;
                }
            }
            DeskChange::Ready(seat) => self.ready.insert(seat),
            DeskChange::NotReady(seat) => self.ready.remove(seat),
            DeskChange::SaidNo(seat) => self.said_no.insert(seat),
            DeskChange::Accepted { seat, offer, text } => {
                if let Some(p) = phones {
                    p.accepted(seat, offer, text);
                }
                if let Some(asked) = self.asked.get_mut(seat.index()) {
                    *asked = None;
                }
            }
            DeskChange::Refused { seat, offer, text } => {
                if let Some(p) = phones {
                    p.refuse_choice(seat, offer, text);
                }
            }
            DeskChange::Review { seat, review, location, lines } => {
                if let Some(p) = phones {
                    p.review(seat, review, location, lines);
                }
            }
            DeskChange::RefuseReview { seat, review, why } => {
                if let Some(p) = phones {
                    p.refuse_review(seat, review, why);
                }
            }
            DeskChange::Reviews(reviews) => {
                if let Some(p) = phones {
                    p.set_reviews(reviews);
                }
            }
            DeskChange::ForGame(names, words) => {
                if let (Some(p), Some(words)) = (phones, words) {
                    let (words, all) = *words;
                    p.set_seats(names.clone());
                    p.set_words(words, all);
                    // The news of an earlier game is no one's now.
                    p.clear_news();
                }
                self.for_game(phones, names);
            }
            DeskChange::Relabel(names, words) => {
                if let (Some(p), Some(words)) = (phones, words) {
                    let (words, all) = *words;
                    p.set_seats(names);
                    p.set_words(words, all);
                }
                // The questions asked on the phones, in the new language.
                self.asked.clear();
            }
            DeskChange::BeforeAsking { secret, seats, decisions } => self.before_asking(secret, seats, decisions),
            DeskChange::Wanted(question) => self.wanted.push(question),
            DeskChange::Ask(deciders) => {
                let questions = std::mem::take(&mut self.wanted);
                self.ask(phones, deciders, questions);
            }
        }
    }
}

/// The phones' server to start: for players named `names`, its page in `words`.
#[derive(Debug)]
pub struct Starting {
    pub(super) names: Vec<String>,
    pub(super) words: Words,
}

/// How the phones' server is started, and whom it wakes after each of its events.
pub(super) struct PhoneStart {
    start: Option<StartPhones>,
    wake: Option<Wake>,
}

impl PhoneStart {
    pub(super) fn new(start: Option<StartPhones>) -> PhoneStart {
        PhoneStart { start, wake: None }
    }

    /// Phones can be a private channel here.
    pub(super) fn can_start(&self) -> bool {
        self.start.is_some()
    }

    /// Has `wake` called from the server after each of its events: the one running, if any,
    /// and one started later.
    pub(super) fn wake_with(&mut self, phones: Option<&Phones>, wake: Wake) {
        if let Some(p) = phones {
            p.wake_with(wake.clone());
        }
        self.wake = Some(wake);
    }

    /// Starts the server as `s` says: the router holds it, and the desk starts anew. The error
    /// when it could not start (`None`: this Vigie cannot start one).
    pub(super) fn start(
        &mut self,
        out: &mut Router,
        desk: &mut PhoneDesk,
        s: Starting,
    ) -> Result<(), Option<PhoneError>> {
        let start = self.start.as_mut().ok_or(None)?;
        let phones = start(s.names.clone(), s.words.0.clone()).map_err(Some)?;
        if let Some(wake) = &self.wake {
            phones.wake_with(wake.clone());
        }
        let (words, all) = s.words;
        phones.set_words(words, all);
        out.set_phones(Some(phones));
        desk.started(s.names);
        Ok(())
    }
}
