//! Keys: each key an action, each action done on the screen in focus. The coordinator reads a
//! key ([`App::key`]) and applies what these functions answer: effects.

use super::*;

/// What a key does once it has stopped speech (`cut`: how many of the game's messages it cut),
/// outside a name being typed.
pub(super) fn on(cx: &App, key: Key, cut: usize) -> Vec<Effect> {
    let lookup = match key.code {
        KeyCode::Char(c) => Key { code: KeyCode::Char(c.to_ascii_lowercase()), ..key },
        _ => key,
    };
    match cx.keys.action(lookup) {
        Some(a) => after_cut(cx, a, cut),
        None => match key.code {
            // A jump is a move: while the game's news is said, the key only stops it.
            KeyCode::Char(_) if cut > 0 && !key.ctrl && !key.alt => vec![Effect::UnheardNotice],
            KeyCode::Char(c) if !key.ctrl && !key.alt && c.is_alphanumeric() => jump(cx, c),
            // (It stops speech again, as a key of no use does.)
            _ => vec![Effect::KeyUnknown],
        },
    }
}

/// A key Vigie has no use for (Insert, a media key).
pub(super) fn unknown(cx: &App, cut: usize) -> Vec<Effect> {
    let help = cx.keys.keys(Action::Help).first().map(|k| cx.an.key_words(*k)).unwrap_or_default();
    let mut out = vec![Effect::KeyError(cx.ta(Id::UiKeyUnknown, &[("help", help)]))];
    if cut > 0 {
        out.push(Effect::UnheardNotice);
    }
    out
}

/// An action after a key or a button cut speech. A key that moves or chooses, pressed while the
/// game's news was being said, only stops it: the board must not fall out of step because a key
/// was touched. Other actions (repeat, reviews, help...) are done at once.
pub(super) fn after_cut(cx: &App, a: Action, cut: usize) -> Vec<Effect> {
    let moves = matches!(a, Action::Up | Action::Down | Action::First | Action::Last | Action::Choose | Action::Back);
    if cut > 0 && moves {
        return vec![Effect::UnheardNotice];
    }
    let mut out = action(cx, a);
    if cut > 0 && a != Action::Repeat {
        out.push(Effect::UnheardNotice);
    }
    out
}

/// A letter or a digit: the next item it starts, or what is missing.
fn jump(cx: &App, c: char) -> Vec<Effect> {
    let Some(top) = cx.stack.last() else { return Vec::new() };
    let mut menu = top.menu.clone();
    if menu.jump(c) {
        vec![Effect::Focus(menu.focus())]
    } else if c.is_ascii_digit() {
        // A digit is a location's number, a die's face or a position: say which is missing.
        let items = menu.items();
        let numbered = items.iter().any(|i| i.jump.is_some_and(|j| j.is_ascii_digit()));
        let mut a = fluent_bundle::FluentArgs::new();
        a.set("char", c.to_string());
        a.set("count", crate::announce::Announcer::num(items.len() as f64));
        a.set("numbered", if numbered { "yes" } else { "no" });
        vec![Effect::KeyError(cx.an.text(Id::UiNoNumber, Some(&a)))]
    } else {
        vec![Effect::KeyError(cx.ta(Id::UiNoJump, &[("char", c.to_uppercase().to_string())]))]
    }
}

/// A setting moved by a key; at its end already, says that it goes no further.
fn nudged(cx: &App, new: Settings, s: Setting, up: bool, value: impl Fn(&Settings) -> f32) -> Vec<Effect> {
    if value(&new) != value(&cx.settings) {
        return vec![Effect::Settings(Box::new(new)), Effect::SettingChanged(s)];
    }
    let line = settings::setting_line(cx, s);
    let end = (if up { "high" } else { "low" }).to_owned();
    vec![Effect::KeyError(cx.ta(Id::UiSettingAtEnd, &[("line", line), ("end", end)]))]
}

/// What an action does on the screen in focus.
pub(super) fn action(cx: &App, a: Action) -> Vec<Effect> {
    // Every screen of a game is in the game: the hand-over of a secret, the pause menu...
    if a.scope() == Scope::Game {
        if cx.session.is_none() {
            // A game saved is not in progress until it is resumed: say how.
            let id = if cx.paths.save.is_file() { Id::UiNoGameSaved } else { Id::UiNoGame };
            return vec![Effect::KeyError(cx.t(id))];
        }
        if cx.stack.secret().is_some() {
            // A player is reading a secret on the screen: nothing else may appear there.
            return vec![Effect::KeyError(cx.t(Id::UiSecretOnScreen))];
        }
    }
    let settings = || cx.settings.clone();
    match a {
        Action::Up | Action::Down | Action::First | Action::Last => {
            let Some(top) = cx.stack.last() else { return Vec::new() };
            let mut menu = top.menu.clone();
            match a {
                Action::Up => menu.up(),
                Action::Down => menu.down(),
                Action::First => menu.first(),
                _ => menu.last(),
            }
            vec![Effect::Focus(menu.focus()), Effect::IdentifyPad]
        }
        Action::Choose => vec![Effect::Choose],
        Action::Back => back(cx),
        Action::Repeat if cx.voice.news.unheard() > 0 => vec![Effect::SayUnheard],
        Action::Repeat => match cx.voice.last.clone() {
            Some(m) => vec![Effect::Repeat(m.text, m.earcon)],
            None => vec![Effect::Say(cx.t(Id::UiNothingToRepeat))],
        },
        Action::Details => {
            let detail = cx.voice.said.iter().rev().find_map(|m| m.detail.clone());
            vec![Effect::Say(detail.unwrap_or_else(|| cx.t(Id::UiNoDetails)))]
        }
        Action::Help => vec![Effect::Push(lists::help(cx))],
        Action::History => vec![Effect::Push(lists::history(cx))],
        Action::Quit => vec![Effect::Push(menus::confirm_screen(cx, cx.t(Id::UiConfirmQuit), Then::Quit))],
        Action::Commands => lists::commands(cx),
        Action::Verbosity => {
            let mut settings = settings();
            settings.verbosity = match settings.verbosity {
                Verbosity::Brief => Verbosity::Normal,
                Verbosity::Normal => Verbosity::Full,
                Verbosity::Full => Verbosity::Brief,
            };
            vec![Effect::Settings(Box::new(settings)), Effect::SettingChanged(Setting::Verbosity)]
        }
        Action::Faster | Action::Slower => {
            let (up, mut settings) = (a == Action::Faster, settings());
            settings.speech.rate = (settings.speech.rate + if up { 10.0 } else { -10.0 }).clamp(-100.0, 100.0);
            nudged(cx, settings, Setting::Rate, up, |s| s.speech.rate)
        }
        Action::Louder | Action::Softer => {
            let (up, mut settings) = (a == Action::Louder, settings());
            let lowest = crate::store::settings::SpeechSettings::LOWEST_VOLUME;
            settings.speech.volume = (settings.speech.volume + if up { 10.0 } else { -10.0 }).clamp(lowest, 100.0);
            nudged(cx, settings, Setting::Volume, up, |s| s.speech.volume)
        }
        Action::Undo => vec![Effect::Undo],
        Action::Redo => vec![Effect::Redo],
        Action::ReviewLocation => vec![Effect::Push(lists::review_locations(cx))],
        Action::ReviewFamily => lists::review_families(cx),
        Action::ReviewColdStorage => lists::review(cx, Review::ColdStorage),
        Action::ReviewTokens => lists::review(cx, Review::Tokens),
        Action::ReviewSupplies => lists::review(cx, Review::Supplies),
        Action::ReviewTurn => lists::review(cx, Review::Turn),
        Action::ReviewScore => lists::review(cx, Review::Score),
        Action::Secret => secrets::list(cx),
    }
}

/// Choosing the item in focus: what its screen's module says it does. A decision would leave
/// what a key cut unheard for good: that is said once more first, and nothing is chosen.
pub(super) fn chosen(cx: &App) -> Vec<Effect> {
    let Some(top) = cx.stack.last() else { return Vec::new() };
    let Some(item) = top.menu.focused() else { return Vec::new() };
    let decides = matches!(
        item.value,
        Choice::Game(GamePick::Do(_)) | Choice::Menu(MenuPick::Yes(Then::Apply(_))) | Choice::Game(GamePick::Face(_))
    );
    if decides && cx.voice.news.due() {
        let mut a = fluent_bundle::FluentArgs::new();
        a.set("count", crate::announce::Announcer::num(cx.voice.news.unheard() as f64));
        a.set("key", voice::key_name(cx, Action::Repeat));
        return vec![Effect::Reminded, Effect::Say(cx.an.text(Id::UiNotHeardChoose, Some(&a)))];
    }
    match item.value.clone() {
        Choice::Menu(pick) => menus::on(cx, pick),
        Choice::Setup(pick) => super::setup::on(cx, pick, top.kind),
        Choice::Settings(pick) => settings::on(cx, pick, top.kind),
        Choice::Lists(pick) => lists::on(cx, pick),
        Choice::Secrets(pick) => secrets::on(cx, pick),
        Choice::Channels(pick) => super::channels::on(cx, pick),
        Choice::Handover(pick) => handover::on(cx, pick),
        Choice::Pads(pick) => super::pads::on(cx, pick),
        Choice::Phones(pick) => super::phones::on(cx, pick),
        Choice::Game(pick) => super::game::on(cx, pick),
    }
}

/// What the back key does on the screen in focus.
pub(super) fn back(cx: &App) -> Vec<Effect> {
    let Some(top) = cx.stack.last() else { return Vec::new() };
    match top.kind {
        Kind::Main => vec![Effect::Say(cx.t(Id::UiMainBack))],
        // A hand-over is part of the game: its back key pauses the game, as the game's does.
        Kind::Peek(_) | Kind::Handover(_) | Kind::PassOn(_) => vec![Effect::Push(menus::pause_screen(cx))],
        // The secret is read: closed as its own item closes it.
        Kind::SecretShown(_) => handover::on(cx, handover::HandoverPick::Done),
        Kind::Game => match cx.session.as_ref().map(|s| &s.faces[..]) {
            Some([entered @ .., face]) => {
                // Table dice: take back the last face entered.
                let t = cx.tn(Id::UiFaceBack, &[("face", f64::from(*face))]);
                vec![Effect::Faces(entered.to_vec()), Effect::Tell(t), Effect::OpenGame]
            }
            // A secret choice left for the pause: whoever takes the game up again may not be its
            // player, who is asked to be ready again (the choice leaves the screen; the pause's
            // way back asks for the hand-over).
            _ if top.secret_for.is_some() => vec![Effect::ReadyFor(None), Effect::Alone(menus::pause_screen(cx))],
            _ => vec![Effect::Push(menus::pause_screen(cx))],
        },
        Kind::SetupLang => {
            // A set-up left: the language it chose goes with it.
            let mut out = Vec::new();
            if let Some(before) = cx.stack.draft().map(|d| d.lang_before)
                && before != cx.settings.lang
            {
                out.extend([Effect::Lang(before), Effect::KeepSettings]);
            }
            out.push(Effect::OpenMain);
            out
        }
        // Back to the previous player's name: it is chosen again.
        Kind::SetupName(seat) if seat != Seat::FIRST => vec![Effect::DropName, Effect::Pop, Effect::SayTop],
        // Never the main menu under a game in progress: back to its question.
        _ if cx.stack.len() <= 1 && cx.session.is_some() => vec![Effect::Pop, Effect::OpenGame],
        _ => vec![Effect::Pop, Effect::SayTop],
    }
}
