//! Runs every script of `tests/scenarios/`: each must run to its end with its `expect` lines
//! holding, unless it declares the error it must stop on with a line
//! `#! error line N: REASON` (a bad line, exit code 2 from the command line).

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
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable script");
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
    assert!(failures.is_empty(), "{} of {} scripts failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}
