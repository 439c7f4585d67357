//! The house plan, checked: each module of the library imports only from the layers below it
//! (docs/architecture.md). The rules are their own crate (`crates/engine`), which Cargo keeps
//! from importing anything above it; inside the library, this test keeps the order.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The library's modules, bottom to top. A module may import from the modules of lower layers
/// only: not from its own layer's other modules, nor from above.
const LAYERS: &[&[&str]] = &[
    // What every layer shares: words, seeds.
    &["vocab", "seed"],
    // Every file Vigie keeps.
    &["store"],
    // Keys and buttons to actions; players' phones (their server and page).
    &["input", "phone"],
    // Events, prompts and errors in words.
    &["announce"],
    // The sound cues.
    &["earcons"],
    // Where messages go: the Router and its sinks.
    &["output"],
    // Random legal players.
    &["sim"],
    // Modes without the table interface: a whole game driven by a script; the Escape soundtrack.
    &["script", "escape"],
    // The table interface.
    &["ui"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The module a library file belongs to (`src/ui/app/game.rs` belongs to `ui`); `None` for the
/// crate root and the binaries.
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).ok()?;
    let first = rel.components().next()?.as_os_str().to_string_lossy().into_owned();
    match first.as_str() {
        "lib.rs" | "bin" => None,
        f => Some(f.trim_end_matches(".rs").to_owned()),
    }
}

/// The modules of the library a file names (`crate::store::...`), comments left out.
fn imports(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(i) = rest.find("crate::") {
            let after = &rest[i + "crate::".len()..];
            let name: String = after.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                found.push(name);
            }
            rest = after;
        }
    }
    found
}

#[test]
fn every_module_imports_only_from_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut wrong: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in &files {
        let Some(module) = module_of(&src, file) else { continue };
        let Some(own) = layer_of(&module) else {
            wrong.entry(module.clone()).or_default().push("is in no layer of this test".to_owned());
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for used in imports(&text) {
            if used == module || used == "engine" {
                continue;
            }
            let ok = layer_of(&used).is_some_and(|l| l < own);
            if !ok {
                let rel = file.strip_prefix(&src).unwrap().display().to_string();
                wrong.entry(module.clone()).or_default().push(format!("{rel} imports {used}"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the layers (docs/architecture.md): {wrong:#?}");
}

#[test]
fn the_library_declares_exactly_the_modules_of_the_layers() {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let mut declared: Vec<&str> =
        lib.lines().filter_map(|l| l.strip_prefix("pub mod ").and_then(|r| r.strip_suffix(';'))).collect();
    declared.sort_unstable();
    let mut layered: Vec<&str> = LAYERS.iter().flat_map(|l| l.iter().copied()).collect();
    layered.sort_unstable();
    assert_eq!(declared, layered);
}

#[test]
fn an_import_from_above_is_caught() {
    // The check itself: a store file naming the interface would be reported.
    assert_eq!(imports("use crate::ui::App; // crate::output in a comment"), vec!["ui".to_owned()]);
    assert!(layer_of("ui") > layer_of("store"));
    assert_eq!(layer_of("nowhere"), None);
}
