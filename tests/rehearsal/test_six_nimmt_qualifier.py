"""Rehearsal: the Vichy 2024 6 qui prend! qualifier (seed 004), in French,
from an empty app, through the interface alone.

32 players from the organiser's spreadsheet (French Excel: semicolons,
Windows-1252, « Nom;Prénom;Club »), drawn at six selection tables (6, 6, 5,
5, 5, 5); three rounds a table, typed by keyboard; table 1's two strongest
level after three rounds and settled by an extra round; the six table
winners at the final, where the two strongest are level again and the
selection totals decide (rulings §4).

The draw is random: the person reads the board to know who sits where and
writes each player's bullheads by the player's strength (their number on
the roster: the lower, the stronger), so every outcome asserted is the
same whatever the draw. Hélène Lefèvre, number 1, wins.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QSpinBox, QWidget

from person import Person, plain
from steps import (WORDS, board_seating, choose_game, close_and_open_again, desk_headings, desk_standings,
                   import_roster, open_table, seat_next_game, sign, switch_language, type_keys, what_is_seen)

FILES = Path(__file__).parent / "files"
ROSTER = FILES / "vichy_selection.csv"
PLAYERS = 32
PIN = "220917"  # 6 digits: a new PIN set in the interface is 6 at least
EVENT = "Sélections Festival Vichy 2024"
CHAMPION = "Hélène Lefèvre"
FR = WORDS["fr"]

# A round's bullheads by strength at the table (the strongest first); each
# is a round the cards allow (rulings §5: at least 10n − 16 at n players,
# 44 at 6 and 34 at 5). The winner's third round is raised by its rank
# among the finalists, so that no two finalists share a selection total.
SIX = [[2, 5, 7, 9, 10, 13], [3, 4, 8, 8, 11, 12], [1, 6, 7, 10, 9, 14]]
FIVE = [[2, 5, 7, 9, 11], [3, 4, 8, 8, 12], [1, 6, 7, 10, 11]]
# Table 1's two strongest are level after three rounds (the others take a
# little more, so every round still holds its 44); the extra round between
# them: 1 and 3 (4 at least for two players: 24 cards, 20 stay).
LEVEL = [[2, 2, 8, 9, 10, 13], [3, 3, 8, 9, 11, 12], [1, 1, 8, 10, 10, 14]]
EXTRA = [1, 3]
# The final, by the finalists' strength: the two strongest level on 12.
FINAL = [[5, 4, 7, 9, 10, 11], [3, 4, 8, 8, 11, 12], [4, 4, 6, 10, 9, 13]]

Seats = dict[int, dict[int, int]]  # table -> place -> player number


# -- the steps, as the organiser takes them ----------------------------------------------


def new_event(person: Person, path: Path) -> str:
    """Fichier ▸ Nouvel événement: 6 qui prend!, 32 players; what the dialog
    says the tournament will be."""
    said: list[str] = []

    def fill(dialog: QWidget) -> None:
        person.type(person.field(dialog, "Nom de l’événement", QLineEdit), EVENT)
        person.choose(person.field(dialog, "Jeu", QComboBox), "Sélection 6 qui prend !")
        person.type(person.field(dialog, "Joueurs au maximum", QSpinBox), str(PLAYERS))
        QApplication.processEvents()
        said.append(plain(person.texts(dialog)))
        person.type(person.field(dialog, "Code PIN du directeur", QLineEdit), PIN)
        person.type(person.field(dialog, "Répétez le code PIN", QLineEdit), PIN)
        person.type(person.field(dialog, "Fichier de l’événement", QLineEdit), str(path))
        person.click(person.button(dialog, "Créer l’événement"))

    person.menu("Fichier", "Nouvel événement", handlers=[fill])
    return said[0]


def seating(board: QWidget) -> Seats:
    return {table: {int(place): number for place, number in places.items()}
            for table, places in board_seating(board).items()}


def type_round(person: Person, places: list[int], heads: dict[int, int]) -> None:
    """One round, place after place, each followed by Enter."""
    type_keys(person, "".join(f"{heads[place]}\n" for place in places))


def refused(person: Person, cards: QWidget, wrong: str, right: int) -> str:
    """Type `wrong` in the cell, Enter: refused, it stays selected in its
    cell with the reason under the sheet; `right` typed over it is taken."""
    editor = cards.editor  # type: ignore[attr-defined]
    type_keys(person, f"{wrong}\n")
    said = plain(editor.message.text())
    entry = QApplication.focusWidget()
    assert isinstance(entry, QLineEdit) and entry.text() == wrong and entry.selectedText() == wrong, said
    type_keys(person, f"{right}\n")
    assert not editor.message.text(), editor.message.text()
    return said


# -- the day ----------------------------------------------------------------------------------


def test_the_vichy_qualifier(person: Person, tmp_path: Path) -> None:
    switch_language(person, "Français")
    path = tmp_path / "vichy.cardroom"

    said = new_event(person, path)
    assert "6 tables de sélection (2 de 6 joueurs, 4 de 5 joueurs), 3 manches chacune" in said, said
    assert "6 finalistes" in said, said
    assert EVENT in person.window.windowTitle()

    players, said = import_roster(person, ROSTER, FR)
    said = plain(said)
    assert "32 joueurs seront importés." in said, said
    assert "les joueurs sont numérotés de 1 à 32 dans l’ordre du fichier" in said, said
    names = {int(row[0]): row[1] for row in person.rows(players.players_view)}  # type: ignore[attr-defined]
    assert len(names) == PLAYERS and names[1] == CHAMPION and names[8] == "Océane Marchand"
    assert names[30] == "Josée Lemaître"  # the accents as the secretary wrote them, in Windows-1252

    # -- the selection: a draw of 6, 6, 5, 5, 5, 5 ------------------------------------------
    board = person.tab("Plan de salle")
    preview: list[str] = []
    seat_next_game(person, board, words=FR, seen=preview)
    assert preview[0].startswith("Placement de la partie 1"), preview
    seats = seating(board)
    assert sorted(len(places) for places in seats.values()) == [5, 5, 5, 5, 6, 6], seats
    assert sorted(n for places in seats.values() for n in places.values()) == list(range(1, PLAYERS + 1))
    assert len(seats[1]) == 6  # the biggest tables first

    # Each table's strongest player wins it; the finalists' ranks are known now.
    strongest = {table: min(places.values()) for table, places in seats.items()}
    finalists = sorted(strongest.values())
    assert finalists[0] == 1

    cards = person.tab("Feuilles de score")
    refusals: list[tuple[str, str]] = []  # (what the sheet said, what it should say)
    for table, places in sorted(seats.items()):
        by_strength = sorted(places, key=lambda place: places[place])
        values = LEVEL if table == 1 else SIX if len(places) == 6 else FIVE
        rank = finalists.index(strongest[table])
        open_table(person, cards, table)
        for number, heads in enumerate(values, start=1):
            heads = list(heads)
            if number == 3:  # the winner's third round: 1 + its rank among the finalists
                heads[0] += rank
                if table == 1:
                    heads[1] += rank
            written = {by_strength[i]: value for i, value in enumerate(heads)}
            order, last = sorted(written), max(written)
            if table == 1 and number == 1:
                # 0 for the last place: the others' 44 − its real bullheads
                # are fewer than six players take in a round.
                type_round(person, order[:-1], written)
                total = sum(heads) - written[last]
                refusals.append((refused(person, cards, "0", written[last]), (
                    f"Ligne 1, Place {last} : La feuille comporte 1 problème : • Manche 1 : {total} têtes de "
                    "bœuf en tout, mais 6 joueurs en ramassent au moins 44 par manche : il ne reste jamais "
                    "plus de 20 cartes dans les rangées.")))
            elif table == 3 and number == 2:
                # A slip of the finger: 120, more than five players can take
                # in a round (the 50 heaviest cards of the deck hold 117).
                type_round(person, order[:-1], written)
                total = sum(heads) - written[last] + 120
                refusals.append((refused(person, cards, "120", written[last]), (
                    f"Ligne 2, Place {last} : La feuille comporte 1 problème : • Manche 2 : {total} têtes de "
                    "bœuf au total, mais 5 joueurs ne peuvent pas en ramasser plus de 117 en une manche.")))
            else:
                type_round(person, order, written)
        editor_said = plain(person.texts(cards.editor))  # type: ignore[attr-defined]
        if table == 1:
            # Level for first: the sheet grows an extra round for the two.
            first, second = sorted(by_strength[:2])
            # By name, not by place (issue 35 point 5).
            assert f"{names[places[first]]}, {names[places[second]]} sont à égalité en tête : ils jouent " \
                "une manche supplémentaire." in editor_said, editor_said
            extra = {by_strength[0]: EXTRA[0], by_strength[1]: EXTRA[1]}
            type_round(person, sorted(extra), extra)
            editor_said = plain(person.texts(cards.editor))  # type: ignore[attr-defined]
        assert f"Gagnant de la table : {names[places[by_strength[0]]]}" in editor_said, editor_said
        sign(person, cards, "MD", FR)

    assert [said for said, _ in refusals] == [expected for _, expected in refusals]
    states = person.rows(cards.view)  # type: ignore[attr-defined]
    assert [row[1] for row in states] == ["signée"] * 6, states

    # The selection in: provisional, each finalist on a selection total of its own.
    heading, lines = desk_standings(person, FR)
    assert heading == "Classement après la partie 1 sur 2 (provisoire)", heading
    totals = {line[2]: line[3] for line in lines}
    assert len(totals) == PLAYERS and lines[0][3] == totals[CHAMPION] == "6", lines
    assert [totals[names[n]] for n in finalists] == [str(6 + i) for i in range(6)], totals

    # -- the final: the six table winners --------------------------------------------------------
    board = person.tab("Plan de salle")
    preview.clear()
    seat_next_game(person, board, words=FR, seen=preview)
    assert preview[0].startswith("Placement de la partie 2"), preview
    assert "La table finale : les 6 gagnants de table de la sélection." in preview[0], preview
    final = seating(board)
    assert list(final) == [1] and sorted(final[1].values()) == finalists, final
    # One final table; the others are not in it, not "not seated" (issue 35 point 8).
    board_said = plain(person.texts(board))  # type: ignore[attr-defined]
    assert f"Pas en finale : {PLAYERS - 6}" in board_said, board_said

    cards = person.tab("Feuilles de score")
    choose_game(person, cards.picker, 2, FR)  # type: ignore[attr-defined]
    by_strength = sorted(final[1], key=lambda place: final[1][place])
    open_table(person, cards, 1)
    for heads in FINAL:
        written = {by_strength[i]: value for i, value in enumerate(heads)}
        type_round(person, sorted(written), written)
    # Level on 12 with the second strongest: no extra round, the selection decides.
    editor_said = plain(person.texts(cards.editor))  # type: ignore[attr-defined]
    assert "supplémentaire" not in editor_said, editor_said
    assert f"Gagnant de la table : {names[final[1][by_strength[0]]]}" in editor_said, editor_said
    sign(person, cards, "MD", FR)

    # -- the results, as the official sees them ------------------------------------------------------
    # The finalists by strength: bullheads in the final, then the selection total (6 + rank).
    expected = [(names[n], sum(heads[i] for heads in FINAL), 6 + i) for i, n in enumerate(finalists)]
    assert [total for _, total, _ in expected] == [12, 12, 21, 27, 30, 36]
    heading, lines = desk_standings(person, FR)
    # The winner announced, and the medals the heading says are awarded
    # (issue 35 point 7).
    assert heading == f"Classement final — gagnant : {CHAMPION} — médailles attribuées", heading
    assert [line[1] for line in lines] == ["Or", "Argent", "Bronze", "", "", ""], lines
    headings = desk_headings(person, FR)
    assert headings[3:6] == ["Moins de têtes de bœuf", "Total de la sélection", "Manche supplémentaire"], headings
    assert [(line[0], line[2], line[3], line[4]) for line in lines] == [
        (str(place), name, str(total), str(selection))
        for place, (name, total, selection) in enumerate(expected, start=1)], lines
    assert lines[0][-1] == lines[1][-1] == "Par total de la sélection", lines

    # The printed standings and the CSV (each with its note), the desk, the
    # results board, each game's Scorecards list and each sheet.
    seen = what_is_seen(person, tmp_path, "avant", 2, FR)
    assert seen["desk"] == (heading, lines)
    title, board_headings, board_lines = seen["board"]
    assert title == f"Classement final — gagnant : {CHAMPION}", seen["board"]  # issue 35 point 7
    assert board_headings == ("Moins de têtes de bœuf", "Total de la sélection"), board_headings
    assert [(line[0], line[1], line[3], line[4]) for line in board_lines[:2]] == [
        ("1", CHAMPION, "12", "6"), ("2", names[finalists[1]], "12", "7")], board_lines

    printed, written = seen["saved"]
    assert "1 page enregistrée" in printed, printed
    text = seen["pdf"]
    assert EVENT in text and "Classement final" in text, text
    assert "Rang N° Joueur District Moins de têtes de bœuf Total de la sélection Manche supplémentaire " \
        "Départage" in text, text
    assert f"1 1 {CHAMPION}" in text and f"2 {finalists[1]} {names[finalists[1]]}" in text, text
    assert text.index(CHAMPION) < text.index(names[finalists[1]]) < text.index(names[finalists[2]]), text

    assert "6 lignes enregistrées" in written, written
    header, *rows = seen["csv"]  # read with French Excel's separator
    table = [dict(zip(header, row)) for row in rows]
    assert [(row["Rang"], row["Nom"], row["Moins de têtes de bœuf"], row["Total de la sélection"])
            for row in table] == [(str(place), name, str(total), str(selection))
                                  for place, (name, total, selection) in enumerate(expected, start=1)], table
    assert table[0]["Départage"].startswith("Départagés par total de la sélection"), table[0]

    # -- closed, and opened again from the recent files: the same on screen ---------------------
    close_and_open_again(person, path, EVENT, FR)
    assert what_is_seen(person, tmp_path, "apres", 2, FR, board_by_key=True) == seen  # the board by F6
