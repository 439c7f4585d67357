//! The sound cues, synthesised here from sine, square and noise, and their WAV files.
//!
//! `cargo run --bin make-earcons` writes them to `sounds/`, where they are committed; the
//! binary bundles those files, and a test checks that they are exactly what this module makes.
//! Each cue is short (under half a second) and has its own shape, so that it can be told apart
//! without words: rising for a new turn, low thuds for monsters, a growl for an attack, and so on.

use crate::engine::Rng;
use crate::vocab::Earcon;
use std::f32::consts::TAU;

/// What draws a cue into its buffer.
type Draw<'a> = &'a dyn Fn(&mut [f32], &mut Rng);

/// Samples per second of every cue.
pub const RATE: u32 = 22_050;

fn len(secs: f32) -> usize {
    (secs * RATE as f32) as usize
}

/// A note: frequency gliding from `f0` to `f1`, with a quick attack and an exponential decay.
fn tone(out: &mut [f32], start: f32, secs: f32, f0: f32, f1: f32, gain: f32, wave: fn(f32) -> f32) {
    let first = len(start);
    let n = len(secs);
    let mut phase = 0.0f32;
    for i in 0..n {
        let Some(slot) = out.get_mut(first + i) else { break };
        let t = i as f32 / n as f32;
        let f = f0 + (f1 - f0) * t;
        phase = (phase + f / RATE as f32) % 1.0;
        let attack = (i as f32 / len(0.006).max(1) as f32).min(1.0);
        let decay = (-4.0 * t).exp() * (1.0 - t).min(1.0);
        *slot += gain * attack * decay * wave(phase);
    }
}

fn sine(p: f32) -> f32 {
    (p * TAU).sin()
}

fn square(p: f32) -> f32 {
    if p < 0.5 { 0.6 } else { -0.6 }
}

fn saw(p: f32) -> f32 {
    (2.0 * p - 1.0) * 0.7
}

/// A bell: a sine with two soft overtones.
fn bell(p: f32) -> f32 {
    (p * TAU).sin() + 0.35 * (2.0 * p * TAU).sin() + 0.15 * (3.0 * p * TAU).sin()
}

/// A burst of noise, low-passed by averaging, decaying fast.
fn noise(out: &mut [f32], rng: &mut Rng, start: f32, secs: f32, gain: f32, smooth: usize) {
    let first = len(start);
    let n = len(secs);
    let mut acc = 0.0f32;
    for i in 0..n {
        let Some(slot) = out.get_mut(first + i) else { break };
        let white = rng.below(2001) as f32 / 1000.0 - 1.0;
        acc += (white - acc) / smooth as f32;
        let t = i as f32 / n as f32;
        *slot += gain * acc * (-6.0 * t).exp();
    }
}

/// The samples of a cue, in -1.0..=1.0.
pub fn synthesise(e: Earcon) -> Vec<f32> {
    let mut rng = Rng::new(e as u64 + 1);
    let (secs, parts): (f32, Draw) = match e {
        // Two rising chimes.
        Earcon::TurnStart => (0.42, &|o, _| {
            tone(o, 0.0, 0.2, 523.0, 523.0, 0.6, bell);
            tone(o, 0.16, 0.26, 784.0, 784.0, 0.6, bell);
        }),
        // A low thud with a click: a token put down.
        Earcon::MonsterPlaced => (0.2, &|o, r| {
            tone(o, 0.0, 0.18, 140.0, 90.0, 0.9, sine);
            noise(o, r, 0.0, 0.03, 0.5, 2);
        }),
        // A falling growl.
        Earcon::Attack => (0.45, &|o, r| {
            tone(o, 0.0, 0.45, 220.0, 80.0, 0.7, saw);
            noise(o, r, 0.0, 0.3, 0.25, 6);
        }),
        // Two low falling notes and a crunch.
        Earcon::Eaten => (0.5, &|o, r| {
            tone(o, 0.0, 0.22, 196.0, 185.0, 0.6, square);
            tone(o, 0.2, 0.3, 165.0, 110.0, 0.6, square);
            noise(o, r, 0.2, 0.12, 0.5, 3);
        }),
        // Three quick rising blips.
        Earcon::VoteOpens => (0.36, &|o, _| {
            tone(o, 0.0, 0.1, 440.0, 440.0, 0.5, sine);
            tone(o, 0.11, 0.1, 554.0, 554.0, 0.5, sine);
            tone(o, 0.22, 0.14, 659.0, 659.0, 0.5, sine);
        }),
        // One clear bell.
        Earcon::VoteResult => (0.4, &|o, _| tone(o, 0.0, 0.4, 659.0, 659.0, 0.6, bell)),
        // Two close notes, twice: undecided.
        Earcon::Tie => (0.44, &|o, _| {
            for k in 0..2 {
                let s = k as f32 * 0.22;
                tone(o, s, 0.1, 659.0, 659.0, 0.45, sine);
                tone(o, s + 0.1, 0.1, 698.0, 698.0, 0.45, sine);
            }
        }),
        // A rattle of small clicks.
        Earcon::DiceShaken => (0.34, &|o, r| {
            for k in 0..9 {
                let s = k as f32 * 0.034 + (r.below(12) as f32) / 1000.0;
                noise(o, r, s, 0.018, 0.8, 1);
                tone(o, s, 0.015, 2400.0, 2000.0, 0.15, sine);
            }
        }),
        // Two soft high taps: something for one player only.
        Earcon::PrivateWaiting => (0.3, &|o, _| {
            tone(o, 0.0, 0.08, 1175.0, 1175.0, 0.4, sine);
            tone(o, 0.14, 0.12, 1175.0, 1175.0, 0.4, sine);
        }),
        // A low double buzz.
        Earcon::Error => (0.32, &|o, _| {
            tone(o, 0.0, 0.13, 150.0, 150.0, 0.5, square);
            tone(o, 0.17, 0.13, 150.0, 150.0, 0.5, square);
        }),
        // A quick falling sweep: going back.
        Earcon::Undo => (0.24, &|o, _| tone(o, 0.0, 0.24, 880.0, 440.0, 0.55, sine)),
        // A short soft click: something moved, nothing said.
        Earcon::Tick => (0.04, &|o, _| tone(o, 0.0, 0.03, 660.0, 660.0, 0.3, sine)),
    };
    let mut out = vec![0.0f32; len(secs)];
    parts(&mut out, &mut rng);
    let peak = out.iter().fold(0.0f32, |m, x| m.max(x.abs())).max(1e-6);
    for x in &mut out {
        *x *= 0.7 / peak;
    }
    out
}

/// A mono 16-bit PCM WAV file of these samples.
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut b = Vec::with_capacity(44 + samples.len() * 2);
    b.extend_from_slice(b"RIFF");
    b.extend_from_slice(&(36 + data_len).to_le_bytes());
    b.extend_from_slice(b"WAVEfmt ");
    b.extend_from_slice(&16u32.to_le_bytes());
    b.extend_from_slice(&1u16.to_le_bytes()); // PCM
    b.extend_from_slice(&1u16.to_le_bytes()); // mono
    b.extend_from_slice(&RATE.to_le_bytes());
    b.extend_from_slice(&(RATE * 2).to_le_bytes());
    b.extend_from_slice(&2u16.to_le_bytes());
    b.extend_from_slice(&16u16.to_le_bytes());
    b.extend_from_slice(b"data");
    b.extend_from_slice(&data_len.to_le_bytes());
    for &x in samples {
        let v = (x.clamp(-1.0, 1.0) * 32767.0).round() as i16;
        b.extend_from_slice(&v.to_le_bytes());
    }
    b
}

/// How long a cue lasts, in seconds.
pub fn synthesised_secs(e: Earcon) -> f32 {
    (bundled(e).len().saturating_sub(44) / 2) as f32 / RATE as f32
}

/// The committed WAV file of a cue, bundled into the binary.
pub fn bundled(e: Earcon) -> &'static [u8] {
    match e {
        Earcon::TurnStart => include_bytes!("../sounds/turn-start.wav"),
        Earcon::MonsterPlaced => include_bytes!("../sounds/monster-placed.wav"),
        Earcon::Attack => include_bytes!("../sounds/attack.wav"),
        Earcon::Eaten => include_bytes!("../sounds/eaten.wav"),
        Earcon::VoteOpens => include_bytes!("../sounds/vote-opens.wav"),
        Earcon::VoteResult => include_bytes!("../sounds/vote-result.wav"),
        Earcon::Tie => include_bytes!("../sounds/tie.wav"),
        Earcon::DiceShaken => include_bytes!("../sounds/dice-shaken.wav"),
        Earcon::PrivateWaiting => include_bytes!("../sounds/private-waiting.wav"),
        Earcon::Error => include_bytes!("../sounds/error.wav"),
        Earcon::Undo => include_bytes!("../sounds/undo.wav"),
        Earcon::Tick => include_bytes!("../sounds/tick.wav"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_sounds_are_what_the_generator_makes() {
        for e in Earcon::ALL {
            assert!(
                bundled(e) == wav(&synthesise(e)).as_slice(),
                "sounds/{}.wav is stale: run `cargo run --bin make-earcons`",
                e.name()
            );
        }
    }

    #[test]
    fn cues_are_short_loud_enough_and_distinct() {
        let all: Vec<(Earcon, Vec<f32>)> = Earcon::ALL.iter().map(|e| (*e, synthesise(*e))).collect();
        for (e, s) in &all {
            let secs = s.len() as f32 / RATE as f32;
            // The tick of a secret choice is a click; every other cue is heard as a sound.
            let shortest = if *e == Earcon::Tick { 0.03 } else { 0.15 };
            assert!((shortest..=0.5).contains(&secs), "{} lasts {secs} s", e.name());
            let rms = (s.iter().map(|x| x * x).sum::<f32>() / s.len() as f32).sqrt();
            assert!(rms > 0.05, "{} is too quiet ({rms})", e.name());
        }
        for (i, (a, sa)) in all.iter().enumerate() {
            for (b, sb) in &all[i + 1..] {
                assert!(sa != sb, "{} and {} are the same sound", a.name(), b.name());
            }
        }
    }
}
