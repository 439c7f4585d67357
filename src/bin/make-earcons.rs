//! Writes Vigie's sound cues to `sounds/` (or the folder given): `cargo run --bin make-earcons`.

use std::path::PathBuf;
use std::process::ExitCode;
use vigie::earcons::{synthesise, wav};
use vigie::vocab::Earcon;

fn main() -> ExitCode {
    let dir = std::env::args().nth(1).map(PathBuf::from).unwrap_or_else(|| PathBuf::from("sounds"));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("make-earcons: cannot create {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    for e in Earcon::ALL {
        let path = dir.join(format!("{}.wav", e.name()));
        let samples = synthesise(e);
        if let Err(err) = std::fs::write(&path, wav(&samples)) {
            eprintln!("make-earcons: cannot write {}: {err}", path.display());
            return ExitCode::FAILURE;
        }
        println!("{} ({} ms)", path.display(), samples.len() as u32 * 1000 / vigie::earcons::RATE);
    }
    ExitCode::SUCCESS
}
