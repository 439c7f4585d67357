# Mall of Horror: the words of the second ruleset. Locations are said by their numbers, then
# their names, as the board prints them; a message with "-detail" adds what is said at full
# verbosity or on request.

# The rulesets' names.
ruleset-lockdown = Lockdown
ruleset-mall-of-horror = Mall of Horror

## Words given to the messages as arguments.

mall-place = { $number ->
    [1] location 1, the Restrooms
    [2] location 2, the Cachou
    [3] location 3, Megatoys
    [4] location 4, the Parking
    [5] location 5, Security HQ
   *[6] location 6, the Supermarket
  }
mall-place-name = { $number ->
    [1] the Restrooms
    [2] the Cachou
    [3] Megatoys
    [4] the Parking
    [5] Security HQ
   *[6] the Supermarket
  }
mall-character-pin-up = Pin-up
mall-character-tough-guy = Tough guy
mall-character-gunman = Gunman
mall-character-little-girl = Little girl

mall-card-threat = Threat
mall-card-security-camera = Security camera
mall-card-sprint = Sprint
mall-card-hardware = Hardware
mall-card-hidden = Hiding place
mall-card-weapon-one = One-zombie weapon
mall-card-weapon-two = Two-zombie weapon

mall-step-truck = the truck search
mall-step-chief = the chief's election
mall-step-dice = the zombie dice
mall-step-destinations = where to go
mall-step-zombies = the zombies arrive
mall-step-movement = moving
mall-step-attacks = the attacks
mall-step-end = end of the round

mall-vote-truck = the truck search
mall-vote-chief = chief of security
mall-vote-victim = who the zombies take at { $place }

mall-zombies-at = { $count } at location { $number }
mall-zombies-why = At { $place }: { $causes }.
mall-cause-die = die { $face }
mall-cause-player = { $player }'s choice
mall-cause-crowd = most characters
mall-cause-pin-ups = most Pin-ups
mall-cause-blocked = No zombie goes to { $place }: it is closed.
mall-player-destination = { $player } to { $number }
mall-player-cards = { $player }: { $cards ->
    [0] no card
    [one] one card
   *[other] { $cards } cards
  }
mall-play-plain = the { $card }
mall-play-sprint = the { $card }: the { $character } runs to { $place }
mall-play-hidden = the { $card } for the { $character }

# The card reader: what each card does, and when it can be played.
mall-card-description = { $card }. { $about }
mall-card-about-threat = Before the ballots of a vote in which you have a vote: one more vote for you, kept in its second vote.
mall-card-about-security-camera = Once the zombie dice are under the box: you look at them too, in secret.
mall-card-about-sprint = When it is your turn to move: instead, one of your characters runs to any other open location with room.
mall-card-about-hardware = When zombies get in where you have a character, except at the Parking: one more defence for this attack. It does not stop the Supermarket's four zombies.
mall-card-about-hidden = { $defence ->
    [either] When zombies get in where you have a character: one of your characters there hides until the end of the round. It neither votes nor can be taken.
    [yes] When zombies get in where you have a character: one of your characters there hides until the end of the round. It neither votes nor can be taken, and no longer counts in the defence.
   *[no] When zombies get in where you have a character: one of your characters there hides until the end of the round. It neither votes nor can be taken, but still counts in the defence.
  }
mall-card-about-weapon-one = When zombies get in where you have a character: kill one of them.
mall-card-about-weapon-two = When zombies get in where you have a character: kill two of them.

## What happens.

mall-ev-game-started = New game of Mall of Horror, { $players } players, { $group } characters each. { $chief } is chief of security.
mall-ev-game-started-detail = { $deck } cards in the deck. { $dice ->
    [table] The table rolls real dice and tells me the faces.
   *[vigie] I roll the dice.
  }
mall-ev-cachou-closed = With this few players, the Cachou stays closed all game.
mall-ev-cards-dealt = Everyone draws one card. { $deck } left in the deck.
mall-ev-dice-rolled = { $purpose ->
    [placement] { $player } rolls the dice.
    [monsters] The first zombies: dice { $dice }.
   *[box] Dice { $dice }.
  }
mall-ev-character-placed = { $player }'s { $character } goes to { $place }.
mall-ev-placement-forced = { $player } rolls { $dice }: { $player }'s { $character } can only go to { $place }.
mall-ev-zombies-arrive = { $total ->
    [0] No zombie arrives.
    [one] Put one zombie at { $place }.
   *[other] Put zombies: { $counts }.
  }
mall-ev-zombies-arrive-detail = { $why }
mall-ev-zombie-arrived = Put one zombie at { $place }.
mall-ev-zombie-blocked = No zombie goes to { $place }: it is closed.
mall-ev-location-closed = From now on, nobody enters { $place }: mark it closed.
mall-ev-round-started = Round { $round }.
mall-ev-step-started = Step { $step }: { $name }.
mall-ev-truck-skipped = { $why ->
    [nobody-in-parking] Nobody in the Parking: no truck search.
    [deck-empty] The deck is empty: no truck search.
   *[tie] Tie: nobody searches the truck.
  }
mall-ev-vote-opened = Vote for { $vote }, between { $candidates }.
mall-ev-vote-opened-detail = Votes: { $voters }.
mall-ev-vote-unopposed = { $kind ->
    [truck] { $player } is alone in the Parking.
    [chief] { $player } is alone in Security HQ.
   *[other] Only { $player } can lose a character.
  }
mall-ev-ballots-opened = { $second ->
    [yes] Second vote, between { $candidates } only; { $out ->
        [yes] whoever has nobody here has one vote, even a player with no character left.
       *[no] whoever has nobody here but still has characters has one vote.
      } { $entry ->
        [secret] Ballots, in secret.
       *[open] On three, everyone points.
      }
   *[no] { $entry ->
        [secret] Ballots, in secret.
       *[open] On three, each voter points.
      }
  }
mall-ev-ballots-opened-detail = Votes: { $voters }.
mall-ev-ballot-cast = { $voter } has voted.
mall-ev-ballots-revealed = Ballots: { $ballots }.
mall-ev-vote-counted = { $tie ->
    [yes] Tie between { $top }, { $votes ->
        [one] one vote
       *[other] { $votes } votes
      } each.
   *[no] { $kind ->
        [truck] { $top } wins the truck search
        [chief] { $top } wins the vote for chief
       *[other] The vote designates { $top }
      }, with { $votes ->
        [one] one vote
       *[other] { $votes } votes
      }.
  }
mall-ev-vote-counted-detail = { $totals }.
mall-ev-tie-to-break = Still tied: { $chief }, the chief, decides.
mall-ev-tie-broken = { $chief }, the chief, designates { $winner }.
mall-ev-truck-searched = { $player } searches the truck and draws { $drawn ->
    [one] the last card
   *[other] { $drawn } cards
  }. { $deck ->
    [0] The deck is now empty.
   *[other] { $deck } left.
  }
mall-ev-card-kept = { $player } keeps one card.
mall-ev-card-given = { $from } gives one card to { $to }.
mall-ev-card-under-deck = The third card goes under the deck.
mall-ev-chief-elected = { $same ->
    [yes] { $player } stays chief of security, elected again.
   *[no] { $player } is the new chief of security: { $from } hands over the badge.
  }
mall-ev-chief-stayed = { $why ->
    [nobody] Nobody in Security HQ: { $player } stays chief, but may not look at the dice.
   *[tie] Tie: { $player } stays chief, but may not look at the dice.
  }
mall-ev-dice-hidden = { $roller ->
    [vigie] { $blind ->
        [yes] I roll { $dice } zombie dice, in secret; { $chief } may not look at them.
       *[no] I roll { $dice } zombie dice, for { $chief } alone.
      }
   *[table] { $chief }, shake { $dice } dice under the box{ $blind ->
        [yes] , without looking
       *[no] {""}
      }.
  }
mall-ev-dice-shown = Only for { $player }: the dice show { $dice }, that is { $counts }.
mall-ev-dice-seen = { $roller ->
    [vigie] The dice are for { $player } alone.
   *[table] { $player } has seen the dice.
  }
mall-ev-card-played = { $player } plays { $play }{ $kind ->
    [threat] : one more vote for { $player }
    [camera] : { $player } learns the zombie dice
   *[other] {""}
  }. The card is discarded.
mall-ev-card-played-detail = { $about }
mall-ev-destination-announced = { $player }, the chief, goes to { $place }. { $entry ->
    [secret] The others choose in secret.
   *[open] Everyone else, reveal your destination now.
  }
mall-ev-destination-chosen = { $player } has chosen.
mall-ev-destination-recorded = Only for { $player }: you chose { $place }.
mall-ev-destinations-revealed = Everyone reveals: { $destinations }.
mall-ev-dice-revealed = { $roller ->
    [vigie] The zombie dice show { $dice }.
   *[table] Lift the box: the dice show { $dice }.
  }
mall-ev-character-moved = { $how ->
    [sprint] Move { $player }'s { $character } from { $from }, to { $to }.
    [bumped] No way into { $wanted }: move { $player }'s { $character } from { $from }, to { $to }.
   *[plain] Move { $player }'s { $character } from { $from }, to { $to }.
  }
mall-ev-character-stays = Nothing moves for { $player }.
mall-ev-character-stays-detail = Their characters that could move are in the Parking, and { $place } has no room, or they are all there already.
mall-ev-no-attack = { $why ->
    [closed] Nothing happens at { $place }: it is closed.
    [empty] { $zombies ->
        [0] Nobody at { $place }, and no zombie.
       *[other] Nobody at { $place }: its zombies wait.
      }
    [no-zombies] No zombie at { $place }.
   *[held] { $zombies ->
        [one] The defence holds at { $place }: one zombie against { $defence }.
       *[other] The defence holds at { $place }: { $zombies } zombies against { $defence }.
      }
  }
mall-ev-no-attacks = No attack at { $places }.
mall-ev-no-attacks-detail = { $why }
mall-ev-attack = { $rule ->
    [parking] Attack at { $place }: { $zombies ->
        [one] one zombie, one victim.
       *[other] { $zombies } zombies, one victim each.
      }
    [supermarket] Attack at { $place }: { $zombies } zombies always get in, against defence { $defence }.
   *[other] Attack at { $place }: { $zombies ->
        [one] one zombie
       *[other] { $zombies } zombies
      } against defence { $defence }.
  }
mall-ev-zombies-killed = Take { $count ->
    [one] one zombie
   *[other] { $count } zombies
  } away from { $place }.
mall-ev-attack-stands = { $parking ->
    [yes] { $zombies ->
        [one] At the Parking, one zombie still takes a character.
       *[other] At the Parking, { $zombies } zombies still take a character each.
      }
   *[no] Now { $zombies ->
        [one] one zombie against defence { $defence } at { $place }: it gets in.
       *[other] { $zombies } zombies against defence { $defence } at { $place }: they get in.
      }
  }
mall-ev-character-hidden = { $player }'s { $character } hides at { $place }, until the end of the round: lay it down.
mall-ev-attack-repelled = { $zombies ->
    [0] No zombie left at { $place }.
   *[other] The zombies stay out of { $place } after all: { $zombies } against defence { $defence }.
  }
mall-ev-nobody-found = Everyone at { $place } is hidden: the zombies find nobody.
mall-ev-character-lost = The zombies take { $player }'s { $character } at { $place }: off the board.
mall-ev-zombies-left = Take { $count ->
    [one] the zombie
   *[other] the { $count } zombies
  } away from { $place }.
mall-ev-zombies-left-detail = { $cause ->
    [attacked] They have fed.
   *[closure] The location is closed.
  }
mall-ev-player-out = { $player } has no character left, and from now on sends one zombie each round.
mall-ev-chief-passed = { $from } has no character left: { $to }, next clockwise, becomes chief of security. Hand them the badge.
mall-ev-character-revealed = Stand { $player }'s { $character } up again at { $place }.
mall-ev-game-ended = { $why ->
    [together] The game ends after round { $round }: every survivor is at { $place }.
   *[few] The game ends after round { $round }, with { $survivors ->
        [one] one character
       *[other] { $survivors } characters
      } still alive.
  }
mall-ev-scored = Scores: { $scores }.
mall-ev-scored-detail = Cards in hand, for a tie: { $cards }.
mall-review-score-by-cards = Equal on points: the most cards in hand decides.
mall-ev-winners = { $count ->
    [0] Nobody survived: nobody wins.
    [one] { $winners } wins!
   *[other] Shared victory: { $winners }!
  }

## What Vigie asks.

mall-prompt-dice = { $purpose ->
    [placement] { $player }, roll { $count } dice and tell me the faces.
    [monsters] Roll { $count } dice for the first zombies and tell me the faces.
   *[box] Lift the box and tell me the { $count } faces.
  }
mall-prompt-placement = { $player }, place a character at { $places }: { $characters }.
mall-prompt-discussion = Before the vote for { $vote }, { $players } may play a Threat. Then continue.
mall-prompt-discussion-detail = Votes: { $voters }.
mall-prompt-cards = { $when ->
    [changed] { $parking ->
        [yes] { $zombies ->
            [0] Every zombie left at the Parking has fed.
            [one] Now one zombie at the Parking still takes a character.
           *[other] Now { $zombies } zombies at the Parking still take a character each.
          }
       *[no] { $zombies ->
            [0] No zombie left at { $place }.
            [one] Now one zombie against defence { $defence } at { $place }: { $in ->
                [yes] it gets in.
               *[no] it stays out.
              }
           *[other] Now { $zombies } zombies against defence { $defence } at { $place }: { $in ->
                [yes] they get in.
               *[no] they stay out.
              }
          }
      } More cards by { $players }, or continue.
    [next] { $zombies ->
        [one] Before the next vote at the Parking, one zombie still to feed: cards by { $players }, then continue.
       *[other] Before the next vote at the Parking, { $zombies } zombies still to feed: cards by { $players }, then continue.
      }
   *[first] Cards at { $place }, by { $players }; then continue.
  }
mall-prompt-cards-detail = A weapon, Hardware, a Hiding place or a Threat. { $zombies } zombies against defence { $defence }.
mall-prompt-ballots = { $entry ->
    [secret] { $first ->
        [yes] { $next }, your secret ballot for { $vote }: { $candidates }.
       *[no] { $next }, your secret ballot.
      }
   *[open] { $first ->
        [yes] Vote for { $vote }: whom did { $next } point at?
       *[no] Whom did { $next } point at?
      }
  }
mall-prompt-ballots-detail = Still to vote: { $waiting }.
mall-prompt-tie = { $chief }, as chief, break the tie: { $tied }?
mall-prompt-give = { $drawn ->
    [one] { $player }, keep the card or give it to another player.
    [2] { $player }, keep one card and give the other to another player.
   *[other] { $player }, keep one card and give one to another player; the third goes under the deck.
  }
mall-prompt-camera = Security cameras may be played now, by { $players }. Or continue.
mall-prompt-announce = { $player }, you were elected chief: say aloud where you go.
mall-prompt-destinations = { $entry ->
    [secret] { $zombie ->
        [yes] { $next }, choose in secret where one zombie goes.
       *[no] { $next }, choose your destination in secret.
      }
   *[open] { $zombie ->
        [yes] Where does { $next } send a zombie?
       *[no] Where does { $next } go?
      }
  }
mall-prompt-destinations-detail = Still to choose: { $waiting }.
mall-prompt-move = { $player }, which character goes to { $place }? { $characters }.
mall-prompt-stay = { $player }, none of your characters moves to { $place }: play a Sprint, or stay.
mall-prompt-stay-detail = Your characters are all there already, or { $place } is full and those that could go are in the Parking.
mall-prompt-victim = { $player }, which character do the zombies take at { $place }? { $characters }.
mall-prompt-finished = The game is over.

## Refusals that are Mall of Horror's own (the others are said as in Lockdown).

mall-err-chief-first = { $player }, the chief just elected, says a destination first.
mall-err-no-room = There is no room at { $place }.
mall-err-not-a-die = No die shows { $place }.
mall-err-not-placed = { $player }'s { $character } is not on the board.
mall-err-already-at-destination = { $player }'s { $character } cannot be the one to move.
mall-err-not-there = { $player }'s { $character } is not at { $place }.
mall-err-not-present = { $player } has no character at { $place }.
mall-err-hidden = { $player }'s { $character } is hidden.
mall-err-no-card-in-hand = { $player } holds no card.
mall-err-not-in-the-parking = Hardware does not help at the Parking.
mall-err-no-zombie = There is no zombie at { $place }.

## A decision as the table may hear it, when undone or redone.

mall-decision-place = { $player }'s { $character } placed
mall-decision-tie = the chief's choice of { $player }
mall-decision-move = { $player }'s { $character } moving
mall-decision-victim = { $player }'s { $character } taken by the zombies

## Reviews of the board.

mall-review-location = { $closed ->
    [yes] Closed: { $place }.
   *[no] At { $place }: { $occupants } { $zombies ->
        [0] No zombie.
        [one] One zombie.
       *[other] { $zombies } zombies.
      } { $free ->
        [any] Room for any number of characters.
        [0] No room left.
        [one] Room for one more character.
       *[other] Room for { $free } more characters.
      }
  }
mall-review-occupant = { $player }: { $characters }.
mall-review-hidden = { $character }, hidden
mall-review-group = { $player }: { $where }. { $cards ->
    [0] No card in hand.
    [one] One card in hand.
   *[other] { $cards } cards in hand.
  }
mall-review-character-at = { $character } at { $place }
mall-review-character-lost = { $character } taken
mall-review-tokens = { $chief } is chief of security{ $blind ->
    [yes] , and may not look at the dice this round
   *[no] {""}
  }.
mall-review-supplies = { $deck ->
    [0] The deck is empty.
    [one] One card in the deck.
   *[other] { $deck } cards in the deck.
  }
mall-review-turn = { $round ->
    [0] Setting up.
   *[other] Round { $round }{ $step ->
        [0] { $over ->
            [yes] : the game is over.
           *[no] .
          }
       *[other] , step { $step }: { $name }.
      }
  }

## After an undo: what to do on the board so that it matches the game again.

mall-board-character-back = Put { $player }'s { $character } back at { $place }.
mall-board-character-off = Take { $player }'s { $character } off the board.
mall-board-character-turned = { $up ->
    [yes] Stand { $player }'s { $character } up again.
   *[no] Lay { $player }'s { $character } down again.
  }
mall-board-zombies = { $more ->
    [yes] Put { $count ->
        [one] one zombie
       *[other] { $count } zombies
      } back at { $place }.
   *[no] Take { $count ->
        [one] one zombie
       *[other] { $count } zombies
      } away from { $place }.
  }
mall-board-closed = { $closed ->
    [yes] Closed again: { $place }.
   *[no] Open again: { $place }.
  }
mall-board-chief = Give the chief's badge back to { $player }.

## The table interface in a game of Mall of Horror: its set-up and its questions.

mall-ui-setup-oldest = Who is the oldest player? They are the first chief of security, and place their characters first.
mall-ui-setup-board = The mall's board: its numbers are printed on it. Choose a location to hear it again, or the last choice to go on.
mall-ui-board-location = Location { $number }, { $place }: { $any ->
    [yes] room for any number of characters
   *[no] room for { $spots } characters
  }{ $closed ->
    [yes] ; closed all game with this few players, unless you open it in the next step
   *[no] {""}
  }.
mall-ui-setup-options = The table's options. Choose one to change it, or the last choice to go on.
mall-ui-option-cachou-closed = The Cachou stays closed all game: the usual rule
mall-ui-option-cachou-open = The Cachou is open, as with more players
mall-ui-option-hidden-counts = A hidden character still counts in the defence: the usual rule
mall-ui-option-hidden-leaves = A hidden character leaves the defence too
mall-ui-option-second-vote-all = In a second vote, players with no character left vote too: the usual rule
mall-ui-option-second-vote-survivors = In a second vote, only players who still have characters vote
mall-ui-options-ok = These options are right: go on.
mall-ui-confirm-tie = { $chief } designates { $candidate }, who loses a character. Is that right?
mall-ui-confirm-destination = { $player } goes to { $place }. Enter this destination?
mall-ui-move-item = { $character }, now at { $place }
mall-ui-confirm-zombie = { $player } sends a zombie to { $place }. Enter this choice?
mall-ui-confirm-victim = The zombies take { $player }'s { $character }. Is that right?
mall-ui-how-play = { $player }, the { $card }: for which character?
mall-ui-sprint-where = Where does the { $character } run?
mall-ui-stay = Stay: nothing moves
mall-ui-no-cold-storage = The mall has no cold storage.
mall-ui-cards-title = Mall of Horror's cards. I cannot see your hands: a card played is taken as the kind its player names.
mall-ui-review-group-title = Whose characters? Use the arrows.
mall-ui-history-entry = { $turn ->
    [0] Set-up
   *[other] Round { $turn }
  }: { $text }
mall-action-review-family = where a player's characters are
mall-action-review-tokens = who is chief of security, and whether they may look at the dice
mall-action-review-supplies = cards in the deck
mall-action-review-turn = the round, the step and what is asked

## Rules help for Mall of Horror: one topic a message, in our own words.

mall-rules-goal-title = The goal
mall-rules-goal = Each player leads a group of survivors trapped in a mall: the Pin-up, the Tough guy, the Gunman and, with three players only, the Little girl. At the end, each survivor still alive scores: the Pin-up 7, the Tough guy 5, the Gunman 3, the Little girl 1. The highest total wins; on equal totals, the player holding more cards wins.
mall-rules-round-title = A round
mall-rules-round = A round has eight steps, always in this order: the truck search at the Parking, the election of the chief of security, the zombie dice rolled under the box, the destinations, the zombies of the dice arriving, the moves with the extra zombies, the attacks, then the end of the round. Vigie asks for every decision and says what to do on the board.
mall-rules-truck-title = The truck
mall-rules-truck = When someone has a character at the Parking and the deck still has cards, the players there vote. The winner draws three cards, keeps one, gives one to another player and slides the last under the deck. With a tie, nobody searches.
mall-rules-chief-title = The chief of security
mall-rules-chief = The players with characters at Security HQ, location 5, elect the chief. The chief then looks, alone, at the four zombie dice under the box: they tell where zombies will come. If nobody is there, or the vote is tied, the chief stays in place but may not look at the dice this round; a Security camera still lets them look, as it does anyone who plays it. A chief who loses their last character hands the badge to the next player clockwise who still has some.
mall-rules-destinations-title = Destinations and moves
mall-rules-destinations = A chief elected this round says aloud where they go; everyone else chooses in secret, and all destinations are revealed together. A player with no character left picks a location where one more zombie comes. Then, from the chief, going clockwise, each player moves one of their characters to their destination. A full or closed location sends it to the Parking instead. A player holding a card is asked before their move, even when nothing of theirs can move: a Sprint may send a character elsewhere instead.
mall-rules-zombies-title = Zombies arriving
mall-rules-zombies = The dice are shown: one zombie comes to the location of each die. An empty location, other than the Parking, that reaches eight zombies closes for the rest of the game, and its zombies leave. After the moves, one more zombie comes where the characters are the most numerous, and one more where the Pin-ups are, each only when one location alone has the most.
mall-rules-attacks-title = Attacks
mall-rules-attacks = Locations are checked from 1 to 6. The defence is the number of characters there, the Tough guy counting two. The zombies get in when they are at least as many as the defence; at the Supermarket, four zombies always get in. Cards may be played first. If the zombies get in, the players there vote for whose character is taken, that player chooses which, and the zombies leave. At the Parking, each zombie takes one character, one vote at a time, and cards may be played again before each vote.
mall-rules-votes-title = Votes
mall-rules-votes = Each character present gives one vote, the Gunman two, and a Threat card one more. Everyone votes at once, and you may vote for yourself. In an attack, a tie brings a second vote between the tied players only, in which every player with no character there has one vote, even one with no character left unless the table chose otherwise; still tied, the chief decides.
mall-rules-cards-title = Cards
mall-rules-cards = Cards are kept hidden in hand and played at set moments: the card reader in the pause menu tells what each one does and when. I cannot see your hands: a card played is taken as the kind its player names.
mall-rules-end-title = The end
mall-rules-end = At the end of a round, the game is over when four characters or fewer are still alive, six or fewer with six players, or when all the survivors stand in one location other than the Parking.
mall-ui-destinations-open = { $entry ->
    [secret] Nobody announces first: everyone chooses a destination in secret.
   *[open] Nobody announces first: everyone, choose a destination in secret, then reveal them all together when I ask.
  }
mall-ui-closed-place = { $place }: closed, sends to the Parking
