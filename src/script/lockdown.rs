//! Lockdown in scripts: its set-up lines (`youngest`, `board`, `epilogues`), its decisions,
//! reviews and expectations read from a line (and checked), and its commands, pending decisions
//! and refusals written back as lines. The grammar every ruleset shares is `lines.rs`.

use super::expect::{self, ExpectWords, SharedExpect};
use super::lines::{self, PendingWords, loc, name_of, number, one, same, seat, seats, yes_no};
use super::table::Table;
use super::{Line, Plain, Scripted, plain};
use crate::announce::{Announcer, Review};
use crate::engine::{
    CardKind, CardPlay, Command, EpilogueRecord, Event, Game, OwnCommand, OwnPending, OwnRuleError, Pending, Pos, Role,
    RuleError, Seat, SeatSet, Setup,
};
use std::path::Path;

/// A check on the state of a game of Lockdown: those every ruleset reads alike, and its own.
pub type Expect = SharedExpect<Role, OwnExpect>;

/// Lockdown's own checks on the state.
#[derive(Debug, Clone, PartialEq)]
pub enum OwnExpect {
    Badge(Seat),
    Martyr(Seat),
    Supply(u8),
    Eaten(u8),
    Epilogue(Option<u8>),
    DiceInBox(u8),
}

/// Lockdown's words for the checks every ruleset reads alike.
const EXPECT_WORDS: ExpectWords =
    ExpectWords { attackers: "monsters", gone: "eaten", turn: "turn", phase: ("phase", 7), pending: &PENDING_NAMES };

/// Lockdown's own set-up lines, as read so far.
#[derive(Debug, Clone, Default)]
pub struct Own {
    /// The youngest, with the line that named them.
    youngest: Option<(String, usize)>,
    profile: Option<crate::engine::BoardProfile>,
    epilogues: EpilogueRecord,
}

impl Scripted for Game {
    type Review = Review;
    type Expect = Expect;
    type Own = Own;
    const TITLE: &'static str = "Lockdown";
    const SETUP_WORDS: &'static [&'static str] = &["youngest", "board", "epilogues"];
    const SHARED_VERBS: &'static [(&'static str, &'static str)] = lines::SHARED_VERBS;
    const VERBS: &'static [(&'static str, &'static str)] = &[
        ("place", "place PLAYER CHARACTER DIE"),
        ("keys", "keys PLAYER|none"),
        ("weapons", "weapons yes|no"),
        ("review", "review location N | family PLAYER | cold | tokens | supplies | turn | score"),
    ];

    fn setup_line(own: &mut Own, words: &[&str], names: &[String], base: &Path, line: usize) -> Result<(), String> {
        let args = &words[1..];
        match words[0] {
            "youngest" => {
                let name = one(args, "youngest NAME")?;
                // Known players are checked at once; otherwise when the game starts, at this line.
                if !names.is_empty() {
                    seat(names, name)?;
                }
                own.youngest = Some((name.to_owned(), line));
            }
            "board" => {
                let path = base.join(one(args, "board FILE")?);
                // A regular file only, of a bounded size: never a pipe or a device without end.
                let text = match crate::store::read_text(&path, crate::store::MAX_CONFIG_BYTES) {
                    Ok(Some(t)) => t,
                    Ok(None) => return Err(format!("cannot read the board profile {}: no such file", path.display())),
                    Err(e) => return Err(format!("cannot read the board profile {}: {e}", path.display())),
                };
                own.profile = Some(
                    crate::store::board::from_toml(&text)
                        .map_err(|e| format!("board profile {}: {e}", path.display()))?,
                );
            }
            _ => {
                let cards: Result<Vec<u8>, _> = args.iter().map(|a| a.parse::<u8>()).collect();
                own.epilogues = cards
                    .ok()
                    .and_then(|c| EpilogueRecord::from_cards(&c))
                    .ok_or_else(|| "epilogue cards are numbered 1 to 21".to_owned())?;
            }
        }
        Ok(())
    }

    fn stray(word: &str, played: &str) -> String {
        format!("`{word}` belongs to a game of Lockdown, not of {played}")
    }

    fn set_up(table: &Table, own: &Own) -> Result<(Game, Vec<Event>), (Option<usize>, String)> {
        let youngest = own.youngest.as_ref().ok_or_else(|| Table::missing("youngest"))?;
        let oldest = table.oldest()?;
        let youngest = table.seat(youngest)?;
        let oldest = table.seat(oldest)?;
        let mut setup = Setup::new(table.names.len() as u8, youngest, oldest, table.seed);
        setup.dice = table.dice();
        if let Some(g) = table.generator {
            setup.generator = g;
        }
        if let Some(p) = own.profile {
            setup.profile = p;
        }
        setup.epilogues = own.epilogues;
        Game::new(setup).map_err(|e| (None, e.to_string()))
    }

    fn parse_command(words: &[&str], names: &[String]) -> Result<Option<Command>, String> {
        if let Some(cmd) = lines::shared_command(words, names, |name, rest| card(name, rest, names), role)? {
            return Ok(Some(cmd));
        }
        let args = &words[1..];
        Ok(Some(Command::Own(match (words[0], args) {
            ("place", [p, r, d]) => OwnCommand::Place { player: seat(names, p)?, role: role(r)?, die: number(d)? },
            ("keys", [h]) if h.eq_ignore_ascii_case("none") => OwnCommand::Keys { holder: None },
            ("keys", [h]) => OwnCommand::Keys { holder: Some(seat(names, h)?) },
            ("weapons", [a]) => OwnCommand::TwoWeapons {
                answer: yes_no(a).ok_or_else(|| format!("expected `weapons yes` or `weapons no`, not {a}"))?,
            },
            _ => return Ok(None),
        })))
    }

    fn parse_review(words: &[&str], names: &[String]) -> Result<Option<Review>, String> {
        Ok(Some(match words {
            ["location", l] => Review::Location(loc(l)?),
            ["family", p] => Review::Family(seat(names, p)?),
            ["cold"] => Review::ColdStorage,
            ["tokens"] => Review::Tokens,
            ["supplies"] => Review::Supplies,
            ["turn"] => Review::Turn,
            ["score"] => Review::Score,
            _ => return Ok(None),
        }))
    }

    fn parse_expect(what: &str, a: &[&str], names: &[String]) -> Result<Expect, String> {
        expect::parse(what, a, names, &EXPECT_WORDS, role, || {
            Ok(Some(match (what, a) {
                ("badge", [p]) => OwnExpect::Badge(seat(names, p)?),
                ("martyr", [p]) => OwnExpect::Martyr(seat(names, p)?),
                ("supply", [n]) => OwnExpect::Supply(number(n)?),
                ("eaten", [n]) => OwnExpect::Eaten(number(n)?),
                ("epilogue", [c]) if *c == "none" => OwnExpect::Epilogue(None),
                ("epilogue", [c]) => OwnExpect::Epilogue(Some(
                    number(c)
                        .ok()
                        .filter(|c| (1..=21).contains(c))
                        .ok_or_else(|| format!("{c} is not an epilogue card (1 to 21, or none)"))?,
                )),
                ("dice-in-box", [n]) => OwnExpect::DiceInBox(number(n)?),
                _ => return Ok(None),
            }))
        })
    }

    fn expect(&self, x: &Expect, names: &[String]) -> Result<(), String> {
        check(self, x, names)
    }

    fn plain_prompt(&self, names: &[String]) -> String {
        pending_line(&self.pending(), names)
    }

    fn plain_event(e: &Event, names: &[String]) -> String {
        Plain::new(names).line(e)
    }

    fn plain_decision(cmd: &Command, names: &[String]) -> String {
        public_command(cmd, names)
    }

    fn plain_refusal(e: &RuleError, names: &[String]) -> String {
        plain::refusal(e, |s| name_of(names, s))
    }

    fn said_review(&self, an: &Announcer, r: Review) -> String {
        an.review(self, r)
    }

    fn said_refusal(&self, an: &Announcer, e: &RuleError) -> String {
        match e {
            RuleError::Unexpected { .. } => format!("{} {}", an.error(e).text, an.prompt(&self.pending()).text),
            _ => an.error(e).text,
        }
    }
}

impl super::Shippable for Game {
    fn command_line(cmd: &Command, names: &[String]) -> String {
        command_line(cmd, names)
    }

    fn standing(&self) -> Vec<String> {
        vec![
            format!("turn: {}", self.turn()),
            format!("phase: {}", self.phase().map_or("none".to_owned(), |p| p.number().to_string())),
        ]
    }

    fn random_game(players: u8, seed: u64, table_dice: bool) -> String {
        super::random_game(players, seed, table_dice)
    }

    fn simulate(players: u8, games: u64, seed: u64, dice: crate::engine::DiceMode) -> crate::sim::Stats {
        crate::sim::simulate(players, games, seed, dice)
    }

    /// Lockdown's cards are the same under every set-up; their title only beside another
    /// ruleset's.
    fn card_list(an: &Announcer, alone: bool) -> Vec<String> {
        let title = (!alone).then(|| an.text(crate::vocab::Id::CardsLockdownTitle, None));
        title.into_iter().chain(crate::engine::CardKind::ALL.into_iter().map(|c| an.card_description(c))).collect()
    }
}

/// Reads one game line of Lockdown (not a set-up line).
pub fn parse_line(words: &[&str], names: &[String]) -> Result<Line, String> {
    super::lines::parse::<Game>(words, names)
}

/// A card played, from its name and the words after it.
fn card(card: &str, rest: &[&str], names: &[String]) -> Result<CardPlay, String> {
    let kind =
        CardKind::from_name(&card.to_ascii_lowercase()).ok_or_else(|| format!("{card} is not an object card"))?;
    Ok(match (kind, rest) {
        (CardKind::WalkieTalkie, []) => CardPlay::WalkieTalkie,
        (CardKind::Gun, []) => CardPlay::Gun,
        (CardKind::Bat, []) => CardPlay::Bat,
        (CardKind::Chainsaw, []) => CardPlay::Chainsaw,
        (CardKind::Molotov, []) => CardPlay::Molotov,
        (CardKind::TinCan, [to]) => CardPlay::TinCan { to: loc(to)? },
        (CardKind::RottenMeat, [r]) => CardPlay::RottenMeat { role: role(r)? },
        (CardKind::EnergyDrink, [r, to]) => CardPlay::EnergyDrink { role: role(r)?, to: loc(to)? },
        (CardKind::Keys, _) => {
            return Err(plain::refusal(&RuleError::Own(OwnRuleError::KeysAreRevealed), |s| name_of(names, s)));
        }
        (k, _) => return Err(format!("expected `{}`", play_usage(k))),
    })
}

fn role(w: &str) -> Result<Role, String> {
    Role::from_name(&w.to_ascii_lowercase())
        .ok_or_else(|| format!("{w} is not a character (blocker, leader, weeper, useless)"))
}

fn play_usage(k: CardKind) -> &'static str {
    match k {
        CardKind::TinCan => "play PLAYER tin-can LOCATION",
        CardKind::RottenMeat => "play PLAYER rotten-meat CHARACTER",
        CardKind::EnergyDrink => "play PLAYER energy-drink CHARACTER LOCATION",
        _ => "play PLAYER CARD",
    }
}

fn check(g: &Game, x: &Expect, names: &[String]) -> Result<(), String> {
    let n = |s: Seat| name_of(names, s);
    let eq = same;
    match x {
        Expect::Attackers(l, k) => eq(format!("monsters at {l}"), g.monsters(*l).to_string(), k.to_string()),
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
        Expect::Own(OwnExpect::Badge(s)) => eq("the badge holder".into(), n(g.badge()), n(*s)),
        Expect::Own(OwnExpect::Martyr(s)) => eq("the Martyr holder".into(), n(g.martyr()), n(*s)),
        Expect::Own(OwnExpect::Supply(k)) => eq("the supply".into(), g.supply().to_string(), k.to_string()),
        Expect::Deck(k) => eq("the deck".into(), g.deck().to_string(), k.to_string()),
        Expect::Hand(s, k) => eq(format!("{}'s hand", n(*s)), g.hand(*s).to_string(), k.to_string()),
        Expect::Closed(l, c) => eq(
            format!("location {l}"),
            if g.is_closed(*l) { "closed" } else { "open" }.into(),
            if *c { "closed" } else { "open" }.into(),
        ),
        Expect::Own(OwnExpect::Eaten(k)) => eq("the cold storage".into(), g.eaten().to_string(), k.to_string()),
        Expect::Turn(k) => eq("the turn".into(), g.turn().to_string(), k.to_string()),
        Expect::Phase(p) => eq(
            "the phase".into(),
            g.phase().map_or("none".into(), |p| p.number().to_string()),
            p.map_or("none".into(), |p| p.to_string()),
        ),
        Expect::Pending(w) => eq("the pending decision".into(), pending_name(&g.pending()).into(), w.clone()),
        Expect::Score(s, k) => eq(format!("{}'s score", n(*s)), g.scores()[s.index()].to_string(), k.to_string()),
        Expect::Winners(w) => {
            eq("the winners".into(), seats(names, g.winners(), " ", "none"), seats(names, *w, " ", "none"))
        }
        Expect::Own(OwnExpect::Epilogue(c)) => eq(
            "the epilogue".into(),
            g.unlocked_epilogue().map_or("none".into(), |c| c.to_string()),
            c.map_or("none".into(), |c| c.to_string()),
        ),
        Expect::Own(OwnExpect::DiceInBox(k)) => {
            eq("the dice in the box".into(), g.box_dice_count().to_string(), k.to_string())
        }
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
    lines::pending_name(p, |own| match own {
        OwnPending::Placement { .. } => "placement",
        OwnPending::Discussion { .. } => "discussion",
        OwnPending::DiceWindow { .. } => "dice-window",
        OwnPending::BeforeMove { .. } => "before-move",
        OwnPending::AfterMovement { .. } => "after-movement",
        OwnPending::Keys { .. } => "keys",
        OwnPending::TwoWeapons { .. } => "weapons",
    })
}

/// The pending decision in the plain form, for `--prompts`.
pub fn pending_line(p: &Pending, names: &[String]) -> String {
    let n = |s: Seat| name_of(names, s);
    let set = |s: SeatSet| seats(names, s, ",", "-");
    let roles = |r: crate::engine::RoleSet| r.iter().map(Role::name).collect::<Vec<_>>().join(",");
    let locs = |l: crate::engine::LocSet| l.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(",");
    let words = PendingWords { settler: "martyr", second: false };
    let destinations = |p: &Pending| match *p {
        Pending::AnnounceDestination { player, choices: open } => format!("player={} open={}", n(player), locs(open)),
        Pending::SecretDestinations { waiting, choices: open, .. } => {
            format!("waiting={} open={}", set(waiting), locs(open))
        }
        _ => String::new(),
    };
    lines::pending_line(p, names, pending_name(p), words, roles, destinations, |own| match *own {
        OwnPending::Placement { player, dice, characters } => {
            format!("player={} dice={dice} characters={}", n(player), roles(characters))
        }
        OwnPending::Discussion { vote, candidates, .. } => format!("vote={vote} candidates={}", set(candidates)),
        OwnPending::DiceWindow { players } | OwnPending::AfterMovement { players } => {
            format!("players={}", set(players))
        }
        OwnPending::BeforeMove { player, first, players } => {
            format!("player={} first={} players={}", n(player), if first { "yes" } else { "no" }, set(players))
        }
        OwnPending::Keys { candidates } | OwnPending::TwoWeapons { candidates } => {
            format!("candidates={}", set(candidates))
        }
    })
}

/// A command as a script line (`parse_line` reads it back to the same command).
pub fn command_line(cmd: &Command, names: &[String]) -> String {
    let n = |s: Seat| name_of(names, s);
    let card = |card: &CardPlay| {
        let tail = match *card {
            CardPlay::TinCan { to } => format!(" {to}"),
            CardPlay::RottenMeat { role } => format!(" {role}"),
            CardPlay::EnergyDrink { role, to } => format!(" {role} {to}"),
            _ => String::new(),
        };
        format!("{}{tail}", card.kind().name())
    };
    lines::command_line(cmd, names, card, |own| match *own {
        OwnCommand::Place { player, role, die } => format!("place {} {role} {die}", n(player)),
        OwnCommand::Keys { holder } => format!("keys {}", holder.map_or("none".into(), n)),
        OwnCommand::TwoWeapons { answer } => format!("weapons {}", if answer { "yes" } else { "no" }),
    })
}

/// A command as the table may see it: the content of a secret ballot or destination left out.
pub fn public_command(cmd: &Command, names: &[String]) -> String {
    lines::public_command(cmd, names, |cmd| command_line(cmd, names))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Dice, Loc};

    #[test]
    fn every_pending_decision_of_random_games_can_be_expected_by_name() {
        for seed in 0..60 {
            let setup = crate::engine::Setup::new(4, Seat::FIRST, Seat::ALL[1], seed);
            crate::sim::play(setup, seed, |before, _, _, _| {
                let name = pending_name(&before.pending());
                assert!(PENDING_NAMES.contains(&name), "{name} is missing from PENDING_NAMES");
            });
        }
    }

    fn names() -> Vec<String> {
        ["Red", "Blue", "Green"].map(String::from).to_vec()
    }

    #[test]
    fn every_command_reads_back_from_its_line() {
        let n = names();
        let [red, blue, green, ..] = Seat::ALL;
        let cmds = [
            Command::Roll { dice: Dice::new(&[1, 6, 3]).unwrap() },
            Command::Own(OwnCommand::Place { player: blue, role: Role::Weeper, die: 4 }),
            Command::Continue,
            Command::Ballot { voter: red, candidate: green },
            Command::BreakTie { candidate: blue },
            Command::Give { to: green },
            Command::Destination { player: red, location: Loc::PARKING },
            Command::Move { player: green, character: Role::Useless },
            Command::Victim { player: blue, character: Role::Blocker },
            Command::Own(OwnCommand::Keys { holder: None }),
            Command::Own(OwnCommand::Keys { holder: Some(red) }),
            Command::Own(OwnCommand::TwoWeapons { answer: true }),
            Command::Play { player: red, card: CardPlay::EnergyDrink { role: Role::Leader, to: Loc::SURVEILLANCE } },
            Command::Play { player: blue, card: CardPlay::TinCan { to: Loc::PARKING } },
            Command::Play { player: green, card: CardPlay::RottenMeat { role: Role::Weeper } },
            Command::Play { player: green, card: CardPlay::Molotov },
        ];
        for cmd in cmds {
            let line = command_line(&cmd, &n);
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(parse_line(&words, &n), Ok(Line::Command(cmd)), "{line}");
        }
    }

    #[test]
    fn bad_lines_say_why() {
        let n = names();
        let e = |s: &str| parse_line(&s.split_whitespace().collect::<Vec<_>>(), &n).unwrap_err();
        assert_eq!(e("vote Red Pink"), "Pink is not a player (players: Red, Blue, Green)");
        assert_eq!(e("go Red 7"), "7 is not a location (1 to 6)");
        assert_eq!(e("move Red cousin"), "cousin is not a character (blocker, leader, weeper, useless)");
        assert_eq!(e("play Red tin-can"), "expected `play PLAYER tin-can LOCATION`");
        assert_eq!(e("dance"), "unknown command `dance`");
        assert_eq!(e("vote Red"), "expected `vote VOTER CANDIDATE`");
    }
}
