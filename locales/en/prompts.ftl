# What Vigie asks: who decides, and the choices.

prompt-dice = { $purpose ->
    [placement] { $player }, roll { $count } dice and tell me the faces.
    [monsters] Roll { $count } dice for the first monsters and tell me the faces.
   *[box] Lift the box and tell me the { $count } faces.
  }
prompt-placement = { $player }, place a character: dice { $dice }; characters { $characters }.
prompt-discussion = Discussion before the vote for { $vote }: a Gun may be played, then continue.
prompt-discussion-detail = Votes: { $voters }.
prompt-attack-discussion = { $count ->
    [one] Discussion at { $place }: cards may be played, then go on.
   *[other] Discussion before the vote for { $vote }, between { $among }: cards may be played, then continue.
  }
prompt-attack-discussion-detail = Votes: { $voters }.
prompt-ballots = { $entry ->
    [secret] { $first ->
        [yes] { $next }, your secret ballot for { $vote }.
       *[no] { $next }, your secret ballot.
      }
   *[open] { $first ->
        [yes] Vote for { $vote }: whom did { $next } point at?
       *[no] Whom did { $next } point at?
      }
  }
prompt-ballots-detail = Still to vote: { $waiting }.
prompt-tie = { $martyr }, you hold the Martyr: break the tie between { $tied }.
prompt-give = { $keep ->
    [yes] { $player }, keep the card or give it to another player.
   *[no] { $player }, keep one card and give one to another player.
  }
prompt-dice-window = Walkie-talkies may be played now, by { $players }. Or continue.
prompt-announce = { $player }, you hold the badge: say aloud where you go.
prompt-destinations = { $entry ->
    [secret] { $next }, choose your destination in secret.
   *[open] Where does { $next } go?
  }
prompt-destinations-detail = Still to choose: { $waiting }.
prompt-move = { $player }, which character goes to { $place }? { $characters }.
prompt-before-first-move = Before the moves, which start with { $player }: an Energy drink, or continue.
prompt-before-first-move-detail = May drink: { $players }.
prompt-before-move = Before { $player }'s move: an Energy drink, or continue.
prompt-before-move-detail = May drink: { $players }.
prompt-after-movement = Energy drinks may be played now, by { $players }. Or continue.
prompt-victim = { $player }, which character do the monsters take at { $place }? { $characters }.
prompt-keys = Who reveals the Keys of the truck: { $candidates }, or nobody?
prompt-weapons = Question for { $candidates }: do you hold two weapons among the Bat, the Chainsaw and the Molotov cocktail? Yes or no.
prompt-finished = The game is over.

decision-undone = Undone: { $what }.
decision-redone = Done again: { $what }.

notice-speech-unavailable = Speech is not available; I go on in text, and speak again when it comes back.
notice-speech-lost = Speech stopped working; I go on in text, and speak again when it comes back.
notice-speech-back = Speech is back.
notice-no-audio-device = No audio device; I go on without sound cues.
notice-speech-through = I speak through { $name }.
notice-no-screen-reader = No screen reader answers; I speak with the system's voices.
notice-no-voice = No voice for this language is installed; the default voice speaks. Add one in the system's speech settings.

# The keys: what each action does, for the spoken help (made from the key map in force).
help-line = { $keys }: { $action }.
action-up = previous item
action-down = next item
action-first = first item
action-last = last item
action-choose = choose the item
action-back = go back
action-repeat = say the last message again
action-details = say its details
action-help = say the keys
action-history = review what was said
action-undo = undo the last decision
action-redo = redo it
action-review-location = what is at a location
action-review-family = where a family's characters are
action-review-cold-storage = the cold storage and what its next row does
action-review-tokens = who has the badge and the Martyr
action-review-supplies = dice in the box and cards in the deck
action-review-turn = the turn, the phase and what is asked
action-review-score = the score if the game ended now
action-verbosity = say less or more
action-faster = speak faster
action-slower = speak slower
action-louder = speak louder
action-softer = speak more softly
action-secret = hear your secrets again, on your own channel
action-commands = the list of every command, to choose one
action-quit = leave Vigie
key-with-ctrl = Control { $key }
key-with-alt = Alt { $key }
key-up = Up arrow
key-down = Down arrow
key-left = Left arrow
key-right = Right arrow
key-home = Home
key-end = End
key-page-up = Page up
key-page-down = Page down
key-enter = Enter
key-escape = Escape
key-tab = Tab
key-backspace = Backspace
key-space = Space
key-function = F{ $number }
key-question-mark = Question mark
key-char = { $char }

# A decision as the table may hear it, when undone or redone (the content of a secret choice is left out).
decision-roll = the dice { $faces }
decision-place = { $player }'s { $role } placed
decision-continue = going on
decision-play = { $player }'s card: { $play }
decision-ballot = { $player }'s vote
decision-tie = the Martyr's choice of { $player }
decision-give = the card given to { $player }
decision-destination = { $player }'s destination
decision-move = { $player }'s { $role } moving
decision-victim = { $player }'s { $role } taken by the monsters
decision-keys = who holds the Keys
decision-weapons = the answer about two weapons

# Gamepad buttons, named by their place (the letters printed on them differ between makes).
pad-south = the bottom button (A or cross)
pad-east = the right button (B or circle)
pad-north = the top button (Y or triangle)
pad-west = the left button (X or square)
pad-d-pad-up = the d-pad up
pad-d-pad-down = the d-pad down
pad-d-pad-left = the d-pad left
pad-d-pad-right = the d-pad right
pad-left-bumper = the left bumper (L1)
pad-right-bumper = the right bumper (R1)
pad-left-trigger = the left trigger (L2)
pad-right-trigger = the right trigger (R2)
pad-select = Select (also called Back, View or Share)
pad-start = Start (also called Menu or Options)
pad-mode = the middle button
pad-left-thumb = pressing the left stick
pad-right-thumb = pressing the right stick
pad-left-stick-up = the left stick up
pad-left-stick-down = the left stick down
pad-left-stick-left = the left stick left
pad-left-stick-right = the left stick right
pad-right-stick-up = the right stick up
pad-right-stick-down = the right stick down
pad-right-stick-left = the right stick left
pad-right-stick-right = the right stick right
