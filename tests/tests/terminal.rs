//! The real binary in a real terminal (tmux), driven by keys only: a whole game from the main
//! menu to the epilogue, kills at several points followed by resumes, and unreadable saves.
//!
//! Speech is off here (the speech tests cover it); everything said to the table is also written
//! to a log file with `--log`, which is what these tests read, with the screen.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What Vigie says of Insert, the key [`Term::settle`] presses.
const NO_USE: &str = "That key does nothing here. F1 says the keys.";

struct Term {
    session: String,
    dir: PathBuf,
}

use super::tmux::tmux;
use super::wait;

impl Term {
    /// A fresh home for Vigie (settings with normal-size letters: tmux draws no double-size
    /// lines), and no session yet.
    fn new(name: &str) -> Term {
        let dir = std::env::temp_dir().join(format!("vigie-term-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("config/vigie")).unwrap();
        std::fs::write(dir.join("config/vigie/settings.toml"), "[screen]\nlarge = false\n").unwrap();
        Term { session: format!("vigie-{name}-{}", std::process::id()), dir }
    }

    fn log(&self) -> PathBuf {
        self.dir.join("said.log")
    }

    fn save(&self) -> PathBuf {
        self.dir.join("game.json")
    }

    /// Starts `vigie play` in a new tmux session.
    fn start(&self) {
        // The log is appended to: this start's menu is one more than those before.
        let menus = self.said().matches("Main menu").count();
        let _ = tmux(&["kill-session", "-t", &self.session]);
        let d = self.dir.display();
        let cmd = format!(
            "exec env HOME={d} XDG_CONFIG_HOME={d}/config XDG_DATA_HOME={d}/data XDG_STATE_HOME={d}/state {} play \
             --no-speech --no-sounds --log {d}/said.log --save {d}/game.json --seed 11",
            env!("CARGO_BIN_EXE_vigie")
        );
        let out = tmux(&["new-session", "-d", "-s", &self.session, "-x", "100", "-y", "40", &cmd]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        self.wait_for_log("Main menu", menus + 1);
    }

    /// The log as written, with the answers to [`Term::settle`]'s Insert.
    fn raw(&self) -> String {
        std::fs::read_to_string(self.log()).unwrap_or_default()
    }

    /// What was said, without the answers to [`Term::settle`]'s Insert.
    fn said(&self) -> String {
        self.raw().lines().filter(|l| *l != NO_USE).map(|l| format!("{l}\n")).collect()
    }

    /// Waits until the log holds `needle` at least `times` times.
    fn wait_for_log(&self, needle: &str, times: usize) {
        wait::until(
            wait::DEADLINE,
            || format!("never said {needle:?}; said:\n{}\nscreen:\n{}", self.said(), self.screen()),
            || self.said().matches(needle).count() >= times,
        );
    }

    /// Waits until the screen shows `needle`.
    fn wait_for_screen(&self, needle: &str) {
        wait::until(
            wait::DEADLINE,
            || format!("the screen never showed {needle:?}:\n{}", self.screen()),
            || self.screen().contains(needle),
        );
    }

    fn screen(&self) -> String {
        String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-t", &self.session]).stdout).into_owned()
    }

    /// Presses a key and waits until Vigie has answered it all: something more is said, then
    /// Vigie answers a key it has no use for (Insert), which it reads only once done with this
    /// one. That answer is left out of [`Term::said`].
    fn press(&self, key: &str) {
        self.press_unsettled(key);
        self.settle();
    }

    /// Presses a key and waits until something more is said, the first of the answer: what the
    /// screen shows of it can then be read (Insert's answer would take its place).
    fn press_unsettled(&self, key: &str) {
        let before = self.raw().lines().count();
        let out = tmux(&["send-keys", "-t", &self.session, key]);
        assert!(out.status.success());
        wait::until(
            wait::DEADLINE,
            || format!("no answer to {key}; said:\n{}", self.said()),
            || self.raw().lines().count() > before,
        );
    }

    /// Waits until Vigie is done with every key pressed so far: it answers Insert (a key it has
    /// no use for) once it has read and answered the keys before.
    fn settle(&self) {
        let count = || self.raw().lines().filter(|l| *l == NO_USE).count();
        let before = count();
        let out = tmux(&["send-keys", "-t", &self.session, "IC"]);
        assert!(out.status.success());
        wait::until(wait::DEADLINE, || format!("Insert was not answered; said:\n{}", self.raw()), || count() > before);
    }

    fn pid(&self) -> i32 {
        let out = tmux(&["list-panes", "-t", &self.session, "-F", "#{pane_pid}"]);
        String::from_utf8_lossy(&out.stdout).trim().parse().unwrap()
    }

    fn alive(&self) -> bool {
        tmux(&["has-session", "-t", &self.session]).status.success()
    }

    /// From the main menu: three players, the first colours, Vigie's dice.
    fn new_game(&self) {
        let begun = self.said().matches("The game begins.").count();
        for k in
            ["Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "End", "Enter", "Enter", "Enter"]
        {
            self.press(k);
        }
        self.wait_for_log("The game begins.", begun + 1);
    }

    /// Waits until `what` holds.
    fn wait_until(&self, what: &str, holds: impl Fn() -> bool) {
        wait::until(
            wait::DEADLINE,
            || format!("{what} never came; said:\n{}\nscreen:\n{}", self.said(), self.screen()),
            holds,
        );
    }

    /// The number of decisions the log says were saved last ("# saved N: ...").
    fn last_saved(&self) -> (usize, String) {
        let said = self.said();
        let line = said.lines().rev().find(|l| l.starts_with("# saved ")).expect("a save line").to_owned();
        let rest = &line["# saved ".len()..];
        let (n, what) = rest.split_once(": ").unwrap();
        (n.parse().unwrap(), what.to_owned())
    }
}

impl Drop for Term {
    fn drop(&mut self) {
        let _ = tmux(&["kill-session", "-t", &self.session]);
    }
}

fn points(n: u8) -> String {
    match n {
        0 => "no points".to_owned(),
        1 => "one point".to_owned(),
        n => format!("{n} points"),
    }
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: tmux drives the terminal")]
fn a_whole_three_player_game_by_keys_in_a_terminal() {
    let t = Term::new("game");
    t.start();
    t.wait_for_screen("> 1. New game");
    t.new_game();
    let mut presses = 0;
    while !t.said().contains("The game is over.") {
        t.press("Enter");
        presses += 1;
        assert!(presses < 2000, "the game never ended:\n{}", t.said());
    }
    // The final scores as said match the saved game's (saved once the end is said).
    t.wait_until("the finished game's save", || {
        vigie::store::save::load(&t.save()).is_ok_and(|s| s.history.game().is_finished())
    });
    let saved = vigie::store::save::load(&t.save()).unwrap();
    let g = saved.history.game();
    assert!(g.is_finished());
    let s = g.scores();
    let names = &saved.names;
    let expected = format!(
        "Scores: {}: {}, {}: {} and {}: {}.",
        names[0],
        points(s[0]),
        names[1],
        points(s[1]),
        names[2],
        points(s[2])
    );
    assert!(t.said().contains(&expected), "{expected} not in:\n{}", t.said());
    assert_eq!(names, &["Red", "Blue", "Green"]);
    // The screen shows the end in words, and the choices of a finished game.
    t.wait_for_screen("The game is over.");
    t.wait_for_screen("Hear the final score");
    // Leave: asked, then the terminal is given back.
    t.press("C-q");
    assert!(
        t.said().ends_with("Leave Vigie? A game in progress stays saved; resume it from the main menu.\nNo, 2 of 2\n")
    );
    t.press("Up");
    tmux(&["send-keys", "-t", &t.session, "Enter"]);
    wait::until(wait::DEADLINE, || format!("Vigie did not leave:\n{}", t.screen()), || !t.alive());
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: tmux drives the terminal")]
fn a_whole_game_of_mall_of_horror_by_keys_in_a_terminal_killed_and_resumed_halfway() {
    let t = Term::new("mall");
    t.start();
    t.wait_for_screen("2. New game of Mall of Horror");
    // New game of Mall of Horror, English, 3 players by colour, Red oldest, the board as
    // printed, the usual options, Vigie's dice, the channels as they are.
    for k in ["Down", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "Enter", "End", "Enter", "End", "Enter"] {
        t.press(k);
    }
    assert!(t.said().contains("Location 1, the Restrooms: room for 3 characters, 1 of 7"), "{}", t.said());
    t.press("Enter"); // Vigie rolls
    t.press("Enter"); // start
    t.wait_for_log("New game of Mall of Horror, 3 players", 1);
    t.wait_for_screen("Closed: location 2, the Cachou.");
    t.wait_for_screen("Red is chief of security.");
    let mut presses = 0;
    let mut killed = false;
    while !t.said().contains("The game is over.") {
        t.press("Enter");
        presses += 1;
        assert!(presses < 3000, "the game never ended:\n{}", t.said());
        if presses == 40 && !killed {
            // Vigie is killed: the save holds the game, and resuming takes it up as it was.
            let before = vigie::store::save::load_any(&t.save()).unwrap();
            unsafe_kill(t.pid());
            wait::until(wait::DEADLINE, || "still running after SIGKILL".into(), || !t.alive());
            t.start();
            t.press("Down");
            t.press("Down");
            t.press("Enter");
            t.wait_for_log("Game resumed.", 1);
            assert_eq!(vigie::store::save::load_any(&t.save()).unwrap(), before);
            killed = true;
        }
    }
    assert!(killed, "the game ended before it was killed");
    let Some(saved) = vigie::store::save::load_any(&t.save()).ok().and_then(|s| s.saved::<vigie::engine::mall::Game>())
    else {
        panic!("a save of Mall of Horror")
    };
    assert!(saved.history.game().is_finished());
    t.wait_for_screen("Hear the final score");
    // The chief's dice were for the chief alone: never in the log of what the table heard.
    assert!(!t.said().contains("Only for "), "{}", t.said());
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: tmux drives the terminal")]
fn a_killed_game_resumes_at_its_last_confirmed_decision() {
    let t = Term::new("kill");
    t.start();
    t.new_game();
    let mut pressed = 0;
    for (k, stop) in [3, 17, 30, 45].into_iter().enumerate() {
        while pressed < stop {
            t.press("Enter");
            pressed += 1;
        }
        let (n, last) = t.last_saved();
        let before = vigie::store::save::load(&t.save()).unwrap();
        unsafe_kill(t.pid());
        wait::until(wait::DEADLINE, || "still running after SIGKILL".into(), || !t.alive());
        let saved = vigie::store::save::load(&t.save()).expect("the save survives a kill");
        let log = saved.history.log();
        assert_eq!(log.commands.len(), n, "the save holds the last confirmed decision");
        if let Some(c) = log.commands.last() {
            assert_eq!(vigie::script::public_command(c, &saved.names), last);
        }
        assert_eq!(saved, before);
        // Start again and resume: the same game, and it goes on.
        t.start();
        t.press("Down");
        t.press("Down");
        t.press("Enter");
        if saved.history.game().is_finished() {
            t.wait_for_log("This game is over.", 1);
        } else {
            t.wait_for_log("Game resumed.", k + 1);
        }
        let resumed = vigie::store::save::load(&t.save()).unwrap();
        assert_eq!(resumed.history.game(), saved.history.game());
        if saved.history.game().is_finished() {
            break;
        }
    }
}

fn unsafe_kill(pid: i32) {
    let out = Command::new("kill").args(["-KILL", &pid.to_string()]).output().unwrap();
    assert!(out.status.success());
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: tmux drives the terminal")]
fn unreadable_saves_are_reported_kept_aside_and_a_new_game_can_start() {
    let t = Term::new("corrupt");
    for (i, bytes) in [&b"{\"format\": \"vigie-save\", \"vers"[..], &b"\x00\x01garbage\xff"[..]].into_iter().enumerate()
    {
        std::fs::write(t.save(), bytes).unwrap();
        t.start();
        t.press("Down");
        t.press("Down");
        t.press_unsettled("Enter");
        t.wait_for_log("The saved game cannot be read", i + 1);
        let aside = if i == 0 { t.dir.join("game.json.unreadable") } else { t.dir.join("game.json.unreadable-2") };
        assert_eq!(std::fs::read(&aside).unwrap(), bytes, "kept as it was");
        assert!(!t.save().exists());
        t.wait_for_screen("The saved game cannot be read");
        // The menu is still there: a new game starts.
        t.press("Home");
        t.new_game();
        t.wait_until("the new game's save", || t.save().exists());
        assert_eq!(std::fs::read(&aside).unwrap(), bytes);
        assert!(Path::new(&aside).exists());
    }
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: tmux drives the terminal")]
fn files_that_cannot_be_used_are_said_at_start_and_vigie_can_still_be_used_and_left() {
    let t = Term::new("files");
    let config = t.dir.join("config/vigie");
    std::fs::write(config.join("settings.toml"), "[screen]\nlarge = false\n[speech]\nrate = nan\n").unwrap();
    std::fs::write(config.join("keys.toml"), "[keys]\nchoose = []\nquit = []\nrepeat = [\"F6\"]\n").unwrap();
    std::fs::write(config.join("pad.toml"), b"[buttons]\nundo = [\"Mode\"] # \xe9\n").unwrap();
    t.start();
    t.wait_for_log("Some settings were not numbers (speech.rate); their usual values are used.", 1);
    t.wait_for_log("Your key map leaves without a key what is always needed: choose, quit.", 1);
    t.wait_for_log("pad.toml is not UTF-8 text (line 2)); the usual buttons are used.", 1);
    // Enter still chooses, and Ctrl+C still leaves.
    t.press("Enter");
    t.wait_for_log("language", 1);
    t.press("C-c");
    t.wait_for_log("Leave Vigie?", 1);
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: tmux drives the terminal")]
fn a_terminal_that_refuses_raw_mode_is_said_on_standard_error_not_in_the_log() {
    // Standard output is the pane's terminal, but Vigie has no controlling terminal (setsid)
    // and standard input is not one: raw mode cannot be had. This used to be said in the log
    // only (standard error was sent there first), and Vigie ended with code 2 in silence.
    let t = Term::new("raw");
    let d = t.dir.display();
    let cmd = format!(
        "env HOME={d} XDG_CONFIG_HOME={d}/config XDG_DATA_HOME={d}/data XDG_STATE_HOME={d}/state setsid -w {} play \
         --no-speech --no-sounds --no-gamepad --save {d}/game.json < /dev/null 2> {d}/stderr; echo $? > {d}/code",
        env!("CARGO_BIN_EXE_vigie")
    );
    let out = tmux(&["new-session", "-d", "-s", &t.session, "-x", "100", "-y", "40", &cmd]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let code = t.dir.join("code");
    wait::until(
        wait::DEADLINE,
        || "vigie did not end".into(),
        || std::fs::read_to_string(&code).is_ok_and(|c| c.ends_with('\n')),
    );
    assert_eq!(std::fs::read_to_string(&code).unwrap().trim(), "2");
    let stderr = std::fs::read_to_string(t.dir.join("stderr")).unwrap();
    assert!(stderr.starts_with("vigie: cannot put the terminal in raw mode: "), "{stderr:?}");
    assert!(!t.dir.join("state/vigie/vigie.log").exists(), "standard error was sent to the log first");
}
