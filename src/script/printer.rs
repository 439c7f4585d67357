//! How a script's run is printed: plain lines, or the announcer's messages given to the
//! outputs, for any ruleset ([`Scripted`]).

use super::lines::name_of;
use super::{Options, Outputs, Scripted, Speech};
use crate::announce::Announcer;
use crate::engine::Told;
use crate::output::Sink;
use crate::vocab::{Channel, Earcon, Id, Lang, Message, Verbosity};
use std::io::{self, Write};
use std::time::Duration;

/// Prints events, prompts and errors: plain lines, or the announcer's messages.
pub(super) struct Printer<'o> {
    names: Vec<String>,
    voice: Option<(Announcer, Verbosity)>,
    speech: Speech,
    outputs: &'o mut dyn Outputs,
}

impl<'o> Printer<'o> {
    pub(super) fn new(
        names: &[String],
        options: &Options,
        outputs: &'o mut dyn Outputs,
    ) -> Result<Printer<'o>, String> {
        let voice = match options.voice {
            None => None,
            Some((lang, verbosity)) => {
                Some((Announcer::new(lang, names.to_vec()).map_err(|e| e.to_string())?, verbosity))
            }
        };
        outputs.open();
        Ok(Printer { names: names.to_vec(), voice, speech: options.speech, outputs })
    }

    fn outputs(&mut self) -> Vec<&mut dyn Sink> {
        self.outputs.sinks()
    }

    /// Waits for the speech and sounds to finish, and reports what went wrong with them.
    pub(super) fn finish(&mut self) {
        // Long games take long to say: wait as long as the engine keeps speaking.
        for sink in self.outputs() {
            sink.wait_idle(Duration::from_secs(600));
        }
        self.report_notices();
    }

    /// A review of the board, said like any message (in English in plain mode).
    pub(super) fn review<G: Scripted>(&mut self, out: &mut dyn Write, g: &G, r: G::Review) -> io::Result<()> {
        let text = match &self.voice {
            Some((an, _)) => g.said_review(an, r),
            None => match Announcer::new(Lang::En, self.names.clone()) {
                Ok(an) => g.said_review(&an, r),
                Err(e) => e.to_string(),
            },
        };
        let m = Message { channel: Channel::Table, text: text.clone(), detail: None, earcon: None, id: None };
        for sink in self.outputs() {
            sink.say(&m, &text, true);
        }
        if self.voice.is_some() && self.speech != Speech::Transcript {
            writeln!(out, "{text}")
        } else {
            writeln!(out, "[review] {text}")
        }
    }

    pub(super) fn set_lang(&mut self, lang: Lang) {
        if let Some((an, _)) = self.voice.as_mut() {
            an.set_lang(lang);
        }
        for sink in self.outputs() {
            sink.set_lang(lang);
        }
    }

    fn report_notices(&mut self) {
        let mut notices = Vec::new();
        for sink in self.outputs() {
            notices.extend(sink.take_notices());
        }
        let Some((an, _)) = &self.voice else { return };
        for n in notices {
            self.outputs.notice(&an.notice(&n), &n);
        }
    }

    fn channel(&self, c: Channel) -> String {
        match c {
            Channel::Table => "[table]".to_owned(),
            Channel::Private(s) => format!("[private:{}]", name_of(&self.names, s)),
        }
    }

    fn message(&mut self, out: &mut dyn Write, m: &Message, verbosity: Verbosity) -> io::Result<()> {
        let cue = m.earcon.map(|e| format!(" ({})", e.name())).unwrap_or_default();
        let text = m.spoken(verbosity);
        for sink in self.outputs() {
            sink.say(m, &text, false);
        }
        match self.speech {
            // A shared screen never shows a secret.
            Speech::Text | Speech::Tts if m.channel != Channel::Table => Ok(()),
            Speech::Text | Speech::Tts => writeln!(out, "{text}"),
            Speech::Transcript => writeln!(out, "{}{cue} {text}", self.channel(m.channel)),
        }
    }

    pub(super) fn events<G: Scripted>(&mut self, out: &mut dyn Write, events: &[Told<G::Kind>]) -> io::Result<()> {
        match &self.voice {
            None => {
                for e in events {
                    writeln!(out, "{}", G::plain_event(e, &self.names))?;
                }
            }
            Some((an, verbosity)) => {
                let verbosity = *verbosity;
                for m in G::said_events(an, events, verbosity) {
                    self.message(out, &m, verbosity)?;
                }
                self.report_notices();
            }
        }
        Ok(())
    }

    pub(super) fn prompt<G: Scripted>(&mut self, out: &mut dyn Write, g: &G) -> io::Result<()> {
        match &self.voice {
            None => writeln!(out, "[prompt] {}", g.plain_prompt(&self.names)),
            Some((an, verbosity)) => {
                let m = g.said_prompt(an);
                let text = m.spoken(*verbosity);
                for sink in self.outputs() {
                    sink.say(&m, &text, false);
                }
                if self.speech != Speech::Transcript {
                    return writeln!(out, "{text}");
                }
                let cue = m.earcon.map(|e| format!(" ({})", e.name())).unwrap_or_default();
                writeln!(out, "[prompt]{cue} {text}")
            }
        }
    }

    pub(super) fn undo<G: Scripted>(&mut self, out: &mut dyn Write, cmd: &G::Command, redo: bool) -> io::Result<()> {
        match &self.voice {
            None => {
                let word = if redo { "redone" } else { "undone" };
                writeln!(out, "[table] {word} command={}", G::plain_decision(cmd, &self.names).replace(' ', "_"))
            }
            Some((an, verbosity)) => {
                let id = if redo { Id::DecisionRedone } else { Id::DecisionUndone };
                let mut a = fluent_bundle::FluentArgs::new();
                a.set("what", G::said_decision(an, cmd));
                let m = Message {
                    channel: Channel::Table,
                    text: an.text(id, Some(&a)),
                    detail: None,
                    earcon: Some(Earcon::Undo),
                    id: Some(id),
                };
                let verbosity = *verbosity;
                self.message(out, &m, verbosity)
            }
        }
    }

    /// A refused decision in words; when it was not the moment for it, with what is asked now.
    pub(super) fn error<G: Scripted>(&self, e: &G::Error, g: &G) -> String {
        match &self.voice {
            None => G::plain_refusal(e, &self.names),
            Some((an, _)) => g.said_refusal(an, e),
        }
    }
}
