//! Every command, once: its action, its name in map files, its help message, where it works,
//! and its bundled keys and gamepad buttons. The help, the list of commands, the bundled key
//! and button maps and the check of a user's map file all read this table.
//!
//! Keys are written as a user's `keys.toml` writes them (`Up`, `Enter`, `F1`, `Ctrl+z`,
//! `Alt+3`, `?`); plain letters and digits are kept for jumping to a menu item (digits 1 to 6
//! to the locations), so a command's letter goes with Ctrl or Alt. Buttons are named by where
//! they are, whatever the letters printed on them, as a user's `pad.toml` names them (`South`,
//! `DPadUp`, `LeftStickDown`, `LeftThumb`...); a command with no button is in the list of
//! commands (Start).

use super::Action;
use crate::vocab::Id;

/// Where a command works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// On the menu in focus: moving, choosing, going back, the list of commands itself (not
    /// offered in the list of commands).
    Menu,
    /// Anywhere, in a game or not.
    Anywhere,
    /// During a game only (refused outside one, and while a secret is on the screen).
    Game,
}

/// One command of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Command {
    pub action: Action,
    /// Its stable name in map files (`review-turn`).
    pub name: &'static str,
    /// The message that says what it does.
    pub help: Id,
    pub scope: Scope,
    /// Its bundled keys.
    pub keys: &'static [&'static str],
    /// Its bundled gamepad buttons.
    pub buttons: &'static [&'static str],
}

const fn c(
    action: Action,
    name: &'static str,
    help: Id,
    scope: Scope,
    keys: &'static [&'static str],
    buttons: &'static [&'static str],
) -> Command {
    Command { action, name, help, scope, keys, buttons }
}

use Scope::{Anywhere, Game, Menu};

/// Every command, in the order the help lists them (the order of [`Action`]'s variants).
#[rustfmt::skip]
pub const COMMANDS: [Command; 27] = [
    c(Action::Up, "up", Id::ActionUp, Menu, &["Up"], &["DPadUp", "LeftStickUp"]),
    c(Action::Down, "down", Id::ActionDown, Menu, &["Down"], &["DPadDown", "LeftStickDown"]),
    c(Action::First, "first", Id::ActionFirst, Menu, &["Home", "PageUp"], &["DPadLeft", "LeftStickLeft"]),
    c(Action::Last, "last", Id::ActionLast, Menu, &["End", "PageDown"], &["DPadRight", "LeftStickRight"]),
    c(Action::Choose, "choose", Id::ActionChoose, Menu, &["Enter"], &["South"]),
    c(Action::Back, "back", Id::ActionBack, Menu, &["Escape", "Backspace"], &["East"]),
    c(Action::Repeat, "repeat", Id::ActionRepeat, Anywhere, &["Ctrl+r", "F2"], &["North"]),
    c(Action::Details, "details", Id::ActionDetails, Anywhere, &["Ctrl+d", "F3"], &["LeftTrigger"]),
    c(Action::Help, "help", Id::ActionHelp, Anywhere, &["F1", "?"], &["Select"]),
    c(Action::History, "history", Id::ActionHistory, Anywhere, &["Ctrl+l", "F4"], &["LeftBumper"]),
    c(Action::Undo, "undo", Id::ActionUndo, Game, &["Ctrl+z"], &["RightBumper"]),
    c(Action::Redo, "redo", Id::ActionRedo, Game, &["Ctrl+y"], &["RightThumb"]),
    c(Action::ReviewLocation, "review-location", Id::ActionReviewLocation, Game, &["Alt+l"], &["West"]),
    c(Action::ReviewFamily, "review-family", Id::ActionReviewFamily, Game, &["Alt+f"], &[]),
    c(Action::ReviewColdStorage, "review-cold-storage", Id::ActionReviewColdStorage, Game, &["Alt+c"], &[]),
    c(Action::ReviewTokens, "review-tokens", Id::ActionReviewTokens, Game, &["Alt+b"], &[]),
    c(Action::ReviewSupplies, "review-supplies", Id::ActionReviewSupplies, Game, &["Alt+s"], &[]),
    c(Action::ReviewTurn, "review-turn", Id::ActionReviewTurn, Game, &["Alt+t"], &["LeftThumb"]),
    c(Action::ReviewScore, "review-score", Id::ActionReviewScore, Game, &["Alt+p"], &[]),
    c(Action::Verbosity, "verbosity", Id::ActionVerbosity, Anywhere, &["Ctrl+v"], &[]),
    c(Action::Faster, "faster", Id::ActionFaster, Anywhere, &["Ctrl+Up"], &[]),
    c(Action::Slower, "slower", Id::ActionSlower, Anywhere, &["Ctrl+Down"], &[]),
    c(Action::Louder, "louder", Id::ActionLouder, Anywhere, &["Ctrl+Right"], &[]),
    c(Action::Softer, "softer", Id::ActionSofter, Anywhere, &["Ctrl+Left"], &[]),
    c(Action::Secret, "secret", Id::ActionSecret, Game, &["Ctrl+s", "F5"], &["RightTrigger"]),
    c(Action::Commands, "commands", Id::ActionCommands, Menu, &["F9", "Ctrl+k"], &["Start"]),
    c(Action::Quit, "quit", Id::ActionQuit, Anywhere, &["Ctrl+q", "Ctrl+c"], &[]),
];

/// Every action, in the table's order.
pub(super) const fn actions() -> [Action; COMMANDS.len()] {
    let mut all = [Action::Up; COMMANDS.len()];
    let mut i = 0;
    while i < COMMANDS.len() {
        all[i] = COMMANDS[i].action;
        i += 1;
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_the_order_of_the_actions_and_names_each_once() {
        for (i, c) in COMMANDS.iter().enumerate() {
            assert_eq!(c.action as usize, i, "{} is out of place", c.name);
            assert_eq!(COMMANDS.iter().filter(|o| o.name == c.name).count(), 1, "{}", c.name);
        }
    }
}
