//! The channels screens: each player's private channel (headphones, a headset passed around, the
//! screen read alone, their phone, or none), and the way secret choices are entered. Its screens
//! answer with effects; the coordinator changes the table's records ([`Effect::Channel`],
//! [`Effect::SecretEntry`]), starts the phones' page when a player's channel becomes their
//! phone ([`Effect::PhoneChannel`]), and shows the screen again ([`Effect::RefreshChannels`]).

use super::menus;
use super::screen::Effect;
use super::{App, Choice, Kind, Screen, Then};
use crate::engine::{DiceMode, Seat};
use crate::output::Device;
use crate::store::save::PrivateChannel;
use crate::ui::menu::Item;
use crate::vocab::Id;

/// What choosing an item of the channels screens does.
#[derive(Clone, Debug)]
pub enum ChannelPick {
    /// The channels screen.
    Open,
    /// The channel of this player, to choose.
    For(Seat),
    /// This player's channel is this one.
    Set(Seat, PrivateChannel),
    /// Secret choices entered in secret, or openly.
    ToggleEntry,
    /// Back to the game, or on to its start.
    Done,
}

impl From<ChannelPick> for Choice {
    fn from(p: ChannelPick) -> Choice {
        Choice::Channels(p)
    }
}

/// A channel in words.
pub(super) fn channel_words(cx: &App, c: &PrivateChannel) -> String {
    match c {
        PrivateChannel::None => cx.t(Id::UiChannelNone),
        PrivateChannel::Screen => cx.t(Id::UiChannelScreen),
        PrivateChannel::Phone => cx.t(Id::UiChannelPhone),
        PrivateChannel::Headphones { description, .. } => {
            cx.ta(Id::UiChannelHeadphones, &[("device", description.clone())])
        }
        PrivateChannel::Headset { description, .. } => cx.ta(Id::UiChannelHeadset, &[("device", description.clone())]),
    }
}

/// The channels screen: every player's channel, the way secret choices are entered, the
/// gamepads, the phones (if a player has one), and back to the game or on to its start.
pub(super) fn screen(cx: &App) -> Option<Screen> {
    let (table, names) = cx.table_options()?;
    let mut items: Vec<Item<Choice>> = Seat::ALL
        .into_iter()
        .zip(names)
        .map(|(seat, n)| {
            let label =
                cx.ta(Id::UiChannelOf, &[("player", n.clone()), ("channel", channel_words(cx, table.channel(seat)))]);
            Item::new(label, ChannelPick::For(seat).into())
        })
        .collect();
    let entry = if table.secret_entry { Id::UiEntrySecret } else { Id::UiEntryOpen };
    items.push(Item::new(cx.t(entry), ChannelPick::ToggleEntry.into()));
    items.push(super::pads::item(cx));
    if table.channels.contains(&PrivateChannel::Phone) {
        items.push(Item::new(cx.t(Id::UiPhones), Choice::Phones(super::PhonePick::Open)));
    }
    let done = if cx.session.is_some() { Id::UiBackToGame } else { Id::UiStartGame };
    items.push(Item::new(cx.t(done), ChannelPick::Done.into()));
    let mut screen = Screen::new(Kind::Channels, cx.t(Id::UiChannelsTitle), items);
    // Enter alone goes on with everyone's channel as it is.
    screen.menu.last();
    Some(screen)
}

/// The channels one player may choose from (the devices that cannot be listed said first).
fn pick_screen(cx: &App, seat: Seat) -> Vec<Effect> {
    let mut effects = Vec::new();
    let mut options = vec![PrivateChannel::None, PrivateChannel::Screen];
    if cx.phone_start.can_start() {
        options.push(PrivateChannel::Phone);
    }
    // The table's own device is no private channel: a secret said there would be heard by
    // everyone.
    match cx.devices.map(|list| list()) {
        Some(Ok(all)) => {
            let devices: Vec<&Device> = all.iter().filter(|d| !d.table).collect();
            for d in &devices {
                options.push(PrivateChannel::Headphones { device: d.name.clone(), description: d.description.clone() });
            }
            for d in &devices {
                options.push(PrivateChannel::Headset { device: d.name.clone(), description: d.description.clone() });
            }
            if devices.is_empty() {
                let reason = cx.t(if all.is_empty() { Id::UiNoDeviceFound } else { Id::UiOnlyTableDevice });
                effects.push(Effect::ErrorOnce(Id::UiNoDevices, cx.ta(Id::UiNoDevices, &[("reason", reason)])));
            }
        }
        // The system's own words (often English, and technical) stay out of what is said.
        Some(Err(_)) => {
            let reason = cx.t(Id::UiDevicesUnread);
            effects.push(Effect::ErrorOnce(Id::UiNoDevices, cx.ta(Id::UiNoDevices, &[("reason", reason)])));
        }
        None => {
            let reason = cx.t(Id::UiNoDeviceFound);
            effects.push(Effect::ErrorOnce(Id::UiNoDevices, cx.ta(Id::UiNoDevices, &[("reason", reason)])));
        }
    }
    let current = cx.table_options().map(|(t, _)| t.channel(seat).clone()).unwrap_or_default();
    let focus = options.iter().position(|c| *c == current).unwrap_or(0);
    let items = options
        .into_iter()
        .map(|c| Item::new(super::secrets::capitalise_first(&channel_words(cx, &c)), ChannelPick::Set(seat, c).into()))
        .collect();
    let title = cx.ta(Id::UiChannelPick, &[("player", cx.name(seat))]);
    let mut screen = Screen::new(Kind::ChannelPick(seat), title, items);
    screen.menu.set_focus(focus);
    effects.push(Effect::Push(screen));
    effects
}

/// The private channel a new game gives every player: one that works on this machine. A
/// headset passed around, on an audio device whose name says it is headphones (never a
/// device that might be the table's speakers); otherwise the screen read alone, unless a
/// screen reader reads the screen (plain lines, `--screen-reader`, or NVDA, JAWS or Orca
/// running), which would say a secret aloud: then none, and the start of the game asks.
pub(super) fn default_channel(cx: &App) -> PrivateChannel {
    let headphones = |d: &&Device| {
        let words = format!("{} {}", d.name, d.description).to_lowercase();
        // One socket for both ("Speakers/Headphones") may be the laptop's own speakers.
        ["headphone", "headset", "casque", "écouteur", "ecouteur"].iter().any(|w| words.contains(w))
            && !["speaker", "haut-parleur", "enceinte"].iter().any(|w| words.contains(w))
    };
    if let Some(Ok(devices)) = cx.devices.map(|list| list())
        && devices.len() > 1
        && let Some(d) = devices.iter().filter(|d| !d.table).find(headphones)
    {
        return PrivateChannel::Headset { device: d.name.clone(), description: d.description.clone() };
    }
    if cx.plain || cx.screen_heard { PrivateChannel::None } else { PrivateChannel::Screen }
}

/// Before a game starts: when Vigie rolls the dice, players with no private channel would
/// never hear them. The question names them and what they would miss.
fn missing_channels_question(cx: &App) -> Option<String> {
    let d = cx.stack.draft()?;
    if d.dice != DiceMode::Vigie {
        return None;
    }
    let without: Vec<String> = Seat::all(d.players)
        .filter(|s| *d.table.channel(*s) == PrivateChannel::None)
        .map(|s| d.names.get(s.index()).cloned().unwrap_or_else(|| cx.name(s)))
        .collect();
    if without.is_empty() {
        return None;
    }
    let mut a = fluent_bundle::FluentArgs::new();
    a.set("players", cx.an.list(&without));
    a.set("count", crate::announce::Announcer::num(without.len() as f64));
    a.set("game", d.rules.selector());
    Some(cx.an.text(Id::UiConfirmNoChannel, Some(&a)))
}

/// Acts on a choice of the channels screens.
pub(super) fn on(cx: &App, pick: ChannelPick) -> Vec<Effect> {
    match pick {
        ChannelPick::Open => screen(cx).map(Effect::Push).into_iter().collect(),
        ChannelPick::For(seat) => pick_screen(cx, seat),
        ChannelPick::Set(seat, c) => set(cx, seat, c),
        ChannelPick::ToggleEntry => {
            let Some((table, _)) = cx.table_options() else { return Vec::new() };
            let focus = cx.stack.last().map(|s| s.menu.focus()).unwrap_or(0);
            vec![Effect::SecretEntry(!table.secret_entry), Effect::RefreshChannels { focus, say: true }]
        }
        ChannelPick::Done => {
            if cx.session.is_some() {
                vec![Effect::OpenGame]
            } else if let Some(question) = missing_channels_question(cx) {
                vec![Effect::Push(menus::confirm_screen(cx, question, Then::Start))]
            } else {
                vec![Effect::StartGame]
            }
        }
    }
}

/// A player's channel chosen: kept (a phone's page started first if needed), the channels
/// screen again, and what the table must know.
fn set(cx: &App, seat: Seat, c: PrivateChannel) -> Vec<Effect> {
    let plain_screen = cx.plain && c == PrivateChannel::Screen;
    let before = cx.table_options().map(|(t, _)| t.channel(seat).clone()).unwrap_or_default();
    let to_phone = c == PrivateChannel::Phone && before != PrivateChannel::Phone;
    let mut effects = vec![Effect::Channel(seat, c), Effect::Pop];
    if to_phone {
        effects.push(Effect::PhoneChannel(seat, before));
    } else {
        effects.push(Effect::RefreshChannels { focus: seat.index(), say: true });
    }
    if cx.session.is_some() {
        effects.push(Effect::SyncPhones);
    }
    if plain_screen {
        // Plain lines go to a screen reader, which may say them aloud at the table.
        effects.push(Effect::Error(cx.t(Id::UiScreenPlain)));
    }
    effects
}

/// A player's channel became their phone, and the phones' page `started` now (its screen then
/// says the address and code, with the QR code), or was running (the player is reminded how to
/// join), or could not run (the player kept the channel they had).
pub(super) fn phone_set(cx: &App, seat: Seat, before: PrivateChannel, started: Option<bool>) -> Vec<Effect> {
    let mut effects = match started {
        // No page for phones: the player keeps the channel they had.
        None => vec![Effect::Channel(seat, before)],
        Some(true) => {
            let names = super::phones::names(cx);
            return vec![
                Effect::PhoneSeats(names),
                Effect::RefreshChannels { focus: seat.index(), say: false },
                Effect::OpenPhones,
            ];
        }
        Some(false) => vec![Effect::PhoneSeats(super::phones::names(cx))],
    };
    effects.push(Effect::RefreshChannels { focus: seat.index(), say: true });
    if cx.out.phones().is_some() {
        effects.push(Effect::Tell(cx.ta(Id::UiPhoneJoinReminder, &[("player", cx.name(seat))])));
    }
    effects
}

/// The channels screen again, with its new labels, the item at `focus` in focus (the change
/// saved first), and said if `say` (otherwise what opens next says it).
pub(super) fn refreshed(cx: &App, focus: usize, say: bool) -> Vec<Effect> {
    let mut effects = vec![Effect::Autosave];
    if let Some(mut fresh) = screen(cx) {
        fresh.menu.set_focus(focus);
        effects.push(match cx.stack.last() {
            Some(top) if top.kind == Kind::Channels => Effect::Replace(cx.stack.len() - 1, fresh),
            _ => Effect::Place(fresh),
        });
    }
    if say {
        effects.push(Effect::SayFocus);
    }
    effects
}

/// A change of the table's records (the game's, or the set-up's): a player's channel, the way
/// secret choices are entered, whom gamepads are given to (other effects are not theirs).
pub(super) fn change(table: &mut crate::store::save::TableOptions, e: Effect) {
    match e {
        Effect::Channel(seat, c) => table.set_channel(seat, c),
        Effect::SecretEntry(on) => table.secret_entry = on,
        Effect::PadRecords(records) => table.pads = records,
        _ => {}
    }
}
