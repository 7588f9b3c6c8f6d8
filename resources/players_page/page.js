// The players' page. Every text from the server is put in with
// textContent, never as markup: a name is text, whatever it holds.
"use strict";
(function () {
  var words = JSON.parse(document.body.getAttribute("data-words") || "{}");
  var offset = 0;  // the owner's clock minus the phone's, in seconds
  var state = null;
  var me = null;
  try { me = window.localStorage.getItem("cardroom-player"); } catch (e) { me = null; }

  function $(id) { return document.getElementById(id); }
  function say(template, values) {
    return String(template || "").replace(/\{(\w+)\}/g, function (_, key) {
      return values[key] === undefined || values[key] === null ? "" : String(values[key]);
    });
  }
  function setText(id, text) { var node = $(id); if (node) { node.textContent = text; } }
  function get(path) {
    return fetch(path, {cache: "no-store"}).then(function (r) {
      if (!r.ok) { throw new Error(String(r.status)); }
      return r.json();
    });
  }
  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }
  function cell(row, text, cls) {
    var td = document.createElement("td");
    td.textContent = text;
    if (cls) { td.className = cls; }
    row.appendChild(td);
  }
  // "Game 7" or, where the game says so (whist's manches), "Round 2".
  function gameText(n, word) { return say(words[word] || words.game, {n: n}); }
  function seatText(seat, word) {
    if (!seat) { return words.not_seated; }
    var place = (words.seats || {})[seat.seat] || seat.seat;
    var text = gameText(seat.game, word) + " — " +
      say(seat.final ? words.final_table_seat : words.table_seat, {table: seat.table, seat: place});
    if (seat.partner) { text += " — " + say(words.partner, {name: seat.partner}); }
    return text;
  }
  // One game's result in its game's numbers: a partnership's points and
  // score; else the place at the table, then whist's points (and fines,
  // if any) or 6 nimmt's bullheads.
  function resultText(r, word) {
    var parts = [gameText(r.game, word)];
    if (r.place === undefined) {
      parts.push(say(words.points, r));
    } else {
      parts.push(say(r.final ? words.at_final : words.at_table, r));
      if (r.bullheads !== undefined) { parts.push(say(words.result_bullheads, r)); }
      if (r.points !== undefined) { parts.push(say(words.result_points, r)); }
      if (r.fines) { parts.push(say(words.result_fines, r)); }
    }
    return parts.join(" — ");
  }
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function countdown(seconds) {
    if (seconds === null || seconds === undefined) { return ""; }
    var whole = Math.max(0, Math.ceil(seconds));
    var h = Math.floor(whole / 3600), m = Math.floor((whole % 3600) / 60), s = whole % 60;
    return h ? h + ":" + pad(m) + ":" + pad(s) : pad(m) + ":" + pad(s);
  }
  function phaseText(clock) {
    var phase = clock.phase;
    if (phase === "game") { return say(words.phase_game, {n: clock.game}); }
    if (phase === "break") { return words.phase_break; }
    if (phase === "paused") { return words.phase_paused; }
    if (phase === "time") { return words.phase_time; }
    if (phase === "ready") { return words.phase_ready; }
    return words.phase_over;
  }
  function tick() {
    if (!state) { return; }
    var clock = state.clock;
    var left = clock.remaining;
    if (clock.deadline && clock.phase !== "paused") {
      left = clock.deadline - (Date.now() / 1000 + offset);
    }
    setText("phase", phaseText(clock));
    setText("remaining", countdown(left));
  }
  // The standings' heading (what game, how many tables signed) comes with
  // every update; their rows (a thousand and more) only on a phone that
  // opens them, fetched again when an update says they changed.
  function showStandingsTitle() {
    var s = state.standings;
    var title;
    if (state.finished) { title = words.standings_final; }
    else if (!s.game) { title = words.standings_none; }
    else { title = say(words.standings_after, s); }
    setText("standings-title", title);
  }
  function showStandings(s) {
    for (var i = 0; i < 2; i++) {
      var label = s.labels[i];
      setText("label-" + i, label ? (words[label === "points" ? "points_label" : label] || label) : "");
    }
    var body = $("rows");
    clear(body);
    s.rows.forEach(function (row) {
      var tr = document.createElement("tr");
      if (!row.played) { tr.className = "waiting"; }
      cell(tr, row.place, "n");
      cell(tr, row.name);
      cell(tr, row.played ? String(row.numbers[0] === undefined ? "" : row.numbers[0]) : words.no_results, "n");
      cell(tr, row.played && row.numbers.length > 1 ? String(row.numbers[1]) : "", "n");
      if (row.played) {  // each number's word, for a narrow screen's rows (page.css)
        for (var k = 0; k < 2; k++) { tr.children[2 + k].setAttribute("data-label", $("label-" + k).textContent); }
      }
      body.appendChild(tr);
    });
  }
  var standingsOpen = false;
  var standingsTag = null;  // the tag of the rows shown
  function loadStandings() {
    if (!standingsOpen || !state) { return; }
    var tag = state.standings.tag;
    if (tag === standingsTag) { return; }
    get("/api/standings").then(function (s) { standingsTag = tag; showStandings(s); });
  }
  function openStandings(open) {
    standingsOpen = open;
    $("standings-toggle").setAttribute("aria-expanded", open ? "true" : "false");
    $("standings-body").hidden = !open;
    try { window.localStorage.setItem("cardroom-standings", open ? "open" : ""); } catch (e) { /* private mode */ }
    if (open) { loadStandings(); }
  }
  function showPlayer(p) {
    $("player").hidden = false;
    $("find").hidden = true;  // the seat first; "Not me" brings the search back
    setText("player-name", p.number + " — " + p.name);
    setText("player-playing", words.playing + words.colon + seatText(p.playing, p.game_word));
    setText("player-next", words.next + words.colon + seatText(p.next, p.game_word));
    setText("player-rank", p.rank ? say(words.rank, {rank: p.rank}) + " (" +
      (p.provisional ? words.provisional : words.final) + ")" : p.results.length ? words.unranked : words.no_results);
    var list = $("player-results");
    clear(list);
    p.results.forEach(function (r) {
      var li = document.createElement("li");
      li.textContent = resultText(r, p.game_word);
      list.appendChild(li);
    });
    if (p.selection_total !== null && p.selection_total !== undefined) {
      var total = document.createElement("li");
      total.textContent = say(words.selection_total_is, {total: p.selection_total});
      list.appendChild(total);
    }
  }
  function hidePlayer() { $("player").hidden = true; $("find").hidden = false; }
  function loadPlayer() {
    if (!me) { hidePlayer(); return; }
    get("/api/player?n=" + encodeURIComponent(me)).then(showPlayer, hidePlayer);
  }
  function choose(number) {
    me = String(number);
    try { window.localStorage.setItem("cardroom-player", me); } catch (e) { /* private mode */ }
    clear($("found"));
    listen();  // a stream that follows this player: its first update shows them
  }
  function search(event) {
    event.preventDefault();
    var q = $("q").value;
    get("/api/find?q=" + encodeURIComponent(q)).then(function (data) {
      var list = $("found");
      clear(list);
      if (!data.found.length) {
        var li = document.createElement("li");
        li.textContent = words.none_found;
        list.appendChild(li);
      }
      if (data.found.length === 1) { choose(data.found[0].number); return; }
      data.found.forEach(function (p) {
        var li = document.createElement("li");
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = p.number + " — " + p.name;
        button.addEventListener("click", function () { choose(p.number); });
        li.appendChild(button);
        list.appendChild(li);
      });
    });
  }
  function showState(s, now) {
    state = s;
    offset = now - Date.now() / 1000;
    setText("event", s.event);
    showStandingsTitle();
    tick();
    loadStandings();
  }
  // Without update streams (an old browser): the state and the player every ten seconds.
  function refresh() {
    get("/api/state").then(function (s) { showState(s, s.now); });
    loadPlayer();
  }
  // Each update is pushed with what this phone shows: the owner's time, the
  // room, and the player it follows (none: the search shows). Nothing is
  // fetched on an update but the standings, where they are open.
  var source = null;
  var retry = null;
  function listen() {
    if (!window.EventSource) { refresh(); if (!retry) { retry = window.setInterval(refresh, 10000); } return; }
    if (source) { source.close(); }
    if (retry) { window.clearTimeout(retry); retry = null; }
    // An EventSource reconnects by itself after a dropped connection, but
    // gives up for good when an answer is refused (a 503 from a busy owner,
    // a hotspot's page): then the page opens another after a few seconds.
    var mine = new EventSource("/events" + (me ? "?n=" + encodeURIComponent(me) : ""));
    source = mine;
    mine.addEventListener("update", function (event) {
      var update = JSON.parse(event.data);
      $("offline").hidden = true;
      document.body.setAttribute("data-live", "1");  // the first update is in (tests wait for it)
      showState(update.state, update.now);
      if (update.player) { showPlayer(update.player); } else { hidePlayer(); }
    });
    mine.onerror = function () {
      if (source !== mine) { return; }
      $("offline").hidden = false;
      if (mine.readyState === EventSource.CLOSED) { retry = window.setTimeout(listen, 5000); }
    };
  }
  // A phone waking up opens its stream again at once (the first update
  // brings what changed while it slept), rather than waiting for a retry.
  document.addEventListener("visibilitychange", function () { if (!document.hidden) { listen(); } });
  window.cardroomPage = {showPlayer: showPlayer, showStandings: showStandings};
  $("standings-toggle").addEventListener("click", function () { openStandings(!standingsOpen); });
  $("find").addEventListener("submit", search);
  $("forget").addEventListener("click", function () {
    me = null;
    try { window.localStorage.removeItem("cardroom-player"); } catch (e) { /* private mode */ }
    hidePlayer();
    $("find").hidden = false;
    $("q").focus();
    listen();  // following nobody now
  });
  // A phone that knows its player shows no search box before the first
  // update brings that player's seat (no flash of the search).
  if (me) { $("find").hidden = true; }
  window.setInterval(tick, 1000);
  try { openStandings(window.localStorage.getItem("cardroom-standings") === "open"); } catch (e) { /* private mode */ }
  listen();
}());
