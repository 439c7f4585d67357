//! Pile in scripts and saves: its `Scripted` (set-up line `stones N`, decisions `bet PLAYER ON`
//! and `take PLAYER N`, `review pile`, `expect pile N` / `expect winner PLAYER`, their plain
//! forms) and its `Saveable`.

use super::rules::{Command, Error, Kind, Pending, Pile, Setup};
use super::words::Left;
use std::path::Path;
use vigie::announce::{Announcer, Voice};
use vigie::engine::{Events, Generator, Rules, Seat, Told};
use vigie::script::{Plain, Scripted, Table};
use vigie::store::save::Saveable;

impl Saveable for Pile {
    fn players_of(setup: &Setup) -> u8 {
        setup.players
    }

    fn generator(setup: &Setup) -> Generator {
        setup.generator
    }

    fn start(setup: Setup) -> Result<(Pile, Events<Pile>), String> {
        Pile::new(setup).map_err(|e| e.to_string())
    }
}

/// A check of a script.
pub enum Expect {
    Pile(u8),
    Winner(Seat),
}

/// Pile's own set-up line, as read.
#[derive(Default)]
pub struct Own {
    stones: Option<u8>,
}

fn seat(names: &[String], w: &str) -> Result<Seat, String> {
    names
        .iter()
        .position(|n| n.eq_ignore_ascii_case(w))
        .and_then(|i| Seat::new(i as u8))
        .ok_or_else(|| format!("{w} is not a player"))
}

fn number(w: &str) -> Result<u8, String> {
    w.parse().map_err(|_| format!("{w} is not a number"))
}

impl Scripted for Pile {
    type Review = Left;
    type Expect = Expect;
    type Own = Own;
    const TITLE: &'static str = "Pile";
    const SETUP_WORDS: &'static [&'static str] = &["stones"];
    const VERBS: &'static [(&'static str, &'static str)] =
        &[("bet", "bet PLAYER ON"), ("take", "take PLAYER N"), ("review", "review pile")];

    fn setup_line(own: &mut Own, words: &[&str], _: &[String], _: &Path, _: usize) -> Result<(), String> {
        match words {
            [_, n] => own.stones = Some(number(n)?),
            _ => return Err("expected `stones N`".into()),
        }
        Ok(())
    }

    fn stray(word: &str, _played: &str) -> String {
        format!("`{word}` belongs to a game of Pile (`ruleset pile`)")
    }

    fn set_up(table: &Table, own: &Own) -> Result<(Pile, Events<Pile>), (Option<usize>, String)> {
        let setup = Setup {
            players: table.names().len() as u8,
            stones: own.stones.unwrap_or(10),
            generator: table.generator().unwrap_or(Generator::CURRENT),
        };
        Pile::new(setup).map_err(|e| (None, e.to_string()))
    }

    fn parse_command(words: &[&str], names: &[String]) -> Result<Option<Command>, String> {
        Ok(Some(match words {
            ["bet", p, on] => Command::Bet { player: seat(names, p)?, on: seat(names, on)? },
            ["take", p, n] => Command::Take { player: seat(names, p)?, stones: number(n)? },
            _ => return Ok(None),
        }))
    }

    fn parse_review(words: &[&str], _: &[String]) -> Result<Option<Left>, String> {
        Ok((words == ["pile"]).then_some(Left))
    }

    fn parse_expect(what: &str, values: &[&str], names: &[String]) -> Result<Expect, String> {
        match (what, values) {
            ("pile", [n]) => Ok(Expect::Pile(number(n)?)),
            ("winner", [p]) => Ok(Expect::Winner(seat(names, p)?)),
            _ => Err("expected `expect pile N` or `expect winner PLAYER`".into()),
        }
    }

    fn expect(&self, x: &Expect, names: &[String]) -> Result<(), String> {
        match *x {
            Expect::Pile(n) if self.pile() != n => Err(format!("the pile holds {}, not {n}", self.pile())),
            Expect::Winner(s) if self.winner() != Some(s) => Err(format!("{} has not won", names[s.index()])),
            _ => Ok(()),
        }
    }

    fn plain_prompt(&self, names: &[String]) -> String {
        match self.pending() {
            Pending::Bets { waiting } => {
                format!(
                    "bets waiting={}",
                    waiting.iter().map(|s| names[s.index()].as_str()).collect::<Vec<_>>().join(",")
                )
            }
            Pending::Take { player, most } => format!("take player={} most={most}", names[player.index()]),
            Pending::Finished => "finished".into(),
        }
    }

    fn plain_event(e: &Told<Kind>, names: &[String]) -> String {
        let n = |s: Seat| names[s.index()].as_str();
        let what = match e.kind {
            Kind::Started { stones } => format!("started stones={stones}"),
            Kind::Bet { player } => format!("bet player={}", n(player)),
            Kind::BetOn { on } => format!("bet-on on={}", n(on)),
            Kind::BetsIn => "bets-in".into(),
            Kind::Took { player, stones, left } => format!("took player={} stones={stones} left={left}", n(player)),
            Kind::Won { player, right } => format!("won player={} right={right}", n(player)),
        };
        format!("{} {what}", Plain::new(names).audience(e.audience))
    }

    fn plain_decision(cmd: &Command, names: &[String]) -> String {
        match *cmd {
            Command::Bet { player, .. } => format!("bet {}", names[player.index()]),
            Command::Take { player, stones } => format!("take {} {stones}", names[player.index()]),
        }
    }

    fn plain_refusal(e: &Error, _: &[String]) -> String {
        e.to_string()
    }

    fn said_review(&self, an: &Announcer, r: Left) -> String {
        an.voice::<Pile>().review(self, r)
    }

    fn said_refusal(&self, an: &Announcer, e: &Error) -> String {
        an.voice::<Pile>().error(e).text
    }
}
