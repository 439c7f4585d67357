//! Linux (and other Unix systems): the table's speech through speech-dispatcher (the `tts`
//! crate), its daemon looked for at its socket, the sound it leaves in PulseAudio asked of
//! `pactl`; the private voice through espeak-ng and PulseAudio's tools.

use crate::output::private::{Clip, Device, Playing, Speaker, trim_wav};
use crate::output::speech::{Backend, Engine, TtsEngine};
use crate::vocab::Lang;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

fn unix_socket_listens(path: &std::path::Path) -> bool {
    std::os::unix::net::UnixStream::connect(path).is_ok()
}

pub(super) fn system_speech() -> Arc<dyn Backend> {
    Arc::new(Speechd)
}

pub(super) fn screen_reader() -> Result<Arc<dyn Backend>, String> {
    Err("Vigie speaks through a screen reader on Windows only (NVDA, JAWS)".into())
}

/// Orca, if a process of that name runs (`/proc/*/comm`).
pub(super) fn screen_reader_running() -> Option<String> {
    let entries = std::fs::read_dir("/proc").ok()?;
    entries
        .flatten()
        .filter(|e| e.file_name().to_str().is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit())))
        .any(|e| std::fs::read_to_string(e.path().join("comm")).is_ok_and(|c| c.trim() == "orca"))
        .then(|| "Orca".to_owned())
}

/// speech-dispatcher, through the `tts` crate.
struct Speechd;

impl Backend for Speechd {
    fn name(&self) -> String {
        "speech-dispatcher".into()
    }

    fn connect(&self) -> Result<Box<dyn Engine>, String> {
        tts::Tts::default().map(|t| Box::new(TtsEngine(t)) as Box<dyn Engine>).map_err(|e| e.to_string())
    }

    fn reachable(&self) -> bool {
        daemon_reachable()
    }

    fn may_autospawn(&self) -> bool {
        may_autospawn()
    }

    fn sound_tail(&self) -> Duration {
        sound_tail()
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
    unix_socket_listens(&path)
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
fn sound_tail() -> Duration {
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

/// The sinks of the audio server, by their friendly names (`pactl list sinks`); the default one,
/// where the table's speech plays, is marked as the table's.
pub(super) fn list_devices() -> Result<Vec<Device>, String> {
    let out = Command::new("pactl")
        .args(["list", "sinks"])
        .env("LC_ALL", "C")
        .output()
        .map_err(|e| format!("pactl cannot run ({e})"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_owned());
    }
    let mut devices = parse_sinks(&String::from_utf8_lossy(&out.stdout));
    if let Some(default) = default_sink() {
        for d in &mut devices {
            d.table = d.name == default;
        }
    }
    Ok(devices)
}

/// The audio server's default output (`pactl info`'s `Default Sink:`), if it says one.
fn default_sink() -> Option<String> {
    let out = Command::new("pactl").arg("info").env("LC_ALL", "C").output().ok()?;
    out.status.success().then(|| parse_default_sink(&String::from_utf8_lossy(&out.stdout)))?
}

fn parse_default_sink(info: &str) -> Option<String> {
    info.lines().find_map(|l| l.trim().strip_prefix("Default Sink: ")).map(|s| s.trim().to_owned())
}

/// The sinks of `pactl list sinks`: each `Name:` with the `Description:` that follows it.
fn parse_sinks(text: &str) -> Vec<Device> {
    let mut devices: Vec<Device> = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix("Name: ") {
            devices.push(Device { name: name.to_owned(), description: name.to_owned(), table: false });
        } else if let Some(d) = line.strip_prefix("Description: ")
            && let Some(last) = devices.last_mut()
        {
            last.description = d.to_owned();
        }
    }
    devices
}

pub(super) fn private_speaker() -> Box<dyn Speaker> {
    Box::new(EspeakPacat)
}

/// espeak-ng renders each message to a WAV file (readable by its owner only, removed once
/// played), its silences cut down; pacat plays it on the chosen sink at a low latency.
struct EspeakPacat;

/// The latency a secret's playback asks of the audio server. A stream that asks for none gets
/// the server's default of about two seconds, and its end (pacat drains it before leaving) comes
/// that long after its sound has left the device: the table would wait as long for nothing.
const PLAYBACK_LATENCY_MS: u32 = 60;

/// How long espeak-ng may take to render a message.
const RENDER_LIMIT: Duration = Duration::from_secs(10);

/// espeak-ng's words per minute for a rate from -100 to 100 (0: its usual 175).
fn words_per_minute(rate: f32) -> u32 {
    (175.0 * 2f32.powf(rate.clamp(-100.0, 100.0) / 100.0)).round() as u32
}

impl Speaker for EspeakPacat {
    fn render(&mut self, lang: Lang, rate: f32, text: &str) -> Result<Box<dyn Clip>, String> {
        static COUNT: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::var_os("XDG_RUNTIME_DIR").map(PathBuf::from).unwrap_or_else(std::env::temp_dir);
        let path =
            dir.join(format!("vigie-private-{}-{}.wav", std::process::id(), COUNT.fetch_add(1, Ordering::Relaxed)));
        crate::platform::files::create_private(&path).map_err(|e| format!("cannot write {} ({e})", path.display()))?;
        // From here the file is removed with the clip, whatever happens.
        let clip = Rendered { path };
        let mut espeak = Command::new("espeak-ng")
            .args(["-v", lang.code(), "-s", &words_per_minute(rate).to_string(), "-w"])
            .arg(&clip.path)
            .arg(text)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("espeak-ng cannot run ({e})"))?;
        // A renderer that hangs must not hold the table's speech for good.
        let deadline = Instant::now() + RENDER_LIMIT;
        while espeak.try_wait().ok().flatten().is_none() {
            if Instant::now() >= deadline {
                let _ = espeak.kill();
                let _ = espeak.wait();
                return Err("espeak-ng did not finish rendering".into());
            }
            thread::sleep(Duration::from_millis(5));
        }
        let rendered = espeak.wait_with_output().map_err(|e| format!("espeak-ng cannot run ({e})"))?;
        let size = std::fs::metadata(&clip.path).map(|m| m.len()).unwrap_or(0);
        if !rendered.status.success() || size <= 44 {
            return Err(format!("espeak-ng rendered nothing ({})", String::from_utf8_lossy(&rendered.stderr).trim()));
        }
        // The silences the renderer puts around the words are not played: the table would wait
        // for them (espeak-ng ends each message with about 300 ms of silence).
        if let Some(trimmed) = std::fs::read(&clip.path).ok().and_then(|wav| trim_wav(&wav))
            && let Err(e) = std::fs::write(&clip.path, trimmed)
        {
            return Err(format!("cannot write {} ({e})", clip.path.display()));
        }
        Ok(Box::new(clip))
    }
}

/// A rendered message: its file, removed when it is dropped unplayed.
struct Rendered {
    path: PathBuf,
}

impl Drop for Rendered {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

impl Clip for Rendered {
    fn play(self: Box<Self>, device: &str) -> Result<Box<dyn Playing>, String> {
        let child = Command::new("pacat")
            .args(["--playback", "--file-format=wav"])
            .arg(format!("--latency-msec={PLAYBACK_LATENCY_MS}"))
            .arg(format!("--device={device}"))
            .arg(&self.path)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("pacat cannot run ({e})"))?;
        Ok(Box::new(Pacat { child, clip: *self }))
    }
}

/// pacat playing a rendered file (removed with it).
struct Pacat {
    child: Child,
    clip: Rendered,
}

impl Playing for Pacat {
    fn done(&mut self) -> Result<bool, String> {
        match self.child.try_wait() {
            Ok(Some(status)) if status.success() => Ok(true),
            Ok(Some(_)) => {
                let mut err = String::new();
                if let Some(mut e) = self.child.stderr.take() {
                    let _ = e.read_to_string(&mut err);
                }
                Err(format!("pacat: {}", err.trim()))
            }
            Ok(None) => Ok(false),
            Err(e) => Err(e.to_string()),
        }
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.clip.path);
    }
}

impl Drop for Pacat {
    fn drop(&mut self) {
        self.stop();
    }
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
    fn sinks_are_read_with_their_friendly_names() {
        let text = "Sink #0\n\tState: IDLE\n\tName: speakers\n\tDescription: Speakers\n\tDriver: module-null-sink.c\n\n\
                    Sink #1\n\tName: alsa_output.usb-Logi_Headset-00.analog-stereo\n\tDescription: Logi Headset Analog Stereo\n";
        assert_eq!(
            parse_sinks(text),
            vec![
                Device { name: "speakers".into(), description: "Speakers".into(), table: false },
                Device {
                    name: "alsa_output.usb-Logi_Headset-00.analog-stereo".into(),
                    description: "Logi Headset Analog Stereo".into(),
                    table: false,
                },
            ]
        );
        assert!(parse_sinks("").is_empty());
    }

    #[test]
    fn the_default_sink_is_read_from_the_servers_info() {
        let info = "Server String: /run/user/1000/pulse/native\nDefault Sink: speakers\nDefault Source: mic\n";
        assert_eq!(parse_default_sink(info), Some("speakers".to_owned()));
        assert_eq!(parse_default_sink("Server Name: pulseaudio\n"), None);
    }

    #[test]
    fn the_rate_maps_to_espeak_words_per_minute() {
        assert_eq!(words_per_minute(0.0), 175);
        assert_eq!(words_per_minute(100.0), 350);
        assert_eq!(words_per_minute(-100.0), 88);
        assert_eq!(words_per_minute(500.0), 350);
    }
}
