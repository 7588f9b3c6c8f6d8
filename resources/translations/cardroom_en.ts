<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Assignments</name>
    <message numerus="yes">
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
        <source>%1, %n point(s)</source>
        <translation>
            <numerusform>%1, %n point</numerusform>
            <numerusform>%1, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>Changed outside Cardroom: %n finding(s). Check the record to see what and where.</source>
        <translation>
            <numerusform>Changed outside Cardroom: %n finding. Check the record to see what and where.</numerusform>
            <numerusform>Changed outside Cardroom: %n findings. Check the record to see what and where.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Record seal: %1 (%n entry(ies) in the audit log). Nothing to compare it with: no backup of this event is beside the file.</source>
        <translation>
            <numerusform>Record seal: %1 (%n entry in the audit log). Nothing to compare it with: no backup of this event is beside the file.</numerusform>
            <numerusform>Record seal: %1 (%n entries in the audit log). Nothing to compare it with: no backup of this event is beside the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Record seal: %1 (%n entry(ies) in the audit log), as Cardroom wrote it.</source>
        <translation>
            <numerusform>Record seal: %1 (%n entry in the audit log), as Cardroom wrote it.</numerusform>
            <numerusform>Record seal: %1 (%n entries in the audit log), as Cardroom wrote it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>The sheet has %n problem(s):</source>
        <translation>
            <numerusform>The sheet has %n problem:</numerusform>
            <numerusform>The sheet has %n problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheet has %n problem(s): {problems}</source>
        <translation>
            <numerusform>The sheet has %n problem: {problems}</numerusform>
            <numerusform>The sheet has %n problems: {problems}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place {place}: %n bullhead(s) written, but the cards taken hold {computed}.</source>
        <translation>
            <numerusform>place {place}: %n bullhead written, but the cards taken hold {computed}.</numerusform>
            <numerusform>place {place}: %n bullheads written, but the cards taken hold {computed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bullhead(s) in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</source>
        <translation>
            <numerusform>%n bullhead in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</numerusform>
            <numerusform>%n bullheads in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bullhead(s) in all, but {players} players cannot take more than {maximum} in a round.</source>
        <translation>
            <numerusform>%n bullhead in all, but {players} players cannot take more than {maximum} in a round.</numerusform>
            <numerusform>%n bullheads in all, but {players} players cannot take more than {maximum} in a round.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) taken in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</source>
        <translation>
            <numerusform>%n card taken in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</numerusform>
            <numerusform>%n cards taken in all, but {players} players take at least {minimum} in a round: no more than 20 cards stay in the rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) taken in all, but {players} players take at most {maximum} in a round: every row keeps at least its last card.</source>
        <translation>
            <numerusform>%n card taken in all, but {players} players take at most {maximum} in a round: every row keeps at least its last card.</numerusform>
            <numerusform>%n cards taken in all, but {players} players take at most {maximum} in a round: every row keeps at least its last card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Contract {contract} is played by %n declarer(s), not {given}.</source>
        <translation>
            <numerusform>Contract {contract} is played by %n declarer, not {given}.</numerusform>
            <numerusform>Contract {contract} is played by %n declarers, not {given}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Contract {contract} with %n declarer(s): write the tricks of each declarer, %n number(s) from 0 to 13 in the order of the declarers, not “{value}”.</source>
        <translation>
            <numerusform>Contract {contract} with %n declarer: write the declarer&apos;s tricks, %n number from 0 to 13, not “{value}”.</numerusform>
            <numerusform>Contract {contract} with %n declarers: write the tricks of each declarer, %n numbers from 0 to 13 in the order of the declarers, not “{value}”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong PINs. Try again in %n second.</numerusform>
            <numerusform>Too many wrong PINs. Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs. Try again in %n minute(s).</source>
        <translation>
            <numerusform>Too many wrong PINs. Try again in %n minute.</numerusform>
            <numerusform>Too many wrong PINs. Try again in %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs at this station. It may try again in %n second(s); the owner&apos;s computer and the other stations are not locked.</source>
        <translation>
            <numerusform>Too many wrong PINs at this station. It may try again in %n second; the owner&apos;s computer and the other stations are not locked.</numerusform>
            <numerusform>Too many wrong PINs at this station. It may try again in %n seconds; the owner&apos;s computer and the other stations are not locked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs at this station. It may try again in %n minute(s); the owner&apos;s computer and the other stations are not locked.</source>
        <translation>
            <numerusform>Too many wrong PINs at this station. It may try again in %n minute; the owner&apos;s computer and the other stations are not locked.</numerusform>
            <numerusform>Too many wrong PINs at this station. It may try again in %n minutes; the owner&apos;s computer and the other stations are not locked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is not the convenor PIN. %n try(ies) left.</source>
        <translation>
            <numerusform>That is not the convenor PIN. %n try left.</numerusform>
            <numerusform>That is not the convenor PIN. %n tries left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {table} is not full: %n player(s). Close a table and re-seat its players, or seat a substitute: right-click the empty seat.</source>
        <translation>
            <numerusform>Table {table} is not full: %n player. Close a table and re-seat its players, or seat a substitute: right-click the empty seat.</numerusform>
            <numerusform>Table {table} is not full: %n players. Close a table and re-seat its players, or seat a substitute: right-click the empty seat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {table} is not full: %n player(s).</source>
        <translation>
            <numerusform>Table {table} is not full: %n player.</numerusform>
            <numerusform>Table {table} is not full: %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {table} has %n player(s) while another has {most}: balance the tables.</source>
        <translation>
            <numerusform>Table {table} has %n player while another has {most}: balance the tables.</numerusform>
            <numerusform>Table {table} has %n players while another has {most}: balance the tables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) seat two teams that have met before: it could not be avoided.</source>
        <translation>
            <numerusform>%n table seats two teams that have met before: it could not be avoided.</numerusform>
            <numerusform>%n tables seat two teams that have met before: it could not be avoided.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) start at a table where they started before: it could not be avoided.</source>
        <translation>
            <numerusform>%n team starts at a table where it started before: it could not be avoided.</numerusform>
            <numerusform>%n teams start at a table where they started before: it could not be avoided.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong join codes from this computer. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong join codes from this computer. Try again in %n second.</numerusform>
            <numerusform>Too many wrong join codes from this computer. Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This computer gave a wrong join code, and many wrong join codes were tried on this network in the last minute (not only from here): the owner&apos;s computer waits before it lets this computer try again. Try again in %n second(s).</source>
        <translation>
            <numerusform>This computer gave a wrong join code, and many wrong join codes were tried on this network in the last minute (not only from here): the owner&apos;s computer waits before it lets this computer try again. Try again in %n second.</numerusform>
            <numerusform>This computer gave a wrong join code, and many wrong join codes were tried on this network in the last minute (not only from here): the owner&apos;s computer waits before it lets this computer try again. Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This game is played in at least %n session(s) a day (each starts with the district partners together), not {sessions}. Choose %n session(s) a day or more; no event file was made.</source>
        <translation>
            <numerusform>This game is played in at least %n session a day (each starts with the district partners together), not {sessions}. Choose %n session a day or more; no event file was made.</numerusform>
            <numerusform>This game is played in at least %n sessions a day (each starts with the district partners together), not {sessions}. Choose %n sessions a day or more; no event file was made.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>District {district} sends %n team(s); a provincial event allows one team (two players) per district.</source>
        <translation>
            <numerusform>District {district} sends %n team; a provincial event allows one team (two players) per district.</numerusform>
            <numerusform>District {district} sends %n teams; a provincial event allows one team (two players) per district.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {game} has %n empty seat(s): closing table {table} would not fill them (it frees four seats with the floater team standing down, if it plays). Seat a substitute in each empty seat instead.</source>
        <translation>
            <numerusform>Game {game} has %n empty seat: closing table {table} would not fill it (it frees four seats with the floater team standing down, if it plays). Seat a substitute in each empty seat instead.</numerusform>
            <numerusform>Game {game} has %n empty seats: closing table {table} would not fill them (it frees four seats with the floater team standing down, if it plays). Seat a substitute in each empty seat instead.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message numerus="yes">
        <source>%n player(s) will be imported.</source>
        <translation>
            <numerusform>%n player will be imported.</numerusform>
            <numerusform>%n players will be imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) will not be imported; read why below.</source>
        <translation>
            <numerusform>%n line will not be imported; read why below.</numerusform>
            <numerusform>%n lines will not be imported; read why below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) imported from the file.</source>
        <translation>
            <numerusform>%n player imported from the file.</numerusform>
            <numerusform>%n players imported from the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s) made.</source>
        <translation>
            <numerusform>%n team made.</numerusform>
            <numerusform>%n teams made.</numerusform>
        </translation>
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
</context>
<context>
    <name>LateChangesDialog</name>
    <message numerus="yes">
        <source>This file&apos;s history parted from the one %2 took over at %3 before the takeover itself: from entry %1 on, they differ. The %n change(s) below were made on this computer from there; the new owner does not have them.</source>
        <translation>
            <numerusform>This file&apos;s history parted from the one %2 took over at %3 before the takeover itself: from entry %1 on, they differ. The change below was made on this computer from there; the new owner does not have it.</numerusform>
            <numerusform>This file&apos;s history parted from the one %2 took over at %3 before the takeover itself: from entry %1 on, they differ. The %n changes below were made on this computer from there; the new owner does not have them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took the event over at %2. The %n change(s) below were made on this computer after that, and were never sent to any station: the new owner does not have them. Re-enter at the new owner those that should stand, or discard them. Nothing here is merged.</source>
        <translation>
            <numerusform>%1 took the event over at %2. The change below was made on this computer after that, and was never sent to any station: the new owner does not have it. Re-enter it at the new owner if it should stand, or discard it. Nothing here is merged.</numerusform>
            <numerusform>%1 took the event over at %2. The %n changes below were made on this computer after that, and were never sent to any station: the new owner does not have them. Re-enter at the new owner those that should stand, or discard them. Nothing here is merged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Shared: %n station(s) · players&apos; page on</source>
        <translation>
            <numerusform>Shared: %n station · players&apos; page on</numerusform>
            <numerusform>Shared: %n stations · players&apos; page on</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared: %n station(s)</source>
        <translation>
            <numerusform>Shared: %n station</numerusform>
            <numerusform>Shared: %n stations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) connected: %1.</source>
        <translation>
            <numerusform>%n station connected: %1.</numerusform>
            <numerusform>%n stations connected: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message numerus="yes">
        <source>%n game(s) in the day.</source>
        <translation>
            <numerusform>%n game in the day.</numerusform>
            <numerusform>%n games in the day.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) in the day.</source>
        <translation>
            <numerusform>%n round in the day.</numerusform>
            <numerusform>%n rounds in the day.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) a day, %1 in all; each day starts at the first game&apos;s time.</source>
        <translation>
            <numerusform>%n game a day, %1 in all; each day starts at the first game&apos;s time.</numerusform>
            <numerusform>%n games a day, %1 in all; each day starts at the first game&apos;s time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) a day, %1 in all; each day starts at the first round&apos;s time.</source>
        <translation>
            <numerusform>%n round a day, %1 in all; each day starts at the first round&apos;s time.</numerusform>
            <numerusform>%n rounds a day, %1 in all; each day starts at the first round&apos;s time.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outputs</name>
    <message numerus="yes">
        <source>%n row(s) saved to %1</source>
        <translation>
            <numerusform>%n row saved to %1</numerusform>
            <numerusform>%n rows saved to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>Whole table: each of its %n player(s)</source>
        <translation>
            <numerusform>Whole table: its %n player</numerusform>
            <numerusform>Whole table: each of its %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty recorded: %1, %n point(s) off each player at table %2, game %3</source>
        <translation>
            <numerusform>Penalty recorded: %1, %n point off each player at table %2, game %3</numerusform>
            <numerusform>Penalty recorded: %1, %n points off each player at table %2, game %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty recorded: %1, %n bullhead(s) added to %2 at table %3, game %4</source>
        <translation>
            <numerusform>Penalty recorded: %1, %n bullhead added to %2 at table %3, game %4</numerusform>
            <numerusform>Penalty recorded: %1, %n bullheads added to %2 at table %3, game %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty recorded: %1, %n point(s) off %2 (%3) at table %4, game %5</source>
        <translation>
            <numerusform>Penalty recorded: %1, %n point off %2 (%3) at table %4, game %5</numerusform>
            <numerusform>Penalty recorded: %1, %n points off %2 (%3) at table %4, game %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty recorded: %1, %n point(s) off %2 at table %3, game %4</source>
        <translation>
            <numerusform>Penalty recorded: %1, %n point off %2 at table %3, game %4</numerusform>
            <numerusform>Penalty recorded: %1, %n points off %2 at table %3, game %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %n fine(s)</source>
        <translation>
            <numerusform>, with a fine</numerusform>
            <numerusform>, with %n fines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltyPanel</name>
    <message numerus="yes">
        <source>%n penalty(ies) count</source>
        <translation>
            <numerusform>%n penalty counts</numerusform>
            <numerusform>%n penalties count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>and %n fine(s)</source>
        <translation>
            <numerusform>and %n fine</numerusform>
            <numerusform>and %n fines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty: %n point(s) off %1 (%2)</source>
        <translation>
            <numerusform>Penalty: %n point off %1 (%2)</numerusform>
            <numerusform>Penalty: %n points off %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rankings</name>
    <message numerus="yes">
        <source>%1 wins: %n bullhead(s), as many as %2; the selection total settles it (%3 to %4).</source>
        <translation>
            <numerusform>%1 wins: %n bullhead, as many as %2; the selection total settles it (%3 to %4).</numerusform>
            <numerusform>%1 wins: %n bullheads, as many as %2; the selection total settles it (%3 to %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins: %n bullhead(s), as many as %2; the extra round settles it.</source>
        <translation>
            <numerusform>%1 wins: %n bullhead, as many as %2; the extra round settles it.</numerusform>
            <numerusform>%1 wins: %n bullheads, as many as %2; the extra round settles it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n bullhead(s).</source>
        <translation>
            <numerusform>%1 wins with %n bullhead.</numerusform>
            <numerusform>%1 wins with %n bullheads.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message numerus="yes">
        <source>The record is as Cardroom wrote it: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. Seal: %1 (%n entry(ies)).</source>
        <translation>
            <numerusform>The record is as Cardroom wrote it: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. Seal: %1 (%n entry).</numerusform>
            <numerusform>The record is as Cardroom wrote it: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. Seal: %1 (%n entries).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file&apos;s own checks find nothing: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. But there is nothing to compare it with: no backup of this event is beside the file, so a change made by someone who also worked Cardroom&apos;s bookkeeping out again would not show here (the stations, the printed seals and the check with the convenor&apos;s PIN can still show it). Seal: %1 (%n entry(ies)).</source>
        <translation>
            <numerusform>The file&apos;s own checks find nothing: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. But there is nothing to compare it with: no backup of this event is beside the file, so a change made by someone who also worked Cardroom&apos;s bookkeeping out again would not show here (the stations, the printed seals and the check with the convenor&apos;s PIN can still show it). Seal: %1 (%n entry).</numerusform>
            <numerusform>The file&apos;s own checks find nothing: every signed sheet and penalty matches the audit log, and the log&apos;s chain is whole. But there is nothing to compare it with: no backup of this event is beside the file, so a change made by someone who also worked Cardroom&apos;s bookkeeping out again would not show here (the stations, the printed seals and the check with the convenor&apos;s PIN can still show it). Seal: %1 (%n entries).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message numerus="yes">
        <source>Record seal when printed: %1 (%n entry(ies) in the audit log).</source>
        <translation>
            <numerusform>Record seal when printed: %1 (%n entry in the audit log).</numerusform>
            <numerusform>Record seal when printed: %1 (%n entries in the audit log).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>%n page(s) saved to %1</source>
        <translation>
            <numerusform>%n page saved to %1</numerusform>
            <numerusform>%n pages saved to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) still to come in: %1</source>
        <translation>
            <numerusform>%n table still to come in: %1</numerusform>
            <numerusform>%n tables still to come in: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Seal</name>
    <message numerus="yes">
        <source>The record is vouched for by the convenor&apos;s key up to entry {entry} ({at}); %n entry(ies) after it carry no mark.</source>
        <translation>
            <numerusform>The record is vouched for by the convenor&apos;s key up to entry {entry} ({at}); %n entry after it carries no mark.</numerusform>
            <numerusform>The record is vouched for by the convenor&apos;s key up to entry {entry} ({at}); %n entries after it carry no mark.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No entry of the record carries the convenor&apos;s key: %n entry(ies) carry no mark.</source>
        <translation>
            <numerusform>No entry of the record carries the convenor&apos;s key: %n entry carries no mark.</numerusform>
            <numerusform>No entry of the record carries the convenor&apos;s key: %n entries carry no mark.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Convenor&apos;s key: marks up to entry {entry}; %n entry(ies) after it carry none.</source>
        <translation>
            <numerusform>Convenor&apos;s key: marks up to entry {entry}; %n entry after it carries none.</numerusform>
            <numerusform>Convenor&apos;s key: marks up to entry {entry}; %n entries after it carry none.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatingBoard</name>
    <message numerus="yes">
        <source>Game %1 has %n empty seat(s): %2. A team defaulted while the floater team was already playing, so no floater is free to take them.</source>
        <translation>
            <numerusform>Game %1 has %n empty seat: %2. A team defaulted while the floater team was already playing, so no floater is free to take it.</numerusform>
            <numerusform>Game %1 has %n empty seats: %2. A team defaulted while the floater team was already playing, so no floater is free to take them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message numerus="yes">
        <source>Penalty: %n point(s) off %1 (%2), assessed by %3</source>
        <translation>
            <numerusform>Penalty: %n point off %1 (%2), assessed by %3</numerusform>
            <numerusform>Penalty: %n points off %1 (%2), assessed by %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>%n line(s) need a playoff (shaded): select one and record the playoff.</source>
        <translation>
            <numerusform>%n line needs a playoff (shaded): select it and record the playoff.</numerusform>
            <numerusform>%n lines need a playoff (shaded): select one and record the playoff.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with no results yet (no signed sheet): listed last, without a rank.</source>
        <translation>
            <numerusform>%n line with no results yet (no signed sheet): listed last, without a rank.</numerusform>
            <numerusform>%n lines with no results yet (no signed sheet): listed last, without a rank.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Stations</name>
    <message numerus="yes">
        <source>%n change(s) made here after the takeover: see the list (Late changes…).</source>
        <translation>
            <numerusform>%n change made here after the takeover: see the list (Late changes…).</numerusform>
            <numerusform>%n changes made here after the takeover: see the list (Late changes…).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Takeover</name>
    <message numerus="yes">
        <source>%n signed sheet(s).</source>
        <translation>
            <numerusform>%n signed sheet.</numerusform>
            <numerusform>%n signed sheets.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimekeeperPanel</name>
    <message numerus="yes">
        <source>%n game(s) of %1 minutes, %2-minute breaks</source>
        <translation>
            <numerusform>%n game of %1 minutes, %2-minute breaks</numerusform>
            <numerusform>%n games of %1 minutes, %2-minute breaks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of %1 minutes, %2-minute breaks</source>
        <translation>
            <numerusform>%n round of %1 minutes, %2-minute breaks</numerusform>
            <numerusform>%n rounds of %1 minutes, %2-minute breaks</numerusform>
        </translation>
    </message>
</context>
</TS>
