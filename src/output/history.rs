//! What was said: the last messages, each tagged with the turn and phase it came in, so that a
//! player who missed something can go back over it.

use crate::engine::Phase;
use crate::vocab::{Channel, Id, Message};
use std::collections::VecDeque;

/// Messages kept, at least.
pub const KEPT: usize = 250;

/// One message said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub turn: u16,
    pub phase: Option<Phase>,
    pub channel: Channel,
    pub text: String,
    pub detail: Option<String>,
    /// The message of the locales it said, if one.
    pub id: Option<Id>,
}

/// The last messages said, oldest first.
#[derive(Clone, Debug, Default)]
pub struct MessageLog {
    entries: VecDeque<Said>,
}

impl MessageLog {
    /// An empty log.
    pub fn new() -> MessageLog {
        MessageLog::default()
    }

    /// Keeps a message said during `turn` and `phase`; the oldest goes when the log is full.
    pub fn push(&mut self, turn: u16, phase: Option<Phase>, m: &Message) {
        if self.entries.len() == KEPT {
            self.entries.pop_front();
        }
        self.entries.push_back(Said {
            turn,
            phase,
            channel: m.channel,
            text: m.text.clone(),
            detail: m.detail.clone(),
            id: m.id,
        });
    }

    /// The last message said to the table (to repeat it).
    pub fn last_for_table(&self) -> Option<&Said> {
        self.entries.iter().rev().find(|s| s.channel == Channel::Table)
    }

    /// The `n`-th message counting back from the newest (0 is the newest).
    pub fn back(&self, n: usize) -> Option<&Said> {
        self.entries.len().checked_sub(n + 1).and_then(|i| self.entries.get(i))
    }

    /// Messages kept.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when nothing was said yet.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Oldest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Said> {
        self.entries.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    fn msg(text: &str, channel: Channel) -> Message {
        Message { channel, text: text.into(), detail: None, earcon: None, id: None }
    }

    #[test]
    fn the_log_keeps_the_last_messages_with_their_turn_and_phase() {
        let mut log = MessageLog::new();
        for i in 0..(KEPT + 30) {
            log.push((i / 50) as u16, Some(Phase::Attacks), &msg(&format!("m{i}"), Channel::Table));
        }
        assert_eq!(log.len(), KEPT);
        const { assert!(KEPT >= 200) };
        assert_eq!(log.back(0).unwrap().text, format!("m{}", KEPT + 29));
        assert_eq!(log.iter().next().unwrap().text, "m30");
        assert_eq!(log.back(0).unwrap().turn, ((KEPT + 29) / 50) as u16);
        assert!(log.back(KEPT).is_none());
    }

    #[test]
    fn repeating_says_the_last_table_message_not_a_secret() {
        let mut log = MessageLog::new();
        log.push(1, None, &msg("for everyone", Channel::Table));
        log.push(1, None, &msg("for Blue only", Channel::Private(Seat::ALL[1])));
        assert_eq!(log.last_for_table().unwrap().text, "for everyone");
    }
}
