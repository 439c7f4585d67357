//! Lists to hear: help, every command, the history of what was said, the reviews of the board, the card reader and the rules.

use super::menus::MenuPick;
use super::rulesets::AnyTable;
use super::screen::{Choice, Effect, Kind, Screen};
use super::{App, secrets};
use crate::announce::{Announcer, Review};
use crate::engine::{Loc, Seat};
use crate::input::{Action, Scope};
use crate::ui::menu::Item;
use crate::vocab::Id;
use fluent_bundle::FluentArgs;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub enum ListPick {
    /// One of a ruleset's lists of cards (by its number: Lockdown's by code or by name).
    Cards(&'static dyn AnyTable, u8),
}

impl From<ListPick> for Choice {
    fn from(p: ListPick) -> Choice {
        Choice::Lists(p)
    }
}

/// A moment of the game: the turn, and the phase (`None`: the set-up, or a turn's start).
pub type Moment = (u16, Option<crate::engine::Phase>);

/// An action in words for the help and the list of commands (in a game, the ruleset's own words
/// for its reviews).
fn action_words(cx: &App, a: Action) -> Id {
    cx.rules().map_or(a.help_id(), |r| r.action_words(a))
}

/// The actions that work on the screen in focus, for the help.
fn valid_actions(cx: &App) -> Vec<Action> {
    let in_game = cx.session.is_some();
    Action::ALL
        .into_iter()
        .filter(|a| (a.scope() != Scope::Game || in_game) && cx.rules().is_none_or(|r| r.has_action(*a)))
        .collect()
}

/// The keys and buttons that work here.
pub(super) fn help(cx: &App) -> Screen {
    let actions = valid_actions(cx);
    let lines = cx.an.help_in_words(&cx.keys, cx.pads.seen_map(), &actions, |a| action_words(cx, a));
    let items = lines.iter().map(|l| Item::new(l.clone(), Choice::Menu(MenuPick::Hear(l.clone())))).collect();
    // A list to browse: its title, then the first line; the arrows say the others.
    Screen::new(Kind::Info, cx.t(Id::UiHelpTitle), items)
}

/// Every command that works here, to choose one: what a gamepad's buttons cannot all hold (in
/// place of the list open, if it is).
pub(super) fn commands(cx: &App) -> Vec<Effect> {
    let items = valid_actions(cx)
        .into_iter()
        .filter(|a| a.scope() != Scope::Menu)
        .map(|a| Item::new(secrets::capitalise_first(&cx.t(action_words(cx, a))), Choice::Menu(MenuPick::Act(a))))
        .collect();
    let screen = Screen::new(Kind::Commands, cx.t(Id::UiCommandsTitle), items);
    if cx.stack.last().is_some_and(|t| t.kind == Kind::Commands) {
        vec![Effect::Pop, Effect::Push(screen)]
    } else {
        vec![Effect::Push(screen)]
    }
}

/// What was said so far, the last first.
pub(super) fn history(cx: &App) -> Screen {
    let rules = cx.rules();
    let [turn_heading, phase_heading] = rules.map_or([None, None], |r| r.headings());
    let is = |id: Option<Id>, heading: Option<Id>| id.is_some() && id == heading;
    let items: Vec<Item<Choice>> = (0..cx.voice.said.len())
        .filter_map(|i| cx.voice.said.back(i))
        .map(|s| {
            let mut a = FluentArgs::new();
            a.set("turn", Announcer::num(f64::from(s.turn)));
            // A phase's heading names its phase, a turn's its turn: not named again before them.
            let phase = if is(s.id, phase_heading) { None } else { s.phase };
            a.set("phase", Announcer::num(f64::from(phase.map_or(0, |p| p.number()))));
            a.set("text", s.text.clone());
            let label = if is(s.id, turn_heading) {
                s.text.clone()
            } else {
                rules.map_or_else(|| cx.an.text(Id::UiHistoryEntry, Some(&a)), |r| r.history_entry(cx, &a))
            };
            Item {
                label,
                value: Choice::Menu(MenuPick::Hear(
                    s.detail.clone().map_or(s.text.clone(), |d| format!("{} {d}", s.text)),
                )),
                jump: None,
            }
        })
        .collect();
    let title = if items.is_empty() { cx.t(Id::UiHistoryEmpty) } else { cx.t(Id::UiHistoryTitle) };
    Screen::new(Kind::Info, title, items)
}

/// A review of the game in progress, said.
pub(super) fn review(cx: &App, r: Review) -> Vec<Effect> {
    cx.review_words(r).map(Effect::Say).into_iter().collect()
}

/// The board, location by location.
pub(super) fn review_locations(cx: &App) -> Screen {
    let items = Loc::all()
        .filter_map(|l| {
            let text = cx.review_words(Review::Location(l))?;
            Some(Item::numbered(text.clone(), Choice::Menu(MenuPick::Hear(text)), l.number()))
        })
        .collect();
    Screen::new(Kind::Info, cx.t(Id::UiReviewLocationTitle), items)
}

/// Each player's characters.
pub(super) fn review_families(cx: &App) -> Vec<Effect> {
    let Some(n) = cx.session.as_ref().map(|s| s.names.len() as u8) else { return Vec::new() };
    let items = Seat::all(n)
        .filter_map(|s| {
            let text = cx.review_words(Review::Family(s))?;
            Some(Item::new(text.clone(), Choice::Menu(MenuPick::Hear(text))))
        })
        .collect();
    let title = cx.rules().map_or_else(|| cx.t(Id::UiReviewFamilyTitle), |r| r.groups_title(cx));
    vec![Effect::Push(Screen::new(Kind::Info, title, items))]
}

/// The card reader: in a game, that game's cards; outside a game, both games' (Lockdown's by
/// their tactile code or their name, then Mall of Horror's).
pub(super) fn cards(cx: &App) -> Screen {
    if let Some(screen) = cx.rules().and_then(|r| r.cards(cx)) {
        return screen;
    }
    let items = cx.rulesets.all().flat_map(|r| r.card_reader(cx)).collect();
    Screen::new(Kind::Cards, cx.t(Id::UiCardsTitle), items)
}

/// The rules help: in a game, that game's topics; outside a game, Lockdown's, then Mall of
/// Horror's, each named with its game.
pub(super) fn rules(cx: &App) -> Screen {
    let topic = |label: String, text: String| Item::new(label, Choice::Menu(MenuPick::Hear(text)));
    let (title, items) = match cx.rules() {
        Some(rules) => {
            (Id::UiRulesTitle, rules.topics(cx).into_iter().map(|(title, text)| topic(title, text)).collect())
        }
        None => {
            let every = cx.rulesets.all().flat_map(|r| {
                r.topics(cx).into_iter().map(move |(title, text)| topic(r.topic_outside(cx, title), text))
            });
            (Id::UiRulesTitleBoth, every.collect())
        }
    };
    Screen::new(Kind::Info, cx.t(title), items)
}

/// What a choice of these screens does.
pub(super) fn on(cx: &App, pick: ListPick) -> Vec<Effect> {
    match pick {
        ListPick::Cards(r, n) => r.card_list(cx, n).map(Effect::Push).into_iter().collect(),
    }
}
