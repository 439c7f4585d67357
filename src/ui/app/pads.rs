//! Gamepads in the interface: their buttons act as keys do; each can be given to a player (then it
//! chooses for them in their secret choices and is refused in someone else's); their comings and
//! goings are said, and nothing waits for them; and they rumble: the dice for the badge holder,
//! always besides a private channel, and short cues for a player's own events.

use super::secrets::capitalise_first;
use super::{App, Choice, Keep, Kind, MenuPick, Screen};
use crate::engine::Seat;
use crate::input::{Action, Button, PadEvent, PadId, PadInfo, PadMap, PadProblem};
use crate::store::save::{PadOwner, PrivateChannel};
use crate::ui::menu::Item;
use crate::vocab::rumble::{Cue, Pattern};
use crate::vocab::{Earcon, Id};

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
pub(super) struct Pad {
    id: PadId,
    info: PadInfo,
    connected: bool,
    owner: Option<Seat>,
}

impl App {
    /// The gamepads' button map (the bundled one until this is called).
    pub fn set_pad_map(&mut self, map: PadMap) {
        self.pad_map = map;
    }

    /// Says that the user's gamepad button file could not be read.
    pub fn warn_pad_map(&mut self, reason: &str) {
        let text = self.ta(Id::UiPadMapBroken, &[("reason", reason.to_owned())]);
        self.say_error(text);
    }

    /// The gamepads there at start are said, or why there is none (once).
    pub fn start_gamepads(&mut self) {
        if self.gamepads.is_none() {
            return;
        }
        self.poll_gamepads();
        if !self.pads.is_empty() {
            return;
        }
        let text = self.no_pad_words(Id::UiPadNone);
        self.say_text(text, None, Keep::Yes);
    }

    /// Why there is no gamepad: what stops them, or `none_id`'s words when nothing does.
    fn no_pad_words(&self, none_id: Id) -> String {
        let Some(pads) = self.gamepads.as_ref() else { return self.t(Id::UiPadsOff) };
        let reason = match pads.problem().cloned() {
            None => return self.t(none_id),
            Some(PadProblem::NoAccess) => self.t(Id::UiPadWhyNoAccess),
            Some(PadProblem::NoInputFolder) => self.t(Id::UiPadWhyNoFolder),
            Some(PadProblem::Permission(path)) => self.ta(Id::UiPadWhyPermission, &[("path", path)]),
            Some(PadProblem::Other(reason)) => reason,
        };
        self.ta(Id::UiPadUnavailable, &[("reason", reason)])
    }

    /// Handles what the gamepads did since the last call.
    pub fn poll_gamepads(&mut self) {
        let events = match self.gamepads.as_mut() {
            Some(g) => g.poll(),
            None => return,
        };
        for ev in events {
            self.gamepad_event(ev);
        }
    }

    /// The gamepads, to simulate one (tests) or read what they were asked to rumble.
    pub fn gamepads_mut(&mut self) -> Option<&mut crate::input::Gamepads> {
        self.gamepads.as_mut()
    }

    /// One thing a gamepad did.
    pub fn gamepad_event(&mut self, ev: PadEvent) {
        match ev {
            PadEvent::Connected { pad, info, at_start } => self.pad_connected(pad, info, at_start),
            PadEvent::Disconnected { pad } => {
                let Some(i) = self.pads.iter().position(|p| p.id == pad) else { return };
                self.pads[i].connected = false;
                let text = self.pad_sentence(Id::UiPadDisconnected, i);
                self.say_text(text, Some(Earcon::Error), Keep::Aside);
                self.refresh_pads();
            }
            PadEvent::Pressed { pad, button } => self.pad_pressed(pad, button),
        }
    }

    fn pad_connected(&mut self, pad: PadId, info: PadInfo, at_start: bool) {
        // A pad that went away comes back under its own number (gilrs gives it back its slot)
        // or a new one; either way it takes the place of the pad like it that went away, with
        // its number and player. Pads are told apart only by name and model: when several pads
        // like it went away, nobody can tell which one came back, and none keeps a player.
        let alike = |p: &Pad| p.info.name == info.name && p.info.uuid == info.uuid;
        let gone: Vec<usize> =
            (0..self.pads.len()).filter(|&i| !self.pads[i].connected && alike(&self.pads[i])).collect();
        let mut same = self.pads.iter().position(|p| p.id == pad);
        if let Some(i) = same
            && !alike(&self.pads[i])
        {
            // Its number was another model's: that pad is not coming back under it.
            self.pads[i].id = PadId(usize::MAX);
            same = None;
        }
        let place = same.filter(|&i| !self.pads[i].connected || gone.is_empty()).or_else(|| gone.first().copied());
        let (i, id) = match place {
            Some(i) => {
                if gone.len() > 1 {
                    for &g in &gone {
                        self.pads[g].owner = None;
                    }
                }
                let p = &mut self.pads[i];
                p.id = pad;
                p.info = info;
                p.connected = true;
                (i, if gone.len() > 1 { Id::UiPadWhich } else { Id::UiPadBack })
            }
            None => {
                let owner = self.unclaimed_owner(&info, None);
                let ambiguous = owner.is_none() && self.has_records(&info);
                self.pads.push(Pad { id: pad, info, connected: true, owner });
                let id = match (ambiguous, at_start) {
                    (true, _) => Id::UiPadWhich,
                    (false, true) => Id::UiPadFound,
                    (false, false) => Id::UiPadConnected,
                };
                (self.pads.len() - 1, id)
            }
        };
        let text = self.pad_sentence(id, i);
        self.say_text(text, Some(Earcon::PrivateWaiting), Keep::Aside);
        self.refresh_pads();
    }

    /// Whether the table's records give pads like this one to players.
    fn has_records(&self, info: &PadInfo) -> bool {
        self.table_options().is_some_and(|(t, _)| t.pads.iter().any(|r| r.name == info.name && r.uuid == info.uuid))
    }

    /// The player the table's records give a pad like this to: only when the records name one
    /// pad of its name and model, and no other pad like it is known (two pads alike cannot be
    /// told apart, and a secret must not go to the wrong hands).
    fn unclaimed_owner(&self, info: &PadInfo, except: Option<usize>) -> Option<Seat> {
        let (table, names) = self.table_options()?;
        let alike = |name: &str, uuid: &str| name == info.name && uuid == info.uuid;
        let mut records = table.pads.iter().filter(|r| alike(&r.name, &r.uuid));
        let record = records.next()?;
        let others = self.pads.iter().enumerate().any(|(j, p)| Some(j) != except && alike(&p.info.name, &p.info.uuid));
        (records.next().is_none() && !others && record.player.index() < names.len()).then_some(record.player)
    }

    /// After a game is resumed or a new one set up: each pad goes to whom the table's records say.
    pub(super) fn reassign_pads(&mut self) {
        for p in &mut self.pads {
            p.owner = None;
        }
        for i in 0..self.pads.len() {
            let info = self.pads[i].info.clone();
            self.pads[i].owner = self.unclaimed_owner(&info, Some(i));
            if self.session.is_none() {
                continue;
            }
            // Said, since the pad acted for the operator a moment ago.
            if self.pads[i].owner.is_some() {
                let text = self.pad_sentence(Id::UiPadOwnerSet, i);
                self.say_text(text, None, Keep::Yes);
            } else if self.has_records(&info) {
                let text = self.pad_sentence(Id::UiPadWhich, i);
                self.say_text(text, None, Keep::Yes);
            }
        }
    }

    fn pad_pressed(&mut self, pad: PadId, button: Button) {
        let Some(action) = self.pad_map.action(button) else {
            let cut = self.interrupt();
            let help = self.pad_map.buttons(Action::Help).first().map(|b| self.an.button_words(*b)).unwrap_or_default();
            let text = self.ta(Id::UiPadUnbound, &[("button", self.an.button_words(button)), ("help", help)]);
            self.say_key_error(capitalise_first(&text));
            if cut > 0 {
                self.say_unheard_notice();
            }
            return;
        };
        let owner = self.pads.iter().position(|p| p.id == pad).and_then(|i| self.pads[i].owner.map(|o| (i, o)));
        if let (Some((i, owner)), Some(chooser)) = (owner, self.stack.last().and_then(|s| s.secret_for))
            && owner != chooser
        {
            // Someone else's gamepad cannot touch a secret choice (its words are not theirs to hear).
            let text = self.ta(
                Id::UiPadNotYours,
                &[("number", (i + 1).to_string()), ("owner", self.name(owner)), ("player", self.name(chooser))],
            );
            self.say_key_error(text);
            return;
        }
        let cut = self.interrupt();
        if action == Action::Repeat && self.stack.last().is_some_and(|s| s.kind == Kind::Pads) {
            // In the gamepads screen, the repeat button finds the pad it was pressed on.
            self.find_pad(pad);
            return;
        }
        self.act_after_cut(action, cut);
    }

    /// Moves the gamepads screen's focus to this pad, and says it is this one.
    fn find_pad(&mut self, pad: PadId) {
        let Some(i) = self.pads.iter().position(|p| p.id == pad) else { return };
        if let Some(top) = self.stack.last_mut() {
            top.menu.set_focus(i);
        }
        let text = self.pad_sentence(Id::UiPadThisOne, i);
        self.say_text(text, None, Keep::No);
        self.identify_focused_pad();
    }

    /// "Gamepad 2 connected (Xbox Wireless Controller), for Red."
    /// (`state` tells a list's line whether the pad is there and can rumble.)
    fn pad_sentence(&self, id: Id, i: usize) -> String {
        let p = &self.pads[i];
        let state = match (p.connected, p.info.rumble) {
            (false, _) => "gone",
            (true, false) => "mute",
            (true, true) => "ready",
        };
        self.ta(
            id,
            &[
                ("number", (i + 1).to_string()),
                ("name", self.pad_name(&p.info)),
                ("owner", self.owner_words(p.owner)),
                ("state", state.to_owned()),
            ],
        )
    }

    fn pad_name(&self, info: &PadInfo) -> String {
        if info.name.trim().is_empty() { self.t(Id::UiPadUnnamed) } else { info.name.trim().to_owned() }
    }

    fn owner_words(&self, owner: Option<Seat>) -> String {
        match owner {
            Some(seat) => self.ta(Id::UiPadForPlayer, &[("player", self.name(seat))]),
            None => self.t(Id::UiPadForOperator),
        }
    }

    /// The button map, for the help, once a gamepad has been seen.
    pub(super) fn pads_seen(&self) -> Option<&PadMap> {
        (!self.pads.is_empty()).then_some(&self.pad_map)
    }

    // ----- giving gamepads to players -----

    pub(super) fn pads_item(&self) -> Item<Choice> {
        let connected = self.pads.iter().filter(|p| p.connected).count();
        Item::new(self.tn(Id::UiPadsItem, &[("count", connected as f64)]), Choice::Pads(PadPick::Pads))
    }

    fn pads_screen(&self) -> Screen {
        let mut items: Vec<Item<Choice>> = self
            .pads
            .iter()
            .enumerate()
            .map(|(i, p)| Item::new(self.pad_sentence(Id::UiPadItem, i), Choice::Pads(PadPick::PadOwnerFor(p.id))))
            .collect();
        items.push(Item::new(self.t(Id::UiPadsBack), Choice::Menu(MenuPick::Back)));
        let title = if self.pads.is_empty() {
            self.no_pad_words(Id::UiPadsNone)
        } else {
            let button = self.pad_map.buttons(Action::Repeat).first().map(|b| self.an.button_words(*b));
            self.ta(Id::UiPadsTitle, &[("button", button.unwrap_or_default())])
        };
        Screen::new(Kind::Pads, title, items)
    }

    pub(super) fn open_pads(&mut self) {
        let s = self.pads_screen();
        self.push(s);
        self.identify_focused_pad();
    }

    /// The gamepads screen again, with its new labels, if it is open.
    fn refresh_pads(&mut self) {
        if let Some(pos) = self.stack.iter().rposition(|s| s.kind == Kind::Pads) {
            let mut fresh = self.pads_screen();
            fresh.menu.set_focus(self.stack[pos].menu.focus());
            self.stack[pos] = fresh;
        }
        if let Some(pos) = self.stack.iter().rposition(|s| s.kind == Kind::Channels)
            && let Some(mut fresh) = self.channels_screen()
        {
            fresh.menu.set_focus(self.stack[pos].menu.focus());
            self.stack[pos] = fresh;
        }
    }

    /// The gamepad in focus in the gamepads screen rumbles, so that its holder knows it is theirs.
    pub(super) fn identify_focused_pad(&mut self) {
        let Some(top) = self.stack.last().filter(|s| s.kind == Kind::Pads) else { return };
        let Some(Choice::Pads(PadPick::PadOwnerFor(pad))) = top.menu.focused().map(|i| i.value.clone()) else { return };
        self.rumble_pad(pad, &Pattern::cue(Cue::Identify));
    }

    pub(super) fn open_pad_owner(&mut self, pad: PadId) {
        let Some(i) = self.pads.iter().position(|p| p.id == pad) else { return };
        let Some((_, names)) = self.table_options() else { return };
        let mut items =
            vec![Item::new(capitalise_first(&self.owner_words(None)), Choice::Pads(PadPick::SetPadOwner(pad, None)))];
        items.extend(Seat::ALL.into_iter().take(names.len()).map(|seat| {
            Item::new(
                capitalise_first(&self.owner_words(Some(seat))),
                Choice::Pads(PadPick::SetPadOwner(pad, Some(seat))),
            )
        }));
        let title = self.ta(Id::UiPadOwnerTitle, &[("number", (i + 1).to_string())]);
        let mut screen = Screen::new(Kind::PadOwner, title, items);
        screen.menu.set_focus(self.pads[i].owner.map_or(0, |s| s.index() + 1));
        self.push(screen);
    }

    pub(super) fn set_pad_owner(&mut self, pad: PadId, owner: Option<Seat>) {
        let Some(i) = self.pads.iter().position(|p| p.id == pad) else { return };
        let (old, info) = (self.pads[i].owner, self.pads[i].info.clone());
        self.pads[i].owner = owner;
        let needs_channel = owner.is_some_and(|s| {
            self.settings.gamepad.rumble_dice
                && info.rumble
                && self.table_options().is_some_and(|(t, _)| *t.channel(s) == PrivateChannel::None)
        });
        if let Some(t) = self.table_mut() {
            if let Some(old) = old
                && let Some(r) =
                    t.pads.iter().position(|r| r.name == info.name && r.uuid == info.uuid && r.player == old)
            {
                t.pads.remove(r);
            }
            if let Some(player) = owner {
                t.pads.push(PadOwner { name: info.name.clone(), uuid: info.uuid.clone(), player });
            }
        }
        if self.session.is_some() {
            self.autosave();
        }
        self.stack.pop();
        let mut text = self.pad_sentence(Id::UiPadOwnerSet, i);
        if let (true, Some(seat)) = (needs_channel, owner) {
            text = format!("{text} {}", self.ta(Id::UiPadNeedsChannel, &[("player", self.name(seat))]));
        }
        self.say_text(text, None, Keep::Yes);
        self.rumble_pad(pad, &Pattern::cue(Cue::Identify));
        self.refresh_pads();
        self.say_focus();
    }

    // ----- rumble -----

    fn rumble_pad(&mut self, pad: PadId, pattern: &Pattern) {
        if !self.pads.iter().any(|p| p.id == pad && p.connected && p.info.rumble) {
            return;
        }
        let strength = self.settings.gamepad.strength / 100.0;
        if let Some(g) = self.gamepads.as_mut() {
            // A rumble that fails is not worth an interruption: the words went by their channel.
            let _ = g.rumble(pad, pattern, strength);
        }
    }

    /// Rumbles a pattern on every connected gamepad of a player.
    fn rumble_seat(&mut self, seat: Seat, pattern: &Pattern) {
        let pads: Vec<PadId> = self.pads.iter().filter(|p| p.owner == Some(seat)).map(|p| p.id).collect();
        for pad in pads {
            self.rumble_pad(pad, pattern);
        }
    }

    /// The dice on a player's gamepad: only besides a private channel, never instead of one.
    pub(super) fn rumble_dice(&mut self, seat: Seat, faces: &[u8]) {
        let has_channel = self.table_options().is_some_and(|(t, _)| *t.channel(seat) != PrivateChannel::None);
        if self.settings.gamepad.rumble_dice && has_channel {
            self.rumble_seat(seat, &Pattern::dice(faces));
        }
    }

    /// After a decision: "counted" to who made a ballot or a destination, "your turn" to the
    /// players the game waits for now and did not wait for before.
    pub(super) fn rumble_cues(&mut self, counted: Option<Seat>, before: &[Seat]) {
        if !self.settings.gamepad.rumble_cues {
            return;
        }
        if let Some(seat) = counted {
            self.rumble_seat(seat, &Pattern::cue(Cue::Counted));
        }
        for seat in self.waited_for() {
            if !before.contains(&seat) {
                self.rumble_seat(seat, &Pattern::cue(Cue::YourTurn));
            }
        }
    }

    /// The players the game waits for now: in secret entry, the one who enters their choice.
    pub(super) fn waited_for(&self) -> Vec<Seat> {
        let Some(s) = self.session.as_ref() else { return Vec::new() };
        if s.table.secret_entry
            && let Some(chooser) = self.chooser()
        {
            return vec![chooser];
        }
        s.play.deciders().iter().collect()
    }
}

impl App {
    /// Acts on a choice of this module's screens (`kind`: the screen it was made on).
    pub(super) fn choose_pads(&mut self, pick: PadPick, _kind: Kind) {
        match pick {
            PadPick::Pads => self.open_pads(),
            PadPick::PadOwnerFor(pad) => self.open_pad_owner(pad),
            PadPick::SetPadOwner(pad, owner) => self.set_pad_owner(pad, owner),
        }
    }
}
