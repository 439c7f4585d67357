# What Vigie says when a decision cannot be taken. Nothing has changed.

err-game-over = The game is over.
err-unexpected = That is not what is asked now.
err-no-such-player = There is no player { $seat }.
err-not-your-turn = It is { $expected }'s turn, not { $got }'s.
err-badge-holder-first = { $player } holds the badge and announces first.
err-no-characters = { $player } has no characters left.
err-location-closed = That cannot be: { $place } is closed.
err-no-free-spot = There is no free spot at { $place }.
err-no-monster-spot = There is no free monster spot at { $place }.
err-no-monster = There is no monster at { $place }.
err-not-in-game = { $player }'s { $role } is not in the game.
err-already-placed = { $player }'s { $role } is already placed.
err-no-such-die = No die shows { $face }.
err-not-there = { $player }'s { $role } is not at { $place }.
err-cannot-move = { $player }'s { $role } cannot go to { $place }.
err-same-location = It must go to another location.
err-not-present = { $player } has no character at { $place }.
err-not-a-voter = { $player } has no vote here.
err-not-a-candidate = { $player } cannot be designated here.
err-already-voted = { $player } has already voted.
err-not-tied = { $player } is not among the tied players.
err-already-chosen = { $player } has already chosen.
err-hidden = { $player }'s { $role } is hidden and cannot be taken.
err-already-hidden = { $player }'s { $role } is already hidden.
err-no-card-in-hand = { $player } holds no object card.
err-wrong-moment = The { $card } cannot be played now.
err-keys-are-revealed = The Keys are not played: they are revealed at the end.
err-already-knows-dice = { $player } already knows the dice.
err-blind-badge-holder = The badge holder may not see the dice this turn.
err-must-give-away = One card must go to another player.
err-not-a-keys-holder = { $player } cannot hold the Keys: only a survivor holding cards can.
err-dice-count = { $expected } dice are needed, not { $got }.

## The command line: what `vigie` writes on standard error (after "vigie: ") when a command
## cannot be done, or when a file it reads cannot be used as it is.

err-cli-write-output = cannot write the output: { $reason }
err-cli-list-voices = cannot list the voices: { $reason }
err-cli-write-summary = writing the summary: { $reason }
err-cli-no-config-dir = no config directory (no home directory was found)
err-cli-not-a-number = { $option } must be a number
err-cli-not-a-shape = { $shape } is not a shape (target, square, triangle-left, star, round, drop)
err-cli-no-tactile-code = Mall of Horror's cards have no tactile code: ask for them by the ruleset alone, or for Lockdown's by their code.
err-cli-no-save = there is no save at { $path }
err-cli-no-phones = no Vigie is serving the phones' page now: in Vigie, make a player's private channel their phone first
err-cli-not-a-save-file = cannot resume: { $reason }; it was left as it is
err-cli-save-kept-aside = the save { $path } cannot be resumed: { $reason }. It was kept as { $aside }; a new game can start.
err-cli-store-invalid = its contents do not hold together: { $detail }
err-cli-save-left = the save { $path } cannot be resumed: { $reason }. It was left where it is; a new game can start.
err-cli-settings-kept-aside = the settings file { $path } could not be read ({ $reason }); it was kept as { $aside }, and the defaults are used
err-cli-settings-left = the settings file { $path } could not be read ({ $reason }); it was left as it is, nothing is written over it, and the defaults are used
err-cli-settings-not-numbers = the settings file { $path } holds values that are not numbers ({ $keys }); their defaults are used
err-cli-map-unreadable = { $file }: { $reason }; the bundled map is used
err-cli-keys-kept = { $file }: { $actions } cannot be left without a key; they keep their usual keys
err-cli-buttons-kept = { $file }: { $actions } cannot be left without a button; they keep their usual buttons
err-cli-needs-terminal = the table interface needs a terminal (or use --plain)
err-cli-raw-mode = cannot put the terminal in raw mode: { $reason }
err-cli-save-there = the game cannot be saved there: { $reason }; choose another file with --save FILE
err-cli-log = cannot write the log { $path }: { $reason }
err-cli-terminal-stopped = the terminal stopped answering; see { $log }
err-cli-read-script = cannot read the script { $path }: { $reason }
err-cli-read-script-stdin = cannot read the script from standard input: { $reason }
err-cli-script = { $script }: { $reason }
err-cli-script-line = { $script }: line { $line }: { $reason }
err-cli-script-expectation = { $script }: line { $line }: expectation failed: { $reason }
err-cli-standard-input = standard input
err-cli-notice = { $notice } ({ $reason })

# Why a set-up cannot start a game.
err-setup-player-count = A game has 3 to 6 players, not { $players }.
err-setup-no-such-seat = There is no player { $seat } at this table.
err-setup-deck-too-small = The deck has only { $deck } cards: not enough to deal one to each of the { $players } players.

# Why a board profile was refused, said as the reason inside another message.
err-board-syntax = it is not a board file ({ $reason })
err-board-format = it is not a board file
err-board-version = its version, { $version }, is not one this Vigie reads
err-board-length = { $key } needs { $expected } numbers, not { $found }
err-board-range = { $key } cannot be { $value }: it goes from { $min } to { $max }
err-board-refused = This board cannot be used: { $reason }.

# Why a file cannot be read, written or used, said as the reason inside another message. The
# reason in brackets is the system's own words.
err-store-read = { $path } cannot be read ({ $reason })
err-store-write = { $path } cannot be written ({ $reason })
err-store-not-a-file = { $kind ->
    [folder] { $path } is a folder, not a file
    [pipe] { $path } is a named pipe, not a file
    [socket] { $path } is a socket, not a file
    [device] { $path } is a device, not a file
   *[other] { $path } is not a regular file
  }
err-store-too-large = { $path } is too large (over { $limit } bytes)
err-store-not-text = { $path } is not text (line { $line })
err-store-syntax = it is not a Vigie save ({ $reason })
err-store-format = it is not a Vigie save
err-store-version = it was saved by a newer Vigie
err-store-no-such-version = its version number, { $version }, was never written by Vigie
err-store-invalid = its contents do not hold together
err-store-replay = its decision { $index } can no longer be played (the rules say: "{ $reason }")
err-store-other-ruleset = it is a game of { $ruleset }
err-epilogue-cards = it names a card that is not an epilogue card (they are numbered 1 to 21)
