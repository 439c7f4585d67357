//! The real binary, as a user runs it.

use super::platform::{CONFIG, DATA, STATE, inside};
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
fn simulate_plays_mall_of_horror_with_the_same_summary_line() {
    let out =
        vigie(&["simulate", "--ruleset", "mall-of-horror", "--games", "40", "--players", "6", "--seed", "3"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.starts_with("40 games of 6 players: "), "{stdout}");
    assert!(stdout.contains(" 0 unfinished"), "{stdout}");
    assert!(stdout.contains("seat 6: "), "{stdout}");
    assert!(stdout.trim_end().ends_with("games per second"), "{stdout}");
    let bad = vigie(&["simulate", "--ruleset", "monopoly"], None);
    assert_eq!(bad.status.code(), Some(2), "{}", text(&bad.stderr));
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
        &[("XDG_RUNTIME_DIR", d), (CONFIG.0, d)],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Epilogue"));
    let stderr = text(&out.stderr);
    assert_eq!(stderr.matches("No audio device; I go on without sound cues.").count(), 1, "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: the XDG folders and HOME")]
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
    let out = vigie_env(&["settings", "--rate", "40", "--lang", "fr", "--mute", "true"], None, &[(CONFIG.0, d)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = vigie_env(&["settings"], None, &[(CONFIG.0, d)]);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("rate = 40.0") && stdout.contains("lang = \"fr\"") && stdout.contains("muted = true"),
        "{stdout}"
    );
    std::fs::write(inside(&dir, CONFIG).join("settings.toml"), "this is not toml [").unwrap();
    let out = vigie_env(&["settings"], None, &[(CONFIG.0, d)]);
    assert!(out.status.success());
    assert!(text(&out.stderr).contains("could not be read"), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read_to_string(inside(&dir, CONFIG).join("settings.toml.broken")).unwrap(),
        "this is not toml ["
    );
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
}

#[test]
fn the_card_reader_offers_both_games_cards() {
    // Both games: Lockdown's nine cards under their title, then Mall of Horror's seven under
    // theirs, which says that a card played is taken as the kind named.
    let out = vigie(&["cards"], None);
    let all = text(&out.stdout);
    let lines: Vec<&str> = all.lines().collect();
    assert_eq!(lines.len(), 1 + 9 + 1 + 7, "{all}");
    assert_eq!(lines[0], "Lockdown's cards.");
    assert!(lines[1].starts_with("Walkie-talkie. Tactile code: "), "{all}");
    assert!(lines[10].starts_with("Mall of Horror's cards. I cannot see your hands"), "{all}");
    assert!(lines[11].starts_with("Threat. "), "{all}");
    assert!(lines.iter().any(|l| l.starts_with("Sprint. When it is your turn to move")), "{all}");
    // One game's only.
    let out = vigie(&["cards", "--ruleset", "lockdown"], None);
    assert_eq!(text(&out.stdout).lines().count(), 9);
    let out = vigie(&["cards", "--ruleset", "mall-of-horror", "--lang", "fr"], None);
    let mall = text(&out.stdout);
    assert_eq!(mall.lines().count(), 1 + 7, "{mall}");
    assert!(mall.lines().any(|l| l.starts_with("Carte : le Sprint.")), "{mall}");
    // Mall of Horror's cards have no tactile code: said, not a card of Lockdown's instead.
    let out = vigie(&["cards", "--ruleset", "mall-of-horror", "--shape", "target"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("Mall of Horror's cards have no tactile code"), "{}", text(&out.stderr));
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
    // The saved decisions, whenever the save is there to read (it is replaced whole, never
    // written in place).
    let saved_log = || -> Option<Vec<String>> {
        let json = std::fs::read_to_string(&save).ok()?;
        let saved = vigie::store::save::Saved::from_json(&json).expect("the save is whole after a SIGKILL");
        Some(saved.history.log().commands.iter().map(|c| vigie::script::command_line(c, &saved.names)).collect())
    };
    // Killed once the save holds at least `k` decisions: at a moment the game chose, not the
    // test's clock (a slow start, under Wine or a busy machine, would kill it before it began).
    let mut mid_game = 0;
    for k in [1usize, 12, 30, 50] {
        let _ = std::fs::remove_file(&save);
        let mut child = Command::new(env!("CARGO_BIN_EXE_vigie"))
            .args(["script", "--pace", "20", "--autosave"])
            .arg(&save)
            .arg(example())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        super::wait::until(
            super::wait::DEADLINE,
            || format!("the save never held {k} decisions: {:?}", saved_log()),
            || saved_log().is_some_and(|log| log.len() >= k),
        );
        child.kill().unwrap(); // SIGKILL
        let _ = child.wait();
        let log = saved_log().expect("the save is there after the kill");
        assert!(log.len() >= k, "{} decisions saved, {k} seen before the kill", log.len());
        mid_game += usize::from(log.len() < decisions.len());
        assert_eq!(log[..], decisions[..log.len()], "the save holds the decisions made, in order");
        let out = vigie(&["resume", save.to_str().unwrap()], None);
        assert!(out.status.success());
        assert!(text(&out.stdout).contains(&format!("decisions: {}", log.len())));
    }
    // The last kill may come after the game's end on a very slow machine; the others cannot.
    assert!(mid_game >= 3, "only {mid_game} of 4 kills came before the game's end");
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
        let out = vigie_env(&["resume", save.to_str().unwrap()], None, &[(CONFIG.0, dir.to_str().unwrap())]);
        assert_eq!(out.status.code(), Some(2), "{what}");
        let err = text(&out.stderr);
        assert!(err.contains("cannot be resumed") && err.contains("a new game can start"), "{what}: {err}");
        assert!(!save.exists(), "{what}: the unreadable save was not moved aside");
        let kept: Vec<_> = std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).collect();
        assert!(
            kept.iter().any(|e| std::fs::read(e.path()).is_ok_and(|b| b == bytes)),
            "{what}: the bytes were not kept"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_keys_are_said_from_the_key_map_and_a_users_file_changes_them() {
    let dir = std::env::temp_dir().join(format!("vigie-keys-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    let out = vigie_env(&["keys"], None, &[(CONFIG.0, d)]);
    assert!(text(&out.stdout).contains("Enter: choose the item.\n"), "{}", text(&out.stdout));
    std::fs::create_dir_all(inside(&dir, CONFIG)).unwrap();
    std::fs::write(inside(&dir, CONFIG).join("keys.toml"), "[keys]\nchoose = [\"Space\"]\n").unwrap();
    let out = vigie_env(&["keys", "--lang", "fr"], None, &[(CONFIG.0, d)]);
    assert!(text(&out.stdout).contains("Espace : choisir l'élément.\n"), "{}", text(&out.stdout));
    std::fs::write(inside(&dir, CONFIG).join("keys.toml"), "[keys]\nchoose = [\"q\"]\n").unwrap();
    let out = vigie_env(&["keys"], None, &[(CONFIG.0, d)]);
    assert!(text(&out.stderr).contains("kept for jumping"), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Enter: choose the item.\n"));
    // The gamepad's buttons, from its own map, which a user's file changes too.
    let out = vigie_env(&["keys", "--gamepad"], None, &[(CONFIG.0, d)]);
    assert!(text(&out.stdout).contains("Enter or the bottom button (A or cross): choose the item.\n"));
    std::fs::write(inside(&dir, CONFIG).join("pad.toml"), "[buttons]\nredo = [\"Mode\"]\n").unwrap();
    let out = vigie_env(&["keys", "--gamepad", "--lang", "fr"], None, &[(CONFIG.0, d)]);
    assert!(text(&out.stdout).contains("Contrôle Y ou le bouton du milieu : la refaire"), "{}", text(&out.stdout));
    std::fs::write(inside(&dir, CONFIG).join("pad.toml"), "[buttons]\nredo = [\"Turbo\"]\n").unwrap();
    let out = vigie_env(&["keys", "--gamepad"], None, &[(CONFIG.0, d)]);
    assert!(text(&out.stderr).contains("not a gamepad button"), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_table_interface_needs_a_terminal_and_says_so() {
    let out = vigie(&[], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the table interface needs a terminal"), "{out:?}");
}

// ----- issue 12: nothing lost, nothing injected -----

/// A fresh folder for one test.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vigie-cli12-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs vigie with bytes on standard input, its output sent where `stdout` says; ends it if it
/// takes more than 20 s (a blocked read), and fails then.
fn vigie_bytes(args: &[&str], stdin: &[u8], env: &[(&str, &str)], stdout: Stdio) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_vigie"));
    cmd.args(args).stdin(Stdio::piped()).stdout(stdout).stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("the vigie binary starts");
    let mut input = child.stdin.take().expect("stdin");
    let bytes = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while child.try_wait().expect("wait").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("vigie {args:?} never ended (blocked?)");
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let _ = writer.join();
    child.wait_with_output().expect("vigie ends")
}

#[test]
fn autosave_saves_a_decision_before_printing_it() {
    // The save of decision k is held (a test hook: Vigie says it holds it, and waits there to
    // be killed). Nothing of decision k may have been printed then, and the save holds the
    // decisions before it: what was printed is never lost by a kill.
    let dir = fresh_dir("autosave-order");
    let save = dir.join("game.json");
    let script =
        format!("{HEAD}roll 1 2 3 4\nplace Red blocker 1\nplace Red leader 2\nplace Red weeper 3\nroll 2 3 4 5\n");
    let decisions = decision_lines(&script);
    let head_lines = HEAD.lines().count();
    // Lines printed by the script up to decision `k` (without a save).
    let printed_upto = |k: usize| {
        let part: String = script.lines().take(head_lines + k).map(|l| format!("{l}\n")).collect();
        let out = vigie(&["script", "-"], Some(&part));
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout).lines().count()
    };
    for held in [1usize, 2, 4] {
        let _ = std::fs::remove_file(&save);
        let before = printed_upto(held - 1);
        assert!(printed_upto(held) > before);
        let mut child = Command::new(env!("CARGO_BIN_EXE_vigie"))
            .args(["script", "--autosave"])
            .arg(&save)
            .arg("-")
            .env("VIGIE_TEST_SAVE_HOLD", held.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let printed = std::thread::spawn(move || {
            let mut all = String::new();
            let _ = std::io::Read::read_to_string(&mut stdout, &mut all);
            all
        });
        let stderr = child.stderr.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufRead::lines(std::io::BufReader::new(stderr)).map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        let said = rx.recv_timeout(super::wait::DEADLINE);
        child.kill().unwrap(); // SIGKILL, while the save of decision `held` is held
        let _ = child.wait();
        assert_eq!(said.as_deref(), Ok(format!("vigie: test hook: holding the save of decision {held}").as_str()));
        let printed = printed.join().unwrap();
        assert_eq!(printed.lines().count(), before, "decision {held} was printed before it was saved:\n{printed}");
        let log: Vec<String> = match held {
            1 => {
                // Decision 1 is the first save: none was written before it.
                assert!(!save.exists() || vigie::store::save::load(&save).unwrap().history.log().commands.is_empty());
                Vec::new()
            }
            _ => {
                let saved = vigie::store::save::load(&save).expect("the decisions printed were saved");
                saved.history.log().commands.iter().map(|c| vigie::script::command_line(c, &saved.names)).collect()
            }
        };
        assert_eq!(log[..], decisions[..held - 1], "the save when decision {held} was held");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn save_paths_that_are_not_regular_files_are_refused_and_left_alone() {
    let dir = fresh_dir("not-files");
    let d = dir.to_str().unwrap();
    let env = [(CONFIG.0, d), (DATA.0, d), (STATE.0, d), ("HOME", d)];
    let folder = dir.join("folder");
    std::fs::create_dir_all(folder.join("inside")).unwrap();
    // Pipes and devices where the file system has them (not on Windows).
    let pipe = dir.join("pipe.json");
    let mut refused = vec![(folder.clone(), "a folder")];
    if super::platform::make_pipe(&pipe) {
        refused.push((pipe.clone(), "a named pipe"));
    }
    if super::platform::has_devices() {
        refused.push(("/dev/null".into(), "a device"));
    }
    for (path, kind) in &refused {
        let p = path.to_str().unwrap();
        let out = vigie_bytes(&["resume", p], b"", &env, Stdio::piped());
        assert_eq!(out.status.code(), Some(2), "{p}");
        assert_eq!(
            text(&out.stderr),
            format!("vigie: cannot resume: {p} is not a regular file but {kind}; it was left as it is\n")
        );
        let out = vigie_bytes(
            &["script", "--autosave", p, "-"],
            format!("{HEAD}roll 1 2 3 4\n").as_bytes(),
            &env,
            Stdio::piped(),
        );
        assert_eq!(out.status.code(), Some(2), "{p}");
        assert!(text(&out.stderr).contains(&format!("{p} is not a regular file but {kind}")), "{}", text(&out.stderr));
        let out = vigie_bytes(
            &["play", "--plain", "--no-speech", "--no-sounds", "--no-gamepad", "--save", p],
            b"",
            &env,
            Stdio::piped(),
        );
        assert_eq!(out.status.code(), Some(2), "{p}");
        assert_eq!(
            text(&out.stderr),
            format!(
                "vigie: the game cannot be saved there: {p} is not a regular file but {kind}; choose another file with --save FILE\n"
            )
        );
    }
    assert!(folder.join("inside").is_dir());
    use vigie::platform::files::{Kind, kind};
    for (path, _) in &refused[1..] {
        assert!(matches!(kind(&std::fs::metadata(path).unwrap()), Kind::Pipe | Kind::Device), "{path:?}");
    }
    let left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!left.iter().any(|n| n.contains("unreadable") || n.ends_with(".tmp")), "{left:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hostile_saves_are_refused_and_kept_aside_and_nothing_reaches_the_terminal() {
    let dir = fresh_dir("hostile");
    let save = dir.join("game.json");
    let out = vigie(&["script", "--autosave", save.to_str().unwrap(), example().to_str().unwrap()], None);
    assert!(out.status.success());
    let good: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    let with = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        serde_json::to_string(&v).unwrap()
    };
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "255 spots",
            with(&|v| v["setup"]["profile"]["character_spots"] = serde_json::json!([255, 255, 255, 255, 255])),
            "character_spots[1] = 255 is out of range",
        ),
        (
            "a board of zeros",
            with(&|v| v["setup"]["profile"]["monster_spots"] = serde_json::json!([0, 0, 0, 0, 0, 0])),
            "monster_spots[1] = 0 is out of range",
        ),
        (
            "an illegal undone entry",
            with(&|v| {
                // The game's first decision, to redo at its end.
                let first = v["commands"][0].clone();
                v["undone"] = serde_json::json!([first])
            }),
            "undone decision 1 could not be redone",
        ),
        (
            "seat 6 of 3",
            with(&|v| v["table"] = serde_json::json!({"pads": [{"name": "Pad", "uuid": "0", "player": 5}]})),
            "a gamepad is given to seat 6 of 3",
        ),
        (
            "seat 9 of at most 6",
            with(&|v| v["table"] = serde_json::json!({"pads": [{"name": "Pad", "uuid": "0", "player": 8}]})),
            "seat 8 is out of range (seats are numbered 0 to 5)",
        ),
        (
            "a youngest player beyond any table",
            with(&|v| v["setup"]["youngest"] = serde_json::json!(200)),
            "seat 200 is out of range",
        ),
        (
            "a name that clears the terminal",
            with(&|v| v["names"][0] = serde_json::json!("\u{1b}[2J\u{1b}[41mRed")),
            "control character (U+001B)",
        ),
        ("a long name", with(&|v| v["names"][0] = serde_json::json!("R".repeat(10_000))), "at most 24 characters"),
        (
            "version 0",
            with(&|v| v["version"] = serde_json::json!(0)),
            "its version number, 0, was never written by Vigie",
        ),
        ("5 MB", format!("{{\"names\": [\"{}\"]}}", "R".repeat(5 << 20)), "is too large (over 4194304 bytes)"),
    ];
    for (what, json, why) in cases {
        std::fs::write(&save, &json).unwrap();
        let started = std::time::Instant::now();
        let out = vigie_env(&["resume", save.to_str().unwrap()], None, &[(CONFIG.0, dir.to_str().unwrap())]);
        assert!(started.elapsed() < std::time::Duration::from_secs(5), "{what}: {:?}", started.elapsed());
        assert_eq!(out.status.code(), Some(2), "{what}");
        let err = text(&out.stderr);
        assert!(err.contains(why) && err.contains("cannot be resumed"), "{what}: {err}");
        assert!(!err.contains("newer"), "{what}: {err}");
        assert!(out.stdout.is_empty() && !out.stderr.contains(&0x1b), "{what}: a control character was printed");
        assert!(!save.exists(), "{what}: not moved aside");
        let kept = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .any(|e| std::fs::read_to_string(e.path()).is_ok_and(|t| t == json));
        assert!(kept, "{what}: the file was not kept");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn script_lines_that_are_not_text_or_files_that_never_end_are_bad_lines() {
    let out = vigie_bytes(
        &["script", "-"],
        b"players Red Blue Green\n# caf\xe9 au lait\nyoungest Green\n",
        &[],
        Stdio::piped(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr), "vigie: standard input: line 2: byte 0xe9 is not UTF-8 text\n");
    // A board that is a pipe would block, a device would never end: both refused at once
    // (where the file system has them: not on Windows).
    let dir = fresh_dir("board-pipe");
    if super::platform::make_pipe(&dir.join("board.toml")) {
        let script = dir.join("game.vigie");
        std::fs::write(&script, format!("{HEAD}board board.toml\n")).unwrap();
        let out = vigie_bytes(&["script", script.to_str().unwrap()], b"", &[], Stdio::piped());
        assert_eq!(out.status.code(), Some(2));
        let board = dir.join("board.toml");
        assert_eq!(
            text(&out.stderr),
            format!(
                "vigie: {}: line 5: cannot read the board profile {b}: {b} is not a regular file but a named pipe\n",
                script.display(),
                b = board.display()
            )
        );
    }
    if super::platform::has_devices() {
        let out = vigie(&["script", "-"], Some(&format!("{HEAD}board /dev/zero\n")));
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(
            text(&out.stderr),
            "vigie: standard input: line 5: cannot read the board profile /dev/zero: /dev/zero is not a regular file but a device\n"
        );
    }
    // A folder is refused everywhere.
    let out = vigie(&["script", "-"], Some(&format!("{HEAD}board {}\n", dir.display())));
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).ends_with(&format!("{} is not a regular file but a folder\n", dir.display())),
        "{}",
        text(&out.stderr)
    );
    // Impossible expectations are bad lines (2), not failed ones (1).
    for what in ["phase 9", "pending nonsense", "epilogue 99", "winners"] {
        let out = vigie(&["script", "-"], Some(&format!("{HEAD}expect {what}\n")));
        assert_eq!(out.status.code(), Some(2), "expect {what}: {}", text(&out.stderr));
        assert!(!text(&out.stderr).contains("expectation failed"), "{}", text(&out.stderr));
    }
    let out = vigie(
        &["script", "-"],
        Some("players Red Blue Green\nyoungest Nobody\noldest Red\ntable-dice\nroll 1 2 3 4\n"),
    );
    assert_eq!(
        text(&out.stderr),
        "vigie: standard input: line 2: Nobody is not a player (players: Red, Blue, Green)\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn commands_that_print_survive_a_closed_or_full_output() {
    let dir = fresh_dir("closed-output");
    let d = dir.to_str().unwrap();
    let save = dir.join("game.json");
    assert!(
        vigie(&["script", "--autosave", save.to_str().unwrap(), example().to_str().unwrap()], None).status.success()
    );
    let env = [(CONFIG.0, d)];
    let commands: [&[&str]; 6] = [
        &["keys"],
        &["cards"],
        &["settings"],
        &["resume", save.to_str().unwrap()],
        &["simulate", "--script"],
        &["cards", "--shape", "star", "--number", "9"],
    ];
    for args in commands {
        // A full disk (where the file system has a device that is always full)...
        if super::platform::has_devices() {
            let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
            let out = vigie_bytes(args, b"", &env, Stdio::from(full));
            assert_eq!(out.status.code(), Some(2), "{args:?} > /dev/full: {}", text(&out.stderr));
            assert!(
                text(&out.stderr).starts_with("vigie: cannot write the output: "),
                "{args:?}: {}",
                text(&out.stderr)
            );
        }
        // ...and a reader that has gone (`| true`), gone before the first word is written.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_vigie"))
            .args(args)
            .env(CONFIG.0, d)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?} | true: {}", text(&out.stderr));
        assert!(!text(&out.stderr).contains("panicked"), "{args:?}: {}", text(&out.stderr));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn settings_files_are_never_lost_and_each_is_kept_under_a_new_name() {
    let dir = fresh_dir("settings-kept");
    let d = dir.to_str().unwrap();
    let env = [(CONFIG.0, d)];
    let file = inside(&dir, CONFIG).join("settings.toml");
    std::fs::create_dir_all(inside(&dir, CONFIG)).unwrap();
    let broken: [&[u8]; 2] = [b"lang = \"fr\"\n[speech]\nrate = 40.0 # \xe9\n", b"lang = \"klingon\"\n"];
    for (i, bytes) in broken.iter().enumerate() {
        std::fs::write(&file, bytes).unwrap();
        let out = vigie_bytes(&["settings", "--rate", "10"], b"", &env, Stdio::piped());
        assert!(out.status.success(), "{}", text(&out.stderr));
        let aside = inside(&dir, CONFIG).join(if i == 0 { "settings.toml.broken" } else { "settings.toml.broken-2" });
        assert!(text(&out.stderr).contains(&format!("it was kept as {}", aside.display())), "{}", text(&out.stderr));
        assert_eq!(std::fs::read(&aside).unwrap(), *bytes, "a broken file was lost");
    }
    assert!(text(&vigie_env(&["settings"], None, &env).stdout).contains("rate = 10.0"));
    // A command without an interface that reads the settings says where it kept a broken file.
    std::fs::write(&file, b"\xff").unwrap();
    let out = vigie_bytes(
        &["script", "--lang", "en", "--sounds", "-"],
        format!("{HEAD}roll 1 2 3 4\n").as_bytes(),
        &[(CONFIG.0, d), ("XDG_RUNTIME_DIR", d)],
        Stdio::piped(),
    );
    let aside = inside(&dir, CONFIG).join("settings.toml.broken-3");
    assert!(text(&out.stderr).contains(&format!("it was kept as {}", aside.display())), "{}", text(&out.stderr));
    assert_eq!(std::fs::read(&aside).unwrap(), b"\xff");
    // Values that are not numbers are said, and refused on the command line.
    std::fs::write(&file, "[speech]\nrate = nan\n").unwrap();
    let out = vigie_env(&["settings"], None, &env);
    assert!(text(&out.stderr).contains("holds values that are not numbers (speech.rate)"), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("rate = 0.0"), "{}", text(&out.stdout));
    let out = vigie_env(&["settings", "--volume", "NaN"], None, &env);
    assert_eq!((out.status.code(), text(&out.stderr)), (Some(2), "vigie: --volume must be a number\n".to_owned()));
    // A folder in its place is left as it is, and never written over.
    std::fs::remove_file(&file).unwrap();
    std::fs::create_dir_all(file.join("mine")).unwrap();
    let out = vigie_env(&["settings", "--rate", "20"], None, &env);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("it was left as it is"), "{}", text(&out.stderr));
    assert!(file.join("mine").is_dir());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn key_maps_never_unbind_what_is_needed_and_a_map_that_is_not_text_is_said() {
    let dir = fresh_dir("keys-needed");
    let d = dir.to_str().unwrap();
    let env = [(CONFIG.0, d)];
    std::fs::create_dir_all(inside(&dir, CONFIG)).unwrap();
    std::fs::write(inside(&dir, CONFIG).join("keys.toml"), "[keys]\nchoose = []\nquit = []\nrepeat = [\"F6\"]\n")
        .unwrap();
    std::fs::write(inside(&dir, CONFIG).join("pad.toml"), "[buttons]\nback = []\n").unwrap();
    let out = vigie_env(&["keys", "--gamepad"], None, &env);
    let err = text(&out.stderr);
    assert!(err.contains("keys.toml: choose, quit cannot be left without a key; they keep their usual keys"), "{err}");
    assert!(err.contains("pad.toml: back cannot be left without a button; they keep their usual buttons"), "{err}");
    let said = text(&out.stdout);
    assert!(said.contains("Enter or the bottom button (A or cross): choose the item.\n"), "{said}");
    assert!(said.contains("F6"), "{said}");
    std::fs::write(inside(&dir, CONFIG).join("keys.toml"), b"[keys]\nrepeat = [\"F6\"] # \xff\n").unwrap();
    let out = vigie_env(&["keys"], None, &env);
    assert!(
        text(&out.stderr).contains("keys.toml is not UTF-8 text (line 2); the bundled map is used"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_commands_failure_is_said_in_the_users_language() {
    let dir = fresh_dir("words-fr");
    let d = dir.to_str().unwrap();
    std::fs::create_dir_all(inside(&dir, CONFIG)).unwrap();
    std::fs::write(inside(&dir, CONFIG).join("settings.toml"), "lang = \"fr\"\n").unwrap();
    let missing = dir.join("nothing.json");
    let out = vigie_env(&["resume", missing.to_str().unwrap()], None, &[(CONFIG.0, d)]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr), format!("vigie: aucune sauvegarde à l'emplacement {}\n", missing.display()));
    // A script's words are in its --lang (its plain lines are English, and so are its errors).
    let out = vigie_env(&["script", "--lang", "fr", "-"], Some(&format!("{HEAD}vote Red\n")), &[(CONFIG.0, d)]);
    assert_eq!(text(&out.stderr), "vigie: entrée standard, ligne 5 : expected `vote VOTER CANDIDATE`\n");
    let out = vigie_env(&["script", "-"], Some(&format!("{HEAD}vote Red\n")), &[(CONFIG.0, d)]);
    assert_eq!(text(&out.stderr), "vigie: standard input: line 5: expected `vote VOTER CANDIDATE`\n");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn vigie_phones_prints_the_running_pages_address_code_and_qr_code_or_says_there_is_none() {
    let dir = std::env::temp_dir().join(format!("vigie-cli-phones-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(inside(&dir, STATE)).unwrap();
    let d = dir.to_str().unwrap();
    let env = [(STATE.0, d), ("HOME", d)];
    let none = vigie_env(&["phones", "--lang", "en"], None, &env);
    assert_eq!(none.status.code(), Some(2));
    assert!(text(&none.stderr).contains("no Vigie is serving the phones' page now"), "{}", text(&none.stderr));
    // A page written by a process that is still running (this test's): printed.
    let running = |pid: u32| {
        format!(
            r#"{{"pid": {pid}, "address": "http://192.168.1.20:7878/", "code": "4821", "url": "http://192.168.1.20:7878/#4821"}}"#
        )
    };
    std::fs::write(inside(&dir, STATE).join("phones.json"), running(std::process::id())).unwrap();
    let out = vigie_env(&["phones", "--lang", "fr"], None, &env);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("La page de Vigie pour les téléphones"), "{stdout}");
    assert!(stdout.contains("http://192.168.1.20:7878/") && stdout.contains("4821"), "{stdout}");
    let qr: Vec<&str> = stdout.lines().filter(|l| l.contains('█') || l.contains('▀') || l.contains('▄')).collect();
    assert!(qr.len() >= 10, "{stdout}");
    // Written by a Vigie that has ended: nothing to join.
    let mut ended = Command::new(env!("CARGO_BIN_EXE_vigie")).arg("--version").stdout(Stdio::null()).spawn().unwrap();
    let pid = ended.id();
    ended.wait().unwrap();
    std::fs::write(inside(&dir, STATE).join("phones.json"), running(pid)).unwrap();
    let out = vigie_env(&["phones", "--lang", "en"], None, &env);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A game of Mall of Horror saved by a script is resumed as one: never refused nor moved aside
/// as a broken save of Lockdown; `vigie simulate --script --ruleset mall-of-horror` writes a
/// script that plays.
#[test]
fn a_mall_of_horror_game_is_simulated_saved_and_resumed() {
    let dir = std::env::temp_dir().join(format!("vigie-cli-mall-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = vigie(&["simulate", "--script", "--ruleset", "mall-of-horror", "--players", "5", "--seed", "4"], None);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let script = String::from_utf8(out.stdout).unwrap();
    assert!(script.contains("ruleset mall-of-horror"));
    let save = dir.join("mall.json");
    let out = vigie(&["script", "--autosave", save.to_str().unwrap(), "-"], Some(&script));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = vigie(&["resume", save.to_str().unwrap()], None);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success() && text.starts_with("ruleset: mall-of-horror\nplayers: "), "{text}");
    assert!(save.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A save whose decisions were swapped: `vigie resume` says which decision the rules refuse and
/// their reason in words, in the user's language (never the developer's form); a Mall of Horror
/// save with a table option Vigie does not know is refused as any unknown field is.
#[test]
fn a_save_whose_decision_the_rules_refuse_is_said_with_their_reason_in_the_users_language() {
    let dir = fresh_dir("refused-decision");
    let config = dir.join("config");
    let settings = inside(&config, CONFIG).join("settings.toml");
    std::fs::create_dir_all(settings.parent().unwrap()).unwrap();
    let env = [(CONFIG.0, config.to_str().unwrap())];
    let lockdown = dir.join("lockdown.json");
    let out = vigie(&["script", "--autosave", lockdown.to_str().unwrap(), example().to_str().unwrap()], None);
    assert!(out.status.success());
    let mall = dir.join("mall.json");
    let game = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/games/mall-four-players.vigie");
    let out = vigie(&["script", "--autosave", mall.to_str().unwrap(), game.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let swapped = |path: &std::path::Path, a: usize| {
        let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        v["commands"].as_array_mut().unwrap().swap(a, a + 1);
        serde_json::to_string(&v).unwrap()
    };
    // Red places a third character, then Blue its first: swapped, Blue plays in Red's turn.
    let cases = [
        (
            swapped(&lockdown, 2),
            "en",
            "its decision 3 can no longer be played (the rules say: \"It is Red's turn, not Blue's.\")",
        ),
        (
            swapped(&lockdown, 2),
            "fr",
            "sa décision numéro 3 ne peut plus être jouée (les règles disent : « C'est à Red de jouer, pas à Blue. »)",
        ),
        (
            swapped(&mall, 1),
            "en",
            "its decision 2 can no longer be played (the rules say: \"It is Blue's turn, not Green's.\")",
        ),
        (
            swapped(&mall, 1),
            "fr",
            "sa décision numéro 2 ne peut plus être jouée (les règles disent : « C'est à Blue de jouer, pas à Green. »)",
        ),
    ];
    let save = dir.join("game.json");
    for (json, lang, words) in cases {
        std::fs::write(&settings, format!("lang = \"{lang}\"\n")).unwrap();
        std::fs::write(&save, &json).unwrap();
        let out = vigie_env(&["resume", save.to_str().unwrap()], None, &env);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(words), "{lang}: {err}");
        for developer in ["{", "Seat(", "refused:", "NotYourTurn", "cannot be replayed"] {
            assert!(!err.contains(developer), "{lang}: {developer} in {err}");
        }
    }
    // An option of the Mall of Horror table that Vigie does not know.
    std::fs::write(&settings, "lang = \"en\"\n").unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&mall).unwrap()).unwrap();
    v["setup"]["options"]["zombies_fly"] = serde_json::json!(true);
    std::fs::write(&save, serde_json::to_string(&v).unwrap()).unwrap();
    let out = vigie_env(&["resume", save.to_str().unwrap()], None, &env);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot be resumed") && err.contains("zombies_fly"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
