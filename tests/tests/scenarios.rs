//! Runs every script of `tests/scenarios/`: each must run to its end with its `expect` lines
//! holding, unless it declares the error it must stop on with a line
//! `#! error line N: REASON` (a bad line, exit code 2 from the command line). A script that
//! reads a device (`/dev/zero`) says `#! needs devices`, and is left out where the file system
//! has none (Windows), with a line saying so.

use std::path::Path;
use vigie::script::{Options, ScriptError, run};

fn expected_error(text: &str) -> Option<ScriptError> {
    let decl = text.lines().find_map(|l| l.strip_prefix("#! error line "))?;
    let (line, reason) = decl.split_once(": ")?;
    Some(ScriptError::Bad { line: line.trim().parse().ok()?, reason: reason.trim().to_owned() })
}

#[test]
fn every_scenario_script_plays_as_declared() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "vigie"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "only {} scenario scripts", files.len());
    let mut failures = Vec::new();
    let mut left_out = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable script");
        if text.lines().any(|l| l == "#! needs devices") && !super::platform::has_devices() {
            left_out.push(path.file_name().unwrap_or_default().to_string_lossy().into_owned());
            continue;
        }
        let mut out = Vec::new();
        let got = run(&text, &dir, &Options::default(), &mut out).map(|_| ());
        let want = match expected_error(&text) {
            Some(e) => Err(e),
            None => Ok(()),
        };
        if got != want {
            failures.push(format!(
                "{}:\n  got:  {:?}\n  want: {:?}",
                path.file_name().unwrap_or_default().to_string_lossy(),
                got,
                want
            ));
        }
    }
    if !left_out.is_empty() {
        println!("left out, this file system has no devices: {}", left_out.join(", "));
    }
    assert!(left_out.len() <= 1, "only the device's script may be left out: {left_out:?}");
    assert!(failures.is_empty(), "{} of {} scripts failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}
