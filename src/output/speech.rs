//! Native speech through the `tts` crate (speech-dispatcher on Linux), on a thread of its own.
//!
//! The game never waits for the speech engine: messages go to the speech thread through a
//! channel, and every wait for an answer has a timeout. The speech thread keeps its own queue
//! and hands the engine one message at a time, so it always knows what is being said: a cut
//! empties the queue and stops the current message, a sound cue plays just before its words,
//! and an engine that stops answering is noticed within seconds.
//!
//! The voice list takes seconds to read, so it is never on the way to the first word: speech
//! starts with the engine's default voice, the list is read by a second connection once the
//! first words are out, and the voice of the table's language is set when the speech thread is
//! idle. The voices chosen are kept (see [`SpeechSink::chosen_voices`]) for next time.

use super::sound::Cue;
use super::{Notice, Sink};
use crate::announce::{Channel, Earcon, Lang, Message};
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// Speech rate, volume and pitch, each -100 to 100 as speech-dispatcher counts them (volume 100
/// is the normal level).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prosody {
    pub rate: f32,
    pub volume: f32,
    pub pitch: f32,
}

impl Default for Prosody {
    fn default() -> Self {
        Prosody { rate: 0.0, volume: 100.0, pitch: 0.0 }
    }
}

/// How long the speech thread may take to answer before it counts as stuck in the engine
/// (setting a voice alone takes the engine about two seconds).
const STUCK: Duration = Duration::from_secs(6);

/// How long a message may go without any news from the engine before speech is given up.
const STALL: Duration = Duration::from_secs(15);

/// How long the engine has to report a cut message before it is taken as done.
const CUT_REPORT: Duration = Duration::from_millis(500);

/// How long the voice search waits for the first words before starting in a quiet moment anyway.
const VOICE_SEARCH_DELAY: Duration = Duration::from_secs(3);

/// Connections tried, a daemon listening but not answering, before speech is given up.
const CONNECT_ATTEMPTS: u32 = 5;

/// How long the speech thread waits for the voice search's connection before speaking.
const CONNECT_WAIT: Duration = Duration::from_secs(2);

enum Cmd {
    Speak(String, bool, Option<Earcon>),
    Stop,
    Lang(Lang),
    Prosody(Prosody),
    Voices(HashMap<Lang, tts::Voice>),
    WaitIdle(Sender<bool>, Instant),
}

/// Speaks the table's messages aloud.
pub struct SpeechSink {
    tx: Option<Sender<Cmd>>,
    notices_rx: Receiver<Notice>,
    voices_rx: Receiver<HashMap<Lang, String>>,
    chosen: HashMap<Lang, String>,
    notices: Vec<Notice>,
    go: Option<Sender<()>>,
    begun: Arc<AtomicU64>,
    /// Messages given to the speech thread so far.
    given: u64,
    /// Messages said to their end so far, counted in the order they were given.
    heard: Arc<AtomicU64>,
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
    /// Starts the speech thread and, beside it, the search for the voices. Returns at once:
    /// if the engine cannot be reached, a notice says so and messages are dropped (the screen
    /// still shows them). With `cues`, each message's sound cue is played just before its words.
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
        let (go, go_rx) = mpsc::channel::<()>();
        let (connected_tx, connected_rx) = mpsc::channel::<()>();
        let begun = Arc::new(AtomicU64::new(0));
        // The voice search connects first: opening a connection while another one is speaking
        // can deadlock inside the tts crate (two locks taken in opposite orders).
        if let Some(remembered) = remembered {
            let search_tx = tx.clone();
            let _ = thread::Builder::new().name("vigie-voices".into()).spawn(move || {
                find_voices(search_tx, vtx, remembered, connected_tx, go_rx);
            });
        }
        let heard = Arc::new(AtomicU64::new(0));
        let worker = Worker {
            notices: ntx.clone(),
            lang,
            prosody,
            go: Some(go.clone()),
            begun: Arc::clone(&begun),
            heard: Arc::clone(&heard),
            cues,
        };
        let spawned = thread::Builder::new().name("vigie-speech".into()).spawn(move || worker.run(rx, connected_rx));
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
            go: Some(go),
            begun,
            given: 0,
            heard,
        }
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
        if let Some(go) = self.go.take() {
            let _ = go.send(());
        }
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
        self.begun.load(Ordering::SeqCst)
    }

    /// True while speech is working.
    pub fn is_alive(&mut self) -> bool {
        self.collect();
        self.tx.is_some()
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
            if matches!(n, Notice::SpeechUnavailable(_) | Notice::SpeechLost(_)) {
                self.tx = None;
            }
            self.notices.push(n);
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
            self.send(Cmd::Speak(text.to_owned(), interrupt, m.earcon));
        }
    }

    fn stop(&mut self) -> usize {
        if self.tx.is_none() {
            // Speech is gone: nothing was being said (the screen shows everything).
            return 0;
        }
        // A message whose end is reported just after this counts as cut: said again rather than lost.
        let unheard = self.given.saturating_sub(self.heard.load(Ordering::SeqCst));
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

/// What the speech thread starts with.
struct Worker {
    notices: Sender<Notice>,
    lang: Lang,
    prosody: Prosody,
    go: Option<Sender<()>>,
    begun: Arc<AtomicU64>,
    /// Messages said to their end, counted in the order they came.
    heard: Arc<AtomicU64>,
    cues: Option<Sender<Cue>>,
}

impl Worker {
    /// The speech thread: owns the engine's connection and the queue of messages.
    fn run(mut self, rx: Receiver<Cmd>, connected: Receiver<()>) {
        // A daemon busy with another client (listing its voices, say) may not take a new
        // connection at once: try a few times before giving up on speech.
        let mut attempts = 0;
        let mut tts = loop {
            match tts::Tts::default() {
                Ok(t) => break t,
                Err(_) if attempts < CONNECT_ATTEMPTS && daemon_reachable() => {
                    attempts += 1;
                    thread::sleep(Duration::from_millis(300));
                }
                Err(e) => {
                    let _ = self.notices.send(Notice::SpeechUnavailable(e.to_string()));
                    return;
                }
            }
        };
        // No word before the voice search has its connection (see `SpeechSink::start`).
        let _ = connected.recv_timeout(CONNECT_WAIT);
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
            let heard = Arc::clone(&self.heard);
            let _ = register(
                &tts,
                Some(Box::new(move |_| {
                    // Heard first: once `finished` moves, the next message may begin.
                    if to_its_end {
                        heard.fetch_max(said.load(Ordering::SeqCst), Ordering::SeqCst);
                    }
                    f.fetch_add(1, Ordering::SeqCst);
                    a.store(millis(), Ordering::SeqCst);
                })),
            );
        }
        {
            let a = Arc::clone(&activity);
            let b = Arc::clone(&self.begun);
            let _ = tts.on_utterance_begin(Some(Box::new(move |_| {
                a.store(millis(), Ordering::SeqCst);
                b.fetch_add(1, Ordering::SeqCst);
            })));
        }
        let apply = |tts: &mut tts::Tts, p: Prosody| {
            let _ = tts.set_rate(p.rate);
            let _ = tts.set_volume(p.volume);
            let _ = tts.set_pitch(p.pitch);
        };
        apply(&mut tts, self.prosody);
        // Each message with its number, in the order given.
        let mut queue: VecDeque<(u64, String, Option<Earcon>)> = VecDeque::new();
        let mut received: u64 = 0;
        // Messages handed to the engine; each one ends, or is cut, exactly once.
        let mut sent: u64 = 0;
        let mut voices: HashMap<Lang, tts::Voice> = HashMap::new();
        let mut voice_set: Option<Lang> = None;
        let mut waiting: Vec<(Sender<bool>, Instant)> = Vec::new();
        let mut last_probe = Instant::now();
        // When a message was cut: if the engine does not report the cut soon, it is taken as done.
        let mut cut_at: Option<Instant> = None;
        loop {
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
            if busy {
                let silent_for = millis().saturating_sub(activity.load(Ordering::SeqCst));
                // A daemon that died mid-sentence never says the sentence ended: check it with
                // a connection of our own (a query on the dead connection crashes libspeechd).
                if silent_for > 1000 && last_probe.elapsed() > Duration::from_secs(1) {
                    last_probe = Instant::now();
                    if !daemon_reachable() {
                        return give_up(tts, &self.notices, "the speech daemon is gone");
                    }
                }
                // An engine that never finishes (no audio output at all) is given up on.
                if silent_for > STALL.as_millis() as u64 {
                    return give_up(tts, &self.notices, "the speech engine never finished speaking");
                }
            } else if let Some((number, text, cue)) = queue.pop_front() {
                if !daemon_reachable() {
                    return give_up(tts, &self.notices, "the speech daemon is gone");
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
                    Err(e) => {
                        let _ = self.notices.send(Notice::SpeechLost(e.to_string()));
                        return;
                    }
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
            let idle = !busy && queue.is_empty();
            waiting.retain(|(reply, deadline)| {
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
            let cmd = match rx.recv_timeout(Duration::from_millis(if busy || !waiting.is_empty() { 10 } else { 200 })) {
                Ok(c) => Some(c),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return,
            };
            match cmd {
                Some(Cmd::Speak(text, interrupt, cue)) => {
                    if interrupt {
                        queue.clear();
                        if busy {
                            let _ = tts.stop();
                            cut_at = Some(Instant::now());
                        }
                    }
                    received += 1;
                    queue.push_back((received, text, cue));
                }
                Some(Cmd::Stop) => {
                    queue.clear();
                    if busy {
                        let _ = tts.stop();
                        cut_at = Some(Instant::now());
                    }
                }
                Some(Cmd::Lang(l)) => self.lang = l,
                Some(Cmd::Prosody(p)) => {
                    self.prosody = p;
                    apply(&mut tts, p);
                }
                Some(Cmd::Voices(v)) => voices = v,
                Some(Cmd::WaitIdle(reply, deadline)) => waiting.push((reply, deadline)),
                None => {
                    // Idle: the moment to set the language's voice, which takes a while.
                    if idle
                        && voice_set != Some(self.lang)
                        && let Some(v) = voices.get(&self.lang)
                    {
                        let _ = tts.set_voice(v);
                        apply(&mut tts, self.prosody);
                        voice_set = Some(self.lang);
                    }
                }
            }
        }
    }
}

/// Ends the speech thread after the engine failed, telling why. The connection is leaked on
/// purpose: closing a connection to a dead daemon can crash inside libspeechd.
fn give_up(tts: tts::Tts, notices: &Sender<Notice>, why: &str) {
    let _ = notices.send(Notice::SpeechLost(why.to_owned()));
    std::mem::forget(tts);
}

/// Whether speech-dispatcher still listens where the connection was made, checked with a
/// connection of our own. An address it cannot tell counts as reachable.
fn daemon_reachable() -> bool {
    let address = std::env::var("SPEECHD_ADDRESS").ok();
    let path = match address.as_deref() {
        Some(a) if a.starts_with("unix_socket:") => std::path::PathBuf::from(&a["unix_socket:".len()..]),
        Some(a) if a.starts_with("inet_socket:") => {
            let hostport = &a["inet_socket:".len()..];
            return std::net::TcpStream::connect(hostport).is_ok();
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

/// The voice search: connects at once, waits for the first words (or a few seconds), reads the
/// voice list, and hands the speech thread the voice of each language. Its connection is kept
/// open for the life of the program: closing it while the other one speaks could deadlock.
fn find_voices(
    tx: Sender<Cmd>,
    found: Sender<HashMap<Lang, String>>,
    remembered: HashMap<Lang, String>,
    connected: Sender<()>,
    go: Receiver<()>,
) {
    let tts = tts::Tts::default();
    let _ = connected.send(());
    let Ok(tts) = tts else { return };
    // Until the speech thread is quiet (it ends the wait; so does its end).
    let _ = go.recv();
    if let Ok(list) = tts.voices() {
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
        let _ = tx.send(Cmd::Voices(chosen));
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

    #[test]
    fn a_remembered_voice_wins_while_it_exists() {
        assert_eq!(pick_voice(&list(), Lang::En, Some("English (America)+Max")), Some("English (America)+Max"));
        assert_eq!(pick_voice(&list(), Lang::Fr, Some("Gone")), Some("French (France)"));
        assert_eq!(pick_voice(&[], Lang::Fr, None), None);
    }
}
