# Les mots que les messages de Vigie reçoivent en arguments : noms des choses, listes, lieux.
# Chaque mot porte son article, pour que les phrases puissent dire: le Bloqueur de Rouge.

place = { $number ->
    [3] lieu 3, la salle de surveillance
    [6] lieu 6, le parking
   *[other] lieu { $number }
  }

role-blocker = le Bloqueur
role-leader = le Leader
role-weeper = le Chialeur
role-useless = l'Inutile

card-walkie-talkie = le Talkie-walkie
card-energy-drink = la Boisson énergétique
card-gun = le Pistolet
card-tin-can = la Boîte de conserve
card-bat = la Batte
card-chainsaw = la Tronçonneuse
card-molotov = le Cocktail Molotov
card-rotten-meat = la Viande avariée
card-keys = les Clés du camion

phase-truck = la fouille du camion
phase-badge = le badge de sécurité
phase-destinations = où aller
phase-movement = les déplacements
phase-monsters = l'arrivée des monstres
phase-attacks = les attaques
phase-end-of-turn = la fin du tour

vote-truck = la fouille du camion
vote-badge = le badge de sécurité
vote-attack = la victime des monstres au { $place }

player-votes = { $votes ->
    [0] { $player } n'a aucune voix
    [one] { $player } a une voix
   *[other] { $player } a { $votes } voix
  }
player-points = { $points ->
    [0] { $player } n'a aucun point
    [one] { $player } a 1 point
   *[other] { $player } a { $points } points
  }
player-destination = { $player } au lieu { $number }
ballot = { $voter } donne { $votes ->
    [one] une voix
   *[other] { $votes } voix
  } à { $candidate }

play-plain = { $card }
play-energy-drink = { $card }, pour envoyer { $role } au { $place }
play-tin-can = { $card }, pour envoyer un monstre au { $place }
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
sticker-number = le numéro { $number }

# Le lecteur de cartes : ce que fait chaque carte Objet, et quand la jouer.
card-description = Carte : { $card }. Code tactile : { $sticker }. { $about }
card-about-walkie-talkie = En phase 2, une fois que la personne qui a le badge a regardé : vous regardez vous aussi les dés sous la boîte.
card-about-energy-drink = En phase 4, pendant les déplacements ou juste après : déplacez un de vos personnages vers un autre lieu qui a une place libre.
card-about-gun = Pendant la discussion avant un vote : une voix de plus pour vous dans ce vote, et dans chaque vote d'une attaque du parking.
card-about-tin-can = Pendant la discussion d'une attaque là où vous avez un personnage : déplacez un de ses monstres vers un autre lieu ouvert qui a une place de monstre libre.
card-about-bat = Pendant la discussion d'une attaque là où vous avez un personnage : renvoyez un de ses monstres dans la réserve.
card-about-chainsaw = Pendant la discussion d'une attaque là où vous avez un personnage : renvoyez deux de ses monstres dans la réserve.
card-about-molotov = Pendant la discussion d'une attaque là où vous avez un personnage : renvoyez tous ses monstres dans la réserve.
card-about-rotten-meat = Pendant la discussion d'une attaque : cachez-y un de vos personnages jusqu'à la fin des attaques. Il ne peut pas être pris et ne vote pas, mais il retient toujours les monstres.
card-about-keys = Jamais jouée : révélez-la au décompte des points, pour un point de plus s'il vous reste un personnage.
card-no-sticker = Aucune carte n'a ce code tactile.
