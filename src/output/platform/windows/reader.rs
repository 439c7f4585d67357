//! The user's own screen reader as the table's voice, with its voice, its rate and its braille
//! display: NVDA through its controller client (`nvdaControllerClient64.dll`, packed beside
//! `vigie.exe`), JAWS through its COM interface (`FreedomSci.JawsApi`). This is what Tolk does
//! for these two; Tolk itself does not build with mingw, and its LGPL code would be linked in.
//!
//! Neither says when a message has been said: each is handed over at once (the reader queues
//! it), and a key tells the reader to be quiet.

use crate::output::speech::{Backend, Engine};
use std::sync::{Arc, OnceLock};
use windows::Win32::Foundation::HMODULE;
use windows::Win32::System::Com::{
    CLSCTX_ALL, CLSIDFromProgID, COINIT_MULTITHREADED, CoCreateInstance, CoInitializeEx, DISPATCH_METHOD, DISPPARAMS,
    IDispatch,
};
use windows::Win32::System::LibraryLoader::{GetProcAddress, LoadLibraryW};
use windows::Win32::UI::WindowsAndMessaging::FindWindowW;
use windows::core::{BSTR, GUID, HSTRING, PCSTR, PCWSTR, VARIANT, w};

/// The screen reader running now (NVDA first), or why there is none.
pub(in crate::output::platform) fn screen_reader() -> Result<Arc<dyn Backend>, String> {
    let nvda = nvda();
    if let Ok(n) = nvda
        && n.running()
    {
        return Ok(Arc::new(Reader::Nvda));
    }
    if jaws_running() {
        return Ok(Arc::new(Reader::Jaws));
    }
    let why = match nvda {
        Ok(_) => "neither NVDA nor JAWS is running".to_owned(),
        Err(e) => format!("JAWS is not running, and NVDA cannot be reached: {e}"),
    };
    Err(why)
}

/// NVDA or JAWS, if one runs now.
pub(in crate::output::platform) fn screen_reader_running() -> Option<String> {
    screen_reader().ok().map(|r| r.name())
}

enum Reader {
    Nvda,
    Jaws,
}

impl Backend for Reader {
    fn name(&self) -> String {
        match self {
            Reader::Nvda => "NVDA".into(),
            Reader::Jaws => "JAWS".into(),
        }
    }

    fn connect(&self) -> Result<Box<dyn Engine>, String> {
        match self {
            Reader::Nvda => {
                let api = nvda()?;
                if !api.running() {
                    return Err("NVDA is not running".into());
                }
                Ok(Box::new(NvdaEngine(api)))
            }
            Reader::Jaws => JawsEngine::connect().map(|e| Box::new(e) as Box<dyn Engine>),
        }
    }

    fn reachable(&self) -> bool {
        match self {
            Reader::Nvda => nvda().is_ok_and(Nvda::running),
            Reader::Jaws => jaws_running(),
        }
    }
}

type Call1 = unsafe extern "system" fn(*const u16) -> u32;
type Call0 = unsafe extern "system" fn() -> u32;

/// NVDA's controller client, loaded once from beside `vigie.exe`.
struct Nvda {
    speak: Call1,
    braille: Call1,
    cancel: Call0,
    test: Call0,
}

impl Nvda {
    /// NVDA's hidden main window is there and its controller answers. (The controller alone is
    /// not enough: under Wine its test answers yes with no NVDA at all.)
    fn running(&self) -> bool {
        // SAFETY: looking a window up by its class and title; a function of the DLL, which stays
        // loaded, that takes no argument.
        unsafe { FindWindowW(w!("wxWindowClassNR"), w!("NVDA")).is_ok_and(|h| !h.is_invalid()) && (self.test)() == 0 }
    }
}

/// The controller client, loaded at the first call (never unloaded).
fn nvda() -> Result<&'static Nvda, String> {
    static NVDA: OnceLock<Result<Nvda, String>> = OnceLock::new();
    NVDA.get_or_init(load_nvda).as_ref().map_err(Clone::clone)
}

fn load_nvda() -> Result<Nvda, String> {
    const DLL: &str = "nvdaControllerClient64.dll";
    // Beside vigie.exe only: never a DLL of that name found elsewhere on the search path.
    let path = std::env::current_exe().map_err(|e| e.to_string())?.with_file_name(DLL);
    if !path.is_file() {
        return Err(format!("{DLL} is not beside vigie.exe"));
    }
    // SAFETY: loading a DLL by its full path; it stays loaded for the life of the program.
    let module: HMODULE =
        unsafe { LoadLibraryW(&HSTRING::from(path.as_os_str())) }.map_err(|e| format!("{DLL}: {e}"))?;
    let find = |name: &'static [u8]| {
        // SAFETY: a nul-terminated name, looked up in the module just loaded.
        unsafe { GetProcAddress(module, PCSTR(name.as_ptr())) }
            .ok_or_else(|| format!("{DLL} has no {}", String::from_utf8_lossy(&name[..name.len() - 1])))
    };
    // SAFETY: the controller client's functions, as its header declares them.
    unsafe {
        Ok(Nvda {
            speak: std::mem::transmute::<unsafe extern "system" fn() -> isize, Call1>(find(
                b"nvdaController_speakText\0",
            )?),
            braille: std::mem::transmute::<unsafe extern "system" fn() -> isize, Call1>(find(
                b"nvdaController_brailleMessage\0",
            )?),
            cancel: std::mem::transmute::<unsafe extern "system" fn() -> isize, Call0>(find(
                b"nvdaController_cancelSpeech\0",
            )?),
            test: std::mem::transmute::<unsafe extern "system" fn() -> isize, Call0>(find(
                b"nvdaController_testIfRunning\0",
            )?),
        })
    }
}

/// A text as the wide, nul-terminated string Windows takes.
fn wide(text: &str) -> Vec<u16> {
    text.encode_utf16().chain(std::iter::once(0)).collect()
}

struct NvdaEngine(&'static Nvda);

impl Engine for NvdaEngine {
    fn reports_end(&self) -> bool {
        false
    }

    fn speak(&mut self, text: &str) -> Result<(), String> {
        let w = wide(text);
        // SAFETY: a nul-terminated wide string that outlives the calls.
        let (spoken, _) = unsafe { ((self.0.speak)(w.as_ptr()), (self.0.braille)(w.as_ptr())) };
        if spoken == 0 { Ok(()) } else { Err(format!("NVDA does not answer (error {spoken})")) }
    }

    fn stop(&mut self) -> Result<(), String> {
        // SAFETY: a function of the DLL, which stays loaded; it takes no argument.
        let r = unsafe { (self.0.cancel)() };
        if r == 0 { Ok(()) } else { Err(format!("NVDA does not answer (error {r})")) }
    }
}

/// True while JAWS runs (its window is there, as Tolk checks).
fn jaws_running() -> bool {
    // SAFETY: looking a window up by its class name.
    unsafe { FindWindowW(w!("JFWUI2"), PCWSTR::null()) }.is_ok_and(|h| !h.is_invalid())
}

/// JAWS's COM interface, late bound: its methods found by name.
struct JawsEngine {
    api: IDispatch,
    say: i32,
    stop: i32,
    run_function: i32,
}

impl JawsEngine {
    fn connect() -> Result<JawsEngine, String> {
        if !jaws_running() {
            return Err("JAWS is not running".into());
        }
        // SAFETY: COM on this thread (the speech thread), then JAWS's object and its methods'
        // numbers.
        unsafe {
            let _ = CoInitializeEx(None, COINIT_MULTITHREADED);
            let class = CLSIDFromProgID(w!("FreedomSci.JawsApi")).map_err(|e| format!("JAWS's interface: {e}"))?;
            let api: IDispatch = CoCreateInstance(&class, None, CLSCTX_ALL).map_err(|e| format!("JAWS: {e}"))?;
            let id = |name: PCWSTR| {
                let mut id = 0;
                api.GetIDsOfNames(&GUID::zeroed(), &name, 1, 0, &mut id).map(|_| id).map_err(|e| format!("JAWS: {e}"))
            };
            let (say, stop, run_function) = (id(w!("SayString"))?, id(w!("StopSpeech"))?, id(w!("RunFunction"))?);
            Ok(JawsEngine { api, say, stop, run_function })
        }
    }

    /// Calls a method with its arguments (in their order).
    fn call(&self, method: i32, mut args: Vec<VARIANT>) -> Result<(), String> {
        // COM takes the arguments last first.
        args.reverse();
        let params = DISPPARAMS {
            rgvarg: args.as_mut_ptr(),
            rgdispidNamedArgs: std::ptr::null_mut(),
            cArgs: args.len() as u32,
            cNamedArgs: 0,
        };
        let mut result = VARIANT::default();
        // SAFETY: the arguments live until the call returns.
        unsafe { self.api.Invoke(method, &GUID::zeroed(), 0, DISPATCH_METHOD, &params, Some(&mut result), None, None) }
            .map_err(|e| format!("JAWS does not answer ({e})"))
    }
}

impl Engine for JawsEngine {
    fn reports_end(&self) -> bool {
        false
    }

    fn speak(&mut self, text: &str) -> Result<(), String> {
        self.call(self.say, vec![VARIANT::from(BSTR::from(text)), VARIANT::from(false)])?;
        // The braille display too, through a function of JAWS's scripts (quotes would end its
        // string).
        let braille = format!("BrailleString(\"{}\")", text.replace('"', "'"));
        let _ = self.call(self.run_function, vec![VARIANT::from(BSTR::from(braille))]);
        Ok(())
    }

    fn stop(&mut self) -> Result<(), String> {
        self.call(self.stop, Vec::new())
    }
}
