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

# Pourquoi une mise en place ne peut pas commencer une partie.
err-setup-player-count = Une partie se joue à 3, 4, 5 ou 6 joueurs, pas { $players }.
err-setup-no-such-seat = Il n'y a pas de joueur numéro { $seat } à cette table.
err-setup-deck-too-small = La pioche n'a que { $deck } cartes : pas assez pour en donner une à chacun des { $players } joueurs.

# Pourquoi un profil de plateau est refusé, dit comme la raison dans un autre message.
err-board-syntax = ce n'est pas un fichier de plateau ({ $reason })
err-board-format = ce n'est pas un fichier de plateau
err-board-version = sa version, { $version }, n'est pas lue par ce Vigie
err-board-length = { $key } demande { $expected } nombres, pas { $found }
err-board-range = { $key } ne peut pas valoir { $value } : c'est entre { $min } et { $max }
err-board-refused = Ce plateau ne peut pas servir : { $reason }.

# Pourquoi un fichier ne peut pas être lu, écrit ou utilisé, dit comme la raison dans un autre
# message. La raison entre parenthèses est dite avec les mots du système.
err-store-read = { $path } ne peut pas être lu ({ $reason })
err-store-write = { $path } ne peut pas être écrit ({ $reason })
err-store-not-a-file = { $kind ->
    [folder] { $path } est un dossier, pas un fichier
    [pipe] { $path } est un tube nommé, pas un fichier
    [socket] { $path } est une socket, pas un fichier
    [device] { $path } est un périphérique, pas un fichier
   *[other] { $path } n'est pas un fichier ordinaire
  }
err-store-too-large = { $path } est trop gros (plus de { $limit } octets)
err-store-not-text = { $path } n'est pas du texte (ligne { $line })
err-store-syntax = ce n'est pas une sauvegarde de Vigie ({ $reason })
err-store-format = ce n'est pas une sauvegarde de Vigie
err-store-version = elle vient d'une version plus récente de Vigie
err-store-no-such-version = son numéro de version, { $version }, n'a jamais été écrit par Vigie
err-store-invalid = son contenu est incohérent
err-store-replay = sa décision numéro { $index } ne peut plus être jouée
err-epilogue-cards = il nomme une carte qui n'est pas une carte Épilogue (elles sont numérotées de 1 à 21)
