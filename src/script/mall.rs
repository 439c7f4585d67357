//! Game lines of Mall of Horror: a line read into a command, a review or an expectation (and
//! checked), its set-up line (`option`), and commands, pending decisions and refusals written
//! back as lines. The grammar every ruleset shares is `lines.rs`.

use super::expect::{self, ExpectWords, SharedExpect};
use super::lines::{self, PendingWords, loc, name_of, one, same, seat, seats};
use super::plain::{self, PlainRefusals};
use super::table::Table;
use super::{Line, Plain, Scripted};
use crate::announce::mall::Review;
use crate::announce::{Announcer, Voice};
use crate::engine::mall::{
    Card, CardPlay, Character, CharacterSet, Command, Event, Game, Options, OwnCommand, OwnMoment, OwnPending,
    OwnRuleError, Pending, RuleError, Setup,
};
use crate::engine::{LocSet, Pos, Seat, SeatSet};
use std::path::Path;

/// A check on the state of a game of Mall of Horror: those every ruleset reads alike (the
/// zombies at a location, the round, the step...), and its own.
pub type Expect = SharedExpect<Character, OwnExpect>;

/// Mall of Horror's own checks on the state.
#[derive(Debug, Clone, PartialEq)]
pub enum OwnExpect {
    Hidden(Seat, Character, bool),
    Chief(Seat),
    Blind(bool),
}

/// Mall of Horror's words for the checks every ruleset reads alike.
const EXPECT_WORDS: ExpectWords =
    ExpectWords { attackers: "zombies", gone: "lost", turn: "round", phase: ("step", 8), pending: &PENDING_NAMES };

/// A line of a script of Mall of Horror.
pub type MallLine = Line<Command, Review, Expect>;

/// Mall of Horror's own set-up lines (`option`), as read so far.
#[derive(Debug, Clone, Default)]
pub struct Own {
    options: Options,
}

impl Scripted for Game {
    type Review = Review;
    type Expect = Expect;
    type Own = Own;
    const TITLE: &'static str = "Mall of Horror";
    const SETUP_WORDS: &'static [&'static str] = &["option"];
    const SHARED_VERBS: &'static [(&'static str, &'static str)] = lines::SHARED_VERBS;
    const VERBS: &'static [(&'static str, &'static str)] = &[
        ("place", "place PLAYER CHARACTER LOCATION"),
        ("review", "review location N | family PLAYER | tokens | supplies | turn | score"),
    ];

    fn setup_line(own: &mut Own, words: &[&str], _: &[String], _: &Path, _: usize) -> Result<(), String> {
        match one(&words[1..], "option cachou-open|hidden-leaves-defence|second-vote-survivors-only")? {
            "cachou-open" => own.options.cachou_open = true,
            "hidden-leaves-defence" => own.options.hidden_leaves_defence = true,
            "second-vote-survivors-only" => own.options.second_vote_survivors_only = true,
            o => {
                return Err(format!(
                    "{o} is not a table option (cachou-open, hidden-leaves-defence, second-vote-survivors-only)"
                ));
            }
        }
        Ok(())
    }

    fn stray(word: &str, _played: &str) -> String {
        format!("`{word}` belongs to a game of Mall of Horror (`ruleset mall-of-horror`)")
    }

    fn set_up(table: &Table, own: &Own) -> Result<(Game, Vec<Event>), (Option<usize>, String)> {
        let oldest = table.seat(table.oldest()?)?;
        let mut setup = Setup::new(table.names.len() as u8, oldest, table.seed);
        setup.dice = table.dice();
        if let Some(g) = table.generator {
            setup.generator = g;
        }
        setup.options = own.options;
        Game::new(setup).map_err(|e| (None, e.to_string()))
    }

    fn parse_command(words: &[&str], names: &[String]) -> Result<Option<Command>, String> {
        if let Some(cmd) = lines::shared_command(words, names, card, character)? {
            return Ok(Some(cmd));
        }
        let args = &words[1..];
        Ok(Some(Command::Own(match (words[0], args) {
            ("place", [p, c, l]) => {
                OwnCommand::Place { player: seat(names, p)?, character: character(c)?, location: loc(l)? }
            }
            _ => return Ok(None),
        })))
    }

    fn parse_review(words: &[&str], names: &[String]) -> Result<Option<Review>, String> {
        Ok(Some(match words {
            ["location", l] => Review::Location(loc(l)?),
            ["family", p] => Review::Group(seat(names, p)?),
            ["tokens"] => Review::Tokens,
            ["supplies"] => Review::Supplies,
            ["turn"] => Review::Turn,
            ["score"] => Review::Score,
            _ => return Ok(None),
        }))
    }

    fn parse_expect(what: &str, a: &[&str], names: &[String]) -> Result<Expect, String> {
        let yes_no = |w: &str| lines::yes_no(w).ok_or_else(|| format!("expected yes or no, not {w}"));
        expect::parse(what, a, names, &EXPECT_WORDS, character, || {
            Ok(Some(match (what, a) {
                ("hidden", [p, c, y]) => OwnExpect::Hidden(seat(names, p)?, character(c)?, yes_no(y)?),
                ("chief", [p]) => OwnExpect::Chief(seat(names, p)?),
                ("blind", [y]) => OwnExpect::Blind(yes_no(y)?),
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
        Plain::new(names).mall_line(e)
    }

    fn plain_decision(cmd: &Command, names: &[String]) -> String {
        public_command(cmd, names)
    }

    fn plain_refusal(e: &RuleError, names: &[String]) -> String {
        refusal(e, |s| name_of(names, s))
    }

    fn said_review(&self, an: &Announcer, r: Review) -> String {
        an.mall().review(self, r)
    }

    fn said_refusal(&self, an: &Announcer, e: &RuleError) -> String {
        match e {
            RuleError::Unexpected { .. } => {
                format!("{} {}", an.mall().error(e).text, an.mall().prompt(&self.pending()).text)
            }
            _ => an.mall().error(e).text,
        }
    }
}

impl super::Shippable for Game {
    fn command_line(cmd: &Command, names: &[String]) -> String {
        command_line(cmd, names)
    }

    fn standing(&self) -> Vec<String> {
        vec![
            format!("round: {}", self.round()),
            format!("step: {}", self.step().map_or("none".to_owned(), |s| s.number().to_string())),
        ]
    }

    fn random_game(players: u8, seed: u64, table_dice: bool) -> String {
        random_game(players, seed, table_dice)
    }

    fn simulate(players: u8, games: u64, seed: u64, dice: crate::engine::DiceMode) -> crate::sim::Stats {
        crate::sim::mall::simulate(players, games, seed, dice)
    }

    /// Outside a game, under the default options; and said once: a card played is taken as the
    /// kind named. Always under their title.
    fn card_list(an: &Announcer, _alone: bool) -> Vec<String> {
        let title = an.text(crate::vocab::Id::MallUiCardsTitle, None);
        let mall = an.voice::<Game>();
        std::iter::once(title)
            .chain(Card::ALL.into_iter().map(|c| mall.card_description(c, &Options::default())))
            .collect()
    }
}

fn character(w: &str) -> Result<Character, String> {
    Character::from_name(&w.to_ascii_lowercase())
        .ok_or_else(|| format!("{w} is not a character (pin-up, tough-guy, gunman, little-girl)"))
}

/// Reads one game line of Mall of Horror (not a set-up line).
pub fn parse_line(words: &[&str], names: &[String]) -> Result<MallLine, String> {
    lines::parse::<Game>(words, names)
}

fn play_usage(k: Card) -> &'static str {
    match k {
        Card::Sprint => "play PLAYER sprint CHARACTER LOCATION",
        Card::Hidden => "play PLAYER hidden CHARACTER",
        _ => "play PLAYER CARD",
    }
}

/// Checks an expectation on a game of Mall of Horror.
fn check(g: &Game, x: &Expect, names: &[String]) -> Result<(), String> {
    let n = |s: Seat| name_of(names, s);
    let eq = same;
    let yn = |b: bool| if b { "yes" } else { "no" }.to_owned();
    match x {
        Expect::Attackers(l, k) => eq(format!("zombies at {l}"), g.zombies(*l).to_string(), k.to_string()),
        Expect::Count(l, k) => eq(format!("characters at {l}"), g.count_at(*l).to_string(), k.to_string()),
        Expect::At(s, c, l) => {
            let got = match g.position(*s, *c) {
                Pos::At(at) => at.to_string(),
                Pos::Eaten => "lost".into(),
                Pos::Absent => "absent".into(),
                Pos::Unplaced => "unplaced".into(),
            };
            eq(format!("{}'s {c}", n(*s)), got, l.map_or("lost".into(), |l| l.to_string()))
        }
        Expect::Own(OwnExpect::Hidden(s, c, h)) => {
            eq(format!("{}'s {c} hidden", n(*s)), yn(g.is_hidden(*s, *c)), yn(*h))
        }
        Expect::Own(OwnExpect::Chief(s)) => eq("the chief".into(), n(g.chief()), n(*s)),
        Expect::Own(OwnExpect::Blind(b)) => eq("the chief blind".into(), yn(g.chief_is_blind()), yn(*b)),
        Expect::Deck(k) => eq("the deck".into(), g.deck().to_string(), k.to_string()),
        Expect::Hand(s, k) => eq(format!("{}'s hand", n(*s)), g.hand(*s).to_string(), k.to_string()),
        Expect::Closed(l, c) => eq(
            format!("location {l}"),
            if g.is_closed(*l) { "closed" } else { "open" }.into(),
            if *c { "closed" } else { "open" }.into(),
        ),
        Expect::Turn(k) => eq("the round".into(), g.round().to_string(), k.to_string()),
        Expect::Phase(s) => eq(
            "the step".into(),
            g.step().map_or("none".into(), |s| s.number().to_string()),
            s.map_or("none".into(), |s| s.to_string()),
        ),
        Expect::Pending(w) => eq("the pending decision".into(), pending_name(&g.pending()).into(), w.clone()),
        Expect::Score(s, k) => eq(format!("{}'s score", n(*s)), g.scores()[s.index()].to_string(), k.to_string()),
        Expect::Winners(w) => {
            eq("the winners".into(), seats(names, g.winners(), " ", "none"), seats(names, *w, " ", "none"))
        }
    }
}

/// Every name [`pending_name`] gives, as `expect pending` accepts them in Mall of Horror.
pub const PENDING_NAMES: [&str; 14] = [
    "dice",
    "placement",
    "discussion",
    "cards",
    "ballots",
    "tie",
    "give",
    "camera",
    "announce",
    "destinations",
    "move",
    "stay",
    "victim",
    "finished",
];

/// The one-word name of a pending decision of Mall of Horror.
pub fn pending_name(p: &Pending) -> &'static str {
    lines::pending_name(p, |own| match own {
        OwnPending::Placement { .. } => "placement",
        OwnPending::Discussion { .. } => "discussion",
        OwnPending::Cards { .. } => "cards",
        OwnPending::Camera { .. } => "camera",
        OwnPending::Stay { .. } => "stay",
    })
}

/// The pending decision in the plain form, for `--prompts`.
pub fn pending_line(p: &Pending, names: &[String]) -> String {
    let n = |s: Seat| name_of(names, s);
    let set = |s: SeatSet| seats(names, s, ",", "-");
    let chars = |c: CharacterSet| c.iter().map(Character::name).collect::<Vec<_>>().join(",");
    let locs = |l: LocSet| l.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(",");
    let words = PendingWords { settler: "chief", second: true };
    let destinations = |p: &Pending| match *p {
        Pending::AnnounceDestination { player, .. } => format!("player={}", n(player)),
        Pending::SecretDestinations { waiting, placers, .. } => {
            format!("waiting={} zombie={}", set(waiting), set(placers))
        }
        _ => String::new(),
    };
    lines::pending_line(p, names, pending_name(p), words, chars, destinations, |own| match *own {
        OwnPending::Placement { player, dice, characters, locations } => {
            format!("player={} dice={dice} characters={} locations={}", n(player), chars(characters), locs(locations))
        }
        OwnPending::Discussion { vote, candidates, players, .. } => {
            format!("vote={vote} candidates={} players={}", set(candidates), set(players))
        }
        OwnPending::Cards { location, zombies, defence, players, taken, changed, gets_in } => format!(
            "location={location} zombies={zombies} defence={defence} players={}{}{} gets-in={}",
            set(players),
            if taken > 0 { format!(" taken={taken}") } else { String::new() },
            if changed { " changed" } else { "" },
            if gets_in { "yes" } else { "no" }
        ),
        OwnPending::Camera { players } => format!("players={}", set(players)),
        OwnPending::Stay { player, destination } => format!("player={} destination={destination}", n(player)),
    })
}

/// An action card played, from its name and the words after it.
fn card(card: &str, rest: &[&str]) -> Result<CardPlay, String> {
    let kind = Card::from_name(&card.to_ascii_lowercase()).ok_or_else(|| {
        let all: Vec<&str> = Card::ALL.iter().map(|c| c.name()).collect();
        format!("{card} is not a card ({})", all.join(", "))
    })?;
    Ok(match (kind, rest) {
        (Card::Threat, []) => CardPlay::Threat,
        (Card::SecurityCamera, []) => CardPlay::SecurityCamera,
        (Card::Hardware, []) => CardPlay::Hardware,
        (Card::WeaponOne, []) => CardPlay::WeaponOne,
        (Card::WeaponTwo, []) => CardPlay::WeaponTwo,
        (Card::Sprint, [c, to]) => CardPlay::Sprint { character: character(c)?, to: loc(to)? },
        (Card::Hidden, [c]) => CardPlay::Hidden { character: character(c)? },
        (k, _) => return Err(format!("expected `{}`", play_usage(k))),
    })
}

/// A command of Mall of Horror as a script line ([`parse_line`] reads it back).
pub fn command_line(cmd: &Command, names: &[String]) -> String {
    let n = |s: Seat| name_of(names, s);
    let card = |card: &CardPlay| {
        let tail = match *card {
            CardPlay::Sprint { character, to } => format!(" {character} {to}"),
            CardPlay::Hidden { character } => format!(" {character}"),
            _ => String::new(),
        };
        format!("{}{tail}", card.card().name())
    };
    lines::command_line(cmd, names, card, |own| match *own {
        OwnCommand::Place { player, character, location } => format!("place {} {character} {location}", n(player)),
    })
}

/// A command as the table may see it: the content of a secret ballot or destination left out.
pub fn public_command(cmd: &Command, names: &[String]) -> String {
    lines::public_command(cmd, names, |cmd| command_line(cmd, names))
}

/// A refused command of Mall of Horror in the stable plain form of `vigie script` (English):
/// the refusals every ruleset shares written once (`plain::refusal`), Mall of Horror's own here.
pub fn refusal(e: &RuleError, name: impl Fn(Seat) -> String) -> String {
    plain::refusal(e, name)
}

impl PlainRefusals for OwnRuleError {
    type Card = Card;
    type Character = Character;
    type Moment = OwnMoment;
    const SAME_LOCATION: &'static str = "the character must go to another location";
    const DISCUSSION: &'static str = "threats may be played before the ballots, or the table continues";
    const TIE: &'static str = "the chief settles a tie";
    const VICTIM: &'static str = "the designated player chooses who is taken";

    fn hidden(player: String, character: Character) -> String {
        format!("{player}'s {character} is hidden")
    }

    fn no_card(player: String) -> String {
        format!("{player} holds no card")
    }

    fn moment(m: OwnMoment) -> &'static str {
        match m {
            OwnMoment::Cards => "cards may be played in the attack, or the table continues",
            OwnMoment::Camera => "security cameras may be played, or the table continues to the destinations",
        }
    }

    fn plain(&self, name: &dyn Fn(Seat) -> String) -> String {
        use OwnRuleError as O;
        match *self {
            O::ChiefFirst(s) => format!("the chief just elected, {}, announces a destination first", name(s)),
            O::NoRoom(l) => format!("location {l} has no room"),
            O::NotADie(l) => format!("no die shows {l}"),
            O::NotPlaced { player, character } => format!("{}'s {character} is not on the board", name(player)),
            O::AlreadyAtDestination { player, character } => {
                format!("{}'s {character} cannot be the one to move", name(player))
            }
            O::NotInTheParking => "hardware does not help in the Parking".into(),
            O::NoZombie(l) => format!("there is no zombie at location {l}"),
        }
    }
}

/// A random legal game of Mall of Horror as a script (`vigie simulate --script --ruleset
/// mall-of-horror`): the set-up lines, then one decision per line.
pub fn random_game(players: u8, seed: u64, table_dice: bool) -> String {
    use crate::engine::{DiceMode, Rng};
    use crate::sim::COLOURS;
    let names: Vec<String> = COLOURS[..usize::from(players)].iter().map(|s| s.to_string()).collect();
    let mut seeds = Rng::new(seed);
    let mut setup = crate::engine::mall::Setup::new(players, Seat::FIRST, seeds.next_u64());
    setup.dice = if table_dice { DiceMode::Table } else { DiceMode::Vigie };
    let mut out = format!(
        "# A random game of Mall of Horror, {players} players, recorded by `vigie simulate --script --ruleset mall-of-horror --players {players} --seed {seed}`.\n"
    );
    out += &format!("ruleset mall-of-horror\nplayers {}\noldest {}\n", names.join(" "), names[0]);
    out += &if table_dice { "table-dice\n".to_owned() } else { format!("seed {}\n", setup.seed) };
    let mut round = 0;
    crate::sim::mall::play(setup, seeds.next_u64(), |before, cmd, _, _| {
        if before.round() != round {
            round = before.round();
            out += &format!("# round {round}\n");
        }
        out += &command_line(cmd, &names);
        out.push('\n');
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Dice;
    use crate::engine::mall::{Command as C, OwnCommand as O};
    use crate::script::{Options, run};
    use std::path::Path;

    #[test]
    fn every_pending_decision_of_random_mall_games_can_be_expected_by_name() {
        for seed in 0..40 {
            let setup = crate::engine::mall::Setup::new(3 + (seed % 4) as u8, Seat::FIRST, seed);
            crate::sim::mall::play(setup, seed, |before, _, _, _| {
                let name = pending_name(&before.pending());
                assert!(PENDING_NAMES.contains(&name), "{name} is missing from PENDING_NAMES");
            });
        }
    }

    #[test]
    fn every_mall_command_reads_back_from_its_line() {
        let n: Vec<String> = ["Red", "Blue", "Green"].map(String::from).to_vec();
        let [red, blue, green, ..] = Seat::ALL;
        let l = crate::engine::mall::PARKING;
        let cmds = [
            C::Roll { dice: Dice::new(&[1, 6, 3, 4]).unwrap() },
            C::Own(O::Place { player: blue, character: Character::LittleGirl, location: l }),
            C::Continue,
            C::Ballot { voter: red, candidate: green },
            C::BreakTie { candidate: blue },
            C::Give { to: green },
            C::Destination { player: red, location: l },
            C::Move { player: green, character: Character::PinUp },
            C::Victim { player: blue, character: Character::ToughGuy },
            C::Play { player: red, card: CardPlay::Sprint { character: Character::Gunman, to: l } },
            C::Play { player: blue, card: CardPlay::Hidden { character: Character::PinUp } },
            C::Play { player: green, card: CardPlay::WeaponTwo },
            C::Play { player: green, card: CardPlay::SecurityCamera },
        ];
        for cmd in cmds {
            let line = command_line(&cmd, &n);
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(parse_line(&words, &n), Ok(Line::Command(cmd)), "{line}");
        }
        let e = |s: &str| parse_line(&s.split_whitespace().collect::<Vec<_>>(), &n).unwrap_err();
        assert_eq!(e("keys Red"), "`keys` is a decision of Lockdown, not of Mall of Horror");
        assert_eq!(e("place Red pin-up"), "expected `place PLAYER CHARACTER LOCATION`");
        assert_eq!(e("move Red blocker"), "blocker is not a character (pin-up, tough-guy, gunman, little-girl)");
        assert_eq!(e("play Red sprint gunman"), "expected `play PLAYER sprint CHARACTER LOCATION`");
    }

    #[test]
    fn a_random_mall_game_written_as_a_script_plays_back_the_same() {
        let script = random_game(4, 9, false);
        assert!(script.contains("ruleset mall-of-horror"));
        let mut out = Vec::new();
        let played = run(&script, Path::new("."), &Options::default(), &mut out).unwrap();
        let played = played.expect("a game");
        let g = played.game::<crate::engine::mall::Game>().expect("a game of Mall of Horror");
        assert!(g.is_finished() || g.round() > 0);
        assert!(String::from_utf8(out).unwrap().contains("game-started ruleset=mall-of-horror"));
    }
}
