//! The game's question: the decision the game waits for, its second steps, real dice face by face (the
//! game itself, its decisions, undo and redo: `session.rs`).

use super::*;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum GamePick {
    /// Apply this decision.
    Do(Decision),
    /// Ask to confirm, then apply.
    Confirm(Decision, String),
    /// One face of a real die.
    Face(u8),
    /// The player has looked at the real dice under the box.
    Peeked,
}

impl From<GamePick> for Choice {
    fn from(p: GamePick) -> Choice {
        Choice::Game(p)
    }
}

/// After a decision made on a phone: true when the screen in use was the game's question,
/// or a player's secret choice the game no longer waits for (it must be asked again); false
/// for another player's secret choice still open, or a menu (pause, settings, phones).
pub(super) fn question_changed_under(cx: &App) -> bool {
    let Some(top) = cx.stack.last() else { return true };
    match top.secret_for {
        Some(p) => !cx.session.as_ref().is_some_and(|s| s.play.is_secret() && s.play.deciders().contains(p)),
        None => matches!(top.kind, Kind::Game | Kind::GameSub),
    }
}

/// The menu for the decision pending now.
pub(super) fn screen(cx: &App) -> Option<Screen> {
    cx.rules()?.screen(cx)
}

/// The menu for the decision a game of the rules `R` waits for.
pub(super) fn screen_of<R: AtTable>(cx: &App) -> Option<Screen> {
    let s = cx.session.as_ref()?;
    let g = *s.play.game::<R>()?;
    // A player without a private channel shows the table: their question is an open one.
    let shown =
        cx.chooser().is_some_and(|c| matches!(s.table.channel(c), PrivateChannel::None | PrivateChannel::Phone));
    cx.an.set_secret_entry(s.table.secret_entry && !shown);
    let p = g.pending();
    let mut title = cx.an.voice::<R>().prompt_for(&p, cx.chooser(), cx.resumed).text;
    if p.is_secret() && cx.chooser().is_none() {
        // Those still choosing on their phones, before anyone shows the table.
        let waiting: Vec<Seat> = p.deciders().iter().filter(|s| phones::on_phone(cx, *s)).collect();
        let (title, items) = phones::phones_waiting(cx, &waiting);
        return Some(Screen::new(Kind::Game, title, items));
    }
    let items = if let Some(count) = g.dice_asked() {
        let n = s.faces.len() as f64 + 1.0;
        let die = cx.tn(Id::UiDiceEntry, &[("number", n), ("count", f64::from(count))]);
        // The roll is asked once, with its first die; the next dice are asked alone.
        title = if s.faces.is_empty() { format!("{title} {die}") } else { die };
        (1..=6u8).map(|f| Item::numbered(f.to_string(), Choice::Game(GamePick::Face(f)), f)).collect()
    } else if g.is_finished() {
        // The scores as they were announced at the end, and the winners.
        vec![
            Item::new(cx.t(Id::UiFinalScore), Choice::Menu(MenuPick::Hear(R::final_score(cx, &g)))),
            Item::new(cx.t(Id::UiMainMenu), Choice::Menu(MenuPick::MainMenu)),
            Item::new(cx.t(Id::UiQuit), Choice::Menu(MenuPick::Quit)),
        ]
    } else {
        let mut items = R::items(cx, &g, &mut title);
        items.extend(awaited_on_phones(cx, &g));
        items
    };
    Some(Screen::new(Kind::Game, title, items))
}

/// The game's question on top, rebuilt as it stands now with its focus kept, nothing said: a
/// phone said it was ready (or not, or no), and the screen shows whom the phones wait for. Only
/// while the table decides together (nobody's own decision, so no secret choice, which
/// `secrets::entry` would have to keep to its player).
pub(super) fn refreshed(cx: &App) -> Vec<Effect> {
    let together = cx.session.as_ref().is_some_and(|s| s.play.deciders().is_empty() && !s.play.is_finished());
    let top = cx.stack.len().checked_sub(1).filter(|&top| cx.stack[top].kind == Kind::Game);
    let Some(pos) = top.filter(|&top| together && cx.stack[top].secret_for.is_none()) else {
        return Vec::new();
    };
    let Some(mut fresh) = screen(cx) else { return Vec::new() };
    fresh.menu.set_focus(cx.stack[pos].menu.focus());
    vec![Effect::Replace(pos, fresh)]
}

/// When the phones end a moment the table decides together (every player it asks on a phone
/// that makes their decisions), the players it still waits for there (not ready yet, or no
/// answer yet): the question's last item, shown and said when chosen (not said with the
/// question: the phones' pages say it to their players).
fn awaited_on_phones<R: AtTable>(cx: &App, g: &R) -> Option<Item<Choice>> {
    let s = cx.session.as_ref().filter(|s| s.table.phone_decisions && cx.out.phones().is_some())?;
    if !g.pending().deciders().is_empty() {
        return None;
    }
    let together = R::together(cx, g)?;
    let (Together::Ready { seats, .. } | Together::Yes { seats, .. }) = &together;
    let phones = |p: Seat| *s.table.channel(p) == PrivateChannel::Phone && !cx.desk.taken_over.contains(p);
    if !seats.iter().all(phones) {
        return None;
    }
    let done = if matches!(together, Together::Ready { .. }) { cx.desk.ready } else { cx.desk.said_no };
    let names: Vec<String> = seats.iter().filter(|p| !done.contains(*p)).map(|p| cx.name(p)).collect();
    let label = cx.ta(Id::UiPhonesAwaited, &[("players", cx.an.list(&names))]);
    Some(Item::new(label.clone(), Choice::Menu(MenuPick::Hear(label))))
}

/// "Red plays a card", opening the cards Red may play now and how; none without a card.
pub(super) fn plays_a_card(cx: &App, player: Seat, kinds: Vec<Item<Choice>>) -> Option<Item<Choice>> {
    if kinds.is_empty() {
        return None;
    }
    let label = cx.ta(Id::UiPlaysACard, &[("player", cx.name(player))]);
    let title = cx.ta(Id::UiWhichCard, &[("player", cx.name(player))]);
    Some(Item::new(label, further(title, kinds)))
}

/// A further step of a decision, as a menu of its own (a card's options, where a character goes).
pub(super) fn further(title: String, items: Vec<Item<Choice>>) -> Choice {
    Choice::Menu(MenuPick::Open(Box::new(Screen::new(Kind::GameSub, title, items))))
}

/// What a choice of the game's screens does.
pub(super) fn on(cx: &App, pick: GamePick) -> Vec<Effect> {
    match pick {
        GamePick::Peeked => vec![Effect::Peeked, Effect::OpenGame],
        GamePick::Do(cmd) => vec![Effect::Decide(cmd)],
        GamePick::Confirm(cmd, question) => vec![Effect::Push(menus::confirm_screen(cx, question, Then::Apply(cmd)))],
        GamePick::Face(f) => face(cx, f),
    }
}

/// One face of the real dice entered: the next one asked, or the dice once they are all in.
fn face(cx: &App, f: u8) -> Vec<Effect> {
    let Some(s) = cx.session.as_ref() else { return Vec::new() };
    let rules = s.rules;
    let Some(count) = rules.dice_asked(&s.play) else { return Vec::new() };
    let mut faces = s.faces.clone();
    faces.push(f);
    if faces.len() < usize::from(count) {
        return vec![Effect::Faces(faces), Effect::Say(f.to_string()), Effect::OpenGame];
    }
    match Dice::new(&faces) {
        Some(dice) if let Some(roll) = rules.roll(dice) => vec![Effect::Faces(Vec::new()), Effect::Decide(roll)],
        _ => vec![Effect::Faces(Vec::new()), Effect::OpenGame],
    }
}

/// With real dice, the badge holder (or a Walkie-talkie's player) looks under the box first.
pub(super) fn peek(cx: &App) -> Option<Screen> {
    let seat = cx.session.as_ref()?.peek.as_ref()?.0;
    let title = cx.ta(Id::UiPeek, &[("player", cx.name(seat))]);
    let items = vec![Item::new(cx.ta(Id::UiPeekDone, &[("player", cx.name(seat))]), Choice::Game(GamePick::Peeked))];
    Some(Screen::new(Kind::Peek(seat), title, items))
}

/// The screen the game shows now (a secret held for its player, the real dice to look at, the
/// question, or the hand-over before a secret choice), and whether it is shown alone (in place
/// of every screen; else it replaces them all and is opened).
pub(super) fn shown(cx: &App) -> Option<(Screen, bool)> {
    if let Some(screen) = handover::held(cx) {
        return Some((screen, true));
    }
    if let Some(screen) = game::peek(cx) {
        return Some((screen, false));
    }
    match secrets::entry(cx, game::screen(cx)?) {
        Ok(screen) => Some((screen, false)),
        Err(handover) => Some((*handover, true)),
    }
}
