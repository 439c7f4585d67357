//! Linux (and other Unix systems): the private voice through espeak-ng and PulseAudio's tools,
//! speech-dispatcher's socket.

use crate::output::private::{Clip, Device, Playing, Speaker, trim_wav};
use crate::vocab::Lang;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

pub(super) fn unix_socket_listens(path: &std::path::Path) -> bool {
    std::os::unix::net::UnixStream::connect(path).is_ok()
}

/// The sinks of the audio server, by their friendly names (`pactl list sinks`).
pub(super) fn list_devices() -> Result<Vec<Device>, String> {
    let out = Command::new("pactl")
        .args(["list", "sinks"])
        .env("LC_ALL", "C")
        .output()
        .map_err(|e| format!("pactl cannot run ({e})"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_owned());
    }
    Ok(parse_sinks(&String::from_utf8_lossy(&out.stdout)))
}

/// The sinks of `pactl list sinks`: each `Name:` with the `Description:` that follows it.
fn parse_sinks(text: &str) -> Vec<Device> {
    let mut devices: Vec<Device> = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix("Name: ") {
            devices.push(Device { name: name.to_owned(), description: name.to_owned() });
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
    fn sinks_are_read_with_their_friendly_names() {
        let text = "Sink #0\n\tState: IDLE\n\tName: speakers\n\tDescription: Speakers\n\tDriver: module-null-sink.c\n\n\
                    Sink #1\n\tName: alsa_output.usb-Logi_Headset-00.analog-stereo\n\tDescription: Logi Headset Analog Stereo\n";
        assert_eq!(
            parse_sinks(text),
            vec![
                Device { name: "speakers".into(), description: "Speakers".into() },
                Device {
                    name: "alsa_output.usb-Logi_Headset-00.analog-stereo".into(),
                    description: "Logi Headset Analog Stereo".into()
                },
            ]
        );
        assert!(parse_sinks("").is_empty());
    }

    #[test]
    fn the_rate_maps_to_espeak_words_per_minute() {
        assert_eq!(words_per_minute(0.0), 175);
        assert_eq!(words_per_minute(100.0), 350);
        assert_eq!(words_per_minute(-100.0), 88);
        assert_eq!(words_per_minute(500.0), 350);
    }
}
