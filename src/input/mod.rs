//! What the user asks for, whatever the device: the app's own [`Action`] type, the table of
//! commands, and key maps as data.
//!
//! Keyboards are converted into [`Key`]s at the edge and a [`KeyMap`] turns keys into actions;
//! gamepads' buttons become [`Button`]s and a [`PadMap`] does the same for them (`pad.rs`).
//! Every command is one line of [`COMMANDS`] (`commands.rs`): its name in map files, its help
//! message, where it works ([`Scope`]), and its bundled keys and buttons. A user's config file
//! (`keys.toml`, `pad.toml`) can rebind any action, and the spoken help is generated from the
//! map in force, so it always tells the keys that really work.

mod commands;
pub mod pad;

use crate::vocab::Id;
pub use commands::{COMMANDS, Command, Scope};
pub use pad::{Button, Gamepads, PadEvent, PadId, PadInfo, PadMap, PadProblem};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

/// Everything a user can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Previous item of the menu.
    Up,
    /// Next item of the menu.
    Down,
    /// First item.
    First,
    /// Last item.
    Last,
    /// Choose the item in focus.
    Choose,
    /// Go back, or leave the current review.
    Back,
    /// Say the last message again.
    Repeat,
    /// Say the details of the last message.
    Details,
    /// Say the keys that work here.
    Help,
    /// Review the messages said so far.
    History,
    /// Undo the last decision.
    Undo,
    /// Redo the last undone decision.
    Redo,
    /// Review a location: what is there.
    ReviewLocation,
    /// Review a family: where each character is.
    ReviewFamily,
    /// Review the cold storage and what its next row triggers.
    ReviewColdStorage,
    /// Who holds the badge and the Martyr.
    ReviewTokens,
    /// Dice in the box, cards left in the deck.
    ReviewSupplies,
    /// Turn and phase, and what is pending.
    ReviewTurn,
    /// The score if the game ended now.
    ReviewScore,
    /// Say less, or more.
    Verbosity,
    /// Speak faster.
    Faster,
    /// Speak slower.
    Slower,
    /// Speak louder.
    Louder,
    /// Speak more softly.
    Softer,
    /// Hear one's secrets again (the dice, one's destination) through one's private channel.
    Secret,
    /// Every command in a list, to choose one (all a gamepad's buttons cannot hold).
    Commands,
    /// Leave Vigie (asks for confirmation).
    Quit,
}

impl Action {
    /// Every action, in the order help lists them.
    pub const ALL: [Action; 27] = commands::actions();

    /// Its line of the table of commands.
    pub fn command(self) -> &'static Command {
        &COMMANDS[self as usize]
    }

    /// The stable name used in map files (`review-turn`).
    pub fn name(self) -> &'static str {
        self.command().name
    }

    /// The id of the message that says what it does.
    pub fn help_id(self) -> Id {
        self.command().help
    }

    /// Where it works.
    pub fn scope(self) -> Scope {
        self.command().scope
    }

    /// Parses a stable name.
    pub fn from_name(s: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.name() == s)
    }
}

/// A key, as Vigie knows it (converted from the terminal's events at the edge).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
    pub alt: bool,
}

/// The keys Vigie can bind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KeyCode {
    Up,
    Down,
    Left,
    Right,
    Home,
    End,
    PageUp,
    PageDown,
    Enter,
    Escape,
    Tab,
    Backspace,
    Space,
    F(u8),
    /// A printable character (letters lowercase).
    Char(char),
}

impl Key {
    /// A key without modifiers.
    pub fn plain(code: KeyCode) -> Key {
        Key { code, ctrl: false, alt: false }
    }

    /// Parses a key's notation: `Up`, `Enter`, `F1`, `Ctrl+z`, `Alt+3`, `?`.
    pub fn parse(s: &str) -> Result<Key, String> {
        let mut key = Key::plain(KeyCode::Space);
        let mut rest = s;
        loop {
            if let Some(r) = rest.strip_prefix("Ctrl+") {
                key.ctrl = true;
                rest = r;
            } else if let Some(r) = rest.strip_prefix("Alt+") {
                key.alt = true;
                rest = r;
            } else {
                break;
            }
        }
        key.code = match rest {
            "Up" => KeyCode::Up,
            "Down" => KeyCode::Down,
            "Left" => KeyCode::Left,
            "Right" => KeyCode::Right,
            "Home" => KeyCode::Home,
            "End" => KeyCode::End,
            "PageUp" => KeyCode::PageUp,
            "PageDown" => KeyCode::PageDown,
            "Enter" => KeyCode::Enter,
            "Escape" => KeyCode::Escape,
            "Tab" => KeyCode::Tab,
            "Backspace" => KeyCode::Backspace,
            "Space" => KeyCode::Space,
            f if f.len() >= 2 && f.starts_with('F') && f[1..].parse::<u8>().is_ok_and(|n| (1..=12).contains(&n)) => {
                KeyCode::F(f[1..].parse().unwrap_or(1))
            }
            c if c.chars().count() == 1 => KeyCode::Char(c.chars().next().unwrap_or(' ').to_ascii_lowercase()),
            _ => return Err(format!("{s:?} is not a key (for example Up, Enter, F1, Ctrl+z, h)")),
        };
        Ok(key)
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            f.write_str("Ctrl+")?;
        }
        if self.alt {
            f.write_str("Alt+")?;
        }
        match self.code {
            KeyCode::F(n) => write!(f, "F{n}"),
            KeyCode::Char(c) => write!(f, "{c}"),
            other => write!(f, "{other:?}"),
        }
    }
}

/// The table's bundled inputs of one kind (`inputs`: a command's keys or buttons), as a map
/// file would list them.
fn bundled_entries(inputs: fn(&Command) -> &'static [&'static str]) -> BTreeMap<String, Vec<String>> {
    COMMANDS
        .iter()
        .filter(|c| !inputs(c).is_empty())
        .map(|c| (c.name.to_owned(), inputs(c).iter().map(|i| (*i).to_owned()).collect()))
        .collect()
}

/// A key map file: each action's name with the keys bound to it.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeysFile {
    #[serde(default)]
    keys: BTreeMap<String, Vec<String>>,
}

/// Inputs of one kind (keys, gamepad buttons) bound to actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bindings<K: Ord> {
    map: BTreeMap<K, Action>,
}

impl<K: Ord + Copy + fmt::Display> Bindings<K> {
    pub(crate) fn empty() -> Bindings<K> {
        Bindings { map: BTreeMap::new() }
    }

    /// Lays a map file's entries over these bindings: each action the file names gets the
    /// file's inputs instead of its old ones (the order of the file's lines does not matter).
    /// An input the file gives to an action it names is taken from the action that had it, if
    /// that one keeps another input (so a new binding in Vigie never breaks a user's file);
    /// otherwise it is refused. `check` may refuse an input for a reason of its own. An action
    /// of `required` that the file leaves without an input keeps its inputs from before (taken
    /// back from whatever the file gave them to): those actions are returned.
    pub(crate) fn overlay(
        &mut self,
        entries: &BTreeMap<String, Vec<String>>,
        parse: impl Fn(&str) -> Result<K, String>,
        check: impl Fn(&str, K) -> Result<(), String>,
        required: &[Action],
    ) -> Result<Vec<Action>, String> {
        let before = self.clone();
        let mut named = Vec::new();
        for (name, inputs) in entries {
            let action = Action::from_name(name).ok_or_else(|| format!("{name:?} is not an action"))?;
            self.map.retain(|_, a| *a != action);
            named.push((action, name, inputs));
        }
        let is_named = |a: Action| named.iter().any(|(n, _, _)| *n == a);
        for &(action, name, inputs) in &named {
            for text in inputs {
                let input = parse(text)?;
                check(text, input)?;
                if let Some(other) = self.map.insert(input, action)
                    && other != action
                    && (is_named(other) || !self.map.values().any(|a| *a == other))
                {
                    return Err(format!("{input} is bound to both {} and {name}", other.name()));
                }
            }
        }
        // Inputs are each bound once, so a required action given back its own inputs takes them
        // only from actions it does not need: two rounds settle it.
        let mut kept = Vec::new();
        for _ in 0..2 {
            for &a in required {
                if self.inputs(a).is_empty() {
                    for k in before.inputs(a) {
                        self.map.insert(k, a);
                    }
                    if !kept.contains(&a) {
                        kept.push(a);
                    }
                }
            }
        }
        Ok(kept)
    }

    pub(crate) fn action(&self, input: K) -> Option<Action> {
        self.map.get(&input).copied()
    }

    pub(crate) fn inputs(&self, action: Action) -> Vec<K> {
        self.map.iter().filter(|(_, a)| **a == action).map(|(k, _)| *k).collect()
    }

    pub(crate) fn help(&self) -> Vec<(Action, Vec<K>)> {
        Action::ALL.into_iter().map(|a| (a, self.inputs(a))).filter(|(_, k)| !k.is_empty()).collect()
    }
}

/// A user's map file (`keys.toml`, `pad.toml`) laid over the bundled map, with what was wrong
/// with it, to be said at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserMap<M> {
    pub map: M,
    /// Why the file was not used at all (the bundled map is used instead).
    pub problem: Option<String>,
    /// Actions the file tried to leave without an input: they keep their bundled inputs.
    pub kept: Vec<Action>,
}

/// A map read from a user's file, with the required actions that kept their bundled inputs.
pub type Kept<M> = (M, Vec<Action>);

impl<M> UserMap<M> {
    /// Reads `path` over the bundled map; no file (or no path) gives the bundled map in silence.
    fn load(path: Option<&Path>, read: fn(&str) -> Result<Kept<M>, String>, bundled: fn() -> M) -> UserMap<M> {
        let text = match path.map(|p| crate::store::read_text(p, crate::store::MAX_CONFIG_BYTES)) {
            None | Some(Ok(None)) => return UserMap { map: bundled(), problem: None, kept: Vec::new() },
            Some(Ok(Some(text))) => text,
            Some(Err(e)) => return UserMap { map: bundled(), problem: Some(e.to_string()), kept: Vec::new() },
        };
        match read(&text) {
            Ok((map, kept)) => UserMap { map, problem: None, kept },
            Err(e) => UserMap { map: bundled(), problem: Some(e), kept: Vec::new() },
        }
    }
}

/// Keys to actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyMap {
    bindings: Bindings<Key>,
}

impl KeyMap {
    /// The bundled map: the keys of the table of commands.
    pub fn bundled() -> KeyMap {
        // The table is checked by a unit test; an error here would be a build mistake.
        KeyMap::from_entries_over(&bundled_entries(|c| c.keys), KeyMap { bindings: Bindings::empty() })
            .map(|(m, _)| m)
            .unwrap_or_else(|_| {
                let mut bindings = Bindings::empty();
                bindings.map.insert(Key::plain(KeyCode::Enter), Action::Choose);
                bindings.map.insert(Key::plain(KeyCode::Escape), Action::Back);
                KeyMap { bindings }
            })
    }

    /// The actions a key map can never leave without a key: to move, choose, go back, get help
    /// and leave.
    pub const REQUIRED: [Action; 6] =
        [Action::Up, Action::Down, Action::Choose, Action::Back, Action::Help, Action::Quit];

    /// The bundled map with a user's file laid over it: each action the file names gets the
    /// file's keys instead of its bundled ones (except that a [`KeyMap::REQUIRED`] action is
    /// never left without a key).
    pub fn from_user_toml(text: &str) -> Result<KeyMap, String> {
        KeyMap::from_user_toml_kept(text).map(|(m, _)| m)
    }

    /// As [`KeyMap::from_user_toml`], with the required actions the file tried to leave without
    /// a key (they keep their bundled keys).
    pub fn from_user_toml_kept(text: &str) -> Result<(KeyMap, Vec<Action>), String> {
        KeyMap::from_toml_over(text, KeyMap::bundled())
    }

    /// The user's key map file (`keys.toml`) over the bundled map, with what was wrong with it.
    pub fn load_user(path: Option<&Path>) -> UserMap<KeyMap> {
        UserMap::load(path, KeyMap::from_user_toml_kept, KeyMap::bundled)
    }

    fn from_toml_over(text: &str, base: KeyMap) -> Result<(KeyMap, Vec<Action>), String> {
        let file: KeysFile = toml::from_str(text).map_err(|e| e.message().to_owned())?;
        KeyMap::from_entries_over(&file.keys, base)
    }

    fn from_entries_over(
        entries: &BTreeMap<String, Vec<String>>,
        base: KeyMap,
    ) -> Result<(KeyMap, Vec<Action>), String> {
        let mut map = base;
        let kept = map.bindings.overlay(
            entries,
            Key::parse,
            |text, key| match key.code {
                KeyCode::Char(c) if c.is_ascii_alphanumeric() && !key.ctrl && !key.alt => {
                    Err(format!("{text:?} is kept for jumping to a menu item; use it with Ctrl or Alt"))
                }
                _ => Ok(()),
            },
            &KeyMap::REQUIRED,
        )?;
        Ok((map, kept))
    }

    /// The action of a key, if any.
    pub fn action(&self, key: Key) -> Option<Action> {
        self.bindings.action(key)
    }

    /// The keys bound to an action, in a fixed order.
    pub fn keys(&self, action: Action) -> Vec<Key> {
        self.bindings.inputs(action)
    }

    /// Every action with its keys, in help order (actions without a key are left out).
    pub fn help(&self) -> Vec<(Action, Vec<Key>)> {
        self.bindings.help()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_map_binds_every_action_once_per_key() {
        let (map, kept) =
            KeyMap::from_entries_over(&bundled_entries(|c| c.keys), KeyMap { bindings: Bindings::empty() }).unwrap();
        assert!(kept.is_empty());
        for a in Action::ALL {
            assert!(!map.keys(a).is_empty(), "{} has no key", a.name());
        }
        assert_eq!(map, KeyMap::bundled());
        assert_eq!(map.action(Key::plain(KeyCode::Enter)), Some(Action::Choose));
        assert_eq!(map.action(Key::plain(KeyCode::Escape)), Some(Action::Back));
        assert_eq!(map.action(Key { code: KeyCode::Char('z'), ctrl: true, alt: false }), Some(Action::Undo));
    }

    #[test]
    fn a_user_file_rebinds_only_what_it_names() {
        let map = KeyMap::from_user_toml("[keys]\nrepeat = [\"F6\"]\n").unwrap();
        assert_eq!(map.keys(Action::Repeat), vec![Key::plain(KeyCode::F(6))]);
        assert_eq!(map.action(Key::plain(KeyCode::Enter)), Some(Action::Choose));
    }

    #[test]
    fn a_user_key_is_taken_from_a_bundled_action_that_keeps_another() {
        // F9 is also a bundled key of the list of commands, which keeps Ctrl+K.
        let map = KeyMap::from_user_toml("[keys]\nreview-score = [\"F9\"]\n").unwrap();
        assert_eq!(map.action(Key::plain(KeyCode::F(9))), Some(Action::ReviewScore));
        assert_eq!(map.keys(Action::Commands), vec![Key { code: KeyCode::Char('k'), ctrl: true, alt: false }]);
        assert!(
            KeyMap::from_user_toml("[keys]\nrepeat = [\"F6\"]\nundo = [\"F6\"]\n")
                .unwrap_err()
                .contains("bound to both")
        );
    }

    #[test]
    fn bad_key_files_say_why() {
        assert_eq!(KeyMap::from_user_toml("[keys]\nfly = [\"F5\"]\n").unwrap_err(), "\"fly\" is not an action");
        assert!(KeyMap::from_user_toml("[keys]\nrepeat = [\"Hyper+q\"]\n").unwrap_err().contains("is not a key"));
        assert!(KeyMap::from_user_toml("[keys]\nrepeat = [\"q\"]\n").unwrap_err().contains("kept for jumping"));
        assert_eq!(
            KeyMap::from_user_toml("[keys]\nrepeat = [\"Enter\"]\n").unwrap_err(),
            "Enter is bound to both choose and repeat"
        );
    }

    #[test]
    fn the_keys_to_move_choose_go_back_get_help_and_leave_are_never_unbound() {
        let bundled = KeyMap::bundled();
        let (map, kept) = KeyMap::from_user_toml_kept("[keys]\nchoose = []\nrepeat = [\"F6\"]\n").unwrap();
        assert_eq!(kept, vec![Action::Choose]);
        assert_eq!(map.keys(Action::Choose), bundled.keys(Action::Choose));
        assert_eq!(map.keys(Action::Repeat), vec![Key::plain(KeyCode::F(6))]);
        // Every action emptied: the required ones keep their keys (Ctrl+C still leaves).
        let all: String = Action::ALL.iter().map(|a| format!("{} = []\n", a.name())).collect();
        let (map, kept) = KeyMap::from_user_toml_kept(&format!("[keys]\n{all}")).unwrap();
        assert_eq!(kept, KeyMap::REQUIRED.to_vec());
        for a in KeyMap::REQUIRED {
            assert_eq!(map.keys(a), bundled.keys(a), "{}", a.name());
        }
        assert_eq!(map.action(Key { code: KeyCode::Char('c'), ctrl: true, alt: false }), Some(Action::Quit));
        assert!(map.keys(Action::Repeat).is_empty());
        // A required key given to another action comes back to it.
        let (map, kept) = KeyMap::from_user_toml_kept("[keys]\nchoose = []\nrepeat = [\"Enter\"]\n").unwrap();
        assert_eq!((kept, map.action(Key::plain(KeyCode::Enter))), (vec![Action::Choose], Some(Action::Choose)));
        // Rebinding is not unbinding.
        assert_eq!(KeyMap::from_user_toml_kept("[keys]\nchoose = [\"Space\"]\n").unwrap().1, vec![]);
    }

    #[test]
    fn a_key_map_that_is_not_text_is_said_not_ignored() {
        let dir = std::env::temp_dir().join(format!("vigie-keys-utf8-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("keys.toml");
        std::fs::write(&path, b"[keys]\n# caf\xe9\nrepeat = [\"F6\"]\n").unwrap();
        let user = KeyMap::load_user(Some(&path));
        assert_eq!(user.map, KeyMap::bundled());
        assert!(user.problem.as_deref().is_some_and(|p| p.ends_with("is not UTF-8 text (line 2)")), "{user:?}");
        assert_eq!(KeyMap::load_user(Some(&dir.join("none.toml"))).problem, None);
        assert!(KeyMap::load_user(Some(&dir)).problem.is_some_and(|p| p.contains("not a regular file")));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn keys_read_back_from_their_notation() {
        for s in ["Up", "Enter", "F1", "Ctrl+z", "Alt+3", "?", "PageDown"] {
            assert_eq!(Key::parse(s).unwrap().to_string(), s);
        }
    }
}

#[cfg(test)]
mod doc_tests {
    use super::*;

    #[test]
    fn the_interface_doc_names_every_action() {
        let doc = include_str!("../../docs/interface.md");
        for a in Action::ALL {
            assert!(doc.contains(&format!("`{}`", a.name())), "docs/interface.md does not name {}", a.name());
        }
    }
}
