//! The announcer: both languages complete and alike, every event and prompt said, and golden
//! transcripts of whole games.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use vigie::announce::{Announcer, Voice, sample_events};
use vigie::engine::Rules;
use vigie::engine::{Audience, Event, Game, Seat, Setup};
use vigie::script::{Options, run};
use vigie::sim::{self, Bot};
use vigie::vocab::{Id, Lang, Verbosity};

/// Each message id of a language, with the variables its text uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    fn vars_of_pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                vars_of_expression(expression, out);
            }
        }
    }
    fn vars_of_inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => vars_of_expression(expression, out),
            // `DE($place)`, `INITIAL($player)`: the forms of an argument (announce::forms).
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    vars_of_inline(a, out);
                }
            }
            _ => {}
        }
    }
    fn vars_of_expression(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                vars_of_inline(selector, out);
                for v in variants {
                    vars_of_pattern(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => vars_of_inline(i, out),
        }
    }
    let mut all = BTreeMap::new();
    for (file, text) in vigie::announce::sources(lang) {
        let res = fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, e)| panic!("{lang} {file}: {e:?}"));
        for entry in res.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    vars_of_pattern(p, &mut vars);
                }
                assert!(all.insert(m.id.name.to_owned(), vars).is_none(), "{lang} {file}: {} twice", m.id.name);
            }
        }
    }
    all
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_arguments() {
    let en = messages(Lang::En);
    let fr = messages(Lang::Fr);
    let only_en: Vec<_> = en.keys().filter(|k| !fr.contains_key(*k)).collect();
    let only_fr: Vec<_> = fr.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(only_en.is_empty() && only_fr.is_empty(), "English only: {only_en:?}; French only: {only_fr:?}");
    for (id, vars) in &en {
        assert_eq!(vars, &fr[id], "message {id} uses different arguments in French");
    }
}

/// Every Rust source file of the library, as text.
fn library_sources() -> String {
    fn walk(dir: &std::path::Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                *out += &std::fs::read_to_string(&path).unwrap();
            }
        }
    }
    let mut out = String::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// Message ids are checked by the compiler (`vigie::vocab::Id`, generated from the English
/// locale); what is left to check is that no message of the locales is dead text.
#[test]
fn every_message_of_the_locales_is_used() {
    let source = library_sources();
    let camel = |id: &str| -> String { id.split('-').map(|w| w[..1].to_uppercase() + &w[1..]).collect() };
    // Mall of Horror's messages for the events every ruleset shares are Lockdown's ids' twins
    // (`Id::mall`), named in the shared words.
    let shared =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/announce/shared_events.rs"))
            .unwrap();
    let twin_of_shared =
        |id: &str| id.strip_prefix("mall-").is_some_and(|l| shared.contains(&format!("Id::{}", camel(l))));
    let unused: Vec<&str> = Id::ALL
        .iter()
        .map(|id| id.as_str())
        .filter(|id| !id.ends_with("-detail"))
        .filter(|id| !source.contains(&format!("Id::{}", camel(id))) && !twin_of_shared(id))
        .collect();
    assert!(unused.is_empty(), "messages nobody uses: {unused:?}");
    // A detail is said only with the message it belongs to.
    for id in Id::ALL.iter().filter(|id| id.as_str().ends_with("-detail")) {
        assert!(Id::ALL.iter().any(|m| m.detail() == Some(*id)), "{id} details no message");
    }
}

fn said_well(text: &str, id: impl Into<Option<Id>>) -> Result<(), String> {
    let id = id.into().map_or("(words made by the interface)", Id::as_str);
    if text == id || text.contains('{') || text.contains('}') || text.contains('\u{2068}') || text.trim().is_empty() {
        return Err(format!("{id} said as {text:?}"));
    }
    Ok(())
}

#[test]
fn every_event_kind_has_words_in_both_languages() {
    let names = vec!["Red".to_owned(), "Blue".to_owned(), "Green".to_owned()];
    for lang in Lang::ALL {
        let an = Announcer::new(lang, names.clone()).unwrap();
        for kind in sample_events() {
            let (m, _) = an.event(&Event { audience: Audience::Table, kind });
            said_well(&m.text, m.id).unwrap();
        }
    }
}

#[test]
fn every_event_prompt_and_error_of_random_games_is_said_in_both_languages() {
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"].map(String::from).to_vec();
    for lang in Lang::ALL {
        let an = Announcer::new(lang, names.clone()).unwrap();
        for seed in 0..40u64 {
            let players = 3 + (seed % 4) as u8;
            let mut setup = Setup::new(players, Seat::ALL[usize::from(players - 1)], Seat::FIRST, seed);
            if seed % 2 == 1 {
                setup.dice = vigie::engine::DiceMode::Table;
            }
            let mut failure = None;
            sim::play(setup, seed, |before, _, after, events| {
                for m in an.events(events, Verbosity::Full) {
                    if let Err(e) = said_well(&m.text, m.id) {
                        failure.get_or_insert(e);
                    }
                    if let Some(d) = &m.detail
                        && let Err(e) = said_well(d, m.id)
                    {
                        failure.get_or_insert(e);
                    }
                }
                for p in [before.pending(), after.pending()] {
                    let m = an.prompt(&p);
                    if let Err(e) = said_well(&m.text, m.id) {
                        failure.get_or_insert(e);
                    }
                }
                // A wrong command at this point: its refusal is said too.
                let mut g = *after;
                if let Err(e) = g.apply(vigie::engine::Command::Continue) {
                    let m = an.error(&e);
                    if let Err(e) = said_well(&m.text, m.id) {
                        failure.get_or_insert(e);
                    }
                }
            });
            assert!(failure.is_none(), "{lang}, seed {seed}: {}", failure.unwrap_or_default());
        }
    }
}

#[test]
fn a_secret_goes_only_to_its_player_in_words_too() {
    let names: Vec<String> = ["Ann", "Bob", "Cat"].map(String::from).to_vec();
    let an = Announcer::new(Lang::En, names).unwrap();
    let (game, events) = Game::new(Setup::new(3, Seat::ALL[2], Seat::FIRST, 5)).unwrap();
    let mut bot = Bot::new(&game, 5);
    let mut g = game;
    let mut all = events;
    while let Some(cmd) = bot.choose(&g) {
        let ev = g.apply(cmd).unwrap();
        bot.commit(&cmd, &ev);
        all.extend(ev);
    }
    let mut private = 0;
    for m in an.events(&all, Verbosity::Full) {
        if m.id == Some(Id::EvDiceShown) || m.id == Some(Id::EvDestinationRecorded) {
            assert!(matches!(m.channel, vigie::vocab::Channel::Private(_)), "{m:?}");
            private += 1;
        }
    }
    assert!(private > 0);
}

fn transcript(script: &Path, lang: Lang) -> String {
    let text = std::fs::read_to_string(script).unwrap();
    let mut out = Vec::new();
    let options = Options { prompts: true, voice: Some((lang, Verbosity::Normal)), ..Options::default() };
    run(&text, script.parent().unwrap(), &options, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

macro_rules! golden {
    ($name:ident, $path:expr) => {
        #[test]
        fn $name() {
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join($path);
            for lang in Lang::ALL {
                insta::assert_snapshot!(format!("{}_{}", stringify!($name), lang), transcript(&path, lang));
            }
        }
    };
}

golden!(transcript_three_players, "docs/examples/three-players.vigie");
golden!(transcript_four_players_table_dice, "tests/games/four-players-table-dice.vigie");
golden!(transcript_six_players, "tests/games/six-players.vigie");
golden!(transcript_mall_four_players, "tests/games/mall-four-players.vigie");

/// Benchmark, not a check: time to turn one event into its message. Run with
/// `cargo test --release --test tests bench_ -- --ignored --nocapture`.
#[test]
#[ignore]
fn bench_announcer_time_per_message() {
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan", "Eve"].map(String::from).to_vec();
    let mut all = Vec::new();
    for seed in 0..200u64 {
        sim::play(Setup::new(5, Seat::ALL[4], Seat::FIRST, seed), seed, |_, _, _, events| {
            all.extend_from_slice(events)
        });
    }
    for lang in Lang::ALL {
        let an = Announcer::new(lang, names.clone()).unwrap();
        let start = std::time::Instant::now();
        let mut chars = 0;
        for e in &all {
            chars += an.event(e).0.text.len();
        }
        let per = start.elapsed() / all.len() as u32;
        eprintln!("announcer {lang}: {} events, {per:?} per message ({chars} characters)", all.len());
    }
}

#[test]
fn the_card_reader_describes_every_card_in_both_languages() {
    for lang in Lang::ALL {
        let an = Announcer::new(lang, Vec::new()).unwrap();
        let mut seen = BTreeSet::new();
        for card in vigie::engine::CardKind::ALL {
            let text = an.card_description(card);
            said_well(&text, vigie::announce::card_id(card)).unwrap();
            assert!(text.chars().next().is_some_and(char::is_uppercase), "{text}");
            assert!(seen.insert(text.clone()), "two cards read the same: {text}");
        }
    }
}

#[test]
fn the_spoken_help_tells_every_action_with_its_keys_in_both_languages() {
    let map = vigie::input::KeyMap::bundled();
    for lang in Lang::ALL {
        let an = Announcer::new(lang, Vec::new()).unwrap();
        let lines = an.help(&map);
        assert_eq!(lines.len(), vigie::input::Action::ALL.len());
        for (line, action) in lines.iter().zip(vigie::input::Action::ALL) {
            said_well(line, action.help_id()).unwrap();
            assert!(line.chars().next().is_some_and(char::is_uppercase), "{line}");
        }
    }
    // A rebound key is what the help says.
    let map = vigie::input::KeyMap::from_user_toml("[keys]\nrepeat = [\"F6\"]\n").unwrap();
    let an = Announcer::new(Lang::En, Vec::new()).unwrap();
    assert!(an.help(&map).contains(&"F6: say the last message again.".to_owned()));
}

#[test]
fn the_board_can_be_reviewed_at_any_moment_in_both_languages() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/games/reviews.vigie");
    let text = std::fs::read_to_string(&path).unwrap();
    let said = |lang| {
        let mut out = Vec::new();
        let options = Options { voice: Some((lang, Verbosity::Normal)), ..Options::default() };
        run(&text, path.parent().unwrap(), &options, &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .filter_map(|l| l.strip_prefix("[review] ").map(String::from))
            .collect::<Vec<_>>()
    };
    let en = said(Lang::En);
    assert_eq!(en.len(), 8);
    assert_eq!(
        en[0],
        "At location 1: Red: Weeper. Green: Leader and Weeper. 3 monsters around it, out of 6 monster spots. No free spot for characters."
    );
    assert!(en[1].ends_with("Room for any number of characters."), "{}", en[1]);
    assert!(
        en[2].starts_with("Red: Blocker at location 3, the surveillance room,") && en[2].ends_with("One card in hand.")
    );
    assert_eq!(en[3], "The cold storage is empty. 3 more characters eaten and monsters attack on equal strength.");
    assert_eq!(en[4], "Red has the badge, Green the Martyr.");
    assert_eq!(en[5], "4 dice in the box. 20 cards in the deck. 18 monsters in the supply.");
    assert!(en[6].starts_with("Turn 1, phase 1: the truck search. Discussion before the vote"), "{}", en[6]);
    assert!(en[7].ends_with("Red, Blue and Green would share the victory."), "{}", en[7]);
    let fr = said(Lang::Fr);
    assert_eq!(fr[4], "Red a le badge de sécurité, Green le Martyr.");
    for line in fr.iter().chain(&en) {
        said_well(line, None).unwrap();
    }
}

#[test]
fn every_kind_of_refusal_is_said_in_both_languages() {
    use vigie::engine::{CardKind, Loc, OwnRuleError, Role, RuleError as R};
    let (s, t, r, l) = (Seat::FIRST, Seat::ALL[1], Role::Leader, Loc::SURVEILLANCE);
    let all = [
        R::GameOver,
        R::Unexpected { expected: vigie::engine::Moment::Dice },
        R::NoSuchPlayer(Seat::ALL[5]),
        R::NotYourTurn { expected: s, got: t },
        R::Own(OwnRuleError::BadgeHolderFirst(s)),
        R::NoCharacters(s),
        R::LocationClosed(l),
        R::Own(OwnRuleError::NoFreeSpot(l)),
        R::Own(OwnRuleError::NoMonsterSpot(l)),
        R::Own(OwnRuleError::NoMonster(l)),
        R::Own(OwnRuleError::NotInGame { player: s, role: r }),
        R::AlreadyPlaced { player: s, character: r },
        R::Own(OwnRuleError::NoSuchDie(4)),
        R::NotThere { player: s, character: r, location: l },
        R::Own(OwnRuleError::CannotMove { player: s, role: r, destination: l }),
        R::SameLocation,
        R::NotPresent { player: s, location: l },
        R::NotAVoter(s),
        R::NotACandidate(s),
        R::AlreadyVoted(s),
        R::NotTied(s),
        R::AlreadyChosen(s),
        R::Hidden { player: s, character: r },
        R::Own(OwnRuleError::AlreadyHidden { player: s, role: r }),
        R::NoCardInHand(s),
        R::WrongMoment(CardKind::Bat),
        R::Own(OwnRuleError::KeysAreRevealed),
        R::AlreadyKnowsDice(s),
        R::Own(OwnRuleError::BlindBadgeHolder),
        R::MustGiveAway,
        R::Own(OwnRuleError::NotAKeysHolder(s)),
        R::DiceCount { expected: 5, got: 4 },
    ];
    for lang in Lang::ALL {
        let an = Announcer::new(lang, vec!["Red".into(), "Blue".into(), "Green".into()]).unwrap();
        for e in &all {
            let m = an.error(e);
            said_well(&m.text, m.id).unwrap();
        }
    }
}

#[test]
fn every_kind_of_mall_of_horror_refusal_is_said_in_both_languages() {
    use vigie::engine::Loc;
    use vigie::engine::mall::{Card, Character, Moment, OwnMoment, OwnRuleError as O, RuleError as R};
    let (s, t, c, l) = (Seat::FIRST, Seat::ALL[1], Character::PinUp, Loc::SURVEILLANCE);
    let all = [
        R::GameOver,
        R::Unexpected { expected: Moment::Dice },
        R::Unexpected { expected: Moment::Own(OwnMoment::Camera) },
        R::NoSuchPlayer(Seat::ALL[5]),
        R::NotYourTurn { expected: s, got: t },
        R::NoCharacters(s),
        R::LocationClosed(l),
        R::AlreadyPlaced { player: s, character: c },
        R::NotThere { player: s, character: c, location: l },
        R::SameLocation,
        R::NotPresent { player: s, location: l },
        R::NotAVoter(s),
        R::NotACandidate(s),
        R::AlreadyVoted(s),
        R::NotTied(s),
        R::AlreadyChosen(s),
        R::Hidden { player: s, character: c },
        R::NoCardInHand(s),
        R::WrongMoment(Card::Hardware),
        R::AlreadyKnowsDice(s),
        R::MustGiveAway,
        R::DiceCount { expected: 5, got: 4 },
        R::Own(O::ChiefFirst(s)),
        R::Own(O::NoRoom(l)),
        R::Own(O::NotADie(l)),
        R::Own(O::NotPlaced { player: s, character: c }),
        R::Own(O::AlreadyAtDestination { player: s, character: c }),
        R::Own(O::NotInTheParking),
        R::Own(O::NoZombie(l)),
    ];
    for lang in Lang::ALL {
        let an = Announcer::new(lang, vec!["Red".into(), "Blue".into(), "Green".into()]).unwrap();
        for e in &all {
            let m = an.mall().error(e);
            said_well(&m.text, m.id).unwrap();
        }
        // Where Mall of Horror words a shared refusal its own way (its cards, its characters),
        // its words are said, not Lockdown's.
        let own = [
            (R::NoCardInHand(s), Id::MallErrNoCardInHand),
            (R::NotPresent { player: s, location: l }, Id::MallErrNotPresent),
            (R::Hidden { player: s, character: c }, Id::MallErrHidden),
            (R::NotThere { player: s, character: c, location: l }, Id::MallErrNotThere),
        ];
        for (e, id) in own {
            assert_eq!(an.mall().error(&e).id, Some(id), "{lang:?} {e:?}");
        }
    }
}

/// French spells "de" and "que" before a name from the name's first letter, in each message,
/// and never rewrites the name: a player called "Les" used to become "des" ("le vote des").
#[test]
fn french_elision_leaves_players_names_as_they_are() {
    use vigie::engine::{Command, EventKind, Loc, OwnCommand, OwnEvent, Role};
    let an = Announcer::new(Lang::Fr, vec!["Les".into(), "Anne".into(), "Bob".into()]).unwrap();
    let (les, anne) = (Seat::ALL[0], Seat::ALL[1]);
    let ballot = |voter| an.decision(&Command::Ballot { voter, candidate: Seat::ALL[2] });
    assert_eq!(ballot(les), "le vote de Les");
    assert_eq!(ballot(anne), "le vote d'Anne");
    let place = |player, role| an.decision(&Command::Own(OwnCommand::Place { player, role, die: 1 }));
    assert_eq!(place(les, Role::Blocker), "la pose du Bloqueur de Les");
    assert_eq!(place(anne, Role::Useless), "la pose de l'Inutile d'Anne");
    let sole = |player| {
        let kind = EventKind::Own(OwnEvent::SoleFamily { location: Loc::PARKING, player });
        an.event(&Event { audience: Audience::Table, kind }).0.text
    };
    assert_eq!(sole(les), "Seule la famille de Les est exposée.");
    assert_eq!(sole(anne), "Seule la famille d'Anne est exposée.");
    let closed =
        an.event(&Event { audience: Audience::Table, kind: EventKind::LocationClosed { location: Loc::PARKING } });
    assert_eq!(closed.0.text, "Fermeture du lieu 6, le parking : retournez sa tuile.");
}

/// Set-up, board and file errors are worded by the announcer in the user's language: the
/// errors' own `Display` (English, for developers) is never what is said.
#[test]
fn every_kind_of_file_and_set_up_error_is_said_in_both_languages() {
    use std::path::PathBuf;
    use vigie::engine::{ProfileError as P, RuleError, SetupError as S};
    use vigie::store::{FileKind, Problem, StoreError as E};
    let path = || PathBuf::from("/tmp/game.json");
    let io = || std::io::Error::from(std::io::ErrorKind::PermissionDenied);
    let store = [
        E::Read { path: path(), source: io() },
        E::NotAFile { path: path(), kind: FileKind::Folder },
        E::NotAFile { path: path(), kind: FileKind::Other },
        E::Write { path: path(), source: io() },
        E::TooLarge { path: path(), limit: 1024 },
        E::NotUtf8 { path: path(), line: 3 },
        E::Syntax("expected value".into()),
        E::Format("other".into()),
        E::Version(9),
        E::NoSuchVersion(0),
        E::Invalid("two players are called Red".into()),
        E::Serialise { path: path(), reason: "x".into() },
        E::Replay { index: 4, error: RuleError::GameOver.into(), names: vec!["Red".into(), "Blue".into()] },
        E::Replay { index: 2, error: vigie::engine::mall::RuleError::SameLocation.into(), names: Vec::new() },
        E::OtherRuleset("mall-of-horror".into()),
    ];
    let board = [
        P::Syntax("expected `=`".into()),
        P::Format("x".into()),
        P::Version(2),
        P::Length { key: "locations.character_spots", expected: 5, found: 2 },
        P::Range { key: "deck.gun".into(), value: 99, min: 0, max: 20 },
    ];
    let setup = [S::PlayerCount(7), S::NoSuchSeat(Seat::ALL[5]), S::DeckTooSmall { deck: 2, players: 3 }];
    for lang in Lang::ALL {
        let an = Announcer::new(lang, vec!["Red".into(), "Blue".into(), "Green".into()]).unwrap();
        let mut said: Vec<(String, String)> = store.iter().map(|e| (an.store_error(e), e.to_string())).collect();
        said.extend(board.iter().map(|e| (an.profile_error(e), e.to_string())));
        said.extend(board.iter().map(|e| (an.profile_refused(e), e.to_string())));
        said.extend(setup.iter().map(|e| (an.setup_error(e), e.to_string())));
        said.push((an.problem(&Problem::EpilogueCards), Problem::EpilogueCards.to_string()));
        for (text, display) in &said {
            said_well(text, None).unwrap();
            assert_ne!(text, display, "{lang}: the developer's words are said");
        }
    }
    let fr = Announcer::new(Lang::Fr, vec![]).unwrap();
    assert_eq!(fr.store_error(&store[1]), "/tmp/game.json est un dossier, pas un fichier");
}

/// Mall of Horror: every event kind said in both languages.
#[test]
fn every_mall_event_kind_has_words_in_both_languages() {
    let names = vec!["Red".to_owned(), "Blue".to_owned(), "Green".to_owned()];
    for lang in Lang::ALL {
        let an = Announcer::new(lang, names.clone()).unwrap();
        for kind in vigie::announce::mall::sample_events() {
            let (m, _) = an.mall().event(&vigie::engine::mall::Event { audience: Audience::Table, kind });
            said_well(&m.text, m.id).unwrap();
            if let Some(d) = &m.detail {
                said_well(d, m.id).unwrap();
            }
        }
    }
}

/// Mall of Horror: over random games of 3 to 6 players, both dice modes and both table options,
/// every event, prompt, review and refusal is said in both languages, and the secrets go to
/// their own player only.
#[test]
fn every_mall_event_prompt_and_error_of_random_games_is_said_in_both_languages() {
    use vigie::announce::mall::Review;
    use vigie::engine::mall::{Command, Setup as MallSetup};
    use vigie::vocab::Channel;
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"].map(String::from).to_vec();
    for lang in Lang::ALL {
        let an = Announcer::new(lang, names.clone()).unwrap();
        let mall = an.mall();
        for seed in 0..24u64 {
            let players = 3 + (seed % 4) as u8;
            let mut setup = MallSetup::new(players, Seat::FIRST, seed);
            if seed % 2 == 1 {
                setup.dice = vigie::engine::DiceMode::Table;
            }
            setup.options.cachou_open = seed % 3 == 0;
            setup.options.hidden_leaves_defence = seed % 5 == 0;
            let mut failure = None;
            let mut check = |text: &str, id| {
                if let Err(e) = said_well(text, id) {
                    failure.get_or_insert(e);
                }
            };
            sim::mall::play(setup, seed, |before, _, after, events| {
                for m in mall.events(events, Verbosity::Full) {
                    check(&m.text, m.id);
                    if let Some(d) = &m.detail {
                        check(d, m.id);
                    }
                    let secret = matches!(m.id, Some(Id::MallEvDiceShown) | Some(Id::MallEvDestinationRecorded));
                    assert_eq!(secret, matches!(m.channel, Channel::Private(_)), "{m:?}");
                }
                for p in [before.pending(), after.pending()] {
                    let m = mall.prompt(&p);
                    check(&m.text, m.id);
                }
                for r in [Review::Location(vigie::engine::mall::PARKING), Review::Group(Seat::FIRST), Review::Turn] {
                    check(&mall.review(after, r), None);
                }
                for line in mall.board_changes(after, before) {
                    check(&line, None);
                }
                let mut g = *after;
                if let Err(e) = g.apply(Command::Continue) {
                    let m = mall.error(&e);
                    check(&m.text, m.id);
                }
            });
            assert!(failure.is_none(), "{lang}, seed {seed}: {}", failure.unwrap_or_default());
        }
    }
}

#[test]
fn the_card_reader_describes_every_mall_card_in_both_languages() {
    use vigie::engine::mall::{Card, Options};
    for lang in Lang::ALL {
        let an = Announcer::new(lang, Vec::new()).unwrap();
        let mut seen = BTreeSet::new();
        for card in Card::ALL {
            let text = an.mall().card_description(card, &Options::default());
            said_well(&text, vigie::announce::mall::card_id(card)).unwrap();
            assert!(text.chars().next().is_some_and(char::is_uppercase), "{text}");
            assert!(seen.insert(text.clone()), "two cards read the same: {text}");
        }
        // The table's option changes what the Hiding place does.
        let other = Options { hidden_leaves_defence: true, ..Options::default() };
        assert_ne!(
            an.mall().card_description(Card::Hidden, &other),
            an.mall().card_description(Card::Hidden, &Options::default())
        );
    }
}

#[test]
fn french_names_mall_locations_with_their_contractions() {
    use vigie::engine::mall::{Character, EventKind, PARKING, RESTROOMS};
    let an = Announcer::new(Lang::Fr, vec!["Anne".into(), "Bob".into(), "Cat".into()]).unwrap();
    let say = |kind| an.mall().event(&vigie::engine::mall::Event { audience: Audience::Table, kind }).0.text;
    let moved = EventKind::Own(vigie::engine::mall::OwnEvent::CharacterMoved {
        player: Seat::FIRST,
        character: Character::Gunman,
        from: PARKING,
        to: RESTROOMS,
        wanted: RESTROOMS,
        sprint: false,
    });
    assert_eq!(say(moved), "Déplacez le Truand d'Anne du lieu 4, le parking, au lieu 1, les toilettes.");
    let en = Announcer::new(Lang::En, vec!["Anne".into(), "Bob".into(), "Cat".into()]).unwrap();
    let said = en.mall().event(&vigie::engine::mall::Event { audience: Audience::Table, kind: moved }).0.text;
    assert_eq!(said, "Move Anne's Gunman from location 4, the Parking, to location 1, the Restrooms.");
}

/// Mall of Horror's secrets (the dice told to the chief or a camera's player, the echo of a
/// secret destination) reach their own player's channel only: over random games, what the
/// table's screen shows (`--speech text`) holds none of what the transcript says in private.
#[test]
fn no_mall_secret_reaches_the_table_screen() {
    use vigie::script::Speech;
    for seed in 0..12u64 {
        let players = 3 + (seed % 4) as u8;
        let script = vigie::script::mall::random_game(players, seed, false);
        for lang in Lang::ALL {
            let said = |speech| {
                let mut out = Vec::new();
                let options = Options { voice: Some((lang, Verbosity::Full)), speech, ..Options::default() };
                run(&script, Path::new("."), &options, &mut out).unwrap();
                String::from_utf8(out).unwrap()
            };
            let transcript = said(Speech::Transcript);
            let secrets: Vec<&str> = transcript
                .lines()
                .filter(|l| l.starts_with("[private:"))
                .filter_map(|l| l.split_once("] ").map(|(_, t)| t.trim_start_matches("(private-waiting) ")))
                .collect();
            assert!(!secrets.is_empty(), "seed {seed}: no secret was said");
            let screen = said(Speech::Text);
            for s in &secrets {
                assert!(!screen.lines().any(|l| l == *s), "seed {seed}, {lang}: {s:?} reached the table's screen");
            }
        }
    }
}

/// A badge holder who loses their last character: the table hears it once, then where the badge
/// goes (the badge's message said it again, word for word).
#[test]
fn a_badge_passed_on_is_not_said_with_the_loss_again() {
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan", "Eve"].map(String::from).to_vec();
    let mut seen = 0;
    for seed in 0..400u64 {
        let (mut g, _) = Game::new(Setup::new(5, Seat::ALL[4], Seat::FIRST, seed)).unwrap();
        let mut bot = Bot::new(&g, seed);
        let mut all = Vec::new();
        while let Some(cmd) = bot.choose(&g) {
            let ev = g.apply(cmd).unwrap();
            bot.commit(&cmd, &ev);
            all.extend(ev);
        }
        if !all
            .iter()
            .any(|e| matches!(e.kind, vigie::engine::EventKind::Own(vigie::engine::OwnEvent::BadgePassed { .. })))
        {
            continue;
        }
        for lang in [Lang::En, Lang::Fr] {
            let an = Announcer::new(lang, names.clone()).unwrap();
            let said = an.events(&all, Verbosity::Full);
            for pair in said.windows(2) {
                if pair[0].id == Some(Id::EvFamilyLost) && pair[1].id == Some(Id::EvBadgePassed) {
                    seen += 1;
                    let lost = pair[0].text.trim_end_matches('.');
                    assert!(!pair[1].text.contains(lost), "said twice: {:?} then {:?}", pair[0].text, pair[1].text);
                }
            }
        }
        if seen >= 4 {
            break;
        }
    }
    assert!(seen > 0, "no badge holder lost their last character in 400 games");
}

#[test]
fn a_gun_played_says_its_vote_and_its_details_say_what_it_does() {
    use vigie::engine::{CardPlay, Event, EventKind};
    for (lang, said, about) in [
        (
            Lang::En,
            "Anne plays the Gun: one more vote for Anne. The card goes back in the box.",
            "one more vote for you",
        ),
        (
            Lang::Fr,
            "Anne joue le Pistolet : une voix de plus pour Anne. La carte retourne dans la boîte.",
            "une voix de plus",
        ),
    ] {
        let an = Announcer::new(lang, vec!["Anne".into(), "Bob".into(), "Cat".into()]).unwrap();
        let (m, _) = an.event(&Event {
            audience: Audience::Table,
            kind: EventKind::CardPlayed { player: Seat::FIRST, card: CardPlay::Gun },
        });
        assert_eq!(m.text, said);
        assert!(m.detail.as_deref().is_some_and(|d| d.contains(about)), "{m:?}");
    }
}

#[test]
fn a_card_that_shows_the_dice_says_so_to_the_table_in_both_rulesets() {
    use vigie::engine::{CardPlay, Event, EventKind};
    for (lang, walkie, camera) in [
        (
            Lang::En,
            "Anne plays the Walkie-talkie: Anne learns the dice under the box. The card goes back in the box.",
            "Anne plays the Security camera: Anne learns the zombie dice. The card is discarded.",
        ),
        (
            Lang::Fr,
            "Anne joue le Talkie-walkie : Anne apprend les dés sous la boîte. La carte retourne dans la boîte.",
            "Anne joue la Caméra de surveillance : Anne apprend les dés des zombies. La carte est défaussée.",
        ),
    ] {
        let an = Announcer::new(lang, vec!["Anne".into(), "Bob".into(), "Cat".into()]).unwrap();
        let (m, _) = an.event(&Event {
            audience: Audience::Table,
            kind: EventKind::CardPlayed { player: Seat::FIRST, card: CardPlay::WalkieTalkie },
        });
        assert_eq!(m.text, walkie);
        let played = vigie::engine::mall::Event {
            audience: Audience::Table,
            kind: vigie::engine::mall::EventKind::CardPlayed {
                player: Seat::FIRST,
                card: vigie::engine::mall::CardPlay::SecurityCamera,
            },
        };
        let said = an.mall().events(&[played], Verbosity::Normal);
        assert_eq!(said.first().map(|m| m.text.as_str()), Some(camera), "{said:?}");
    }
}

/// Mall of Horror's score review: winners picked among equal scores by their cards in hand
/// are said with that reason, and only then.
#[test]
fn a_mall_score_review_says_when_the_cards_in_hand_break_a_tie() {
    use vigie::announce::mall::Review;
    use vigie::engine::mall::Setup as MallSetup;
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan"].map(String::from).to_vec();
    let an = Announcer::new(Lang::En, names).unwrap();
    let mall = an.mall();
    let (mut by_cards, mut plain) = (0, 0);
    for seed in 0..6u64 {
        sim::mall::play(MallSetup::new(4, Seat::FIRST, seed), seed, |_, _, after, _| {
            let scores = after.scores();
            let winners = after.winners();
            let Some(best) = winners.iter().next().map(|w| scores[w.index()]) else { return };
            let tied = after.survivors().iter().filter(|s| scores[s.index()] == best).count();
            let said = mall.review(after, Review::Score);
            let reason = said.ends_with("Equal on points: the most cards in hand decides.");
            assert_eq!(reason, tied > winners.len(), "{said}");
            if reason { by_cards += 1 } else { plain += 1 }
        });
    }
    assert!(by_cards > 0 && plain > 0, "both cases met: {by_cards} by cards, {plain} plain");
}
