# The table interface: menus, set-up, settings, help. Written for the ear first.

ui-title-vigie = Vigie
ui-item-position = { $label }, { $position } of { $count }
ui-main-title = Vigie. Main menu.
ui-new-game = New game of Lockdown
ui-new-mall-game = New game of Mall of Horror
ui-resume = Resume the saved game
ui-settings = Settings
ui-card-reader = Card reader
ui-rules = Rules help
ui-quit = Leave Vigie
ui-escape = Escape: Zombie City, the soundtrack
ui-main-back = This is the main menu. To leave, choose Leave Vigie.
ui-key-unknown = That key does nothing here. { $help } says the keys.
ui-no-jump = No choice here starts with { $char }.
ui-no-number = { $numbered ->
    [yes] No choice here has the number { $char }.
   *[no] { $count ->
        [one] There is only one choice here.
       *[other] There are only { $count } choices here.
      }
  }
ui-nothing-to-repeat = Nothing to repeat yet.
ui-not-heard = Stopped. { $count ->
    [one] One message
   *[other] { $count } messages
  } not heard: { $key } says { $count ->
    [one] it
   *[other] them
  }.
ui-not-heard-choose = Before this decision: { $count ->
    [one] one message was
   *[other] { $count } messages were
  } not heard; { $key } says { $count ->
    [one] it
   *[other] them
  }, Enter again decides.
ui-no-details = No more details.
ui-yes = Yes
ui-no = No
ui-confirm-quit = Leave Vigie? A game in progress stays saved; resume it from the main menu.
ui-goodbye = Goodbye.
ui-goodbye-saved = The game is saved: "Resume the saved game" takes it up again. Goodbye.
ui-confirm-new-game = A game in progress is saved. Start a new game in its place?
ui-confirm-ballot = { $voter } votes for { $candidate }. Enter this ballot?
ui-confirm-destination = { $player } goes to { $place }. Enter this destination?
ui-confirm-victim = The monsters take { $player }'s { $role }. Is that right?
ui-confirm-tie = { $kind ->
    [attack] { $martyr } designates { $candidate }, who loses a character. Is that right?
   *[other] { $martyr } settles the tie: { $candidate } wins. Is that right?
  }

ui-setup-lang = New game. Which language?
ui-setup-lang-mall = New game of Mall of Horror. Which language?
ui-lang-name = English
ui-setup-players = How many players?
ui-players = { $count } players
ui-setup-name = Player { $seat } of { $count }, going clockwise round the table: choose a colour, or "Type a name", the last choice.
ui-type-name = Type a name
ui-name-entry = Type the name of player { $seat }, then press Enter.{ $pad ->
    [yes] {" "}With a gamepad, choose its letters in the list, then Done.
   *[no] {""}
  }
ui-name-so-far = So far: { $name }.
ui-name-empty = The name is empty: type at least one letter.
ui-name-taken = { $name } is already at the table: choose another name.
ui-name-taken-typed = { $name } is already at the table: type another name (Backspace deletes a letter).
ui-deleted = { $char } deleted
ui-nothing-to-delete = Nothing to delete.
ui-colour-red = Red
ui-colour-blue = Blue
ui-colour-green = Green
ui-colour-yellow = Yellow
ui-colour-black = Black
ui-colour-white = White
ui-colour-orange = Orange
ui-colour-purple = Purple
ui-setup-youngest = Who is the youngest player? They start with the Martyr.
ui-setup-oldest = Who is the oldest player? They start with the badge, and place first.
ui-oldest-is-youngest = { $player } is the youngest: the oldest must be another player.
ui-setup-board = Check the board, location by location. Choose a location to correct it, or the last choice when all is right.
ui-board-location = { $place }: { $spots } spots for characters, { $monsters } for monsters.
ui-board-parking = { $place }: room for any number of characters, { $monsters } spots for monsters.
ui-board-ok = The board is right: go on.
ui-board-spots = { $place }: how many spots for characters?
ui-board-monster-spots = { $place }: how many spots for monsters?
ui-board-saved = Board kept for the next games.
ui-board-unreadable = Your board file could not be read ({ $reason }); the standard board is used.
ui-setup-dice = Who rolls the dice?
ui-dice-vigie = Vigie rolls them
ui-dice-table = The table rolls real dice and tells me the faces
ui-game-starts = The game begins.

ui-resumed = Game resumed.
ui-resumed-last = The last decision saved: { $what }. What it did:
ui-resumed-last-quiet = The last decision saved: { $what }.
ui-resumed-secrets = { $players } { $count ->
    [one] has a secret
   *[other] have secrets
  } of this { $game ->
    [mall] round
   *[other] turn
  }: { $key } tells { $count ->
    [one] it
   *[other] them
  } again.
ui-resumed-finished = This game is over.
ui-no-save = There is no saved game.
ui-save-unreadable = The saved game cannot be read: { $reason }. It was kept aside as { $path }. You can start a new game.
ui-save-unreadable-kept = The saved game cannot be read: { $reason }. It was left as it is, at { $path }. You can start a new game.
ui-save-failed = The game could not be saved: { $reason }. Play on: I save again after the next decision.
ui-record-failed = The epilogues unlocked could not be kept: { $reason }.

ui-continue-vote = Go on to the vote
ui-continue-stopped = Go on: the monsters stay out
ui-continue = Go on, no card played
ui-plays-a-card = { $player } plays a card
ui-which-card = { $player }, which card?
ui-peek = { $player }, lift the box a little and look at the dice, alone. Then choose: has looked.
ui-peek-done = { $player } has looked
ui-attack-stopped = Now { $monsters ->
    [0] no monster
    [one] one monster
   *[other] { $monsters } monsters
  } against strength { $strength } at { $place }: the monsters stay out. Continue.
ui-move-item = { $role }, at { $place }
ui-how-play = { $card ->
    [tin-can] { $player }, the Tin can: where does the monster go?
    [rotten-meat] { $player }, the Rotten meat: which character hides?
    [energy-drink] { $player }, the Energy drink: which character moves?
   *[other] { $player }, how do you play the { $name }?
  }
ui-placement-where = Where does the { $role } go?
ui-dice-entry = Die { $number } of { $count }: which face?
ui-face-back = The { $face } is taken back.
ui-give = Give it to { $player }
ui-keep = Keep it
ui-nobody = Nobody
ui-final-score = Hear the final score
ui-main-menu = Back to the main menu
ui-pause-title = Paused: the game waits for you.
ui-pause-title-over = The game is over.
ui-back-to-game = Back to the game
ui-back-to-scores = Back to the scores

ui-settings-title = Settings.
ui-setting-at-end = { $line }, { $end ->
    [high] already the highest
   *[low] already the lowest
  }.
ui-setting-lang = Language: { $value }
ui-setting-verbosity = How much is said: { $value }
ui-setting-rate = Speech rate: { $value }
ui-setting-volume = Speech volume: { $value }
ui-setting-pitch = Speech pitch: { $value }
ui-setting-sound-volume = Sound cue volume: { $value }
ui-setting-sounds = Sound cues: { $value }
ui-setting-large = Large letters on screen: { $value }
ui-setting-choose = Choose a value.
ui-verbosity-brief = brief
ui-verbosity-normal = normal
ui-verbosity-full = full, with details
ui-on = on
ui-off = off
ui-settings-unsaved = This could not be kept for next time: { $reason }.

ui-cards-title = Card reader.
ui-cards-by-code = Find a card by its tactile code
ui-cards-by-name = Find a card by its name
ui-cards-lockdown-by-code = Lockdown: find a card by its tactile code
ui-cards-lockdown-by-name = Lockdown: find a card by its name
ui-cards-mall = Mall of Horror: its cards
cards-lockdown-title = Lockdown's cards.
ui-cards-code-title = Feel the sticker, then choose its code. Enter tells the card.
ui-cards-name-title = Choose a card. Enter tells its code and what it does.

ui-help-title = The keys that work here: the arrows go from one to the next.
ui-history-title = What was said, newest first.
ui-history-entry = { $turn ->
    [0] Set-up
   *[other] Turn { $turn }{ $phase ->
        [0] {""}
       *[other] , phase { $phase }
      }
  }: { $text }
ui-history-empty = Nothing has been said yet.
ui-review-location-title = Which location? Press its number, or use the arrows.
ui-review-family-title = Which family? Use the arrows.
ui-no-game = There is no game yet: that key works during a game.
ui-no-game-saved = No game in progress: "Resume the saved game", in the main menu, takes it up.
ui-nothing-to-undo = Nothing to undo.
ui-nothing-to-redo = Nothing to redo.

ui-rules-title = Rules help: choose a topic, then press Enter to hear it.
ui-rules-title-both = Rules help: Lockdown's topics, then Mall of Horror's. Choose one, then press Enter to hear it.
ui-rules-mall-topic = Mall of Horror: { $topic }
ui-rules-goal-title = The goal
ui-rules-goal = Each player leads a family of survivors: the Blocker, the Leader, the Weeper and, with three players, the Useless. Keep as many of them alive as you can. When the game ends, each survivor scores points: the Weeper 7, the Blocker 5, the Leader 3, the Useless 1. The highest total wins; equal totals share the victory.
ui-rules-turn-title = A turn
ui-rules-turn = A turn has seven phases, always in this order: the truck search at the parking, the badge vote in the surveillance room, the choice of destinations, the moves, the arrival of the monsters, the attacks, then the end of the turn, when locations surrounded by monsters close. Vigie asks for every decision and says what to do on the board.
ui-rules-truck-title = Phase 1: the truck
ui-rules-truck = The players with characters at location 6, the parking, vote. The winner draws up to three object cards, keeps one, gives one to any player, and puts the last one back. Nobody votes when the parking is empty or the deck is used up.
ui-rules-badge-title = Phase 2: the badge
ui-rules-badge = The players at location 3, the surveillance room, vote for who holds the security badge. The holder then learns the dice hidden under the box: they tell where the monsters will come. If nobody is at location 3, the holder keeps the badge but may not look at the dice this turn.
ui-rules-destinations-title = Phase 3: destinations
ui-rules-destinations = The badge holder says aloud where they are going. The others then choose a location in secret, and all are revealed together. A closed location cannot be chosen.
ui-rules-movement-title = Phase 4: moves
ui-rules-movement = The dice are shown to everyone. From the badge holder, going clockwise, each player moves one character to their chosen location. A character that finds the location full goes to the parking instead.
ui-rules-monsters-title = Phase 5: monsters
ui-rules-monsters = One monster comes for each die, at the location of its number. One more comes where the Weepers are most numerous, and one more where the characters are most numerous. A location with no room for its monster sends it to the parking.
ui-rules-attacks-title = Phase 6: attacks
ui-rules-attacks = Locations are checked from 1 to 6. Where the monsters are stronger than the characters there, the monsters attack: the Blocker counts as two, every other character as one. Cards may be played first. If the monsters still win, the players there vote for whose character is taken; that player chooses which one. At the parking, each monster takes one character, one vote at a time.
ui-rules-votes-title = Votes
ui-rules-votes = Each character present gives one vote, the Leader two. A Gun adds one. Everybody votes at once, and the most votes wins. On a tie, the holder of the Martyr chooses among the tied players. The Martyr goes to whoever last lost a character.
ui-rules-cards-title = Object cards
ui-rules-cards = Cards are kept secret in hand and played at set moments. The card reader in the main menu tells each card by its tactile code: its name, what it does and when it can be played.
ui-rules-end-title = The end
ui-rules-end = Eaten characters fill the cold storage row by row. When the first row is full, monsters attack as soon as they are as strong as the characters. When the second and third rows fill, one more die goes under the box. The game ends when no more characters are left alive than there are players.
ui-settings-broken = Your settings could not be read ({ $reason }); they were kept aside as { $path }, and the usual settings are used.
ui-keys-broken = Your key map could not be read ({ $reason }); the usual keys are used.
ui-confirm-keys = { $player } reveals the Keys of the truck. Is that right?
ui-confirm-no-keys = Nobody reveals the Keys of the truck. Is that right?
ui-confirm-weapons = Yes, a survivor holds two weapons. Is that right?
ui-confirm-no-weapons = No, nobody holds two weapons. Is that right?
ui-continue-no-vote = Go on: no vote is needed
ui-drink-where = The { $role } is at { $place }. Where does it go?
ui-name-set = Player { $seat }: { $name }.

# Secrets: private channels, secrets told and heard again, secret choices.
ui-channels = Private channels and secret choices
ui-channels-title = Private channels: how each player hears their secrets. Choose a player to change theirs.
ui-channel-of = { $player }: { $channel }
ui-channel-none = no private channel: never told a secret
ui-channel-screen = the screen, read alone
ui-screen-plain = Careful: with plain lines for a screen reader, a secret shown on the screen may be read aloud; headphones or a passed headset are safer.
ui-channel-headphones = headphones: { $device }
ui-channel-headset = a headset passed around: { $device }
ui-channel-pick = { $player }'s private channel?
ui-no-devices = No headphones can be offered: { $reason }.
ui-no-device-found = the audio server lists no output device
ui-devices-unread = the audio server does not answer
ui-only-table-device = the only output device is the table's own, where everyone hears me
ui-entry-open = Ballots and destinations: one operator enters what the table shows
ui-phone-decisions-secret = On the phones: secret choices only
ui-phone-decisions-all = On the phones: each player also makes their own decisions (the keys here still can)
ui-entry-secret = Ballots and destinations: each player enters theirs in secret
ui-start-game = All set: start the game
ui-secret-read = Read it, then press Enter: the screen is cleared.
ui-choosing-in-secret = { $player } is choosing in secret.
ui-no-private-voice = private speech is not available
ui-private-too-long = the device did not finish playing
ui-private-failed = { $player }'s private channel did not work ({ $reason }). The secret is kept: { $key } tells it again.
ui-secret-no-channel = { $player } has a secret but no private channel to hear it. Give { $player } one in the pause menu (Escape, then private channels); then { $key } tells it.
ui-secret-on-screen = A secret is on the screen: once it is read, Enter clears it first.
ui-confirm-no-channel = { $players } { $count ->
    [one] has
   *[other] have
  } no private channel: { $game ->
    [mall] as chief of security, { $count ->
        [one] this player
       *[other] they
      } will not hear my dice, nor those of a Security camera.
   *[other] when holding the badge, { $count ->
        [one] this player
       *[other] they
      } will not hear my dice, nor those of a Walkie-talkie.
  } Start all the same?
ui-entered-taken-over = { $player }'s choice, taken over from their phone: { $player } tells it, and the operator enters it.
ui-entry-rule = { $players } { $count ->
    [one] has
   *[other] have
  } no private channel: at each secret choice, { $count ->
    [one] this player chooses
   *[other] they choose
  } after the others, showing the table, and the operator enters it.
ui-entry-plan = Nobody choosing now has a private channel: { $kind ->
    [ballot] on three, everyone points at their choice
   *[other] everyone reveals their destination at once
  }, and the operator enters what each showed.
ui-handover-screen-choice = { $player }, your secret choice: look at the screen alone, then choose Ready.
ui-handover-headset-choice = { $player }, your secret choice: put on the headset, then choose Ready.
ui-handover-screen = { $player }, a secret for you: look at the screen alone, then choose Ready.
ui-handover-headset = { $player }, a secret for you: put on the headset, then choose Ready.
ui-ready = Ready
ui-later = Later
ui-later-said = { $player } can hear it later: { $key }.
ui-pass-headset = { $player }, pass the headset on.
ui-pass-on = When { $player } has heard, choose Done, and pass the headset on.
ui-done = Done
ui-again = Hear it again
ui-reading = { $player } is reading a secret on the screen.
ui-no-secret = Nobody has a secret to hear again yet.
ui-secrets-title = Whose secrets, to hear again on their own channel?
ui-secret-told = Told again to { $player }.
ui-no-channel = { $player } has no private channel: choose one in the pause menu.

# Gamepads.
ui-commands-title = Commands: choose one to do it.
ui-letter-hyphen = Hyphen
ui-letter-apostrophe = Apostrophe
ui-letter-delete = Delete the last letter
ui-letter-done = Done: keep this name
ui-pad-found = Gamepad { $number } ready ({ $name }), { $owner }.
ui-pad-connected = Gamepad { $number } connected ({ $name }), { $owner }.
ui-pad-back = Gamepad { $number } is back ({ $name }), { $owner }.
ui-pad-disconnected = Gamepad { $number } disconnected ({ $name }), { $owner }. Nothing is lost: the keyboard still works, and the gamepad can be plugged in again.
ui-pad-for-player = for { $player }
ui-pad-for-operator = for the operator
ui-pad-unnamed = no name given
ui-pad-none = No gamepad found: the keyboard works, and a gamepad plugged in later is announced.
ui-pad-unavailable = Gamepads cannot be used ({ $reason }). The keyboard works as usual.
ui-pad-unbound = { $button } does nothing here; { $help } says what each button does.
ui-pad-not-yours = Gamepad { $number } is { $owner }'s, and { $player } is choosing in secret now: { $player } should use their own gamepad or the keyboard.
ui-pad-map-broken = The gamepad buttons file could not be read ({ $reason }); the usual buttons are used.
ui-pads-item = { $count ->
    [0] Gamepads: none connected
    [one] Gamepads: one connected
   *[other] Gamepads: { $count } connected
}
ui-pads-title = Gamepads. Choose one to give it to a player: it then rumbles for them, and when each player enters their choices in secret, it makes theirs. The one in focus rumbles, if it can; { $button } on a gamepad finds it in the list.
ui-pads-none = No gamepad is connected. Plug one in: Vigie says so, and it is listed here.
ui-pad-item = Gamepad { $number } ({ $name }), { $owner }{ $state ->
    [gone] , disconnected
    [mute] , cannot rumble
   *[ready] {""}
}
ui-pad-owner-title = Whom is gamepad { $number } for?
ui-pad-owner-set = Gamepad { $number } is now { $owner }.
ui-pad-needs-channel = Rumble only adds to a private channel: give { $player } one too, or their dice are not told by rumble.
ui-setting-rumble-dice = Secret dice by rumble on the gamepad of whoever is told them: { $value }
ui-setting-rumble-strength = Rumble strength: { $value }
ui-setting-rumble-cues = Rumble when the game waits for you and when your choice is counted: { $value }
ui-pad-why-no-access = this system gives Vigie no access to gamepads
ui-pad-why-no-folder = this machine has no folder of input devices, /dev/input
ui-pad-why-permission = Vigie may not read the gamepad { $path }: ask whoever runs this machine to let it
ui-pad-this-one = This is gamepad { $number } ({ $name }), { $owner }.
ui-pads-back = Back to the private channels
ui-letter-refused = Not here: a name starts with a letter and has 24 characters at most.
ui-pad-which = Gamepad { $number } ({ $name }) is one of several alike: Vigie cannot tell whose it is, so it acts for the operator until it is given to its player again in the gamepads screen.
ui-pads-off = Gamepads are not looked for in this run (it was started with --no-gamepad).
ui-letter-group = { $first } to { $last }
ui-letter-pick = Which letter?
ui-keys-kept = Your key map leaves without a key what is always needed: { $actions }. Those keep their usual keys, so that you can always move, choose, go back, get help and leave.
ui-pad-map-kept = The gamepad buttons file leaves without a button what is always needed: { $actions }. Those keep their usual buttons, so that a gamepad can always move, choose, go back, get help and reach the commands.
ui-settings-not-numbers = Some settings were not numbers ({ $keys }); their usual values are used.
ui-board-kept-aside = Your board file could not be read ({ $reason }); it was kept aside as { $path }, and the standard board is used.
ui-settings-broken-left = Your settings could not be read ({ $reason }); the file was left as it is, at { $path }, and nothing will be written over it: the usual settings are used, and changes are not kept.
ui-epilogues-kept-aside = The record of the epilogues this table has unlocked could not be read ({ $reason }); it was kept aside as { $path }, and a new record is started.
ui-epilogues-unreadable = The record of the epilogues this table has unlocked could not be read ({ $reason }); it was left as it is, at { $path }, and nothing is written over it.

## Phones as private channels

ui-channel-phone = their phone, on Vigie's page
ui-phones = Phones: join address and code
ui-phones-back = Back
ui-phones-say-again = Say the address and code again
ui-phones-address = Phones: on the same Wi-Fi, open { $address } and enter the code { $code }. The QR code is under Phones, in the pause menu.
ui-phones-address-here = Phones: on the same Wi-Fi, open { $address } and enter the code { $code }, or scan the QR code on the screen.
ui-phones-title = Phones: on the same Wi-Fi, open { $address } and enter the code { $code }, or scan the QR code on the screen. A player's seat can be given to a new phone here.
ui-phone-of = { $player }: { $state ->
    [connected] phone connected
    [away] phone away
   *[waiting] no phone yet
  }
ui-phone-join-reminder = { $player } joins from their phone with the same address and code.
ui-phones-unavailable = This Vigie cannot serve the phones' page.
ui-phones-no-port = The phones' page could not open on port { $port }: another program may use it. Start Vigie with another port (--phone-port).
ui-phones-no-start = The phones' page could not start on this computer.
ui-phones-not-running = the phones' page is not running
ui-phone-joined = { $player }'s phone has joined.
ui-phone-back = { $player }'s phone is back.
ui-phone-away = { $player }'s phone went away.
ui-phone-away-choice = { $player }'s phone went away during a choice: it can come back, or the operator can take the choice over.
ui-phone-moved = { $player }'s seat moved to another phone. If { $player } did not do it, give the seat to a new phone from Phones in the pause menu.
ui-phones-code-changed = Wrong join codes were tried on the phones' page, so the code has changed: the new code is { $code }.
ui-phone-asks-seat = Another phone asks for { $player }'s seat. If { $player }'s phone is lost, give the seat to the new one from Phones in the pause menu.
ui-phone-confirm-new = Give { $player }'s seat to a new phone? Their present phone gets no more secrets.
ui-phone-new-allowed = { $player }'s seat is free: the new phone joins with the code.
ui-phones-waiting = { $count ->
    [one] { $players } chooses
   *[other] { $players } choose
  } on { $count ->
    [one] their phone
   *[other] their phones
  }.
ui-phones-awaited = On the phones: waiting for { $players }.
ui-phone-take-over = Take over { $player }'s choice
ui-phone-confirm-take-over = Take over { $player }'s choice? { $player } then tells it to the operator, after the others have chosen.
ui-phone-taken-over = { $player }'s choice is entered here, after the others.
ui-phone-option-step = { $first }: { $then }
ui-phone-counted = Counted: { $choice }.
ui-phone-stale = This choice is no longer asked.
# A moment the table ends together, on the phones: each player asked says they are ready (they may
# still play a card meanwhile); the end's questions, asked of each player who could say yes.
ui-phone-ready = I'm ready: go on
ui-phone-ready-vote = I'm ready for the vote
ui-phone-ready-done = You are ready.
ui-phone-not-ready = Not ready after all
ui-phone-not-ready-done = You are not ready any more: the table waits for you.
ui-phone-waiting-for = You are ready. Waiting for { $players }.
ui-phone-said-no = You said no. Waiting for { $players }; you can still answer yes.
ui-phone-keys-question = Do you hold the Keys of the truck? If you do, they are revealed now.
ui-phone-weapons-question = Do you hold two weapons among the Bat, the Chainsaw and the Molotov cocktail?
cli-phones = Vigie's page for phones: on the same Wi-Fi, open { $address } and enter the code { $code }, or scan this QR code.
ui-secret-on-phone = { $player }'s secrets of this { $game ->
    [mall] round
   *[other] turn
  } are on their phone's page.
ui-secret-waits-on-phone = { $player }'s phone is away: their secret waits for it.
