//! Setting up a new game: language, players, names, the youngest and the oldest, the board check, the dice, the channels.

use super::*;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum SetupPick {
    Players(u8),
    /// A colour from the list, as a player's name (its place in the list).
    Colour(u8),
    TypeName,
    Seat(Seat),
    BoardLoc(Loc),
    Spots(u8),
    BoardOk,
    Dice(DiceMode),
    /// A choice of the ruleset's own set-up screens (Mall of Horror's table options), by its
    /// number.
    Own(u8),
    /// The table's options are as wanted: go on.
    OptionsOk,
    /// A group of letters to choose one from (its letters).
    LetterGroup(String),
    /// A letter for the name being entered (from a gamepad).
    Letter(char),
    /// Delete the last letter of the name.
    DeleteLetter,
    /// The name is complete.
    NameDone,
}

impl From<SetupPick> for Choice {
    fn from(p: SetupPick) -> Choice {
        Choice::Setup(p)
    }
}

/// The colours offered as players' names at set-up (message ids).
pub(super) const COLOURS: [Id; 8] = [
    Id::UiColourRed,
    Id::UiColourBlue,
    Id::UiColourGreen,
    Id::UiColourYellow,
    Id::UiColourBlack,
    Id::UiColourWhite,
    Id::UiColourOrange,
    Id::UiColourPurple,
];

/// A game being set up.
#[derive(Clone, Debug)]
pub struct Draft {
    /// The rules of the game being set up.
    pub(super) rules: &'static dyn rulesets::AnyTable,
    /// What the ruleset's own set-up steps chose (Mall of Horror's table options).
    pub(super) own: rulesets::Own,
    pub(super) players: u8,
    pub(super) names: Vec<String>,
    pub(super) youngest: Seat,
    pub(super) oldest: Seat,
    pub(super) profile: BoardProfile,
    pub(super) profile_changed: bool,
    /// Character spots chosen for the location being corrected, before its monster spots.
    pub(super) spots: Option<u8>,
    pub(super) dice: DiceMode,
    pub(super) table: TableOptions,
    /// The settings' language before the set-up: a set-up left comes back to it.
    pub(super) lang_before: Lang,
}

impl Draft {
    /// The last name is dropped, to be chosen again.
    pub(super) fn drop_name(&mut self) {
        self.names.pop();
        self.table.colours.truncate(self.names.len());
    }

    /// How many players sit at the table.
    pub fn players(&self) -> u8 {
        self.players
    }

    /// The players' names, by seat.
    pub fn names(&self) -> &[String] {
        &self.names
    }
}

pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A step of the set-up, opened when its turn comes among the effects (it reads the game being
/// set up as the effects before it left it).
#[derive(Clone, Copy, Debug)]
pub enum Step {
    /// How many players.
    Players,
    /// The name of the player at this seat.
    Name(Seat),
    /// Who is the youngest, or the oldest (the screen's kind).
    Seat(Kind),
    /// The board check; the location to keep in focus after a correction.
    Board(Option<Loc>),
    /// The spots of a location: its characters', or its monsters'.
    Spots(Loc, bool),
    /// Who rolls the dice (no one, for a game without dice: the channels).
    Dice,
}

/// The set-up of a new game of these rules: its first screen (the language) keeps the game being
/// set up; every gamepad acts for the operator until given to a player.
pub(super) fn open(cx: &App, rules: &'static dyn rulesets::AnyTable) -> Vec<Effect> {
    let (profile, problem) = super::files::board(&cx.an, &cx.paths);
    let draft = Draft {
        rules,
        own: rules.own_setup(),
        players: 3,
        names: Vec::new(),
        youngest: Seat::FIRST,
        oldest: Seat::FIRST,
        profile,
        profile_changed: false,
        spots: None,
        dice: DiceMode::Vigie,
        // A player on their phone makes there every decision of their own, by default.
        table: TableOptions { phone_decisions: true, ..TableOptions::default() },
        lang_before: cx.settings.lang,
    };
    let mut effects = vec![Effect::ReassignPads, Effect::Truncate(1)];
    // The board file is Lockdown's: the mall's board is printed and never read from it.
    if let Some(text) = problem.filter(|_| rules.asks_youngest()) {
        effects.push(Effect::Error(text));
    }
    let items: Vec<Item<Choice>> = Lang::ALL
        .into_iter()
        .map(|l| Item::new(cx.an.text_in(l, Id::UiLangName), Choice::Settings(SettingPick::Lang(l))))
        .collect();
    let mut s = Screen::new(Kind::SetupLang, rules.setup_title(cx), items);
    s.draft = Some(Box::new(draft));
    s.menu.set_focus(Lang::ALL.iter().position(|l| *l == cx.settings.lang).unwrap_or(0));
    effects.push(Effect::Push(s));
    effects
}

/// A step of the set-up opened.
pub(super) fn step(cx: &App, step: Step) -> Vec<Effect> {
    let Some(d) = cx.stack.draft() else { return Vec::new() };
    let screen = match step {
        Step::Players => {
            let items = (3..=6u8)
                .map(|n| {
                    let label = cx.tn(Id::UiPlayers, &[("count", f64::from(n))]);
                    Item::numbered(label, Choice::Setup(SetupPick::Players(n)), n)
                })
                .collect();
            Screen::new(Kind::SetupPlayers, cx.t(Id::UiSetupPlayers), items)
        }
        Step::Name(seat) => {
            let taken: Vec<&String> = d.names.iter().take(seat.index()).collect();
            let mut items: Vec<Item<Choice>> = (COLOURS.iter().enumerate())
                .map(|(i, id)| (i, cx.t(*id)))
                .filter(|(_, c)| !taken.iter().any(|n| n.eq_ignore_ascii_case(c)))
                .map(|(i, c)| Item::new(c, Choice::Setup(SetupPick::Colour(i as u8))))
                .collect();
            items.push(Item::new(cx.t(Id::UiTypeName), Choice::Setup(SetupPick::TypeName)));
            let args = [("seat", f64::from(seat.number())), ("count", f64::from(d.players))];
            Screen::new(Kind::SetupName(seat), cx.tn(Id::UiSetupName, &args), items)
        }
        Step::Seat(kind) => {
            let title = match kind {
                Kind::SetupYoungest => cx.t(Id::UiSetupYoungest),
                _ => d.rules.oldest_title(cx).unwrap_or_default(),
            };
            let mut screen = Screen::new(kind, title, seat_items(cx));
            if kind == Kind::SetupOldest && d.rules.asks_youngest() {
                // The youngest cannot also be the oldest: the focus starts on the next player.
                screen.menu.set_focus(d.youngest.next(d.players).index());
            }
            screen
        }
        Step::Board(focus) => {
            // No board to check: the next step.
            let Some(mut s) = d.rules.board_screen(cx, d) else { return self::step(cx, Step::Dice) };
            if let Some(l) = focus {
                s.menu.set_focus(l.index());
            }
            s
        }
        Step::Spots(loc, monsters) => {
            let current = if monsters { d.profile.monster_spots(loc) } else { d.profile.capacity(loc).unwrap_or(0) };
            let id = if monsters { Id::UiBoardMonsterSpots } else { Id::UiBoardSpots };
            let items =
                (1..=9u8).map(|n| Item::numbered(n.to_string(), Choice::Setup(SetupPick::Spots(n)), n)).collect();
            let title = capitalise(&cx.ta(id, &[("place", cx.an.place_words(loc))]));
            let mut s = Screen::new(Kind::SetupSpots { loc, monsters }, title, items);
            s.menu.set_focus(usize::from(current.clamp(1, 9)) - 1);
            s
        }
        Step::Dice if !d.rules.has_dice() => return on(cx, SetupPick::Dice(DiceMode::Vigie), Kind::SetupDice),
        Step::Dice => {
            let items = vec![
                Item::new(cx.t(Id::UiDiceVigie), Choice::Setup(SetupPick::Dice(DiceMode::Vigie))),
                Item::new(cx.t(Id::UiDiceTable), Choice::Setup(SetupPick::Dice(DiceMode::Table))),
            ];
            Screen::new(Kind::SetupDice, cx.t(Id::UiSetupDice), items)
        }
    };
    vec![Effect::Push(screen)]
}

/// A key while a name is typed: what it does to the name, or `None` when the name does not take
/// it.
pub(super) fn typed(cx: &App, seat: Seat, key: Key) -> Option<Vec<Effect>> {
    if key.ctrl || key.alt {
        return None;
    }
    let mut field = cx.stack.last()?.field.clone()?;
    let effects = match key.code {
        KeyCode::Char(c) if field.chars().count() < 24 => {
            field.push(c);
            let said = match c {
                '-' => cx.t(Id::UiLetterHyphen),
                '\'' => cx.t(Id::UiLetterApostrophe),
                c => c.to_string(),
            };
            vec![Effect::Field(field), Effect::Say(said)]
        }
        KeyCode::Space if !field.is_empty() => {
            field.push(' ');
            vec![Effect::Field(field), Effect::Say(cx.an.key_words(Key::plain(KeyCode::Space)))]
        }
        KeyCode::Backspace => match field.pop() {
            Some(c) => vec![Effect::Field(field), Effect::Say(cx.ta(Id::UiDeleted, &[("char", c.to_string())]))],
            None => vec![Effect::Say(cx.t(Id::UiNothingToDelete))],
        },
        KeyCode::Enter => {
            let name = field.trim().to_owned();
            if name.is_empty() {
                vec![Effect::Error(cx.t(Id::UiNameEmpty))]
            } else if let Some(same) = name_taken(cx, seat, &name) {
                // Stay in the name: the next letters are letters, Backspace deletes one.
                vec![Effect::Error(cx.ta(Id::UiNameTakenTyped, &[("name", same)]))]
            } else {
                std::iter::once(Effect::Pop).chain(added(cx, seat, name, None)).collect()
            }
        }
        _ => return None,
    };
    Some(effects)
}

/// A letter chosen from the list, as if typed.
pub(super) fn letter(cx: &App, key: Key) -> Vec<Effect> {
    match cx.stack.last().map(|s| s.kind) {
        Some(Kind::NameEntry(seat)) => {
            typed(cx, seat, key).unwrap_or_else(|| vec![Effect::KeyError(cx.t(Id::UiLetterRefused))])
        }
        _ => Vec::new(),
    }
}

/// The name of the player at `seat` (a colour from the list, by its place); the names after
/// it, entered before the table went back, are asked again.
fn added(cx: &App, seat: Seat, name: String, colour: Option<u8>) -> Vec<Effect> {
    if let Some(same) = name_taken(cx, seat, &name) {
        return vec![Effect::Error(cx.ta(Id::UiNameTaken, &[("name", same)]))];
    }
    let Some(mut d) = cx.stack.draft().cloned() else { return Vec::new() };
    d.names.truncate(seat.index());
    d.table.colours.truncate(seat.index());
    d.names.push(name.clone());
    if let Some(i) = colour {
        d.table.colours.resize(seat.index() + 1, None);
        d.table.colours[seat.index()] = Some(i);
    }
    let next = d.names.len() as u8;
    let said = cx.ta(Id::UiNameSet, &[("seat", next.to_string()), ("name", name)]);
    let mut effects = vec![Effect::Draft(Box::new(d.clone())), Effect::Tell(said)];
    match Seat::new(next) {
        Some(seat) if next < d.players => effects.push(Effect::Setup(Step::Name(seat))),
        _ => {
            effects.push(Effect::Names(d.names.clone()));
            // Without a Martyr, the oldest alone is asked.
            effects.push(Effect::Setup(if d.rules.asks_youngest() {
                Step::Seat(Kind::SetupYoungest)
            } else if d.rules.oldest_title(cx).is_some() {
                Step::Seat(Kind::SetupOldest)
            } else {
                Step::Board(None)
            }));
        }
    }
    effects
}

/// The spots of a location chosen: its characters' (its monsters' are asked next), or its
/// monsters' (the board checked with both, and the board check again).
fn spots_set(cx: &App, loc: Loc, monsters: bool, n: u8) -> Vec<Effect> {
    let Some(mut d) = cx.stack.draft().cloned() else { return Vec::new() };
    if !monsters {
        d.spots = Some(n);
        return vec![Effect::Draft(Box::new(d)), Effect::Setup(Step::Spots(loc, true))];
    }
    let mut p = d.profile;
    if let Some(spots) = d.spots.take()
        && !loc.is_parking()
    {
        p.character_spots[loc.index()] = spots;
    }
    p.monster_spots[loc.index()] = n;
    let refused = match p.checked() {
        Ok(p) => {
            d.profile_changed |= p != d.profile;
            d.profile = p;
            None
        }
        Err(e) => Some(Effect::Error(cx.an.profile_refused(&e))),
    };
    // Back to the board check, with the corrected line.
    let mut effects = vec![Effect::Draft(Box::new(d))];
    effects.extend(refused);
    effects.extend([Effect::PopThrough(Kind::SetupBoard), Effect::Setup(Step::Board(Some(loc)))]);
    effects
}

/// A new game of the rules `R` from the set-up `d` (`setup`: the rules' own, made from it):
/// the table hears that it begins, the way secret choices are entered, and what its set-up did;
/// it is saved at once. A set-up the rules refuse stays, and the table hears why.
pub(super) fn started<R: AtTable>(cx: &App, d: Draft, setup: R::Setup) -> Vec<Effect> {
    let (game, events) = match R::new(setup) {
        Ok(started) => started,
        Err(e) => return vec![Effect::Error(cx.an.setup_error(&e))],
    };
    let play = Played::new(Record::new(game, events.clone()));
    let session = Session::new(cx.rulesets.of(&play), d.names.clone(), play, d.table);
    vec![
        Effect::Names(d.names),
        Effect::ForgetAllHeld,
        Effect::Begin(Box::new(session)),
        Effect::PhonesForGame,
        Effect::ClearNews,
        Effect::Truncate(0),
        Effect::At((0, None)),
        Effect::Worded(screen::Words::new(|an| an.text(Id::UiGameStarts, None)), Some(Earcon::TurnStart), Keep::Yes),
        Effect::EntryRule,
        Effect::Autosave,
        super::session::started::<R>(events),
        Effect::OpenGame,
    ]
}

/// What a choice of this module's screens does (`kind`: the screen it was made on).
pub(super) fn on(cx: &App, pick: SetupPick, kind: Kind) -> Vec<Effect> {
    let draft = || cx.stack.draft().cloned().map(Box::new);
    match pick {
        SetupPick::Players(n) => {
            let Some(mut d) = draft() else { return Vec::new() };
            d.players = n;
            d.names.clear();
            d.table.colours.clear();
            vec![Effect::Draft(d), Effect::Setup(Step::Name(Seat::FIRST))]
        }
        SetupPick::Colour(i) => match kind {
            Kind::SetupName(seat) => added(cx, seat, cx.t(COLOURS[usize::from(i)]), Some(i)),
            _ => Vec::new(),
        },
        SetupPick::TypeName => {
            let Kind::SetupName(seat) = kind else { return Vec::new() };
            let mut a = FluentArgs::new();
            a.set("seat", Announcer::num(f64::from(seat.number())));
            a.set("pad", if cx.pads.seen_map().is_some() { "yes" } else { "no" });
            let title = cx.an.text(Id::UiNameEntry, Some(&a));
            let mut s = Screen::new(Kind::NameEntry(seat), title, letter_items(cx));
            s.field = Some(String::new());
            let mut effects = vec![Effect::Push(s)];
            if cx.pads.seen_map().is_some() {
                // A gamepad picks letters from the list: say where it starts.
                effects.push(Effect::SayFocus);
            }
            effects
        }
        SetupPick::Seat(seat) => {
            let Some(mut d) = draft() else { return Vec::new() };
            match kind {
                Kind::SetupYoungest => {
                    d.youngest = seat;
                    vec![Effect::Draft(d), Effect::Setup(Step::Seat(Kind::SetupOldest))]
                }
                Kind::SetupOldest if d.rules.asks_youngest() && d.youngest == seat => {
                    vec![Effect::Error(cx.ta(Id::UiOldestIsYoungest, &[("player", draft_name(cx, seat))]))]
                }
                Kind::SetupOldest => {
                    d.oldest = seat;
                    vec![Effect::Draft(d), Effect::Setup(Step::Board(None))]
                }
                _ => Vec::new(),
            }
        }
        SetupPick::BoardLoc(loc) => vec![Effect::Setup(Step::Spots(loc, loc.is_parking()))],
        SetupPick::Spots(n) => match kind {
            Kind::SetupSpots { loc, monsters } => spots_set(cx, loc, monsters, n),
            _ => Vec::new(),
        },
        SetupPick::BoardOk => vec![Effect::BoardOk],
        SetupPick::Own(choice) => vec![Effect::SetupChoice(choice)],
        SetupPick::OptionsOk => vec![Effect::Setup(Step::Dice)],
        SetupPick::Dice(mode) => {
            let Some(mut d) = draft() else { return Vec::new() };
            d.dice = mode;
            d.table.channels = vec![super::channels::default_channel(cx); usize::from(d.players)];
            vec![Effect::Draft(d), Effect::OpenChannels]
        }
        SetupPick::LetterGroup(letters) => {
            let items =
                letters.chars().map(|c| Item::new(c.to_string(), Choice::Setup(SetupPick::Letter(c)))).collect();
            let mut screen = Screen::new(Kind::Letters, cx.t(Id::UiLetterPick), items);
            screen.field = cx.stack.last().and_then(|s| s.field.clone());
            vec![Effect::Push(screen)]
        }
        SetupPick::Letter(c) => {
            // Chosen in the list of a group: back to the name, then typed in it.
            let name =
                if kind == Kind::Letters { cx.stack.len().checked_sub(2) } else { cx.stack.len().checked_sub(1) };
            let Some(name) = name.map(|i| &cx.stack[i]) else { return Vec::new() };
            let starts_word = name.field.as_deref().is_none_or(|f| f.is_empty() || f.ends_with([' ', '-', '\'']));
            let c = if starts_word { c } else { c.to_lowercase().next().unwrap_or(c) };
            let key = if c == ' ' { Key::plain(KeyCode::Space) } else { Key::plain(KeyCode::Char(c)) };
            let pop = (kind == Kind::Letters).then_some(Effect::Pop);
            pop.into_iter().chain([Effect::Letter(key)]).collect()
        }
        SetupPick::DeleteLetter => letter(cx, Key::plain(KeyCode::Backspace)),
        SetupPick::NameDone => letter(cx, Key::plain(KeyCode::Enter)),
    }
}

/// The name already at the table that `name` would repeat (letter case aside): the name of a
/// player before `seat` that `name` is already (whatever its case); the names from `seat` on
/// are being asked again (the table went back in the set-up).
fn name_taken(cx: &App, seat: Seat, name: &str) -> Option<String> {
    let d = cx.stack.draft()?;
    d.names.iter().take(seat.index()).find(|n| n.to_lowercase() == name.to_lowercase()).cloned()
}

/// Players named by a colour are called by that colour in the language spoken now ("Red"
/// becomes "Rouge" when the table switches to French), in the game and in the set-up; other
/// names stay as they are.
pub(super) fn renamed(cx: &App) -> Vec<Effect> {
    let mut effects = Vec::new();
    if let Some(s) = cx.session.as_ref() {
        let names = colours_said(cx, &s.names, &s.table.colours);
        effects.extend([Effect::Names(names.clone()), Effect::PlayerNames(names)]);
    }
    if let Some(mut d) = cx.stack.draft().cloned() {
        d.names = colours_said(cx, &d.names, &d.table.colours);
        effects.push(Effect::Draft(Box::new(d)));
    }
    effects
}

/// Names, with the colours picked from the list said in the language spoken now.
pub(super) fn colours_said(cx: &App, names: &[String], colours: &[Option<u8>]) -> Vec<String> {
    colours_in(&cx.an, names, colours)
}

/// The same, in the language of `an` (a phone's that reads another language than the table's).
pub(super) fn colours_in(an: &Announcer, names: &[String], colours: &[Option<u8>]) -> Vec<String> {
    names
        .iter()
        .enumerate()
        .map(|(i, n)| match colours.get(i).copied().flatten().and_then(|c| COLOURS.get(usize::from(c))) {
            Some(id) => an.text(*id, None),
            None => n.clone(),
        })
        .collect()
}

/// `an` in another language, for a table whose players are `names`: those named by a colour
/// called by it in that language, other names as typed.
pub(super) fn announcer_in(an: &Announcer, lang: Lang, colours: &[Option<u8>]) -> Announcer {
    let mut twin = an.in_lang(lang);
    let names = colours_in(&twin, an.names(), colours);
    twin.set_names(names);
    twin
}

/// The letters a name can be made of, for a gamepad (a keyboard types them).
/// Letters in groups of five, then the accented ones, so that no letter is more than a few
/// presses away.
fn letter_items(cx: &App) -> Vec<Item<Choice>> {
    const GROUPS: [&str; 6] = ["ABCDE", "FGHIJ", "KLMNO", "PQRST", "UVWXYZ", "ÉÈÊÀÇÏÔ"];
    let mut items: Vec<Item<Choice>> = GROUPS
        .iter()
        .map(|g| {
            let (first, last) = (g.chars().next().unwrap_or('A'), g.chars().last().unwrap_or('Z'));
            let label = cx.ta(Id::UiLetterGroup, &[("first", first.to_string()), ("last", last.to_string())]);
            Item::new(label, Choice::Setup(SetupPick::LetterGroup((*g).to_owned())))
        })
        .collect();
    items.push(Item::new(cx.t(Id::UiLetterHyphen), Choice::Setup(SetupPick::Letter('-'))));
    items.push(Item::new(cx.t(Id::UiLetterApostrophe), Choice::Setup(SetupPick::Letter('\''))));
    items.push(Item::new(cx.an.key_words(Key::plain(KeyCode::Space)), Choice::Setup(SetupPick::Letter(' '))));
    items.push(Item::new(cx.t(Id::UiLetterDelete), Choice::Setup(SetupPick::DeleteLetter)));
    items.push(Item::new(cx.t(Id::UiLetterDone), Choice::Setup(SetupPick::NameDone)));
    items
}

/// A player's name during the set-up.
fn draft_name(cx: &App, seat: Seat) -> String {
    cx.stack.draft().and_then(|d| d.names.get(seat.index()).cloned()).unwrap_or_else(|| cx.name(seat))
}

fn seat_items(cx: &App) -> Vec<Item<Choice>> {
    let Some(d) = cx.stack.draft() else { return Vec::new() };
    Seat::ALL
        .into_iter()
        .zip(&d.names)
        .map(|(seat, n)| Item::new(n.clone(), Choice::Setup(SetupPick::Seat(seat))))
        .collect()
}
