//! The Windows build, checked from Linux under Wine: `vigie.exe script` prints the same events,
//! byte for byte, as the Linux build does, in both languages; the zip a blind user downloads
//! unpacks into a fresh Wine prefix and runs there.
//!
//! `./setup.sh test-windows` and `./setup.sh test` build them and name them here:
//! `VIGIE_WINDOWS_EXE` (the Windows build's `vigie.exe`), `VIGIE_WINDOWS_ZIP` (the zip) and
//! `VIGIE_WINE_SHIM` (the folder of the test set-up's DLL that Wine 8 lacks, never in the zip).
//! Without them these tests say so and pass, unless `VIGIE_REQUIRE_WINDOWS=1` (set by those
//! commands).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The path an environment variable names, or `None` (and a line saying so) when the Windows
/// build was not made; a failure when it is required.
fn given(var: &str) -> Option<PathBuf> {
    match std::env::var_os(var) {
        Some(p) => Some(PathBuf::from(p)),
        None => {
            assert!(
                std::env::var_os("VIGIE_REQUIRE_WINDOWS").is_none(),
                "{var} is not set: run ./setup.sh test-windows"
            );
            eprintln!("Windows checks skipped: {var} is not set (./setup.sh test-windows sets it)");
            None
        }
    }
}

/// `wine EXE ARGS` in `dir`, with the given Wine prefix (else the one of the run) and DLL path.
fn wine(exe: &Path, args: &[&str], dir: &Path, prefix: Option<&Path>, winepath: Option<&Path>) -> Output {
    let mut c = Command::new("wine");
    c.arg(exe).args(args).current_dir(dir).env("WINEDEBUG", "-all");
    if let Some(p) = prefix {
        c.env("WINEPREFIX", p);
    }
    if let Some(p) = winepath {
        c.env("WINEPATH", p);
    }
    c.output().expect("wine runs (./setup.sh test-windows installs it)")
}

/// The Linux build's `vigie ARGS` in `dir`.
fn linux(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_vigie")).args(args).current_dir(dir).output().expect("the vigie binary runs")
}

/// The example games: the documentation's and the tests' (both rulesets), relative to the
/// repository.
fn example_games() -> Vec<String> {
    let mut games = vec!["docs/examples/three-players.vigie".to_owned()];
    let mut more: Vec<String> = std::fs::read_dir(root().join("tests/games"))
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".vigie"))
        .map(|n| format!("tests/games/{n}"))
        .collect();
    more.sort();
    games.extend(more);
    games
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: drives the Windows build under Wine")]
fn vigie_exe_script_prints_the_linux_builds_events_byte_for_byte_in_both_languages() {
    let Some(exe) = given("VIGIE_WINDOWS_EXE") else { return };
    let games = example_games();
    assert!(games.len() >= 10, "{games:?}");
    let modes: [&[&str]; 3] = [&[], &["--lang", "en"], &["--lang", "fr"]];
    let runs: Vec<(String, &[&str])> = games.iter().flat_map(|g| modes.iter().map(move |m| (g.clone(), *m))).collect();
    // A few at a time: each Wine start takes a moment.
    let failures: Vec<String> = std::thread::scope(|s| {
        let chunks: Vec<Vec<(String, &[&str])>> = runs.chunks(runs.len().div_ceil(3)).map(|c| c.to_vec()).collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                let exe = exe.clone();
                s.spawn(move || {
                    let mut failures = Vec::new();
                    for (game, mode) in chunk {
                        let args: Vec<&str> = ["script"].into_iter().chain(mode.iter().copied()).chain([game.as_str()]).collect();
                        let l = linux(&args, &root());
                        let w = wine(&exe, &args, &root(), None, None);
                        assert!(l.status.success(), "{args:?} on Linux: {}", String::from_utf8_lossy(&l.stderr));
                        assert!(!l.stdout.is_empty(), "{args:?}");
                        if w.status.code() != l.status.code() || w.stdout != l.stdout {
                            let line = l.stdout.split(|b| *b == b'\n').zip(w.stdout.split(|b| *b == b'\n')).position(|(a, b)| a != b);
                            failures.push(format!(
                                "{args:?}: exit {:?} on Windows, {:?} on Linux; {} bytes against {}; first different line {line:?}; stderr {}",
                                w.status.code(),
                                l.status.code(),
                                w.stdout.len(),
                                l.stdout.len(),
                                String::from_utf8_lossy(&w.stderr)
                            ));
                        }
                    }
                    failures
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{} of {} runs differ:\n{}", failures.len(), runs.len(), failures.join("\n"));
}

/// The names of the zip's entries.
fn entries(zip: &Path) -> Vec<String> {
    let out = Command::new("unzip").arg("-Z1").arg(zip).output().expect("unzip runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().map(str::to_owned).collect()
}

#[test]
#[cfg_attr(leave_out_linux_only, ignore = "Linux-only: drives the Windows build under Wine")]
fn the_zip_unpacks_and_runs_in_a_fresh_wine_prefix() {
    let Some(zip) = given("VIGIE_WINDOWS_ZIP") else { return };
    let shim = given("VIGIE_WINE_SHIM");
    // What a user gets: the program, the screen reader's DLL beside it, the guides, an example;
    // nothing of the test set-up.
    let names = entries(&zip);
    for want in [
        "vigie/vigie.exe",
        "vigie/README.txt",
        "vigie/LISEZMOI.txt",
        "vigie/nvdaControllerClient64.dll",
        "vigie/licences/nvdaControllerClient.txt",
        "vigie/examples/three-players.vigie",
    ] {
        assert!(names.iter().any(|n| n == want), "{want} is not in the zip: {names:?}");
    }
    let dlls: Vec<&String> = names.iter().filter(|n| n.to_ascii_lowercase().ends_with(".dll")).collect();
    assert_eq!(dlls, ["vigie/nvdaControllerClient64.dll"], "no DLL of the test set-up in the zip");
    let dir = std::env::temp_dir().join(format!("vigie-zip-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = Command::new("unzip").arg("-q").arg(&zip).arg("-d").arg(&dir).output().expect("unzip runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let unpacked = dir.join("vigie");
    // The guides: plain text a screen reader reads line by line, in English and French.
    for (guide, words) in [
        ("README.txt", ["vigie.exe", "NVDA", "JAWS", "--screen-reader", "F1", "%APPDATA%\\Vigie"]),
        ("LISEZMOI.txt", ["vigie.exe", "NVDA", "JAWS", "--screen-reader", "F1", "%APPDATA%\\Vigie"]),
    ] {
        let text = std::fs::read_to_string(unpacked.join(guide)).expect("the guide is UTF-8 text");
        for w in words {
            assert!(text.contains(w), "{guide} does not say {w}");
        }
        assert_eq!(text.matches("\r\n").count(), text.matches('\n').count(), "{guide}: every line ends in CRLF");
    }
    // A fresh Wine prefix, and on Wine's DLL path only what Wine 8 lacks: vigie.exe must need
    // nothing else beside it.
    let prefix = dir.join("prefix");
    std::fs::create_dir_all(&prefix).unwrap();
    let exe = unpacked.join("vigie.exe");
    let run = |args: &[&str]| wine(&exe, args, &unpacked, Some(&prefix), shim.as_deref());
    let version = run(&["--version"]);
    assert!(version.status.success(), "{}", String::from_utf8_lossy(&version.stderr));
    assert_eq!(String::from_utf8_lossy(&version.stdout), format!("vigie {}\n", env!("CARGO_PKG_VERSION")));
    // An example game, as the guide says to try it: the events the Linux build prints.
    for lang in [&[][..], &["--lang", "fr"]] {
        let args: Vec<&str> =
            ["script"].into_iter().chain(lang.iter().copied()).chain(["examples\\three-players.vigie"]).collect();
        let got = run(&args);
        assert!(got.status.success(), "{args:?}: {}", String::from_utf8_lossy(&got.stderr));
        let want = linux(
            &["script"]
                .into_iter()
                .chain(lang.iter().copied())
                .chain(["docs/examples/three-players.vigie"])
                .collect::<Vec<_>>(),
            &root(),
        );
        assert_eq!(String::from_utf8_lossy(&got.stdout), String::from_utf8_lossy(&want.stdout), "{args:?}");
    }
    // Speech through the screen reader, asked for where none runs (Wine has neither NVDA nor
    // JAWS, nor voices to speak with): NVDA's DLL beside vigie.exe loads and says that NVDA is
    // not running, the system's voices are tried, and each missing part is said in writing.
    let said = run(&["say", "--screen-reader", "--lang", "en", "Hello"]);
    let err = String::from_utf8_lossy(&said.stderr);
    assert_eq!(String::from_utf8_lossy(&said.stdout), "Hello\n");
    assert!(err.contains("No screen reader answers; I speak with the system's voices."), "{err}");
    assert!(err.contains("neither NVDA nor JAWS is running"), "the DLL beside vigie.exe was not loaded: {err}");
    // WinRT's speech is missing under Wine; SAPI answers but has no engine: said in writing.
    assert!(err.contains("I go on in text"), "{err}");
    let sim = run(&["simulate", "--games", "20", "--players", "4", "--seed", "7"]);
    assert!(sim.status.success(), "{}", String::from_utf8_lossy(&sim.stderr));
    let line = String::from_utf8_lossy(&sim.stdout);
    assert_eq!(line.lines().count(), 1, "{line}");
    assert!(line.contains("20 games") && line.trim_end().ends_with("games per second"), "{line}");
    // The prefix's server was started by this test: stopped with it.
    let _ = Command::new("wineserver").arg("-k").env("WINEPREFIX", &prefix).status();
    let _ = std::fs::remove_dir_all(&dir);
}
