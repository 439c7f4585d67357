//! The soundtrack's sounds, synthesised here: the knocks, the gong, the door slam, the scream, the
//! clock's ticks, and the beds and hits of the two ambiences. Nothing is recorded or copied: each
//! sound is a few oscillators, noise and filters, and the same seed always gives the same
//! samples (a test checks it), so an exported track is the same file on every machine.

use super::timeline::RATE;
use std::f32::consts::TAU;

/// Samples in `secs` seconds.
pub fn len(secs: f32) -> usize {
    (secs * RATE as f32) as usize
}

/// A small, fast, deterministic noise source (xorshift64*).
pub struct Noise(u64);

impl Noise {
    pub fn new(seed: u64) -> Noise {
        Noise(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// White noise in -1.0..1.0.
    pub fn white(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 23) as f32 - 1.0
    }

    /// A number in 0.0..1.0.
    pub fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// A second-order filter (the audio-EQ cookbook's low-pass and band-pass).
#[derive(Clone, Copy)]
struct Biquad {
    b: [f32; 3],
    a: [f32; 2],
    x: [f32; 2],
    y: [f32; 2],
}

impl Biquad {
    fn new(b: [f32; 3], a0: f32, a: [f32; 2]) -> Biquad {
        Biquad { b: b.map(|v| v / a0), a: a.map(|v| v / a0), x: [0.0; 2], y: [0.0; 2] }
    }

    fn low_pass(freq: f32, q: f32) -> Biquad {
        let w = TAU * freq / RATE as f32;
        let alpha = w.sin() / (2.0 * q);
        let c = w.cos();
        Biquad::new([(1.0 - c) / 2.0, 1.0 - c, (1.0 - c) / 2.0], 1.0 + alpha, [-2.0 * c, 1.0 - alpha])
    }

    /// Band-pass with a peak gain of 1.
    fn band_pass(freq: f32, q: f32) -> Biquad {
        let w = TAU * freq / RATE as f32;
        let alpha = w.sin() / (2.0 * q);
        let c = w.cos();
        Biquad::new([alpha, 0.0, -alpha], 1.0 + alpha, [-2.0 * c, 1.0 - alpha])
    }

    fn run(&mut self, x: f32) -> f32 {
        let y = self.b[0] * x + self.b[1] * self.x[0] + self.b[2] * self.x[1]
            - self.a[0] * self.y[0]
            - self.a[1] * self.y[1];
        self.x = [x, self.x[0]];
        self.y = [y, self.y[0]];
        y
    }
}

/// A decaying sine partial added into `out` from sample `start`.
fn partial(out: &mut [f32], start: usize, freq: f32, gain: f32, decay_secs: f32, attack_secs: f32) {
    let attack = len(attack_secs).max(1) as f32;
    let mut phase = 0.0f32;
    for (i, s) in out.iter_mut().enumerate().skip(start) {
        let n = (i - start) as f32;
        let t = n / RATE as f32;
        phase = (phase + freq / RATE as f32) % 1.0;
        *s += gain * (n / attack).min(1.0) * (-t / decay_secs).exp() * (phase * TAU).sin();
    }
}

/// Echoes of `out` added into itself: a small street or a stairwell.
fn echo(out: &mut [f32], delays: &[(f32, f32)]) {
    let dry = out.to_vec();
    for &(secs, gain) in delays {
        let d = len(secs);
        for i in d..out.len() {
            out[i] += gain * dry[i - d];
        }
    }
}

/// Scales `out` so that its loudest sample is `peak`.
fn normalise(out: &mut [f32], peak: f32) {
    let max = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if max > 0.0 {
        out.iter_mut().for_each(|s| *s *= peak / max);
    }
}

/// A knock on a wooden door: a low body, a higher crack, a click.
pub fn knock() -> Vec<f32> {
    let mut out = vec![0.0; len(0.25)];
    partial(&mut out, 0, 165.0, 0.9, 0.045, 0.001);
    partial(&mut out, 0, 392.0, 0.5, 0.025, 0.001);
    partial(&mut out, 0, 1_130.0, 0.25, 0.008, 0.0005);
    let mut noise = Noise::new(11);
    let mut lp = Biquad::low_pass(2_500.0, 0.7);
    for (i, s) in out.iter_mut().take(len(0.012)).enumerate() {
        *s += 0.8 * lp.run(noise.white()) * (1.0 - i as f32 / len(0.012) as f32);
    }
    echo(&mut out, &[(0.045, 0.25)]);
    normalise(&mut out, 0.9);
    out
}

/// One stroke of a gong: inharmonic partials with long, unequal decays and a pitch that settles.
pub fn gong() -> Vec<f32> {
    let mut out = vec![0.0; len(4.5)];
    let base = 98.0;
    for (ratio, gain, decay) in
        [(1.0, 1.0, 1.6), (1.52, 0.55, 1.2), (2.03, 0.6, 1.0), (2.74, 0.4, 0.8), (3.76, 0.3, 0.55), (5.4, 0.2, 0.35)]
    {
        // The pitch starts a little high and settles (a struck metal plate).
        let mut phase = 0.0f32;
        for (i, s) in out.iter_mut().enumerate() {
            let t = i as f32 / RATE as f32;
            let f = base * ratio * (1.0 + 0.03 * (-t / 0.15).exp());
            phase = (phase + f / RATE as f32) % 1.0;
            let beat = 1.0 + 0.15 * (TAU * 1.3 * ratio * t).sin();
            *s += gain * (t / 0.008).min(1.0) * (-t / decay).exp() * beat * (phase * TAU).sin();
        }
    }
    let mut noise = Noise::new(23);
    let mut bp = Biquad::band_pass(900.0, 1.5);
    for (i, s) in out.iter_mut().take(len(0.05)).enumerate() {
        *s += 0.6 * bp.run(noise.white()) * (1.0 - i as f32 / len(0.05) as f32);
    }
    normalise(&mut out, 0.85);
    out
}

/// A heavy door slammed: a thump, a burst of wood, the latch, and the echo of a hall.
pub fn door_slam() -> Vec<f32> {
    let mut out = vec![0.0; len(super::timeline::DOOR_LEN as f32 / 1000.0)];
    // The thump, falling in pitch.
    let mut phase = 0.0f32;
    for (i, s) in out.iter_mut().enumerate() {
        let t = i as f32 / RATE as f32;
        let f = 45.0 + 35.0 * (-t / 0.05).exp();
        phase = (phase + f / RATE as f32) % 1.0;
        *s += 1.0 * (t / 0.002).min(1.0) * (-t / 0.12).exp() * (phase * TAU).sin();
    }
    partial(&mut out, 0, 138.0, 0.5, 0.09, 0.001);
    partial(&mut out, 0, 311.0, 0.3, 0.05, 0.001);
    let mut noise = Noise::new(37);
    let mut lp = Biquad::low_pass(1_400.0, 0.8);
    for (i, s) in out.iter_mut().take(len(0.15)).enumerate() {
        let t = i as f32 / RATE as f32;
        *s += 0.9 * lp.run(noise.white()) * (-t / 0.04).exp();
    }
    // The latch rattles twice.
    for at in [0.07, 0.115] {
        let start = len(at);
        let mut hp = Biquad::band_pass(3_200.0, 3.0);
        for i in 0..len(0.01) {
            if let Some(s) = out.get_mut(start + i) {
                *s += 0.5 * hp.run(noise.white()) * (1.0 - i as f32 / len(0.01) as f32);
            }
        }
    }
    echo(&mut out, &[(0.09, 0.35), (0.21, 0.22), (0.37, 0.12), (0.55, 0.06)]);
    // Nothing after the echo: the pause that follows is silence.
    let n = out.len();
    let fade = len(0.15);
    for (i, s) in out.iter_mut().enumerate().skip(n - fade) {
        *s *= (n - i) as f32 / fade as f32;
    }
    normalise(&mut out, 0.95);
    out
}

/// A zombie's scream: a rough, rising then falling voice through three formants, with breath,
/// and its echo in the street.
pub fn scream() -> Vec<f32> {
    let total = len(super::timeline::SCREAM_LEN as f32 / 1000.0);
    let voiced = len(2.2);
    let mut src = vec![0.0; total];
    let mut noise = Noise::new(53);
    let mut phase = 0.0f32;
    let mut jitter = 0.0f32;
    for (i, s) in src.iter_mut().take(voiced).enumerate() {
        let t = i as f32 / RATE as f32;
        // 280 Hz up to 720 in 0.35 s, held with a wide vibrato, down to 380 at the end.
        let contour = if t < 0.35 {
            280.0 + 440.0 * (t / 0.35)
        } else if t < 1.5 {
            720.0 - 40.0 * ((t - 0.35) / 1.15)
        } else {
            680.0 - 300.0 * ((t - 1.5) / 0.7)
        };
        jitter += (noise.white() * 0.02 - jitter) * 0.01;
        let f = contour * (1.0 + 0.035 * (TAU * 5.5 * t).sin() + jitter);
        phase = (phase + f / RATE as f32) % 1.0;
        let saw = 2.0 * phase - 1.0;
        let rough = 1.0 - 0.35 * (0.5 + 0.5 * (TAU * 31.0 * t).sin());
        let env = (t / 0.08).min(1.0) * ((2.2 - t) / 0.6).clamp(0.0, 1.0);
        *s = env * rough * saw + env * 0.25 * noise.white();
    }
    let mut out = vec![0.0; total];
    for (freq, q, gain) in [(850.0, 5.0, 1.0), (1_350.0, 6.0, 0.7), (2_700.0, 8.0, 0.35)] {
        let mut f = Biquad::band_pass(freq, q);
        for (o, x) in out.iter_mut().zip(&src) {
            *o += gain * f.run(*x);
        }
    }
    echo(&mut out, &[(0.17, 0.3), (0.36, 0.15)]);
    let fade = len(0.3);
    for (i, s) in out.iter_mut().enumerate().skip(total - fade) {
        *s *= (total - i) as f32 / fade as f32;
    }
    normalise(&mut out, 0.95);
    out
}

/// A clock's tick: the seconds of a countdown.
pub fn tick() -> Vec<f32> {
    let mut out = vec![0.0; len(0.04)];
    partial(&mut out, 0, 2_100.0, 0.5, 0.006, 0.0005);
    let mut noise = Noise::new(71);
    let mut bp = Biquad::band_pass(3_000.0, 2.0);
    for (i, s) in out.iter_mut().take(len(0.008)).enumerate() {
        *s += 0.6 * bp.run(noise.white()) * (1.0 - i as f32 / len(0.008) as f32);
    }
    normalise(&mut out, 0.3);
    out
}

/// A distant groan (track 1): a low rough voice through one formant; `seed` varies it.
pub fn groan(seed: u64) -> Vec<f32> {
    let mut noise = Noise::new(100 + seed);
    let secs = 1.2 + noise.unit();
    let base = 85.0 + 40.0 * noise.unit();
    let n = len(secs);
    let mut src = vec![0.0; n];
    let mut phase = 0.0f32;
    for (i, s) in src.iter_mut().enumerate() {
        let t = i as f32 / RATE as f32;
        let f = base * (1.0 + 0.25 * (t / secs) - 0.2 * (t / secs).powi(2));
        phase = (phase + f / RATE as f32) % 1.0;
        let env = (t / 0.25).min(1.0) * ((secs - t) / 0.4).clamp(0.0, 1.0);
        *s = env * ((2.0 * phase - 1.0) * (1.0 - 0.5 * (0.5 + 0.5 * (TAU * 23.0 * t).sin())) + 0.1 * noise.white());
    }
    let mut out = vec![0.0; n];
    let mut f1 = Biquad::band_pass(480.0 + 120.0 * noise.unit(), 4.0);
    let mut lp = Biquad::low_pass(1_200.0, 0.7);
    for (o, x) in out.iter_mut().zip(&src) {
        *o = lp.run(f1.run(*x));
    }
    echo(&mut out, &[(0.23, 0.3)]);
    normalise(&mut out, 1.0);
    out
}

/// A heartbeat (track 1, late in the game): two low thumps.
pub fn heartbeat() -> Vec<f32> {
    let mut out = vec![0.0; len(0.45)];
    partial(&mut out, 0, 55.0, 1.0, 0.07, 0.004);
    partial(&mut out, len(0.19), 50.0, 0.75, 0.08, 0.004);
    normalise(&mut out, 1.0);
    out
}

/// A low drum (track 2's pulse).
pub fn drum() -> Vec<f32> {
    let mut out = vec![0.0; len(0.35)];
    let mut phase = 0.0f32;
    for (i, s) in out.iter_mut().enumerate() {
        let t = i as f32 / RATE as f32;
        let f = 70.0 + 60.0 * (-t / 0.03).exp();
        phase = (phase + f / RATE as f32) % 1.0;
        *s = (t / 0.002).min(1.0) * (-t / 0.11).exp() * (phase * TAU).sin();
    }
    let mut noise = Noise::new(83);
    let mut lp = Biquad::low_pass(900.0, 0.7);
    for (i, s) in out.iter_mut().take(len(0.02)).enumerate() {
        *s += 0.3 * lp.run(noise.white()) * (1.0 - i as f32 / len(0.02) as f32);
    }
    normalise(&mut out, 1.0);
    out
}

/// A closed hi-hat (track 2's off-beats).
pub fn hat() -> Vec<f32> {
    let mut out = vec![0.0; len(0.06)];
    let mut noise = Noise::new(89);
    let mut bp = Biquad::band_pass(7_000.0, 1.2);
    for (i, s) in out.iter_mut().enumerate() {
        let t = i as f32 / RATE as f32;
        *s = bp.run(noise.white()) * (-t / 0.015).exp();
    }
    normalise(&mut out, 1.0);
    out
}

/// Makes `out` loop without a click: its last `fade` samples are blended into its first.
fn seamless(mut out: Vec<f32>, fade: usize) -> Vec<f32> {
    let n = out.len() - fade;
    for i in 0..fade {
        let w = i as f32 / fade as f32;
        out[i] = out[i] * w + out[n + i] * (1.0 - w);
    }
    out.truncate(n);
    out
}

/// Wind in empty streets (track 1's bed): noise through a band that drifts, 12 s that loop.
pub fn wind() -> Vec<f32> {
    let n = len(12.0);
    let fade = len(1.0);
    let mut noise = Noise::new(101);
    let mut out = vec![0.0; n + fade];
    let mut lp = Biquad::low_pass(300.0, 0.7);
    for (i, s) in out.iter_mut().enumerate() {
        let t = i as f32 / RATE as f32;
        // Refreshed every 64 samples: the band moves slowly.
        if i % 64 == 0 {
            let centre = 500.0 + 300.0 * (TAU * t / 6.5).sin() + 150.0 * (TAU * t / 2.3).sin();
            let keep = lp;
            lp = Biquad::band_pass(centre, 1.8);
            (lp.x, lp.y) = (keep.x, keep.y);
        }
        let gust = 0.6 + 0.4 * (TAU * t / 4.0).sin().abs();
        *s = gust * lp.run(noise.white());
    }
    let mut out = seamless(out, fade);
    normalise(&mut out, 1.0);
    out
}

/// A low drone of two close, beating notes and a fifth (track 1's tension), 10 s that loop:
/// each frequency makes a whole number of cycles in 10 s.
pub fn drone() -> Vec<f32> {
    let n = len(10.0);
    // One second more, dropped: the filter has settled when the kept ten seconds start.
    let warm = len(1.0);
    let mut out = vec![0.0; n + warm];
    let mut lp = Biquad::low_pass(260.0, 0.8);
    for (i, s) in out.iter_mut().enumerate() {
        let t = (i % n) as f32 / RATE as f32;
        let saw = |f: f32| 2.0 * (f * t).fract() - 1.0;
        *s = lp.run(saw(55.0) + saw(55.4) + 0.6 * saw(82.5));
    }
    let mut out = out.split_off(warm);
    out.rotate_right(warm);
    normalise(&mut out, 1.0);
    out
}

/// A slow minor chord that breathes (track 2's bed), 10 s that loop.
pub fn pad() -> Vec<f32> {
    let n = len(10.0);
    let mut out = vec![0.0; n];
    for (i, s) in out.iter_mut().enumerate() {
        let t = i as f32 / RATE as f32;
        let breath = 0.7 + 0.3 * (TAU * t / 5.0).sin();
        *s = breath
            * [(110.0, 1.0), (130.8, 0.7), (164.8, 0.6), (220.0, 0.25), (110.1, 0.5)]
                .iter()
                .map(|(f, g)| g * (TAU * f * t).sin())
                .sum::<f32>();
    }
    normalise(&mut out, 1.0);
    out
}

/// The countdown's tension: a low pulsing fifth, 2 s that loop (two pulses a second).
pub fn tension() -> Vec<f32> {
    let n = len(2.0);
    let mut out = vec![0.0; n];
    for (i, s) in out.iter_mut().enumerate() {
        let t = i as f32 / RATE as f32;
        let pulse = (0.5 - 0.5 * (TAU * 2.0 * t).cos()).powi(2);
        *s = pulse * ((TAU * 65.5 * t).sin() + 0.7 * (TAU * 98.0 * t).sin() + 0.3 * (TAU * 131.0 * t).sin());
    }
    normalise(&mut out, 1.0);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rms(x: &[f32]) -> f32 {
        (x.iter().map(|s| s * s).sum::<f32>() / x.len().max(1) as f32).sqrt()
    }

    #[test]
    fn every_sound_is_deterministic_audible_and_within_range() {
        type Maker = fn() -> Vec<f32>;
        let makers: [(&str, Maker); 12] = [
            ("knock", knock),
            ("gong", gong),
            ("door", door_slam),
            ("scream", scream),
            ("tick", tick),
            ("groan", || groan(3)),
            ("heartbeat", heartbeat),
            ("drum", drum),
            ("hat", hat),
            ("wind", wind),
            ("drone", drone),
            ("pad", pad),
        ];
        for (name, make) in makers {
            let a = make();
            assert_eq!(a, make(), "{name} is not deterministic");
            assert!(a.iter().all(|s| s.is_finite() && s.abs() <= 1.0), "{name} out of range");
            assert!(rms(&a) > 0.01, "{name} is too quiet: {}", rms(&a));
        }
        assert_ne!(groan(1), groan(2));
    }

    #[test]
    fn the_door_slam_ends_in_silence_and_the_gong_rings_long() {
        let d = door_slam();
        assert!(rms(&d[d.len() - len(0.02)..]) < 0.01);
        let g = gong();
        assert!(rms(&g[len(2.0)..len(2.5)]) > 0.02, "the gong dies too soon");
        assert!(rms(&g[..len(0.5)]) > 5.0 * rms(&g[len(4.0)..]));
    }

    #[test]
    fn beds_loop_without_a_click() {
        for (name, bed) in [("wind", wind()), ("drone", drone()), ("pad", pad()), ("tension", tension())] {
            let jump = (bed[0] - bed[bed.len() - 1]).abs();
            let typical = bed.windows(2).map(|w| (w[1] - w[0]).abs()).fold(0.0f32, f32::max);
            assert!(jump <= typical * 1.5 + 1e-3, "{name}: a jump of {jump} at the loop (largest step {typical})");
        }
    }
}
