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
prompt-discussion = Discussion avant le vote pour { $vote }. Candidats : { $candidates }. Vous pouvez jouer un Pistolet, puis continuez pour passer au vote.
prompt-discussion-detail = Votants : { $voters }.
prompt-attack-discussion = Discussion avant le vote pour { $vote }. Candidats : { $candidates }. Vous pouvez jouer des cartes, puis continuez pour passer au vote.
prompt-attack-discussion-detail = Votants : { $voters }.
prompt-ballots = { $next }, à vous de voter en secret. Candidats : { $candidates }.
prompt-ballots-detail = Il reste à voter : { $waiting }.
prompt-tie = { $martyr }, vous avez le Martyr : choisissez entre { $tied }.
prompt-give = { $keep ->
    [yes] { $player }, gardez la carte ou donnez-la à une autre personne.
   *[no] { $player }, gardez une carte et donnez-en une à une autre personne.
  }
prompt-dice-window = Talkie-walkie jouable maintenant par { $players }. Sinon, continuez.
prompt-announce = { $player }, vous avez le badge : annoncez à voix haute où vous allez. Lieux ouverts : { $open }.
prompt-destinations = { $next }, choisissez en secret où vous allez. Lieux ouverts : { $open }.
prompt-destinations-detail = Il reste à choisir : { $waiting }.
prompt-move = { $player }, quel personnage envoyez-vous au { $place } ? Au choix : { $characters }.
prompt-after-movement = Boisson énergétique jouable maintenant par { $players }. Sinon, continuez.
prompt-victim = { $player }, quel personnage les monstres dévorent-ils au { $place } ? Au choix : { $characters }.
prompt-keys = Qui révèle les Clés du camion ? Candidats : { $candidates }. Sinon, répondez personne.
prompt-weapons = Question pour { $candidates } : avez-vous en main 2 armes parmi la Batte, la Tronçonneuse et le Cocktail Molotov ? Répondez oui ou non.
prompt-finished = La partie est terminée.

decision-undone = Dernière décision annulée.
decision-redone = Décision rétablie.

notice-speech-unavailable = La synthèse vocale n'est pas disponible ; je continue par écrit seulement.
notice-speech-lost = La synthèse vocale ne répond plus ; je continue par écrit seulement.
notice-no-audio-device = Aucune sortie audio ; je continue sans les sons.
