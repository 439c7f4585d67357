//! Gamepads in the interface: their buttons act as keys do; each can be given to a player (then it
//! chooses for them in their secret choices and is refused in someone else's); their comings and
//! goings are said, and nothing waits for them; and they rumble: the dice for the badge holder,
//! always besides a private channel, and short cues for a player's own events.

use super::screen::Effect;
use super::secrets::capitalise_first;
use super::{App, Choice, Keep, Kind, MenuPick, Screen};
use crate::announce::Announcer;
use crate::engine::Seat;
use crate::input::{Action, Button, Gamepads, PadEvent, PadId, PadInfo, PadMap, PadProblem};
use crate::store::save::{PadOwner, PrivateChannel, TableOptions};
use crate::store::settings::GamepadSettings;
use crate::ui::menu::Item;
use crate::vocab::rumble::{Cue, Pattern};
use crate::vocab::{Earcon, Id};
use fluent_bundle::FluentArgs;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum PadPick {
    /// The gamepads screen.
    Pads,
    /// Whom this gamepad acts for: choose.
    PadOwnerFor(PadId),
    /// This gamepad acts for this player (`None`: the operator).
    SetPadOwner(PadId, Option<Seat>),
}

impl From<PadPick> for Choice {
    fn from(p: PadPick) -> Choice {
        Choice::Pads(p)
    }
}

/// A gamepad seen since Vigie started (numbered in the order they came: gamepad 1, 2...).
#[derive(Clone, Debug)]
struct Pad {
    id: PadId,
    info: PadInfo,
    connected: bool,
    owner: Option<Seat>,
}

/// The gamepads: the device (its buttons and rumble), the button map, and every pad seen with
/// the player it acts for. It knows the table only through the records it is given (which
/// player a pad of a name and model was given to).
pub(super) struct Pads {
    device: Option<Gamepads>,
    map: PadMap,
    seen: Vec<Pad>,
}

/// The table's records of gamepads, and its players' names.
type Records<'a> = Option<(&'a TableOptions, &'a [String])>;

impl Pads {
    pub(super) fn new(device: Option<Gamepads>) -> Pads {
        Pads { device, map: PadMap::bundled(), seen: Vec::new() }
    }

    fn position(&self, pad: PadId) -> Option<usize> {
        self.seen.iter().position(|p| p.id == pad)
    }

    /// The button map, for the help, once a gamepad has been seen.
    pub(super) fn seen_map(&self) -> Option<&PadMap> {
        (!self.seen.is_empty()).then_some(&self.map)
    }

    /// Whether the table's records give pads like this one to players.
    fn has_records(info: &PadInfo, records: Records) -> bool {
        records.is_some_and(|(t, _)| t.pads.iter().any(|r| r.name == info.name && r.uuid == info.uuid))
    }

    /// The player the table's records give a pad like this to: only when the records name one
    /// pad of its name and model, and no other pad like it is known (two pads alike cannot be
    /// told apart, and a secret must not go to the wrong hands).
    fn unclaimed_owner(&self, info: &PadInfo, except: Option<usize>, records: Records) -> Option<Seat> {
        let (table, names) = records?;
        let alike = |name: &str, uuid: &str| name == info.name && uuid == info.uuid;
        let mut records = table.pads.iter().filter(|r| alike(&r.name, &r.uuid));
        let record = records.next()?;
        let others = self.seen.iter().enumerate().any(|(j, p)| Some(j) != except && alike(&p.info.name, &p.info.uuid));
        (records.next().is_none() && !others && record.player.index() < names.len()).then_some(record.player)
    }

    /// A pad connected: its place in the list, and what is to be said of it.
    fn connect(&mut self, pad: PadId, info: PadInfo, at_start: bool, records: Records) -> (usize, Id) {
        // A pad that went away comes back under its own number (gilrs gives it back its slot)
        // or a new one; either way it takes the place of the pad like it that went away, with
        // its number and player. Pads are told apart only by name and model: when several pads
        // like it went away, nobody can tell which one came back, and none keeps a player.
        let alike = |p: &Pad| p.info.name == info.name && p.info.uuid == info.uuid;
        let gone: Vec<usize> =
            (0..self.seen.len()).filter(|&i| !self.seen[i].connected && alike(&self.seen[i])).collect();
        let mut same = self.position(pad);
        if let Some(i) = same
            && !alike(&self.seen[i])
        {
            // Its number was another model's: that pad is not coming back under it.
            self.seen[i].id = PadId(usize::MAX);
            same = None;
        }
        let place = same.filter(|&i| !self.seen[i].connected || gone.is_empty()).or_else(|| gone.first().copied());
        match place {
            Some(i) => {
                if gone.len() > 1 {
                    for &g in &gone {
                        self.seen[g].owner = None;
                    }
                }
                let p = &mut self.seen[i];
                p.id = pad;
                p.info = info;
                p.connected = true;
                (i, if gone.len() > 1 { Id::UiPadWhich } else { Id::UiPadBack })
            }
            None => {
                let owner = self.unclaimed_owner(&info, None, records);
                let ambiguous = owner.is_none() && Pads::has_records(&info, records);
                self.seen.push(Pad { id: pad, info, connected: true, owner });
                let id = match (ambiguous, at_start) {
                    (true, _) => Id::UiPadWhich,
                    (false, true) => Id::UiPadFound,
                    (false, false) => Id::UiPadConnected,
                };
                (self.seen.len() - 1, id)
            }
        }
    }

    /// Each pad to whom the table's records say: what is to be said of each (a pad given to a
    /// player, or a pad like several recorded).
    pub(super) fn reassign(&mut self, records: Records) -> Vec<(usize, Id)> {
        for p in &mut self.seen {
            p.owner = None;
        }
        let mut said = Vec::new();
        for i in 0..self.seen.len() {
            let info = self.seen[i].info.clone();
            self.seen[i].owner = self.unclaimed_owner(&info, Some(i), records);
            if self.seen[i].owner.is_some() {
                said.push((i, Id::UiPadOwnerSet));
            } else if Pads::has_records(&info, records) {
                said.push((i, Id::UiPadWhich));
            }
        }
        said
    }

    fn rumble(&mut self, pad: PadId, pattern: &Pattern, strength: f32) {
        if !self.seen.iter().any(|p| p.id == pad && p.connected && p.info.rumble) {
            return;
        }
        if let Some(g) = self.device.as_mut() {
            // A rumble that fails is not worth an interruption: the words went by their channel.
            let _ = g.rumble(pad, pattern, strength);
        }
    }

    /// Rumbles a pattern on every connected gamepad of a player.
    fn rumble_seat(&mut self, seat: Seat, pattern: &Pattern, strength: f32) {
        let pads: Vec<PadId> = self.seen.iter().filter(|p| p.owner == Some(seat)).map(|p| p.id).collect();
        for pad in pads {
            self.rumble(pad, pattern, strength);
        }
    }

    /// The dice on a player's gamepad: only besides a private channel, never instead of one.
    pub(super) fn dice(&mut self, seat: Seat, faces: &[u8], has_channel: bool, s: &GamepadSettings) {
        if s.rumble_dice && has_channel {
            self.rumble_seat(seat, &Pattern::dice(faces), s.strength / 100.0);
        }
    }

    /// After a decision: "counted" to who made a ballot or a destination, "your turn" to the
    /// players the game waits for now (`now`) and did not wait for before.
    pub(super) fn cues(&mut self, counted: Option<Seat>, before: &[Seat], now: &[Seat], s: &GamepadSettings) {
        if !s.rumble_cues {
            return;
        }
        let strength = s.strength / 100.0;
        if let Some(seat) = counted {
            self.rumble_seat(seat, &Pattern::cue(Cue::Counted), strength);
        }
        for seat in now {
            if !before.contains(seat) {
                self.rumble_seat(*seat, &Pattern::cue(Cue::YourTurn), strength);
            }
        }
    }

    /// This gamepad rumbles, so that its holder knows it is theirs.
    pub(super) fn identify(&mut self, pad: PadId, s: &GamepadSettings) {
        self.rumble(pad, &Pattern::cue(Cue::Identify), s.strength / 100.0);
    }

    /// The gamepads' button map (the bundled one until this is called).
    pub(super) fn set_map(&mut self, map: PadMap) {
        self.map = map;
    }

    /// The gamepads, to simulate one (tests) or read what they were asked to rumble.
    pub(super) fn device_mut(&mut self) -> Option<&mut Gamepads> {
        self.device.as_mut()
    }

    /// What the gamepads did since the last look.
    pub(super) fn poll(&mut self) -> Vec<PadEvent> {
        self.device.as_mut().map(Gamepads::poll).unwrap_or_default()
    }

    /// A gamepad came (given to whom the table's records say, when they can tell) or went: said
    /// aside from the game, and the screens that list the gamepads refreshed.
    pub(super) fn came_or_went(&mut self, ev: PadEvent, records: Records, an: &Announcer) -> Vec<Effect> {
        let (text, earcon) = match ev {
            PadEvent::Connected { pad, info, at_start } => {
                let (i, id) = self.connect(pad, info, at_start, records);
                (self.sentence(an, id, i), Earcon::PrivateWaiting)
            }
            PadEvent::Disconnected { pad } => {
                let Some(i) = self.position(pad) else { return Vec::new() };
                self.seen[i].connected = false;
                (self.sentence(an, Id::UiPadDisconnected, i), Earcon::Error)
            }
            PadEvent::Pressed { .. } => return Vec::new(),
        };
        vec![Effect::Speak(text, Some(earcon), Keep::Aside), Effect::RefreshPads]
    }

    /// This gamepad acts for this player now (`None`: the operator); the player it acted for
    /// (`None` for a gamepad never seen).
    pub(super) fn set_owner(&mut self, pad: PadId, owner: Option<Seat>) -> Option<Option<Seat>> {
        let i = self.position(pad)?;
        Some(std::mem::replace(&mut self.seen[i].owner, owner))
    }

    /// "Gamepad 2 connected (Xbox Wireless Controller), for Red."
    /// (`state` tells a list's line whether the pad is there and can rumble.)
    fn sentence(&self, an: &Announcer, id: Id, i: usize) -> String {
        let p = &self.seen[i];
        let state = match (p.connected, p.info.rumble) {
            (false, _) => "gone",
            (true, false) => "mute",
            (true, true) => "ready",
        };
        let name =
            if p.info.name.trim().is_empty() { an.text(Id::UiPadUnnamed, None) } else { p.info.name.trim().to_owned() };
        let mut a = FluentArgs::new();
        a.set("number", (i + 1).to_string());
        a.set("name", name);
        a.set("owner", owner_words(an, p.owner));
        a.set("state", state);
        an.text(id, Some(&a))
    }
}

/// "for Red", "for the operator".
fn owner_words(an: &Announcer, owner: Option<Seat>) -> String {
    match owner {
        Some(seat) => {
            let mut a = FluentArgs::new();
            a.set("player", an.name(seat));
            an.text(Id::UiPadForPlayer, Some(&a))
        }
        None => an.text(Id::UiPadForOperator, None),
    }
}

/// What a gamepad's press does when a secret choice is open: refused, before anything is
/// stopped, on someone else's gamepad (its words are not theirs to hear). `None`: it acts.
pub(super) fn refused(cx: &App, pad: PadId, button: Button) -> Option<Vec<Effect>> {
    cx.pads.map.action(button)?;
    let i = cx.pads.position(pad)?;
    let owner = cx.pads.seen[i].owner?;
    let chooser = cx.stack.last().and_then(|s| s.secret_for)?;
    (owner != chooser).then(|| {
        let args = [("number", (i + 1).to_string()), ("owner", cx.name(owner)), ("player", cx.name(chooser))];
        vec![Effect::KeyError(cx.ta(Id::UiPadNotYours, &args))]
    })
}

/// What a gamepad's press does once speech was stopped (`cut`: how many of the game's
/// messages it cut): its button's action, as its key does.
pub(super) fn pressed(cx: &App, pad: PadId, button: Button, cut: usize) -> Vec<Effect> {
    let Some(action) = cx.pads.map.action(button) else {
        let help = cx.pads.map.buttons(Action::Help).first().map(|b| cx.an.button_words(*b)).unwrap_or_default();
        let text = cx.ta(Id::UiPadUnbound, &[("button", cx.an.button_words(button)), ("help", help)]);
        let mut effects = vec![Effect::KeyError(capitalise_first(&text))];
        if cut > 0 {
            effects.push(Effect::UnheardNotice);
        }
        return effects;
    };
    if action == Action::Repeat && cx.stack.last().is_some_and(|s| s.kind == Kind::Pads) {
        // In the gamepads screen, the repeat button finds the pad it was pressed on.
        return find(cx, pad);
    }
    super::keys::after_cut(cx, action, cut)
}

/// The gamepads screen's focus moved to this pad, said to be this one, and felt.
fn find(cx: &App, pad: PadId) -> Vec<Effect> {
    let (Some(i), Some(top)) = (cx.pads.position(pad), cx.stack.last()) else { return Vec::new() };
    let mut moved = top.clone();
    moved.menu.set_focus(i);
    let text = cx.pads.sentence(&cx.an, Id::UiPadThisOne, i);
    vec![Effect::Replace(cx.stack.len() - 1, moved), Effect::Say(text), Effect::IdentifyPad]
}

/// None there at start: why (said once, kept).
pub(super) fn none_found(cx: &App) -> Vec<Effect> {
    if cx.pads.device.is_none() || !cx.pads.seen.is_empty() {
        return Vec::new();
    }
    vec![Effect::Tell(no_pad_words(cx, Id::UiPadNone))]
}

/// After a game is resumed or a new one set up (the pads given to whom the table's records
/// say): each pad given to a player, or like several recorded, is said, since it acted for the
/// operator a moment ago (not during a set-up).
pub(super) fn reassigned(cx: &App, said: Vec<(usize, Id)>) -> Vec<Effect> {
    if cx.session.is_none() {
        return Vec::new();
    }
    said.into_iter().map(|(i, id)| Effect::Tell(cx.pads.sentence(&cx.an, id, i))).collect()
}

/// The gamepads screen and the channels screen again, with their new labels, if they are open.
pub(super) fn refreshed(cx: &App) -> Vec<Effect> {
    let mut effects = Vec::new();
    if let Some(pos) = cx.stack.iter().rposition(|s| s.kind == Kind::Pads) {
        let mut fresh = screen(cx);
        fresh.menu.set_focus(cx.stack[pos].menu.focus());
        effects.push(Effect::Replace(pos, fresh));
    }
    if let Some(pos) = cx.stack.iter().rposition(|s| s.kind == Kind::Channels)
        && let Some(mut fresh) = super::channels::screen(cx)
    {
        fresh.menu.set_focus(cx.stack[pos].menu.focus());
        effects.push(Effect::Replace(pos, fresh));
    }
    effects
}

/// A gamepad given to a player (or the operator; it was the `old` owner's): kept in the
/// table's records, saved, said (with a word when its dice would rumble without a private
/// channel beside them), felt, and the gamepads screen in focus again.
pub(super) fn owner_set(cx: &App, pad: PadId, owner: Option<Seat>, old: Option<Seat>) -> Vec<Effect> {
    let Some(i) = cx.pads.position(pad) else { return Vec::new() };
    let info = &cx.pads.seen[i].info;
    let records = cx.table_options().map(|(t, _)| t);
    let needs_channel = owner.is_some_and(|s| {
        cx.settings.gamepad.rumble_dice && info.rumble && records.is_some_and(|t| *t.channel(s) == PrivateChannel::None)
    });
    let mut effects = Vec::new();
    if let Some(t) = records {
        let mut pads = t.pads.clone();
        if let Some(old) = old
            && let Some(r) = pads.iter().position(|r| r.name == info.name && r.uuid == info.uuid && r.player == old)
        {
            pads.remove(r);
        }
        if let Some(player) = owner {
            pads.push(PadOwner { name: info.name.clone(), uuid: info.uuid.clone(), player });
        }
        effects.push(Effect::PadRecords(pads));
    }
    let mut text = cx.pads.sentence(&cx.an, Id::UiPadOwnerSet, i);
    if let (true, Some(seat)) = (needs_channel, owner) {
        text = format!("{text} {}", cx.ta(Id::UiPadNeedsChannel, &[("player", cx.name(seat))]));
    }
    effects.extend([
        Effect::Autosave,
        Effect::Pop,
        Effect::Tell(text),
        Effect::Identify(pad),
        Effect::RefreshPads,
        Effect::SayFocus,
    ]);
    effects
}

/// The gamepad in focus in the gamepads screen, if any.
pub(super) fn focused(cx: &App) -> Option<PadId> {
    let top = cx.stack.last().filter(|s| s.kind == Kind::Pads)?;
    match top.menu.focused().map(|i| &i.value) {
        Some(Choice::Pads(PadPick::PadOwnerFor(pad))) => Some(*pad),
        _ => None,
    }
}

/// The players the game waits for now: in secret entry, the one who enters their choice.
pub(super) fn waited_for(cx: &App) -> Vec<Seat> {
    let Some(s) = cx.session.as_ref() else { return Vec::new() };
    if s.table.secret_entry
        && let Some(chooser) = cx.chooser()
    {
        return vec![chooser];
    }
    s.play.deciders().iter().collect()
}

/// Why there is no gamepad: what stops them, or `none_id`'s words when nothing does.
fn no_pad_words(cx: &App, none_id: Id) -> String {
    let Some(pads) = cx.pads.device.as_ref() else { return cx.t(Id::UiPadsOff) };
    let reason = match pads.problem().cloned() {
        None => return cx.t(none_id),
        Some(PadProblem::NoAccess) => cx.t(Id::UiPadWhyNoAccess),
        Some(PadProblem::NoInputFolder) => cx.t(Id::UiPadWhyNoFolder),
        Some(PadProblem::Permission(path)) => cx.ta(Id::UiPadWhyPermission, &[("path", path)]),
        Some(PadProblem::Other(reason)) => reason,
    };
    cx.ta(Id::UiPadUnavailable, &[("reason", reason)])
}

/// The item that opens the gamepads screen, with how many are connected.
pub(super) fn item(cx: &App) -> Item<Choice> {
    let connected = cx.pads.seen.iter().filter(|p| p.connected).count();
    Item::new(cx.tn(Id::UiPadsItem, &[("count", connected as f64)]), Choice::Pads(PadPick::Pads))
}

/// The gamepads, each with whom it acts for.
fn screen(cx: &App) -> Screen {
    let mut items: Vec<Item<Choice>> = (cx.pads.seen.iter().enumerate())
        .map(|(i, p)| Item::new(cx.pads.sentence(&cx.an, Id::UiPadItem, i), Choice::Pads(PadPick::PadOwnerFor(p.id))))
        .collect();
    items.push(Item::new(cx.t(Id::UiPadsBack), Choice::Menu(MenuPick::Back)));
    let title = if cx.pads.seen.is_empty() {
        no_pad_words(cx, Id::UiPadsNone)
    } else {
        let button = cx.pads.map.buttons(Action::Repeat).first().map(|b| cx.an.button_words(*b));
        cx.ta(Id::UiPadsTitle, &[("button", button.unwrap_or_default())])
    };
    Screen::new(Kind::Pads, title, items)
}

/// Whom a gamepad acts for: the operator, or a player.
fn owner_screen(cx: &App, pad: PadId) -> Option<Screen> {
    let i = cx.pads.position(pad)?;
    let (_, names) = cx.table_options()?;
    let mut items =
        vec![Item::new(capitalise_first(&owner_words(&cx.an, None)), Choice::Pads(PadPick::SetPadOwner(pad, None)))];
    items.extend(Seat::ALL.into_iter().take(names.len()).map(|seat| {
        Item::new(
            capitalise_first(&owner_words(&cx.an, Some(seat))),
            Choice::Pads(PadPick::SetPadOwner(pad, Some(seat))),
        )
    }));
    let title = cx.ta(Id::UiPadOwnerTitle, &[("number", (i + 1).to_string())]);
    let mut screen = Screen::new(Kind::PadOwner, title, items);
    screen.menu.set_focus(cx.pads.seen[i].owner.map_or(0, |s| s.index() + 1));
    Some(screen)
}

/// What a choice of the gamepads' screens does.
pub(super) fn on(cx: &App, pick: PadPick) -> Vec<Effect> {
    match pick {
        PadPick::Pads => vec![Effect::Push(screen(cx)), Effect::IdentifyPad],
        PadPick::PadOwnerFor(pad) => owner_screen(cx, pad).map(Effect::Push).into_iter().collect(),
        PadPick::SetPadOwner(pad, owner) => vec![Effect::PadOwner(pad, owner)],
    }
}
