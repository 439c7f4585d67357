//! Game lines: a line read into a command, a review or an expectation (and checked), and
//! commands and pending decisions written back as lines.

use super::*;
use crate::engine::Ruleset;

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

pub(super) fn role(w: &str) -> Result<Role, String> {
    Role::from_name(&w.to_ascii_lowercase())
        .ok_or_else(|| format!("{w} is not a character (blocker, leader, weeper, useless)"))
}

pub(super) fn loc(w: &str) -> Result<Loc, String> {
    w.parse::<u8>().ok().and_then(Loc::new).ok_or_else(|| format!("{w} is not a location (1 to 6)"))
}

pub(super) fn number<T: std::str::FromStr>(w: &str) -> Result<T, String> {
    w.parse().map_err(|_| format!("{w} is not a number"))
}

/// Reads one game line (not a set-up line).
pub fn parse_line(words: &[&str], names: &[String]) -> Result<Line, String> {
    let args = &words[1..];
    let cmd = match (words[0], args) {
        ("roll", faces) => {
            let faces: Result<Vec<u8>, String> = faces
                .iter()
                .map(|f| {
                    f.parse::<u8>()
                        .ok()
                        .filter(|x| (1..=6).contains(x))
                        .ok_or(format!("{f} is not a die face (1 to 6)"))
                })
                .collect();
            let faces = faces?;
            Command::Roll { dice: Dice::new(&faces).ok_or("dice show 1 to 6, and there are at most six")? }
        }
        ("place", [p, r, d]) => Command::Place { player: seat(names, p)?, role: role(r)?, die: number(d)? },
        ("continue", []) => Command::Continue,
        ("vote", [v, c]) => Command::Ballot { voter: seat(names, v)?, candidate: seat(names, c)? },
        ("tie", [c]) => Command::BreakTie { candidate: seat(names, c)? },
        ("give", [t]) => Command::Give { to: seat(names, t)? },
        ("go", [p, l]) => Command::Destination { player: seat(names, p)?, location: loc(l)? },
        ("move", [p, r]) => Command::Move { player: seat(names, p)?, role: role(r)? },
        ("victim", [p, r]) => Command::Victim { player: seat(names, p)?, role: role(r)? },
        ("keys", [h]) if h.eq_ignore_ascii_case("none") => Command::Keys { holder: None },
        ("keys", [h]) => Command::Keys { holder: Some(seat(names, h)?) },
        ("weapons", [a]) => Command::TwoWeapons {
            answer: match a.to_ascii_lowercase().as_str() {
                "yes" => true,
                "no" => false,
                _ => return Err(format!("expected `weapons yes` or `weapons no`, not {a}")),
            },
        },
        ("play", [p, card, rest @ ..]) => {
            let player = seat(names, p)?;
            let kind = CardKind::from_name(&card.to_ascii_lowercase())
                .ok_or_else(|| format!("{card} is not an object card"))?;
            let card = match (kind, rest) {
                (CardKind::WalkieTalkie, []) => CardPlay::WalkieTalkie,
                (CardKind::Gun, []) => CardPlay::Gun,
                (CardKind::Bat, []) => CardPlay::Bat,
                (CardKind::Chainsaw, []) => CardPlay::Chainsaw,
                (CardKind::Molotov, []) => CardPlay::Molotov,
                (CardKind::TinCan, [to]) => CardPlay::TinCan { to: loc(to)? },
                (CardKind::RottenMeat, [r]) => CardPlay::RottenMeat { role: role(r)? },
                (CardKind::EnergyDrink, [r, to]) => CardPlay::EnergyDrink { role: role(r)?, to: loc(to)? },
                (CardKind::Keys, _) => {
                    return Err(plain::refusal(&crate::engine::RuleError::KeysAreRevealed, |s| name_of(names, s)));
                }
                (k, _) => return Err(format!("expected `{}`", play_usage(k))),
            };
            Command::Play { player, card }
        }
        ("undo", []) => return Ok(Line::Undo),
        ("lang", [l]) => return l.parse().map(Line::Lang),
        ("review", [what, rest @ ..]) => {
            let r = match (*what, rest) {
                ("location", [l]) => Review::Location(loc(l)?),
                ("family", [p]) => Review::Family(seat(names, p)?),
                ("cold", []) => Review::ColdStorage,
                ("tokens", []) => Review::Tokens,
                ("supplies", []) => Review::Supplies,
                ("turn", []) => Review::Turn,
                ("score", []) => Review::Score,
                _ => return Err(format!("expected `{}`", usage("review"))),
            };
            return Ok(Line::Review(r));
        }
        ("redo", []) => return Ok(Line::Redo),
        ("expect", [what, rest @ ..]) => return parse_expect(what, rest, names).map(Line::Expect),
        (w, _) if usage_in(w, Ruleset::Lockdown).is_some() => return Err(format!("expected `{}`", usage(w))),
        (w, _) => return Err(format!("unknown command `{w}`")),
    };
    Ok(Line::Command(cmd))
}

/// The verbs of a game line, each with its usage in Lockdown and in Mall of Horror (`None`: not
/// a verb of that ruleset). `expect` takes its own words: see `parse_expect` and
/// `mall::parse_expect`.
pub(super) const VERBS: [(&str, Option<&str>, Option<&str>); 17] = [
    ("roll", Some("roll FACE..."), Some("roll FACE...")),
    ("place", Some("place PLAYER CHARACTER DIE"), Some("place PLAYER CHARACTER LOCATION")),
    ("continue", Some("continue"), Some("continue")),
    ("vote", Some("vote VOTER CANDIDATE"), Some("vote VOTER CANDIDATE")),
    ("tie", Some("tie PLAYER"), Some("tie PLAYER")),
    ("give", Some("give PLAYER"), Some("give PLAYER")),
    ("go", Some("go PLAYER LOCATION"), Some("go PLAYER LOCATION")),
    ("move", Some("move PLAYER CHARACTER"), Some("move PLAYER CHARACTER")),
    ("victim", Some("victim PLAYER CHARACTER"), Some("victim PLAYER CHARACTER")),
    ("keys", Some("keys PLAYER|none"), None),
    ("weapons", Some("weapons yes|no"), None),
    ("play", Some("play PLAYER CARD [CHOICES]"), Some("play PLAYER CARD [CHOICES]")),
    ("undo", Some("undo"), Some("undo")),
    ("redo", Some("redo"), Some("redo")),
    ("lang", Some("lang en|fr"), Some("lang en|fr")),
    (
        "review",
        Some("review location N | family PLAYER | cold | tokens | supplies | turn | score"),
        Some("review location N | family PLAYER | tokens | supplies | turn | score"),
    ),
    ("expect", Some("expect WHAT VALUES"), Some("expect WHAT VALUES")),
];

/// The usage of a verb of a game line in a ruleset (`None`: not one of its verbs).
pub(super) fn usage_in(w: &str, ruleset: Ruleset) -> Option<&'static str> {
    let (_, lockdown, mall) = VERBS.iter().find(|(v, _, _)| *v == w)?;
    match ruleset {
        Ruleset::Lockdown => *lockdown,
        Ruleset::MallOfHorror => *mall,
    }
}

/// The usage of a verb of a game line of Lockdown.
pub(super) fn usage(w: &str) -> &'static str {
    usage_in(w, Ruleset::Lockdown).unwrap_or("expect WHAT VALUES")
}

pub(super) fn play_usage(k: CardKind) -> &'static str {
    match k {
        CardKind::TinCan => "play PLAYER tin-can LOCATION",
        CardKind::RottenMeat => "play PLAYER rotten-meat CHARACTER",
        CardKind::EnergyDrink => "play PLAYER energy-drink CHARACTER LOCATION",
        _ => "play PLAYER CARD",
    }
}

pub(super) fn parse_expect(what: &str, a: &[&str], names: &[String]) -> Result<Expect, String> {
    Ok(match (what, a) {
        ("monsters", [l, n]) => Expect::Monsters(loc(l)?, number(n)?),
        ("count", [l, n]) => Expect::Count(loc(l)?, number(n)?),
        ("at", [p, r, w]) => Expect::At(seat(names, p)?, role(r)?, if *w == "eaten" { None } else { Some(loc(w)?) }),
        ("badge", [p]) => Expect::Badge(seat(names, p)?),
        ("martyr", [p]) => Expect::Martyr(seat(names, p)?),
        ("supply", [n]) => Expect::Supply(number(n)?),
        ("deck", [n]) => Expect::Deck(number(n)?),
        ("hand", [p, n]) => Expect::Hand(seat(names, p)?, number(n)?),
        ("closed", [l]) => Expect::Closed(loc(l)?, true),
        ("open", [l]) => Expect::Closed(loc(l)?, false),
        ("eaten", [n]) => Expect::Eaten(number(n)?),
        ("turn", [n]) => Expect::Turn(number(n)?),
        ("phase", [n]) if *n == "none" => Expect::Phase(None),
        ("phase", [n]) => Expect::Phase(Some(
            number(n)
                .ok()
                .filter(|p| (1..=7).contains(p))
                .ok_or_else(|| format!("{n} is not a phase (1 to 7, or none)"))?,
        )),
        ("pending", [w]) if PENDING_NAMES.contains(w) => Expect::Pending(w.to_string()),
        ("pending", [w]) => {
            return Err(format!("{w} is not a pending decision ({})", PENDING_NAMES.join(", ")));
        }
        ("score", [p, n]) => Expect::Score(seat(names, p)?, number(n)?),
        ("winners", []) => return Err("expected `expect winners PLAYER...` or `expect winners none`".into()),
        ("winners", ps) => {
            if ps == ["none"] {
                Expect::Winners(SeatSet::EMPTY)
            } else {
                let v: Result<Vec<Seat>, String> = ps.iter().map(|p| seat(names, p)).collect();
                Expect::Winners(v?.into_iter().collect())
            }
        }
        ("epilogue", [c]) if *c == "none" => Expect::Epilogue(None),
        ("epilogue", [c]) => Expect::Epilogue(Some(
            number(c)
                .ok()
                .filter(|c| (1..=21).contains(c))
                .ok_or_else(|| format!("{c} is not an epilogue card (1 to 21, or none)"))?,
        )),
        ("dice-in-box", [n]) => Expect::DiceInBox(number(n)?),
        _ => return Err(format!("cannot read `expect {what} {}` (see docs/script.md)", a.join(" "))),
    })
}

pub(super) fn check(g: &Game, x: &Expect, names: &[String]) -> Result<(), String> {
    let n = |s: Seat| name_of(names, s);
    let eq = |what: String, got: String, want: String| {
        if got == want { Ok(()) } else { Err(format!("{what} is {got}, not {want}")) }
    };
    match x {
        Expect::Monsters(l, k) => eq(format!("monsters at {l}"), g.monsters(*l).to_string(), k.to_string()),
        Expect::Count(l, k) => eq(format!("characters at {l}"), g.count_at(*l).to_string(), k.to_string()),
        Expect::At(s, r, l) => {
            let got = match g.position(*s, *r) {
                Pos::At(at) => at.to_string(),
                Pos::Eaten => "eaten".into(),
                Pos::Absent => "absent".into(),
                Pos::Unplaced => "unplaced".into(),
            };
            eq(format!("{}'s {r}", n(*s)), got, l.map_or("eaten".into(), |l| l.to_string()))
        }
        Expect::Badge(s) => eq("the badge holder".into(), n(g.badge()), n(*s)),
        Expect::Martyr(s) => eq("the Martyr holder".into(), n(g.martyr()), n(*s)),
        Expect::Supply(k) => eq("the supply".into(), g.supply().to_string(), k.to_string()),
        Expect::Deck(k) => eq("the deck".into(), g.deck().to_string(), k.to_string()),
        Expect::Hand(s, k) => eq(format!("{}'s hand", n(*s)), g.hand(*s).to_string(), k.to_string()),
        Expect::Closed(l, c) => eq(
            format!("location {l}"),
            if g.is_closed(*l) { "closed" } else { "open" }.into(),
            if *c { "closed" } else { "open" }.into(),
        ),
        Expect::Eaten(k) => eq("the cold storage".into(), g.eaten().to_string(), k.to_string()),
        Expect::Turn(k) => eq("the turn".into(), g.turn().to_string(), k.to_string()),
        Expect::Phase(p) => eq(
            "the phase".into(),
            g.phase().map_or("none".into(), |p| p.number().to_string()),
            p.map_or("none".into(), |p| p.to_string()),
        ),
        Expect::Pending(w) => eq("the pending decision".into(), pending_name(&g.pending()).into(), w.clone()),
        Expect::Score(s, k) => eq(format!("{}'s score", n(*s)), g.scores()[s.index()].to_string(), k.to_string()),
        Expect::Winners(w) => {
            let list = |s: SeatSet| {
                let v: Vec<String> = s.iter().map(n).collect();
                if v.is_empty() { "none".to_owned() } else { v.join(" ") }
            };
            eq("the winners".into(), list(g.winners()), list(*w))
        }
        Expect::Epilogue(c) => eq(
            "the epilogue".into(),
            g.unlocked_epilogue().map_or("none".into(), |c| c.to_string()),
            c.map_or("none".into(), |c| c.to_string()),
        ),
        Expect::DiceInBox(k) => eq("the dice in the box".into(), g.box_dice_count().to_string(), k.to_string()),
    }
}

/// Every name [`pending_name`] gives, as `expect pending` accepts them.
pub const PENDING_NAMES: [&str; 16] = [
    "dice",
    "placement",
    "discussion",
    "ballots",
    "tie",
    "give",
    "dice-window",
    "announce",
    "destinations",
    "move",
    "before-move",
    "after-movement",
    "victim",
    "keys",
    "weapons",
    "finished",
];

/// The one-word name of a pending decision, as `expect pending` reads it.
pub fn pending_name(p: &Pending) -> &'static str {
    match p {
        Pending::Dice { .. } => "dice",
        Pending::Placement { .. } => "placement",
        Pending::Discussion { .. } => "discussion",
        Pending::Ballots { .. } => "ballots",
        Pending::TieBreak { .. } => "tie",
        Pending::TruckShare { .. } => "give",
        Pending::DiceWindow { .. } => "dice-window",
        Pending::AnnounceDestination { .. } => "announce",
        Pending::SecretDestinations { .. } => "destinations",
        Pending::Move { .. } => "move",
        Pending::BeforeMove { .. } => "before-move",
        Pending::AfterMovement { .. } => "after-movement",
        Pending::Victim { .. } => "victim",
        Pending::Keys { .. } => "keys",
        Pending::TwoWeapons { .. } => "weapons",
        Pending::Finished => "finished",
    }
}

/// The pending decision in the plain form, for `--prompts`.
pub fn pending_line(p: &Pending, names: &[String]) -> String {
    let n = |s: Seat| name_of(names, s);
    let set = |s: SeatSet| {
        let v: Vec<String> = s.iter().map(n).collect();
        if v.is_empty() { "-".to_owned() } else { v.join(",") }
    };
    let roles = |r: crate::engine::RoleSet| r.iter().map(Role::name).collect::<Vec<_>>().join(",");
    let locs = |l: crate::engine::LocSet| l.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(",");
    let head = pending_name(p);
    let rest = match *p {
        Pending::Dice { count, .. } => format!("count={count}"),
        Pending::Placement { player, dice, characters } => {
            format!("player={} dice={dice} characters={}", n(player), roles(characters))
        }
        Pending::Discussion { vote, candidates, .. } => format!("vote={vote} candidates={}", set(candidates)),
        Pending::Ballots { vote, waiting, candidates, .. } => {
            format!("vote={vote} waiting={} candidates={}", set(waiting), set(candidates))
        }
        Pending::TieBreak { vote, martyr, tied } => format!("vote={vote} martyr={} tied={}", n(martyr), set(tied)),
        Pending::TruckShare { player, drawn, may_keep } => {
            format!("player={} drawn={drawn} may-keep={}", n(player), if may_keep { "yes" } else { "no" })
        }
        Pending::DiceWindow { players } | Pending::AfterMovement { players } => format!("players={}", set(players)),
        Pending::AnnounceDestination { player, open } => format!("player={} open={}", n(player), locs(open)),
        Pending::SecretDestinations { waiting, open } => format!("waiting={} open={}", set(waiting), locs(open)),
        Pending::Move { player, destination, characters } => {
            format!("player={} destination={destination} characters={}", n(player), roles(characters))
        }
        Pending::BeforeMove { player, first, players } => {
            format!("player={} first={} players={}", n(player), if first { "yes" } else { "no" }, set(players))
        }
        Pending::Victim { player, location, characters } => {
            format!("player={} location={location} characters={}", n(player), roles(characters))
        }
        Pending::Keys { candidates } | Pending::TwoWeapons { candidates } => format!("candidates={}", set(candidates)),
        Pending::Finished => String::new(),
    };
    if rest.is_empty() { head.to_owned() } else { format!("{head} {rest}") }
}

/// A command as a script line (`parse_line` reads it back to the same command).
pub fn command_line(cmd: &Command, names: &[String]) -> String {
    let n = |s: Seat| name_of(names, s);
    match *cmd {
        Command::Roll { dice } => {
            format!("roll {}", dice.faces().iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
        }
        Command::Place { player, role, die } => format!("place {} {role} {die}", n(player)),
        Command::Continue => "continue".into(),
        Command::Ballot { voter, candidate } => format!("vote {} {}", n(voter), n(candidate)),
        Command::BreakTie { candidate } => format!("tie {}", n(candidate)),
        Command::Give { to } => format!("give {}", n(to)),
        Command::Destination { player, location } => format!("go {} {location}", n(player)),
        Command::Move { player, role } => format!("move {} {role}", n(player)),
        Command::Victim { player, role } => format!("victim {} {role}", n(player)),
        Command::Keys { holder } => format!("keys {}", holder.map_or("none".into(), n)),
        Command::TwoWeapons { answer } => format!("weapons {}", if answer { "yes" } else { "no" }),
        Command::Play { player, card } => {
            let tail = match card {
                CardPlay::TinCan { to } => format!(" {to}"),
                CardPlay::RottenMeat { role } => format!(" {role}"),
                CardPlay::EnergyDrink { role, to } => format!(" {role} {to}"),
                _ => String::new(),
            };
            format!("play {} {}{tail}", n(player), card.kind().name())
        }
    }
}
