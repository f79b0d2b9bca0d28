/// The scripts of the built-in theme, written to `assets/` by every build.
///
/// Progressive enhancement only: every page works without them (all viewports at full size, variants switched by
/// `:target`). No framework and no fetch, so they work from `file://`; together they stay far below the catalog's
/// 15 KB budget for JavaScript.
public enum ThemeScripts {
    /// `assets/trellis.js`, on page previews: zoom (fit, 50 %, 100 %), one-viewport focus, frames as tall as their
    /// rendering, variant switching without a jump, and the layout overlay with its legend. Settings persist in
    /// `localStorage`, and a URL can carry them (`?zoom=0.5&focus=phone&full=1&overlay=1`).
    ///
    /// A frame cannot be read from its parent when the site is opened from disk (every `file://` page is its own
    /// origin), so renderings report their height by `postMessage` (`frame`), and the overlay is switched through
    /// the frame's URL fragment (`#t-overlay`, read by the rendering's CSS with `:target`).
    public static let preview = #"""
        // Trellis page preview. Settings are kept per browser in localStorage when it is available.
        (function () {
          "use strict";
          var controls = document.querySelector("[data-t-controls]");
          var variants = document.querySelector(".t-variants");
          if (!controls || !variants) { return; }
          document.documentElement.classList.add("t-js");
          controls.hidden = false;
          var settings = { zoom: "fit", focus: "", full: false, overlay: false };
          var key = "trellis-preview";
          try {
            var saved = JSON.parse(localStorage.getItem(key) || "{}");
            Object.keys(settings).forEach(function (name) { if (name in saved) { settings[name] = saved[name]; } });
          } catch (error) { /* storage unavailable: defaults */ }
          // A link can carry its own settings: index.html?zoom=0.5&focus=phone&full=1&overlay=1#v-grid.
          var query = new URLSearchParams(location.search);
          Object.keys(settings).forEach(function (name) {
            if (!query.has(name)) { return; }
            var value = query.get(name);
            settings[name] = typeof settings[name] === "boolean" ? value === "1" || value === "true" : value;
          });
          function save() { try { localStorage.setItem(key, JSON.stringify(settings)); } catch (error) { /* ignore */ } }
          function all(selector, scope) { return Array.prototype.slice.call((scope || document).querySelectorAll(selector)); }
          var heights = [];
          var frames = all(".t-device iframe");

          function layout() {
            var available = variants.clientWidth;
            all(".t-frames").forEach(function (row) {
              var shown = all(".t-device", row).filter(function (device) {
                device.hidden = settings.focus !== "" && device.getAttribute("data-viewport") !== settings.focus;
                return !device.hidden;
              });
              var gap = 24, total = 0;
              shown.forEach(function (device) { total += Number(device.querySelector("iframe").getAttribute("width")) + 2; });
              var fit = Math.min(1, (available - (gap + 1) * shown.length) / Math.max(total, 1));
              // A design in both schemes shows each viewport light and dark: when all of them side by side would be
              // too small, each pair stays side by side and the pairs wrap, all at the scale of the widest pair.
              var paired = false;
              if (fit < 0.4 && shown.some(function (device) { return device.getAttribute("data-scheme") === "dark"; })) {
                var widest = 0;
                shown.forEach(function (device) { widest = Math.max(widest, Number(device.querySelector("iframe").getAttribute("width")) + 2); });
                var pairFit = Math.min(1, (available - 2 * (gap + 1)) / (2 * widest));
                if (pairFit >= 0.4) { fit = pairFit; paired = true; }
              }
              // Too small side by side (a phone-sized window): one under the other, each as wide as the window.
              var stacked = settings.zoom === "fit" && fit < 0.4;
              row.classList.toggle("t-stacked", stacked || (paired && settings.zoom === "fit"));
              shown.forEach(function (device) {
                var frame = device.querySelector("iframe");
                var width = Number(frame.getAttribute("width"));
                var scale = settings.zoom !== "fit" ? Number(settings.zoom)
                  : stacked ? Math.min(1, (available - 2) / (width + 2)) : fit;
                var measured = heights[frames.indexOf(frame)];
                var height = settings.full && measured ? measured : Number(frame.getAttribute("height"));
                frame.style.height = height + "px";
                frame.style.transform = scale === 1 ? "" : "scale(" + scale + ")";
                var box = device.querySelector(".t-scale");
                box.style.width = Math.ceil((width + 2) * scale) + "px";
                box.style.height = Math.ceil((height + 2) * scale) + "px";
                device.style.width = box.style.width;
              });
            });
            controls.setAttribute("data-scale", settings.zoom);
          }

          function overlay() {
            frames.forEach(function (frame) {
              var base = frame.getAttribute("src").split("#")[0];
              // A fragment change navigates within the frame's document: no reload.
              if (settings.overlay || frame.src.indexOf("#") >= 0) { frame.src = base + (settings.overlay ? "#t-overlay" : "#t-none"); }
            });
            all("[data-t-legend]").forEach(function (legend) { legend.hidden = !settings.overlay; });
          }

          function activate(name, remember) {
            var found = all(".t-variant").some(function (section) { return section.id === "v-" + name; });
            if (!found) { name = "default"; }
            all(".t-variant").forEach(function (section) { section.classList.toggle("t-active", section.id === "v-" + name); });
            all("[data-t-variant]").forEach(function (link) {
              if (link.getAttribute("data-t-variant") === name) { link.setAttribute("aria-current", "true"); }
              else { link.removeAttribute("aria-current"); }
            });
            if (remember) { history.replaceState(null, "", "#v-" + name); }
            layout();
          }

          all("[data-t-variant]").forEach(function (link) {
            link.addEventListener("click", function (event) {
              event.preventDefault();
              activate(link.getAttribute("data-t-variant"), true);
            });
          });
          all("input, select", controls).forEach(function (input) {
            var name = input.name.replace("t-", "");
            if (input.type === "radio") { input.checked = input.value === settings[name]; }
            else if (input.type === "checkbox") { input.checked = settings[name]; }
            else { input.value = settings[name]; if (input.value !== settings[name]) { settings[name] = input.value; } }
            input.addEventListener("change", function () {
              settings[name] = input.type === "checkbox" ? input.checked : input.value;
              save();
              if (name === "overlay") { overlay(); } else { layout(); }
            });
          });
          window.addEventListener("message", function (event) {
            var index = frames.findIndex(function (frame) { return frame.contentWindow === event.source; });
            var height = event.data && event.data.trellisFrameHeight;
            if (index < 0 || typeof height !== "number" || heights[index] === height) { return; }
            heights[index] = height;
            if (settings.full) { layout(); }
          });
          var pending = false;
          window.addEventListener("resize", function () {
            if (pending) { return; }
            pending = true;
            requestAnimationFrame(function () { pending = false; layout(); });
          });
          // The variant named in the address (`#v-dark`), on load and when the address changes on an open page
          // (a link from the search or the catalog, Back and Forward).
          // The variant an address names (`#v-grid`); "" for none, null for another fragment (`#source`).
          function addressedVariant() {
            var hash = location.hash;
            try { hash = decodeURIComponent(hash); } catch (error) { /* a malformed escape: kept as written */ }
            if (hash.indexOf("#v-") === 0) { return hash.slice(3); }
            return hash === "" ? "" : null;
          }
          activate(addressedVariant() || "default", false);
          // Back to the page as first opened shows the default again; another fragment leaves the variant.
          window.addEventListener("hashchange", function () {
            var name = addressedVariant();
            if (name !== null) { activate(name || "default", false); }
          });
          overlay();
          // The file name links to the page's JSON below it: the link opens it (a browser opens a closed
          // <details> for a link to something inside it, not to the element itself).
          var source = document.getElementById("source");
          function reveal() { if (source && location.hash === "#source") { source.open = true; } }
          window.addEventListener("hashchange", reveal);
          reveal();
        })();

        """#

    /// `assets/trellis-frame.js`, in page renderings: tells the page preview holding the rendering in a frame how
    /// tall the rendering is, now and whenever that changes (fonts, images and auto-height items settle late).
    public static let frame = #"""
        // Trellis rendering: reports its height to the page preview that frames it. Does nothing on its own.
        (function () {
          "use strict";
          if (window.parent === window) { return; }
          var last = -1;
          function report() {
            var height = Math.ceil(document.documentElement.scrollHeight);
            if (height === last) { return; }
            last = height;
            window.parent.postMessage({ trellisFrameHeight: height }, "*");
          }
          window.addEventListener("load", report);
          if (window.ResizeObserver) { new ResizeObserver(report).observe(document.body); }
          report();
        })();

        """#

    /// `assets/trellis-search.js`, on the home page: searches page titles and ids, section ids, component types
    /// and ids, and the text components show (`assets/search-index.js`, loaded on first use). Every word typed
    /// must appear, words split as the index's are (punctuation separates them); a query that extends the previous
    /// one searches only the previous hits.
    public static let search = #"""
        // Trellis catalog search. The index is a script file, so it loads from file:// as well as from a server.
        (function () {
          "use strict";
          var form = document.querySelector("[data-t-search]");
          var list = document.querySelector("[data-t-results]");
          var status = document.querySelector("[data-t-status]");
          if (!form || !list || !status) { return; }
          var input = form.querySelector("input");
          form.hidden = false;
          var index = null, loading = false, previous = { query: "", hits: null };
          var kinds = { p: "page", t: "component type" };

          function load(then) {
            if (index) { then(); return; }
            if (loading) { return; }
            loading = true;
            status.textContent = "Loading the index…";
            var script = document.createElement("script");
            script.src = form.getAttribute("data-t-search");
            script.onload = function () { index = window.trellisSearchIndex || []; then(); };
            script.onerror = function () { status.textContent = "The search index could not be loaded."; };
            document.head.appendChild(script);
          }

          // Whether `word` starts one of the words of `text` (what precedes it is no letter or digit).
          function startsWord(text, word) {
            for (var at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
              if (at === 0 || !/[a-z0-9\u0080-\uffff]/.test(text.charAt(at - 1))) { return true; }
            }
            return false;
          }

          // The title alone is scored: it is short, where a page's words run to kilobytes and a one-letter query
          // finds every page.
          function score(entry, words) {
            var title = entry[1].toLowerCase(), total = 0;
            for (var i = 0; i < words.length; i++) {
              if (startsWord(title, words[i])) { total += 2; } else if (title.indexOf(words[i]) >= 0) { total += 1; }
            }
            return total;
          }

          function search() {
            // Split as the index was made: letters, digits and anything beyond ASCII make words; the rest
            // (spaces, punctuation) separates them, so "8:15 PM" or "maya@example.com" finds what pages show.
            var words = input.value.toLowerCase().split(/[^a-z0-9\u0080-\uffff]+/).filter(Boolean);
            var query = words.join(" ");
            list.textContent = "";
            if (!words.length) { status.textContent = ""; previous = { query: "", hits: null }; return; }
            var pool = previous.hits && previous.query && query.indexOf(previous.query) === 0 ? previous.hits : index;
            var hits = pool.filter(function (entry) {
              for (var i = 0; i < words.length; i++) { if (entry[4].indexOf(words[i]) < 0) { return false; } }
              return true;
            });
            previous = { query: query, hits: hits };
            // Best first: a word typed starting a word of the title, then inside the title, then the rest; in site
            // order among equals. Of a thousand pages that mention a word, the one it names comes first.
            var ranked = hits.map(function (entry, order) { return [score(entry, words), order, entry]; });
            ranked.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
            var fragment = document.createDocumentFragment();
            ranked.slice(0, 50).map(function (hit) { return hit[2]; }).forEach(function (entry) {
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = entry[2];
              link.textContent = entry[1];
              var detail = document.createElement("span");
              detail.className = "t-dim";
              detail.textContent = " " + kinds[entry[0]] + " · " + entry[3];
              item.appendChild(link);
              item.appendChild(detail);
              fragment.appendChild(item);
            });
            list.appendChild(fragment);
            status.textContent = hits.length === 0 ? "Nothing found." : hits.length === 1 ? "1 result."
              : hits.length > 50 ? hits.length + " results; the first 50 are shown." : hits.length + " results.";
          }

          input.addEventListener("focus", function () { load(function () { loading = false; status.textContent = ""; search(); }); });
          input.addEventListener("input", function () { if (index) { search(); } else { load(search); } });
          form.addEventListener("submit", function (event) {
            event.preventDefault();
            var first = list.querySelector("a");
            if (first) { location.href = first.href; }
          });
          input.addEventListener("keydown", function (event) {
            var first = list.querySelector("a");
            if (event.key === "ArrowDown" && first) { event.preventDefault(); first.focus(); }
          });
          list.addEventListener("keydown", function (event) {
            var links = Array.prototype.slice.call(list.querySelectorAll("a"));
            var at = links.indexOf(document.activeElement);
            if (at < 0) { return; }
            if (event.key === "ArrowDown" && at + 1 < links.length) { event.preventDefault(); links[at + 1].focus(); }
            if (event.key === "ArrowUp") { event.preventDefault(); (at > 0 ? links[at - 1] : input).focus(); }
          });
          var query = new URLSearchParams(location.search).get("q");
          if (query) { input.value = query; load(search); }
        })();

        """#
}
