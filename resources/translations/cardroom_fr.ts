<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Application</name>
    <message>
        <location filename="../../app/ui/application.py" line="61"/>
        <source>Something unexpected went wrong: %1

Everything you entered before this message is saved in the event file.</source>
        <translation>Un problème inattendu est survenu : %1

Tout ce que vous avez saisi avant ce message est enregistré dans le fichier de l’événement.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../app/ui/commands.py" line="16"/>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/commands.py" line="33"/>
        <source>Edit player</source>
        <translation>Modifier le joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/commands.py" line="47"/>
        <source>Remove player</source>
        <translation>Retirer le joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/commands.py" line="63"/>
        <source>Add team</source>
        <translation>Ajouter une équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/commands.py" line="81"/>
        <source>Edit team</source>
        <translation>Modifier l’équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/commands.py" line="99"/>
        <source>Remove team</source>
        <translation>Supprimer l’équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/commands.py" line="114"/>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
</context>
<context>
    <name>ConvenorArea</name>
    <message>
        <location filename="../../app/ui/areas.py" line="306"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="306"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="306"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="306"/>
        <source>Tournament points</source>
        <translation>Points de tournoi</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="307"/>
        <source>Total score</source>
        <translation>Score total</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="311"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="311"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="311"/>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="311"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="312"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="317"/>
        <source>Standings (signed games)</source>
        <translation>Classement (parties signées)</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="319"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="352"/>
        <source>No penalties recorded.</source>
        <translation>Aucune pénalité enregistrée.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../app/models/errors.py" line="47"/>
        <source>“{path}” is not a Cardroom event file. It was not opened and has not been changed.</source>
        <translation>« {path} » n’est pas un fichier d’événement Cardroom. Il n’a pas été ouvert et n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="59"/>
        <source>“{path}” was written by a newer version of Cardroom (file format {file_version}, this version reads up to {known_version}). Please update Cardroom to open it. The file has not been changed.</source>
        <translation>« {path} » a été écrit par une version plus récente de Cardroom (format {file_version}, cette version lit jusqu’au format {known_version}). Mettez Cardroom à jour pour l’ouvrir. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="74"/>
        <source>“{path}” is damaged and cannot be used safely ({detail}). It has not been changed. Open the newest backup of this event instead.</source>
        <translation>« {path} » est endommagé et ne peut pas être utilisé sans risque ({detail}). Il n’a pas été modifié. Ouvrez plutôt la sauvegarde la plus récente de cet événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="87"/>
        <source>“{path}” could not be opened: {detail}</source>
        <translation>« {path} » n’a pas pu être ouvert : {detail}</translation>
    </message>
    <message>
        <location filename="../../app/models/errors.py" line="98"/>
        <source>“{path}” exists already. Choose another name: Cardroom never overwrites an event file.</source>
        <translation>« {path} » existe déjà. Choisissez un autre nom : Cardroom n’écrase jamais un fichier d’événement.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="173"/>
        <source>A player needs a name.</source>
        <translation>Un joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="178"/>
        <source>A name can have at most {maximum} characters.</source>
        <translation>Un nom compte au plus {maximum} caractères.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="196"/>
        <source>Player number “{value}” is not valid: use a whole number from 1 to 9999.</source>
        <translation>Le numéro de joueur « {value} » n’est pas valable : utilisez un nombre entier de 1 à 9999.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="207"/>
        <source>The number of tables</source>
        <translation>Le nombre de tables</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="208"/>
        <source>The number of sessions</source>
        <translation>Le nombre de séances</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="209"/>
        <source>The number of games per session</source>
        <translation>Le nombre de parties par séance</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="210"/>
        <source>The length of a game in minutes</source>
        <translation>La durée d’une partie en minutes</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="211"/>
        <source>The length of a break in minutes</source>
        <translation>La durée d’une pause en minutes</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="219"/>
        <source>{field} must be a whole number from {low} to {high}.</source>
        <translation>{field} doit être un nombre entier de {low} à {high}.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="274"/>
        <location filename="../../app/models/event.py" line="389"/>
        <source>The event needs a name.</source>
        <translation>L’événement doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="435"/>
        <source>Number {number} is already {name}’s. Each player needs their own number.</source>
        <translation>Le numéro {number} est déjà celui de {name}. Chaque joueur a son propre numéro.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="455"/>
        <source>That team does not exist.</source>
        <translation>Cette équipe n’existe pas.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="516"/>
        <source>{name} has been seated or has results in this event, so they cannot be removed. Mark them as defaulted instead.</source>
        <translation>{name} a déjà été placé(e) ou a des résultats dans cet événement et ne peut donc pas être retiré(e). Déclarez plutôt un forfait.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="569"/>
        <location filename="../../app/models/event.py" line="609"/>
        <source>A team needs a name.</source>
        <translation>Une équipe doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="583"/>
        <source>A player appears twice in the team.</source>
        <translation>Un joueur figure deux fois dans l’équipe.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="588"/>
        <source>A team in a partner game has two players.</source>
        <translation>Dans un jeu en partenariat, une équipe compte deux joueurs.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="595"/>
        <source>{name} is already in another team.</source>
        <translation>{name} fait déjà partie d’une autre équipe.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="636"/>
        <source>Team {name} has penalties recorded, so it cannot be removed.</source>
        <translation>L’équipe {name} a des pénalités enregistrées et ne peut donc pas être supprimée.</translation>
    </message>
    <message>
        <location filename="../../app/models/event.py" line="786"/>
        <source>Type the opposing team’s initials (1 to 8 letters) to sign.</source>
        <translation>Tapez les initiales de l’équipe adverse (1 à 8 lettres) pour signer.</translation>
    </message>
    <message>
        <location filename="../../app/models/eventfile.py" line="57"/>
        <source>there is no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <location filename="../../app/models/eventfile.py" line="60"/>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="47"/>
        <source>Unknown game “{value}”. Cardroom runs: {allowed}.</source>
        <translation>Jeu inconnu « {value} ». Cardroom gère : {allowed}.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="36"/>
        <source>Contract “{value}” is not valid. Write a bid of 2 to 8 followed by C, D, H, S or NT (for example 3H or 5NT), or CALL2, CALL1 or MOON.</source>
        <translation>Le contrat « {value} » n’est pas valable. Écrivez une enchère de 2 à 8 suivie de C, D, H, S ou NT (par exemple 3H ou 5NT), ou CALL2, CALL1 ou MOON.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="56"/>
        <source>Renege “{value}” is not valid: it is either none, the bidders or the defenders.</source>
        <translation>Renonce « {value} » non valable : c’est soit aucune, soit les preneurs, soit les défenseurs.</translation>
    </message>
    <message>
        <location filename="../../app/models/games/bid_euchre.py" line="75"/>
        <source>Tricks taken by the bidders must be a whole number from 0 to {maximum}, not “{value}”: a hand has {maximum} tricks.</source>
        <translation>Les levées des preneurs doivent être un nombre entier de 0 à {maximum}, pas « {value} » : une donne compte {maximum} levées.</translation>
    </message>
    <message>
        <location filename="../../app/models/movement.py" line="22"/>
        <source>Each table needs its moving pair: {tables} tables, {movers} given.</source>
        <translation>Chaque table doit indiquer sa paire qui se déplace : {tables} tables, {movers} indiquées.</translation>
    </message>
    <message>
        <location filename="../../app/models/movement.py" line="33"/>
        <source>Table {table} must have 4 players, not {count}.</source>
        <translation>La table {table} doit avoir 4 joueurs, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../app/models/movement.py" line="40"/>
        <source>Table {table}: the moving pair is NS or EW, not “{value}”.</source>
        <translation>Table {table} : la paire qui se déplace est NS ou EW, pas « {value} ».</translation>
    </message>
    <message>
        <location filename="../../app/models/movement.py" line="50"/>
        <source>{player} is seated twice.</source>
        <translation>{player} est placé(e) deux fois.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="77"/>
        <source>The file has more than {maximum} lines; only the first are read.</source>
        <translation>Le fichier a plus de {maximum} lignes ; seules les premières sont lues.</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="114"/>
        <source>the name is missing</source>
        <translation>le nom manque</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="125"/>
        <source>the number “{value}” is not a whole number from 1 to 9999</source>
        <translation>le numéro « {value} » n’est pas un nombre entier de 1 à 9999</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="139"/>
        <source>number {number} is already {name}’s in this event</source>
        <translation>le numéro {number} est déjà celui de {name} dans cet événement</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="152"/>
        <source>number {number} is used on line {other} too</source>
        <translation>le numéro {number} est aussi utilisé à la ligne {other}</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="170"/>
        <source>the partner “{value}” should be the partner’s number</source>
        <translation>le partenaire « {value} » doit être le numéro du partenaire</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="181"/>
        <source>a player cannot partner themself</source>
        <translation>un joueur ne peut pas être son propre partenaire</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="211"/>
        <source>line {line}: partner {partner} is not in the file; {name} is imported without a team</source>
        <translation>ligne {line} : le partenaire {partner} n’est pas dans le fichier ; {name} est importé(e) sans équipe</translation>
    </message>
    <message>
        <location filename="../../app/models/roster_import.py" line="224"/>
        <source>line {line}: {name} names {partner} as partner, but {partner} names {third}; {name} is imported without a team</source>
        <translation>ligne {line} : {name} indique {partner} comme partenaire, mais {partner} indique {third} ; {name} est importé(e) sans équipe</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <location filename="../../app/ui/areas.py" line="90"/>
        <source>Game %1 — session %2 — %3</source>
        <translation>Partie %1 — séance %2 — %3</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../app/models/games/__init__.py" line="60"/>
        <source>OSGA Progressive Bid Euchre</source>
        <translation>Euchre progressif à enchères (OSGA)</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="75"/>
        <source>Classic Euchre</source>
        <translation>Euchre classique</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="89"/>
        <source>Whist à la surenchère (Whist Hainaut)</source>
        <translation>Whist à la surenchère (Whist Hainaut)</translation>
    </message>
    <message>
        <location filename="../../app/models/games/__init__.py" line="104"/>
        <source>6 nimmt! qualifier</source>
        <translation>Sélection 6 qui prend !</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="34"/>
        <location filename="../../app/ui/import_dialog.py" line="104"/>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="40"/>
        <source>%1 players will be imported.</source>
        <translation>%1 joueurs seront importés.</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="47"/>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="47"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="47"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="47"/>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="48"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="61"/>
        <source>Line %1: %2 — not imported</source>
        <translation>Ligne %1 : %2 — non importée</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="71"/>
        <source>%1 lines will not be imported:</source>
        <translation>%1 lignes ne seront pas importées :</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="83"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="93"/>
        <source>Import refused</source>
        <translation>Importation refusée</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="101"/>
        <source>The file is too large for a roster.</source>
        <translation>Le fichier est trop gros pour une liste de joueurs.</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="112"/>
        <source>Import players from a CSV file</source>
        <translation>Importer des joueurs depuis un fichier CSV</translation>
    </message>
    <message>
        <location filename="../../app/ui/import_dialog.py" line="114"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="74"/>
        <source>No event is open. Use the File menu to create or open one, or open the demo event.</source>
        <translation>Aucun événement n’est ouvert. Utilisez le menu Fichier pour en créer ou en ouvrir un, ou ouvrez l’événement de démonstration.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="83"/>
        <source>No event open</source>
        <translation>Aucun événement ouvert</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="86"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="87"/>
        <source>Seating board</source>
        <translation>Plan de salle</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="88"/>
        <source>Scorecards</source>
        <translation>Feuilles de score</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="89"/>
        <source>Timekeeper</source>
        <translation>Chronométreur</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="90"/>
        <source>Convenor desk</source>
        <translation>Bureau du directeur</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="106"/>
        <source>Event file: %1 (%2)</source>
        <translation>Fichier de l’événement : %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="144"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="145"/>
        <source>&amp;New event…</source>
        <translation>&amp;Nouvel événement…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="146"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="147"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="152"/>
        <source>Open &amp;demo event</source>
        <translation>Ouvrir l’événement de &amp;démonstration</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="154"/>
        <source>&amp;Close event</source>
        <translation>&amp;Fermer l’événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="157"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="159"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="161"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="163"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="170"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="171"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="179"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="180"/>
        <source>&amp;About Cardroom</source>
        <translation>À &amp;propos de Cardroom</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="204"/>
        <source>Open event</source>
        <translation>Ouvrir un événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="205"/>
        <source>Cardroom events (*%1);;All files (*)</source>
        <translation>Événements Cardroom (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="240"/>
        <source>About Cardroom</source>
        <translation>À propos de Cardroom</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="241"/>
        <source>Cardroom %1 — seating, scorecards, clock and standings for card-game tournaments. Every edit is saved in the event file at once.</source>
        <translation>Cardroom %1 — placement, feuilles de score, chronomètre et classements pour les tournois de cartes. Chaque saisie est enregistrée immédiatement dans le fichier de l’événement.</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <location filename="../../app/ui/wizard.py" line="43"/>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="46"/>
        <source>e.g. District 55+ Games — Bid Euchre</source>
        <translation>p. ex. Jeux 55+ du district — Euchre à enchères</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="67"/>
        <location filename="../../app/ui/wizard.py" line="71"/>
        <location filename="../../app/ui/wizard.py" line="75"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="77"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Choisir…</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="86"/>
        <source>Event &amp;name:</source>
        <translation>&amp;Nom de l’événement :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="87"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="88"/>
        <source>Number of &amp;tables:</source>
        <translation>Nombre de &amp;tables :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="89"/>
        <source>&amp;Sessions:</source>
        <translation>&amp;Séances :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="90"/>
        <source>Games per s&amp;ession:</source>
        <translation>Parties par s&amp;éance :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="91"/>
        <source>&amp;First game starts:</source>
        <translation>Début de la &amp;première partie :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="92"/>
        <source>Game &amp;length:</source>
        <translation>&amp;Durée d’une partie :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="93"/>
        <source>&amp;Break between games:</source>
        <translation>&amp;Pause entre les parties :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="94"/>
        <source>Break between sess&amp;ions:</source>
        <translation>Pause entre les séan&amp;ces :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="95"/>
        <source>Event &amp;file:</source>
        <translation>&amp;Fichier de l’événement :</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="96"/>
        <source>Create event</source>
        <translation>Créer l’événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="105"/>
        <source>event</source>
        <translation>evenement</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="109"/>
        <source>Event file</source>
        <translation>Fichier de l’événement</translation>
    </message>
    <message>
        <location filename="../../app/ui/wizard.py" line="110"/>
        <source>Cardroom events (*%1)</source>
        <translation>Événements Cardroom (*%1)</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../app/ui/roster.py" line="144"/>
        <source>Edit player</source>
        <translation>Modifier le joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="144"/>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="151"/>
        <source>Member of the floater team</source>
        <translation>Membre de l’équipe de réserve</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="154"/>
        <source>&amp;Number:</source>
        <translation>&amp;Numéro :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="155"/>
        <source>N&amp;ame:</source>
        <translation>N&amp;om :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="156"/>
        <source>&amp;District / club:</source>
        <translation>&amp;District / club :</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../app/ui/roster.py" line="69"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="69"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="69"/>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="70"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="70"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="89"/>
        <source>Defaulted</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="90"/>
        <source>Floater</source>
        <translation>Réserve</translation>
    </message>
</context>
<context>
    <name>RosterArea</name>
    <message>
        <location filename="../../app/ui/roster.py" line="245"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Ajouter un joueur…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="246"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="247"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="248"/>
        <source>New &amp;team…</source>
        <translation>Nouvelle é&amp;quipe…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="249"/>
        <source>Remove t&amp;eam</source>
        <translation>Supprimer l’équip&amp;e</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="250"/>
        <source>&amp;Import from CSV…</source>
        <translation>&amp;Importer un CSV…</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="263"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="268"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="286"/>
        <source>%1 players, %2 teams</source>
        <translation>%1 joueurs, %2 équipes</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="312"/>
        <source>Not possible</source>
        <translation>Impossible</translation>
    </message>
</context>
<context>
    <name>ScorecardsArea</name>
    <message>
        <location filename="../../app/ui/areas.py" line="201"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="201"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="201"/>
        <location filename="../../app/ui/areas.py" line="243"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="201"/>
        <location filename="../../app/ui/areas.py" line="243"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="202"/>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="202"/>
        <source>Signed by</source>
        <translation>Signée par</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="207"/>
        <source>Scorecards for:</source>
        <translation>Feuilles de score de :</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="219"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="220"/>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="221"/>
        <source>complete</source>
        <translation>complète</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="222"/>
        <source>signed</source>
        <translation>signée</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="223"/>
        <source>disputed</source>
        <translation>contestée</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="244"/>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="251"/>
        <source>Results still to come in: tables %1</source>
        <translation>Résultats encore attendus : tables %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="252"/>
        <source>All results are in and signed.</source>
        <translation>Tous les résultats sont rentrés et signés.</translation>
    </message>
</context>
<context>
    <name>SeatingArea</name>
    <message>
        <location filename="../../app/ui/areas.py" line="132"/>
        <source>Seating for:</source>
        <translation>Placement pour :</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="177"/>
        <source>(empty)</source>
        <translation>(libre)</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="186"/>
        <source>Not seated in this game: %1</source>
        <translation>Non placés pour cette partie : %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="187"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <location filename="../../app/ui/areas.py" line="111"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <location filename="../../app/ui/roster.py" line="190"/>
        <source>Edit team</source>
        <translation>Modifier l’équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="190"/>
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="197"/>
        <source>Team &amp;name:</source>
        <translation>&amp;Nom de l’équipe :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="198"/>
        <source>&amp;District / club:</source>
        <translation>&amp;District / club :</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="202"/>
        <source>(nobody)</source>
        <translation>(personne)</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="208"/>
        <source>Player %1:</source>
        <translation>Joueur %1 :</translation>
    </message>
</context>
<context>
    <name>TeamsModel</name>
    <message>
        <location filename="../../app/ui/roster.py" line="123"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="123"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="123"/>
        <source>District / club</source>
        <translation>District / club</translation>
    </message>
    <message>
        <location filename="../../app/ui/roster.py" line="131"/>
        <source> (floater)</source>
        <translation> (réserve)</translation>
    </message>
</context>
<context>
    <name>TimekeeperArea</name>
    <message>
        <location filename="../../app/ui/areas.py" line="264"/>
        <source>Session</source>
        <translation>Séance</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="264"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="264"/>
        <source>Planned start</source>
        <translation>Début prévu</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="264"/>
        <source>Planned end</source>
        <translation>Fin prévue</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="265"/>
        <source>Started</source>
        <translation>Commencée</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="265"/>
        <source>Ended</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="287"/>
        <source>%1 games of %2 minutes, %3-minute breaks</source>
        <translation>%1 parties de %2 minutes, pauses de %3 minutes</translation>
    </message>
    <message>
        <location filename="../../app/ui/areas.py" line="293"/>
        <source>next: game %1 at %2</source>
        <translation>suivante : partie %1 à %2</translation>
    </message>
</context>
</TS>
