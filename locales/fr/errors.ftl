# Ce que Vigie dit quand une décision ne peut pas être prise. Rien n'a changé.

err-game-over = La partie est terminée.
err-unexpected = Ce n'est pas ce qui est demandé maintenant.
err-no-such-player = Il n'y a pas de joueur numéro { $seat }.
err-not-your-turn = C'est à { $expected } de jouer, pas à { $got }.
err-badge-holder-first = { $player } a le badge et annonce en premier.
err-no-characters = { $player } n'a plus de personnage.
err-location-closed = Ce lieu est fermé : { $place }.
err-no-free-spot = Plus de place libre sur { $place }.
err-no-monster-spot = Plus de place pour un monstre sur { $place }.
err-no-monster = Aucun monstre sur { $place }.
err-not-in-game = { $player } n'a pas { $role } en jeu.
err-already-placed = { $player } a déjà placé { $role }.
err-no-such-die = Aucun dé ne montre { $face }.
err-not-there = { $player } n'a pas { $role } sur { $place }.
err-cannot-move = { $player } ne peut pas envoyer { $role } sur { $place }.
err-same-location = Il faut aller dans un autre lieu.
err-not-present = { $player } n'a aucun personnage sur { $place }.
err-not-a-voter = { $player } n'a pas de voix dans ce vote.
err-not-a-candidate = Impossible de désigner { $player } dans ce vote.
err-already-voted = { $player } a déjà voté.
err-not-tied = { $player } n'est pas à égalité.
err-already-chosen = { $player } a déjà choisi.
err-hidden = Impossible de prendre { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } : il est caché.
err-already-hidden = { $player } a déjà caché { $role }.
err-no-card-in-hand = { $player } n'a aucune carte Objet en main.
err-wrong-moment = Ce n'est pas le moment de jouer { $card }.
err-keys-are-revealed = Les Clés du camion ne se jouent pas : on les révèle à la fin de la partie.
err-already-knows-dice = { $player } connaît déjà les dés.
err-blind-badge-holder = Ce tour-ci, la personne qui a le badge ne peut pas regarder les dés.
err-must-give-away = Il faut donner une carte à une autre personne.
err-not-a-keys-holder = { $player } ne peut pas révéler les Clés du camion : il faut avoir survécu et avoir des cartes en main.
err-dice-count = { $expected ->
    [one] Il faut { $expected } dé, pas { $got }.
   *[other] Il faut { $expected } dés, pas { $got }.
  }
