//! The real binary, as a user runs it.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn vigie(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_vigie"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the vigie binary starts");
    if let Some(text) = stdin {
        child.stdin.take().expect("stdin").write_all(text.as_bytes()).expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("vigie ends")
}

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/examples/three-players.vigie")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn the_bundled_example_plays_to_its_epilogue() {
    let out = vigie(&["script", example().to_str().unwrap()], None);
    assert!(out.status.success(), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("[table] game-started players=3"), "{stdout}");
    assert!(stdout.contains("[table] game-ended"), "{stdout}");
    assert!(stdout.lines().last().unwrap_or("").contains("epilogue"), "{stdout}");
    for line in stdout.lines() {
        assert!(line.starts_with("[table] ") || line.starts_with("[private:"), "{line}");
    }
}

const HEAD: &str = "players Red Blue Green\nyoungest Green\noldest Red\ntable-dice\n";

#[test]
fn a_bad_line_stops_with_its_number_and_exit_code_2() {
    let script = format!("{HEAD}roll 1 2 3 4\nplace Red blocker 6\n");
    let out = vigie(&["script", "-"], Some(&script));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr), "vigie: standard input: line 6: no die shows 6\n");
    // The events up to the bad line were printed.
    assert!(text(&out.stdout).contains("dice-rolled for=placement:Red dice=1,2,3,4"));

    let out = vigie(&["script", "-"], Some(&format!("{HEAD}vote Red\n")));
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr), "vigie: standard input: line 5: expected `vote VOTER CANDIDATE`\n");
}

#[test]
fn a_failed_expectation_exits_1() {
    let out = vigie(&["script", "-"], Some(&format!("{HEAD}expect badge Blue\n")));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "vigie: standard input: line 5: expectation failed: the badge holder is Red, not Blue\n"
    );
}

#[test]
fn a_missing_script_is_reported() {
    let out = vigie(&["script", "/nonexistent/game.vigie"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("vigie: cannot read the script /nonexistent/game.vigie:"));
}

#[test]
fn simulate_prints_one_summary_line_ending_in_games_per_second() {
    let out = vigie(&["simulate", "--games", "40", "--players", "5", "--seed", "3"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.starts_with("40 games of 5 players: "), "{stdout}");
    assert!(stdout.contains("turns on average"), "{stdout}");
    assert!(stdout.contains("seat 5: "), "{stdout}");
    assert!(stdout.trim_end().ends_with("games per second"), "{stdout}");
}

#[test]
fn a_recorded_random_game_replays_through_the_script_runner() {
    for (players, table) in [(3, false), (4, true), (6, false)] {
        let p = players.to_string();
        let mut args = vec!["simulate", "--script", "--players", p.as_str(), "--seed", "11"];
        if table {
            args.push("--table-dice");
        }
        let rec = vigie(&args, None);
        assert!(rec.status.success());
        let script = text(&rec.stdout);
        let out = vigie(&["script", "-"], Some(&format!("{script}expect pending finished\n")));
        assert!(out.status.success(), "{} players: {}", players, text(&out.stderr));
        assert!(text(&out.stdout).contains("[table] winners players="));
    }
}

fn vigie_env(args: &[&str], stdin: Option<&str>, env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_vigie"));
    cmd.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).env_remove("PULSE_SERVER");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("the vigie binary starts");
    if let Some(text) = stdin {
        child.stdin.take().expect("stdin").write_all(text.as_bytes()).expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("vigie ends")
}

#[test]
fn the_plain_text_output_has_one_line_per_table_message_and_no_secret() {
    let out = vigie(&["script", "--lang", "en", "--speech", "text", example().to_str().unwrap()], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("New game, 3 players"), "{stdout}");
    assert!(!stdout.contains("[table]") && !stdout.contains("[private"), "{stdout}");
    assert!(!stdout.contains("Only for"), "a secret reached the shared screen");
    for line in stdout.lines() {
        assert!(!line.trim().is_empty() && !line.contains('\u{1b}'), "{line:?}");
    }
}

#[test]
fn the_language_can_change_mid_game() {
    let script = format!("{HEAD}roll 1 2 3 4\nlang fr\nplace Red blocker 1\nlang en\nplace Red leader 2\n");
    // Each character placed is said at full verbosity (at normal, the whole family once placed).
    let out = vigie(&["script", "--lang", "en", "--verbosity", "full", "-"], Some(&script));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("[table] Red places 4 characters."), "{stdout}");
    assert!(stdout.contains("[table] Red place le Bloqueur sur le lieu 1."), "{stdout}");
    assert!(stdout.contains("[table] Red's Leader goes to location 2."), "{stdout}");
}

#[test]
fn without_an_audio_device_the_game_goes_on_and_says_so_once() {
    let dir = std::env::temp_dir().join(format!("vigie-no-audio-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let d = dir.to_str().unwrap();
    let out = vigie_env(
        &["script", "--lang", "en", "--sounds", example().to_str().unwrap()],
        None,
        &[("XDG_RUNTIME_DIR", d), ("XDG_CONFIG_HOME", d)],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Epilogue"));
    let stderr = text(&out.stderr);
    assert_eq!(stderr.matches("No audio device; I go on without sound cues.").count(), 1, "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn without_xdg_config_home_the_settings_are_in_the_home_config_folder() {
    // The same place as before the folders came from the `directories` crate: `~/.config/vigie`;
    // a relative XDG_CONFIG_HOME is ignored, as the XDG specification asks.
    let home = std::env::temp_dir().join(format!("vigie-home-cli-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    for xdg in [None, Some("relative/config")] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_vigie"));
        cmd.args(["settings", "--rate", "30"]).env("HOME", &home).env_remove("XDG_CONFIG_HOME");
        if let Some(x) = xdg {
            cmd.env("XDG_CONFIG_HOME", x).current_dir(&home);
        }
        let out = cmd.output().expect("the vigie binary runs");
        assert!(out.status.success(), "{}", text(&out.stderr));
        let file = home.join(".config/vigie/settings.toml");
        assert!(std::fs::read_to_string(&file).is_ok_and(|t| t.contains("rate = 30.0")), "{xdg:?}");
        assert!(!home.join("relative").exists());
        std::fs::remove_file(&file).unwrap();
    }
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn settings_are_kept_in_the_config_directory() {
    let dir = std::env::temp_dir().join(format!("vigie-settings-cli-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    let out =
        vigie_env(&["settings", "--rate", "40", "--lang", "fr", "--mute", "true"], None, &[("XDG_CONFIG_HOME", d)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = vigie_env(&["settings"], None, &[("XDG_CONFIG_HOME", d)]);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("rate = 40.0") && stdout.contains("lang = \"fr\"") && stdout.contains("muted = true"),
        "{stdout}"
    );
    std::fs::write(dir.join("vigie/settings.toml"), "this is not toml [").unwrap();
    let out = vigie_env(&["settings"], None, &[("XDG_CONFIG_HOME", d)]);
    assert!(out.status.success());
    assert!(text(&out.stderr).contains("could not be read"), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(dir.join("vigie/settings.toml.broken")).unwrap(), "this is not toml [");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_card_reader_finds_a_card_by_its_tactile_code() {
    let out = vigie(&["cards", "--shape", "target", "--number", "2"], None);
    assert!(out.status.success());
    assert!(
        text(&out.stdout).starts_with("Chainsaw. Tactile code: a target and the number 2."),
        "{}",
        text(&out.stdout)
    );
    let out = vigie(&["cards", "--lang", "fr", "--shape", "target", "--shape", "target"], None);
    assert!(
        text(&out.stdout).starts_with("Carte : le Cocktail Molotov. Code tactile : deux cibles."),
        "{}",
        text(&out.stdout)
    );
    let out = vigie(&["cards", "--shape", "star", "--number", "3"], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "No card has that tactile code.\n");
    let out = vigie(&["cards"], None);
    assert_eq!(text(&out.stdout).lines().count(), 9);
}

/// The script's decision lines, in order (set-up lines and comments left out).
fn decision_lines(script: &str) -> Vec<String> {
    const SETUP: [&str; 7] = ["players", "youngest", "oldest", "seed", "table-dice", "board", "epilogues"];
    script
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim().to_owned())
        .filter(|l| !l.is_empty() && !SETUP.contains(&l.split_whitespace().next().unwrap_or("")))
        .collect()
}

#[test]
fn a_game_killed_at_any_moment_resumes_at_its_last_decision() {
    let dir = std::env::temp_dir().join(format!("vigie-kill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.json");
    let script = std::fs::read_to_string(example()).unwrap();
    let decisions = decision_lines(&script);
    let mut seen = Vec::new();
    for kill_after_ms in [100u64, 250, 400, 550] {
        let _ = std::fs::remove_file(&save);
        let mut child = Command::new(env!("CARGO_BIN_EXE_vigie"))
            .args(["script", "--pace", "8", "--autosave"])
            .arg(&save)
            .arg(example())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(kill_after_ms));
        child.kill().unwrap(); // SIGKILL
        let _ = child.wait();
        let Ok(json) = std::fs::read_to_string(&save) else { continue };
        let saved = vigie::save::Saved::from_json(&json).expect("the save is whole after a SIGKILL");
        let log: Vec<String> =
            saved.history.log().commands.iter().map(|c| vigie::script::command_line(c, &saved.names)).collect();
        assert_eq!(log[..], decisions[..log.len()], "the save holds the decisions made, in order");
        seen.push(log.len());
        let out = vigie(&["resume", save.to_str().unwrap()], None);
        assert!(out.status.success());
        assert!(text(&out.stdout).contains(&format!("decisions: {}", log.len())));
    }
    assert!(seen.len() >= 3 && seen.windows(2).any(|w| w[0] != w[1]), "kills at {seen:?} decisions");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unreadable_save_is_reported_and_kept_aside() {
    let dir = std::env::temp_dir().join(format!("vigie-bad-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.json");
    let good = {
        let out = vigie(&["script", "--autosave", save.to_str().unwrap(), example().to_str().unwrap()], None);
        assert!(out.status.success());
        std::fs::read_to_string(&save).unwrap()
    };
    for (what, bytes) in
        [("truncated", good.as_bytes()[..good.len() / 2].to_vec()), ("garbage", vec![0xff, 0x00, 0x13, 0x37])]
    {
        std::fs::write(&save, &bytes).unwrap();
        let out = vigie(&["resume", save.to_str().unwrap()], None);
        assert_eq!(out.status.code(), Some(2), "{what}");
        let err = text(&out.stderr);
        assert!(err.contains("cannot be resumed") && err.contains("a new game can start"), "{what}: {err}");
        assert!(!save.exists(), "{what}: the unreadable save was not moved aside");
        let kept: Vec<_> = std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).collect();
        assert!(kept.iter().any(|e| std::fs::read(e.path()).unwrap() == bytes), "{what}: the bytes were not kept");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_keys_are_said_from_the_key_map_and_a_users_file_changes_them() {
    let dir = std::env::temp_dir().join(format!("vigie-keys-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    let out = vigie_env(&["keys"], None, &[("XDG_CONFIG_HOME", d)]);
    assert!(text(&out.stdout).contains("Enter: choose the item.\n"), "{}", text(&out.stdout));
    std::fs::create_dir_all(dir.join("vigie")).unwrap();
    std::fs::write(dir.join("vigie/keys.toml"), "[keys]\nchoose = [\"Space\"]\n").unwrap();
    let out = vigie_env(&["keys", "--lang", "fr"], None, &[("XDG_CONFIG_HOME", d)]);
    assert!(text(&out.stdout).contains("Espace : choisir l'élément.\n"), "{}", text(&out.stdout));
    std::fs::write(dir.join("vigie/keys.toml"), "[keys]\nchoose = [\"q\"]\n").unwrap();
    let out = vigie_env(&["keys"], None, &[("XDG_CONFIG_HOME", d)]);
    assert!(text(&out.stderr).contains("kept for jumping"), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Enter: choose the item.\n"));
    // The gamepad's buttons, from its own map, which a user's file changes too.
    let out = vigie_env(&["keys", "--gamepad"], None, &[("XDG_CONFIG_HOME", d)]);
    assert!(text(&out.stdout).contains("Enter or the bottom button (A or cross): choose the item.\n"));
    std::fs::write(dir.join("vigie/pad.toml"), "[buttons]\nredo = [\"Mode\"]\n").unwrap();
    let out = vigie_env(&["keys", "--gamepad", "--lang", "fr"], None, &[("XDG_CONFIG_HOME", d)]);
    assert!(text(&out.stdout).contains("Contrôle Y ou le bouton du milieu : la refaire"), "{}", text(&out.stdout));
    std::fs::write(dir.join("vigie/pad.toml"), "[buttons]\nredo = [\"Turbo\"]\n").unwrap();
    let out = vigie_env(&["keys", "--gamepad"], None, &[("XDG_CONFIG_HOME", d)]);
    assert!(text(&out.stderr).contains("not a gamepad button"), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_table_interface_needs_a_terminal_and_says_so() {
    let out = vigie(&[], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the table interface needs a terminal"), "{out:?}");
}
