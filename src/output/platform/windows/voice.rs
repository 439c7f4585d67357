//! The private voice on Windows: each message rendered to samples by the system's synthesizer
//! (WinRT's `SpeechSynthesizer`, with the OneCore voices of the message's language), then played
//! by rodio on the output device chosen for the player (a WASAPI endpoint, found by its
//! identifier; cpal lists them with their friendly names). Nothing is written to disk.

use crate::output::private::{Clip, Device, Playing, Speaker, trim_wav};
use crate::vocab::Lang;
use rodio::cpal::traits::{DeviceTrait, HostTrait};
use std::io::Cursor;
use std::sync::{Arc, Mutex};
use windows::Foundation::{AsyncStatus, IAsyncInfo};
use windows::Media::SpeechSynthesis::{SpeechSynthesizer, VoiceInformation};
use windows::Storage::Streams::DataReader;
use windows::core::{HSTRING, Interface};

/// How long the system's synthesizer may take to render a message (as espeak-ng on Linux): a
/// render that hangs must not hold the table's speech for good.
const RENDER_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// Waits for an asynchronous operation of WinRT to complete, at most [`RENDER_LIMIT`] (then it
/// is cancelled, and the message is refused with a reason).
fn finished(op: &impl Interface, started: std::time::Instant) -> windows::core::Result<()> {
    let info: IAsyncInfo = op.cast()?;
    loop {
        match info.Status()? {
            AsyncStatus::Started if started.elapsed() < RENDER_LIMIT => {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            AsyncStatus::Started => {
                let _ = info.Cancel();
                return Err(windows::core::Error::new(
                    windows::Win32::Foundation::E_ABORT,
                    "the synthesizer took more than 10 s",
                ));
            }
            AsyncStatus::Completed => return Ok(()),
            _ => return Err(windows::core::Error::from_hresult(info.ErrorCode()?)),
        }
    }
}

/// The output devices of the default host (WASAPI), by their friendly names; named by their
/// endpoint identifier, which stays the same when other devices come and go. The default one,
/// where the table's speech and sounds play, is marked as the table's.
pub(in crate::output::platform) fn list_devices() -> Result<Vec<Device>, String> {
    let host = rodio::cpal::default_host();
    let default = host.default_output_device().and_then(|d| d.id().ok()).map(|id| id.to_string());
    let devices = host.output_devices().map_err(|e| e.to_string())?;
    let mut list = Vec::new();
    for d in devices {
        let Ok(id) = d.id() else { continue };
        let description = d.description().map(|x| x.name().to_owned()).unwrap_or_else(|_| id.to_string());
        let name = id.to_string();
        list.push(Device { table: default.as_deref() == Some(name.as_str()), name, description });
    }
    Ok(list)
}

/// The device named so (by [`list_devices`]); never the default one for want of a name, which
/// is where the table's speech plays.
fn device(name: &str) -> Result<rodio::cpal::Device, String> {
    if name.is_empty() {
        return Err("no audio device was chosen".to_owned());
    }
    rodio::cpal::default_host()
        .output_devices()
        .map_err(|e| e.to_string())?
        .find(|d| d.id().is_ok_and(|id| id.to_string() == name))
        .ok_or_else(|| "the chosen audio device is not connected".to_owned())
}

pub(in crate::output::platform) fn private_speaker() -> Box<dyn Speaker> {
    Box::new(SystemVoice { synthesizer: None })
}

/// The system's synthesizer (made on the private voice's own thread, at its first message) and
/// rodio.
struct SystemVoice {
    synthesizer: Option<SpeechSynthesizer>,
}

/// WinRT's speaking rate (0.5 to 6, 1 the usual) for a rate from -100 to 100: half to twice the
/// usual speed, as espeak-ng's words per minute on Linux.
fn speaking_rate(rate: f32) -> f64 {
    2f64.powf(f64::from(rate.clamp(-100.0, 100.0)) / 100.0)
}

/// The system voice for `lang`: the plainest of its main country, as on Linux.
fn voice_for(lang: Lang) -> Option<VoiceInformation> {
    let all = SpeechSynthesizer::AllVoices().ok()?;
    let voices: Vec<VoiceInformation> = all.into_iter().collect();
    let pairs: Vec<(String, String)> = voices
        .iter()
        .map(|v| (v.DisplayName().unwrap_or_default().to_string(), v.Language().unwrap_or_default().to_string()))
        .collect();
    let name = crate::output::pick_voice(&pairs, lang, None)?;
    voices.into_iter().find(|v| v.DisplayName().is_ok_and(|n| n == name))
}

impl SystemVoice {
    /// The message rendered as a WAV file, in memory.
    fn synthesize(&mut self, lang: Lang, rate: f32, text: &str) -> Result<Vec<u8>, String> {
        let cannot = |e: windows::core::Error| format!("the system's voices cannot speak ({e})");
        // Without a voice of the language, nothing is said: the secret is kept for another
        // channel (a voice of another language would garble it).
        let voice = voice_for(lang).ok_or_else(|| {
            format!("no {} voice is installed (Windows settings: Time and language, Speech)", lang.code())
        })?;
        self.render_with(&voice, rate, text).map_err(cannot)
    }

    fn render_with(&mut self, voice: &VoiceInformation, rate: f32, text: &str) -> windows::core::Result<Vec<u8>> {
        let synth = match &self.synthesizer {
            Some(s) => s.clone(),
            None => {
                let s = SpeechSynthesizer::new()?;
                self.synthesizer = Some(s.clone());
                s
            }
        };
        synth.SetVoice(voice)?;
        // Windows 10 1709 and later; older systems speak at their usual rate.
        if let Ok(options) = synth.Options() {
            let _ = options.SetSpeakingRate(speaking_rate(rate));
        }
        let started = std::time::Instant::now();
        let op = synth.SynthesizeTextToStreamAsync(&HSTRING::from(text))?;
        finished(&op, started)?;
        let stream = op.GetResults()?;
        let size = u32::try_from(stream.Size()?).unwrap_or(u32::MAX);
        let reader = DataReader::CreateDataReader(&stream.GetInputStreamAt(0)?)?;
        let load = reader.LoadAsync(size)?;
        finished(&load, started)?;
        let loaded = load.GetResults()?;
        let mut bytes = vec![0u8; loaded as usize];
        reader.ReadBytes(&mut bytes)?;
        Ok(bytes)
    }
}

impl Speaker for SystemVoice {
    fn render(&mut self, lang: Lang, rate: f32, text: &str) -> Result<Box<dyn Clip>, String> {
        let wav = self.synthesize(lang, rate, text)?;
        if wav.len() <= 44 {
            return Err("the system's voices rendered nothing".into());
        }
        // The silences around the words are not played: the table would wait for them.
        let wav = trim_wav(&wav).unwrap_or(wav);
        Ok(Box::new(Samples(wav)))
    }
}

/// A rendered message: a WAV file in memory.
struct Samples(Vec<u8>);

impl Clip for Samples {
    fn play(self: Box<Self>, device_name: &str) -> Result<Box<dyn Playing>, String> {
        let device = device(device_name)?;
        // A device that fails while it plays (a headset unplugged) says so here, and the
        // message is then reported lost at once, not as too long when its time is up.
        let failed = Arc::new(Mutex::new(None::<String>));
        let on_error = {
            let failed = Arc::clone(&failed);
            move |e: rodio::cpal::Error| {
                if let Ok(mut slot) = failed.lock() {
                    slot.get_or_insert_with(|| e.to_string());
                }
            }
        };
        let mut sink = rodio::DeviceSinkBuilder::from_device(device)
            .and_then(|b| b.with_error_callback(on_error).open_stream())
            .map_err(|e| e.to_string())?;
        sink.log_on_drop(false);
        let source = rodio::Decoder::new_wav(Cursor::new(self.0)).map_err(|e| e.to_string())?;
        let player = rodio::Player::connect_new(sink.mixer());
        player.append(source);
        Ok(Box::new(Played { player, _sink: sink, failed }))
    }
}

/// A message playing on its device (the device's stream is kept open until it ends).
struct Played {
    player: rodio::Player,
    _sink: rodio::MixerDeviceSink,
    /// What the device's stream reported when it failed.
    failed: Arc<Mutex<Option<String>>>,
}

impl Playing for Played {
    fn done(&mut self) -> Result<bool, String> {
        if let Some(e) = self.failed.lock().ok().and_then(|f| f.clone()) {
            return Err(format!("the device stopped playing ({e})"));
        }
        Ok(self.player.empty())
    }

    fn stop(&mut self) {
        self.player.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_maps_to_half_to_twice_the_usual_speed() {
        assert_eq!(speaking_rate(0.0), 1.0);
        assert_eq!(speaking_rate(100.0), 2.0);
        assert_eq!(speaking_rate(-100.0), 0.5);
        assert_eq!(speaking_rate(300.0), 2.0);
    }
}
