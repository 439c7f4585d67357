//! The integration tests: scenario scripts, engine properties, the command line.

mod audio;
mod cli;
mod escape;
mod layers;
mod mall_ui;
mod pad;
mod phone_game;
mod phone_table;
mod phones;
mod phones_attack;
mod phones_page;
mod platform;
mod privacy;
mod properties;
mod saves;
mod scenarios;
mod seats;
mod secrets;
mod speech;
mod table;
mod table_speech;
mod terminal;
mod tmux;
mod ui;
mod voice;
mod windows;
