<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version: %1</source>
        <translation>Version : %1</translation>
    </message>
    <message>
        <source>Qt: %1 (PySide %2)</source>
        <translation>Qt : %1 (PySide %2)</translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation>Python : %1</translation>
    </message>
    <message>
        <source>System: %1</source>
        <translation>Système : %1</translation>
    </message>
    <message>
        <source>Data folder: %1</source>
        <translation>Dossier des données : %1</translation>
    </message>
    <message>
        <source>Log folder: %1</source>
        <translation>Dossier du journal technique : %1</translation>
    </message>
    <message>
        <source>About Cardroom</source>
        <translation>À propos de Cardroom</translation>
    </message>
    <message>
        <source>Cardroom %1 — seating, scorecards, clock and standings for card-game tournaments. Every edit is saved in the event file at once.</source>
        <translation>Cardroom %1 — placement, feuilles de score, chronomètre et classements pour les tournois de cartes. Chaque saisie est enregistrée immédiatement dans le fichier de l’événement.</translation>
    </message>
    <message>
        <source>Versions and folders</source>
        <translation>Versions et dossiers</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>Afficher le &amp;dossier du journal</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Something unexpected went wrong: %1

Everything you entered before this message is saved in the event file.</source>
        <translation>Un problème inattendu est survenu : %1

Tout ce que vous avez saisi avant ce message est enregistré dans le fichier de l’événement.</translation>
    </message>
    <message>
        <source>The details are in Cardroom&apos;s log file. To report the problem, send that file and the others in its folder:
%1</source>
        <translation>Les détails sont dans le journal technique de Cardroom. Pour signaler le problème, envoyez ce fichier et les autres de son dossier :
%1</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>Afficher le &amp;dossier du journal</translation>
    </message>
</context>
<context>
    <name>Assignments</name>
    <message numerus="yes">
        <source>%n page(s) saved to %1</source>
        <translation>
            <numerusform>%n page enregistrée dans %1</numerusform>
            <numerusform>%n pages enregistrées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 — table assignments</source>
        <translation>Partie %1 — placement des tables</translation>
    </message>
    <message>
        <source>Round %1 — table assignments</source>
        <translation>Manche %1 — placement des tables</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>By table</source>
        <translation>Par table</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Players from A to Z</source>
        <translation>Joueurs de A à Z</translation>
    </message>
    <message>
        <source>Table assignments</source>
        <translation>Placement des tables</translation>
    </message>
    <message>
        <source>Print assignments</source>
        <translation>Imprimer les placements</translation>
    </message>
    <message>
        <source>Nobody is seated in this game yet.</source>
        <translation>Personne n’est encore placé dans cette partie.</translation>
    </message>
    <message>
        <source>Save assignments as PDF</source>
        <translation>Enregistrer les placements en PDF</translation>
    </message>
    <message>
        <source>game-%1-assignments.pdf</source>
        <translation>partie-%1-placements.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cancelled: %1 was not saved.</source>
        <translation>Annulé : %1 n’a pas été enregistré.</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <source>Sheet signed</source>
        <translation>Feuille signée</translation>
    </message>
    <message>
        <source>Signed sheet unlocked</source>
        <translation>Feuille signée déverrouillée</translation>
    </message>
    <message>
        <source>Signed sheet corrected</source>
        <translation>Feuille signée corrigée</translation>
    </message>
    <message>
        <source>Sheet disputed</source>
        <translation>Feuille contestée</translation>
    </message>
    <message>
        <source>Sheet status undone</source>
        <translation>Changement de statut de la feuille annulé</translation>
    </message>
    <message>
        <source>Pair that moves (tie)</source>
        <translation>Paire qui se déplace (égalité)</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Penalty revoked</source>
        <translation>Pénalité annulée</translation>
    </message>
    <message>
        <source>Penalty reinstated</source>
        <translation>Pénalité rétablie</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source>Default taken back</source>
        <translation>Forfait annulé</translation>
    </message>
    <message>
        <source>Playoff recorded</source>
        <translation>Barrage enregistré</translation>
    </message>
    <message>
        <source>Playoff removed</source>
        <translation>Barrage supprimé</translation>
    </message>
    <message>
        <source>Rule changed</source>
        <translation>Règle modifiée</translation>
    </message>
    <message>
        <source>Convenor PIN set</source>
        <translation>Code PIN du directeur défini</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>Sauvegarde restaurée</translation>
    </message>
    <message>
        <source>Rule set back (changed outside Cardroom)</source>
        <translation>Règle rétablie (modifiée hors de Cardroom)</translation>
    </message>
    <message>
        <source>Table closed, its players re-seated</source>
        <translation>Table fermée, ses joueurs replacés</translation>
    </message>
    <message>
        <source>Closed table seated again</source>
        <translation>Table fermée remise en place</translation>
    </message>
    <message>
        <source>Substitute seated</source>
        <translation>Remplaçant placé</translation>
    </message>
    <message>
        <source>Substitute taken back</source>
        <translation>Remplaçant retiré</translation>
    </message>
    <message>
        <source>Wrong convenor PIN at a station</source>
        <translation>Code PIN erroné à un poste</translation>
    </message>
    <message>
        <source>Station locked out (wrong PINs)</source>
        <translation>Poste bloqué (codes PIN erronés)</translation>
    </message>
    <message>
        <source>Stations that may take over changed</source>
        <translation>Postes pouvant prendre le relais modifiés</translation>
    </message>
    <message>
        <source>Rules as they stood (for the record check)</source>
        <translation>Règles telles qu’elles étaient (pour la vérification du registre)</translation>
    </message>
    <message>
        <source>Seats of a signed sheet changed</source>
        <translation>Places d’une feuille signée modifiées</translation>
    </message>
    <message>
        <source>Teams or floater mark changed after signatures</source>
        <translation>Équipes ou marque de réserve modifiées après des signatures</translation>
    </message>
    <message>
        <source>Taken over by another computer</source>
        <translation>Repris par un autre ordinateur</translation>
    </message>
    <message>
        <source>Late changes set aside</source>
        <translation>Modifications tardives mises de côté</translation>
    </message>
    <message>
        <source>Taken over by {computer} at {time} (the owner&apos;s computer was lost)</source>
        <translation>Repris par {computer} le {time} (l’ordinateur principal était perdu)</translation>
    </message>
</context>
<context>
    <name>AuditEntryDialog</name>
    <message>
        <source>Audit log entry</source>
        <translation>Entrée du journal des modifications</translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>partie %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>manche %1</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>The sheet as it was signed by %1</source>
        <translation>La feuille telle que signée par %1</translation>
    </message>
    <message>
        <source>The sheet before, signed by %1</source>
        <translation>La feuille avant, signée par %1</translation>
    </message>
    <message>
        <source>The sheet after, signed by %1</source>
        <translation>La feuille après, signée par %1</translation>
    </message>
    <message>
        <source>The sheet as signed by %1</source>
        <translation>La feuille signée par %1</translation>
    </message>
    <message>
        <source>The cells the correction changed are marked in both.</source>
        <translation>Les cases modifiées par la correction sont surlignées dans les deux.</translation>
    </message>
    <message>
        <source>The sheet after is in the correction’s entry, once it is signed again.</source>
        <translation>La feuille corrigée figure dans l’entrée de la correction, une fois signée de nouveau.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>AuditPanel</name>
    <message>
        <source>any</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>name or number</source>
        <translation>nom ou numéro</translation>
    </message>
    <message>
        <source>&amp;Between</source>
        <translation>En&amp;tre</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Show the &amp;whole entry…</source>
        <translation>Voir l’entrée &amp;complète…</translation>
    </message>
    <message>
        <source>Rever&amp;se this change…</source>
        <translation>In&amp;verser ce changement…</translation>
    </message>
    <message>
        <source>Pla&amp;yer:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Jusqu’à</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Journal d’audit</translation>
    </message>
    <message>
        <source>In the audit log: read the selected entry whole</source>
        <translation>Dans le journal d’audit : lire l’entrée choisie en entier</translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation>T&amp;able :</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Reverse “%1” of %2</source>
        <translation>Inverser « %1 » du %2</translation>
    </message>
    <message>
        <source>Reverse a change</source>
        <translation>Inverser un changement</translation>
    </message>
    <message>
        <source>The reversal is itself kept in the log.</source>
        <translation>L’inversion est elle-même inscrite au journal.</translation>
    </message>
    <message>
        <source>Re&amp;verse</source>
        <translation>In&amp;verser</translation>
    </message>
    <message>
        <source>Signed by %1</source>
        <translation>Signée par %1</translation>
    </message>
    <message>
        <source>Had been signed by %1</source>
        <translation>Avait été signée par %1</translation>
    </message>
    <message>
        <source>Row %1, %2: %3 → %4</source>
        <translation>Ligne %1, %2 : %3 → %4</translation>
    </message>
    <message>
        <source>more in the whole entry</source>
        <translation>suite dans l’entrée complète</translation>
    </message>
    <message>
        <source>the hands unchanged</source>
        <translation>mains inchangées</translation>
    </message>
    <message>
        <source>signed by %1</source>
        <translation>signée par %1</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a detail&apos;s parts</comment>
        <translation> ; </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <translation>
            <numerusform>%1, %n point</numerusform>
            <numerusform>%1, %n points</numerusform>
        </translation>
    </message>
    <message>
        <source> — doubled: second offence</source>
        <translation> — doublée : récidive</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n entry(ies) shown, newest first.</source>
        <translation>
            <numerusform>%1 entrée affichée sur %n.</numerusform>
            <numerusform>Entrées affichées : %1 sur %n, les plus récentes en premier.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>Game {number} ended</source>
        <translation>Fin de la partie {number}</translation>
    </message>
    <message>
        <source>Session {number} ended</source>
        <translation>Fin de la séance {number}</translation>
    </message>
    <message>
        <source>Every few minutes</source>
        <translation>Toutes les quelques minutes</translation>
    </message>
    <message>
        <source>Event closed</source>
        <translation>Événement fermé</translation>
    </message>
    <message>
        <source>Backed up by hand</source>
        <translation>Sauvegarde manuelle</translation>
    </message>
    <message>
        <source>Before a restore</source>
        <translation>Avant une restauration</translation>
    </message>
    <message>
        <source>After a restore</source>
        <translation>Après une restauration</translation>
    </message>
    <message>
        <source>Round {number} ended</source>
        <translation>Fin de la manche {number}</translation>
    </message>
    <message>
        <source>Backed up at %1 (%2): %3</source>
        <translation>Sauvegardé à %1 (%2) : %3</translation>
    </message>
    <message>
        <source>Backed up at %1 (%2)</source>
        <translation>Sauvegardé à %1 (%2)</translation>
    </message>
    <message>
        <source>Backed up at %1</source>
        <translation>Sauvegardé à %1</translation>
    </message>
    <message>
        <source>Backed up</source>
        <translation>Sauvegardé</translation>
    </message>
    <message>
        <source>Save a copy of the event</source>
        <translation>Enregistrer une copie de l’événement</translation>
    </message>
    <message>
        <source>Cardroom events (*%1)</source>
        <translation>Événements Cardroom (*%1)</translation>
    </message>
    <message>
        <source>A copy of the event was saved to “%1”. The event stays open from its usual file.</source>
        <translation>Une copie de l’événement a été enregistrée dans « %1 ». L’événement reste ouvert depuis son fichier habituel.</translation>
    </message>
    <message>
        <source>Restoring a backup is a convenor action.</source>
        <translation>Restaurer une sauvegarde est une action du directeur.</translation>
    </message>
    <message>
        <source>Open a &amp;read-only view</source>
        <translation>Ouvrir une &amp;vue en lecture seule</translation>
    </message>
    <message>
        <source>The newest good backup of this event is from %1 (%2). Cardroom can continue from a copy of it, saved beside the file; the file that would not open is left as it is.</source>
        <translation>La sauvegarde valide la plus récente de cet événement date de %1 (%2). Cardroom peut reprendre à partir d’une copie de celle-ci, enregistrée à côté du fichier ; le fichier qui ne s’ouvre pas reste tel quel.</translation>
    </message>
    <message>
        <source>Continue from the &amp;backup</source>
        <translation>Reprendre à partir de la &amp;sauvegarde</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Final standings — winner: %1</source>
        <translation>Classement final — gagnant : %1</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Standings: no results yet</source>
        <translation>Classement : aucun résultat pour l’instant</translation>
    </message>
    <message>
        <source>Standings after game %1 of %2</source>
        <translation>Classement après la partie %1 sur %2</translation>
    </message>
    <message>
        <source>Standings after round %1 of %2</source>
        <translation>Classement après la manche %1 sur %2</translation>
    </message>
    <message>
        <source>Standings after game %1 of %2 (%3 of %4 tables)</source>
        <translation>Classement après la partie %1 sur %2 (%3 tables sur %4)</translation>
    </message>
    <message>
        <source>Standings after round %1 of %2 (%3 of %4 tables)</source>
        <translation>Classement après la manche %1 sur %2 (%3 tables sur %4)</translation>
    </message>
    <message>
        <source>District</source>
        <translation>District</translation>
    </message>
    <message>
        <source>Seal %1</source>
        <translation>Sceau %1</translation>
    </message>
    <message>
        <source>The standings appear here as the score sheets are signed.</source>
        <translation>Le classement s’affiche ici au fur et à mesure que les feuilles de score sont signées.</translation>
    </message>
    <message>
        <source>* level: playoff to come</source>
        <translation>* à égalité : barrage à venir</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Cardroom — results</source>
        <translation>Cardroom — résultats</translation>
    </message>
</context>
<context>
    <name>ChangePinDialog</name>
    <message>
        <source>Change the convenor PIN</source>
        <translation>Changer le code PIN du directeur</translation>
    </message>
    <message>
        <source>&amp;Current PIN:</source>
        <translation>Code PIN &amp;actuel :</translation>
    </message>
    <message>
        <source>&amp;New PIN:</source>
        <translation>&amp;Nouveau code PIN :</translation>
    </message>
    <message>
        <source>&amp;Repeat the new PIN:</source>
        <translation>&amp;Répétez le nouveau code PIN :</translation>
    </message>
    <message>
        <source>Change PIN</source>
        <translation>Changer le code PIN</translation>
    </message>
    <message>
        <source>The two new PINs differ. Type the same PIN twice.</source>
        <translation>Les deux nouveaux codes PIN sont différents. Tapez deux fois le même code.</translation>
    </message>
</context>
<context>
    <name>CheckMarksDialog</name>
    <message>
        <source>Check the record with the PIN</source>
        <translation>Vérifier le registre avec le code PIN</translation>
    </message>
    <message>
        <source>The convenor&apos;s PIN shows how far the record is vouched for by the convenor&apos;s key: a change made outside Cardroom after the key&apos;s last mark shows, even one that kept the audit log&apos;s chain whole.</source>
        <translation>Le code PIN du directeur montre jusqu’où le registre est garanti par la clé du directeur : une modification faite hors de Cardroom après la dernière marque de la clé apparaît, même si la chaîne du journal d’audit est restée intacte.</translation>
    </message>
    <message>
        <source>Convenor &amp;PIN:</source>
        <translation>Code PIN du di&amp;recteur :</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>Game %1 of %2 — Session %3</source>
        <translation>Partie %1 sur %2 — Séance %3</translation>
    </message>
    <message>
        <source>Round %1 of %2 — Session %3</source>
        <translation>Manche %1 sur %2 — Séance %3</translation>
    </message>
    <message>
        <source>Game %1 is next</source>
        <translation>Ensuite : partie %1</translation>
    </message>
    <message>
        <source>Round %1 is next</source>
        <translation>Ensuite : manche %1</translation>
    </message>
    <message>
        <source>Game %1 starts on %2 at %3</source>
        <translation>La partie %1 commence le %2 à %3</translation>
    </message>
    <message>
        <source>Round %1 starts on %2 at %3</source>
        <translation>La manche %1 commence le %2 à %3</translation>
    </message>
    <message>
        <source>Game %1 starts at %2</source>
        <translation>La partie %1 commence à %2</translation>
    </message>
    <message>
        <source>Round %1 starts at %2</source>
        <translation>La manche %1 commence à %2</translation>
    </message>
    <message>
        <source>Game %1 waits: nobody is seated for it yet</source>
        <translation>La partie %1 attend : personne n’y est encore placé</translation>
    </message>
    <message>
        <source>Round %1 waits: nobody is seated for it yet</source>
        <translation>La manche %1 attend : personne n’y est encore placé</translation>
    </message>
    <message>
        <source>Ends at %1</source>
        <translation>Fin à %1</translation>
    </message>
    <message>
        <source>Break — %1</source>
        <translation>Pause — %1</translation>
    </message>
    <message>
        <source>The clock is stopped</source>
        <translation>L’horloge est arrêtée</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>SUSPENDU</translation>
    </message>
    <message>
        <source>Finish the hand in play</source>
        <translation>Terminez la main en cours</translation>
    </message>
    <message>
        <source>Stop playing now</source>
        <translation>Arrêtez de jouer immédiatement</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Le temps est écoulé</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>TEMPS</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>WAITING</source>
        <translation>EN ATTENTE</translation>
    </message>
    <message>
        <source>Starts on %1 at %2</source>
        <translation>Début le %1 à %2</translation>
    </message>
    <message>
        <source>Starts at %1</source>
        <translation>Début à %1</translation>
    </message>
    <message>
        <source>Starting soon</source>
        <translation>Début dans quelques instants</translation>
    </message>
    <message>
        <source>READY</source>
        <translation>PRÊT</translation>
    </message>
    <message>
        <source>Session %1 is over</source>
        <translation>La séance %1 est terminée</translation>
    </message>
    <message>
        <source>Thank you for playing</source>
        <translation>Merci de votre participation</translation>
    </message>
    <message>
        <source>DAY OVER</source>
        <translation>FIN DE LA JOURNÉE</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>suspendue</translation>
    </message>
    <message>
        <source>End of the day</source>
        <translation>Fin de la journée</translation>
    </message>
    <message>
        <source>Session %1 is next</source>
        <translation>Ensuite : séance %1</translation>
    </message>
    <message>
        <source>Session %1 starts on %2 at %3</source>
        <translation>La séance %1 commence le %2 à %3</translation>
    </message>
    <message>
        <source>Session %1 starts at %2</source>
        <translation>La séance %1 commence à %2</translation>
    </message>
    <message>
        <source>Cardroom — clock</source>
        <translation>Cardroom — horloge</translation>
    </message>
    <message>
        <source>Cardroom — clock — %1</source>
        <translation>Cardroom — horloge — %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Cardroom: the officials&apos; desk for card-game tournaments.</source>
        <translation>Cardroom : le bureau des arbitres des tournois de cartes.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>open this event file (.cardroom)</source>
        <translation>ouvrir ce fichier d’événement (.cardroom)</translation>
    </message>
    <message>
        <source>the event file to open (.cardroom), as a double-click on it opens it; the same as --event</source>
        <translation>le fichier d’événement à ouvrir (.cardroom), comme l’ouvre un double-clic ; comme --event</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>afficher la version et quitter</translation>
    </message>
    <message>
        <source>open the demo event</source>
        <translation>ouvrir l’événement de démonstration</translation>
    </message>
    <message>
        <source>open the event offscreen, show every area, exit 0 only if all rendered cleanly</source>
        <translation>ouvrir l’événement hors écran, afficher chaque zone, quitter avec 0 seulement si tout s’affiche sans erreur</translation>
    </message>
    <message>
        <source>render each area to DIR/&lt;area&gt;.png</source>
        <translation>enregistrer chaque zone en image dans DOSSIER/&lt;zone&gt;.png</translation>
    </message>
    <message>
        <source>interface language, kept for the next starts as View ▸ Language keeps it</source>
        <translation>langue de l’interface, gardée pour les démarrages suivants comme le fait Affichage ▸ Langue</translation>
    </message>
    <message>
        <source>show only the clock display of --event FILE, read-only, beside the program that has it open (on another computer, use --connect)</source>
        <translation>afficher seulement l’horloge de --event FICHIER, en lecture seule, à côté du programme qui l’a ouvert (sur un autre ordinateur, utiliser --connect)</translation>
    </message>
    <message>
        <source>several computers</source>
        <translation>plusieurs ordinateurs</translation>
    </message>
    <message>
        <source>share --event FILE with the venue&apos;s other computers, without a window</source>
        <translation>partager --event FICHIER avec les autres ordinateurs de la salle, sans fenêtre</translation>
    </message>
    <message>
        <source>the port to share on (default 47600)</source>
        <translation>le port de partage (par défaut 47600)</translation>
    </message>
    <message>
        <source>with --serve, also serve the players&apos; page (their seats, the clock and the standings on their phones) on the next port</source>
        <translation>avec --serve, servir aussi la page des joueurs (leur place, l&apos;horloge et le classement sur leur téléphone) sur le port suivant</translation>
    </message>
    <message>
        <source>the 6-digit join code (default: a new one)</source>
        <translation>le code de connexion à 6 chiffres (par défaut : un nouveau)</translation>
    </message>
    <message>
        <source>the address to listen on (default: every network of this computer)</source>
        <translation>l’adresse d’écoute (par défaut : tous les réseaux de cet ordinateur)</translation>
    </message>
    <message>
        <source>join the event shared by another computer</source>
        <translation>rejoindre l’événement partagé par un autre ordinateur</translation>
    </message>
    <message>
        <source>what this computer is for, with --connect (default: display); the convenor&apos;s desk proves the convenor PIN, from the environment variable CARDROOM_PIN or --pin-file</source>
        <translation>ce qu’est cet ordinateur, avec --connect (par défaut : display) ; le bureau du directeur prouve le code PIN du directeur, pris dans la variable d’environnement CARDROOM_PIN ou --pin-file</translation>
    </message>
    <message>
        <source>with --connect and --role convenor (it asks to be chosen) or a scorekeeper the convenor chose: follow the owner without a window and, once it has not answered for --lost-seconds (and those chosen before this station have not taken over), take the event over and share it with the same join code on --port; the convenor PIN from the environment variable CARDROOM_PIN or --pin-file, the new file named by --event (default: in the documents folder)</source>
        <translation>avec --connect et --role convenor (il demande à être choisi) ou un marqueur choisi par le directeur : suivre l’ordinateur principal sans fenêtre et, dès qu’il ne répond plus depuis --lost-seconds (et que ceux choisis avant ce poste ne l’ont pas repris), reprendre l’événement et le partager avec le même code d’accès sur --port ; le code PIN du directeur pris dans la variable d’environnement CARDROOM_PIN ou --pin-file, le nouveau fichier nommé par --event (par défaut : dans le dossier des documents)</translation>
    </message>
    <message>
        <source>with --role convenor or --take-over, a file whose first line is the convenor PIN (never the PIN itself on the command line: other users of this computer can read it)</source>
        <translation>avec --role convenor ou --take-over, un fichier dont la première ligne est le code PIN du directeur (jamais le code PIN lui-même sur la ligne de commande : les autres utilisateurs de cet ordinateur peuvent la lire)</translation>
    </message>
    <message>
        <source>with --take-over, how long the owner stays silent before this station takes over (default 5)</source>
        <translation>avec --take-over, combien de secondes l’ordinateur principal peut rester muet avant que ce poste le reprenne (par défaut 5)</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SECONDES</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <source>HOST[:PORT]</source>
        <translation>HÔTE[:PORT]</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Entry undone</source>
        <translation>Saisie annulée</translation>
    </message>
    <message>
        <source>“%1” is a convenor action.</source>
        <translation>« %1 » est une action du directeur.</translation>
    </message>
</context>
<context>
    <name>ContractChooser</name>
    <message>
        <source>Which call?</source>
        <translation>Quelle annonce ?</translation>
    </message>
    <message>
        <source>%1 “%2” does not say which lone call was made. Which one was it?</source>
        <translation>%1 « %2 » ne dit pas quelle main seule a été annoncée. Laquelle était-ce ?</translation>
    </message>
    <message>
        <source>Arrow keys, then Enter; or press %1. Escape leaves the cell as it was.</source>
        <translation>Flèches, puis Entrée ; ou appuyez sur %1. Échap laisse la case telle qu’elle était.</translation>
    </message>
</context>
<context>
    <name>ConvenorDesk</name>
    <message>
        <source>Change &amp;PIN…</source>
        <translation>Changer le code &amp;PIN…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Defaults and floater</source>
        <translation>Forfaits et réserve</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Journal d’audit</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Check the &amp;record…</source>
        <translation>Vérifier le re&amp;gistre…</translation>
    </message>
    <message>
        <source>Check the record with the P&amp;IN…</source>
        <translation>Vérifier le registre avec le c&amp;ode PIN…</translation>
    </message>
    <message numerus="yes">
        <source>Changed outside Cardroom: %n finding(s). Check the record to see what and where.</source>
        <translation>
            <numerusform>Modifié hors de Cardroom : %n constat. Vérifiez le registre pour voir quoi et où.</numerusform>
            <numerusform>Modifié hors de Cardroom : %n constats. Vérifiez le registre pour voir quoi et où.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Record seal: %1 (%n entry(ies) in the audit log). Nothing to compare it with: no backup of this event is beside the file.</source>
        <translation>
            <numerusform>Sceau du registre : %1 (%n entrée au journal d’audit). Rien à quoi le comparer : aucune sauvegarde de cet événement n’est à côté du fichier.</numerusform>
            <numerusform>Sceau du registre : %1 (%n entrées au journal d’audit). Rien à quoi le comparer : aucune sauvegarde de cet événement n’est à côté du fichier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Record seal: %1 (%n entry(ies) in the audit log), as Cardroom wrote it.</source>
        <translation>
            <numerusform>Sceau du registre : %1 (%n entrée au journal d’audit), tel que Cardroom l’a écrit.</numerusform>
            <numerusform>Sceau du registre : %1 (%n entrées au journal d’audit), tel que Cardroom l’a écrit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Convenor mode is on (it ends after %n minute(s) without use).</source>
        <translation>
            <numerusform>Mode directeur activé (il prend fin après %n minute d’inactivité).</numerusform>
            <numerusform>Mode directeur activé (il prend fin après %n minutes d’inactivité).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Lock now</source>
        <translation>Verrouiller &amp;maintenant</translation>
    </message>
    <message>
        <source>Convenor mode is off: rulings ask for the PIN.</source>
        <translation>Mode directeur désactivé : les décisions demandent le code PIN.</translation>
    </message>
    <message>
        <source>Enter convenor &amp;mode…</source>
        <translation>Entrer en &amp;mode directeur…</translation>
    </message>
</context>
<context>
    <name>ConvenorMode</name>
    <message>
        <source>Convenor</source>
        <translation>Directeur</translation>
    </message>
    <message>
        <source>Enter convenor mode for penalties, defaults, playoffs and corrections.</source>
        <translation>Passez en mode directeur pour les pénalités, les forfaits, les barrages et les corrections.</translation>
    </message>
</context>
<context>
    <name>DefaultDialog</name>
    <message>
        <source>Default</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source> — defaulted</source>
        <translation> — forfait</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>A defaulted team (or player) leaves the standings; its opponents keep their results. From the next game the floater team takes its seats. Choose a player already defaulted to take the default back.</source>
        <translation>Une équipe (ou un joueur) déclarée forfait est retirée du classement ; ses adversaires gardent leurs résultats. À partir de la partie suivante, l’équipe de réserve prend ses places. Pour annuler un forfait, choisissez un joueur déjà déclaré forfait.</translation>
    </message>
    <message>
        <source>A defaulted player leaves the standings; the other players keep their results. Choose a player already defaulted to take the default back.</source>
        <translation>Un joueur déclaré forfait est retiré du classement ; les autres joueurs gardent leurs résultats. Choisissez un joueur déjà forfait pour annuler le forfait.</translation>
    </message>
    <message>
        <source>&amp;Player (team):</source>
        <translation>&amp;Joueur (équipe) :</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motif :</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Choose a player from the list.</source>
        <translation>Choisissez un joueur dans la liste.</translation>
    </message>
    <message>
        <source>Give the reason for the default.</source>
        <translation>Indiquez le motif du forfait.</translation>
    </message>
</context>
<context>
    <name>DefaultsPanel</name>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Defaulted at</source>
        <translation>Heure du forfait</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Forfaits</translation>
    </message>
    <message>
        <source>&amp;Default…</source>
        <translation>Dé&amp;clarer un forfait…</translation>
    </message>
    <message>
        <source>&amp;Take back the default</source>
        <translation>Ann&amp;uler le forfait</translation>
    </message>
    <message>
        <source>Floater team: %1 — plays in place of a missing or defaulted team and never ranks.</source>
        <translation>Équipe de réserve : %1 — joue à la place d’une équipe absente ou forfait et n’est jamais classée.</translation>
    </message>
    <message>
        <source>Marked as floaters, not yet a team: %1. Make them the floater team on the Players tab (New team…, Floater team) to fill in for a defaulted team.</source>
        <translation>Marqués comme réserve, mais pas encore en équipe : %1. Faites-en l’équipe de réserve dans l’onglet Joueurs (Nouvelle équipe…, Équipe de réserve) pour qu’elle remplace une équipe forfait.</translation>
    </message>
    <message>
        <source>Floaters (play in place of a missing or defaulted player, never rank): %1.</source>
        <translation>Réserve (joue à la place d’un joueur absent ou forfait, jamais classée) : %1.</translation>
    </message>
    <message>
        <source>No floater in this event.</source>
        <translation>Pas de joueur de réserve dans cet événement.</translation>
    </message>
    <message>
        <source>No floater team in this event.</source>
        <translation>Pas d’équipe de réserve dans cet événement.</translation>
    </message>
    <message>
        <source>Taking back a default is a convenor action.</source>
        <translation>Seul le directeur peut annuler un forfait.</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Toutes les manches</translation>
    </message>
    <message>
        <source>Day %1 (%2)</source>
        <translation>Jour %1 (%2)</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>Séance %1</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Place {place}</source>
        <translation>Place {place}</translation>
    </message>
    <message>
        <source>“{path}” is not a Cardroom event file. It was not opened and has not been changed.</source>
        <translation>« {path} » n’est pas un fichier d’événement Cardroom. Il n’a pas été ouvert et n’a pas été modifié.</translation>
    </message>
    <message>
        <source>“{path}” was written by a newer version of Cardroom (file format {file_version}, this version reads up to {known_version}). Please update Cardroom to open it. The file has not been changed.</source>
        <translation>« {path} » a été écrit par une version plus récente de Cardroom (format {file_version}, cette version lit jusqu’au format {known_version}). Mettez Cardroom à jour pour l’ouvrir. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <source>“{path}” is damaged and cannot be used safely ({detail}). It has not been changed. Open the newest backup of this event instead.</source>
        <translation>« {path} » est endommagé et ne peut pas être utilisé sans risque ({detail}). Il n’a pas été modifié. Ouvrez plutôt la sauvegarde la plus récente de cet événement.</translation>
    </message>
    <message>
        <source>“{path}” could not be opened: {detail}</source>
        <translation>« {path} » n’a pas pu être ouvert : {detail}</translation>
    </message>
    <message>
        <source>“{path}” is on a read-only disk or in a read-only folder, so Cardroom could not save a single entry to it. Copy the file to a folder you can write to (for example Documents) and open the copy. The file has not been changed.</source>
        <translation>« {path} » se trouve sur un disque ou dans un dossier en lecture seule : Cardroom ne pourrait y enregistrer aucune saisie. Copiez le fichier dans un dossier où l’on peut écrire (par exemple Documents) et ouvrez la copie. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <source>“{path}” could not be opened: the disk holding it is full, and Cardroom needs a little room beside the file to work. Free some space on that disk (or copy the file to another disk) and open it again. The file has not been changed.</source>
        <translation>« {path} » n’a pas pu être ouvert : le disque qui le contient est plein, et Cardroom a besoin d’un peu de place à côté du fichier pour travailler. Libérez de la place sur ce disque (ou copiez le fichier sur un autre disque), puis ouvrez-le à nouveau. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <source>“{path}” holds things Cardroom does not make ({detail}): it may have been changed by another program. It was not opened and has not been changed.</source>
        <translation>« {path} » contient des éléments que Cardroom ne crée pas ({detail}) : il a peut-être été modifié par un autre programme. Il n’a pas été ouvert et n’a pas été modifié.</translation>
    </message>
    <message>
        <source>“{path}” is marked as a Cardroom event file but lacks part of one ({detail}). It was not opened and has not been changed. Open the newest backup of this event instead.</source>
        <translation>« {path} » est marqué comme fichier d’événement Cardroom mais il lui en manque une partie ({detail}). Il n’a pas été ouvert et n’a pas été modifié. Ouvrez plutôt la sauvegarde la plus récente de cet événement.</translation>
    </message>
    <message>
        <source>Beside “{path}” lies a change journal (“{journal}”) that belongs to another copy of this event, to a later state of it than the file holds, or to another event: if it were opened, that journal would be written into this file. Nothing was opened or changed. If you put a backup or a copy in place of the event file, move “{journal}” out of the folder (keep it: it holds what was entered after that copy was made) and open the event again.</source>
        <translation>À côté de « {path} » se trouve un journal de modifications (« {journal} ») qui appartient à une autre copie de cet événement, à un état plus récent que celui du fichier, ou à un autre événement : à l’ouverture, ce journal serait écrit dans ce fichier. Rien n’a été ouvert ni modifié. Si vous avez mis une sauvegarde ou une copie à la place du fichier de l’événement, déplacez « {journal} » hors du dossier (gardez-le : il contient ce qui a été saisi après cette copie) et ouvrez à nouveau l’événement.</translation>
    </message>
    <message>
        <source>Beside “{path}” lies “{name}”, which is not a file Cardroom made (a folder, a pipe, a device or a link). Nothing was opened or changed. Move “{name}” out of the folder and open the event again.</source>
        <translation>À côté de « {path} » se trouve « {name} », qui n’est pas un fichier créé par Cardroom (un dossier, un tube, un périphérique ou un lien). Rien n’a été ouvert ni modifié. Déplacez « {name} » hors du dossier et ouvrez à nouveau l’événement.</translation>
    </message>
    <message>
        <source>“{path}” exists already. Choose another name: Cardroom never overwrites an event file.</source>
        <translation>« {path} » existe déjà. Choisissez un autre nom : Cardroom n’écrase jamais un fichier d’événement.</translation>
    </message>
    <message>
        <source>{where}: {message}</source>
        <translation>{where} : {message}</translation>
    </message>
    <message numerus="yes">
        <source>The sheet has %n problem(s):</source>
        <translation>
            <numerusform>La feuille comporte %n problème :</numerusform>
            <numerusform>La feuille comporte %n problèmes :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheet has %n problem(s): {problems}</source>
        <translation>
            <numerusform>La feuille comporte %n problème : {problems}</numerusform>
            <numerusform>La feuille comporte %n problèmes : {problems}</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: nothing was saved.</source>
        <translation>Annulé : rien n’a été enregistré.</translation>
    </message>
    <message>
        <source>Table {table}’s sheet is signed. To correct it, the convenor unlocks it and gives a reason.</source>
        <translation>La feuille de la table {table} est signée. Pour la corriger, le directeur la déverrouille et indique un motif.</translation>
    </message>
    <message>
        <source>The sheet is not finished: write every hand (deal, round) before signing. If time was called, mark the last hand played.</source>
        <translation>La feuille n’est pas terminée : écrivez chaque main (donne, manche) avant de signer. Si la fin du temps a été annoncée, indiquez la dernière main jouée.</translation>
    </message>
    <message>
        <source>This change could not be saved: the event file “{path}” or its folder is read-only. Your entry is still on screen. Make the file writable (or save a copy elsewhere with File ▸ Save a copy to… and open that), then try again.</source>
        <translation>Ce changement n’a pas pu être enregistré : le fichier de l’événement « {path} » ou son dossier est en lecture seule. Votre saisie est toujours à l’écran. Rendez le fichier modifiable (ou enregistrez une copie ailleurs avec Fichier ▸ Enregistrer une copie sous… et ouvrez-la), puis réessayez.</translation>
    </message>
    <message>
        <source>This change could not be saved: the disk holding “{path}” is full. Everything saved before it is safe in the file; this change is not made, and your entry is still on screen. Free some space on that disk, then try again.</source>
        <translation>Ce changement n’a pas pu être enregistré : le disque qui contient « {path} » est plein. Tout ce qui a été enregistré avant est en sûreté dans le fichier ; ce changement n’est pas fait, et votre saisie est toujours à l’écran. Libérez de la place sur ce disque, puis réessayez.</translation>
    </message>
    <message>
        <source>This change could not be saved to “{path}” ({detail}). Your entry is still on screen: check the disk or USB stick, then try again.</source>
        <translation>Ce changement n’a pas pu être enregistré dans « {path} » ({detail}). Votre saisie est toujours à l’écran : vérifiez le disque ou la clé USB, puis réessayez.</translation>
    </message>
    <message>
        <source>The event file “{path}” was moved, renamed or deleted while it was open, so nothing more is written to it. Everything entered is still here: use File ▸ Save a copy to… to keep it in a new file, and carry on from that copy.</source>
        <translation>Le fichier de l’événement « {path} » a été déplacé, renommé ou supprimé pendant qu’il était ouvert : plus rien n’y est écrit. Tout ce qui a été saisi est encore là : utilisez Fichier ▸ Enregistrer une copie sous… pour le garder dans un nouveau fichier, et continuez à partir de cette copie.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Un joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>This name is made only of invisible characters (such as zero-width spaces or direction marks), so nobody could read it on a list: type a name with letters you can see.</source>
        <translation>Ce nom n’est fait que de caractères invisibles (espaces de largeur nulle, marques de direction…), personne ne pourrait le lire sur une liste : tapez un nom avec des lettres visibles.</translation>
    </message>
    <message>
        <source>A name can have at most {maximum} characters.</source>
        <translation>Un nom compte au plus {maximum} caractères.</translation>
    </message>
    <message>
        <source>Player number “{value}” is not valid: use a whole number from 1 to 9999.</source>
        <translation>Le numéro de joueur « {value} » n’est pas valable : utilisez un nombre entier de 1 à 9999.</translation>
    </message>
    <message>
        <source>The number of tables</source>
        <translation>Le nombre de tables</translation>
    </message>
    <message>
        <source>The number of days</source>
        <translation>Le nombre de jours</translation>
    </message>
    <message>
        <source>The number of sessions</source>
        <translation>Le nombre de séances</translation>
    </message>
    <message>
        <source>The number of games per session</source>
        <translation>Le nombre de parties par séance</translation>
    </message>
    <message>
        <source>The length of a game in minutes</source>
        <translation>La durée d’une partie en minutes</translation>
    </message>
    <message>
        <source>The length of a break in minutes</source>
        <translation>La durée d’une pause en minutes</translation>
    </message>
    <message>
        <source>{field} must be a whole number from {low} to {high}.</source>
        <translation>{field} doit être un nombre entier de {low} à {high}.</translation>
    </message>
    <message numerus="yes">
        <source>This game is played in at least %n session(s) a day (each starts with the district partners together), not {sessions}. Choose %n session(s) a day or more; no event file was made.</source>
        <translation>
            <numerusform>Ce jeu se joue en au moins %n séance par jour (chacune commence avec les partenaires de district ensemble), pas {sessions}. Choisissez au moins %n séance par jour ; aucun fichier d’événement n’a été créé.</numerusform>
            <numerusform>Ce jeu se joue en au moins %n séances par jour (chacune commence avec les partenaires de district ensemble), pas {sessions}. Choisissez au moins %n séances par jour ; aucun fichier d’événement n’a été créé.</numerusform>
        </translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>L’événement doit avoir un nom.</translation>
    </message>
    <message>
        <source>Number {number} is already {name}’s. Each player needs their own number.</source>
        <translation>Le numéro {number} est déjà celui de {name}. Chaque joueur a son propre numéro.</translation>
    </message>
    <message>
        <source>An edit changes only a player’s name, number, district, team and floater mark; a default is a ruling, made on the convenor desk.</source>
        <translation>Une modification ne change que le nom, le numéro, le district, l’équipe et la marque de réserve d’un joueur ; un forfait est une décision, prise au bureau du directeur.</translation>
    </message>
    <message>
        <source>That team does not exist.</source>
        <translation>Cette équipe n’existe pas.</translation>
    </message>
    <message>
        <source>“{name}” is already the floater team, and an event has one floater team. Untick “Floater team” on “{name}” first (Edit team), then mark this one.</source>
        <translation>« {name} » est déjà l’équipe de réserve, et un événement n’a qu’une équipe de réserve. Décochez d’abord « Équipe de réserve » pour « {name} » (Modifier l’équipe), puis cochez-la pour celle-ci.</translation>
    </message>
    <message>
        <source>{name} has been seated or has results in this event, so they cannot be removed. Mark them as defaulted instead.</source>
        <translation>{name} a déjà été placé(e) ou a des résultats dans cet événement et ne peut donc pas être retiré(e). Déclarez plutôt un forfait.</translation>
    </message>
    <message>
        <source>A team needs a name.</source>
        <translation>Une équipe doit avoir un nom.</translation>
    </message>
    <message>
        <source>A player appears twice in the team.</source>
        <translation>Un joueur figure deux fois dans l’équipe.</translation>
    </message>
    <message>
        <source>A team in a partner game has two players.</source>
        <translation>Dans un jeu en partenariat, une équipe compte deux joueurs.</translation>
    </message>
    <message>
        <source>{name} is already in another team.</source>
        <translation>{name} fait déjà partie d’une autre équipe.</translation>
    </message>
    <message>
        <source>Team {name} has penalties recorded, so it cannot be removed.</source>
        <translation>L’équipe {name} a des pénalités enregistrées et ne peut donc pas être supprimée.</translation>
    </message>
    <message>
        <source>“{value}” is not a time of day.</source>
        <translation>« {value} » n’est pas une heure valable.</translation>
    </message>
    <message>
        <source>There is no session {value} in this event.</source>
        <translation>Il n’y a pas de séance {value} dans cet événement.</translation>
    </message>
    <message>
        <source>This sheet is already signed.</source>
        <translation>Cette feuille est déjà signée.</translation>
    </message>
    <message>
        <source>Type the opposing team’s initials (1 to 8 letters) to sign.</source>
        <translation>Tapez les initiales de l’équipe adverse (1 à 8 lettres) pour signer.</translation>
    </message>
    <message>
        <source>Only a signed sheet needs unlocking.</source>
        <translation>Seule une feuille signée peut être déverrouillée.</translation>
    </message>
    <message>
        <source>A sheet is written as a list of rows, each with its number, dealer, declarers, contract, tricks and detail; {value} is not one. Nothing was changed.</source>
        <translation>Une feuille s’écrit comme une liste de lignes, chacune avec son numéro, le donneur, les déclarants, le contrat, les levées et le détail ; {value} n’en est pas une. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Row {row} of the sheet: {value} is not a possible {column}. Nothing was changed.</source>
        <translation>Ligne {row} de la feuille : {value} n’est pas une valeur possible pour {column}. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Row {row} is on the sheet twice. Nothing was changed.</source>
        <translation>La ligne {row} figure deux fois sur la feuille. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>These rows cannot be read as a sheet of this game. Nothing was changed.</source>
        <translation>Ces lignes ne peuvent pas se lire comme une feuille de ce jeu. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>“{value}” is not a state of a sheet (empty, in_progress, complete, signed or disputed).</source>
        <translation>« {value} » n’est pas un état de feuille (empty, in_progress, complete, signed ou disputed).</translation>
    </message>
    <message>
        <source>Time is called after a hand given by its number, a whole number from 0 to {high}, not {value}.</source>
        <translation>La fin du temps se donne par le numéro d’une main, un nombre entier de 0 à {high}, pas {value}.</translation>
    </message>
    <message>
        <source>There is no game {value} in this event.</source>
        <translation>Il n’y a pas de partie {value} dans cet événement.</translation>
    </message>
    <message>
        <source>{value} is not a sheet of this event&apos;s game. Nothing was changed.</source>
        <translation>{value} n’est pas une feuille du jeu de cet événement. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Write why the signed sheet is being corrected.</source>
        <translation>Indiquez pourquoi la feuille signée est corrigée.</translation>
    </message>
    <message>
        <source>{name}&apos;s renonce in this round was already given by the convenor (a penalty at table {table}): a renonce counts once. Leave it off the sheet, or revoke the penalty in the Penalties tab first.</source>
        <translation>La renonce de {name} dans cette manche a déjà été infligée par l’arbitre (pénalité à la table {table}) : une renonce ne compte qu’une fois. Ne l’inscrivez pas sur la feuille, ou révoquez d’abord la pénalité dans l’onglet Pénalités.</translation>
    </message>
    <message>
        <source>Write what the tables disagree about.</source>
        <translation>Indiquez l’objet du désaccord entre les tables.</translation>
    </message>
    <message>
        <source>Table {table} has no sheet in this game yet.</source>
        <translation>La table {table} n’a pas encore de feuille dans cette partie.</translation>
    </message>
    <message>
        <source>Give the reason for the default.</source>
        <translation>Indiquez le motif du forfait.</translation>
    </message>
    <message>
        <source>There is no player {value} in this event.</source>
        <translation>Il n’y a pas de joueur {value} dans cet événement.</translation>
    </message>
    <message>
        <source>There is no team {value} in this event.</source>
        <translation>Il n’y a pas d’équipe {value} dans cet événement.</translation>
    </message>
    <message>
        <source>A default takes out one team at a time: these players are in different teams.</source>
        <translation>Un forfait retire une seule équipe à la fois : ces joueurs sont dans des équipes différentes.</translation>
    </message>
    <message>
        <source>This penalty is not revoked.</source>
        <translation>Cette pénalité n’est pas annulée.</translation>
    </message>
    <message>
        <source>This game penalises players one by one: choose the offending player.</source>
        <translation>Dans ce jeu, une pénalité vise un seul joueur : choisissez le joueur en faute.</translation>
    </message>
    <message>
        <source>Nobody sits at table {table} in that game.</source>
        <translation>Personne n’est assis à la table {table} dans cette partie.</translation>
    </message>
    <message>
        <source>This game does not double a repeat offence: record the penalty&apos;s own points.</source>
        <translation>Ce jeu ne double pas une pénalité en cas de récidive : inscrivez les points de la pénalité elle-même.</translation>
    </message>
    <message>
        <source>{name} has no earlier penalty for this infraction in the event: only a repeat is doubled.</source>
        <translation>{name} n’a encore reçu aucune pénalité pour cette infraction dans l’événement : seule une récidive est doublée.</translation>
    </message>
    <message>
        <source>{name} is not among the players this penalty is for.</source>
        <translation>{name} ne fait pas partie des joueurs visés par cette pénalité.</translation>
    </message>
    <message>
        <source>{name}&apos;s renonce is already written on the sheet of table {table}, deal {deal} ({points} points and a fine): a renonce counts once. Correct it on the sheet.</source>
        <translation>La renonce de {name} est déjà inscrite sur la feuille de la table {table}, donne {deal} ({points} points et une amende) : une renonce ne compte qu’une fois. Corrigez-la sur la feuille.</translation>
    </message>
    <message>
        <source>A fine is a whole number, 0 or more, not “{value}”.</source>
        <translation>Une amende est un nombre entier, 0 ou plus, pas « {value} ».</translation>
    </message>
    <message>
        <source>A penalty names the offending player or team.</source>
        <translation>Une pénalité doit indiquer le joueur ou l’équipe en faute.</translation>
    </message>
    <message>
        <source>{name} did not play at table {table} in that game.</source>
        <translation>{name} n’a pas joué à la table {table} dans cette partie.</translation>
    </message>
    <message>
        <source>Give the reason for revoking the penalty.</source>
        <translation>Indiquez la raison pour laquelle la pénalité est annulée.</translation>
    </message>
    <message>
        <source>This penalty is already revoked.</source>
        <translation>Cette pénalité est déjà annulée.</translation>
    </message>
    <message>
        <source>There is no table {value} in this event.</source>
        <translation>Il n’y a pas de table {value} dans cet événement.</translation>
    </message>
    <message>
        <source>A playoff ranks two or more different teams or players.</source>
        <translation>Un barrage doit classer au moins deux équipes ou deux joueurs différents.</translation>
    </message>
    <message>
        <source>“{name}” cannot be used as a file name: “{word}” is the name of a device on Windows, so the file could not be made or opened there. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : « {word} » est le nom d’un périphérique sous Windows, où le fichier ne pourrait être ni créé ni ouvert. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>“{name}” cannot be used as a file name: Windows and USB sticks do not allow {characters} in a name. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : Windows et les clés USB n’acceptent pas {characters} dans un nom. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>“{name}” cannot be used as a file name: it holds an invisible control character (a tab or a line break, for example), which Windows and USB sticks do not allow. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : il contient un caractère de contrôle invisible (une tabulation ou un saut de ligne, par exemple), que Windows et les clés USB n’acceptent pas. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>“{name}” cannot be used as a file name: Windows and USB sticks do not allow a name that ends with a dot or a space. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : Windows et les clés USB n’acceptent pas un nom qui se termine par un point ou une espace. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>“{name}” cannot be used as a file name: the name before “{suffix}” ends with a dot or a space, which Windows and USB sticks do not allow at the end of a name. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : le nom avant « {suffix} » se termine par un point ou une espace, que Windows et les clés USB n’acceptent pas en fin de nom. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>it is not a file but a device or a pipe</source>
        <translation>ce n’est pas un fichier mais un périphérique ou un tube</translation>
    </message>
    <message>
        <source>Unknown game “{value}”. Cardroom runs: {allowed}.</source>
        <translation>Jeu inconnu « {value} ». Cardroom gère : {allowed}.</translation>
    </message>
    <message>
        <source>“{key}” is not a rule of {game}. Its rules are: {allowed}.</source>
        <translation>« {key} » n’est pas une règle du jeu {game}. Ses règles sont : {allowed}.</translation>
    </message>
    <message>
        <source>The club scales are a table of scales by name.</source>
        <translation>Les barèmes du club doivent être une liste de barèmes, chacun sous son nom.</translation>
    </message>
    <message>
        <source>A game has 8 hands (each player deals twice) or 4 (each deals once), not {value}: with any other number the players do not deal alike.</source>
        <translation>Une partie compte 8 mains (chaque joueur donne deux fois) ou 4 (chacun donne une fois), pas {value} : avec un autre nombre, les joueurs ne donnent pas autant les uns que les autres.</translation>
    </message>
    <message>
        <source>Deals per round are given for tables of 4, 5 and 6 players, each 1 to 60 (for example 16, 20 and 24).</source>
        <translation>Le nombre de donnes par manche s’indique pour les tables de 4, 5 et 6 joueurs, chacun de 1 à 60 (par exemple 16, 20 et 24).</translation>
    </message>
    <message>
        <source>{key} is yes or no, not “{value}”.</source>
        <translation>{key} vaut oui ou non, pas « {value} ».</translation>
    </message>
    <message>
        <source>“{value}” is not allowed for {key}: choose {allowed}.</source>
        <translation>« {value} » n’est pas permis pour {key} : choisissez {allowed}.</translation>
    </message>
    <message>
        <source>{key} must be a whole number from {low} to {high}, not “{value}”.</source>
        <translation>{key} doit être un nombre entier de {low} à {high}, pas « {value} ».</translation>
    </message>
    <message>
        <source>“{value}” does not say which lone call was made: write CALL2 (call for two hand), CALL1 (call for one hand) or MOON (moonshot).</source>
        <translation>« {value} » ne dit pas quelle main seule a été annoncée : écrivez CALL2 (annonce pour deux mains), CALL1 (annonce d’une main) ou MOON (cavalier seul).</translation>
    </message>
    <message>
        <source>Contract “{value}” is not valid. Write a bid of 2 to 8 followed by C, D, H, S or NT (for example 3H or 5NT), or CALL2, CALL1 or MOON.</source>
        <translation>Le contrat « {value} » n’est pas valable. Écrivez une enchère de 2 à 8 suivie de C, D, H, S ou NT (par exemple 3H ou 5NT), ou CALL2, CALL1 ou MOON.</translation>
    </message>
    <message>
        <source>Renege “{value}” is not valid: it is either none, the bidders or the defenders.</source>
        <translation>Renonce « {value} » non valable : c’est soit aucune, soit les preneurs, soit les défenseurs.</translation>
    </message>
    <message>
        <source>Tricks taken by the bidders must be a whole number from 0 to {maximum}, not “{value}”: a hand has {maximum} tricks.</source>
        <translation>Les levées des preneurs doivent être un nombre entier de 0 à {maximum}, pas « {value} » : une main compte {maximum} levées.</translation>
    </message>
    <message>
        <source>Hand {row}</source>
        <translation>Main {row}</translation>
    </message>
    <message>
        <source>Time can be called after hand 0 to {maximum}, not after hand {value}.</source>
        <translation>La fin du temps peut être annoncée après les mains 0 à {maximum}, pas après la main {value}.</translation>
    </message>
    <message>
        <source>Time cannot be called after hand 0: this event&apos;s rule is to finish the hand in play, so at least hand 1 is played and scored.</source>
        <translation>Le temps ne peut pas être écoulé après la main 0 : la règle de cet événement est de terminer la main en cours, donc la main 1 au moins est jouée et comptée.</translation>
    </message>
    <message>
        <source>written twice.</source>
        <translation>écrite deux fois.</translation>
    </message>
    <message>
        <source>empty, but a later hand is filled in.</source>
        <translation>vide, alors qu’une main suivante est remplie.</translation>
    </message>
    <message>
        <source>time was called after hand {limit}; no later hand counts.</source>
        <translation>la fin du temps a été annoncée après la main {limit} ; les mains suivantes ne comptent pas.</translation>
    </message>
    <message>
        <source>a game has {limit} hands at most.</source>
        <translation>une partie compte au plus {limit} mains.</translation>
    </message>
    <message>
        <source>A penalty must name the pair NS or EW and deduct 0 points or more.</source>
        <translation>Une pénalité doit indiquer la paire NS ou EO et retirer 0 point ou plus.</translation>
    </message>
    <message>
        <source>The moving pair is NS or EW, not “{value}”.</source>
        <translation>La paire qui se déplace est NS ou EO, pas « {value} ».</translation>
    </message>
    <message>
        <source>the dealer is {expected} by rotation, not {value}.</source>
        <translation>d’après la rotation, le donneur est {expected}, pas {value}.</translation>
    </message>
    <message>
        <source>the bidder’s seat is missing or wrong: write N, E, S or W.</source>
        <translation>la place du preneur manque ou est fausse : écrivez N, E, S ou O.</translation>
    </message>
    <message>
        <source>the contract is missing.</source>
        <translation>le contrat manque.</translation>
    </message>
    <message>
        <source>the bidders’ tricks are missing.</source>
        <translation>les levées des preneurs manquent.</translation>
    </message>
    <message>
        <source>The seat “{value}” does not exist: write N, E, S or W.</source>
        <translation>La place « {value} » n’existe pas : écrivez N, E, S ou O.</translation>
    </message>
    <message>
        <source>Each table needs its moving pair: {tables} tables, {movers} given.</source>
        <translation>Chaque table doit indiquer sa paire qui se déplace : {tables} tables, {movers} indiquées.</translation>
    </message>
    <message>
        <source>Table {table} must have 4 players, not {count}.</source>
        <translation>La table {table} doit avoir 4 joueurs, pas {count}.</translation>
    </message>
    <message>
        <source>Table {table}: the moving pair is NS or EW, not “{value}”.</source>
        <translation>Table {table} : la paire qui se déplace est NS ou EO, pas « {value} ».</translation>
    </message>
    <message>
        <source>{player} is seated twice.</source>
        <translation>{player} est placé(e) deux fois.</translation>
    </message>
    <message>
        <source>A session starts with an even number of teams, not {count}: the floater team fills in.</source>
        <translation>Une séance commence avec un nombre pair d’équipes, pas {count} : l’équipe de réserve complète.</translation>
    </message>
    <message>
        <source>A team appears twice.</source>
        <translation>Une équipe figure deux fois.</translation>
    </message>
    <message>
        <source>No column is headed Name: the first line should name the columns, e.g. No., Name, District, Partner.</source>
        <translation>Aucune colonne n’a pour titre Nom : la première ligne doit nommer les colonnes, par exemple N°, Nom, Club, Partenaire.</translation>
    </message>
    <message>
        <source>No column is read as the players’ names: choose Name for the column that holds them.</source>
        <translation>Aucune colonne n’est lue comme le nom des joueurs : choisissez Nom pour la colonne qui les contient.</translation>
    </message>
    <message>
        <source>The headings on line 1 ({headings}) were not recognised, so no column is headed Name or No.: the first line should name the columns, e.g. No., Name, District, Partner.</source>
        <translation>Les titres de la ligne 1 ({headings}) n’ont pas été reconnus : aucune colonne n’a donc pour titre Nom ou N°. La première ligne doit nommer les colonnes, par exemple N°, Nom, Club, Partenaire.</translation>
    </message>
    <message>
        <source>No column is headed Name or No.; without headings the players’ numbers are read from the second column, but they are in column {column}: the first line should name the columns, e.g. No., Name, District, Partner.</source>
        <translation>Aucune colonne n’a pour titre Nom ou N° ; sans titres, les numéros des joueurs sont lus dans la deuxième colonne, mais ils sont dans la colonne {column} : la première ligne doit nommer les colonnes, par exemple N°, Nom, Club, Partenaire.</translation>
    </message>
    <message>
        <source>line {line}: {name} is the only player of team “{team}” in the file, but a team in a partner game is two players; {name} is imported without a team</source>
        <translation>ligne {line} : {name} est le seul joueur de l’équipe « {team} » dans le fichier, mais une équipe d’un jeu à partenaires compte deux joueurs ; {name} est importé sans équipe</translation>
    </message>
    <message>
        <source>lines {lines}: team “{team}” has {count} players in the file, but a team in a partner game is two players; they are imported without a team</source>
        <translation>lignes {lines} : l’équipe « {team} » compte {count} joueurs dans le fichier, mais une équipe d’un jeu à partenaires compte deux joueurs ; ils sont importés sans équipe</translation>
    </message>
    <message>
        <source>line {line}: {name} names {partner} as partner, but the Team column puts {name} in team “{team}” without {partner}; the Team column is followed</source>
        <translation>ligne {line} : {name} donne {partner} comme partenaire, mais la colonne Équipe met {name} dans l’équipe « {team} » sans {partner} ; c’est la colonne Équipe qui est suivie</translation>
    </message>
    <message>
        <source>line {line}: {name} names “{partner}” as partner, who is not in the file; imported without a partner</source>
        <translation>ligne {line} : {name} donne « {partner} » comme partenaire, qui n’est pas dans le fichier ; importé sans partenaire</translation>
    </message>
    <message>
        <source>line {line}: {name} names themself as partner; imported without a partner</source>
        <translation>ligne {line} : {name} se donne comme son propre partenaire ; importé sans partenaire</translation>
    </message>
    <message>
        <source>line {line}: {name} names “{partner}” as partner, but lines {lines} both have that name; imported without a partner</source>
        <translation>ligne {line} : {name} donne « {partner} » comme partenaire, mais les lignes {lines} portent toutes deux ce nom ; importé sans partenaire</translation>
    </message>
    <message>
        <source>line {line}: {name} names {partner} as partner, but {partner} names {third}; imported without a partner</source>
        <translation>ligne {line} : {name} donne {partner} comme partenaire, mais {partner} donne {third} ; importé sans partenaire</translation>
    </message>
    <message>
        <source>line {line}: the Floater cell “{value}” is neither yes nor no; {name} is imported as an ordinary player</source>
        <translation>ligne {line} : la case Réserve « {value} » ne dit ni oui ni non ; {name} est importé comme un joueur ordinaire</translation>
    </message>
    <message>
        <source>line {line}: {name} is marked as a floater but has no partner, and the floater team is two players; {name} is imported marked as a floater, without a team</source>
        <translation>ligne {line} : {name} est marqué comme réserve mais n’a pas de partenaire, et l’équipe de réserve compte deux joueurs ; {name} est importé marqué comme réserve, sans équipe</translation>
    </message>
    <message>
        <source>lines {lines}: team “{team}” is marked as the floater team, but {floater} already is, and an event has one floater team; “{team}” is imported as an ordinary team</source>
        <translation>lignes {lines} : l’équipe « {team} » est marquée comme équipe de réserve, mais {floater} l’est déjà, et un événement n’a qu’une équipe de réserve ; « {team} » est importée comme une équipe ordinaire</translation>
    </message>
    <message>
        <source>The file has more than {maximum} lines; only the first are read.</source>
        <translation>Le fichier a plus de {maximum} lignes ; seules les premières sont lues.</translation>
    </message>
    <message>
        <source>the name is missing</source>
        <translation>le nom manque</translation>
    </message>
    <message>
        <source>the number “{value}” is not a whole number from 1 to 9999</source>
        <translation>le numéro « {value} » n’est pas un nombre entier de 1 à 9999</translation>
    </message>
    <message>
        <source>number {number} is already {name}’s in this event</source>
        <translation>le numéro {number} est déjà celui de {name} dans cet événement</translation>
    </message>
    <message>
        <source>number {number} is used on line {other} too</source>
        <translation>le numéro {number} est aussi utilisé à la ligne {other}</translation>
    </message>
    <message>
        <source>Tricks taken by the makers must be a whole number from 0 to {maximum}, not “{value}”: a hand has {maximum} tricks.</source>
        <translation>Les levées des preneurs doivent être un nombre entier de 0 à {maximum}, pas « {value} » : une main compte {maximum} levées.</translation>
    </message>
    <message>
        <source>missing or written twice.</source>
        <translation>manquante ou écrite deux fois.</translation>
    </message>
    <message>
        <source>the game was over after hand {over}; no later hand counts.</source>
        <translation>la partie était terminée après la main {over} ; les mains suivantes ne comptent pas.</translation>
    </message>
    <message>
        <source>the makers are missing: write NS or EW.</source>
        <translation>les preneurs manquent : écrivez NS ou EO.</translation>
    </message>
    <message>
        <source>the dealer is N, E, S or W.</source>
        <translation>le donneur est N, E, S ou O.</translation>
    </message>
    <message>
        <source>the makers’ tricks are missing.</source>
        <translation>les levées des preneurs manquent.</translation>
    </message>
    <message>
        <source>The game was over after hand {over}: time cannot have been called after hand {value}.</source>
        <translation>La partie était terminée après la main {over} : la fin du temps ne peut pas avoir été annoncée après la main {value}.</translation>
    </message>
    <message>
        <source>Time can be called after hand 1 to {maximum}, not after hand {value}: the hand in play when time is called is finished.</source>
        <translation>La fin du temps peut être annoncée après les mains 1 à {maximum}, pas après la main {value} : la main en cours à l’annonce est terminée.</translation>
    </message>
    <message>
        <source>Round {row}</source>
        <translation>Manche {row}</translation>
    </message>
    <message>
        <source>Card “{value}” does not exist: the cards are numbered {low} to {high}.</source>
        <translation>La carte « {value} » n’existe pas : les cartes sont numérotées de {low} à {high}.</translation>
    </message>
    <message>
        <source>A 6 nimmt qualifier takes {low} to {high} players (selection tables of 6 at most, one winner each, and a final table of 6), not {value}.</source>
        <translation>Une sélection de 6 qui prend! se joue de {low} à {high} joueurs (tables de sélection de 6 au plus, un gagnant par table, et une table finale de 6), pas {value}.</translation>
    </message>
    <message>
        <source>A table has 2 to 10 players, not {value}.</source>
        <translation>Une table compte de 2 à 10 joueurs, pas {value}.</translation>
    </message>
    <message>
        <source>A table plays {maximum} rounds before any extra round, not {value}.</source>
        <translation>Une table joue {maximum} manches avant toute manche supplémentaire, pas {value}.</translation>
    </message>
    <message>
        <source>every player of the table plays a regular round.</source>
        <translation>une manche normale est jouée par tous les joueurs de la table.</translation>
    </message>
    <message>
        <source>the players are table places 1 to {maximum}, each once.</source>
        <translation>les joueurs sont les places 1 à {maximum} de la table, chacune une seule fois.</translation>
    </message>
    <message>
        <source>card {value} is written twice.</source>
        <translation>la carte {value} est écrite deux fois.</translation>
    </message>
    <message>
        <source>place {place}: bullheads are a whole number, 0 or more, not “{value}”.</source>
        <translation>place {place} : les têtes de bœuf sont un nombre entier, 0 ou plus, pas « {value} ».</translation>
    </message>
    <message numerus="yes">
        <source>place {place}: %n bullhead(s) written, but the cards taken hold {computed}.</source>
        <translation>
            <numerusform>place {place} : %n tête de bœuf est écrite, mais les cartes ramassées en comptent {computed}.</numerusform>
            <numerusform>place {place} : %n têtes de bœuf sont écrites, mais les cartes ramassées en comptent {computed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bullhead(s) in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</source>
        <translation>
            <numerusform>%n tête de bœuf en tout, mais {players} joueurs en ramassent au moins {minimum} par manche : il ne reste jamais plus de 20 cartes dans les rangées.</numerusform>
            <numerusform>%n têtes de bœuf en tout, mais {players} joueurs en ramassent au moins {minimum} par manche : il ne reste jamais plus de 20 cartes dans les rangées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bullhead(s) in all, but {players} players cannot take more than {maximum} in a round.</source>
        <translation>
            <numerusform>%n tête de bœuf au total, mais {players} joueurs ne peuvent pas en ramasser plus de {maximum} en une manche.</numerusform>
            <numerusform>%n têtes de bœuf au total, mais {players} joueurs ne peuvent pas en ramasser plus de {maximum} en une manche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) taken in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</source>
        <translation>
            <numerusform>%n carte ramassée en tout, mais {players} joueurs en ramassent au moins {minimum} par manche : il ne reste jamais plus de 20 cartes dans les rangées.</numerusform>
            <numerusform>%n cartes ramassées en tout, mais {players} joueurs en ramassent au moins {minimum} par manche : il ne reste jamais plus de 20 cartes dans les rangées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) taken in all, but {players} players take at most {maximum} in a round: every row keeps at least its last card.</source>
        <translation>
            <numerusform>%n carte ramassée en tout, mais {players} joueurs en ramassent au plus {maximum} par manche : chaque rangée garde au moins sa dernière carte.</numerusform>
            <numerusform>%n cartes ramassées en tout, mais {players} joueurs en ramassent au plus {maximum} par manche : chaque rangée garde au moins sa dernière carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>an extra round is played only by the players level for first place.</source>
        <translation>une manche supplémentaire n’est jouée que par les joueurs à égalité pour la première place.</translation>
    </message>
    <message>
        <source>Deal {row}</source>
        <translation>Donne {row}</translation>
    </message>
    <message>
        <source>Emballage 11, 12 and 13, grande misère, grande misère étalée, abondance 10 and 11, petit and grand chelem are played only with the arbiter&apos;s approval.</source>
        <translation>L’emballage 11, 12 et 13, la grande misère, la grande misère étalée, l’abondance 10 et 11, le petit et le grand chelem ne se jouent qu’avec l’accord de l’arbitre.</translation>
    </message>
    <message>
        <source>A declarer has already lost two contracts in this round: a third is played only with the arbiter&apos;s approval.</source>
        <translation>Un déclarant a déjà perdu deux contrats dans cette manche : un troisième ne se joue qu’avec l’accord de l’arbitre.</translation>
    </message>
    <message>
        <source>Contract {contract} is played by {first} or {second} declarers, not {given}.</source>
        <translation>Le contrat {contract} se joue avec {first} ou {second} déclarants, pas {given}.</translation>
    </message>
    <message>
        <source>Contract {contract} is played by {fewest} to {most} declarers, not {given}.</source>
        <translation>Le contrat {contract} se joue avec {fewest} à {most} déclarants, pas {given}.</translation>
    </message>
    <message>
        <source>Contract {contract} counts the declarers&apos; tricks together: write one number from 0 to 13, not “{value}”.</source>
        <translation>Le contrat {contract} compte les levées des déclarants ensemble : écrivez un seul nombre de 0 à 13, pas « {value} ».</translation>
    </message>
    <message numerus="yes">
        <source>Contract {contract} is played by %n declarer(s), not {given}.</source>
        <translation>
            <numerusform>Le contrat {contract} se joue avec %n déclarant, pas {given}.</numerusform>
            <numerusform>Le contrat {contract} se joue avec %n déclarants, pas {given}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Contract {contract} with %n declarer(s): write the tricks of each declarer, %n number(s) from 0 to 13 in the order of the declarers, not “{value}”.</source>
        <translation>
            <numerusform>Contrat {contract} avec %n déclarant : écrivez les levées du déclarant, soit %n nombre de 0 à 13, pas « {value} ».</numerusform>
            <numerusform>Contrat {contract} avec %n déclarants : écrivez les levées de chaque déclarant, soit %n nombres de 0 à 13 dans l’ordre des déclarants, pas « {value} ».</numerusform>
        </translation>
    </message>
    <message>
        <source>Contract {value} is not on this event&apos;s scale ({scale}): it is played on {other}, which the convenor may choose in the Rules tab. Write one of: {allowed}.</source>
        <translation>Le contrat {value} ne figure pas dans le barème {scale}, celui de cet événement : il se joue au barème {other}, que le directeur peut choisir dans l’onglet Règles. Écrivez l’un des contrats suivants : {allowed}.</translation>
    </message>
    <message>
        <source>Contract “{value}” is not on this event&apos;s scale ({scale}). Write one of: {allowed}.</source>
        <translation>Le contrat « {value} » ne figure pas dans le barème {scale}. Écrivez l’un des contrats suivants : {allowed}.</translation>
    </message>
    <message>
        <source>Scale “{scale}”, contract {contract}: the Jeu of {jeu} less the declarers&apos; {declared} points does not split evenly between {opponents} opponents. Change the Jeu so that it does.</source>
        <translation>Barème « {scale} », contrat {contract} : le Jeu de {jeu}, moins les {declared} points des déclarants, ne se partage pas également entre {opponents} adversaires. Modifiez le Jeu pour qu’il se partage également.</translation>
    </message>
    <message>
        <source>Declarers are one or two of the active seats 0, 1, 2 and 3, not “{value}”.</source>
        <translation>Les déclarants sont une ou deux des places actives 0, 1, 2 et 3, pas « {value} ».</translation>
    </message>
    <message>
        <source>Seat {seat} is written twice among the declarers “{value}”.</source>
        <translation>La place {seat} est écrite deux fois parmi les déclarants « {value} ».</translation>
    </message>
    <message>
        <source>Tricks won must be a whole number from 0 to 13 (for two players in the same misère or piccolo, one such number each), not “{value}”.</source>
        <translation>Les levées gagnées doivent être un nombre entier de 0 à 13 (pour deux joueurs dans la même misère ou le même piccolo, un tel nombre pour chacun), pas « {value} ».</translation>
    </message>
    <message>
        <source>Tricks won must be from 0 to 13, not “{value}”: a deal has 13 tricks.</source>
        <translation>Les levées gagnées doivent aller de 0 à 13, pas « {value} » : une donne compte 13 levées.</translation>
    </message>
    <message>
        <source>The declarers&apos; tricks “{value}” add up to {total}, but a deal has only 13 tricks.</source>
        <translation>Les levées des déclarants « {value} » font {total} au total, alors qu’une donne ne compte que 13 levées.</translation>
    </message>
    <message>
        <source>Scale “{scale}”: {key} must be one of {allowed}, not “{value}”.</source>
        <translation>Barème « {scale} » : {key} doit prendre l’une de ces valeurs : {allowed}, et non « {value} ».</translation>
    </message>
    <message>
        <source>Scale “{scale}”{where}: “{key}” is not a setting here. The settings are: {allowed}.</source>
        <translation>Barème « {scale} »{where} : « {key} » n’est pas un réglage possible ici. Les réglages sont : {allowed}.</translation>
    </message>
    <message>
        <source>Scale “{scale}”{where}: the setting “{key}” is missing.</source>
        <translation>Barème « {scale} »{where} : le réglage « {key} » manque.</translation>
    </message>
    <message>
        <source>Scale “{scale}”, contract {contract}: {key} must be a whole number from {low} to {high}, not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : {key} doit être un nombre entier de {low} à {high}, pas « {value} ».</translation>
    </message>
    <message>
        <source>Scale “{scale}”, contract {contract}: {key} must be a whole number, not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : {key} doit être un nombre entier, pas « {value} ».</translation>
    </message>
    <message>
        <source>Scale “{scale}”, contract {contract}: {key} must be a whole number, 0 or less (only lost contracts give negative points), not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : {key} doit être un nombre entier, 0 ou moins (seuls les contrats perdus donnent des points négatifs), pas « {value} ».</translation>
    </message>
    <message>
        <source>Scale “{scale}”, contract {contract}: made gives the points (0 or more) by tricks won, for {tricks}, not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : « made » donne les points (0 ou plus) selon les levées gagnées, pour {tricks}, pas « {value} ».</translation>
    </message>
    <message>
        <source>Scale “{scale}”: “{value}” is not a contract code. Use capital letters and digits, such as E8 or PM.</source>
        <translation>Barème « {scale} » : « {value} » n’est pas un code de contrat. Utilisez des lettres majuscules et des chiffres, comme E8 ou PM.</translation>
    </message>
    <message>
        <source>Scale “{scale}”, contract {contract}: the entry must be a table of settings (a JSON object), not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : l’entrée doit être une liste de réglages (un objet JSON), pas « {value} ».</translation>
    </message>
    <message>
        <source>A scale must be a table of settings (a JSON object), not “{value}”.</source>
        <translation>Un barème doit être une liste de réglages (un objet JSON), pas « {value} ».</translation>
    </message>
    <message>
        <source>A scale needs a name: one word of letters, digits or _, such as “walloon”, not “{value}”.</source>
        <translation>Un barème doit avoir un nom : un seul mot fait de lettres, de chiffres ou de _, comme « walloon », pas « {value} ».</translation>
    </message>
    <message>
        <source>Scale “{scale}”: contracts must be a table of contract codes and their values, not “{value}”.</source>
        <translation>Barème « {scale} » : les contrats doivent être une liste de codes de contrat avec leurs valeurs, pas « {value} ».</translation>
    </message>
    <message>
        <source>Scale “{scale}”: contract {contract} is given twice.</source>
        <translation>Barème « {scale} » : le contrat {contract} figure deux fois.</translation>
    </message>
    <message>
        <source>A different scale named “{scale}” exists already. Give the club&apos;s scale another name.</source>
        <translation>Un autre barème nommé « {scale} » existe déjà. Donnez un autre nom au barème du club.</translation>
    </message>
    <message>
        <source>Scale “{value}” is not known. The scales are: {allowed}.</source>
        <translation>Le barème « {value} » est inconnu. Les barèmes sont : {allowed}.</translation>
    </message>
    <message>
        <source>A whist table has 4, 5 or 6 players, not “{value}”.</source>
        <translation>Une table de whist compte 4, 5 ou 6 joueurs, pas « {value} ».</translation>
    </message>
    <message>
        <source>Deals per round must be a whole number, 1 or more, not “{value}”.</source>
        <translation>Le nombre de donnes par manche doit être un nombre entier, 1 ou plus, pas « {value} ».</translation>
    </message>
    <message>
        <source>The fine must be a whole number, 0 or more, not “{value}”.</source>
        <translation>L’amende doit être un nombre entier, 0 ou plus, pas « {value} ».</translation>
    </message>
    <message>
        <source>Deals of this round are numbered 1 to {last}, not “{value}”.</source>
        <translation>Les donnes de cette manche sont numérotées de 1 à {last}, pas « {value} ».</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 1 to {last}, not “{value}”.</source>
        <translation>Le numéro de la donne doit être un nombre entier de 1 à {last}, pas « {value} ».</translation>
    </message>
    <message>
        <source>The round has {count} deals at a table of {players}: there is no deal {value}.</source>
        <translation>La manche compte {count} donnes à une table de {players} : il n’y a pas de donne {value}.</translation>
    </message>
    <message>
        <source>The dealer must be a place at the table from 1 to {last}, not “{value}”.</source>
        <translation>Le donneur doit être une place à la table, de 1 à {last}, pas « {value} ».</translation>
    </message>
    <message>
        <source>Declarers, tricks or a renonce are written but no contract. Write the contract (as the arbiter settled it after a renonce), or clear the deal.</source>
        <translation>Des déclarants, des levées ou une renonce sont écrits, mais pas de contrat. Écrivez le contrat (tel que l’arbitre l’a fixé après une renonce), ou effacez la donne.</translation>
    </message>
    <message>
        <source>{seated} sits out this deal and cannot declare: it is played by places {active}.</source>
        <translation>{seated} ne joue pas cette donne et ne peut pas déclarer : elle est jouée par les places {active}.</translation>
    </message>
    <message>
        <source>{seated} sits out this deal and cannot revoke in it.</source>
        <translation>{seated} ne joue pas cette donne et ne peut donc pas y faire de renonce.</translation>
    </message>
    <message>
        <source>{seated} has already lost {lost} contracts in this round and declares again without the arbiter&apos;s approval recorded: the loss still counts (declarers&apos; points and fines), and the opponents keep what they win.</source>
        <translation>{seated} a déjà perdu {lost} contrats dans cette manche et déclare de nouveau sans accord de l’arbitre enregistré : la perte compte quand même (points et amendes des déclarants), et les adversaires gardent ce qu’ils gagnent.</translation>
    </message>
    <message>
        <source>{seated} has already lost {lost} contracts in this round and declares again without the arbiter&apos;s approval recorded: the deal&apos;s gains are not kept (0 for everyone).</source>
        <translation>{seated} a déjà perdu {lost} contrats dans cette manche et déclare de nouveau sans accord de l’arbitre enregistré : les gains de la donne ne sont pas comptés (0 pour tout le monde).</translation>
    </message>
    <message>
        <source>Write who declares contract {contract}: one or two places at the table, from 1 to {last}.</source>
        <translation>Écrivez le ou les déclarants du contrat {contract} : une ou deux places à la table, de 1 à {last}.</translation>
    </message>
    <message>
        <source>Write who declares contract {contract}: exactly one place at the table, from 1 to {last}.</source>
        <translation>Écrivez le déclarant du contrat {contract} : une seule place à la table, de 1 à {last}.</translation>
    </message>
    <message>
        <source>Write the two declarers of contract {contract}: exactly two places at the table, from 1 to {last}.</source>
        <translation>Écrivez les deux déclarants du contrat {contract} : exactement deux places à la table, de 1 à {last}.</translation>
    </message>
    <message>
        <source>Write who declares contract {contract}: {fewest} to {most} places at the table, from 1 to {last}.</source>
        <translation>Écrivez le ou les déclarants du contrat {contract} : de {fewest} à {most} places à la table, de 1 à {last}.</translation>
    </message>
    <message>
        <source>Declarer “{value}” is not a place at the table: places are 1 to {last}.</source>
        <translation>Le déclarant « {value} » n’est pas une place à la table : les places vont de 1 à {last}.</translation>
    </message>
    <message>
        <source>Place {position} is written twice among the declarers.</source>
        <translation>La place {position} est écrite deux fois parmi les déclarants.</translation>
    </message>
    <message>
        <source>Contract {contract} is written but not the tricks won: write the declarers&apos; tricks, from 0 to 13.</source>
        <translation>Le contrat {contract} est écrit, mais pas les levées gagnées : écrivez les levées des déclarants, de 0 à 13.</translation>
    </message>
    <message>
        <source>The player who revoked must be a place at the table from 1 to {last}, not “{value}”.</source>
        <translation>Le joueur qui a fait la renonce doit être une place à la table, de 1 à {last}, pas « {value} ».</translation>
    </message>
    <message>
        <source>A renonce costs at least {minimum} points, as the arbiter sets it, not “{value}”.</source>
        <translation>Une renonce coûte au moins {minimum} points, selon la décision de l’arbitre, pas « {value} ».</translation>
    </message>
    <message>
        <source>Renonce points are written but not the player who revoked: write that player&apos;s place at the table.</source>
        <translation>Des points de renonce sont écrits, mais pas le joueur qui a fait la renonce : écrivez la place de ce joueur à la table.</translation>
    </message>
    <message>
        <source>Contract {contract} is played only with the arbiter&apos;s approval and none is recorded: its loss still counts (declarers&apos; points and fines), and the opponents keep what they win.</source>
        <translation>Le contrat {contract} ne se joue qu’avec l’accord de l’arbitre, et aucun accord n’est enregistré : la perte compte quand même (points et amendes des déclarants), et les adversaires gardent ce qu’ils gagnent.</translation>
    </message>
    <message>
        <source>Contract {contract} is played only with the arbiter&apos;s approval and none is recorded: its gains are not kept (0 for everyone).</source>
        <translation>Le contrat {contract} ne se joue qu’avec l’accord de l’arbitre, et aucun accord n’est enregistré : ses gains ne sont pas comptés (0 pour tout le monde).</translation>
    </message>
    <message>
        <source>This deal is written twice: keep one row per deal.</source>
        <translation>Cette donne est écrite deux fois : gardez une seule ligne par donne.</translation>
    </message>
    <message>
        <source>The stored {name} “{value}” cannot be read: table positions and tricks are whole numbers, several separated by commas.</source>
        <translation>La valeur enregistrée pour {name} « {value} » est illisible : les places à la table et les levées sont des nombres entiers, séparés par des virgules s’il y en a plusieurs.</translation>
    </message>
    <message>
        <source>“{value}” is not a seat: write N, E, S or W.</source>
        <translation>« {value} » n’est pas une place : écrivez N, E, S ou O.</translation>
    </message>
    <message>
        <source>“{value}” is not a pair: write NS or EW.</source>
        <translation>« {value} » n’est pas une paire : écrivez NS ou EO.</translation>
    </message>
    <message>
        <source>Write x for yes, or leave the cell empty.</source>
        <translation>Écrivez x pour oui, ou laissez la case vide.</translation>
    </message>
    <message>
        <source>Write a whole number from {low} to {high}, not “{value}”.</source>
        <translation>Écrivez un nombre entier de {low} à {high}, pas « {value} ».</translation>
    </message>
    <message>
        <source>Write table places from 1 to {players}, each once, not “{value}”.</source>
        <translation>Écrivez des places à la table de 1 à {players}, chacune une seule fois, pas « {value} ».</translation>
    </message>
    <message>
        <source>Write B if the bidders reneged, D if the defenders did, not “{value}”.</source>
        <translation>Écrivez P si les preneurs ont fait renonce, D si ce sont les défenseurs, pas « {value} ».</translation>
    </message>
    <message>
        <source>Write one table place from 1 to {players}, not “{value}”.</source>
        <translation>Écrivez une seule place à la table, de 1 à {players}, pas « {value} ».</translation>
    </message>
    <message>
        <source>This cell is worked out by Cardroom.</source>
        <translation>Cette case est calculée par Cardroom.</translation>
    </message>
    <message>
        <source>{count} teams can play: an odd number, and there is no floater team to fill in. Add a floater team on the roster.</source>
        <translation>{count} équipes peuvent jouer : c’est un nombre impair, et il n’y a pas d’équipe de réserve pour compléter. Ajoutez une équipe de réserve dans la liste des joueurs.</translation>
    </message>
    <message>
        <source>The floater team plays this session.</source>
        <translation>L’équipe de réserve joue cette séance.</translation>
    </message>
    <message>
        <source>There are no teams of two to seat. Make teams on the roster first.</source>
        <translation>Il n’y a aucune équipe de deux joueurs à placer. Formez d’abord les équipes dans la liste des joueurs.</translation>
    </message>
    <message>
        <source>{count} teams need {needed} tables; the room has {room}.</source>
        <translation>{count} équipes demandent {needed} tables ; la salle en compte {room}.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) seat two teams that have met before: it could not be avoided.</source>
        <translation>
            <numerusform>%n table réunit deux équipes qui se sont déjà rencontrées : c’était inévitable.</numerusform>
            <numerusform>%n tables réunissent deux équipes qui se sont déjà rencontrées : c’était inévitable.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) start at a table where they started before: it could not be avoided.</source>
        <translation>
            <numerusform>%n équipe commence à une table où elle a déjà commencé : c’était inévitable.</numerusform>
            <numerusform>%n équipes commencent à une table où elles ont déjà commencé : c’était inévitable.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next game is worked out from the signed sheets. Still to sign: table {tables}.</source>
        <translation>La partie suivante est calculée à partir des feuilles signées. Reste à signer : table {tables}.</translation>
    </message>
    <message>
        <source>Tied games need the pair that moves (cut of the cards): table {tables}.</source>
        <translation>Pour les parties à égalité, indiquez la paire qui se déplace (tirage à la coupe) : table {tables}.</translation>
    </message>
    <message>
        <source>The movement needs the tables used from table 1 on without a gap.</source>
        <translation>Le mouvement demande des tables occupées à partir de la table 1, sans interruption.</translation>
    </message>
    <message>
        <source>With one table the district partners cannot be parted after the first game: in this game they play against each other.</source>
        <translation>Avec une seule table, les partenaires de district ne peuvent pas être séparés après la première partie : dans cette partie, ils jouent l’un contre l’autre.</translation>
    </message>
    <message>
        <source>{name} has defaulted: {floater} of the floater team takes the seat at table {table}.</source>
        <translation>{name} a déclaré forfait : {floater}, de l’équipe de réserve, prend sa place à la table {table}.</translation>
    </message>
    <message>
        <source>Table {table} is not full in game {game}, so the movement cannot seat the next game. Close a table and re-seat its players, or seat a substitute in each empty seat.</source>
        <translation>La table {table} n’est pas complète dans la partie {game} : le mouvement ne peut pas placer la partie suivante. Fermez une table et replacez ses joueurs, ou placez un remplaçant à chaque place vide.</translation>
    </message>
    <message>
        <source>{name} has defaulted and no floater player is free: the seat at table {table} stays empty. Once the game is seated, close a table and re-seat its players, or seat a substitute.</source>
        <translation>{name} a déclaré forfait et aucun joueur de réserve n’est libre : la place à la table {table} reste vide. Une fois la partie placée, fermez une table et replacez ses joueurs, ou placez un remplaçant.</translation>
    </message>
    <message>
        <source>Game {number} is not part of the 6 nimmt tournament: the selection is game {selection} and the final game {final}.</source>
        <translation>La partie {number} ne fait pas partie du tournoi de 6 qui prend! : la sélection est la partie {selection} et la finale la partie {final}.</translation>
    </message>
    <message>
        <source>{count} players are registered; this tournament takes {limit} at most.</source>
        <translation>{count} joueurs sont inscrits ; ce tournoi en accepte {limit} au plus.</translation>
    </message>
    <message>
        <source>At least two players are needed for a draw.</source>
        <translation>Il faut au moins deux joueurs pour un tirage au sort.</translation>
    </message>
    <message>
        <source>{count} players need {tables} selection tables of 6, but the final seats one winner per table at a single table of 6: {most} players at most.</source>
        <translation>{count} joueurs demandent {tables} tables de sélection de 6, mais la finale réunit un gagnant par table à une seule table de 6 : {most} joueurs au plus.</translation>
    </message>
    <message>
        <source>The final table is seated once every selection table has a signed winner (a tie needs its extra round). Still waiting: table {tables}.</source>
        <translation>La table finale est placée quand chaque table de sélection a un gagnant sur une feuille signée (une égalité demande sa manche supplémentaire). En attente : table {tables}.</translation>
    </message>
    <message>
        <source>The final seats the winners of the selection tables at one table, 2 to {most} of them; this selection has {count}.</source>
        <translation>La finale réunit les gagnants des tables de sélection à une seule table, de 2 à {most} ; cette sélection en compte {count}.</translation>
    </message>
    <message>
        <source>The final table: the {count} table winners of the selection.</source>
        <translation>La table finale : les {count} gagnants de table de la sélection.</translation>
    </message>
    <message>
        <source>{count} players cannot make whist tables of 4 to 6.</source>
        <translation>Avec {count} joueurs, on ne peut pas former des tables de whist de 4 à 6.</translation>
    </message>
    <message>
        <source>Same tables as the previous round (no re-draw in this event&apos;s settings).</source>
        <translation>Mêmes tables qu’à la manche précédente (pas de nouveau tirage dans les réglages de cet événement).</translation>
    </message>
    <message>
        <source>The players need {needed} tables; the room has {room}.</source>
        <translation>Les joueurs demandent {needed} tables ; la salle en compte {room}.</translation>
    </message>
    <message numerus="yes">
        <source>Table {table} is not full: %n player(s). Close a table and re-seat its players, or seat a substitute: right-click the empty seat.</source>
        <translation>
            <numerusform>La table {table} n’est pas complète : %n joueur. Fermez une table et replacez ses joueurs, ou placez un remplaçant : clic droit sur la place vide.</numerusform>
            <numerusform>La table {table} n’est pas complète : %n joueurs. Fermez une table et replacez ses joueurs, ou placez un remplaçant : clic droit sur la place vide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {table} is not full: %n player(s).</source>
        <translation>
            <numerusform>La table {table} n’est pas complète : %n joueur.</numerusform>
            <numerusform>La table {table} n’est pas complète : %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table {table}: {name} has defaulted but is still seated.</source>
        <translation>Table {table} : {name} a déclaré forfait mais est toujours placé(e).</translation>
    </message>
    <message>
        <source>Table {table}: district partners {names} must sit across from each other.</source>
        <translation>Table {table} : les partenaires de district {names} doivent s’asseoir face à face.</translation>
    </message>
    <message>
        <source>Table {table}: district partners {names} meet again in the second game of the session.</source>
        <translation>Table {table} : les partenaires de district {names} se retrouvent à la même table dans la deuxième partie de la séance.</translation>
    </message>
    <message>
        <source>Table {table}: {name} should play with a district partner in the first game of the session.</source>
        <translation>Table {table} : {name} devrait jouer avec un partenaire de district dans la première partie de la séance.</translation>
    </message>
    <message numerus="yes">
        <source>Table {table} has %n player(s) while another has {most}: balance the tables.</source>
        <translation>
            <numerusform>La table {table} compte %n joueur alors qu’une autre en compte {most} : équilibrez les tables.</numerusform>
            <numerusform>La table {table} compte %n joueurs alors qu’une autre en compte {most} : équilibrez les tables.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table {table}: {count} players of {club} at one table; they could be spread.</source>
        <translation>Table {table} : {count} joueurs de {club} à la même table ; ils pourraient être répartis.</translation>
    </message>
    <message>
        <source>Game {number} cannot start: nobody is seated for it yet. Seat it on the seating board, then start it.</source>
        <translation>La partie {number} ne peut pas commencer : personne n’y est encore placé. Placez les joueurs sur le plan de salle, puis lancez-la.</translation>
    </message>
    <message>
        <source>A game is already running.</source>
        <translation>Une partie est déjà en cours.</translation>
    </message>
    <message>
        <source>Every game of the event has been played.</source>
        <translation>Toutes les parties de l’événement ont été jouées.</translation>
    </message>
    <message>
        <source>There is no break to skip.</source>
        <translation>Il n’y a pas de pause à passer.</translation>
    </message>
    <message>
        <source>No clock is running: there is nothing to pause.</source>
        <translation>L’horloge ne tourne pas : il n’y a rien à suspendre.</translation>
    </message>
    <message>
        <source>The clock is not paused.</source>
        <translation>L’horloge n’est pas suspendue.</translation>
    </message>
    <message>
        <source>No clock is running: start a game first.</source>
        <translation>L’horloge ne tourne pas : commencez d’abord une partie.</translation>
    </message>
    <message>
        <source>Less than {minutes} min is left. To stop the clock now, end the game or skip the break.</source>
        <translation>Il reste moins de {minutes} min. Pour arrêter l’horloge maintenant, terminez la partie ou passez la pause.</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Aucune partie n’est en cours.</translation>
    </message>
    <message>
        <source>No game has started yet.</source>
        <translation>Aucune partie n’a encore commencé.</translation>
    </message>
    <message>
        <source>Stop the clock first: a game or a break is running.</source>
        <translation>Arrêtez d’abord l’horloge : une partie ou une pause est en cours.</translation>
    </message>
    <message>
        <source>There is no such game.</source>
        <translation>Cette partie n’existe pas.</translation>
    </message>
    <message>
        <source>“{value}” is not one of the clock&apos;s controls.</source>
        <translation>« {value} » n’est pas une commande de l’horloge.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs. Try again in %n second(s).</source>
        <translation>
            <numerusform>Trop de codes PIN erronés. Réessayez dans %n seconde.</numerusform>
            <numerusform>Trop de codes PIN erronés. Réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs. Try again in %n minute(s).</source>
        <translation>
            <numerusform>Trop de codes PIN erronés. Réessayez dans %n minute.</numerusform>
            <numerusform>Trop de codes PIN erronés. Réessayez dans %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs at this station. It may try again in %n second(s); the owner&apos;s computer and the other stations are not locked.</source>
        <translation>
            <numerusform>Trop de codes PIN erronés à ce poste. Ce poste pourra réessayer dans %n seconde ; l’ordinateur principal et les autres postes ne sont pas bloqués.</numerusform>
            <numerusform>Trop de codes PIN erronés à ce poste. Ce poste pourra réessayer dans %n secondes ; l’ordinateur principal et les autres postes ne sont pas bloqués.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs at this station. It may try again in %n minute(s); the owner&apos;s computer and the other stations are not locked.</source>
        <translation>
            <numerusform>Trop de codes PIN erronés à ce poste. Ce poste pourra réessayer dans %n minute ; l’ordinateur principal et les autres postes ne sont pas bloqués.</numerusform>
            <numerusform>Trop de codes PIN erronés à ce poste. Ce poste pourra réessayer dans %n minutes ; l’ordinateur principal et les autres postes ne sont pas bloqués.</numerusform>
        </translation>
    </message>
    <message>
        <source>This PIN made the convenor&apos;s marks on this file&apos;s record (up to entry {entry}, {at}), but the file no longer takes it and holds no change of PIN made with it: its PIN material was replaced outside Cardroom. This try was not counted. The record cannot be vouched for with the PIN: compare it with the backups, the stations and the printed seals.</source>
        <translation>Ce code PIN a fait les marques du directeur sur le registre de ce fichier (jusqu’à l’entrée {entry}, {at}), mais le fichier ne l’accepte plus et ne contient aucun changement de code PIN fait avec lui : les éléments de son code PIN ont été remplacés hors de Cardroom. Cet essai n’a pas été compté. Le registre ne peut pas être garanti avec le code PIN : comparez-le avec les sauvegardes, les postes et les sceaux imprimés.</translation>
    </message>
    <message>
        <source>This window only shows the event: convenor actions are made in the main program.</source>
        <translation>Cette fenêtre ne fait qu’afficher l’événement : les actions du directeur se font dans le programme principal.</translation>
    </message>
    <message numerus="yes">
        <source>That is not the convenor PIN. %n try(ies) left.</source>
        <translation>
            <numerusform>Ce n’est pas le code PIN du directeur. Il reste %n essai.</numerusform>
            <numerusform>Ce n’est pas le code PIN du directeur. Il reste %n essais.</numerusform>
        </translation>
    </message>
    <message>
        <source>A convenor PIN is {low} to {high} digits (for example 4821).</source>
        <translation>Le code PIN du directeur compte de {low} à {high} chiffres (par exemple 4821).</translation>
    </message>
    <message>
        <source>A new convenor PIN is {low} to {high} digits (for example 482913): when the event is shared, a station chosen to take over keeps a sealed copy of it, and a shorter PIN could be guessed from a stolen laptop in minutes.</source>
        <translation>Un nouveau code PIN du directeur compte de {low} à {high} chiffres (par exemple 482913) : quand l’événement est partagé, un poste choisi pour prendre le relais en garde une copie scellée, et un code plus court pourrait être deviné en quelques minutes à partir d’un portable volé.</translation>
    </message>
    <message>
        <source>This event has no convenor PIN yet: set one first.</source>
        <translation>Cet événement n’a pas encore de code PIN du directeur : définissez-en un d’abord.</translation>
    </message>
    <message>
        <source>Give the current PIN to change it.</source>
        <translation>Indiquez le code PIN actuel pour le changer.</translation>
    </message>
    <message>
        <source>{infraction} costs {points} points by this event&apos;s rules (set in the Rules tab), not “{value}”.</source>
        <translation>{infraction} coûte {points} points selon les règles de cet événement (réglées dans l’onglet Règles), pas « {value} ».</translation>
    </message>
    <message>
        <source>{infraction}: the rules allow {low} to {high} points, not “{value}”.</source>
        <translation>{infraction} : le règlement permet de {low} à {high} points, pas « {value} ».</translation>
    </message>
    <message>
        <source>“{value}” is not an infraction of this game. Choose one of: {allowed}.</source>
        <translation>« {value} » n’est pas une infraction de ce jeu. Choisissez parmi : {allowed}.</translation>
    </message>
    <message>
        <source>The infractions are a list, each with a code, a name and points from low to high (0 to 1000).</source>
        <translation>Les infractions forment une liste, chacune avec un code, un nom et des points allant d’un minimum à un maximum (de 0 à 1000).</translation>
    </message>
    <message>
        <source>Penalty points are given for each infraction (out of turn, card revealed, repeated hesitation), each a whole number from 0 to {high}.</source>
        <translation>Les points de pénalité se donnent pour chaque faute (avant son tour, carte dévoilée, hésitation répétée), chacun un nombre entier de 0 à {high}.</translation>
    </message>
    <message>
        <source>No game is seated yet: seat a game before assessing a penalty.</source>
        <translation>Aucune partie n’est encore placée : placez une partie avant d’infliger une pénalité.</translation>
    </message>
    <message>
        <source>Choose the offending player.</source>
        <translation>Choisissez le joueur en faute.</translation>
    </message>
    <message>
        <source>The copy could not be written to “{path}”: {detail}. The event file itself is unchanged.</source>
        <translation>La copie n’a pas pu être écrite dans « {path} » : {detail}. Le fichier de l’événement lui-même n’a pas changé.</translation>
    </message>
    <message>
        <source>Choose another name: a copy cannot replace the event file it is made from.</source>
        <translation>Choisissez un autre nom : une copie ne peut pas remplacer le fichier de l’événement dont elle est tirée.</translation>
    </message>
    <message>
        <source>There is no usable backup of this event in “{folder}”.</source>
        <translation>Il n’y a aucune sauvegarde utilisable de cet événement dans « {folder} ».</translation>
    </message>
    <message>
        <source>“{name}” is a backup of another event (“{other}”): a restore takes only a backup of this event.</source>
        <translation>« {name} » est une sauvegarde d’un autre événement (« {other} ») : une restauration ne prend qu’une sauvegarde de cet événement.</translation>
    </message>
    <message>
        <source>There is no backup “{name}” of this event in its backups folder.</source>
        <translation>Il n’y a pas de sauvegarde « {name} » de cet événement dans son dossier de sauvegardes.</translation>
    </message>
    <message>
        <source>This kind of entry cannot be reversed from the log; change it where it is made.</source>
        <translation>Ce type d’entrée ne peut pas être inversé depuis le journal ; modifiez-le là où il se fait.</translation>
    </message>
    <message>
        <source>The restore of a backup at entry {restore} already took this change back: what it records is not in the event now, so there is nothing to reverse.</source>
        <translation>La restauration d’une sauvegarde à l’entrée {restore} a déjà annulé ce changement : ce qu’il consigne n’est plus dans l’événement, il n’y a donc rien à inverser.</translation>
    </message>
    <message>
        <source>“{what}” is a convenor action: enter convenor mode first.</source>
        <translation>« {what} » est une action du directeur : passez d’abord en mode directeur.</translation>
    </message>
    <message>
        <source>“{name}” is not a change Cardroom knows.</source>
        <translation>« {name} » n’est pas une modification que Cardroom connaît.</translation>
    </message>
    <message>
        <source>“{name}” was sent with the wrong details ({detail}).</source>
        <translation>« {name} » a été envoyé avec des détails incorrects ({detail}).</translation>
    </message>
    <message>
        <source>“{what}” cannot take {value} as its {argument}: that is not the kind of value it needs. Nothing was changed.</source>
        <translation>« {what} » ne peut pas prendre {value} comme {argument} : ce n’est pas le genre de valeur attendu. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>{value} is not a possible entry of “{argument}”. Nothing was changed.</source>
        <translation>{value} n’est pas une valeur possible pour « {argument} ». Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>This is a read-only view of the event: changes are made where it is open for writing.</source>
        <translation>Ceci est une vue en lecture seule de l’événement : les modifications se font là où il est ouvert en écriture.</translation>
    </message>
    <message>
        <source>“{what}” cannot be undone: it was changed again since on the owner&apos;s computer, and undoing would wipe that change. Correct it by hand if needed.</source>
        <translation>« {what} » ne peut pas être annulé : cela a été modifié depuis sur l’ordinateur principal, et l’annulation effacerait cette modification. Corrigez à la main si nécessaire.</translation>
    </message>
    <message>
        <source>“{what}” cannot be undone: it was changed again since at the station “{station}”, and undoing would wipe that change. Correct it by hand if needed.</source>
        <translation>« {what} » ne peut pas être annulé : cela a été modifié depuis au poste « {station} », et l’annulation effacerait cette modification. Corrigez à la main si nécessaire.</translation>
    </message>
    <message>
        <source>“{what}” was made too long ago to be undone safely here: reverse it from the audit log.</source>
        <translation>« {what} » date de trop longtemps pour être annulé sans risque ici : annulez-le depuis le journal d’audit.</translation>
    </message>
    <message>
        <source>This change has already been reversed or changed again since; there is nothing to take back.</source>
        <translation>Ce changement a déjà été inversé ou modifié de nouveau depuis : il n’y a rien à reprendre.</translation>
    </message>
    <message>
        <source>“{what}” cannot take a text of {length} characters as its {argument}: at most {maximum}. Nothing was changed.</source>
        <translation>« {what} » ne peut pas prendre un texte de {length} caractères comme {argument} : {maximum} au plus. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>There is no score sheet {value} in this event.</source>
        <translation>Il n’y a pas de feuille de marque {value} dans cet événement.</translation>
    </message>
    <message>
        <source>There is no penalty {value} in this event.</source>
        <translation>Il n’y a pas de pénalité {value} dans cet événement.</translation>
    </message>
    <message>
        <source>There is no playoff {value} in this event.</source>
        <translation>Il n’y a pas de barrage {value} dans cet événement.</translation>
    </message>
    <message>
        <source>Another player of this event has the id {value}: nothing was added.</source>
        <translation>Un autre joueur de cet événement a déjà l’identifiant {value} : rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>Another team of this event has the id {value}: nothing was added.</source>
        <translation>Une autre équipe de cet événement a déjà l’identifiant {value} : rien n’a été ajouté.</translation>
    </message>
    <message>
        <source>Write why the change is being reversed.</source>
        <translation>Indiquez pourquoi le changement est inversé.</translation>
    </message>
    <message>
        <source>The backup taken before that restore (“{name}”) is no longer in the backups folder.</source>
        <translation>La sauvegarde faite avant cette restauration (« {name} ») n’est plus dans le dossier des sauvegardes.</translation>
    </message>
    <message>
        <source>“{path}” is open in another Cardroom. Only one may change an event at a time: close it there, or open a read-only view here.</source>
        <translation>« {path} » est ouvert dans un autre Cardroom. Un seul à la fois peut modifier un événement : fermez-le là-bas, ou ouvrez ici une vue en lecture seule.</translation>
    </message>
    <message>
        <source>“{path}” is open on {host} by {user} since {since}. Only one Cardroom may change an event at a time: close it there, or open a read-only view here.</source>
        <translation>« {path} » est ouvert sur {host} par {user} depuis {since}. Un seul Cardroom à la fois peut modifier un événement : fermez-le là-bas, ou ouvrez ici une vue en lecture seule.</translation>
    </message>
    <message>
        <source>The owner&apos;s computer cannot be reached just now — Cardroom keeps trying. This change was not saved; your entry is still on screen: try again once the connection is back.</source>
        <translation>L’ordinateur principal est injoignable pour le moment — Cardroom réessaie. Cette modification n’a pas été enregistrée ; votre saisie est toujours à l’écran : réessayez quand la connexion sera rétablie.</translation>
    </message>
    <message>
        <source>The owner&apos;s computer did not confirm this change, so it is not shown as saved. When the connection is back, check the entry and make it again if it is missing.</source>
        <translation>L’ordinateur principal n’a pas confirmé cette modification : elle n’est donc pas montrée comme enregistrée. Quand la connexion sera rétablie, vérifiez la saisie et refaites-la si elle manque.</translation>
    </message>
    <message>
        <source>The owner&apos;s computer ended this station&apos;s connection.</source>
        <translation>L’ordinateur principal a mis fin à la connexion de ce poste.</translation>
    </message>
    <message>
        <source>The owner&apos;s computer stopped sharing the event (or closed it).</source>
        <translation>L’ordinateur principal a cessé de partager l’événement (ou l’a fermé).</translation>
    </message>
    <message>
        <source>The owner&apos;s computer has as many stations as it takes.</source>
        <translation>L’ordinateur principal a déjà autant de postes qu’il peut en accepter.</translation>
    </message>
    <message>
        <source>The owner&apos;s computer at {address} is busy with too many connections just now. Try again in a minute; if it says so again, tell the owner&apos;s official.</source>
        <translation>L’ordinateur principal à l’adresse {address} est occupé par trop de connexions en ce moment. Réessayez dans une minute ; s’il le dit encore, prévenez la personne responsable de l’ordinateur principal.</translation>
    </message>
    <message>
        <source>The computer at {address} says it took this event over (takeover number {epoch}) but cannot prove it: its takeover is not signed with the convenor PIN&apos;s sealed key, or not by a station the convenor chose. It is not followed.</source>
        <translation>L’ordinateur à {address} dit avoir repris cet événement (reprise n° {epoch}) mais ne peut pas le prouver : sa reprise n’est pas signée avec la clé scellée du code PIN du directeur, ou pas par un poste choisi par le directeur. Il n’est pas suivi.</translation>
    </message>
    <message>
        <source>“{what}” is not made at this station: it is made at a station of another role (display, convenor, scorekeeper) or at the owner&apos;s computer.</source>
        <translation>« {what} » ne se fait pas à ce poste : cela se fait à un poste d’un autre rôle (affichage, directeur, marqueur) ou sur l’ordinateur principal.</translation>
    </message>
    <message>
        <source>A display station only shows the event; it changes nothing.</source>
        <translation>Un poste d’affichage ne fait que montrer l’événement ; il ne modifie rien.</translation>
    </message>
    <message>
        <source>This event has no convenor PIN yet, so no station can be the convenor&apos;s desk: set the PIN on the owner&apos;s computer first, then join again.</source>
        <translation>Cet événement n’a pas encore de code PIN du directeur : aucun poste ne peut donc être le bureau du directeur. Définissez d’abord le code PIN sur l’ordinateur principal, puis reconnectez-vous.</translation>
    </message>
    <message>
        <source>Ask for the PIN&apos;s challenge first (the convenor PIN again).</source>
        <translation>Demandez d’abord le défi du code PIN (tapez à nouveau le code PIN du directeur).</translation>
    </message>
    <message>
        <source>The event file on the owner&apos;s computer was moved, renamed or deleted, so this change was not saved (your entry is still on screen). Tell the owner&apos;s official: everything entered so far is kept; at the owner&apos;s computer, save a copy (File ▸ Save a copy to…) and carry on from it, or, where the event is shared without a window, share the copy Cardroom saved (its name is on that computer&apos;s screen).</source>
        <translation>Le fichier de l’événement sur l’ordinateur principal a été déplacé, renommé ou supprimé : ce changement n’a donc pas été enregistré (votre saisie est toujours à l’écran). Prévenez la personne responsable de l’ordinateur principal : tout ce qui a été saisi jusqu’ici est conservé ; sur l’ordinateur principal, enregistrez une copie (Fichier ▸ Enregistrer une copie sous…) et continuez à partir de celle-ci ou, si l’événement est partagé sans fenêtre, partagez la copie enregistrée par Cardroom (son nom est affiché sur l’écran de cet ordinateur).</translation>
    </message>
    <message>
        <source>The owner&apos;s computer could not make this change ({detail}). Nothing was saved.</source>
        <translation>L’ordinateur principal n’a pas pu faire cette modification ({detail}). Rien n’a été enregistré.</translation>
    </message>
    <message>
        <source>That is not the join code. Check the 6 digits shown on the owner&apos;s computer (File ▸ Share on this network…).</source>
        <translation>Ce n’est pas le code d’accès. Vérifiez les 6 chiffres affichés sur l’ordinateur principal (Fichier ▸ Partager sur ce réseau…).</translation>
    </message>
    <message>
        <source>A join code is 6 digits, as the owner&apos;s computer shows it.</source>
        <translation>Un code d’accès compte 6 chiffres, tels que les affiche l’ordinateur principal.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong join codes from this computer. Try again in %n second(s).</source>
        <translation>
            <numerusform>Trop de codes d’accès erronés depuis cet ordinateur. Réessayez dans %n seconde.</numerusform>
            <numerusform>Trop de codes d’accès erronés depuis cet ordinateur. Réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This computer gave a wrong join code, and many wrong join codes were tried on this network in the last minute (not only from here): the owner&apos;s computer waits before it lets this computer try again. Try again in %n second(s).</source>
        <translation>
            <numerusform>Cet ordinateur a donné un code d’accès erroné, et beaucoup de codes d’accès erronés ont été essayés sur ce réseau dans la dernière minute (pas seulement d’ici) : l’ordinateur principal attend avant de laisser cet ordinateur réessayer. Réessayez dans %n seconde.</numerusform>
            <numerusform>Cet ordinateur a donné un code d’accès erroné, et beaucoup de codes d’accès erronés ont été essayés sur ce réseau dans la dernière minute (pas seulement d’ici) : l’ordinateur principal attend avant de laisser cet ordinateur réessayer. Réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>This computer runs Cardroom {here} and the owner&apos;s computer runs Cardroom {there}: they cannot work together. Update Cardroom on this computer.</source>
        <translation>Cet ordinateur a Cardroom {here} et l’ordinateur principal a Cardroom {there} : ils ne peuvent pas travailler ensemble. Mettez Cardroom à jour sur cet ordinateur.</translation>
    </message>
    <message>
        <source>This computer runs Cardroom {here} and the owner&apos;s computer runs Cardroom {there}: they cannot work together. Update Cardroom on the owner&apos;s computer.</source>
        <translation>Cet ordinateur a Cardroom {here} et l’ordinateur principal a Cardroom {there} : ils ne peuvent pas travailler ensemble. Mettez Cardroom à jour sur l’ordinateur principal.</translation>
    </message>
    <message>
        <source>No Cardroom owner answers at {address}. Check the address and port shown on the owner&apos;s computer (File ▸ Share on this network…), and that both computers are on the same network.</source>
        <translation>Aucun ordinateur principal Cardroom ne répond à {address}. Vérifiez l’adresse et le port affichés sur l’ordinateur principal (Fichier ▸ Partager sur ce réseau…), et que les deux ordinateurs sont sur le même réseau.</translation>
    </message>
    <message>
        <source>The computer at {address} did not answer as a Cardroom owner ({detail}).</source>
        <translation>L’ordinateur à {address} n’a pas répondu comme un ordinateur principal Cardroom ({detail}).</translation>
    </message>
    <message>
        <source>The computer at {address} does not know the join code, so it is not the owner you meant. Nothing was sent to it.</source>
        <translation>L’ordinateur à {address} ne connaît pas le code d’accès : ce n’est donc pas l’ordinateur principal voulu. Rien ne lui a été envoyé.</translation>
    </message>
    <message>
        <source>“{address}” is not an address Cardroom can use: type the owner&apos;s address as it shows it, for example 192.168.1.20 or 192.168.1.20:47600.</source>
        <translation>« {address} » n’est pas une adresse utilisable par Cardroom : tapez l’adresse de l’ordinateur principal telle qu’il l’affiche, par exemple 192.168.1.20 ou 192.168.1.20:47600.</translation>
    </message>
    <message>
        <source>A station is a display, a convenor or a scorekeeper.</source>
        <translation>Un poste est un affichage, un poste du directeur ou un poste de marque.</translation>
    </message>
    <message>
        <source>The computer at {address} is no longer this event&apos;s owner: another computer took the event over (takeover number {epoch}). Connect to the new owner.</source>
        <translation>L’ordinateur à {address} n’est plus l’ordinateur principal de cet événement : un autre ordinateur a repris l’événement (reprise n° {epoch}). Connectez-vous au nouvel ordinateur principal.</translation>
    </message>
    <message>
        <source>This computer is no longer the event&apos;s owner: another computer took it over while this one was away. Sharing has stopped. Nothing entered here since then was sent to anyone. To go on, join the new owner as a station (File ▸ Connect to another computer…).</source>
        <translation>Cet ordinateur n’est plus l’ordinateur principal de l’événement : un autre ordinateur a repris l’événement pendant son absence. Le partage est arrêté. Rien de ce qui a été saisi ici depuis n’a été envoyé à personne. Pour continuer, rejoignez le nouvel ordinateur principal comme poste (Fichier ▸ Se connecter à un autre ordinateur…).</translation>
    </message>
    <message>
        <source>This computer is no longer the event&apos;s owner: {computer} took it over at {time}. This computer no longer shares it. Nothing entered here since then was sent to anyone. To go on, join the new owner as a station.</source>
        <translation>Cet ordinateur n’est plus l’ordinateur principal de l’événement : {computer} l’a repris le {time}. Cet ordinateur ne le partage plus. Rien de ce qui a été saisi ici depuis n’a été envoyé à personne. Pour continuer, rejoignez le nouvel ordinateur principal comme poste.</translation>
    </message>
    <message>
        <source>Port {port} is already in use on this computer (another program, or Cardroom sharing another event). Choose another port.</source>
        <translation>Le port {port} est déjà utilisé sur cet ordinateur (par un autre programme, ou par Cardroom qui partage un autre événement). Choisissez un autre port.</translation>
    </message>
    <message>
        <source>Cardroom cannot share on port {port}: {detail}.</source>
        <translation>Cardroom ne peut pas partager sur le port {port} : {detail}.</translation>
    </message>
    <message>
        <source>This event has no convenor PIN yet: set it on the owner&apos;s computer first.</source>
        <translation>Cet événement n’a pas encore de code PIN du directeur : définissez-le d’abord sur l’ordinateur principal.</translation>
    </message>
    <message>
        <source>The owner&apos;s computer gave an answer Cardroom does not know.</source>
        <translation>L’ordinateur principal a donné une réponse que Cardroom ne connaît pas.</translation>
    </message>
    <message>
        <source>The computer this station is connected to accepted the PIN without knowing it: it is not the event&apos;s owner. Nothing more was sent to it; tell the convenor.</source>
        <translation>L’ordinateur auquel ce poste est connecté a accepté le code PIN sans le connaître : ce n’est pas l’ordinateur principal de l’événement. Rien de plus ne lui a été envoyé ; prévenez le directeur.</translation>
    </message>
    <message>
        <source>The event is closed: this change was not made.</source>
        <translation>L’événement est fermé : cette modification n’a pas été faite.</translation>
    </message>
    <message numerus="yes">
        <source>District {district} sends %n team(s); a provincial event allows one team (two players) per district.</source>
        <translation>
            <numerusform>Le district {district} envoie %n équipe ; un événement provincial admet une équipe (deux joueurs) par district.</numerusform>
            <numerusform>Le district {district} envoie %n équipes ; un événement provincial admet une équipe (deux joueurs) par district.</numerusform>
        </translation>
    </message>
    <message>
        <source>Closing a table re-seats partnership games (euchre); this game seats players one by one.</source>
        <translation>Fermer une table replace les joueurs des jeux par équipes (euchre) ; ce jeu place les joueurs un par un.</translation>
    </message>
    <message>
        <source>Every table of game {game} is full: there is no table to close.</source>
        <translation>Toutes les tables de la partie {game} sont complètes : il n’y a pas de table à fermer.</translation>
    </message>
    <message>
        <source>Game {game} is played at one table: it cannot be closed.</source>
        <translation>La partie {game} se joue à une seule table : elle ne peut pas être fermée.</translation>
    </message>
    <message numerus="yes">
        <source>Game {game} has %n empty seat(s): closing table {table} would not fill them (it frees four seats with the floater team standing down, if it plays). Seat a substitute in each empty seat instead.</source>
        <translation>
            <numerusform>La partie {game} a %n place vide : fermer la table {table} ne la comblerait pas (cela libère quatre places, l’équipe de réserve se retirant si elle joue). Placez plutôt un remplaçant à chaque place vide.</numerusform>
            <numerusform>La partie {game} a %n places vides : fermer la table {table} ne les comblerait pas (cela libère quatre places, l’équipe de réserve se retirant si elle joue). Placez plutôt un remplaçant à chaque place vide.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table {table} already has a score sheet in game {game}: its players are not moved. Seat a substitute instead.</source>
        <translation>La table {table} a déjà une feuille de marque dans la partie {game} : ses joueurs ne sont pas déplacés. Placez plutôt un remplaçant.</translation>
    </message>
    <message>
        <source>Table {table} {seat} is taken in game {game}: a substitute takes an empty seat.</source>
        <translation>La place {seat} de la table {table} est occupée dans la partie {game} : un remplaçant prend une place vide.</translation>
    </message>
    <message>
        <source>Table {table} has no seat {seat} in game {game}.</source>
        <translation>La table {table} n’a pas de place {seat} dans la partie {game}.</translation>
    </message>
    <message>
        <source>Nobody plays at table {table} in game {game}: a substitute fills a seat at a table in play.</source>
        <translation>Personne ne joue à la table {table} dans la partie {game} : un remplaçant comble une place à une table en jeu.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s sheet of game {game} is signed: its seats do not change.</source>
        <translation>La feuille de la table {table} pour la partie {game} est signée : ses places ne changent pas.</translation>
    </message>
    <message>
        <source>{name} is not a substitute seated in game {game}.</source>
        <translation>{name} n’est pas un remplaçant placé dans la partie {game}.</translation>
    </message>
    <message>
        <source>“{value}” is not a seat at a table of this game.</source>
        <translation>« {value} » n’est pas une place à une table de ce jeu.</translation>
    </message>
    <message>
        <source>Player {value} is seated twice in this seating.</source>
        <translation>Le joueur {value} a deux places dans ce placement.</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat} is given twice in this seating.</source>
        <translation>La place {seat} de la table {table} est donnée deux fois dans ce placement.</translation>
    </message>
    <message>
        <source>This station cannot take the event over: it does not hold the convenor PIN&apos;s material, without which the PIN would no longer guard rulings. No event file was made.</source>
        <translation>Ce poste ne peut pas reprendre l’événement : il n’a pas les éléments du code PIN du directeur, sans lesquels le code PIN ne protégerait plus les décisions. Aucun fichier d’événement n’a été créé.</translation>
    </message>
    <message>
        <source>This PIN is not the one the convenor PIN&apos;s material was made with. No event file was made.</source>
        <translation>Ce code PIN n’est pas celui avec lequel les éléments du code PIN du directeur ont été faits. Aucun fichier d’événement n’a été créé.</translation>
    </message>
    <message>
        <source>The event was not taken over: the disk holding “{path}” is full, and nothing was left on it; free some space on that disk, or take over to a folder on another disk.</source>
        <translation>L’événement n’a pas été repris : le disque qui contient « {path} » est plein, et rien n’y a été laissé ; libérez de la place sur ce disque, ou reprenez-le dans un dossier d’un autre disque.</translation>
    </message>
    <message>
        <source>The event was not taken over: the new event file “{path}” could not be written ({detail}), and nothing was left of it; check that disk, or take over to another folder.</source>
        <translation>L’événement n’a pas été repris : le nouveau fichier d’événement « {path} » n’a pas pu être écrit ({detail}), et il n’en reste rien ; vérifiez ce disque, ou reprenez-le dans un autre dossier.</translation>
    </message>
    <message>
        <source>This event has been taken over {most} times: it cannot be taken over again. Start a new event file from a saved copy instead. No event file was made.</source>
        <translation>Cet événement a été repris {most} fois : il ne peut plus l’être. Partez plutôt d’une copie enregistrée pour un nouveau fichier d’événement. Aucun fichier d’événement n’a été créé.</translation>
    </message>
    <message>
        <source>This station&apos;s sealed copy of the convenor PIN cannot sign a takeover of this event (it is of an older Cardroom, or not this event&apos;s): the other stations would not follow. Type the convenor PIN once on the owner&apos;s computer, or at a convenor&apos;s desk connected to it, so that it seals it again. No event file was made.</source>
        <translation>La copie scellée du code PIN du directeur que garde ce poste ne peut pas signer une reprise de cet événement (elle vient d’une version plus ancienne de Cardroom, ou d’un autre événement) : les autres postes ne suivraient pas. Tapez une fois le code PIN du directeur sur l’ordinateur principal, ou à un bureau du directeur qui y est connecté, pour qu’il la scelle à nouveau. Aucun fichier d’événement n’a été créé.</translation>
    </message>
    <message>
        <source>That is not the convenor PIN: this station&apos;s sealed copy of the PIN does not open with it.</source>
        <translation>Ce n’est pas le code PIN du directeur : la copie scellée du code PIN que garde ce poste ne s’ouvre pas avec lui.</translation>
    </message>
    <message>
        <source>This station&apos;s sealed copy of the convenor PIN is damaged: it cannot be opened.</source>
        <translation>La copie scellée du code PIN du directeur que garde ce poste est endommagée : elle ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>Only a convenor&apos;s desk or a scorekeeper station can be chosen to take over, never a display.</source>
        <translation>Seul un bureau du directeur ou un poste de marqueur peut être choisi pour prendre le relais, jamais un affichage.</translation>
    </message>
    <message>
        <source>The owner&apos;s computer still answers: no takeover. If this station cannot reach it, check its network.</source>
        <translation>L’ordinateur principal répond encore : pas de reprise. Si ce poste ne le joint pas, vérifiez son réseau.</translation>
    </message>
    <message>
        <source>A display station cannot take the event over: only a convenor&apos;s desk or a scorekeeper station the convenor chose can.</source>
        <translation>Un poste d’affichage ne peut pas reprendre l’événement : seul un bureau du directeur ou un poste de marqueur choisi par le directeur le peut.</translation>
    </message>
    <message>
        <source>This station cannot take the event over: the convenor did not choose it (Share dialog, “May take over”), or the owner had not yet sent it the convenor PIN&apos;s sealed copy.</source>
        <translation>Ce poste ne peut pas reprendre l’événement : le directeur ne l’a pas choisi (fenêtre Partager, « Peut prendre le relais »), ou l’ordinateur principal ne lui avait pas encore envoyé la copie scellée du code PIN du directeur.</translation>
    </message>
    <message>
        <source>This station&apos;s copy stopped at {stopped}, before the owner was lost: changes the owner confirmed since may be missing from it. Take over from {other} instead.</source>
        <translation>La copie de ce poste s’est arrêtée à {stopped}, avant la perte de l’ordinateur principal : des modifications confirmées depuis peuvent y manquer. Reprenez plutôt depuis {other}.</translation>
    </message>
    <message>
        <source>This station&apos;s copy stopped at {stopped}, before the owner was lost: changes the owner confirmed since may be missing from it. Take over from another station that stayed connected.</source>
        <translation>La copie de ce poste s’est arrêtée à {stopped}, avant la perte de l’ordinateur principal : des modifications confirmées depuis peuvent y manquer. Reprenez plutôt depuis un autre poste resté connecté.</translation>
    </message>
    <message>
        <source>This station is still connected to the owner: there is nothing to take over.</source>
        <translation>Ce poste est encore connecté à l’ordinateur principal : il n’y a rien à reprendre.</translation>
    </message>
    <message>
        <source>No convenor PIN given for the takeover: set it in the environment variable {variable}, or name a file that holds it with --pin-file (never on the command line, where others can read it).</source>
        <translation>Aucun code PIN du directeur pour la reprise : mettez-le dans la variable d’environnement {variable}, ou nommez un fichier qui le contient avec --pin-file (jamais sur la ligne de commande, où d’autres peuvent le lire).</translation>
    </message>
    <message>
        <source>The PIN file {path} cannot be read: {detail}</source>
        <translation>Le fichier du code PIN {path} ne peut pas être lu : {detail}</translation>
    </message>
    <message>
        <source>This station can no longer follow the owner ({detail}): nothing was taken over.</source>
        <translation>Ce poste ne peut plus suivre l’ordinateur principal ({detail}) : rien n’a été repris.</translation>
    </message>
    <message>
        <source>The convenor&apos;s desk joins with the convenor PIN: type it (the join code alone admits a display or a scorekeeper).</source>
        <translation>Le bureau du directeur se connecte avec le code PIN du directeur : tapez-le (le code d’accès seul n’admet qu’un affichage ou un marqueur).</translation>
    </message>
    <message>
        <source>The computer at {address} did not ask for the convenor PIN, so it is not the owner you meant. Nothing was sent to it.</source>
        <translation>L’ordinateur à {address} n’a pas demandé le code PIN du directeur : ce n’est donc pas l’ordinateur principal voulu. Rien ne lui a été envoyé.</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>District</source>
        <translation>District</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <source>Medal</source>
        <translation>Médaille</translation>
    </message>
    <message>
        <source>Playoff needed</source>
        <translation>Barrage nécessaire</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player number</source>
        <translation>Numéro du joueur</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <source>{name} ({seat})</source>
        <translation>{name} ({seat})</translation>
    </message>
    <message>
        <source>{name} (place {place})</source>
        <translation>{name} (place {place})</translation>
    </message>
    <message>
        <source>{player}: {fines}</source>
        <translation>{player} : {fines}</translation>
    </message>
    <message>
        <source>Points, place {place}</source>
        <translation>Points, place {place}</translation>
    </message>
    <message>
        <source>Bullheads, place {place}</source>
        <translation>Têtes de bœuf, place {place}</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Amende</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Entered by</source>
        <translation>Saisie par</translation>
    </message>
    <message>
        <source>Entered at</source>
        <translation>Saisie le</translation>
    </message>
    <message>
        <source>Revoked at</source>
        <translation>Annulée le</translation>
    </message>
    <message>
        <source>Revoked by</source>
        <translation>Annulée par</translation>
    </message>
    <message>
        <source>Revoke reason</source>
        <translation>Motif de l’annulation</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>En vigueur</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>argent</translation>
    </message>
    <message>
        <source>bronze</source>
        <translation>bronze</translation>
    </message>
    <message>
        <source>signed</source>
        <translation>signée</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complète</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>contestée</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
</context>
<context>
    <name>FileTypes</name>
    <message>
        <source>Cardroom event</source>
        <translation>Événement Cardroom</translation>
    </message>
    <message>
        <source>Windows did not record it: %1</source>
        <translation>Windows ne l’a pas enregistré : %1</translation>
    </message>
    <message>
        <source>A double-click on a .cardroom file now opens it in Cardroom.</source>
        <translation>Un double-clic sur un fichier .cardroom l’ouvre désormais dans Cardroom.</translation>
    </message>
    <message>
        <source>Open event files (.cardroom) in Cardroom when you double-click them?</source>
        <translation>Ouvrir les fichiers d’événement (.cardroom) dans Cardroom d’un double-clic ?</translation>
    </message>
    <message>
        <source>This is set for your Windows account only, and needs no administrator. Help ▸ Open .cardroom files with Cardroom sets it later, or again after Cardroom is moved to another folder.</source>
        <translation>Ce réglage ne vaut que pour votre compte Windows et ne demande pas d’administrateur. Aide ▸ Ouvrir les fichiers .cardroom avec Cardroom le fait plus tard, ou de nouveau si Cardroom est déplacé dans un autre dossier.</translation>
    </message>
    <message>
        <source>&amp;Yes, open them in Cardroom</source>
        <translation>&amp;Oui, les ouvrir dans Cardroom</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>This computer has no program to open “%1”.</source>
        <translation>Aucun programme de cet ordinateur ne sait ouvrir « %1 ».</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Show in &amp;folder</source>
        <translation>Afficher dans le &amp;dossier</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Game %1 — session %2 — %3</source>
        <translation>Partie %1 — séance %2 — %3</translation>
    </message>
    <message>
        <source>Round %1 — session %2 — %3</source>
        <translation>Manche %1 — séance %2 — %3</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>OSGA Progressive Bid Euchre</source>
        <translation>Euchre progressif à enchères (OSGA)</translation>
    </message>
    <message>
        <source>Classic Euchre</source>
        <translation>Euchre classique</translation>
    </message>
    <message>
        <source>Whist à la surenchère (Whist Hainaut)</source>
        <translation>Whist à la surenchère (Whist Hainaut)</translation>
    </message>
    <message>
        <source>6 nimmt! qualifier</source>
        <translation>Sélection 6 qui prend !</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>Nothing can be imported from this file.</source>
        <translation>Rien ne peut être importé de ce fichier.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Prénom</translation>
    </message>
    <message>
        <source>No. (player’s number)</source>
        <translation>N° (numéro du joueur)</translation>
    </message>
    <message>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <source>Partner (name or number)</source>
        <translation>Partenaire (nom ou numéro)</translation>
    </message>
    <message>
        <source>Floater (yes or no)</source>
        <translation>Réserve (oui ou non)</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>&amp;Line 1 names the columns</source>
        <translation>La &amp;ligne 1 nomme les colonnes</translation>
    </message>
    <message>
        <source>Headings in English or French are read (Name, No., District or Club, Partner, Team, Floater); without a No. column the players are numbered in the file’s order. A partner is named or numbered; players with the same Team form a team.</source>
        <translation>Les en-têtes sont lus en français ou en anglais (Nom, N°, District ou Club, Partenaire, Équipe, Réserve) ; sans colonne N°, les joueurs sont numérotés dans l’ordre du fichier. Un partenaire est donné par son nom ou son numéro ; les joueurs de la même Équipe forment une équipe.</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Line %1: %2 — not imported</source>
        <translation>Ligne %1 : %2 — non importée</translation>
    </message>
    <message>
        <source>Save a &amp;sample file…</source>
        <translation>Enregistrer un &amp;exemple…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>In the file:</source>
        <translation>Dans le fichier :</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Lue comme :</translation>
    </message>
    <message>
        <source>First lines:</source>
        <translation>Premières lignes :</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Column %1 is read as %2 too: only column %3 is read so.</source>
        <translation>La colonne %1 est aussi lue comme %2 : seule la colonne %3 est lue ainsi.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) will be imported.</source>
        <translation>
            <numerusform>%n joueur sera importé.</numerusform>
            <numerusform>%n joueurs seront importés.</numerusform>
        </translation>
    </message>
    <message>
        <source>No column of numbers: the players are numbered %1 to %2 in the file’s order.</source>
        <translation>Pas de colonne de numéros : les joueurs sont numérotés de %1 à %2 dans l’ordre du fichier.</translation>
    </message>
    <message>
        <source>Floater</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) will not be imported; read why below.</source>
        <translation>
            <numerusform>%n ligne ne sera pas importée ; lisez pourquoi ci-dessous.</numerusform>
            <numerusform>%n lignes ne seront pas importées ; lisez pourquoi ci-dessous.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every line is imported; read what was changed below.</source>
        <translation>Toutes les lignes sont importées ; lisez ci-dessous ce qui a été changé.</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Save a sample roster file</source>
        <translation>Enregistrer un exemple de liste de joueurs</translation>
    </message>
    <message>
        <source>roster sample.csv</source>
        <translation>exemple liste joueurs.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Sample not saved</source>
        <translation>Exemple non enregistré</translation>
    </message>
    <message>
        <source>Sample saved as %1: fill it in with a spreadsheet, save it as CSV and import it.</source>
        <translation>Exemple enregistré sous %1 : remplissez-le avec un tableur, enregistrez-le en CSV et importez-le.</translation>
    </message>
    <message>
        <source>Import refused</source>
        <translation>Importation refusée</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) imported from the file.</source>
        <translation>
            <numerusform>%n joueur importé du fichier.</numerusform>
            <numerusform>%n joueurs importés du fichier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made.</source>
        <translation>
            <numerusform>%n équipe formée.</numerusform>
            <numerusform>%n équipes formées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Floater: %1.</source>
        <translation>Réserve : %1.</translation>
    </message>
    <message>
        <source>Line %1: %2 — not imported.</source>
        <translation>Ligne %1 : %2 — non importée.</translation>
    </message>
    <message>
        <source>The file is too large for a roster.</source>
        <translation>Le fichier est trop gros pour une liste de joueurs.</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Importer des joueurs depuis un fichier CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>Infractions</name>
    <message>
        <source>Card played out of turn</source>
        <translation>Carte jouée hors tour</translation>
    </message>
    <message>
        <source>Card revealed</source>
        <translation>Carte exposée</translation>
    </message>
    <message>
        <source>Repeated hesitation</source>
        <translation>Hésitations répétées</translation>
    </message>
    <message>
        <source>Re-deal ordered</source>
        <translation>Nouvelle donne ordonnée</translation>
    </message>
    <message>
        <source>Renonce (revoke)</source>
        <translation>Renonce</translation>
    </message>
    <message>
        <source>Fine (amende)</source>
        <translation>Amende</translation>
    </message>
    <message>
        <source>Other penalty</source>
        <translation>Autre pénalité</translation>
    </message>
    <message>
        <source>Wrong row taken</source>
        <translation>Mauvaise rangée ramassée</translation>
    </message>
</context>
<context>
    <name>LateChanges</name>
    <message numerus="yes">
        <source>%1, %n point(s)</source>
        <translation>
            <numerusform>%1, %n point</numerusform>
            <numerusform>%1, %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>game %1, table %2</source>
        <translation>partie %1, table %2</translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>partie %1</translation>
    </message>
    <message>
        <source>signed by %1</source>
        <translation>signée par %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an action: where and what</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between a detail&apos;s parts</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>LateChangesDialog</name>
    <message>
        <source>Changes made here after the takeover</source>
        <translation>Modifications faites ici après la reprise</translation>
    </message>
    <message numerus="yes">
        <source>This file&apos;s history parted from the one %2 took over at %3 before the takeover itself: from entry %1 on, they differ. The %n change(s) below were made on this computer from there; the new owner does not have them.</source>
        <translation>
            <numerusform>L’historique de ce fichier s’écarte de celui que %2 a repris le %3, avant même la reprise : à partir de l’entrée %1, ils diffèrent. La modification ci-dessous a été faite sur cet ordinateur depuis ce point ; le nouvel ordinateur principal ne l’a pas.</numerusform>
            <numerusform>L’historique de ce fichier s’écarte de celui que %2 a repris le %3, avant même la reprise : à partir de l’entrée %1, ils diffèrent. Les %n modifications ci-dessous ont été faites sur cet ordinateur depuis ce point ; le nouvel ordinateur principal ne les a pas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took the event over at %2. The %n change(s) below were made on this computer after that, and were never sent to any station: the new owner does not have them. Re-enter at the new owner those that should stand, or discard them. Nothing here is merged.</source>
        <translation>
            <numerusform>%1 a repris l’événement le %2. La modification ci-dessous a été faite sur cet ordinateur après la reprise et n’a été envoyée à aucun poste : le nouvel ordinateur principal ne l’a pas. Saisissez-la de nouveau sur le nouvel ordinateur principal si elle doit compter, ou écartez-la. Rien n’est fusionné automatiquement.</numerusform>
            <numerusform>%1 a repris l’événement le %2. Les %n modifications ci-dessous ont été faites sur cet ordinateur après la reprise et n’ont été envoyées à aucun poste : le nouvel ordinateur principal ne les a pas. Saisissez de nouveau sur le nouvel ordinateur principal celles qui doivent compter, ou écartez-les. Rien n’est fusionné automatiquement.</numerusform>
        </translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>&amp;Save the list…</source>
        <translation>&amp;Enregistrer la liste…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>É&amp;carter</translation>
    </message>
    <message>
        <source>Save the list of the late changes.</source>
        <translation>Enregistrer la liste des modifications tardives.</translation>
    </message>
    <message>
        <source>late changes %1.csv</source>
        <translation>modifications tardives %1.csv</translation>
    </message>
    <message>
        <source>Save the list</source>
        <translation>Enregistrer la liste</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The list could not be saved: %1</source>
        <translation>La liste n’a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>List saved: %1</source>
        <translation>Liste enregistrée : %1</translation>
    </message>
    <message>
        <source>Late changes after the takeover by %1 set aside by the convenor</source>
        <translation>Modifications tardives après la reprise par %1 écartées par le directeur</translation>
    </message>
    <message>
        <source>Set aside: recorded in this file&apos;s audit log.</source>
        <translation>Écartées : inscrit au journal d’audit de ce fichier.</translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Preparing page %1 of %2…</source>
        <translation>Préparation de la page %1 sur %2…</translation>
    </message>
    <message>
        <source>Writing page %1 of %2…</source>
        <translation>Écriture de la page %1 sur %2…</translation>
    </message>
    <message>
        <source>Laying out row %1 of %2…</source>
        <translation>Mise en page de la ligne %1 sur %2…</translation>
    </message>
    <message>
        <source>Sheet %1 of %2…</source>
        <translation>Feuille %1 sur %2…</translation>
    </message>
    <message>
        <source>Reading sheet %1 of %2…</source>
        <translation>Lecture de la feuille %1 sur %2…</translation>
    </message>
    <message>
        <source>Writing sheet %1 of %2…</source>
        <translation>Écriture de la feuille %1 sur %2…</translation>
    </message>
    <message>
        <source>Restoring the backup…</source>
        <translation>Restauration de la sauvegarde…</translation>
    </message>
    <message>
        <source>Checking the record…</source>
        <translation>Vérification du registre…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No event is open. Use the File menu to create or open one, or open the demo event.</source>
        <translation>Aucun événement n’est ouvert. Utilisez le menu Fichier pour en créer ou en ouvrir un, ou ouvrez l’événement de démonstration.</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>Aucun événement ouvert</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seating board</source>
        <translation>Plan de salle</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>Feuilles de score</translation>
    </message>
    <message>
        <source>Timekeeper</source>
        <translation>Chronométreur</translation>
    </message>
    <message>
        <source>Convenor desk</source>
        <translation>Directeur</translation>
    </message>
    <message>
        <source>%1 (read-only view) — %2</source>
        <translation>%1 (vue en lecture seule) — %2</translation>
    </message>
    <message>
        <source>Read-only view of %1: changes are made where it is open</source>
        <translation>Vue en lecture seule de %1 : les modifications se font là où il est ouvert</translation>
    </message>
    <message>
        <source>Event file: %1</source>
        <translation>Fichier de l’événement : %1</translation>
    </message>
    <message>
        <source>Event file: %1 (%2)</source>
        <translation>Fichier de l’événement : %1 (%2)</translation>
    </message>
    <message>
        <source>Taken over by %1 at %2: this file is no longer the event&apos;s.</source>
        <translation>Repris par %1 le %2 : ce fichier n’est plus celui de l’événement.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nouvel événement…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Open &amp;demo event</source>
        <translation>Ouvrir l’événement de &amp;démonstration</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>&amp;Print reports</source>
        <translation>&amp;Imprimer les rapports</translation>
    </message>
    <message>
        <source>Print with pre&amp;view</source>
        <translation>Imprimer avec aperç&amp;u</translation>
    </message>
    <message>
        <source>P&amp;aper size</source>
        <translation>Format du p&amp;apier</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>&amp;Sauvegarder maintenant</translation>
    </message>
    <message>
        <source>Save a &amp;copy to…</source>
        <translation>Enregistrer une &amp;copie sous…</translation>
    </message>
    <message>
        <source>Res&amp;tore from a backup…</source>
        <translation>Res&amp;taurer une sauvegarde…</translation>
    </message>
    <message>
        <source>S&amp;hare on this network…</source>
        <translation>Pa&amp;rtager sur ce réseau…</translation>
    </message>
    <message>
        <source>Connect to another co&amp;mputer…</source>
        <translation>Se connecter à un autre &amp;ordinateur…</translation>
    </message>
    <message>
        <source>&amp;Close event</source>
        <translation>&amp;Fermer l’événement</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>Clock &amp;display (projector)</source>
        <translation>&amp;Affichage de l’horloge (projecteur)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Taille du texte</translation>
    </message>
    <message>
        <source>&amp;Convenor</source>
        <translation>Di&amp;recteur</translation>
    </message>
    <message>
        <source>&amp;Penalty…</source>
        <translation>&amp;Pénalité…</translation>
    </message>
    <message>
        <source>&amp;Default…</source>
        <translation>&amp;Forfait…</translation>
    </message>
    <message>
        <source>&amp;Results board (projector)</source>
        <translation>&amp;Tableau des résultats (projecteur)</translation>
    </message>
    <message>
        <source>Enter or leave convenor &amp;mode</source>
        <translation>Entrer en &amp;mode directeur ou en sortir</translation>
    </message>
    <message>
        <source>&amp;Change the convenor PIN…</source>
        <translation>&amp;Changer le code PIN du directeur…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules and settings</source>
        <translation>&amp;Règles et réglages</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>&amp;About Cardroom</source>
        <translation>À &amp;propos de Cardroom</translation>
    </message>
    <message>
        <source>Open .cardroom files &amp;with Cardroom</source>
        <translation>Ouvrir les fichiers .cardroom &amp;avec Cardroom</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <source>Cardroom draws the new text size when it starts again. Restart now? The event is saved; it opens again where you are.</source>
        <translation>Cardroom affiche la nouvelle taille du texte à son prochain démarrage. Redémarrer maintenant ? L’événement est enregistré ; il se rouvre là où vous en êtes.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <source>Some rule settings in this file were not values Cardroom allows (perhaps changed by another program) and were set back to the game&apos;s defaults: %1. The audit log keeps what was there.</source>
        <translation>Certains réglages de ce fichier n’étaient pas des valeurs que Cardroom admet (peut-être modifiés par un autre programme) et ont été remis aux valeurs par défaut du jeu : %1. Le journal d’audit garde ce qui s’y trouvait.</translation>
    </message>
    <message>
        <source>Automatic backup failed: %1</source>
        <translation>La sauvegarde automatique a échoué : %1</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Ouvrir un événement</translation>
    </message>
    <message>
        <source>Cardroom events (*%1);;All files (*)</source>
        <translation>Événements Cardroom (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>Shared: %n station(s) · players&apos; page on</source>
        <translation>
            <numerusform>Partagé : %n poste · page des joueurs active</numerusform>
            <numerusform>Partagé : %n postes · page des joueurs active</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop sharing and quit?</source>
        <translation>Arrêter le partage et quitter ?</translation>
    </message>
    <message>
        <source>Stop sharing and close the event?</source>
        <translation>Arrêter le partage et fermer l’événement ?</translation>
    </message>
    <message>
        <source>The stations are told that sharing stopped. When this event is shared again, they reconnect by themselves with the same join code.</source>
        <translation>Les postes sont avertis que le partage est arrêté. Quand cet événement sera de nouveau partagé, ils se reconnecteront d’eux-mêmes avec le même code d’accès.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Convenor mode</source>
        <translation>Mode directeur</translation>
    </message>
    <message>
        <source>No backup of this event is beside the file: the record check had nothing to compare it with (see the convenor desk).</source>
        <translation>Aucune sauvegarde de cet événement n’est à côté du fichier : la vérification du registre n’avait rien à quoi le comparer (voir le bureau du directeur).</translation>
    </message>
    <message>
        <source>&amp;Save a copy and carry on from it…</source>
        <translation>&amp;Enregistrer une copie et continuer avec elle…</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message numerus="yes">
        <source>Shared: %n station(s)</source>
        <translation>
            <numerusform>Partagé : %n poste</numerusform>
            <numerusform>Partagé : %n postes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) connected: %1.</source>
        <translation>
            <numerusform>%n poste connecté : %1.</numerusform>
            <numerusform>%n postes connectés : %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Large (125%)</source>
        <translation>&amp;Grande (125&#xa0;%)</translation>
    </message>
    <message>
        <source>La&amp;rger (150%)</source>
        <translation>&amp;Très grande (150&#xa0;%)</translation>
    </message>
    <message>
        <source>&amp;Letter (8.5 × 11 in)</source>
        <translation>&amp;Lettre (8,5 × 11 po)</translation>
    </message>
    <message>
        <source>A&amp;4 (210 × 297 mm)</source>
        <translation>A&amp;4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>&amp;Automatic: %1</source>
        <translation>&amp;Automatique : %1</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>e.g. District 55+ Games — Bid Euchre</source>
        <translation>p. ex. Jeux 55+ du district — Euchre à enchères</translation>
    </message>
    <message>
        <source>Pro&amp;vincial event (one team of two players per district)</source>
        <translation>Événement pro&amp;vincial (une équipe de deux joueurs par district)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>6 to 12 digits, for the convenor&apos;s rulings</source>
        <translation>6 à 12 chiffres, pour les décisions du directeur</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <source>Use a l&amp;ocal folder</source>
        <translation>Utiliser un d&amp;ossier local</translation>
    </message>
    <message>
        <source>Event &amp;name:</source>
        <translation>&amp;Nom de l’événement :</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Players at &amp;most:</source>
        <translation>Joueurs au &amp;maximum :</translation>
    </message>
    <message>
        <source>Number of &amp;tables:</source>
        <translation>Nombre de &amp;tables :</translation>
    </message>
    <message>
        <source>&amp;Days:</source>
        <translation>Nom&amp;bre de jours :</translation>
    </message>
    <message>
        <source>&amp;Sessions per day:</source>
        <translation>&amp;Séances par jour :</translation>
    </message>
    <message>
        <source>Games per s&amp;ession:</source>
        <translation>Parties par s&amp;éance :</translation>
    </message>
    <message>
        <source>&amp;First game starts:</source>
        <translation>Début de la &amp;première partie :</translation>
    </message>
    <message>
        <source>Game &amp;length:</source>
        <translation>&amp;Durée d’une partie :</translation>
    </message>
    <message>
        <source>&amp;Break between games:</source>
        <translation>&amp;Pause entre les parties :</translation>
    </message>
    <message>
        <source>Break between sess&amp;ions:</source>
        <translation>Pause entre les séan&amp;ces :</translation>
    </message>
    <message>
        <source>Convenor &amp;PIN:</source>
        <translation>Code PIN du di&amp;recteur :</translation>
    </message>
    <message>
        <source>Repeat the P&amp;IN:</source>
        <translation>Répétez le code P&amp;IN :</translation>
    </message>
    <message>
        <source>Event &amp;file:</source>
        <translation>&amp;Fichier de l’événement :</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Créer l’événement</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the day.</source>
        <translation>
            <numerusform>%n partie dans la journée.</numerusform>
            <numerusform>%n parties dans la journée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) in the day.</source>
        <translation>
            <numerusform>%n manche dans la journée.</numerusform>
            <numerusform>%n manches dans la journée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) a day, %1 in all; each day starts at the first game&apos;s time.</source>
        <translation>
            <numerusform>%n partie par jour, %1 en tout ; chaque jour commence à l’heure de la première partie.</numerusform>
            <numerusform>%n parties par jour, %1 en tout ; chaque jour commence à l’heure de la première partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) a day, %1 in all; each day starts at the first round&apos;s time.</source>
        <translation>
            <numerusform>%n manche par jour, %1 en tout ; chaque jour commence à l’heure de la première manche.</numerusform>
            <numerusform>%n manches par jour, %1 en tout ; chaque jour commence à l’heure de la première manche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rounds per s&amp;ession:</source>
        <translation>Manches par s&amp;éance :</translation>
    </message>
    <message>
        <source>&amp;First round starts:</source>
        <translation>Début de la &amp;première manche :</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>&amp;Durée d’une manche :</translation>
    </message>
    <message>
        <source>&amp;Break between rounds:</source>
        <translation>&amp;Pause entre les manches :</translation>
    </message>
    <message>
        <source>Brea&amp;k before the final:</source>
        <translation>Pa&amp;use avant la finale :</translation>
    </message>
    <message>
        <source>%1 selection tables of %2 players</source>
        <translation>%1 tables de sélection de %2 joueurs</translation>
    </message>
    <message>
        <source>%1 of %2 players</source>
        <translation>%1 de %2 joueurs</translation>
    </message>
    <message>
        <source>%1 selection tables (%2)</source>
        <translation>%1 tables de sélection (%2)</translation>
    </message>
    <message>
        <source>%1, %2 rounds each; each table&apos;s winner goes to the final table (%3 finalists, %2 rounds). One session for the selection, one for the final.</source>
        <translation>%1, %2 manches chacune ; le gagnant de chaque table va à la table finale (%3 finalistes, %2 manches). Une séance pour la sélection, une pour la finale.</translation>
    </message>
    <message>
        <source>%1 is not a multiple of 6: a table seats 6 at most and no two tables differ by more than one player; each table still sends its winner.</source>
        <translation>%1 n’est pas un multiple de 6 : une table compte 6 joueurs au plus et deux tables ne diffèrent jamais de plus d’un joueur ; chaque table envoie quand même son gagnant.</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evenement</translation>
    </message>
    <message>
        <source>This folder is synced by %1, which can damage an event file while Cardroom writes it. Keep events on this computer alone; save a copy to %1 after the day.</source>
        <translation>Ce dossier est synchronisé par %1, ce qui peut abîmer un fichier d’événement pendant que Cardroom l’écrit. Gardez les événements sur cet ordinateur seul ; enregistrez-en une copie dans %1 après la journée.</translation>
    </message>
    <message>
        <source>Event file</source>
        <translation>Fichier de l’événement</translation>
    </message>
    <message>
        <source>Cardroom events (*%1)</source>
        <translation>Événements Cardroom (*%1)</translation>
    </message>
    <message>
        <source>The two PINs differ. Type the same PIN twice.</source>
        <translation>Les deux codes PIN sont différents. Tapez deux fois le même code.</translation>
    </message>
    <message>
        <source>Choose the convenor&apos;s PIN: penalties, defaults and corrections ask for it.</source>
        <translation>Choisissez le code PIN du directeur : il est demandé pour les pénalités, les forfaits et les corrections.</translation>
    </message>
</context>
<context>
    <name>Opening</name>
    <message>
        <source>Close “%1” and open “%2” here?</source>
        <translation>Fermer « %1 » et ouvrir « %2 » ici ?</translation>
    </message>
    <message>
        <source>Everything entered in the open event is already saved in its file; File ▸ Open recent opens it again. One event is open at a time.</source>
        <translation>Tout ce qui a été saisi dans l’événement ouvert est déjà enregistré dans son fichier ; Fichier ▸ Ouvrir un fichier récent le rouvre. Un seul événement est ouvert à la fois.</translation>
    </message>
    <message>
        <source>&amp;Open it here</source>
        <translation>L’&amp;ouvrir ici</translation>
    </message>
    <message>
        <source>Drop one file at a time: an event file (.cardroom) or a list of players (.csv).</source>
        <translation>Déposez un seul fichier à la fois : un fichier d’événement (.cardroom) ou une liste de joueurs (.csv).</translation>
    </message>
    <message>
        <source>Cardroom opens an event file (.cardroom) and imports a list of players (.csv); “%1” is neither.</source>
        <translation>Cardroom ouvre un fichier d’événement (.cardroom) et importe une liste de joueurs (.csv) ; « %1 » n’est ni l’un ni l’autre.</translation>
    </message>
    <message>
        <source>No event is open: open or create the event first, then drop the list of players on it.</source>
        <translation>Aucun événement n’est ouvert : ouvrez ou créez d’abord l’événement, puis déposez-y la liste des joueurs.</translation>
    </message>
    <message>
        <source>This is a read-only view: import the players on the computer where the event is open.</source>
        <translation>Ceci est une vue en lecture seule : importez les joueurs sur l’ordinateur où l’événement est ouvert.</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Closing time of session {session}</source>
        <translation>Heure limite de la séance {session}</translation>
    </message>
    <message>
        <source>Seating of a game</source>
        <translation>Placement d’une partie</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>Add team</source>
        <translation>Ajouter une équipe</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>Modifier l’équipe</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Supprimer l’équipe</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Edit player</source>
        <translation>Modifier le joueur</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Retirer le joueur</translation>
    </message>
    <message>
        <source>Put players back</source>
        <translation>Remettre des joueurs</translation>
    </message>
    <message>
        <source>Remove players</source>
        <translation>Retirer des joueurs</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source>Penalty at table {table}</source>
        <translation>Pénalité à la table {table}</translation>
    </message>
    <message>
        <source>Revoke penalty</source>
        <translation>Annuler la pénalité</translation>
    </message>
    <message>
        <source>Reinstate penalty</source>
        <translation>Rétablir la pénalité</translation>
    </message>
    <message>
        <source>Change the convenor PIN</source>
        <translation>Changer le code PIN du directeur</translation>
    </message>
    <message>
        <source>Change a rule</source>
        <translation>Modifier une règle</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Modifier les règles</translation>
    </message>
    <message>
        <source>Rename the event</source>
        <translation>Renommer l’événement</translation>
    </message>
    <message>
        <source>Record playoff</source>
        <translation>Enregistrer le barrage</translation>
    </message>
    <message>
        <source>Remove playoff</source>
        <translation>Retirer le barrage</translation>
    </message>
    <message>
        <source>Sheet of table {table}</source>
        <translation>Feuille de la table {table}</translation>
    </message>
    <message>
        <source>Sign sheet</source>
        <translation>Signer la feuille</translation>
    </message>
    <message>
        <source>Unlock signed sheet</source>
        <translation>Déverrouiller la feuille signée</translation>
    </message>
    <message>
        <source>Put a signed sheet back</source>
        <translation>Remettre une feuille signée</translation>
    </message>
    <message>
        <source>Mark sheet disputed</source>
        <translation>Marquer la feuille contestée</translation>
    </message>
    <message>
        <source>Take back a dispute</source>
        <translation>Retirer une contestation</translation>
    </message>
    <message>
        <source>Pair that moves at table {table}</source>
        <translation>Paire qui se déplace à la table {table}</translation>
    </message>
    <message>
        <source>Close a table and re-seat its players</source>
        <translation>Fermer une table et replacer ses joueurs</translation>
    </message>
    <message>
        <source>Seat a substitute</source>
        <translation>Placer un remplaçant</translation>
    </message>
    <message>
        <source>Take a substitute back</source>
        <translation>Retirer un remplaçant</translation>
    </message>
    <message>
        <source>Choose who may take over</source>
        <translation>Choisir qui peut prendre le relais</translation>
    </message>
    <message>
        <source>Set aside the late changes</source>
        <translation>Écarter les modifications tardives</translation>
    </message>
</context>
<context>
    <name>Outputs</name>
    <message numerus="yes">
        <source>%n row(s) saved to %1</source>
        <translation>
            <numerusform>%n ligne enregistrée dans %1</numerusform>
            <numerusform>%n lignes enregistrées dans %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) saved to %1</source>
        <translation>
            <numerusform>%n page enregistrée dans %1</numerusform>
            <numerusform>%n pages enregistrées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Standings (CSV)…</source>
        <translation>Classement (CSV)…</translation>
    </message>
    <message>
        <source>All game results (CSV)…</source>
        <translation>Tous les résultats des parties (CSV)…</translation>
    </message>
    <message>
        <source>All hands and deals (CSV)…</source>
        <translation>Toutes les mains et donnes (CSV)…</translation>
    </message>
    <message>
        <source>Penalties (CSV)…</source>
        <translation>Pénalités (CSV)…</translation>
    </message>
    <message>
        <source>Standings (PDF)…</source>
        <translation>Classement (PDF)…</translation>
    </message>
    <message>
        <source>Medal list (PDF)…</source>
        <translation>Liste des médaillés (PDF)…</translation>
    </message>
    <message>
        <source>Player results sheets (PDF)…</source>
        <translation>Feuilles de résultats des joueurs (PDF)…</translation>
    </message>
    <message>
        <source>Penalty list (PDF)…</source>
        <translation>Liste des pénalités (PDF)…</translation>
    </message>
    <message>
        <source>Standings…</source>
        <translation>Classement…</translation>
    </message>
    <message>
        <source>Medal list…</source>
        <translation>Liste des médaillés…</translation>
    </message>
    <message>
        <source>Player results sheets…</source>
        <translation>Feuilles de résultats des joueurs…</translation>
    </message>
    <message>
        <source>Penalty list…</source>
        <translation>Liste des pénalités…</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>game-results</source>
        <translation>resultats-parties</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>donnes</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>penalites</translation>
    </message>
    <message>
        <source>medal-list</source>
        <translation>medailles</translation>
    </message>
    <message>
        <source>player-sheets</source>
        <translation>feuilles-joueurs</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>Cancelled: %1 was not saved.</source>
        <translation>Annulé : %1 n’a pas été enregistré.</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Le fichier n’a pas pu être écrit : %1</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Enregistré</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partie :</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Manche :</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table :</translation>
    </message>
    <message>
        <source>&amp;Offending player:</source>
        <translation>&amp;Joueur en faute :</translation>
    </message>
    <message>
        <source>Team:</source>
        <translation>Équipe :</translation>
    </message>
    <message>
        <source>&amp;Infraction:</source>
        <translation>&amp;Infraction :</translation>
    </message>
    <message>
        <source>&amp;Fines (amendes):</source>
        <translation>&amp;Amendes :</translation>
    </message>
    <message>
        <source>Repeat:</source>
        <translation>Récidive :</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Note :</translation>
    </message>
    <message>
        <source>&amp;Entered by:</source>
        <translation>&amp;Saisie par :</translation>
    </message>
    <message>
        <source>Record penalty</source>
        <translation>Enregistrer la pénalité</translation>
    </message>
    <message>
        <source>&amp;Bullheads added:</source>
        <translation>Têtes de &amp;bœuf ajoutées :</translation>
    </message>
    <message>
        <source>&amp;Points deducted:</source>
        <translation>Points &amp;retirés :</translation>
    </message>
    <message>
        <source>&amp;Points off the game total:</source>
        <translation>Points &amp;retirés du total de la partie :</translation>
    </message>
    <message>
        <source>%1 — %2 (no. %3)</source>
        <translation>%1 — %2 (n° %3)</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Nobody sits at table %1 in this game.</source>
        <translation>Personne n’est assis à la table %1 dans cette partie.</translation>
    </message>
    <message numerus="yes">
        <source>Whole table: each of its %n player(s)</source>
        <translation>
            <numerusform>Toute la table : son %n joueur</numerusform>
            <numerusform>Toute la table : chacun de ses %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Second offence by %1: doubled</source>
        <translation>Récidive de %1 : pénalité doublée</translation>
    </message>
    <message>
        <source> (floater team)</source>
        <translation> (équipe de réserve)</translation>
    </message>
    <message>
        <source>(the rules allow %1 to %2)</source>
        <translation>(le règlement permet de %1 à %2)</translation>
    </message>
    <message>
        <source>(fixed by the rules)</source>
        <translation>(fixé par le règlement)</translation>
    </message>
    <message numerus="yes">
        <source>Penalty recorded: %1, %n point(s) off each player at table %2, game %3</source>
        <translation>
            <numerusform>Pénalité enregistrée : %1, %n point retiré à chaque joueur de la table %2, partie %3</numerusform>
            <numerusform>Pénalité enregistrée : %1, %n points retirés à chaque joueur de la table %2, partie %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty recorded: %1, %n bullhead(s) added to %2 at table %3, game %4</source>
        <translation>
            <numerusform>Pénalité enregistrée : %1, %n tête de bœuf ajoutée à %2 à la table %3, partie %4</numerusform>
            <numerusform>Pénalité enregistrée : %1, %n têtes de bœuf ajoutées à %2 à la table %3, partie %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty recorded: %1, %n point(s) off %2 (%3) at table %4, game %5</source>
        <translation>
            <numerusform>Pénalité enregistrée : %1, %n point retiré à %2 (%3) à la table %4, partie %5</numerusform>
            <numerusform>Pénalité enregistrée : %1, %n points retirés à %2 (%3) à la table %4, partie %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty recorded: %1, %n point(s) off %2 at table %3, game %4</source>
        <translation>
            <numerusform>Pénalité enregistrée : %1, %n point retiré à %2 à la table %3, partie %4</numerusform>
            <numerusform>Pénalité enregistrée : %1, %n points retirés à %2 à la table %3, partie %4</numerusform>
        </translation>
    </message>
    <message>
        <source>, given by %1</source>
        <translation>, infligée par l’arbitre %1</translation>
    </message>
    <message numerus="yes">
        <source>, with %n fine(s)</source>
        <translation>
            <numerusform>, avec une amende</numerusform>
            <numerusform>, avec %n amendes</numerusform>
        </translation>
    </message>
    <message>
        <source>.</source>
        <comment>the end of a penalty&apos;s confirmation</comment>
        <translation>.</translation>
    </message>
    <message>
        <source>Doubled, second offence: %1.</source>
        <translation>Doublée pour récidive : %1.</translation>
    </message>
</context>
<context>
    <name>PenaltyPanel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Entered by</source>
        <translation>Saisie par</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>&amp;New penalty…  (F9)</source>
        <translation>&amp;Nouvelle pénalité…  (F9)</translation>
    </message>
    <message>
        <source>Revo&amp;ke…</source>
        <translation>&amp;Annuler la pénalité…</translation>
    </message>
    <message>
        <source>revoked %1: %2</source>
        <translation>annulée à %1 : %2</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>en vigueur</translation>
    </message>
    <message>
        <source> — doubled: second offence</source>
        <translation> — doublée : récidive</translation>
    </message>
    <message>
        <source>on the sheet, deal %1</source>
        <translation>sur la feuille, donne %1</translation>
    </message>
    <message numerus="yes">
        <source>%n penalty(ies) count</source>
        <translation>
            <numerusform>%n pénalité en vigueur</numerusform>
            <numerusform>%n pénalités en vigueur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n revoked</source>
        <translation>
            <numerusform>%n annulée</numerusform>
            <numerusform>%n annulées</numerusform>
        </translation>
    </message>
    <message>
        <source>A penalty is never deleted: revoke it with a reason.</source>
        <translation>Une pénalité n’est jamais supprimée : annulez-la en indiquant un motif.</translation>
    </message>
    <message>
        <source>No penalties recorded.</source>
        <translation>Aucune pénalité enregistrée.</translation>
    </message>
    <message>
        <source>This renonce is written on its table&apos;s sheet: correct it there.</source>
        <translation>Cette renonce est inscrite sur la feuille de sa table : corrigez-la là.</translation>
    </message>
    <message>
        <source>Select the penalty to revoke first.</source>
        <translation>Sélectionnez d’abord la pénalité à annuler.</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Convenor mode</source>
        <translation>Mode directeur</translation>
    </message>
    <message>
        <source>This event has no convenor PIN yet. Choose one (6 to 12 digits) and keep it to the officials who rule on the floor.</source>
        <translation>Cet événement n’a pas encore de code PIN du directeur. Choisissez-en un (6 à 12 chiffres) et réservez-le aux officiels qui arbitrent en salle.</translation>
    </message>
    <message>
        <source>New &amp;PIN:</source>
        <translation>Nouveau code &amp;PIN :</translation>
    </message>
    <message>
        <source>&amp;Repeat it:</source>
        <translation>&amp;Répétez-le :</translation>
    </message>
    <message>
        <source>Convenor &amp;PIN:</source>
        <translation>Code &amp;PIN du directeur :</translation>
    </message>
    <message>
        <source>Enter convenor mode</source>
        <translation>Passer en mode directeur</translation>
    </message>
    <message>
        <source>The two PINs differ. Type the same PIN twice.</source>
        <translation>Les deux codes PIN sont différents. Tapez deux fois le même code.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Modifier le joueur</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Member of the floater team</source>
        <translation>Membre de l’équipe de réserve</translation>
    </message>
    <message>
        <source>Marks or unmarks the whole team and both its players.</source>
        <translation>Coche ou décoche toute l’équipe et ses deux joueurs.</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Numéro :</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>N&amp;om :</translation>
    </message>
    <message>
        <source>&amp;District / club:</source>
        <translation>&amp;District / club :</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Defaulted</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source>Floater</source>
        <translation>Réserve</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Your seat on your phone:</source>
        <translation>Votre place sur votre téléphone :</translation>
    </message>
</context>
<context>
    <name>PlayoffDialog</name>
    <message>
        <source>Record playoff</source>
        <translation>Enregistrer le barrage</translation>
    </message>
    <message>
        <source>Put them in the order the 4-hand playoff finished, winner first (select a line and move it with the buttons or Ctrl+Up / Ctrl+Down).</source>
        <translation>Classez-les dans l’ordre d’arrivée du barrage en 4 mains, le vainqueur en premier (sélectionnez une ligne et déplacez-la avec les boutons ou Ctrl+Haut / Ctrl+Bas).</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>&amp;Note (scores of the playoff):</source>
        <translation>&amp;Note (scores du barrage) :</translation>
    </message>
    <message>
        <source>&amp;Entered by:</source>
        <translation>&amp;Saisie par :</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Score cards</source>
        <translation>Feuilles de score</translation>
    </message>
    <message>
        <source>Seal %1</source>
        <translation>Sceau %1</translation>
    </message>
    <message>
        <source>Cannot write the file %1.</source>
        <translation>Impossible d’écrire le fichier %1.</translation>
    </message>
    <message>
        <source>The printer cannot be used.</source>
        <translation>L’imprimante ne peut pas être utilisée.</translation>
    </message>
    <message>
        <source>This table cannot be scored: %1</source>
        <translation>Impossible de calculer le score de cette table : %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Nobody is seated at this table for this game.</source>
        <translation>Personne n’est placé à cette table pour cette partie.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>and %n fine(s)</source>
        <translation>
            <numerusform>et %n amende</numerusform>
            <numerusform>et %n amendes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty: %n point(s) off %1 (%2)</source>
        <translation>
            <numerusform>Pénalité : %n point retiré à %1 (%2)</numerusform>
            <numerusform>Pénalité : %n points retirés à %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation>Rien n’est encore écrit.</translation>
    </message>
    <message>
        <source>Signed by %1</source>
        <translation>Signée par %1</translation>
    </message>
    <message>
        <source>Disputed: %1</source>
        <translation>Contestée : %1</translation>
    </message>
    <message>
        <source>Complete, not signed yet.</source>
        <translation>Complète, pas encore signée.</translation>
    </message>
    <message>
        <source>In progress, not signed yet.</source>
        <translation>En cours, pas encore signée.</translation>
    </message>
    <message>
        <source>Initials — North–South: ______   East–West: ______</source>
        <translation>Initiales — Nord–Sud : ______   Est–Ouest : ______</translation>
    </message>
    <message>
        <source>Table captain’s initials: ______</source>
        <translation>Initiales du chef de table : ______</translation>
    </message>
    <message>
        <source>Print: %1</source>
        <translation>Imprimer : %1</translation>
    </message>
    <message>
        <source>Not printed</source>
        <translation>Non imprimé</translation>
    </message>
</context>
<context>
    <name>Rankings</name>
    <message>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>Bronze</translation>
    </message>
    <message>
        <source>playoff</source>
        <translation>barrage</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Pas encore de résultats</translation>
    </message>
    <message>
        <source>Level on every criterion: playoff needed</source>
        <translation>À égalité sur tous les critères : un barrage est nécessaire</translation>
    </message>
    <message>
        <source>Level on every criterion: shares the place</source>
        <translation>À égalité sur tous les critères : place partagée</translation>
    </message>
    <message>
        <source>Separated by {decided_by} (level on {tied_on})</source>
        <translation>Départagés par {decided_by} (à égalité en {tied_on})</translation>
    </message>
    <message>
        <source>Playoff needed</source>
        <translation>Barrage nécessaire</translation>
    </message>
    <message>
        <source>Shares the place</source>
        <translation>Partage la place</translation>
    </message>
    <message>
        <source>By {decided_by}</source>
        <translation>Par {decided_by}</translation>
    </message>
    <message>
        <source>tournament points</source>
        <translation>points de tournoi</translation>
    </message>
    <message>
        <source>total score</source>
        <translation>score total</translation>
    </message>
    <message>
        <source>games won</source>
        <translation>parties gagnées</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>fewer fines</source>
        <translation>moins d’amendes</translation>
    </message>
    <message>
        <source>fewest bullheads</source>
        <translation>moins de têtes de bœuf</translation>
    </message>
    <message>
        <source>selection total</source>
        <translation>total de la sélection</translation>
    </message>
    <message>
        <source>extra round</source>
        <translation>manche supplémentaire</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins: %n bullhead(s), as many as %2; the selection total settles it (%3 to %4).</source>
        <translation>
            <numerusform>%1 gagne : %n tête de bœuf, autant que %2 ; le total de la sélection les départage (%3 contre %4).</numerusform>
            <numerusform>%1 gagne : %n têtes de bœuf, autant que %2 ; le total de la sélection les départage (%3 contre %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins: %n bullhead(s), as many as %2; the extra round settles it.</source>
        <translation>
            <numerusform>%1 gagne : %n tête de bœuf, autant que %2 ; la manche supplémentaire les départage.</numerusform>
            <numerusform>%1 gagne : %n têtes de bœuf, autant que %2 ; la manche supplémentaire les départage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n bullhead(s).</source>
        <translation>
            <numerusform>%1 gagne avec %n tête de bœuf.</numerusform>
            <numerusform>%1 gagne avec %n têtes de bœuf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <source>Reason:</source>
        <translation>Motif :</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message numerus="yes">
        <source>The record is as Cardroom wrote it: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. Seal: %1 (%n entry(ies)).</source>
        <translation>
            <numerusform>Le registre est tel que Cardroom l’a écrit : chaque feuille signée et chaque pénalité concordent avec le journal d’audit, et la chaîne du journal est intacte. Sceau : %1 (%n entrée).</numerusform>
            <numerusform>Le registre est tel que Cardroom l’a écrit : chaque feuille signée et chaque pénalité concordent avec le journal d’audit, et la chaîne du journal est intacte. Sceau : %1 (%n entrées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file&apos;s own checks find nothing: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. But there is nothing to compare it with: no backup of this event is beside the file, so a change made by someone who also worked Cardroom&apos;s bookkeeping out again would not show here (the stations, the printed seals and the check with the convenor&apos;s PIN can still show it). Seal: %1 (%n entry(ies)).</source>
        <translation>
            <numerusform>Les vérifications du fichier lui-même ne trouvent rien : chaque feuille signée et chaque pénalité concordent avec le journal d’audit, et la chaîne du journal est complète. Mais il n’y a rien à quoi le comparer : aucune sauvegarde de cet événement n’est à côté du fichier, si bien qu’une modification faite par quelqu’un qui aurait aussi refait la comptabilité de Cardroom n’apparaîtrait pas ici (les postes, les sceaux imprimés et la vérification avec le code PIN du directeur peuvent encore la montrer). Sceau : %1 (%n entrée).</numerusform>
            <numerusform>Les vérifications du fichier lui-même ne trouvent rien : chaque feuille signée et chaque pénalité concordent avec le journal d’audit, et la chaîne du journal est complète. Mais il n’y a rien à quoi le comparer : aucune sauvegarde de cet événement n’est à côté du fichier, si bien qu’une modification faite par quelqu’un qui aurait aussi refait la comptabilité de Cardroom n’apparaîtrait pas ici (les postes, les sceaux imprimés et la vérification avec le code PIN du directeur peuvent encore la montrer). Sceau : %1 (%n entrées).</numerusform>
        </translation>
    </message>
    <message>
        <source>… and %1 more.</source>
        <translation>… et %1 de plus.</translation>
    </message>
    <message>
        <source>There is no backup of this event beside the file to compare with; the printed standings show the record as it was.</source>
        <translation>Il n’y a aucune sauvegarde de cet événement à côté du fichier pour comparer ; les classements imprimés montrent le registre tel qu’il était.</translation>
    </message>
    <message>
        <source>This event file was changed outside Cardroom (with another program):</source>
        <translation>Ce fichier d’événement a été modifié hors de Cardroom (avec un autre programme) :</translation>
    </message>
    <message>
        <source>The newest backups and the printed standings show the record as it was.</source>
        <translation>Les sauvegardes les plus récentes et les classements imprimés montrent le registre tel qu’il était.</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Égalité</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1 : %n point</numerusform>
            <numerusform>%1 : %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Player sheet</source>
        <translation>Fiche du joueur</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message numerus="yes">
        <source>Record seal when printed: %1 (%n entry(ies) in the audit log).</source>
        <translation>
            <numerusform>Sceau du registre à l’impression : %1 (%n entrée au journal d’audit).</numerusform>
            <numerusform>Sceau du registre à l’impression : %1 (%n entrées au journal d’audit).</numerusform>
        </translation>
    </message>
    <message>
        <source>Final standings — winner: %1</source>
        <translation>Classement final — gagnant : %1</translation>
    </message>
    <message>
        <source>Standings after game %1 of %2</source>
        <translation>Classement après la partie %1 sur %2</translation>
    </message>
    <message>
        <source>Standings after round %1 of %2</source>
        <translation>Classement après la manche %1 sur %2</translation>
    </message>
    <message>
        <source>Standings after game %1 of %2 (%3 of %4 tables)</source>
        <translation>Classement après la partie %1 sur %2 (%3 tables sur %4)</translation>
    </message>
    <message>
        <source>Standings after round %1 of %2 (%3 of %4 tables)</source>
        <translation>Classement après la manche %1 sur %2 (%3 tables sur %4)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <source>No one ranks yet.</source>
        <translation>Personne n’est encore classé.</translation>
    </message>
    <message>
        <source>Games counted for each: %1.</source>
        <translation>Parties comptées pour chacun : %1.</translation>
    </message>
    <message>
        <source>Rounds counted for each: %1.</source>
        <translation>Manches comptées pour chacun : %1.</translation>
    </message>
    <message>
        <source>No sheet has been signed yet: every score is still zero.</source>
        <translation>Aucune feuille n’est encore signée : tous les scores sont encore à zéro.</translation>
    </message>
    <message>
        <source>Selection: bullheads over the signed selection tables; the final is not signed yet.</source>
        <translation>Sélection : têtes de bœuf des tables de sélection signées ; la finale n’est pas encore signée.</translation>
    </message>
    <message>
        <source>Defaulted (results removed): %1</source>
        <translation>Forfait (résultats retirés) : %1</translation>
    </message>
    <message>
        <source>Playoff needed</source>
        <translation>Barrage nécessaire</translation>
    </message>
    <message>
        <source>Shares the place</source>
        <translation>Place partagée</translation>
    </message>
    <message>
        <source>Medal list</source>
        <translation>Liste des médaillés</translation>
    </message>
    <message>
        <source>Provisional medal list</source>
        <translation>Liste provisoire des médaillés</translation>
    </message>
    <message>
        <source>Medal</source>
        <translation>Médaille</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>District</source>
        <translation>District</translation>
    </message>
    <message>
        <source>The event is not finished: these standings are not final and the medals may still change.</source>
        <translation>L’événement n’est pas terminé : ce classement n’est pas définitif et les médailles peuvent encore changer.</translation>
    </message>
    <message>
        <source>A place still level on every criterion is awarded after its playoff.</source>
        <translation>Une place encore à égalité sur tous les critères est attribuée après son barrage.</translation>
    </message>
    <message>
        <source>No players in this event.</source>
        <translation>Aucun joueur dans cet événement.</translation>
    </message>
    <message>
        <source>Floater — does not rank</source>
        <translation>Réserve — hors classement</translation>
    </message>
    <message>
        <source>Team: %1</source>
        <translation>Équipe : %1</translation>
    </message>
    <message>
        <source>partner: %1</source>
        <translation>partenaire : %1</translation>
    </message>
    <message>
        <source>District: %1</source>
        <translation>District : %1</translation>
    </message>
    <message>
        <source>Not seated in any game yet.</source>
        <translation>Pas encore placé(e) dans une partie.</translation>
    </message>
    <message>
        <source>Penalty points are taken off the points in the standings.</source>
        <translation>Les points de pénalité sont retirés des points du classement.</translation>
    </message>
    <message>
        <source>Signed, but not counted: the sheet has a problem</source>
        <translation>Signée, mais non comptée : la feuille comporte un problème</translation>
    </message>
    <message>
        <source>Not signed yet</source>
        <translation>Pas encore signée</translation>
    </message>
    <message>
        <source>(revoked)</source>
        <translation>(annulée)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Score (us / them)</source>
        <translation>Score (nous / eux)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Tournament points</source>
        <translation>Points de tournoi</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <source>Bullheads</source>
        <translation>Têtes de bœuf</translation>
    </message>
    <message>
        <source>Place %1 of %2</source>
        <translation>Place %1 sur %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Defaulted — results removed from the standings.</source>
        <translation>Forfait — résultats retirés du classement.</translation>
    </message>
    <message>
        <source>Not in the current standings.</source>
        <translation>Ne figure pas dans le classement actuel.</translation>
    </message>
    <message>
        <source>Team’s current rank: %1 of %2</source>
        <translation>Rang actuel de l’équipe : %1 sur %2</translation>
    </message>
    <message>
        <source>Current rank: %1 of %2</source>
        <translation>Rang actuel : %1 sur %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>No penalties recorded.</source>
        <translation>Aucune pénalité enregistrée.</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Entered</source>
        <translation>Saisie</translation>
    </message>
    <message>
        <source> — doubled: second offence</source>
        <translation> — doublée : récidive</translation>
    </message>
    <message>
        <source>Revoked: %1</source>
        <translation>Annulée : %1</translation>
    </message>
    <message>
        <source>Revoked penalties are struck through: they do not count.</source>
        <translation>Les pénalités annulées sont barrées : elles ne comptent pas.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore from a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Backups of this event, newest first. Choose one to see what it holds. Restoring replaces the event with it; the current state is backed up first, so nothing is lost.</source>
        <translation>Sauvegardes de cet événement, les plus récentes en premier. Choisissez-en une pour voir ce qu’elle contient. La restauration remplace l’événement par celle-ci ; l’état actuel est sauvegardé d’abord, rien n’est donc perdu.</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Dossier : %1</translation>
    </message>
    <message>
        <source>Made at</source>
        <translation>Faite à</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Games scored</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Last edit</source>
        <translation>Dernière saisie</translation>
    </message>
    <message>
        <source>&amp;Restore this backup…</source>
        <translation>&amp;Restaurer cette sauvegarde…</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>There is no backup of this event yet.</source>
        <translation>Il n’y a encore aucune sauvegarde de cet événement.</translation>
    </message>
    <message>
        <source>This backup cannot be used</source>
        <translation>Cette sauvegarde est inutilisable</translation>
    </message>
    <message>
        <source>%1 — backup of %2</source>
        <translation>%1 — sauvegarde de %2</translation>
    </message>
    <message>
        <source>Games scored: %1. Signed sheets: %2. Players: %3. Last edit: %4.</source>
        <translation>Parties terminées : %1. Feuilles signées : %2. Joueurs : %3. Dernière saisie : %4.</translation>
    </message>
    <message>
        <source>Rounds scored: %1. Signed sheets: %2. Players: %3. Last edit: %4.</source>
        <translation>Manches terminées : %1. Feuilles signées : %2. Joueurs : %3. Dernière saisie : %4.</translation>
    </message>
    <message>
        <source>Standings after game %1 in this backup:</source>
        <translation>Classement après la partie %1 dans cette sauvegarde :</translation>
    </message>
    <message>
        <source>Standings after round %1 in this backup:</source>
        <translation>Classement après la manche %1 dans cette sauvegarde :</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Restore the backup of %1 (%2): the event goes back to that moment. The current state is backed up first.</source>
        <translation>Restaurer la sauvegarde de %1 (%2) : l’événement revient à ce moment-là. L’état actuel est sauvegardé d’abord.</translation>
    </message>
    <message>
        <source>The event is back as it was at %1. The state before the restore was kept as the backup “%2”.</source>
        <translation>L’événement est revenu à son état de %1. L’état d’avant la restauration est conservé dans la sauvegarde « %2 ».</translation>
    </message>
</context>
<context>
    <name>RosterArea</name>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Ajouter un joueur…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Re&amp;tirer</translation>
    </message>
    <message>
        <source>New &amp;team…</source>
        <translation>Nouvelle é&amp;quipe…</translation>
    </message>
    <message>
        <source>E&amp;dit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>Remove tea&amp;m</source>
        <translation>&amp;Supprimer l’équipe</translation>
    </message>
    <message>
        <source>&amp;Import from CSV…</source>
        <translation>&amp;Importer un CSV…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Hide this note</source>
        <translation>Masquer cette note</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n équipe</numerusform>
            <numerusform>%n équipes</numerusform>
        </translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Impossible</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Hands per game</source>
        <translation>Mains par partie</translation>
    </message>
    <message>
        <source>Game length (minutes)</source>
        <translation>Durée d’une partie (minutes)</translation>
    </message>
    <message>
        <source>Break between games (minutes)</source>
        <translation>Pause entre les parties (minutes)</translation>
    </message>
    <message>
        <source>When time is called</source>
        <translation>À l’annonce de la fin du temps</translation>
    </message>
    <message>
        <source>Winner who goes up</source>
        <translation>Gagnant qui monte</translation>
    </message>
    <message>
        <source>Provincial event (one team per district)</source>
        <translation>Événement provincial (une équipe par district)</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>Fixed number of hands (0: play to the target)</source>
        <translation>Nombre fixe de mains (0 : jouer jusqu’au score à atteindre)</translation>
    </message>
    <message>
        <source>Fine (amende) amount</source>
        <translation>Montant de l’amende</translation>
    </message>
    <message>
        <source>Points scale</source>
        <translation>Barème des points</translation>
    </message>
    <message>
        <source>New draw of the tables each round</source>
        <translation>Nouveau tirage des tables à chaque manche</translation>
    </message>
    <message>
        <source>Rounds per table</source>
        <translation>Manches par table</translation>
    </message>
    <message>
        <source>Players at most</source>
        <translation>Nombre maximal de joueurs</translation>
    </message>
    <message>
        <source>Convenor mode ends after (minutes idle)</source>
        <translation>Fin du mode directeur après (minutes d’inactivité)</translation>
    </message>
    <message>
        <source>Automatic backup every (minutes)</source>
        <translation>Sauvegarde automatique toutes les (minutes)</translation>
    </message>
    <message>
        <source>Automatic backups kept</source>
        <translation>Sauvegardes automatiques conservées</translation>
    </message>
    <message>
        <source>Deals per round at 4, 5 and 6 players</source>
        <translation>Donnes par manche à 4, 5 et 6 joueurs</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <source>finish the hand in play</source>
        <translation>terminer la main en cours</translation>
    </message>
    <message>
        <source>stop at once (the hand is void)</source>
        <translation>arrêter immédiatement (la main est annulée)</translation>
    </message>
    <message>
        <source>the winner in North or East</source>
        <translation>le gagnant placé en Nord ou en Est</translation>
    </message>
    <message>
        <source>the winner in South or West</source>
        <translation>le gagnant placé en Sud ou en Ouest</translation>
    </message>
    <message>
        <source>Walloon competition grid</source>
        <translation>wallon (grille de compétition)</translation>
    </message>
    <message>
        <source>Flemish zero-sum scale (pagat)</source>
        <translation>flamand à somme nulle (pagat)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1 : %2 → %3</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules and settings</source>
        <translation>Règles et réglages</translation>
    </message>
    <message>
        <source>The rules page is missing from this installation (%1).</source>
        <translation>La page des règles est absente de cette installation (%1).</translation>
    </message>
    <message>
        <source>Find in the rules</source>
        <translation>Rechercher dans les règles</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Rechercher :</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>&amp;Apply the rules</source>
        <translation>&amp;Appliquer les règles</translation>
    </message>
    <message>
        <source>&amp;Undo my edits</source>
        <translation>Ann&amp;uler mes modifications</translation>
    </message>
    <message>
        <source>The rules this event is scored and moved by. Changing one is a convenor action; signed sheets are re-scored at once.</source>
        <translation>Les règles de calcul des scores et des déplacements de cet événement. Seul le directeur peut les modifier ; les feuilles signées sont aussitôt recalculées.</translation>
    </message>
    <message>
        <source>Infractions and their points</source>
        <translation>Infractions et leurs points</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Lowest</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Add an infraction</source>
        <translation>Ajouter une infraction</translation>
    </message>
    <message>
        <source>Remove the selected one</source>
        <translation>Supprimer l’infraction sélectionnée</translation>
    </message>
    <message>
        <source>Deals per round at %1 players</source>
        <translation>Donnes par manche à %1 joueurs</translation>
    </message>
    <message>
        <source>8 (each player deals twice)</source>
        <translation>8 (chaque joueur donne deux fois)</translation>
    </message>
    <message>
        <source>4 (each player deals once, a short game)</source>
        <translation>4 (chaque joueur donne une fois, partie courte)</translation>
    </message>
    <message>
        <source>Zero-sum: every deal adds up to 0, and the opponents of a made contract pay what its declarers win, so a player can lose points without losing a contract. This is not the Whist Hainaut rules, whose rule 7 gives negative points for lost contracts only: « Seuls les jeux perdus donneront des points négatifs ».</source>
        <translation>À somme nulle&#xa0;: chaque donne fait 0 au total, et les adversaires d’un contrat réussi paient ce que ses déclarants gagnent&#xa0;; un joueur peut donc perdre des points sans avoir perdu de contrat. Ce n’est pas le règlement du Whist Hainaut, dont l’article 7 ne donne des points négatifs qu’aux jeux perdus&#xa0;: «&#xa0;Seuls les jeux perdus donneront des points négatifs&#xa0;».</translation>
    </message>
    <message>
        <source>Only lost contracts give negative points, as rule 7 of the Whist Hainaut rules says (« Seuls les jeux perdus donneront des points négatifs »); the opponents of a made contract score 0.</source>
        <translation>Seuls les contrats perdus donnent des points négatifs, comme le veut l’article 7 du règlement du Whist Hainaut («&#xa0;Seuls les jeux perdus donneront des points négatifs&#xa0;»)&#xa0;; les adversaires d’un contrat réussi marquent 0.</translation>
    </message>
    <message>
        <source>Nothing to apply: the rules are as stored.</source>
        <translation>Rien à appliquer : les règles n’ont pas changé.</translation>
    </message>
    <message>
        <source>Changing the event&apos;s rules is a convenor action.</source>
        <translation>Seul le directeur peut modifier les règles de l’événement.</translation>
    </message>
    <message numerus="yes">
        <source>Rules applied (%n changed).</source>
        <translation>
            <numerusform>Règles appliquées (%n modifiée).</numerusform>
            <numerusform>Règles appliquées (%n modifiées).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>Revoking a penalty is a convenor action.</source>
        <translation>Seul le directeur peut annuler une pénalité.</translation>
    </message>
    <message>
        <source>Revoke penalty</source>
        <translation>Annuler la pénalité</translation>
    </message>
    <message>
        <source>The penalty stays in the ledger and the audit log, marked revoked with your reason; its points no longer count.</source>
        <translation>La pénalité reste dans le registre et dans le journal d’audit, marquée comme annulée avec votre motif ; ses points ne comptent plus.</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Annuler la pénalité</translation>
    </message>
    <message>
        <source>Standings before and after the default</source>
        <translation>Classement avant et après le forfait</translation>
    </message>
</context>
<context>
    <name>ScheduleModel</name>
    <message>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>Heure prévue</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Late (min)</source>
        <translation>Retard (min)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jouée</translation>
    </message>
    <message>
        <source>playing now</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>suspendue</translation>
    </message>
    <message>
        <source>next</source>
        <translation>suivante</translation>
    </message>
    <message>
        <source>to come</source>
        <translation>à venir</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non jouée</translation>
    </message>
    <message>
        <source>runs past the closing time</source>
        <translation>dépasse l’heure limite</translation>
    </message>
    <message>
        <source>%1 (day %2)</source>
        <translation>%1 (jour %2)</translation>
    </message>
</context>
<context>
    <name>ScorecardsArea</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Print filled c&amp;ards…</source>
        <translation>Imprimer les feuilles rem&amp;plies…</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Signée par</translation>
    </message>
    <message>
        <source>Tables of this game and their sheets</source>
        <translation>Les tables de cette partie et leurs feuilles</translation>
    </message>
    <message>
        <source>number</source>
        <translation>numéro</translation>
    </message>
    <message>
        <source>Open &amp;table:</source>
        <translation>Ouvrir la &amp;table :</translation>
    </message>
    <message>
        <source>Only tables still to come in</source>
        <translation>Seulement les tables encore attendues</translation>
    </message>
    <message>
        <source>Print &amp;blank cards…</source>
        <translation>Imprimer des feuilles &amp;vierges…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Enregistrer en &amp;PDF…</translation>
    </message>
    <message>
        <source>Scorecards for:</source>
        <translation>Feuilles de score de :</translation>
    </message>
    <message>
        <source>Go to the table number, to open another table&apos;s sheet</source>
        <translation>Aller au numéro de table, pour ouvrir la feuille d’une autre table</translation>
    </message>
    <message>
        <source>Hide the &amp;list</source>
        <translation>Masquer la &amp;liste</translation>
    </message>
    <message>
        <source>Show the &amp;list</source>
        <translation>Afficher la &amp;liste</translation>
    </message>
    <message>
        <source>game-%1-score-cards.pdf</source>
        <translation>partie-%1-feuilles-de-score.pdf</translation>
    </message>
    <message>
        <source>Save score cards</source>
        <translation>Enregistrer les feuilles de score</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) saved to %1</source>
        <translation>
            <numerusform>%n page enregistrée dans %1</numerusform>
            <numerusform>%n pages enregistrées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>round-%1-score-cards.pdf</source>
        <translation>manche-%1-feuilles-de-score.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cancelled: %1 was not saved.</source>
        <translation>Annulé : %1 n’a pas été enregistré.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complète</translation>
    </message>
    <message>
        <source>signed</source>
        <translation>signée</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>contestée</translation>
    </message>
    <message>
        <source>There is no table %1.</source>
        <translation>Il n’y a pas de table %1.</translation>
    </message>
    <message>
        <source>Type a table number.</source>
        <translation>Tapez un numéro de table.</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) still to come in: %1</source>
        <translation>
            <numerusform>%n table encore attendue : %1</numerusform>
            <numerusform>%n tables encore attendues : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>All results are in and signed.</source>
        <translation>Tous les résultats sont rentrés et signés.</translation>
    </message>
</context>
<context>
    <name>Seal</name>
    <message>
        <source>The audit log was changed outside Cardroom at entry {entry} ({at}) or just before it.</source>
        <translation>Le journal d’audit a été modifié hors de Cardroom à l’entrée {entry} ({at}) ou juste avant.</translation>
    </message>
    <message>
        <source>Game {game}, table {table}: the signed sheet was changed outside Cardroom since it was signed.</source>
        <translation>Partie {game}, table {table} : la feuille signée a été modifiée hors de Cardroom depuis sa signature.</translation>
    </message>
    <message>
        <source>Game {game}, table {table}: the stored points are not what its hands score (changed outside Cardroom).</source>
        <translation>Partie {game}, table {table} : les points enregistrés ne sont pas ceux que donnent ses mains (modifiés hors de Cardroom).</translation>
    </message>
    <message>
        <source>Penalty {penalty} (game {game}, table {table}) was changed outside Cardroom.</source>
        <translation>La pénalité {penalty} (partie {game}, table {table}) a été modifiée hors de Cardroom.</translation>
    </message>
    <message>
        <source>Penalty {penalty} (game {game}, table {table}) has no entry in the audit log.</source>
        <translation>La pénalité {penalty} (partie {game}, table {table}) n’a pas d’entrée au journal d’audit.</translation>
    </message>
    <message>
        <source>Game {game}, table {table}: the sheet is signed but no signature is in the audit log.</source>
        <translation>Partie {game}, table {table} : la feuille est signée mais aucune signature ne figure au journal d’audit.</translation>
    </message>
    <message>
        <source>Penalty {penalty} (game {game}, table {table}) is in the audit log but no longer in the record.</source>
        <translation>La pénalité {penalty} (partie {game}, table {table}) figure au journal d’audit mais n’est plus dans le registre.</translation>
    </message>
    <message>
        <source>Game {game}, table {table}: the audit log has the sheet signed, but it is no longer signed.</source>
        <translation>Partie {game}, table {table} : selon le journal d’audit, la feuille est signée, mais elle ne l’est plus.</translation>
    </message>
    <message>
        <source>Game {game}, table {table}: the audit log has the sheet signed, but it is no longer in the record.</source>
        <translation>Partie {game}, table {table} : selon le journal d’audit, la feuille est signée, mais elle n’est plus dans le registre.</translation>
    </message>
    <message>
        <source>{name}: defaulted or not, the record differs from the audit log (changed outside Cardroom).</source>
        <translation>{name} : forfait ou non, le registre diffère du journal d’audit (modifié hors de Cardroom).</translation>
    </message>
    <message>
        <source>Game {game}, table {table}: the seats of the signed sheet were changed outside Cardroom.</source>
        <translation>Partie {game}, table {table} : les places de la feuille signée ont été modifiées hors de Cardroom.</translation>
    </message>
    <message>
        <source>{name}: the team or floater mark differs from the audit log (changed outside Cardroom).</source>
        <translation>{name} : l’équipe ou la marque de réserve diffère du journal d’audit (modifiée hors de Cardroom).</translation>
    </message>
    <message>
        <source>Rule setting “{setting}”: its value differs from the audit log (changed outside Cardroom).</source>
        <translation>Réglage « {setting} » : sa valeur diffère du journal d’audit (modifiée hors de Cardroom).</translation>
    </message>
    <message>
        <source>Playoff {playoff}: the record differs from the audit log (changed outside Cardroom).</source>
        <translation>Barrage {playoff} : le registre diffère du journal d’audit (modifié hors de Cardroom).</translation>
    </message>
    <message>
        <source>The end of the audit log was changed outside Cardroom: it no longer ends where Cardroom last wrote it (entry count {count}, now {entries}).</source>
        <translation>La fin du journal d’audit a été modifiée hors de Cardroom : il ne s’arrête plus là où Cardroom l’a écrit en dernier (nombre d’entrées {count}, maintenant {entries}).</translation>
    </message>
    <message>
        <source>The audit log was changed outside Cardroom before entry {entry} ({at}): the signature it records counted other entries before it.</source>
        <translation>Le journal d’audit a été modifié hors de Cardroom avant l’entrée {entry} ({at}) : la signature qu’elle consigne comptait d’autres entrées avant elle.</translation>
    </message>
    <message>
        <source>The audit log differs from the backup “{backup}” from entry {entry} on: the file was changed outside Cardroom since that backup.</source>
        <translation>Le journal d’audit diffère de la sauvegarde « {backup} » à partir de l’entrée {entry} : le fichier a été modifié hors de Cardroom depuis cette sauvegarde.</translation>
    </message>
    <message>
        <source>The event&apos;s number of takeovers ({epoch}) is not the audit log&apos;s ({logged}): it was changed outside Cardroom.</source>
        <translation>Le nombre de reprises de l’événement ({epoch}) n’est pas celui du journal d’audit ({logged}) : il a été modifié hors de Cardroom.</translation>
    </message>
    <message>
        <source>The event records a takeover by {computer} (takeover number {epoch}) that is not in the audit log: it was changed outside Cardroom.</source>
        <translation>L’événement consigne une reprise par {computer} (reprise n° {epoch}) qui n’est pas dans le journal d’audit : il a été modifié hors de Cardroom.</translation>
    </message>
    <message>
        <source>The audit log records a takeover by {computer} (entry {entry}, {at}), but the event&apos;s record of takeovers does not hold it as written: it was changed outside Cardroom.</source>
        <translation>Le journal d’audit consigne une reprise par {computer} (entrée {entry}, {at}), mais le registre des reprises de l’événement ne la contient pas telle qu’elle a été écrite : il a été modifié hors de Cardroom.</translation>
    </message>
    <message>
        <source>The audit log was changed outside Cardroom before entry {entry} ({at}): the takeover it records counted other entries before it.</source>
        <translation>Le journal d’audit a été modifié hors de Cardroom avant l’entrée {entry} ({at}) : la reprise qu’il consigne comptait d’autres entrées avant elle.</translation>
    </message>
    <message>
        <source>Round {game}, table {table}: the signed sheet was changed outside Cardroom since it was signed.</source>
        <translation>Manche {game}, table {table} : la feuille signée a été modifiée hors de Cardroom depuis sa signature.</translation>
    </message>
    <message>
        <source>Round {game}, table {table}: the stored points are not what its hands score (changed outside Cardroom).</source>
        <translation>Manche {game}, table {table} : les points enregistrés ne sont pas ceux que donnent ses donnes (modifiés hors de Cardroom).</translation>
    </message>
    <message>
        <source>Penalty {penalty} (round {game}, table {table}) was changed outside Cardroom.</source>
        <translation>La pénalité {penalty} (manche {game}, table {table}) a été modifiée hors de Cardroom.</translation>
    </message>
    <message>
        <source>Penalty {penalty} (round {game}, table {table}) has no entry in the audit log.</source>
        <translation>La pénalité {penalty} (manche {game}, table {table}) n’a pas d’entrée au journal d’audit.</translation>
    </message>
    <message>
        <source>Round {game}, table {table}: the sheet is signed but no signature is in the audit log.</source>
        <translation>Manche {game}, table {table} : la feuille est signée mais aucune signature ne figure au journal d’audit.</translation>
    </message>
    <message>
        <source>Penalty {penalty} (round {game}, table {table}) is in the audit log but no longer in the record.</source>
        <translation>La pénalité {penalty} (manche {game}, table {table}) figure au journal d’audit mais n’est plus dans le registre.</translation>
    </message>
    <message>
        <source>Round {game}, table {table}: the audit log has the sheet signed, but it is no longer signed.</source>
        <translation>Manche {game}, table {table} : selon le journal d’audit, la feuille est signée, mais elle ne l’est plus.</translation>
    </message>
    <message>
        <source>Round {game}, table {table}: the audit log has the sheet signed, but it is no longer in the record.</source>
        <translation>Manche {game}, table {table} : selon le journal d’audit, la feuille est signée, mais elle n’est plus dans le registre.</translation>
    </message>
    <message>
        <source>Round {game}, table {table}: the seats of the signed sheet were changed outside Cardroom.</source>
        <translation>Manche {game}, table {table} : les places de la feuille signée ont été modifiées hors de Cardroom.</translation>
    </message>
    <message>
        <source>The record is vouched for by the convenor&apos;s key up to its last entry, entry {entry} ({at}).</source>
        <translation>Le registre est garanti par la clé du directeur jusqu’à sa dernière entrée, l’entrée {entry} ({at}).</translation>
    </message>
    <message numerus="yes">
        <source>The record is vouched for by the convenor&apos;s key up to entry {entry} ({at}); %n entry(ies) after it carry no mark.</source>
        <translation>
            <numerusform>Le registre est garanti par la clé du directeur jusqu’à l’entrée {entry} ({at}) ; %n entrée après elle ne porte aucune marque.</numerusform>
            <numerusform>Le registre est garanti par la clé du directeur jusqu’à l’entrée {entry} ({at}) ; %n entrées après elle ne portent aucune marque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No entry of the record carries the convenor&apos;s key: %n entry(ies) carry no mark.</source>
        <translation>
            <numerusform>Aucune entrée du registre ne porte la clé du directeur : %n entrée est sans marque.</numerusform>
            <numerusform>Aucune entrée du registre ne porte la clé du directeur : %n entrées sont sans marque.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record was changed outside Cardroom after the convenor&apos;s mark on entry {good} ({at}): the mark of entry {entry} does not match.</source>
        <translation>Le registre a été modifié hors de Cardroom après la marque du directeur sur l’entrée {good} ({at}) : la marque de l’entrée {entry} ne correspond pas.</translation>
    </message>
    <message>
        <source>The record was changed outside Cardroom: the mark of entry {entry} does not match the convenor&apos;s key.</source>
        <translation>Le registre a été modifié hors de Cardroom : la marque de l’entrée {entry} ne correspond pas à la clé du directeur.</translation>
    </message>
    <message>
        <source>The record was changed outside Cardroom after the convenor&apos;s mark on entry {good} ({at}): the key last marked the record at entry count {count}, and the record no longer holds that entry as it was marked (its entry count is now {entries}).</source>
        <translation>Le registre a été modifié hors de Cardroom après la marque du directeur sur l’entrée {good} ({at}) : la clé a marqué le registre en dernier au nombre d’entrées {count}, et le registre ne contient plus cette entrée telle qu’elle a été marquée (son nombre d’entrées est maintenant {entries}).</translation>
    </message>
    <message>
        <source>The record was changed outside Cardroom: the convenor&apos;s key last marked it at entry count {count}, and the record no longer holds that entry as it was marked (its entry count is now {entries}).</source>
        <translation>Le registre a été modifié hors de Cardroom : la clé du directeur l’a marqué en dernier au nombre d’entrées {count}, et le registre ne contient plus cette entrée telle qu’elle a été marquée (son nombre d’entrées est maintenant {entries}).</translation>
    </message>
    <message>
        <source>Marks of the convenor&apos;s key were taken out outside Cardroom: the key last marked entry {entry} ({at}), but its marks now stop at entry {last}.</source>
        <translation>Des marques de la clé du directeur ont été retirées hors de Cardroom : la clé a marqué en dernier l’entrée {entry} ({at}), mais ses marques s’arrêtent maintenant à l’entrée {last}.</translation>
    </message>
    <message>
        <source>Every mark of the convenor&apos;s key was taken out outside Cardroom: the key last marked entry {entry} ({at}), but no entry carries its mark now.</source>
        <translation>Toutes les marques de la clé du directeur ont été retirées hors de Cardroom : la clé a marqué en dernier l’entrée {entry} ({at}), mais plus aucune entrée ne porte sa marque.</translation>
    </message>
    <message>
        <source>The convenor&apos;s key&apos;s count of the record was put back outside Cardroom: it says the key last marked entry {entry}, but the key&apos;s marks go on to entry {last}.</source>
        <translation>Le décompte du registre tenu par la clé du directeur a été remis en arrière hors de Cardroom : il indique que la clé a marqué en dernier l’entrée {entry}, mais ses marques vont jusqu’à l’entrée {last}.</translation>
    </message>
    <message>
        <source>The convenor&apos;s key&apos;s count of the record was taken out outside Cardroom: its marks go to entry {entry} ({at}), but whether entries it marked after that were cut can no longer be told.</source>
        <translation>Le décompte du registre tenu par la clé du directeur a été retiré hors de Cardroom : ses marques vont jusqu’à l’entrée {entry} ({at}), mais on ne peut plus savoir si des entrées marquées après celle-ci ont été coupées.</translation>
    </message>
    <message>
        <source>Convenor&apos;s key: every entry is marked, up to entry {entry}.</source>
        <translation>Clé du directeur : chaque entrée porte sa marque, jusqu’à l’entrée {entry}.</translation>
    </message>
    <message numerus="yes">
        <source>Convenor&apos;s key: marks up to entry {entry}; %n entry(ies) after it carry none.</source>
        <translation>
            <numerusform>Clé du directeur : marques jusqu’à l’entrée {entry} ; %n entrée après elle n’en porte aucune.</numerusform>
            <numerusform>Clé du directeur : marques jusqu’à l’entrée {entry} ; %n entrées après elle n’en portent aucune.</numerusform>
        </translation>
    </message>
    <message>
        <source>Convenor&apos;s key: no entry carries its mark yet.</source>
        <translation>Clé du directeur : aucune entrée ne porte encore sa marque.</translation>
    </message>
    <message>
        <source>Convenor&apos;s key: it last marked the record at entry count {count}, but the record&apos;s entry count is now {entries}: its end was cut outside Cardroom.</source>
        <translation>Clé du directeur : elle a marqué le registre en dernier au nombre d’entrées {count}, mais son nombre d’entrées est maintenant {entries} : sa fin a été coupée hors de Cardroom.</translation>
    </message>
    <message>
        <source>Convenor&apos;s key: it marked the record up to entry count {count}, but its marks now stop at entry {entry}: marks were taken out outside Cardroom.</source>
        <translation>Clé du directeur : elle a marqué le registre jusqu’au nombre d’entrées {count}, mais ses marques s’arrêtent maintenant à l’entrée {entry} : des marques ont été retirées hors de Cardroom.</translation>
    </message>
    <message>
        <source>Convenor&apos;s key: it marked the record up to entry count {count}, but no entry carries its mark now: the marks were taken out outside Cardroom.</source>
        <translation>Clé du directeur : elle a marqué le registre jusqu’au nombre d’entrées {count}, mais plus aucune entrée ne porte sa marque : les marques ont été retirées hors de Cardroom.</translation>
    </message>
    <message>
        <source>Marks of the convenor&apos;s key that the backup “{backup}” holds (up to entry {entry}) are no longer in this file: they were taken out outside Cardroom.</source>
        <translation>Des marques de la clé du directeur que contient la sauvegarde « {backup} » (jusqu’à l’entrée {entry}) ne sont plus dans ce fichier : elles ont été retirées hors de Cardroom.</translation>
    </message>
</context>
<context>
    <name>SeatingBoard</name>
    <message>
        <source>Seating for:</source>
        <translation>Placement :</translation>
    </message>
    <message>
        <source>Seat next game…</source>
        <translation>Placer la partie suivante…</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>Déplacer vers…</translation>
    </message>
    <message>
        <source>Move the selected player to a table and seat (Ctrl+M)</source>
        <translation>Déplacer le joueur sélectionné vers une table et une place (Ctrl+M)</translation>
    </message>
    <message>
        <source>Print assignments…</source>
        <translation>Imprimer les placements…</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+−)</source>
        <translation>Zoom arrière (Ctrl+−)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Zoom avant (Ctrl++)</translation>
    </message>
    <message>
        <source>Fit room</source>
        <translation>Toute la salle</translation>
    </message>
    <message>
        <source>Unlock for changes…</source>
        <translation>Déverrouiller pour modifier…</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>O</translation>
    </message>
    <message>
        <source>floater</source>
        <translation>réserve</translation>
    </message>
    <message>
        <source>defaulted</source>
        <translation>forfait</translation>
    </message>
    <message>
        <source>Seat %1 of table %2: empty</source>
        <translation>Place %1 de la table %2 : libre</translation>
    </message>
    <message>
        <source>floater team</source>
        <translation>équipe de réserve</translation>
    </message>
    <message>
        <source>free place</source>
        <translation>place libre</translation>
    </message>
    <message>
        <source>empty seat</source>
        <translation>place vide</translation>
    </message>
    <message>
        <source>Floater</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>DEFAULTED</source>
        <translation>FORFAIT</translation>
    </message>
    <message>
        <source>Move a player</source>
        <translation>Déplacer un joueur</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Non placé</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table :</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Place :</translation>
    </message>
    <message>
        <source>A player already in that seat changes places with this one.</source>
        <translation>Un joueur déjà assis à cette place échange sa place avec celui-ci.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>stays (was %1)</source>
        <translation>reste (était %1)</translation>
    </message>
    <message>
        <source>from table %1 %2</source>
        <translation>vient de la table %1 %2</translation>
    </message>
    <message>
        <source>After seating them you can still adjust by dragging on the board; Undo takes the whole seating back.</source>
        <translation>Après le placement, vous pouvez encore ajuster en faisant glisser les joueurs sur le plan ; Annuler reprend tout le placement.</translation>
    </message>
    <message>
        <source>&amp;Seat them</source>
        <translation>&amp;Les placer</translation>
    </message>
    <message>
        <source>Find a player (Ctrl+F)</source>
        <translation>Chercher (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find a player by name or number (Ctrl+F); Enter goes to the next one.</source>
        <translation>Chercher un joueur par son nom ou son numéro (Ctrl+F) ; Entrée passe au suivant.</translation>
    </message>
    <message>
        <source>Seat next round…</source>
        <translation>Placer la manche suivante…</translation>
    </message>
    <message>
        <source>Find a player</source>
        <translation>Trouver un joueur</translation>
    </message>
    <message>
        <source>Print the table assignments, with a preview (Ctrl+P)</source>
        <translation>Imprimer le placement des tables, avec un aperçu (Ctrl+P)</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Show the room drawn, table by table</source>
        <translation>Montrer la salle dessinée, table par table</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Show the seating as a table, a row for each table: read by screen readers, moved with the keys</source>
        <translation>Montrer le placement en tableau, une ligne par table : lu par les lecteurs d’écran, les joueurs déplacés au clavier</translation>
    </message>
    <message>
        <source>Seating board: the room&apos;s tables</source>
        <translation>Plan de salle : les tables de la salle</translation>
    </message>
    <message>
        <source>Players not seated</source>
        <translation>Joueurs non placés</translation>
    </message>
    <message>
        <source>Problems of this seating</source>
        <translation>Problèmes de ce placement</translation>
    </message>
    <message>
        <source>Move the selected player to a table and seat</source>
        <translation>Déplacer le joueur choisi à une table et une place</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Show the whole room</source>
        <translation>Voir toute la salle</translation>
    </message>
    <message>
        <source>Print the table assignments</source>
        <translation>Imprimer le placement des tables</translation>
    </message>
    <message>
        <source>Not in the final: %1</source>
        <translation>Pas en finale : %1</translation>
    </message>
    <message>
        <source>Not seated: %1</source>
        <translation>Non placés : %1</translation>
    </message>
    <message>
        <source>Problems: %1</source>
        <translation>Problèmes : %1</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <source>The event has no games.</source>
        <translation>L’événement n’a aucune partie.</translation>
    </message>
    <message>
        <source>Game %1 is over: its seating is shown read-only.</source>
        <translation>La partie %1 est terminée : son placement est affiché en lecture seule.</translation>
    </message>
    <message>
        <source>Round %1 is over: its seating is shown read-only.</source>
        <translation>La manche %1 est terminée : son placement est affiché en lecture seule.</translation>
    </message>
    <message>
        <source>Game %1 is over but unlocked: changes are recorded.</source>
        <translation>La partie %1 est terminée mais déverrouillée : les modifications sont enregistrées.</translation>
    </message>
    <message>
        <source>Round %1 is over but unlocked: changes are recorded.</source>
        <translation>La manche %1 est terminée mais déverrouillée : les modifications sont enregistrées.</translation>
    </message>
    <message>
        <source>Nobody is seated in game %1 yet: use “Seat next game…”, or drag players from the list.</source>
        <translation>Personne n’est encore placé dans la partie %1 : utilisez « Placer la partie suivante… » ou faites glisser des joueurs depuis la liste.</translation>
    </message>
    <message>
        <source>Nobody is seated in round %1 yet: use “Seat next round…”, or drag players from the list.</source>
        <translation>Personne n’est encore placé dans la manche %1 : utilisez « Placer la manche suivante… » ou faites glisser des joueurs depuis la liste.</translation>
    </message>
    <message>
        <source>Drag a player to a seat; dropping on a taken seat swaps the two.</source>
        <translation>Faites glisser un joueur vers une place ; sur une place occupée, les deux joueurs sont échangés.</translation>
    </message>
    <message>
        <source>Take %1 off the board</source>
        <translation>Retirer %1 du plan</translation>
    </message>
    <message>
        <source>Seat %1 at table %2 %3</source>
        <translation>Placer %1 à la table %2 %3</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>Select a player first: click a seat, find one with Ctrl+F and Enter, or pick one in the list of players not seated.</source>
        <translation>Sélectionnez d’abord un joueur : cliquez sur une place, cherchez-le avec Ctrl+F puis Entrée, ou choisissez-le dans la liste des joueurs non placés.</translation>
    </message>
    <message>
        <source>Move to table/seat…</source>
        <translation>Déplacer vers une table/place…</translation>
    </message>
    <message>
        <source>Take off the board</source>
        <translation>Retirer du plan</translation>
    </message>
    <message>
        <source>Mark %1 as defaulted…</source>
        <translation>Déclarer le forfait de %1…</translation>
    </message>
    <message>
        <source>Take back the default of %1</source>
        <translation>Annuler le forfait de %1</translation>
    </message>
    <message>
        <source>Seat a substitute here…</source>
        <translation>Placer un remplaçant ici…</translation>
    </message>
    <message>
        <source>Close a table and re-seat its players…</source>
        <translation>Fermer une table et replacer ses joueurs…</translation>
    </message>
    <message>
        <source>Marking a default (or taking one back) is a convenor action.</source>
        <translation>Seul le directeur peut déclarer un forfait (ou l’annuler).</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source>Why does %1 default? From the next game on the floater team takes the seats.</source>
        <translation>Quel est le motif du forfait de %1 ? À partir de la partie suivante, l’équipe de réserve prend les places.</translation>
    </message>
    <message>
        <source>This game is over. Change its seating only to correct a mistake: its score sheets keep the players they were signed with. Unlocking it is a convenor action.</source>
        <translation>Cette partie est terminée. Ne modifiez son placement que pour corriger une erreur : ses feuilles de score gardent les joueurs avec lesquels elles ont été signées. Seul le directeur peut la déverrouiller.</translation>
    </message>
    <message>
        <source>Seat next game</source>
        <translation>Placer la partie suivante</translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation>Placer la manche suivante</translation>
    </message>
    <message>
        <source>This is the last game of the event.</source>
        <translation>C’est la dernière partie de l’événement.</translation>
    </message>
    <message>
        <source>This is the last round of the event.</source>
        <translation>C’est la dernière manche de l’événement.</translation>
    </message>
    <message>
        <source>Seating for game %1</source>
        <translation>Placement de la partie %1</translation>
    </message>
    <message>
        <source>Seating for round %1</source>
        <translation>Placement de la manche %1</translation>
    </message>
    <message>
        <source>Game %1 already has a seating. Replace it?</source>
        <translation>La partie %1 a déjà un placement. Le remplacer ?</translation>
    </message>
    <message>
        <source>Round %1 already has a seating. Replace it?</source>
        <translation>La manche %1 a déjà un placement. Le remplacer ?</translation>
    </message>
    <message>
        <source>Empty seats</source>
        <translation>Places vides</translation>
    </message>
    <message>
        <source>Every table of this game is full.</source>
        <translation>Toutes les tables de cette partie sont complètes.</translation>
    </message>
    <message>
        <source>table %1 %2</source>
        <translation>table %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Game %1 has %n empty seat(s): %2. A team defaulted while the floater team was already playing, so no floater is free to take them.</source>
        <translation>
            <numerusform>La partie %1 a %n place vide : %2. Une équipe a déclaré forfait alors que l’équipe de réserve jouait déjà : aucun joueur de réserve n’est libre pour la prendre.</numerusform>
            <numerusform>La partie %1 a %n places vides : %2. Une équipe a déclaré forfait alors que l’équipe de réserve jouait déjà : aucun joueur de réserve n’est libre pour les prendre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Close a table: table %1 closes and its players take the empty seats%2. Or seat a substitute: a new player (never ranked) in each empty seat.</source>
        <translation>Fermer une table : la table %1 ferme et ses joueurs prennent les places vides%2. Ou placer un remplaçant : un nouveau joueur (jamais classé) à chaque place vide.</translation>
    </message>
    <message>
        <source> (the floater team stands down: the district teams are even again)</source>
        <translation> (l’équipe de réserve se retire : les équipes de district sont de nouveau en nombre pair)</translation>
    </message>
    <message>
        <source>Closing a table and re-seating its players is a convenor action.</source>
        <translation>Fermer une table et replacer ses joueurs est une action du directeur.</translation>
    </message>
    <message>
        <source>Close table %1</source>
        <translation>Fermer la table %1</translation>
    </message>
    <message>
        <source>Substitute…</source>
        <translation>Remplaçant…</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Seating a substitute is a convenor action.</source>
        <translation>Placer un remplaçant est une action du directeur.</translation>
    </message>
    <message>
        <source>Seat a substitute</source>
        <translation>Placer un remplaçant</translation>
    </message>
    <message>
        <source>Name of the substitute at table %1 %2 (a new player, never ranked, as the floater team&apos;s players):</source>
        <translation>Nom du remplaçant à la table %1 %2 (un nouveau joueur, jamais classé, comme les joueurs de réserve) :</translation>
    </message>
    <message>
        <source>Tied game</source>
        <translation>Partie à égalité</translation>
    </message>
    <message>
        <source>Game %1, table %2 is a tie. Which pair moves? (cut of the cards)</source>
        <translation>Partie %1, table %2 : égalité. Quelle paire se déplace ? (tirage à la coupe)</translation>
    </message>
    <message>
        <source>North–South moves</source>
        <translation>Nord–Sud se déplace</translation>
    </message>
    <message>
        <source>East–West moves</source>
        <translation>Est–Ouest se déplace</translation>
    </message>
    <message>
        <source>Table %1, seat %2: %3</source>
        <translation>Table %1, place %2 : %3</translation>
    </message>
    <message>
        <source>%1 (picked: Space on a seat puts them there)</source>
        <translation>%1 (choisi : Espace sur une place l’y installe)</translation>
    </message>
    <message>
        <source>Seating by table and seat</source>
        <translation>Placement par table et par place</translation>
    </message>
    <message>
        <source>Space picks a player and puts them on another seat; Delete takes them off the board; Ctrl+M moves them to a table and seat.</source>
        <translation>Espace choisit un joueur et l’installe à une autre place ; Suppr le retire du plan ; Ctrl+M le déplace à une table et une place.</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>O</translation>
    </message>
</context>
<context>
    <name>Serve</name>
    <message>
        <source>The new owner: %1 (cardroom --connect %1 --code %2)</source>
        <translation>Le nouvel ordinateur principal : %1 (cardroom --connect %1 --code %2)</translation>
    </message>
    <message>
        <source>Players&apos; page: %1</source>
        <translation>Page des joueurs : %1</translation>
    </message>
    <message>
        <source>Automatic backup failed: %1</source>
        <translation>La sauvegarde automatique a échoué : %1</translation>
    </message>
    <message>
        <source>Cardroom could not save a copy of what was entered (%1). Stop sharing (Ctrl+C) and share the newest backup in the folder “%2” instead.</source>
        <translation>Cardroom n’a pas pu enregistrer une copie de ce qui a été saisi (%1). Arrêtez le partage (Ctrl+C) et partagez plutôt la sauvegarde la plus récente du dossier « %2 ».</translation>
    </message>
    <message>
        <source>Everything entered until now is saved in “%1”. Until that copy is shared, the stations&apos; changes are refused: stop sharing (Ctrl+C), then share the copy (cardroom --serve --event “%1”); the stations join it with the same join code.</source>
        <translation>Tout ce qui a été saisi jusqu’ici est enregistré dans « %1 ». Tant que cette copie n’est pas partagée, les changements des postes sont refusés : arrêtez le partage (Ctrl+C), puis partagez la copie (cardroom --serve --event « %1 ») ; les postes s’y joignent avec le même code d’accès.</translation>
    </message>
    <message>
        <source>Following “%1” at %2: this station takes the event over once the owner has not answered for %3 s.</source>
        <translation>Suivi de « %1 » à %2 : ce poste reprend l’événement dès que l’ordinateur principal ne répond plus depuis %3&#xa0;s.</translation>
    </message>
    <message>
        <source>This station may take over: number %1 in the order the convenor chose.</source>
        <translation>Ce poste peut prendre le relais : numéro %1 dans l’ordre choisi par le directeur.</translation>
    </message>
    <message>
        <source>Taken over from %1: takeover number %2</source>
        <translation>Repris de %1 : reprise numéro %2</translation>
    </message>
    <message>
        <source>%1 already took the event over (takeover number %2): this station follows it instead.</source>
        <translation>%1 a déjà repris l’événement (reprise n° %2) : ce poste le suit plutôt.</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Players&apos; page: %1</source>
        <translation>Page des joueurs : %1</translation>
    </message>
    <message>
        <source>Share on this network</source>
        <translation>Partager sur ce réseau</translation>
    </message>
    <message>
        <source>Other computers at the venue can join this event as stations: a display for the projector, the convenor&apos;s desk, or another scorekeeper. On the other computer, choose File ▸ Connect to another computer… and type the address and the join code below. This computer keeps the event file: everything a station changes is saved here.</source>
        <translation>D’autres ordinateurs de la salle peuvent rejoindre cet événement comme postes : un affichage pour le projecteur, le bureau du directeur ou un autre marqueur. Sur l’autre ordinateur, choisissez Fichier ▸ Se connecter à un autre ordinateur… et tapez l’adresse et le code d’accès ci-dessous. Cet ordinateur garde le fichier de l’événement : tout ce qu’un poste modifie est enregistré ici.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Nouveau code</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Code d’accès :</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>May take over</source>
        <translation>Peut prendre le relais</translation>
    </message>
    <message>
        <source>Connected stations</source>
        <translation>Postes connectés</translation>
    </message>
    <message>
        <source>&amp;Disconnect this station</source>
        <translation>&amp;Déconnecter ce poste</translation>
    </message>
    <message>
        <source>P&amp;layers&apos; page (players&apos; phones)</source>
        <translation>Page des &amp;joueurs (téléphones)</translation>
    </message>
    <message>
        <source>QR code of the players&apos; page</source>
        <translation>Code QR de la page des joueurs</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Déconnecter</translation>
    </message>
    <message>
        <source>Disconnect the station “%1”? It can join again with the join code.</source>
        <translation>Déconnecter le poste « %1 » ? Il pourra se reconnecter avec le code d’accès.</translation>
    </message>
    <message>
        <source>&amp;Stop sharing</source>
        <translation>&amp;Arrêter le partage</translation>
    </message>
    <message>
        <source>&amp;Start sharing</source>
        <translation>&amp;Commencer le partage</translation>
    </message>
    <message>
        <source>Sharing: stations can connect.</source>
        <translation>Partage en cours : les postes peuvent se connecter.</translation>
    </message>
    <message>
        <source>Not shared: nothing on this computer listens for stations.</source>
        <translation>Non partagé : rien sur cet ordinateur n’attend de postes.</translation>
    </message>
    <message>
        <source>Wrong join codes tried: %1</source>
        <translation>Codes d’accès erronés essayés : %1</translation>
    </message>
    <message>
        <source>No convenor PIN: set one of 6 digits or more (Convenor menu).</source>
        <translation>Aucun code PIN du directeur : définissez-en un de 6 chiffres ou plus (menu Directeur).</translation>
    </message>
    <message>
        <source>Without a PIN, no station can be the convenor&apos;s desk or take over.</source>
        <translation>Sans code PIN, aucun poste ne peut être le bureau du directeur ni prendre le relais.</translation>
    </message>
    <message>
        <source>The convenor PIN has only %1 digits: change it to 6 or more (Convenor menu).</source>
        <translation>Le code PIN du directeur n’a que %1 chiffres : passez à 6 ou plus (menu Directeur).</translation>
    </message>
    <message>
        <source>A station chosen to take over keeps a sealed copy of the PIN: from a stolen laptop, a PIN that short is found in minutes, 6 digits in hours.</source>
        <translation>Un poste choisi pour prendre le relais garde une copie scellée du code PIN : à partir d’un portable volé, un code aussi court se trouve en quelques minutes, un code de 6 chiffres en quelques heures.</translation>
    </message>
    <message>
        <source>Never (display)</source>
        <translation>Jamais (affichage)</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Yes (%1)</source>
        <translation>Oui (%1)</translation>
    </message>
    <message>
        <source>Players scan this code or type the address in their phone&apos;s browser; the page only shows what the room&apos;s board shows.</source>
        <translation>Les joueurs scannent ce code ou tapent l’adresse dans leur navigateur ; la page ne montre que ce qu’affiche la salle.</translation>
    </message>
    <message>
        <source>When it is on, players find their seat, the clock and the standings on their own phone, from this computer.</source>
        <translation>Activée, elle montre à chaque joueur sa place, l’horloge et le classement sur son propre téléphone, depuis cet ordinateur.</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Contracts: %1</source>
        <translation>Contrats : %1</translation>
    </message>
    <message>
        <source>Time called after hand:</source>
        <translation>Fin du temps annoncée après la main :</translation>
    </message>
    <message>
        <source>Tied game: the pair that moves (cut of the cards):</source>
        <translation>Égalité : la paire qui se déplace (tirage à la coupe) :</translation>
    </message>
    <message>
        <source>Type the cards taken (bullheads counted)</source>
        <translation>Taper les cartes ramassées (têtes de bœuf calculées)</translation>
    </message>
    <message>
        <source>Opponents’ &amp;initials:</source>
        <translation>&amp;Initiales des adversaires :</translation>
    </message>
    <message>
        <source>&amp;Sign and lock</source>
        <translation>&amp;Signer et verrouiller</translation>
    </message>
    <message>
        <source>initials, then Enter</source>
        <translation>initiales, puis Entrée</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>C&amp;orrect signed sheet…</source>
        <translation>&amp;Corriger la feuille signée…</translation>
    </message>
    <message>
        <source>Mark &amp;disputed…</source>
        <translation>&amp;Marquer contestée…</translation>
    </message>
    <message>
        <source>Choose a table</source>
        <translation>Choisissez une table</translation>
    </message>
    <message>
        <source>Table %1 — game %2</source>
        <translation>Table %1 — partie %2</translation>
    </message>
    <message>
        <source>Table %1 — round %2</source>
        <translation>Table %1 — manche %2</translation>
    </message>
    <message>
        <source>To fix before signing:</source>
        <translation>À corriger avant de signer :</translation>
    </message>
    <message>
        <source>Table captain’s &amp;initials:</source>
        <translation>&amp;Initiales du chef de table :</translation>
    </message>
    <message>
        <source>not called</source>
        <translation>non annoncée</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>pas encore choisie</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <source>Nobody is seated at this table for this game.</source>
        <translation>Personne n’est placé à cette table pour cette partie.</translation>
    </message>
    <message>
        <source>Nobody is seated at this table for this round.</source>
        <translation>Personne n’est placé à cette table pour cette manche.</translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation>Rien n’est encore écrit.</translation>
    </message>
    <message>
        <source>Complete — not signed: type the opponents’ initials and press Enter.</source>
        <translation>Complète — non signée : tapez les initiales des adversaires, puis Entrée.</translation>
    </message>
    <message>
        <source>Complete — not signed: type the table captain’s initials and press Enter.</source>
        <translation>Complète — non signée : tapez les initiales du chef de table, puis Entrée.</translation>
    </message>
    <message>
        <source>In progress — not signed.</source>
        <translation>En cours — non signée.</translation>
    </message>
    <message>
        <source>Complete — not signed: fix what is listed under the sheet first.</source>
        <translation>Complète — non signée : corrigez d’abord ce qui est indiqué sous la feuille.</translation>
    </message>
    <message>
        <source>Disputed — not signed: %1</source>
        <translation>Contestée — non signée : %1</translation>
    </message>
    <message>
        <source>Signed by %1 at %2 — locked.</source>
        <translation>Signée par %1 à %2 — verrouillée.</translation>
    </message>
    <message numerus="yes">
        <source>Penalty: %n point(s) off %1 (%2), assessed by %3</source>
        <translation>
            <numerusform>Pénalité : %n point retiré à %1 (%2), infligée par %3</numerusform>
            <numerusform>Pénalité : %n points retirés à %1 (%2), infligée par %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n fine(s)</source>
        <translation>
            <numerusform>et %n amende</numerusform>
            <numerusform>et %n amendes</numerusform>
        </translation>
    </message>
    <message>
        <source>Not signed: there is nothing to sign yet.</source>
        <translation>Non signée : il n’y a encore rien à signer.</translation>
    </message>
    <message>
        <source>Not signed: %1</source>
        <translation>Non signée : %1</translation>
    </message>
    <message>
        <source>It is then locked; only the convenor can unlock it. Enter signs, Escape leaves it unsigned.</source>
        <translation>Elle est alors verrouillée ; seul le directeur peut la déverrouiller. Entrée signe, Échap la laisse non signée.</translation>
    </message>
    <message>
        <source>Unlocked for a correction: %1</source>
        <translation>Déverrouillée pour correction : %1</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>Non signée</translation>
    </message>
    <message>
        <source>the convenor</source>
        <translation>le directeur</translation>
    </message>
    <message>
        <source>Revoked: %1</source>
        <translation>Annulée : %1</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Fin du temps annoncée</translation>
    </message>
    <message>
        <source>Pair that moves</source>
        <translation>Paire qui se déplace</translation>
    </message>
    <message>
        <source>Sign the sheet</source>
        <translation>Signer la feuille</translation>
    </message>
    <message>
        <source>Sign table %1’s sheet as %2?</source>
        <translation>Signer la feuille de la table %1 au nom de %2 ?</translation>
    </message>
    <message>
        <source>&amp;Sign</source>
        <translation>&amp;Signer</translation>
    </message>
    <message>
        <source>Not signed: the sheet stays open. Press Enter to sign it.</source>
        <translation>Non signée : la feuille reste ouverte. Appuyez sur Entrée pour la signer.</translation>
    </message>
    <message>
        <source>Correct a signed sheet</source>
        <translation>Corriger une feuille signée</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Déverrouiller</translation>
    </message>
    <message>
        <source>Only the convenor may correct a signed sheet, and the reason is kept in the audit log with the sheet before and after.</source>
        <translation>Seul le directeur peut corriger une feuille signée, et le motif est conservé dans le journal des modifications, avec la feuille avant et après correction.</translation>
    </message>
    <message>
        <source>This sheet was signed by %1 at %2. Only the convenor may correct it, and the reason is kept in the audit log with the sheet before and after.</source>
        <translation>Cette feuille a été signée par %1 à %2. Seul le directeur peut la corriger, et le motif est conservé dans le journal des modifications, avec la feuille avant et après correction.</translation>
    </message>
    <message>
        <source>Disputed sheet</source>
        <translation>Feuille contestée</translation>
    </message>
    <message>
        <source>What do the tables disagree about? The sheet stays open until it is signed.</source>
        <translation>Sur quoi porte le désaccord entre les tables ? La feuille reste ouverte jusqu’à sa signature.</translation>
    </message>
    <message>
        <source>Mark disputed</source>
        <translation>Marquer contestée</translation>
    </message>
    <message>
        <source>Correcting a signed sheet is a convenor action.</source>
        <translation>Seul le directeur peut corriger une feuille signée.</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Extra %1</source>
        <translation>Suppl. %1</translation>
    </message>
    <message>
        <source>B</source>
        <translation>P</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Row %1, %2:</source>
        <translation>Ligne %1, %2 :</translation>
    </message>
    <message>
        <source>Table %1, row %2: %3</source>
        <translation>Table %1, ligne %2 : %3</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>NS points</source>
        <translation>Points NS</translation>
    </message>
    <message>
        <source>EW points</source>
        <translation>Points EO</translation>
    </message>
    <message>
        <source>NS total</source>
        <translation>Total NS</translation>
    </message>
    <message>
        <source>EW total</source>
        <translation>Total EO</translation>
    </message>
    <message>
        <source>Totals: North–South {ns}, East–West {ew}</source>
        <translation>Totaux : Nord–Sud {ns}, Est–Ouest {ew}</translation>
    </message>
    <message>
        <source>Penalties: {points} off {pair}</source>
        <translation>Pénalités : {points} points retirés à {pair}</translation>
    </message>
    <message>
        <source>Tied game.</source>
        <translation>Partie à égalité.</translation>
    </message>
    <message>
        <source>Winners: {pair}</source>
        <translation>Gagnants : {pair}</translation>
    </message>
    <message>
        <source>Tournament points: North–South {ns}, East–West {ew} (each player)</source>
        <translation>Points de tournoi : Nord–Sud {ns}, Est–Ouest {ew} (par joueur)</translation>
    </message>
    <message>
        <source>Bidder</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <source>Renege</source>
        <translation>Renonce</translation>
    </message>
    <message>
        <source>Makers</source>
        <translation>Preneurs</translation>
    </message>
    <message>
        <source>Maker alone</source>
        <translation>Preneur seul</translation>
    </message>
    <message>
        <source>Defender alone</source>
        <translation>Défenseur seul</translation>
    </message>
    <message>
        <source>Time was called after hand {hand}: the pair ahead wins, level is a tie.</source>
        <translation>Fin du temps annoncée après la main {hand} : la paire en tête gagne, sinon la partie est à égalité.</translation>
    </message>
    <message>
        <source>Played to {target} points.</source>
        <translation>Partie en {target} points.</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Ne joue pas</translation>
    </message>
    <message>
        <source>Declarers</source>
        <translation>Déclarants</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Renonce by</source>
        <translation>Renonce de</translation>
    </message>
    <message>
        <source>Renonce points</source>
        <translation>Points renonce</translation>
    </message>
    <message>
        <source>Place {place}</source>
        <translation>Place {place}</translation>
    </message>
    <message>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <source>Deal {row} needs the arbiter: {reason}</source>
        <translation>La donne {row} requiert l’arbitre : {reason}</translation>
    </message>
    <message>
        <source>Fines: {fined}</source>
        <translation>Amendes : {fined}</translation>
    </message>
    <message>
        <source>Table total: {total} bullheads</source>
        <translation>Total de la table : {total} têtes de bœuf</translation>
    </message>
    <message>
        <source>Table winner: {seated}</source>
        <translation>Gagnant de la table : {seated}</translation>
    </message>
    <message>
        <source>{seated_all} are level for first: they play an extra round.</source>
        <translation>{seated_all} sont à égalité en tête : ils jouent une manche supplémentaire.</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <source>bidders</source>
        <translation>preneurs</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>défenseurs</translation>
    </message>
    <message>
        <source>call for two hand, 12 points</source>
        <translation>annonce pour deux mains, 12 points</translation>
    </message>
    <message>
        <source>call for one hand, 18 points</source>
        <translation>annonce d’une main, 18 points</translation>
    </message>
    <message>
        <source>moonshot, 24 points</source>
        <translation>cavalier seul, 24 points</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Full screen, or back to a window</source>
        <translation>Plein écran, ou retour en fenêtre</translation>
    </message>
    <message>
        <source>Leave full screen; the keys go back to the main window</source>
        <translation>Quitter le plein écran ; le clavier revient à la fenêtre principale</translation>
    </message>
    <message>
        <source>Close the clock display</source>
        <translation>Fermer l’affichage de l’horloge</translation>
    </message>
    <message>
        <source>Next page of the standings</source>
        <translation>Page suivante du classement</translation>
    </message>
    <message>
        <source>Previous page of the standings</source>
        <translation>Page précédente du classement</translation>
    </message>
    <message>
        <source>Alternate the standings with the clock, or stop alternating</source>
        <translation>Alterner le classement et l’horloge, ou cesser d’alterner</translation>
    </message>
    <message>
        <source>Close the results board</source>
        <translation>Fermer le tableau des résultats</translation>
    </message>
    <message>
        <source>On the sheet: the next cell to write; after the last one, on to signing</source>
        <translation>Sur la feuille : la case suivante à remplir ; après la dernière, la signature</translation>
    </message>
    <message>
        <source>Clock display and results board (projector)</source>
        <translation>Affichage de l’horloge et tableau des résultats (projecteur)</translation>
    </message>
    <message>
        <source>Results board (projector)</source>
        <translation>Tableau des résultats (projecteur)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>a word or a key, e.g. undo, F9</source>
        <translation>un mot ou une touche, p. ex. annuler, F9</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>StandingsChangeDialog</name>
    <message>
        <source>removed from the standings</source>
        <translation>retiré(e) du classement</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rank before</source>
        <translation>Rang avant</translation>
    </message>
    <message>
        <source>Rank after</source>
        <translation>Rang après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Évolution</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) changed; the lines that changed come first.</source>
        <translation>
            <numerusform>%n ligne modifiée ; la ligne modifiée apparaît en premier.</numerusform>
            <numerusform>%n lignes modifiées ; les lignes modifiées apparaissent en premier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>new in the standings</source>
        <translation>entre au classement</translation>
    </message>
    <message>
        <source>up %1</source>
        <translation>monte de %1</translation>
    </message>
    <message>
        <source>down %1</source>
        <translation>descend de %1</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher :</translation>
    </message>
    <message>
        <source>Record pla&amp;yoff…</source>
        <translation>Enregistrer un &amp;barrage…</translation>
    </message>
    <message>
        <source>The order after a playoff, for the selected line and those level with it on every criterion: needed for a medal place once the last game is signed, and whenever you call one.</source>
        <translation>L’ordre après un barrage, pour la ligne choisie et celles à égalité avec elle sur tous les critères : nécessaire pour une place de médaille une fois la dernière partie signée, et chaque fois que vous en décidez un.</translation>
    </message>
    <message>
        <source>E&amp;xport (CSV)</source>
        <translation>E&amp;xporter (CSV)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Medal</source>
        <translation>Médaille</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Save as P&amp;DF</source>
        <translation>Enregis&amp;trer en PDF</translation>
    </message>
    <message>
        <source>Pri&amp;nt</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>Print the standings in view, after a preview</source>
        <translation>Imprimer le classement affiché, après un aperçu</translation>
    </message>
    <message>
        <source>District</source>
        <translation>District</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <source>Final standings — winner: %1 — medals awarded</source>
        <translation>Classement final — gagnant : %1 — médailles attribuées</translation>
    </message>
    <message>
        <source>Final standings — medals awarded</source>
        <translation>Classement final — médailles attribuées</translation>
    </message>
    <message>
        <source>Standings: no signed sheet yet</source>
        <translation>Classement : aucune feuille signée pour l’instant</translation>
    </message>
    <message>
        <source>Standings after game %1 of %2 (provisional)</source>
        <translation>Classement après la partie %1 sur %2 (provisoire)</translation>
    </message>
    <message>
        <source>Standings after round %1 of %2 (provisional)</source>
        <translation>Classement après la manche %1 sur %2 (provisoire)</translation>
    </message>
    <message>
        <source>Standings after game %1 of %2, %3 of %4 tables in (provisional)</source>
        <translation>Classement après la partie %1 sur %2, %3 tables sur %4 signées (provisoire)</translation>
    </message>
    <message>
        <source>Standings after round %1 of %2, %3 of %4 tables in (provisional)</source>
        <translation>Classement après la manche %1 sur %2, %3 tables sur %4 signées (provisoire)</translation>
    </message>
    <message>
        <source>Floater (plays, never ranks): %1</source>
        <translation>Réserve (joue, jamais classée) : %1</translation>
    </message>
    <message>
        <source>Defaulted (results removed): %1</source>
        <translation>Forfait (résultats retirés) : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) need a playoff (shaded): select one and record the playoff.</source>
        <translation>
            <numerusform>%n ligne nécessite un barrage (surlignée) : sélectionnez-la et enregistrez le barrage.</numerusform>
            <numerusform>%n lignes nécessitent un barrage (surlignées) : sélectionnez-en une et enregistrez le barrage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with no results yet (no signed sheet): listed last, without a rank.</source>
        <translation>
            <numerusform>%n ligne sans résultat encore (aucune feuille signée) : en fin de liste, sans rang.</numerusform>
            <numerusform>%n lignes sans résultat encore (aucune feuille signée) : en fin de liste, sans rang.</numerusform>
        </translation>
    </message>
    <message>
        <source>Playoff</source>
        <translation>Barrage</translation>
    </message>
    <message>
        <source>At 6 nimmt a tie is played off with one extra round: write it on the table&apos;s sheet (Scorecards) and the ranking settles.</source>
        <translation>Au 6 qui prend, une égalité se départage par une manche supplémentaire : inscrivez-la sur la feuille de la table (Feuilles de score) et le classement se met à jour.</translation>
    </message>
</context>
<context>
    <name>Stations</name>
    <message>
        <source>display</source>
        <translation>affichage</translation>
    </message>
    <message>
        <source>scorekeeper</source>
        <translation>marqueur</translation>
    </message>
    <message>
        <source>convenor</source>
        <translation>directeur</translation>
    </message>
    <message>
        <source>Owner unreachable — retrying…</source>
        <translation>Ordinateur principal injoignable — nouvel essai…</translation>
    </message>
    <message>
        <source>Not connected to the owner</source>
        <translation>Non connecté à l’ordinateur principal</translation>
    </message>
    <message>
        <source>Connection to the owner</source>
        <translation>Connexion à l’ordinateur principal</translation>
    </message>
    <message>
        <source>The owner&apos;s computer does not answer. Looking for the computer that takes over (%1)…</source>
        <translation>L’ordinateur principal ne répond pas. Recherche de l’ordinateur qui prend la relève (%1)…</translation>
    </message>
    <message>
        <source>The owner&apos;s computer does not answer. If another computer took over, connect to it: File ▸ Connect to another computer… (its address is on its screen).</source>
        <translation>L’ordinateur principal ne répond pas. Si un autre ordinateur a repris l’événement, connectez-vous à lui : Fichier ▸ Se connecter à un autre ordinateur… (son adresse est affichée sur son écran).</translation>
    </message>
    <message>
        <source>Now connected to %1, which took over as owner.</source>
        <translation>Maintenant connecté à %1, qui a repris l’événement comme ordinateur principal.</translation>
    </message>
    <message>
        <source>%1 — %2 station — %3</source>
        <translation>%1 — poste %2 — %3</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>&amp;Print reports</source>
        <translation>&amp;Imprimer les rapports</translation>
    </message>
    <message>
        <source>Print with pre&amp;view</source>
        <translation>Imprimer avec aperç&amp;u</translation>
    </message>
    <message>
        <source>P&amp;aper size</source>
        <translation>Format du p&amp;apier</translation>
    </message>
    <message>
        <source>&amp;Take over as owner…</source>
        <translation>&amp;Reprendre comme ordinateur principal…</translation>
    </message>
    <message>
        <source>This desk &amp;may take over</source>
        <translation>Ce &amp;bureau peut prendre le relais</translation>
    </message>
    <message>
        <source>&amp;Leave this station</source>
        <translation>&amp;Quitter ce poste</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Convenor</source>
        <translation>Di&amp;recteur</translation>
    </message>
    <message>
        <source>&amp;Penalty…</source>
        <translation>&amp;Pénalité…</translation>
    </message>
    <message>
        <source>&amp;Default…</source>
        <translation>&amp;Forfait…</translation>
    </message>
    <message>
        <source>Enter or leave convenor &amp;mode</source>
        <translation>Entrer en &amp;mode directeur ou en sortir</translation>
    </message>
    <message>
        <source>Chosen to take over: number %1 in the order (the PIN opens its sealed copy then).</source>
        <translation>Choisi pour prendre le relais : numéro %1 dans l’ordre (le code PIN ouvre alors sa copie scellée).</translation>
    </message>
    <message>
        <source>Let this desk take over if the owner&apos;s computer is lost (a ruling: the PIN is asked).</source>
        <translation>Permettre à ce bureau de prendre le relais si l’ordinateur principal est perdu (une décision : le code PIN est demandé).</translation>
    </message>
    <message>
        <source>Only while the owner&apos;s computer cannot be reached: this station is connected to it.</source>
        <translation>Seulement quand l’ordinateur principal ne répond plus : ce poste y est connecté.</translation>
    </message>
    <message>
        <source>Make this computer the event&apos;s owner, from this station&apos;s copy.</source>
        <translation>Faire de cet ordinateur l’ordinateur principal de l’événement, à partir de la copie de ce poste.</translation>
    </message>
    <message>
        <source>Convenor mode</source>
        <translation>Mode directeur</translation>
    </message>
    <message>
        <source>%1 station of the owner at %2</source>
        <translation>Poste %1 de l’ordinateur principal à %2</translation>
    </message>
    <message>
        <source>Cardroom — clock (station of %1)</source>
        <translation>Cardroom — horloge (poste de %1)</translation>
    </message>
    <message>
        <source>Connect to another computer</source>
        <translation>Se connecter à un autre ordinateur</translation>
    </message>
    <message>
        <source>Join an event open on another computer at the venue. On that computer, File ▸ Share on this network… shows its address and a join code.</source>
        <translation>Rejoindre un événement ouvert sur un autre ordinateur de la salle. Sur cet ordinateur, Fichier ▸ Partager sur ce réseau… affiche son adresse et un code d’accès.</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:47600</source>
        <translation>par exemple 192.168.1.20:47600</translation>
    </message>
    <message>
        <source>6 digits</source>
        <translation>6 chiffres</translation>
    </message>
    <message>
        <source>Owner&apos;s &amp;address:</source>
        <translation>&amp;Adresse de l’ordinateur principal :</translation>
    </message>
    <message>
        <source>&amp;Join code:</source>
        <translation>&amp;Code d’accès :</translation>
    </message>
    <message>
        <source>Connecting to the owner…</source>
        <translation>Connexion à l’ordinateur principal…</translation>
    </message>
    <message>
        <source>Rec&amp;onnect</source>
        <translation>Rec&amp;onnecter</translation>
    </message>
    <message>
        <source>This station reconnects by itself as soon as the event is shared again.</source>
        <translation>Ce poste se reconnectera de lui-même dès que l’événement sera de nouveau partagé.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Reconnecter</translation>
    </message>
    <message>
        <source>The owner at %1 has another join code. Type the 6 digits it shows (File ▸ Share on this network…).</source>
        <translation>L’ordinateur principal à %1 a un nouveau code d’accès. Tapez les 6 chiffres qu’il affiche (Fichier ▸ Partager sur ce réseau…).</translation>
    </message>
    <message>
        <source>Convenor PIN</source>
        <translation>Code PIN du directeur</translation>
    </message>
    <message>
        <source>This computer &amp;is:</source>
        <translation>Cet ordinateur &amp;est :</translation>
    </message>
    <message>
        <source>Convenor &amp;PIN:</source>
        <translation>Code &amp;PIN du directeur :</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>a display (the clock and results, for a projector)</source>
        <translation>un affichage (l’horloge et les résultats, pour un projecteur)</translation>
    </message>
    <message>
        <source>the convenor&apos;s desk</source>
        <translation>le bureau du directeur</translation>
    </message>
    <message>
        <source>a scorekeeper (scorecards)</source>
        <translation>un poste de marque (feuilles de score)</translation>
    </message>
    <message>
        <source>The event file&apos;s audit log ends at entry %1, but the %2 station “%3” (%4) saw it reach entry %5 (written %6): entries were cut from its end, or an older copy of the file was put back. Check the file before any result is printed.</source>
        <translation>Le journal d’audit du fichier de l’événement s’arrête à l’entrée %1, mais le poste %2 « %3 » (%4) l’a vu atteindre l’entrée %5 (écrite le %6) : des entrées ont été retranchées à la fin, ou une copie plus ancienne du fichier a été remise en place. Vérifiez le fichier avant d’imprimer tout résultat.</translation>
    </message>
    <message>
        <source>The event file does not match what the %1 station “%2” (%3) saw: its audit log differs at entry %4 (written %5) or before it, so the file was changed outside Cardroom since. Check the file before any result is printed.</source>
        <translation>Le fichier de l’événement ne correspond pas à ce qu’a vu le poste %1 « %2 » (%3) : son journal d’audit diffère à l’entrée %4 (écrite le %5) ou avant, le fichier a donc été modifié hors de Cardroom depuis. Vérifiez le fichier avant d’imprimer tout résultat.</translation>
    </message>
    <message>
        <source>The owner&apos;s event file does not match what this station saw: its audit log ends at entry %1, but this station saw entry %2 (written %3). Entries were cut from its end, or an older copy of the file was put back. Tell the convenor before any result is printed.</source>
        <translation>Le fichier de l’événement de l’ordinateur principal ne correspond pas à ce que ce poste a vu : son journal d’audit s’arrête à l’entrée %1, mais ce poste a vu l’entrée %2 (écrite le %3). Des entrées ont été retranchées à la fin, ou une copie plus ancienne du fichier a été remise en place. Prévenez le directeur avant d’imprimer tout résultat.</translation>
    </message>
    <message>
        <source>The owner&apos;s event file does not match what this station saw: its audit log differs at entry %1 (written %2) or before it, so it was changed outside Cardroom since. Tell the convenor before any result is printed.</source>
        <translation>Le fichier de l’événement de l’ordinateur principal ne correspond pas à ce que ce poste a vu : son journal d’audit diffère à l’entrée %1 (écrite le %2) ou avant, il a donc été modifié hors de Cardroom depuis. Prévenez le directeur avant d’imprimer tout résultat.</translation>
    </message>
    <message>
        <source>Record check</source>
        <translation>Vérification du registre</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) made here after the takeover: see the list (Late changes…).</source>
        <translation>
            <numerusform>%n modification faite ici après la reprise : voyez la liste (Modifications tardives…).</numerusform>
            <numerusform>%n modifications faites ici après la reprise : voyez la liste (Modifications tardives…).</numerusform>
        </translation>
    </message>
    <message>
        <source>No longer the owner</source>
        <translation>N’est plus l’ordinateur principal</translation>
    </message>
    <message>
        <source>&amp;Join as a station…</source>
        <translation>&amp;Rejoindre comme poste…</translation>
    </message>
    <message>
        <source>&amp;Late changes…</source>
        <translation>&amp;Modifications tardives…</translation>
    </message>
</context>
<context>
    <name>StationsModel</name>
    <message>
        <source>Ticked: this station may take over if this computer is lost, in the order ticked (1 first; the next waits for it). The convenor PIN is asked.</source>
        <translation>Coché : ce poste peut prendre le relais si cet ordinateur est perdu, dans l’ordre où ils ont été cochés (1 d’abord ; le suivant attend le premier). Le code PIN du directeur est demandé.</translation>
    </message>
</context>
<context>
    <name>Takeover</name>
    <message numerus="yes">
        <source>%n signed sheet(s).</source>
        <translation>
            <numerusform>%n feuille signée.</numerusform>
            <numerusform>%n feuilles signées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1&#xa0;min %2&#xa0;s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>Take over as owner</source>
        <translation>Reprendre comme ordinateur principal</translation>
    </message>
    <message>
        <source>The owner&apos;s computer (at %1) has not answered for %2.</source>
        <translation>L’ordinateur principal (à l’adresse %1) ne répond plus depuis %2.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucune encore</translation>
    </message>
    <message>
        <source>This station&apos;s copy of “%1”: last change no. %2, at %3.</source>
        <translation>La copie de « %1 » sur ce poste : dernière modification nº %2, à %3.</translation>
    </message>
    <message>
        <source>This station&apos;s copy of “%1”: no change since it joined (no. %2, %3).</source>
        <translation>La copie de « %1 » sur ce poste : aucune modification depuis sa connexion (nº %2, %3).</translation>
    </message>
    <message>
        <source>Taking over writes this copy to a new event file on this computer and shares it with the same join code; the other stations follow it by themselves, or show where to reconnect.</source>
        <translation>La reprise enregistre cette copie dans un nouveau fichier d’événement sur cet ordinateur et la partage avec le même code de connexion ; les autres postes la suivent d’eux-mêmes, ou indiquent où se reconnecter.</translation>
    </message>
    <message>
        <source>C&amp;hoose another folder…</source>
        <translation>C&amp;hoisir un autre dossier…</translation>
    </message>
    <message>
        <source>New file in:</source>
        <translation>Nouveau fichier dans :</translation>
    </message>
    <message>
        <source>Convenor &amp;PIN:</source>
        <translation>Code &amp;PIN du directeur :</translation>
    </message>
    <message>
        <source>&amp;Take over</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Folder for the new event file</source>
        <translation>Dossier du nouveau fichier d’événement</translation>
    </message>
    <message>
        <source>Taken over: the event is now in “%1”.</source>
        <translation>Reprise faite : l’événement est maintenant dans « %1 ».</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <source>Edit team</source>
        <translation>Modifier l’équipe</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <source>Team &amp;name:</source>
        <translation>&amp;Nom de l’équipe :</translation>
    </message>
    <message>
        <source>&amp;District / club:</source>
        <translation>&amp;District / club :</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(personne)</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Joueur %1 :</translation>
    </message>
    <message>
        <source>Floa&amp;ter team (fills in for a missing or defaulted team; never ranked)</source>
        <translation>Équipe de &amp;réserve (remplace une équipe absente ou forfait ; jamais classée)</translation>
    </message>
</context>
<context>
    <name>TeamsModel</name>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <source> (floater)</source>
        <translation> (réserve)</translation>
    </message>
</context>
<context>
    <name>TimekeeperPanel</name>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Next game:</source>
        <translation>Partie suivante :</translation>
    </message>
    <message>
        <source>Next round:</source>
        <translation>Manche suivante :</translation>
    </message>
    <message>
        <source>Amber at</source>
        <translation>Orange à</translation>
    </message>
    <message>
        <source>red at</source>
        <translation>rouge à</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>Son coupé</translation>
    </message>
    <message>
        <source>Test the buzzer</source>
        <translation>Tester la sonnerie</translation>
    </message>
    <message>
        <source>Projector and sound</source>
        <translation>Projecteur et son</translation>
    </message>
    <message>
        <source>Display on:</source>
        <translation>Afficher sur :</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume :</translation>
    </message>
    <message>
        <source>The day&apos;s games</source>
        <translation>Les parties de la journée</translation>
    </message>
    <message>
        <source>Start game %1</source>
        <translation>Commencer la partie %1</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Commencer la manche %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Suspendre</translation>
    </message>
    <message>
        <source>− 1 min</source>
        <translation>− 1 min</translation>
    </message>
    <message>
        <source>+ 1 min</source>
        <translation>+ 1 min</translation>
    </message>
    <message>
        <source>End game now…</source>
        <translation>Terminer la partie…</translation>
    </message>
    <message>
        <source>End round now…</source>
        <translation>Terminer la manche…</translation>
    </message>
    <message>
        <source>Skip the break</source>
        <translation>Passer la pause</translation>
    </message>
    <message>
        <source>Restart game clock…</source>
        <translation>Relancer l’horloge…</translation>
    </message>
    <message>
        <source>Restart round clock…</source>
        <translation>Relancer l’horloge…</translation>
    </message>
    <message>
        <source>Game %1 waits: nobody is seated for it yet. Seat it on the seating board, then start it.</source>
        <translation>La partie %1 attend : personne n’y est encore placé. Placez les joueurs sur le plan de salle, puis lancez-la.</translation>
    </message>
    <message>
        <source>Round %1 waits: nobody is seated for it yet. Seat it on the seating board, then start it.</source>
        <translation>La manche %1 attend : personne n’y est encore placé. Placez les joueurs sur le plan de salle, puis lancez-la.</translation>
    </message>
    <message>
        <source>Nobody is seated for game %1 yet: after the break the clock waits until it is.</source>
        <translation>Personne n’est encore placé pour la partie %1 : après la pause, l’horloge attend qu’elle le soit.</translation>
    </message>
    <message>
        <source>Nobody is seated for round %1 yet: after the break the clock waits until it is.</source>
        <translation>Personne n’est encore placé pour la manche %1 : après la pause, l’horloge attend qu’elle le soit.</translation>
    </message>
    <message>
        <source>Game %1 (session %2)</source>
        <translation>Partie %1 (séance %2)</translation>
    </message>
    <message>
        <source>Round %1 (session %2)</source>
        <translation>Manche %1 (séance %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of %1 minutes, %2-minute breaks</source>
        <translation>
            <numerusform>%n partie de %1 minutes, pauses de %2 minutes</numerusform>
            <numerusform>%n parties de %1 minutes, pauses de %2 minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of %1 minutes, %2-minute breaks</source>
        <translation>
            <numerusform>%n manche de %1 minutes, pauses de %2 minutes</numerusform>
            <numerusform>%n manches de %1 minutes, pauses de %2 minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>the day ends at about %1</source>
        <translation>la journée se termine vers %1</translation>
    </message>
    <message>
        <source>%1, day %2 of %3</source>
        <translation>%1, jour %2 sur %3</translation>
    </message>
    <message>
        <source>(not begun yet)</source>
        <translation>(journée pas encore commencée)</translation>
    </message>
    <message>
        <source>Until the day has begun (the day before, for a rehearsal) the schedule shows the times as planned and nothing is late.</source>
        <translation>Tant que la journée n’a pas commencé (la veille, pour une répétition), l’horaire montre les heures prévues et rien n’est en retard.</translation>
    </message>
    <message>
        <source>Games start by themselves after the break</source>
        <translation>Démarrage automatique après la pause</translation>
    </message>
    <message>
        <source>Rounds start by themselves after the break</source>
        <translation>Démarrage automatique après la pause</translation>
    </message>
    <message>
        <source>must end by</source>
        <translation>finit au plus tard à</translation>
    </message>
    <message>
        <source>No sound player on this computer: alerts are visual only.</source>
        <translation>Aucun lecteur de son sur cet ordinateur : les alertes sont seulement visuelles.</translation>
    </message>
    <message>
        <source>Second screen when connected</source>
        <translation>Second écran, s’il est branché</translation>
    </message>
    <message>
        <source>A window</source>
        <translation>Une fenêtre</translation>
    </message>
    <message>
        <source>Hide display</source>
        <translation>Fermer l’affichage</translation>
    </message>
    <message>
        <source>Show display</source>
        <translation>Ouvrir l’affichage</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>End game %1 now? Time is called in the whole room.</source>
        <translation>Terminer la partie %1 maintenant ? La fin du temps sera annoncée dans toute la salle.</translation>
    </message>
    <message>
        <source>End round %1 now? Time is called in the whole room.</source>
        <translation>Terminer la manche %1 maintenant ? La fin du temps sera annoncée dans toute la salle.</translation>
    </message>
    <message>
        <source>Start game %1&apos;s clock again from the full %2 minutes?</source>
        <translation>Relancer l’horloge de la partie %1 depuis le début, avec ses %2 minutes ?</translation>
    </message>
    <message>
        <source>Start round %1&apos;s clock again from the full %2 minutes?</source>
        <translation>Relancer l’horloge de la manche %1 depuis le début, avec ses %2 minutes ?</translation>
    </message>
    <message>
        <source>Games start by themselves</source>
        <translation>Démarrage automatique des parties</translation>
    </message>
    <message>
        <source>Clock colour threshold</source>
        <translation>Seuil de couleur de l’horloge</translation>
    </message>
</context>
<context>
    <name>UndoAction</name>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>(convenor PIN)</source>
        <translation>(code PIN du directeur)</translation>
    </message>
</context>
</TS>
