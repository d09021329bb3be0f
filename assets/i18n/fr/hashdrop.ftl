# La fenêtre de Hashdrop, en français.

## Menu des langues

language-system = Langue du système ({ $name })
language-no-cjk-font = aucune police chinoise/japonaise installée
language-menu-hint = La langue de la fenêtre

## Mots communs

files-count = { $count ->
    [one] { $count } fichier
   *[other] { $count } fichiers
}

## Panneau des options

settings-checksum-types = Types de somme de contrôle
settings-threads = Threads
settings-threads-unit = threads
settings-threads-hint = Combien de fichiers (ou de morceaux d’un fichier) sont traités en même temps. Cet ordinateur a { $cores } cœurs.
settings-mode = Mode
settings-standard = Somme de contrôle standard
settings-standard-hint = La somme de contrôle habituelle du fichier entier, celle que publient les pages de téléchargement.
settings-segmented = Sommes par segment
settings-segmented-hint = Découpe chaque fichier en morceaux égaux et calcule la somme de chacun, pour que tout type de somme puisse utiliser tous les threads. Le résultat combiné (comme un ETag S3) diffère de la somme standard.
settings-segment-size = taille des segments
settings-segment-size-hint = La taille de chaque morceau. Des morceaux plus petits répartissent mieux le travail.
settings-reading = Lecture
settings-read-auto = Automatique
settings-read-auto-hint = Laisser Hashdrop choisir : projeter en mémoire les gros fichiers, lire les petits.
settings-read-mmap = Projection en mémoire
settings-read-mmap-hint = Le système charge le fichier en mémoire au fil du calcul. Souvent le plus rapide pour les gros fichiers locaux.
settings-read-buffered = Lecture par tampon
settings-read-buffered-hint = Lire le fichier par morceaux de la taille de tampon ci-dessous. Adapté aux lecteurs réseau.
settings-buffer-size = taille du tampon
settings-buffer-size-hint = La quantité lue à chaque fois. Un tampon plus grand sollicite moins souvent le disque.
settings-folders = Dossiers
settings-recursive = Inclure les sous-dossiers
settings-recursive-hint = Quand vous ajoutez un dossier, traiter aussi les fichiers des dossiers qu’il contient.
file-menus-heading = Gestionnaire de fichiers
file-menus-add = Ajouter Hashdrop au menu de mon gestionnaire de fichiers
file-menus-add-hint = Ajoute « Sommes de contrôle avec Hashdrop » au menu contextuel de Fichiers (GNOME), Dolphin, Nemo et Thunar, pour votre compte seulement. Vos propres entrées de menu sont conservées.
file-menus-added = { $manager } : ajouté.
file-menus-updated = { $manager } : mis à jour.
file-menus-already = { $manager } : déjà présent.
file-menus-from-package = { $manager } : déjà installé avec le paquet Hashdrop.
file-menus-failed = { $manager } : non ajouté. { $error }
file-menus-uca-unreadable = { $manager } : non ajouté, car { $path } n’a pas pu être lu comme une liste d’actions. Le fichier est resté tel quel.
file-menus-none-found = Aucun gestionnaire de fichiers connu de Hashdrop n’a été trouvé (Fichiers de GNOME, Dolphin, Nemo, Thunar).
file-menus-restart = Fermez puis rouvrez le gestionnaire de fichiers pour voir les nouvelles entrées.
file-menus-sandboxed = Ici, Hashdrop tourne en Flatpak et ne peut pas modifier le menu de votre gestionnaire de fichiers depuis son bac à sable. Le README explique comment ajouter le menu à la main.
file-menus-no-home = Votre dossier personnel est introuvable : rien n’a été ajouté.
algo-hint-md5 = Ancien et rapide. Utile pour repérer un téléchargement abîmé, pas pour prouver qui a créé le fichier. Son calcul forme une seule chaîne : un seul thread peut travailler sur un fichier.
algo-hint-sha1 = Ancien. Comme MD5, il montre seulement qu’un fichier est intact ; un fichier est traité par un seul thread.
algo-hint-sha256 = La somme de contrôle la plus courante sur les pages de téléchargement. Sûre ; un fichier est traité par un seul thread.
algo-hint-sha512 = Sûre, et plus rapide que SHA-256 sur les ordinateurs 64 bits. Un fichier est traité par un seul thread.
algo-hint-blake2b = Sûre et rapide (ce qu’affiche b2sum). Un fichier est traité par un seul thread.
algo-hint-blake2s = Sûre, conçue pour les petits ordinateurs ou les 32 bits. Un fichier est traité par un seul thread.
algo-hint-blake2bp = BLAKE2b qui répartit le travail en interne sur 4 voies ; un résultat différent de BLAKE2b.
algo-hint-blake2sp = BLAKE2s qui répartit le travail en interne sur 8 voies ; un résultat différent de BLAKE2s.
algo-hint-blake3 = Moderne et très rapide. Sa structure en arbre permet à plusieurs threads de se partager un gros fichier tout en obtenant le résultat standard.
algo-hint-crc32 = Un contrôle court utilisé par les fichiers SFV et zip. Détecte les accidents, pas les falsifications.
algo-hint-sha224 = SHA-256 réduite à 224 bits. Sûre ; un fichier est traité par un seul thread.
algo-hint-sha384 = SHA-512 réduite à 384 bits. Sûre ; un fichier est traité par un seul thread.
algo-hint-sha3 = SHA-3, la famille standard plus récente. Sûre, mais plus lente que SHA-2 ; un fichier est traité par un seul thread.
algo-hint-sm3 = La norme nationale chinoise (GB/T 32905). Sûre ; un fichier est traité par un seul thread.
algo-hint-blake2b-len = BLAKE2b avec un résultat plus court (b2sum -l) ; différent d’un BLAKE2b-512 tronqué.
algo-hint-xxhash = Extrêmement rapide, utilisée par les outils de sauvegarde et de copie. Détecte les accidents, pas les falsifications.
algo-hint-crc32c = Le CRC de Google Cloud Storage, d’Amazon S3 et d’iSCSI. Détecte les accidents, pas les falsifications.
algo-hint-crc64nvme = Le CRC qu’Amazon S3 ajoute à chaque objet. Détecte les accidents, pas les falsifications.
settings-more-types = Autres types

## Somme attendue et verdict

expected-label = Somme de contrôle attendue (collez-la ici)
expected-hint = p. ex. le SHA-256 de la page de téléchargement, ou les lignes d’un fichier SHA256SUMS
expected-clear = Effacer
expected-clear-hint = Oublier la somme de contrôle attendue
expected-empty = Collez une somme de contrôle (Ctrl+V) pour y comparer les fichiers. Son type est reconnu à sa longueur.
expected-lines = { $count ->
    [one] { $count } ligne de somme de contrôle
   *[other] { $count } lignes de sommes de contrôle
}
names-or = { $first } ou { $last }
list-separator = {", "}
origin-clipboard = {" "}(somme attendue prise dans le presse-papiers)
origin-listed-at = {" "}(indiquée dans { $name }, ligne { $line })
verdict-matches = Correspond
verdict-does-not-match = Ne correspond PAS
verdict-all-match = { $count ->
    [one] Le fichier correspond
   *[other] Les { $count } fichiers correspondent
}
verdict-some-differ = { $count } fichiers sur { $total } ne correspondent PAS
verdict-ok-detail = La somme { $algorithm } de { $file } est exactement celle attendue{ $origin }.
verdict-ok-ambiguous = Une somme de cette longueur peut être { $names } ; c’est une somme { $algorithm }.
verdict-tried = {" "}(essayé : { $names })
parts-cut = { $parts ->
    [1] le fichier entier en une seule partie
   *[other] { $parts } parties de { $size }
}
verdict-ok-etag = { $file } correspond à l’ETag multipartie Amazon S3{ $origin } : { $cut }.
verdict-ok-composite = { $file } correspond à la somme de contrôle composite { $algorithm } d’Amazon S3{ $origin } : { $cut }.
check-failed-parts = { $file } ne donne cette somme de contrôle multipartie Amazon S3 avec aucune des { $tried } tailles de partie essayées. C’est un autre fichier, ou il a été envoyé en parties d’une taille inhabituelle.
check-failed-parts-count = Aucune taille de partie ne découpe { $file } en autant de parties : ce n’est pas le fichier envoyé.
row-trying-parts = Essai des tailles de partie…
row-checking-signature = Vérification de sa signature…
digest-expected = Attendue
digest-actual = Obtenue
verdict-weak-note = Remarque : une somme { $algorithm } qui correspond montre que le fichier est intact, pas qui l’a publié. Préférez SHA-256 quand l’éditeur le propose.

## The check's headline and the lines under it (docs/verification.md has the table)

check-bad-signature = NE PAS utiliser : la signature de { $name } ne correspond pas
check-bad-signature-detail = { $name } a été modifié après sa signature. N’utilisez pas les fichiers qu’il mentionne : téléchargez à nouveau { $name } et sa signature auprès de l’éditeur.
check-mismatch-many-detail = Le verdict de chaque fichier figure dans la liste ci-dessous. Un fichier qui ne correspond pas est peut-être abîmé, incomplet ou d’une autre version : téléchargez-le à nouveau.
check-hashing = { $count ->
    [one] Vérification de 1 fichier…
   *[other] Vérification de { $count } fichiers…
}
check-needs-algorithms = Nouvelle vérification avec { $names }…
check-needs-algorithms-detail = La somme attendue peut être d’un autre type : les fichiers sont relus une fois pour le savoir.
check-not-found = Introuvable : { $name }
check-not-found-many = { $count } fichiers à vérifier sont introuvables
check-not-found-entry-detail = { $list } mentionne { $name }, mais ce fichier n’est pas à côté de { $list }. Déposez { $name } ici pour le vérifier.
check-not-found-file-detail = { $name } n’est plus là : il a été déplacé ou supprimé. Déposez-le à nouveau depuis l’endroit où il se trouve maintenant.
check-not-found-more = …et { $count } de plus.
check-could-not-hash = { $count ->
    [one] Le fichier n’a pas pu être lu
   *[other] { $count } fichiers n’ont pas pu être lus
}
check-could-not-hash-some = { $count ->
    [one] { $count } fichier sur { $total } n’a pas pu être lu
   *[other] { $count } fichiers sur { $total } n’ont pas pu être lus
}
check-could-not-hash-detail = La raison est indiquée à côté de chaque fichier dans la liste ci-dessous.
check-not-listed = { $count ->
    [one] Ce fichier n’est pas dans la liste des sommes
   *[other] { $count } fichiers ne sont pas dans la liste des sommes
}
check-not-listed-detail = Ni son nom ni sa somme ne figurent dans { $lists } : impossible de le vérifier ainsi. { $lists } mentionne { $listed }.
check-match-many-detail = Le verdict de chaque fichier figure dans la liste ci-dessous.
check-awaiting = Déposez maintenant le fichier à vérifier
check-awaiting-detail = Déposez le fichier téléchargé sur cette fenêtre : il sera comparé à la somme attendue.
check-ok-other-name = { $file } est le même fichier que { $listed } dans { $list }, sous un autre nom.
check-failed-listed = { $file } n’est pas le fichier que { $list } mentionne{ $tried }{ $origin }. Il est peut-être abîmé, incomplet ou d’une autre version : téléchargez-le à nouveau.
check-failed-typed = { $file } n’est pas le fichier pour lequel la somme { $algorithm } que vous avez saisie a été calculée{ $tried }. Il est peut-être abîmé, incomplet ou d’une autre version : téléchargez-le à nouveau, ou vérifiez que vous avez saisi la bonne somme.
check-failed-copied = { $file } n’est pas le fichier pour lequel la somme { $algorithm } que vous avez copiée a été calculée{ $tried }. Il est peut-être abîmé, incomplet ou d’une autre version : téléchargez-le à nouveau, ou vérifiez que vous avez copié la bonne somme.
check-from-clipboard = Comparé avec la somme que vous avez copiée.
check-dont-use = Ne pas l’utiliser
check-dont-use-hint = Oublier la somme prise dans le presse-papiers
check-also-lists = { $count ->
    [one] { $list } mentionne aussi 1 fichier qui n’est pas ici.
   *[other] { $list } mentionne aussi { $count } fichiers qui ne sont pas ici.
}
trust-unsigned = Non signé : cela montre que le fichier est intact, pas qui l’a fait. Pour le vérifier aussi, placez { $sig } (de la même page) à côté de { $list } et déposez à nouveau { $list }.
trust-typed = Comparé avec la somme que vous avez saisie : elle est aussi fiable que la page d’où vous l’avez copiée.
trust-copied = Comparé avec la somme que vous avez copiée : elle est aussi fiable que la page d’où vous l’avez copiée.
row-matches-other-name = Correspond (autre nom)
row-bad-signature = La signature ne correspond PAS
row-not-listed = Non listé
row-hashing-again = Nouvelle vérification…

## Barre du haut

view-hash = Sommes et vérifier un téléchargement
view-compare = Comparer
view-bench = Banc d’essai
view-bench-hint = Banc d’essai : le goulot d’étranglement est-il le disque ou le processeur ?
add-files = Ajouter des fichiers…
add-files-hint = Choisir des fichiers à traiter (Ctrl+O)
add-folder = Ajouter un dossier…
add-folder-hint = Traiter tous les fichiers d’un dossier
open-checksum-file = Ouvrir un fichier de sommes…
open-checksum-file-hint = Vérifier chaque fichier listé dans un fichier SHA256SUMS, CHECKSUM, .sha256, .md5 ou .sfv

## Vue principale

expected-from-sums = { $count ->
    [one] Attendue : { $count } somme du fichier de sommes { $name }
   *[other] Attendues : { $count } sommes du fichier de sommes { $name }
}
expected-from-publisher = { $count ->
    [one] Attendue : { $count } somme de la liste signée de { $publisher }
   *[other] Attendues : { $count } sommes de la liste signée de { $publisher }
}
expected-forget = L’oublier
expected-forget-hint = Ne plus vérifier avec ce fichier de sommes
getting-ready = Préparation…
live-workers = Threads
live-pieces = Morceaux de chaque fichier
live-speed = Vitesse au fil du temps
empty-title = Déposez des fichiers ou des dossiers n’importe où sur cette fenêtre
empty-body = Hashdrop calcule leurs sommes de contrôle. Pour vérifier un téléchargement, collez ci-dessus la somme indiquée sur sa page web, ou déposez son fichier SHA256SUMS.
empty-keys = Ctrl+O ajoute des fichiers · Ctrl+V colle une somme · Échap arrête

## Tableau des résultats

results-heading = Résultats · { files-count }
results-clear = Effacer
results-clear-hint = Oublier ces résultats
results-save = Enregistrer les résultats…
results-copy-all = Tout copier
results-copy-all-hint = Copier toutes les sommes sous forme de lignes que sha256sum -c et Hashdrop savent vérifier
results-copy = Copier
results-copy-hint = Copier cette somme
column-file = Fichier
column-size = Taille
column-type = Type
column-checksum = Somme de contrôle
column-check = Vérification

## Progression

eta-seconds = environ { $s } s restantes
eta-minutes = environ { $min } min { $s } s restantes
eta-hours = environ { $h } h { $min } min restantes
duration-under = moins de { $s } s
duration-seconds = { $s } s
progress-listing = Recherche des fichiers… { $count } trouvés
progress-cancelled = Annulé · { $done } sur { $total ->
    [one] { $total } fichier
   *[other] { $total } fichiers
} traités
progress-done = Terminé · { $files } · { $size } en { $time } · { $rate }
progress-done-instant = Terminé · { $files } · { $size } en { $time }
progress-running = { $done } sur { $total } · { $percent } % · { $rate }
progress-paused = en pause
progress-resume = Reprendre
progress-resume-hint = Continuer le calcul
progress-pause = Pause
progress-pause-hint = S’arrêter pour l’instant ; reprendre plus tard
progress-cancel = Annuler
progress-cancel-hint = Arrêter le calcul (Échap). Les fichiers terminés sont conservés.
worker-name = Thread { $n }
worker-piece = { $name } — morceau { $n } sur { $total }
worker-pieces = { $name } — morceaux { $first } à { $last } sur { $total }, côte à côte
worker-idle = inactif

## Déposer des fichiers

drop-compare-one = Déposer pour comparer ceci
drop-compare-two = Déposer pour comparer ces deux éléments
drop-compare-many = Déposez deux fichiers ou dossiers pour les comparer (les deux premiers seront utilisés)
drop-check-listed = Déposer pour vérifier les fichiers listés dans { $name }
drop-hash-these = Déposer pour traiter ces fichiers
drop-hash-check-these = Déposer pour traiter et vérifier ces fichiers
drop-hash-named = Déposer pour traiter « { $name } »
drop-hash-check-named = Déposer pour traiter et vérifier « { $name } »
drop-hash-count = { $count ->
    [one] Déposer pour traiter 1 fichier
   *[other] Déposer pour traiter { $count } fichiers
}
drop-hash-check-count = { $count ->
    [one] Déposer pour traiter et vérifier 1 fichier
   *[other] Déposer pour traiter et vérifier { $count } fichiers
}
drop-bench = Déposez un fichier pour mesurer avec lui (il est seulement lu)

## Banc d’essai : réglages

bench-algorithms = Algorithmes
bench-algorithm-hint = Mesurer cet algorithme.
bench-algorithm-weak-hint = Rapide, mais ne sert qu’à repérer les dommages accidentels, pas les falsifications.
bench-threads-heading = Threads
bench-threads-hint = Combien de threads calculent à la fois. Plus de threads n’aident que si la limite est le processeur, pas le disque.
bench-threads = { $count ->
    [one] { $count } thread
   *[other] { $count } threads
}
bench-reading-heading = Lecture du fichier
bench-io-mmap = mmap
bench-io-buffered = tampon { $size }
bench-mmap-hint = mmap : le fichier est projeté en mémoire et le système le lit au fil du calcul, sans le copier dans un tampon.
bench-buffered-hint = tampon : le fichier est lu par blocs de { $size } dans un tampon, puis traité. Un petit tampon signifie beaucoup plus de lectures.
bench-mode-heading = Mode
bench-standard-word = standard
bench-segmented-word = par segment
bench-standard-hint = standard : la somme de contrôle habituelle du fichier entier, celle que publient les sites. Seul BLAKE3 peut y employer plusieurs threads.
bench-segmented-hint = par segment : chaque thread lit et traite son propre morceau du fichier (morceaux de 8 MiB) ; les sommes des morceaux sont combinées. Plus rapide avec des threads, mais une somme différente de la somme habituelle.
bench-repeat-heading = Répétitions
bench-repeat-hint = Chaque combinaison est chronométrée autant de fois ; le tableau montre le temps médian. Plus de passes donnent des chiffres plus stables.
bench-repeat-unit = passes de chaque
bench-data-heading = Données
bench-generated = Données de test générées
bench-generated-hint = Des octets aléatoires écrits dans un fichier temporaire, supprimé ensuite.
bench-generated-data = { $size } de données générées
bench-quick-try = { $size } (essai rapide)
bench-size-hint = Plus de données donnent des chiffres plus fiables, mais prennent plus de temps.
bench-your-file = Un de vos fichiers
bench-your-file-hint = Mesurer avec un vrai fichier ; il est seulement lu, jamais modifié.
bench-choose-file = Choisir un fichier…
bench-choose-file-hint = Choisir un fichier pour mesurer (il est seulement lu)
bench-file-chosen = Le fichier choisi
bench-peers = Inclure d’autres outils (md5sum, b3sum…)
bench-peers-hint = Chronométrer aussi les programmes de somme de contrôle installés sur cet ordinateur avec les mêmes données, pour comparer Hashdrop.
bench-plan = { $cells ->
    [one] { $cells } combinaison
   *[other] { $cells } combinaisons
} × { $runs } passes sur { $data }
bench-missing-algorithm = Cochez au moins un algorithme.
bench-missing-threads = Cochez au moins un nombre de threads.
bench-missing-reading = Cochez au moins un mode de lecture.
bench-missing-mode = Cochez au moins un mode.
bench-missing-file = Choisissez un fichier, ou mesurez avec des données générées.

## Banc d’essai : mesure

bench-intro = Mesure la vitesse à laquelle cet ordinateur lit et traite des données, pour chaque combinaison choisie à gauche, et dit ce qui le limite.
bench-run = Lancer le banc d’essai
bench-run-hint = Commencer la mesure avec les choix de gauche
bench-cancel-hint = Arrêter maintenant ; ce qui a été mesuré est conservé (Échap)
bench-export = Exporter en { $format }…
bench-export-csv-hint = Une ligne par combinaison, pour un tableur
bench-export-json-hint = Toutes les mesures, pour des programmes
bench-export-md-hint = Un rapport à coller dans un ticket ou un wiki
bench-error = Le banc d’essai n’a pas pu s’exécuter : { $error }
bench-empty = Choisissez à gauche ce qu’il faut mesurer, puis cliquez sur « { $run } ». Les réglages par défaut prennent quelques minutes ; « { $quick } » avec un seul algorithme prend quelques secondes.
bench-stopping = Arrêt…
bench-status-checking-file = Vérification du fichier…
bench-status-preparing = Préparation de { $size } de données de test…
bench-status-reads = Mesure de la vitesse de lecture du disque (à froid et depuis la mémoire)…
bench-status-memory = Mesure de la vitesse de { $algorithm } sur des données déjà en mémoire…
bench-status-memory-all = Mesure de la vitesse de chaque algorithme sur des données déjà en mémoire…
bench-status-warmup = passe de chauffe
bench-status-run = passe { $n } sur { $total }
bench-status-step = { $n } sur { $total } : { $cell }, { $run }
bench-status-peers = Chronométrage d’autres outils : { $tool }
bench-status-finishing = Finalisation…

## Banc d’essai : résultats

bench-cancelled = Annulé : { $done } combinaisons sur { $total } ont été mesurées.
bench-verdict-heading = Ce qui limite cet ordinateur
bench-bound-cpu = limité par le processeur
bench-bound-io = limité par le disque
bench-bound-unknown = goulot inconnu
bench-chart-heading = Vitesse de chaque combinaison (MB/s, plus haut est plus rapide)
bench-chart-x = combinaisons, dans l’ordre de mesure (survolez une barre)
bench-results-heading = Résultats
bench-col-algorithm = Algorithme
bench-col-threads = Threads
bench-col-reading = Lecture
bench-col-reading-hint = mmap : projeté en mémoire ; tampon : lu morceau par morceau
bench-col-mode = Mode
bench-col-mode-hint = par segment : chaque thread traite son propre morceau du fichier
bench-col-median = Médiane
bench-col-median-hint = La valeur du milieu des passes chronométrées
bench-col-spread = Plus lent – plus rapide
bench-col-spread-hint = L’écart entre les passes chronométrées
bench-col-speedup = Accélération
bench-col-speedup-hint = Par rapport à la même combinaison sur un seul thread
bench-col-of-best = Du meilleur
bench-col-of-best-hint = La vitesse de cette combinaison en part de la plus rapide
bench-percent = { $percent } %
bench-peers-heading = Autres outils sur les mêmes données
bench-col-tool = Outil
bench-col-vs-1-thread = Hashdrop est (1 thread)
bench-col-vs-same-threads = Hashdrop est (mêmes threads)
bench-times-its-speed = ×{ $ratio } sa vitesse
bench-seed-heading = L’expérience d’origine (téléphones de 2014)
bench-seed-intro = Les notes d’où vient cette fonction : des téléphones de 2014 traitant un fichier de 460 Mo, et un ordinateur FreeBSD selon la taille du tampon. Moins de secondes, c’est plus rapide.
bench-col-device = Appareil
bench-col-conditions = Conditions
bench-col-seconds = Secondes
bench-col-note = Remarque

## Banc d’essai : phrases du verdict

bench-v-measured = {" "}(mesuré dans la matrice : { $speedup }×)
bench-v-every-core = {" "}({ $rate } avec tous les cœurs en mémoire)
bench-v-splits = il se découpe au sein d’un fichier, donc plus de threads aident{ $all }{ $measured }
bench-v-segmented-scales = ; la somme par segment (une autre somme, comme un ETag S3) profite bien des threads{ $measured }
bench-lanes-toggle = Voies SIMD
bench-lanes-hint = Voies SIMD : mesurer aussi la somme par segment un segment à la fois et avec { $lanes } segments hachés côte à côte sur un cœur, pour voir ce que gagne l'unité vectorielle de ce processeur.
bench-lanes = { $lanes ->
    [1] un segment à la fois
   *[other] { $lanes } voies ({ $kernel })
}
bench-v-lanes = Sur un cœur, hacher { $lanes } segments côte à côte dans des voies SIMD ({ $kernel }) rend sa somme par segment { $speedup }× plus rapide qu'un segment à la fois ({ $fast } contre { $slow }) : un seul flux { $name } ne peut pas utiliser l'unité vectorielle, car chaque étape attend la précédente, mais { $lanes } segments indépendants le peuvent.
bench-v-lanes-capped = {" "}C'est proche de ce que livre le cache de pages ({ $warm }) : c'est la lecture, et non le hachage, qui limite le gain.
bench-v-lanes-no-gain = Hacher { $lanes } segments côte à côte dans des voies SIMD ({ $kernel }) n'a pas accéléré sa somme par segment ici ({ $speedup }×).
bench-v-chain = sa somme standard est une chaîne, donc plus de threads n’accélèrent pas un fichier{ $measured } ; ils aident sur plusieurs fichiers{ $segmented }
bench-v-cpu = { $name } est limité par le processeur ici : un cœur calcule { $hash }, moins que ce que le disque fournit à froid ({ $cold }) ; { $threads }.
bench-v-io = { $name } est limité par les E/S ici : il calcule { $hash } sur un cœur, le disque fournit { $cold } à froid, donc plus de threads sur un fichier n’aideront pas ; un disque plus rapide, si.{ $cached }
bench-v-io-cached-cpu = {" "}Une fois le fichier dans le cache de pages ({ $warm }), le calcul devient la limite.
bench-v-io-cached-io = {" "}Même depuis le cache de pages ({ $warm }), la lecture est la limite.
bench-v-not-measured = non mesurée
bench-v-unknown = { $name } : la vitesse du disque est inconnue ({ $why }).{ $cached }
bench-v-unknown-cached-cpu = {" "}Avec le fichier en cache, la lecture fournit { $warm } et un cœur calcule { $hash } : le calcul est la limite pour un fichier en cache, et { $threads }.
bench-v-unknown-cached-io = {" "}Avec le fichier en cache, la lecture fournit { $warm } et un cœur calcule { $hash } : la lecture est la limite même pour un fichier en cache.
bench-v-unknown-memory = {" "}Un cœur calcule { $hash } en mémoire.
bench-s-cancelled = Annulé avant la mesure des lectures : pas de verdict.
bench-s-reads = Le disque fournit { $cold } à froid, le cache de pages { $warm } à chaud.
bench-s-reads-no-disk = Le cache de pages fournit { $warm } à chaud ; le disque n’a pas pu être mesuré : { $note }.
bench-s-cpu = Limités par le processeur : { $names }.
bench-s-io = Limités par les E/S : { $names }.
bench-s-threads-help = Plus de threads accélèrent un fichier pour : { $names }.
bench-s-busy = La machine était occupée (charge moyenne { $load } sur { $cores } cœurs au début) : les chiffres avec plus d’un thread sous-estiment ce que donneraient des cœurs libres.

## Signatures

sig-good-bundled = Signé par { $name }, une clé que Hashdrop connaît (empreinte { $fingerprint }).
sig-good-added = Signé par { $name }, une clé que vous avez ajoutée (empreinte { $fingerprint }).
sig-good-added-on = Signé par { $name }, une clé que vous avez ajoutée le { $date } (empreinte { $fingerprint }).
sig-bad = La signature ne correspond PAS : ce fichier de sommes a été modifié après sa signature. Ne l’utilisez pas.
sig-unknown-key = NON vérifiée : Hashdrop n’a pas la clé que cette signature indique. La signature dit avoir été faite avec la clé { $fingerprint } : ce n’est que ce qu’elle affirme, et Hashdrop ne l’a pas vérifié. Ajoutez la clé de l’éditeur pour la vérifier.
sig-good-sigstore = Signé par { $name } avec Sigstore ({ $issuer } a garanti cette identité), un signataire que Hashdrop connaît.
sig-unknown-sigstore = NON vérifiée : la signature est valide, mais elle indique { $identity } (garanti par { $issuer }), que Hashdrop ne connaît pas comme signataire de cet éditeur. N’importe qui peut signer sous son propre nom : comparez-le avec l’identité indiquée sur le site de l’éditeur.
sig-rejected = Signé par { $name }, mais la signature n’est pas fiable : { $problem }. Cette somme montre seulement que le fichier est intact.
sig-unreadable = La signature n’a pas pu être lue ({ $reason }) : cette somme montre seulement que le fichier est intact.
sig-unsigned = Non signé : cette somme montre seulement que le fichier est intact.
sig-found-unreadable = Une signature a été trouvée mais n’a pas pu être lue ({ $why }) : cette somme montre seulement que le fichier est intact.

## Fichiers de sommes

parse-unrecognised = Ce n’est pas une somme de contrôle que Hashdrop connaît ({ $reason }). Collez la somme elle-même, ou des lignes d’un fichier de sommes.
sums-empty = { $name } ne contient aucune somme que Hashdrop sache lire.
load-open = Impossible d’ouvrir { $name } : { $error }
load-read = Impossible de lire { $name } : { $error }
load-too-large = { $name } est trop gros pour être un fichier de sommes.
load-not-text = { $name } ne peut pas être lu comme fichier de sommes : { $error }
sums-note-malformed = { $count ->
    [one] { $count } ligne du fichier de sommes n’a pas pu être lue et a été ignorée.
   *[other] { $count } lignes du fichier de sommes n’ont pas pu être lues et ont été ignorées.
}
sums-note-duplicate = { $name } figure plusieurs fois (lignes { $lines }) ; chaque ligne est vérifiée.
sums-note-outside = { $count ->
    [one] { $count } fichier listé se trouve hors du dossier du fichier de sommes ; vérifiez que c’est bien attendu.
   *[other] { $count } fichiers listés se trouvent hors du dossier du fichier de sommes ; vérifiez que c’est bien attendu.
}
reading-file = Lecture de { $name }…
segments-label = { $name } · segments de { $size }
threads-failed = impossible de démarrer les threads de calcul : { $error }

## Boîtes de dialogue et enregistrement

dialog-add-files = Ajouter des fichiers
dialog-add-folder = Ajouter un dossier
dialog-checksum-file = Ouvrir un fichier de sommes (SHA256SUMS, .md5, .sfv…)
dialog-compare = Choisir un fichier à comparer
dialog-bench = Choisir un fichier pour le banc d’essai (il est seulement lu)
dialog-save-results = Enregistrer les résultats
dialog-save-bench = Enregistrer le banc d’essai
dialog-failed = Impossible d’ouvrir la boîte de dialogue : { $error }
save-cancelled = Non enregistré.
save-failed = Impossible d’enregistrer { $name } : { $error }
saved = { $name } enregistré
export-gnu = Fichier de sommes (style sha256sum)
export-bsd = Fichier de sommes (style BSD)
export-csv = Tableur (CSV)

## Clés

keys-heading = Clés ajoutées
keys-none = Aucune. Déposez ici le fichier de clé (.asc, .pub) d’un éditeur pour faire confiance à ses signatures.
keys-remove = Retirer
keys-remove-hint = Ne plus faire confiance aux signatures faites avec cette clé
key-added = La clé de { $name } a été ajoutée (empreinte { $fingerprint }) : les fichiers de sommes qu'elle a signés comptent désormais comme signés par une clé que vous avez ajoutée.
key-add-failed = La clé contenue dans { $name } n’a pas pu être conservée : { $error }
key-remove-failed = La clé de { $name } n’a pas pu être retirée : { $error }
key-offer-heading = Faire confiance à la clé de { $name } ?
key-offer-user = { $name } <{ $email }>
key-offer-fingerprint = Empreinte :
key-offer-dates = Créée le { $created }, expire le { $expires }.
key-offer-dates-expired = Créée le { $created }, expirée le { $expires }.
key-offer-dates-no-expiry = Créée le { $created }, n'expire jamais.
key-offer-compare = Comparez cette empreinte avec celle du site de l'éditeur avant de l'ajouter.
key-offer-look-alike = Ce n'est pas la clé avec laquelle { $publisher } signe. Elle porte le nom de la clé de { $publisher }, mais son empreinte est différente : n'importe qui peut créer une clé avec n'importe quel nom.
key-offer-bundled = C'est la clé de { $publisher }, que Hashdrop connaît déjà.
key-offer-known = Hashdrop fait déjà confiance à cette clé : il n'y a rien à ajouter.
key-offer-add = Ajouter
key-offer-cancel = Annuler
key-offer-close = Fermer
key-offer-too-many = Trop de fichiers de clés attendent une réponse : { $name } n'a pas été ouvert.
key-declined = La clé de { $name } n'a pas été ajoutée.

## Morceaux et graphique de vitesse

piece-waiting = en attente
piece-active = en cours de calcul par le thread { $worker }
piece-done = terminé
piece-failed = échec
piece-one = Morceau { $n } sur { $total } : { $state }
piece-range = Morceaux { $first }–{ $last } sur { $total } : { $state }
piece-differs = { $label } (différent)
legend-active = en cours de calcul (couleur du thread)
graph-seconds = secondes
graph-total = total

## Signatures d’un fichier lui-même, et signatures déposées

sig-file-released = C’est bien le fichier publié par son éditeur.
sig-file-bad = La signature ne correspond PAS : ce fichier a été modifié après sa signature, ou la signature concerne un autre fichier. Ne l’utilisez pas.
sig-file-rejected = Signé par { $name }, mais la signature n’est pas fiable : { $problem }.
sig-file-unreadable = La signature n’a pas pu être lue ({ $reason }).
sig-not-a-signature = tronquée, endommagée ou pas une signature
sig-file-heading = Signature de { $name }
signature-orphan = { $name } est une signature, mais le fichier qu’elle signe n’est pas à côté. Déposez la signature avec ce fichier, ou déposez d’abord le fichier de sommes.
dialog-compare-folder = Choisir un dossier à comparer
dialog-save-comparison = Enregistrer la comparaison
dialog-save-checksums = Enregistrer un fichier de sommes

## Comparer

compare-intro = Déposez deux fichiers, deux dossiers, ou un dossier et son fichier de sommes (un de chaque côté) pour savoir s’ils sont exactement identiques.
compare-back = ⬅ Retour à la comparaison des dossiers
compare-folder-algorithm = Type de somme de contrôle pour comparer les fichiers :
compare-folder-algorithm-hint = Tout type trouve les fichiers modifiés. BLAKE3 est le plus rapide ; SHA-256 est celui que lisent la plupart des autres outils.
compare-quick = Mode rapide
compare-quick-hint = Les fichiers de même taille et de même date de modification des deux côtés sont tenus pour identiques sans être lus. Plus rapide, mais une modification qui a gardé la taille et la date passe inaperçue.
compare-something-else = Comparer autre chose
compare-slot-first = Premier
compare-slot-second = Second
compare-first-folder = Premier dossier
compare-second-folder = Second dossier
compare-checksum-file = Fichier de sommes
compare-folder = Dossier
compare-listed = Listé dans le fichier de sommes
compare-drop-here = Déposez un fichier ou un dossier ici
compare-choose-file = Choisir un fichier…
compare-choose-folder = Choisir un dossier…
compare-same = ✔ Identiques
compare-same-detail = Chaque octet des deux fichiers est identique.
compare-different = ✖ Différents
compare-file-error-first = ⚠ Le premier fichier : { $error }
compare-file-error-second = ⚠ Le second fichier : { $error }
compare-running = ⏳ Comparaison…
compare-pieces-differ = { $differing ->
    [one] { $differing } morceau de { $size } sur { $total } diffère (entouré de rouge).
   *[other] { $differing } morceaux de { $size } sur { $total } diffèrent (entourés de rouge).
}
compare-cannot-start = Impossible de lancer la comparaison : { $error }
compare-unreadable-path = Impossible de lire { $name } : { $error }
compare-save = Enregistrer :
compare-save-csv = Rapport (CSV)…
compare-save-json = Rapport (JSON)…
compare-save-sums-first = Sommes du premier dossier…
compare-save-sums-second = Sommes du second dossier…
compare-save-sums-folder = Sommes du dossier…

## Comparaison de dossiers

audit-listing = ⏳ Liste des fichiers des deux côtés…
audit-stop = Arrêter
audit-stop-hint = Arrêter de lire les fichiers (Échap)
audit-side-progress = { $side } : { $done } sur { $total ->
    [one] { $total } fichier
   *[other] { $total } fichiers
} · { $size_done } sur { $size_total }
audit-identical = { $count ->
    [one] Identiques : { $count } fichier ({ $size })
   *[other] Identiques : { $count } fichiers ({ $size })
}
audit-different = Différences : { $parts }
audit-count-changed = { $count ->
    [one] { $count } modifié
   *[other] { $count } modifiés
}
audit-count-missing = { $count ->
    [one] { $count } manquant
   *[other] { $count } manquants
}
audit-count-new = { $count ->
    [one] { $count } nouveau
   *[other] { $count } nouveaux
}
audit-count-moved = { $count ->
    [one] { $count } déplacé
   *[other] { $count } déplacés
}
audit-count-unreadable = { $count ->
    [one] { $count } illisible
   *[other] { $count } illisibles
}
audit-tab = { $category } ({ $count })
audit-tab-matched = Identiques
audit-tab-changed = Modifiés
audit-tab-moved = Déplacés
audit-tab-new = Nouveaux
audit-tab-missing = Manquants
audit-tab-duplicates = Doublons
audit-tab-unreadable = Illisibles
audit-tab-skipped = Ignorés
audit-stopped = Arrêté avant la fin : les fichiers non atteints sont listés comme illisibles.
audit-search = Rechercher :
audit-search-hint = une partie d’un nom de fichier
audit-nothing = Rien ici.
audit-where-differ = Où diffèrent-ils ?
audit-where-differ-hint = Ouvrir les deux fichiers côte à côte
audit-size-unknown = taille inconnue
audit-duplicates-first = { $count ->
    [one] { $count } copie dans le premier dossier : { $names }
   *[other] { $count } copies dans le premier dossier : { $names }
}
audit-duplicates-second = { $count ->
    [one] { $count } copie dans le second dossier : { $names }
   *[other] { $count } copies dans le second dossier : { $names }
}
audit-problem-first = { $name } (premier dossier) : { $reason }
audit-problem-second = { $name } (second dossier) : { $reason }
audit-skip-fifo = un tube nommé (FIFO) ; le lire pourrait attendre indéfiniment
audit-skip-socket = un socket, pas un fichier
audit-skip-device = un périphérique, pas un fichier ordinaire
audit-skip-symlink = un lien symbolique (les liens ne sont pas suivis dans les dossiers)
audit-skip-dangling = un lien symbolique vers quelque chose qui n’existe pas
audit-compared-by = Comparés par somme { $algorithms }.
audit-quick-caveat = Mode rapide : les fichiers de même taille et de même date des deux côtés ont été comptés comme identiques sans être lus.
audit-could-not-start = La comparaison n’a pas pu démarrer : { $error }
audit-folder-unreadable = Le dossier { $name } ne peut pas être lu : { $error }
audit-not-a-folder = { $name } n’est pas un dossier.
audit-listing-unreadable = Le fichier de sommes { $name } ne peut pas être lu : { $error }
audit-listing-empty = { $name } ne contient aucune somme. Comparez un dossier avec un autre dossier, ou avec son fichier de sommes (SHA256SUMS, *.md5, une liste hashdeep…).

error-not-found = Introuvable : le fichier a été déplacé ou supprimé.
error-permission = Permission refusée : Hashdrop n'a pas le droit de lire ce fichier.
error-is-folder = C'est un dossier : ajoutez-le comme dossier pour vérifier les fichiers qu'il contient.
error-skipped = Ignoré : { $reason }.
error-open = Impossible de l'ouvrir : { $error }.
error-read = Impossible de le lire jusqu'au bout : { $error }.
error-changed = Il a changé pendant la lecture ({ $what }) : vérifiez-le à nouveau quand plus rien n'y écrit.
error-too-many-segments = Trop de morceaux ({ $segments }) : choisissez une taille de morceau d'au moins { $size } pour ce fichier.
error-too-short = Trop court : { $len }, moins que les { $wanted } demandés.
error-cancelled = Arrêté avant la fin.
error-internal = Hashdrop a rencontré une erreur interne sur ce fichier (les autres ne sont pas touchés) : { $detail }
error-task-failed = Hashdrop a rencontré une erreur interne : cette étape n’a pas abouti. Rien n’a été modifié ; veuillez réessayer.
error-task-failed-check = Hashdrop a rencontré une erreur interne en la vérifiant ; veuillez réessayer
change-replaced = un autre fichier a pris sa place
change-size = sa taille est passée de { $from } à { $to }
change-modified = il a été modifié
change-deleted = il a été supprimé
change-ended-early = il s'est terminé après { $at } au lieu de { $expected }
change-truncated = il a raccourci pendant la lecture
trust-error-too-large = elle est trop grande pour être authentique (plus de { $limit })
trust-error-malformed = elle est abîmée ou tronquée : ce ne sont pas des données OpenPGP valides
trust-error-bad-format = ce n’est ni une signature ni une clé { $format } valide
trust-error-no-signature = le fichier ne contient aucune signature
trust-error-no-key = le fichier de clé ne contient aucune clé publique OpenPGP
trust-error-not-clear-signed = le fichier n’est pas signé
trust-error-missing-block = son bloc de signature manque ou est tronqué
trust-error-several-blocks = elle contient { $count } messages signés, et seul un fichier qui en contient un est accepté
trust-error-armour-header = elle contient une ligne d’en-tête inattendue dans le message signé : { $header }
io-not-found = il n'existe plus
io-permission = permission refusée
io-timed-out = le périphérique ne répond plus
io-ended-early = il s'est terminé plus tôt que prévu
io-disk-error = le disque a signalé une erreur de lecture
io-device-gone = le lecteur a été retiré
io-share-gone = le partage réseau n'est plus là

## Appearance, options and names for screen readers

settings-appearance = Apparence
settings-theme-system = Comme le système
settings-theme-light = Clair
settings-theme-dark = Sombre
top-options = Options
top-options-hint = Types de somme de contrôle, threads, lecture des fichiers, apparence et vos clés
language-menu-name = Langue : { $name }
results-copy-name = Copier le { $algorithm } de { $file }
compare-second-longer = Le second fichier est le premier avec { $bytes } octets de plus à la fin.
compare-first-longer = Le premier fichier est le second avec { $bytes } octets de plus à la fin.
segments-summary = { $done } morceaux sur { $total } terminés
graph-summary = { $now } maintenant, pointe { $peak }
audit-why-size = tailles différentes, { $a } et { $b }
audit-why-content = même taille, contenu différent
audit-why-content-at = même taille, contenu différent à partir de l’octet { $offset }
audit-why-longer-first = la copie du premier dossier est l’autre avec { $bytes } octets de plus à la fin
audit-why-longer-second = la copie du second dossier est l’autre avec { $bytes } octets de plus à la fin
audit-hint-matched = Le même fichier, au même contenu, dans { $a } et dans { $b }
audit-hint-changed = Dans { $a } et { $b } sous le même nom, mais avec un contenu différent
audit-hint-moved = Le même contenu des deux côtés, sous un autre nom ou dossier dans { $b }
audit-hint-new = Seulement dans { $b } : des fichiers que { $a } n’a pas
audit-hint-missing = Seulement dans { $a } : des fichiers que { $b } n’a pas
audit-hint-duplicates = Des fichiers au même contenu présents plusieurs fois d’un côté
audit-hint-unreadable = Les fichiers illisibles, avec la raison
audit-hint-skipped = Ce qui n’est pas un fichier ordinaire (liens, tubes, périphériques), laissé de côté
bench-quick = Test rapide (quelques secondes)
bench-quick-hint = Mesure SHA-256 et BLAKE3 sur 128 Mio, avec un thread et tous, et dit si le disque ou le processeur est la limite
bench-lead-disk = Votre disque est la limite : c’est la lecture, non la vérification, qui fixe la vitesse.
bench-lead-cpu = Votre processeur est la limite : il vérifie plus lentement que le disque ne lit.
expected-forget-name = Ne plus vérifier avec { $name }
keys-remove-name = Ne plus faire confiance à la clé de { $name }

# A folded section of choices for the few who need them.
advanced = Avancé

## Checking a USB stick or SD card against the image written to it
drive-check-button = Vérifier une clé USB ou une carte SD…
drive-title = Vérifier une clé USB ou une carte SD
drive-close = Fermer
drive-image = Image : { $name } ({ $size })
drive-looking = Recherche des clés USB et des cartes SD…
drive-none = Aucune clé USB ni carte SD assez grande pour cette image n'a été trouvée. Branchez-en une, puis cherchez à nouveau.
drive-choose = Sur quel support l'image a-t-elle été écrite ?
drive-too-small-hidden = { $count ->
    [one] Un autre support est plus petit que l'image : il ne peut pas la contenir.
   *[other] { $count } autres supports sont plus petits que l'image : ils ne peuvent pas la contenir.
}
drive-refresh = Chercher à nouveau
drive-read-only = Le support est seulement lu, jamais écrit.
drive-reading = Lecture de { $drive }…
drive-progress = { $done } sur { $total } · { $speed }
drive-left-seconds = environ { $n } s restantes
drive-left-minutes = environ { $n } min restantes
drive-stop = Arrêter
drive-verdict-good = { $kind ->
    [card] Cette carte SD
   *[stick] Cette clé USB
} contient exactement { $name } ({ $size }) : l'écriture est correcte.
drive-verdict-bad = { $kind ->
    [card] Cette carte SD
   *[stick] Cette clé USB
} ne contient pas exactement { $name }.
drive-verdict-bad-where = La première différence est à l'octet { $offset } ({ $hex }) ; { $count ->
    [one] un morceau de { $size } diffère.
   *[other] { $count } morceaux de { $size } diffèrent.
}
drive-verdict-bad-next = { $kind ->
    [card] Écrivez l'image à nouveau ; si cela échoue encore, essayez une autre carte.
   *[stick] Écrivez l'image à nouveau ; si cela échoue encore, essayez une autre clé.
}
drive-too-small = Le support ({ $drive }) est plus petit que l'image ({ $image }) : il ne peut pas la contenir.
drive-cannot-read = Le support ne peut pas être lu : { $error }
drive-image-cannot-read = L'image ne peut pas être lue : { $error }
drive-unknown-model = Support inconnu
drive-entry = { $model }, { $size } ({ $name })
drive-opening = Ouverture de { $drive }… Le système peut vous demander votre mot de passe.
drive-access-denied = Le système n'a pas permis à Hashdrop de lire { $drive } : rien n'a été vérifié. Réessayez, et saisissez votre mot de passe quand le système le demande.
drive-access-cancelled = La lecture de { $drive } a été annulée à la demande de mot de passe du système : rien n'a été vérifié. Réessayez pour qu'il vous soit redemandé.
drive-access-no-udisks = Pour lire { $drive }, Hashdrop passe par le service de disques du système (UDisks2), absent de ce système. Installez le paquet udisks2, puis réessayez.
drive-access-unknown = Le service de disques du système ne connaît pas { $drive }. Rebranchez-le, puis cherchez à nouveau.
drive-access-failed = Le service de disques du système n'a pas pu ouvrir { $drive } : { $error }
stick-check-button = Vérifier une clé USB sans l'image…
stick-title = Vérifier une clé USB ou une carte SD sans l'image
stick-intro = Choisissez la clé, puis déposez la liste de sommes de contrôle de l'éditeur (comme SHA256SUMS, avec sa signature si vous l'avez). Hashdrop trouve quelle image de la liste la clé contient ; le fichier image n'est pas nécessaire.
stick-no-drive = Aucune clé USB ni carte SD trouvée. Branchez-en une, puis cherchez à nouveau.
stick-choose = Quel support voulez-vous vérifier ?
stick-drive = Support : { $drive }
stick-drop-list = Déposez ici la liste de sommes de contrôle de l'éditeur (SHA256SUMS ou semblable), avec sa signature si vous l'avez.
stick-stopped = Arrêté : le support n'a pas été vérifié, et rien n'y a été modifié.
stick-other-drive = Choisir un autre support
stick-choose-list = Choisir la liste…
dialog-stick-list = Choisissez la liste de sommes de contrôle de l'éditeur (et sa signature, si vous l'avez)
stick-try-again = Réessayer
stick-searching = Lecture du support depuis le début, à la recherche d'une image de la liste…
stick-read-so-far = { $done } lus (le support contient { $total } ; la lecture s'arrête dès que la réponse est sûre)
stick-list-unusable = Cette liste ne permet pas de trouver une image sur un support : { $error }
stick-holds = { $kind ->
    [card] Cette carte SD
   *[stick] Cette clé USB
} contient exactement { $name } ({ $size }), comme indiqué dans { $list }.
stick-list-changed = { $list } a été modifié après sa signature : ne vous fiez pas à ce qu'il dit.
stick-none = { $kind ->
    [card] Cette carte SD ne contient
   *[stick] Cette clé USB ne contient
} aucune des images que liste { $list }.
stick-none-structure = { $layout ->
    [iso] D'après son volume ISO 9660
    [gpt] D'après sa table de partitions GPT
   *[mbr] D'après sa table de partitions MBR
}, l'image qu'elle contient se termine après { $size }, et aucune somme de la liste ne correspond : un octet a changé, ou c'est une autre image.
stick-none-searched = Ses premiers { $size } ont été lus, et aucune image de la liste n'y commence.

## verdict (signatures inside the verdict, typed checksums, clipboard)
sig-add-key = Ajouter la clé de l’éditeur…
sig-add-key-hint = Choisissez le fichier de clé de l’éditeur (.asc, .gpg, .pub, .key). Vous verrez son empreinte et déciderez de lui faire confiance ou non.
check-signature-not-checked = { $count ->
    [one] La signature de { $name } n’a PAS été vérifiée
   *[other] { $count } signatures n’ont PAS été vérifiées
}
check-signature-not-checked-detail = Rien d’autre n’indique si { $names } est le fichier signé par son éditeur. Ajoutez la clé de l’éditeur pour vérifier la signature, ou comparez le fichier avec la somme de contrôle de la page de l’éditeur.
check-signature-unreadable-detail = Rien d’autre n’indique si { $names } est le fichier signé par son éditeur, et ajouter une clé n’y changerait rien : téléchargez à nouveau la signature, ou comparez le fichier avec la somme de contrôle de la page de l’éditeur.
check-match-unchecked = { $count ->
    [one] Correspond, mais la signature n’a PAS été vérifiée
   *[other] { $count } fichiers correspondent, mais une signature n’a PAS été vérifiée
}
verdict-signed = { $count ->
    [one] Signé par son éditeur
   *[other] Les { $count } fichiers sont signés par leurs éditeurs
}
check-bad-file-signature-detail = { $name } a été modifié après sa signature, ou la signature est celle d’un autre fichier. Ne l’utilisez pas : téléchargez-le à nouveau auprès de l’éditeur.
row-signed = Signé
row-signature-not-checked = Signature non vérifiée
expected-incomplete = { $have } caractères sur { $want } : { $missing ->
    [one] il en manque un ou il y en a un de trop
   *[other] il en manque { $missing }
}
expected-too-long = { $have } caractères : { $extra ->
    [one] un de trop
   *[other] { $extra } de trop
} pour une somme { $algorithm } ({ $want })
expected-press-enter = Appuyez sur Entrée quand la somme de contrôle est complète.
expected-looks-like-one = Ressemble à une somme de contrôle { $algorithm }
expected-which-types = De quels types pourrait-il s’agir ?
expected-could-be = Ce pourrait être { $names } ({ $chars } caractères). Tous sont essayés.
clipboard-offer = Une somme de contrôle est dans le presse-papiers ({ $start }…) : comparer les fichiers avec elle ?
clipboard-offer-use = Comparer avec elle
clipboard-offer-no = Non
## ui (compare drive, file chooser, plain words)
compare-differ-at = Ils diffèrent à l’octet { $byte } ; tous les octets précédents sont identiques.
compare-details = Détails
compare-differ-offset = Position { $hex } ({ $offset } octets depuis le début, en comptant à partir de 0 comme les éditeurs hexadécimaux).
bench-lead-split = Votre processeur est la limite pour { $cpu } ; votre disque est la limite pour { $io }.
chooser-missing = Ce bureau ne peut pas ouvrir de sélecteur de fichiers. Pour choisir des fichiers comme d’habitude, installez xdg-desktop-portal-gtk (ou zenity) ; en attendant, saisissez le chemin ci-dessous ou déposez des fichiers sur la fenêtre.
chooser-path = Chemin
chooser-open = Ouvrir
chooser-cannot-list = Impossible de lister { $name } : { $error }
## io (safe saving, progress)

# The progress of a file whose size is not known (a device such as /dev/zero says 0 bytes): what was read so far and the speed.
progress-running-unknown = { $done } lus · { $rate }
## keys (multi-key files, key list)
key-offer-heading-several = { $name } contient { $count } clés. Auxquelles faire confiance ?
key-offer-several = Un fichier peut contenir la clé de n'importe qui sous n'importe quel nom. N'ajoutez que les clés dont vous avez comparé l'empreinte avec celle du site de l'éditeur.
key-offer-number = Clé { $number } sur { $count }
key-offer-add-this = Ajouter cette clé
key-offer-add-named = Ajouter la clé d'empreinte { $fingerprint }
key-offer-added = Ajoutée.
key-declined-rest = Les autres clés de { $name } n'ont pas été ajoutées ({ $count }).
key-file-unreadable = { $name } n'est pas un fichier de clés que Hashdrop sait lire : { $error }
keys-add-button = Ajouter…
keys-add-hint = Choisissez le fichier de clé d'un éditeur (.asc, .gpg, .pub, allowed_signers) ; vous comparez l'empreinte de chaque clé avant qu'elle soit ajoutée.
keys-bundled-heading = Clés fournies avec Hashdrop
keys-bundled-for = Fournie pour { $publisher }
keys-added-on-from = Ajoutée le { $date } depuis { $file }
keys-added-on = Ajoutée le { $date }
keys-added-from = Ajoutée depuis { $file }
dialog-add-key = Choisir le fichier de clé d'un éditeur
## lists (several lists, big lists)
verdict-accidents-note = Remarque : { $algorithm } détecte les dommages accidentels, pas les falsifications : n’importe qui peut créer un autre fichier avec la même somme { $algorithm }. Préférez SHA-256 quand l’éditeur le propose.
reading-list-progress = Lecture de { $name }… { $lines } lignes
reading-list-stopped = Lecture de { $name } arrêtée : ses sommes de contrôle ne sont pas utilisées.

## Asking the publisher for its signed checksum
settings-publishers = Éditeurs
settings-ask-publisher = Toujours demander à l’éditeur pour les fichiers qu’il connaît
settings-ask-publisher-hint = Quand vous donnez à Hashdrop un téléchargement qu’il connaît (Ubuntu, Debian, Fedora…), il récupère lui-même la liste signée des sommes de contrôle depuis le site de l’éditeur, en HTTPS, sans attendre que vous appuyiez sur le bouton. Rien sur votre fichier n’est envoyé.
publisher-ask-button = Demander à { $publisher } sa somme de contrôle signée
publisher-ask-hint = Récupère en HTTPS la liste signée des sommes de contrôle sur le site de { $publisher } et vérifie sa signature avec la clé de { $publisher }. Rien sur votre fichier n’est envoyé.
publisher-asking = Demande à { $publisher } de sa somme de contrôle signée…
publisher-matched = C’est { $name }, exactement tel que { $publisher } l’a publié (signé avec la clé de { $publisher } le { $day }).
publisher-matched-undated = C’est { $name }, exactement tel que { $publisher } l’a publié (signé avec la clé de { $publisher }).
publisher-signed-by = Signé par : { $key }
publisher-renamed = { $publisher } le liste sous le nom { $name } : ce fichier a été renommé.
publisher-cached = La liste de { $publisher } conservée lors d’une vérification précédente a été utilisée ; sa signature a été vérifiée à nouveau.
publisher-mismatch = Ce n’est PAS le fichier que { $publisher } a publié sous le nom { $name } : téléchargez-le à nouveau.
publisher-mismatch-titled = Ce n’est PAS { $title } tel que { $publisher } l’a publié ({ $name }) : téléchargez-le à nouveau.
publisher-bad-signature = NE PAS utiliser : la liste de { $publisher } a échoué à la vérification de signature
publisher-bad-signature-detail = Quelque chose entre vous et { $publisher } a modifié la liste. Ne faites pas confiance à ce téléchargement ; récupérez-le plus tard sur le site de { $publisher }, ou depuis un autre réseau.
publisher-no-answer = Pas de réponse de { $publisher }
publisher-unknown = Hashdrop ne sait pas qui publie un fichier de ce nom : rien n’a été demandé.
publisher-unsigned = { $publisher } publie ses sommes de contrôle sans signature : Hashdrop ne peut donc pas donner de réponse signée. Comparez la somme ci-dessous avec celle de la page de téléchargement de { $publisher }.
publisher-no-key = Hashdrop n’a aucune clé de { $publisher } pour vérifier une signature : rien n’a été demandé.
publisher-not-trusted = La liste reçue n’est pas signée avec la clé de { $publisher } : elle ne prouve rien. Comparez la somme ci-dessous avec celle de la page de téléchargement de { $publisher }.
publisher-no-list = { $publisher } n’a pas de liste de sommes pour cette version là où Hashdrop a cherché. Si vous avez renommé le fichier, rendez-lui son nom d’origine ; ou déposez ici le fichier de sommes de la page de téléchargement.
publisher-not-listed = Les listes signées de { $publisher } n’ont aucun fichier de ce nom ni avec cette somme. Si vous avez renommé le fichier, rendez-lui son nom d’origine ; sinon, il ne vient peut-être pas de { $publisher }.
publisher-file-unreadable = Le fichier n’a pas pu être lu : { $reason }
publisher-offline = Hashdrop n’a pas pu joindre le site de l’éditeur (l’ordinateur est-il hors ligne ?). Réessayez une fois connecté, ou déposez ici le fichier de sommes que vous avez téléchargé.
publisher-tls-refused = La connexion sécurisée au site de l’éditeur a été refusée : rien de ce qu’il a envoyé n’a été utilisé. Un réseau qui inspecte les connexions sécurisées (certaines entreprises, hôtels) peut en être la cause : réessayez sur un autre réseau.
publisher-redirect-refused = Le site de l’éditeur a renvoyé Hashdrop vers une adresse non sécurisée, ou qui n’est pas la sienne : Hashdrop ne l’a pas suivie. Réessayez plus tard, ou déposez ici le fichier de sommes de la page de téléchargement.
publisher-too-large = Le site de l’éditeur a envoyé bien plus qu’une liste de sommes : Hashdrop a arrêté la lecture. Réessayez plus tard.
publisher-too-slow = Le site de l’éditeur a mis trop de temps à répondre. Réessayez plus tard.
publisher-server-trouble = Le site de l’éditeur n’a pas fourni sa liste. Réessayez plus tard, ou déposez ici le fichier de sommes de la page de téléchargement.
publisher-user-file-unused = Votre fichier d’éditeurs { $name } n’a pas été utilisé : il doit être au format de Hashdrop, vous appartenir, et personne d’autre ne doit pouvoir le modifier. Les éditeurs fournis avec Hashdrop répondent toujours.
publisher-offer = Aucune somme de contrôle n’accompagnait ce fichier. { $publisher } publie une liste signée de sommes : Hashdrop peut la récupérer sur le site de { $publisher } et vérifier ce fichier avec elle. Rien n’est envoyé tant que vous ne le demandez pas.
publisher-ask-again = Redemander à { $publisher }
publisher-list-name = « Liste signée de { $publisher } »
keys-format-openpgp = Clé OpenPGP
keys-format-minisign = Clé minisign/signify
keys-format-ssh = Clé SSH
keys-format-sigstore = Signataire Sigstore
keys-vouched-by = Garanti par { $issuer }
key-offer-heading-signer = Faire confiance à ce signataire Sigstore ?
key-offer-public-key = Clé publique :
key-offer-key-id = ID de la clé : { $id }
key-offer-identity = Signataire (identité) :
key-offer-issuer = Garanti par (émetteur) :
key-offer-compare-key = Comparez cette clé publique avec celle du site de l'éditeur avant de l'ajouter.
key-offer-compare-signer = Comparez cette identité et cet émetteur avec ceux du site de l'éditeur avant de les ajouter : n'importe qui peut signer avec Sigstore sous sa propre identité.
signer-added = { $identity } (garanti par { $issuer }) est maintenant un signataire Sigstore de confiance : les fichiers qu'il a signés comptent désormais comme signés.
sig-trust-signer = Faire confiance à ce signataire…
sig-trust-signer-hint = Voyez qui l'a signé avec Sigstore, comparez avec le site de l'éditeur et décidez si vous lui faites confiance.
check-signature-not-checked-detail-sigstore = { $names } a été signé par { $identity } (émetteur { $issuer }), un signataire que Hashdrop ne connaît pas. Ne faites confiance à ce signataire que si le site de l'éditeur nomme cette identité, ou comparez le fichier avec la somme de contrôle de la page de l'éditeur.
sig-unknown-sigstore-named = NON vérifiée : ses preuves tiennent, mais n'importe qui peut signer avec Sigstore sous son propre nom ; seul un signataire de confiance compte.
signer-declined = { $identity } n'a pas été ajouté comme signataire de confiance.
