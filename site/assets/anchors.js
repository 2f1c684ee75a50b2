// Permalinks into a named type's fields through the field that uses it: a field's values that
// are a named type are documented once, in that type's section, so an address such as
// `#subagent_lifecycle.usage.reasoning_tokens` (from when the type's fields were listed under
// each field using it) has no element of its own. The field `subagent_lifecycle.usage` names the
// type's section (`data-type`); the rest of the address is a field there. Without JavaScript
// such an address opens the page at its top.
(function () {
  "use strict";
  var MAX_STEPS = 32;

  // The element of the field or section `id` leads into, or null.
  function resolve(id) {
    for (var step = 0; step < MAX_STEPS; step++) {
      if (document.getElementById(id)) {
        return id;
      }
      var next = null;
      for (var at = id.lastIndexOf("."); at > 0 && next === null; at = id.lastIndexOf(".", at - 1)) {
        // An array's items are written `-items` after the field's name.
        var head = id.slice(0, at);
        var field = document.getElementById(head);
        while (!field && /-items$/.test(head)) {
          head = head.slice(0, -"-items".length);
          field = document.getElementById(head);
        }
        var type = field && field.getAttribute("data-type");
        if (type) {
          next = type + id.slice(at);
        }
      }
      if (next === null) {
        return null;
      }
      id = next;
    }
    return null;
  }

  function follow() {
    var id = decodeURIComponent(location.hash.slice(1));
    if (!id || document.getElementById(id)) {
      return;
    }
    var found = resolve(id);
    if (found) {
      location.replace("#" + encodeURIComponent(found));
    }
  }

  window.addEventListener("hashchange", follow);
  follow();
})();
