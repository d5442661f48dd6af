// Gamut's web companion: the one script of every page (no inline script anywhere).
// It makes a page live (Server-Sent Events: a match's board, a tournament's tables), steps
// through positions without reloading (buttons, links, the slider, the arrow keys), and lets
// a player move by clicking squares.
// It knows no rule of any game: the moves it offers are the server's list of legal moves,
// each with the squares it names, and a click only narrows that list.
"use strict";

(function () {
  const body = document.body;
  const live = document.getElementById("live");
  if (!live || !body.dataset.page) {
    return;
  }
  const page = body.dataset.page;
  const lang = body.dataset.lang || "en";
  let picked = [];

  function section() {
    return live.querySelector("section.match");
  }

  function following() {
    const s = section();
    return !s || s.dataset.ply === s.dataset.latest;
  }

  function show(html) {
    live.innerHTML = html;
    picked = [];
    bind();
  }

  function address(ply) {
    return page + "?ply=" + ply + "&lang=" + encodeURIComponent(lang);
  }

  function step(ply) {
    const s = section();
    if (!s) {
      return;
    }
    const last = Number(s.dataset.latest);
    const target = Math.max(0, Math.min(last, ply));
    fetch(address(target) + "&part=live", { credentials: "same-origin" })
      .then(function (answer) {
        return answer.ok ? answer.text() : Promise.reject(answer.status);
      })
      .then(function (html) {
        show(html);
        history.replaceState(null, "", address(target));
      })
      .catch(function () {
        window.location.assign(address(target));
      });
  }

  // ----- moving by clicking ---------------------------------------------------------------

  function moves() {
    const form = live.querySelector("form.play");
    if (!form || !form.dataset.moves) {
      return [];
    }
    return JSON.parse(form.dataset.moves);
  }

  function startsWith(squares, prefix) {
    return prefix.every(function (square, i) {
      return squares[i] === square;
    });
  }

  function play(move) {
    const form = live.querySelector("form.play");
    form.querySelector("select[name=move]").value = move;
    form.submit();
  }

  function mark() {
    const all = moves();
    const open = all.filter(function (m) {
      return startsWith(m.squares, picked);
    });
    const next = new Set();
    open.forEach(function (m) {
      if (m.squares.length > picked.length) {
        next.add(m.squares[picked.length]);
      }
    });
    live.querySelectorAll("g.square").forEach(function (g) {
      const square = g.dataset.square;
      g.classList.toggle("picked", picked.indexOf(square) >= 0);
      g.classList.toggle("next", picked.length > 0 && next.has(square));
      g.classList.toggle("movable", picked.length === 0 && next.has(square));
    });
    const choices = live.querySelector("form.play .choices");
    if (!choices) {
      return;
    }
    choices.textContent = "";
    const done = open.filter(function (m) {
      return picked.length > 0 && m.squares.length === picked.length;
    });
    if (done.length === 1 && done.length === open.length) {
      play(done[0].move);
      return;
    }
    done.forEach(function (m) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "choice";
      button.textContent = m.move;
      button.addEventListener("click", function () {
        play(m.move);
      });
      choices.appendChild(button);
    });
  }

  function clicked(square) {
    const all = moves();
    if (!all.length) {
      return;
    }
    const wanted = picked.concat([square]);
    if (all.some(function (m) { return startsWith(m.squares, wanted); })) {
      picked = wanted;
    } else if (all.some(function (m) { return m.squares[0] === square; })) {
      picked = [square];
    } else {
      picked = [];
    }
    mark();
  }

  // ----- a live game's clock --------------------------------------------------------------
  // The server gives the instant the side to move's time runs out; the page only subtracts
  // the time now, written as the server writes a time left (9:53, 0:08.4 below ten seconds).
  // "Now" is the server's: asked once (/now), taken at the midpoint of the round trip, so a
  // reader whose computer's clock is off still sees the time really left.

  let skew = 0; // the server's clock less this computer's, in milliseconds

  function askServerTime() {
    if (!live.querySelector("time.left") || !window.fetch) {
      return;
    }
    const asked = Date.now();
    fetch("/now", { cache: "no-store" })
      .then(function (answer) { return answer.json(); })
      .then(function (server) {
        skew = Number(server.ms) - (asked + Date.now()) / 2;
        tick();
      })
      .catch(function () {}); // without it, this computer's clock (the deadline still shown in words)
  }

  function timeLeft(ms) {
    ms = Math.max(0, Math.floor(ms));
    const minutes = Math.floor(ms / 60000);
    const rest = ms % 60000;
    if (minutes === 0 && rest < 10000) {
      return "0:0" + Math.floor(rest / 1000) + "." + Math.floor((rest % 1000) / 100);
    }
    return minutes + ":" + String(Math.floor(rest / 1000)).padStart(2, "0");
  }

  function tick() {
    live.querySelectorAll("time.left[data-deadline-ms]").forEach(function (left) {
      const shown = timeLeft(Number(left.dataset.deadlineMs) - (Date.now() + skew));
      if (left.textContent !== shown) {
        left.textContent = shown;
      }
    });
  }

  window.setInterval(tick, 100);
  askServerTime();

  // ----- wiring ------------------------------------------------------------------------------

  function bind() {
    live.querySelectorAll("a[data-ply]").forEach(function (a) {
      a.addEventListener("click", function (event) {
        event.preventDefault();
        step(Number(a.dataset.ply));
      });
    });
    const range = live.querySelector("nav.replay input[type=range]");
    if (range) {
      range.addEventListener("input", function () {
        step(Number(range.value));
      });
    }
    live.querySelectorAll("g.square").forEach(function (g) {
      g.addEventListener("click", function () {
        clicked(g.dataset.square);
      });
    });
    const resign = live.querySelector("form.resign");
    if (resign) {
      resign.addEventListener("submit", function (event) {
        if (!window.confirm(resign.querySelector("label").textContent.trim())) {
          event.preventDefault();
        }
      });
    }
    mark();
    tick();
  }

  document.addEventListener("keydown", function (event) {
    const s = section();
    if (!s || event.target.closest("input, select, textarea, button")) {
      return;
    }
    const ply = Number(s.dataset.ply);
    const keys = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: Number(s.dataset.latest) };
    if (event.key in keys) {
      event.preventDefault();
      step(keys[event.key]);
    }
  });

  if (body.dataset.stream && window.EventSource) {
    // The stream is told what the page shows (its event id), so its first event is the
    // first change, never the page again (which would replace the page with a copy of itself,
    // and any element a reader or a test held with it).
    const shown = live.querySelector("section[data-event]");
    const since = shown ? "&last=" + encodeURIComponent(shown.dataset.event) : "";
    const source = new EventSource(
      body.dataset.stream + "?lang=" + encodeURIComponent(lang) + since
    );
    source.addEventListener("position", function (event) {
      // A reader looking at an earlier position keeps it; one at the last follows (and the
      // first event, which a fresh page already shows, changes nothing).
      const s = section();
      if (s && s.dataset.event === event.lastEventId) {
        return;
      }
      if (following()) {
        show(JSON.parse(event.data).html);
      }
    });
    // A tournament's page: its standings, pairings and results as they change.
    source.addEventListener("tournament", function (event) {
      const shown = live.querySelector("section.tournament");
      if (!shown || shown.dataset.event !== event.lastEventId) {
        show(JSON.parse(event.data).html);
      }
    });
  }
  bind();
})();
