//! The main menu, the pause menu, and the questions that ask to confirm: each built from the
//! interface as it is (`cx`), and each choice on them turned into [`Effect`]s that the
//! coordinator applies.

use super::phones::PhonePick;
use super::rulesets::AnyTable;
use super::screen::{Choice, Effect, Kind, Screen, Then};
use super::{App, lists};
use crate::engine::Played;
use crate::input::Action;
use crate::ui::menu::Item;
use crate::vocab::Id;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum MenuPick {
    /// A new game of these rules.
    NewGame(&'static dyn AnyTable),
    Resume,
    Settings,
    Cards,
    Rules,
    /// Leave for the Escape: Zombie City soundtrack (`crate::escape`).
    Escape,
    Quit,
    MainMenu,
    BackToGame,
    Yes(Then),
    No,
    /// Do this action (from the list of commands).
    Act(Action),
    /// Go back, as the back key does.
    Back,
    /// A further step.
    Open(Box<Screen>),
    /// Say this text (a card's description, a rules topic, a review).
    Hear(String),
}

impl From<MenuPick> for Choice {
    fn from(p: MenuPick) -> Choice {
        Choice::Menu(p)
    }
}

/// The main menu: a new game of each ruleset, then the rest.
pub(super) fn main_screen(cx: &App) -> Screen {
    let new_games = cx.rulesets.all().map(|r| Item::new(r.new_game(cx), Choice::Menu(MenuPick::NewGame(r))));
    let items = new_games
        .into_iter()
        .chain([
            Item::new(cx.t(Id::UiResume), Choice::Menu(MenuPick::Resume)),
            Item::new(cx.t(Id::UiSettings), Choice::Menu(MenuPick::Settings)),
            Item::new(cx.t(Id::UiCardReader), Choice::Menu(MenuPick::Cards)),
            Item::new(cx.t(Id::UiRules), Choice::Menu(MenuPick::Rules)),
            Item::new(cx.t(Id::UiEscape), Choice::Menu(MenuPick::Escape)),
            Item::new(cx.t(Id::UiQuit), Choice::Menu(MenuPick::Quit)),
        ])
        .collect();
    Screen::new(Kind::Main, cx.t(Id::UiMainTitle), items)
}

/// After a language change: the screens open that show game choices (the main menu, the game's
/// question, the pause menu), rebuilt in the new language with the same item in focus, each in
/// its place on the stack; the others keep their words until they are opened again.
pub(super) fn relabelled(cx: &App) -> Vec<Effect> {
    let mut out = Vec::new();
    let at = |kind: Kind| cx.stack.iter().position(|t| t.kind == kind);
    if let Some(pos) = at(Kind::Main) {
        let mut fresh = main_screen(cx);
        fresh.menu.set_focus(cx.stack[pos].menu.focus());
        out.push(Effect::Replace(pos, fresh));
    }
    if let Some(pos) = at(Kind::Game)
        && let Some(fresh) = super::game::screen(cx)
    {
        out.push(Effect::Replace(pos, fresh));
    }
    if let Some(pos) = at(Kind::Pause) {
        let mut fresh = pause_screen(cx);
        fresh.menu.set_focus(cx.stack[pos].menu.focus());
        out.push(Effect::Replace(pos, fresh));
    }
    // The set-up's first step, to come back to after its language was chosen, asks in it (its
    // items are each language in its own words).
    if let Some(pos) = at(Kind::SetupLang)
        && let Some(rules) = cx.stack[pos].draft.as_ref().map(|d| d.rules)
    {
        let mut fresh = cx.stack[pos].clone();
        fresh.title = rules.setup_title(cx);
        out.push(Effect::Replace(pos, fresh));
    }
    out
}

/// The pause menu of a game.
pub(super) fn pause_screen(cx: &App) -> Screen {
    let over = cx.played().is_some_and(Played::is_finished);
    let mut items = vec![
        Item::new(cx.t(if over { Id::UiBackToScores } else { Id::UiBackToGame }), Choice::Menu(MenuPick::BackToGame)),
        Item::new(cx.t(Id::UiChannels), super::channels::ChannelPick::Open.into()),
        Item::new(cx.t(Id::UiSettings), Choice::Menu(MenuPick::Settings)),
        Item::new(cx.t(Id::UiCardReader), Choice::Menu(MenuPick::Cards)),
        Item::new(cx.t(Id::UiRules), Choice::Menu(MenuPick::Rules)),
        Item::new(cx.t(Id::UiQuit), Choice::Menu(MenuPick::Quit)),
    ];
    if super::phones::uses(cx) {
        // A lost phone is replaced there.
        items.insert(2, Item::new(cx.t(Id::UiPhones), Choice::Phones(PhonePick::Open)));
    }
    Screen::new(Kind::Pause, cx.t(if over { Id::UiPauseTitleOver } else { Id::UiPauseTitle }), items)
}

/// A question asking to confirm `then`.
pub(super) fn confirm_screen(cx: &App, question: String, then: Then) -> Screen {
    // Confirming a secret choice is as secret as the choice; leaving Vigie is asked of the table.
    let secret = !matches!(then, Then::Quit);
    // What cannot be taken back starts on No: Enter alone never does it.
    let on_no = matches!(then, Then::Quit | Then::NewGame(_) | Then::Start | Then::NewPhone(_) | Then::TakeOver(_));
    let items = vec![
        Item::new(cx.t(Id::UiYes), Choice::Menu(MenuPick::Yes(then))),
        Item::new(cx.t(Id::UiNo), Choice::Menu(MenuPick::No)),
    ];
    let mut screen = Screen::new(Kind::Confirm, question, items);
    if secret {
        screen.secret_for = cx.stack.last().and_then(|t| t.secret_for);
    }
    if on_no {
        screen.menu.set_focus(1);
    }
    screen
}

/// What a choice of these screens does.
pub(super) fn on(cx: &App, pick: MenuPick) -> Vec<Effect> {
    let confirm = |id: Id, then: Then| vec![Effect::Push(confirm_screen(cx, cx.t(id), then))];
    match pick {
        MenuPick::NewGame(rules) => {
            let unfinished = |s: crate::store::save::AnySaved| !s.played.is_finished();
            if cx.paths.save.exists()
                && crate::store::save::load_with(&cx.paths.save, &cx.rulesets.loaders()).is_ok_and(unfinished)
            {
                confirm(Id::UiConfirmNewGame, Then::NewGame(rules))
            } else {
                vec![Effect::OpenSetup(rules)]
            }
        }
        MenuPick::Resume => vec![Effect::Resume],
        MenuPick::Settings => vec![Effect::OpenSettings],
        MenuPick::Cards => vec![Effect::Push(lists::cards(cx))],
        MenuPick::Rules => vec![Effect::Push(lists::rules(cx))],
        MenuPick::Escape => vec![Effect::Leave { escape: true }],
        MenuPick::Quit => confirm(Id::UiConfirmQuit, Then::Quit),
        MenuPick::MainMenu => vec![Effect::EndGame, Effect::OpenMain],
        MenuPick::BackToGame => vec![Effect::OpenGame],
        MenuPick::Yes(Then::Quit) => {
            // The table hears that nothing is lost before Vigie goes quiet.
            let id = if cx.played().is_some_and(|g| !g.is_finished()) { Id::UiGoodbyeSaved } else { Id::UiGoodbye };
            vec![Effect::Say(cx.t(id)), Effect::Leave { escape: false }]
        }
        MenuPick::Yes(Then::Start) => vec![Effect::StartGame],
        MenuPick::Yes(Then::NewGame(rules)) => vec![Effect::Pop, Effect::OpenSetup(rules)],
        MenuPick::Yes(Then::Apply(cmd)) => vec![Effect::Decide(cmd)],
        MenuPick::Yes(Then::NewPhone(seat)) => vec![Effect::NewPhone(seat)],
        MenuPick::Yes(Then::TakeOver(seat)) => vec![Effect::TakeOver(seat)],
        MenuPick::No => vec![Effect::Pop, Effect::SayTop],
        MenuPick::Act(a) => vec![Effect::Pop, Effect::Act(a)],
        MenuPick::Back => vec![Effect::Back],
        MenuPick::Open(s) => vec![Effect::Push(*s)],
        MenuPick::Hear(text) => vec![Effect::Say(text)],
    }
}
