# Words that the messages of Vigie use as arguments: names of things, lists, places.

place = { $number ->
    [3] location 3, the surveillance room
    [6] location 6, the parking
   *[other] location { $number }
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

player-votes = { $player }: { $votes ->
    [0] no vote
    [one] one vote
   *[other] { $votes } votes
  }
player-points = { $player }: { $points ->
    [0] no point
    [one] one point
   *[other] { $points } points
  }
player-destination = { $player } to { $number }
ballot = { $voter } gives { $votes ->
    [one] one vote
   *[other] { $votes } votes
  } to { $candidate }

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
sticker-number = the number { $number }
