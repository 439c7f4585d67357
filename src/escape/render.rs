//! The whole soundtrack as samples: the beds of the chosen track, whose levels follow the
//! timeline (the ambience builds through play, stops before each countdown's knocks, and is
//! silent after the door and the scream), and the sounds and voices placed at their samples.
//!
//! Any stretch of the track can be rendered on its own ([`Track::fill`]): the live mode renders
//! a block at a time as the sound device asks for it, the export renders the whole track into
//! a WAV file. `stride` takes every n-th sample (the test-only speed factor).

use super::synth;
use super::timeline::{FIRST_GONG, GONG_GAP, KNOCK_GAP, Kind, RATE, Say, Timeline, samples};
use crate::vocab::Lang;
use std::collections::HashMap;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;

/// The two tracks: different ambiences over the same timeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrackNo {
    /// Night city: wind, a drone, groans far off, a heartbeat late in the game.
    One,
    /// Pursuit: a breathing chord and drums that speed up.
    Two,
}

impl TrackNo {
    pub fn number(self) -> u8 {
        match self {
            TrackNo::One => 1,
            TrackNo::Two => 2,
        }
    }

    pub fn from_number(n: u8) -> Option<TrackNo> {
        match n {
            1 => Some(TrackNo::One),
            2 => Some(TrackNo::Two),
            _ => None,
        }
    }
}

/// A piecewise-linear level over the track: `(sample, level)` points in order.
#[derive(Clone, Debug, Default)]
struct Level(Vec<(u64, f32)>);

impl Level {
    fn at(&self, pos: u64) -> f32 {
        let p = &self.0;
        let i = p.partition_point(|(s, _)| *s <= pos);
        match (i.checked_sub(1).map(|j| p[j]), p.get(i)) {
            (None, _) => 0.0,
            (Some((_, v)), None) => v,
            (Some((s0, v0)), Some(&(s1, v1))) => v0 + (v1 - v0) * ((pos - s0) as f32 / (s1 - s0).max(1) as f32),
        }
    }

    /// Adds a point (kept in order: a point before the last one replaces what follows it).
    fn to(&mut self, ms: u32, level: f32) {
        let s = samples(ms);
        while self.0.last().is_some_and(|(p, _)| *p > s) {
            self.0.pop();
        }
        self.0.push((s, level));
    }
}

/// A sound placed at a sample of the track.
#[derive(Clone, Debug)]
struct Clip {
    start: u64,
    data: Arc<Vec<f32>>,
    gain: f32,
}

/// The rendered voices: one clip per thing said.
pub type Voices = HashMap<Say, Arc<Vec<f32>>>;

/// A soundtrack ready to be rendered.
pub struct Track {
    len: u64,
    beds: Vec<(Arc<Vec<f32>>, Level)>,
    clips: Vec<Clip>,
    longest: u64,
    /// The voices, at their track times (milliseconds), whether or not they were rendered.
    said: Vec<(u32, Say)>,
}

/// How long a voice that was not rendered is thought to last (said live by the speech engine
/// instead), in milliseconds: a count of the last seconds must fit in one second.
fn unrendered(s: Say) -> u32 {
    match s {
        Say::Count(_) => 600,
        _ => 1_500,
    }
}

/// Samples per block of the beds' levels.
const BLOCK: usize = 64;

impl Track {
    /// The track `no` of this timeline, with these voices (`None`: none rendered; the times of
    /// what would be said are still known, for a speech engine to say them live).
    pub fn new(timeline: &Timeline, no: TrackNo, voices: Option<&Voices>, minutes: bool, seconds: bool) -> Track {
        let len_of = |s: Say| {
            voices.and_then(|v| v.get(&s)).map_or(unrendered(s), |c| (c.len() as u64 * 1000 / u64::from(RATE)) as u32)
        };
        let said = timeline.voices(minutes, seconds, len_of);
        let mut t = Track { len: samples(timeline.length()), beds: Vec::new(), clips: Vec::new(), longest: 0, said };
        t.place_events(timeline);
        t.place_ambience(timeline, no);
        if let Some(v) = voices {
            for (at, say) in t.said.clone() {
                if let Some(c) = v.get(&say) {
                    t.clip(at, c.clone(), 0.95);
                }
            }
        }
        t.clips.sort_by_key(|c| c.start);
        t.longest = t.clips.iter().map(|c| c.data.len() as u64).max().unwrap_or(0);
        t
    }

    fn clip(&mut self, ms: u32, data: Arc<Vec<f32>>, gain: f32) {
        self.clips.push(Clip { start: samples(ms), data, gain });
    }

    /// The knocks and gong strokes, the door slams, the scream.
    fn place_events(&mut self, timeline: &Timeline) {
        let knock = Arc::new(synth::knock());
        let gong = Arc::new(synth::gong());
        let door = Arc::new(synth::door_slam());
        let scream = Arc::new(synth::scream());
        for e in timeline.events() {
            match e.kind {
                Kind::Countdown { gongs } => {
                    self.clip(e.at, knock.clone(), 0.9);
                    self.clip(e.at + KNOCK_GAP, knock.clone(), 0.9);
                    for k in 0..u32::from(gongs) {
                        self.clip(e.at + FIRST_GONG + k * GONG_GAP, gong.clone(), 0.8);
                    }
                }
                Kind::Door => self.clip(e.at, door.clone(), 0.95),
                Kind::Scream => self.clip(e.at, scream.clone(), 0.95),
                Kind::Escape => {}
            }
        }
    }

    /// The beds and hits of the ambience, and their levels: the ambience fades in over the
    /// lead-in and after each call, grows with play time, stops before each countdown's
    /// knocks, comes back after its gong strokes with the clock's ticks and the tension, and is
    /// silent from each door slam to the next call, and after the scream.
    fn place_ambience(&mut self, timeline: &Timeline, no: TrackNo) {
        let total = timeline.play_total().max(1) as f32;
        let growth = |track_ms: u32| timeline.play_at(track_ms) as f32 / total;
        let events = timeline.events();
        // The ambience's own level (0 when it is stopped), point by point.
        let mut on = Level::default();
        let mut tension = Level::default();
        let first = events.first().map_or(0, |e| e.at);
        on.to(0, 0.0);
        on.to(first.min(4_000), 0.5);
        tension.to(0, 0.0);
        for (i, e) in events.iter().enumerate() {
            let next = events.get(i + 1).map_or(timeline.length(), |n| n.at);
            match e.kind {
                Kind::Escape => {
                    on.to(e.at, if i == 0 { 0.5 } else { 0.0 });
                    on.to(e.at + 1_500, 1.0);
                    let quiet = next.saturating_sub(timeline.silence());
                    on.to(quiet.saturating_sub(400), 1.0);
                    on.to(quiet, 0.0);
                }
                Kind::Countdown { gongs } => {
                    let back = e.at + super::timeline::signal_len(gongs) - 1_000;
                    on.to(back, 0.0);
                    on.to(back + 1_000, 1.0);
                    on.to(next.saturating_sub(150), 1.0);
                    on.to(next, 0.0);
                    tension.to(back, 0.0);
                    tension.to(back + 1_000, 0.5);
                    tension.to(next.saturating_sub(150), 1.0);
                    tension.to(next, 0.0);
                    let tick = Arc::new(synth::tick());
                    let mut t = back + 1_000;
                    while t + 500 < next {
                        self.clip(t, tick.clone(), 0.9);
                        t += 1_000;
                    }
                }
                Kind::Door | Kind::Scream => {
                    on.to(e.at, 0.0);
                    tension.to(e.at, 0.0);
                }
            }
        }
        // A bed's level: the ambience's, times how far the game has come.
        let scaled = |f: &dyn Fn(f32) -> f32| {
            let mut l = Level::default();
            for &(s, v) in &on.0 {
                let ms = super::timeline::ms_at(s);
                l.0.push((s, v * f(growth(ms))));
            }
            l
        };
        self.beds.push((Arc::new(synth::tension()), tension.clone()));
        let tension_gain = 0.22;
        if let Some((_, l)) = self.beds.last_mut() {
            l.0.iter_mut().for_each(|(_, v)| *v *= tension_gain);
        }
        match no {
            TrackNo::One => {
                self.beds.push((Arc::new(synth::wind()), scaled(&|g| 0.15 + 0.10 * g)));
                self.beds.push((Arc::new(synth::drone()), scaled(&|g| 0.06 + 0.14 * g)));
            }
            TrackNo::Two => {
                self.beds.push((Arc::new(synth::pad()), scaled(&|g| 0.10 + 0.08 * g)));
            }
        }
        // The hits: their number and pace grow with the game; none where the ambience stops.
        let mut noise = synth::Noise::new(u64::from(no.number()) * 1_000);
        let length = timeline.length();
        let mut t = 0u32;
        let groans: Vec<Arc<Vec<f32>>> = (0..6).map(|k| Arc::new(synth::groan(k))).collect();
        let (beat, hat) = match no {
            TrackNo::One => (Arc::new(synth::heartbeat()), None),
            TrackNo::Two => (Arc::new(synth::drum()), Some(Arc::new(synth::hat()))),
        };
        let mut next_groan = 3_000u32;
        while t < length {
            let g = growth(t);
            let level = on.at(samples(t));
            // Beats per minute: track 1's heart from 60 to 110 once past a third of the game;
            // track 2's drums from 76 to 132 from the start.
            let bpm = match no {
                TrackNo::One => 60.0 + 50.0 * g,
                TrackNo::Two => 76.0 + 56.0 * g,
            };
            let step = (60_000.0 / bpm) as u32;
            // A hit is placed only where the ambience plays all through it.
            let clear = |at: u32, dur: u32| on.at(samples(at)) > 0.0 && on.at(samples(at + dur)) > 0.0;
            if level > 0.0 && clear(t, 450) {
                match no {
                    TrackNo::One if g > 0.33 => self.clip(t, beat.clone(), 0.10 + 0.22 * g),
                    TrackNo::One => {}
                    TrackNo::Two => {
                        self.clip(t, beat.clone(), 0.16 + 0.2 * g);
                        if let Some(h) = &hat
                            && g > 0.2
                        {
                            self.clip(t + step / 2, h.clone(), 0.05 + 0.08 * g);
                        }
                    }
                }
            }
            if no == TrackNo::One && t >= next_groan {
                let k = (noise.unit() * groans.len() as f32) as usize % groans.len();
                let c = groans[k].clone();
                let dur = (c.len() as u64 * 1000 / u64::from(RATE)) as u32 + 300;
                if clear(t, dur) {
                    self.clip(t, c, 0.08 + 0.16 * g);
                }
                // From one every 12 s or so to one every 4 s.
                next_groan = t + ((12_000.0 - 8_000.0 * g) * (0.6 + 0.8 * noise.unit())) as u32;
            }
            t += step;
        }
    }

    /// Samples in the whole track.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// True for a track of no length.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// What is said, and when (milliseconds of the track).
    pub fn said(&self) -> &[(u32, Say)] {
        &self.said
    }

    /// Writes samples `start`, `start + stride`, `start + 2 * stride`... into `out` (silence
    /// past the end).
    pub fn fill(&self, start: u64, stride: u64, out: &mut [f32]) {
        let stride = stride.max(1);
        out.fill(0.0);
        for (b, chunk) in out.chunks_mut(BLOCK).enumerate() {
            let p0 = start + (b * BLOCK) as u64 * stride;
            let p1 = p0 + chunk.len() as u64 * stride;
            for (bed, level) in &self.beds {
                let (g0, g1) = (level.at(p0), level.at(p1));
                if g0 == 0.0 && g1 == 0.0 {
                    continue;
                }
                let n = bed.len() as u64;
                let step = (g1 - g0) / chunk.len() as f32;
                for (i, s) in chunk.iter_mut().enumerate() {
                    let pos = p0 + i as u64 * stride;
                    if pos < self.len {
                        *s += (g0 + step * i as f32) * bed[(pos % n) as usize];
                    }
                }
            }
        }
        let end = (start + out.len() as u64 * stride).min(self.len);
        let from = self.clips.partition_point(|c| c.start + self.longest < start);
        for c in self.clips[from..].iter().take_while(|c| c.start < end) {
            let c_end = c.start + c.data.len() as u64;
            if c_end <= start {
                continue;
            }
            // The first output index at or after the clip's start.
            let first = if c.start > start { (c.start - start).div_ceil(stride) } else { 0 };
            let mut i = first as usize;
            while i < out.len() {
                let pos = start + i as u64 * stride;
                if pos >= c_end || pos >= self.len {
                    break;
                }
                out[i] += c.gain * c.data[(pos - c.start) as usize];
                i += 1;
            }
        }
        for s in out.iter_mut() {
            *s = s.clamp(-1.0, 1.0);
        }
    }

    /// Writes the whole track as a mono 16-bit WAV file at [`RATE`].
    pub fn write_wav(&self, out: &mut impl Write) -> std::io::Result<()> {
        let data_len = u32::try_from(self.len * 2).unwrap_or(u32::MAX - 36);
        let mut h = Vec::with_capacity(44);
        h.extend_from_slice(b"RIFF");
        h.extend_from_slice(&(36 + data_len).to_le_bytes());
        h.extend_from_slice(b"WAVEfmt ");
        h.extend_from_slice(&16u32.to_le_bytes());
        h.extend_from_slice(&1u16.to_le_bytes());
        h.extend_from_slice(&1u16.to_le_bytes());
        h.extend_from_slice(&RATE.to_le_bytes());
        h.extend_from_slice(&(RATE * 2).to_le_bytes());
        h.extend_from_slice(&2u16.to_le_bytes());
        h.extend_from_slice(&16u16.to_le_bytes());
        h.extend_from_slice(b"data");
        h.extend_from_slice(&data_len.to_le_bytes());
        out.write_all(&h)?;
        let mut buf = vec![0.0f32; RATE as usize];
        let mut bytes = Vec::with_capacity(buf.len() * 2);
        let mut pos = 0;
        while pos < self.len {
            let n = (self.len - pos).min(buf.len() as u64) as usize;
            self.fill(pos, 1, &mut buf[..n]);
            bytes.clear();
            for &x in &buf[..n] {
                bytes.extend_from_slice(&((x * 32767.0).round() as i16).to_le_bytes());
            }
            out.write_all(&bytes)?;
            pos += n as u64;
        }
        Ok(())
    }
}

/// espeak-ng's words per minute for a speech rate from -100 to 100 (0: its usual 175), as the
/// private voices use it.
pub fn words_per_minute(rate: f32) -> u32 {
    (175.0 * 2f32.powf(rate.clamp(-100.0, 100.0) / 100.0)).round() as u32
}

/// Why a voice could not be rendered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VoiceError {
    /// espeak-ng is not installed (or cannot run).
    Missing(String),
    /// It ran but gave no sound.
    Failed(String),
}

/// Renders `text` with espeak-ng into samples at [`RATE`]; `call`: shouted, with a street's echo.
pub fn speak(lang: Lang, wpm: u32, text: &str, call: bool) -> Result<Vec<f32>, VoiceError> {
    let mut c = Command::new("espeak-ng");
    c.args(["-v", lang.code(), "-s", &wpm.to_string(), "--stdout"]);
    if call {
        c.args(["-p", "70", "-a", "200"]);
    }
    let out = c
        .arg(text)
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| VoiceError::Missing(e.to_string()))?;
    let mut samples = decode_wav(&out.stdout)
        .ok_or_else(|| VoiceError::Failed(String::from_utf8_lossy(&out.stderr).trim().to_owned()))?;
    if samples.is_empty() || !out.status.success() {
        return Err(VoiceError::Failed(String::from_utf8_lossy(&out.stderr).trim().to_owned()));
    }
    // espeak-ng starts and ends with a little silence: cut it, so a voice starts at its time.
    let loud = |s: &f32| s.abs() > 0.01;
    let first = samples.iter().position(loud).unwrap_or(0);
    let last = samples.iter().rposition(loud).map_or(samples.len(), |i| i + 1);
    samples = samples[first..last].to_vec();
    if call {
        let tail = synth::len(0.5);
        samples.extend(std::iter::repeat_n(0.0, tail));
        let dry = samples.clone();
        for (delay, gain) in [(0.16, 0.35), (0.33, 0.15)] {
            let d = synth::len(delay);
            for i in d..samples.len() {
                samples[i] += gain * dry[i - d];
            }
        }
    }
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak > 0.0 {
        samples.iter_mut().for_each(|s| *s *= 0.9 / peak);
    }
    Ok(samples)
}

/// The samples of a 16-bit mono or stereo PCM WAV (as espeak-ng writes it, with any sizes in
/// its header), at [`RATE`] (resampled linearly if it was not).
pub fn decode_wav(bytes: &[u8]) -> Option<Vec<f32>> {
    if bytes.len() < 12 || &bytes[..4] != b"RIFF" || &bytes[8..12] != b"WAVE" {
        return None;
    }
    let mut at = 12;
    let (mut channels, mut rate) = (1u16, RATE);
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().ok()?) as usize;
        let body = at + 8;
        if id == b"fmt " {
            let f = bytes.get(body..body + 16)?;
            if u16::from_le_bytes([f[0], f[1]]) != 1 || u16::from_le_bytes([f[14], f[15]]) != 16 {
                return None;
            }
            channels = u16::from_le_bytes([f[2], f[3]]).max(1);
            rate = u32::from_le_bytes([f[4], f[5], f[6], f[7]]);
        } else if id == b"data" {
            // Streamed output gives a made-up size: the data runs to the end.
            let end = body.saturating_add(size).min(bytes.len());
            let frame = 2 * usize::from(channels);
            let samples: Vec<f32> = bytes[body..end]
                .chunks_exact(frame)
                .map(|f| i16::from_le_bytes([f[0], f[1]]) as f32 / 32768.0)
                .collect();
            return Some(if rate == RATE { samples } else { resample(&samples, rate) });
        }
        at = body + size + (size & 1);
    }
    None
}

fn resample(x: &[f32], from: u32) -> Vec<f32> {
    let n = (x.len() as u64 * u64::from(RATE) / u64::from(from.max(1))) as usize;
    (0..n)
        .map(|i| {
            let p = i as f64 * f64::from(from) / f64::from(RATE);
            let j = p as usize;
            let w = (p - j as f64) as f32;
            x.get(j).copied().unwrap_or(0.0) * (1.0 - w) + x.get(j + 1).copied().unwrap_or(0.0) * w
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::escape::timeline::{ms_at, signal_len};

    fn rms(x: &[f32]) -> f32 {
        (x.iter().map(|s| s * s).sum::<f32>() / x.len().max(1) as f32).sqrt()
    }

    fn span(t: &Track, from_ms: u32, to_ms: u32) -> Vec<f32> {
        let mut out = vec![0.0; (samples(to_ms) - samples(from_ms)) as usize];
        t.fill(samples(from_ms), 1, &mut out);
        out
    }

    #[test]
    fn the_track_is_silent_where_the_rulebook_says_silence_and_sounds_at_each_event() {
        let tl = Timeline::bundled();
        for no in [TrackNo::One, TrackNo::Two] {
            let t = Track::new(&tl, no, None, true, true);
            assert_eq!(t.len(), u64::from(16 * 60 * RATE));
            for e in tl.events() {
                match e.kind {
                    Kind::Countdown { .. } => {
                        let before = span(&t, e.at - tl.silence() + 50, e.at);
                        assert!(rms(&before) < 1e-4, "{no:?}: no silence before the knocks at {}", e.at);
                        assert!(rms(&span(&t, e.at, e.at + 150)) > 0.05, "{no:?}: no knock at {}", e.at);
                    }
                    Kind::Door => {
                        assert!(rms(&span(&t, e.at, e.at + 300)) > 0.05);
                        assert!(rms(&span(&t, e.at + 1_250, e.at + 19_900)) < 1e-4, "{no:?}: the pause is not silent");
                    }
                    Kind::Scream => {
                        assert!(rms(&span(&t, e.at, e.at + 2_000)) > 0.05);
                        assert!(rms(&span(&t, e.at + 3_050, tl.length())) < 1e-4);
                    }
                    Kind::Escape => {}
                }
            }
            // The ambience plays in the lead-in and during play, and builds.
            let early = rms(&span(&t, 60_000, 90_000));
            let late = rms(&span(&t, 13 * 60_000, 13 * 60_000 + 30_000));
            assert!(early > 0.01, "{no:?}: no ambience ({early})");
            assert!(late > early * 1.3, "{no:?}: the ambience does not build ({early} then {late})");
        }
    }

    #[test]
    fn the_two_tracks_differ_and_each_is_the_same_every_time() {
        let tl = Timeline::bundled();
        let a = span(&Track::new(&tl, TrackNo::One, None, true, true), 60_000, 61_000);
        let b = span(&Track::new(&tl, TrackNo::Two, None, true, true), 60_000, 61_000);
        assert_ne!(a, b);
        assert_eq!(a, span(&Track::new(&tl, TrackNo::One, None, true, true), 60_000, 61_000));
    }

    #[test]
    fn a_stretch_rendered_alone_or_with_a_stride_is_the_same_samples() {
        let tl = Timeline::bundled();
        let t = Track::new(&tl, TrackNo::Two, None, true, true);
        let whole = span(&t, 4 * 60_000 + 30_000, 4 * 60_000 + 40_000);
        let mut part = vec![0.0; 1000];
        let from = samples(4 * 60_000 + 30_000);
        t.fill(from + 5_000, 1, &mut part);
        assert_eq!(part[..], whole[5_000..6_000]);
        let mut strided = vec![0.0; 1000];
        t.fill(from, 7, &mut strided);
        for (i, s) in strided.iter().enumerate() {
            assert_eq!(*s, whole[i * 7], "sample {i}");
        }
    }

    #[test]
    fn voices_are_mixed_at_their_times() {
        let tl = Timeline::bundled();
        let beep: Arc<Vec<f32>> = Arc::new((0..RATE / 2).map(|i| if i % 20 < 10 { 0.5 } else { -0.5 }).collect());
        let mut voices = Voices::new();
        for s in [Say::Call, Say::Minutes(1), Say::Seconds(30), Say::Count(1)] {
            voices.insert(s, beep.clone());
        }
        let with = Track::new(&tl, TrackNo::One, Some(&voices), true, true);
        let without = Track::new(&tl, TrackNo::One, None, true, true);
        // "One minute left" after the third countdown's gong strokes.
        let at = tl.events()[7].at + signal_len(3);
        assert!(with.said().contains(&(at, Say::Minutes(1))));
        let (a, b) = (span(&with, at, at + 400), span(&without, at, at + 400));
        let diff: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x - y).collect();
        assert!(rms(&diff) > 0.3, "the voice is not there");
        // The call, at the start of play.
        let first = tl.events()[0].at;
        assert!(rms(&span(&with, first, first + 400)) > 0.3);
        assert_eq!(ms_at(samples(first)), first);
    }

    #[test]
    fn wav_headers_with_streamed_sizes_are_read() {
        let mut bytes = b"RIFF\xff\xff\xff\x7fWAVEfmt ".to_vec();
        bytes.extend_from_slice(&16u32.to_le_bytes());
        bytes.extend_from_slice(&[1, 0, 1, 0]);
        bytes.extend_from_slice(&RATE.to_le_bytes());
        bytes.extend_from_slice(&(RATE * 2).to_le_bytes());
        bytes.extend_from_slice(&[2, 0, 16, 0]);
        bytes.extend_from_slice(b"data\xff\xff\xff\x7f");
        bytes.extend_from_slice(&[0, 0x40, 0, 0xc0]);
        assert_eq!(decode_wav(&bytes), Some(vec![0.5, -0.5]));
        assert_eq!(decode_wav(b"nothing"), None);
    }
}
