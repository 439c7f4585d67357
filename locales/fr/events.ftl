# Ce que Vigie dit quand quelque chose se passe. Les arguments sont des noms, des nombres et les mots
# de words.ftl. Un message en -detail ajoute ce qui est dit en verbosité complète ou sur demande.

ev-game-started = Nouvelle partie à { $players } joueurs, { $family } personnages chacun{ $family ->
    [3] {""} ; l'Inutile reste dans la boîte
   *[other] {""}
  }. { $badge } a le badge de sécurité et { $martyr } le Martyr.
ev-game-started-detail = Il y a { $deck } cartes Objet dans le paquet. { $dice ->
    [table] Vous lancez de vrais dés et vous m'annoncez les faces.
   *[vigie] C'est moi qui lance les dés.
  }
ev-cards-dealt = Piochez chacun une carte Objet. { $deck ->
    [0] Le paquet est vide.
    [one] Il reste une carte dans le paquet.
   *[other] Il reste { $deck } cartes dans le paquet.
  }
ev-placement-started = { $player } place { $dice ->
    [one] { $dice } personnage.
   *[other] { $dice } personnages.
  }
ev-dice-rolled = { $purpose ->
    [placement] { $player } a obtenu { $dice }.
    [monsters] Dés des premiers monstres : { $dice }.
   *[box] Dés : { $dice }.
  }
ev-character-placed = { $overflow ->
    [yes] Le lieu { $die } est plein : { $player } place { $role } au { $place }.
   *[no] { $player } place { $role } au { $place }.
  }
ev-monster-placed = { $overflow ->
    [yes] Plus de place au { $wanted } : placez un monstre au { $place }.
   *[no] Placez un monstre au { $place }.
  }
ev-monster-placed-detail = { $cause ->
    [die] Un dé est tombé sur { $face }.
    [weepers] Ce lieu compte le plus de Chialeurs.
   *[crowd] Ce lieu compte le plus de personnages.
  }
ev-monster-lost = { $why ->
    [supply] Plus aucun monstre dans la réserve pour le { $wanted }.
   *[room] { $parking ->
        [yes] Le parking est plein : le monstre reste dans la réserve.
       *[no] Aucune place pour un monstre, ni au { $wanted } ni au parking. Il reste dans la réserve.
      }
  }
ev-turn-started = Tour { $turn }.
ev-phase-started = Phase { $phase } : { $name }.
ev-truck-skipped = { $why ->
    [nobody] Personne au parking : pas de fouille du camion.
   *[deck] Le paquet est vide : pas de fouille du camion.
  }
ev-vote-opened = Vote pour { $vote }. Candidats : { $candidates }. Discutez, jouez vos cartes, puis votez.
ev-vote-opened-detail = Votants : { $voters }.
ev-vote-unopposed = { $kind ->
    [truck] { $player } fouille le camion : personne d'autre au parking.
    [badge] { $player } prend le badge : personne d'autre dans la salle de surveillance.
   *[other] Seule la famille de { $player } peut perdre un personnage.
  }
ev-ballots-opened = Vote secret pour { $vote }. Candidats : { $candidates }.
ev-ballots-opened-detail = Votants : { $voters }.
ev-ballot-cast = { $voter } a voté.
ev-ballots-revealed = Votes : { $ballots }.
ev-vote-counted = { $tie ->
    [yes] Égalité entre { $top }. Décompte : { $totals }.
   *[no] { $kind ->
        [truck] C'est { $top } qui fouille le camion. Décompte : { $totals }.
        [badge] { $top } remporte le vote du badge. Décompte : { $totals }.
       *[other] Le vote désigne { $top }. Décompte : { $totals }.
      }
  }
ev-tie-to-break = { $martyr } a le Martyr et tranche l'égalité entre { $tied }.
ev-tie-broken = { $martyr } choisit { $winner }.
ev-truck-searched = { $player } pioche { $drawn ->
    [one] la dernière carte
   *[other] { $drawn } cartes
  } dans le camion. { $deck ->
    [0] Le paquet est vide.
    [one] Il en reste une.
   *[other] Il en reste { $deck }.
  }
ev-card-kept = { $player } garde une carte.
ev-card-given = { $from } donne une carte à { $to }.
ev-card-discarded = La carte restante retourne dans la boîte, face cachée.
ev-badge-taken = { $same ->
    [yes] { $player } garde le badge.
   *[no] { $player } prend le badge à { $from }.
  }
ev-badge-kept = Personne dans la salle de surveillance : { $player } garde le badge, mais sans regarder les dés.
ev-box-shaken = { $roller ->
    [vigie] Je lance { $dice } dés pour { $holder }, qui a le badge.
   *[table] { $holder }, secouez { $dice } dés sous la boîte Arrivée des Monstres.
  }
ev-dice-shown = Pour { $player } seulement : les dés montrent { $dice }.
ev-dice-seen = { $roller ->
    [vigie] Les dés sont réservés à { $player }.
   *[table] { $player } a vu les dés.
  }
ev-card-played = { $player } joue { $play }.
ev-card-played-detail = Son code tactile : { $sticker }.
ev-destination-announced = { $player }, qui a le badge, va au { $place }.
ev-destination-chosen = { $player } a choisi.
ev-destination-recorded = Pour { $player } seulement : vous allez au { $place }.
ev-destinations-revealed = Révélez vos plans : { $destinations }.
ev-dice-revealed = { $roller ->
    [vigie] Mes dés montrent { $dice }.
   *[table] Soulevez la boîte : les dés montrent { $dice }.
  }
ev-character-moved = { $cause ->
    [closure] Lieu fermé : déplacez { $role } de { $player } du { $from }, au { $to }.
    [drink] Déplacez { $role } de { $player } du { $from }, au { $to }.
   *[movement] { $bumped ->
        [yes] Plus de place au { $wanted } : déplacez { $role } de { $player } du { $from }, au { $to }.
       *[no] Déplacez { $role } de { $player } du { $from }, au { $to }.
      }
  }
ev-character-stays = { $why ->
    [there] { $player } ne bouge pas : tous ses personnages sont déjà au { $place }.
   *[full] { $player } ne bouge pas : plus de place au { $place }, et les seuls personnages qui pourraient y aller sont au parking.
  }
ev-no-attack = { $why ->
    [closed] Pas d'attaque au { $place } : il est fermé.
    [empty] { $monsters ->
        [0] Personne au { $place }, et aucun monstre.
       *[other] Personne au { $place } : ses monstres attendent.
      }
    [none] Aucun monstre au { $place }.
   *[held] { $monsters ->
        [0] Aucun monstre au { $place }.
        [one] Les monstres n'entrent pas au { $place } : 1 monstre contre une force de { $strength }.
       *[other] Les monstres n'entrent pas au { $place } : { $monsters } monstres contre une force de { $strength }.
      }
  }
ev-attack = { $rule ->
    [parking] { $monsters ->
        [one] Attaque au { $place } : { $monsters } monstre.
       *[other] Attaque au { $place } : { $monsters } monstres.
      }
   *[other] { $monsters ->
        [one] Attaque au { $place } : { $monsters } monstre contre une force de { $strength }.
       *[other] Attaque au { $place } : { $monsters } monstres contre une force de { $strength }.
      }
  } Discutez et jouez vos cartes.
ev-attack-detail = { $rule ->
    [parking] Au parking, chaque monstre emporte un personnage, et on vote à chaque fois.
    [equal] Les monstres entrent quand leur force égale ou dépasse celle des personnages.
   *[greater] Les monstres entrent seulement si leur force dépasse celle des personnages.
  }
ev-monster-moved = Déplacez un monstre du { $from }, au { $to }.
ev-monsters-left = { $count ->
    [one] Remettez dans la réserve { $count } monstre du { $place }.
   *[other] Remettez dans la réserve { $count } monstres du { $place }.
  }
ev-monsters-left-detail = { $cause ->
    [card] C'est l'effet d'une carte Objet.
    [fed] Un personnage vient d'être dévoré.
    [nobody] Personne n'a été trouvé.
   *[closure] Le lieu ferme.
  }
ev-character-hidden = Retournez { $role } de { $player } face cachée au { $place }. Il reste caché jusqu'à la fin des attaques.
ev-attack-repelled = { $parking ->
    [yes] Plus aucun monstre au { $place }.
   *[no] Attaque repoussée au { $place } : { $monsters ->
        [one] { $monsters } monstre
       *[other] { $monsters } monstres
      } contre une force de { $strength }.
  }
ev-nobody-found = Il ne reste personne que les monstres puissent prendre au { $place } : ils retournent à la réserve.
ev-sole-family = Pas de vote au { $place } : seule la famille de { $player } peut y perdre un personnage.
ev-character-eaten = { $player } perd { $role }, dévoré au { $place }. Placez-le dans la chambre froide, case { $slot }.
ev-cold-storage-row-full = La ligne { $row } de la chambre froide est pleine. { $effect ->
    [equal] Désormais, les monstres entrent dès que leur force égale celle des personnages.
    [die] Un dé de plus sous la boîte, à partir du prochain tour.
   *[none] Aucun autre effet.
  }
ev-martyr-taken = { $same ->
    [yes] { $player } garde le Martyr.
   *[no] Le Martyr passe à { $player }.
  }
ev-badge-passed = { $from } n'a plus de personnage : le badge passe à { $to }.
ev-family-lost = { $player } n'a plus aucun personnage.
ev-character-revealed = Retournez { $role } de { $player } face visible au { $place }.
ev-location-closed = Fermeture du { $place } : retournez sa tuile.
ev-game-ended = Fin de la partie après le tour { $turn }. Il reste { $alive ->
    [one] { $alive } personnage
   *[other] { $alive } personnages
  } en vie.
ev-keys-revealed = { $anyone ->
    [yes] { $holder } révèle les Clés du camion.
   *[no] Personne ne révèle les Clés du camion.
  }
ev-scored = Décompte des points : { $scores }.
ev-winners = { $count ->
    [0] Aucun survivant : personne ne gagne.
    [one] Victoire pour { $winners } !
   *[other] Victoire partagée entre { $winners } !
  }
ev-epilogue-unlocked = Épilogue : prenez la carte { $card } et lisez-la à haute voix.
ev-no-new-epilogue = Pas de nouvel épilogue cette fois.
