# L'interface de table : menus, mise en place, réglages, aide. Écrite d'abord pour l'oreille.

ui-title-vigie = Vigie
ui-item-position = { $label }, { $position } sur { $count }
ui-main-title = Vigie. Menu principal.
ui-new-game = Nouvelle partie de Lockdown
ui-new-mall-game = Nouvelle partie de Mall of Horror
ui-resume = Reprendre la partie sauvegardée
ui-settings = Réglages
ui-card-reader = Lecteur de cartes
ui-rules = Aide sur les règles
ui-quit = Quitter Vigie
ui-escape = Escape : Zombie City, la bande-son
ui-main-back = Vous êtes au menu principal. Pour partir, choisissez Quitter Vigie.
ui-key-unknown = Cette touche ne fait rien ici. { $help } donne les touches.
ui-no-jump = Aucun choix ne commence par { $char } ici.
ui-no-number = { $numbered ->
    [yes] Aucun choix ne porte le numéro { $char } ici.
   *[no] { $count ->
        [one] Il n'y a qu'un choix ici.
       *[other] Il n'y a que { $count } choix ici.
      }
  }
ui-nothing-to-repeat = Rien à répéter pour l'instant.
ui-not-heard = Arrêté. { $count ->
    [one] Un message non entendu : { $key } le redit.
   *[other] { $count } messages non entendus : { $key } les redit.
  }
ui-not-heard-choose = Avant cette décision : { $count ->
    [one] un message n'a pas été entendu ; { $key } le redit
   *[other] { $count } messages n'ont pas été entendus ; { $key } les redit
  }, et un nouvel appui sur Entrée décide.
ui-no-details = Pas d'autre détail.
ui-yes = Oui
ui-no = Non
ui-confirm-quit = Quitter Vigie ? Une partie en cours reste sauvegardée ; reprenez-la depuis le menu principal.
ui-goodbye = Au revoir.
ui-goodbye-saved = La partie est enregistrée : « Reprendre la partie sauvegardée » la relance. Au revoir.
ui-confirm-new-game = Une partie en cours est sauvegardée. En commencer une nouvelle à sa place ?
ui-confirm-ballot = { $voter } vote pour { $candidate }. Enregistrer ce vote ?
ui-confirm-destination = { $player } va sur { $place }. Enregistrer cette destination ?
ui-confirm-victim = Les monstres prennent { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }. Est-ce bien cela ?
ui-confirm-tie = { $kind ->
    [attack] { $martyr } désigne { $candidate }, qui perd un personnage. Est-ce bien cela ?
   *[other] { $martyr } départage : { $candidate } l'emporte. Est-ce bien cela ?
  }

ui-setup-lang = Nouvelle partie. Quelle langue ?
ui-setup-lang-mall = Nouvelle partie de Mall of Horror. Quelle langue ?
ui-lang-name = Français
ui-setup-players = Combien de joueurs ?
ui-players = { $count } joueurs
ui-setup-name = Joueur { $seat } sur { $count }, dans le sens des aiguilles d'une montre : choisissez une couleur, ou « Taper un nom », le dernier choix.
ui-type-name = Taper un nom
ui-name-entry = Tapez le nom du joueur { $seat }, puis appuyez sur Entrée.{ $pad ->
    [yes] {" "}Avec une manette, choisissez ses lettres dans la liste, puis Fini.
   *[no] {""}
  }
ui-name-so-far = Pour l'instant : { $name }.
ui-name-empty = Le nom est vide : tapez au moins une lettre.
ui-name-taken = { $name } est déjà à la table : choisissez un autre nom.
ui-name-taken-typed = { $name } est déjà à la table : tapez un autre nom (Retour arrière efface une lettre).
ui-deleted = { $char } effacé
ui-nothing-to-delete = Rien à effacer.
ui-colour-red = Rouge
ui-colour-blue = Bleu
ui-colour-green = Vert
ui-colour-yellow = Jaune
ui-colour-black = Noir
ui-colour-white = Blanc
ui-colour-orange = Orange
ui-colour-purple = Violet
ui-setup-youngest = Quelle est la personne la plus jeune ? Elle commence avec le Martyr.
ui-setup-oldest = Quelle est la personne la plus âgée ? Elle commence avec le badge et place en premier.
ui-oldest-is-youngest = Le plus jeune joueur est déjà { $player } : choisissez quelqu'un d'autre comme plus âgé.
ui-setup-board = Vérifiez le plateau, lieu par lieu. Choisissez un lieu pour le corriger, ou le dernier choix si tout est juste.
ui-board-location = Sur { $place } : { $spots } places pour les personnages, { $monsters } pour les monstres.
ui-board-parking = Sur { $place } : de la place pour tous les personnages, { $monsters } places pour les monstres.
ui-board-ok = Le plateau est juste : continuer.
ui-board-spots = Sur { $place } : combien de places pour les personnages ?
ui-board-monster-spots = Sur { $place } : combien de places pour les monstres ?
ui-board-saved = Plateau gardé pour les prochaines parties.
ui-board-unreadable = Votre fichier de plateau n'a pas pu être lu ({ $reason }) ; le plateau standard est utilisé.
ui-setup-dice = Qui lance les dés ?
ui-dice-vigie = Vigie les lance
ui-dice-table = La table lance de vrais dés et me donne les faces
ui-game-starts = La partie commence.

ui-resumed = Partie reprise.
ui-resumed-last = La dernière décision enregistrée : { $what }. Ce qu'elle a fait :
ui-resumed-last-quiet = La dernière décision enregistrée : { $what }.
ui-resumed-secrets = { $count ->
    [one] { $players } a un secret
   *[other] { $players } ont des secrets
  } { $game ->
    [mall] de cette manche
   *[other] de ce tour
  } : { $key } { $count ->
    [one] le redit
   *[other] les redit
  }.
ui-resumed-finished = Cette partie est terminée.
ui-no-save = Il n'y a pas de partie sauvegardée.
ui-save-unreadable = La partie sauvegardée ne peut pas être lue : { $reason }. Elle a été mise de côté sous { $path }. Vous pouvez commencer une nouvelle partie.
ui-save-unreadable-kept = La partie sauvegardée ne peut pas être lue : { $reason }. Elle est restée telle quelle, à { $path }. Vous pouvez commencer une nouvelle partie.
ui-save-failed = La partie n'a pas pu être sauvegardée : { $reason }. Continuez : je sauvegarde de nouveau après la prochaine décision.
ui-record-failed = Les épilogues débloqués n'ont pas pu être gardés : { $reason }.

ui-continue-vote = Passer au vote
ui-continue-stopped = Continuer : les monstres restent dehors
ui-continue = Continuer sans jouer de carte
ui-plays-a-card = { $player } joue une carte
ui-which-card = { $player }, quelle carte ?
ui-peek = { $player }, soulevez un peu la boîte et regardez les dés sans que les autres les voient. Puis choisissez « { $player } a regardé ».
ui-peek-done = { $player } a regardé
ui-attack-stopped = Maintenant, { $monsters ->
    [0] aucun monstre
    [one] un monstre
   *[other] { $monsters } monstres
  } contre une force de { $strength } sur { $place } : les monstres restent dehors. Continuez.
ui-move-item = { $role }, sur { $place }
ui-how-play = { $card ->
    [tin-can] { $player }, la Boîte de conserve : vers quel lieu va le monstre ?
    [rotten-meat] { $player }, la Viande avariée : quel personnage cachez-vous ?
    [energy-drink] { $player }, la Boisson énergétique : quel personnage se déplace ?
   *[other] { $player }, comment jouez-vous { $name } ?
  }
ui-placement-where = Où va { $role } ?
ui-dice-entry = Dé { $number } sur { $count } : quelle face ?
ui-face-back = Le { $face } est repris.
ui-give = La donner à { $player }
ui-keep = La garder
ui-nobody = Personne
ui-final-score = Entendre le score final
ui-main-menu = Retour au menu principal
ui-pause-title = Pause : la partie vous attend.
ui-pause-title-over = La partie est finie.
ui-back-to-game = Retour à la partie
ui-back-to-scores = Retour aux scores

ui-settings-title = Réglages.
ui-setting-at-end = { $line }, { $end ->
    [high] déjà au plus haut
   *[low] déjà au plus bas
  }.
ui-setting-lang = Langue : { $value }
ui-setting-verbosity = Quantité de paroles : { $value }
ui-setting-rate = Débit de la voix : { $value }
ui-setting-volume = Volume de la voix : { $value }
ui-setting-pitch = Hauteur de la voix : { $value }
ui-setting-sound-volume = Volume des sons : { $value }
ui-setting-sounds = Sons : { $value }
ui-setting-large = Grandes lettres à l'écran : { $value }
ui-setting-choose = Choisissez une valeur.
ui-verbosity-brief = brève
ui-verbosity-normal = normale
ui-verbosity-full = complète, avec les détails
ui-on = oui
ui-off = non
ui-settings-unsaved = Ce réglage n'a pas pu être gardé pour la prochaine fois : { $reason }.

ui-cards-title = Lecteur de cartes.
ui-cards-by-code = Trouver une carte par son code tactile
ui-cards-by-name = Trouver une carte par son nom
ui-cards-lockdown-by-code = Lockdown : trouver une carte par son code tactile
ui-cards-lockdown-by-name = Lockdown : trouver une carte par son nom
ui-cards-mall = Mall of Horror : ses cartes
cards-lockdown-title = Les cartes de Lockdown.
ui-cards-code-title = Touchez l'autocollant, puis choisissez son code. Entrée donne la carte.
ui-cards-name-title = Choisissez une carte. Entrée donne son code et ce qu'elle fait.

ui-help-title = Les touches valables ici : les flèches passent de l'une à l'autre.
ui-history-title = Ce qui a été dit, du plus récent au plus ancien.
ui-history-entry = { $turn ->
    [0] Mise en place
   *[other] Tour { $turn }{ $phase ->
        [0] {""}
       *[other] , phase { $phase }
      }
  } : { $text }
ui-history-empty = Rien n'a encore été dit.
ui-review-location-title = Quel lieu ? Tapez son numéro, ou utilisez les flèches.
ui-review-family-title = Quelle famille ? Utilisez les flèches.
ui-no-game = Il n'y a pas encore de partie : cette touche sert pendant une partie.
ui-no-game-saved = Aucune partie en cours : « Reprendre la partie sauvegardée », dans le menu principal, la reprend.
ui-nothing-to-undo = Rien à annuler.
ui-nothing-to-redo = Rien à rétablir.

ui-rules-title = Aide sur les règles : choisissez un sujet, puis appuyez sur Entrée pour l'entendre.
ui-rules-title-both = Aide sur les règles : les sujets de Lockdown, puis ceux de Mall of Horror. Choisissez-en un, puis appuyez sur Entrée pour l'entendre.
ui-rules-mall-topic = Mall of Horror : { $topic }
ui-rules-goal-title = Le but
ui-rules-goal = Chaque joueur mène une famille de survivants : le Bloqueur, le Leader, le Chialeur et, à trois joueurs, l'Inutile. Gardez-en le plus possible en vie. À la fin, chaque survivant rapporte des points : le Chialeur 7, le Bloqueur 5, le Leader 3, l'Inutile 1. Le plus gros total gagne ; les égalités partagent la victoire.
ui-rules-turn-title = Un tour
ui-rules-turn = Un tour compte sept phases, toujours dans cet ordre : la fouille du camion au parking, le vote du badge dans la salle de surveillance, le choix des destinations, les déplacements, l'arrivée des monstres, les attaques, puis la fin du tour, où les lieux encerclés par les monstres ferment. Vigie demande chaque décision et dit quoi faire sur le plateau.
ui-rules-truck-title = Phase 1 : le camion
ui-rules-truck = Les joueurs qui ont des personnages sur le lieu 6, le parking, votent. Le gagnant pioche jusqu'à trois cartes objet, en garde une, en donne une à qui il veut, et remet la dernière dans la boîte. Personne ne vote si le parking est vide ou la pioche épuisée.
ui-rules-badge-title = Phase 2 : le badge
ui-rules-badge = Les joueurs présents dans le lieu 3, la salle de surveillance, votent pour qui tient le badge de sécurité. Le détenteur apprend alors les dés cachés sous la boîte : ils disent où viendront les monstres. Si personne n'est dans le lieu 3, le détenteur garde le badge mais ne peut pas regarder les dés ce tour-ci.
ui-rules-destinations-title = Phase 3 : les destinations
ui-rules-destinations = Le détenteur du badge annonce à voix haute où il va. Les autres choisissent ensuite un lieu en secret, et tout est révélé ensemble. Un lieu fermé ne peut pas être choisi.
ui-rules-movement-title = Phase 4 : les déplacements
ui-rules-movement = Les dés sont montrés à tous. En partant du détenteur du badge, dans le sens des aiguilles d'une montre, chaque joueur déplace un personnage vers le lieu choisi. Un personnage qui trouve le lieu plein va au parking.
ui-rules-monsters-title = Phase 5 : les monstres
ui-rules-monsters = Un monstre arrive pour chaque dé, sur le lieu qui porte son numéro. Un de plus vient là où les Chialeurs sont les plus nombreux, et un de plus là où les personnages sont les plus nombreux. Un lieu sans place pour son monstre l'envoie au parking.
ui-rules-attacks-title = Phase 6 : les attaques
ui-rules-attacks = Les lieux sont examinés de 1 à 6. Là où les monstres sont plus forts que les personnages présents, ils attaquent : le Bloqueur compte pour deux, chaque autre personnage pour un. On peut d'abord jouer des cartes. Si les monstres l'emportent encore, les joueurs présents votent pour désigner qui perd un personnage ; ce joueur choisit lequel. Au parking, chaque monstre prend un personnage, un vote à la fois.
ui-rules-votes-title = Les votes
ui-rules-votes = Chaque personnage présent donne une voix, le Leader deux. Un Pistolet en ajoute une. Tout le monde vote en même temps, et le plus de voix l'emporte. En cas d'égalité, le détenteur du Martyr choisit parmi les ex æquo. Le Martyr va à celui qui a perdu un personnage en dernier.
ui-rules-cards-title = Les cartes objet
ui-rules-cards = Les cartes restent secrètes en main et se jouent à des moments précis. Le lecteur de cartes du menu principal donne chaque carte par son code tactile : son nom, son effet et quand la jouer.
ui-rules-end-title = La fin
ui-rules-end = Les personnages dévorés remplissent la chambre froide rangée par rangée. Quand la première rangée est pleine, les monstres attaquent dès qu'ils sont aussi forts que les personnages. Quand la deuxième et la troisième rangée se remplissent, un dé de plus va sous la boîte. La partie s'arrête quand il ne reste pas plus de personnages vivants que de joueurs.
ui-settings-broken = Vos réglages n'ont pas pu être lus ({ $reason }) ; ils ont été mis de côté sous { $path }, et les réglages habituels sont utilisés.
ui-keys-broken = Vos touches n'ont pas pu être lues ({ $reason }) ; les touches habituelles sont utilisées.
ui-confirm-keys = { $player } révèle les Clés du camion. Est-ce bien cela ?
ui-confirm-no-keys = Personne ne révèle les Clés du camion. Est-ce bien cela ?
ui-confirm-weapons = Oui, un survivant a deux armes en main. Est-ce bien cela ?
ui-confirm-no-weapons = Non, personne n'a deux armes en main. Est-ce bien cela ?
ui-continue-no-vote = Continuer : pas besoin de vote
ui-drink-where = { CAP($role) } est sur { $place }. Où va-t-il ?
ui-name-set = Joueur { $seat } : { $name }.

# Secrets : canaux privés, secrets dits et réentendus, choix secrets.
ui-channels = Canaux privés et choix secrets
ui-channels-title = Canaux privés : comment chacun entend ses secrets. Choisissez un joueur pour changer le sien.
ui-channel-of = { $player } : { $channel }
ui-channel-none = pas de canal privé : aucun secret ne lui est dit
ui-channel-screen = l'écran, lu seul
ui-screen-plain = Attention : avec des lignes simples pour un lecteur d'écran, un secret affiché peut être lu à voix haute ; des écouteurs ou un casque passé de main en main sont plus sûrs.
ui-channel-headphones = un casque à soi : { $device }
ui-channel-headset = un casque qui passe de main en main : { $device }
ui-channel-pick = Le canal privé { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } ?
ui-no-devices = Aucun casque ne peut être proposé : { $reason }.
ui-only-table-device = la seule sortie audio est celle de la table, que tout le monde entend
ui-no-device-found = le serveur audio n'annonce aucune sortie
ui-devices-unread = le serveur audio ne répond pas
ui-entry-open = Votes et destinations : une seule personne saisit ce que la table montre
ui-phone-decisions-secret = Sur les téléphones : les choix secrets seulement
ui-phone-decisions-all = Sur les téléphones : chacun prend aussi ses propres décisions (le clavier ici le peut toujours)
ui-entry-secret = Votes et destinations : chacun saisit les siens en secret
ui-start-game = Tout est prêt : commencer la partie
ui-secret-read = Lisez, puis appuyez sur Entrée : l'écran sera effacé.
ui-choosing-in-secret = { $player } choisit en secret.
ui-no-private-voice = la voix privée n'est pas disponible
ui-private-too-long = la sortie n'a pas fini de jouer
ui-private-failed = Le canal privé { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } n'a pas fonctionné ({ $reason }). Le secret est gardé : { $key } le redit.
ui-secret-no-channel = { $player } a un secret mais aucun canal privé pour l'entendre. Donnez-lui-en un dans le menu de pause (Échap, puis canaux privés) ; ensuite { $key } le lui dit.
ui-secret-on-screen = Un secret est affiché à l'écran : une fois lu, Entrée l'efface d'abord.
ui-confirm-no-channel = { $count ->
    [one] { $players } n'a
   *[other] { $players } n'ont
  } aucun canal privé : { $game ->
    [mall] { $count ->
        [one] une fois chef de la sécurité, ce joueur n'entendra
       *[other] une fois chefs de la sécurité, ils n'entendront
      } ni mes dés, ni ceux d'une Caméra de surveillance.
   *[other] avec le badge, { $count ->
        [one] ce joueur n'entendra
       *[other] ils n'entendront
      } ni mes dés, ni ceux d'un Talkie-walkie.
  } Commencer quand même ?
ui-entered-taken-over = Le choix { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }, repris de son téléphone : { $player } le dit, et la personne aux commandes le saisit.
ui-entry-rule = { $count ->
    [one] { $players } n'a pas de canal privé : à chaque choix secret, ce joueur choisit après les autres en montrant son choix à la table, et la personne aux commandes le saisit.
   *[other] { $players } n'ont pas de canal privé : à chaque choix secret, ils choisissent après les autres en montrant leur choix à la table, et la personne aux commandes le saisit.
  }
ui-entry-plan = Personne parmi ceux qui choisissent n'a de canal privé : { $kind ->
    [ballot] à trois, chacun pointe son choix
   *[other] chacun révèle sa destination en même temps
  }, et la personne aux commandes saisit ce que chacun a montré.
ui-handover-screen-choice = { $player }, votre choix secret : regardez l'écran sans que les autres le voient, puis choisissez Prêt.
ui-handover-headset-choice = { $player }, votre choix secret : mettez le casque, puis choisissez Prêt.
ui-handover-screen = { $player }, un secret pour vous : regardez l'écran sans que les autres le voient, puis choisissez Prêt.
ui-handover-headset = { $player }, un secret pour vous : mettez le casque, puis choisissez Prêt.
ui-ready = Prêt
ui-later = Plus tard
ui-later-said = { $player } pourra l'entendre plus tard : { $key }.
ui-pass-headset = { $player }, passez le casque.
ui-pass-on = Quand { $player } a entendu, choisissez Terminé, et passez le casque.
ui-done = Terminé
ui-again = Réentendre
ui-reading = { $player } lit un secret à l'écran.
ui-no-secret = Personne n'a encore de secret à réentendre.
ui-secrets-title = Les secrets de qui, à réentendre sur son propre canal ?
ui-secret-told = Redit à { $player }.
ui-no-channel = { $player } n'a pas de canal privé : choisissez-en un dans le menu de pause.

# Manettes.
ui-commands-title = Commandes : choisissez-en une pour la faire.
ui-letter-hyphen = Trait d'union
ui-letter-apostrophe = Apostrophe
ui-letter-delete = Effacer la dernière lettre
ui-letter-done = Fini : garder ce nom
ui-pad-found = Manette { $number } prête ({ $name }), { $owner }.
ui-pad-connected = Manette { $number } connectée ({ $name }), { $owner }.
ui-pad-back = La manette { $number } est revenue ({ $name }), { $owner }.
ui-pad-disconnected = Manette { $number } déconnectée ({ $name }), { $owner }. Rien n'est perdu : le clavier marche toujours, et la manette peut être reconnectée.
ui-pad-for-player = pour { $player }
ui-pad-for-operator = pour la personne aux commandes
ui-pad-unnamed = sans nom
ui-pad-none = Aucune manette trouvée : le clavier marche, et une manette connectée plus tard sera annoncée.
ui-pad-unavailable = Les manettes ne peuvent pas servir ({ $reason }). Le clavier marche comme d'habitude.
ui-pad-unbound = { $button } ne fait rien ici ; { $help } dit ce que fait chaque bouton.
ui-pad-not-yours = La manette { $number } est celle de { $owner }, et { $player } choisit en secret maintenant : { INITIAL($player) ->
    [vowel] qu'{ $player }
   *[other] que { $player }
  } se serve de sa propre manette ou du clavier.
ui-pad-map-broken = Le fichier des boutons de manette n'a pas pu être lu ({ $reason }) ; les boutons habituels sont utilisés.
ui-pads-item = { $count ->
    [0] Manettes : aucune connectée
    [one] Manettes : une connectée
   *[other] Manettes : { $count } connectées
}
ui-pads-title = Manettes. Choisissez-en une pour la donner à un joueur : elle vibre alors pour lui, et quand chacun entre ses choix en secret, elle fait les siens. Celle qui a le focus vibre, si elle le peut ; { $button } sur une manette la trouve dans la liste.
ui-pads-none = Aucune manette n'est connectée. Connectez-en une : Vigie l'annonce, et elle apparaît ici.
ui-pad-item = Manette { $number } ({ $name }), { $owner }{ $state ->
    [gone] , déconnectée
    [mute] , ne vibre pas
   *[ready] {""}
}
ui-pad-owner-title = Pour qui est la manette { $number } ?
ui-pad-owner-set = La manette { $number } est maintenant { $owner }.
ui-pad-needs-channel = La vibration ne fait que s'ajouter à un canal privé : donnez-en un à { $player } aussi, sinon ses dés ne lui seront pas transmis par vibration.
ui-setting-rumble-dice = Dés secrets par vibration sur la manette de qui les apprend : { $value }
ui-setting-rumble-strength = Force de la vibration : { $value }
ui-setting-rumble-cues = Vibrer quand le jeu vous attend et quand votre choix est compté : { $value }
ui-pad-why-no-access = ce système ne donne à Vigie aucun accès aux manettes
ui-pad-why-no-folder = cette machine n'a pas de dossier de périphériques d'entrée, /dev/input
ui-pad-why-permission = Vigie n'a pas le droit de lire la manette { $path } : demandez-le à qui s'occupe de cette machine
ui-pad-this-one = Voici la manette { $number } ({ $name }), { $owner }.
ui-pads-back = Revenir aux canaux privés
ui-letter-refused = Pas ici : un nom commence par une lettre et a 24 caractères au plus.
ui-pad-which = La manette { $number } ({ $name }) est l'une de plusieurs manettes pareilles : Vigie ne peut pas savoir à qui elle est, elle agit donc pour la personne aux commandes jusqu'à ce qu'elle soit de nouveau donnée à son joueur dans l'écran des manettes.
ui-pads-off = Les manettes ne sont pas cherchées cette fois (Vigie a été lancé avec --no-gamepad).
ui-letter-group = { INITIAL($first) ->
    [vowel] d'{ $first }
   *[other] de { $first }
  } à { $last }
ui-letter-pick = Quelle lettre ?
ui-keys-kept = Votre fichier de touches laisse sans touche ce qui sert toujours : { $actions }. Ces actions gardent leurs touches habituelles, pour qu'on puisse toujours se déplacer, choisir, revenir, demander de l'aide et quitter.
ui-pad-map-kept = Le fichier des boutons de manette laisse sans bouton ce qui sert toujours : { $actions }. Ces actions gardent leurs boutons habituels, pour qu'une manette puisse toujours se déplacer, choisir, revenir, demander de l'aide et ouvrir la liste des commandes.
ui-settings-not-numbers = Certains réglages n'étaient pas des nombres ({ $keys }) ; leurs valeurs habituelles sont utilisées.
ui-board-kept-aside = Votre fichier de plateau n'a pas pu être lu ({ $reason }) ; il a été mis de côté sous { $path }, et le plateau standard est utilisé.
ui-settings-broken-left = Vos réglages n'ont pas pu être lus ({ $reason }) ; le fichier est resté tel quel, à { $path }, et rien ne sera écrit par-dessus : les réglages habituels sont utilisés, et les changements ne sont pas gardés.
ui-epilogues-kept-aside = La liste des épilogues débloqués par cette table n'a pas pu être lue ({ $reason }) ; elle a été mise de côté sous { $path }, et une nouvelle liste commence.
ui-epilogues-unreadable = La liste des épilogues débloqués par cette table n'a pas pu être lue ({ $reason }) ; elle est restée telle quelle, à { $path }, et rien n'est écrit par-dessus.

## Les téléphones comme canaux privés

ui-channel-phone = son téléphone, sur la page de Vigie
ui-phones = Téléphones : adresse et code pour rejoindre
ui-phones-back = Retour
ui-phones-say-again = Redire l'adresse et le code
ui-phones-address = Téléphones : sur le même Wi-Fi, ouvrez { $address } et entrez le code { $code }. Le QR code est sous Téléphones, dans le menu de pause.
ui-phones-address-here = Téléphones : sur le même Wi-Fi, ouvrez { $address } et entrez le code { $code }, ou lisez le QR code affiché à l'écran.
ui-phones-title = Téléphones : sur le même Wi-Fi, ouvrez { $address } et entrez le code { $code }, ou lisez le QR code affiché à l'écran. La place d'un joueur peut être donnée ici à un nouveau téléphone.
ui-phone-of = { $player } : { $state ->
    [connected] téléphone connecté
    [away] téléphone absent
   *[waiting] pas encore de téléphone
  }
ui-phone-join-reminder = { $player } rejoint depuis son téléphone, avec la même adresse et le même code.
ui-phones-unavailable = Ce Vigie ne peut pas servir la page des téléphones.
ui-phones-no-port = La page des téléphones n'a pas pu s'ouvrir sur le port { $port } : un autre programme l'utilise peut-être. Lancez Vigie avec un autre port (--phone-port).
ui-phones-no-start = La page des téléphones n'a pas pu démarrer sur cet ordinateur.
ui-phones-not-running = la page des téléphones ne tourne pas
ui-phone-joined = Le téléphone { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } a rejoint la table.
ui-phone-back = Le téléphone { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } est de retour.
ui-phone-away = Le téléphone { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } s'est absenté.
ui-phone-away-choice = Le téléphone { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } s'est absenté pendant un choix : il peut revenir, ou la personne aux commandes peut reprendre ce choix.
ui-phone-moved = La place { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } est passée sur un autre téléphone. Si ce n'est pas { $player }, donnez la place à un nouveau téléphone depuis Téléphones, dans le menu pause.
ui-phones-code-changed = Des codes faux ont été essayés sur la page des téléphones, alors le code a changé : le nouveau code est { $code }.
ui-phone-asks-seat = Un autre téléphone demande la place { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }. Si le téléphone { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } est perdu, donnez la place au nouveau depuis Téléphones, dans le menu de pause.
ui-phone-confirm-new = Donner la place { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } à un nouveau téléphone ? Son téléphone actuel ne recevra plus de secrets.
ui-phone-new-allowed = La place { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } est libre : le nouveau téléphone rejoint avec le code.
ui-phones-waiting = { $players } { $count ->
    [one] choisit sur son téléphone
   *[other] choisissent sur leurs téléphones
  }.
ui-phones-awaited = Sur les téléphones : on attend { $players }.
ui-phone-take-over = Reprendre le choix { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
ui-phone-confirm-take-over = Reprendre le choix { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } ? { $player } le dit alors à la personne aux commandes, après les choix des autres.
ui-phone-taken-over = Le choix { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } sera entré ici, après les autres.
ui-phone-option-step = { $first } : { $then }
ui-phone-counted = Compté : { $choice }.
ui-phone-stale = Ce choix n'est plus demandé.
# Un moment que la table termine ensemble, sur les téléphones : chaque joueur concerné dit que c'est
# bon pour lui (il peut encore jouer une carte) ; les questions de la fin, posées à chacun de ceux
# qui pourraient répondre oui.
ui-phone-ready = C'est bon pour moi : on continue
ui-phone-ready-vote = C'est bon pour moi : on passe au vote
ui-phone-ready-done = C'est noté.
ui-phone-not-ready = Finalement, pas encore
ui-phone-not-ready-done = C'est noté : la table vous attend.
ui-phone-waiting-for = C'est bon pour vous. On attend { $players }.
ui-phone-said-no = Vous avez répondu non. On attend { $players } ; vous pouvez encore répondre oui.
ui-phone-keys-question = Avez-vous les Clés du camion en main ? Si oui, elles sont révélées maintenant.
ui-phone-weapons-question = Avez-vous en main deux armes parmi la Batte, la Tronçonneuse et le Cocktail Molotov ?
cli-phones = La page de Vigie pour les téléphones : sur le même Wi-Fi, ouvrez { $address } et entrez le code { $code }, ou lisez ce QR code.
ui-secret-on-phone = Les secrets { $game ->
    [mall] de cette manche
   *[other] de ce tour
  } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } sont sur la page de son téléphone.
ui-secret-waits-on-phone = Le téléphone { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } est absent : son secret l'attend.
