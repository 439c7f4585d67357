//! Secrets: each player's private channel (headphones, a headset passed around, the screen read
//! alone, or none), secrets told through it and heard again, and secret choices entered by each
//! player in turn with nothing but a neutral tick on the table's speaker.
//!
//! The secrets kept are the session's (`Session::secrets`); this module's functions read the
//! interface and answer with effects: the coordinator gives a secret to the router
//! ([`Effect::Private`]) and asks [`sent`] what the table hears of its delivery.

use super::voice::key_name;
use super::{App, Choice, Effect, Kind, Screen, Session};
use crate::engine::Seat;
use crate::input::Action;
use crate::output::{Delivered, PrivateProblem, ProblemKind};
use crate::store::save::{PrivateChannel, TableOptions};
use crate::ui::menu::Item;
use crate::vocab::Id;

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

/// What the table hears once a secret was given to the router for its player (`again`: one
/// they asked to hear again, with the secret key).
pub(super) fn sent(cx: &App, seat: Seat, delivered: Delivered, again: bool) -> Vec<Effect> {
    let problem = |id| vec![Effect::Error(problem_words(cx, seat, cx.t(id)))];
    match delivered {
        Delivered::NoVoice => problem(Id::UiNoPrivateVoice),
        Delivered::NoPhones => problem(Id::UiPhonesNotRunning),
        Delivered::Spoken if again => vec![Effect::Say(cx.ta(Id::UiSecretTold, &[("player", cx.name(seat))]))],
        Delivered::Held if again => super::handover::held(cx).map(Effect::Alone).into_iter().collect(),
        _ if again => vec![Effect::KeyError(cx.ta(Id::UiNoChannel, &[("player", cx.name(seat))]))],
        Delivered::NoChannel => {
            // Silence would leave the player without their secret and the table unaware.
            let key = key_name(cx, Action::Secret);
            vec![Effect::Error(cx.ta(Id::UiSecretNoChannel, &[("player", cx.name(seat)), ("key", key)]))]
        }
        // Kept for the phone; the table knows the player has not got it yet.
        Delivered::Phone if !cx.desk.connected.contains(seat) => {
            vec![super::voice::tell(Id::UiSecretWaitsOnPhone, move |an| vec![("player", an.name(seat))])]
        }
        _ => Vec::new(),
    }
}

/// What went wrong with the private voice since the last look: the table hears that it did
/// (never the secret), for the player whose device failed (a headset passed around is the
/// last player's who was told something on it).
pub(super) fn problems(cx: &App, problems: Vec<PrivateProblem>) -> Vec<Effect> {
    let mut by_seat: Vec<(Seat, Vec<String>)> = Vec::new();
    for p in problems {
        let on_device = |seat: &Seat| {
            cx.session.as_ref().is_some_and(|s| match s.table.channel(*seat) {
                PrivateChannel::Headphones { device, .. } | PrivateChannel::Headset { device, .. } => {
                    Some(device) == p.device.as_ref()
                }
                _ => false,
            })
        };
        let seats: Vec<Seat> =
            cx.session.as_ref().map(|s| Seat::all(s.names.len() as u8).collect()).unwrap_or_default();
        let owners: Vec<Seat> = seats.into_iter().filter(on_device).collect();
        let seat = match (owners.as_slice(), cx.voice.last_private) {
            ([one], _) => Some(*one),
            (_, Some(last)) if owners.is_empty() || owners.contains(&last) => Some(last),
            (many, _) => many.first().copied(),
        };
        let Some(seat) = seat else { continue };
        let reason = match p.kind {
            ProblemKind::TooLong => cx.t(Id::UiPrivateTooLong),
            ProblemKind::Failed(reason) => reason,
        };
        match by_seat.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, reasons)) => reasons.push(reason),
            None => by_seat.push((seat, vec![reason])),
        }
    }
    by_seat.into_iter().map(|(seat, reasons)| Effect::Error(problem_words(cx, seat, reasons.join("; ")))).collect()
}

/// In secret entry, the menu of a ballot or a destination goes to the player who chooses
/// (after they put on the headset or look at the screen): the screen to open, or the
/// hand-over to show in place of every screen.
pub(super) fn entry(cx: &App, mut screen: Screen) -> Result<Screen, Box<Screen>> {
    let Some(s) = cx.session.as_ref().filter(|s| s.table.secret_entry) else { return Ok(screen) };
    let Some(p) = chooser(cx) else { return Ok(screen) };
    match s.table.channel(p) {
        // Nobody can hear it privately: the operator enters what the player shows. How, was
        // said once (the game's start, a resume): the question is kept to the question.
        PrivateChannel::None => Ok(screen),
        // A phone's choice is entered here only when the operator took it over: openly.
        PrivateChannel::Phone => {
            let open = cx.ta(Id::UiEnteredTakenOver, &[("player", cx.name(p))]);
            screen.title = format!("{open} {}", screen.title);
            Ok(screen)
        }
        PrivateChannel::Headphones { .. } => {
            screen.secret_for = Some(p);
            Ok(screen)
        }
        PrivateChannel::Headset { .. } | PrivateChannel::Screen if s.ready == Some(p) => {
            screen.secret_for = Some(p);
            Ok(screen)
        }
        c => Err(Box::new(super::handover::choice(cx, p, c))),
    }
}

/// After a resume: who has secrets of this turn (kept in the save's decisions), and the key
/// that tells them again; a secret being told when Vigie stopped is not lost. Only what is
/// still secret is called so: the dice a player was shown, until they are revealed, and a
/// destination chosen in secret, until all are revealed (not one shown to the table).
pub(super) fn resumed(cx: &App) -> Vec<Effect> {
    let Some(s) = cx.session.as_ref() else { return Vec::new() };
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
        .map(|p| cx.name(p))
        .collect();
    if with.is_empty() {
        return Vec::new();
    }
    let mut a = fluent_bundle::FluentArgs::new();
    a.set("players", cx.an.list(&with));
    a.set("count", crate::announce::Announcer::num(with.len() as f64));
    a.set("key", key_name(cx, Action::Secret));
    a.set("game", s.selector());
    vec![Effect::Tell(cx.an.text(Id::UiResumedSecrets, Some(&a)))]
}

/// Who enters their ballot or destination now, among those the engine waits for: in secret
/// entry, the players with a private channel first (in seat order), then those without one,
/// whose choices the table sees, so that nothing a player chose is heard before the others
/// have chosen.
pub(super) fn chooser(cx: &App) -> Option<Seat> {
    let s = cx.session.as_ref()?;
    if !s.play.is_secret() {
        return None;
    }
    // A choice made on a phone is not entered here (unless the operator took it over).
    let deciders = s.play.deciders();
    let waiting: Vec<Seat> = deciders.iter().filter(|p| !super::phones::on_phone(cx, *p)).collect();
    let heard = |p: &&Seat| !matches!(s.table.channel(**p), PrivateChannel::None | PrivateChannel::Phone);
    if s.table.secret_entry
        && let Some(p) = waiting.iter().find(heard)
    {
        return Some(*p);
    }
    if deciders.iter().any(|p| super::phones::on_phone(cx, p)) {
        // A choice shown to the table waits until the phones have chosen.
        return None;
    }
    waiting.first().copied()
}

/// When secret choices open and nobody choosing has a private channel: the table shows its
/// choices at once, and the operator enters them. (Who has no channel, and how they choose,
/// is said once: [`entry_rule`].)
pub(super) fn entry_plan(cx: &App) -> Vec<Effect> {
    let Some(s) = cx.session.as_ref() else { return Vec::new() };
    if !s.table.secret_entry || !s.play.is_secret() {
        return Vec::new();
    }
    let (waiting, ballot) = (s.play.deciders(), s.is_ballot());
    if waiting.is_empty() || waiting.iter().any(|p| *s.table.channel(p) != PrivateChannel::None) {
        return Vec::new();
    }
    let kind = if ballot { "ballot" } else { "destination" };
    vec![super::voice::tell(Id::UiEntryPlan, move |_| vec![("kind", kind.to_owned())])]
}

/// In secret entry, once at the start of a game and after a resume: who has no private
/// channel, and how their secret choices are made (after the others', shown to the table).
pub(super) fn entry_rule(cx: &App) -> Vec<Effect> {
    let Some(s) = cx.session.as_ref().filter(|s| s.table.secret_entry) else { return Vec::new() };
    let without: Vec<Seat> =
        Seat::all(s.names.len() as u8).filter(|p| *s.table.channel(*p) == PrivateChannel::None).collect();
    if without.is_empty() {
        return Vec::new();
    }
    let line = move |an: &crate::announce::Announcer| {
        let names: Vec<String> = without.iter().map(|p| an.name(*p)).collect();
        let mut a = fluent_bundle::FluentArgs::new();
        a.set("players", an.list(&names));
        a.set("count", crate::announce::Announcer::num(names.len() as f64));
        an.text(Id::UiEntryRule, Some(&a))
    };
    vec![Effect::Worded(super::screen::Words::new(line), None, super::Keep::Yes)]
}

/// After a secret choice: the screen forgets it, the headset goes on.
pub(super) fn after_choice(cx: &App, seat: Seat) -> Vec<Effect> {
    match cx.session.as_ref().map(|s| s.table.channel(seat)) {
        Some(PrivateChannel::Screen) => vec![Effect::WipeLater],
        Some(PrivateChannel::Headset { .. }) => {
            vec![super::voice::tell(Id::UiPassHeadset, move |an| vec![("player", an.name(seat))])]
        }
        _ => Vec::new(),
    }
}

/// The secret key: whose secrets to hear again.
pub(super) fn list(cx: &App) -> Vec<Effect> {
    let Some(s) = cx.session.as_ref() else { return Vec::new() };
    let turn = s.turn();
    let items: Vec<Item<Choice>> = Seat::ALL
        .into_iter()
        .take(s.names.len())
        .filter(|p| s.secrets.get(p.index()).is_some_and(|v| v.iter().any(|(t, _, _)| *t == turn)))
        .map(|p| Item::new(cx.name(p), Choice::Secrets(SecretPick::HearSecret(p))))
        .collect();
    if items.is_empty() {
        return vec![Effect::KeyError(cx.t(Id::UiNoSecret))];
    }
    vec![Effect::Push(Screen::new(Kind::Info, cx.t(Id::UiSecretsTitle), items))]
}

/// What a choice of this module's screens does.
pub(super) fn on(cx: &App, pick: SecretPick) -> Vec<Effect> {
    match pick {
        SecretPick::HearSecret(seat) => hear_again(cx, seat),
    }
}

/// A player asked to hear their secrets again, through their own channel.
fn hear_again(cx: &App, seat: Seat) -> Vec<Effect> {
    let (Some(text), Some(s)) = (turn_secrets(cx, seat), cx.session.as_ref()) else { return Vec::new() };
    if *s.table.channel(seat) == PrivateChannel::Phone && cx.out.phones().is_some() {
        // The page keeps this turn's secrets, and shows them again to a phone that comes back.
        let id = if cx.desk.connected.contains(seat) { Id::UiSecretOnPhone } else { Id::UiSecretWaitsOnPhone };
        return vec![Effect::Say(cx.ta(id, &[("player", cx.name(seat)), ("game", s.selector().to_owned())]))];
    }
    // The dice this player was shown this turn, from what their seat may know.
    let dice = s.dice_seen_by(seat).map(|d| d.faces().to_vec());
    let mut out: Vec<Effect> = dice.iter().map(|faces| Effect::RumbleDice(seat, faces.clone())).collect();
    out.push(Effect::Private { seat, text, dice, again: true });
    out
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
    let key = key_name(cx, Action::Secret);
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
