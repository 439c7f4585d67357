//! Native speech through the `tts` crate (speech-dispatcher on Linux), on a thread of its own.
//!
//! The game never waits for the speech engine: messages go to the speech thread through a
//! channel, and every wait for an answer has a timeout. The voice list takes seconds to read,
//! so it is never on the way to the first word: speech starts with the engine's default voice,
//! the list is read once by a second connection in the background, and the voice of the
//! table's language is set when the speech thread is idle. The names of the voices chosen are
//! kept (see [`SpeechSink::chosen_voices`]) so that the same ones are picked next time.

use super::{Notice, Sink};
use crate::announce::{Channel, Lang, Message};
use std::collections::HashMap;
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

/// How long the speech thread may take to answer before it counts as stuck in the engine.
const STUCK: Duration = Duration::from_secs(2);

/// How long an utterance may go without any news from the engine before speech is given up.
const STALL_MS: u64 = 15_000;

/// How long the voice search waits for the first words before starting anyway.
const VOICE_SEARCH_DELAY: Duration = Duration::from_secs(3);

/// How long the engine must stay silent, after its last word, to count as idle.
const QUIET_MS: u64 = 800;

enum Cmd {
    Speak(String, bool),
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
    /// still shows them).
    pub fn start(lang: Lang, prosody: Prosody, remembered: HashMap<Lang, String>) -> SpeechSink {
        let (tx, rx) = mpsc::channel();
        let (ntx, notices_rx) = mpsc::channel();
        let (vtx, voices_rx) = mpsc::channel();
        let worker_ntx = ntx.clone();
        // The voice search starts once the first words are out (or after a few seconds): the
        // daemon is slow to list thousands of voices, and the first word must not wait for it.
        let (go, go_rx) = mpsc::channel::<()>();
        let worker_go = go.clone();
        let begun = Arc::new(AtomicU64::new(0));
        let worker_begun = Arc::clone(&begun);
        let spawned = thread::Builder::new()
            .name("vigie-speech".into())
            .spawn(move || worker(rx, worker_ntx, lang, prosody, worker_go, worker_begun));
        let tx = match spawned {
            Ok(_) => Some(tx),
            Err(e) => {
                let _ = ntx.send(Notice::SpeechUnavailable(e.to_string()));
                None
            }
        };
        if let Some(tx) = &tx {
            let tx = tx.clone();
            let _ = thread::Builder::new().name("vigie-voices".into()).spawn(move || {
                let _ = go_rx.recv_timeout(VOICE_SEARCH_DELAY);
                find_voices(tx, vtx, remembered)
            });
        }
        SpeechSink { tx, notices_rx, voices_rx, chosen: HashMap::new(), notices: Vec::new(), go: Some(go), begun }
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
            self.send(Cmd::Speak(text.to_owned(), interrupt));
        }
    }

    fn stop(&mut self) {
        self.send(Cmd::Stop);
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

/// The speech thread: owns the engine's connection.
fn worker(
    rx: Receiver<Cmd>,
    notices: Sender<Notice>,
    mut lang: Lang,
    prosody: Prosody,
    go: Sender<()>,
    begun: Arc<AtomicU64>,
) {
    let mut go = Some(go);
    let mut tts = match tts::Tts::default() {
        Ok(t) => t,
        Err(e) => {
            let _ = notices.send(Notice::SpeechUnavailable(e.to_string()));
            return;
        }
    };
    let start = Instant::now();
    let millis = move || start.elapsed().as_millis() as u64;
    // Utterances finished (ended or cut), and the last moment the engine said anything.
    let finished = Arc::new(AtomicU64::new(0));
    let activity = Arc::new(AtomicU64::new(0));
    for register in [tts::Tts::on_utterance_end, tts::Tts::on_utterance_stop] {
        let f = Arc::clone(&finished);
        let a = Arc::clone(&activity);
        let _ = register(
            &tts,
            Some(Box::new(move |_| {
                f.fetch_add(1, Ordering::SeqCst);
                a.store(millis(), Ordering::SeqCst);
            })),
        );
    }
    {
        let a = Arc::clone(&activity);
        let b = Arc::clone(&begun);
        let _ = tts.on_utterance_begin(Some(Box::new(move |_| {
            a.store(millis(), Ordering::SeqCst);
            b.fetch_add(1, Ordering::SeqCst);
        })));
    }
    let mut spoken: u64 = 0;
    let apply = |tts: &mut tts::Tts, p: Prosody| {
        let _ = tts.set_rate(p.rate);
        let _ = tts.set_volume(p.volume);
        let _ = tts.set_pitch(p.pitch);
    };
    apply(&mut tts, prosody);
    let mut voices: HashMap<Lang, tts::Voice> = HashMap::new();
    let mut voice_set: Option<Lang> = None;
    let mut waiting: Vec<(Sender<bool>, Instant)> = Vec::new();
    let mut last_probe = 0;
    loop {
        // Idle when every utterance has finished; or, since a cut does not always report each
        // queued utterance, when the engine is silent and has said nothing for a while.
        let quiet =
            !tts.is_speaking().unwrap_or(false) && millis().saturating_sub(activity.load(Ordering::SeqCst)) > QUIET_MS;
        let idle = finished.load(Ordering::SeqCst) >= spoken || quiet;
        if idle
            && spoken > 0
            && let Some(go) = go.take()
        {
            let _ = go.send(());
        }
        if !idle && !waiting.is_empty() {
            let silent_for = millis().saturating_sub(activity.load(Ordering::SeqCst));
            // A daemon that died mid-sentence never says the sentence ended: ask it something.
            // (Not through the connection: libspeechd crashes on a query to a dead daemon.)
            if silent_for > 1000 && silent_for / 1000 != last_probe {
                last_probe = silent_for / 1000;
                if !daemon_reachable() {
                    return give_up(tts, &notices, "the speech daemon is gone");
                }
            }
            // An engine that never finishes (no audio output at all) is given up on.
            if silent_for > STALL_MS {
                return give_up(tts, &notices, "the speech engine never finished speaking");
            }
        }
        // Answer those waiting for the end of speech.
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
        let cmd = match rx.recv_timeout(Duration::from_millis(if waiting.is_empty() { 200 } else { 10 })) {
            Ok(c) => Some(c),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => return,
        };
        match cmd {
            Some(Cmd::Speak(_, _)) if !daemon_reachable() => {
                return give_up(tts, &notices, "the speech daemon is gone");
            }
            Some(Cmd::Speak(text, interrupt)) => match tts.speak(text, interrupt) {
                Ok(_) => {
                    spoken += 1;
                    activity.store(millis(), Ordering::SeqCst);
                }
                Err(e) => {
                    let _ = notices.send(Notice::SpeechLost(e.to_string()));
                    return;
                }
            },
            Some(Cmd::Stop) => {
                let _ = tts.stop();
            }
            Some(Cmd::Lang(l)) => lang = l,
            Some(Cmd::Prosody(p)) => apply(&mut tts, p),
            Some(Cmd::Voices(v)) => voices = v,
            Some(Cmd::WaitIdle(reply, deadline)) => waiting.push((reply, deadline)),
            None => {
                // Idle: the moment to set the language's voice, which takes a while.
                if idle
                    && voice_set != Some(lang)
                    && let Some(v) = voices.get(&lang)
                {
                    let _ = tts.set_voice(v);
                    apply(&mut tts, prosody);
                    voice_set = Some(lang);
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

/// Reads the voice list on a connection of its own, and hands the speech thread the voice of
/// each language.
fn find_voices(tx: Sender<Cmd>, found: Sender<HashMap<Lang, String>>, remembered: HashMap<Lang, String>) {
    let Ok(tts) = tts::Tts::default() else { return };
    let Ok(list) = tts.voices() else { return };
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
