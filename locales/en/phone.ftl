# A player's phone as their private channel: the page the phone shows. Read by a screen reader
# first, and seen in large type.

phone-page-title = Vigie: your seat
phone-page-seat-title = { $name }'s seat
phone-page-join-heading = Join the table
phone-page-code-label = Join code, as Vigie said it
phone-page-code-button = Continue
phone-page-seat-question = Which seat is yours?
phone-page-seat-taken-mark = taken
phone-page-connecting = Connecting…
phone-page-connected = Connected.
phone-page-disconnected = Connection lost. Trying again…
phone-page-wrong-code = That is not the code Vigie said. Try again.
phone-page-wrong-key = This link or QR code is not the one Vigie shows now. Enter the code Vigie says.
phone-page-seat-taken = Another phone holds that seat. If it is yours, ask the table to give it to this phone.
phone-page-no-seat = There is no such seat at this table.
phone-page-bad-token = This phone holds no seat any more. Enter the code to join again.
phone-page-too-many = Too many wrong codes from this phone. Wait a few seconds, then try again.
phone-page-code-locked = Too many wrong codes were tried at this table. Wait for Vigie to say a new code, or scan the QR code on Vigie's screen.
phone-page-moved = Your seat moved to another phone: this one no longer follows the game. If that was not you, tell the table: the operator can give your seat to a new phone.
phone-page-replaced = Your seat was given to another phone. This one no longer follows the game.
phone-page-superseded = This seat's page is open in another tab or browser: this one has stopped. Reload it to use it here again.
phone-page-secrets-heading = { $game ->
    [mall] This round's secrets
   *[other] This turn's secrets
  }
phone-page-no-secret = { $game ->
    [mall] No secret yet this round.
   *[other] No secret yet this turn.
  }
phone-page-secrets-count = { $game ->
    [mall] Secrets this round:
   *[other] Secrets this turn:
  }
phone-page-confirm = Confirm
phone-page-choose-first = Choose an answer first.
phone-page-choice-sent = Sent. Waiting for Vigie.
phone-page-choice-stale = That question is no longer asked.
phone-page-now-heading = Your turn
phone-page-your-turn = The table is waiting for your decision.
phone-page-news-heading = Table news
phone-page-no-news = Nothing has happened at the table yet.
phone-page-news-missed = News since you left:
phone-page-news-turn = { $game ->
    [mall] Round
   *[other] Turn
  }
phone-page-news-private = For you only:
phone-page-newest-first = Newest news at the top
phone-page-settings = On this phone
phone-page-speak = Speak secrets with this phone's voice
phone-page-vibrate = Vibrate for my turn and my dice

# The reviews a player asks for on their phone: the same as the table's review keys, answered to
# that phone alone.
phone-page-reviews-heading = Reviews
phone-page-review-no-game = No game is being played: there is nothing to review yet.
phone-page-review-history = { $game ->
    [mall] What happened, round by round, is in the table news below.
   *[other] What happened, turn by turn, is in the table news below.
  }
phone-page-review-location-label = Location number
phone-page-review-location = What is at this location
phone-page-review-families = { $game ->
    [mall] Where each player's characters are
   *[other] Where each family's characters are
  }
phone-page-review-cold-storage = The cold storage
phone-page-review-tokens = { $game ->
    [mall] Who is chief of security
   *[other] Who has the badge and the Martyr
  }
phone-page-review-supplies = { $game ->
    [mall] Cards in the deck
   *[other] Dice in the box and cards in the deck
  }
phone-page-review-turn = { $game ->
    [mall] The round and what is asked
   *[other] The turn and what is asked
  }
phone-page-review-score = The score if the game ended now
phone-page-review-answer = Answer
phone-page-review-unknown = There is no such review in this game.
phone-page-review-no-location = Choose a location number from 1 to 6.
phone-page-review-too-many = Too many reviews at once. Wait a few seconds, then ask again.
phone-page-lang = Language of this page
phone-page-bad-lang = This page can be in English or French only; it stays as it is.
