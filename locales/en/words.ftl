# Words that the messages of Vigie use as arguments: names of things, lists, places.

place = { $number ->
    [3] location 3, the surveillance room
    [6] location 6, the parking
   *[other] location { $number }
  }

place-short = location { $number }
locations = { $count ->
    [one] location { $numbers }
   *[other] locations { $numbers }
  }
placed-at = { $role } at location { $number }
monsters-at = { $count } at location { $number }
monsters-why = At { $place }: { $causes }.
cause-die = die { $face }
cause-weepers = most Weepers
cause-crowd = most characters
cause-no-room = no room at location { $number }
cause-lost = { $why ->
    [supply-empty] One more for location { $number } does not come: the supply is empty.
   *[no-room] One more for location { $number } does not come: no room there, nor in the parking.
  }

role-blocker = Blocker
role-leader = Leader
role-weeper = Weeper
role-useless = Useless

card-walkie-talkie = Walkie-talkie
card-energy-drink = Energy drink
card-gun = Gun
card-tin-can = Tin can
card-bat = Bat
card-chainsaw = Chainsaw
card-molotov = Molotov cocktail
card-rotten-meat = Rotten meat
card-keys = Keys of the truck

phase-truck = the truck search
phase-badge = the security badge
phase-destinations = where to go
phase-movement = moving
phase-monsters = the monsters arrive
phase-attacks = the attacks
phase-end-of-turn = end of the turn

vote-truck = the truck search
vote-badge = the badge
vote-attack = who the monsters take at { $place }

player-votes = { $player } has { $votes ->
    [0] none
    [one] one vote
   *[other] { $votes } votes
  }
player-points = { $player }: { $points ->
    [0] no points
    [one] one point
   *[other] { $points } points
  }
player-destination = { $player } to { $number }
ballot = { $voter } for { $candidate }{ $votes ->
    [one] {""}
   *[other] {" "}({ $votes } votes)
  }

play-plain = the { $card }
play-energy-drink = the { $card }: { $role } goes to { $place }
play-tin-can = the { $card }: one monster goes to { $place }
play-rotten-meat = the { $card } on the { $role }

list-none = nobody
list-separator = {", "}
list-last = { $head } and { $last }
list-last-or = { $head } or { $last }

# The tactile code stuck on each object card.
shape-target = a target
shape-target-two = two targets
shape-square = a square
shape-triangle-left = a triangle pointing left
shape-star = a star
shape-round = a round dot
shape-drop = a drop
shape-spike = a spike
shape-heart = a heart
shape-exclamation = an exclamation mark
sticker-number = the number { $number }

# The card reader: what each object card does, and when it can be played.
card-description = { $card }. Tactile code: { $sticker }. { $about }
card-about-walkie-talkie = In phase 2, once the dice are under the box: you look at them too. A badge holder who may not look this turn cannot play it.
card-about-energy-drink = In phase 4, just before, during or right after the moves: move one of your characters to another location with a free spot.
card-about-gun = During the discussion before any vote: one more vote for you in this vote, and in every vote of an attack on the parking.
card-about-tin-can = During the discussion of an attack where you have a character: move one of its monsters to another open location with a free monster spot.
card-about-bat = During the discussion of an attack where you have a character: send one of its monsters back to the supply.
card-about-chainsaw = During the discussion of an attack where you have a character: send two of its monsters back to the supply.
card-about-molotov = During the discussion of an attack where you have a character: send all of its monsters back to the supply.
card-about-rotten-meat = During the discussion of an attack: hide one of your characters there until the end of the attacks. It cannot be taken and has no vote, but still holds the monsters back.
card-about-keys = Never played: reveal it when the score is counted, for one more point if you still have a character.
card-no-sticker = No card has that tactile code.

# Reviews of the board, asked for at any moment.
review-location = { $closed ->
    [yes] { $place } is closed.
   *[no] At { $place }: { $occupants } { $monsters ->
        [0] No monster
        [one] One monster
       *[other] { $monsters } monsters
      } around it, out of { $spots } monster spots. { $free ->
        [any] Room for any number of characters.
        [0] No free spot for characters.
        [one] One free spot for characters.
       *[other] { $free } free spots for characters.
      }
  }
review-nobody = Nobody there.
review-occupant = { $player }: { $roles }.
review-hidden = { $role }, face down
review-family = { $player }: { $where }. { $cards ->
    [0] No card in hand.
    [one] One card in hand.
   *[other] { $cards } cards in hand.
  }
review-character-at = { $role } at { $place }
review-character-eaten = { $role } in the cold storage
review-cold-storage = { $count ->
    [0] The cold storage is empty.
    [one] One character in the cold storage: { $who }.
   *[other] { $count } characters in the cold storage: { $who }.
  } { $next ->
    [equal] { $left ->
        [one] One more character eaten
       *[other] { $left } more characters eaten
      } and monsters attack on equal strength.
    [die] { $left ->
        [one] One more character eaten
       *[other] { $left } more characters eaten
      } and one more die goes in the box.
   *[none] Every row is full.
  }
review-eaten = { $player }'s { $role }
review-tokens = { $badge } has the badge, { $martyr } the Martyr.
review-supplies = { $dice } dice in the box. { $deck ->
    [0] The deck is empty.
    [one] One card in the deck.
   *[other] { $deck } cards in the deck.
  } { $supply } monsters in the supply.
review-turn = { $turn ->
    [0] Setting up.
   *[other] Turn { $turn }{ $phase ->
        [0] { $over ->
            [yes] : the game is over.
           *[no] .
          }
       *[other] , phase { $phase }: { $name }.
      }
  }
review-score = If the game ended now: { $scores }. { $count ->
    [0] Nobody would win.
    [one] { $winners } would win.
   *[other] { $winners } would share the victory.
  }

# After an undo: what to do on the board so that it matches the game again.
board-character-back = Put { $player }'s { $role } back at { $place }.
board-character-put = Put { $player }'s { $role } at { $place }.
board-out-of-cold-storage = Take { $player }'s { $role } out of the cold storage and put it back at { $place }.
board-character-off = Take { $player }'s { $role } off the board.
board-character-to-cold-storage = Put { $player }'s { $role } back in the cold storage.
board-character-turned = Turn { $player }'s { $role } face { $up ->
    [yes] up
   *[no] down
  }.
board-monsters = { $more ->
    [yes] Put { $count ->
        [one] one monster
       *[other] { $count } monsters
      } back at { $place }.
   *[no] Take { $count ->
        [one] one monster
       *[other] { $count } monsters
      } away from { $place }.
  }
board-tile = Turn the tile of { $place } { $closed ->
    [yes] face down: it is closed.
   *[no] face up again: it is open.
  }
board-badge = Give the badge back to { $player }.
board-martyr = Give the Martyr back to { $player }.
board-hand = { $more ->
    [yes] { $player } takes back { $count ->
        [one] one card
       *[other] { $count } cards
      }.
   *[no] { $player } gives back { $count ->
        [one] one card
       *[other] { $count } cards
      }.
  }
board-truck-held = { $player } holds the { $drawn ->
        [one] card
       *[other] { $drawn } cards
      } drawn from the truck again{ $boxed ->
        [0] {""}
        [one] , the one in the box too
       *[other] , the { $boxed } in the box too
      }.
board-deck = { $drawn ->
    [0] The deck holds { $count } cards again.
   *[other] Put { $drawn ->
        [one] that card
       *[other] those { $drawn } cards
      } back on the deck{ $boxed ->
        [0] {""}
        [one] , the one in the box too
       *[other] , the { $boxed } in the box too
      }: it holds { $count } again.
  }
