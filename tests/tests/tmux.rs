//! tmux for the tests: each session on a server of its own (`-L`, named after the session), so
//! that a session ending in one test never takes down the server another test is starting on.

use std::process::{Command, Output};

/// Runs `tmux ARGS` on the server of the session that `-t` or `-s` names.
pub(super) fn tmux(args: &[&str]) -> Output {
    let session = args.windows(2).find(|w| w[0] == "-t" || w[0] == "-s").map_or("vigie", |w| w[1]);
    // A target may name a pane or window of the session ("name:0.1").
    let server = format!("vigie-{}", session.split([':', '.']).next().unwrap_or(session));
    let run =
        || Command::new("tmux").arg("-L").arg(&server).args(args).output().expect("tmux runs (setup.sh installs it)");
    // A session started again just after its server lost its last one meets that server
    // exiting ("server exited unexpectedly"): tried again once it has gone, a new one starts.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let out = run();
        let exiting = String::from_utf8_lossy(&out.stderr).contains("server exited unexpectedly");
        if out.status.success() || !exiting || std::time::Instant::now() >= deadline {
            return out;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}
