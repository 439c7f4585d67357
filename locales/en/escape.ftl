# Escape: Zombie City: the soundtrack mode (`vigie escape`, src/escape/).

escape-title = Escape: Zombie City, the soundtrack
escape-call = Escape!
escape-item-position = { $item }, { $position } of { $count }

## Durations, used as arguments of the sentences below.

escape-minutes = { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
}
escape-seconds = { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
}
# $minutes and $seconds are the two durations above.
escape-minutes-seconds = { $minutes } and { $seconds }

## Said in the track (the aids for blind players).

escape-minutes-left = { $minutes ->
    [one] One minute left.
   *[other] { $minutes } minutes left.
}
escape-seconds-left = { $seconds } seconds.
escape-count = { $seconds }

## Asked for with the time key. $left: the play time left; $time: a duration.

escape-status-lead-in = Play starts in { $time }.
escape-status-play = { $left } left. Countdown { $number } in { $time }.
escape-status-play-last = { $left } left. The last countdown in { $time }.
escape-status-countdown = Countdown { $number }: { $time } to get back to the church. { $left } left.
escape-status-countdown-last = Last countdown: { $time } to reach the exit.
escape-status-pause = Pause: play resumes in { $time }. { $left } left.
escape-status-over = The game is over.

## Written as the track goes (and read by a screen reader).

escape-event-escape = Escape! { $left } of play left.
escape-event-countdown = Countdown { $number }: { $time } to get back to the church.
escape-event-countdown-last = Last countdown: { $time } to reach the exit in the van.
escape-event-door = The door slams. Pause: { $time } to bring the survivors back and put out new items.
escape-event-scream = The scream: time is up.
escape-event-end = The soundtrack is over.
escape-playing = Track { $track }, { $lang }. Play starts with the call Escape.

## Keys, pause, stop.

escape-keys = Keys: T or Space, the time left; P, pause; Q or Escape, stop.
escape-keys-no-pause = Keys: T or Space, the time left; Q or Escape, stop.
escape-keys-no-time = Keys: Q or Escape, stop.
escape-paused = Paused. P goes on.
escape-resumed = Going on.
escape-no-pause = No pause: the real soundtrack has none. Start with the pause key on to have one.
escape-confirm-stop = Stop the soundtrack? Enter stops it, any other key goes on.
escape-going-on = The soundtrack goes on.
escape-stopped = Soundtrack stopped.

## Before the track.

escape-choose-lang = Language of the voices
escape-choose-track = Which track?
escape-track-1 = Track 1: the city at night
escape-track-2 = Track 2: the pursuit, with drums
escape-ready = Ready
escape-start = Start the soundtrack
escape-option-minutes = Minutes left, said each minute: { $state }
escape-option-seconds = Seconds left, said in a countdown: { $state }
escape-option-time-key = Time key: { $state }
escape-option-pause = Pause key: { $state }
escape-on = on
escape-off = off
escape-menu-keys = Up and Down choose, Enter confirms, Escape leaves.
escape-lang-en = English
escape-lang-fr = French

## Problems.

escape-no-audio = No sound output was found: the soundtrack cannot play. vigie escape --export FILE.wav writes it to a file to play elsewhere.
escape-no-espeak = espeak-ng is not installed: the track plays without its recorded voices, and the speech engine says them if it can. Install espeak-ng.
escape-export-needs-espeak = The voices of the file need espeak-ng, which is not installed. Install espeak-ng.
escape-needs-terminal = The soundtrack needs a terminal for its keys. vigie escape --export FILE.wav writes it to a file instead.
escape-exported = Written: { $file }. Track { $track }, { $length } long.
escape-cannot-write = Cannot write { $file }: { $reason }
escape-timeline-error = The timeline { $file }, line { $line }: { $problem } Nothing was started.
escape-timeline-unreadable = The timeline { $file } cannot be read ({ $detail }). Nothing was started.
escape-problem-syntax = it is not what a timeline holds ({ $detail }).
escape-problem-format = this is not a Vigie timeline: its first line must be format = "vigie-escape-timeline".
escape-problem-version = this Vigie reads version 1 of the timeline, not version { $version }.
escape-problem-time = { $value } is not a time: write minutes and seconds, such as 4:22 or 4:22.5.
escape-problem-event = { $value } is not an event: escape, countdown, door or scream.
escape-problem-gongs = a countdown has 1, 2 or 3 gong strokes: write gongs = 1, 2 or 3.
escape-problem-gongs-not-countdown = only a countdown has gong strokes.
escape-problem-first = the first event must be the call: event = "escape".
escape-problem-after-escape = after the call comes a countdown.
escape-problem-after-countdown = after a countdown comes the door slam, or the scream after the last one.
escape-problem-after-door = after the door slam comes the call.
escape-problem-after-scream = the scream ends the game: nothing comes after it.
escape-problem-countdown-number = this is countdown { $number }: it needs gongs = { $number }.
escape-problem-countdowns = the game has three countdowns, and this timeline has { $count }.
escape-problem-no-scream = the last event must be the scream.
escape-problem-too-soon = this comes too soon after the event at { $previous }: leave at least { $seconds } seconds between them.
escape-problem-too-long = this goes past the end of the track, at { $length }.
