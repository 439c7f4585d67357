//! Vigie: an audio-first companion for the tactile edition of the board game Lockdown.
//!
//! - [`engine`]: the rules as a pure, deterministic state machine (commands in, events out);
//! - [`announce`]: events, prompts and errors turned into French or English words and sound cues;
//! - [`earcons`]: the sound cues, synthesised, and their committed WAV files;
//! - [`input`]: the app's own `Action` type, and key maps as data;
//! - [`output`]: where messages go: speech, sound cues, plain text;
//! - [`paths`]: where Vigie keeps its files (config, data, state), from the `directories` crate;
//! - [`save`]: save files (set-up plus the log of decisions), written atomically;
//! - [`script`]: the line format that drives a whole game, and its runner;
//! - [`seed`]: new games' seeds, from the operating system's entropy;
//! - [`settings`]: the user's settings, kept in their config directory;
//! - [`sim`]: random legal players, for simulations and property tests;
//! - [`ui`]: the table interface: menus, the guided game, reviews, help, in a terminal.

pub mod announce;
pub mod earcons;
pub mod engine;
pub mod input;
pub mod output;
pub mod paths;
pub mod save;
pub mod script;
pub mod seed;
pub mod settings;
pub mod sim;
pub mod ui;
