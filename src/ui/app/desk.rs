//! The phones' desk: what each phone is asked, and the phones' states (joined, connected,
//! ready), changed by its own methods as the phones' server is told; and how that server is
//! started. What the phones are asked and what they answer is phones.rs's.

use super::StartPhones;
use super::phones::{PhoneAnswer, PhoneAsk};
use super::session::Session;
use crate::engine::{Seat, SeatSet};
use crate::phone::{Offer, Phones};

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
}

impl PhoneDesk {
    /// The server started now, for players named `names`: nothing asked, joined or ready yet.
    pub(super) fn started(&mut self, names: Vec<String>) {
        *self = PhoneDesk { games: self.games, names, ..PhoneDesk::default() };
    }

    /// A game began or was resumed with players named `names`: nothing is asked or taken over;
    /// a seat with another player (or none) is let go by the phone that held it. True when
    /// such a phone had joined (its seat's new player joins).
    pub(super) fn for_game(&mut self, phones: Option<&Phones>, names: Vec<String>) -> bool {
        self.games += 1;
        self.taken_over = SeatSet::EMPTY;
        let mut rejoin = false;
        if let Some(p) = phones {
            for seat in Seat::ALL {
                p.withdraw(seat);
                // Another player at this seat (or none): the phone that held it is not theirs.
                if self.names.get(seat.index()) != names.get(seat.index()) {
                    p.allow_new_phone(seat);
                    rejoin |= self.joined.contains(seat);
                    self.joined.remove(seat);
                    self.connected.remove(seat);
                }
            }
        }
        self.names = names;
        self.asked.clear();
        rejoin
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

    /// Before the phones are asked again: the operator's take-overs end
    /// with the secret choices, and any decision since the table's last one asks anew whether
    /// each is ready or says no.
    pub(super) fn before_asking(&mut self, s: &Session) {
        if !s.play.is_secret() {
            self.taken_over = SeatSet::EMPTY;
        }
        self.asked.resize(s.names.len(), None);
        let key = (self.games, s.play.decisions());
        if self.together_key != Some(key) {
            self.together_key = Some(key);
            self.ready = SeatSet::EMPTY;
            self.said_no = SeatSet::EMPTY;
        }
    }

    /// Each seat's phone asked what `questions` says (by seat; the same offer while it is the
    /// same choice, withdrawn when it is asked nothing), `deciders`' pages saying it is their turn.
    pub(super) fn ask(&mut self, phones: Option<&Phones>, deciders: SeatSet, questions: Vec<Option<PhoneAsk>>) {
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
    pub(super) fn joined(&mut self, seat: Seat) {
        self.joined.insert(seat);
        self.connected.insert(seat);
        self.asked_for.remove(seat);
    }

    /// True when the seat's phone is asked a choice now.
    pub(super) fn waits_on(&self, seat: Seat) -> bool {
        self.asked.get(seat.index()).is_some_and(Option::is_some)
    }

    /// Another phone asks for the seat: true the first time (until the seat is given or its
    /// phone comes back).
    pub(super) fn asks_for(&mut self, seat: Seat) -> bool {
        if self.asked_for.contains(seat) {
            return false;
        }
        self.asked_for.insert(seat);
        true
    }

    /// The seat's phone is let go: a new one may take it.
    pub(super) fn let_go(&mut self, phones: Option<&Phones>, seat: Seat) {
        if let Some(p) = phones {
            p.allow_new_phone(seat);
        }
        self.connected.remove(seat);
        self.asked_for.remove(seat);
    }
}

/// A change of the desk that a choice asks for.
#[derive(Debug)]
pub enum DeskChange {
    /// The operator enters this seat's pending choice (until the secret choices end).
    TakenOver(Seat),
    /// A new phone may take this seat: its old one is let go.
    LetGo(Seat),
}

impl PhoneDesk {
    /// Makes a change a choice asked for, telling the server.
    pub(super) fn change(&mut self, phones: Option<&Phones>, c: DeskChange) {
        match c {
            DeskChange::TakenOver(seat) => {
                self.taken_over.insert(seat);
            }
            DeskChange::LetGo(seat) => self.let_go(phones, seat),
        }
    }
}

/// How the phones' server is started, and whom it wakes after each of its events.
pub(super) struct PhoneStart {
    start: Option<StartPhones>,
    pub(super) wake: Option<crate::phone::Wake>,
}

impl PhoneStart {
    pub(super) fn new(start: Option<StartPhones>) -> PhoneStart {
        PhoneStart { start, wake: None }
    }

    /// Phones can be a private channel here.
    pub(super) fn can_start(&self) -> bool {
        self.start.is_some()
    }

    /// Starts the server for players named `names`, its page in `words`; `None` when this
    /// Vigie cannot start one.
    pub(super) fn start(
        &mut self,
        names: Vec<String>,
        words: crate::phone::PageWords,
    ) -> Option<Result<Phones, crate::phone::PhoneError>> {
        let start = self.start.as_mut()?;
        Some(start(names, words).inspect(|phones| {
            if let Some(wake) = &self.wake {
                phones.wake_with(wake.clone());
            }
        }))
    }
}
