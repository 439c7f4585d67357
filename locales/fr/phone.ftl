# Le téléphone d’un joueur comme canal privé : la page qu’il affiche. Lue d’abord par un lecteur
# d’écran, et vue en grands caractères.

phone-page-title = Vigie : votre place
phone-page-seat-title = Place de { $name }
phone-page-join-heading = Rejoindre la table
phone-page-code-label = Code pour rejoindre, tel que Vigie l’a dit
phone-page-code-button = Continuer
phone-page-seat-question = Quelle place est la vôtre ?
phone-page-seat-taken-mark = prise
phone-page-connecting = Connexion…
phone-page-connected = Connecté.
phone-page-disconnected = Connexion perdue. Nouvel essai…
phone-page-wrong-code = Ce n’est pas le code que Vigie a dit. Réessayez.
phone-page-wrong-key = Ce lien ou ce QR code n’est pas celui que Vigie affiche maintenant. Entrez le code que Vigie dit.
phone-page-seat-taken = Un autre téléphone tient cette place. Si c’est la vôtre, demandez à la table de la donner à ce téléphone.
phone-page-no-seat = Cette place n’existe pas à cette table.
phone-page-bad-token = Ce téléphone ne tient plus aucune place. Entrez le code pour rejoindre la table à nouveau.
phone-page-too-many = Trop de codes faux depuis ce téléphone. Attendez quelques secondes, puis réessayez.
phone-page-code-locked = Trop de codes faux ont été essayés à cette table. Attendez que Vigie dise un nouveau code, ou lisez le QR code sur l’écran de Vigie.
phone-page-moved = Votre place est passée sur un autre téléphone : celui-ci ne suit plus la partie. Si ce n’est pas vous, dites-le à la table : la personne aux commandes peut donner votre place à un nouveau téléphone.
phone-page-replaced = Votre place a été donnée à un autre téléphone. Celui-ci ne suit plus la partie.
phone-page-superseded = La page de cette place est ouverte dans un autre onglet ou navigateur : celle-ci s’est arrêtée. Rechargez-la pour l’utiliser ici à nouveau.
phone-page-secrets-heading = { $game ->
    [mall] Les secrets de cette manche
   *[other] Les secrets de ce tour
  }
phone-page-no-secret = { $game ->
    [mall] Pas encore de secret cette manche-ci.
   *[other] Pas encore de secret ce tour-ci.
  }
phone-page-secrets-count = { $game ->
    [mall] Secrets de cette manche :
   *[other] Secrets de ce tour :
  }
phone-page-confirm = Confirmer
phone-page-choose-first = Choisissez d’abord une réponse.
phone-page-choice-sent = Envoyé. En attente de Vigie.
phone-page-choice-stale = Cette question n’est plus posée.
phone-page-now-heading = À vous
phone-page-your-turn = La table attend votre décision.
phone-page-news-heading = Nouvelles de la table
phone-page-no-news = Rien ne s’est encore passé à la table.
phone-page-news-missed = Nouvelles depuis votre départ :
phone-page-news-turn = { $game ->
    [mall] Manche
   *[other] Tour
  }
phone-page-news-private = Pour vous seulement :
phone-page-newest-first = Les nouvelles les plus récentes en haut
phone-page-settings = Sur ce téléphone
phone-page-speak = Dire les secrets avec la voix de ce téléphone
phone-page-vibrate = Vibrer à mon tour et pour mes dés

# Ce qu’un joueur demande à revoir sur son téléphone : comme les touches de la table, avec la
# réponse sur ce téléphone seulement.
phone-page-reviews-heading = Revoir le jeu
phone-page-review-no-game = Aucune partie en cours : il n’y a rien à revoir pour l’instant.
phone-page-review-history = { $game ->
    [mall] Ce qui s’est passé, manche par manche, se trouve plus bas dans les nouvelles de la table.
   *[other] Ce qui s’est passé, tour par tour, se trouve plus bas dans les nouvelles de la table.
  }
phone-page-review-location-label = Numéro du lieu
phone-page-review-location = Ce qu’il y a dans ce lieu
phone-page-review-families = { $game ->
    [mall] Où sont les personnages de chaque joueur
   *[other] Où sont les personnages de chaque famille
  }
phone-page-review-cold-storage = La chambre froide
phone-page-review-tokens = { $game ->
    [mall] Qui est chef de la sécurité
   *[other] Qui a le badge et le Martyr
  }
phone-page-review-supplies = { $game ->
    [mall] Les cartes du paquet
   *[other] Les dés dans la boîte et les cartes du paquet
  }
phone-page-review-turn = { $game ->
    [mall] La manche et la décision attendue
   *[other] Le tour et la décision attendue
  }
phone-page-review-score = Le score si la partie finissait maintenant
phone-page-review-answer = Réponse
phone-page-review-unknown = Il n’y a rien de tel à revoir dans cette partie.
phone-page-review-no-location = Choisissez un numéro de lieu, de 1 à 6.
phone-page-review-too-many = Trop de demandes d’un coup. Attendez quelques secondes, puis redemandez.
phone-page-lang = Langue de cette page
phone-page-bad-lang = Cette page ne peut être qu’en français ou en anglais ; elle reste telle quelle.
