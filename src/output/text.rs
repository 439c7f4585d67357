//! Plain text: one line per message, nothing else (no colours, no cursor moves), for screen
//! readers and braille displays, and for transcripts.

use super::Sink;
use crate::vocab::{Channel, Message};
use std::io::Write;

/// Writes each message as one line.
pub struct TextSink<W: Write> {
    out: W,
    names: Vec<String>,
    /// Transcripts show private messages with their channel; a shared screen must not.
    show_private: bool,
    /// Prefix each line with its channel and sound cue (transcripts), or print the text alone.
    tagged: bool,
}

impl<W: Write> TextSink<W> {
    /// A sink for a shared screen: table messages only, text alone.
    pub fn screen(out: W) -> Self {
        TextSink { out, names: Vec::new(), show_private: false, tagged: false }
    }

    /// A transcript: every message, with its channel (`[table]`, `[private:NAME]`) and cue.
    pub fn transcript(out: W, names: Vec<String>) -> Self {
        TextSink { out, names, show_private: true, tagged: true }
    }

    /// The writer back.
    pub fn into_inner(self) -> W {
        self.out
    }
}

impl<W: Write> Sink for TextSink<W> {
    fn say(&mut self, m: &Message, text: &str, _interrupt: bool) {
        let channel = match m.channel {
            Channel::Table => "[table]".to_owned(),
            Channel::Private(_) if !self.show_private => return,
            Channel::Private(s) => {
                format!("[private:{}]", self.names.get(s.index()).cloned().unwrap_or_else(|| s.number().to_string()))
            }
        };
        // A closed output (a pipe whose reader left) must not stop the game.
        let _ = if self.tagged {
            let cue = m.earcon.map(|e| format!(" ({})", e.name())).unwrap_or_default();
            writeln!(self.out, "{channel}{cue} {text}")
        } else {
            writeln!(self.out, "{text}")
        };
        let _ = self.out.flush();
    }
}
