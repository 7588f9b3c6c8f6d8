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
  function showStandings() {
    var s = state.standings;
    var title;
    if (state.finished) { title = words.standings_final; }
    else if (!s.game) { title = words.standings_none; }
    else { title = say(words.standings_after, s); }
    setText("standings-title", title);
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
  function loadPlayer() {
    if (!me) { $("player").hidden = true; return; }
    get("/api/player?n=" + encodeURIComponent(me)).then(showPlayer, function () { $("player").hidden = true; });
  }
  function choose(number) {
    me = String(number);
    try { window.localStorage.setItem("cardroom-player", me); } catch (e) { /* private mode */ }
    clear($("found"));
    loadPlayer();
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
  function refresh() {
    get("/api/state").then(function (s) {
      state = s;
      offset = s.now - Date.now() / 1000;
      setText("event", s.event);
      showStandings();
      tick();
    });
    loadPlayer();
  }
  function listen() {
    if (!window.EventSource) { window.setInterval(refresh, 10000); return; }
    // An EventSource reconnects by itself after a dropped connection, but
    // gives up for good when an answer is refused (a 503 from a busy owner,
    // a hotspot's page): then the page opens another after a few seconds.
    var source = new EventSource("/events");
    source.addEventListener("changed", function () { $("offline").hidden = true; refresh(); });
    source.onerror = function () {
      $("offline").hidden = false;
      if (source.readyState === EventSource.CLOSED) { window.setTimeout(listen, 5000); }
    };
  }
  // A phone waking up asks again at once rather than at the next change.
  document.addEventListener("visibilitychange", function () { if (!document.hidden) { refresh(); } });
  window.cardroomPage = {showPlayer: showPlayer, showStandings: function (s) { state = s; showStandings(); }};
  $("find").addEventListener("submit", search);
  $("forget").addEventListener("click", function () {
    me = null;
    try { window.localStorage.removeItem("cardroom-player"); } catch (e) { /* private mode */ }
    $("player").hidden = true;
    $("find").hidden = false;
    $("q").focus();
  });
  window.setInterval(tick, 1000);
  refresh();
  listen();
}());
