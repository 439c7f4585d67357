# Mall of Horror : les mots du second jeu de règles. Les lieux sont dits par leur numéro, puis
# leur nom, comme le plateau les imprime ; un message en -detail ajoute ce qui est dit en verbosité
# complète ou sur demande.

# Les noms des jeux de règles.
ruleset-lockdown = Lockdown
ruleset-mall-of-horror = Mall of Horror

## Les mots que les messages reçoivent en arguments. Chacun porte son article ; `.de` et `.a`
## donnent ses formes après « de » et « à » (DE($place), A($place)).

mall-place = { $number ->
    [1] le lieu 1, les toilettes
    [2] le lieu 2, le Cachou
    [3] le lieu 3, le Megatoys
    [4] le lieu 4, le parking
    [5] le lieu 5, le QG de la sécurité
   *[6] le lieu 6, le supermarché
  }
    .de = { $number ->
        [1] du lieu 1, les toilettes
        [2] du lieu 2, le Cachou
        [3] du lieu 3, le Megatoys
        [4] du lieu 4, le parking
        [5] du lieu 5, le QG de la sécurité
       *[6] du lieu 6, le supermarché
      }
    .a = { $number ->
        [1] au lieu 1, les toilettes
        [2] au lieu 2, le Cachou
        [3] au lieu 3, le Megatoys
        [4] au lieu 4, le parking
        [5] au lieu 5, le QG de la sécurité
       *[6] au lieu 6, le supermarché
      }
mall-place-name = { $number ->
    [1] les toilettes
    [2] le Cachou
    [3] le Megatoys
    [4] le parking
    [5] le QG de la sécurité
   *[6] le supermarché
  }
mall-character-pin-up = la Blonde
    .de = de la Blonde
mall-character-tough-guy = la Brute
    .de = de la Brute
mall-character-gunman = le Truand
    .de = du Truand
mall-character-little-girl = la Petite fille
    .de = de la Petite fille

mall-card-threat = la Menace
mall-card-security-camera = la Caméra de surveillance
mall-card-sprint = le Sprint
mall-card-hardware = la Quincaillerie
mall-card-hidden = la Cachette
mall-card-weapon-one = l'Arme qui tue un zombie
mall-card-weapon-two = l'Arme qui tue deux zombies

mall-step-truck = fouille du camion
mall-step-chief = élection du chef
mall-step-dice = dés des zombies
mall-step-destinations = où aller
mall-step-zombies = arrivée des zombies
mall-step-movement = déplacements
mall-step-attacks = attaques
mall-step-end = fin de la manche

mall-vote-truck = la fouille du camion
mall-vote-chief = le chef de la sécurité
mall-vote-victim = la victime des zombies { A($place) }

mall-zombies-at = { $count ->
    [one] un
   *[other] { $count }
  } au lieu { $number }
mall-zombies-why = Pour { $place } : { $causes }.
mall-cause-die = dé { $face }
mall-cause-player = choix { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
mall-cause-crowd = le plus de personnages
mall-cause-pin-ups = le plus de Blondes
mall-cause-blocked = Aucun zombie ne va { A($place) } : ce lieu est fermé.
mall-player-destination = { $player } vers le { $number }
mall-player-cards = { $cards ->
    [0] { $player } n'a aucune carte
    [one] { $player } a une carte
   *[other] { $player } a { $cards } cartes
  }
mall-play-plain = { $card }
mall-play-sprint = { $card } : { $character } court { A($place) }
mall-play-hidden = { $card } pour { $character }

# Le lecteur de cartes : ce que fait chaque carte, et quand la jouer.
mall-card-description = Carte : { $card }. { $about }
mall-card-about-threat = Avant les bulletins d'un vote où vous avez une voix : une voix de plus pour vous, gardée pour le second vote.
mall-card-about-security-camera = Une fois les dés des zombies sous la boîte : vous les regardez vous aussi, en secret.
mall-card-about-sprint = Quand vient votre déplacement : à la place, un de vos personnages court vers n'importe quel autre lieu ouvert où il reste de la place.
mall-card-about-hardware = Quand des zombies entrent là où vous avez un personnage, sauf au parking : une défense de plus pour cette attaque. Elle n'arrête pas les quatre zombies du supermarché.
mall-card-about-hidden = { $defence ->
    [either] Quand des zombies entrent là où vous avez un personnage : un de vos personnages s'y cache jusqu'à la fin de la manche. Il ne vote pas et ne peut pas être pris.
    [yes] Quand des zombies entrent là où vous avez un personnage : un de vos personnages s'y cache jusqu'à la fin de la manche. Il ne vote pas, ne peut pas être pris et ne compte plus dans la défense.
   *[no] Quand des zombies entrent là où vous avez un personnage : un de vos personnages s'y cache jusqu'à la fin de la manche. Il ne vote pas et ne peut pas être pris, mais compte toujours dans la défense.
  }
mall-card-about-weapon-one = Quand des zombies entrent là où vous avez un personnage : tuez-en un.
mall-card-about-weapon-two = Quand des zombies entrent là où vous avez un personnage : tuez-en deux.

## Ce qui se passe.

mall-ev-game-started = Nouvelle partie de Mall of Horror à { $players } joueurs, { $group } personnages chacun. { $chief } est chef de la sécurité.
mall-ev-game-started-detail = Il y a { $deck } cartes dans le paquet. { $dice ->
    [table] Vous lancez de vrais dés et vous m'annoncez les faces.
   *[vigie] C'est moi qui lance les dés.
  }
mall-ev-cachou-closed = À si peu de joueurs, le Cachou reste fermé toute la partie.
mall-ev-cards-dealt = Piochez chacun une carte. { $deck ->
    [0] Le paquet est vide.
    [one] Une carte reste au paquet.
   *[other] { $deck } cartes restent au paquet.
  }
mall-ev-dice-rolled = { $purpose ->
    [placement] { $player } lance les dés.
    [monsters] Dés des premiers zombies : { $dice }.
   *[box] Dés : { $dice }.
  }
mall-ev-character-placed = { $player } place { $character } { A($place) }.
mall-ev-placement-forced = { $player } obtient { $dice } : { $player } ne peut placer { $character } qu'{ A($place) }.
mall-ev-zombies-arrive = { $total ->
    [0] Aucun zombie n'arrive.
    [one] Placez un zombie { A($place) }.
   *[other] Placez des zombies : { $counts }.
  }
mall-ev-zombies-arrive-detail = { $why }
mall-ev-zombie-arrived = Placez un zombie { A($place) }.
mall-ev-zombie-blocked = Aucun zombie ne va { A($place) } : ce lieu est fermé.
mall-ev-location-closed = Désormais, personne n'entre plus { A($place) } : marquez ce lieu comme fermé.
mall-ev-round-started = Manche { $round }.
mall-ev-step-started = Étape { $step } : { $name }.
mall-ev-truck-skipped = { $why ->
    [nobody-in-parking] Personne au parking : pas de fouille du camion.
    [deck-empty] Le paquet est vide : pas de fouille du camion.
   *[tie] Égalité : personne ne fouille le camion.
  }
mall-ev-vote-opened = Vote pour { $vote }, entre { $candidates }.
mall-ev-vote-opened-detail = Votants : { $voters }.
mall-ev-vote-unopposed = { $kind ->
    [truck] Personne d'autre au parking { INITIAL($player) ->
        [vowel] qu'{ $player }
       *[other] que { $player }
      }.
    [chief] Personne d'autre au QG de la sécurité { INITIAL($player) ->
        [vowel] qu'{ $player }
       *[other] que { $player }
      }.
   *[other] Seul le groupe { INITIAL($player) ->
       [vowel] d'{ $player }
      *[other] de { $player }
     } peut perdre un personnage.
  }
mall-ev-ballots-opened = { $second ->
    [yes] Second vote, entre { $candidates } seulement ; { $out ->
        [yes] qui n'a personne ici a une voix, même sans plus aucun personnage.
       *[no] qui n'a personne ici mais a encore des personnages a une voix.
      } { $entry ->
        [secret] Votes, en secret.
       *[open] À trois, pointez votre choix.
      }
   *[no] { $entry ->
        [secret] Votes, en secret.
       *[open] À trois, pointez votre choix.
      }
  }
mall-ev-ballots-opened-detail = Votants : { $voters }.
mall-ev-ballot-cast = { $voter } a voté.
mall-ev-ballots-revealed = Votes : { $ballots }.
mall-ev-vote-counted = { $tie ->
    [yes] Égalité entre { $top }, { $votes ->
        [one] une voix
       *[other] { $votes } voix
      } chacun.
   *[no] { $kind ->
        [truck] { $top } remporte la fouille du camion
        [chief] { $top } remporte le vote du chef
       *[other] Le vote désigne { $top }
      }, avec { $votes ->
        [one] une voix
       *[other] { $votes } voix
      }.
  }
mall-ev-vote-counted-detail = Décompte : { $totals }.
mall-ev-tie-to-break = Toujours à égalité : { $chief }, chef de la sécurité, tranche.
mall-ev-tie-broken = { $chief }, chef de la sécurité, désigne { $winner }.
mall-ev-truck-searched = { $player } fouille le camion et pioche { $drawn ->
    [one] la dernière carte
   *[other] { $drawn } cartes
  }. { $deck ->
    [0] Le paquet est vide.
    [one] Il en reste une.
   *[other] Il en reste { $deck }.
  }
mall-ev-card-kept = { $player } garde une carte.
mall-ev-card-given = { $from } donne une carte à { $to }.
mall-ev-card-under-deck = La troisième carte va sous le paquet.
mall-ev-chief-elected = { $same ->
    [yes] { $player } reste chef de la sécurité après le vote.
   *[no] { $player } devient chef de la sécurité : { $from } lui passe le badge.
  }
mall-ev-chief-stayed = { $why ->
    [nobody] Personne au QG de la sécurité : { $player } reste chef, mais ne peut pas regarder les dés.
   *[tie] Égalité : { $player } reste chef, mais ne peut pas regarder les dés.
  }
mall-ev-dice-hidden = { $roller ->
    [vigie] { $blind ->
        [yes] Je lance { $dice } dés des zombies en secret ; { $chief } ne peut pas les regarder.
       *[no] Je lance { $dice } dés des zombies, pour { $chief } seulement.
      }
   *[table] { $chief }, secouez { $dice } dés sous la boîte{ $blind ->
        [yes] , sans les regarder
       *[no] {""}
      }.
  }
mall-ev-dice-shown = Pour { $player } seulement : les dés montrent { $dice }, soit { $counts }.
mall-ev-dice-seen = { $roller ->
    [vigie] Les dés sont pour { $player } seulement.
   *[table] { $player } a vu les dés.
  }
mall-ev-card-played = { $player } joue { $play }{ $kind ->
    [threat] {" "}: une voix de plus pour { $player }
    [camera] {" "}: { $player } apprend les dés des zombies
   *[other] {""}
  }. La carte est défaussée.
mall-ev-card-played-detail = { $about }
mall-ev-destination-announced = { $player }, chef de la sécurité, va { A($place) }. { $entry ->
    [secret] Les autres choisissent en secret.
   *[open] Tous les autres, révélez votre destination maintenant.
  }
mall-ev-destination-chosen = { $player } a choisi.
mall-ev-destination-recorded = Pour { $player } seulement : vous avez choisi { $place }.
mall-ev-destinations-revealed = Tout le monde révèle : { $destinations }.
mall-ev-dice-revealed = { $roller ->
    [vigie] Les dés des zombies montrent { $dice }.
   *[table] Soulevez la boîte : les dés montrent { $dice }.
  }
mall-ev-character-moved = { $how ->
    [sprint] Déplacez { $character } { INITIAL($player) ->
        [vowel] d'{ $player }
       *[other] de { $player }
      } { DE($from) }, { A($to) }.
    [bumped] Plus d'accès { A($wanted) } : déplacez { $character } { INITIAL($player) ->
        [vowel] d'{ $player }
       *[other] de { $player }
      } { DE($from) }, { A($to) }.
   *[plain] Déplacez { $character } { INITIAL($player) ->
        [vowel] d'{ $player }
       *[other] de { $player }
      } { DE($from) }, { A($to) }.
  }
mall-ev-character-stays = Rien ne bouge pour { $player }.
mall-ev-character-stays-detail = Ses personnages qui pourraient bouger sont au parking et il n'y a plus de place { A($place) }, ou ils y sont déjà tous.
mall-ev-no-attack = { $why ->
    [closed] Rien { A($place) } : ce lieu est fermé.
    [empty] { $zombies ->
        [0] Personne { A($place) }, et aucun zombie.
       *[other] Personne { A($place) } : ses zombies attendent.
      }
    [no-zombies] Aucun zombie { A($place) }.
   *[held] { $zombies ->
        [one] La défense tient { A($place) } : un zombie contre { $defence }.
       *[other] La défense tient { A($place) } : { $zombies } zombies contre { $defence }.
      }
  }
mall-ev-no-attacks = Pas d'attaque : { $places }.
mall-ev-no-attacks-detail = { $why }
mall-ev-attack = { $rule ->
    [parking] Attaque { A($place) } : { $zombies ->
        [one] un zombie, une victime.
       *[other] { $zombies } zombies, une victime chacun.
      }
    [supermarket] Attaque { A($place) } : { $zombies } zombies entrent toujours, contre une défense de { $defence }.
   *[other] Attaque { A($place) } : { $zombies ->
        [one] un zombie
       *[other] { $zombies } zombies
      } contre une défense de { $defence }.
  }
mall-ev-zombies-killed = Retirez { $count ->
    [one] un zombie
   *[other] { $count } zombies
  } { DE($place) }.
mall-ev-attack-stands = { $parking ->
    [yes] { $zombies ->
        [one] Au parking, un zombie prend encore un personnage.
       *[other] Au parking, { $zombies } zombies prennent encore un personnage chacun.
      }
   *[no] Maintenant, { $zombies ->
        [one] un zombie contre une défense de { $defence } { A($place) } : il entre.
       *[other] { $zombies } zombies contre une défense de { $defence } { A($place) } : ils entrent.
      }
  }
mall-ev-character-hidden = { CAP($character) } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } se cache { A($place) }, jusqu'à la fin de la manche : couchez la figurine.
mall-ev-attack-repelled = { $zombies ->
    [0] Plus aucun zombie { A($place) }.
   *[other] Finalement, les zombies restent dehors { A($place) } : { $zombies } contre une défense de { $defence }.
  }
mall-ev-nobody-found = Tout le monde est caché { A($place) } : les zombies ne trouvent personne.
mall-ev-character-lost = Les zombies prennent { $character } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } { A($place) } : retirez la figurine du plateau.
mall-ev-zombies-left = Retirez { $count ->
    [one] le zombie
   *[other] les { $count } zombies
  } { DE($place) }.
mall-ev-zombies-left-detail = { $cause ->
    [attacked] Ils ont mangé.
   *[closure] Le lieu est fermé.
  }
mall-ev-player-out = { $player } n'a plus de personnage et, désormais, envoie un zombie à chaque manche.
mall-ev-chief-passed = { $from } n'a plus de personnage : { $to }, la personne suivante dans le sens des aiguilles d'une montre, devient chef de la sécurité. Passez-lui le badge.
mall-ev-character-revealed = Relevez { $character } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } { A($place) }.
mall-ev-game-ended = { $why ->
    [together] La partie se termine après la manche { $round } : tous les survivants sont { A($place) }.
   *[few] La partie se termine après la manche { $round }, avec { $survivors ->
        [one] un personnage
       *[other] { $survivors } personnages
      } encore en vie.
  }
mall-ev-scored = Scores : { $scores }.
mall-ev-scored-detail = Cartes en main, en cas d'égalité : { $cards }.
mall-review-score-by-cards = À égalité de points, le plus de cartes en main départage.
mall-ev-winners = { $count ->
    [0] Personne n'a survécu : personne ne gagne.
    [one] { $winners } gagne !
   *[other] Victoire partagée : { $winners } !
  }

## Ce que Vigie demande.

mall-prompt-dice = { $purpose ->
    [placement] { $player }, lancez { $count } dés et annoncez-moi les faces.
    [monsters] Lancez { $count } dés pour les premiers zombies et annoncez-moi les faces.
   *[box] Soulevez la boîte et annoncez-moi les { $count } faces.
  }
mall-prompt-placement = { $player }, placez un personnage, au choix { $places } : { $characters }.
mall-prompt-discussion = Menace jouable par { $players } avant le vote pour { $vote }. Puis continuez.
mall-prompt-discussion-detail = Votants : { $voters }.
mall-prompt-cards = { $when ->
    [changed] { $parking ->
        [yes] { $zombies ->
            [0] Tous les zombies qui restent au parking ont mangé.
            [one] Maintenant, un zombie prend encore un personnage au parking.
           *[other] Maintenant, { $zombies } zombies prennent encore un personnage chacun au parking.
          }
       *[no] { $zombies ->
            [0] Plus aucun zombie { A($place) }.
            [one] Maintenant, un zombie contre une défense de { $defence } { A($place) } : { $in ->
                [yes] il entre.
               *[no] il reste dehors.
              }
           *[other] Maintenant, { $zombies } zombies contre une défense de { $defence } { A($place) } : { $in ->
                [yes] ils entrent.
               *[no] ils restent dehors.
              }
          }
      } D'autres cartes, jouables par { $players }, ou continuez.
    [next] { $zombies ->
        [one] Avant le prochain vote au parking, un zombie n'a pas encore mangé : cartes jouables par { $players }, puis continuez.
       *[other] Avant le prochain vote au parking, { $zombies } zombies n'ont pas encore mangé : cartes jouables par { $players }, puis continuez.
      }
   *[first] Cartes { A($place) }, jouables par { $players } ; puis continuez.
  }
mall-prompt-cards-detail = Une arme, la Quincaillerie, la Cachette ou la Menace. { $zombies } zombies contre une défense de { $defence }.
mall-prompt-ballots = { $entry ->
    [secret] { $first ->
        [yes] { $next }, votre vote secret pour { $vote } : { $candidates }.
       *[no] { $next }, votre vote secret.
      }
   *[open] { $first ->
        [yes] Vote pour { $vote } : le choix montré par { $next } ?
       *[no] Le choix montré par { $next } ?
      }
  }
mall-prompt-ballots-detail = Il reste à voter : { $waiting }.
mall-prompt-tie = { $chief }, en tant que chef, tranchez l'égalité : { $tied } ?
mall-prompt-give = { $drawn ->
    [one] { $player }, gardez la carte ou donnez-la à une autre personne.
    [2] { $player }, gardez une carte et donnez l'autre à une autre personne.
   *[other] { $player }, gardez une carte et donnez-en une à une autre personne ; la troisième va sous le paquet.
  }
mall-prompt-camera = Caméra de surveillance jouable maintenant par { $players }. Sinon, continuez.
mall-prompt-announce = { $player }, le vote vous a fait chef : annoncez à voix haute où vous allez.
mall-prompt-destinations = { $entry ->
    [secret] { $zombie ->
        [yes] { $next }, choisissez en secret où va un zombie.
       *[no] { $next }, choisissez votre destination en secret.
      }
   *[open] { $zombie ->
        [yes] { $next } envoie un zombie : où ?
       *[no] Où va { $next } ?
      }
  }
mall-prompt-destinations-detail = Il reste à choisir : { $waiting }.
mall-prompt-move = { $player }, quel personnage va { A($place) } ? Au choix : { $characters }.
mall-prompt-stay = { $player }, aucun de vos personnages ne va { A($place) } : jouez un Sprint, ou restez.
mall-prompt-stay-detail = Vos personnages y sont déjà tous, ou il n'y a plus de place { A($place) } et ceux qui pourraient y aller sont au parking.
mall-prompt-victim = { $player }, quel personnage les zombies prennent-ils { A($place) } ? Au choix : { $characters }.
mall-prompt-finished = La partie est terminée.

## Les refus propres à Mall of Horror (les autres se disent comme dans Lockdown).

mall-err-chief-first = { $player }, le chef tout juste élu, annonce sa destination en premier.
mall-err-no-room = Il n'y a plus de place { A($place) }.
mall-err-not-a-die = Aucun dé ne montre { $place }.
mall-err-not-placed = { CAP($character) } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } n'est pas sur le plateau.
mall-err-already-at-destination = Ce n'est pas { $character } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } qui peut se déplacer.
mall-err-not-there = { $player } n'a pas { $character } { A($place) }.
mall-err-not-present = { $player } n'a aucun personnage { A($place) }.
mall-err-hidden = { CAP($character) } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } est dans sa cachette.
mall-err-no-card-in-hand = { $player } n'a aucune carte en main.
mall-err-not-in-the-parking = La Quincaillerie ne sert à rien au parking.
mall-err-no-zombie = Il n'y a aucun zombie { A($place) }.

## Une décision telle que la table peut l'entendre, quand elle est annulée ou rétablie.

mall-decision-place = la pose { DE($character) } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
mall-decision-tie = le choix du chef : { $player }
mall-decision-move = le déplacement { DE($character) } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
mall-decision-victim = { $character } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }, victime des zombies

## Les revues du plateau.

mall-review-location = { $closed ->
    [yes] Fermé : { $place }.
   *[no] Sur { $place } : { $occupants } { $zombies ->
        [0] Aucun zombie.
        [one] Un zombie.
       *[other] { $zombies } zombies.
      } { $free ->
        [any] Place pour autant de personnages qu'on veut.
        [0] Plus de place.
        [one] Place pour un personnage de plus.
       *[other] Place pour { $free } personnages de plus.
      }
  }
mall-review-occupant = { $player } : { $characters }.
mall-review-hidden = { $character }, dans sa cachette
mall-review-group = { $player } : { $where }. { $cards ->
    [0] Aucune carte en main.
    [one] Une carte en main.
   *[other] { $cards } cartes en main.
  }
mall-review-character-at = { $character } { A($place) }
mall-review-character-lost = { $character } : plus en jeu
mall-review-tokens = { $chief } est chef de la sécurité{ $blind ->
    [yes] {""} et ne peut pas regarder les dés cette manche-ci
   *[no] {""}
  }.
mall-review-supplies = { $deck ->
    [0] Le paquet est vide.
    [one] Une carte dans le paquet.
   *[other] { $deck } cartes dans le paquet.
  }
mall-review-turn = { $round ->
    [0] Mise en place.
   *[other] Manche { $round }{ $step ->
        [0] { $over ->
            [yes] {" "}: la partie est finie.
           *[no] .
          }
       *[other] , étape { $step } : { $name }.
      }
  }

## Après une annulation : quoi faire sur le plateau pour qu'il corresponde de nouveau à la partie.

mall-board-character-back = Remettez { $character } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } { A($place) }.
mall-board-character-off = Retirez { $character } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } du plateau.
mall-board-character-turned = { $up ->
    [yes] Relevez { $character } { INITIAL($player) ->
        [vowel] d'{ $player }
       *[other] de { $player }
      }.
   *[no] Recouchez { $character } { INITIAL($player) ->
        [vowel] d'{ $player }
       *[other] de { $player }
      }.
  }
mall-board-zombies = { $more ->
    [yes] Remettez { $count ->
        [one] un zombie
       *[other] { $count } zombies
      } { A($place) }.
   *[no] Retirez { $count ->
        [one] un zombie
       *[other] { $count } zombies
      } { DE($place) }.
  }
mall-board-closed = { $closed ->
    [yes] Fermé de nouveau : { $place }.
   *[no] Ouvert de nouveau : { $place }.
  }
mall-board-chief = Rendez le badge de chef à { $player }.

## L'interface de la table dans une partie de Mall of Horror : sa mise en place et ses questions.

mall-ui-setup-oldest = Quelle est la personne la plus âgée ? Elle commence chef de la sécurité, et place ses personnages en premier.
mall-ui-setup-board = Le plateau du centre commercial : ses nombres y sont imprimés. Choisissez un lieu pour l'entendre à nouveau, ou le dernier choix pour continuer.
mall-ui-board-location = Lieu { $number }, { $place } : { $any ->
    [yes] autant de personnages qu'on veut
   *[no] { $spots } personnages au plus
  }{ $closed ->
    [yes] , fermé toute la partie à si peu de joueurs, sauf si vous l'ouvrez à l'étape suivante
   *[no] {""}
  }.
mall-ui-setup-options = Les options de la table. Choisissez-en une pour la changer, ou le dernier choix pour continuer.
mall-ui-option-cachou-closed = Le Cachou reste fermé toute la partie : la règle habituelle
mall-ui-option-cachou-open = Le Cachou est ouvert, comme à plus de joueurs
mall-ui-option-hidden-counts = Un personnage caché compte encore dans la défense : la règle habituelle
mall-ui-option-hidden-leaves = Un personnage caché quitte aussi la défense
mall-ui-option-second-vote-all = Au second vote, les joueurs qui n'ont plus de personnage votent aussi : la règle habituelle
mall-ui-option-second-vote-survivors = Au second vote, seuls les joueurs qui ont encore des personnages votent
mall-ui-options-ok = Ces options sont justes : continuer.
mall-ui-confirm-tie = { $chief } désigne { $candidate }, qui perd un personnage. Est-ce bien cela ?
mall-ui-confirm-destination = La destination { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } : { $place }. L'enregistrer ?
mall-ui-move-item = { $character }, actuellement : { $place }
mall-ui-confirm-zombie = { $player } envoie un zombie : { $place }. Enregistrer ce choix ?
mall-ui-confirm-victim = Les zombies prennent { $character } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }. Est-ce bien cela ?
mall-ui-how-play = { $player }, { $card } : pour quel personnage ?
mall-ui-sprint-where = Où court { $character } ?
mall-ui-stay = Rester : rien ne bouge
mall-ui-no-cold-storage = Le centre commercial n'a pas de chambre froide.
mall-ui-cards-title = Les cartes de Mall of Horror. Je ne vois pas vos mains : une carte jouée est prise pour celle que son joueur annonce.
mall-ui-review-group-title = Les personnages de qui ? Utilisez les flèches.
mall-ui-history-entry = { $turn ->
    [0] Mise en place
   *[other] Manche { $turn }
  } : { $text }
mall-action-review-family = où sont les personnages d'un joueur
mall-action-review-tokens = qui est chef de la sécurité, et s'il peut regarder les dés
mall-action-review-supplies = les cartes du paquet
mall-action-review-turn = la manche, l'étape et ce qui est demandé

## L'aide sur les règles de Mall of Horror : un sujet par message, dans nos propres mots.

mall-rules-goal-title = Le but
mall-rules-goal = Chaque joueur mène un groupe de survivants enfermés dans un centre commercial : la Blonde, la Brute, le Truand et, à trois joueurs seulement, la Petite fille. À la fin, chaque survivant encore en vie rapporte des points : la Blonde 7, la Brute 5, le Truand 3, la Petite fille 1. Le plus grand total gagne ; à égalité, celui qui a le plus de cartes en main l'emporte.
mall-rules-round-title = Une manche
mall-rules-round = Une manche a huit étapes, toujours dans cet ordre : la fouille du camion au parking, l'élection du chef de la sécurité, les dés des zombies lancés sous la boîte, les destinations, l'arrivée des zombies des dés, les déplacements avec les zombies en plus, les attaques, puis la fin de la manche. Vigie demande chaque décision et dit quoi faire sur le plateau.
mall-rules-truck-title = Le camion
mall-rules-truck = Quand quelqu'un a un personnage au parking et que le paquet a encore des cartes, les joueurs présents votent. Le gagnant pioche trois cartes, en garde une, en donne une à un autre joueur et glisse la dernière sous le paquet. À égalité, personne ne fouille.
mall-rules-chief-title = Le chef de la sécurité
mall-rules-chief = Les joueurs qui ont des personnages au QG de la sécurité, le lieu 5, élisent le chef. Le chef regarde alors, seul, les quatre dés des zombies sous la boîte : ils disent où viendront les zombies. Si personne n'y est, ou si le vote est à égalité, le chef reste en place mais ne peut pas regarder les dés cette manche ; une Caméra de surveillance lui permet tout de même de les voir, comme à quiconque la joue. Un chef qui perd son dernier personnage passe le badge à la personne suivante, dans le sens des aiguilles d'une montre, qui a encore des personnages.
mall-rules-destinations-title = Destinations et déplacements
mall-rules-destinations = Un chef élu cette manche annonce à voix haute où il va ; tous les autres choisissent en secret, et toutes les destinations sont révélées ensemble. Un joueur sans personnage choisit un lieu où vient un zombie de plus. Puis, à partir du chef et dans le sens des aiguilles d'une montre, chacun déplace un de ses personnages vers sa destination. Un lieu plein ou fermé l'envoie au parking. Qui a une carte en main est interrogé avant son déplacement, même quand aucun de ses personnages ne peut bouger : un Sprint peut envoyer un personnage ailleurs à la place.
mall-rules-zombies-title = L'arrivée des zombies
mall-rules-zombies = Les dés sont montrés : un zombie vient au lieu de chaque dé. Un lieu vide, autre que le parking, qui atteint huit zombies ferme pour le reste de la partie, et ses zombies s'en vont. Après les déplacements, un zombie de plus vient là où les personnages sont les plus nombreux, et un autre là où sont les Blondes, chacun seulement quand un seul lieu en a le plus.
mall-rules-attacks-title = Les attaques
mall-rules-attacks = Les lieux sont vérifiés de 1 à 6. La défense est le nombre de personnages présents, la Brute comptant pour deux. Les zombies entrent quand ils sont au moins aussi nombreux que la défense ; au supermarché, quatre zombies entrent toujours. On peut d'abord jouer des cartes. Si les zombies entrent, les joueurs présents votent pour désigner à qui est pris un personnage, ce joueur choisit lequel, et les zombies s'en vont. Au parking, chaque zombie prend un personnage, un vote à la fois, et l'on peut encore jouer des cartes avant chaque vote.
mall-rules-votes-title = Les votes
mall-rules-votes = Chaque personnage présent donne une voix, le Truand deux, et une carte Menace une de plus. Tout le monde vote en même temps, et l'on peut voter pour soi. Dans une attaque, une égalité amène un second vote entre les seuls joueurs à égalité, où chaque joueur sans personnage dans ce lieu a une voix, même celui qui n'a plus aucun personnage, sauf si la table en a décidé autrement ; s'il y a encore égalité, le chef décide.
mall-rules-cards-title = Les cartes
mall-rules-cards = Les cartes restent cachées en main et se jouent à des moments précis : le lecteur de cartes du menu de pause dit ce que fait chacune et quand. Je ne vois pas vos mains : une carte jouée est prise pour celle que son joueur annonce.
mall-rules-end-title = La fin
mall-rules-end = À la fin d'une manche, la partie s'arrête quand il reste quatre personnages en vie ou moins, six ou moins à six joueurs, ou quand tous les survivants sont dans un même lieu autre que le parking.
mall-ui-destinations-open = { $entry ->
    [secret] Personne n'annonce d'abord : chacun choisit une destination en secret.
   *[open] Personne n'annonce d'abord : choisissez chacun une destination en secret, puis révélez-les toutes ensemble quand je le demande.
  }
mall-ui-closed-place = { $place } : fermé, envoie au parking
