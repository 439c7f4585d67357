//! The speech thread: its connection to speech-dispatcher comes and goes (the daemon may start
//! late, die, or come back), its queue and settings stay; and the voices of each language,
//! searched for once the table is quiet.

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
    pub(super) fn new(
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

    pub(super) fn run(mut self, rx: Receiver<Cmd>) {
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
        self.shared.over.fetch_max(self.received, Ordering::SeqCst);
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
        // The longest the message being said may take (see `longest_to_say`).
        let mut limit = Duration::ZERO;
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
                // An engine that never finishes (no audio output at all) is given up on, once
                // the message has had twice the time it may take to say.
                if silent_for > (STALL + 2 * limit).as_millis() as u64 {
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
                limit = longest_to_say(&text, self.prosody.rate);
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
pub(super) fn may_autospawn() -> bool {
    std::env::var_os("SPEECHD_ADDRESS").is_none()
}

/// Whether speech-dispatcher listens at its address, checked with a connection of our own
/// (cheap: a connection to its socket, closed at once). An address it cannot tell counts as
/// reachable.
pub(super) fn daemon_reachable() -> bool {
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

/// When the audio server cannot be asked: the longest a PulseAudio stream asking for no
/// particular latency holds (its default target is two seconds).
const UNKNOWN_TAIL: Duration = Duration::from_millis(2000);

/// How long the table's last words take to leave the speakers once the engine says it has
/// finished: what the audio server still holds of speech-dispatcher's streams (the sound they
/// have buffered, and their sink's own latency), read from `pactl list sink-inputs` (about 5 ms).
/// speech-dispatcher's streams ask for a low latency: a few milliseconds on a null sink, tens on
/// a sound card. Without an audio server to ask, or without those streams, the longest a stream
/// may hold ([`UNKNOWN_TAIL`]).
pub(super) fn sound_tail() -> Duration {
    let listed = std::process::Command::new("pactl")
        .args(["list", "sink-inputs"])
        .env("LC_ALL", "C")
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .output();
    match listed {
        Ok(out) if out.status.success() => {
            speechd_latency(&String::from_utf8_lossy(&out.stdout)).unwrap_or(UNKNOWN_TAIL)
        }
        _ => UNKNOWN_TAIL,
    }
}

/// The longest latency (buffer and sink) of speech-dispatcher's streams in `pactl list
/// sink-inputs`; `None` when it has none.
fn speechd_latency(text: &str) -> Option<Duration> {
    let usec = |line: &str, key: &str| line.strip_prefix(key)?.trim().strip_suffix("usec")?.trim().parse::<u64>().ok();
    let mut longest = None;
    for input in text.split("Sink Input #").skip(1) {
        let lines = || input.lines().map(str::trim);
        let speechd = lines().any(|l| {
            l.strip_prefix("application.name = ").is_some_and(|n| n.trim_matches('"').starts_with("speech-dispatcher"))
        });
        if !speechd {
            continue;
        }
        let buffer = lines().find_map(|l| usec(l, "Buffer Latency:")).unwrap_or(0);
        let sink = lines().find_map(|l| usec(l, "Sink Latency:")).unwrap_or(0);
        let total = Duration::from_micros(buffer + sink);
        longest = Some(longest.map_or(total, |l: Duration| l.max(total)));
    }
    longest
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

    #[test]
    fn the_tail_is_the_longest_latency_of_speech_dispatchers_streams() {
        let text = "Sink Input #2\n\tDriver: protocol-native.c\n\tSink: 0\n\tBuffer Latency: 0 usec\n\t\
                    Sink Latency: 175 usec\n\tProperties:\n\t\tapplication.name = \"speech-dispatcher-dummy\"\n\
                    Sink Input #4\n\tBuffer Latency: 38400 usec\n\tSink Latency: 24150 usec\n\tProperties:\n\t\t\
                    application.name = \"speech-dispatcher-espeak-ng\"\n\
                    Sink Input #7\n\tBuffer Latency: 2000000 usec\n\tSink Latency: 150 usec\n\tProperties:\n\t\t\
                    application.name = \"pacat\"\n";
        assert_eq!(speechd_latency(text), Some(Duration::from_micros(62_550)));
        assert_eq!(speechd_latency("Sink Input #7\n\tBuffer Latency: 5 usec\n\tapplication.name = \"pacat\"\n"), None);
        assert_eq!(speechd_latency(""), None);
    }

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
