//! What the interface keeps on disk: the autosave, the settings, the epilogue record, the voices found; and a game resumed from its save.

use super::*;

impl App {
    /// Keeps the voices the speech engine found in the settings, for a faster start next time.
    pub fn keep_voices(&mut self) {
        let Some(sp) = self.out.speech() else { return };
        let found = sp.chosen_voices();
        if !found.is_empty() && *found != self.settings.speech.voices {
            self.settings.speech.voices = found.clone();
            if let Some(p) = &self.paths.settings {
                let _ = self.settings.store(p);
            }
        }
    }

    /// Writes the settings to the user's config file (says so when it cannot).
    pub(super) fn keep_settings(&mut self) {
        if let Some(p) = self.paths.settings.clone()
            && let Err(e) = self.settings.store(&p)
        {
            let text = self.ta(Id::UiSettingsUnsaved, &[("reason", self.an.store_error(&e))]);
            self.say_error(text);
        }
    }

    pub(super) fn resume(&mut self) {
        let path = self.paths.save.clone();
        match crate::store::save::load_with(&path, &self.rulesets.loaders()) {
            Ok(saved) => self.rulesets.of(&saved.played).resume(self, saved),
            Err(crate::store::StoreError::Read { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
                let t = self.t(Id::UiNoSave);
                self.say_error(t);
            }
            Err(e) => {
                let reason = self.an.store_error(&e);
                let text = match crate::store::move_aside(&path) {
                    Some(p) => self.ta(Id::UiSaveUnreadable, &[("reason", reason), ("path", p.display().to_string())]),
                    None => {
                        self.ta(Id::UiSaveUnreadableKept, &[("reason", reason), ("path", path.display().to_string())])
                    }
                };
                self.say_error(text);
            }
        }
    }

    /// A saved game of either ruleset is taken up as it was saved (no secret held for anyone;
    /// questions say in full what they ask).
    pub(super) fn take_up(&mut self, names: Vec<String>, play: Played, table: TableOptions) {
        self.an.set_names(names.clone());
        // What the last decision did is said again in the table's way of entering choices.
        self.an.set_secret_entry(table.secret_entry);
        self.out.forget_all_held();
        self.session = Some(Session::new(self.rulesets.of(&play), names, play, table));
        self.resumed = true;
        self.name_colours();
        self.news.clear();
        self.when = self.session_moment();
        self.stack.clear();
    }

    /// The table hears that the game was resumed (or is over); phones join the page again (a
    /// new one: this Vigie's tokens are new).
    pub(super) fn say_taken_up(&mut self) {
        let finished = self.played().is_some_and(Played::is_finished);
        let t = self.t(if finished { Id::UiResumedFinished } else { Id::UiResumed });
        self.say_text(t, Some(Earcon::TurnStart), Keep::Yes);
        if !finished {
            self.say_entry_rule();
        }
        self.phones_for_game();
    }

    /// Takes up a saved game of the rules `R`.
    pub(super) fn resume_of<R: AtTable>(&mut self, saved: crate::store::save::AnySaved) {
        self.take_up(saved.names, saved.played, saved.table);
        let last = self.rebuild_said_of::<R>();
        self.say_taken_up();
        // Where the game stands, said once: in place of the last decision's own words for the
        // step it started ("Step 6: moving." becomes "Round 1, step 6: moving."), or after them.
        let mut stands =
            self.session.as_ref().and_then(|s| s.play.game::<R>()).map(|g| self.an.voice::<R>().turn_words(g));
        if let Some((cmd, events, at)) = last {
            // The last decision may have been saved just before Vigie stopped, and never said:
            // what it did is said again, so that the board follows.
            // "What it did:" only before what the table hears of it.
            let heard = R::by_moment(&events, at).into_iter().any(|(_, part)| {
                self.an.voice::<R>().events(part, self.settings.verbosity).iter().any(|m| m.channel == Channel::Table)
            });
            let id = if heard { Id::UiResumedLast } else { Id::UiResumedLastQuiet };
            let text = self.ta(id, &[("what", self.an.voice::<R>().decision(&cmd))]);
            self.say_text(text, None, Keep::Yes);
            for (moment, part) in R::by_moment(&events, at) {
                self.when = moment;
                let table: Vec<Message> = self
                    .an
                    .voice::<R>()
                    .events(part, self.settings.verbosity)
                    .into_iter()
                    .filter(|m| m.channel == Channel::Table)
                    .collect();
                for mut m in table {
                    if let Some(words) =
                        stands.take_if(|w| !m.text.is_empty() && w.to_lowercase().ends_with(&m.text.to_lowercase()))
                    {
                        m.text = words;
                    }
                    if let Some(m) = self.hold_for(R::looker(part), m) {
                        self.say(m, Keep::Yes);
                    }
                }
            }
            self.when = self.session_moment();
        }
        if let Some(text) = stands {
            self.say_text(text, None, Keep::No);
        }
        self.say_resumed_secrets();
        self.reassign_pads();
        self.open_game();
    }

    /// After a resume: what was said during the game so far, for the history review, as it was
    /// said to the table, and each player's secrets of this turn or round (replayed from the
    /// saved decisions); the last decision, its events and its moment.
    #[allow(clippy::type_complexity)]
    fn rebuild_said_of<R: AtTable>(&mut self) -> Option<(R::Command, Vec<crate::engine::Told<R::Kind>>, Moment)> {
        let h = self.session.as_ref()?.play.record::<R>()?;
        let verbosity = self.settings.verbosity;
        let mut said = MessageLog::new();
        // Each player's secrets, with their turn: those of this turn come back (the secret key).
        let mut secrets: Vec<(Seat, u16, usize, String)> = Vec::new();
        let an = &self.an;
        let mut keep = |at: Moment, events: &[crate::engine::Told<R::Kind>], made: usize| {
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
        self.said = said;
        let turn = g.round();
        for (seat, t, made, text) in secrets {
            if t == turn {
                self.remember_at(seat, text, made);
            }
        }
        last
    }

    pub(super) fn autosave(&mut self) {
        if let Some(rules) = self.rules() {
            rules.autosave(self);
        }
    }

    pub(super) fn autosave_of<R: AtTable>(&mut self) {
        let Some(s) = &self.session else { return };
        let Some(h) = s.play.record::<R>() else { return };
        let names = s.names.clone();
        let last = h.log().commands.last().map(|c| R::plain_decision(c, &names));
        let decisions = h.log().commands.len();
        let saved = crate::store::save::Saved { names, history: h.clone(), table: s.table.clone() };
        match crate::store::save::store(&self.paths.save, &saved) {
            Ok(()) => {
                let line = format!("# saved {decisions}: {}", last.unwrap_or_else(|| "start".to_owned()));
                self.out.log_line(&line);
            }
            Err(e) => {
                let text = self.ta(Id::UiSaveFailed, &[("reason", self.an.store_error(&e))]);
                self.say_error(text);
            }
        }
    }

    pub(super) fn record_epilogues(&mut self) {
        let (Some(unlocked), Some(path)) = (self.game().map(Game::epilogue_record), self.paths.epilogues.clone())
        else {
            return;
        };
        let mut cards = self.epilogue_record().cards();
        cards.extend(unlocked.cards());
        cards.sort_unstable();
        cards.dedup();
        if let Err(e) = crate::store::epilogue::store(&path, &cards) {
            let text = self.ta(Id::UiRecordFailed, &[("reason", self.an.store_error(&e))]);
            self.say_error(text);
        }
    }

    /// The end of a game was undone: the epilogue it unlocked is no longer unlocked.
    pub(super) fn forget_epilogue(&mut self, ended: &Game) {
        let (Some(card), Some(path)) = (ended.unlocked_epilogue(), self.paths.epilogues.clone()) else { return };
        let kept: Vec<u8> = self.epilogue_record().cards().into_iter().filter(|c| *c != card).collect();
        if let Err(e) = crate::store::epilogue::store(&path, &kept) {
            let text = self.ta(Id::UiRecordFailed, &[("reason", self.an.store_error(&e))]);
            self.say_error(text);
        }
    }
}
