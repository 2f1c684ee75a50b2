// Search over the names and descriptions of every event type and field, in the page: the index
// is assets/search-index.js (window.EVENTSPEC_SEARCH: [kind, name, where, description, link]),
// loaded the first time the search box is used, so that reading a page never waits for it.
// Without JavaScript the search box stays hidden and every page works as it is.
(function () {
  "use strict";
  var items = null;
  var box = document.getElementById("search");
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  if (!box || !input || !list) {
    return;
  }
  var root = document.body.getAttribute("data-root") || "";
  var limit = 20;
  var loading = false;
  box.hidden = false;

  // Loads the index once, then searches for what was typed meanwhile.
  function load() {
    if (loading) {
      return;
    }
    loading = true;
    var script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.onload = function () {
      items = window.EVENTSPEC_SEARCH || [];
      show();
    };
    script.onerror = function () {
      list.textContent = "";
      var failed = document.createElement("li");
      failed.className = "muted";
      failed.textContent = "The search index could not be loaded.";
      list.appendChild(failed);
      list.hidden = false;
    };
    document.head.appendChild(script);
  }

  // Higher is better; 0 is no match. Every word must match the name or the description.
  function score(item, words) {
    var name = item[1].toLowerCase();
    var last = name.split(".").pop();
    var text = (item[2] + " " + item[3]).toLowerCase();
    var total = 0;
    for (var i = 0; i < words.length; i++) {
      var word = words[i];
      if (name === word || last === word) {
        total += 100;
      } else if (last.indexOf(word) === 0) {
        total += 40;
      } else if (name.indexOf(word) >= 0) {
        total += 20;
      } else if (text.indexOf(word) >= 0) {
        total += 5;
      } else {
        return 0;
      }
    }
    return total + (item[0] === "field" ? 0 : 1);
  }

  function entry(item) {
    var li = document.createElement("li");
    var a = document.createElement("a");
    a.href = root + item[4];
    var name = document.createElement("code");
    name.textContent = item[1];
    a.appendChild(name);
    a.appendChild(document.createTextNode(" " + item[0]));
    var where = document.createElement("span");
    where.className = "where";
    where.textContent = [item[2], item[3]].filter(Boolean).join(": ");
    a.appendChild(where);
    li.appendChild(a);
    return li;
  }

  function show() {
    if (items === null) {
      load();
      return;
    }
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    list.textContent = "";
    if (words.length === 0) {
      list.hidden = true;
      return;
    }
    var found = [];
    for (var i = 0; i < items.length; i++) {
      var s = score(items[i], words);
      if (s > 0) {
        found.push([s, i]);
      }
    }
    // Best first; the index's order (family, version, declaration) breaks ties.
    found.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    found.slice(0, limit).forEach(function (hit) {
      list.appendChild(entry(items[hit[1]]));
    });
    if (found.length === 0) {
      var none = document.createElement("li");
      none.className = "muted";
      none.textContent = "Nothing matches.";
      list.appendChild(none);
    }
    list.hidden = false;
  }

  input.addEventListener("focus", load);
  input.addEventListener("input", show);
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      input.value = "";
      show();
    } else if (event.key === "Enter") {
      var first = list.querySelector("a");
      if (first) {
        window.location.href = first.href;
      }
    }
  });
  list.addEventListener("click", function () {
    list.hidden = true;
  });
})();
