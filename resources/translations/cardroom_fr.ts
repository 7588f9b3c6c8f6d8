<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Application</name>
    <message>
        <location filename="../../app/ui/application.py" line="121"/>
        <source>Something unexpected went wrong: %1

Everything you entered before this message is saved in the event file.</source>
        <translation>Un problème inattendu est survenu : %1

Tout ce que vous avez saisi avant ce message est enregistré dans le fichier de l’événement.</translation>
    </message>
</context>
<context>
    <name>Assignments</name>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="33"/>
        <source>Game %1 — table assignments</source>
        <translation>Partie %1 — placement des tables</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="34"/>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="43"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="43"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="43"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="43"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="44"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="63"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="81"/>
        <source>By table</source>
        <translation>Par table</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="83"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="84"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="85"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="86"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="92"/>
        <source>Players from A to Z</source>
        <translation>Joueurs de A à Z</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="100"/>
        <source>Table assignments</source>
        <translation>Placement des tables</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="105"/>
        <source>Print assignments</source>
        <translation>Imprimer les placements</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="107"/>
        <source>Nobody is seated in this game yet.</source>
        <translation>Personne n’est encore placé dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="110"/>
        <source>game-%1-assignments.pdf</source>
        <translation>partie-%1-placements.pdf</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="111"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/assignments.py" line="119"/>
        <source>%1 page(s) saved to %2</source>
        <translation>%1 page(s) enregistrée(s) dans %2</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="29"/>
        <source>Sheet signed</source>
        <translation>Feuille signée</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="30"/>
        <source>Signed sheet unlocked</source>
        <translation>Feuille signée déverrouillée</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="31"/>
        <source>Signed sheet corrected</source>
        <translation>Feuille signée corrigée</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="32"/>
        <source>Sheet disputed</source>
        <translation>Feuille contestée</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="33"/>
        <source>Sheet status undone</source>
        <translation>Changement de statut de la feuille annulé</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="34"/>
        <source>Pair that moves (tie)</source>
        <translation>Paire qui se déplace (égalité)</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="35"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="36"/>
        <source>Penalty revoked</source>
        <translation>Pénalité annulée</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="37"/>
        <source>Penalty reinstated</source>
        <translation>Pénalité rétablie</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="38"/>
        <source>Default</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="39"/>
        <source>Default taken back</source>
        <translation>Forfait annulé</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="40"/>
        <source>Playoff recorded</source>
        <translation>Barrage enregistré</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="41"/>
        <source>Playoff removed</source>
        <translation>Barrage supprimé</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="42"/>
        <source>Rule changed</source>
        <translation>Règle modifiée</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="43"/>
        <source>Convenor PIN set</source>
        <translation>Code PIN du directeur défini</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="44"/>
        <source>Backup restored</source>
        <translation>Sauvegarde restaurée</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/audit.py" line="45"/>
        <source>Rule set back (changed outside Cardroom)</source>
        <translation>Règle rétablie (modifiée hors de Cardroom)</translation>
    </message>
</context>
<context>
    <name>AuditPanel</name>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="488"/>
        <source>any</source>
        <translation>toutes</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="492"/>
        <source>name or number</source>
        <translation>nom ou numéro</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="493"/>
        <source>&amp;Between</source>
        <translation>&amp;Entre</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="508"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="508"/>
        <source>What</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="508"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="508"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="509"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="509"/>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="509"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="509"/>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="521"/>
        <source>Re&amp;verse this change…</source>
        <translation>In&amp;verser ce changement…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="528"/>
        <source>T&amp;able:</source>
        <translation>T&amp;able :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="530"/>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="533"/>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="571"/>
        <source>Reverse “%1” of %2</source>
        <translation>Inverser « %1 » du %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="576"/>
        <source>Reverse a change</source>
        <translation>Inverser un changement</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="577"/>
        <source>The reversal is itself kept in the log.</source>
        <translation>L’inversion est elle-même inscrite au journal.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="578"/>
        <source>Re&amp;verse</source>
        <translation>In&amp;verser</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="598"/>
        <source>%1, %2 points</source>
        <translation>%1, %2 points</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="662"/>
        <source>%1 of %2 entries shown, newest first.</source>
        <translation>%1 entrées affichées sur %2, les plus récentes en premier.</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <location filename="../../app/models/event/backups.py" line="47"/>
        <source>Game {number} ended</source>
        <translation>Fin de la partie {number}</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="48"/>
        <source>Session {number} ended</source>
        <translation>Fin de la séance {number}</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="49"/>
        <source>Every few minutes</source>
        <translation>Toutes les quelques minutes</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="50"/>
        <source>Event closed</source>
        <translation>Événement fermé</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="51"/>
        <source>Backed up by hand</source>
        <translation>Sauvegarde manuelle</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="52"/>
        <source>Before a restore</source>
        <translation>Avant une restauration</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="64"/>
        <source>Backed up at %1 (%2): %3</source>
        <translation>Sauvegardé à %1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="86"/>
        <source>Save a copy of the event</source>
        <translation>Enregistrer une copie de l’événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="87"/>
        <source>Cardroom events (*%1)</source>
        <translation>Événements Cardroom (*%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="98"/>
        <source>A copy of the event was saved to “%1”. The event stays open from its usual file.</source>
        <translation>Une copie de l’événement a été enregistrée dans « %1 ». L’événement reste ouvert depuis son fichier habituel.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="249"/>
        <source>Restoring a backup is a convenor action.</source>
        <translation>Restaurer une sauvegarde est une action du directeur.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="261"/>
        <source>Open a &amp;read-only view</source>
        <translation>Ouvrir une &amp;vue en lecture seule</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="290"/>
        <source>The newest good backup of this event is from %1 (%2). Cardroom can continue from a copy of it, saved beside the file; the file that would not open is left as it is.</source>
        <translation>La sauvegarde valide la plus récente de cet événement date de %1 (%2). Cardroom peut reprendre à partir d’une copie de celle-ci, enregistrée à côté du fichier ; le fichier qui ne s’ouvre pas reste tel quel.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="295"/>
        <source>Continue from the &amp;backup</source>
        <translation>Reprendre à partir de la &amp;sauvegarde</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../app/ui/reports/results_board.py" line="80"/>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/results_board.py" line="82"/>
        <source>Standings after game %1</source>
        <translation>Classement après la partie %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/results_board.py" line="84"/>
        <source>Standings: no results yet</source>
        <translation>Classement : aucun résultat pour l’instant</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/results_board.py" line="195"/>
        <source>The standings appear here as the score sheets are signed.</source>
        <translation>Le classement s’affiche ici au fur et à mesure que les feuilles de score sont signées.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/results_board.py" line="202"/>
        <source>* level: playoff to come</source>
        <translation>* à égalité : barrage à venir</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/results_board.py" line="208"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/results_board.py" line="240"/>
        <source>Cardroom — results</source>
        <translation>Cardroom — résultats</translation>
    </message>
</context>
<context>
    <name>ChangePinDialog</name>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="172"/>
        <source>Change the convenor PIN</source>
        <translation>Changer le code PIN du directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="177"/>
        <source>&amp;Current PIN:</source>
        <translation>Code PIN &amp;actuel :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="178"/>
        <source>&amp;New PIN:</source>
        <translation>&amp;Nouveau code PIN :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="179"/>
        <source>&amp;Repeat the new PIN:</source>
        <translation>&amp;Répétez le nouveau code PIN :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="180"/>
        <source>Change PIN</source>
        <translation>Changer le code PIN</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="186"/>
        <source>The two new PINs differ. Type the same PIN twice.</source>
        <translation>Les deux nouveaux codes PIN sont différents. Tapez deux fois le même code.</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <location filename="../../app/ui/clock/display.py" line="88"/>
        <source>Game %1 of %2 — Session %3</source>
        <translation>Partie %1 sur %2 — Séance %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="106"/>
        <source>Game %1 is next</source>
        <translation>Ensuite : partie %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="109"/>
        <source>Game %1 starts on %2 at %3</source>
        <translation>La partie %1 commence le %2 à %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="112"/>
        <source>Game %1 starts at %2</source>
        <translation>La partie %1 commence à %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="120"/>
        <source>Game %1 waits: nobody is seated for it yet</source>
        <translation>La partie %1 attend : personne n’y est encore placé</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="131"/>
        <source>Ends at %1</source>
        <translation>Fin à %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="136"/>
        <location filename="../../app/ui/clock/display.py" line="158"/>
        <source>Break — %1</source>
        <translation>Pause — %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="140"/>
        <source>The clock is stopped</source>
        <translation>L’horloge est arrêtée</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="141"/>
        <source>PAUSED</source>
        <translation>SUSPENDU</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="148"/>
        <source>Finish the hand in play</source>
        <translation>Terminez la main en cours</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="150"/>
        <source>Stop playing now</source>
        <translation>Arrêtez de jouer immédiatement</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="152"/>
        <source>Time is up</source>
        <translation>Le temps est écoulé</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="155"/>
        <location filename="../../app/ui/clock/display.py" line="206"/>
        <source>TIME</source>
        <translation>TEMPS</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="160"/>
        <location filename="../../app/ui/clock/display.py" line="181"/>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="164"/>
        <source>WAITING</source>
        <translation>EN ATTENTE</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="169"/>
        <source>Starts on %1 at %2</source>
        <translation>Début le %1 à %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="172"/>
        <source>Starts at %1</source>
        <translation>Début à %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="175"/>
        <source>Starting soon</source>
        <translation>Début dans quelques instants</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="177"/>
        <source>READY</source>
        <translation>PRÊT</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="180"/>
        <source>Session %1 is over</source>
        <translation>La séance %1 est terminée</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="183"/>
        <source>Thank you for playing</source>
        <translation>Merci de votre participation</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="184"/>
        <source>DAY OVER</source>
        <translation>FIN DE LA JOURNÉE</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="202"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="204"/>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="210"/>
        <source>paused</source>
        <translation>suspendue</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="218"/>
        <source>End of the day</source>
        <translation>Fin de la journée</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="221"/>
        <source>Session %1 is next</source>
        <translation>Ensuite : séance %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="225"/>
        <source>Session %1 starts on %2 at %3</source>
        <translation>La séance %1 commence le %2 à %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="229"/>
        <source>Session %1 starts at %2</source>
        <translation>La séance %1 commence à %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="589"/>
        <source>Cardroom — clock</source>
        <translation>Cardroom — horloge</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/display.py" line="639"/>
        <source>Cardroom — clock — %1</source>
        <translation>Cardroom — horloge — %1</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../app/ui/event/controller.py" line="118"/>
        <source>Entry undone</source>
        <translation>Saisie annulée</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/controller.py" line="344"/>
        <source>“%1” is a convenor action.</source>
        <translation>« %1 » est une action du directeur.</translation>
    </message>
</context>
<context>
    <name>ConvenorDesk</name>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="678"/>
        <source>Change &amp;PIN…</source>
        <translation>Changer le code &amp;PIN…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="690"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="691"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="692"/>
        <source>Defaults and floater</source>
        <translation>Forfaits et réserve</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="693"/>
        <source>Audit log</source>
        <translation>Journal des modifications</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="700"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="707"/>
        <source>Check the &amp;record…</source>
        <translation>Vérifier le &amp;registre…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="729"/>
        <source>Changed outside Cardroom: %1 finding(s). Check the record to see what and where.</source>
        <translation>Modifié hors de Cardroom : %1 constat(s). Vérifiez le registre pour voir quoi et où.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="734"/>
        <source>Record seal: %1 (%2 entries in the audit log), as Cardroom wrote it.</source>
        <translation>Sceau du registre : %1 (%2 entrées au journal d’audit), tel que Cardroom l’a écrit.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="745"/>
        <source>Convenor mode is on (it ends after %1 minutes without use).</source>
        <translation>Mode directeur activé (il prend fin après %1 minutes d’inactivité).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="747"/>
        <source>&amp;Lock now</source>
        <translation>&amp;Verrouiller maintenant</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="749"/>
        <source>Convenor mode is off: rulings ask for the PIN.</source>
        <translation>Mode directeur désactivé : les décisions demandent le code PIN.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="750"/>
        <source>&amp;Enter convenor mode…</source>
        <translation>Entrer en &amp;mode directeur…</translation>
    </message>
</context>
<context>
    <name>ConvenorMode</name>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="52"/>
        <source>Convenor</source>
        <translation>Directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="110"/>
        <source>Enter convenor mode for penalties, defaults, playoffs and corrections.</source>
        <translation>Passez en mode directeur pour les pénalités, les forfaits, les barrages et les corrections.</translation>
    </message>
</context>
<context>
    <name>DefaultDialog</name>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="431"/>
        <source>Default</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="439"/>
        <source> — defaulted</source>
        <translation> — forfait</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="441"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="445"/>
        <source>A defaulted team (or player) leaves the standings; its opponents keep their results. From the next game the floater team takes its seats. Choose a player already defaulted to take the default back.</source>
        <translation>Une équipe (ou un joueur) déclarée forfait est retirée du classement ; ses adversaires gardent leurs résultats. À partir de la partie suivante, l’équipe de réserve prend ses places. Pour annuler un forfait, choisissez un joueur déjà déclaré forfait.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="451"/>
        <source>&amp;Player (team):</source>
        <translation>&amp;Joueur (équipe) :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="452"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Motif :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="453"/>
        <source>Record</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="458"/>
        <source>Choose a player from the list.</source>
        <translation>Choisissez un joueur dans la liste.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="462"/>
        <source>Give the reason for the default.</source>
        <translation>Indiquez le motif du forfait.</translation>
    </message>
</context>
<context>
    <name>DefaultsPanel</name>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="416"/>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="416"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="416"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="417"/>
        <source>Defaulted at</source>
        <translation>Heure du forfait</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="417"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="421"/>
        <source>&amp;Default…</source>
        <translation>&amp;Déclarer un forfait…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="423"/>
        <source>&amp;Take back the default</source>
        <translation>Annuler le &amp;forfait</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="454"/>
        <source>Floater team: %1 — plays in place of a missing or defaulted team and never ranks.</source>
        <translation>Équipe de réserve : %1 — joue à la place d’une équipe absente ou forfait et n’est jamais classée.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="459"/>
        <source>No floater team in this event.</source>
        <translation>Pas d’équipe de réserve dans cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="472"/>
        <source>Taking back a default is a convenor action.</source>
        <translation>Seul le directeur peut annuler un forfait.</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="120"/>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="127"/>
        <source>Day %1 (%2)</source>
        <translation>Jour %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="131"/>
        <source>Session %1</source>
        <translation>Séance %1</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../app/models/errors.py" line="82"/>
        <source>“{path}” is not a Cardroom event file. It was not opened and has not been changed.</source>
        <translation>« {path} » n’est pas un fichier d’événement Cardroom. Il n’a pas été ouvert et n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="94"/>
        <source>“{path}” was written by a newer version of Cardroom (file format {file_version}, this version reads up to {known_version}). Please update Cardroom to open it. The file has not been changed.</source>
        <translation>« {path} » a été écrit par une version plus récente de Cardroom (format {file_version}, cette version lit jusqu’au format {known_version}). Mettez Cardroom à jour pour l’ouvrir. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="109"/>
        <source>“{path}” is damaged and cannot be used safely ({detail}). It has not been changed. Open the newest backup of this event instead.</source>
        <translation>« {path} » est endommagé et ne peut pas être utilisé sans risque ({detail}). Il n’a pas été modifié. Ouvrez plutôt la sauvegarde la plus récente de cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="122"/>
        <source>“{path}” could not be opened: {detail}</source>
        <translation>« {path} » n’a pas pu être ouvert : {detail}</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="133"/>
        <source>“{path}” is on a read-only disk or in a read-only folder, so Cardroom could not save a single entry to it. Copy the file to a folder you can write to (for example Documents) and open the copy. The file has not been changed.</source>
        <translation>« {path} » se trouve sur un disque ou dans un dossier en lecture seule : Cardroom ne pourrait y enregistrer aucune saisie. Copiez le fichier dans un dossier où l’on peut écrire (par exemple Documents) et ouvrez la copie. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="146"/>
        <source>“{path}” holds things Cardroom does not make ({detail}): it may have been changed by another program. It was not opened and has not been changed.</source>
        <translation>« {path} » contient des éléments que Cardroom ne crée pas ({detail}) : il a peut-être été modifié par un autre programme. Il n’a pas été ouvert et n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="159"/>
        <source>“{path}” is marked as a Cardroom event file but lacks part of one ({detail}). It was not opened and has not been changed. Open the newest backup of this event instead.</source>
        <translation>« {path} » est marqué comme fichier d’événement Cardroom mais il lui en manque une partie ({detail}). Il n’a pas été ouvert et n’a pas été modifié. Ouvrez plutôt la sauvegarde la plus récente de cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="172"/>
        <source>Beside “{path}” lies a change journal (“{journal}”) that belongs to another copy of this event, to a later state of it than the file holds, or to another event: if it were opened, that journal would be written into this file. Nothing was opened or changed. If you put a backup or a copy in place of the event file, move “{journal}” out of the folder (keep it: it holds what was entered after that copy was made) and open the event again.</source>
        <translation>À côté de « {path} » se trouve un journal de modifications (« {journal} ») qui appartient à une autre copie de cet événement, à un état plus récent que celui du fichier, ou à un autre événement : à l’ouverture, ce journal serait écrit dans ce fichier. Rien n’a été ouvert ni modifié. Si vous avez mis une sauvegarde ou une copie à la place du fichier de l’événement, déplacez « {journal} » hors du dossier (gardez-le : il contient ce qui a été saisi après cette copie) et ouvrez à nouveau l’événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="191"/>
        <source>Beside “{path}” lies “{name}”, which is not a file Cardroom made (a folder, a pipe, a device or a link). Nothing was opened or changed. Move “{name}” out of the folder and open the event again.</source>
        <translation>À côté de « {path} » se trouve « {name} », qui n’est pas un fichier créé par Cardroom (un dossier, un tube, un périphérique ou un lien). Rien n’a été ouvert ni modifié. Déplacez « {name} » hors du dossier et ouvrez à nouveau l’événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="205"/>
        <source>“{path}” exists already. Choose another name: Cardroom never overwrites an event file.</source>
        <translation>« {path} » existe déjà. Choisissez un autre nom : Cardroom n’écrase jamais un fichier d’événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="250"/>
        <source>The sheet has {count} problem(s):</source>
        <translation>La feuille comporte {count} problème(s) :</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="259"/>
        <source>The sheet has {count} problem(s): {problems}</source>
        <translation>La feuille comporte {count} problème(s) : {problems}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="77"/>
        <source>Table {table}’s sheet is signed. To correct it, the convenor unlocks it and gives a reason.</source>
        <translation>La feuille de la table {table} est signée. Pour la corriger, le directeur la déverrouille et indique un motif.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="81"/>
        <source>The sheet is not finished: write every hand (deal, round) before signing. If time was called, mark the last hand played.</source>
        <translation>La feuille n’est pas terminée : écrivez chaque main (donne, manche) avant de signer. Si la fin du temps a été annoncée, indiquez la dernière main jouée.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/file.py" line="43"/>
        <source>This change could not be saved: the event file “{path}” or its folder is read-only. Your entry is still on screen. Make the file writable (or save a copy elsewhere with File ▸ Save a copy to… and open that), then try again.</source>
        <translation>Ce changement n’a pas pu être enregistré : le fichier de l’événement « {path} » ou son dossier est en lecture seule. Votre saisie est toujours à l’écran. Rendez le fichier modifiable (ou enregistrez une copie ailleurs avec Fichier ▸ Enregistrer une copie sous… et ouvrez-la), puis réessayez.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/file.py" line="49"/>
        <source>This change could not be saved: the disk holding “{path}” is full. Your entry is still on screen. Free some space, then try again.</source>
        <translation>Ce changement n’a pas pu être enregistré : le disque qui contient « {path} » est plein. Votre saisie est toujours à l’écran. Libérez de la place, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/file.py" line="54"/>
        <source>This change could not be saved to “{path}” ({detail}). Your entry is still on screen: check the disk or USB stick, then try again.</source>
        <translation>Ce changement n’a pas pu être enregistré dans « {path} » ({detail}). Votre saisie est toujours à l’écran : vérifiez le disque ou la clé USB, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/file.py" line="62"/>
        <source>The event file “{path}” was moved, renamed or deleted while it was open, so nothing more is written to it. Everything entered is still here: use File ▸ Save a copy to… to keep it in a new file, and carry on from that copy.</source>
        <translation>Le fichier de l’événement « {path} » a été déplacé, renommé ou supprimé pendant qu’il était ouvert : plus rien n’y est écrit. Tout ce qui a été saisi est encore là : utilisez Fichier ▸ Enregistrer une copie sous… pour le garder dans un nouveau fichier, et continuez à partir de cette copie.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="204"/>
        <source>A player needs a name.</source>
        <translation>Un joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="205"/>
        <source>This name is made only of invisible characters (such as zero-width spaces or direction marks), so nobody could read it on a list: type a name with letters you can see.</source>
        <translation>Ce nom n’est fait que de caractères invisibles (espaces de largeur nulle, marques de direction…), personne ne pourrait le lire sur une liste : tapez un nom avec des lettres visibles.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="266"/>
        <location filename="../../app/models/roster/importer.py" line="286"/>
        <source>A name can have at most {maximum} characters.</source>
        <translation>Un nom compte au plus {maximum} caractères.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="284"/>
        <source>Player number “{value}” is not valid: use a whole number from 1 to 9999.</source>
        <translation>Le numéro de joueur « {value} » n’est pas valable : utilisez un nombre entier de 1 à 9999.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="295"/>
        <source>The number of tables</source>
        <translation>Le nombre de tables</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="296"/>
        <source>The number of sessions</source>
        <translation>Le nombre de séances</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="297"/>
        <source>The number of games per session</source>
        <translation>Le nombre de parties par séance</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="298"/>
        <source>The length of a game in minutes</source>
        <translation>La durée d’une partie en minutes</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="299"/>
        <source>The length of a break in minutes</source>
        <translation>La durée d’une pause en minutes</translation>
    </message>
    <message>
        <location filename="../../app/models/event/records.py" line="307"/>
        <source>{field} must be a whole number from {low} to {high}.</source>
        <translation>{field} doit être un nombre entier de {low} à {high}.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/create.py" line="61"/>
        <location filename="../../app/models/rulings/rules.py" line="95"/>
        <source>The event needs a name.</source>
        <translation>L’événement doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="64"/>
        <source>Number {number} is already {name}’s. Each player needs their own number.</source>
        <translation>Le numéro {number} est déjà celui de {name}. Chaque joueur a son propre numéro.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="92"/>
        <source>An edit changes only a player’s name, number, district, team and floater mark; a default is a ruling, made on the convenor desk.</source>
        <translation>Une modification ne change que le nom, le numéro, le district, l’équipe et la marque de réserve d’un joueur ; un forfait est une décision, prise au bureau du directeur.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="109"/>
        <source>That team does not exist.</source>
        <translation>Cette équipe n’existe pas.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="120"/>
        <source>{name} has been seated or has results in this event, so they cannot be removed. Mark them as defaulted instead.</source>
        <translation>{name} a déjà été placé(e) ou a des résultats dans cet événement et ne peut donc pas être retiré(e). Déclarez plutôt un forfait.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/partnerships.py" line="16"/>
        <source>A team needs a name.</source>
        <translation>Une équipe doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/partnerships.py" line="45"/>
        <source>A player appears twice in the team.</source>
        <translation>Un joueur figure deux fois dans l’équipe.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/partnerships.py" line="47"/>
        <source>A team in a partner game has two players.</source>
        <translation>Dans un jeu en partenariat, une équipe compte deux joueurs.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/partnerships.py" line="52"/>
        <source>{name} is already in another team.</source>
        <translation>{name} fait déjà partie d’une autre équipe.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="134"/>
        <source>Team {name} has penalties recorded, so it cannot be removed.</source>
        <translation>L’équipe {name} a des pénalités enregistrées et ne peut donc pas être supprimée.</translation>
    </message>
    <message>
        <location filename="../../app/models/room/schedule.py" line="69"/>
        <source>“{value}” is not a time of day.</source>
        <translation>« {value} » n’est pas une heure valable.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="86"/>
        <source>This sheet is already signed.</source>
        <translation>Cette feuille est déjà signée.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="408"/>
        <source>Type the opposing team’s initials (1 to 8 letters) to sign.</source>
        <translation>Tapez les initiales de l’équipe adverse (1 à 8 lettres) pour signer.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="87"/>
        <source>Only a signed sheet needs unlocking.</source>
        <translation>Seule une feuille signée peut être déverrouillée.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="97"/>
        <source>A sheet is written as a list of rows, each with its number, dealer, declarers, contract, tricks and detail; {value} is not one. Nothing was changed.</source>
        <translation>Une feuille s’écrit comme une liste de lignes, chacune avec son numéro, le donneur, les déclarants, le contrat, les levées et le détail ; {value} n’en est pas une. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="101"/>
        <source>Row {row} of the sheet: {value} is not a possible {column}. Nothing was changed.</source>
        <translation>Ligne {row} de la feuille : {value} n’est pas une valeur possible pour {column}. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="103"/>
        <source>Row {row} is on the sheet twice. Nothing was changed.</source>
        <translation>La ligne {row} figure deux fois sur la feuille. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="104"/>
        <source>These rows cannot be read as a sheet of this game. Nothing was changed.</source>
        <translation>Ces lignes ne peuvent pas se lire comme une feuille de ce jeu. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="107"/>
        <source>“{value}” is not a state of a sheet (empty, in_progress, complete, signed or disputed).</source>
        <translation>« {value} » n’est pas un état de feuille (empty, in_progress, complete, signed ou disputed).</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="110"/>
        <source>Time is called after a hand given by its number, a whole number from 0 to {high}, not {value}.</source>
        <translation>La fin du temps se donne par le numéro d’une main, un nombre entier de 0 à {high}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="114"/>
        <source>There is no game {value} in this event.</source>
        <translation>Il n’y a pas de partie {value} dans cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="115"/>
        <source>{value} is not a sheet of this event&apos;s game. Nothing was changed.</source>
        <translation>{value} n’est pas une feuille du jeu de cet événement. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="238"/>
        <source>Write why the signed sheet is being corrected.</source>
        <translation>Indiquez pourquoi la feuille signée est corrigée.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="538"/>
        <source>Write what the tables disagree about.</source>
        <translation>Indiquez l’objet du désaccord entre les tables.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="593"/>
        <source>Table {table} has no sheet in this game yet.</source>
        <translation>La table {table} n’a pas encore de feuille dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/defaults.py" line="25"/>
        <source>Give the reason for the default.</source>
        <translation>Indiquez le motif du forfait.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/defaults.py" line="26"/>
        <source>There is no player {value} in this event.</source>
        <translation>Il n’y a pas de joueur {value} dans cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/defaults.py" line="27"/>
        <source>There is no team {value} in this event.</source>
        <translation>Il n’y a pas d’équipe {value} dans cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/defaults.py" line="28"/>
        <source>A default takes out one team at a time: these players are in different teams.</source>
        <translation>Un forfait retire une seule équipe à la fois : ces joueurs sont dans des équipes différentes.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="25"/>
        <source>This penalty is not revoked.</source>
        <translation>Cette pénalité n’est pas annulée.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="96"/>
        <source>A fine is a whole number, 0 or more, not “{value}”.</source>
        <translation>Une amende est un nombre entier, 0 ou plus, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="101"/>
        <source>A penalty names the offending player or team.</source>
        <translation>Une pénalité doit indiquer le joueur ou l’équipe en faute.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="109"/>
        <source>{name} did not play at table {table} in that game.</source>
        <translation>{name} n’a pas joué à la table {table} dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="161"/>
        <source>Give the reason for revoking the penalty.</source>
        <translation>Indiquez la raison pour laquelle la pénalité est annulée.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="24"/>
        <source>This penalty is already revoked.</source>
        <translation>Cette pénalité est déjà annulée.</translation>
    </message>
    <message>
        <location filename="../../app/models/room/schedule.py" line="40"/>
        <location filename="../../app/models/scoring/sheets.py" line="279"/>
        <source>There is no table {value} in this event.</source>
        <translation>Il n’y a pas de table {value} dans cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ties.py" line="53"/>
        <source>A playoff ranks two or more different teams or players.</source>
        <translation>Un barrage doit classer au moins deux équipes ou deux joueurs différents.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/eventfile.py" line="71"/>
        <source>“{name}” cannot be used as a file name: “{word}” is the name of a device on Windows, so the file could not be made or opened there. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : « {word} » est le nom d’un périphérique sous Windows, où le fichier ne pourrait être ni créé ni ouvert. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/eventfile.py" line="76"/>
        <source>“{name}” cannot be used as a file name: Windows and USB sticks do not allow {characters} in a name. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : Windows et les clés USB n’acceptent pas {characters} dans un nom. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/eventfile.py" line="81"/>
        <source>“{name}” cannot be used as a file name: it holds an invisible control character (a tab or a line break, for example), which Windows and USB sticks do not allow. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : il contient un caractère de contrôle invisible (une tabulation ou un saut de ligne, par exemple), que Windows et les clés USB n’acceptent pas. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/eventfile.py" line="86"/>
        <source>“{name}” cannot be used as a file name: Windows and USB sticks do not allow a name that ends with a dot or a space. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : Windows et les clés USB n’acceptent pas un nom qui se termine par un point ou une espace. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/eventfile.py" line="91"/>
        <source>“{name}” cannot be used as a file name: the name before “{suffix}” ends with a dot or a space, which Windows and USB sticks do not allow at the end of a name. Choose another name.</source>
        <translation>« {name} » ne peut pas servir de nom de fichier : le nom avant « {suffix} » se termine par un point ou une espace, que Windows et les clés USB n’acceptent pas en fin de nom. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/eventfile.py" line="153"/>
        <source>there is no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <location filename="../../app/models/event/eventfile.py" line="157"/>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <location filename="../../app/models/event/eventfile.py" line="159"/>
        <source>it is not a file but a device or a pipe</source>
        <translation>ce n’est pas un fichier mais un périphérique ou un tube</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="50"/>
        <source>Unknown game “{value}”. Cardroom runs: {allowed}.</source>
        <translation>Jeu inconnu « {value} ». Cardroom gère : {allowed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="190"/>
        <source>“{key}” is not a rule of {game}. Its rules are: {allowed}.</source>
        <translation>« {key} » n’est pas une règle du jeu {game}. Ses règles sont : {allowed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="202"/>
        <source>The club scales are a table of scales by name.</source>
        <translation>Les barèmes du club doivent être une liste de barèmes, chacun sous son nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="209"/>
        <source>A game has 8 hands (each player deals twice) or 4 (each deals once), not {value}: with any other number the players do not deal alike.</source>
        <translation>Une partie compte 8 mains (chaque joueur donne deux fois) ou 4 (chacun donne une fois), pas {value} : avec un autre nombre, les joueurs ne donnent pas autant les uns que les autres.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="236"/>
        <source>Deals per round are given for tables of 4, 5 and 6 players, each 1 to 60 (for example 16, 20 and 24).</source>
        <translation>Le nombre de donnes par manche s’indique pour les tables de 4, 5 et 6 joueurs, chacun de 1 à 60 (par exemple 16, 20 et 24).</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="247"/>
        <source>{key} is yes or no, not “{value}”.</source>
        <translation>{key} vaut oui ou non, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="258"/>
        <source>“{value}” is not allowed for {key}: choose {allowed}.</source>
        <translation>« {value} » n’est pas permis pour {key} : choisissez {allowed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="267"/>
        <source>{key} must be a whole number from {low} to {high}, not “{value}”.</source>
        <translation>{key} doit être un nombre entier de {low} à {high}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="60"/>
        <source>Contract “{value}” is not valid. Write a bid of 2 to 8 followed by C, D, H, S or NT (for example 3H or 5NT), or CALL2, CALL1 or MOON.</source>
        <translation>Le contrat « {value} » n’est pas valable. Écrivez une enchère de 2 à 8 suivie de C, D, H, S ou NT (par exemple 3H ou 5NT), ou CALL2, CALL1 ou MOON.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="92"/>
        <source>Renege “{value}” is not valid: it is either none, the bidders or the defenders.</source>
        <translation>Renonce « {value} » non valable : c’est soit aucune, soit les preneurs, soit les défenseurs.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="107"/>
        <source>Tricks taken by the bidders must be a whole number from 0 to {maximum}, not “{value}”: a hand has {maximum} tricks.</source>
        <translation>Les levées des preneurs doivent être un nombre entier de 0 à {maximum}, pas « {value} » : une main compte {maximum} levées.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="130"/>
        <location filename="../../app/models/games/euchre.py" line="20"/>
        <source>Hand {row}</source>
        <translation>Main {row}</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="188"/>
        <source>Time can be called after hand 0 to {maximum}, not after hand {value}.</source>
        <translation>La fin du temps peut être annoncée après les mains 0 à {maximum}, pas après la main {value}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="203"/>
        <source>Time cannot be called after hand 0: this event&apos;s rule is to finish the hand in play, so at least hand 1 is played and scored.</source>
        <translation>Le temps ne peut pas être écoulé après la main 0 : la règle de cet événement est de terminer la main en cours, donc la main 1 au moins est jouée et comptée.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="216"/>
        <source>written twice.</source>
        <translation>écrite deux fois.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="229"/>
        <source>empty, but a later hand is filled in.</source>
        <translation>vide, alors qu’une main suivante est remplie.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="237"/>
        <source>time was called after hand {limit}; no later hand counts.</source>
        <translation>la fin du temps a été annoncée après la main {limit} ; les mains suivantes ne comptent pas.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="241"/>
        <source>a game has {limit} hands at most.</source>
        <translation>une partie compte au plus {limit} mains.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="250"/>
        <source>A penalty must name the pair NS or EW and deduct 0 points or more.</source>
        <translation>Une pénalité doit indiquer la paire NS ou EO et retirer 0 point ou plus.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="260"/>
        <location filename="../../app/models/scoring/sheets.py" line="90"/>
        <source>The moving pair is NS or EW, not “{value}”.</source>
        <translation>La paire qui se déplace est NS ou EO, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="275"/>
        <source>the dealer is {expected} by rotation, not {value}.</source>
        <translation>d’après la rotation, le donneur est {expected}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="288"/>
        <source>the bidder’s seat is missing or wrong: write N, E, S or W.</source>
        <translation>la place du preneur manque ou est fausse : écrivez N, E, S ou O.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="295"/>
        <source>the contract is missing.</source>
        <translation>le contrat manque.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="303"/>
        <source>the bidders’ tricks are missing.</source>
        <translation>les levées des preneurs manquent.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="394"/>
        <source>The seat “{value}” does not exist: write N, E, S or W.</source>
        <translation>La place « {value} » n’existe pas : écrivez N, E, S ou O.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/movement.py" line="24"/>
        <source>Each table needs its moving pair: {tables} tables, {movers} given.</source>
        <translation>Chaque table doit indiquer sa paire qui se déplace : {tables} tables, {movers} indiquées.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/movement.py" line="35"/>
        <source>Table {table} must have 4 players, not {count}.</source>
        <translation>La table {table} doit avoir 4 joueurs, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/movement.py" line="42"/>
        <source>Table {table}: the moving pair is NS or EW, not “{value}”.</source>
        <translation>Table {table} : la paire qui se déplace est NS ou EO, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/movement.py" line="52"/>
        <source>{player} is seated twice.</source>
        <translation>{player} est placé(e) deux fois.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/movement.py" line="154"/>
        <source>A session starts with an even number of teams, not {count}: the floater team fills in.</source>
        <translation>Une séance commence avec un nombre pair d’équipes, pas {count} : l’équipe de réserve complète.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/movement.py" line="161"/>
        <source>A team appears twice.</source>
        <translation>Une équipe figure deux fois.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="74"/>
        <source>No column is headed Name: the first line should name the columns, e.g. No., Name, District, Partner.</source>
        <translation>Aucune colonne n’a pour titre Nom : la première ligne doit nommer les colonnes, par exemple N°, Nom, Club, Partenaire.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="79"/>
        <source>No column is headed No. (the players’ numbers): the first line should name the columns, e.g. No., Name, District, Partner.</source>
        <translation>Aucune colonne n’a pour titre N° (les numéros des joueurs) : la première ligne doit nommer les colonnes, par exemple N°, Nom, Club, Partenaire.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="84"/>
        <source>The headings on line 1 ({headings}) were not recognised, so no column is headed Name or No.: the first line should name the columns, e.g. No., Name, District, Partner.</source>
        <translation>Les titres de la ligne 1 ({headings}) n’ont pas été reconnus : aucune colonne n’a donc pour titre Nom ou N°. La première ligne doit nommer les colonnes, par exemple N°, Nom, Club, Partenaire.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="89"/>
        <source>No column is headed Name or No.; without headings the players’ numbers are read from the second column, but they are in column {column}: the first line should name the columns, e.g. No., Name, District, Partner.</source>
        <translation>Aucune colonne n’a pour titre Nom ou N° ; sans titres, les numéros des joueurs sont lus dans la deuxième colonne, mais ils sont dans la colonne {column} : la première ligne doit nommer les colonnes, par exemple N°, Nom, Club, Partenaire.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="95"/>
        <source>line {line}: {name} is the only player of team “{team}” in the file, but a team in a partner game is two players; {name} is imported without a team</source>
        <translation>ligne {line} : {name} est le seul joueur de l’équipe « {team} » dans le fichier, mais une équipe d’un jeu à partenaires compte deux joueurs ; {name} est importé sans équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="100"/>
        <source>lines {lines}: team “{team}” has {count} players in the file, but a team in a partner game is two players; they are imported without a team</source>
        <translation>lignes {lines} : l’équipe « {team} » compte {count} joueurs dans le fichier, mais une équipe d’un jeu à partenaires compte deux joueurs ; ils sont importés sans équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="105"/>
        <source>line {line}: {name} names {partner} as partner, but the Team column puts {name} in team “{team}” without {partner}; the Team column is followed</source>
        <translation>ligne {line} : {name} donne {partner} comme partenaire, mais la colonne Équipe met {name} dans l’équipe « {team} » sans {partner} ; c’est la colonne Équipe qui est suivie</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="224"/>
        <source>The file has more than {maximum} lines; only the first are read.</source>
        <translation>Le fichier a plus de {maximum} lignes ; seules les premières sont lues.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="275"/>
        <source>the name is missing</source>
        <translation>le nom manque</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="300"/>
        <source>the number “{value}” is not a whole number from 1 to 9999</source>
        <translation>le numéro « {value} » n’est pas un nombre entier de 1 à 9999</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="314"/>
        <source>number {number} is already {name}’s in this event</source>
        <translation>le numéro {number} est déjà celui de {name} dans cet événement</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="327"/>
        <source>number {number} is used on line {other} too</source>
        <translation>le numéro {number} est aussi utilisé à la ligne {other}</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="345"/>
        <source>the partner “{value}” should be the partner’s number</source>
        <translation>le partenaire « {value} » doit être le numéro du partenaire</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="356"/>
        <source>a player cannot partner themself</source>
        <translation>un joueur ne peut pas être son propre partenaire</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="411"/>
        <source>line {line}: partner {partner} is not in the file; {name} is imported without a team</source>
        <translation>ligne {line} : le partenaire {partner} n’est pas dans le fichier ; {name} est importé(e) sans équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="386"/>
        <source>line {line}: {name} names {partner} as partner, but {partner} names {third}; {name} is imported without a team</source>
        <translation>ligne {line} : {name} indique {partner} comme partenaire, mais {partner} indique {third} ; {name} est importé(e) sans équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/games/euchre.py" line="27"/>
        <source>Tricks taken by the makers must be a whole number from 0 to {maximum}, not “{value}”: a hand has {maximum} tricks.</source>
        <translation>Les levées des preneurs doivent être un nombre entier de 0 à {maximum}, pas « {value} » : une main compte {maximum} levées.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/euchre.py" line="92"/>
        <source>missing or written twice.</source>
        <translation>manquante ou écrite deux fois.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/euchre.py" line="102"/>
        <source>the game was over after hand {over}; no later hand counts.</source>
        <translation>la partie était terminée après la main {over} ; les mains suivantes ne comptent pas.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/euchre.py" line="115"/>
        <source>the makers are missing: write NS or EW.</source>
        <translation>les preneurs manquent : écrivez NS ou EO.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/euchre.py" line="125"/>
        <source>the dealer is N, E, S or W.</source>
        <translation>le donneur est N, E, S ou O.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/euchre.py" line="134"/>
        <source>the makers’ tricks are missing.</source>
        <translation>les levées des preneurs manquent.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="30"/>
        <source>Round {row}</source>
        <translation>Manche {row}</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="38"/>
        <source>Card “{value}” does not exist: the cards are numbered {low} to {high}.</source>
        <translation>La carte « {value} » n’existe pas : les cartes sont numérotées de {low} à {high}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="112"/>
        <source>A 6 nimmt qualifier takes {low} to {high} players (selection tables of 6 at most, one winner each, and a final table of 6), not {value}.</source>
        <translation>Une sélection de 6 qui prend! se joue de {low} à {high} joueurs (tables de sélection de 6 au plus, un gagnant par table, et une table finale de 6), pas {value}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="178"/>
        <source>A table has 2 to 10 players, not {value}.</source>
        <translation>Une table compte de 2 à 10 joueurs, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="189"/>
        <source>A table plays {maximum} rounds before any extra round, not {value}.</source>
        <translation>Une table joue {maximum} manches avant toute manche supplémentaire, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="211"/>
        <source>every player of the table plays a regular round.</source>
        <translation>une manche normale est jouée par tous les joueurs de la table.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="220"/>
        <source>the players are table places 1 to {maximum}, each once.</source>
        <translation>les joueurs sont les places 1 à {maximum} de la table, chacune une seule fois.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="243"/>
        <source>card {value} is written twice.</source>
        <translation>la carte {value} est écrite deux fois.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="257"/>
        <source>place {place}: bullheads are a whole number, 0 or more, not “{value}”.</source>
        <translation>place {place} : les têtes de bœuf sont un nombre entier, 0 ou plus, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="273"/>
        <source>place {place}: {value} bullheads written, but the cards taken hold {computed}.</source>
        <translation>place {place} : {value} têtes de bœuf sont écrites, mais les cartes ramassées en comptent {computed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="293"/>
        <source>{value} bullheads in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</source>
        <translation>{value} têtes de bœuf en tout, mais {players} joueurs en ramassent au moins {minimum} par manche : il ne reste jamais plus de 20 cartes dans les rangées.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="310"/>
        <source>{value} bullheads in all, but {players} players cannot take more than {maximum} in a round.</source>
        <translation>{value} têtes de bœuf au total, mais {players} joueurs ne peuvent pas en ramasser plus de {maximum} en une manche.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/six_nimmt.py" line="332"/>
        <source>an extra round is played only by the players level for first place.</source>
        <translation>une manche supplémentaire n’est jouée que par les joueurs à égalité pour la première place.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="40"/>
        <source>Deal {row}</source>
        <translation>Donne {row}</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="41"/>
        <source>Emballage 11, 12 and 13, grande misère, grande misère étalée, abondance 10 and 11, petit and grand chelem are played only with the arbiter&apos;s approval.</source>
        <translation>L’emballage 11, 12 et 13, la grande misère, la grande misère étalée, l’abondance 10 et 11, le petit et le grand chelem ne se jouent qu’avec l’accord de l’arbitre.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="46"/>
        <source>A declarer has already lost two contracts in this round: a third is played only with the arbiter&apos;s approval.</source>
        <translation>Un déclarant a déjà perdu deux contrats dans cette manche : un troisième ne se joue qu’avec l’accord de l’arbitre.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="89"/>
        <source>Contract {contract} is played by {allowed} declarer(s), not {count}.</source>
        <translation>Le contrat {contract} se joue avec {allowed} déclarant(s), pas {count}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="104"/>
        <source>Contract {contract} counts the declarers&apos; tricks together: write one number from 0 to 13, not “{value}”.</source>
        <translation>Le contrat {contract} compte les levées des déclarants ensemble : écrivez un seul nombre de 0 à 13, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="115"/>
        <source>Contract {contract} with {count} declarer(s): write the tricks of each declarer, {count} number(s) from 0 to 13 in the order of the declarers, not “{value}”.</source>
        <translation>Contrat {contract} avec {count} déclarant(s) : écrivez les levées de chaque déclarant, soit {count} nombre(s) de 0 à 13 dans l’ordre des déclarants, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="162"/>
        <source>Contract “{value}” is not in the {scale} scale. Write one of: {allowed}.</source>
        <translation>Le contrat « {value} » ne figure pas dans le barème {scale}. Écrivez l’un des contrats suivants : {allowed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="217"/>
        <source>Scale “{scale}”, contract {contract}: the Jeu of {jeu} less the declarers&apos; {declared} points does not split evenly between {opponents} opponents. Change the Jeu so that it does.</source>
        <translation>Barème « {scale} », contrat {contract} : le Jeu de {jeu}, moins les {declared} points des déclarants, ne se partage pas également entre {opponents} adversaires. Modifiez le Jeu pour qu’il se partage également.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="245"/>
        <source>Declarers are one or two of the active seats 0, 1, 2 and 3, not “{value}”.</source>
        <translation>Les déclarants sont une ou deux des places actives 0, 1, 2 et 3, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="256"/>
        <source>Seat {seat} is written twice among the declarers “{value}”.</source>
        <translation>La place {seat} est écrite deux fois parmi les déclarants « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="279"/>
        <source>Tricks won must be a whole number from 0 to 13 (for two players in the same misère or piccolo, one such number each), not “{value}”.</source>
        <translation>Les levées gagnées doivent être un nombre entier de 0 à 13 (pour deux joueurs dans la même misère ou le même piccolo, un tel nombre pour chacun), pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="289"/>
        <source>Tricks won must be from 0 to 13, not “{value}”: a deal has 13 tricks.</source>
        <translation>Les levées gagnées doivent aller de 0 à 13, pas « {value} » : une donne compte 13 levées.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="298"/>
        <source>The declarers&apos; tricks “{value}” add up to {total}, but a deal has only 13 tricks.</source>
        <translation>Les levées des déclarants « {value} » font {total} au total, alors qu’une donne ne compte que 13 levées.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="312"/>
        <source>Scale “{scale}”: {key} must be one of {allowed}, not “{value}”.</source>
        <translation>Barème « {scale} » : {key} doit prendre l’une de ces valeurs : {allowed}, et non « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="316"/>
        <source>Scale “{scale}”{where}: “{key}” is not a setting here. The settings are: {allowed}.</source>
        <translation>Barème « {scale} »{where} : « {key} » n’est pas un réglage possible ici. Les réglages sont : {allowed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="320"/>
        <source>Scale “{scale}”{where}: the setting “{key}” is missing.</source>
        <translation>Barème « {scale} »{where} : le réglage « {key} » manque.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="323"/>
        <source>Scale “{scale}”, contract {contract}: {key} must be a whole number from {low} to {high}, not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : {key} doit être un nombre entier de {low} à {high}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="328"/>
        <source>Scale “{scale}”, contract {contract}: {key} must be a whole number, not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : {key} doit être un nombre entier, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="332"/>
        <source>Scale “{scale}”, contract {contract}: {key} must be a whole number, 0 or less (only lost contracts give negative points), not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : {key} doit être un nombre entier, 0 ou moins (seuls les contrats perdus donnent des points négatifs), pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="337"/>
        <source>Scale “{scale}”, contract {contract}: made gives the points (0 or more) by tricks won, for {tricks}, not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : « made » donne les points (0 ou plus) selon les levées gagnées, pour {tricks}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="405"/>
        <source>Scale “{scale}”: “{value}” is not a contract code. Use capital letters and digits, such as E8 or PM.</source>
        <translation>Barème « {scale} » : « {value} » n’est pas un code de contrat. Utilisez des lettres majuscules et des chiffres, comme E8 ou PM.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="417"/>
        <source>Scale “{scale}”, contract {contract}: the entry must be a table of settings (a JSON object), not “{value}”.</source>
        <translation>Barème « {scale} », contrat {contract} : l’entrée doit être une liste de réglages (un objet JSON), pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="505"/>
        <source>A scale must be a table of settings (a JSON object), not “{value}”.</source>
        <translation>Un barème doit être une liste de réglages (un objet JSON), pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="513"/>
        <source>A scale needs a name: one word of letters, digits or _, such as “walloon”, not “{value}”.</source>
        <translation>Un barème doit avoir un nom : un seul mot fait de lettres, de chiffres ou de _, comme « walloon », pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="533"/>
        <source>Scale “{scale}”: contracts must be a table of contract codes and their values, not “{value}”.</source>
        <translation>Barème « {scale} » : les contrats doivent être une liste de codes de contrat avec leurs valeurs, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="546"/>
        <source>Scale “{scale}”: contract {contract} is given twice.</source>
        <translation>Barème « {scale} » : le contrat {contract} figure deux fois.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="574"/>
        <source>A different scale named “{scale}” exists already. Give the club&apos;s scale another name.</source>
        <translation>Un autre barème nommé « {scale} » existe déjà. Donnez un autre nom au barème du club.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist_scoring.py" line="592"/>
        <source>Scale “{value}” is not known. The scales are: {allowed}.</source>
        <translation>Le barème « {value} » est inconnu. Les barèmes sont : {allowed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="124"/>
        <source>A whist table has 4, 5 or 6 players, not “{value}”.</source>
        <translation>Une table de whist compte 4, 5 ou 6 joueurs, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="135"/>
        <source>Deals per round must be a whole number, 1 or more, not “{value}”.</source>
        <translation>Le nombre de donnes par manche doit être un nombre entier, 1 ou plus, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="144"/>
        <source>The fine must be a whole number, 0 or more, not “{value}”.</source>
        <translation>L’amende doit être un nombre entier, 0 ou plus, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="158"/>
        <source>Deals of this round are numbered 1 to {last}, not “{value}”.</source>
        <translation>Les donnes de cette manche sont numérotées de 1 à {last}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="213"/>
        <source>The deal number must be a whole number from 1 to {last}, not “{value}”.</source>
        <translation>Le numéro de la donne doit être un nombre entier de 1 à {last}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="217"/>
        <source>The round has {count} deals at a table of {players}: there is no deal {value}.</source>
        <translation>La manche compte {count} donnes à une table de {players} : il n’y a pas de donne {value}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="228"/>
        <source>The dealer must be a place at the table from 1 to {last}, not “{value}”.</source>
        <translation>Le donneur doit être une place à la table, de 1 à {last}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="235"/>
        <source>Declarers, tricks or a renonce are written but no contract. Write the contract (as the arbiter settled it after a renonce), or clear the deal.</source>
        <translation>Des déclarants, des levées ou une renonce sont écrits, mais pas de contrat. Écrivez le contrat (tel que l’arbitre l’a fixé après une renonce), ou effacez la donne.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="251"/>
        <source>Write the declarer(s) of contract {contract}: one or two places at the table, from 1 to {last}.</source>
        <translation>Écrivez le ou les déclarants du contrat {contract} : une ou deux places à la table, de 1 à {last}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="258"/>
        <source>Declarer “{value}” is not a place at the table: places are 1 to {last}.</source>
        <translation>Le déclarant « {value} » n’est pas une place à la table : les places vont de 1 à {last}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="263"/>
        <source>Place {position} is written twice among the declarers.</source>
        <translation>La place {position} est écrite deux fois parmi les déclarants.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="267"/>
        <source>Place {position} sits out this deal and cannot declare: it is played by places {active}.</source>
        <translation>La place {position} ne joue pas cette donne et ne peut pas déclarer : elle est jouée par les places {active}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="282"/>
        <source>Contract {contract} is written but not the tricks won: write the declarers&apos; tricks, from 0 to 13.</source>
        <translation>Le contrat {contract} est écrit, mais pas les levées gagnées : écrivez les levées des déclarants, de 0 à 13.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="295"/>
        <source>The player who revoked must be a place at the table from 1 to {last}, not “{value}”.</source>
        <translation>Le joueur qui a fait la renonce doit être une place à la table, de 1 à {last}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="299"/>
        <source>Place {position} sits out this deal and cannot revoke in it.</source>
        <translation>La place {position} ne joue pas cette donne et ne peut donc pas y faire de renonce.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="303"/>
        <source>A renonce costs at least {minimum} points, as the arbiter sets it, not “{value}”.</source>
        <translation>Une renonce coûte au moins {minimum} points, selon la décision de l’arbitre, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="308"/>
        <source>Renonce points are written but not the player who revoked: write that player&apos;s place at the table.</source>
        <translation>Des points de renonce sont écrits, mais pas le joueur qui a fait la renonce : écrivez la place de ce joueur à la table.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="335"/>
        <source>Contract {contract} is played only with the arbiter&apos;s approval and none is recorded: its points are not kept.</source>
        <translation>Le contrat {contract} ne se joue qu’avec l’accord de l’arbitre, et aucun accord n’est enregistré : ses points ne sont pas comptés.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="340"/>
        <source>Place {position} has already lost {lost} contracts in this round and declares again without the arbiter&apos;s approval recorded: this deal&apos;s points are not kept.</source>
        <translation>La place {position} a déjà perdu {lost} contrats dans cette manche et déclare de nouveau sans accord de l’arbitre enregistré : les points de cette donne ne sont pas comptés.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="355"/>
        <source>This deal is written twice: keep one row per deal.</source>
        <translation>Cette donne est écrite deux fois : gardez une seule ligne par donne.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/whist.py" line="523"/>
        <source>The stored {name} “{value}” cannot be read: table positions and tricks are whole numbers, several separated by commas.</source>
        <translation>La valeur enregistrée pour {name} « {value} » est illisible : les places à la table et les levées sont des nombres entiers, séparés par des virgules s’il y en a plusieurs.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/cells.py" line="68"/>
        <source>“{value}” is not a seat: write N, E, S or W.</source>
        <translation>« {value} » n’est pas une place : écrivez N, E, S ou O.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/cells.py" line="81"/>
        <source>“{value}” is not a pair: write NS or EW.</source>
        <translation>« {value} » n’est pas une paire : écrivez NS ou EO.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/cells.py" line="92"/>
        <source>Write x for yes, or leave the cell empty.</source>
        <translation>Écrivez x pour oui, ou laissez la case vide.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/cells.py" line="105"/>
        <location filename="../../app/models/scoring/scoresheet.py" line="83"/>
        <source>Write a whole number from {low} to {high}, not “{value}”.</source>
        <translation>Écrivez un nombre entier de {low} à {high}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/cells.py" line="121"/>
        <source>Write table places from 1 to {players}, each once, not “{value}”.</source>
        <translation>Écrivez des places à la table de 1 à {players}, chacune une seule fois, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="189"/>
        <source>Write B if the bidders reneged, D if the defenders did, not “{value}”.</source>
        <translation>Écrivez P si les preneurs ont fait renonce, D si ce sont les défenseurs, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="423"/>
        <source>Write one table place from 1 to {players}, not “{value}”.</source>
        <translation>Écrivez une seule place à la table, de 1 à {players}, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/scoresheet.py" line="88"/>
        <source>This cell is worked out by Cardroom.</source>
        <translation>Cette case est calculée par Cardroom.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="121"/>
        <source>{count} teams can play: an odd number, and there is no floater team to fill in. Add a floater team on the roster.</source>
        <translation>{count} équipes peuvent jouer : c’est un nombre impair, et il n’y a pas d’équipe de réserve pour compléter. Ajoutez une équipe de réserve dans la liste des joueurs.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="129"/>
        <source>The floater team plays this session.</source>
        <translation>L’équipe de réserve joue cette séance.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="133"/>
        <source>There are no teams of two to seat. Make teams on the roster first.</source>
        <translation>Il n’y a aucune équipe de deux joueurs à placer. Formez d’abord les équipes dans la liste des joueurs.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="139"/>
        <source>{count} teams need {needed} tables; the room has {room}.</source>
        <translation>{count} équipes demandent {needed} tables ; la salle en compte {room}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="155"/>
        <source>{count} tables seat two teams that have met before: it could not be avoided.</source>
        <translation>{count} tables réunissent deux équipes qui se sont déjà rencontrées : c’était inévitable.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="160"/>
        <source>{count} teams start at a table where they started before: it could not be avoided.</source>
        <translation>{count} équipes commencent à une table où elles ont déjà commencé : c’était inévitable.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="195"/>
        <source>The next game is worked out from the signed sheets. Still to sign: table {tables}.</source>
        <translation>La partie suivante est calculée à partir des feuilles signées. Reste à signer : table {tables}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="205"/>
        <source>Tied games need the pair that moves (cut of the cards): table {tables}.</source>
        <translation>Pour les parties à égalité, indiquez la paire qui se déplace (tirage à la coupe) : table {tables}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="219"/>
        <source>The movement needs the tables used from table 1 on without a gap.</source>
        <translation>Le mouvement demande des tables occupées à partir de la table 1, sans interruption.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="229"/>
        <source>Table {table} is not full in game {game}.</source>
        <translation>La table {table} n’est pas complète dans la partie {game}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="241"/>
        <source>The first-game move needs at least {min} tables; with {count} the ordinary movement is used.</source>
        <translation>Le déplacement de la première partie demande au moins {min} tables ; avec {count}, le mouvement ordinaire est appliqué.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="273"/>
        <source>{name} has defaulted: {floater} of the floater team takes the seat at table {table}.</source>
        <translation>{name} a déclaré forfait : {floater}, de l’équipe de réserve, prend sa place à la table {table}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="283"/>
        <source>{name} has defaulted and no floater player is free: the seat at table {table} stays empty.</source>
        <translation>{name} a déclaré forfait et aucun joueur de réserve n’est libre : la place à la table {table} reste vide.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="348"/>
        <source>Game {number} is not part of the 6 nimmt tournament: the selection is game {selection} and the final game {final}.</source>
        <translation>La partie {number} ne fait pas partie du tournoi de 6 qui prend! : la sélection est la partie {selection} et la finale la partie {final}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="362"/>
        <source>{count} players are registered; this tournament takes {limit} at most.</source>
        <translation>{count} joueurs sont inscrits ; ce tournoi en accepte {limit} au plus.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="369"/>
        <source>At least two players are needed for a draw.</source>
        <translation>Il faut au moins deux joueurs pour un tirage au sort.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="374"/>
        <source>{count} players need {tables} selection tables of 6, but the final seats one winner per table at a single table of 6: {most} players at most.</source>
        <translation>{count} joueurs demandent {tables} tables de sélection de 6, mais la finale réunit un gagnant par table à une seule table de 6 : {most} joueurs au plus.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="404"/>
        <source>The final table is seated once every selection table has a signed winner (a tie needs its extra round). Still waiting: table {tables}.</source>
        <translation>La table finale est placée quand chaque table de sélection a un gagnant sur une feuille signée (une égalité demande sa manche supplémentaire). En attente : table {tables}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="416"/>
        <source>The final seats the winners of the selection tables at one table, 2 to {most} of them; this selection has {count}.</source>
        <translation>La finale réunit les gagnants des tables de sélection à une seule table, de 2 à {most} ; cette sélection en compte {count}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="426"/>
        <source>The final table: the {count} table winners of the selection.</source>
        <translation>La table finale : les {count} gagnants de table de la sélection.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="439"/>
        <source>{count} players cannot make whist tables of 4 to 6.</source>
        <translation>Avec {count} joueurs, on ne peut pas former des tables de whist de 4 à 6.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="458"/>
        <source>Same tables as the previous round (no re-draw in this event&apos;s settings).</source>
        <translation>Mêmes tables qu’à la manche précédente (pas de nouveau tirage dans les réglages de cet événement).</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/plans.py" line="490"/>
        <source>The players need {needed} tables; the room has {room}.</source>
        <translation>Les joueurs demandent {needed} tables ; la salle en compte {room}.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/checks.py" line="54"/>
        <source>Table {table} is not full: {count} players.</source>
        <translation>La table {table} n’est pas complète : {count} joueurs.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/checks.py" line="63"/>
        <source>Table {table}: {name} has defaulted but is still seated.</source>
        <translation>Table {table} : {name} a déclaré forfait mais est toujours placé(e).</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/checks.py" line="87"/>
        <source>Table {table}: district partners {names} must sit across from each other.</source>
        <translation>Table {table} : les partenaires de district {names} doivent s’asseoir face à face.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/checks.py" line="93"/>
        <source>Table {table}: district partners {names} meet again in the second game of the session.</source>
        <translation>Table {table} : les partenaires de district {names} se retrouvent à la même table dans la deuxième partie de la séance.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/checks.py" line="106"/>
        <source>Table {table}: {name} should play with a district partner in the first game of the session.</source>
        <translation>Table {table} : {name} devrait jouer avec un partenaire de district dans la première partie de la séance.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/checks.py" line="124"/>
        <source>Table {table} has {count} players while another has {most}: balance the tables.</source>
        <translation>La table {table} compte {count} joueurs alors qu’une autre en compte {most} : équilibrez les tables.</translation>
    </message>
    <message>
        <location filename="../../app/models/seating/checks.py" line="138"/>
        <source>Table {table}: {count} players of {club} at one table; they could be spread.</source>
        <translation>Table {table} : {count} joueurs de {club} à la même table ; ils pourraient être répartis.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="71"/>
        <source>Game {number} cannot start: nobody is seated for it yet. Seat it on the seating board, then start it.</source>
        <translation>La partie {number} ne peut pas commencer : personne n’y est encore placé. Placez les joueurs sur le plan de salle, puis lancez-la.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="546"/>
        <source>A game is already running.</source>
        <translation>Une partie est déjà en cours.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="551"/>
        <source>Every game of the event has been played.</source>
        <translation>Toutes les parties de l’événement ont été jouées.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="560"/>
        <source>There is no break to skip.</source>
        <translation>Il n’y a pas de pause à passer.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="566"/>
        <source>No clock is running: there is nothing to pause.</source>
        <translation>L’horloge ne tourne pas : il n’y a rien à suspendre.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="577"/>
        <source>The clock is not paused.</source>
        <translation>L’horloge n’est pas suspendue.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="600"/>
        <source>No clock is running: start a game first.</source>
        <translation>L’horloge ne tourne pas : commencez d’abord une partie.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="603"/>
        <source>Less than {minutes} min is left. To stop the clock now, end the game or skip the break.</source>
        <translation>Il reste moins de {minutes} min. Pour arrêter l’horloge maintenant, terminez la partie ou passez la pause.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="619"/>
        <source>No game is running.</source>
        <translation>Aucune partie n’est en cours.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="632"/>
        <source>No game has started yet.</source>
        <translation>Aucune partie n’a encore commencé.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="641"/>
        <source>Stop the clock first: a game or a break is running.</source>
        <translation>Arrêtez d’abord l’horloge : une partie ou une pause est en cours.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="644"/>
        <source>There is no such game.</source>
        <translation>Cette partie n’existe pas.</translation>
    </message>
    <message>
        <location filename="../../app/models/clock.py" line="711"/>
        <source>“{value}” is not one of the clock&apos;s controls.</source>
        <translation>« {value} » n’est pas une commande de l’horloge.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/pin.py" line="38"/>
        <source>This window only shows the event: convenor actions are made in the main program.</source>
        <translation>Cette fenêtre ne fait qu’afficher l’événement : les actions du directeur se font dans le programme principal.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/pinhash.py" line="30"/>
        <source>A convenor PIN is {low} to {high} digits (for example 4821).</source>
        <translation>Le code PIN du directeur compte de {low} à {high} chiffres (par exemple 4821).</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/pin.py" line="120"/>
        <source>This event has no convenor PIN yet: set one first.</source>
        <translation>Cet événement n’a pas encore de code PIN du directeur : définissez-en un d’abord.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/pin.py" line="36"/>
        <source>Too many wrong PINs. Try again in {seconds} seconds.</source>
        <translation>Trop de codes PIN erronés. Réessayez dans {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/pin.py" line="37"/>
        <source>Too many wrong PINs. Try again in {minutes} minutes.</source>
        <translation>Trop de codes PIN erronés. Réessayez dans {minutes} minutes.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/pin.py" line="143"/>
        <source>That is not the convenor PIN. {left} tries left.</source>
        <translation>Ce n’est pas le code PIN du directeur. Essais restants : {left}.</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/pin.py" line="158"/>
        <source>Give the current PIN to change it.</source>
        <translation>Indiquez le code PIN actuel pour le changer.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="84"/>
        <source>{infraction} costs {points} points by this event&apos;s rules (set in the Rules tab), not “{value}”.</source>
        <translation>{infraction} coûte {points} points selon les règles de cet événement (réglées dans l’onglet Règles), pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="88"/>
        <source>{infraction}: the rules allow {low} to {high} points, not “{value}”.</source>
        <translation>{infraction} : le règlement permet de {low} à {high} points, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="91"/>
        <source>“{value}” is not an infraction of this game. Choose one of: {allowed}.</source>
        <translation>« {value} » n’est pas une infraction de ce jeu. Choisissez parmi : {allowed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="169"/>
        <source>The infractions are a list, each with a code, a name and points from low to high (0 to 1000).</source>
        <translation>Les infractions forment une liste, chacune avec un code, un nom et des points allant d’un minimum à un maximum (de 0 à 1000).</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="192"/>
        <source>Penalty points are given for each infraction (out of turn, card revealed, repeated hesitation), each a whole number from 0 to {high}.</source>
        <translation>Les points de pénalité se donnent pour chaque faute (avant son tour, carte dévoilée, hésitation répétée), chacun un nombre entier de 0 à {high}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="260"/>
        <source>No game is seated yet: seat a game before assessing a penalty.</source>
        <translation>Aucune partie n’est encore placée : placez une partie avant d’infliger une pénalité.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="261"/>
        <source>Choose the offending player.</source>
        <translation>Choisissez le joueur en faute.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="55"/>
        <source>The copy could not be written to “{path}”: {detail}. The event file itself is unchanged.</source>
        <translation>La copie n’a pas pu être écrite dans « {path} » : {detail}. Le fichier de l’événement lui-même n’a pas changé.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="59"/>
        <source>Choose another name: a copy cannot replace the event file it is made from.</source>
        <translation>Choisissez un autre nom : une copie ne peut pas remplacer le fichier de l’événement dont elle est tirée.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="62"/>
        <source>There is no usable backup of this event in “{folder}”.</source>
        <translation>Il n’y a aucune sauvegarde utilisable de cet événement dans « {folder} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="458"/>
        <source>“{name}” is a backup of another event (“{other}”): a restore takes only a backup of this event.</source>
        <translation>« {name} » est une sauvegarde d’un autre événement (« {other} ») : une restauration ne prend qu’une sauvegarde de cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="464"/>
        <source>There is no backup “{name}” of this event in its backups folder.</source>
        <translation>Il n’y a pas de sauvegarde « {name} » de cet événement dans son dossier de sauvegardes.</translation>
    </message>
    <message>
        <location filename="../../app/models/reversal.py" line="29"/>
        <source>This kind of entry cannot be reversed from the log; change it where it is made.</source>
        <translation>Ce type d’entrée ne peut pas être inversé depuis le journal ; modifiez-le là où il se fait.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="38"/>
        <source>“{what}” is a convenor action: enter convenor mode first.</source>
        <translation>« {what} » est une action du directeur : passez d’abord en mode directeur.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="39"/>
        <source>“{name}” is not a change Cardroom knows.</source>
        <translation>« {name} » n’est pas une modification que Cardroom connaît.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="40"/>
        <source>“{name}” was sent with the wrong details ({detail}).</source>
        <translation>« {name} » a été envoyé avec des détails incorrects ({detail}).</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="41"/>
        <source>“{what}” cannot take {value} as its {argument}: that is not the kind of value it needs. Nothing was changed.</source>
        <translation>« {what} » ne peut pas prendre {value} comme {argument} : ce n’est pas le genre de valeur attendu. Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="26"/>
        <source>{value} is not a possible entry of “{argument}”. Nothing was changed.</source>
        <translation>{value} n’est pas une valeur possible pour « {argument} ». Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="45"/>
        <source>This is a read-only view of the event: changes are made where it is open for writing.</source>
        <translation>Ceci est une vue en lecture seule de l’événement : les modifications se font là où il est ouvert en écriture.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="48"/>
        <source>“{what}” cannot be undone: it was changed again since on the owner&apos;s computer, and undoing would wipe that change. Correct it by hand if needed.</source>
        <translation>« {what} » ne peut pas être annulé : cela a été modifié depuis sur l’ordinateur principal, et l’annulation effacerait cette modification. Corrigez à la main si nécessaire.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="52"/>
        <source>“{what}” cannot be undone: it was changed again since at the station “{station}”, and undoing would wipe that change. Correct it by hand if needed.</source>
        <translation>« {what} » ne peut pas être annulé : cela a été modifié depuis au poste « {station} », et l’annulation effacerait cette modification. Corrigez à la main si nécessaire.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="56"/>
        <source>“{what}” was made too long ago to be undone safely here: reverse it from the audit log.</source>
        <translation>« {what} » date de trop longtemps pour être annulé sans risque ici : annulez-le depuis le journal des modifications.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/operations.py" line="59"/>
        <source>This change has already been reversed or changed again since; there is nothing to take back.</source>
        <translation>Ce changement a déjà été inversé ou modifié de nouveau depuis : il n’y a rien à reprendre.</translation>
    </message>
    <message>
        <location filename="../../app/models/reversal.py" line="32"/>
        <source>Write why the change is being reversed.</source>
        <translation>Indiquez pourquoi le changement est inversé.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="461"/>
        <source>The backup taken before that restore (“{name}”) is no longer in the backups folder.</source>
        <translation>La sauvegarde faite avant cette restauration (« {name} ») n’est plus dans le dossier des sauvegardes.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/lock.py" line="80"/>
        <source>“{path}” is open in another Cardroom. Only one may change an event at a time: close it there, or open a read-only view here.</source>
        <translation>« {path} » est ouvert dans un autre Cardroom. Un seul à la fois peut modifier un événement : fermez-le là-bas, ou ouvrez ici une vue en lecture seule.</translation>
    </message>
    <message>
        <location filename="../../app/models/event/lock.py" line="89"/>
        <source>“{path}” is open on {host} by {user} since {since}. Only one Cardroom may change an event at a time: close it there, or open a read-only view here.</source>
        <translation>« {path} » est ouvert sur {host} par {user} depuis {since}. Un seul Cardroom à la fois peut modifier un événement : fermez-le là-bas, ou ouvrez ici une vue en lecture seule.</translation>
    </message>
    <message>
        <location filename="../../app/net/client.py" line="46"/>
        <source>The owner&apos;s computer cannot be reached just now — Cardroom keeps trying. This change was not saved; your entry is still on screen: try again once the connection is back.</source>
        <translation>L’ordinateur principal est injoignable pour le moment — Cardroom réessaie. Cette modification n’a pas été enregistrée ; votre saisie est toujours à l’écran : réessayez quand la connexion sera rétablie.</translation>
    </message>
    <message>
        <location filename="../../app/net/client.py" line="49"/>
        <source>The owner&apos;s computer did not confirm this change, so it is not shown as saved. When the connection is back, check the entry and make it again if it is missing.</source>
        <translation>L’ordinateur principal n’a pas confirmé cette modification : elle n’est donc pas montrée comme enregistrée. Quand la connexion sera rétablie, vérifiez la saisie et refaites-la si elle manque.</translation>
    </message>
    <message>
        <location filename="../../app/net/client.py" line="52"/>
        <source>The owner&apos;s computer ended this station&apos;s connection.</source>
        <translation>L’ordinateur principal a mis fin à la connexion de ce poste.</translation>
    </message>
    <message>
        <location filename="../../app/net/client.py" line="53"/>
        <source>The owner&apos;s computer stopped sharing the event (or closed it).</source>
        <translation>L’ordinateur principal a cessé de partager l’événement (ou l’a fermé).</translation>
    </message>
    <message>
        <location filename="../../app/net/client.py" line="55"/>
        <source>The owner&apos;s computer has as many stations as it takes.</source>
        <translation>L’ordinateur principal a déjà autant de postes qu’il peut en accepter.</translation>
    </message>
    <message>
        <location filename="../../app/net/owner.py" line="65"/>
        <source>“{what}” is not made at this station: it is made at a station of another role (display, convenor, scorekeeper) or at the owner&apos;s computer.</source>
        <translation>« {what} » ne se fait pas à ce poste : cela se fait à un poste d’un autre rôle (affichage, directeur, marqueur) ou sur l’ordinateur principal.</translation>
    </message>
    <message>
        <location filename="../../app/net/owner.py" line="68"/>
        <source>A display station only shows the event; it changes nothing.</source>
        <translation>Un poste d’affichage ne fait que montrer l’événement ; il ne modifie rien.</translation>
    </message>
    <message>
        <location filename="../../app/net/owner.py" line="69"/>
        <source>The owner&apos;s computer could not make this change ({detail}). Nothing was saved.</source>
        <translation>L’ordinateur principal n’a pas pu faire cette modification ({detail}). Rien n’a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="59"/>
        <source>That is not the join code. Check the 6 digits shown on the owner&apos;s computer (File ▸ Share on this network…).</source>
        <translation>Ce n’est pas le code d’accès. Vérifiez les 6 chiffres affichés sur l’ordinateur principal (Fichier ▸ Partager sur ce réseau…).</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="62"/>
        <source>A join code is 6 digits, as the owner&apos;s computer shows it.</source>
        <translation>Un code d’accès compte 6 chiffres, tels que les affiche l’ordinateur principal.</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="63"/>
        <source>Too many wrong join codes from this computer. Try again in {seconds} seconds.</source>
        <translation>Trop de codes d’accès erronés depuis cet ordinateur. Réessayez dans {seconds} secondes.</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="65"/>
        <source>This computer runs Cardroom {here} and the owner&apos;s computer runs Cardroom {there}: they cannot work together. Update Cardroom on this computer.</source>
        <translation>Cet ordinateur a Cardroom {here} et l’ordinateur principal a Cardroom {there} : ils ne peuvent pas travailler ensemble. Mettez Cardroom à jour sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="68"/>
        <source>This computer runs Cardroom {here} and the owner&apos;s computer runs Cardroom {there}: they cannot work together. Update Cardroom on the owner&apos;s computer.</source>
        <translation>Cet ordinateur a Cardroom {here} et l’ordinateur principal a Cardroom {there} : ils ne peuvent pas travailler ensemble. Mettez Cardroom à jour sur l’ordinateur principal.</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="71"/>
        <source>No Cardroom owner answers at {address}. Check the address and port shown on the owner&apos;s computer (File ▸ Share on this network…), and that both computers are on the same network.</source>
        <translation>Aucun ordinateur principal Cardroom ne répond à {address}. Vérifiez l’adresse et le port affichés sur l’ordinateur principal (Fichier ▸ Partager sur ce réseau…), et que les deux ordinateurs sont sur le même réseau.</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="74"/>
        <source>The computer at {address} did not answer as a Cardroom owner ({detail}).</source>
        <translation>L’ordinateur à {address} n’a pas répondu comme un ordinateur principal Cardroom ({detail}).</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="76"/>
        <source>The computer at {address} does not know the join code, so it is not the owner you meant. Nothing was sent to it.</source>
        <translation>L’ordinateur à {address} ne connaît pas le code d’accès : ce n’est donc pas l’ordinateur principal voulu. Rien ne lui a été envoyé.</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="79"/>
        <source>“{address}” is not an address Cardroom can use: type the owner&apos;s address as it shows it, for example 192.168.1.20 or 192.168.1.20:47600.</source>
        <translation>« {address} » n’est pas une adresse utilisable par Cardroom : tapez l’adresse de l’ordinateur principal telle qu’il l’affiche, par exemple 192.168.1.20 ou 192.168.1.20:47600.</translation>
    </message>
    <message>
        <location filename="../../app/net/protocol.py" line="82"/>
        <source>A station is a display, a convenor or a scorekeeper.</source>
        <translation>Un poste est un affichage, un poste du directeur ou un poste de marque.</translation>
    </message>
    <message>
        <location filename="../../app/net/server.py" line="42"/>
        <source>Port {port} is already in use on this computer (another program, or Cardroom sharing another event). Choose another port.</source>
        <translation>Le port {port} est déjà utilisé sur cet ordinateur (par un autre programme, ou par Cardroom qui partage un autre événement). Choisissez un autre port.</translation>
    </message>
    <message>
        <location filename="../../app/net/server.py" line="45"/>
        <source>Cardroom cannot share on port {port}: {detail}.</source>
        <translation>Cardroom ne peut pas partager sur le port {port} : {detail}.</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/station.py" line="37"/>
        <source>This event has no convenor PIN yet: set it on the owner&apos;s computer first.</source>
        <translation>Cet événement n’a pas encore de code PIN du directeur : définissez-le d’abord sur l’ordinateur principal.</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/station.py" line="39"/>
        <source>The owner&apos;s computer gave an answer Cardroom does not know.</source>
        <translation>L’ordinateur principal a donné une réponse que Cardroom ne connaît pas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/controller.py" line="46"/>
        <source>The event is closed: this change was not made.</source>
        <translation>L’événement est fermé : cette modification n’a pas été faite.</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="72"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="73"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="74"/>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="75"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="76"/>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="77"/>
        <source>Medal</source>
        <translation>Médaille</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="78"/>
        <source>Playoff needed</source>
        <translation>Barrage nécessaire</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="80"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="81"/>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="82"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="83"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="84"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="85"/>
        <source>Player number</source>
        <translation>Numéro du joueur</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="86"/>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="87"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="88"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="89"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="90"/>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="91"/>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="93"/>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="94"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="95"/>
        <source>Declarers</source>
        <translation>Déclarants</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="96"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="97"/>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="98"/>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="100"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="101"/>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="102"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="103"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="104"/>
        <source>Fine</source>
        <translation>Amende</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="105"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="106"/>
        <source>Entered by</source>
        <translation>Saisie par</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="107"/>
        <source>Entered at</source>
        <translation>Saisie le</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="108"/>
        <source>Revoked at</source>
        <translation>Annulée le</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="109"/>
        <source>Revoked by</source>
        <translation>Annulée par</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="110"/>
        <source>Revoke reason</source>
        <translation>Motif de l’annulation</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="111"/>
        <source>Active</source>
        <translation>En vigueur</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="113"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="114"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="116"/>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="117"/>
        <source>silver</source>
        <translation>argent</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="118"/>
        <source>bronze</source>
        <translation>bronze</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="121"/>
        <source>signed</source>
        <translation>signée</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="122"/>
        <source>complete</source>
        <translation>complète</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="123"/>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="124"/>
        <source>disputed</source>
        <translation>contestée</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="125"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="127"/>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="128"/>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/exports.py" line="129"/>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../../app/ui/areas.py" line="48"/>
        <source>Game %1 — session %2 — %3</source>
        <translation>Partie %1 — séance %2 — %3</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../app/models/games/__init__.py" line="75"/>
        <source>OSGA Progressive Bid Euchre</source>
        <translation>Euchre progressif à enchères (OSGA)</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="93"/>
        <source>Classic Euchre</source>
        <translation>Euchre classique</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="109"/>
        <source>Whist à la surenchère (Whist Hainaut)</source>
        <translation>Whist à la surenchère (Whist Hainaut)</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="128"/>
        <source>6 nimmt! qualifier</source>
        <translation>Sélection 6 qui prend !</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="47"/>
        <location filename="../../app/ui/roster/import_dialog.py" line="187"/>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="53"/>
        <source>%1 players will be imported.</source>
        <translation>%1 joueurs seront importés.</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="54"/>
        <source>Nothing can be imported from this file.</source>
        <translation>Rien ne peut être importé de ce fichier.</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="68"/>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="68"/>
        <location filename="../../app/ui/roster/import_dialog.py" line="148"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="68"/>
        <location filename="../../app/ui/roster/import_dialog.py" line="148"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="68"/>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="69"/>
        <location filename="../../app/ui/roster/import_dialog.py" line="148"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="69"/>
        <location filename="../../app/ui/roster/import_dialog.py" line="149"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="85"/>
        <source>Line %1: %2 — not imported</source>
        <translation>Ligne %1 : %2 — non importée</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="95"/>
        <source>%1 lines will not be imported:</source>
        <translation>%1 lignes ne seront pas importées :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="127"/>
        <source>The first line of the file names the columns: No. and Name, and if you wish District (or Club), Partner (the partner’s number) and Team (players with the same team name form a team). Headings in French are read too (N°, Nom, Club, Partenaire, Équipe).</source>
        <translation>La première ligne du fichier nomme les colonnes : N° et Nom, et si vous le souhaitez Club (ou District), Partenaire (le numéro du partenaire) et Équipe (les joueurs portant le même nom d’équipe forment une équipe). Les titres en anglais sont lus aussi (No., Name, District, Partner, Team).</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="131"/>
        <source>Save a &amp;sample file…</source>
        <translation>Enregistrer un &amp;exemple…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="114"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="148"/>
        <source>District</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="156"/>
        <source>Save a sample roster file</source>
        <translation>Enregistrer un exemple de liste de joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="156"/>
        <source>roster sample.csv</source>
        <translation>exemple liste joueurs.csv</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="157"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="165"/>
        <source>Sample not saved</source>
        <translation>Exemple non enregistré</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="168"/>
        <source>Sample saved as %1: fill it in with a spreadsheet, save it as CSV and import it.</source>
        <translation>Exemple enregistré sous %1 : remplissez-le avec un tableur, enregistrez-le en CSV et importez-le.</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="176"/>
        <source>Import refused</source>
        <translation>Importation refusée</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="184"/>
        <source>The file is too large for a roster.</source>
        <translation>Le fichier est trop gros pour une liste de joueurs.</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="195"/>
        <source>Import players from a CSV file</source>
        <translation>Importer des joueurs depuis un fichier CSV</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/import_dialog.py" line="197"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>Infractions</name>
    <message>
        <location filename="../../app/models/games/infractions.py" line="54"/>
        <location filename="../../app/models/games/infractions.py" line="66"/>
        <source>Card played out of turn</source>
        <translation>Carte jouée hors tour</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="55"/>
        <location filename="../../app/models/games/infractions.py" line="67"/>
        <location filename="../../app/models/games/infractions.py" line="72"/>
        <source>Card revealed</source>
        <translation>Carte exposée</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="56"/>
        <location filename="../../app/models/games/infractions.py" line="68"/>
        <location filename="../../app/models/games/infractions.py" line="73"/>
        <source>Repeated hesitation</source>
        <translation>Hésitations répétées</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="57"/>
        <source>Re-deal ordered</source>
        <translation>Nouvelle donne ordonnée</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="60"/>
        <source>Renonce (revoke)</source>
        <translation>Renonce</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="61"/>
        <source>Fine (amende)</source>
        <translation>Amende</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="62"/>
        <location filename="../../app/models/games/infractions.py" line="69"/>
        <location filename="../../app/models/games/infractions.py" line="75"/>
        <source>Other penalty</source>
        <translation>Autre pénalité</translation>
    </message>
    <message>
        <location filename="../../app/models/games/infractions.py" line="74"/>
        <source>Wrong row taken</source>
        <translation>Mauvaise rangée ramassée</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="159"/>
        <source>No event is open. Use the File menu to create or open one, or open the demo event.</source>
        <translation>Aucun événement n’est ouvert. Utilisez le menu Fichier pour en créer ou en ouvrir un, ou ouvrez l’événement de démonstration.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="168"/>
        <source>No event open</source>
        <translation>Aucun événement ouvert</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="171"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="172"/>
        <source>Seating board</source>
        <translation>Plan de salle</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="173"/>
        <source>Scorecards</source>
        <translation>Feuilles de score</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="174"/>
        <source>Timekeeper</source>
        <translation>Chronométreur</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="175"/>
        <source>Convenor desk</source>
        <translation>Bureau du directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="188"/>
        <source>%1 (read-only view) — %2</source>
        <translation>%1 (vue en lecture seule) — %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="190"/>
        <source>Read-only view of %1: changes are made where it is open</source>
        <translation>Vue en lecture seule de %1 : les modifications se font là où il est ouvert</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="195"/>
        <source>Event file: %1 (%2)</source>
        <translation>Fichier de l’événement : %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="239"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="240"/>
        <source>&amp;New event…</source>
        <translation>&amp;Nouvel événement…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="241"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="242"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="247"/>
        <source>Open &amp;demo event</source>
        <translation>Ouvrir l’événement de &amp;démonstration</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="252"/>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="253"/>
        <source>&amp;Print reports</source>
        <translation>&amp;Imprimer les rapports</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="255"/>
        <source>&amp;Back up now</source>
        <translation>&amp;Sauvegarder maintenant</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="256"/>
        <source>Save a &amp;copy to…</source>
        <translation>Enregistrer une &amp;copie sous…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="257"/>
        <source>Res&amp;tore from a backup…</source>
        <translation>Res&amp;taurer une sauvegarde…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="259"/>
        <source>S&amp;hare on this network…</source>
        <translation>Pa&amp;rtager sur ce réseau…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="262"/>
        <source>Connect to another co&amp;mputer…</source>
        <translation>Se connecter à un autre &amp;ordinateur…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="264"/>
        <source>&amp;Close event</source>
        <translation>&amp;Fermer l’événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="267"/>
        <location filename="../../app/ui/main_window.py" line="504"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="269"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="275"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="276"/>
        <source>Clock &amp;display (projector)</source>
        <translation>&amp;Affichage de l’horloge (projecteur)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="279"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="280"/>
        <source>&amp;Text size</source>
        <translation>&amp;Taille du texte</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="282"/>
        <source>&amp;Convenor</source>
        <translation>Di&amp;recteur</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="285"/>
        <source>&amp;Penalty…</source>
        <translation>&amp;Pénalité…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="286"/>
        <source>&amp;Default…</source>
        <translation>&amp;Forfait…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="287"/>
        <source>&amp;Results board (projector)</source>
        <translation>&amp;Tableau des résultats (projecteur)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="288"/>
        <source>Enter or leave convenor &amp;mode</source>
        <translation>Entrer en &amp;mode directeur ou en sortir</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="289"/>
        <source>&amp;Change the convenor PIN…</source>
        <translation>&amp;Changer le code PIN du directeur…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="295"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="297"/>
        <source>&amp;Rules and settings</source>
        <translation>&amp;Règles et réglages</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="299"/>
        <source>&amp;About Cardroom</source>
        <translation>À &amp;propos de Cardroom</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="334"/>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="335"/>
        <source>Cardroom draws the new text size when it starts again. Restart now? The event is saved; it opens again where you are.</source>
        <translation>Cardroom affiche la nouvelle taille du texte à son prochain démarrage. Redémarrer maintenant ? L’événement est enregistré ; il se rouvre là où vous en êtes.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="337"/>
        <source>&amp;Restart now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="378"/>
        <source>Some rule settings in this file were not values Cardroom allows (perhaps changed by another program) and were set back to the game&apos;s defaults: %1. The audit log keeps what was there.</source>
        <translation>Certains réglages de ce fichier n’étaient pas des valeurs que Cardroom admet (peut-être modifiés par un autre programme) et ont été remis aux valeurs par défaut du jeu : %1. Le journal d’audit garde ce qui s’y trouvait.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="425"/>
        <source>Automatic backup failed: %1</source>
        <translation>La sauvegarde automatique a échoué : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="437"/>
        <source>Open event</source>
        <translation>Ouvrir un événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="438"/>
        <source>Cardroom events (*%1);;All files (*)</source>
        <translation>Événements Cardroom (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="488"/>
        <source>Shared: %1 station(s)</source>
        <translation>Partagé : %1 poste(s)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="499"/>
        <source>Stations connected: %n (%1).</source>
        <translation>
            <numerusform>Poste connecté : %n (%1).</numerusform>
            <numerusform>Postes connectés : %n (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="501"/>
        <source>Stop sharing and quit?</source>
        <translation>Arrêter le partage et quitter ?</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="501"/>
        <source>Stop sharing and close the event?</source>
        <translation>Arrêter le partage et fermer l’événement ?</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="502"/>
        <source>The stations are told that sharing stopped. When this event is shared again, they reconnect by themselves with the same join code.</source>
        <translation>Les postes sont avertis que le partage est arrêté. Quand cet événement sera de nouveau partagé, ils se reconnecteront d’eux-mêmes avec le même code d’accès.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="504"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="564"/>
        <source>Convenor mode</source>
        <translation>Mode directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="672"/>
        <source>&amp;Save a copy and carry on from it…</source>
        <translation>&amp;Enregistrer une copie et continuer avec elle…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="338"/>
        <location filename="../../app/ui/main_window.py" line="673"/>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="696"/>
        <source>About Cardroom</source>
        <translation>À propos de Cardroom</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="697"/>
        <source>Cardroom %1 — seating, scorecards, clock and standings for card-game tournaments. Every edit is saved in the event file at once.</source>
        <translation>Cardroom %1 — placement, feuilles de score, chronomètre et classements pour les tournois de cartes. Chaque saisie est enregistrée immédiatement dans le fichier de l’événement.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../app/ui/menus.py" line="46"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="47"/>
        <source>&amp;Large (125%)</source>
        <translation>&amp;Grande (125&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="48"/>
        <source>La&amp;rger (150%)</source>
        <translation>&amp;Très grande (150&#xa0;%)</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="50"/>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="53"/>
        <source>e.g. District 55+ Games — Bid Euchre</source>
        <translation>p. ex. Jeux 55+ du district — Euchre à enchères</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="88"/>
        <location filename="../../app/ui/event/wizard.py" line="92"/>
        <location filename="../../app/ui/event/wizard.py" line="96"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="102"/>
        <source>4 to 12 digits, for the convenor&apos;s rulings</source>
        <translation>4 à 12 chiffres, pour les décisions du directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="104"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="113"/>
        <source>Event &amp;name:</source>
        <translation>&amp;Nom de l’événement :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="114"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="115"/>
        <source>Players at &amp;most:</source>
        <translation>Joueurs au &amp;maximum :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="117"/>
        <source>Number of &amp;tables:</source>
        <translation>Nombre de &amp;tables :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="118"/>
        <source>&amp;Days:</source>
        <translation>Nom&amp;bre de jours :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="119"/>
        <source>&amp;Sessions per day:</source>
        <translation>&amp;Séances par jour :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="120"/>
        <source>Games per s&amp;ession:</source>
        <translation>Parties par s&amp;éance :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="122"/>
        <source>&amp;First game starts:</source>
        <translation>Début de la &amp;première partie :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="123"/>
        <source>Game &amp;length:</source>
        <translation>&amp;Durée d’une partie :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="124"/>
        <source>&amp;Break between games:</source>
        <translation>&amp;Pause entre les parties :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="125"/>
        <location filename="../../app/ui/event/wizard.py" line="161"/>
        <source>Break between sess&amp;ions:</source>
        <translation>Pause entre les séan&amp;ces :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="128"/>
        <source>Convenor &amp;PIN:</source>
        <translation>Code PIN du di&amp;recteur :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="129"/>
        <source>Repeat the P&amp;IN:</source>
        <translation>Répétez le code P&amp;IN :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="130"/>
        <source>Event &amp;file:</source>
        <translation>&amp;Fichier de l’événement :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="133"/>
        <source>Create event</source>
        <translation>Créer l’événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="141"/>
        <source>%1 games in the day.</source>
        <translation>%1 parties dans la journée.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="143"/>
        <source>%1 games a day, %2 in all; each day starts at the first game&apos;s time.</source>
        <translation>%1 parties par jour, %2 en tout ; chaque jour commence à l’heure de la première partie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="160"/>
        <source>Brea&amp;k before the final:</source>
        <translation>Pa&amp;use avant la finale :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="175"/>
        <source>%1 selection tables of %2 players</source>
        <translation>%1 tables de sélection de %2 joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="179"/>
        <source>%1 of %2 players</source>
        <translation>%1 de %2 joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="183"/>
        <source>%1 selection tables (%2)</source>
        <translation>%1 tables de sélection (%2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="185"/>
        <source>%1, %2 rounds each; each table&apos;s winner goes to the final table (%3 finalists, %2 rounds). One session for the selection, one for the final.</source>
        <translation>%1, %2 manches chacune ; le gagnant de chaque table va à la table finale (%3 finalistes, %2 manches). Une séance pour la sélection, une pour la finale.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="191"/>
        <source>%1 is not a multiple of 6: a table seats 6 at most and no two tables differ by more than one player; each table still sends its winner.</source>
        <translation>%1 n’est pas un multiple de 6 : une table compte 6 joueurs au plus et deux tables ne diffèrent jamais de plus d’un joueur ; chaque table envoie quand même son gagnant.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="197"/>
        <source>event</source>
        <translation>evenement</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="201"/>
        <source>Event file</source>
        <translation>Fichier de l’événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="202"/>
        <source>Cardroom events (*%1)</source>
        <translation>Événements Cardroom (*%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="231"/>
        <source>The two PINs differ. Type the same PIN twice.</source>
        <translation>Les deux codes PIN sont différents. Tapez deux fois le même code.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/wizard.py" line="234"/>
        <source>Choose the convenor&apos;s PIN: penalties, defaults and corrections ask for it.</source>
        <translation>Choisissez le code PIN du directeur : il est demandé pour les pénalités, les forfaits et les corrections.</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <location filename="../../app/models/clock.py" line="726"/>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <location filename="../../app/models/event/backups.py" line="486"/>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <location filename="../../app/models/room/schedule.py" line="60"/>
        <source>Closing time of session {session}</source>
        <translation>Heure limite de la séance {session}</translation>
    </message>
    <message>
        <location filename="../../app/models/room/seats.py" line="89"/>
        <source>Seating of a game</source>
        <translation>Placement d’une partie</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/importer.py" line="490"/>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/partnerships.py" line="73"/>
        <source>Add team</source>
        <translation>Ajouter une équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/partnerships.py" line="99"/>
        <source>Edit team</source>
        <translation>Modifier l’équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/partnerships.py" line="130"/>
        <source>Remove team</source>
        <translation>Supprimer l’équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="159"/>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="183"/>
        <source>Edit player</source>
        <translation>Modifier le joueur</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="203"/>
        <source>Remove player</source>
        <translation>Retirer le joueur</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="222"/>
        <source>Put players back</source>
        <translation>Remettre des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/models/roster/people.py" line="250"/>
        <source>Remove players</source>
        <translation>Retirer des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/defaults.py" line="45"/>
        <source>Default</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="85"/>
        <source>Penalty at table {table}</source>
        <translation>Pénalité à la table {table}</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="151"/>
        <source>Revoke penalty</source>
        <translation>Annuler la pénalité</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ledger.py" line="189"/>
        <source>Reinstate penalty</source>
        <translation>Rétablir la pénalité</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/pin.py" line="178"/>
        <source>Change the convenor PIN</source>
        <translation>Changer le code PIN du directeur</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/rules.py" line="39"/>
        <source>Change a rule</source>
        <translation>Modifier une règle</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/rules.py" line="73"/>
        <source>Change the rules</source>
        <translation>Modifier les règles</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/rules.py" line="92"/>
        <source>Rename the event</source>
        <translation>Renommer l’événement</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ties.py" line="45"/>
        <source>Record playoff</source>
        <translation>Enregistrer le barrage</translation>
    </message>
    <message>
        <location filename="../../app/models/rulings/ties.py" line="87"/>
        <source>Remove playoff</source>
        <translation>Retirer le barrage</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="334"/>
        <source>Sheet of table {table}</source>
        <translation>Feuille de la table {table}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="393"/>
        <source>Sign sheet</source>
        <translation>Signer la feuille</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="444"/>
        <source>Unlock signed sheet</source>
        <translation>Déverrouiller la feuille signée</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="486"/>
        <source>Put a signed sheet back</source>
        <translation>Remettre une feuille signée</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="530"/>
        <source>Mark sheet disputed</source>
        <translation>Marquer la feuille contestée</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="557"/>
        <source>Take back a dispute</source>
        <translation>Retirer une contestation</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/sheets.py" line="583"/>
        <source>Pair that moves at table {table}</source>
        <translation>Paire qui se déplace à la table {table}</translation>
    </message>
</context>
<context>
    <name>Outputs</name>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="26"/>
        <source>Standings (CSV)…</source>
        <translation>Classement (CSV)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="27"/>
        <source>All game results (CSV)…</source>
        <translation>Tous les résultats des parties (CSV)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="28"/>
        <source>All hands and deals (CSV)…</source>
        <translation>Toutes les mains et donnes (CSV)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="29"/>
        <source>Penalties (CSV)…</source>
        <translation>Pénalités (CSV)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="30"/>
        <source>Standings (PDF)…</source>
        <translation>Classement (PDF)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="31"/>
        <source>Medal list (PDF)…</source>
        <translation>Liste des médaillés (PDF)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="32"/>
        <source>Player results sheets (PDF)…</source>
        <translation>Feuilles de résultats des joueurs (PDF)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="33"/>
        <source>Penalty list (PDF)…</source>
        <translation>Liste des pénalités (PDF)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="39"/>
        <source>standings</source>
        <translation>classement</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="40"/>
        <source>game-results</source>
        <translation>resultats-parties</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="41"/>
        <source>hands</source>
        <translation>donnes</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="42"/>
        <source>penalties</source>
        <translation>penalites</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="43"/>
        <source>medal-list</source>
        <translation>medailles</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="44"/>
        <source>player-sheets</source>
        <translation>feuilles-joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="86"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="86"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="95"/>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="95"/>
        <source>The file could not be written: %1</source>
        <translation>Le fichier n’a pas pu être écrit : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="97"/>
        <source>%1 row(s) saved to %2</source>
        <translation>%1 ligne(s) enregistrée(s) dans %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="98"/>
        <source>%1 page(s) saved to %2</source>
        <translation>%1 page(s) enregistrée(s) dans %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/outputs.py" line="99"/>
        <source>Saved</source>
        <translation>Enregistré</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="92"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="98"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="124"/>
        <source>&amp;Game:</source>
        <translation>&amp;Partie :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="125"/>
        <source>&amp;Table:</source>
        <translation>&amp;Table :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="126"/>
        <source>&amp;Offending player:</source>
        <translation>&amp;Joueur en faute :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="127"/>
        <source>Team:</source>
        <translation>Équipe :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="128"/>
        <source>&amp;Infraction:</source>
        <translation>&amp;Infraction :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="134"/>
        <source>&amp;Fines (amendes):</source>
        <translation>&amp;Amendes :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="135"/>
        <source>&amp;Note:</source>
        <translation>&amp;Note :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="136"/>
        <source>&amp;Entered by:</source>
        <translation>&amp;Saisie par :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="137"/>
        <source>Record penalty</source>
        <translation>Enregistrer la pénalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="149"/>
        <source>&amp;Bullheads added:</source>
        <translation>Têtes de &amp;bœuf ajoutées :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="151"/>
        <source>&amp;Points deducted:</source>
        <translation>Points &amp;retirés :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="152"/>
        <source>&amp;Points off the game total:</source>
        <translation>Points &amp;retirés du total de la partie :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="167"/>
        <source>%1 — %2 (no. %3)</source>
        <translation>%1 — %2 (n° %3)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="172"/>
        <source>Nobody sits at table %1 in this game.</source>
        <translation>Personne n’est assis à la table %1 dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="186"/>
        <source> (floater team)</source>
        <translation> (équipe de réserve)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="197"/>
        <source>(the rules allow %1 to %2)</source>
        <translation>(le règlement permet de %1 à %2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="198"/>
        <source>(fixed by the rules)</source>
        <translation>(fixé par le règlement)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="244"/>
        <source>Penalty recorded: %1, %2 bullheads added to %3 at table %4, game %5.</source>
        <translation>Pénalité enregistrée : %1, %2 têtes de bœuf ajoutées à %3 à la table %4, partie %5.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="247"/>
        <source>Penalty recorded: %1, %2 points off %3 (%4) at table %5, game %6.</source>
        <translation>Pénalité enregistrée : %1, %2 points retirés à %3 (%4) à la table %5, partie %6.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="250"/>
        <source>Penalty recorded: %1, %2 points off %3 at table %4, game %5.</source>
        <translation>Pénalité enregistrée : %1, %2 points retirés à %3 à la table %4, partie %5.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="256"/>
        <source>Fines: %1.</source>
        <translation>Amendes : %1.</translation>
    </message>
</context>
<context>
    <name>PenaltyPanel</name>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="329"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="329"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="329"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="329"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="330"/>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="330"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="330"/>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="331"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="331"/>
        <source>Entered by</source>
        <translation>Saisie par</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="331"/>
        <source>At</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="331"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="336"/>
        <source>&amp;New penalty…  (F9)</source>
        <translation>&amp;Nouvelle pénalité…  (F9)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="338"/>
        <source>&amp;Revoke…</source>
        <translation>&amp;Annuler la pénalité…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="369"/>
        <source>revoked %1: %2</source>
        <translation>annulée à %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="370"/>
        <source>counts</source>
        <translation>en vigueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="382"/>
        <source>1 penalty counts, %2 revoked. A penalty is never deleted: revoke it with a reason.</source>
        <translation>1 pénalité compte, %2 annulée(s). Une pénalité ne s’efface jamais : annulez-la en donnant la raison.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="384"/>
        <source>%1 penalties count, %2 revoked. A penalty is never deleted: revoke it with a reason.</source>
        <translation>%1 pénalité(s) en vigueur, %2 annulée(s). Une pénalité n’est jamais supprimée : annulez-la en indiquant un motif.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="386"/>
        <source>No penalties recorded.</source>
        <translation>Aucune pénalité enregistrée.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="402"/>
        <source>Select the penalty to revoke first.</source>
        <translation>Sélectionnez d’abord la pénalité à annuler.</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="128"/>
        <source>Convenor mode</source>
        <translation>Mode directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="138"/>
        <source>This event has no convenor PIN yet. Choose one (4 to 12 digits) and keep it to the officials who rule on the floor.</source>
        <translation>Cet événement n’a pas encore de code PIN du directeur. Choisissez-en un (4 à 12 chiffres) et ne le communiquez qu’aux arbitres qui tranchent en salle.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="142"/>
        <source>New &amp;PIN:</source>
        <translation>Nouveau code &amp;PIN :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="143"/>
        <source>&amp;Repeat it:</source>
        <translation>&amp;Répétez-le :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="145"/>
        <source>Convenor &amp;PIN:</source>
        <translation>Code &amp;PIN du directeur :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="146"/>
        <source>Enter convenor mode</source>
        <translation>Passer en mode directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/convenor.py" line="152"/>
        <source>The two PINs differ. Type the same PIN twice.</source>
        <translation>Les deux codes PIN sont différents. Tapez deux fois le même code.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../app/ui/roster/area.py" line="149"/>
        <source>Edit player</source>
        <translation>Modifier le joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="149"/>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="156"/>
        <source>Member of the floater team</source>
        <translation>Membre de l’équipe de réserve</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="159"/>
        <source>&amp;Number:</source>
        <translation>&amp;Numéro :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="160"/>
        <source>N&amp;ame:</source>
        <translation>N&amp;om :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="161"/>
        <source>&amp;District / club:</source>
        <translation>&amp;District / club :</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../app/ui/roster/area.py" line="74"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="74"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="74"/>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="75"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="75"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="94"/>
        <source>Defaulted</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="95"/>
        <source>Floater</source>
        <translation>Réserve</translation>
    </message>
</context>
<context>
    <name>PlayoffDialog</name>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="292"/>
        <location filename="../../app/ui/rulings/forms.py" line="322"/>
        <source>Record playoff</source>
        <translation>Enregistrer le barrage</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="295"/>
        <source>Put them in the order the 4-hand playoff finished, winner first (select a line and move it with the buttons or Ctrl+Up / Ctrl+Down).</source>
        <translation>Classez-les dans l’ordre d’arrivée du barrage en 4 mains, le vainqueur en premier (sélectionnez une ligne et déplacez-la avec les boutons ou Ctrl+Haut / Ctrl+Bas).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="304"/>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="306"/>
        <source>Move &amp;down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="320"/>
        <source>&amp;Note (scores of the playoff):</source>
        <translation>&amp;Note (scores du barrage) :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="321"/>
        <source>&amp;Entered by:</source>
        <translation>&amp;Saisie par :</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="44"/>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="45"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="46"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="47"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="66"/>
        <source>Score cards</source>
        <translation>Feuilles de score</translation>
    </message>
    <message>
        <location filename="../../app/ui/printing.py" line="40"/>
        <source>Cannot write the file %1.</source>
        <translation>Impossible d’écrire le fichier %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="80"/>
        <source>This table cannot be scored: %1</source>
        <translation>Impossible de calculer le score de cette table : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="94"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="95"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="111"/>
        <source>Nobody is seated at this table for this game.</source>
        <translation>Personne n’est placé à cette table pour cette partie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="152"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="218"/>
        <source>Penalty: %1 points off %2 (%3)</source>
        <translation>Pénalité : %1 points retirés à %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="222"/>
        <source>and %1 fine(s)</source>
        <translation>et %1 amende(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="230"/>
        <source>Nothing written yet.</source>
        <translation>Rien n’est encore écrit.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="232"/>
        <source>Signed by %1</source>
        <translation>Signée par %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="235"/>
        <source>Disputed: %1</source>
        <translation>Contestée : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="237"/>
        <source>Complete, not signed yet.</source>
        <translation>Complète, pas encore signée.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="238"/>
        <source>In progress, not signed yet.</source>
        <translation>En cours, pas encore signée.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="243"/>
        <source>Initials — North–South: ______   East–West: ______</source>
        <translation>Initiales — Nord–Sud : ______   Est–Ouest : ______</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/cards_pdf.py" line="246"/>
        <source>Table captain’s initials: ______</source>
        <translation>Initiales du chef de table : ______</translation>
    </message>
</context>
<context>
    <name>Rankings</name>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="30"/>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="31"/>
        <source>Silver</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="32"/>
        <source>Bronze</source>
        <translation>Bronze</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="34"/>
        <source>playoff</source>
        <translation>barrage</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="35"/>
        <source>No results yet</source>
        <translation>Pas encore de résultats</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="66"/>
        <source>Level on every criterion: playoff needed</source>
        <translation>À égalité sur tous les critères : un barrage est nécessaire</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="73"/>
        <source>Level on every criterion: shares the place</source>
        <translation>À égalité sur tous les critères : place partagée</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="76"/>
        <source>Separated by {decided_by} (level on {tied_on})</source>
        <translation>Départagés par {decided_by} (à égalité en {tied_on})</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="88"/>
        <source>Playoff needed</source>
        <translation>Barrage nécessaire</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="90"/>
        <source>Shares the place</source>
        <translation>Partage la place</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/ranking.py" line="91"/>
        <source>By {decided_by}</source>
        <translation>Par {decided_by}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/standings.py" line="42"/>
        <source>tournament points</source>
        <translation>points de tournoi</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/standings.py" line="43"/>
        <source>total score</source>
        <translation>score total</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/standings.py" line="44"/>
        <source>games won</source>
        <translation>parties gagnées</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/standings.py" line="45"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/standings.py" line="46"/>
        <source>fewer fines</source>
        <translation>moins d’amendes</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/standings.py" line="47"/>
        <source>fewest bullheads</source>
        <translation>moins de têtes de bœuf</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/standings.py" line="48"/>
        <source>selection total</source>
        <translation>total de la sélection</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/standings.py" line="49"/>
        <source>extra round</source>
        <translation>manche supplémentaire</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="255"/>
        <source>Reason:</source>
        <translation>Motif :</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <location filename="../../app/ui/event/record.py" line="24"/>
        <source>The record is as Cardroom wrote it: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. Seal: %1 (%2 entries).</source>
        <translation>Le registre est tel que Cardroom l’a écrit : chaque feuille signée et chaque pénalité concordent avec le journal d’audit, et la chaîne du journal est intacte. Sceau : %1 (%2 entrées).</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/record.py" line="31"/>
        <source>… and %1 more.</source>
        <translation>… et %1 de plus.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/record.py" line="33"/>
        <source>This event file was changed outside Cardroom (with another program):</source>
        <translation>Ce fichier d’événement a été modifié hors de Cardroom (avec un autre programme) :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/record.py" line="35"/>
        <source>The newest backups and the printed standings show the record as it was.</source>
        <translation>Les sauvegardes les plus récentes et les classements imprimés montrent le registre tel qu’il était.</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="22"/>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="23"/>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="24"/>
        <source>Tie</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="33"/>
        <location filename="../../app/ui/reports/reports.py" line="59"/>
        <source>Player sheet</source>
        <translation>Fiche du joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="180"/>
        <location filename="../../app/ui/reports/player_sheets.py" line="233"/>
        <location filename="../../app/ui/reports/reports.py" line="65"/>
        <location filename="../../app/ui/reports/reports.py" line="263"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="75"/>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="78"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="79"/>
        <source>Standings after game %1</source>
        <translation>Classement après la partie %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="92"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="146"/>
        <location filename="../../app/ui/reports/reports.py" line="278"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="147"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="148"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="149"/>
        <location filename="../../app/ui/reports/reports.py" line="277"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="101"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="103"/>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="119"/>
        <location filename="../../app/ui/reports/reports.py" line="251"/>
        <source>No one ranks yet.</source>
        <translation>Personne n’est encore classé.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="121"/>
        <source>Games counted for each: %1.</source>
        <translation>Parties comptées pour chacun : %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="124"/>
        <source>No sheet has been signed yet: every score is still zero.</source>
        <translation>Aucune feuille n’est encore signée : tous les scores sont encore à zéro.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="127"/>
        <source>Selection: bullheads over the signed selection tables; the final is not signed yet.</source>
        <translation>Sélection : têtes de bœuf des tables de sélection signées ; la finale n’est pas encore signée.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="132"/>
        <source>Defaulted (results removed): %1</source>
        <translation>Forfait (résultats retirés) : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="136"/>
        <source>Record seal when printed: %1 (%2 entries in the audit log).</source>
        <translation>Sceau du registre à l’impression : %1 (%2 entrées au journal d’audit).</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="161"/>
        <location filename="../../app/ui/reports/reports.py" line="235"/>
        <source>Playoff needed</source>
        <translation>Barrage nécessaire</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="165"/>
        <source>Shares the place</source>
        <translation>Place partagée</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="205"/>
        <source>Medal list</source>
        <translation>Liste des médaillés</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="206"/>
        <source>Provisional medal list</source>
        <translation>Liste provisoire des médaillés</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="220"/>
        <source>Medal</source>
        <translation>Médaille</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="221"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="223"/>
        <source>District</source>
        <translation>District</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="246"/>
        <source>The event is not finished: these standings are not final and the medals may still change.</source>
        <translation>L’événement n’est pas terminé : ce classement n’est pas définitif et les médailles peuvent encore changer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="253"/>
        <source>A place still level on every criterion is awarded after its playoff.</source>
        <translation>Une place encore à égalité sur tous les critères est attribuée après son barrage.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="36"/>
        <source>No players in this event.</source>
        <translation>Aucun joueur dans cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="88"/>
        <source>Floater — does not rank</source>
        <translation>Réserve — hors classement</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="92"/>
        <source>Team: %1</source>
        <translation>Équipe : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="94"/>
        <source>partner: %1</source>
        <translation>partenaire : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="99"/>
        <source>District: %1</source>
        <translation>District : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="112"/>
        <source>Not seated in any game yet.</source>
        <translation>Pas encore placé(e) dans une partie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="117"/>
        <source>Penalty points are taken off the points in the standings.</source>
        <translation>Les points de pénalité sont retirés des points du classement.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="136"/>
        <source>Signed, but not counted: the sheet has a problem</source>
        <translation>Signée, mais non comptée : la feuille comporte un problème</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="138"/>
        <source>Not signed yet</source>
        <translation>Pas encore signée</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="153"/>
        <source>%1: %2 points</source>
        <translation>%1 : %2 points</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="161"/>
        <source>(revoked)</source>
        <translation>(annulée)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="169"/>
        <location filename="../../app/ui/reports/player_sheets.py" line="223"/>
        <location filename="../../app/ui/reports/reports.py" line="275"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="170"/>
        <location filename="../../app/ui/reports/player_sheets.py" line="224"/>
        <location filename="../../app/ui/reports/reports.py" line="276"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="171"/>
        <location filename="../../app/ui/reports/player_sheets.py" line="225"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="172"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="173"/>
        <location filename="../../app/ui/reports/player_sheets.py" line="226"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="174"/>
        <source>Score (us / them)</source>
        <translation>Score (nous / eux)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="175"/>
        <location filename="../../app/ui/reports/player_sheets.py" line="232"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="178"/>
        <source>Tournament points</source>
        <translation>Points de tournoi</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="228"/>
        <location filename="../../app/ui/reports/reports.py" line="280"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="229"/>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="231"/>
        <source>Bullheads</source>
        <translation>Têtes de bœuf</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="263"/>
        <source>Place %1 of %2</source>
        <translation>Place %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="273"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="282"/>
        <source>Defaulted — results removed from the standings.</source>
        <translation>Forfait — résultats retirés du classement.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="287"/>
        <source>Not in the current standings.</source>
        <translation>Ne figure pas dans le classement actuel.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="291"/>
        <source>Team’s current rank: %1 of %2</source>
        <translation>Rang actuel de l’équipe : %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/player_sheets.py" line="293"/>
        <source>Current rank: %1 of %2</source>
        <translation>Rang actuel : %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="267"/>
        <source>No penalties recorded.</source>
        <translation>Aucune pénalité enregistrée.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="279"/>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="283"/>
        <source>Fine</source>
        <translation>Amende</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="285"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="286"/>
        <source>Entered</source>
        <translation>Saisie</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="308"/>
        <source>Revoked: %1</source>
        <translation>Annulée : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/reports.py" line="321"/>
        <source>Revoked penalties are struck through: they do not count.</source>
        <translation>Les pénalités annulées sont barrées : elles ne comptent pas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/pages.py" line="56"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../../app/ui/event/restore.py" line="111"/>
        <source>Restore from a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="115"/>
        <source>Backups of this event, newest first. Choose one to see what it holds. Restoring replaces the event with it; the current state is backed up first, so nothing is lost.</source>
        <translation>Sauvegardes de cet événement, les plus récentes en premier. Choisissez-en une pour voir ce qu’elle contient. La restauration remplace l’événement par celle-ci ; l’état actuel est sauvegardé d’abord, rien n’est donc perdu.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="119"/>
        <source>Folder: %1</source>
        <translation>Dossier : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="123"/>
        <source>Made at</source>
        <translation>Faite à</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="123"/>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="123"/>
        <source>Games scored</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="123"/>
        <source>Last edit</source>
        <translation>Dernière saisie</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="146"/>
        <source>&amp;Restore this backup…</source>
        <translation>&amp;Restaurer cette sauvegarde…</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="175"/>
        <source>cannot be read</source>
        <translation>illisible</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="178"/>
        <source>There is no backup of this event yet.</source>
        <translation>Il n’y a encore aucune sauvegarde de cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="198"/>
        <source>This backup cannot be used</source>
        <translation>Cette sauvegarde est inutilisable</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="205"/>
        <source>%1 — backup of %2</source>
        <translation>%1 — sauvegarde de %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="208"/>
        <source>Games scored: %1. Signed sheets: %2. Players: %3. Last edit: %4.</source>
        <translation>Parties terminées : %1. Feuilles signées : %2. Joueurs : %3. Dernière saisie : %4.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="211"/>
        <source>Standings after game %1 in this backup:</source>
        <translation>Classement après la partie %1 dans cette sauvegarde :</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="218"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="218"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="229"/>
        <source>Restore the backup of %1 (%2): the event goes back to that moment. The current state is backed up first.</source>
        <translation>Restaurer la sauvegarde de %1 (%2) : l’événement revient à ce moment-là. L’état actuel est sauvegardé d’abord.</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/restore.py" line="241"/>
        <source>The event is back as it was at %1. The state before the restore was kept as the backup “%2”.</source>
        <translation>L’événement est revenu à son état de %1. L’état d’avant la restauration est conservé dans la sauvegarde « %2 ».</translation>
    </message>
</context>
<context>
    <name>RosterArea</name>
    <message>
        <location filename="../../app/ui/roster/area.py" line="246"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Ajouter un joueur…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="247"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="248"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="249"/>
        <source>New &amp;team…</source>
        <translation>Nouvelle é&amp;quipe…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="250"/>
        <source>Remove t&amp;eam</source>
        <translation>Supprimer l’équip&amp;e</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="251"/>
        <source>&amp;Import from CSV…</source>
        <translation>&amp;Importer un CSV…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="264"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="269"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="287"/>
        <source>%1 players, %2 teams</source>
        <translation>%1 joueurs, %2 équipes</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="313"/>
        <source>Not possible</source>
        <translation>Impossible</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="42"/>
        <source>Hands per game</source>
        <translation>Mains par partie</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="43"/>
        <source>Game length (minutes)</source>
        <translation>Durée d’une partie (minutes)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="44"/>
        <source>Break between games (minutes)</source>
        <translation>Pause entre les parties (minutes)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="45"/>
        <source>When time is called</source>
        <translation>À l’annonce de la fin du temps</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="46"/>
        <source>Winner who goes up</source>
        <translation>Gagnant qui monte</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="47"/>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="48"/>
        <source>Fixed number of hands (0: play to the target)</source>
        <translation>Nombre fixe de mains (0 : jouer jusqu’au score à atteindre)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="49"/>
        <source>Fine (amende) amount</source>
        <translation>Montant de l’amende</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="50"/>
        <source>Points scale</source>
        <translation>Barème des points</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="51"/>
        <source>New draw of the tables each round</source>
        <translation>Nouveau tirage des tables à chaque manche</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="52"/>
        <source>Rounds per table</source>
        <translation>Manches par table</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="53"/>
        <source>Players at most</source>
        <translation>Nombre maximal de joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="54"/>
        <source>Convenor mode ends after (minutes idle)</source>
        <translation>Fin du mode directeur après (minutes d’inactivité)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="55"/>
        <source>Automatic backup every (minutes)</source>
        <translation>Sauvegarde automatique toutes les (minutes)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="56"/>
        <source>Automatic backups kept</source>
        <translation>Sauvegardes automatiques conservées</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="57"/>
        <source>Deals per round at 4, 5 and 6 players</source>
        <translation>Donnes par manche à 4, 5 et 6 joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="58"/>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="61"/>
        <source>finish the hand in play</source>
        <translation>terminer la main en cours</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="62"/>
        <source>stop at once (the hand is void)</source>
        <translation>arrêter immédiatement (la main est annulée)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="63"/>
        <source>the winner in North or East</source>
        <translation>le gagnant placé en Nord ou en Est</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="64"/>
        <source>the winner in South or West</source>
        <translation>le gagnant placé en Sud ou en Ouest</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="71"/>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/ui/help.py" line="15"/>
        <source>Rules and settings</source>
        <translation>Règles et réglages</translation>
    </message>
    <message>
        <location filename="../../app/ui/help.py" line="25"/>
        <source>The rules page is missing from this installation (%1).</source>
        <translation>La page des règles est absente de cette installation (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/help.py" line="40"/>
        <source>Find in the rules</source>
        <translation>Rechercher dans les règles</translation>
    </message>
    <message>
        <location filename="../../app/ui/help.py" line="40"/>
        <source>Find:</source>
        <translation>Rechercher :</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="85"/>
        <source>&amp;Apply the rules</source>
        <translation>&amp;Appliquer les règles</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="87"/>
        <source>&amp;Undo my edits</source>
        <translation>Ann&amp;uler mes modifications</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="89"/>
        <source>The rules this event is scored and moved by. Changing one is a convenor action; signed sheets are re-scored at once.</source>
        <translation>Les règles de calcul des scores et des déplacements de cet événement. Seul le directeur peut les modifier ; les feuilles signées sont aussitôt recalculées.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="102"/>
        <source>Infractions and their points</source>
        <translation>Infractions et leurs points</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="105"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="105"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="105"/>
        <source>Lowest</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="105"/>
        <source>Highest</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="109"/>
        <source>Add an infraction</source>
        <translation>Ajouter une infraction</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="111"/>
        <source>Remove the selected one</source>
        <translation>Supprimer l’infraction sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="154"/>
        <source>8 (each player deals twice)</source>
        <translation>8 (chaque joueur donne deux fois)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="155"/>
        <source>4 (each player deals once, a short game)</source>
        <translation>4 (chaque joueur donne une fois, partie courte)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="248"/>
        <source>Nothing to apply: the rules are as stored.</source>
        <translation>Rien à appliquer : les règles n’ont pas changé.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="250"/>
        <source>Changing the event&apos;s rules is a convenor action.</source>
        <translation>Seul le directeur peut modifier les règles de l’événement.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/rules_form.py" line="257"/>
        <source>Rules applied (%1 changed).</source>
        <translation>Règles appliquées (%1 modifiée(s)).</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="268"/>
        <source>Revoking a penalty is a convenor action.</source>
        <translation>Seul le directeur peut annuler une pénalité.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="276"/>
        <source>Revoke penalty</source>
        <translation>Annuler la pénalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="277"/>
        <source>The penalty stays in the ledger and the audit log, marked revoked with your reason; its points no longer count.</source>
        <translation>La pénalité reste dans le registre et dans le journal des modifications, marquée comme annulée avec votre motif ; ses points ne comptent plus.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="280"/>
        <source>Revoke</source>
        <translation>Annuler la pénalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="414"/>
        <source>Standings before and after the default</source>
        <translation>Classement avant et après le forfait</translation>
    </message>
</context>
<context>
    <name>ScheduleModel</name>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="175"/>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="175"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="175"/>
        <source>Planned</source>
        <translation>Heure prévue</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="175"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="176"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="176"/>
        <source>Late (min)</source>
        <translation>Retard (min)</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="176"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="193"/>
        <source>played</source>
        <translation>jouée</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="194"/>
        <source>playing now</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="195"/>
        <source>paused</source>
        <translation>suspendue</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="196"/>
        <source>next</source>
        <translation>suivante</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="197"/>
        <source>to come</source>
        <translation>à venir</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="198"/>
        <source>not played</source>
        <translation>non jouée</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="202"/>
        <source>runs past the closing time</source>
        <translation>dépasse l’heure limite</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="216"/>
        <source>%1 (day %2)</source>
        <translation>%1 (jour %2)</translation>
    </message>
</context>
<context>
    <name>ScorecardsArea</name>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="52"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="52"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="271"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="271"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="53"/>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="52"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="52"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="53"/>
        <source>Signed by</source>
        <translation>Signée par</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="60"/>
        <source>number</source>
        <translation>numéro</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="65"/>
        <source>Open &amp;table:</source>
        <translation>Ouvrir la &amp;table :</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="67"/>
        <source>Only tables still to come in</source>
        <translation>Seulement les tables encore attendues</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="71"/>
        <source>Print &amp;blank cards…</source>
        <translation>Imprimer des feuilles &amp;vierges…</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="73"/>
        <source>Print &amp;filled cards…</source>
        <translation>Imprimer les feuilles &amp;remplies…</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="89"/>
        <source>Scorecards for:</source>
        <translation>Feuilles de score de :</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="140"/>
        <source>Hide the &amp;list</source>
        <translation>Masquer la &amp;liste</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="140"/>
        <source>Show the &amp;list</source>
        <translation>Afficher la &amp;liste</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="159"/>
        <source>%1 page(s) saved to %2</source>
        <translation>%1 page(s) enregistrée(s) dans %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="169"/>
        <source>game-%1-score-cards.pdf</source>
        <translation>partie-%1-feuilles-de-score.pdf</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="171"/>
        <source>Save score cards</source>
        <translation>Enregistrer les feuilles de score</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="171"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="181"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="182"/>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="183"/>
        <source>complete</source>
        <translation>complète</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="184"/>
        <source>signed</source>
        <translation>signée</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="185"/>
        <source>disputed</source>
        <translation>contestée</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="196"/>
        <source>There is no table %1.</source>
        <translation>Il n’y a pas de table %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="209"/>
        <source>Type a table number.</source>
        <translation>Tapez un numéro de table.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="272"/>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="275"/>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="254"/>
        <source>Results still to come in: tables %1</source>
        <translation>Résultats encore attendus : tables %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/area.py" line="255"/>
        <source>All results are in and signed.</source>
        <translation>Tous les résultats sont rentrés et signés.</translation>
    </message>
</context>
<context>
    <name>Seal</name>
    <message>
        <location filename="../../app/models/seal.py" line="38"/>
        <source>The audit log was changed outside Cardroom at entry {entry} ({at}) or just before it.</source>
        <translation>Le journal d’audit a été modifié hors de Cardroom à l’entrée {entry} ({at}) ou juste avant.</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="40"/>
        <source>Game {game}, table {table}: the signed sheet was changed outside Cardroom since it was signed.</source>
        <translation>Partie {game}, table {table} : la feuille signée a été modifiée hors de Cardroom depuis sa signature.</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="42"/>
        <source>Game {game}, table {table}: the stored points are not what its hands score (changed outside Cardroom).</source>
        <translation>Partie {game}, table {table} : les points enregistrés ne sont pas ceux que donnent ses mains (modifiés hors de Cardroom).</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="44"/>
        <source>Penalty {penalty} (game {game}, table {table}) was changed outside Cardroom.</source>
        <translation>La pénalité {penalty} (partie {game}, table {table}) a été modifiée hors de Cardroom.</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="46"/>
        <source>Penalty {penalty} (game {game}, table {table}) has no entry in the audit log.</source>
        <translation>La pénalité {penalty} (partie {game}, table {table}) n’a pas d’entrée au journal d’audit.</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="48"/>
        <source>Game {game}, table {table}: the sheet is signed but no signature is in the audit log.</source>
        <translation>Partie {game}, table {table} : la feuille est signée mais aucune signature ne figure au journal d’audit.</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="50"/>
        <source>Penalty {penalty} (game {game}, table {table}) is in the audit log but no longer in the record.</source>
        <translation>La pénalité {penalty} (partie {game}, table {table}) figure au journal d’audit mais n’est plus dans le registre.</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="52"/>
        <source>Game {game}, table {table}: the audit log has the sheet signed, but it is no longer signed.</source>
        <translation>Partie {game}, table {table} : selon le journal d’audit, la feuille est signée, mais elle ne l’est plus.</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="54"/>
        <source>Game {game}, table {table}: the audit log has the sheet signed, but it is no longer in the record.</source>
        <translation>Partie {game}, table {table} : selon le journal d’audit, la feuille est signée, mais elle n’est plus dans le registre.</translation>
    </message>
    <message>
        <location filename="../../app/models/seal.py" line="56"/>
        <source>{name}: defaulted or not, the record differs from the audit log (changed outside Cardroom).</source>
        <translation>{name} : forfait ou non, le registre diffère du journal d’audit (modifié hors de Cardroom).</translation>
    </message>
</context>
<context>
    <name>SeatingBoard</name>
    <message>
        <location filename="../../app/ui/seating/board.py" line="127"/>
        <source>Seating for:</source>
        <translation>Placement pour :</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="129"/>
        <source>Seat next game…</source>
        <translation>Placer la partie suivante…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="131"/>
        <source>Move to…</source>
        <translation>Déplacer vers…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="132"/>
        <source>Move the selected player to a table and seat (Ctrl+M)</source>
        <translation>Déplacer le joueur sélectionné vers une table et une place (Ctrl+M)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="134"/>
        <source>Print assignments…</source>
        <translation>Imprimer les placements…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="139"/>
        <source>Zoom out (Ctrl+−)</source>
        <translation>Zoom arrière (Ctrl+−)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="140"/>
        <source>Zoom in (Ctrl++)</source>
        <translation>Zoom avant (Ctrl++)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="147"/>
        <source>Fit room</source>
        <translation>Toute la salle</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="153"/>
        <source>Unlock for changes…</source>
        <translation>Déverrouiller pour modifier…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="219"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="219"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="219"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="219"/>
        <source>W</source>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="386"/>
        <source>floater</source>
        <translation>réserve</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="388"/>
        <location filename="../../app/ui/seating/scene.py" line="131"/>
        <source>defaulted</source>
        <translation>forfait</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/scene.py" line="124"/>
        <source>Seat %1 of table %2: empty</source>
        <translation>Place %1 de la table %2 : libre</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/scene.py" line="129"/>
        <source>floater team</source>
        <translation>équipe de réserve</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/scene.py" line="156"/>
        <source>free place</source>
        <translation>place libre</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/scene.py" line="156"/>
        <source>empty seat</source>
        <translation>place vide</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/scene.py" line="168"/>
        <source>Floater</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/scene.py" line="170"/>
        <source>DEFAULTED</source>
        <translation>FORFAIT</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="86"/>
        <source>Move a player</source>
        <translation>Déplacer un joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="89"/>
        <source>Not seated</source>
        <translation>Non placé</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="99"/>
        <source>&amp;Table:</source>
        <translation>&amp;Table :</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="100"/>
        <source>&amp;Seat:</source>
        <translation>&amp;Place :</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="101"/>
        <source>A player already in that seat changes places with this one.</source>
        <translation>Un joueur déjà assis à cette place échange sa place avec celui-ci.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="132"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="145"/>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="147"/>
        <source>stays (was %1)</source>
        <translation>reste (était %1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="150"/>
        <source>from table %1 %2</source>
        <translation>vient de la table %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="154"/>
        <source>After seating them you can still adjust by dragging on the board; Undo takes the whole seating back.</source>
        <translation>Après le placement, vous pouvez encore ajuster en faisant glisser les joueurs sur le plan ; Annuler reprend tout le placement.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/panels.py" line="157"/>
        <source>&amp;Seat them</source>
        <translation>&amp;Les placer</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="117"/>
        <source>Find a player (Ctrl+F)</source>
        <translation>Chercher un joueur (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="118"/>
        <source>Find a player by name or number (Ctrl+F); Enter goes to the next one.</source>
        <translation>Chercher un joueur par son nom ou son numéro (Ctrl+F) ; Entrée passe au suivant.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="400"/>
        <source>Not seated: %1</source>
        <translation>Non placés : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="434"/>
        <source>Problems: %1</source>
        <translation>Problèmes : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="434"/>
        <source>No problems</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="441"/>
        <source>The event has no games.</source>
        <translation>L’événement n’a aucune partie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="448"/>
        <source>Game %1 is over: its seating is shown read-only.</source>
        <translation>La partie %1 est terminée : son placement est affiché en lecture seule.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="451"/>
        <source>Game %1 is over but unlocked: changes are recorded.</source>
        <translation>La partie %1 est terminée mais déverrouillée : les modifications sont enregistrées.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="454"/>
        <source>Nobody is seated in game %1 yet: use “Seat next game…”, or drag players from the list.</source>
        <translation>Personne n’est encore placé dans la partie %1 : utilisez « Placer la partie suivante… » ou faites glisser des joueurs depuis la liste.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="457"/>
        <source>Drag a player to a seat; dropping on a taken seat swaps the two.</source>
        <translation>Faites glisser un joueur vers une place ; sur une place occupée, les deux joueurs sont échangés.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="591"/>
        <source>Take %1 off the board</source>
        <translation>Retirer %1 du plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="593"/>
        <source>Seat %1 at table %2 %3</source>
        <translation>Placer %1 à la table %2 %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="601"/>
        <location filename="../../app/ui/seating/board.py" line="620"/>
        <location filename="../../app/ui/seating/board.py" line="622"/>
        <location filename="../../app/ui/seating/board.py" line="675"/>
        <source>Seating</source>
        <translation>Placement</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="623"/>
        <source>Select a player first: click a seat, find one with Ctrl+F and Enter, or pick one in the list of players not seated.</source>
        <translation>Sélectionnez d’abord un joueur : cliquez sur une place, cherchez-le avec Ctrl+F puis Entrée, ou choisissez-le dans la liste des joueurs non placés.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="634"/>
        <source>Move to table/seat…</source>
        <translation>Déplacer vers une table/place…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="637"/>
        <source>Take off the board</source>
        <translation>Retirer du plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="644"/>
        <source>Mark %1 as defaulted…</source>
        <translation>Déclarer le forfait de %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="645"/>
        <source>Take back the default of %1</source>
        <translation>Annuler le forfait de %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="662"/>
        <source>Marking a default (or taking one back) is a convenor action.</source>
        <translation>Seul le directeur peut déclarer un forfait (ou l’annuler).</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="666"/>
        <source>Default</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="667"/>
        <source>Why does %1 default? From the next game on the floater team takes the seats.</source>
        <translation>Quel est le motif du forfait de %1 ? À partir de la partie suivante, l’équipe de réserve prend les places.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="683"/>
        <source>This game is over. Change its seating only to correct a mistake: its score sheets keep the players they were signed with. Unlocking it is a convenor action.</source>
        <translation>Cette partie est terminée. Ne modifiez son placement que pour corriger une erreur : ses feuilles de score gardent les joueurs avec lesquels elles ont été signées. Seul le directeur peut la déverrouiller.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="712"/>
        <location filename="../../app/ui/seating/board.py" line="725"/>
        <source>Seat next game</source>
        <translation>Placer la partie suivante</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="712"/>
        <source>This is the last game of the event.</source>
        <translation>C’est la dernière partie de l’événement.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="727"/>
        <source>Seating for game %1</source>
        <translation>Placement de la partie %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="731"/>
        <source>Game %1 already has a seating. Replace it?</source>
        <translation>La partie %1 a déjà un placement. Le remplacer ?</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="746"/>
        <source>Tied game</source>
        <translation>Partie à égalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="747"/>
        <source>Game %1, table %2 is a tie. Which pair moves? (cut of the cards)</source>
        <translation>Partie %1, table %2 : égalité. Quelle paire se déplace ? (tirage à la coupe)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="749"/>
        <source>North–South moves</source>
        <translation>Nord–Sud se déplace</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/board.py" line="750"/>
        <source>East–West moves</source>
        <translation>Est–Ouest se déplace</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="388"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="389"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="390"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="391"/>
        <source>W</source>
        <translation>O</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="219"/>
        <source>Share on this network</source>
        <translation>Partager sur ce réseau</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="221"/>
        <source>Other computers at the venue can join this event as stations: a display for the projector, the convenor&apos;s desk, or another scorekeeper. On the other computer, choose File ▸ Connect to another computer… and type the address and the join code below. This computer keeps the event file: everything a station changes is saved here.</source>
        <translation>D’autres ordinateurs de la salle peuvent rejoindre cet événement comme postes : un affichage pour le projecteur, le bureau du directeur ou un autre marqueur. Sur l’autre ordinateur, choisissez Fichier ▸ Se connecter à un autre ordinateur… et tapez l’adresse et le code d’accès ci-dessous. Cet ordinateur garde le fichier de l’événement : tout ce qu’un poste modifie est enregistré ici.</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="248"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="251"/>
        <source>&amp;New code</source>
        <translation>&amp;Nouveau code</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="260"/>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="261"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="262"/>
        <source>Join code:</source>
        <translation>Code d’accès :</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="263"/>
        <source>Station</source>
        <translation>Poste</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="263"/>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="263"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="263"/>
        <source>Since</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="264"/>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="266"/>
        <source>Connected stations</source>
        <translation>Postes connectés</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="268"/>
        <source>&amp;Disconnect this station</source>
        <translation>&amp;Déconnecter ce poste</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="312"/>
        <source>Disconnect</source>
        <translation>Déconnecter</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="313"/>
        <source>Disconnect the station “%1”? It can join again with the join code.</source>
        <translation>Déconnecter le poste « %1 » ? Il pourra se reconnecter avec le code d’accès.</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="322"/>
        <source>&amp;Stop sharing</source>
        <translation>&amp;Arrêter le partage</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="322"/>
        <source>&amp;Start sharing</source>
        <translation>&amp;Commencer le partage</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="324"/>
        <source>Sharing: stations can connect.</source>
        <translation>Partage en cours : les postes peuvent se connecter.</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="330"/>
        <source>Not shared: nothing on this computer listens for stations.</source>
        <translation>Non partagé : rien sur cet ordinateur n’attend de postes.</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/sharing.py" line="341"/>
        <source>Wrong join codes tried: %1</source>
        <translation>Codes d’accès erronés essayés : %1</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="284"/>
        <source>Contracts: %1</source>
        <translation>Contrats : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="295"/>
        <source>Time called after hand:</source>
        <translation>Fin du temps annoncée après la main :</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="299"/>
        <source>Tied game: the pair that moves (cut of the cards):</source>
        <translation>Égalité : la paire qui se déplace (tirage à la coupe) :</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="302"/>
        <source>Type the cards taken (bullheads counted)</source>
        <translation>Taper les cartes ramassées (têtes de bœuf calculées)</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="306"/>
        <source>initials</source>
        <translation>initiales</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="311"/>
        <location filename="../../app/ui/scoring/editor.py" line="406"/>
        <source>Opponents’ &amp;initials:</source>
        <translation>&amp;Initiales des adversaires :</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="313"/>
        <source>&amp;Sign and lock</source>
        <translation>&amp;Signer et verrouiller</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="315"/>
        <source>&amp;Correct signed sheet…</source>
        <translation>&amp;Corriger la feuille signée…</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="317"/>
        <source>Mark &amp;disputed…</source>
        <translation>&amp;Marquer contestée…</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="377"/>
        <source>Choose a table</source>
        <translation>Choisissez une table</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="383"/>
        <source>Table %1 — game %2</source>
        <translation>Table %1 — partie %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="396"/>
        <source>To fix before signing:</source>
        <translation>À corriger avant de signer :</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="407"/>
        <source>Table captain’s &amp;initials:</source>
        <translation>&amp;Initiales du chef de table :</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="429"/>
        <source>not called</source>
        <translation>non annoncée</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="439"/>
        <source>not chosen yet</source>
        <translation>pas encore choisie</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="456"/>
        <source>Nobody is seated at this table for this game.</source>
        <translation>Personne n’est placé à cette table pour cette partie.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="461"/>
        <source>Nothing written yet.</source>
        <translation>Rien n’est encore écrit.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="464"/>
        <source>Signed by %1 at %2 — locked.</source>
        <translation>Signée par %1 à %2 — verrouillée.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="467"/>
        <source>In progress.</source>
        <translation>En cours.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="468"/>
        <source>Complete: check it against the card, then sign.</source>
        <translation>Complète : comparez-la à la feuille papier, puis signez.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="469"/>
        <source>Disputed: %1</source>
        <translation>Contestée : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="472"/>
        <source>Unlocked for a correction: %1</source>
        <translation>Déverrouillée pour correction : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="482"/>
        <source>Penalty: %1 points off %2 (%3), assessed by %4</source>
        <translation>Pénalité : %1 points retirés à %2 (%3), infligée par %4</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="485"/>
        <source>the convenor</source>
        <translation>le directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="487"/>
        <source>and %1 fine(s)</source>
        <translation>et %1 amende(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="489"/>
        <source>Revoked: %1</source>
        <translation>Annulée : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="496"/>
        <source>Time called</source>
        <translation>Fin du temps annoncée</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="499"/>
        <source>Pair that moves</source>
        <translation>Paire qui se déplace</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="514"/>
        <source>There is nothing to sign yet.</source>
        <translation>Il n’y a encore rien à signer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="537"/>
        <source>Sign the sheet</source>
        <translation>Signer la feuille</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="538"/>
        <source>Sign table %1’s sheet as %2?</source>
        <translation>Signer la feuille de la table %1 au nom de %2 ?</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="540"/>
        <source>It is then locked; only the convenor can unlock it.</source>
        <translation>Elle est alors verrouillée ; seul le directeur peut la déverrouiller.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="541"/>
        <source>&amp;Sign</source>
        <translation>&amp;Signer</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="576"/>
        <source>Correct a signed sheet</source>
        <translation>Corriger une feuille signée</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="577"/>
        <source>This sheet was signed by both tables. Only the convenor may correct it, and the reason is kept in the audit log with the sheet before and after.</source>
        <translation>Cette feuille a été signée par les deux tables. Seul le directeur peut la corriger, et le motif est conservé dans le journal des modifications, avec la feuille avant et après correction.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="579"/>
        <source>Unlock</source>
        <translation>Déverrouiller</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="584"/>
        <source>Disputed sheet</source>
        <translation>Feuille contestée</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="585"/>
        <source>What do the tables disagree about? The sheet stays open until it is signed.</source>
        <translation>Sur quoi porte le désaccord entre les tables ? La feuille reste ouverte jusqu’à sa signature.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="586"/>
        <source>Mark disputed</source>
        <translation>Marquer contestée</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="591"/>
        <source>Correcting a signed sheet is a convenor action.</source>
        <translation>Seul le directeur peut corriger une feuille signée.</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="244"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="248"/>
        <source>Extra %1</source>
        <translation>Suppl. %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="312"/>
        <source>B</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="312"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="378"/>
        <source>Row %1, %2:</source>
        <translation>Ligne %1, %2 :</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="382"/>
        <source>Table %1, row %2: %3</source>
        <translation>Table %1, ligne %2 : %3</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="34"/>
        <location filename="../../app/models/scoring/forms.py" line="292"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="35"/>
        <source>NS points</source>
        <translation>Points NS</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="36"/>
        <source>EW points</source>
        <translation>Points EO</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="37"/>
        <source>NS total</source>
        <translation>Total NS</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="38"/>
        <source>EW total</source>
        <translation>Total EO</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="82"/>
        <source>Totals: North–South {ns}, East–West {ew}</source>
        <translation>Totaux : Nord–Sud {ns}, Est–Ouest {ew}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="87"/>
        <source>Penalties: {points} off {pair}</source>
        <translation>Pénalités : {points} points retirés à {pair}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="92"/>
        <source>Tied game.</source>
        <translation>Partie à égalité.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="94"/>
        <source>Winners: {pair}</source>
        <translation>Gagnants : {pair}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="97"/>
        <source>Tournament points: North–South {ns}, East–West {ew} (each player)</source>
        <translation>Points de tournoi : Nord–Sud {ns}, Est–Ouest {ew} (par joueur)</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="120"/>
        <source>Bidder</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="121"/>
        <location filename="../../app/models/scoring/forms.py" line="294"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="122"/>
        <location filename="../../app/models/scoring/forms.py" line="215"/>
        <location filename="../../app/models/scoring/forms.py" line="296"/>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="123"/>
        <source>Renege</source>
        <translation>Renonce</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="210"/>
        <source>Makers</source>
        <translation>Preneurs</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="211"/>
        <source>Maker alone</source>
        <translation>Preneur seul</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="213"/>
        <source>Defender alone</source>
        <translation>Défenseur seul</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="279"/>
        <source>Played to {target} points.</source>
        <translation>Partie en {target} points.</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="293"/>
        <source>Sits out</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="295"/>
        <source>Declarers</source>
        <translation>Déclarants</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="297"/>
        <source>Arbiter</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="299"/>
        <source>Renonce by</source>
        <translation>Renonce de</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="301"/>
        <source>Renonce points</source>
        <translation>Points renonce</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="305"/>
        <location filename="../../app/models/scoring/forms.py" line="438"/>
        <source>Place {place}</source>
        <translation>Place {place}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="308"/>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="415"/>
        <source>Deal {row} needs the arbiter: {reason}</source>
        <translation>La donne {row} requiert l’arbitre : {reason}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="509"/>
        <source>Table total: {total} bullheads</source>
        <translation>Total de la table : {total} têtes de bœuf</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="513"/>
        <source>Table winner: place {place}</source>
        <translation>Gagnant de la table : place {place}</translation>
    </message>
    <message>
        <location filename="../../app/models/scoring/forms.py" line="516"/>
        <source>Places {places} are level for first: they play an extra round.</source>
        <translation>Les places {places} sont à égalité en tête : elles jouent une manche supplémentaire.</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="440"/>
        <location filename="../../app/ui/scoring/sheet_model.py" line="66"/>
        <location filename="../../app/ui/scoring/sheet_model.py" line="394"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/editor.py" line="441"/>
        <location filename="../../app/ui/scoring/sheet_model.py" line="67"/>
        <location filename="../../app/ui/scoring/sheet_model.py" line="395"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="392"/>
        <source>bidders</source>
        <translation>preneurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/scoring/sheet_model.py" line="393"/>
        <source>defenders</source>
        <translation>défenseurs</translation>
    </message>
</context>
<context>
    <name>StandingsChangeDialog</name>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="370"/>
        <source>removed from the standings</source>
        <translation>retiré(e) du classement</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="372"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="372"/>
        <source>Rank before</source>
        <translation>Rang avant</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="372"/>
        <source>Rank after</source>
        <translation>Rang après</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="373"/>
        <source>Change</source>
        <translation>Évolution</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="377"/>
        <source>%1 line(s) changed; the lines that changed come first.</source>
        <translation>%1 ligne(s) modifiée(s) ; les lignes modifiées apparaissent en premier.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="379"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="389"/>
        <source>new in the standings</source>
        <translation>entre au classement</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="393"/>
        <source>up %1</source>
        <translation>monte de %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/forms.py" line="394"/>
        <source>down %1</source>
        <translation>descend de %1</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="145"/>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher :</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="161"/>
        <source>Record &amp;playoff…</source>
        <translation>Enregistrer un &amp;barrage…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="163"/>
        <source>The order after a playoff, for the selected line and those level with it on every criterion: needed for the medal places, elsewhere when you call one.</source>
        <translation>L’ordre après un barrage, pour la ligne choisie et celles à égalité avec elle sur tous les critères : nécessaire pour les places de médaille, ailleurs quand vous en décidez un.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="175"/>
        <source>&amp;Export (CSV)</source>
        <translation>&amp;Exporter (CSV)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="179"/>
        <source>P&amp;rint (PDF)</source>
        <translation>&amp;Imprimer (PDF)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="213"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="213"/>
        <source>Medal</source>
        <translation>Médaille</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="213"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="213"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="214"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="216"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="216"/>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="252"/>
        <source>Final standings — medals awarded</source>
        <translation>Classement final — médailles attribuées</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="255"/>
        <source>Standings: no signed sheet yet</source>
        <translation>Classement : aucune feuille signée pour l’instant</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="256"/>
        <source>Standings after game %1 (provisional)</source>
        <translation>Classement après la partie %1 (provisoire)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="266"/>
        <source>Floater (plays, never ranks): %1</source>
        <translation>Réserve (joue, jamais classée) : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="269"/>
        <source>Defaulted (results removed): %1</source>
        <translation>Forfait (résultats retirés) : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="272"/>
        <source>%1 line(s) need a playoff (shaded): select one and record the playoff.</source>
        <translation>%1 ligne(s) nécessitent un barrage (surlignées) : sélectionnez-en une et enregistrez le barrage.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="276"/>
        <source>%1 line(s) with no results yet (no signed sheet): listed last, without a rank.</source>
        <translation>%1 ligne(s) sans résultat encore (aucune feuille signée) : en fin de liste, sans rang.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="309"/>
        <source>Playoff</source>
        <translation>Barrage</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulings/desk.py" line="310"/>
        <source>At 6 nimmt a tie is played off with one extra round: write it on the table&apos;s sheet (Scorecards) and the ranking settles.</source>
        <translation>Au 6 qui prend, une égalité se départage par une manche supplémentaire : inscrivez-la sur la feuille de la table (Feuilles de score) et le classement se met à jour.</translation>
    </message>
</context>
<context>
    <name>Stations</name>
    <message>
        <location filename="../../app/net/owner.py" line="60"/>
        <source>display</source>
        <translation>affichage</translation>
    </message>
    <message>
        <location filename="../../app/net/owner.py" line="61"/>
        <source>scorekeeper</source>
        <translation>marqueur</translation>
    </message>
    <message>
        <location filename="../../app/net/owner.py" line="62"/>
        <source>convenor</source>
        <translation>directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="61"/>
        <source>Owner unreachable — retrying…</source>
        <translation>Ordinateur principal injoignable — nouvel essai…</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="64"/>
        <source>Not connected to the owner</source>
        <translation>Non connecté à l’ordinateur principal</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="98"/>
        <source>Connection to the owner</source>
        <translation>Connexion à l’ordinateur principal</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="196"/>
        <source>The owner at %1 has another join code. Type the 6 digits it shows (File ▸ Share on this network…).</source>
        <translation>L’ordinateur principal à %1 a un nouveau code d’accès. Tapez les 6 chiffres qu’il affiche (Fichier ▸ Partager sur ce réseau…).</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="267"/>
        <source>%1 — %2 station — %3</source>
        <translation>%1 — poste %2 — %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="275"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="279"/>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="280"/>
        <source>&amp;Print reports</source>
        <translation>&amp;Imprimer les rapports</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="282"/>
        <source>&amp;Leave this station</source>
        <translation>&amp;Quitter ce poste</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="283"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="285"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="286"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="288"/>
        <source>&amp;Convenor</source>
        <translation>Di&amp;recteur</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="290"/>
        <source>&amp;Penalty…</source>
        <translation>&amp;Pénalité…</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="291"/>
        <source>&amp;Default…</source>
        <translation>&amp;Forfait…</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="292"/>
        <source>Enter or leave convenor &amp;mode</source>
        <translation>Entrer en &amp;mode directeur ou en sortir</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="316"/>
        <source>Convenor mode</source>
        <translation>Mode directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="321"/>
        <source>%1 station of the owner at %2</source>
        <translation>Poste %1 de l’ordinateur principal à %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="350"/>
        <source>Cardroom — clock (station of %1)</source>
        <translation>Cardroom — horloge (poste de %1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="424"/>
        <source>Connect to another computer</source>
        <translation>Se connecter à un autre ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="425"/>
        <source>Join an event open on another computer at the venue. On that computer, File ▸ Share on this network… shows its address and a join code.</source>
        <translation>Rejoindre un événement ouvert sur un autre ordinateur de la salle. Sur cet ordinateur, Fichier ▸ Partager sur ce réseau… affiche son adresse et un code d’accès.</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="429"/>
        <source>for example 192.168.1.20:47600</source>
        <translation>par exemple 192.168.1.20:47600</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="201"/>
        <location filename="../../app/ui/network/windows.py" line="432"/>
        <source>6 digits</source>
        <translation>6 chiffres</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="440"/>
        <source>Owner&apos;s &amp;address:</source>
        <translation>&amp;Adresse de l’ordinateur principal :</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="205"/>
        <location filename="../../app/ui/network/windows.py" line="441"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Code d’accès :</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="63"/>
        <source>Connecting to the owner…</source>
        <translation>Connexion à l’ordinateur principal…</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="86"/>
        <location filename="../../app/ui/network/windows.py" line="206"/>
        <source>Rec&amp;onnect</source>
        <translation>Rec&amp;onnecter</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="158"/>
        <source>This station reconnects by itself as soon as the event is shared again.</source>
        <translation>Ce poste se reconnectera de lui-même dès que l’événement sera de nouveau partagé.</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="195"/>
        <source>Reconnect</source>
        <translation>Reconnecter</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="442"/>
        <source>This computer &amp;is:</source>
        <translation>Cet ordinateur &amp;est :</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="443"/>
        <source>Connect</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="454"/>
        <source>a display (the clock and results, for a projector)</source>
        <translation>un affichage (l’horloge et les résultats, pour un projecteur)</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="455"/>
        <source>the convenor&apos;s desk</source>
        <translation>le bureau du directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/network/windows.py" line="456"/>
        <source>a scorekeeper (scorecards)</source>
        <translation>un poste de marque (feuilles de score)</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <location filename="../../app/ui/roster/area.py" line="194"/>
        <source>Edit team</source>
        <translation>Modifier l’équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="194"/>
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="201"/>
        <source>Team &amp;name:</source>
        <translation>&amp;Nom de l’équipe :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="202"/>
        <source>&amp;District / club:</source>
        <translation>&amp;District / club :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="206"/>
        <source>(nobody)</source>
        <translation>(personne)</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="212"/>
        <source>Player %1:</source>
        <translation>Joueur %1 :</translation>
    </message>
</context>
<context>
    <name>TeamsModel</name>
    <message>
        <location filename="../../app/ui/roster/area.py" line="128"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="128"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="128"/>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster/area.py" line="136"/>
        <source> (floater)</source>
        <translation> (réserve)</translation>
    </message>
</context>
<context>
    <name>TimekeeperPanel</name>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="294"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="296"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="298"/>
        <source>Next game:</source>
        <translation>Partie suivante :</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="300"/>
        <source>Amber at</source>
        <translation>Orange à</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="302"/>
        <source>red at</source>
        <translation>rouge à</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="317"/>
        <source>Set</source>
        <translation>Valider</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="320"/>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="338"/>
        <source>Mute</source>
        <translation>Son coupé</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="341"/>
        <source>Test the buzzer</source>
        <translation>Tester la sonnerie</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="345"/>
        <source>Projector and sound</source>
        <translation>Projecteur et son</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="347"/>
        <source>Display on:</source>
        <translation>Afficher sur :</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="349"/>
        <source>Volume:</source>
        <translation>Volume :</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="477"/>
        <source>Start game %1</source>
        <translation>Commencer la partie %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="480"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="480"/>
        <source>Pause</source>
        <translation>Suspendre</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="482"/>
        <source>− 1 min</source>
        <translation>− 1 min</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="483"/>
        <source>+ 1 min</source>
        <translation>+ 1 min</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="486"/>
        <source>End game now…</source>
        <translation>Terminer la partie…</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="488"/>
        <source>Skip the break</source>
        <translation>Passer la pause</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="490"/>
        <source>Restart game clock…</source>
        <translation>Relancer l’horloge…</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="508"/>
        <source>Game %1 waits: nobody is seated for it yet. Seat it on the seating board, then start it.</source>
        <translation>La partie %1 attend : personne n’y est encore placé. Placez les joueurs sur le plan de salle, puis lancez-la.</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="511"/>
        <source>Nobody is seated for game %1 yet: after the break the clock waits until it is.</source>
        <translation>Personne n’est encore placé pour la partie %1 : après la pause, l’horloge attend qu’elle le soit.</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="529"/>
        <source>Game %1 (session %2)</source>
        <translation>Partie %1 (séance %2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="536"/>
        <source>%1 games of %2 minutes, %3-minute breaks</source>
        <translation>%1 parties de %2 minutes, pauses de %3 minutes</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="540"/>
        <source>the day ends at about %1</source>
        <translation>la journée se termine vers %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="553"/>
        <source>%1, day %2 of %3</source>
        <translation>%1, jour %2 sur %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="556"/>
        <source>(not begun yet)</source>
        <translation>(journée pas encore commencée)</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="558"/>
        <source>Until the day has begun (the day before, for a rehearsal) the schedule shows the times as planned and nothing is late.</source>
        <translation>Tant que la journée n’a pas commencé (la veille, pour une répétition), l’horaire montre les heures prévues et rien n’est en retard.</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="575"/>
        <source>Games start by themselves after the break</source>
        <translation>Démarrage automatique après la pause</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="576"/>
        <source>must end by</source>
        <translation>finit au plus tard à</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="587"/>
        <source>No sound player on this computer: alerts are visual only.</source>
        <translation>Aucun lecteur de son sur cet ordinateur : les alertes sont seulement visuelles.</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="593"/>
        <source>Second screen when connected</source>
        <translation>Second écran, s’il est branché</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="594"/>
        <source>A window</source>
        <translation>Une fenêtre</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="601"/>
        <source>Hide display</source>
        <translation>Fermer l’affichage</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="601"/>
        <source>Show display</source>
        <translation>Ouvrir l’affichage</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="610"/>
        <location filename="../../app/ui/clock/timekeeper.py" line="612"/>
        <location filename="../../app/ui/clock/timekeeper.py" line="631"/>
        <location filename="../../app/ui/clock/timekeeper.py" line="668"/>
        <location filename="../../app/ui/clock/timekeeper.py" line="701"/>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="639"/>
        <source>End game %1 now? Time is called in the whole room.</source>
        <translation>Terminer la partie %1 maintenant ? La fin du temps sera annoncée dans toute la salle.</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="651"/>
        <source>Start game %1&apos;s clock again from the full %2 minutes?</source>
        <translation>Relancer l’horloge de la partie %1 depuis le début, avec ses %2 minutes ?</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="672"/>
        <source>Games start by themselves</source>
        <translation>Démarrage automatique des parties</translation>
    </message>
    <message>
        <location filename="../../app/ui/clock/timekeeper.py" line="675"/>
        <source>Clock colour threshold</source>
        <translation>Seuil de couleur de l’horloge</translation>
    </message>
</context>
<context>
    <name>UndoAction</name>
    <message>
        <location filename="../../app/ui/event/controller.py" line="416"/>
        <location filename="../../app/ui/event/controller.py" line="432"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/controller.py" line="416"/>
        <location filename="../../app/ui/event/controller.py" line="434"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/ui/event/controller.py" line="438"/>
        <source>(convenor PIN)</source>
        <translation>(code PIN du directeur)</translation>
    </message>
</context>
</TS>
