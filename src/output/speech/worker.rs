//! The speech thread: its connection to the speech service comes and goes (speech-dispatcher
//! may start late, die, or come back), its queue and settings stay; and the voices of each
//! language, searched for once the table is quiet. The service is the [`Backend`] the binary
//! chose: the thread asks it to connect, whether it is there, and how long its sound lingers.

use super::*;

/// How a spell of speech ended.
pub(super) enum Ended {
    /// The sink is gone: the program is ending.
    Quit,
    /// The engine failed (why); speech is down until the daemon can be reached again.
    Lost(String),
}

/// The speech thread: its connection comes and goes, its queue and settings stay.
pub(super) struct Worker {
    backend: Arc<dyn Backend>,
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
    voices_rx: Option<Receiver<HashMap<Lang, Voice>>>,
    voices: HashMap<Lang, Voice>,
    /// Each message with its number, in the order given.
    queue: VecDeque<(u64, String, Option<Earcon>)>,
    /// The number of the last message received.
    received: u64,
    waiting: Vec<(Sender<bool>, Instant)>,
    /// The languages already said to have no voice.
    no_voice: Vec<Lang>,
}

impl Worker {
    /// A speech thread's state before it starts: nothing queued, no voice yet.
    pub(super) fn new(
        backend: Arc<dyn Backend>,
        notices: Sender<Notice>,
        lang: Lang,
        prosody: Prosody,
        shared: Arc<Shared>,
        cues: Option<Sender<Cue>>,
        search: Option<(HashMap<Lang, String>, Sender<VoiceNames>)>,
    ) -> Worker {
        Worker {
            backend,
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
            no_voice: Vec::new(),
        }
    }

    pub(super) fn run(mut self, rx: Receiver<Cmd>) {
        // The first connection: tried again and again for a few seconds, messages waiting.
        let started = Instant::now();
        let mut connection = loop {
            let why = if self.backend.reachable() || self.backend.may_autospawn() {
                match self.backend.connect() {
                    Ok(t) => break Some(t),
                    Err(e) => e,
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
        self.shared.set_connecting(connection.is_some());
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
                    wait_for_restart = self.backend.reachable();
                }
            }
        }
    }

    /// Speech is down: says why, drops what waits to be said, and answers those waiting. The
    /// notice is sent first: whoever was waiting for the quiet reads the notices as soon as it
    /// is answered (`vigie say`, a script's end), and must find it there.
    fn go_down(&mut self, why: Notice) {
        self.shared.down.store(true, Ordering::SeqCst);
        self.shared.dropped.fetch_max(self.received, Ordering::SeqCst);
        self.shared.over.fetch_max(self.received, Ordering::SeqCst);
        self.queue.clear();
        // The voice search of a lost connection must never query it.
        self.go = None;
        self.voices_rx = None;
        let _ = self.notices.send(why);
        self.answer_waiting(true);
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
                        self.shared.over.fetch_max(number, Ordering::SeqCst);
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
    fn look_again(&mut self, rx: &Receiver<Cmd>, mut wait_for_restart: bool) -> Option<Box<dyn Engine>> {
        let mut last_spawn = Instant::now();
        loop {
            if !self.pause(rx, HEARTBEAT, false) {
                return None;
            }
            let reachable = self.backend.reachable();
            if !reachable {
                wait_for_restart = false;
            }
            // No daemon at the default address: now and then let libspeechd start one.
            let spawn = !reachable && self.backend.may_autospawn() && last_spawn.elapsed() >= RESPAWN;
            if spawn {
                last_spawn = Instant::now();
            }
            if (reachable && !wait_for_restart) || spawn {
                self.shared.set_connecting(true);
                if let Ok(t) = self.backend.connect() {
                    return Some(t);
                }
                self.shared.set_connecting(false);
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
        let backend = Arc::clone(&self.backend);
        let spawned = thread::Builder::new().name("vigie-voices".into()).spawn(move || {
            find_voices(backend.as_ref(), voices_tx, names, remembered, connected_tx, go_rx);
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
    fn speak_with(&mut self, mut tts: Box<dyn Engine>, rx: &Receiver<Cmd>) -> Ended {
        // The voice search connects before the first word (see `start_voice_search`).
        self.start_voice_search();
        self.shared.down.store(false, Ordering::SeqCst);
        // A daemon just started is still slow at its first words (setting the rate, the first
        // message): the speech thread counts as connecting until it has handed one over, or
        // has nothing to say.
        let mut warming = true;
        let start = Instant::now();
        let millis = move || start.elapsed().as_millis() as u64;
        // Messages finished (ended or cut), and the last moment the engine said anything.
        let finished = Arc::new(AtomicU64::new(0));
        let activity = Arc::new(AtomicU64::new(0));
        // The number (in the order given) of the message the engine is saying now.
        let speaking = Arc::new(AtomicU64::new(0));
        // An engine that reports nothing (a screen reader) has said each message once given it.
        let reports_end = tts.reports_end();
        let end = |to_its_end: bool| -> Callback {
            let f = Arc::clone(&finished);
            let a = Arc::clone(&activity);
            let said = Arc::clone(&speaking);
            let shared = Arc::clone(&self.shared);
            Box::new(move || {
                // Heard first: once `finished` moves, the next message may begin.
                if to_its_end {
                    shared.heard.fetch_max(said.load(Ordering::SeqCst), Ordering::SeqCst);
                }
                f.fetch_add(1, Ordering::SeqCst);
                a.store(millis(), Ordering::SeqCst);
            })
        };
        let (ended, stopped) = (end(true), end(false));
        let began: Callback = {
            let a = Arc::clone(&activity);
            let shared = Arc::clone(&self.shared);
            Box::new(move || {
                a.store(millis(), Ordering::SeqCst);
                shared.begun.fetch_add(1, Ordering::SeqCst);
            })
        };
        tts.on_events(began, ended, stopped);
        tts.set_prosody(self.prosody);
        // Messages handed to the engine; each one ends, or is cut, exactly once.
        let mut sent: u64 = 0;
        let mut voice_set: Option<Lang> = None;
        let mut last_probe = Instant::now();
        // When a message was cut: if the engine does not report the cut soon, it is taken as done.
        let mut cut_at: Option<Instant> = None;
        // The longest the message being said may take (see `longest_to_say`).
        let mut limit = Duration::ZERO;
        // A connection of a dead daemon is leaked on purpose: closing it can crash inside libspeechd.
        let lost = |tts: Box<dyn Engine>, why: &str| {
            tts.forget();
            Ended::Lost(why.to_owned())
        };
        loop {
            tts.poll();
            if let Some(v) = self.voices_rx.as_ref().and_then(|r| r.try_recv().ok()) {
                self.voices = v;
            }
            // Voices found, none of the language in use: said once (its default voice speaks).
            // A screen reader lists none: it speaks with its own.
            if !self.voices.is_empty() && !self.voices.contains_key(&self.lang) && !self.no_voice.contains(&self.lang) {
                self.no_voice.push(self.lang);
                let _ = self.notices.send(Notice::NoVoice(self.lang.code().to_owned()));
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
            // What is over: everything before the message being said, or, when the engine is
            // idle, before the first one waiting (a message cut before it began is over too).
            let over = if busy {
                speaking.load(Ordering::SeqCst).saturating_sub(1)
            } else {
                self.queue.front().map_or(self.received, |(number, ..)| number.saturating_sub(1))
            };
            self.shared.over.fetch_max(over, Ordering::SeqCst);
            // Quiet: the moment to set the language's voice, which takes a while (before any
            // wait for the quiet is answered: a batch said at once waits for its voice).
            if !busy
                && self.queue.is_empty()
                && voice_set != Some(self.lang)
                && let Some(v) = self.voices.get(&self.lang)
            {
                self.shared.set_connecting(true);
                let _ = tts.set_voice(v);
                tts.set_prosody(self.prosody);
                self.shared.set_connecting(false);
                voice_set = Some(self.lang);
                continue;
            }
            let silent_for = millis().saturating_sub(activity.load(Ordering::SeqCst));
            // A daemon that died never says so, mid-sentence or while nothing is said: check it
            // every second with a connection of our own (a query on the dead connection crashes
            // libspeechd), unless the engine spoke within the last second.
            if (!busy || silent_for > 1000) && last_probe.elapsed() >= HEARTBEAT {
                last_probe = Instant::now();
                if !self.backend.reachable() {
                    return lost(tts, "the speech daemon is gone");
                }
            }
            if busy {
                // An engine that never finishes (no audio output at all) is given up on, once
                // the message has had twice the time it may take to say.
                if silent_for > (STALL + 2 * limit).as_millis() as u64 {
                    return lost(tts, "the speech engine never finished speaking");
                }
            } else if self.queue.front().is_some_and(|(number, ..)| self.shared.holds(*number)) {
                // A secret is being said privately: the table waits for it.
            } else if let Some((number, text, cue)) = self.queue.pop_front() {
                if !self.backend.reachable() {
                    // Not said: dropped with the rest of the queue.
                    self.received = self.received.max(number);
                    return lost(tts, "the speech daemon is gone");
                }
                if let (Some(c), Some(cues)) = (cue, &self.cues) {
                    let _ = cues.send(Cue::Play(c));
                }
                speaking.store(number, Ordering::SeqCst);
                limit = longest_to_say(&text, self.prosody.rate);
                let spoken = tts.speak(&text);
                if warming {
                    warming = false;
                    self.shared.set_connecting(false);
                }
                match spoken {
                    Ok(()) => {
                        sent += 1;
                        activity.store(millis(), Ordering::SeqCst);
                        if !reports_end {
                            // Handed over is said, for an engine that never tells.
                            self.shared.begun.fetch_add(1, Ordering::SeqCst);
                            self.shared.heard.fetch_max(number, Ordering::SeqCst);
                            finished.fetch_add(1, Ordering::SeqCst);
                        }
                    }
                    Err(e) => return lost(tts, &e),
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
            if idle && warming {
                warming = false;
                self.shared.set_connecting(false);
            }
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
                        } else if !reports_end {
                            // What it is saying is unknown: it is told to stop all the same.
                            let _ = tts.stop();
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
                    } else if !reports_end {
                        let _ = tts.stop();
                    }
                }
                Some(Cmd::Prosody(p)) => {
                    self.prosody = p;
                    tts.set_prosody(p);
                }
                Some(other) => self.setting(other),
                None => {}
            }
        }
    }
}

impl Drop for Worker {
    /// A speech thread that panics says speech is lost and answers those waiting, as a loss
    /// does: a secret waiting for the table's quiet is not held up until its deadline.
    fn drop(&mut self) {
        if thread::panicking() {
            self.go_down(Notice::SpeechLost("the speech thread stopped".into()));
        }
    }
}

/// The speech engine's voices for a language: `(name, language tag)`, the plainest first.
pub fn list_voices(backend: &dyn Backend, lang: Lang) -> Result<Vec<(String, String)>, String> {
    let engine = backend.connect()?;
    let list = engine.voices()?;
    let mut v: Vec<(String, String)> = list
        .into_iter()
        .map(|v| (v.name, v.language))
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
    backend: &dyn Backend,
    tx: Sender<HashMap<Lang, Voice>>,
    found: Sender<HashMap<Lang, String>>,
    remembered: HashMap<Lang, String>,
    connected: Sender<()>,
    go: Receiver<()>,
) {
    let engine = backend.connect();
    let _ = connected.send(());
    let Ok(engine) = engine else { return };
    if go.recv().is_ok()
        && let Ok(list) = engine.voices()
    {
        let pairs: Vec<(String, String)> = list.iter().map(|v| (v.name.clone(), v.language.clone())).collect();
        let mut chosen = HashMap::new();
        let mut names = HashMap::new();
        for lang in Lang::ALL {
            if let Some(name) = pick_voice(&pairs, lang, remembered.get(&lang).map(String::as_str))
                && let Some(v) = list.iter().find(|v| v.name == name)
            {
                names.insert(lang, name.to_owned());
                chosen.insert(lang, v.clone());
            }
        }
        let _ = tx.send(chosen);
        let _ = found.send(names);
    }
    engine.forget();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_given_while_speech_is_down_are_neither_heard_nor_cut() {
        let (notices, notices_rx) = mpsc::channel();
        let (_, voices_rx) = mpsc::channel();
        let (tx, rx) = mpsc::channel();
        let shared = Arc::new(Shared::default());
        let (backend, _) = Recording::new(Duration::ZERO);
        let mut worker =
            Worker::new(Arc::new(backend), notices, Lang::En, Prosody::default(), Arc::clone(&shared), None, None);
        let mut sink = SpeechSink {
            tx: Some(tx),
            notices_rx,
            voices_rx,
            chosen: HashMap::new(),
            notices: Vec::new(),
            shared: Arc::clone(&shared),
            given: 0,
            told_down: false,
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
}
