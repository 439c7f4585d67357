//! The soundtrack's timeline: the data file's format, its parsing (every problem named with its
//! line), its validation, and what follows from it: play time, the phase at any moment, and
//! where the spoken aids go.
//!
//! The file (`data/escape-timeline.toml`, bundled; a table's own with `--timeline FILE`) lists
//! the events in track time. Play time is derived: it runs from each `escape` to the next `door`
//! (or the `scream`), and stands still in the pauses between.

use serde::Deserialize;
use std::ops::Range;
use toml::Spanned;

/// The bundled timeline, with the defaults of the design notes (`ESCAPE.md`).
pub const DEFAULT_TOML: &str = include_str!("../../data/escape-timeline.toml");

/// The `format` a timeline file declares.
pub const FORMAT: &str = "vigie-escape-timeline";

/// Samples per second of the whole soundtrack (and of espeak-ng's voices).
pub const RATE: u32 = 22_050;

/// The second knock of a countdown's signal, after the first (milliseconds).
pub const KNOCK_GAP: u32 = 550;
/// The first gong stroke, after the first knock.
pub const FIRST_GONG: u32 = 1_400;
/// Between two gong strokes.
pub const GONG_GAP: u32 = 1_700;
/// The door slam, from its start to the end of its echo.
pub const DOOR_LEN: u32 = 1_200;
/// The scream, from its start to the end of its echo.
pub const SCREAM_LEN: u32 = 3_000;
/// Time left to a call "Escape!" before the next countdown's silence: room for the call.
const CALL_ROOM: u32 = 4_000;
/// The shortest countdown after its signal (for the door and the last seconds).
const COUNTDOWN_ROOM: u32 = 3_000;
/// The shortest pause after the door slam.
const PAUSE_ROOM: u32 = 1_000;
/// Between two spoken aids.
const VOICE_GAP: u32 = 150;
/// A minute mark said later than this after its moment is dropped (it would mislead).
const MINUTE_LATE: u32 = 20_000;
/// The seconds said before the end of a countdown.
pub const SECONDS_MARKS: [u32; 8] = [30, 20, 10, 5, 4, 3, 2, 1];

/// A countdown's signal, from its first knock to the end of its last gong stroke's ring, when
/// nothing else is said.
pub fn signal_len(gongs: u8) -> u32 {
    FIRST_GONG + u32::from(gongs.saturating_sub(1)) * GONG_GAP + 2_000
}

/// Samples from the start of the track at `ms` milliseconds.
pub fn samples(ms: u32) -> u64 {
    u64::from(ms) * u64::from(RATE) / 1000
}

/// Milliseconds from the start of the track at sample `n`.
pub fn ms_at(n: u64) -> u32 {
    u32::try_from(n * 1000 / u64::from(RATE)).unwrap_or(u32::MAX)
}

/// What happens at a moment of the track.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A voice calls "Escape!": play starts or resumes.
    Escape,
    /// Two knocks, then this many gong strokes (the countdown's number).
    Countdown { gongs: u8 },
    /// A door slams: the countdown is over; silence (the pause) until the next call.
    Door,
    /// A zombie screams: the last countdown and the game are over.
    Scream,
}

/// One event of the timeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// Track time, in milliseconds.
    pub at: u32,
    pub kind: Kind,
    /// Its line in the file.
    pub line: usize,
}

/// A checked timeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    events: Vec<Event>,
    /// The whole track, in milliseconds.
    length: u32,
    /// The silence before each countdown's knocks, in milliseconds.
    silence: u32,
}

/// What is wrong in a timeline file (each told in the user's language, see `locales/*/escape.ftl`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The file could not be read at all.
    Read(String),
    /// Not TOML, or not the fields a timeline has (the parser's own words).
    Syntax(String),
    Format,
    Version(i64),
    Time(String),
    EventName(String),
    /// A countdown without its gong strokes, or with a number out of 1..=3.
    Gongs,
    /// Gong strokes on an event that is not a countdown.
    GongsNotCountdown,
    First,
    AfterEscape,
    AfterCountdown,
    AfterDoor,
    AfterScream,
    /// The countdown's gong strokes are not its number.
    CountdownNumber(u8),
    /// Not three countdowns.
    Countdowns(usize),
    NoScream,
    /// Too soon after the event before (its time, and the seconds needed between).
    TooSoon {
        previous: u32,
        needed: u32,
    },
    /// Past the end of the track (its length).
    TooLong(u32),
}

impl Problem {
    /// Its message id in `escape.ftl`.
    pub fn id(&self) -> crate::vocab::Id {
        use crate::vocab::Id;
        match self {
            Problem::Read(_) => Id::EscapeTimelineUnreadable,
            Problem::Syntax(_) => Id::EscapeProblemSyntax,
            Problem::Format => Id::EscapeProblemFormat,
            Problem::Version(_) => Id::EscapeProblemVersion,
            Problem::Time(_) => Id::EscapeProblemTime,
            Problem::EventName(_) => Id::EscapeProblemEvent,
            Problem::Gongs => Id::EscapeProblemGongs,
            Problem::GongsNotCountdown => Id::EscapeProblemGongsNotCountdown,
            Problem::First => Id::EscapeProblemFirst,
            Problem::AfterEscape => Id::EscapeProblemAfterEscape,
            Problem::AfterCountdown => Id::EscapeProblemAfterCountdown,
            Problem::AfterDoor => Id::EscapeProblemAfterDoor,
            Problem::AfterScream => Id::EscapeProblemAfterScream,
            Problem::CountdownNumber(_) => Id::EscapeProblemCountdownNumber,
            Problem::Countdowns(_) => Id::EscapeProblemCountdowns,
            Problem::NoScream => Id::EscapeProblemNoScream,
            Problem::TooSoon { .. } => Id::EscapeProblemTooSoon,
            Problem::TooLong(_) => Id::EscapeProblemTooLong,
        }
    }
}

/// A problem and the line it is on (0 when the file could not be read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimelineError {
    pub line: usize,
    pub problem: Problem,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    format: Spanned<String>,
    version: Spanned<i64>,
    length: Spanned<String>,
    silence: Spanned<String>,
    events: Spanned<Vec<Spanned<RawEvent>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEvent {
    at: Spanned<String>,
    event: Spanned<String>,
    gongs: Option<Spanned<i64>>,
}

/// Reads "minutes:seconds" (seconds with up to three decimals) as milliseconds.
pub fn parse_time(s: &str) -> Option<u32> {
    let (m, sec) = s.trim().split_once(':')?;
    if m.is_empty() || !m.bytes().all(|b| b.is_ascii_digit()) || m.len() > 3 {
        return None;
    }
    let (whole, frac) = sec.split_once('.').unwrap_or((sec, ""));
    if whole.len() != 2 || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) || (sec.contains('.') && frac.is_empty()) {
        return None;
    }
    let whole: u32 = whole.parse().ok()?;
    if whole >= 60 {
        return None;
    }
    let frac_ms: u32 = if frac.is_empty() { 0 } else { format!("{frac:0<3}").parse().ok()? };
    Some(m.parse::<u32>().ok()? * 60_000 + whole * 1000 + frac_ms)
}

/// Milliseconds as "m:ss", with tenths when they are not zero.
pub fn format_time(ms: u32) -> String {
    let tenths = (ms % 1000) / 100;
    let s = ms / 1000;
    if tenths == 0 { format!("{}:{:02}", s / 60, s % 60) } else { format!("{}:{:02}.{tenths}", s / 60, s % 60) }
}

/// Where each line of a text starts, to find the line of a byte without counting from the
/// start each time (a long file is read in linear time).
struct Lines(Vec<usize>);

impl Lines {
    fn of(text: &str) -> Lines {
        Lines(
            std::iter::once(0)
                .chain(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1))
                .collect(),
        )
    }

    /// The line (from 1) where byte `at` is.
    fn line(&self, at: usize) -> usize {
        self.0.partition_point(|start| *start <= at).max(1)
    }
}

impl Timeline {
    /// The bundled timeline.
    pub fn bundled() -> Timeline {
        // Checked by a test: failing here is a build mistake.
        Timeline::parse(DEFAULT_TOML).expect("the bundled timeline is valid")
    }

    /// Reads and checks a timeline file's text, in a time linear in its length.
    pub fn parse(text: &str) -> Result<Timeline, TimelineError> {
        let lines = Lines::of(text);
        let line_of = |_: &str, at: usize| lines.line(at);
        let at = |span: Range<usize>, problem| TimelineError { line: line_of(text, span.start), problem };
        let raw: RawFile = toml::from_str(text).map_err(|e| TimelineError {
            line: e.span().map_or(1, |s| line_of(text, s.start)),
            problem: Problem::Syntax(e.message().trim().to_owned()),
        })?;
        if raw.format.get_ref() != FORMAT {
            return Err(at(raw.format.span(), Problem::Format));
        }
        if *raw.version.get_ref() != 1 {
            return Err(at(raw.version.span(), Problem::Version(*raw.version.get_ref())));
        }
        let time = |s: &Spanned<String>| {
            parse_time(s.get_ref()).ok_or_else(|| at(s.span(), Problem::Time(s.get_ref().clone())))
        };
        let length = time(&raw.length)?;
        let silence = time(&raw.silence)?;
        let mut events = Vec::new();
        for e in raw.events.get_ref() {
            let line = line_of(text, e.span().start);
            let r = e.get_ref();
            let t = time(&r.at)?;
            let gongs = r.gongs.as_ref().map(|g| (*g.get_ref(), g.span()));
            let kind = match r.event.get_ref().as_str() {
                "countdown" => match gongs {
                    Some((n @ 1..=3, _)) => Kind::Countdown { gongs: n as u8 },
                    Some((_, span)) => return Err(at(span, Problem::Gongs)),
                    None => return Err(TimelineError { line, problem: Problem::Gongs }),
                },
                name @ ("escape" | "door" | "scream") => {
                    if let Some((_, span)) = gongs {
                        return Err(at(span, Problem::GongsNotCountdown));
                    }
                    match name {
                        "escape" => Kind::Escape,
                        "door" => Kind::Door,
                        _ => Kind::Scream,
                    }
                }
                other => return Err(at(r.event.span(), Problem::EventName(other.to_owned()))),
            };
            events.push(Event { at: t, kind, line });
        }
        let timeline = Timeline { events, length, silence };
        timeline.check(line_of(text, raw.events.span().start))?;
        Ok(timeline)
    }

    /// The order of the events, the room each needs, the three countdowns, the length.
    fn check(&self, events_line: usize) -> Result<(), TimelineError> {
        let err = |line, problem| Err(TimelineError { line, problem });
        let mut countdowns = 0u8;
        let mut before: Option<Event> = None;
        for e in &self.events {
            match (before.map(|b| b.kind), e.kind) {
                (None, Kind::Escape) => {}
                (None, _) => return err(e.line, Problem::First),
                (Some(Kind::Escape), Kind::Countdown { .. }) => {}
                (Some(Kind::Escape), _) => return err(e.line, Problem::AfterEscape),
                (Some(Kind::Countdown { .. }), Kind::Door | Kind::Scream) => {}
                (Some(Kind::Countdown { .. }), _) => return err(e.line, Problem::AfterCountdown),
                (Some(Kind::Door), Kind::Escape) => {}
                (Some(Kind::Door), _) => return err(e.line, Problem::AfterDoor),
                (Some(Kind::Scream), _) => return err(e.line, Problem::AfterScream),
            }
            if let Kind::Countdown { gongs } = e.kind {
                countdowns += 1;
                if gongs != countdowns {
                    return err(e.line, Problem::CountdownNumber(countdowns));
                }
            }
            if let Some(b) = before {
                let needed = match (b.kind, e.kind) {
                    (Kind::Escape, _) => self.silence + CALL_ROOM,
                    (Kind::Countdown { gongs }, _) => signal_len(gongs) + COUNTDOWN_ROOM,
                    _ => DOOR_LEN + PAUSE_ROOM,
                };
                if e.at < b.at + needed {
                    return err(e.line, Problem::TooSoon { previous: b.at, needed: needed.div_ceil(1000) });
                }
            }
            let end = if e.kind == Kind::Scream { e.at + SCREAM_LEN } else { e.at };
            if end > self.length {
                return err(e.line, Problem::TooLong(self.length));
            }
            before = Some(*e);
        }
        if before.map(|b| b.kind) != Some(Kind::Scream) {
            return err(before.map_or(events_line, |b| b.line), Problem::NoScream);
        }
        if countdowns != 3 {
            return err(events_line, Problem::Countdowns(usize::from(countdowns)));
        }
        Ok(())
    }

    /// The events, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The whole track, in milliseconds.
    pub fn length(&self) -> u32 {
        self.length
    }

    /// The silence before each countdown's knocks, in milliseconds.
    pub fn silence(&self) -> u32 {
        self.silence
    }

    /// The stretches of play, in track time: from each call to the door or the scream.
    pub fn play_spans(&self) -> Vec<Range<u32>> {
        let mut spans = Vec::new();
        let mut start = None;
        for e in &self.events {
            match e.kind {
                Kind::Escape => start = Some(e.at),
                Kind::Door | Kind::Scream => {
                    if let Some(s) = start.take() {
                        spans.push(s..e.at);
                    }
                }
                Kind::Countdown { .. } => {}
            }
        }
        spans
    }

    /// All the play time, in milliseconds (15 minutes in the rulebook).
    pub fn play_total(&self) -> u32 {
        self.play_spans().iter().map(|s| s.end - s.start).sum()
    }

    /// Play time at track time `ms`.
    pub fn play_at(&self, ms: u32) -> u32 {
        self.play_spans().iter().map(|s| ms.clamp(s.start, s.end) - s.start).sum()
    }

    /// The track time at which play time reaches `play` (the start of a stretch of play, when
    /// `play` is where one ends and the next begins).
    pub fn track_at(&self, play: u32) -> Option<u32> {
        let mut before = 0;
        for s in self.play_spans() {
            let len = s.end - s.start;
            if play < before + len {
                return Some(s.start + (play - before));
            }
            before += len;
        }
        None
    }

    /// What is going on at track time `ms`.
    pub fn phase_at(&self, ms: u32) -> Phase {
        let mut previous: Option<&Event> = None;
        for (i, e) in self.events.iter().enumerate() {
            if e.at > ms {
                return match previous.map(|p| p.kind) {
                    None => Phase::LeadIn { starts: e.at },
                    Some(Kind::Escape) => {
                        let next = self.events[i..].iter().find_map(|n| match n.kind {
                            Kind::Countdown { gongs } => Some((gongs, n.at)),
                            _ => None,
                        });
                        Phase::Play { next, last: next.is_some_and(|(g, _)| g == 3) }
                    }
                    Some(Kind::Countdown { gongs }) => {
                        Phase::Countdown { number: gongs, last: e.kind == Kind::Scream, ends: e.at }
                    }
                    Some(Kind::Door) => Phase::Pause { resumes: e.at },
                    Some(Kind::Scream) => Phase::Over,
                };
            }
            previous = Some(e);
        }
        Phase::Over
    }

    /// The voices of the track, each at its track time (milliseconds): the calls, and the aids
    /// asked for. `len_of` says how long each is said. A minute mark never covers a signal, the
    /// door, a pause or another voice: it waits for them (and is dropped if it would come
    /// more than 20 seconds late).
    pub fn voices(&self, minutes: bool, seconds: bool, len_of: impl Fn(Say) -> u32) -> Vec<(u32, Say)> {
        let mut busy: Vec<Range<u32>> = Vec::new();
        let mut placed: Vec<(u32, Say)> = Vec::new();
        for (i, e) in self.events.iter().enumerate() {
            match e.kind {
                Kind::Escape => {
                    placed.push((e.at, Say::Call));
                    busy.push(e.at..e.at + len_of(Say::Call) + VOICE_GAP);
                }
                Kind::Countdown { gongs } => {
                    busy.push(e.at.saturating_sub(self.silence + 300)..e.at + signal_len(gongs));
                }
                Kind::Door => {
                    let resumes = self.events.get(i + 1).map_or(self.length, |n| n.at);
                    busy.push(e.at..resumes);
                }
                Kind::Scream => busy.push(e.at..self.length),
            }
        }
        if seconds {
            for (i, e) in self.events.iter().enumerate() {
                let (Kind::Countdown { gongs }, Some(end)) = (e.kind, self.events.get(i + 1)) else { continue };
                for s in SECONDS_MARKS {
                    let say = if s > 5 { Say::Seconds(s) } else { Say::Count(s) };
                    let Some(t) = end.at.checked_sub(s * 1000) else { continue };
                    let span = t..t + len_of(say) + VOICE_GAP;
                    if t >= e.at + signal_len(gongs) && !busy.iter().any(|b| overlaps(b, &span)) {
                        busy.push(span);
                        placed.push((t, say));
                    }
                }
            }
        }
        if minutes {
            let total = self.play_total();
            let mut k = 1;
            while k * 60_000 < total {
                let say = Say::Minutes(k);
                if let Some(nominal) = self.track_at(total - k * 60_000) {
                    let len = len_of(say) + VOICE_GAP;
                    let mut t = nominal;
                    while let Some(b) = busy.iter().find(|b| overlaps(b, &(t..t + len))) {
                        t = b.end;
                    }
                    if t <= nominal + MINUTE_LATE {
                        busy.push(t..t + len);
                        placed.push((t, say));
                    }
                }
                k += 1;
            }
        }
        placed.sort_by_key(|(t, _)| *t);
        placed
    }
}

fn overlaps(a: &Range<u32>, b: &Range<u32>) -> bool {
    a.start < b.end && b.start < a.end
}

/// What is going on at a moment of the track.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Before the first call (at `starts`).
    LeadIn { starts: u32 },
    /// Play, before countdown `next` (its number and track time); `last`: it is the third.
    Play { next: Option<(u8, u32)>, last: bool },
    /// A countdown, which ends at `ends` (the door, or the scream when `last`).
    Countdown { number: u8, last: bool, ends: u32 },
    /// The pause after a door slam; the call comes at `resumes`.
    Pause { resumes: u32 },
    /// After the scream.
    Over,
}

/// A voice of the soundtrack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Say {
    /// "Escape!"
    Call,
    /// Minutes of play left, at a minute mark.
    Minutes(u32),
    /// Seconds left in a countdown (30, 20, 10).
    Seconds(u32),
    /// The last seconds of a countdown, counted (5 to 1).
    Count(u32),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_is_found_on_its_line() {
        let text = "a\nbc\n\nd";
        let lines = Lines::of(text);
        let naive = |at: usize| text.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        for at in 0..=text.len() {
            assert_eq!(lines.line(at), naive(at), "byte {at}");
        }
        assert_eq!(Lines::of("").line(0), 1);
    }

    fn m(min: u32, s: u32) -> u32 {
        (min * 60 + s) * 1000
    }

    #[test]
    fn the_bundled_timeline_has_the_defaults_of_the_design_notes_in_order() {
        let t = Timeline::bundled();
        let play: Vec<(Kind, u32)> = t.events().iter().map(|e| (e.kind, t.play_at(e.at))).collect();
        assert_eq!(
            play,
            vec![
                (Kind::Escape, 0),
                (Kind::Countdown { gongs: 1 }, m(4, 22)),
                (Kind::Door, m(5, 0)),
                (Kind::Escape, m(5, 0)),
                (Kind::Countdown { gongs: 2 }, m(9, 22)),
                (Kind::Door, m(10, 0)),
                (Kind::Escape, m(10, 0)),
                (Kind::Countdown { gongs: 3 }, m(14, 0)),
                (Kind::Scream, m(15, 0)),
            ]
        );
        assert_eq!(t.play_total(), m(15, 0));
        assert_eq!(t.length(), m(16, 0));
        // 38 seconds for each of the first two countdowns, 20 for each pause.
        let ev = t.events();
        assert_eq!(ev[2].at - ev[1].at, 38_000);
        assert_eq!(ev[5].at - ev[4].at, 38_000);
        assert_eq!(ev[3].at - ev[2].at, 20_000);
        assert_eq!(ev[6].at - ev[5].at, 20_000);
        assert!(ev.windows(2).all(|w| w[0].at < w[1].at));
    }

    #[test]
    fn times_read_and_write_as_minutes_and_seconds() {
        assert_eq!(parse_time("4:22"), Some(m(4, 22)));
        assert_eq!(parse_time("15:50.5"), Some(m(15, 50) + 500));
        assert_eq!(parse_time("0:02.25"), Some(2_250));
        for bad in ["4:2", "4:60", "422", ":22", "4:22.", "a:22", "4:22.1234", "-1:00", ""] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
        assert_eq!(format_time(m(4, 22)), "4:22");
        assert_eq!(format_time(m(15, 50) + 500), "15:50.5");
    }

    fn with(events: &str) -> Result<Timeline, TimelineError> {
        Timeline::parse(&format!(
            "format = \"vigie-escape-timeline\"\nversion = 1\nlength = \"16:00\"\nsilence = \"0:02\"\nevents = [\n{events}]\n"
        ))
    }

    const GOOD: [&str; 9] = [
        "{ at = \"0:10\", event = \"escape\" },",
        "{ at = \"4:32\", event = \"countdown\", gongs = 1 },",
        "{ at = \"5:10\", event = \"door\" },",
        "{ at = \"5:30\", event = \"escape\" },",
        "{ at = \"9:52\", event = \"countdown\", gongs = 2 },",
        "{ at = \"10:30\", event = \"door\" },",
        "{ at = \"10:50\", event = \"escape\" },",
        "{ at = \"14:50\", event = \"countdown\", gongs = 3 },",
        "{ at = \"15:50\", event = \"scream\" },",
    ];

    /// The good events with line `i` (0-based among them; file line `i + 6`) replaced.
    fn replaced(i: usize, line: &str) -> Result<Timeline, TimelineError> {
        let mut lines = GOOD.map(str::to_owned).to_vec();
        lines[i] = line.to_owned();
        with(&(lines.join("\n") + "\n"))
    }

    fn problem(r: Result<Timeline, TimelineError>) -> (usize, Problem) {
        let e = r.expect_err("a problem");
        (e.line, e.problem)
    }

    #[test]
    fn the_same_events_written_by_hand_give_the_bundled_timeline() {
        let t = with(&(GOOD.join("\n") + "\n")).expect("valid");
        assert_eq!(t.events().iter().map(|e| (e.at, e.kind)).collect::<Vec<_>>(), {
            Timeline::bundled().events().iter().map(|e| (e.at, e.kind)).collect::<Vec<_>>()
        });
    }

    #[test]
    fn each_problem_is_named_with_its_line() {
        assert_eq!(
            problem(replaced(1, "{ at = \"4:3\", event = \"countdown\", gongs = 1 },")),
            (7, Problem::Time("4:3".into()))
        );
        assert_eq!(problem(replaced(2, "{ at = \"5:10\", event = \"dor\" },")), (8, Problem::EventName("dor".into())));
        assert_eq!(problem(replaced(1, "{ at = \"4:32\", event = \"countdown\" },")), (7, Problem::Gongs));
        assert_eq!(problem(replaced(1, "{ at = \"4:32\", event = \"countdown\", gongs = 4 },")), (7, Problem::Gongs));
        assert_eq!(
            problem(replaced(2, "{ at = \"5:10\", event = \"door\", gongs = 1 },")),
            (8, Problem::GongsNotCountdown)
        );
        assert_eq!(problem(replaced(0, "{ at = \"0:10\", event = \"door\" },")), (6, Problem::First));
        assert_eq!(problem(replaced(1, "{ at = \"4:32\", event = \"escape\" },")), (7, Problem::AfterEscape));
        assert_eq!(problem(replaced(2, "{ at = \"5:10\", event = \"escape\" },")), (8, Problem::AfterCountdown));
        assert_eq!(problem(replaced(3, "{ at = \"5:30\", event = \"door\" },")), (9, Problem::AfterDoor));
        assert_eq!(
            problem(replaced(4, "{ at = \"9:52\", event = \"countdown\", gongs = 3 },")),
            (10, Problem::CountdownNumber(2))
        );
        assert_eq!(
            problem(replaced(2, "{ at = \"4:34\", event = \"door\" },")),
            (8, Problem::TooSoon { previous: m(4, 32), needed: 7 })
        );
        assert_eq!(problem(replaced(8, "{ at = \"15:58\", event = \"scream\" },")), (14, Problem::TooLong(m(16, 0))));
        // Too few countdowns: named at the events' line.
        let short = [GOOD[0], GOOD[7].replace("gongs = 3", "gongs = 1").as_str(), GOOD[8]].join("\n");
        assert_eq!(problem(with(&short)), (5, Problem::Countdowns(1)));
        // No scream: named at the last event.
        assert_eq!(problem(with(&(GOOD[..8].join("\n") + "\n"))), (13, Problem::NoScream));
        let after = GOOD.join("\n") + "\n{ at = \"15:55\", event = \"door\" },\n";
        assert_eq!(problem(with(&after)), (15, Problem::AfterScream));
    }

    #[test]
    fn syntax_unknown_fields_and_headers_are_named_with_their_line() {
        let (line, p) = problem(replaced(3, "{ at = \"5:30\", event = \"escape\", loud = true },"));
        assert_eq!(line, 9);
        assert!(matches!(&p, Problem::Syntax(s) if s.contains("loud")), "{p:?}");
        let (line, p) = problem(replaced(3, "{ at = 5:30, event = \"escape\" },"));
        assert_eq!(line, 9);
        assert!(matches!(p, Problem::Syntax(_)), "{p:?}");
        let bad = DEFAULT_TOML.replace("format = \"vigie-escape-timeline\"", "format = \"vigie-board\"");
        let line = DEFAULT_TOML.lines().position(|l| l.starts_with("format")).unwrap() + 1;
        assert_eq!(problem(Timeline::parse(&bad)), (line, Problem::Format));
        let bad = DEFAULT_TOML.replace("version = 1", "version = 2");
        assert_eq!(problem(Timeline::parse(&bad)), (line + 1, Problem::Version(2)));
        let bad = DEFAULT_TOML.replace("length = \"16:00\"", "length = \"16\"");
        let line = DEFAULT_TOML.lines().position(|l| l.starts_with("length")).unwrap() + 1;
        assert_eq!(problem(Timeline::parse(&bad)), (line, Problem::Time("16".into())));
    }

    #[test]
    fn phases_follow_the_events() {
        let t = Timeline::bundled();
        assert_eq!(t.phase_at(0), Phase::LeadIn { starts: m(0, 10) });
        assert_eq!(t.phase_at(m(1, 0)), Phase::Play { next: Some((1, m(4, 32))), last: false });
        assert_eq!(t.phase_at(m(4, 40)), Phase::Countdown { number: 1, last: false, ends: m(5, 10) });
        assert_eq!(t.phase_at(m(5, 10)), Phase::Pause { resumes: m(5, 30) });
        assert_eq!(t.phase_at(m(12, 0)), Phase::Play { next: Some((3, m(14, 50))), last: true });
        assert_eq!(t.phase_at(m(15, 0)), Phase::Countdown { number: 3, last: true, ends: m(15, 50) });
        assert_eq!(t.phase_at(m(15, 50)), Phase::Over);
        assert_eq!(t.play_at(m(5, 20)), m(5, 0));
        assert_eq!(t.track_at(m(5, 0)), Some(m(5, 30)));
        assert_eq!(t.track_at(m(15, 0)), None);
    }

    #[test]
    fn voices_come_at_their_marks_and_never_over_a_signal_or_a_pause() {
        let t = Timeline::bundled();
        let v = t.voices(true, true, |s| if s == Say::Call { 900 } else { 800 });
        let at = |say| v.iter().filter(|(_, s)| *s == say).map(|(t, _)| *t).collect::<Vec<_>>();
        assert_eq!(at(Say::Call), vec![m(0, 10), m(5, 30), m(10, 50)]);
        // 14 minutes left at one minute of play; 10 minutes left after the second call.
        assert_eq!(at(Say::Minutes(14)), vec![m(1, 10)]);
        assert_eq!(at(Say::Minutes(10)), vec![m(5, 30) + 1050]);
        // One minute left: when the third countdown's gong strokes have rung.
        assert_eq!(at(Say::Minutes(1)), vec![m(14, 50) + signal_len(3)]);
        assert_eq!(at(Say::Seconds(30)), vec![m(4, 40), m(10, 0), m(15, 20)]);
        assert_eq!(at(Say::Count(1)), vec![m(5, 9), m(10, 29), m(15, 49)]);
        assert_eq!(v.iter().filter(|(_, s)| matches!(s, Say::Minutes(_))).count(), 14);
        for e in t.events() {
            let quiet = match e.kind {
                Kind::Countdown { gongs } => e.at - t.silence()..e.at + signal_len(gongs),
                Kind::Door => e.at..e.at + 20_000,
                _ => continue,
            };
            assert!(v.iter().all(|(s, _)| !quiet.contains(s)), "a voice in {quiet:?}: {v:?}");
        }
        let none = t.voices(false, false, |_| 800);
        assert_eq!(none.iter().map(|(_, s)| *s).collect::<Vec<_>>(), vec![Say::Call; 3]);
    }
}
