//! The line grammar every ruleset shares: a line's words, the lines that are not a ruleset's own
//! (`undo`, `redo`, `lang`, `expect`, and the usage of a word misused), and the small readers and
//! writers of names, locations, numbers, dice and sets of players.
//!
//! A ruleset's own words (its decisions, reviews and expectations) are read by its
//! [`Scripted`] implementation; [`parse`] reads a whole line of any ruleset.

use super::{Line, LineOf, Scripted};
use crate::engine::{Dice, Loc, Seat, SeatSet, SharedCommand, SharedPending};
use std::fmt::Display;

/// The lines every ruleset reads the same, each with its usage.
const SHARED: [(&str, &str); 4] =
    [("undo", "undo"), ("redo", "redo"), ("lang", "lang en|fr"), ("expect", "expect WHAT VALUES")];

/// The decisions every ruleset whose commands are a [`SharedCommand`] reads the same
/// ([`shared_command`]), each with its usage.
pub(super) const SHARED_VERBS: &[(&str, &str)] = &[
    ("roll", "roll FACE..."),
    ("continue", "continue"),
    ("vote", "vote VOTER CANDIDATE"),
    ("tie", "tie PLAYER"),
    ("give", "give PLAYER"),
    ("go", "go PLAYER LOCATION"),
    ("play", "play PLAYER CARD [CHOICES]"),
    ("move", "move PLAYER CHARACTER"),
    ("victim", "victim PLAYER CHARACTER"),
];

/// A line's words, its comment left out.
pub(super) fn words_of(raw: &str) -> Vec<&str> {
    raw.split('#').next().unwrap_or("").split_whitespace().collect()
}

/// Reads one game line (not a set-up line) of the ruleset `G`.
pub fn parse<G: Scripted>(words: &[&str], names: &[String]) -> Result<LineOf<G>, String> {
    let args = &words[1..];
    match (words[0], args) {
        ("undo", []) => return Ok(Line::Undo),
        ("redo", []) => return Ok(Line::Redo),
        ("lang", [l]) => return l.parse().map(Line::Lang),
        ("expect", [what, rest @ ..]) => return G::parse_expect(what, rest, names).map(Line::Expect),
        ("review", rest) => {
            if let Some(r) = G::parse_review(rest, names)? {
                return Ok(Line::Review(r));
            }
        }
        _ => {
            if let Some(cmd) = G::parse_command(words, names)? {
                return Ok(Line::Command(cmd));
            }
        }
    }
    let w = words[0];
    if let Some(u) = usage::<G>(w) {
        return Err(format!("expected `{u}`"));
    }
    match super::table::decision_of_another::<G>(w) {
        Some(title) => Err(format!("`{w}` is a decision of {title}, not of {}", G::TITLE)),
        None => Err(format!("unknown command `{w}`")),
    }
}

/// The usage of a word of a game line of the ruleset `G` (`None`: not one of its words).
pub(super) fn usage<G: Scripted>(w: &str) -> Option<&'static str> {
    G::VERBS.iter().chain(G::SHARED_VERBS).chain(&SHARED).find(|(v, _)| *v == w).map(|(_, u)| *u)
}

pub(super) fn one<'a>(args: &[&'a str], usage: &str) -> Result<&'a str, String> {
    match args {
        [a] => Ok(a),
        _ => Err(format!("expected `{usage}`")),
    }
}

pub(super) fn none(args: &[&str], usage: &str) -> Result<(), String> {
    if args.is_empty() { Ok(()) } else { Err(format!("expected `{usage}` alone")) }
}

pub(super) fn name_of(names: &[String], s: Seat) -> String {
    names.get(s.index()).cloned().unwrap_or_else(|| format!("seat {}", s.number()))
}

pub(super) fn seat(names: &[String], w: &str) -> Result<Seat, String> {
    names
        .iter()
        .position(|n| n.eq_ignore_ascii_case(w))
        .and_then(|i| Seat::ALL.get(i).copied())
        .ok_or_else(|| format!("{w} is not a player (players: {})", names.join(", ")))
}

pub(super) fn loc(w: &str) -> Result<Loc, String> {
    w.parse::<u8>().ok().and_then(Loc::new).ok_or_else(|| format!("{w} is not a location (1 to 6)"))
}

pub(super) fn number<T: std::str::FromStr>(w: &str) -> Result<T, String> {
    w.parse().map_err(|_| format!("{w} is not a number"))
}

/// `yes` or `no`.
pub(super) fn yes_no(w: &str) -> Option<bool> {
    match w.to_ascii_lowercase().as_str() {
        "yes" => Some(true),
        "no" => Some(false),
        _ => None,
    }
}

/// The dice of a `roll` line.
pub(super) fn dice(faces: &[&str]) -> Result<Dice, String> {
    let faces: Result<Vec<u8>, String> = faces
        .iter()
        .map(|f| f.parse::<u8>().ok().filter(|x| (1..=6).contains(x)).ok_or(format!("{f} is not a die face (1 to 6)")))
        .collect();
    Ok(Dice::new(&faces?).ok_or("dice show 1 to 6, and there are at most six")?)
}

/// A `roll` line.
pub(super) fn roll_line(dice: Dice) -> String {
    format!("roll {}", dice.faces().iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
}

/// The players of `expect winners PLAYER...|none`.
pub(super) fn winners(ps: &[&str], names: &[String]) -> Result<SeatSet, String> {
    match ps {
        [] => Err("expected `expect winners PLAYER...` or `expect winners none`".into()),
        ["none"] => Ok(SeatSet::EMPTY),
        _ => ps.iter().map(|p| seat(names, p)).collect(),
    }
}

/// A checked value: what it is, what it was expected to be.
pub(super) fn same(what: String, got: String, want: String) -> Result<(), String> {
    if got == want { Ok(()) } else { Err(format!("{what} is {got}, not {want}")) }
}

/// Players by name, separated by `sep`; `empty` when there are none.
pub(super) fn seats(names: &[String], s: SeatSet, sep: &str, empty: &str) -> String {
    let v: Vec<String> = s.iter().map(|x| name_of(names, x)).collect();
    if v.is_empty() { empty.to_owned() } else { v.join(sep) }
}

/// `head`, then the rest of a pending line when there is one.
pub(super) fn headed(head: &str, rest: String) -> String {
    if rest.is_empty() { head.to_owned() } else { format!("{head} {rest}") }
}

/// Reads a decision every ruleset shares (`roll`, `continue`, `vote`, `tie`, `give`, `go`,
/// `play`, `move`, `victim`); `card` reads a card played from its name and the words after it,
/// `character` one of the ruleset's characters. `Ok(None)`: not one of them (a ruleset's own,
/// or no decision).
pub(super) fn shared_command<Card, Character, Own>(
    words: &[&str],
    names: &[String],
    card: impl FnOnce(&str, &[&str]) -> Result<Card, String>,
    character: impl FnOnce(&str) -> Result<Character, String>,
) -> Result<Option<SharedCommand<Card, Character, Own>>, String> {
    use SharedCommand as C;
    Ok(Some(match (words[0], &words[1..]) {
        ("roll", faces) => C::Roll { dice: dice(faces)? },
        ("continue", []) => C::Continue,
        ("vote", [v, c]) => C::Ballot { voter: seat(names, v)?, candidate: seat(names, c)? },
        ("tie", [c]) => C::BreakTie { candidate: seat(names, c)? },
        ("give", [t]) => C::Give { to: seat(names, t)? },
        ("go", [p, l]) => C::Destination { player: seat(names, p)?, location: loc(l)? },
        ("play", [p, name, rest @ ..]) => {
            let player = seat(names, p)?;
            C::Play { player, card: card(name, rest)? }
        }
        ("move", [p, c]) => C::Move { player: seat(names, p)?, character: character(c)? },
        ("victim", [p, c]) => C::Victim { player: seat(names, p)?, character: character(c)? },
        _ => return Ok(None),
    }))
}

/// A decision as a script line (`shared_command` and the ruleset read it back): `card` writes a
/// card played (its name and what follows), `own` a decision of the ruleset's own.
pub(super) fn command_line<Card, Character: Display, Own>(
    cmd: &SharedCommand<Card, Character, Own>,
    names: &[String],
    card: impl FnOnce(&Card) -> String,
    own: impl FnOnce(&Own) -> String,
) -> String {
    use SharedCommand as C;
    let n = |s: Seat| name_of(names, s);
    match cmd {
        C::Roll { dice } => roll_line(*dice),
        C::Continue => "continue".into(),
        C::Play { player, card: c } => format!("play {} {}", n(*player), card(c)),
        C::Ballot { voter, candidate } => format!("vote {} {}", n(*voter), n(*candidate)),
        C::BreakTie { candidate } => format!("tie {}", n(*candidate)),
        C::Give { to } => format!("give {}", n(*to)),
        C::Destination { player, location } => format!("go {} {location}", n(*player)),
        C::Move { player, character } => format!("move {} {character}", n(*player)),
        C::Victim { player, character } => format!("victim {} {character}", n(*player)),
        C::Own(o) => own(o),
    }
}

/// A decision as the table may see it: the content of a secret ballot or destination left out;
/// `line` writes any other whole.
pub(super) fn public_command<Card, Character, Own>(
    cmd: &SharedCommand<Card, Character, Own>,
    names: &[String],
    line: impl FnOnce(&SharedCommand<Card, Character, Own>) -> String,
) -> String {
    match *cmd {
        SharedCommand::Ballot { voter, .. } => format!("vote {}", name_of(names, voter)),
        SharedCommand::Destination { player, .. } => format!("go {}", name_of(names, player)),
        _ => line(cmd),
    }
}

/// The one-word name of a pending decision, as `expect pending` reads it: those every ruleset
/// shares here, the ruleset's own by `own`.
pub(super) fn pending_name<V, Chars, O>(
    p: &SharedPending<V, Chars, O>,
    own: impl FnOnce(&O) -> &'static str,
) -> &'static str {
    use SharedPending as P;
    match p {
        P::Dice { .. } => "dice",
        P::Ballots { .. } => "ballots",
        P::TieBreak { .. } => "tie",
        P::TruckShare { .. } => "give",
        P::AnnounceDestination { .. } => "announce",
        P::SecretDestinations { .. } => "destinations",
        P::Move { .. } => "move",
        P::Victim { .. } => "victim",
        P::Finished => "finished",
        P::Own(o) => own(o),
    }
}

/// What a ruleset's plain pending lines say differently of the decisions every ruleset shares.
pub(super) struct PendingWords {
    /// Who settles a tie (`martyr`, `chief`).
    pub settler: &'static str,
    /// Whether its ballots say if they are a second vote.
    pub second: bool,
}

/// A pending decision in the plain form (`--prompts`): its name, then what it waits for. The
/// dice asked, the ballots, the tie, the truck's share, a move, a victim and the end are written
/// here (`characters` writes a set of the ruleset's characters), the destinations by
/// `destinations`, the ruleset's own by `own`.
pub(super) fn pending_line<V: Display, Chars: Copy, O>(
    p: &SharedPending<V, Chars, O>,
    names: &[String],
    name: &str,
    words: PendingWords,
    characters: impl FnOnce(Chars) -> String,
    destinations: impl FnOnce(&SharedPending<V, Chars, O>) -> String,
    own: impl FnOnce(&O) -> String,
) -> String {
    use SharedPending as P;
    let set = |s: SeatSet| seats(names, s, ",", "-");
    let yes = |b: bool| if b { "yes" } else { "no" };
    let rest = match p {
        P::Dice { count, .. } => format!("count={count}"),
        P::Ballots { vote, second, waiting, candidates, .. } => {
            let second = if words.second { format!(" second={}", yes(*second)) } else { String::new() };
            format!("vote={vote}{second} waiting={} candidates={}", set(*waiting), set(*candidates))
        }
        P::TieBreak { vote, by, tied } => {
            format!("vote={vote} {}={} tied={}", words.settler, name_of(names, *by), set(*tied))
        }
        P::TruckShare { player, drawn, may_keep } => {
            format!("player={} drawn={drawn} may-keep={}", name_of(names, *player), yes(*may_keep))
        }
        P::AnnounceDestination { .. } | P::SecretDestinations { .. } => destinations(p),
        P::Move { player, destination, characters: c } => {
            format!("player={} destination={destination} characters={}", name_of(names, *player), characters(*c))
        }
        P::Victim { player, location, characters: c } => {
            format!("player={} location={location} characters={}", name_of(names, *player), characters(*c))
        }
        P::Finished => String::new(),
        P::Own(o) => own(o),
    };
    headed(name, rest)
}
