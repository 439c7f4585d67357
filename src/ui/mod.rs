//! The table interface: menus, the guided game, reviews and help, spoken and drawn.
//!
//! [`App`] is the interface itself, a state machine from keys to words that tests drive
//! directly; [`term`] runs it in a terminal.

mod app;
mod menu;
pub mod term;

pub use app::{
    App, AtTable, Choice, Draft, Entry, ListDevices, Moment, Outputs, Paths, StartPhones, Together, View,
    phone_page_words,
};
pub use menu::{Item, Menu};
