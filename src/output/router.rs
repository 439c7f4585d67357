//! The one way out: every message the interface says goes through the [`Router`], which decides
//! where it may go, once, from the message's channel and the table's channel settings.
//!
//! - A table message reaches the table's sinks (speech, sound cues, plain lines, a test's
//!   recorder) and the text log.
//! - A private message reaches its seat's own channel only: said at once on that player's
//!   headphones (in the private voice's thread, once the table has said what came before it; the
//!   table's later words wait meanwhile), or held until the player has put on the passed headset
//!   or looks at the screen alone. It never reaches a table sink or the log; the interface keeps
//!   it out of the history and the repeat key (those are made of what [`Router::send`] calls
//!   table messages).
//! - A secret for a player whose channel is their phone goes to that seat's page only, through
//!   the phone server, which keeps it for the round (a phone that comes back gets it again) and
//!   in that seat's own news.
//! - The table's news (what the interface keeps in its history, given to [`Router::news`]) goes
//!   to every seat's news on the phones, worded for each seat by [`Router::news_words`].
//! - A secret choice's focus moves: a neutral tick for the table, the words for the player.

use super::private::{PrivateProblem, PrivateVoice};
use super::{Sink, SoundSink, SpeechSink};
use crate::engine::Seat;
use crate::phone::{Phones, Secret, When};
use crate::store::save::PrivateChannel;
use crate::vocab::{Channel, Earcon, Lang, Message, Notice, Verbosity};
use std::collections::VecDeque;
use std::io::Write;

/// Where a message went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivered {
    /// To the table, as its `n`th message.
    Table(u64),
    /// Said on its player's headphones (or it will be, once the table has said what came first).
    Spoken,
    /// Held for its player: to be given once they have put on the headset or look at the screen.
    Held,
    /// To be shown on the screen alone, to its player who looks at it now.
    Screen,
    /// The player has no private channel: nothing was said.
    NoChannel,
    /// The player's device needs the private voice, which this Vigie does not have.
    NoVoice,
    /// Sent to the player's phone (shown there at once, or when it comes back).
    Phone,
    /// The player's channel is a phone, and the phones' page is not running.
    NoPhones,
}

/// The table's outputs and each seat's private channel.
pub struct Router {
    speech: Option<SpeechSink>,
    sound: Option<SoundSink>,
    others: Vec<Box<dyn Sink>>,
    log: Option<Box<dyn Write>>,
    private: Option<Box<dyn PrivateVoice>>,
    /// The phones' server, once a player's channel is their phone.
    phones: Option<Phones>,
    /// Secrets waiting for their player to put on the headset or look at the screen.
    held: VecDeque<(Seat, String)>,
    /// Messages given to the table's outputs so far.
    sent: u64,
    /// The private voice's language and rate.
    lang: Lang,
    rate: f32,
}

impl Router {
    /// A router over these outputs.
    pub fn new(
        speech: Option<SpeechSink>,
        sound: Option<SoundSink>,
        others: Vec<Box<dyn Sink>>,
        log: Option<Box<dyn Write>>,
        private: Option<Box<dyn PrivateVoice>>,
    ) -> Router {
        Router {
            speech,
            sound,
            others,
            log,
            private,
            phones: None,
            held: VecDeque::new(),
            sent: 0,
            lang: Lang::En,
            rate: 0.0,
        }
    }

    fn sinks(&mut self) -> impl Iterator<Item = &mut (dyn Sink + 'static)> + '_ {
        let speech = self.speech.iter_mut().map(|s| s as &mut (dyn Sink + 'static));
        let sound = self.sound.iter_mut().map(|s| s as &mut (dyn Sink + 'static));
        speech.chain(sound).chain(self.others.iter_mut().map(|b| b.as_mut()))
    }

    /// Sends a message where its channel allows: `text` is what to say at the verbosity in force,
    /// `channels` the table's private channels by seat.
    pub fn send(&mut self, m: &Message, text: &str, channels: &[PrivateChannel]) -> Delivered {
        self.send_with_dice(m, text, channels, None)
    }

    /// [`Router::send`], for a secret that tells dice: a phone also vibrates them.
    pub fn send_with_dice(
        &mut self,
        m: &Message,
        text: &str,
        channels: &[PrivateChannel],
        dice: Option<&[u8]>,
    ) -> Delivered {
        match m.channel {
            Channel::Table => {
                for s in self.sinks() {
                    s.say(m, text, false);
                }
                self.log_line(text);
                self.sent += 1;
                Delivered::Table(self.sent)
            }
            Channel::Private(seat) => {
                let channel = channels.get(seat.index()).unwrap_or(&PrivateChannel::None);
                match channel {
                    PrivateChannel::None => Delivered::NoChannel,
                    PrivateChannel::Headphones { device, .. } => self.speak_on(device, text),
                    PrivateChannel::Headset { .. } | PrivateChannel::Screen => {
                        // A secret already held and told again within this one is held once.
                        self.held.retain(|(p, t)| *p != seat || !text.contains(t.as_str()));
                        self.held.push_back((seat, text.to_owned()));
                        Delivered::Held
                    }
                    PrivateChannel::Phone => self.give_phone(seat, text, dice),
                }
            }
        }
    }

    /// Gives a secret to its player, who is ready for it now (wearing the headset, or looking at
    /// the screen alone).
    pub fn deliver(&mut self, seat: Seat, text: &str, channels: &[PrivateChannel]) -> Delivered {
        match channels.get(seat.index()).unwrap_or(&PrivateChannel::None) {
            PrivateChannel::Headphones { device, .. } | PrivateChannel::Headset { device, .. } => {
                self.speak_on(device, text)
            }
            PrivateChannel::Screen => Delivered::Screen,
            PrivateChannel::Phone => {
                let Some(phones) = self.phones.as_ref() else { return Delivered::NoPhones };
                // Sent again because the player asked: not news a second time.
                phones.secret_again(seat, Secret { text: text.to_owned(), vibrate: Vec::new() });
                Delivered::Phone
            }
            PrivateChannel::None => Delivered::NoChannel,
        }
    }

    /// A table message the interface keeps in its history (what happened, what was answered,
    /// the phones' comings and goings; not the questions, the menus' focus, help or reviews),
    /// said at the moment `when`: every
    /// seat's news on the phones, when they run. The table's sinks get it from [`Router::send`].
    /// `also`: the same message worded in another language (from the same events), for the
    /// pages that chose that language.
    pub fn news(&mut self, m: &Message, also: Option<&(Lang, Message)>, when: When) {
        if m.channel != Channel::Table || also.is_some_and(|(_, a)| a.channel != Channel::Table) {
            return;
        }
        if let Some(phones) = self.phones.as_ref() {
            phones.news(when, &|seat, lang| Some(Router::news_words(seat, lang, m, also)));
        }
    }

    /// A table message as a seat's phone shows it in its news: the whole text, with its detail
    /// (read at the player's own pace), in the language its page chose when the message was
    /// also worded in it, else in the table's. The one place a message is worded for a seat's
    /// news.
    fn news_words(_seat: Seat, lang: Option<Lang>, m: &Message, also: Option<&(Lang, Message)>) -> String {
        match also {
            Some((l, other)) if lang == Some(*l) => other.spoken(Verbosity::Full),
            _ => m.spoken(Verbosity::Full),
        }
    }

    /// Sends a secret to a seat's phone page alone.
    fn give_phone(&mut self, seat: Seat, text: &str, dice: Option<&[u8]>) -> Delivered {
        let Some(phones) = self.phones.as_ref() else { return Delivered::NoPhones };
        let vibrate = dice.map(|faces| crate::phone::vibration(&crate::vocab::rumble::Pattern::dice(faces)));
        phones.secret(seat, Secret { text: text.to_owned(), vibrate: vibrate.unwrap_or_default() });
        Delivered::Phone
    }

    /// The phones' server (started by the interface when a player's channel is their phone).
    pub fn set_phones(&mut self, phones: Option<Phones>) {
        self.phones = phones;
    }

    /// The phones' server, when it runs.
    pub fn phones(&self) -> Option<&Phones> {
        self.phones.as_ref()
    }

    /// Says a secret on a private device, after the table's words given before it.
    fn speak_on(&mut self, device: &str, text: &str) -> Delivered {
        // Speech given up (or stuck) says nothing more: the secret need not wait for it.
        let alive = self.speech.as_mut().is_some_and(SpeechSink::is_alive);
        let quiet = self.speech.as_ref().filter(|_| alive).map(SpeechSink::quiet_for_secret);
        let Some(voice) = self.private.as_mut() else { return Delivered::NoVoice };
        voice.speak(device, self.lang, self.rate, text, false, quiet);
        Delivered::Spoken
    }

    /// A focus move in a player's secret choice: a neutral tick for the table, the words on the
    /// player's device (the screen shows them to the one player looking).
    pub fn echo(&mut self, seat: Seat, text: &str, channels: &[PrivateChannel]) {
        if let Some(snd) = self.sound.as_mut() {
            snd.play(Earcon::Tick);
        }
        if let Some(PrivateChannel::Headphones { device, .. } | PrivateChannel::Headset { device, .. }) =
            channels.get(seat.index())
            && let Some(voice) = self.private.as_mut()
        {
            voice.speak(device, self.lang, self.rate, text, true, None);
        }
    }

    /// The first player a secret is held for.
    pub fn first_held(&self) -> Option<Seat> {
        self.held.front().map(|(s, _)| *s)
    }

    /// The secrets held for a player, taken to give them now.
    pub fn take_held(&mut self, seat: Seat) -> Vec<String> {
        let texts = self.held.iter().filter(|(p, _)| *p == seat).map(|(_, t)| t.clone()).collect();
        self.forget_held(seat);
        texts
    }

    /// The player will hear their secrets later (with the secret key).
    pub fn forget_held(&mut self, seat: Seat) {
        self.held.retain(|(p, _)| *p != seat);
    }

    /// A game ended or another began: nothing is held any more.
    pub fn forget_all_held(&mut self) {
        self.held.clear();
    }

    /// A line for the text log alone (what a key cut, each decision saved): the caller gives
    /// table words only.
    pub fn log_line(&mut self, line: &str) {
        if let Some(w) = self.log.as_mut() {
            let _ = writeln!(w, "{line}");
            let _ = w.flush();
        }
    }

    /// Messages given to the table's outputs so far.
    pub fn sent(&self) -> u64 {
        self.sent
    }

    /// Stops what the table's outputs are saying; how many of the last messages were cut.
    pub fn stop(&mut self) -> usize {
        self.sinks().map(|s| s.stop()).max().unwrap_or(0)
    }

    /// The language of what follows, on every output.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
        for s in self.sinks() {
            s.set_lang(lang);
        }
    }

    /// The private voice's language and rate (-100 to 100).
    pub fn set_private_voice(&mut self, lang: Lang, rate: f32) {
        self.lang = lang;
        self.rate = rate;
    }

    /// Plays a sound cue on the table's speaker.
    pub fn play(&mut self, e: Earcon) {
        if let Some(snd) = self.sound.as_mut() {
            snd.play(e);
        }
    }

    /// The table's speech engine (voices, prosody, waiting for it at the end).
    pub fn speech(&mut self) -> Option<&mut SpeechSink> {
        self.speech.as_mut()
    }

    /// The table's sound cues (volume, mute).
    pub fn sound(&mut self) -> Option<&mut SoundSink> {
        self.sound.as_mut()
    }

    /// The outputs' notices since the last call (speech lost or back, no audio device).
    pub fn take_notices(&mut self) -> Vec<Notice> {
        self.sinks().flat_map(|s| s.take_notices()).collect()
    }

    /// What went wrong with the private voice since the last call.
    pub fn take_private_problems(&mut self) -> Vec<PrivateProblem> {
        self.private.as_mut().map(|v| v.take_problems()).unwrap_or_default()
    }
}
