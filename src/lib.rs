//! Vigie: an audio-first companion for the tactile edition of the board game Lockdown.
//!
//! - [`engine`]: the rules (the `vigie-engine` crate, `crates/engine`): a pure, deterministic
//!   state machine (commands in, events out);
//! - [`console`]: the terminal as the full-screen modes take it, given back by a guard;
//! - [`escape`]: Escape: Zombie City's soundtrack, generated, played live or exported;
//! - [`phone`]: players' own phones as private channels: a small server on the local network and
//!   the page it serves;
//! - [`announce`]: events, prompts and errors turned into French or English words and sound cues;
//! - [`earcons`]: the sound cues, synthesised, and their committed WAV files;
//! - [`input`]: the app's own `Action` type, and key maps as data;
//! - [`output`]: where messages go: speech, sound cues, plain text;
//! - [`script`]: the line format that drives a whole game, and its runner;
//! - [`platform`]: what differs between operating systems (files, standard error, folders);
//! - [`seed`]: new games' seeds, from the operating system's entropy;
//! - [`store`]: every file Vigie keeps (saves, settings, board profile, epilogue record, and
//!   where they live), read bounded and written atomically;
//! - [`sim`]: random legal players, for simulations and property tests;
//! - [`ui`]: the table interface: menus, the guided game, reviews, help, in a terminal.

pub mod announce;
pub mod console;
pub mod earcons;
pub use vigie_engine as engine;
pub mod escape;
pub mod input;
pub mod output;
pub mod phone;
pub mod platform;
pub mod script;
pub mod seed;
pub mod sim;
pub mod store;
pub mod ui;
pub mod vocab;
