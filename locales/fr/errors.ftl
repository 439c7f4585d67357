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

## La ligne de commande : ce que `vigie` écrit sur la sortie d'erreur (après « vigie: ») quand
## une commande ne peut pas être faite, ou qu'un fichier lu ne peut pas servir tel quel.

err-cli-write-output = impossible d'écrire la sortie : { $reason }
err-cli-list-voices = impossible d'obtenir la liste des voix : { $reason }
err-cli-write-summary = écriture du résumé impossible : { $reason }
err-cli-no-config-dir = aucun dossier de configuration (le dossier personnel est introuvable)
err-cli-not-a-number = { $option } doit être un nombre
err-cli-not-a-shape = { $shape } n'est pas une forme (target, square, triangle-left, star, round, drop)
err-cli-no-tactile-code = Les cartes de Mall of Horror n'ont pas de code tactile : demandez-les par le jeu de règles seul, ou celles de Lockdown par leur code.
err-cli-no-save = aucune sauvegarde à l'emplacement { $path }
err-cli-no-phones = aucun Vigie ne sert la page des téléphones en ce moment : dans Vigie, donnez d'abord à un joueur son téléphone comme canal privé
err-cli-not-a-save-file = reprise impossible : { $reason } ; rien n'y a été touché
err-cli-save-kept-aside = la sauvegarde { $path } ne peut pas être reprise : { $reason }. Elle est gardée sous le nom { $aside } ; une nouvelle partie peut commencer.
err-cli-store-invalid = son contenu est incohérent : { $detail }
err-cli-save-left = la sauvegarde { $path } ne peut pas être reprise : { $reason }. Elle est laissée où elle est ; une nouvelle partie peut commencer.
err-cli-settings-kept-aside = le fichier des réglages { $path } n'a pas pu être lu ({ $reason }) ; il est gardé sous le nom { $aside }, et les réglages par défaut sont utilisés
err-cli-settings-left = le fichier des réglages { $path } n'a pas pu être lu ({ $reason }) ; il est laissé tel quel, rien n'est écrit par-dessus, et les réglages par défaut sont utilisés
err-cli-settings-not-numbers = le fichier des réglages { $path } contient des valeurs qui ne sont pas des nombres ({ $keys }) ; leurs valeurs par défaut sont utilisées
err-cli-map-unreadable = { $file } : { $reason } ; la carte fournie avec Vigie est utilisée
err-cli-keys-kept = { $file } : { $actions } ne peuvent pas rester sans touche ; ces actions gardent leurs touches habituelles
err-cli-buttons-kept = { $file } : { $actions } ne peuvent pas rester sans bouton ; ces actions gardent leurs boutons habituels
err-cli-needs-terminal = l'interface de table a besoin d'un terminal (ou utilisez --plain)
err-cli-raw-mode = impossible de mettre le terminal en mode brut : { $reason }
err-cli-save-there = la partie ne peut pas être sauvegardée à cet endroit : { $reason } ; choisissez un autre fichier avec --save FICHIER
err-cli-log = impossible d'écrire le journal { $path } : { $reason }
err-cli-terminal-stopped = le terminal ne répond plus ; voir { $log }
err-cli-read-script = impossible de lire le script { $path } : { $reason }
err-cli-read-script-stdin = impossible de lire le script sur l'entrée standard : { $reason }
err-cli-script = { $script } : { $reason }
err-cli-script-line = { $script }, ligne { $line } : { $reason }
err-cli-script-expectation = { $script }, ligne { $line } : attente non vérifiée : { $reason }
err-cli-standard-input = entrée standard
err-cli-notice = { $notice } ({ $reason })

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
err-store-replay = sa décision numéro { $index } ne peut plus être jouée (les règles disent : « { $reason } »)
err-store-other-ruleset = c'est une partie de { $ruleset }
err-epilogue-cards = il nomme une carte qui n'est pas une carte Épilogue (elles sont numérotées de 1 à 21)
