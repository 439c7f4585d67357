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

impl App {
    pub(super) fn open_setup(&mut self, rules: &'static dyn rulesets::AnyTable) {
        let (profile, problem) = super::files::board(&self.an, &self.paths);
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
            lang_before: self.settings.lang,
        };
        // A new table: every gamepad acts for the operator until given to a player.
        self.reassign_pads();
        self.stack.truncate(1);
        // The board file is Lockdown's: the mall's board is printed and never read from it.
        if let Some(text) = problem.filter(|_| rules.asks_youngest()) {
            self.say_error(text);
        }
        let mut items: Vec<Item<Choice>> = Lang::ALL
            .into_iter()
            .map(|l| Item::new(self.an.text_in(l, Id::UiLangName), Choice::Settings(SettingPick::Lang(l))))
            .collect();
        let title = rules.setup_title(self);
        let mut s = Screen::new(Kind::SetupLang, title, Vec::new());
        // The set-up's first screen keeps the game being set up: leaving it drops the set-up.
        s.draft = Some(Box::new(draft));
        let focus = Lang::ALL.iter().position(|l| *l == self.settings.lang).unwrap_or(0);
        s.menu = Menu::new(std::mem::take(&mut items));
        s.menu.set_focus(focus);
        self.push(s);
    }

    pub(super) fn open_setup_players(&mut self) {
        let items = (3..=6u8)
            .map(|n| {
                Item::numbered(
                    self.tn(Id::UiPlayers, &[("count", f64::from(n))]),
                    Choice::Setup(SetupPick::Players(n)),
                    n,
                )
            })
            .collect();
        self.push(Screen::new(Kind::SetupPlayers, self.t(Id::UiSetupPlayers), items));
    }

    pub(super) fn open_setup_name(&mut self, seat: Seat) {
        let Some(d) = self.stack.draft() else { return };
        let taken: Vec<String> = d.names.iter().take(seat.index()).cloned().collect();
        let mut items: Vec<Item<Choice>> = COLOURS
            .iter()
            .enumerate()
            .map(|(i, id)| (i, self.t(*id)))
            .filter(|(_, c)| !taken.iter().any(|n| n.eq_ignore_ascii_case(c)))
            .map(|(i, c)| Item::new(c, Choice::Setup(SetupPick::Colour(i as u8))))
            .collect();
        items.push(Item::new(self.t(Id::UiTypeName), Choice::Setup(SetupPick::TypeName)));
        let title = self.tn(Id::UiSetupName, &[("seat", f64::from(seat.number())), ("count", f64::from(d.players))]);
        self.push(Screen::new(Kind::SetupName(seat), title, items));
    }

    /// A key while a name is typed: true when the key was taken by the name.
    pub(super) fn name_entry_key(&mut self, seat: Seat, key: Key) -> bool {
        if key.ctrl || key.alt {
            return false;
        }
        let field = self.stack.last_mut().and_then(|s| s.field.as_mut());
        let Some(field) = field else { return false };
        match key.code {
            KeyCode::Char(c) if field.chars().count() < 24 => {
                field.push(c);
                let said = match c {
                    '-' => self.t(Id::UiLetterHyphen),
                    '\'' => self.t(Id::UiLetterApostrophe),
                    c => c.to_string(),
                };
                self.say_text(said, None, Keep::No);
                true
            }
            KeyCode::Space if !field.is_empty() => {
                field.push(' ');
                let t = self.an.key_words(Key::plain(KeyCode::Space));
                self.say_text(t, None, Keep::No);
                true
            }
            KeyCode::Backspace => {
                match field.pop() {
                    Some(c) => {
                        let text = self.ta(Id::UiDeleted, &[("char", c.to_string())]);
                        self.say_text(text, None, Keep::No);
                    }
                    None => {
                        let t = self.t(Id::UiNothingToDelete);
                        self.say_text(t, None, Keep::No);
                    }
                }
                true
            }
            KeyCode::Enter => {
                let name = field.trim().to_owned();
                if name.is_empty() {
                    let t = self.t(Id::UiNameEmpty);
                    self.say_error(t);
                } else if let Some(same) = name_taken(self, seat, &name) {
                    // Stay in the name: the next letters are letters, Backspace deletes one.
                    let text = self.ta(Id::UiNameTakenTyped, &[("name", same)]);
                    self.say_error(text);
                } else {
                    self.stack.pop();
                    self.add_name(seat, name);
                }
                true
            }
            _ => false,
        }
    }

    /// A letter chosen from the list, as if typed.
    pub(super) fn name_letter(&mut self, key: Key) {
        if let Some(Kind::NameEntry(seat)) = self.stack.last().map(|s| s.kind)
            && !self.name_entry_key(seat, key)
        {
            let t = self.t(Id::UiLetterRefused);
            self.say_key_error(t);
        }
    }

    /// The name of the player at `seat`; the names after it, entered before the table went
    /// back, are asked again.
    pub(super) fn add_name(&mut self, seat: Seat, name: String) {
        if let Some(same) = name_taken(self, seat, &name) {
            let text = self.ta(Id::UiNameTaken, &[("name", same)]);
            self.say_error(text);
            return;
        }
        let Some(d) = self.stack.draft_mut() else { return };
        d.names.truncate(seat.index());
        d.table.colours.truncate(seat.index());
        d.names.push(name.clone());
        let next = d.names.len() as u8;
        let text = self.ta(Id::UiNameSet, &[("seat", next.to_string()), ("name", name)]);
        self.say_text(text, None, Keep::Yes);
        let Some(d) = self.stack.draft() else { return };
        match Seat::new(next) {
            Some(seat) if next < d.players => self.open_setup_name(seat),
            _ => {
                self.an.set_names(d.names.clone());
                // Without a Martyr, the oldest alone is asked.
                if d.rules.asks_youngest() {
                    self.open_setup_seat(Kind::SetupYoungest);
                } else if d.rules.oldest_title(self).is_some() {
                    self.open_setup_seat(Kind::SetupOldest);
                } else {
                    self.open_setup_board(None);
                }
            }
        }
    }

    pub(super) fn open_setup_seat(&mut self, kind: Kind) {
        let Some(rules) = self.stack.draft().map(|d| d.rules) else { return };
        let title = match kind {
            Kind::SetupYoungest => self.t(Id::UiSetupYoungest),
            _ => rules.oldest_title(self).unwrap_or_default(),
        };
        let mut screen = Screen::new(kind, title, seat_items(self));
        if kind == Kind::SetupOldest
            && rules.asks_youngest()
            && let Some(d) = self.stack.draft()
        {
            // The youngest cannot also be the oldest: the focus starts on the next player.
            screen.menu.set_focus(d.youngest.next(d.players).index());
        }
        self.push(screen);
    }

    pub(super) fn open_setup_oldest(&mut self) {
        self.open_setup_seat(Kind::SetupOldest);
    }

    /// The board check; `focus`: the location to keep in focus after a correction.
    pub(super) fn open_setup_board(&mut self, focus: Option<Loc>) {
        let Some(mut s) = board_screen(self) else {
            // No board to check: the next step.
            self.open_setup_dice();
            return;
        };
        if let Some(l) = focus {
            s.menu.set_focus(l.index());
        }
        self.push(s);
    }

    pub(super) fn open_setup_spots(&mut self, loc: Loc, monsters: bool) {
        let Some(d) = self.stack.draft() else { return };
        let current = if monsters { d.profile.monster_spots(loc) } else { d.profile.capacity(loc).unwrap_or(0) };
        let place = self.an.place_words(loc);
        let id = if monsters { Id::UiBoardMonsterSpots } else { Id::UiBoardSpots };
        let items = (1..=9u8).map(|n| Item::numbered(n.to_string(), Choice::Setup(SetupPick::Spots(n)), n)).collect();
        let mut s =
            Screen::new(Kind::SetupSpots { loc, monsters }, capitalise(&self.ta(id, &[("place", place)])), items);
        s.menu.set_focus(usize::from(current.clamp(1, 9)) - 1);
        self.push(s);
    }

    pub(super) fn set_spots(&mut self, loc: Loc, monsters: bool, n: u8) {
        let Some(d) = self.stack.draft_mut() else { return };
        if !monsters {
            d.spots = Some(n);
            self.open_setup_spots(loc, true);
            return;
        }
        let mut p = d.profile;
        if let Some(spots) = d.spots.take()
            && !loc.is_parking()
        {
            p.character_spots[loc.index()] = spots;
        }
        p.monster_spots[loc.index()] = n;
        match p.checked() {
            Ok(p) => {
                d.profile_changed |= p != d.profile;
                d.profile = p;
            }
            Err(e) => {
                let text = self.an.profile_refused(&e);
                self.say_error(text);
            }
        }
        // Back to the board check, with the corrected line.
        while self.stack.last().is_some_and(|s| s.kind != Kind::SetupBoard) {
            self.stack.pop();
        }
        self.stack.pop();
        self.open_setup_board(Some(loc));
    }

    pub(super) fn board_ok(&mut self) {
        let Some(d) = self.stack.draft().cloned() else { return };
        d.rules.board_ok(self, &d);
    }

    /// Who rolls the dice (no one, for a game without dice: the channels).
    pub(super) fn open_setup_dice(&mut self) {
        if self.stack.draft().is_some_and(|d| !d.rules.has_dice()) {
            self.choose_setup(SetupPick::Dice(DiceMode::Vigie), Kind::SetupDice);
            return;
        }
        let items = vec![
            Item::new(self.t(Id::UiDiceVigie), Choice::Setup(SetupPick::Dice(DiceMode::Vigie))),
            Item::new(self.t(Id::UiDiceTable), Choice::Setup(SetupPick::Dice(DiceMode::Table))),
        ];
        self.push(Screen::new(Kind::SetupDice, self.t(Id::UiSetupDice), items));
    }

    pub(super) fn start_game(&mut self) {
        // Kept by the set-up's screens until the game has begun (a refused set-up stays there).
        let Some(d) = self.stack.draft().cloned() else { return };
        self.resumed = false;
        d.rules.start(self, d);
    }

    /// Starts the game of the rules `R` set up in `d`.
    pub(super) fn start_of<R: AtTable>(&mut self, d: Draft) {
        let seed = self.seed.unwrap_or_else(crate::seed::fresh);
        let setup = R::table_setup(self, &d, seed);
        match R::new(setup) {
            Ok((game, events)) => {
                self.begin(d.names, Played::new(Record::new(game, events.clone())), d.table);
                let verbosity = self.settings.verbosity;
                if let Some(s) = self.session.as_mut() {
                    let effects = s.heard::<R>(&self.an, verbosity, &events, (0, None));
                    self.run(effects);
                }
                self.open_game();
            }
            Err(e) => {
                let text = self.an.setup_error(&e);
                self.say_error(text);
            }
        }
    }
}

impl App {
    /// A new game begins, of either ruleset: the table hears so, and it is saved at once (its
    /// set-up's events are the caller's to say).
    pub(super) fn begin(&mut self, names: Vec<String>, play: Played, table: TableOptions) {
        self.an.set_names(names.clone());
        self.out.forget_all_held();
        self.session = Some(Session::new(self.rulesets.of(&play), names, play, table));
        self.phones_for_game();
        self.news.clear();
        self.stack.clear();
        self.when = (0, None);
        let t = self.t(Id::UiGameStarts);
        self.say_text(t, Some(Earcon::TurnStart), Keep::Yes);
        self.run(secrets::entry_rule(self));
        self.autosave();
    }

    /// Acts on a choice of this module's screens (`kind`: the screen it was made on).
    pub(super) fn choose_setup(&mut self, pick: SetupPick, kind: Kind) {
        match pick {
            SetupPick::Players(n) => {
                if let Some(d) = self.stack.draft_mut() {
                    d.players = n;
                    d.names.clear();
                    d.table.colours.clear();
                }
                self.open_setup_name(Seat::FIRST);
            }
            SetupPick::Colour(i) => {
                let Kind::SetupName(seat) = kind else { return };
                let name = self.t(COLOURS[usize::from(i)]);
                self.add_name(seat, name);
                if let Some(d) = self.stack.draft_mut()
                    && d.names.len() > seat.index()
                {
                    d.table.colours.resize(seat.index() + 1, None);
                    d.table.colours[seat.index()] = Some(i);
                }
            }
            SetupPick::TypeName => {
                if let Kind::SetupName(seat) = kind {
                    let mut a = FluentArgs::new();
                    a.set("seat", Announcer::num(f64::from(seat.number())));
                    a.set("pad", if self.pads.seen_map().is_some() { "yes" } else { "no" });
                    let title = self.an.text(Id::UiNameEntry, Some(&a));
                    let mut s = Screen::new(Kind::NameEntry(seat), title, letter_items(self));
                    s.field = Some(String::new());
                    self.push(s);
                    if self.pads.seen_map().is_some() {
                        // A gamepad picks letters from the list: say where it starts.
                        self.say_focus();
                    }
                }
            }
            SetupPick::Seat(seat) => match kind {
                Kind::SetupYoungest => {
                    if let Some(d) = self.stack.draft_mut() {
                        d.youngest = seat;
                    }
                    self.open_setup_oldest();
                }
                Kind::SetupOldest => {
                    let youngest = self.stack.draft().filter(|d| d.rules.asks_youngest()).map(|d| d.youngest);
                    if youngest == Some(seat) {
                        let text = self.ta(Id::UiOldestIsYoungest, &[("player", draft_name(self, seat))]);
                        self.say_error(text);
                        return;
                    }
                    if let Some(d) = self.stack.draft_mut() {
                        d.oldest = seat;
                    }
                    self.open_setup_board(None);
                }
                _ => {}
            },
            SetupPick::BoardLoc(loc) => self.open_setup_spots(loc, loc.is_parking()),
            SetupPick::Spots(n) => {
                if let Kind::SetupSpots { loc, monsters } = kind {
                    self.set_spots(loc, monsters, n);
                }
            }
            SetupPick::BoardOk => self.board_ok(),
            SetupPick::Own(choice) => {
                if let Some(rules) = self.stack.draft().map(|d| d.rules) {
                    rules.setup_choice(self, choice);
                }
            }
            SetupPick::OptionsOk => self.open_setup_dice(),
            SetupPick::Dice(mode) => {
                let channel = super::channels::default_channel(self);
                if let Some(d) = self.stack.draft_mut() {
                    d.dice = mode;
                    d.table.channels = vec![channel; usize::from(d.players)];
                }
                self.run(super::channels::on(self, super::channels::ChannelPick::Open));
            }
            SetupPick::LetterGroup(letters) => {
                let items =
                    letters.chars().map(|c| Item::new(c.to_string(), Choice::Setup(SetupPick::Letter(c)))).collect();
                let mut screen = Screen::new(Kind::Letters, self.t(Id::UiLetterPick), items);
                screen.field = self.stack.last().and_then(|s| s.field.clone());
                self.push(screen);
            }
            SetupPick::Letter(c) => {
                if kind == Kind::Letters {
                    self.stack.pop();
                }
                let starts_word = self
                    .stack
                    .last()
                    .and_then(|s| s.field.as_deref())
                    .is_none_or(|f| f.is_empty() || f.ends_with([' ', '-', '\'']));
                let c = if starts_word { c } else { c.to_lowercase().next().unwrap_or(c) };
                let key = if c == ' ' { Key::plain(KeyCode::Space) } else { Key::plain(KeyCode::Char(c)) };
                self.name_letter(key);
            }
            SetupPick::DeleteLetter => self.name_letter(Key::plain(KeyCode::Backspace)),
            SetupPick::NameDone => self.name_letter(Key::plain(KeyCode::Enter)),
        }
    }
}

/// The name already at the table that `name` would repeat (letter case aside): the name of a
/// player before `seat` that `name` is already (whatever its case); the names from `seat` on
/// are being asked again (the table went back in the set-up).
fn name_taken(cx: &App, seat: Seat, name: &str) -> Option<String> {
    let d = cx.stack.draft()?;
    d.names.iter().take(seat.index()).find(|n| n.to_lowercase() == name.to_lowercase()).cloned()
}

/// The set-up's board check, if its ruleset has a board to check.
fn board_screen(cx: &App) -> Option<Screen> {
    let d = cx.stack.draft()?;
    d.rules.board_screen(cx, d)
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
