# Escape : Zombie City : la bande-son (`vigie escape`, src/escape/).

escape-title = Escape : Zombie City, la bande-son
escape-call = Escape !
escape-item-position = { $item }, { $position } sur { $count }

## Durées, en arguments des phrases ci-dessous.

escape-minutes = { $minutes ->
    [one] une minute
   *[other] { $minutes } minutes
}
escape-seconds = { $seconds ->
    [one] une seconde
   *[other] { $seconds } secondes
}
# $minutes et $seconds sont les deux durées ci-dessus.
escape-minutes-seconds = { $minutes } { $seconds }

## Dit dans la piste (les aides pour les joueurs aveugles).

escape-minutes-left = { $minutes ->
    [one] Plus qu'une minute.
   *[other] Plus que { $minutes } minutes.
}
escape-seconds-left = { $seconds } secondes.
escape-count = { $seconds }

## Demandé avec la touche du temps. $left : le temps de jeu restant ; $time : une durée.

escape-status-lead-in = Le jeu commence dans { $time }.
escape-status-play = Reste { $left }. Compte à rebours { $number } dans { $time }.
escape-status-play-last = Reste { $left }. Le dernier compte à rebours dans { $time }.
escape-status-countdown = Compte à rebours { $number } : { $time } pour rentrer à l'église. Reste { $left }.
escape-status-countdown-last = Dernier compte à rebours : { $time } pour atteindre la sortie.
escape-status-pause = Pause : le jeu reprend dans { $time }. Reste { $left }.
escape-status-over = La partie est finie.

## Écrit au fil de la piste (et lu par un lecteur d'écran).

escape-event-escape = Escape ! Reste { $left } de jeu.
escape-event-countdown = Compte à rebours { $number } : { $time } pour rentrer à l'église.
escape-event-countdown-last = Dernier compte à rebours : { $time } pour atteindre la sortie avec le van.
escape-event-door = La porte claque. Pause : { $time } pour ramener les survivants et poser de nouveaux objets.
escape-event-scream = Le hurlement : le temps est écoulé.
escape-event-end = La bande-son est finie.
escape-playing = Piste { $track }, { $lang }. Le jeu commence à l'appel Escape.

## Touches, pause, arrêt.

escape-keys = Touches : T ou Espace, le temps restant ; P, pause ; Q ou Échap, arrêter.
escape-keys-no-pause = Touches : T ou Espace, le temps restant ; Q ou Échap, arrêter.
escape-keys-no-time = Touches : Q ou Échap, arrêter.
escape-paused = En pause. P pour reprendre.
escape-resumed = On reprend.
escape-no-pause = Pas de pause : la vraie bande-son n'en a pas. Démarrez avec la touche pause activée pour en avoir une.
escape-confirm-stop = Arrêter la bande-son ? Entrée l'arrête, une autre touche continue.
escape-going-on = La bande-son continue.
escape-stopped = Bande-son arrêtée.

## Avant la piste.

escape-choose-lang = Langue des voix
escape-choose-track = Quelle piste ?
escape-track-1 = Piste 1 : la ville la nuit
escape-track-2 = Piste 2 : la poursuite, aux tambours
escape-ready = Prêt
escape-start = Lancer la bande-son
escape-option-minutes = Minutes restantes, dites chaque minute : { $state }
escape-option-seconds = Secondes restantes, dites pendant un compte à rebours : { $state }
escape-option-time-key = Touche du temps : { $state }
escape-option-pause = Touche pause : { $state }
escape-on = activé
escape-off = désactivé
escape-menu-keys = Haut et Bas choisissent, Entrée valide, Échap quitte.
escape-lang-en = Anglais
escape-lang-fr = Français

## Problèmes.

escape-no-audio = Aucune sortie son trouvée : la bande-son ne peut pas jouer. vigie escape --export FICHIER.wav l'écrit dans un fichier à écouter ailleurs.
escape-no-espeak = espeak-ng n'est pas installé : la piste joue sans ses voix enregistrées, et la synthèse vocale les dit si elle le peut. Installez espeak-ng.
escape-export-needs-espeak = Les voix du fichier demandent espeak-ng, qui n'est pas installé. Installez espeak-ng.
escape-needs-terminal = La bande-son a besoin d'un terminal pour ses touches. vigie escape --export FICHIER.wav l'écrit plutôt dans un fichier.
escape-exported = Écrit : { $file }. Piste { $track }, durée { $length }.
escape-cannot-write = Impossible d'écrire { $file } : { $reason }
escape-timeline-error = La chronologie { $file }, ligne { $line } : { $problem } Rien n'a été lancé.
escape-timeline-unreadable = La chronologie { $file } ne peut pas être lue ({ $detail }). Rien n'a été lancé.
escape-problem-syntax = ce n'est pas ce que contient une chronologie ({ $detail }).
escape-problem-format = ce n'est pas une chronologie de Vigie : sa première ligne doit être format = "vigie-escape-timeline".
escape-problem-version = ce Vigie lit la version 1 de la chronologie, pas la version { $version }.
escape-problem-time = { $value } n'est pas une durée : écrivez les minutes et les secondes, comme 4:22 ou 4:22.5.
escape-problem-event = { $value } n'est pas un évènement : escape, countdown, door ou scream.
escape-problem-gongs = un compte à rebours a 1, 2 ou 3 coups de gong : écrivez gongs = 1, 2 ou 3.
escape-problem-gongs-not-countdown = seul un compte à rebours a des coups de gong.
escape-problem-first = le premier évènement doit être l'appel : event = "escape".
escape-problem-after-escape = après l'appel vient un compte à rebours.
escape-problem-after-countdown = après un compte à rebours vient la porte qui claque, ou le hurlement après le dernier.
escape-problem-after-door = après la porte qui claque vient l'appel.
escape-problem-after-scream = le hurlement finit la partie : rien ne vient après.
escape-problem-countdown-number = c'est le compte à rebours { $number } : il lui faut gongs = { $number }.
escape-problem-countdowns = le jeu a trois comptes à rebours, et cette chronologie en a { $count }.
escape-problem-no-scream = le dernier évènement doit être le hurlement.
escape-problem-too-soon = ceci vient trop tôt après l'évènement de { $previous } : laissez au moins { $seconds } secondes entre les deux.
escape-problem-too-long = ceci dépasse la fin de la piste, à { $length }.
