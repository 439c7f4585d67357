# Ce que Vigie demande : qui décide, et les choix possibles.

prompt-dice = { $purpose ->
    [placement] { $player }, { $count ->
        [one] lancez { $count } dé et annoncez-moi la face.
       *[other] lancez { $count } dés et annoncez-moi les faces.
      }
    [monsters] { $count ->
        [one] Lancez { $count } dé pour les premiers monstres et annoncez-moi la face.
       *[other] Lancez { $count } dés pour les premiers monstres et annoncez-moi les faces.
      }
   *[box] Soulevez la boîte et annoncez-moi { $count ->
        [one] la face.
       *[other] les { $count } faces.
      }
  }
prompt-placement = { $player }, placez un personnage. Dés : { $dice }. Personnages : { $characters }.
prompt-discussion = Discussion avant le vote pour { $vote } : un Pistolet peut être joué, puis continuez.
prompt-discussion-detail = Votants : { $voters }.
prompt-attack-discussion = { $count ->
    [one] Discussion sur { $place } : des cartes peuvent être jouées, puis continuez.
   *[other] Discussion avant le vote pour { $vote }, entre { $among } : des cartes peuvent être jouées, puis continuez.
  }
prompt-attack-discussion-detail = Votants : { $voters }.
prompt-ballots = { $entry ->
    [secret] { $first ->
        [yes] { $next }, votre vote secret pour { $vote }.
       *[no] { $next }, votre vote secret.
      }
   *[open] { $first ->
        [yes] Vote pour { $vote } : le choix montré par { $next } ?
       *[no] Le choix montré par { $next } ?
      }
  }
prompt-ballots-detail = Il reste à voter : { $waiting }.
prompt-tie = { $martyr }, vous avez le Martyr : tranchez l'égalité entre { $tied }.
prompt-give = { $keep ->
    [yes] { $player }, gardez la carte ou donnez-la à une autre personne.
   *[no] { $player }, gardez une carte et donnez-en une à une autre personne.
  }
prompt-dice-window = Talkie-walkie jouable maintenant par { $players }. Sinon, continuez.
prompt-announce = { $player }, vous avez le badge : annoncez à voix haute où vous allez.
prompt-destinations = { $entry ->
    [secret] { $next }, choisissez votre destination en secret.
   *[open] Où va { $next } ?
  }
prompt-destinations-detail = Il reste à choisir : { $waiting }.
prompt-move = { $player }, quel personnage envoyez-vous sur { $place } ? Au choix : { $characters }.
prompt-before-first-move = Avant le premier déplacement, celui { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } : une boisson énergétique, ou continuez.
prompt-before-first-move-detail = Jouable par { $players }.
prompt-before-move = Avant le déplacement { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } : une boisson énergétique, ou continuez.
prompt-before-move-detail = Jouable par { $players }.
prompt-after-movement = Boisson énergétique jouable maintenant par { $players }. Sinon, continuez.
prompt-victim = { $player }, quel personnage les monstres dévorent-ils sur { $place } ? Au choix : { $characters }.
prompt-keys = Qui révèle les Clés du camion : { $candidates }, ou personne ?
prompt-weapons = Question pour { $candidates } : avez-vous en main deux armes parmi la Batte, la Tronçonneuse et le Cocktail Molotov ? Répondez oui ou non.
prompt-finished = La partie est terminée.

decision-undone = Annulé : { $what }.
decision-redone = Rétabli : { $what }.

notice-speech-unavailable = La synthèse vocale n'est pas disponible ; je continue par écrit, et je reparlerai dès son retour.
notice-speech-lost = La synthèse vocale ne répond plus ; je continue par écrit, et je reparlerai dès son retour.
notice-speech-back = La synthèse vocale est de retour.
notice-no-audio-device = Aucune sortie audio ; je continue sans les sons.
notice-speech-through = Je parle par { $name }.
notice-no-screen-reader = Aucun lecteur d'écran ne répond ; je parle avec les voix du système.
notice-no-voice = Aucune voix n'est installée pour cette langue ; c'est la voix par défaut qui parle. Ajoutez-en une dans les réglages de synthèse vocale du système.

# Les touches : ce que fait chaque action, pour l'aide parlée (tirée du plan de touches en vigueur).
help-line = { $keys } : { $action }.
action-up = élément précédent
action-down = élément suivant
action-first = premier élément
action-last = dernier élément
action-choose = choisir l'élément
action-back = revenir en arrière
action-repeat = répéter le dernier message
action-details = en dire les détails
action-help = dire les touches
action-history = relire ce qui a été dit
action-undo = annuler la dernière décision
action-redo = la refaire
action-review-location = ce qu'il y a dans un lieu
action-review-family = où sont les personnages d'une famille
action-review-cold-storage = la chambre froide et l'effet de sa prochaine ligne
action-review-tokens = qui a le badge et le Martyr
action-review-supplies = les dés dans la boîte et les cartes du paquet
action-review-turn = le tour, la phase et la décision attendue
action-review-score = le score si la partie finissait maintenant
action-verbosity = en dire moins ou plus
action-faster = parler plus vite
action-slower = parler moins vite
action-louder = parler plus fort
action-softer = parler moins fort
action-secret = réentendre vos secrets, sur votre propre canal
action-commands = la liste de toutes les commandes, pour en choisir une
action-quit = quitter Vigie
key-with-ctrl = Contrôle { $key }
key-with-alt = Alt { $key }
key-up = Flèche haut
key-down = Flèche bas
key-left = Flèche gauche
key-right = Flèche droite
key-home = Début
key-end = Fin
key-page-up = Page précédente
key-page-down = Page suivante
key-enter = Entrée
key-escape = Échap
key-tab = Tabulation
key-backspace = Retour arrière
key-space = Espace
key-function = F{ $number }
key-question-mark = Point d'interrogation
key-char = { $char }

# Une décision telle que la table peut l'entendre, quand elle est annulée ou rétablie (le contenu d'un choix secret est omis).
decision-roll = les dés { $faces }
decision-place = la pose { DE($role) } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
decision-continue = « continuer »
decision-play = la carte { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } : { $play }
decision-ballot = le vote { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
decision-tie = le choix du Martyr : { $player }
decision-give = la carte donnée à { $player }
decision-destination = la destination { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
decision-move = le déplacement { DE($role) } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
decision-victim = { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } pris par les monstres
decision-keys = qui tient les Clés
decision-weapons = la réponse sur les deux armes

# Boutons de manette, nommés par leur place (les lettres imprimées changent d'une marque à l'autre).
pad-south = le bouton du bas (A ou croix)
pad-east = le bouton de droite (B ou rond)
pad-north = le bouton du haut (Y ou triangle)
pad-west = le bouton de gauche (X ou carré)
pad-d-pad-up = la croix directionnelle vers le haut
pad-d-pad-down = la croix directionnelle vers le bas
pad-d-pad-left = la croix directionnelle vers la gauche
pad-d-pad-right = la croix directionnelle vers la droite
pad-left-bumper = la gâchette haute gauche (L1)
pad-right-bumper = la gâchette haute droite (R1)
pad-left-trigger = la gâchette basse gauche (L2)
pad-right-trigger = la gâchette basse droite (R2)
pad-select = Select (aussi appelé Back, View ou Share)
pad-start = Start (aussi appelé Menu ou Options)
pad-mode = le bouton du milieu
pad-left-thumb = un appui sur le stick gauche
pad-right-thumb = un appui sur le stick droit
pad-left-stick-up = le stick gauche vers le haut
pad-left-stick-down = le stick gauche vers le bas
pad-left-stick-left = le stick gauche vers la gauche
pad-left-stick-right = le stick gauche vers la droite
pad-right-stick-up = le stick droit vers le haut
pad-right-stick-down = le stick droit vers le bas
pad-right-stick-left = le stick droit vers la gauche
pad-right-stick-right = le stick droit vers la droite
