# Ce que Vigie dit quand quelque chose se passe. Les arguments sont des noms, des nombres et les mots
# de words.ftl. Un message en -detail ajoute ce qui est dit en verbosité complète ou sur demande.

ev-game-started = Nouvelle partie à { $players } joueurs, { $family } personnages chacun{ $family ->
    [3] {""} ; l'Inutile reste dans la boîte
   *[other] {""}
  }. { $badge } a le badge et { $martyr } le Martyr.
ev-game-started-detail = Il y a { $deck } cartes Objet dans le paquet. { $dice ->
    [table] Vous lancez de vrais dés et vous m'annoncez les faces.
   *[vigie] C'est moi qui lance les dés.
  }
ev-cards-dealt = Piochez chacun une carte Objet. { $deck ->
    [0] Le paquet est vide.
    [one] Une carte reste au paquet.
   *[other] { $deck } cartes restent au paquet.
  }
ev-placement-started = { $player } place { $dice ->
    [one] { $dice } personnage.
   *[other] { $dice } personnages.
  }
# Les dés d'un placement sont dits par sa question, une fois.
ev-placement-rolled = { $player } lance les dés.
ev-dice-rolled = { $purpose ->
    [placement] { $player } lance les dés.
    [monsters] Dés des premiers monstres : { $dice }.
   *[box] Dés : { $dice }.
  }
ev-character-placed = { $overflow ->
    [yes] Le lieu { $die } est plein : { $player } place { $role } sur { $place }.
   *[no] { $player } place { $role } sur { $place }.
  }
ev-family-placed = { $player } : { $places }.
ev-monsters-arrive = { $total ->
    [0] Aucun monstre n'arrive : { $lost ->
        [one] celui qui devait venir reste
       *[other] les { $lost } qui devaient venir restent
      } dans la réserve.
   *[other] { $total ->
        [one] Placez un monstre sur { $place }.
       *[other] Placez des monstres : { $counts }.
      }{ $lost ->
        [0] {""}
        [one] {" "}Un autre reste dans la réserve.
       *[other] {" "}{ $lost } autres restent dans la réserve.
      }
  }
ev-monsters-arrive-detail = { $why }
ev-monster-placed = { $overflow ->
    [yes] Plus de place sur { $wanted } : placez un monstre sur { $place }.
   *[no] Placez un monstre sur { $place }.
  }
ev-monster-placed-detail = { $cause ->
    [die] Un dé est tombé sur { $face }.
    [weepers] Ce lieu compte le plus de Chialeurs.
   *[crowd] Ce lieu compte le plus de personnages.
  }
ev-monster-lost = { $why ->
    [supply-empty] Plus aucun monstre dans la réserve pour { $wanted }.
   *[no-room] { $parking ->
        [yes] Le parking est plein : le monstre reste dans la réserve.
       *[no] Aucune place pour un monstre, ni sur { $wanted } ni au parking. Il reste dans la réserve.
      }
  }
ev-turn-started = Tour { $turn }.
ev-phase-started = Phase { $phase } : { $name }.
ev-truck-skipped = { $why ->
    [nobody-in-parking] Personne au parking : pas de fouille du camion.
   *[deck-empty] Le paquet est vide : pas de fouille du camion.
  }
ev-vote-opened = Vote pour { $vote }, entre { $candidates }.
ev-vote-opened-detail = Votants : { $voters }.
ev-vote-unopposed = { $kind ->
    [truck] Personne d'autre au parking : { $player } fouille le camion.
    [badge] Personne d'autre dans la salle de surveillance { INITIAL($player) ->
        [vowel] qu'{ $player }
       *[other] que { $player }
      }.
   *[other] Seule la famille { INITIAL($player) ->
       [vowel] d'{ $player }
      *[other] de { $player }
     } est exposée.
  }
ev-ballots-opened = { $entry ->
    [secret] Votes, en secret.
   *[open] À trois, pointez votre choix.
  }
ev-ballots-opened-detail = Votants : { $voters }.
ev-ballot-cast = { $voter } a voté.
ev-ballots-revealed = Votes : { $ballots }.
ev-vote-counted = { $tie ->
    [yes] Égalité entre { $top }, { $votes ->
        [one] une voix
       *[other] { $votes } voix
      } chacun.
   *[no] { $kind ->
        [truck] { $top } remporte la fouille du camion
        [badge] { $top } remporte le vote du badge
       *[other] Le vote désigne { $top }
      }, avec { $votes ->
        [one] une voix
       *[other] { $votes } voix
      }.
  }
ev-vote-counted-detail = Décompte : { $totals }.
ev-tie-to-break = { $martyr } a le Martyr et tranche l'égalité.
ev-tie-broken = { $kind ->
    [truck] Avec le Martyr, { $martyr } choisit { $winner }.
    [badge] Avec le Martyr, { $martyr } choisit { $winner }.
   *[other] Avec le Martyr, { $martyr } désigne { $winner }.
  }
ev-truck-searched = { $player } pioche { $drawn ->
    [one] la dernière carte
   *[other] { $drawn } cartes
  } du camion. { $deck ->
    [0] Le paquet est vide.
    [one] Il en reste une.
   *[other] Il en reste { $deck }.
  }
ev-card-kept = { $player } garde une carte.
ev-card-given = { $from } donne une carte à { $to }.
ev-card-discarded = La dernière carte retourne dans la boîte.
ev-badge-taken = { $same ->
    [yes] { $player } garde le badge.
   *[no] { $player } prend le badge à { $from }.
  }
ev-badge-kept = Personne dans la salle de surveillance : { $player } garde le badge sans regarder les dés.
ev-box-shaken = { $roller ->
    [vigie] { $blind ->
        [yes] Je lance { $dice } dés, { INITIAL($holder) ->
            [vowel] qu'{ $holder }
           *[other] que { $holder }
          } ne peut pas regarder.
       *[no] Je lance { $dice } dés, pour { $holder } seulement.
      }
   *[table] { $holder }, secouez { $dice } dés sous la boîte Arrivée des Monstres{ $blind ->
        [yes] , sans les regarder
       *[no] {""}
      }.
  }
ev-dice-shown = Pour { $player } seulement : les dés montrent { $dice }.
ev-dice-seen = { $roller ->
    [vigie] Les dés sont réservés à { $player }.
   *[table] { $player } a vu les dés.
  }
ev-card-played = { $player } joue { $play }{ $kind ->
    [gun] {" "}: une voix de plus pour { $player }
    [walkie] {" "}: { $player } apprend les dés sous la boîte
   *[other] {""}
  }. La carte retourne dans la boîte.
ev-card-played-detail = Son code tactile : { $sticker }. { $about }
ev-destination-announced = { $player } a le badge et va sur { $place }. { $entry ->
    [secret] Les autres choisissent en secret.
   *[open] Les autres, révélez vos destinations.
  }
ev-destination-chosen = { $player } a choisi.
ev-destination-recorded = Pour { $player } seulement : vous allez sur { $place }.
ev-destinations-revealed = Destinations : { $destinations }.
ev-dice-revealed = { $roller ->
    [vigie] Mes dés : { $dice }.
   *[table] Soulevez la boîte : les dés montrent { $dice }.
  }
ev-character-moved = { $cause ->
    [closure] Lieu fermé : déplacez { $role } { INITIAL($player) ->
        [vowel] d'{ $player }
       *[other] de { $player }
      } { DE($from) } vers { $to }.
    [energy-drink] Déplacez { $role } { INITIAL($player) ->
        [vowel] d'{ $player }
       *[other] de { $player }
      } { DE($from) } vers { $to }.
   *[movement] { $bumped ->
        [yes] Plus de place sur { $wanted } : déplacez { $role } { INITIAL($player) ->
            [vowel] d'{ $player }
           *[other] de { $player }
          } { DE($from) } vers { $to }.
       *[no] Déplacez { $role } { INITIAL($player) ->
           [vowel] d'{ $player }
          *[other] de { $player }
         } { DE($from) } vers { $to }.
      }
  }
ev-character-stays = { $why ->
    [already-there] Rien ne bouge pour { $player } : déjà sur { $place }.
   *[destination-full] { $player } ne bouge pas : plus de place sur { $place }, et les seuls personnages qui pourraient y aller sont au parking.
  }
ev-no-attack = { $why ->
    [closed] Pas d'attaque sur { $place } : il est fermé.
    [empty] { $monsters ->
        [0] Personne sur { $place }, et aucun monstre.
       *[other] Personne sur { $place } : ses monstres attendent.
      }
    [no-monsters] Aucun monstre sur { $place }.
   *[held] { $monsters ->
        [0] Aucun monstre sur { $place }.
        [one] Pas d'attaque sur { $place } : un monstre contre une force de { $strength }.
       *[other] Pas d'attaque sur { $place } : { $monsters } monstres contre une force de { $strength }.
      }
  }
ev-no-attacks = Pas d'attaque sur { $places }.
ev-no-attacks-detail = { $why }
ev-attack = Attaque sur { $place } : { $monsters ->
    [0] aucun monstre
    [one] un monstre
   *[other] { $monsters } monstres
  }{ $rule ->
    [parking] {""}
   *[other] {" "}contre une force de { $strength }
  }.
ev-attack-detail = { $rule ->
    [parking] Au parking, chaque monstre emporte un personnage, et on vote à chaque fois.
    [equal] Les monstres entrent quand leur force égale ou dépasse celle des personnages.
   *[greater] Les monstres entrent seulement si leur force dépasse celle des personnages.
  }
ev-monster-moved = Déplacez un monstre { DE($from) } vers { $to }.
ev-monsters-left = Retirez { $count ->
    [0] aucun monstre
    [one] un monstre
   *[other] { $count } monstres
  } { DE($place) }.
ev-monsters-left-detail = { $count ->
    [one] Il retourne
   *[other] Ils retournent
  } dans la réserve : { $cause ->
    [card] c'est l'effet d'une carte Objet.
    [fed] un personnage vient d'être dévoré.
    [nobody-found] { $count ->
        [one] il n'a trouvé personne.
       *[other] ils n'ont trouvé personne.
      }
   *[closure] le lieu ferme.
  }
ev-character-hidden = Retournez { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } face cachée sur { $place }. Il reste caché jusqu'à la fin des attaques.
ev-attack-repelled = { $parking ->
    [yes] Plus aucun monstre sur { $place }.
   *[no] Attaque repoussée sur { $place } : { $monsters ->
        [0] aucun monstre
        [one] un monstre
       *[other] { $monsters } monstres
      } contre une force de { $strength }.
  }
ev-nobody-found = Plus personne à prendre sur { $place }.
ev-sole-family = Seule la famille { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } est exposée.
ev-character-eaten = { $player } perd { $role } : chambre froide, case { $slot }.
ev-cold-storage-row-full = Chambre froide, ligne { $row } pleine : { $effect ->
    [attack-on-equal] désormais, les monstres entrent à force égale.
    [extra-die] un dé de plus sous la boîte dès le prochain tour.
   *[none] pas d'autre effet.
  }
ev-martyr-taken = { $same ->
    [yes] { $player } garde le Martyr.
   *[no] Le Martyr passe à { $player }.
  }
ev-badge-passed = Le badge passe de { $from } à { $to }.
ev-family-lost = { $player } n'a plus aucun personnage.
ev-character-revealed = Retournez { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } face visible sur { $place }.
ev-location-closed = Fermeture { DE($place) } : retournez sa tuile.
ev-game-ended = Fin de la partie après le tour { $turn } : { $alive ->
    [0] aucun personnage
    [one] un personnage
   *[other] { $alive } personnages
  } en vie.
ev-keys-revealed = { $anyone ->
    [yes] { $holder } révèle les Clés du camion.
   *[no] Personne ne révèle les Clés du camion.
  }
ev-scored = Points : { $scores }.
ev-winners = { $count ->
    [0] Aucun survivant : personne ne gagne.
    [one] Victoire pour { $winners } !
   *[other] Victoire partagée entre { $winners } !
  }
ev-epilogue-unlocked = Épilogue : prenez la carte { $card } et lisez-la à haute voix.
ev-no-new-epilogue = Pas de nouvel épilogue cette fois.
