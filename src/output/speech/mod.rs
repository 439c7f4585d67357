//! Native speech through the `tts` crate (speech-dispatcher on Linux), on a thread of its own.
//!
//! The game never waits for the speech engine: messages go to the speech thread through a
//! channel, and every wait for an answer has a timeout. The speech thread keeps its own queue
//! and hands the engine one message at a time, so it always knows what is being said: a cut
//! empties the queue and stops the current message, a sound cue plays just before its words,
//! and an engine that stops answering is noticed within seconds.
//!
//! Speech comes and goes without the game noticing: the first connection is tried for a few
//! seconds (a daemon being started), a daemon that dies is noticed within about a second even
//! in silence (its socket is checked every second), and once speech is down the speech thread
//! looks for the daemon every second and connects again when it listens. Each change is told
//! by a [`Notice`].
//!
//! The voice list takes seconds to read, so it is never on the way to the first word: speech
//! starts with the engine's default voice, the list is read by a second connection once the
//! first words are out, and the voice of the table's language is set when the speech thread is
//! idle. The voices chosen are kept (see [`SpeechSink::chosen_voices`]) for next time.

mod backend;
mod worker;

pub use backend::{Backend, Callback, Engine, Heard, Recording, TtsEngine, Voice, on_scale};
use worker::Worker;
pub use worker::list_voices;

use super::Sink;
use super::sound::Cue;
use crate::vocab::{Channel, Earcon, Lang, Message};
use crate::vocab::{Notice, Prosody};
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// How long the speech thread may take to answer before it counts as stuck in the engine
/// (setting a voice alone takes the engine about two seconds).
const STUCK: Duration = Duration::from_secs(6);

/// How long the speech thread may take to connect (a daemon started at a cold start, its voices
/// listed) or to set a voice before it counts as stuck: on a busy machine a cold start took more
/// than [`STUCK`].
const CONNECTING: Duration = Duration::from_secs(30);

/// How long a message may go without any news from the engine before speech is given up,
/// beyond twice the time it may take to say (see [`longest_to_say`]): an engine that never
/// finishes (no audio output at all) is noticed, a long message at a slow rate is not taken for
/// one.
const STALL: Duration = Duration::from_secs(15);

/// The longest a message may take to be said at a rate (-100 to 100): its words (six characters
/// each, spaces and signs included) at a fifth below the slowest speed an engine gives that rate
/// (espeak-ng through speech-dispatcher: 80 words a minute at -100, 175 at 0, 449 at 100).
fn longest_to_say(text: &str, rate: f32) -> Duration {
    let rate = rate.clamp(-100.0, 100.0);
    let per_minute = if rate < 0.0 { 175.0 + 95.0 * rate / 100.0 } else { 175.0 + 274.0 * rate / 100.0 };
    let words = text.chars().count() as f32 / 6.0;
    Duration::from_secs_f32(60.0 * words / (0.8 * per_minute))
}

/// How long the engine has to report a cut message before it is taken as done.
const CUT_REPORT: Duration = Duration::from_millis(500);

/// How long the voice search waits for the first words before starting in a quiet moment anyway.
const VOICE_SEARCH_DELAY: Duration = Duration::from_secs(3);

/// How long the first connection is tried before speech is declared unavailable: a daemon being
/// started (by libspeechd's autospawn at a fresh login, or by hand) or busy with another client
/// gets this long to answer. Autospawn took 0.20 to 0.26 s on the team's machine.
const COLD_START: Duration = Duration::from_secs(4);

/// Between two tries of the first connection.
const RETRY: Duration = Duration::from_millis(200);

/// How often the speech thread checks that the daemon still listens when it has heard nothing
/// from it for that long, and how often, once speech is down, it looks for the daemon again.
const HEARTBEAT: Duration = Duration::from_secs(1);

/// How often, once speech is down and no daemon listens at the default address, a connection
/// is tried anyway, which lets libspeechd start a daemon as it did at login.
const RESPAWN: Duration = Duration::from_secs(10);

/// How long the speech thread waits for the voice search's connection before speaking.
const CONNECT_WAIT: Duration = Duration::from_secs(2);

enum Cmd {
    /// A message, with its number in the order given.
    Speak(u64, String, bool, Option<Earcon>),
    Stop,
    Lang(Lang),
    Prosody(Prosody),
    SearchNow,
    WaitIdle(Sender<bool>, Instant),
}

/// The voice found for each language, by name.
type VoiceNames = HashMap<Lang, String>;

/// What the speech thread and its sink share.
#[derive(Default)]
struct Shared {
    /// Utterances the engine has started to say.
    begun: AtomicU64,
    /// The number of the last message said to its end (messages are numbered in the order given).
    heard: AtomicU64,
    /// The number of the last message that will never be said because speech was down: given
    /// while it was, or waiting when it was lost. Neither heard nor cut by the user.
    dropped: AtomicU64,
    /// False while speech is down (given up, until it comes back).
    down: AtomicBool,
    /// The number of the last message the user cut (with a key), neither heard nor dropped.
    cut: AtomicU64,
    /// The number of the last message whose sound is over: said to its end, stopped (as the
    /// engine reports it), dropped, or never begun because it was cut while it waited. Every
    /// message numbered below the one the engine says now, or below the first waiting while the
    /// engine is idle.
    over: AtomicU64,
    /// The speech service, asked how long the table's last words linger in the speakers.
    backend: Option<Arc<dyn Backend>>,
    /// Secrets being said privately: the target of each [`TableQuiet`] alive (the number of the
    /// last table message given before it). While any is, the table's messages numbered above
    /// the smallest wait, so that nothing is said over a secret.
    holds: std::sync::Mutex<Vec<u64>>,
    /// Since when the speech thread has been connecting to the service or setting a voice, the
    /// slow calls of an engine (`None`: it is in neither).
    connecting: std::sync::Mutex<Option<Instant>>,
}

impl Shared {
    /// The speech thread starts or ends a connection attempt.
    fn set_connecting(&self, on: bool) {
        if let Ok(mut c) = self.connecting.lock() {
            *c = on.then(Instant::now);
        }
    }

    /// True while the speech thread connects, for less than [`CONNECTING`].
    fn still_connecting(&self) -> bool {
        self.connecting.lock().is_ok_and(|c| c.is_some_and(|since| since.elapsed() < CONNECTING))
    }

    /// True when the table's message numbered `number` must wait for a secret being said.
    fn holds(&self, number: u64) -> bool {
        self.holds.lock().is_ok_and(|h| h.iter().min().is_some_and(|m| number > *m))
    }
}

/// A secret's place in the table's speech: made when the secret is routed, it holds the table's
/// later messages until it is dropped, and lets a private voice's own thread wait until the table
/// has said everything given before the secret.
pub struct TableQuiet {
    shared: Arc<Shared>,
    /// The number of the last table message given before the secret.
    target: u64,
}

impl TableQuiet {
    /// Waits (at most `timeout`) until the table has said, dropped or cut every message given
    /// before the secret, and its sound has left the speakers (what the audio server still
    /// holds of it, asked of the backend once the engine has finished); false if it
    /// had not in time.
    pub fn wait(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let done = || {
            let s = &self.shared;
            s.down.load(Ordering::SeqCst) || s.over.load(Ordering::SeqCst) >= self.target
        };
        while !done() {
            if Instant::now() >= deadline {
                return false;
            }
            thread::sleep(Duration::from_millis(10));
        }
        if self.target > 0 && !self.shared.down.load(Ordering::SeqCst) {
            let tail = self.shared.backend.as_ref().map_or(Duration::ZERO, |b| b.sound_tail());
            thread::sleep(tail.min(deadline.saturating_duration_since(Instant::now())));
        }
        true
    }
}

impl Drop for TableQuiet {
    fn drop(&mut self) {
        if let Ok(mut h) = self.shared.holds.lock()
            && let Some(i) = h.iter().position(|t| *t == self.target)
        {
            h.remove(i);
        }
    }
}

/// Speaks the table's messages aloud.
pub struct SpeechSink {
    tx: Option<Sender<Cmd>>,
    notices_rx: Receiver<Notice>,
    voices_rx: Receiver<HashMap<Lang, String>>,
    chosen: HashMap<Lang, String>,
    notices: Vec<Notice>,
    shared: Arc<Shared>,
    /// Messages given to the speech thread so far.
    given: u64,
    /// Whether the last change told was a loss (not yet followed by a come-back).
    told_down: bool,
}

/// Picks the voice for a language among `(name, language tag)` pairs: the one remembered if it
/// is still there, else the plainest voice of the language (no variant), preferring the main
/// country (France, Great Britain, then the United States).
pub fn pick_voice<'a>(voices: &'a [(String, String)], lang: Lang, remembered: Option<&str>) -> Option<&'a str> {
    if let Some(r) = remembered
        && let Some((name, _)) = voices.iter().find(|(n, _)| n == r)
    {
        return Some(name);
    }
    let code = lang.code();
    let preferred: &[&str] = match lang {
        Lang::Fr => &["fr-fr", "fr"],
        Lang::En => &["en-gb", "en-us", "en"],
    };
    let plain = |(n, _): &&(String, String)| !n.contains('+');
    for want in preferred {
        if let Some((n, _)) = voices.iter().filter(plain).find(|(_, l)| l.eq_ignore_ascii_case(want)) {
            return Some(n);
        }
    }
    voices.iter().filter(plain).find(|(_, l)| l.to_ascii_lowercase().starts_with(code)).map(|(n, _)| n.as_str())
}

impl SpeechSink {
    /// Starts the speech thread, which connects and then starts the search for the voices.
    /// Returns at once. If the engine cannot be reached within a few seconds, a notice says so
    /// and messages are dropped (the screen still shows them) until it can: the speech thread
    /// keeps looking, and a notice says when speech is back. With `cues`, each message's sound
    /// cue is played just before its words. `backend` is the speech service, which the binary
    /// chose.
    pub fn start(
        backend: Arc<dyn Backend>,
        lang: Lang,
        prosody: Prosody,
        remembered: HashMap<Lang, String>,
        cues: Option<Sender<Cue>>,
    ) -> SpeechSink {
        SpeechSink::start_with(backend, lang, prosody, Some(remembered), cues)
    }

    /// Like [`SpeechSink::start`], without looking for the languages' voices (for a short
    /// command: the engine's default voice speaks).
    pub fn start_without_voice_search(backend: Arc<dyn Backend>, lang: Lang, prosody: Prosody) -> SpeechSink {
        SpeechSink::start_with(backend, lang, prosody, None, None)
    }

    fn start_with(
        backend: Arc<dyn Backend>,
        lang: Lang,
        prosody: Prosody,
        remembered: Option<HashMap<Lang, String>>,
        cues: Option<Sender<Cue>>,
    ) -> SpeechSink {
        let (tx, rx) = mpsc::channel();
        let (ntx, notices_rx) = mpsc::channel();
        let (vtx, voices_rx) = mpsc::channel();
        let shared = Arc::new(Shared { backend: Some(Arc::clone(&backend)), ..Shared::default() });
        // The first connection is being made from the start.
        shared.set_connecting(true);
        let worker =
            Worker::new(backend, ntx.clone(), lang, prosody, Arc::clone(&shared), cues, remembered.map(|r| (r, vtx)));
        let spawned = thread::Builder::new().name("vigie-speech".into()).spawn(move || worker.run(rx));
        let tx = match spawned {
            Ok(_) => Some(tx),
            Err(e) => {
                let _ = ntx.send(Notice::SpeechUnavailable(e.to_string()));
                None
            }
        };
        SpeechSink {
            tx,
            notices_rx,
            voices_rx,
            chosen: HashMap::new(),
            notices: Vec::new(),
            shared,
            given: 0,
            told_down: false,
        }
    }

    fn send(&mut self, cmd: Cmd) {
        if let Some(tx) = &self.tx
            && tx.send(cmd).is_err()
        {
            self.thread_gone();
        }
    }

    /// The speech thread has ended while this sink lives, which it does only by a panic (it
    /// ends by itself when the sink is dropped): speech is lost, and said to be, once.
    fn thread_gone(&mut self) {
        self.tx = None;
        self.collect();
        self.tell(Notice::SpeechLost("the speech thread stopped".into()));
    }

    /// Starts the search for the languages' voices now rather than after the first words.
    pub fn search_voices_now(&mut self) {
        self.send(Cmd::SearchNow);
    }

    /// Looks for the languages' voices now and waits (at most `timeout`) until the voice of the
    /// current language is set: for a batch of messages said at once, where no quiet moment
    /// would come before the end.
    pub fn prepare_voice(&mut self, timeout: Duration) {
        self.search_voices_now();
        let deadline = Instant::now() + timeout;
        while self.chosen_voices().is_empty() && Instant::now() < deadline && self.is_alive() {
            thread::sleep(Duration::from_millis(50));
        }
        // The speech thread sets the voice at its next quiet moment, which is now.
        thread::sleep(Duration::from_millis(300));
        self.wait_idle(deadline.saturating_duration_since(Instant::now()));
    }

    /// Utterances the engine has started to say so far.
    pub fn utterances_begun(&self) -> u64 {
        self.shared.begun.load(Ordering::SeqCst)
    }

    /// A secret is about to be said privately: the table's messages given from now on wait
    /// until the returned handle is dropped, and the handle tells when what was given before
    /// has been said.
    pub fn quiet_for_secret(&self) -> TableQuiet {
        if let Ok(mut h) = self.shared.holds.lock() {
            h.push(self.given);
        }
        TableQuiet { shared: Arc::clone(&self.shared), target: self.given }
    }

    /// True while speech is working (or being waited for, at start).
    pub fn is_alive(&mut self) -> bool {
        self.collect();
        self.tx.is_some() && !self.shared.down.load(Ordering::SeqCst)
    }

    /// Sets the rate, volume and pitch.
    pub fn set_prosody(&mut self, p: Prosody) {
        self.send(Cmd::Prosody(p));
    }

    /// The voices found for each language, once the background search has finished (to
    /// remember them in the settings).
    pub fn chosen_voices(&mut self) -> &HashMap<Lang, String> {
        self.collect();
        &self.chosen
    }

    fn collect(&mut self) {
        while let Ok(n) = self.notices_rx.try_recv() {
            // A speech thread given up as stuck never comes back.
            if self.tx.is_some() || !matches!(n, Notice::SpeechBack(_)) {
                self.tell(n);
            }
        }
        while let Ok(v) = self.voices_rx.try_recv() {
            self.chosen = v;
        }
    }
}

impl SpeechSink {
    /// Keeps a notice about this speech for the user (which service speaks, chosen by the
    /// binary), told with the others.
    pub fn notice(&mut self, n: Notice) {
        self.tell(n);
    }

    /// Keeps a notice to tell, each change once: a loss only while speech was working, a
    /// come-back only after a loss.
    fn tell(&mut self, n: Notice) {
        let lost = matches!(n, Notice::SpeechLost(_) | Notice::SpeechUnavailable(_));
        let back = matches!(n, Notice::SpeechBack(_));
        if (lost && self.told_down) || (back && !self.told_down) {
            return;
        }
        self.told_down = (self.told_down || lost) && !back;
        self.notices.push(n);
    }
}

impl Sink for SpeechSink {
    fn say(&mut self, m: &Message, text: &str, interrupt: bool) {
        // Private messages never reach the table's speaker.
        if m.channel == Channel::Table {
            self.given += 1;
            self.send(Cmd::Speak(self.given, text.to_owned(), interrupt, m.earcon));
        }
    }

    fn stop(&mut self) -> usize {
        if self.tx.is_none() || self.shared.down.load(Ordering::SeqCst) {
            // Speech is down: nothing was being said (the screen shows everything).
            return 0;
        }
        // A message whose end is reported just after this counts as cut: said again rather than
        // lost. Messages dropped while speech was down were never being said: not counted.
        let done = self.shared.heard.load(Ordering::SeqCst).max(self.shared.dropped.load(Ordering::SeqCst));
        let unheard = self.given.saturating_sub(done);
        self.shared.cut.store(self.given, Ordering::SeqCst);
        self.send(Cmd::Stop);
        usize::try_from(unheard).unwrap_or(usize::MAX)
    }

    fn set_lang(&mut self, lang: Lang) {
        self.send(Cmd::Lang(lang));
    }

    fn wait_idle(&mut self, timeout: Duration) -> bool {
        // Ask the speech thread again and again, so that a thread stuck in the engine (a
        // daemon that died or hangs) is noticed within seconds, whatever the timeout.
        let deadline = Instant::now() + timeout;
        loop {
            let (rtx, rrx) = mpsc::channel();
            let slice = Instant::now() + Duration::from_millis(500);
            self.send(Cmd::WaitIdle(rtx, slice.min(deadline)));
            if self.tx.is_none() {
                self.collect();
                return true;
            }
            match rrx.recv_timeout(Duration::from_millis(500) + STUCK) {
                Ok(true) => return true,
                Ok(false) if Instant::now() >= deadline => return false,
                Ok(false) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    // The speech thread ended: nothing is left to say.
                    self.thread_gone();
                    return true;
                }
                // A thread busy connecting (a cold start on a busy machine) is waited for longer.
                Err(RecvTimeoutError::Timeout) if self.shared.still_connecting() => {
                    if Instant::now() >= deadline {
                        return false;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    self.tx = None;
                    self.tell(Notice::SpeechLost("the speech engine stopped answering".into()));
                    return false;
                }
            }
        }
    }

    fn take_notices(&mut self) -> Vec<Notice> {
        self.collect();
        std::mem::take(&mut self.notices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_waits_for_every_secret_alive_and_only_for_those() {
        let shared = Arc::new(Shared::default());
        let quiet = |target: u64| {
            shared.holds.lock().unwrap().push(target);
            TableQuiet { shared: Arc::clone(&shared), target }
        };
        assert!(!shared.holds(6));
        let a = quiet(5);
        // The table's sixth message is held by the first secret...
        assert!(!shared.holds(5) && shared.holds(6));
        let b = quiet(6);
        // ...and still is once a second secret is made after it (which waits for that sixth).
        assert!(shared.holds(6) && shared.holds(7));
        drop(a);
        assert!(!shared.holds(6) && shared.holds(7));
        drop(b);
        assert!(!shared.holds(7));
    }

    /// A service whose connection panics: the speech thread dies with it.
    struct Panics;

    impl Backend for Panics {
        fn name(&self) -> String {
            "a service that panics".into()
        }

        fn connect(&self) -> Result<Box<dyn Engine>, String> {
            panic!("the speech thread's test panic")
        }
    }

    #[test]
    fn a_speech_thread_that_dies_is_told_as_a_loss_once() {
        let mut sink = SpeechSink::start_without_voice_search(Arc::new(Panics), Lang::En, Prosody::default());
        let m = Message { channel: Channel::Table, text: "x".into(), detail: None, earcon: None, id: None };
        sink.say(&m, "x", false);
        // The thread has panicked by the time the quiet is answered (no reply ever comes).
        assert!(sink.wait_idle(Duration::from_secs(30)));
        sink.say(&m, "y", false);
        assert!(!sink.is_alive());
        assert_eq!(sink.take_notices(), vec![Notice::SpeechLost("the speech thread stopped".into())]);
    }

    #[test]
    fn a_long_message_at_a_slow_rate_may_take_its_time() {
        // A minute of speech at the slowest rate: about 80 words.
        let minute = "word ".repeat(96);
        let slowest = longest_to_say(&minute, -100.0);
        assert!(slowest > Duration::from_secs(70) && slowest < Duration::from_secs(100), "{slowest:?}");
        assert!(longest_to_say(&minute, 0.0) < slowest);
        assert!(longest_to_say(&minute, 100.0) < longest_to_say(&minute, 0.0));
        assert_eq!(longest_to_say(&minute, -500.0), slowest);
        assert_eq!(longest_to_say("", 0.0), Duration::ZERO);
    }

    #[test]
    fn each_change_of_speech_is_told_once() {
        let (_, notices_rx) = mpsc::channel();
        let (_, voices_rx) = mpsc::channel();
        let (tx, _rx) = mpsc::channel();
        let mut sink = SpeechSink {
            tx: Some(tx),
            notices_rx,
            voices_rx,
            chosen: HashMap::new(),
            notices: Vec::new(),
            shared: Arc::new(Shared::default()),
            given: 0,
            told_down: false,
        };
        let lost = || Notice::SpeechLost("gone".into());
        let back = || Notice::SpeechBack("here".into());
        for n in [back(), lost(), lost(), Notice::SpeechUnavailable("none".into()), back(), back(), lost()] {
            sink.tell(n);
        }
        assert_eq!(sink.take_notices(), vec![lost(), back(), lost()]);
    }

    fn list() -> Vec<(String, String)> {
        [
            ("English (Caribbean)", "en-029"),
            ("English (America)+Max", "en-us"),
            ("English (America)", "en-us"),
            ("English (Great Britain)", "en-gb"),
            ("French (Belgium)", "fr-be"),
            ("French (France)+Anna", "fr-fr"),
            ("French (France)", "fr-fr"),
        ]
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
    }

    #[test]
    fn the_plainest_voice_of_the_main_country_is_picked() {
        assert_eq!(pick_voice(&list(), Lang::Fr, None), Some("French (France)"));
        assert_eq!(pick_voice(&list(), Lang::En, None), Some("English (Great Britain)"));
    }

    /// The speech thread's bookkeeping, without an engine: what `stop` reports as cut across a
    /// loss and a come-back. Messages given while speech is down are never heard, and never
    /// reported as cut by a key either; after a come-back, counting goes on.
    #[test]
    fn a_remembered_voice_wins_while_it_exists() {
        assert_eq!(pick_voice(&list(), Lang::En, Some("English (America)+Max")), Some("English (America)+Max"));
        assert_eq!(pick_voice(&list(), Lang::Fr, Some("Gone")), Some("French (France)"));
        assert_eq!(pick_voice(&[], Lang::Fr, None), None);
    }
}
