//! The house plan, checked: each module of the library imports only from the layers below it
//! (docs/architecture.md). The rules are their own crate (`crates/engine`), which Cargo keeps
//! from importing anything above it; inside the library, this test keeps the order. And what
//! differs between operating systems lives in the platform modules alone: no `cfg` naming a
//! system anywhere else.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The library's modules, bottom to top. A module may import from the modules of lower layers
/// only: not from its own layer's other modules, nor from above.
const LAYERS: &[&[&str]] = &[
    // What differs between operating systems (files, standard error, folders).
    &["platform"],
    // What every layer shares: words, seeds.
    &["vocab", "seed"],
    // Every file Vigie keeps.
    &["store"],
    // Keys and buttons to actions; players' phones (their server and page); the terminal as the
    // full-screen modes take it.
    &["input", "phone", "console"],
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

/// The words of a `cfg` that name an operating system (or its family, vendor or C library).
const SYSTEM_WORDS: &[&str] = &["unix", "windows", "target_os", "target_family", "target_vendor", "target_env"];

/// A line's code: its comment left out, the inside of its strings emptied.
fn code_of(line: &str) -> String {
    let (mut code, mut in_string, mut escaped) = (String::new(), false, false);
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if in_string {
            match (escaped, c) {
                (false, '\\') => escaped = true,
                (false, '"') => {
                    in_string = false;
                    code.push(c);
                }
                _ => escaped = false,
            }
            continue;
        }
        if c == '/' && chars.peek() == Some(&'/') {
            break;
        }
        in_string = c == '"';
        code.push(c);
    }
    code
}

/// The `cfg(...)`, `cfg!(...)` and `cfg_attr(...)` of a file's code (comments and the inside of
/// strings left out) that name an operating system, each with its line number.
fn system_cfgs(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = code_of(line);
        let code = code.as_str();
        for start in ["cfg(", "cfg!(", "cfg_attr("].iter().flat_map(|p| code.match_indices(p).map(|(i, m)| i + m.len()))
        {
            // The balanced parentheses that follow.
            let mut depth = 1;
            let inner: String = code[start..]
                .chars()
                .take_while(|c| {
                    depth += match c {
                        '(' => 1,
                        ')' => -1,
                        _ => 0,
                    };
                    depth > 0
                })
                .collect();
            let names_system =
                inner.split(|c: char| !c.is_ascii_alphanumeric() && c != '_').any(|word| SYSTEM_WORDS.contains(&word));
            if names_system {
                found.push((n + 1, inner));
            }
        }
    }
    found
}

/// A platform module: `src/platform/`, the output layer's own (`src/output/platform/`), the
/// tests' `platform.rs`. A new one is named here.
fn is_platform_file(rel: &Path) -> bool {
    ["src/platform", "src/output/platform", "tests/tests/platform.rs"].iter().any(|p| rel.starts_with(p))
}

#[test]
fn only_the_platform_modules_name_an_operating_system() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("build.rs")];
    for dir in ["src", "crates", "tests"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut wrong = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(root).unwrap();
        if is_platform_file(rel) {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (line, cfg) in system_cfgs(&text) {
            wrong.push(format!("{}:{line}: cfg({cfg})", rel.display()));
        }
    }
    assert!(
        wrong.is_empty(),
        "what differs between systems belongs in a platform module (docs/architecture.md): {wrong:#?}"
    );
}

#[test]
fn a_cfg_naming_a_system_is_caught() {
    let found = |text: &str| system_cfgs(text).into_iter().map(|(_, c)| c).collect::<Vec<_>>();
    // (What this test reads is Rust code, here built from its characters: the inside of a
    // string is left out.)
    let q = '"';
    assert_eq!(found("#[cfg(unix)]\nfn a() {}"), ["unix"]);
    assert_eq!(found("let a = cfg!(windows);"), ["windows"]);
    assert_eq!(
        found(&format!("#[cfg_attr(not(target_os = {q}linux{q}), ignore)]")),
        [format!("not(target_os = {q}{q}), ignore")]
    );
    assert_eq!(found("#[cfg(all(test, any(target_family = \"wasm\")))]").len(), 1);
    // Not a system: tests, features, the tests' own Linux-only flag; nor a comment, nor words
    // inside a string.
    assert!(found("#[cfg(test)]\n#[cfg(feature = \"x\")]\n#[cfg_attr(leave_out_linux_only, ignore)]").is_empty());
    assert!(found("// #[cfg(unix)] in a comment").is_empty());
    assert!(found("let s = \"#[cfg(unix)]\";").is_empty());
    assert!(is_platform_file(Path::new("src/output/platform/mod.rs")));
    assert!(is_platform_file(Path::new("tests/tests/platform.rs")));
    assert!(!is_platform_file(Path::new("src/store/mod.rs")));
}
