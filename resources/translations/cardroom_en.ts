<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Assignments</name>
    <message numerus="yes">
        <location filename="../../app/ui/seating/assignments.py" line="26"/>
        <source>%n page(s) saved to %1</source>
        <translation>
            <numerusform>%n page saved to %1</numerusform>
            <numerusform>%n pages saved to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditPanel</name>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="598"/>
        <source>%1, %n point(s)</source>
        <translation>
            <numerusform>%1, %n point</numerusform>
            <numerusform>%1, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="662"/>
        <source>%1 of %n entry(ies) shown, newest first.</source>
        <translation>
            <numerusform>%1 of %n entry shown, newest first.</numerusform>
            <numerusform>%1 of %n entries shown, newest first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConvenorDesk</name>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="729"/>
        <source>Changed outside Cardroom: %n finding(s). Check the record to see what and where.</source>
        <translation>
            <numerusform>Changed outside Cardroom: %n finding. Check the record to see what and where.</numerusform>
            <numerusform>Changed outside Cardroom: %n findings. Check the record to see what and where.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="734"/>
        <source>Record seal: %1 (%n entry(ies) in the audit log), as Cardroom wrote it.</source>
        <translation>
            <numerusform>Record seal: %1 (%n entry in the audit log), as Cardroom wrote it.</numerusform>
            <numerusform>Record seal: %1 (%n entries in the audit log), as Cardroom wrote it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="745"/>
        <source>Convenor mode is on (it ends after %n minute(s) without use).</source>
        <translation>
            <numerusform>Convenor mode is on (it ends after %n minute without use).</numerusform>
            <numerusform>Convenor mode is on (it ends after %n minutes without use).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message numerus="yes">
        <location filename="../../app/models/errors.py" line="257"/>
        <source>The sheet has %n problem(s):</source>
        <translation>
            <numerusform>The sheet has %n problem:</numerusform>
            <numerusform>The sheet has %n problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/errors.py" line="266"/>
        <source>The sheet has %n problem(s): {problems}</source>
        <translation>
            <numerusform>The sheet has %n problem: {problems}</numerusform>
            <numerusform>The sheet has %n problems: {problems}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/games/six_nimmt.py" line="273"/>
        <source>place {place}: %n bullhead(s) written, but the cards taken hold {computed}.</source>
        <translation>
            <numerusform>place {place}: %n bullhead written, but the cards taken hold {computed}.</numerusform>
            <numerusform>place {place}: %n bullheads written, but the cards taken hold {computed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/games/six_nimmt.py" line="294"/>
        <source>%n bullhead(s) in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</source>
        <translation>
            <numerusform>%n bullhead in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</numerusform>
            <numerusform>%n bullheads in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/games/six_nimmt.py" line="312"/>
        <source>%n bullhead(s) in all, but {players} players cannot take more than {maximum} in a round.</source>
        <translation>
            <numerusform>%n bullhead in all, but {players} players cannot take more than {maximum} in a round.</numerusform>
            <numerusform>%n bullheads in all, but {players} players cannot take more than {maximum} in a round.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/games/whist_scoring.py" line="89"/>
        <source>Contract {contract} is played by %n declarer(s), not {given}.</source>
        <translation>
            <numerusform>Contract {contract} is played by %n declarer, not {given}.</numerusform>
            <numerusform>Contract {contract} is played by %n declarers, not {given}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/games/whist_scoring.py" line="120"/>
        <source>Contract {contract} with %n declarer(s): write the tricks of each declarer, %n number(s) from 0 to 13 in the order of the declarers, not “{value}”.</source>
        <translation>
            <numerusform>Contract {contract} with %n declarer: write the declarer&apos;s tricks, %n number from 0 to 13, not “{value}”.</numerusform>
            <numerusform>Contract {contract} with %n declarers: write the tricks of each declarer, %n numbers from 0 to 13 in the order of the declarers, not “{value}”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/rulings/pin.py" line="36"/>
        <source>Too many wrong PINs. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong PINs. Try again in %n second.</numerusform>
            <numerusform>Too many wrong PINs. Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/rulings/pin.py" line="37"/>
        <source>Too many wrong PINs. Try again in %n minute(s).</source>
        <translation>
            <numerusform>Too many wrong PINs. Try again in %n minute.</numerusform>
            <numerusform>Too many wrong PINs. Try again in %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/rulings/pin.py" line="144"/>
        <source>That is not the convenor PIN. %n try(ies) left.</source>
        <translation>
            <numerusform>That is not the convenor PIN. %n try left.</numerusform>
            <numerusform>That is not the convenor PIN. %n tries left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/seating/checks.py" line="54"/>
        <source>Table {table} is not full: %n player(s).</source>
        <translation>
            <numerusform>Table {table} is not full: %n player.</numerusform>
            <numerusform>Table {table} is not full: %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/seating/checks.py" line="124"/>
        <source>Table {table} has %n player(s) while another has {most}: balance the tables.</source>
        <translation>
            <numerusform>Table {table} has %n player while another has {most}: balance the tables.</numerusform>
            <numerusform>Table {table} has %n players while another has {most}: balance the tables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/seating/plans.py" line="155"/>
        <source>%n table(s) seat two teams that have met before: it could not be avoided.</source>
        <translation>
            <numerusform>%n table seats two teams that have met before: it could not be avoided.</numerusform>
            <numerusform>%n tables seat two teams that have met before: it could not be avoided.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/models/seating/plans.py" line="160"/>
        <source>%n team(s) start at a table where they started before: it could not be avoided.</source>
        <translation>
            <numerusform>%n team starts at a table where it started before: it could not be avoided.</numerusform>
            <numerusform>%n teams start at a table where they started before: it could not be avoided.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/net/protocol.py" line="63"/>
        <source>Too many wrong join codes from this computer. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong join codes from this computer. Try again in %n second.</numerusform>
            <numerusform>Too many wrong join codes from this computer. Try again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message numerus="yes">
        <location filename="../../app/ui/roster/import_dialog.py" line="52"/>
        <source>%n player(s) will be imported.</source>
        <translation>
            <numerusform>%n player will be imported.</numerusform>
            <numerusform>%n players will be imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/roster/import_dialog.py" line="94"/>
        <source>%n line(s) will not be imported:</source>
        <translation>
            <numerusform>%n line will not be imported:</numerusform>
            <numerusform>%n lines will not be imported:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="517"/>
        <source>Shared: %n station(s)</source>
        <translation>
            <numerusform>Shared: %n station</numerusform>
            <numerusform>Shared: %n stations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message numerus="yes">
        <location filename="../../app/ui/event/wizard.py" line="147"/>
        <source>%n game(s) in the day.</source>
        <translation>
            <numerusform>%n game in the day.</numerusform>
            <numerusform>%n games in the day.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/event/wizard.py" line="149"/>
        <source>%n game(s) a day, %1 in all; each day starts at the first game&apos;s time.</source>
        <translation>
            <numerusform>%n game a day, %1 in all; each day starts at the first game&apos;s time.</numerusform>
            <numerusform>%n games a day, %1 in all; each day starts at the first game&apos;s time.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outputs</name>
    <message numerus="yes">
        <location filename="../../app/ui/reports/outputs.py" line="23"/>
        <source>%n row(s) saved to %1</source>
        <translation>
            <numerusform>%n row saved to %1</numerusform>
            <numerusform>%n rows saved to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/reports/outputs.py" line="24"/>
        <source>%n page(s) saved to %1</source>
        <translation>
            <numerusform>%n page saved to %1</numerusform>
            <numerusform>%n pages saved to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/forms.py" line="244"/>
        <source>Penalty recorded: %1, %n bullhead(s) added to %2 at table %3, game %4.</source>
        <translation>
            <numerusform>Penalty recorded: %1, %n bullhead added to %2 at table %3, game %4.</numerusform>
            <numerusform>Penalty recorded: %1, %n bullheads added to %2 at table %3, game %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/forms.py" line="247"/>
        <source>Penalty recorded: %1, %n point(s) off %2 (%3) at table %4, game %5.</source>
        <translation>
            <numerusform>Penalty recorded: %1, %n point off %2 (%3) at table %4, game %5.</numerusform>
            <numerusform>Penalty recorded: %1, %n points off %2 (%3) at table %4, game %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/forms.py" line="250"/>
        <source>Penalty recorded: %1, %n point(s) off %2 at table %3, game %4.</source>
        <translation>
            <numerusform>Penalty recorded: %1, %n point off %2 at table %3, game %4.</numerusform>
            <numerusform>Penalty recorded: %1, %n points off %2 at table %3, game %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltyPanel</name>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="383"/>
        <source>%n penalty(ies) count</source>
        <translation>
            <numerusform>%n penalty counts</numerusform>
            <numerusform>%n penalties count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="384"/>
        <source>%n revoked</source>
        <translation>
            <numerusform>%n revoked</numerusform>
            <numerusform>%n revoked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message numerus="yes">
        <location filename="../../app/ui/scoring/cards_pdf.py" line="41"/>
        <source>and %n fine(s)</source>
        <translation>
            <numerusform>and %n fine</numerusform>
            <numerusform>and %n fines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/scoring/cards_pdf.py" line="42"/>
        <source>Penalty: %n point(s) off %1 (%2)</source>
        <translation>
            <numerusform>Penalty: %n point off %1 (%2)</numerusform>
            <numerusform>Penalty: %n points off %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message numerus="yes">
        <location filename="../../app/ui/event/record.py" line="15"/>
        <source>The record is as Cardroom wrote it: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. Seal: %1 (%n entry(ies)).</source>
        <translation>
            <numerusform>The record is as Cardroom wrote it: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. Seal: %1 (%n entry).</numerusform>
            <numerusform>The record is as Cardroom wrote it: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. Seal: %1 (%n entries).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message numerus="yes">
        <location filename="../../app/ui/reports/reports.py" line="35"/>
        <source>Record seal when printed: %1 (%n entry(ies) in the audit log).</source>
        <translation>
            <numerusform>Record seal when printed: %1 (%n entry in the audit log).</numerusform>
            <numerusform>Record seal when printed: %1 (%n entries in the audit log).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/reports/player_sheets.py" line="27"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterArea</name>
    <message numerus="yes">
        <location filename="../../app/ui/roster/area.py" line="285"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/roster/area.py" line="286"/>
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n teams</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/rules_form.py" line="257"/>
        <source>Rules applied (%n changed).</source>
        <translation>
            <numerusform>Rules applied (%n changed).</numerusform>
            <numerusform>Rules applied (%n changed).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorecardsArea</name>
    <message numerus="yes">
        <location filename="../../app/ui/scoring/area.py" line="213"/>
        <source>%n page(s) saved to %1</source>
        <translation>
            <numerusform>%n page saved to %1</numerusform>
            <numerusform>%n pages saved to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message numerus="yes">
        <location filename="../../app/ui/scoring/editor.py" line="481"/>
        <source>Penalty: %n point(s) off %1 (%2), assessed by %3</source>
        <translation>
            <numerusform>Penalty: %n point off %1 (%2), assessed by %3</numerusform>
            <numerusform>Penalty: %n points off %1 (%2), assessed by %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/scoring/editor.py" line="486"/>
        <source>and %n fine(s)</source>
        <translation>
            <numerusform>and %n fine</numerusform>
            <numerusform>and %n fines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsChangeDialog</name>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/forms.py" line="377"/>
        <source>%n line(s) changed; the lines that changed come first.</source>
        <translation>
            <numerusform>%n line changed; the line that changed comes first.</numerusform>
            <numerusform>%n lines changed; the lines that changed come first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="272"/>
        <source>%n line(s) need a playoff (shaded): select one and record the playoff.</source>
        <translation>
            <numerusform>%n line needs a playoff (shaded): select it and record the playoff.</numerusform>
            <numerusform>%n lines need a playoff (shaded): select one and record the playoff.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/rulings/desk.py" line="276"/>
        <source>%n line(s) with no results yet (no signed sheet): listed last, without a rank.</source>
        <translation>
            <numerusform>%n line with no results yet (no signed sheet): listed last, without a rank.</numerusform>
            <numerusform>%n lines with no results yet (no signed sheet): listed last, without a rank.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimekeeperPanel</name>
    <message numerus="yes">
        <location filename="../../app/ui/clock/timekeeper.py" line="535"/>
        <source>%n game(s) of %1 minutes, %2-minute breaks</source>
        <translation>
            <numerusform>%n game of %1 minutes, %2-minute breaks</numerusform>
            <numerusform>%n games of %1 minutes, %2-minute breaks</numerusform>
        </translation>
    </message>
</context>
</TS>
