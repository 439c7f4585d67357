# Les mots que les messages de Vigie reçoivent en arguments : noms des choses, listes, lieux.
# Chaque mot porte son article, pour que les phrases puissent dire: le Bloqueur de Rouge.

# `.de` : le mot après « de » (un message l'obtient avec DE($place), DE($role)).
place = { $number ->
    [3] le lieu 3, la salle de surveillance
    [6] le lieu 6, le parking
   *[other] le lieu { $number }
  }
    .de = { $number ->
        [3] du lieu 3, la salle de surveillance
        [6] du lieu 6, le parking
       *[other] du lieu { $number }
      }

place-short = le lieu { $number }
    .de = du lieu { $number }
locations = { $count ->
    [one] le lieu { $numbers }
   *[other] les lieux { $numbers }
  }
placed-at = { $role } sur le lieu { $number }
monsters-at = { $count ->
    [one] un
   *[other] { $count }
  } sur le lieu { $number }
monsters-why = Sur { $place } : { $causes }.
cause-die = dé { $face }
cause-weepers = le plus de Chialeurs
cause-crowd = le plus de personnages
cause-no-room = plus de place sur le lieu { $number }
cause-lost = { $why ->
    [supply-empty] Un monstre de plus pour le lieu { $number } ne vient pas : la réserve est vide.
   *[no-room] Un monstre de plus pour le lieu { $number } ne vient pas : plus de place ni là, ni au parking.
  }

role-blocker = le Bloqueur
    .de = du Bloqueur
role-leader = le Leader
    .de = du Leader
role-weeper = le Chialeur
    .de = du Chialeur
role-useless = l'Inutile
    .de = de l'Inutile

card-walkie-talkie = le Talkie-walkie
card-energy-drink = la Boisson énergétique
card-gun = le Pistolet
card-tin-can = la Boîte de conserve
card-bat = la Batte
card-chainsaw = la Tronçonneuse
card-molotov = le Cocktail Molotov
card-rotten-meat = la Viande avariée
card-keys = les Clés du camion

phase-truck = fouille du camion
phase-badge = badge de sécurité
phase-destinations = où aller
phase-movement = déplacements
phase-monsters = arrivée des monstres
phase-attacks = attaques
phase-end-of-turn = fin du tour

vote-truck = la fouille du camion
vote-badge = le badge de sécurité
vote-attack = désigner la victime sur { $place }

player-votes = { $votes ->
    [0] aucune voix pour { $player }
    [one] une voix pour { $player }
   *[other] { $votes } voix pour { $player }
  }
player-points = { $points ->
    [0] { $player } n'a aucun point
    [one] { $player } a un point
   *[other] { $player } a { $points } points
  }
player-destination = { $player } vers le { $number }
ballot = { $voter } pour { $candidate }{ $votes ->
    [one] {""}
   *[other] {" "}({ $votes } voix)
  }

play-plain = { $card }
play-energy-drink = { $card }, pour envoyer { $role } sur { $place }
play-tin-can = { $card }, pour envoyer un monstre sur { $place }
play-rotten-meat = { $card } sur { $role }

list-none = personne
list-separator = {", "}
list-last = { $head } et { $last }
list-last-or = { $head } ou { $last }

# Le code tactile collé sur chaque carte Objet.
shape-target = une cible
shape-target-two = deux cibles
shape-square = un carré
shape-triangle-left = un triangle pointant vers la gauche
shape-star = une étoile
shape-round = un rond
shape-drop = une goutte
shape-spike = une pointe
shape-heart = un cœur
shape-exclamation = un point d'exclamation
sticker-number = le numéro { $number }

# Le lecteur de cartes : ce que fait chaque carte Objet, et quand la jouer.
card-description = Carte : { $card }. Code tactile : { $sticker }. { $about }
card-about-walkie-talkie = En phase 2, une fois les dés sous la boîte : vous les regardez vous aussi. Qui a le badge sans pouvoir regarder les dés ce tour-ci ne peut pas la jouer.
card-about-energy-drink = En phase 4, juste avant, pendant ou juste après les déplacements : déplacez un de vos personnages vers un autre lieu qui a une place libre.
card-about-gun = Pendant la discussion avant un vote : une voix de plus pour vous dans ce vote, et dans chaque vote d'une attaque du parking.
card-about-tin-can = Pendant la discussion d'une attaque là où vous avez un personnage : déplacez un de ses monstres vers un autre lieu ouvert qui a une place de monstre libre.
card-about-bat = Pendant la discussion d'une attaque là où vous avez un personnage : renvoyez un de ses monstres dans la réserve.
card-about-chainsaw = Pendant la discussion d'une attaque là où vous avez un personnage : renvoyez deux de ses monstres dans la réserve.
card-about-molotov = Pendant la discussion d'une attaque là où vous avez un personnage : renvoyez tous ses monstres dans la réserve.
card-about-rotten-meat = Pendant la discussion d'une attaque : cachez-y un de vos personnages jusqu'à la fin des attaques. Il ne peut pas être pris et ne vote pas, mais il retient toujours les monstres.
card-about-keys = Jamais jouée : révélez-la au décompte des points, pour un point de plus s'il vous reste un personnage.
card-no-sticker = Aucune carte n'a ce code tactile.

# Les revues du plateau, demandées à tout moment.
review-location = { $closed ->
    [yes] Fermé : { $place }.
   *[no] Sur { $place } : { $occupants } { $monsters ->
        [0] Aucun monstre
        [one] Un monstre
       *[other] { $monsters } monstres
      } autour, sur { $spots } places de monstres. { $free ->
        [any] Place pour autant de personnages qu'on veut.
        [0] Plus de place libre pour les personnages.
        [one] Une place libre pour les personnages.
       *[other] { $free } places libres pour les personnages.
      }
  }
review-nobody = Personne.
review-occupant = { $player } : { $roles }.
review-hidden = { $role }, face cachée
review-family = { $player } : { $where }. { $cards ->
    [0] Aucune carte en main.
    [one] Une carte en main.
   *[other] { $cards } cartes en main.
  }
review-character-at = { $role } sur { $place }
review-character-eaten = { $role } dans la chambre froide
review-cold-storage = { $count ->
    [0] La chambre froide est vide.
    [one] Un personnage dans la chambre froide : { $who }.
   *[other] { $count } personnages dans la chambre froide : { $who }.
  } { $next ->
    [equal] { $left ->
        [one] Encore un personnage dévoré
       *[other] Encore { $left } personnages dévorés
      } et les monstres attaquent à force égale.
    [die] { $left ->
        [one] Encore un personnage dévoré
       *[other] Encore { $left } personnages dévorés
      } et un dé de plus entre dans la boîte.
   *[none] Toutes les lignes sont pleines.
  }
review-eaten = { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  }
review-tokens = { $badge } a le badge de sécurité, { $martyr } le Martyr.
review-supplies = { $dice } dés dans la boîte. { $deck ->
    [0] Le paquet est vide.
    [one] Une carte dans le paquet.
   *[other] { $deck } cartes dans le paquet.
  } { $supply } monstres dans la réserve.
review-turn = { $turn ->
    [0] Mise en place.
   *[other] Tour { $turn }{ $phase ->
        [0] { $over ->
            [yes] {" "}: la partie est finie.
           *[no] .
          }
       *[other] , phase { $phase } : { $name }.
      }
  }
review-score = Si la partie finissait maintenant : { $scores }. { $count ->
    [0] Personne ne gagnerait.
    [one] { $winners } gagnerait.
   *[other] { $winners } se partageraient la victoire.
  }

# Après une annulation : quoi faire sur le plateau pour qu'il corresponde de nouveau à la partie.
board-character-back = Remettez { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } sur { $place }.
board-character-put = Posez { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } sur { $place }.
board-out-of-cold-storage = Sortez { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } de la chambre froide et remettez-le sur { $place }.
board-character-off = Retirez { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } du plateau.
board-character-to-cold-storage = Remettez { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } dans la chambre froide.
board-character-turned = Retournez { $role } { INITIAL($player) ->
    [vowel] d'{ $player }
   *[other] de { $player }
  } face { $up ->
    [yes] visible
   *[no] cachée
  }.
board-monsters = { $more ->
    [yes] Remettez { $count ->
        [one] un monstre
       *[other] { $count } monstres
      } sur { $place }.
   *[no] Retirez { $count ->
        [one] un monstre
       *[other] { $count } monstres
      } { DE($place) }.
  }
board-tile = Retournez la tuile { DE($place) } { $closed ->
    [yes] face cachée : il est fermé.
   *[no] face visible : il est de nouveau ouvert.
  }
board-badge = Rendez le badge à { $player }.
board-martyr = Rendez le Martyr à { $player }.
board-hand = { $more ->
    [yes] { $player } reprend { $count ->
        [one] une carte
       *[other] { $count } cartes
      }.
   *[no] { $player } rend { $count ->
        [one] une carte
       *[other] { $count } cartes
      }.
  }
board-truck-held = { $player } reprend { $drawn ->
        [one] la carte tirée
       *[other] les { $drawn } cartes tirées
      } du camion{ $boxed ->
        [0] {""}
        [one] , celle de la boîte aussi
       *[other] , les { $boxed } de la boîte aussi
      }.
board-deck = { $drawn ->
    [0] Le paquet compte de nouveau { $count } cartes.
   *[other] Remettez { $drawn ->
        [one] cette carte
       *[other] ces { $drawn } cartes
      } sur le paquet{ $boxed ->
        [0] {""}
        [one] , celle de la boîte aussi
       *[other] , les { $boxed } de la boîte aussi
      } : il compte de nouveau { $count } cartes.
  }
