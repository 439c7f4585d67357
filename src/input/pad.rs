//! Gamepads: their buttons and stick directions as Vigie knows them ([`Button`]), the button map
//! (the table of commands' buttons, a user's `pad.toml` over it), and
//! [`Gamepads`], which turns gilrs's events into [`PadEvent`]s at the edge and plays rumble.
//!
//! A stick pushed one way counts as one press of a direction; it must come back near the
//! middle before it counts again, so nothing depends on holding or on speed.

use super::{Action, Bindings};
use crate::vocab::Id;
use crate::vocab::rumble::Pattern;
use serde::Deserialize;
use std::collections::{BTreeMap, VecDeque};
use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant};

/// A gamepad input Vigie can bind: buttons named by their place, and sticks pushed one way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Button {
    South,
    East,
    North,
    West,
    DPadUp,
    DPadDown,
    DPadLeft,
    DPadRight,
    LeftBumper,
    RightBumper,
    LeftTrigger,
    RightTrigger,
    Select,
    Start,
    Mode,
    LeftThumb,
    RightThumb,
    LeftStickUp,
    LeftStickDown,
    LeftStickLeft,
    LeftStickRight,
    RightStickUp,
    RightStickDown,
    RightStickLeft,
    RightStickRight,
}

impl Button {
    /// Every input, in a fixed order.
    pub const ALL: [Button; 25] = [
        Button::South,
        Button::East,
        Button::North,
        Button::West,
        Button::DPadUp,
        Button::DPadDown,
        Button::DPadLeft,
        Button::DPadRight,
        Button::LeftBumper,
        Button::RightBumper,
        Button::LeftTrigger,
        Button::RightTrigger,
        Button::Select,
        Button::Start,
        Button::Mode,
        Button::LeftThumb,
        Button::RightThumb,
        Button::LeftStickUp,
        Button::LeftStickDown,
        Button::LeftStickLeft,
        Button::LeftStickRight,
        Button::RightStickUp,
        Button::RightStickDown,
        Button::RightStickLeft,
        Button::RightStickRight,
    ];

    /// The name used in map files (and, in kebab case, the id of its words: `pad-south`).
    pub fn name(self) -> &'static str {
        match self {
            Button::South => "South",
            Button::East => "East",
            Button::North => "North",
            Button::West => "West",
            Button::DPadUp => "DPadUp",
            Button::DPadDown => "DPadDown",
            Button::DPadLeft => "DPadLeft",
            Button::DPadRight => "DPadRight",
            Button::LeftBumper => "LeftBumper",
            Button::RightBumper => "RightBumper",
            Button::LeftTrigger => "LeftTrigger",
            Button::RightTrigger => "RightTrigger",
            Button::Select => "Select",
            Button::Start => "Start",
            Button::Mode => "Mode",
            Button::LeftThumb => "LeftThumb",
            Button::RightThumb => "RightThumb",
            Button::LeftStickUp => "LeftStickUp",
            Button::LeftStickDown => "LeftStickDown",
            Button::LeftStickLeft => "LeftStickLeft",
            Button::LeftStickRight => "LeftStickRight",
            Button::RightStickUp => "RightStickUp",
            Button::RightStickDown => "RightStickDown",
            Button::RightStickLeft => "RightStickLeft",
            Button::RightStickRight => "RightStickRight",
        }
    }

    /// The id of the words that name it (its name in kebab case, after `pad-`).
    pub fn words_id(self) -> Id {
        match self {
            Button::South => Id::PadSouth,
            Button::East => Id::PadEast,
            Button::North => Id::PadNorth,
            Button::West => Id::PadWest,
            Button::DPadUp => Id::PadDPadUp,
            Button::DPadDown => Id::PadDPadDown,
            Button::DPadLeft => Id::PadDPadLeft,
            Button::DPadRight => Id::PadDPadRight,
            Button::LeftBumper => Id::PadLeftBumper,
            Button::RightBumper => Id::PadRightBumper,
            Button::LeftTrigger => Id::PadLeftTrigger,
            Button::RightTrigger => Id::PadRightTrigger,
            Button::Select => Id::PadSelect,
            Button::Start => Id::PadStart,
            Button::Mode => Id::PadMode,
            Button::LeftThumb => Id::PadLeftThumb,
            Button::RightThumb => Id::PadRightThumb,
            Button::LeftStickUp => Id::PadLeftStickUp,
            Button::LeftStickDown => Id::PadLeftStickDown,
            Button::LeftStickLeft => Id::PadLeftStickLeft,
            Button::LeftStickRight => Id::PadLeftStickRight,
            Button::RightStickUp => Id::PadRightStickUp,
            Button::RightStickDown => Id::PadRightStickDown,
            Button::RightStickLeft => Id::PadRightStickLeft,
            Button::RightStickRight => Id::PadRightStickRight,
        }
    }

    /// Parses a name from a map file.
    pub fn parse(s: &str) -> Result<Button, String> {
        Button::ALL
            .into_iter()
            .find(|b| b.name() == s)
            .ok_or_else(|| format!("{s:?} is not a gamepad button (for example South, DPadUp, LeftStickDown, Start)"))
    }

    /// A gilrs button, if Vigie binds it.
    pub fn from_gilrs(b: gilrs::Button) -> Option<Button> {
        use gilrs::Button as G;
        Some(match b {
            G::South => Button::South,
            G::East => Button::East,
            G::North => Button::North,
            G::West => Button::West,
            G::DPadUp => Button::DPadUp,
            G::DPadDown => Button::DPadDown,
            G::DPadLeft => Button::DPadLeft,
            G::DPadRight => Button::DPadRight,
            G::LeftTrigger => Button::LeftBumper,
            G::RightTrigger => Button::RightBumper,
            G::LeftTrigger2 => Button::LeftTrigger,
            G::RightTrigger2 => Button::RightTrigger,
            G::Select => Button::Select,
            G::Start => Button::Start,
            G::Mode => Button::Mode,
            G::LeftThumb => Button::LeftThumb,
            G::RightThumb => Button::RightThumb,
            G::C | G::Z | G::Unknown => return None,
        })
    }
}

impl fmt::Display for Button {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The bundled button map.
/// A button map file: each action's name with the buttons bound to it.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct PadFile {
    #[serde(default)]
    buttons: BTreeMap<String, Vec<String>>,
}

/// Gamepad buttons to actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PadMap {
    bindings: Bindings<Button>,
}

impl PadMap {
    /// The bundled map: the buttons of the table of commands.
    pub fn bundled() -> PadMap {
        // The table is checked by a unit test; an error here would be a build mistake.
        PadMap::from_entries_over(&super::bundled_entries(|c| c.buttons), PadMap { bindings: Bindings::empty() })
            .map(|(m, _)| m)
            .unwrap_or(PadMap { bindings: Bindings::empty() })
    }

    /// The actions a button map can never leave without a button: to move, choose, go back, get
    /// help, and the list of commands (where a gamepad leaves Vigie).
    pub const REQUIRED: [Action; 6] =
        [Action::Up, Action::Down, Action::Choose, Action::Back, Action::Help, Action::Commands];

    /// The bundled map with a user's file laid over it (a [`PadMap::REQUIRED`] action is never
    /// left without a button).
    pub fn from_user_toml(text: &str) -> Result<PadMap, String> {
        PadMap::from_user_toml_kept(text).map(|(m, _)| m)
    }

    /// As [`PadMap::from_user_toml`], with the required actions the file tried to leave without
    /// a button (they keep their bundled buttons).
    pub fn from_user_toml_kept(text: &str) -> Result<(PadMap, Vec<Action>), String> {
        PadMap::from_toml_over(text, PadMap::bundled())
    }

    /// The user's button map file (`pad.toml`) over the bundled map, with what was wrong with it.
    pub fn load_user(path: Option<&Path>) -> super::UserMap<PadMap> {
        super::UserMap::load(path, PadMap::from_user_toml_kept, PadMap::bundled)
    }

    fn from_toml_over(text: &str, base: PadMap) -> Result<(PadMap, Vec<Action>), String> {
        let file: PadFile = toml::from_str(text).map_err(|e| e.message().to_owned())?;
        PadMap::from_entries_over(&file.buttons, base)
    }

    fn from_entries_over(
        entries: &BTreeMap<String, Vec<String>>,
        base: PadMap,
    ) -> Result<(PadMap, Vec<Action>), String> {
        let mut map = base;
        let kept = map.bindings.overlay(entries, Button::parse, |_, _| Ok(()), &PadMap::REQUIRED)?;
        Ok((map, kept))
    }

    /// The action of a button, if any.
    pub fn action(&self, b: Button) -> Option<Action> {
        self.bindings.action(b)
    }

    /// The buttons bound to an action, in a fixed order.
    pub fn buttons(&self, a: Action) -> Vec<Button> {
        self.bindings.inputs(a)
    }
}

/// A gamepad, as long as Vigie runs (gilrs's own number for it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PadId(pub usize);

/// What a gamepad is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PadInfo {
    /// Its name, as the system knows it ("Xbox Wireless Controller").
    pub name: String,
    /// Its model's identifier (two pads of one model share it).
    pub uuid: String,
    /// Whether it can rumble.
    pub rumble: bool,
}

/// Why gamepads cannot be used, or may not be seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PadProblem {
    /// The system gives no access to gamepads at all.
    NoAccess,
    /// There is no `/dev/input` to find gamepads in.
    NoInputFolder,
    /// An input device cannot be read (its path).
    Permission(String),
    /// gilrs could not start (its reason).
    Other(String),
}

/// Something a gamepad did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PadEvent {
    /// A gamepad is there: plugged in now, or already there when Vigie started (`at_start`).
    Connected { pad: PadId, info: PadInfo, at_start: bool },
    /// A gamepad went away.
    Disconnected { pad: PadId },
    /// A button was pressed, or a stick pushed one way.
    Pressed { pad: PadId, button: Button },
}

/// How far a stick must go to count as pushed, and how far back to count as let go.
const STICK_PUSHED: f32 = 0.6;
const STICK_LET_GO: f32 = 0.3;

/// The direction each stick of one pad is pushed to, if any: the left stick, the right one, and
/// the d-pad of pads that report it as two axes (gilrs turns most into buttons itself).
#[derive(Clone, Copy, Debug, Default)]
struct Sticks {
    held: [Option<Button>; 3],
    /// The last value of each axis: x then y of each.
    axes: [[f32; 2]; 3],
}

/// The directions of each stick: up, down, left, right.
const DIRECTIONS: [[Button; 4]; 3] = [
    [Button::LeftStickUp, Button::LeftStickDown, Button::LeftStickLeft, Button::LeftStickRight],
    [Button::RightStickUp, Button::RightStickDown, Button::RightStickLeft, Button::RightStickRight],
    [Button::DPadUp, Button::DPadDown, Button::DPadLeft, Button::DPadRight],
];

impl Sticks {
    /// A stick axis moved: a direction newly pushed, if any.
    fn moved(&mut self, axis: gilrs::Axis, value: f32) -> Option<Button> {
        use gilrs::Axis as A;
        let (stick, y_axis) = match axis {
            A::LeftStickX => (0, false),
            A::LeftStickY => (0, true),
            A::RightStickX => (1, false),
            A::RightStickY => (1, true),
            A::DPadX => (2, false),
            A::DPadY => (2, true),
            _ => return None,
        };
        self.axes[stick][usize::from(y_axis)] = value;
        let [x, y] = self.axes[stick];
        let held = &mut self.held[stick];
        if held.is_some() {
            if x.abs() < STICK_LET_GO && y.abs() < STICK_LET_GO {
                *held = None;
            }
            return None;
        }
        // gilrs counts up as positive.
        let [up, down, left, right] = DIRECTIONS[stick];
        let dir = if y >= STICK_PUSHED {
            up
        } else if y <= -STICK_PUSHED {
            down
        } else if x >= STICK_PUSHED {
            right
        } else if x <= -STICK_PUSHED {
            left
        } else {
            return None;
        };
        *held = Some(dir);
        Some(dir)
    }
}

/// The gamepads: gilrs's events in, [`PadEvent`]s out, and rumble.
pub struct Gamepads {
    gilrs: Option<gilrs::Gilrs>,
    /// Why gamepads cannot be used, if they cannot.
    problem: Option<PadProblem>,
    /// Events to give before gilrs's (the pads there at start).
    queued: Vec<PadEvent>,
    sticks: BTreeMap<usize, Sticks>,
    /// Pads given by [`Gamepads::simulate`]: their events come through gilrs's queue, their
    /// rumble is recorded instead of played.
    simulated: BTreeMap<usize, PadInfo>,
    /// Rumble patterns given to simulated pads.
    recorded: Vec<(PadId, Pattern, f32)>,
    /// The pattern playing on each pad, until when (dropping an effect stops it).
    playing: BTreeMap<usize, (Instant, gilrs::ff::Effect)>,
    /// The patterns waiting for each pad.
    waiting: BTreeMap<usize, VecDeque<(Pattern, f32)>>,
}

impl Gamepads {
    /// Opens the gamepads (never fails: a problem is kept to be said).
    pub fn open() -> Gamepads {
        // Filters are applied here, to real pads only: gilrs's own would look up every event's
        // pad, and an injected event's pad does not exist for it.
        let built = gilrs::GilrsBuilder::new().with_default_filters(false).set_update_state(false).build();
        let (gilrs, problem) = match built {
            Ok(g) => (Some(g), None),
            Err(gilrs::Error::NotImplemented(g)) => (Some(g), Some(PadProblem::NoAccess)),
            Err(_) if !Path::new(INPUT_DIR).exists() => (None, Some(PadProblem::NoInputFolder)),
            Err(e) => (None, Some(PadProblem::Other(e.to_string()))),
        };
        let mut pads = Gamepads {
            gilrs,
            problem,
            queued: Vec::new(),
            sticks: BTreeMap::new(),
            simulated: BTreeMap::new(),
            recorded: Vec::new(),
            playing: BTreeMap::new(),
            waiting: BTreeMap::new(),
        };
        if let Some(g) = &pads.gilrs {
            pads.queued = g
                .gamepads()
                .map(|(id, gp)| PadEvent::Connected { pad: PadId(id.into()), info: info_of(&gp), at_start: true })
                .collect();
        }
        if pads.problem.is_none() && pads.queued.is_empty() {
            pads.problem = input_permission_problem();
        }
        pads
    }

    /// Why gamepads cannot be used (or may not be seen), if so.
    pub fn problem(&self) -> Option<&PadProblem> {
        self.problem.as_ref()
    }

    /// The events since the last call.
    pub fn poll(&mut self) -> Vec<PadEvent> {
        let mut out = std::mem::take(&mut self.queued);
        let Some(g) = self.gilrs.as_mut() else { return out };
        while let Some(ev) = g.next_event() {
            let id = usize::from(ev.id);
            let ev = if g.connected_gamepad(ev.id).is_some() {
                use gilrs::ev::filter::{Filter, Jitter, axis_dpad_to_button, deadzone};
                let ev =
                    Some(ev).filter_ev(&axis_dpad_to_button, g).filter_ev(&Jitter::new(), g).filter_ev(&deadzone, g);
                let Some(ev) = ev.filter(|e| !e.is_dropped()) else { continue };
                g.update(&ev);
                ev
            } else {
                ev
            };
            let pad = PadId(id);
            match ev.event {
                gilrs::EventType::Connected => {
                    let info = match (self.simulated.get(&id), g.connected_gamepad(ev.id)) {
                        (Some(info), _) => info.clone(),
                        (None, Some(gp)) => info_of(&gp),
                        (None, None) => PadInfo { name: String::new(), uuid: String::new(), rumble: false },
                    };
                    self.sticks.remove(&id);
                    out.push(PadEvent::Connected { pad, info, at_start: false });
                }
                gilrs::EventType::Disconnected => {
                    self.sticks.remove(&id);
                    out.push(PadEvent::Disconnected { pad });
                }
                gilrs::EventType::ButtonPressed(b, _) => {
                    if let Some(button) = Button::from_gilrs(b) {
                        out.push(PadEvent::Pressed { pad, button });
                    }
                }
                gilrs::EventType::AxisChanged(axis, value, _) => {
                    if let Some(button) = self.sticks.entry(id).or_default().moved(axis, value) {
                        out.push(PadEvent::Pressed { pad, button });
                    }
                }
                _ => {}
            }
        }
        self.pump();
        out
    }

    /// Plays a rumble pattern on a pad at a strength from 0 to 1, after the patterns it is
    /// already playing: two patterns at once would add up and read as another.
    pub fn rumble(&mut self, pad: PadId, pattern: &Pattern, strength: f32) -> Result<(), String> {
        if self.simulated.contains_key(&pad.0) {
            self.recorded.push((pad, pattern.clone(), strength));
            return Ok(());
        }
        let Some(g) = self.gilrs.as_ref() else { return Err("no gamepads".to_owned()) };
        if !g.gamepads().any(|(id, gp)| usize::from(id) == pad.0 && gp.is_ff_supported()) {
            return Err("the gamepad is not connected, or cannot rumble".to_owned());
        }
        self.waiting.entry(pad.0).or_default().push_back((pattern.clone(), strength));
        self.pump();
        Ok(())
    }

    /// Starts each pad's next pattern once the one before (and a pause) is over.
    fn pump(&mut self) {
        let now = Instant::now();
        self.playing.retain(|_, (until, _)| *until > now);
        let Some(g) = self.gilrs.as_mut() else { return };
        for (&pad, queue) in &mut self.waiting {
            if self.playing.contains_key(&pad) {
                continue;
            }
            let Some((pattern, strength)) = queue.pop_front() else { continue };
            let Some(id) = g.gamepads().map(|(id, _)| id).find(|id| usize::from(*id) == pad) else {
                queue.clear();
                continue;
            };
            // A pattern that cannot play is dropped: its words went by the player's channel.
            if let Ok(effect) = play(g, id, &pattern, strength) {
                let until = now + Duration::from_millis(u64::from(pattern.len_ms() + PATTERN_GAP_MS));
                self.playing.insert(pad, (until, effect));
            }
        }
        self.waiting.retain(|_, q| !q.is_empty());
    }

    /// Adds a pad that is not there, for tests and demonstrations: its events are made as gilrs
    /// makes a real pad's and go through gilrs's own event queue ([`gilrs::Gilrs::insert_event`]),
    /// so everything after gilrs is the code real pads go through. Its rumble is recorded
    /// ([`Gamepads::recorded`]). Returns false when gilrs could not be opened at all.
    pub fn simulate(&mut self, pad: PadId, info: PadInfo) -> bool {
        self.simulated.insert(pad.0, info);
        self.inject(pad, gilrs::EventType::Connected)
    }

    /// Gives gilrs an event of a simulated pad.
    pub fn inject(&mut self, pad: PadId, event: gilrs::EventType) -> bool {
        let Some(g) = self.gilrs.as_mut() else { return false };
        let Ok(id) = serde_json::from_value::<gilrs::GamepadId>(serde_json::json!(pad.0)) else { return false };
        g.insert_event(gilrs::Event::new(id, event));
        true
    }

    /// A button of a simulated pad pressed and let go.
    pub fn inject_press(&mut self, pad: PadId, button: gilrs::Button) -> bool {
        let Some(code) = simulated_code(button) else { return false };
        self.inject(pad, gilrs::EventType::ButtonPressed(button, code))
            && self.inject(pad, gilrs::EventType::ButtonReleased(button, code))
    }

    /// A stick axis of a simulated pad moved to `value` (-1 to 1; up and right are positive).
    pub fn inject_axis(&mut self, pad: PadId, axis: gilrs::Axis, value: f32) -> bool {
        let Some(code) = simulated_code(gilrs::Button::Unknown) else { return false };
        self.inject(pad, gilrs::EventType::AxisChanged(axis, value, code))
    }

    /// The rumble patterns given to simulated pads, with their strength.
    pub fn recorded(&self) -> &[(PadId, Pattern, f32)] {
        &self.recorded
    }
}

/// The quiet between two patterns on one pad, in milliseconds.
const PATTERN_GAP_MS: u32 = 1000;

/// Starts a pattern on a pad: one force feedback effect holding every pulse.
fn play(
    g: &mut gilrs::Gilrs,
    id: gilrs::GamepadId,
    pattern: &Pattern,
    strength: f32,
) -> Result<gilrs::ff::Effect, String> {
    let magnitude = (strength.clamp(0.0, 1.0) * f32::from(u16::MAX)) as u16;
    let total = pattern.len_ms();
    let mut builder = gilrs::ff::EffectBuilder::new();
    for p in pattern.pulses() {
        builder.add_effect(gilrs::ff::BaseEffect {
            kind: gilrs::ff::BaseEffectType::Strong { magnitude },
            scheduling: gilrs::ff::Replay {
                after: gilrs::ff::Ticks::from_ms(p.at_ms),
                play_for: gilrs::ff::Ticks::from_ms(p.len_ms),
                // Longer than the whole pattern: each pulse plays once.
                with_delay: gilrs::ff::Ticks::from_ms(total + 1000),
            },
            ..Default::default()
        });
    }
    let effect = builder
        .gamepads(&[id])
        .repeat(gilrs::ff::Repeat::For(gilrs::ff::Ticks::from_ms(total)))
        .finish(g)
        .map_err(|e| e.to_string())?;
    effect.play().map_err(|e| e.to_string())?;
    Ok(effect)
}

/// An event code for a simulated pad's event (Vigie reads the button, never the code).
fn simulated_code(b: gilrs::Button) -> Option<gilrs::ev::Code> {
    // Linux's key codes for gamepads start at 0x130 (BTN_SOUTH); other systems number theirs.
    // Each backend writes its code its own way: Linux's evdev (a kind and a code), Windows's
    // (a kind by name and an index), others (a number); the first that reads is used.
    let code = 0x130 + Button::from_gilrs(b).map_or(0, |b| b as u16);
    serde_json::from_value(serde_json::json!({ "kind": 1, "code": code }))
        .or_else(|_| serde_json::from_value(serde_json::json!({ "kind": "Button", "index": code })))
        .or_else(|_| serde_json::from_value(serde_json::json!(code)))
        .ok()
}

fn info_of(gp: &gilrs::Gamepad<'_>) -> PadInfo {
    PadInfo {
        name: gp.name().to_owned(),
        uuid: gp.uuid().iter().map(|b| format!("{b:02x}")).collect(),
        rumble: gp.is_ff_supported(),
    }
}

/// Where the system puts input devices.
const INPUT_DIR: &str = "/dev/input";

/// Without a running udev (containers, minimal systems), gilrs's udev backend finds no gamepad
/// and hears of no new one: gilrs is told to watch `/dev/input` itself instead.
///
/// # Safety
///
/// It changes the environment: call it before any other thread runs (first thing in `main`).
pub unsafe fn without_udev_watch_the_folder() {
    if std::env::var_os("GILRS_DISABLE_UDEV").is_none() && !Path::new("/run/udev/control").exists() {
        // SAFETY: the caller guarantees that no other thread runs.
        unsafe { std::env::set_var("GILRS_DISABLE_UDEV", "1") };
    }
}

/// Gamepads are input devices in `/dev/input`; when one cannot be read, gilrs sees no pad and
/// says nothing: say why. Only gamepads and joysticks count (a keyboard's device is rightly
/// closed to users).
fn input_permission_problem() -> Option<PadProblem> {
    let dir = std::fs::read_dir(INPUT_DIR).ok()?;
    for entry in dir.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with("event") {
            continue;
        }
        let caps = std::fs::read_to_string(format!("/sys/class/input/{name}/device/capabilities/key"));
        if !caps.is_ok_and(|c| has_gamepad_buttons(&c)) {
            continue;
        }
        let path = entry.path();
        if let Err(e) = std::fs::File::open(&path)
            && e.kind() == std::io::ErrorKind::PermissionDenied
        {
            return Some(PadProblem::Permission(path.display().to_string()));
        }
    }
    None
}

/// Whether a device's key capabilities (hexadecimal words, the highest first, as the kernel
/// lists them) include joystick or gamepad buttons (codes 0x120 to 0x13f).
fn has_gamepad_buttons(caps: &str) -> bool {
    let words: Vec<u64> = caps.split_whitespace().rev().filter_map(|w| u64::from_str_radix(w, 16).ok()).collect();
    // Bits 0x120 to 0x13f are the upper half of the fifth 64-bit word.
    words.get(4).is_some_and(|w| w >> 32 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_map_binds_the_buttons_the_issue_names() {
        let (map, _) = PadMap::from_entries_over(
            &super::super::bundled_entries(|c| c.buttons),
            PadMap { bindings: Bindings::empty() },
        )
        .unwrap();
        assert_eq!(map, PadMap::bundled());
        assert_eq!(map.action(Button::DPadUp), Some(Action::Up));
        assert_eq!(map.action(Button::LeftStickDown), Some(Action::Down));
        assert_eq!(map.action(Button::South), Some(Action::Choose));
        assert_eq!(map.action(Button::East), Some(Action::Back));
        for a in [Action::Repeat, Action::Help, Action::History, Action::ReviewLocation, Action::Undo, Action::Commands]
        {
            assert!(!map.buttons(a).is_empty(), "{} has no button", a.name());
        }
    }

    #[test]
    fn a_user_file_rebinds_buttons_and_bad_ones_say_why() {
        let map = PadMap::from_user_toml("[buttons]\nundo = [\"Mode\"]\n").unwrap();
        assert_eq!(map.buttons(Action::Undo), vec![Button::Mode]);
        assert_eq!(map.action(Button::RightBumper), None);
        assert!(PadMap::from_user_toml("[buttons]\nundo = [\"Z\"]\n").unwrap_err().contains("not a gamepad button"));
        assert_eq!(
            PadMap::from_user_toml("[buttons]\nundo = [\"South\"]\n").unwrap_err(),
            "South is bound to both choose and undo"
        );
    }

    #[test]
    fn the_buttons_to_move_choose_go_back_get_help_and_the_commands_are_never_unbound() {
        let all: String = Action::ALL.iter().map(|a| format!("{} = []\n", a.name())).collect();
        let (map, kept) = PadMap::from_user_toml_kept(&format!("[buttons]\n{all}")).unwrap();
        assert_eq!(kept, PadMap::REQUIRED.to_vec());
        assert_eq!(map.action(Button::South), Some(Action::Choose));
        assert_eq!(map.action(Button::Start), Some(Action::Commands));
        assert_eq!(map.action(Button::North), None);
        let (_, kept) = PadMap::from_user_toml_kept("[buttons]\nback = []\n").unwrap();
        assert_eq!(kept, vec![Action::Back]);
    }

    #[test]
    fn names_read_back_and_words_ids_are_kebab_case() {
        for b in Button::ALL {
            assert_eq!(Button::parse(b.name()), Ok(b));
            let kebab: String = b
                .name()
                .chars()
                .flat_map(|c| [(c.is_ascii_uppercase()).then_some('-'), Some(c.to_ascii_lowercase())])
                .flatten()
                .collect();
            assert_eq!(b.words_id().as_str(), format!("pad{kebab}"));
        }
        assert_eq!(Button::LeftStickUp.words_id(), Id::PadLeftStickUp);
        assert_eq!(Button::DPadUp.words_id(), Id::PadDPadUp);
    }

    #[test]
    fn only_gamepads_count_when_devices_cannot_be_read() {
        // A gamepad's buttons (BTN_SOUTH... at 0x130), a keyboard's keys, as sysfs lists them.
        let pad = "7fdb000000000000 0 0 0 0";
        let keyboard = "1000000000007 ff9f207ac14057ff febeffdfffefffff fffffffffffffffe";
        assert!(has_gamepad_buttons(pad));
        assert!(!has_gamepad_buttons(keyboard));
        assert!(!has_gamepad_buttons(""));
    }

    #[test]
    fn a_stick_counts_once_per_push_and_must_come_back() {
        use gilrs::Axis as A;
        let mut s = Sticks::default();
        assert_eq!(s.moved(A::LeftStickY, 0.4), None);
        assert_eq!(s.moved(A::LeftStickY, 0.9), Some(Button::LeftStickUp));
        assert_eq!(s.moved(A::LeftStickY, 1.0), None, "held: no repeat");
        assert_eq!(s.moved(A::LeftStickY, 0.5), None, "not back yet");
        assert_eq!(s.moved(A::LeftStickY, 0.1), None);
        assert_eq!(s.moved(A::LeftStickY, -0.8), Some(Button::LeftStickDown));
        assert_eq!(s.moved(A::LeftStickY, 0.0), None);
        assert_eq!(s.moved(A::RightStickX, -0.7), Some(Button::RightStickLeft));
        assert_eq!(s.moved(A::LeftStickX, 0.7), Some(Button::LeftStickRight), "each stick on its own");
        assert_eq!(s.moved(A::DPadY, 1.0), Some(Button::DPadUp), "a d-pad seen as two axes");
        assert_eq!(s.moved(A::DPadY, 0.0), None);
        assert_eq!(s.moved(A::DPadX, -1.0), Some(Button::DPadLeft));
    }
}
