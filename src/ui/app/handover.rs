//! The hand-over of a secret: a player is asked to put on the headset or to look at the screen
//! alone, then hears or reads what waits for them (their secrets, or their secret choice), and
//! passes the headset on or leaves the screen to be wiped. Its screens answer with effects; the
//! coordinator takes and forgets the secrets the router holds and delivers them
//! ([`Effect::TakeHeld`], [`Effect::ForgetHeld`], [`Effect::ShowSecret`]).

use super::screen::Effect;
use super::{App, Choice, Kind, Screen};
use crate::engine::Seat;
use crate::output::Delivered;
use crate::store::save::PrivateChannel;
use crate::ui::menu::Item;
use crate::vocab::Id;

/// What choosing an item of the hand-over's screens does.
#[derive(Clone, Debug)]
pub enum HandoverPick {
    /// The player is ready: tell their secret, or open their secret choice.
    Ready(Seat),
    /// Not now: the secret can be heard later.
    Later(Seat),
    /// Say the secret again.
    Again(Seat),
    /// The secret has been read or heard.
    Done,
}

impl From<HandoverPick> for Choice {
    fn from(p: HandoverPick) -> Choice {
        Choice::Handover(p)
    }
}

/// The next secret the router holds for its player: the screen that asks them to put on the
/// headset or to look alone; `None` when no secret waits.
pub(super) fn held(cx: &App) -> Option<Screen> {
    let s = cx.session.as_ref()?;
    let seat = cx.out.first_held()?;
    let id = match s.table.channel(seat) {
        PrivateChannel::Screen => Id::UiHandoverScreen,
        _ => Id::UiHandoverHeadset,
    };
    let title = cx.ta(id, &[("player", cx.name(seat))]);
    let items = vec![
        Item::new(cx.t(Id::UiReady), HandoverPick::Ready(seat).into()),
        Item::new(cx.t(Id::UiLater), HandoverPick::Later(seat).into()),
    ];
    Some(Screen::new(Kind::Handover(seat), title, items))
}

/// A secret choice waits for its player on this channel (a headset or the screen): the screen
/// that asks them to put on the headset or to look alone before it opens.
pub(super) fn choice(cx: &App, seat: Seat, channel: &PrivateChannel) -> Screen {
    let id = if matches!(channel, PrivateChannel::Screen) {
        Id::UiHandoverScreenChoice
    } else {
        Id::UiHandoverHeadsetChoice
    };
    let title = cx.ta(id, &[("player", cx.name(seat))]);
    let items = vec![Item::new(cx.t(Id::UiReady), HandoverPick::Ready(seat).into())];
    Screen::new(Kind::Handover(seat), title, items)
}

/// Acts on a choice of the hand-over's screens.
pub(super) fn on(cx: &App, pick: HandoverPick) -> Vec<Effect> {
    match pick {
        HandoverPick::Ready(seat) => vec![Effect::TakeHeld(seat)],
        HandoverPick::Later(seat) => {
            // Not now: the secrets stay kept, to hear later.
            let key = super::voice::key_name(cx, crate::input::Action::Secret);
            let said =
                super::voice::tell(Id::UiLaterSaid, move |an| vec![("player", an.name(seat)), ("key", key.clone())]);
            vec![Effect::ForgetHeld(seat), said, Effect::OpenGame]
        }
        // The secrets of this turn, once more.
        HandoverPick::Again(seat) => {
            super::secrets::turn_secrets(cx, seat).map(|text| Effect::ShowSecret(seat, text)).into_iter().collect()
        }
        // The secret was heard or read: it leaves the screen (which is wiped), and the game goes on.
        HandoverPick::Done => {
            let shown = cx.stack.last().is_some_and(|t| t.secret.is_some());
            let mut effects = if shown { vec![Effect::Pop] } else { Vec::new() };
            effects.push(Effect::OpenGame);
            effects
        }
    }
}

/// The player is ready and these were the secrets held for them: told now, or, if none, their
/// secret choice opens.
pub(super) fn taken(seat: Seat, texts: Vec<String>) -> Vec<Effect> {
    if texts.is_empty() {
        vec![Effect::ReadyFor(Some(seat)), Effect::OpenGame]
    } else {
        vec![Effect::ShowSecret(seat, texts.join(" "))]
    }
}

/// A secret was given to a player who is ready for it, and went this way: passing the headset
/// on, or reading it alone on the screen.
pub(super) fn shown(cx: &App, seat: Seat, text: String, delivered: Delivered) -> Vec<Effect> {
    match delivered {
        Delivered::Spoken => {
            let title = cx.ta(Id::UiPassOn, &[("player", cx.name(seat))]);
            let items = vec![
                Item::new(cx.t(Id::UiDone), HandoverPick::Done.into()),
                Item::new(cx.t(Id::UiAgain), HandoverPick::Again(seat).into()),
            ];
            vec![Effect::Alone(Screen::new(Kind::PassOn(seat), title, items))]
        }
        Delivered::Screen => {
            let title = cx.ta(Id::UiReading, &[("player", cx.name(seat))]);
            let mut screen = Screen::new(
                Kind::SecretShown(seat),
                title,
                // The same words on the screen and in the ear.
                vec![Item::new(cx.t(Id::UiSecretRead), HandoverPick::Done.into())],
            );
            screen.secret = Some(text);
            vec![Effect::Alone(screen)]
        }
        Delivered::NoVoice => {
            vec![Effect::Error(super::secrets::problem_words(cx, seat, cx.t(Id::UiNoPrivateVoice))), Effect::OpenGame]
        }
        _ => vec![Effect::OpenGame],
    }
}
