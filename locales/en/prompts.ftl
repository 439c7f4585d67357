# What Vigie asks: who decides, and the choices.

prompt-dice = { $purpose ->
    [placement] { $player }, roll { $count } dice and tell me the faces.
    [monsters] Roll { $count } dice for the first monsters and tell me the faces.
   *[box] Lift the box and tell me the { $count } faces.
  }
prompt-placement = { $player }, place a character: dice { $dice }; characters { $characters }.
prompt-discussion = Discussion before the vote for { $vote }. Candidates: { $candidates }. A Gun may be played; continue to vote.
prompt-discussion-detail = Votes: { $voters }.
prompt-attack-discussion = Discussion: { $vote }. Candidates: { $candidates }. Cards may be played; continue to vote.
prompt-attack-discussion-detail = Votes: { $voters }.
prompt-ballots = { $next }, your secret ballot. Candidates: { $candidates }.
prompt-ballots-detail = Still to vote: { $waiting }.
prompt-tie = { $martyr }, you hold the Martyr: choose between { $tied }.
prompt-give = { $keep ->
    [yes] { $player }, keep the card or give it to another player.
   *[no] { $player }, keep one card and give one to another player.
  }
prompt-dice-window = Walkie-talkies may be played now, by { $players }. Or continue.
prompt-announce = { $player }, you hold the badge: announce your destination aloud. Open: { $open }.
prompt-destinations = { $next }, choose your destination in secret. Open: { $open }.
prompt-destinations-detail = Still to choose: { $waiting }.
prompt-move = { $player }, which character goes to { $place }? { $characters }.
prompt-after-movement = Energy drinks may be played now, by { $players }. Or continue.
prompt-victim = { $player }, which character do the monsters take at { $place }? { $characters }.
prompt-keys = Who reveals the Keys of the truck? Choose among { $candidates }, or nobody.
prompt-weapons = Question for { $candidates }: do you hold two weapons among the Bat, the Chainsaw and the Molotov cocktail? Yes or no.
prompt-finished = The game is over.

decision-undone = Last decision undone.
decision-redone = Decision made again.

notice-speech-unavailable = Speech is not available; I go on in text only.
notice-speech-lost = Speech stopped working; I go on in text only.
notice-no-audio-device = No audio device; I go on without sound cues.
