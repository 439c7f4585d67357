//! SAPI 5, where the voices of WinRT are missing (a Windows without OneCore voices, or whose
//! WinRT speech fails): `ISpVoice` speaks each message asynchronously, and is asked often
//! ([`Engine::poll`]) whether it has finished, since it tells no one. Its voices are the SAPI
//! voices installed (Windows's own, and those a user added, such as Eloquence or Vocalizer),
//! each with the language of its token.

use crate::output::speech::{Callback, Engine, Voice, on_scale};
use crate::vocab::Prosody;
use windows::Win32::Media::Speech::{
    ISpObjectToken, ISpObjectTokenCategory, ISpVoice, SPCAT_VOICES, SPF_ASYNC, SPF_IS_NOT_XML, SPF_PURGEBEFORESPEAK,
    SPRS_DONE, SPVOICESTATUS, SpObjectToken, SpObjectTokenCategory, SpVoice,
};
use windows::Win32::System::Com::{CLSCTX_ALL, COINIT_MULTITHREADED, CoCreateInstance, CoInitializeEx, CoTaskMemFree};
use windows::core::{HSTRING, PCWSTR, PWSTR, w};

/// A connection to SAPI, on the speech thread.
pub(super) fn connect() -> Result<Box<dyn Engine>, String> {
    // SAFETY: COM on this thread (the speech thread or the voice search's), then a voice.
    unsafe {
        let _ = CoInitializeEx(None, COINIT_MULTITHREADED);
        let voice: ISpVoice = CoCreateInstance(&SpVoice, None, CLSCTX_ALL).map_err(|e| format!("SAPI: {e}"))?;
        Ok(Box::new(Sapi { voice, saying: None, events: None }))
    }
}

struct Sapi {
    voice: ISpVoice,
    /// The stream of the message being said.
    saying: Option<u32>,
    events: Option<(Callback, Callback, Callback)>,
}

/// A string SAPI allocated, read then freed.
fn take(p: PWSTR) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: a nul-terminated string from SAPI, freed once read.
    unsafe {
        let s = p.to_string().unwrap_or_default();
        CoTaskMemFree(Some(p.0 as *const _));
        s
    }
}

/// A language tag for a SAPI token's `Language` attribute (hexadecimal LCIDs, `;`-separated).
fn tag_of(attribute: &str) -> String {
    let lcid = attribute.split(';').next().and_then(|h| u32::from_str_radix(h.trim(), 16).ok()).unwrap_or(0);
    match lcid {
        0x040C => "fr-fr".into(),
        0x080C => "fr-be".into(),
        0x0C0C => "fr-ca".into(),
        0x100C => "fr-ch".into(),
        0x0809 => "en-gb".into(),
        0x0409 => "en-us".into(),
        0x0C09 => "en-au".into(),
        0x1009 => "en-ca".into(),
        0x1809 => "en-ie".into(),
        l if l & 0x3FF == 0x0C => "fr".into(),
        l if l & 0x3FF == 0x09 => "en".into(),
        l => format!("x-lcid-{l:x}"),
    }
}

impl Engine for Sapi {
    fn on_events(&mut self, began: Callback, ended: Callback, stopped: Callback) {
        self.events = Some((began, ended, stopped));
    }

    fn poll(&mut self) {
        let Some(stream) = self.saying else { return };
        let mut status = SPVOICESTATUS::default();
        // SAFETY: a status written to a local; no bookmark asked for.
        if unsafe { self.voice.GetStatus(&mut status, std::ptr::null_mut()) }.is_err() {
            return;
        }
        if status.dwRunningState & SPRS_DONE.0 as u32 != 0 && status.ulCurrentStream >= stream {
            self.saying = None;
            if let Some((_, ended, _)) = self.events.as_mut() {
                ended();
            }
        }
    }

    fn set_prosody(&mut self, p: Prosody) {
        // SAFETY: plain values; SAPI's rate is -10 to 10, its volume 0 to 100.
        unsafe {
            let _ = self.voice.SetRate(on_scale(p.rate, -10.0, 0.0, 10.0).round() as i32);
            let _ = self.voice.SetVolume(on_scale(p.volume, 0.0, 50.0, 100.0).round() as u16);
        }
    }

    fn voices(&self) -> Result<Vec<Voice>, String> {
        let err = |e: windows::core::Error| format!("SAPI's voices: {e}");
        let mut voices = Vec::new();
        // SAFETY: SAPI's category of voices, its tokens read one by one.
        unsafe {
            let category: ISpObjectTokenCategory =
                CoCreateInstance(&SpObjectTokenCategory, None, CLSCTX_ALL).map_err(err)?;
            category.SetId(SPCAT_VOICES, false).map_err(err)?;
            let tokens = category.EnumTokens(PCWSTR::null(), PCWSTR::null()).map_err(err)?;
            loop {
                let mut got: [Option<ISpObjectToken>; 1] = [None];
                let mut fetched = 0;
                if tokens.Next(1, got.as_mut_ptr(), Some(&mut fetched)).is_err() || fetched == 0 {
                    break;
                }
                let Some(token) = got[0].take() else { break };
                let id = token.GetId().map(take).unwrap_or_default();
                let name = token.GetStringValue(PCWSTR::null()).map(take).unwrap_or_else(|_| id.clone());
                let language = token
                    .OpenKey(w!("Attributes"))
                    .and_then(|k| k.GetStringValue(w!("Language")))
                    .map(|l| tag_of(&take(l)))
                    .unwrap_or_default();
                voices.push(Voice { name, language, tts: None, id: Some(id) });
            }
        }
        Ok(voices)
    }

    fn set_voice(&mut self, v: &Voice) -> Result<(), String> {
        let Some(id) = &v.id else { return Err(format!("{} is not a SAPI voice", v.name)) };
        // SAFETY: a token made from its identifier, given to the voice.
        unsafe {
            let token: ISpObjectToken =
                CoCreateInstance(&SpObjectToken, None, CLSCTX_ALL).map_err(|e| e.to_string())?;
            token.SetId(PCWSTR::null(), &HSTRING::from(id.as_str()), false).map_err(|e| e.to_string())?;
            self.voice.SetVoice(&token).map_err(|e| e.to_string())
        }
    }

    fn speak(&mut self, text: &str) -> Result<(), String> {
        let mut stream = 0;
        // SAFETY: the text outlives the call (SAPI copies it for an asynchronous message).
        unsafe {
            self.voice
                .Speak(&HSTRING::from(text), (SPF_ASYNC.0 | SPF_IS_NOT_XML.0) as u32, Some(&mut stream))
                .map_err(|e| format!("SAPI: {e}"))?;
        }
        self.saying = Some(stream);
        if let Some((began, ..)) = self.events.as_mut() {
            began();
        }
        Ok(())
    }

    fn stop(&mut self) -> Result<(), String> {
        // SAFETY: an empty message that purges what is said and queued.
        unsafe { self.voice.Speak(PCWSTR::null(), SPF_PURGEBEFORESPEAK.0 as u32, None) }.map_err(|e| e.to_string())?;
        if self.saying.take().is_some()
            && let Some((_, _, stopped)) = self.events.as_mut()
        {
            stopped();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sapi_languages_become_tags() {
        assert_eq!(tag_of("40C"), "fr-fr");
        assert_eq!(tag_of("809;409"), "en-gb");
        assert_eq!(tag_of("C0C"), "fr-ca");
        assert_eq!(tag_of("2809"), "en");
        assert_eq!(tag_of("411"), "x-lcid-411");
        assert_eq!(tag_of(""), "x-lcid-0");
    }
}
