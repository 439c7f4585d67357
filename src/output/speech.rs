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

/// How long a message may go without any news from the engine before speech is given up.
const STALL: Duration = Duration::from_secs(15);

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
    /// Secrets being said privately ([`TableQuiet`] handles alive): while any is, the table's
    /// messages numbered above `hold` wait, so that nothing is said over a secret.
    holders: AtomicU64,
    hold: AtomicU64,
}

impl Shared {
    /// True when the table's message numbered `number` must wait for a secret being said.
    fn holds(&self, number: u64) -> bool {
        self.holders.load(Ordering::SeqCst) > 0 && number > self.hold.load(Ordering::SeqCst)
    }
}

/// How long the table's last words take to leave the speakers once the engine says it has
/// finished: speech-dispatcher reports the end of a message up to about 1.6 s before its sound
/// has left a PulseAudio sink (measured by the speech test).
const TABLE_TAIL: Duration = Duration::from_millis(2200);

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
    /// before the secret, and its sound has left the speakers; false if it had not in time.
    pub fn wait(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let done = || {
            let s = &self.shared;
            s.down.load(Ordering::SeqCst)
                || s.heard
                    .load(Ordering::SeqCst)
                    .max(s.dropped.load(Ordering::SeqCst))
                    .max(s.cut.load(Ordering::SeqCst))
                    >= self.target
        };
        while !done() {
            if Instant::now() >= deadline {
                return false;
            }
            thread::sleep(Duration::from_millis(20));
        }
        if self.target > 0 && !self.shared.down.load(Ordering::SeqCst) {
            thread::sleep(TABLE_TAIL.min(deadline.saturating_duration_since(Instant::now())));
        }
        true
    }
}

impl Drop for TableQuiet {
    fn drop(&mut self) {
        self.shared.holders.fetch_sub(1, Ordering::SeqCst);
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
    /// cue is played just before its words.
    pub fn start(
        lang: Lang,
        prosody: Prosody,
        remembered: HashMap<Lang, String>,
        cues: Option<Sender<Cue>>,
    ) -> SpeechSink {
        SpeechSink::start_with(lang, prosody, Some(remembered), cues)
    }

    /// Like [`SpeechSink::start`], without looking for the languages' voices (for a short
    /// command: the engine's default voice speaks).
    pub fn start_without_voice_search(lang: Lang, prosody: Prosody) -> SpeechSink {
        SpeechSink::start_with(lang, prosody, None, None)
    }

    fn start_with(
        lang: Lang,
        prosody: Prosody,
        remembered: Option<HashMap<Lang, String>>,
        cues: Option<Sender<Cue>>,
    ) -> SpeechSink {
        let (tx, rx) = mpsc::channel();
        let (ntx, notices_rx) = mpsc::channel();
        let (vtx, voices_rx) = mpsc::channel();
        let shared = Arc::new(Shared::default());
        let worker = Worker::new(ntx.clone(), lang, prosody, Arc::clone(&shared), cues, remembered.map(|r| (r, vtx)));
        let spawned = thread::Builder::new().name("vigie-speech".into()).spawn(move || worker.run(rx));
        let tx = match spawned {
            Ok(_) => Some(tx),
            Err(e) => {
                let _ = ntx.send(Notice::SpeechUnavailable(e.to_string()));
                None
            }
        };
        SpeechSink { tx, notices_rx, voices_rx, chosen: HashMap::new(), notices: Vec::new(), shared, given: 0 }
    }

    fn send(&mut self, cmd: Cmd) {
        if let Some(tx) = &self.tx
            && tx.send(cmd).is_err()
        {
            // The speech thread has ended; its notice says why.
            self.tx = None;
        }
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
        self.shared.hold.store(self.given, Ordering::SeqCst);
        self.shared.holders.fetch_add(1, Ordering::SeqCst);
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
                self.notices.push(n);
            }
        }
        while let Ok(v) = self.voices_rx.try_recv() {
            self.chosen = v;
        }
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
                    // The speech thread ended (its notice says why): nothing is left to say.
                    self.collect();
                    return true;
                }
                Err(RecvTimeoutError::Timeout) => {
                    self.tx = None;
                    self.notices.push(Notice::SpeechLost("the speech engine stopped answering".into()));
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

/// How a spell of speech ended.
enum Ended {
    /// The sink is gone: the program is ending.
    Quit,
    /// The engine failed (why); speech is down until the daemon can be reached again.
    Lost(String),
}

/// The speech thread: its connection comes and goes, its queue and settings stay.
struct Worker {
    notices: Sender<Notice>,
    lang: Lang,
    prosody: Prosody,
    shared: Arc<Shared>,
    cues: Option<Sender<Cue>>,
    /// The voices remembered and where to tell the names found, when voices are searched for.
    search: Option<(HashMap<Lang, String>, Sender<VoiceNames>)>,
    /// The voice search may list the voices as soon as it is connected.
    search_now: bool,
    /// Tells the voice search of this connection that it may list the voices.
    go: Option<Sender<()>>,
    /// Where the voice search of this connection hands its voices.
    voices_rx: Option<Receiver<HashMap<Lang, tts::Voice>>>,
    voices: HashMap<Lang, tts::Voice>,
    /// Each message with its number, in the order given.
    queue: VecDeque<(u64, String, Option<Earcon>)>,
    /// The number of the last message received.
    received: u64,
    waiting: Vec<(Sender<bool>, Instant)>,
}

impl Worker {
    /// A speech thread's state before it starts: nothing queued, no voice yet.
    fn new(
        notices: Sender<Notice>,
        lang: Lang,
        prosody: Prosody,
        shared: Arc<Shared>,
        cues: Option<Sender<Cue>>,
        search: Option<(HashMap<Lang, String>, Sender<VoiceNames>)>,
    ) -> Worker {
        Worker {
            notices,
            lang,
            prosody,
            shared,
            cues,
            search,
            search_now: false,
            go: None,
            voices_rx: None,
            voices: HashMap::new(),
            queue: VecDeque::new(),
            received: 0,
            waiting: Vec::new(),
        }
    }

    fn run(mut self, rx: Receiver<Cmd>) {
        // The first connection: tried again and again for a few seconds, messages waiting.
        let started = Instant::now();
        let mut connection = loop {
            let why = if daemon_reachable() || may_autospawn() {
                match tts::Tts::default() {
                    Ok(t) => break Some(t),
                    Err(e) => e.to_string(),
                }
            } else {
                "no speech daemon listens at its address".to_owned()
            };
            if started.elapsed() >= COLD_START {
                self.go_down(Notice::SpeechUnavailable(why));
                break None;
            }
            if !self.pause(&rx, RETRY, true) {
                return;
            }
        };
        // After a loss, whether the daemon must first be seen gone (restarted) before speech is
        // tried again: a daemon still there that failed would fail again.
        let mut wait_for_restart = false;
        loop {
            let tts = match connection.take() {
                Some(t) => t,
                None => match self.look_again(&rx, wait_for_restart) {
                    Some(t) => {
                        let _ = self.notices.send(Notice::SpeechBack("the speech daemon answers again".into()));
                        t
                    }
                    None => return,
                },
            };
            match self.speak_with(tts, &rx) {
                Ended::Quit => return,
                Ended::Lost(why) => {
                    self.go_down(Notice::SpeechLost(why));
                    wait_for_restart = daemon_reachable();
                }
            }
        }
    }

    /// Speech is down: says why, drops what waits to be said, and answers those waiting.
    fn go_down(&mut self, why: Notice) {
        self.shared.down.store(true, Ordering::SeqCst);
        self.shared.dropped.fetch_max(self.received, Ordering::SeqCst);
        self.queue.clear();
        // The voice search of a lost connection must never query it.
        self.go = None;
        self.voices_rx = None;
        self.answer_waiting(true);
        let _ = self.notices.send(why);
    }

    /// Answers the waits for the queue to be said: yes when idle, no at their deadline.
    fn answer_waiting(&mut self, idle: bool) {
        self.waiting.retain(|(reply, deadline)| {
            if idle {
                let _ = reply.send(true);
                false
            } else if Instant::now() >= *deadline {
                let _ = reply.send(false);
                false
            } else {
                true
            }
        });
    }

    /// Takes commands for `time` with no connection: messages wait (`keep`, while the first
    /// connection is tried) or are dropped (speech is down). False when the program is ending.
    fn pause(&mut self, rx: &Receiver<Cmd>, time: Duration, keep: bool) -> bool {
        let until = Instant::now() + time;
        loop {
            let idle = self.queue.is_empty();
            self.answer_waiting(idle);
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return true;
            }
            let wait = if self.waiting.is_empty() { left } else { left.min(Duration::from_millis(10)) };
            match rx.recv_timeout(wait) {
                Ok(Cmd::Speak(number, text, interrupt, cue)) => {
                    self.received = number;
                    if interrupt {
                        self.queue.clear();
                    }
                    if keep {
                        self.queue.push_back((number, text, cue));
                    } else {
                        self.shared.dropped.fetch_max(number, Ordering::SeqCst);
                    }
                }
                Ok(cmd) => self.setting(cmd),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return false,
            }
        }
    }

    /// A command that is not a message.
    fn setting(&mut self, cmd: Cmd) {
        match cmd {
            Cmd::Speak(..) => {}
            Cmd::Stop => self.queue.clear(),
            Cmd::Lang(l) => self.lang = l,
            Cmd::Prosody(p) => self.prosody = p,
            Cmd::SearchNow => match self.go.take() {
                Some(go) => {
                    let _ = go.send(());
                }
                None => self.search_now = true,
            },
            Cmd::WaitIdle(reply, deadline) => self.waiting.push((reply, deadline)),
        }
    }

    /// Speech is down: looks for the daemon again every second, cheaply (a connection to its
    /// socket), and connects when it listens. With `wait_for_restart`, not before it was seen
    /// gone. None when the program is ending.
    fn look_again(&mut self, rx: &Receiver<Cmd>, mut wait_for_restart: bool) -> Option<tts::Tts> {
        let mut last_spawn = Instant::now();
        loop {
            if !self.pause(rx, HEARTBEAT, false) {
                return None;
            }
            let reachable = daemon_reachable();
            if !reachable {
                wait_for_restart = false;
            }
            // No daemon at the default address: now and then let libspeechd start one.
            let spawn = !reachable && may_autospawn() && last_spawn.elapsed() >= RESPAWN;
            if spawn {
                last_spawn = Instant::now();
            }
            if (reachable && !wait_for_restart) || spawn {
                if let Ok(t) = tts::Tts::default() {
                    return Some(t);
                }
            }
        }
    }

    /// Starts the voice search on a connection of its own, when the voices are still unknown,
    /// and waits (a little) for it to connect: opening a connection while another one is
    /// speaking can deadlock inside the tts crate (two locks taken in opposite orders).
    fn start_voice_search(&mut self) {
        let Some((remembered, names)) = &self.search else { return };
        if !self.voices.is_empty() {
            return;
        }
        let (go, go_rx) = mpsc::channel::<()>();
        let (connected_tx, connected_rx) = mpsc::channel::<()>();
        let (voices_tx, voices_rx) = mpsc::channel();
        let (remembered, names) = (remembered.clone(), names.clone());
        let spawned = thread::Builder::new().name("vigie-voices".into()).spawn(move || {
            find_voices(voices_tx, names, remembered, connected_tx, go_rx);
        });
        if spawned.is_err() {
            return;
        }
        let _ = connected_rx.recv_timeout(CONNECT_WAIT);
        self.voices_rx = Some(voices_rx);
        if self.search_now {
            let _ = go.send(());
        } else {
            self.go = Some(go);
        }
    }

    /// Speaks with one connection until the program ends or the engine fails.
    fn speak_with(&mut self, mut tts: tts::Tts, rx: &Receiver<Cmd>) -> Ended {
        // The voice search connects before the first word (see `start_voice_search`).
        self.start_voice_search();
        self.shared.down.store(false, Ordering::SeqCst);
        let start = Instant::now();
        let millis = move || start.elapsed().as_millis() as u64;
        // Messages finished (ended or cut), and the last moment the engine said anything.
        let finished = Arc::new(AtomicU64::new(0));
        let activity = Arc::new(AtomicU64::new(0));
        type Register = fn(&tts::Tts, Option<Box<dyn FnMut(tts::UtteranceId)>>) -> Result<(), tts::Error>;
        // The number (in the order given) of the message the engine is saying now.
        let speaking = Arc::new(AtomicU64::new(0));
        for (register, to_its_end) in
            [(tts::Tts::on_utterance_end as Register, true), (tts::Tts::on_utterance_stop as Register, false)]
        {
            let f = Arc::clone(&finished);
            let a = Arc::clone(&activity);
            let said = Arc::clone(&speaking);
            let shared = Arc::clone(&self.shared);
            let _ = register(
                &tts,
                Some(Box::new(move |_| {
                    // Heard first: once `finished` moves, the next message may begin.
                    if to_its_end {
                        shared.heard.fetch_max(said.load(Ordering::SeqCst), Ordering::SeqCst);
                    }
                    f.fetch_add(1, Ordering::SeqCst);
                    a.store(millis(), Ordering::SeqCst);
                })),
            );
        }
        {
            let a = Arc::clone(&activity);
            let shared = Arc::clone(&self.shared);
            let _ = tts.on_utterance_begin(Some(Box::new(move |_| {
                a.store(millis(), Ordering::SeqCst);
                shared.begun.fetch_add(1, Ordering::SeqCst);
            })));
        }
        let apply = |tts: &mut tts::Tts, p: Prosody| {
            let _ = tts.set_rate(p.rate);
            let _ = tts.set_volume(p.volume);
            let _ = tts.set_pitch(p.pitch);
        };
        apply(&mut tts, self.prosody);
        // Messages handed to the engine; each one ends, or is cut, exactly once.
        let mut sent: u64 = 0;
        let mut voice_set: Option<Lang> = None;
        let mut last_probe = Instant::now();
        // When a message was cut: if the engine does not report the cut soon, it is taken as done.
        let mut cut_at: Option<Instant> = None;
        // A connection of a dead daemon is leaked on purpose: closing it can crash inside libspeechd.
        let lost = |tts: tts::Tts, why: &str| {
            std::mem::forget(tts);
            Ended::Lost(why.to_owned())
        };
        loop {
            if let Some(v) = self.voices_rx.as_ref().and_then(|r| r.try_recv().ok()) {
                self.voices = v;
            }
            if let Some(t) = cut_at
                && t.elapsed() > CUT_REPORT
            {
                finished.fetch_max(sent, Ordering::SeqCst);
                cut_at = None;
            }
            let busy = finished.load(Ordering::SeqCst) < sent;
            if !busy {
                cut_at = None;
            }
            // Quiet: the moment to set the language's voice, which takes a while (before any
            // wait for the quiet is answered: a batch said at once waits for its voice).
            if !busy
                && self.queue.is_empty()
                && voice_set != Some(self.lang)
                && let Some(v) = self.voices.get(&self.lang)
            {
                let _ = tts.set_voice(v);
                apply(&mut tts, self.prosody);
                voice_set = Some(self.lang);
                continue;
            }
            let silent_for = millis().saturating_sub(activity.load(Ordering::SeqCst));
            // A daemon that died never says so, mid-sentence or while nothing is said: check it
            // every second with a connection of our own (a query on the dead connection crashes
            // libspeechd), unless the engine spoke within the last second.
            if (!busy || silent_for > 1000) && last_probe.elapsed() >= HEARTBEAT {
                last_probe = Instant::now();
                if !daemon_reachable() {
                    return lost(tts, "the speech daemon is gone");
                }
            }
            if busy {
                // An engine that never finishes (no audio output at all) is given up on.
                if silent_for > STALL.as_millis() as u64 {
                    return lost(tts, "the speech engine never finished speaking");
                }
            } else if self.queue.front().is_some_and(|(number, ..)| self.shared.holds(*number)) {
                // A secret is being said privately: the table waits for it.
            } else if let Some((number, text, cue)) = self.queue.pop_front() {
                if !daemon_reachable() {
                    // Not said: dropped with the rest of the queue.
                    self.received = self.received.max(number);
                    return lost(tts, "the speech daemon is gone");
                }
                if let (Some(c), Some(cues)) = (cue, &self.cues) {
                    let _ = cues.send(Cue::Play(c));
                }
                speaking.store(number, Ordering::SeqCst);
                match tts.speak(text, false) {
                    Ok(_) => {
                        sent += 1;
                        activity.store(millis(), Ordering::SeqCst);
                    }
                    Err(e) => return lost(tts, &e.to_string()),
                }
                continue;
            } else if (sent > 0 || start.elapsed() > VOICE_SEARCH_DELAY)
                && let Some(go) = self.go.take()
            {
                // Quiet, after the first words (or a few seconds without any): the voice search
                // may start. Listing the voices keeps the daemon busy for seconds, which would
                // hold up messages said meanwhile.
                let _ = go.send(());
            }
            let idle = !busy && self.queue.is_empty();
            self.answer_waiting(idle);
            let cmd = match rx.recv_timeout(Duration::from_millis(
                if busy || !self.waiting.is_empty() || !self.queue.is_empty() { 10 } else { 200 },
            )) {
                Ok(c) => Some(c),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return Ended::Quit,
            };
            match cmd {
                Some(Cmd::Speak(number, text, interrupt, cue)) => {
                    if interrupt {
                        self.queue.clear();
                        if busy {
                            let _ = tts.stop();
                            cut_at = Some(Instant::now());
                        }
                    }
                    self.received = number;
                    self.queue.push_back((number, text, cue));
                }
                Some(Cmd::Stop) => {
                    self.queue.clear();
                    if busy {
                        let _ = tts.stop();
                        cut_at = Some(Instant::now());
                    }
                }
                Some(Cmd::Prosody(p)) => {
                    self.prosody = p;
                    apply(&mut tts, p);
                }
                Some(other) => self.setting(other),
                None => {}
            }
        }
    }
}

/// Whether a connection may start a daemon (libspeechd's autospawn), which it does only for the
/// default address: tried with another address, it fails, and the daemon it starts for nothing
/// can make one being started by hand at that moment give up ("already running").
fn may_autospawn() -> bool {
    std::env::var_os("SPEECHD_ADDRESS").is_none()
}

/// Whether speech-dispatcher listens at its address, checked with a connection of our own
/// (cheap: a connection to its socket, closed at once). An address it cannot tell counts as
/// reachable.
fn daemon_reachable() -> bool {
    let address = std::env::var("SPEECHD_ADDRESS").ok();
    let path = match address.as_deref() {
        Some(a) if a.starts_with("unix_socket:") => std::path::PathBuf::from(&a["unix_socket:".len()..]),
        Some(a) if a.starts_with("inet_socket:") => {
            use std::net::ToSocketAddrs;
            let hostport = &a["inet_socket:".len()..];
            // A host that does not answer must not hold up the speech thread.
            return hostport.to_socket_addrs().is_ok_and(|mut all| {
                all.any(|addr| std::net::TcpStream::connect_timeout(&addr, Duration::from_millis(500)).is_ok())
            });
        }
        Some(_) => return true,
        None => match std::env::var_os("XDG_RUNTIME_DIR") {
            Some(dir) => std::path::Path::new(&dir).join("speech-dispatcher/speechd.sock"),
            None => return true,
        },
    };
    std::os::unix::net::UnixStream::connect(path).is_ok()
}

/// The speech engine's voices for a language: `(name, language tag)`, the plainest first.
pub fn list_voices(lang: Lang) -> Result<Vec<(String, String)>, String> {
    let tts = tts::Tts::default().map_err(|e| e.to_string())?;
    let list = tts.voices().map_err(|e| e.to_string())?;
    let mut v: Vec<(String, String)> = list
        .iter()
        .map(|v| (v.name(), v.language().to_string()))
        .filter(|(_, l)| l.to_ascii_lowercase().starts_with(lang.code()))
        .collect();
    v.sort_by_key(|(n, _)| (n.contains('+'), n.clone()));
    Ok(v)
}

/// The voice search: connects at once, waits until the speech thread is quiet, reads the voice
/// list, and hands the speech thread the voice of each language. Its connection is kept open
/// for the life of the program: closing it while the other one speaks could deadlock. If the
/// speech thread loses its connection first, the list is never asked for (a query to a dead
/// daemon crashes libspeechd).
fn find_voices(
    tx: Sender<HashMap<Lang, tts::Voice>>,
    found: Sender<HashMap<Lang, String>>,
    remembered: HashMap<Lang, String>,
    connected: Sender<()>,
    go: Receiver<()>,
) {
    let tts = tts::Tts::default();
    let _ = connected.send(());
    let Ok(tts) = tts else { return };
    if go.recv().is_ok()
        && let Ok(list) = tts.voices()
    {
        let pairs: Vec<(String, String)> = list.iter().map(|v| (v.name(), v.language().to_string())).collect();
        let mut chosen = HashMap::new();
        let mut names = HashMap::new();
        for lang in Lang::ALL {
            if let Some(name) = pick_voice(&pairs, lang, remembered.get(&lang).map(String::as_str))
                && let Some(v) = list.iter().find(|v| v.name() == name)
            {
                names.insert(lang, name.to_owned());
                chosen.insert(lang, v.clone());
            }
        }
        let _ = tx.send(chosen);
        let _ = found.send(names);
    }
    std::mem::forget(tts);
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn messages_given_while_speech_is_down_are_neither_heard_nor_cut() {
        let (notices, notices_rx) = mpsc::channel();
        let (_, voices_rx) = mpsc::channel();
        let (tx, rx) = mpsc::channel();
        let shared = Arc::new(Shared::default());
        let mut worker = Worker::new(notices, Lang::En, Prosody::default(), Arc::clone(&shared), None, None);
        let mut sink = SpeechSink {
            tx: Some(tx),
            notices_rx,
            voices_rx,
            chosen: HashMap::new(),
            notices: Vec::new(),
            shared: Arc::clone(&shared),
            given: 0,
        };
        let m = Message { channel: Channel::Table, text: "x".into(), detail: None, earcon: None, id: None };
        let tick = Duration::from_millis(20);
        // Three messages; two said to their end, the third cut by a key.
        for _ in 0..3 {
            sink.say(&m, "x", false);
        }
        assert!(worker.pause(&rx, tick, true));
        assert_eq!(worker.queue.len(), 3);
        shared.heard.store(2, Ordering::SeqCst);
        assert_eq!(sink.stop(), 1);
        // A fourth is waiting when the daemon dies: dropped, not heard.
        sink.say(&m, "x", false);
        assert!(worker.pause(&rx, tick, true));
        worker.go_down(Notice::SpeechLost("gone".into()));
        assert!(!sink.is_alive());
        assert_eq!(sink.take_notices(), vec![Notice::SpeechLost("gone".into())]);
        assert_eq!(sink.stop(), 0, "nothing is being said while speech is down");
        // Two more while speech is down: dropped.
        sink.say(&m, "x", false);
        sink.say(&m, "x", false);
        assert!(worker.pause(&rx, tick, false));
        assert!(worker.queue.is_empty());
        assert_eq!(shared.heard.load(Ordering::SeqCst), 2, "nothing said while down counts as heard");
        // Speech is back (as `speak_with` marks it): nothing in hand, then a seventh message,
        // cut before its end, then heard.
        shared.down.store(false, Ordering::SeqCst);
        assert!(sink.is_alive());
        assert_eq!(sink.stop(), 0, "messages dropped while down are not cut by a key");
        sink.say(&m, "x", false);
        assert_eq!(sink.stop(), 1);
        shared.heard.fetch_max(7, Ordering::SeqCst);
        assert_eq!(sink.stop(), 0);
    }

    #[test]
    fn a_remembered_voice_wins_while_it_exists() {
        assert_eq!(pick_voice(&list(), Lang::En, Some("English (America)+Max")), Some("English (America)+Max"));
        assert_eq!(pick_voice(&list(), Lang::Fr, Some("Gone")), Some("French (France)"));
        assert_eq!(pick_voice(&[], Lang::Fr, None), None);
    }
}
