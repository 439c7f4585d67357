# What Vigie says when something happens. Arguments are names, numbers, and the words of
# words.ftl. A message with "-detail" adds what is said at full verbosity or on request.

ev-game-started = New game, { $players } players, { $family } characters each{ $family ->
    [3] {""}; the Useless stays in the box
   *[other] {""}
  }. { $badge } has the badge, { $martyr } the Martyr.
ev-game-started-detail = { $deck } object cards in the box. { $dice ->
    [table] The table rolls real dice and tells me the faces.
   *[vigie] I roll the dice.
  }
ev-cards-dealt = Everyone draws one object card. { $deck } left in the deck.
ev-placement-started = { $player } places { $dice } characters.
# A placement's dice are said by its question, once.
ev-placement-rolled = { $player } rolls the dice.
ev-dice-rolled = { $purpose ->
    [placement] { $player } rolls the dice.
    [monsters] The first monsters: dice { $dice }.
   *[box] Dice { $dice }.
  }
ev-character-placed = { $overflow ->
    [yes] { $player }'s { $role }: die { $die }, location full, put it at { $place }.
   *[no] { $player }'s { $role } goes to { $place }.
  }
ev-family-placed = { $player }: { $places }.
ev-monsters-arrive = { $total ->
    [0] No monster arrives: { $lost ->
        [one] the one due stays
       *[other] the { $lost } due stay
      } in the supply.
   *[other] { $total ->
        [one] Put one monster at { $place }.
       *[other] Put monsters: { $counts }.
      }{ $lost ->
        [0] {""}
        [one] {" "}One more stays in the supply.
       *[other] {" "}{ $lost } more stay in the supply.
      }
  }
ev-monsters-arrive-detail = { $why }
ev-monster-placed = { $overflow ->
    [yes] No room at { $wanted }: put one monster at { $place }.
   *[no] Put one monster at { $place }.
  }
ev-monster-placed-detail = { $cause ->
    [die] Because of a die showing { $face }.
    [weepers] Because it has the most Weepers.
   *[crowd] Because it has the most characters.
  }
ev-monster-lost = { $why ->
    [supply-empty] No monster left in the supply for { $wanted }.
   *[no-room] { $parking ->
        [yes] The parking is full: the monster stays in the supply.
       *[no] No free monster spot at { $wanted }, and the parking is full: the monster stays in the supply.
      }
  }
ev-turn-started = Turn { $turn }.
ev-phase-started = Phase { $phase }: { $name }.
ev-truck-skipped = { $why ->
    [nobody-in-parking] Nobody in the parking: no truck search.
   *[deck-empty] The deck is empty: no truck search.
  }
ev-vote-opened = Vote for { $vote }, between { $candidates }.
ev-vote-opened-detail = Votes: { $voters }.
ev-vote-unopposed = { $kind ->
    [truck] { $player } is alone in the parking and searches the truck.
    [badge] { $player } is alone in the surveillance room.
   *[other] Only { $player } can lose a character.
  }
ev-ballots-opened = { $entry ->
    [secret] Ballots, in secret.
   *[open] Ballots: on three, everyone points.
  }
ev-ballots-opened-detail = Votes: { $voters }.
ev-ballot-cast = { $voter } has voted.
ev-ballots-revealed = Ballots: { $ballots }.
ev-vote-counted = { $tie ->
    [yes] Tie between { $top }, { $votes ->
        [one] one vote
       *[other] { $votes } votes
      } each.
   *[no] { $kind ->
        [truck] { $top } wins the truck search
        [badge] { $top } wins the badge vote
       *[other] { $top } is designated
      }, with { $votes ->
        [one] one vote
       *[other] { $votes } votes
      }.
  }
ev-vote-counted-detail = { $totals }.
ev-tie-to-break = { $martyr } holds the Martyr and breaks the tie.
ev-tie-broken = { $kind ->
    [truck] With the Martyr, { $martyr } chooses { $winner }.
    [badge] With the Martyr, { $martyr } chooses { $winner }.
   *[other] With the Martyr, { $martyr } designates { $winner }.
  }
ev-truck-searched = { $player } draws { $drawn ->
    [one] the last card
   *[other] { $drawn } cards
  } from the truck. { $deck ->
    [0] The deck is now empty.
   *[other] { $deck } left.
  }
ev-card-kept = { $player } keeps one card.
ev-card-given = { $from } gives one card to { $to }.
ev-card-discarded = The last card goes back in the box.
ev-badge-taken = { $same ->
    [yes] { $player } keeps the badge.
   *[no] { $player } takes the badge from { $from }.
  }
ev-badge-kept = Nobody in the surveillance room: { $player } keeps the badge but may not look at the dice.
ev-box-shaken = { $roller ->
    [vigie] { $blind ->
        [yes] I roll { $dice } dice; { $holder } may not look at them.
       *[no] I roll { $dice } dice, for { $holder } alone.
      }
   *[table] { $holder }, shake { $dice } dice under the box{ $blind ->
        [yes] , without looking
       *[no] {""}
      }.
  }
ev-dice-shown = Only for { $player }: the dice show { $dice }.
ev-dice-seen = { $roller ->
    [vigie] The dice are for { $player } alone.
   *[table] { $player } has seen the dice.
  }
ev-card-played = { $player } plays { $play }{ $kind ->
    [gun] : one more vote for { $player }
    [walkie] : { $player } learns the dice under the box
   *[other] {""}
  }. The card goes back in the box.
ev-card-played-detail = Its tactile code: { $sticker }. { $about }
ev-destination-announced = { $player } has the badge and goes to { $place }. { $entry ->
    [secret] The others choose in secret.
   *[open] Everyone else, reveal your destination now.
  }
ev-destination-chosen = { $player } has chosen.
ev-destination-recorded = Only for { $player }: you go to { $place }.
ev-destinations-revealed = Everyone reveals: { $destinations }.
ev-dice-revealed = { $roller ->
    [vigie] My dice show { $dice }.
   *[table] Lift the box: the dice show { $dice }.
  }
ev-character-moved = { $cause ->
    [closure] { $player }'s { $role } leaves { $from } for { $to }.
    [energy-drink] Move { $player }'s { $role } from { $from } to { $to }.
   *[movement] { $bumped ->
        [yes] No room at { $wanted }: move { $player }'s { $role } from { $from } to { $to }.
       *[no] Move { $player }'s { $role } from { $from } to { $to }.
      }
  }
ev-character-stays = { $why ->
    [already-there] Nothing moves for { $player }: already at { $place }.
   *[destination-full] Nothing moves for { $player }: the only characters that could go are in the parking, and { $place } is full.
  }
ev-no-attack = { $why ->
    [closed] Nothing happens at { $place }: it is closed.
    [empty] { $monsters ->
        [0] Nobody at { $place }, and no monster.
       *[other] Nobody at { $place }: its monsters wait.
      }
    [no-monsters] No monster at { $place }.
   *[held] { $monsters ->
        [0] No monster at { $place }.
        [one] No attack at { $place }: one monster against strength { $strength }.
       *[other] No attack at { $place }: { $monsters } monsters against strength { $strength }.
      }
  }
ev-no-attacks = No attack at { $places }.
ev-no-attacks-detail = { $why }
ev-attack = Attack at { $place }: { $monsters ->
    [one] one monster
   *[other] { $monsters } monsters
  }{ $rule ->
    [parking] {""}
   *[other] {" "}against strength { $strength }
  }.
ev-attack-detail = { $rule ->
    [parking] In the parking each monster takes one character, one vote each.
    [equal] They attack when they are at least as strong.
   *[greater] They attack when they are stronger.
  }
ev-monster-moved = Move one monster from { $from } to { $to }.
ev-monsters-left = Return { $count ->
    [one] one monster
   *[other] { $count } monsters
  } from { $place }.
ev-monsters-left-detail = { $count ->
    [one] It goes
   *[other] They go
  } back to the supply: { $cause ->
    [card] a card sent { $count ->
        [one] it
       *[other] them
      } away.
    [fed] a character has just been eaten.
    [nobody-found] { $count ->
        [one] it
       *[other] they
      } found nobody.
   *[closure] the location is closed.
  }
ev-character-hidden = Turn { $player }'s { $role } face down at { $place }: hidden until the end of the attacks.
ev-attack-repelled = { $parking ->
    [yes] No monster left at { $place }.
   *[no] The monsters stay out after all: { $monsters ->
        [0] no monster
        [one] one monster
       *[other] { $monsters } monsters
      } against strength { $strength } at { $place }.
  }
ev-nobody-found = Nobody left to take at { $place }.
ev-sole-family = Only { $player } can lose a character.
ev-character-eaten = { $player }'s { $role } is eaten: cold storage, spot { $slot }.
ev-cold-storage-row-full = Cold storage row { $row } is full: { $effect ->
    [attack-on-equal] from now on, monsters attack at equal strength.
    [extra-die] one more die in the box from next turn.
   *[none] no further effect.
  }
ev-martyr-taken = { $same ->
    [yes] { $player } keeps the Martyr.
   *[no] The Martyr goes to { $player }.
  }
ev-badge-passed = The badge goes from { $from } to { $to }.
ev-family-lost = { $player } has no characters left.
ev-character-revealed = Turn { $player }'s { $role } face up again at { $place }.
ev-location-closed = Turn over the tile of { $place }: it is closed.
ev-game-ended = The game ends after turn { $turn }, with { $alive ->
    [one] one character
   *[other] { $alive } characters
  } still alive.
ev-keys-revealed = { $anyone ->
    [yes] { $holder } reveals the Keys of the truck.
   *[no] Nobody reveals the Keys of the truck.
  }
ev-scored = Scores: { $scores }.
ev-winners = { $count ->
    [0] Nobody survived: nobody wins.
    [one] { $winners } wins!
   *[other] Shared victory: { $winners }!
  }
ev-epilogue-unlocked = Epilogue: take card { $card } and read it aloud.
ev-no-new-epilogue = No new epilogue this time.
