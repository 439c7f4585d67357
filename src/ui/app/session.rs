//! The game being played, with its past: a decision applied, undone or redone, the autosave and a
//! game taken up from its save. A [`Session`] changes only itself: what the table is to hear of
//! what it did, and what else follows, comes back as [`Effect`]s that the coordinator
//! ([`App::run`]) applies to the router, the screens, the phones and the gamepads.

use super::App;
use super::lists::Moment;
use super::rulesets::{AnyTable, AtTable};
use super::screen::{Also, Effect, Words};
use super::voice::Keep;
use crate::announce::{Announcer, Voice};
use crate::engine::{Dice, Played, Seat, Told};
use crate::output::MessageLog;
use crate::store::StoreError;
use crate::store::save::{PrivateChannel, Saved, TableOptions};
use crate::vocab::{Channel, Earcon, Id, Lang, Message, Verbosity};
use fluent_bundle::FluentArgs;
use std::fmt;
use std::path::Path;

/// Secrets kept per player, to hear again.
const KEPT_SECRETS: usize = 6;

/// A game being played.
pub struct Session {
    /// Its rules at the table.
    pub(super) rules: &'static dyn AnyTable,
    pub(super) names: Vec<String>,
    /// The game with its past, in the rules it follows.
    pub(super) play: Played,
    /// Faces of real dice entered so far for the dice asked now.
    pub(super) faces: Vec<u8>,
    /// Private channels, and how secret choices are entered.
    pub(super) table: TableOptions,
    /// Each seat's last secrets, with the turn they came in and the number of decisions made
    /// when they came (an undo drops those of the steps it undid), to hear again.
    pub(super) secrets: Vec<Vec<(u16, usize, String)>>,
    /// The player who has put on the headset or looks at the screen for a secret choice.
    pub(super) ready: Option<Seat>,
    /// With real dice, a player who must look under the box, and what the table hears once
    /// they have (and the same in the other language, for the phones' pages that read it).
    pub(super) peek: Option<(Seat, Message, Also)>,
}

/// A decision the game took: the player whose secret choice it was (counted, never said), and
/// what the table hears of it and what follows (its events' words, its ruleset's own hooks).
pub struct Decided {
    pub(super) counted: Option<Seat>,
    pub(super) effects: Vec<Effect>,
}

/// A decision the game refused: its refusal, worded by any language's announcer (the table
/// hears it in its own; a phone whose page reads the other finds it in its news in that one).
pub struct Refused(Box<dyn Fn(&Announcer) -> Message>);

impl Refused {
    /// The refusal in `an`'s language.
    pub(super) fn in_(&self, an: &Announcer) -> Message {
        (self.0)(an)
    }
}

/// A ruleset's own hook ([`AtTable::after_events`], [`AtTable::ended`],
/// [`AtTable::end_undone`]), run by the coordinator in its turn among the effects.
pub struct Hook(Box<dyn FnOnce(&mut App)>);

impl Hook {
    fn new(f: impl FnOnce(&mut App) + 'static) -> Hook {
        Hook(Box::new(f))
    }

    pub(super) fn run(self, app: &mut App) {
        (self.0)(app)
    }
}

/// What the table hears of a new game's set-up events, once its session is in place.
pub(super) fn started<R: AtTable>(events: Vec<Told<R::Kind>>) -> Effect {
    Effect::Hook(Hook::new(move |app| {
        let verbosity = app.settings.verbosity;
        let Some(s) = app.session.as_mut() else { return };
        let effects = s.heard::<R>(&app.an, verbosity, &events, (0, None));
        app.run(effects);
    }))
}

impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session").field("names", &self.names).field("ready", &self.ready).finish_non_exhaustive()
    }
}

impl fmt::Debug for Hook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Hook")
    }
}

/// The messages of these events worded again in the language that is not the table's, one for
/// each of the table's `count` messages, in order (for the phones whose page reads that
/// language: their news and secrets). The same events make the same messages in every
/// language; should they not, none is worded again (the phones then read the table's words).
/// Players named by a colour are called by it in that language (`colours`: the table's).
fn also_worded<R: AtTable>(
    an: &Announcer,
    colours: &[Option<u8>],
    part: &[Told<R::Kind>],
    verbosity: Verbosity,
    count: usize,
) -> Vec<Also> {
    let other = Lang::ALL.into_iter().find(|l| *l != an.lang());
    let again = other.map(|l| (l, super::setup::announcer_in(an, l, colours).voice::<R>().events(part, verbosity)));
    let again = again.filter(|(_, said)| said.len() == count);
    let (lang, said) = again.map_or((None, Vec::new()), |(l, said)| (Some(l), said));
    let worded: Vec<Also> = said.into_iter().map(|m| lang.map(|l| Box::new((l, m)))).collect();
    worded.into_iter().map(Some).chain(std::iter::repeat(None)).take(count).map(Option::flatten).collect()
}

/// The `count` lines `lines` words (as the table's announcer words them), each a table message
/// kept, worded again in each language a phone's page reads.
fn each_line(count: usize, lines: impl Fn(&Announcer) -> Vec<String> + 'static) -> impl Iterator<Item = Effect> {
    let lines = std::rc::Rc::new(lines);
    (0..count).map(move |i| {
        let lines = lines.clone();
        Effect::Worded(Words::new(move |an| lines(an).into_iter().nth(i).unwrap_or_default()), None, Keep::Yes)
    })
}

fn words(an: &Announcer, id: Id, what: String) -> String {
    let mut a = FluentArgs::new();
    a.set("what", what);
    an.text(id, Some(&a))
}

impl Session {
    /// Takes a change of the session's own: the faces of the real dice entered, the player
    /// ready for their secret choice, the players' names, a secret kept to hear again (other effects are not its).
    pub(super) fn change(&mut self, e: Effect) {
        match e {
            Effect::Faces(faces) => self.faces = faces,
            Effect::ReadyFor(seat) => self.ready = seat,
            Effect::PlayerNames(names) => self.names = names,
            Effect::Remember(seat, text) => {
                let at = self.play.decisions();
                self.remember(seat, text, at);
            }
            _ => {}
        }
    }

    pub(super) fn new(
        rules: &'static dyn AnyTable,
        names: Vec<String>,
        play: Played,
        mut table: TableOptions,
    ) -> Session {
        let n = names.len();
        table.channels.resize(n, PrivateChannel::None);
        Session { rules, names, play, faces: Vec::new(), table, secrets: vec![Vec::new(); n], ready: None, peek: None }
    }

    /// Lockdown's turn or Mall of Horror's round: the secrets of this one are told again.
    pub(super) fn turn(&self) -> u16 {
        self.rules.round(&self.play)
    }

    /// The moment of the game now, for the history of what was said (Lockdown's turn and
    /// phase, Mall of Horror's round).
    pub(super) fn moment(&self) -> Moment {
        self.rules.moment(&self.play)
    }

    /// The dice this seat may know now (those it was shown, until they are revealed).
    pub(super) fn dice_seen_by(&self, seat: Seat) -> Option<Dice> {
        self.rules.dice_seen_by(&self.play, seat)
    }

    /// True when the secret choices asked now are ballots (not destinations).
    pub(super) fn is_ballot(&self) -> bool {
        self.rules.is_ballot(&self.play)
    }

    /// The value of the locales' `game` selector for the game played.
    pub(super) fn selector(&self) -> &'static str {
        self.rules.selector()
    }

    /// Keeps a secret of this player's that came `at` that number of decisions (once only), to
    /// hear again with the secret key.
    pub(super) fn remember(&mut self, seat: Seat, text: String, at: usize) {
        let turn = self.turn();
        if let Some(kept) = self.secrets.get_mut(seat.index()) {
            if kept.iter().any(|(t, _, k)| *t == turn && *k == text) {
                return;
            }
            kept.push((turn, at, text));
            if kept.len() > KEPT_SECRETS {
                kept.remove(0);
            }
        }
    }

    /// With real dice, "has seen the dice" (of any ruleset) said by `m` waits until `looker`
    /// says they have looked under the box: kept for then (`None`), or given back.
    /// (`also`: the same in the other language, kept with it.)
    fn hold_for(&mut self, an: &Announcer, looker: Option<Seat>, m: Message, also: Also) -> Option<(Message, Also)> {
        let dice_seen = self.rules.marked()[0];
        if m.id.is_none() || m.id != dice_seen || !an.table_dice() {
            return Some((m, also));
        }
        match looker {
            Some(player) => {
                self.peek = Some((player, m, also));
                None
            }
            None => Some((m, also)),
        }
    }

    /// What the table hears of a decision's events (`at`: the moment it was made in), each
    /// part in its moment, then what its ruleset adds ([`AtTable::after_events`]).
    pub(super) fn heard<R: AtTable>(
        &mut self,
        an: &Announcer,
        verbosity: Verbosity,
        events: &[Told<R::Kind>],
        at: Moment,
    ) -> Vec<Effect> {
        // A new turn is a new round for the phones, before its secrets are told.
        let mut out = vec![Effect::PhonesRound];
        an.set_secret_entry(self.table.secret_entry);
        for (moment, part) in R::by_moment(events, at) {
            out.push(Effect::At(moment));
            let said = an.voice::<R>().events(part, verbosity);
            let mut also = also_worded::<R>(an, &self.table.colours, part, verbosity, said.len()).into_iter();
            for m in said {
                let also = also.next().flatten();
                if let Some((m, also)) = self.hold_for(an, R::looker(part), m, also) {
                    out.push(Effect::Message(m, also, Keep::Yes));
                }
            }
        }
        let events = events.to_vec();
        out.push(Effect::Hook(Hook::new(move |app| R::after_events(app, &events))));
        out
    }

    /// Applies a decision of the rules `R`: what the table hears of it, or the refusal in
    /// words; `None` when the game follows other rules (a phone's answer to a game since
    /// replaced).
    pub(super) fn apply<R: AtTable>(
        &mut self,
        cmd: R::Command,
        an: &Announcer,
        verbosity: Verbosity,
    ) -> Option<Result<Decided, Refused>> {
        let h = self.play.record_mut::<R>()?;
        let at = h.game().moment();
        Some(match h.apply(cmd) {
            Ok(events) => {
                let finished = h.game().is_finished();
                self.faces.clear();
                let mut effects = self.heard::<R>(an, verbosity, &events, at);
                if finished {
                    effects.push(Effect::Hook(Hook::new(R::ended)));
                }
                Ok(Decided { counted: R::secret_of(&cmd), effects })
            }
            Err(e) => Err(Refused(Box::new(move |an| an.voice::<R>().error(&e)))),
        })
    }

    /// Undoes the last decision of the rules `R`: what was undone, what to do on the board,
    /// and a game whose end was undone; or that there is nothing to undo.
    pub(super) fn undo<R: AtTable>(&mut self, an: &Announcer) -> Vec<Effect> {
        self.faces.clear();
        self.peek = None;
        // Whoever comes back to a secret choice is asked to be ready again.
        self.ready = None;
        let undone = self.play.record_mut::<R>().and_then(|h| {
            let before = *h.game();
            h.undo().map(|cmd| (cmd, before, *h.game()))
        });
        let Some((cmd, before, after)) = undone else {
            return vec![Effect::KeyError(an.text(Id::UiNothingToUndo, None))];
        };
        // The secrets of the steps undone are no one's any more, kept or waiting for their
        // player.
        let now = self.play.decisions();
        for kept in &mut self.secrets {
            kept.retain(|(_, at, _)| *at <= now);
        }
        let mut out = vec![
            Effect::ForgetAllHeld,
            Effect::ClearNews,
            Effect::At(self.moment()),
            Effect::Autosave,
            Effect::Worded(
                Words::new(move |an| words(an, Id::DecisionUndone, an.voice::<R>().decision(&cmd))),
                Some(Earcon::Undo),
                Keep::Yes,
            ),
        ];
        // What to do on the board.
        let steps = an.voice::<R>().board_changes(&before, &after).len();
        out.extend(each_line(steps, move |an| an.voice::<R>().board_changes(&before, &after)));
        let ended = (before.is_finished() && !after.is_finished()).then_some(before);
        if let Some(before) = ended {
            out.push(Effect::Hook(Hook::new(move |app| R::end_undone(app, &before))));
        }
        out.push(Effect::OpenGame);
        out
    }

    /// Redoes the decision last undone of the rules `R`; or says there is none.
    pub(super) fn redo<R: AtTable>(&mut self, an: &Announcer, verbosity: Verbosity) -> Vec<Effect> {
        self.faces.clear();
        self.peek = None;
        self.ready = None;
        let redone = self.play.record_mut::<R>().and_then(|h| {
            let (at, before) = (h.game().moment(), *h.game());
            h.redo().map(|(cmd, events)| (cmd, events, at, before, *h.game()))
        });
        let Some((cmd, events, at, before, after)) = redone else {
            return vec![Effect::KeyError(an.text(Id::UiNothingToRedo, None))];
        };
        let mut out = vec![
            Effect::ClearNews,
            Effect::Autosave,
            Effect::At(at),
            Effect::Worded(
                Words::new(move |an| words(an, Id::DecisionRedone, an.voice::<R>().decision(&cmd))),
                Some(Earcon::Undo),
                Keep::Yes,
            ),
        ];
        out.extend(self.heard::<R>(an, verbosity, &events, at));
        // What to do on the board, that its events do not say.
        let steps = an.voice::<R>().redone_board(&before, &after, &events, verbosity).len();
        out.extend(each_line(steps, move |an| an.voice::<R>().redone_board(&before, &after, &events, verbosity)));
        out.push(Effect::OpenGame);
        out
    }

    /// Writes the game of the rules `R` to `path`: the line the text log gets (none: a game of
    /// other rules).
    pub(super) fn save<R: AtTable>(&self, path: &Path) -> Option<Result<String, StoreError>> {
        let h = self.play.record::<R>()?;
        let names = self.names.clone();
        let last = h.log().commands.last().map(|c| R::plain_decision(c, &names));
        let decisions = h.log().commands.len();
        let saved = Saved { names, history: h.clone(), table: self.table.clone() };
        let line = format!("# saved {decisions}: {}", last.unwrap_or_else(|| "start".to_owned()));
        Some(crate::store::save::store(path, &saved).map(|()| line))
    }

    /// A game of the rules `R` just taken up from its save: what was said during it so far, for
    /// the history review, as it was said to the table; each player's secrets of this turn or
    /// round kept again (replayed from the saved decisions); and what the table hears now of
    /// its last decision and of where the game stands.
    pub(super) fn resumed<R: AtTable>(&mut self, an: &Announcer, verbosity: Verbosity) -> (MessageLog, Vec<Effect>) {
        let (said, last) = self.replay::<R>(an, verbosity);
        let mut out = Vec::new();
        // Where the game stands, said once: in place of the last decision's own words for the
        // step it started ("Step 6: moving." becomes "Round 1, step 6: moving."), or after them.
        let mut stands = self.play.game::<R>().map(|g| an.voice::<R>().turn_words(g));
        if let Some((cmd, events, at)) = last {
            // The last decision may have been saved just before Vigie stopped, and never said:
            // what it did is said again, so that the board follows.
            // "What it did:" only before what the table hears of it.
            let heard = R::by_moment(&events, at)
                .into_iter()
                .any(|(_, part)| an.voice::<R>().events(part, verbosity).iter().any(|m| m.channel == Channel::Table));
            let id = if heard { Id::UiResumedLast } else { Id::UiResumedLastQuiet };
            let what = move |an: &Announcer| words(an, id, an.voice::<R>().decision(&cmd));
            out.push(Effect::Worded(Words::new(what), None, Keep::Yes));
            for (moment, part) in R::by_moment(&events, at) {
                out.push(Effect::At(moment));
                let said = an.voice::<R>().events(part, verbosity);
                let also = also_worded::<R>(an, &self.table.colours, part, verbosity, said.len());
                for (mut m, also) in said.into_iter().zip(also).filter(|(m, _)| m.channel == Channel::Table) {
                    if let Some(words) =
                        stands.take_if(|w| !m.text.is_empty() && w.to_lowercase().ends_with(&m.text.to_lowercase()))
                    {
                        m.text = words;
                    }
                    if let Some((m, also)) = self.hold_for(an, R::looker(part), m, also) {
                        out.push(Effect::Message(m, also, Keep::Yes));
                    }
                }
            }
            out.push(Effect::At(self.moment()));
        }
        if let Some(text) = stands {
            out.push(Effect::Say(text));
        }
        (said, out)
    }

    /// Replays the saved decisions of the rules `R`: what the table heard, this turn's secrets
    /// kept again, and the last decision with its events and its moment.
    #[allow(clippy::type_complexity)]
    fn replay<R: AtTable>(
        &mut self,
        an: &Announcer,
        verbosity: Verbosity,
    ) -> (MessageLog, Option<(R::Command, Vec<Told<R::Kind>>, Moment)>) {
        let mut said = MessageLog::new();
        let Some(h) = self.play.record::<R>() else { return (said, None) };
        // Each player's secrets, with their turn: those of this turn come back (the secret key).
        let mut secrets: Vec<(Seat, u16, usize, String)> = Vec::new();
        let mut keep = |at: Moment, events: &[Told<R::Kind>], made: usize| {
            for ((turn, phase), part) in R::by_moment(events, at) {
                for m in an.voice::<R>().events(part, verbosity) {
                    match m.channel {
                        Channel::Table => said.push(turn, phase, &m),
                        Channel::Private(seat) => secrets.push((seat, turn, made, m.spoken(verbosity))),
                    }
                }
            }
        };
        keep((0, None), h.start_events(), 0);
        let mut g = *h.start();
        let mut last = None;
        for (i, cmd) in h.log().commands.into_iter().enumerate() {
            let at = g.moment();
            match g.apply(cmd) {
                Ok(events) => {
                    keep(at, &events, i + 1);
                    last = Some((cmd, events, at));
                }
                Err(_) => break,
            }
        }
        let turn = g.round();
        for (seat, t, made, text) in secrets {
            if t == turn {
                self.remember(seat, text, made);
            }
        }
        (said, last)
    }
}
