//! Secrets: each player's private channel (headphones, a headset passed around, the screen read
//! alone, or none), secrets told through it and heard again, and secret choices entered by each
//! player in turn with nothing but a neutral tick on the table's speaker.

use super::{App, Choice, Keep, Kind, Screen, Session};
use crate::engine::Seat;
use crate::output::{Delivered, ProblemKind};
use crate::store::save::{PrivateChannel, TableOptions};
use crate::ui::menu::Item;
use crate::vocab::{Channel, Earcon, Id, Message};

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum SecretPick {
    /// Hear a player's secrets again.
    HearSecret(Seat),
}

impl From<SecretPick> for Choice {
    fn from(p: SecretPick) -> Choice {
        Choice::Secrets(p)
    }
}

impl App {
    /// A secret for one player: kept to hear again, and told through their channel at once
    /// (headphones) or once they are ready (headset, screen).
    pub(super) fn tell_privately(&mut self, seat: Seat, text: String, dice: Option<Vec<u8>>) {
        self.remember_privately(seat, text.clone());
        match self.send_privately(seat, text, dice) {
            Delivered::NoChannel => {
                // Silence would leave the player without their secret and the table unaware.
                let key = self.key_name(crate::input::Action::Secret);
                let text = self.ta(Id::UiSecretNoChannel, &[("player", self.name(seat)), ("key", key)]);
                self.say_error(text);
            }
            Delivered::NoVoice => self.private_problem(seat, self.t(Id::UiNoPrivateVoice)),
            Delivered::NoPhones => self.private_problem(seat, self.t(Id::UiPhonesNotRunning)),
            Delivered::Phone if !self.desk.connected.contains(seat) => {
                // Kept for the phone; the table knows the player has not got it yet.
                let text = self.ta(Id::UiSecretWaitsOnPhone, &[("player", self.name(seat))]);
                self.say_text(text, None, Keep::Yes);
            }
            _ => {}
        }
    }

    /// Gives a secret to the router, which sends it to the player's channel alone.
    fn send_privately(&mut self, seat: Seat, text: String, dice: Option<Vec<u8>>) -> Delivered {
        let Some(s) = self.session.as_ref() else { return Delivered::NoChannel };
        let m = Message { channel: Channel::Private(seat), text: text.clone(), detail: None, earcon: None, id: None };
        self.last_private = Some(seat);
        self.out.send_with_dice(&m, &text, &s.table.channels, dice.as_deref())
    }

    /// What went wrong with the private voice since the last look: the table hears that it did
    /// (never the secret), for the player whose device failed (a headset passed around is the
    /// last player's who was told something on it).
    pub(super) fn poll_private_problems(&mut self) {
        let problems = self.out.take_private_problems();
        let mut by_seat: Vec<(Seat, Vec<String>)> = Vec::new();
        for p in problems {
            let on_device = |seat: &Seat| {
                self.session.as_ref().is_some_and(|s| match s.table.channel(*seat) {
                    PrivateChannel::Headphones { device, .. } | PrivateChannel::Headset { device, .. } => {
                        Some(device) == p.device.as_ref()
                    }
                    _ => false,
                })
            };
            let seats: Vec<Seat> =
                self.session.as_ref().map(|s| Seat::all(s.names.len() as u8).collect()).unwrap_or_default();
            let owners: Vec<Seat> = seats.into_iter().filter(on_device).collect();
            let seat = match (owners.as_slice(), self.last_private) {
                ([one], _) => Some(*one),
                (_, Some(last)) if owners.is_empty() || owners.contains(&last) => Some(last),
                (many, _) => many.first().copied(),
            };
            let Some(seat) = seat else { continue };
            let reason = match p.kind {
                ProblemKind::TooLong => self.t(Id::UiPrivateTooLong),
                ProblemKind::Failed(reason) => reason,
            };
            match by_seat.iter_mut().find(|(s, _)| *s == seat) {
                Some((_, reasons)) => reasons.push(reason),
                None => by_seat.push((seat, vec![reason])),
            }
        }
        for (seat, reasons) in by_seat {
            self.private_problem(seat, reasons.join("; "));
        }
    }

    /// Keeps a secret of this player's, to hear again with the secret key, without telling it
    /// now (the player already knows it: their own destination, just chosen).
    pub(super) fn remember_privately(&mut self, seat: Seat, text: String) {
        if let Some(s) = self.session.as_mut() {
            let at = s.play.decisions();
            s.remember(seat, text, at);
        }
    }

    /// A private channel failed: the table hears that it did (never the secret), and how to
    /// try again.
    fn private_problem(&mut self, seat: Seat, reason: String) {
        let text = problem_words(self, seat, reason);
        self.say_error(text);
    }

    /// The first key of an action, in words.
    pub(super) fn key_name(&self, a: crate::input::Action) -> String {
        self.keys.keys(a).first().map(|k| self.an.key_words(*k)).unwrap_or_default()
    }

    /// A focus move in a secret choice: the words to its player only, a neutral tick to all.
    pub(super) fn echo_privately(&mut self, seat: Seat, text: String) {
        let channels = self.session.as_ref().map(|s| s.table.channels.clone()).unwrap_or_default();
        self.out.echo(seat, &text, &channels);
    }

    /// A secret choice opens: the table hears who is choosing; its player hears the question.
    pub(super) fn open_secretly(&mut self, seat: Seat, title: String) {
        let text = self.ta(Id::UiChoosingInSecret, &[("player", self.name(seat))]);
        self.say_text(text, Some(Earcon::PrivateWaiting), Keep::No);
        self.echo_privately(seat, title);
    }

    /// In secret entry, the menu of a ballot or a destination goes to the player who chooses
    /// (after they put on the headset or look at the screen); `None` when the handover opened.
    pub(super) fn secret_entry(&mut self, mut screen: Screen) -> Option<Screen> {
        let s = self.session.as_ref()?;
        if !s.table.secret_entry {
            return Some(screen);
        }
        let Some(p) = self.chooser() else { return Some(screen) };
        match s.table.channel(p) {
            // Nobody can hear it privately: the operator enters what the player shows. How, was
            // said once (the game's start, a resume): the question is kept to the question.
            PrivateChannel::None => Some(screen),
            // A phone's choice is entered here only when the operator took it over: openly.
            PrivateChannel::Phone => {
                let open = self.ta(Id::UiEnteredTakenOver, &[("player", self.name(p))]);
                screen.title = format!("{open} {}", screen.title);
                Some(screen)
            }
            PrivateChannel::Headphones { .. } => {
                screen.secret_for = Some(p);
                Some(screen)
            }
            PrivateChannel::Headset { .. } | PrivateChannel::Screen if s.ready == Some(p) => {
                screen.secret_for = Some(p);
                Some(screen)
            }
            c => {
                let screen = super::handover::choice(self, p, c);
                self.alone(screen);
                None
            }
        }
    }

    /// After a resume: who has secrets of this turn (kept in the save's decisions), and the key
    /// that tells them again; a secret being told when Vigie stopped is not lost. Only what is
    /// still secret is called so: the dice a player was shown, until they are revealed, and a
    /// destination chosen in secret, until all are revealed (not one shown to the table).
    pub(super) fn say_resumed_secrets(&mut self) {
        let Some(s) = self.session.as_ref() else { return };
        let turn = s.turn();
        let destinations = s.play.is_secret() && !s.is_ballot();
        let deciders = s.play.deciders();
        let secret = |p: Seat| {
            s.dice_seen_by(p).is_some()
                || destinations
                    && s.table.secret_entry
                    && *s.table.channel(p) != PrivateChannel::None
                    && !deciders.contains(p)
        };
        let with: Vec<String> = Seat::ALL
            .into_iter()
            .take(s.names.len())
            .filter(|p| s.secrets.get(p.index()).is_some_and(|v| v.iter().any(|(t, _, _)| *t == turn)))
            .filter(|p| secret(*p))
            .map(|p| self.name(p))
            .collect();
        if with.is_empty() {
            return;
        }
        let mut a = fluent_bundle::FluentArgs::new();
        a.set("players", self.an.list(&with));
        a.set("count", crate::announce::Announcer::num(with.len() as f64));
        a.set("key", self.key_name(crate::input::Action::Secret));
        a.set("game", self.session.as_ref().map_or("lockdown", Session::selector));
        let text = self.an.text(Id::UiResumedSecrets, Some(&a));
        self.say_text(text, None, Keep::Yes);
    }

    /// Who enters their ballot or destination now, among those the engine waits for: in secret
    /// entry, the players with a private channel first (in seat order), then those without one,
    /// whose choices the table sees, so that nothing a player chose is heard before the others
    /// have chosen.
    pub fn chooser(&self) -> Option<Seat> {
        let s = self.session.as_ref()?;
        if !s.play.is_secret() {
            return None;
        }
        // A choice made on a phone is not entered here (unless the operator took it over).
        let deciders = s.play.deciders();
        let waiting: Vec<Seat> = deciders.iter().filter(|p| !self.on_phone(*p)).collect();
        let heard = |p: &&Seat| !matches!(s.table.channel(**p), PrivateChannel::None | PrivateChannel::Phone);
        if s.table.secret_entry
            && let Some(p) = waiting.iter().find(heard)
        {
            return Some(*p);
        }
        if deciders.iter().any(|p| self.on_phone(p)) {
            // A choice shown to the table waits until the phones have chosen.
            return None;
        }
        waiting.first().copied()
    }

    /// When secret choices open and nobody choosing has a private channel: the table shows its
    /// choices at once, and the operator enters them. (Who has no channel, and how they choose,
    /// is said once: [`App::say_entry_rule`].)
    pub(super) fn say_entry_plan(&mut self) {
        let Some(s) = self.session.as_ref() else { return };
        if !s.table.secret_entry || !s.play.is_secret() {
            return;
        }
        let (waiting, ballot) = (s.play.deciders(), s.is_ballot());
        if waiting.is_empty() || waiting.iter().any(|p| *s.table.channel(p) != PrivateChannel::None) {
            return;
        }
        let kind = if ballot { "ballot" } else { "destination" };
        let text = self.ta(Id::UiEntryPlan, &[("kind", kind.to_owned())]);
        self.say_text(text, None, Keep::Yes);
    }

    /// In secret entry, once at the start of a game and after a resume: who has no private
    /// channel, and how their secret choices are made (after the others', shown to the table).
    pub(super) fn say_entry_rule(&mut self) {
        let Some(s) = self.session.as_ref() else { return };
        if !s.table.secret_entry {
            return;
        }
        let without: Vec<String> = Seat::all(s.names.len() as u8)
            .filter(|p| *s.table.channel(*p) == PrivateChannel::None)
            .map(|p| self.name(p))
            .collect();
        if without.is_empty() {
            return;
        }
        let mut a = fluent_bundle::FluentArgs::new();
        a.set("players", self.an.list(&without));
        a.set("count", crate::announce::Announcer::num(without.len() as f64));
        let text = self.an.text(Id::UiEntryRule, Some(&a));
        self.say_text(text, None, Keep::Yes);
    }

    /// After a secret choice: the screen forgets it, the headset goes on.
    pub(super) fn after_secret_choice(&mut self, seat: Seat) {
        match self.session.as_ref().map(|s| s.table.channel(seat).clone()) {
            Some(PrivateChannel::Screen) => self.stack.wipe_later(),
            Some(PrivateChannel::Headset { .. }) => {
                let text = self.ta(Id::UiPassHeadset, &[("player", self.name(seat))]);
                self.say_text(text, None, Keep::Yes);
            }
            _ => {}
        }
    }

    /// The secret key: whose secrets to hear again.
    pub(super) fn open_secrets(&mut self) {
        let Some(s) = self.session.as_ref() else { return };
        let turn = s.turn();
        let items: Vec<Item<Choice>> = Seat::ALL
            .into_iter()
            .take(s.names.len())
            .filter(|p| s.secrets.get(p.index()).is_some_and(|v| v.iter().any(|(t, _, _)| *t == turn)))
            .map(|p| Item::new(self.name(p), Choice::Secrets(SecretPick::HearSecret(p))))
            .collect();
        if items.is_empty() {
            let t = self.t(Id::UiNoSecret);
            self.say_key_error(t);
            return;
        }
        self.push(Screen::new(Kind::Info, self.t(Id::UiSecretsTitle), items));
    }

    /// Acts on a choice of this module's screens (`kind`: the screen it was made on).
    pub(super) fn choose_secrets(&mut self, pick: SecretPick, _kind: Kind) {
        match pick {
            SecretPick::HearSecret(seat) => self.hear_secret(seat),
        }
    }

    /// A player asked to hear their secrets again, through their own channel.
    pub(super) fn hear_secret(&mut self, seat: Seat) {
        let Some(text) = turn_secrets(self, seat) else { return };
        // The dice this player was shown this turn, from what their seat may know.
        if self.session.as_ref().is_some_and(|s| *s.table.channel(seat) == PrivateChannel::Phone)
            && self.out.phones().is_some()
        {
            // The page keeps this turn's secrets, and shows them again to a phone that comes back.
            let id = if self.desk.connected.contains(seat) { Id::UiSecretOnPhone } else { Id::UiSecretWaitsOnPhone };
            let game = self.session.as_ref().map_or("lockdown", Session::selector);
            let t = self.ta(id, &[("player", self.name(seat)), ("game", game.to_owned())]);
            self.say_text(t, None, Keep::No);
            return;
        }
        let dice = self.session.as_ref().and_then(|s| s.dice_seen_by(seat));
        if let Some(dice) = dice {
            self.rumble_dice(seat, dice.faces());
        }
        match self.send_privately(seat, text, dice.map(|d| d.faces().to_vec())) {
            Delivered::NoPhones => self.private_problem(seat, self.t(Id::UiPhonesNotRunning)),
            Delivered::Spoken => {
                let t = self.ta(Id::UiSecretTold, &[("player", self.name(seat))]);
                self.say_text(t, None, Keep::No);
            }
            Delivered::Held => {
                if let Some(screen) = super::handover::held(self) {
                    self.alone(screen);
                }
            }
            Delivered::NoVoice => self.private_problem(seat, self.t(Id::UiNoPrivateVoice)),
            _ => {
                let t = self.ta(Id::UiNoChannel, &[("player", self.name(seat))]);
                self.say_key_error(t);
            }
        }
    }
}

/// This player's secrets of this turn (or, if none, the last one kept), to tell again.
pub(super) fn turn_secrets(cx: &App, seat: Seat) -> Option<String> {
    let s = cx.session.as_ref()?;
    let turn = s.turn();
    let kept = s.secrets.get(seat.index())?;
    let texts: Vec<&str> = kept.iter().filter(|(t, _, _)| *t == turn).map(|(_, _, text)| text.as_str()).collect();
    if texts.is_empty() { kept.last().map(|(_, _, t)| t.clone()) } else { Some(texts.join(" ")) }
}

/// A private channel failed: what the table hears (never the secret), and how to try again.
pub(super) fn problem_words(cx: &App, seat: Seat, reason: String) -> String {
    let key = cx.key_name(crate::input::Action::Secret);
    cx.ta(Id::UiPrivateFailed, &[("player", cx.name(seat)), ("reason", reason), ("key", key)])
}

pub(super) fn capitalise_first(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// The table's options and players' names: the game's, or the set-up's.
pub(super) fn table_records<'a>(
    session: &'a Option<Session>,
    stack: &'a super::screen::Stack,
) -> Option<(&'a TableOptions, &'a [String])> {
    match (session, stack.draft()) {
        (Some(s), _) => Some((&s.table, &s.names)),
        (None, Some(d)) => Some((&d.table, &d.names)),
        _ => None,
    }
}
