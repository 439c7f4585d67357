//! Mall of Horror in the table interface, driven by keys as the terminal drives it: its set-up
//! (the board's numbers, the table's options), a whole game to its end with undo, a save
//! resumed exactly, its reviews and card reader, and a save of it that a new game replaces
//! only once asked.

use super::ui::{Table, key, table_in, temp_dir};
use vigie::engine::{Played, mall};
use vigie::input::KeyCode;
use vigie::vocab::Lang;

/// From the main menu: a new game of Mall of Horror of `players` players by colour, the first
/// player oldest, the table's options as they are, Vigie's dice.
fn new_mall_game(t: &mut Table, players: usize) {
    t.press(key(KeyCode::Down));
    t.enter(); // New game of Mall of Horror
    assert_eq!(t.app.view().prompt, "New game of Mall of Horror. Which language?");
    t.enter(); // English
    for _ in 3..players {
        t.press(key(KeyCode::Down));
    }
    t.enter(); // players
    for _ in 0..players {
        t.enter(); // the first colour left
    }
    // No youngest: the oldest is the first chief.
    assert!(
        t.app.view().prompt.starts_with("Who is the oldest player? They are the first chief"),
        "{:?}",
        t.app.view()
    );
    t.enter(); // Red
    assert!(t.app.view().prompt.starts_with("The mall's board"), "{:?}", t.app.view());
    t.press(key(KeyCode::End));
    t.enter(); // the board is as printed
    assert!(t.app.view().prompt.starts_with("The table's options"), "{:?}", t.app.view());
    t.press(key(KeyCode::End));
    t.enter(); // the options as they are
    t.enter(); // Vigie rolls
    t.enter(); // private channels as they are: start
}

fn finished(t: &Table) -> bool {
    t.app.played().is_some_and(Played::is_finished)
}

fn decisions(t: &Table) -> usize {
    t.app.played().map_or(0, Played::decisions)
}

#[test]
fn the_board_check_reads_the_malls_numbers_and_the_options_turn_over() {
    let dir = temp_dir("mall-setup");
    let mut t = table_in(dir.clone(), Lang::En);
    t.press(key(KeyCode::Down));
    t.enter();
    t.enter(); // English
    t.enter(); // 3 players
    for _ in 0..3 {
        t.enter();
    }
    t.enter(); // Red is the oldest
    let board = t.app.view().items;
    assert_eq!(board.len(), 7, "{board:?}");
    assert_eq!(board[0], "Location 1, the Restrooms: room for 3 characters.");
    assert_eq!(
        board[1],
        "Location 2, the Cachou: room for 4 characters; closed all game with this few players, unless you open it in the next step."
    );
    assert_eq!(board[3], "Location 4, the Parking: room for any number of characters.");
    assert_eq!(board[5], "Location 6, the Supermarket: room for 6 characters.");
    // A line chosen is said again; nothing on this board is corrected.
    let n = t.heard.len();
    t.press(key(KeyCode::Char('5')));
    t.enter();
    assert!(t.heard.since(n).iter().filter(|l| l.starts_with("Location 5, Security HQ: room for 3")).count() >= 2);
    t.press(key(KeyCode::End));
    t.enter();
    // The options: the Cachou (3 or 4 players), a hidden character's defence, and who votes in
    // the second vote of a tie.
    let options = t.app.view().items;
    assert_eq!(options.len(), 4, "{options:?}");
    assert!(options[0].starts_with("The Cachou stays closed all game"), "{options:?}");
    assert_eq!(options[2], "In a second vote, players with no character left vote too: the usual rule");
    let n = t.heard.len();
    t.enter();
    assert_eq!(t.heard.since(n), vec!["The Cachou is open, as with more players, 1 of 4"]);
    t.press(key(KeyCode::Down));
    t.enter();
    assert_eq!(t.app.view().items[1], "A hidden character leaves the defence too");
    t.press(key(KeyCode::Down));
    let n = t.heard.len();
    t.enter();
    assert_eq!(t.heard.since(n), vec!["In a second vote, only players who still have characters vote, 3 of 4"]);
    t.press(key(KeyCode::End));
    t.enter();
    t.enter(); // Vigie rolls
    t.enter(); // start
    let Some(g) = t.app.played().and_then(Played::game::<mall::Game>) else {
        panic!("a game of Mall of Horror: {:?}", t.heard.all())
    };
    let options = g.setup().options;
    assert!(options.cachou_open && options.hidden_leaves_defence && options.second_vote_survivors_only, "{options:?}");
    // Saved with the game, and read back when it is resumed.
    let save = std::fs::read_to_string(dir.join("game.json")).unwrap();
    assert!(save.contains("\"second_vote_survivors_only\": true"), "{save}");
    let Some(saved) =
        vigie::store::save::load_any(&dir.join("game.json")).ok().and_then(|s| s.saved::<vigie::engine::mall::Game>())
    else {
        panic!("the save reads back")
    };
    assert_eq!(saved.history.game().setup().options, options);
    assert!(t.heard.any("New game of Mall of Horror, 3 players"), "{:?}", t.heard.all());
    assert!(!t.heard.any("the Cachou stays closed"), "the Cachou was opened");
    // The game of Lockdown's accessors see no game of Lockdown.
    assert!(t.app.game().is_none());
}

#[test]
fn a_whole_game_of_mall_of_horror_is_played_undone_saved_and_resumed_by_keys() {
    let dir = temp_dir("mall-game");
    let mut t = table_in(dir.clone(), Lang::En);
    new_mall_game(&mut t, 4);
    assert!(t.heard.any("The game begins."), "{:?}", t.heard.all());
    // The screen shows the mall's board and where the game is.
    let view = t.app.view();
    assert_eq!(view.header, "Setting up.");
    assert_eq!(view.board[1], "Closed: location 2, the Cachou.", "{view:?}");
    assert_eq!(view.board[6], "Red is chief of security.", "{view:?}");
    let save = std::fs::read_to_string(dir.join("game.json")).unwrap();
    assert!(save.contains("\"ruleset\": \"mall-of-horror\""), "{save}");
    // The first placement: a character, then where (two dice, so two locations at most).
    let prompt = t.app.view().prompt;
    assert!(prompt.starts_with("Red, place a character at location "), "{prompt}");
    t.enter();
    // Undo and redo, as in Lockdown.
    while decisions(&t) < 3 {
        t.enter();
    }
    let n = t.heard.len();
    t.press(vigie::input::Key { code: KeyCode::Char('z'), ctrl: true, alt: false });
    assert_eq!(decisions(&t), 2);
    assert!(t.heard.since(n).iter().any(|l| l.starts_with("Undone: ")), "{:?}", t.heard.since(n));
    t.press(vigie::input::Key { code: KeyCode::Char('y'), ctrl: true, alt: false });
    assert_eq!(decisions(&t), 3);
    // Halfway, Vigie stops; the save takes the game up exactly where it was.
    while decisions(&t) < 60 && !finished(&t) {
        t.enter();
    }
    let played = t.app.played().cloned().unwrap();
    let mut heard = t.heard.all();
    drop(t);
    let mut t = table_in(dir.clone(), Lang::En);
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // Resume
    assert!(t.heard.any("Game resumed."), "{:?}", t.heard.all());
    assert!(t.heard.any("The last decision saved: "), "{:?}", t.heard.all());
    assert_eq!(t.app.played(), Some(&played));
    // The reviews answer of this game.
    let n = t.heard.len();
    t.press(vigie::input::Key { code: KeyCode::Char('b'), ctrl: false, alt: true });
    let said = t.heard.since(n).join(" ");
    assert!(said.contains("chief of security"), "{said}");
    // The help says this game's keys in its words: no cold storage in a mall.
    t.press(key(KeyCode::F(1)));
    let help = t.app.view().items.join("\n");
    assert!(help.contains("who is chief of security, and whether they may look at the dice"), "{help}");
    assert!(!help.contains("cold storage") && !help.contains("Martyr"), "{help}");
    t.press(key(KeyCode::Escape));
    // The history of what was said, by round.
    t.press(key(KeyCode::F(4)));
    let history = t.app.view().items;
    assert!(history.iter().any(|i| i.starts_with("Round 1: ")), "{history:?}");
    assert!(!history.iter().any(|i| i.starts_with("Turn ")), "{history:?}");
    t.press(key(KeyCode::Escape));
    // The rules help and the card reader are this game's.
    t.press(key(KeyCode::Escape));
    let pause = t.app.view().items;
    let rules = pause.iter().position(|i| i == "Rules help").expect("the rules help");
    for _ in 0..rules {
        t.press(key(KeyCode::Down));
    }
    t.enter();
    let topics = t.app.view().items;
    assert_eq!(topics.len(), 10, "{topics:?}");
    assert!(topics.contains(&"The chief of security".to_owned()), "{topics:?}");
    // The rules audit's two additions: a blind chief may still play a Security camera, and a
    // card played is taken as the kind named.
    for (topic, words) in [
        ("The chief of security", "a Security camera still lets them look"),
        ("Cards", "a card played is taken as the kind its player names"),
    ] {
        let at = topics.iter().position(|i| i == topic).expect(topic);
        t.press(key(KeyCode::Home));
        for _ in 0..at {
            t.press(key(KeyCode::Down));
        }
        let n = t.heard.len();
        t.enter();
        assert!(t.heard.since(n).iter().any(|l| l.contains(words)), "{topic}: {:?}", t.heard.since(n));
        if t.app.view().items != topics {
            t.press(key(KeyCode::Escape));
        }
    }
    t.press(key(KeyCode::Escape));
    t.press(key(KeyCode::Home));
    let reader = pause.iter().position(|i| i == "Card reader").expect("the card reader");
    for _ in 0..reader {
        t.press(key(KeyCode::Down));
    }
    t.enter();
    // Vigie cannot know which card a player holds: the reader says a card is taken as named.
    assert_eq!(
        t.app.view().prompt,
        "Mall of Horror's cards. I cannot see your hands: a card played is taken as the kind its player names."
    );
    assert_eq!(t.app.view().items.len(), 7, "{:?}", t.app.view().items);
    t.press(key(KeyCode::Char('s')));
    let n = t.heard.len();
    t.enter();
    assert!(t.heard.since(n).iter().any(|l| l.starts_with("Security camera. ")), "{:?}", t.heard.since(n));
    t.press(key(KeyCode::Escape));
    t.press(key(KeyCode::Escape));
    t.press(key(KeyCode::Home));
    t.enter(); // back to the game
    // On to the end, the first choice each time (confirmed); a closed location offered as a
    // destination says where it sends.
    let mut destinations = 0;
    for _ in 0..20_000 {
        if finished(&t) {
            break;
        }
        let view = t.app.view();
        let asked = |p: &str| p.starts_with("Where does ") && p.ends_with(" go?") && !p.starts_with("Where does the ");
        if view.prompt.contains("say aloud where you go") || asked(&view.prompt) {
            destinations += 1;
            assert_eq!(view.items[1], "Location 2, the Cachou: closed, sends to the Parking", "{view:?}");
        }
        t.enter();
    }
    assert!(destinations > 0);
    assert!(finished(&t), "the game did not end: {:?}", &t.heard.all()[t.heard.len().saturating_sub(20)..]);
    assert!(t.heard.any("The game is over"), "{:?}", &t.heard.all()[t.heard.len().saturating_sub(20)..]);
    assert!(t.heard.any(" wins") || t.heard.any(" win"), "{:?}", &t.heard.all()[t.heard.len().saturating_sub(20)..]);
    // The dice were never said to the table.
    assert!(!t.heard.any("Only for "), "a secret reached the table");
    // The chief's dice went to the screen, for the chief alone (the default channel here); a
    // secret destination, already known to its player, is not handed over again.
    heard.extend(t.heard.all());
    let heard = heard;
    let count = |what: &str| heard.iter().filter(|l| l.contains(what)).count();
    let (told, handed) = (
        count(" zombie dice, for ") + count(" plays Security camera"),
        count("a secret for you: look at the screen alone"),
    );
    eprintln!("dice told {told}, hand-overs {handed}");
    assert!(told > 0 && handed > 0 && handed <= told, "dice told {told} times, {handed} hand-overs: {heard:#?}");
    let items = t.app.view().items;
    assert_eq!(items[0], "Hear the final score", "{items:?}");
    // The final score is said as the end said it, not as a guess.
    let n = t.heard.len();
    t.enter();
    let score = t.heard.since(n).join(" ");
    assert!(score.starts_with("Scores: ") && !score.contains("If the game ended now"), "{score}");
    // Destinations with no chief to announce first: how they are chosen is said; a closed
    // location offered as a destination says where it sends.
    assert!(
        heard.iter().any(|l| l.starts_with("Nobody announces first: everyone, choose a destination in secret")),
        "{heard:#?}"
    );
}

#[test]
fn a_saved_game_of_mall_of_horror_is_resumed_and_a_new_game_asks_first() {
    let dir = temp_dir("mall-save");
    // A game of Mall of Horror, saved by a script in the interface's save slot.
    let bin = env!("CARGO_BIN_EXE_vigie");
    let script = std::process::Command::new(bin)
        .args(["simulate", "--script", "--ruleset", "mall-of-horror", "--players", "4", "--seed", "3"])
        .output()
        .unwrap();
    assert!(script.status.success());
    let mut half: Vec<&str> = std::str::from_utf8(&script.stdout).unwrap().lines().collect();
    half.truncate(half.len() / 2);
    let mut run = std::process::Command::new(bin)
        .args(["script", "--autosave", dir.join("game.json").to_str().unwrap(), "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut run.stdin.take().unwrap(), (half.join("\n") + "\n").as_bytes()).unwrap();
    assert!(run.wait().unwrap().success());
    let before = std::fs::read(dir.join("game.json")).unwrap();
    let mut t = table_in(dir.clone(), Lang::En);
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // resume
    assert!(t.heard.any("Game resumed."), "{:?}", t.heard.all());
    let Some(h) = t.app.played().and_then(Played::record::<mall::Game>) else { panic!("resumed: {:?}", t.heard.all()) };
    assert!(h.log().commands.len() > 10);
    assert_eq!(std::fs::read(dir.join("game.json")).unwrap(), before, "resuming changes nothing");
    assert!(!dir.join("game.json.unreadable").exists());
    // A new game would replace it: asked first, as for an unfinished game of Lockdown.
    t.press(key(KeyCode::Escape));
    let quit = t.app.view().items.len() - 1;
    for _ in 0..quit {
        t.press(key(KeyCode::Down));
    }
    t.enter(); // leave?
    t.press(key(KeyCode::Home));
    t.enter(); // yes
    let mut t = table_in(dir.clone(), Lang::En);
    t.enter();
    assert_eq!(t.app.view().prompt, "A game in progress is saved. Start a new game in its place?");
    assert_eq!(t.app.view().items.len(), 2, "{:?}", t.app.view());
}

#[test]
fn with_real_dice_the_chief_looks_under_the_box_before_the_table_goes_on() {
    let mut t = table_in(temp_dir("mall-table-dice"), Lang::En);
    t.press(key(KeyCode::Down));
    for _ in 0..6 {
        t.enter(); // new game of Mall of Horror, English, 3 players, colours
    }
    t.enter(); // Red is the oldest
    t.press(key(KeyCode::End));
    t.enter(); // the board
    t.press(key(KeyCode::End));
    t.enter(); // the options
    t.press(key(KeyCode::Down));
    t.enter(); // the table rolls
    t.enter(); // start
    assert!(t.heard.any("The table rolls real dice"), "{:?}", t.heard.all());
    // Every die shows 5 (Security HQ, where the chief is elected), then the first choices;
    // until the chief must look under the box.
    for _ in 0..5_000 {
        let prompt = t.app.view().prompt;
        if prompt.contains("lift the box a little") || finished(&t) {
            break;
        }
        if prompt.contains("which face?") {
            t.press(key(KeyCode::Char('5')));
        }
        t.enter();
    }
    let view = t.app.view();
    assert!(view.prompt.contains("lift the box a little"), "never asked to look: {view:?}");
    let chief = view.prompt.split(',').next().unwrap().to_owned();
    // Nothing goes on until the chief has looked; then the table hears it.
    assert!(!t.heard.any(&format!("{chief} has seen the dice.")), "said before the chief looked");
    let n = t.heard.len();
    t.enter();
    assert!(t.heard.since(n).iter().any(|l| l == &format!("{chief} has seen the dice.")), "{:?}", t.heard.since(n));
}

/// Everything a game of `mall` (or Lockdown's) said or showed in `lang`, from its set-up to its
/// end, with a player who has no private channel, choices entered in secret, and a resume
/// halfway: every message heard, every question and every item of its menus.
fn a_whole_game_heard(mall: bool, lang: Lang, name: &str) -> Vec<String> {
    let dir = temp_dir(name);
    let mut t = table_in(dir.clone(), lang);
    let mut seen: Vec<String> = Vec::new();
    let look = |t: &Table, seen: &mut Vec<String>| {
        let v = t.app.view();
        seen.push(v.prompt.clone());
        seen.extend(v.items);
    };
    if mall {
        t.press(key(KeyCode::Down));
    }
    t.enter(); // a new game of this ruleset
    let mut from = t.heard.len(); // the main menu names both games
    if lang == Lang::Fr {
        t.press(key(KeyCode::Down));
    }
    t.enter(); // its language
    t.press(key(KeyCode::Down));
    t.enter(); // 4 players
    for _ in 0..4 {
        t.enter(); // the first colour left
    }
    if !mall {
        look(&t, &mut seen);
        t.enter(); // the youngest
    }
    look(&t, &mut seen);
    t.enter(); // the oldest
    look(&t, &mut seen);
    t.press(key(KeyCode::End));
    t.enter(); // the board as it is
    if mall {
        look(&t, &mut seen);
        t.press(key(KeyCode::End));
        t.enter(); // the options as they are
    }
    look(&t, &mut seen);
    t.enter(); // Vigie rolls
    // The private channels: Red has none; choices entered in secret.
    t.press(key(KeyCode::Home));
    t.enter();
    look(&t, &mut seen);
    t.press(key(KeyCode::Home));
    t.enter();
    t.press(key(KeyCode::End));
    t.press(key(KeyCode::Up)); // the gamepads
    t.press(key(KeyCode::Up)); // the way choices are entered
    t.enter();
    look(&t, &mut seen);
    t.press(key(KeyCode::End));
    t.enter(); // start
    look(&t, &mut seen); // Red will not hear the dice: start all the same?
    t.press(key(KeyCode::Home));
    t.enter();
    assert!(t.app.played().is_some(), "{:?}", t.heard.all());
    let mut resumed = false;
    for _ in 0..40_000 {
        if finished(&t) {
            break;
        }
        if !resumed && decisions(&t) >= 30 {
            // Vigie stops; the game is taken up again.
            seen.extend(t.heard.since(from));
            drop(t);
            t = table_in(dir.clone(), lang);
            t.press(key(KeyCode::Down));
            t.press(key(KeyCode::Down));
            from = t.heard.len();
            t.enter(); // Resume
            resumed = true;
        }
        look(&t, &mut seen);
        t.enter();
    }
    assert!(resumed && finished(&t), "{name}: {:?}", &t.heard.all()[t.heard.len().saturating_sub(20)..]);
    // The reviews, at the end.
    for k in ['l', 'f', 'b', 's', 't', 'p'] {
        t.press(vigie::input::Key { code: KeyCode::Char(k), ctrl: false, alt: true });
    }
    seen.extend(t.heard.since(from));
    seen
}

/// The lines of `said` holding one of `words` (whole words, without regard to case).
fn using(said: &[String], words: &[&str]) -> Vec<String> {
    let mut found: Vec<String> = said
        .iter()
        .filter(|l| {
            // "Clockwise round the table" is English, not a round of Mall of Horror.
            let l = l.to_lowercase().replace("clockwise round", "clockwise");
            let l = format!(" {} ", l.replace(|c: char| !c.is_alphanumeric() && c != '-', " "));
            words.iter().any(|w| l.contains(&format!(" {w} ")))
        })
        .cloned()
        .collect();
    found.sort();
    found.dedup();
    found
}

#[test]
fn each_game_says_its_own_words_in_the_messages_both_share() {
    // Lockdown's words, never heard in a game of Mall of Horror, and Mall of Horror's, never in
    // a game of Lockdown.
    let lockdown_en = [
        "walkie-talkie",
        "martyr",
        "monster",
        "monsters",
        "energy",
        "cold",
        "blocker",
        "weeper",
        "useless",
        "molotov",
        "chainsaw",
        "rotten",
        "phase",
        "epilogue",
        "turn",
        "holder",
        "family",
        "families",
        "object",
    ];
    let mall_en = [
        "zombie",
        "zombies",
        "chief",
        "camera",
        "sprint",
        "pin-up",
        "tough",
        "gunman",
        "hardware",
        "hiding",
        "threat",
        "round",
        "supermarket",
        "megatoys",
        "cachou",
        "restrooms",
        "mall",
    ];
    let lockdown_fr = [
        "talkie-walkie",
        "martyr",
        "monstre",
        "monstres",
        "boisson",
        "froide",
        "bloqueur",
        "chialeur",
        "inutile",
        "tronçonneuse",
        "avariée",
        "phase",
        "épilogue",
        "tour",
        "famille",
        "familles",
        "objet",
    ];
    let mall_fr = [
        "zombie",
        "zombies",
        "chef",
        "caméra",
        "sprint",
        "blonde",
        "brute",
        "truand",
        "quincaillerie",
        "cachette",
        "menace",
        "manche",
        "supermarché",
        "megatoys",
        "cachou",
        "toilettes",
    ];
    let mut wrong = Vec::new();
    for (lang, tag, lockdown, mall) in
        [(Lang::En, "en", &lockdown_en[..], &mall_en[..]), (Lang::Fr, "fr", &lockdown_fr[..], &mall_fr[..])]
    {
        let said = a_whole_game_heard(true, lang, &format!("words-mall-{tag}"));
        for l in using(&said, lockdown) {
            wrong.push(format!("Mall of Horror, {tag}: {l}"));
        }
        let said = a_whole_game_heard(false, lang, &format!("words-lockdown-{tag}"));
        for l in using(&said, mall) {
            wrong.push(format!("Lockdown, {tag}: {l}"));
        }
    }
    assert!(wrong.is_empty(), "{} lines with the other game's words:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn a_card_that_changes_an_attack_is_followed_by_the_new_comparison() {
    // mall-attack-weapon.vigie with one zombie more: 6 zombies against defence 5 at Megatoys,
    // where Blue alone holds a card. The game is saved as the moment for cards opens.
    let script = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/mall-attack-weapon.vigie"),
    )
    .unwrap()
    .replace("\nroll 3 1 1 1\n", "\nroll 3 3 1 1\n");
    let mut t = resumed_from_script("mall-card-comparison", &script, "play Blue weapon-one", Lang::En);
    assert!(t.app.view().prompt.starts_with("Cards at location 3, Megatoys, by Blue"), "{:?}", t.app.view());
    // Blue plays a card: the One-zombie weapon.
    let items = t.app.view().items;
    let plays = items.iter().position(|i| i == "Blue plays a card").expect("Blue plays a card");
    for _ in 0..plays {
        t.press(key(KeyCode::Down));
    }
    t.enter();
    let weapon = t.app.view().items.iter().position(|i| i == "One-zombie weapon").expect("the weapon");
    t.press(key(KeyCode::Home));
    for _ in 0..weapon {
        t.press(key(KeyCode::Down));
    }
    let n = t.heard.len();
    t.enter();
    let said = t.heard.since(n);
    let killed =
        said.iter().position(|l| l == "Take one zombie away from location 3, Megatoys.").expect("the zombie killed");
    let now = said
        .iter()
        .position(|l| l == "Now 5 zombies against defence 5 at location 3, Megatoys: they get in.")
        .unwrap_or_else(|| panic!("the new comparison is not said: {said:?}"));
    let vote = said.iter().position(|l| l == "Only Blue can lose a character.").expect("who can lose one");
    assert!(killed < now && now < vote, "{said:?}");
}

/// A game of Mall of Horror saved by `vigie script --autosave` from `script`'s lines before the
/// first that starts with `until`, taken up in the interface in `lang`.
pub(super) fn resumed_from_script(name: &str, script: &str, until: &str, lang: Lang) -> Table {
    let dir = temp_dir(name);
    let upto: Vec<&str> = script.lines().take_while(|l| !l.starts_with(until)).collect();
    let mut run = std::process::Command::new(env!("CARGO_BIN_EXE_vigie"))
        .args(["script", "--autosave", dir.join("game.json").to_str().unwrap(), "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut run.stdin.take().unwrap(), (upto.join("\n") + "\n").as_bytes()).unwrap();
    assert!(run.wait().unwrap().success());
    let mut t = table_in(dir, lang);
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // Resume
    t
}

#[test]
fn a_card_holder_whose_move_is_forced_is_asked_at_the_table_in_both_languages() {
    let script = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/mall-sprint-forced-move.vigie"),
    )
    .unwrap();
    for (lang, question, stay, said) in [
        (
            Lang::En,
            "Blue, none of your characters moves to location 1, the Restrooms: play a Sprint, or stay.",
            "Stay: nothing moves",
            "Nothing moves for Blue.",
        ),
        (
            Lang::Fr,
            "Blue, aucun de vos personnages ne va au lieu 1, les toilettes : jouez un Sprint, ou restez.",
            "Rester : rien ne bouge",
            "Rien ne bouge pour Blue.",
        ),
    ] {
        let mut t = resumed_from_script("mall-stay", &script, "play Blue sprint", lang);
        let view = t.app.view();
        assert_eq!(view.prompt, question);
        assert_eq!(view.items[0], stay, "{view:?}");
        assert_eq!(view.items.len(), 2, "staying, or Blue plays a card: {view:?}");
        let n = t.heard.len();
        t.enter(); // stay
        assert!(t.heard.since(n).iter().any(|l| l == said), "{:?}", t.heard.since(n));
    }
}

#[test]
fn undo_drops_the_undone_steps_secret_and_redo_shows_it_once() {
    let mut t = table_in(temp_dir("mall-undo-secret"), Lang::En);
    new_mall_game(&mut t, 4);
    // Enter until a secret waits for its player (the chief's zombie dice), on the screen.
    for i in 0.. {
        assert!(i < 2000, "no secret: {:?}", t.heard.all());
        if t.app.view().prompt.contains("a secret for you") {
            break;
        }
        t.enter();
    }
    let d = decisions(&t);
    let chief = t.app.view().prompt.split(',').next().unwrap().to_owned();
    let n = t.heard.len();
    t.press(vigie::input::Key { code: KeyCode::Char('z'), ctrl: true, alt: false });
    assert_eq!(decisions(&t), d - 1);
    let view = t.app.view();
    assert!(
        !view.prompt.contains("secret"),
        "the undone step's secret is still asked: {view:?} {:?}",
        t.heard.since(n)
    );
    // Nor is it kept to hear again: the dice of an undone step are no one's secret.
    t.press(key(KeyCode::F(5)));
    let view = t.app.view();
    if view.prompt.starts_with("Whose secrets") {
        assert!(!view.items.contains(&chief), "{chief}'s undone dice are still kept: {view:?}");
        t.press(key(KeyCode::Escape));
    } else {
        assert_eq!(view.last, "Nobody has a secret to hear again yet.", "{view:?}");
    }
    // Done again: the secret comes back, once.
    t.press(vigie::input::Key { code: KeyCode::Char('y'), ctrl: true, alt: false });
    assert_eq!(decisions(&t), d);
    assert!(t.app.view().prompt.starts_with(&format!("{chief}, a secret for you")), "{:?}", t.app.view());
    t.enter(); // Ready
    let shown = t.app.view().prompt;
    assert_eq!(shown.matches("the dice show").count(), 1, "the dice shown twice: {shown}");
    t.enter(); // Done
    t.press(key(KeyCode::F(5)));
    let who = t.app.view().items;
    let at = who.iter().position(|i| *i == chief).unwrap_or_else(|| panic!("{chief}'s secret kept: {who:?}"));
    for _ in 0..at {
        t.press(key(KeyCode::Down));
    }
    t.enter();
    if t.app.view().prompt.contains("a secret for you") {
        t.enter(); // Ready
    }
    let shown = t.app.view().prompt;
    assert_eq!(shown.matches("the dice show").count(), 1, "the secret kept twice: {shown}");
}

#[test]
fn after_a_resume_dice_already_revealed_are_not_called_a_secret() {
    let dir = temp_dir("mall-resume-revealed");
    let mut t = table_in(dir.clone(), Lang::En);
    new_mall_game(&mut t, 4);
    let game = |t: &Table| *t.app.played().and_then(Played::game::<mall::Game>).unwrap();
    let seen = |g: &mall::Game| g.seats().any(|s| g.view(s).dice.is_some());
    // Until a chief has seen the dice and they are revealed to all, on a question.
    for i in 0.. {
        assert!(i < 5000, "no dice revealed: {:?}", t.heard.all());
        let g = game(&t);
        if seen(&g) && g.board().shared.dice.is_some() && !t.app.view().prompt.contains("secret") {
            break;
        }
        t.enter();
    }
    drop(t);
    let mut t = table_in(dir, Lang::En);
    t.press(key(KeyCode::Down));
    t.press(key(KeyCode::Down));
    t.enter(); // Resume
    assert!(t.heard.any("Game resumed."), "{:?}", t.heard.all());
    assert!(!t.heard.any("secret of this round"), "revealed dice called a secret: {:?}", t.heard.all());
    // Where the game stands is said once: "Round 1, step 6: moving.", not "Step 6: moving." too.
    let header = t.app.view().header;
    let step = header.split_once(", ").map(|(_, s)| s.to_lowercase()).unwrap_or_default();
    let said = t.heard.all();
    assert_eq!(said.iter().filter(|l| l.to_lowercase().ends_with(&step)).count(), 1, "{header}: {said:?}");
    assert!(said.contains(&header), "{header}: {said:?}");
    // Round 2, before anyone chooses a destination: the secret key lists those with secrets
    // of this round only (not every player's destination of the round before).
    for i in 0.. {
        let g = game(&t);
        assert!(i < 5000 && !g.is_finished(), "no round 2");
        if g.round() == 2
            && g.step().is_some_and(|s| s < mall::Step::Destinations)
            && !t.app.view().prompt.contains("secret")
        {
            break;
        }
        t.enter();
    }
    let g = game(&t);
    let names = ["Red", "Blue", "Green", "Yellow"];
    let seen: Vec<String> =
        g.seats().filter(|s| g.view(*s).dice.is_some()).map(|s| names[s.index()].to_owned()).collect();
    t.press(key(KeyCode::F(5)));
    let view = t.app.view();
    if seen.is_empty() {
        assert_eq!(view.last, "Nobody has a secret to hear again yet.", "{view:?}");
    } else {
        assert_eq!(view.items, seen, "{view:?}");
    }
}

#[test]
fn a_card_played_says_what_it_does_and_its_details_describe_it() {
    let script = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/mall-vote-threat.vigie"),
    )
    .unwrap();
    let mut t = resumed_from_script("mall-threat", &script, "play Blue threat", Lang::En);
    let items = t.app.view().items;
    let plays = items.iter().position(|i| i == "Blue plays a card").unwrap_or_else(|| panic!("{items:?}"));
    for _ in 0..plays {
        t.press(key(KeyCode::Down));
    }
    t.enter();
    let threat = t.app.view().items.iter().position(|i| i == "Threat").expect("the Threat");
    t.press(key(KeyCode::Home));
    for _ in 0..threat {
        t.press(key(KeyCode::Down));
    }
    let n = t.heard.len();
    t.enter();
    let said = t.heard.since(n);
    assert!(
        said.iter().any(|l| l == "Blue plays the Threat: one more vote for Blue. The card is discarded."),
        "{said:?}"
    );
    // Its details: what the card does.
    let n = t.heard.len();
    t.press(key(KeyCode::F(2)));
    t.press(key(KeyCode::F(3)));
    assert!(t.heard.since(n).iter().any(|l| l.contains("one more vote for you")), "{:?}", t.heard.since(n));
}

#[test]
fn a_resume_after_a_decision_the_table_hears_nothing_of_leads_to_nothing() {
    // A secret destination entered openly: the table hears nothing of it until all are in, so
    // a resume names the last decision and goes on, with no "What it did:" left hanging.
    let script = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/mall-chief-nobody-in-hq.vigie"),
    )
    .unwrap()
        + "go Blue 1\n";
    let t = resumed_from_script("mall-resume-quiet", &script, "no line starts so", Lang::En);
    let heard = t.heard.all();
    let last = heard.iter().position(|l| l.starts_with("The last decision saved: Blue's destination"));
    let last = last.unwrap_or_else(|| panic!("the last decision is not named: {heard:?}"));
    assert_eq!(heard[last], "The last decision saved: Blue's destination.", "{heard:?}");
}
