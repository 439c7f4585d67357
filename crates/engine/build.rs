//! Reads the bundled board profile (`src/board.toml`, the one data file of the board's numbers)
//! into a Rust constant, so that the engine itself needs no TOML reader.

use std::{env, fs, path::PathBuf};

fn numbers(table: &toml::Table, section: &str, key: &str) -> Vec<u8> {
    let v = &table[section][key];
    match v.as_array() {
        Some(a) => a.iter().map(|x| u8::try_from(x.as_integer().expect("a number")).expect("0 to 255")).collect(),
        None => vec![u8::try_from(v.as_integer().expect("a number")).expect("0 to 255")],
    }
}

fn main() {
    println!("cargo::rerun-if-changed=src/board.toml");
    let text = fs::read_to_string("src/board.toml").expect("src/board.toml is readable");
    let table: toml::Table = text.parse().expect("src/board.toml is valid TOML");
    // The deck's kinds in the order of `CardKind::ALL` (a unit test checks the order).
    let kinds =
        ["walkie-talkie", "energy-drink", "gun", "tin-can", "bat", "chainsaw", "molotov", "rotten-meat", "keys"];
    let deck: Vec<u8> = kinds.iter().map(|k| numbers(&table, "deck", k)[0]).collect();
    let code = format!(
        "BoardProfile {{ character_spots: {:?}, monster_spots: {:?}, cold_storage_rows: {:?}, monster_tokens: {}, deck: {:?} }}",
        numbers(&table, "locations", "character_spots"),
        numbers(&table, "locations", "monster_spots"),
        numbers(&table, "cold_storage", "rows"),
        numbers(&table, "monsters", "tokens")[0],
        deck,
    );
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("bundled_board.rs");
    fs::write(out, code).expect("OUT_DIR is writable");
}
