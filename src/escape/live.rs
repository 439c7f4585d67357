//! Playing the soundtrack live, against the sound device's clock.
//!
//! One audio stream carries everything: a `Player` renders the track a block at a time as the
//! device asks for samples, mixes in the voice said on demand (a key's answer, a question), and
//! counts the samples it has given: that count is the clock. Nothing is timed with sleeps, so
//! the track cannot drift from its timeline; the terminal reads the count to write what happens
//! and to answer the keys. A pause freezes the count; the voice goes on over it.
//!
//! The terminal gets plain lines (one per event, per thing said, per answer), which a screen
//! reader reads as they come; nothing is redrawn.

use super::Failure;
use super::render::{self, Track, TrackNo};
use super::timeline::{RATE, Say, Timeline, ms_at};
use super::{Aids, Words};
use crate::console::Console;
use crate::output::{Sink, SpeechSink};
use crate::vocab::{Channel, Id, Lang, Message, Prosody};
use crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

/// What the live mode starts from.
pub struct Start {
    pub timeline: Timeline,
    /// The language of the voices; asked when `None`.
    pub lang: Option<Lang>,
    /// The language first offered, and of the words before it is chosen.
    pub default_lang: Lang,
    /// The track; asked (with the aids) when `None`.
    pub track: Option<TrackNo>,
    pub aids: Aids,
    pub prosody: Prosody,
    /// Track samples per sample played (1; more only in tests).
    pub speed: u64,
}

/// Samples rendered at a time (23 ms).
const BLOCK: usize = 512;

/// What the terminal tells the player.
enum ToPlayer {
    /// The track to play (silence until `Play`).
    Track(Arc<Track>),
    /// Start, or go on after a pause; when `after_voice`, once the voice being said has ended.
    Play {
        after_voice: bool,
    },
    Pause,
    /// Say these samples now (cutting any voice being said); its number, to know when it ends.
    Voice(Vec<f32>, u64),
}

/// What the player shares with the terminal.
#[derive(Default)]
struct Clock {
    /// The next sample of the track to be played.
    pos: AtomicU64,
    /// The number of the last voice said to its end.
    voice_done: AtomicU64,
}

/// The one source of the audio stream.
struct Player {
    rx: Receiver<ToPlayer>,
    clock: Arc<Clock>,
    track: Option<Arc<Track>>,
    playing: bool,
    after_voice: bool,
    voice: Vec<f32>,
    voice_at: usize,
    voice_no: u64,
    speed: u64,
    buf: Vec<f32>,
    at: usize,
}

impl Player {
    fn refill(&mut self) {
        while let Ok(m) = self.rx.try_recv() {
            match m {
                ToPlayer::Track(t) => self.track = Some(t),
                ToPlayer::Play { after_voice } => {
                    self.playing = true;
                    self.after_voice = after_voice;
                }
                ToPlayer::Pause => self.playing = false,
                ToPlayer::Voice(v, n) => {
                    self.voice = v;
                    self.voice_at = 0;
                    self.voice_no = n;
                }
            }
        }
        let speaking = self.voice_at < self.voice.len();
        if self.after_voice && !speaking {
            self.after_voice = false;
        }
        match &self.track {
            Some(t) if self.playing && !self.after_voice => {
                let pos = self.clock.pos.load(Ordering::Relaxed);
                t.fill(pos, self.speed, &mut self.buf);
                self.clock.pos.store(pos + BLOCK as u64 * self.speed, Ordering::Release);
            }
            _ => self.buf.fill(0.0),
        }
        for s in self.buf.iter_mut() {
            if let Some(v) = self.voice.get(self.voice_at) {
                *s = (*s + 0.9 * v).clamp(-1.0, 1.0);
                self.voice_at += 1;
            }
        }
        if speaking && self.voice_at >= self.voice.len() {
            self.clock.voice_done.store(self.voice_no, Ordering::Release);
        }
        self.at = 0;
    }
}

impl Iterator for Player {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        if self.at >= self.buf.len() {
            self.refill();
        }
        let s = self.buf[self.at];
        self.at += 1;
        Some(s)
    }
}

impl rodio::Source for Player {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> rodio::ChannelCount {
        std::num::NonZero::<u16>::MIN
    }

    fn sample_rate(&self) -> rodio::SampleRate {
        std::num::NonZero::new(RATE).unwrap_or(std::num::NonZero::<u32>::MIN)
    }

    fn total_duration(&self) -> Option<Duration> {
        None
    }
}

/// How things are said outside the track.
enum Voice {
    /// Rendered by espeak-ng and mixed into the stream.
    Rendered { tx: Sender<ToPlayer>, wpm: u32, sent: u64 },
    /// espeak-ng is missing: the speech engine (speech-dispatcher) says them.
    Engine(SpeechSink),
}

/// A key, as this mode reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Up,
    Down,
    Home,
    End,
    Enter,
    Escape,
    Char(char),
    /// Ctrl+C: stop at once.
    Interrupt,
    Other,
}

fn read_key(wait: Duration) -> Option<Key> {
    // Raw keys again if another thread's panic gave the terminal back.
    crate::console::take_back_if_lost();
    if !event::poll(wait).unwrap_or(false) {
        return None;
    }
    let Ok(Event::Key(k)) = event::read() else { return None };
    if k.kind != KeyEventKind::Press {
        return None;
    }
    Some(match k.code {
        KeyCode::Char('c') if k.modifiers.contains(KeyModifiers::CONTROL) => Key::Interrupt,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Home | KeyCode::PageUp => Key::Home,
        KeyCode::End | KeyCode::PageDown => Key::End,
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Escape,
        KeyCode::Char(c) => Key::Char(c.to_ascii_lowercase()),
        _ => Key::Other,
    })
}

/// The terminal side: lines out, voices, keys.
struct Ui {
    words: Words,
    voice: Voice,
    clock: Arc<Clock>,
}

impl Ui {
    /// Writes a line (raw mode: with its carriage return).
    fn line(&self, text: &str) {
        let mut out = std::io::stdout().lock();
        let _ = write!(out, "{text}\r\n");
        let _ = out.flush();
    }

    /// Says `text` in `lang`, cutting what was being said.
    fn say_in(&mut self, lang: Lang, text: &str) {
        match &mut self.voice {
            Voice::Rendered { tx, wpm, sent } => {
                if let Ok(v) = render::speak(lang, *wpm, text, false) {
                    *sent += 1;
                    let _ = tx.send(ToPlayer::Voice(v, *sent));
                }
            }
            Voice::Engine(sink) => {
                sink.set_lang(lang);
                let m =
                    Message { channel: Channel::Table, text: text.to_owned(), detail: None, earcon: None, id: None };
                sink.say(&m, text, true);
            }
        }
    }

    /// Writes and says `text`.
    fn tell(&mut self, text: &str) {
        self.line(text);
        let lang = self.words.lang();
        self.say_in(lang, text);
    }

    /// Waits (at most `limit`) until what is being said has been said.
    fn wait_voice(&mut self, limit: Duration) {
        match &mut self.voice {
            Voice::Rendered { sent, .. } => {
                let until = Instant::now() + limit;
                while self.clock.voice_done.load(Ordering::Acquire) < *sent && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(10));
                }
            }
            Voice::Engine(sink) => {
                sink.wait_idle(limit);
            }
        }
    }

    /// A menu: says the title and the focused item; Up, Down, Home and End move, Enter
    /// chooses, Escape (or Q) leaves. Each item is said in its own language.
    fn menu(&mut self, title: Option<&str>, items: &[(String, Lang)], focus: usize) -> Option<usize> {
        let mut focus = focus.min(items.len().saturating_sub(1));
        let item = |ui: &Ui, i: usize| {
            let (text, _) = &items[i];
            ui.words.get(
                Id::EscapeItemPosition,
                &[
                    ("item", text.clone().into()),
                    ("position", (i as u32 + 1).into()),
                    ("count", (items.len() as u32).into()),
                ],
            )
        };
        if let Some(t) = title {
            self.line(t);
        }
        let first = item(self, focus);
        self.line(&first);
        let lang = self.words.lang();
        match title {
            Some(t) => self.say_in(lang, &format!("{t}. {first}")),
            None => self.say_in(items[focus].1, &first),
        }
        loop {
            let Some(key) = read_key(Duration::from_millis(100)) else { continue };
            match key {
                Key::Up => focus = (focus + items.len() - 1) % items.len(),
                Key::Down => focus = (focus + 1) % items.len(),
                Key::Home => focus = 0,
                Key::End => focus = items.len() - 1,
                Key::Enter => return Some(focus),
                Key::Escape | Key::Char('q') | Key::Interrupt => return None,
                _ => {}
            }
            let text = item(self, focus);
            self.line(&text);
            self.say_in(items[focus].1, &text);
        }
    }
}

/// Frames of the device's buffer: about 170 ms. The usual 50 ms runs dry when the machine is busy
/// (a build on both cores): each time, the sound device plays silence that the track never
/// makes up, and the track falls behind its timeline (see docs/benchmarks.md). A longer buffer
/// only delays the answer of a key by as much.
const DEVICE_BUFFER: u32 = 8_192;

/// Opens the default sound device (through ALSA, and PulseAudio where a server runs), with a
/// long buffer if the device takes one.
fn open_device() -> Result<rodio::MixerDeviceSink, String> {
    let builder = || rodio::DeviceSinkBuilder::from_default_device().map(|b| b.with_error_callback(|_| {}));
    builder()
        .and_then(|b| b.with_buffer_size(rodio::cpal::BufferSize::Fixed(DEVICE_BUFFER)).open_stream())
        .or_else(|_| builder().and_then(|b| b.open_stream()))
        .map_err(|e| e.to_string())
}

/// True when espeak-ng runs.
fn have_espeak() -> bool {
    std::process::Command::new("espeak-ng")
        .arg("--version")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Says a problem when nothing can play: spoken by the speech engine if it can (it may have a
/// way to the speakers that the sound library has not); the caller writes it too.
fn tell_and_give_up(lang: Lang, prosody: Prosody, text: &str) {
    let mut sink = SpeechSink::start_without_voice_search(crate::output::system_speech(), lang, prosody);
    let m = Message { channel: Channel::Table, text: text.to_owned(), detail: None, earcon: None, id: None };
    sink.say(&m, text, false);
    sink.wait_idle(Duration::from_secs(3));
}

/// Plays the soundtrack: asks what `start` leaves open, then plays until the end or a stop.
/// Ends well at the end or after a stop; fails (exit code 3) when there is no sound device or no
/// terminal.
pub fn run(start: &Start) -> Result<(), Failure> {
    let first_words = Words::new(start.lang.unwrap_or(start.default_lang));
    let device = match crate::console::quietly(open_device) {
        Ok(mut d) => {
            d.log_on_drop(false);
            d
        }
        Err(e) => {
            let text = format!("{} ({e})", first_words.get(Id::EscapeNoAudio, &[]));
            tell_and_give_up(first_words.lang(), start.prosody, &text);
            return Err(Failure { code: 3, words: text });
        }
    };
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure { code: 3, words: first_words.get(Id::EscapeNeedsTerminal, &[]) });
    }
    let clock = Arc::new(Clock::default());
    let (tx, rx) = mpsc::channel();
    device.mixer().add(Player {
        rx,
        clock: clock.clone(),
        track: None,
        playing: false,
        after_voice: false,
        voice: Vec::new(),
        voice_at: 0,
        voice_no: 0,
        speed: start.speed.max(1),
        buf: vec![0.0; BLOCK],
        at: BLOCK,
    });
    let espeak = have_espeak();
    let voice = if espeak {
        Voice::Rendered { tx: tx.clone(), wpm: render::words_per_minute(start.prosody.rate), sent: 0 }
    } else {
        Voice::Engine(SpeechSink::start_without_voice_search(
            crate::output::system_speech(),
            first_words.lang(),
            start.prosody,
        ))
    };
    // Raw keys and standard error in the log, given back by the console's guard however this
    // ends.
    let Ok(console) = Console::take(true) else {
        return Err(Failure { code: 3, words: first_words.get(Id::EscapeNeedsTerminal, &[]) });
    };
    let mut ui = Ui { words: first_words, voice, clock };
    let code = play(&mut ui, start, &tx, espeak);
    ui.wait_voice(Duration::from_secs(4));
    drop(console);
    code
}

/// The questions, then the track.
fn play(ui: &mut Ui, start: &Start, tx: &Sender<ToPlayer>, espeak: bool) -> Result<(), Failure> {
    let title = ui.words.get(Id::EscapeTitle, &[]);
    ui.line(&title);
    if !espeak {
        let text = ui.words.get(Id::EscapeNoEspeak, &[]);
        ui.tell(&text);
        ui.wait_voice(Duration::from_secs(15));
    }
    let lang = match start.lang {
        Some(l) => l,
        None => {
            let items: Vec<(String, Lang)> =
                Lang::ALL.iter().map(|&l| (Words::new(l).get(super::lang_id(l), &[]), l)).collect();
            let focus = Lang::ALL.iter().position(|&l| l == start.default_lang).unwrap_or(0);
            let prompt = ui.words.get(Id::EscapeChooseLang, &[]);
            let keys = ui.words.get(Id::EscapeMenuKeys, &[]);
            ui.line(&keys);
            match ui.menu(Some(&prompt), &items, focus) {
                Some(i) => Lang::ALL[i],
                None => return Ok(()),
            }
        }
    };
    ui.words = Words::new(lang);
    let mut aids = start.aids;
    let track = match start.track {
        Some(t) => t,
        None => {
            let items: Vec<(String, Lang)> =
                [Id::EscapeTrack1, Id::EscapeTrack2].into_iter().map(|id| (ui.words.get(id, &[]), lang)).collect();
            let prompt = ui.words.get(Id::EscapeChooseTrack, &[]);
            let Some(i) = ui.menu(Some(&prompt), &items, 0) else { return Ok(()) };
            let track = if i == 0 { TrackNo::One } else { TrackNo::Two };
            // The aids, each on or off, then start.
            let mut focus = 0;
            let mut title = Some(ui.words.get(Id::EscapeReady, &[]));
            loop {
                let state = |on: bool| ui.words.get(if on { Id::EscapeOn } else { Id::EscapeOff }, &[]).into();
                let items: Vec<(String, Lang)> = [
                    ui.words.get(Id::EscapeStart, &[]),
                    ui.words.get(Id::EscapeOptionMinutes, &[("state", state(aids.minutes))]),
                    ui.words.get(Id::EscapeOptionSeconds, &[("state", state(aids.seconds))]),
                    ui.words.get(Id::EscapeOptionTimeKey, &[("state", state(aids.time_key))]),
                    ui.words.get(Id::EscapeOptionPause, &[("state", state(aids.pause_key))]),
                ]
                .into_iter()
                .map(|t| (t, lang))
                .collect();
                match ui.menu(title.take().as_deref(), &items, focus) {
                    None => return Ok(()),
                    Some(0) => break,
                    Some(i) => {
                        let flag = match i {
                            1 => &mut aids.minutes,
                            2 => &mut aids.seconds,
                            3 => &mut aids.time_key,
                            _ => &mut aids.pause_key,
                        };
                        *flag = !*flag;
                        focus = i;
                    }
                }
            }
            track
        }
    };
    if let Voice::Engine(sink) = &mut ui.voice {
        sink.set_lang(lang);
    }
    let timeline = &start.timeline;
    let voices = if espeak {
        match super::render_voices(timeline, lang, start.prosody.rate, aids) {
            Ok(v) => Some(v),
            Err(e) => {
                // espeak-ng ran for the questions but fails for the track's voices: say so,
                // and the speech engine says them.
                let text = ui.words.get(Id::EscapeNoEspeak, &[]);
                ui.tell(&format!("{text} ({e:?})"));
                ui.voice = Voice::Engine(SpeechSink::start_without_voice_search(
                    crate::output::system_speech(),
                    lang,
                    start.prosody,
                ));
                None
            }
        }
    } else {
        None
    };
    let rendered = voices.is_some();
    let track_sound = Arc::new(Track::new(timeline, track, voices.as_ref(), aids.minutes, aids.seconds));
    let _ = tx.send(ToPlayer::Track(track_sound.clone()));
    let lang_name = ui.words.get(super::lang_id(lang), &[]);
    let intro = ui.words.get(Id::EscapePlaying, &[("track", track.number().into()), ("lang", lang_name.into())]);
    let keys_id = match (aids.time_key, aids.pause_key) {
        (true, true) => Id::EscapeKeys,
        (true, false) => Id::EscapeKeysNoPause,
        (false, _) => Id::EscapeKeysNoTime,
    };
    let keys = ui.words.get(keys_id, &[]);
    ui.line(&intro);
    ui.line(&keys);
    let lang = ui.words.lang();
    ui.say_in(lang, &format!("{intro} {keys}"));
    // The track starts once the keys have been said.
    let _ = tx.send(ToPlayer::Play { after_voice: true });
    live(ui, timeline, &track_sound, aids, tx, rendered)
}

/// The track playing: lines as it goes, the keys answered.
fn live(
    ui: &mut Ui,
    timeline: &Timeline,
    track: &Track,
    aids: Aids,
    tx: &Sender<ToPlayer>,
    rendered: bool,
) -> Result<(), Failure> {
    let events = timeline.events();
    let said = track.said();
    let (mut next_event, mut next_said) = (0, 0);
    let mut paused = false;
    let mut confirming = false;
    loop {
        let pos = ui.clock.pos.load(Ordering::Acquire);
        let ms = ms_at(pos);
        while next_event < events.len() && events[next_event].at <= ms {
            let text = ui.words.event(timeline, next_event);
            ui.line(&text);
            next_event += 1;
        }
        while next_said < said.len() && said[next_said].0 <= ms {
            let text = ui.words.say(said[next_said].1);
            if said[next_said].1 != Say::Call {
                ui.line(&text);
            }
            if !rendered {
                let lang = ui.words.lang();
                ui.say_in(lang, &text);
            }
            next_said += 1;
        }
        if pos >= track.len() {
            let end = ui.words.get(Id::EscapeEventEnd, &[]);
            ui.line(&end);
            return Ok(());
        }
        let Some(key) = read_key(Duration::from_millis(20)) else { continue };
        if key == Key::Interrupt {
            let text = ui.words.get(Id::EscapeStopped, &[]);
            ui.tell(&text);
            return Ok(());
        }
        if confirming {
            confirming = false;
            if matches!(key, Key::Enter | Key::Char('y' | 'o')) {
                let text = ui.words.get(Id::EscapeStopped, &[]);
                ui.tell(&text);
                return Ok(());
            }
            let text = ui.words.get(Id::EscapeGoingOn, &[]);
            ui.tell(&text);
            continue;
        }
        match key {
            Key::Char('t' | ' ') if aids.time_key => {
                let text = ui.words.status(timeline, ms);
                ui.tell(&text);
            }
            Key::Char('p') if aids.pause_key => {
                paused = !paused;
                if paused {
                    let _ = tx.send(ToPlayer::Pause);
                    let text = ui.words.get(Id::EscapePaused, &[]);
                    ui.tell(&text);
                } else {
                    let text = ui.words.get(Id::EscapeResumed, &[]);
                    ui.tell(&text);
                    let _ = tx.send(ToPlayer::Play { after_voice: true });
                }
            }
            Key::Char('p') => {
                let text = ui.words.get(Id::EscapeNoPause, &[]);
                ui.tell(&text);
            }
            Key::Char('q') | Key::Escape => {
                confirming = true;
                let text = ui.words.get(Id::EscapeConfirmStop, &[]);
                ui.tell(&text);
            }
            _ => {}
        }
    }
}
