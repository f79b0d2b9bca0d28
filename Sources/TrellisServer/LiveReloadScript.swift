/// The script that `trellis serve` adds to every HTML page it serves, at `/_trellis/live.js`.
///
/// It is a file, not inline code, so a page's own Content-Security-Policy (or a future one of the theme's) need not
/// allow inline scripts, and one absolute URL works from any depth of the site. `trellis build` never writes it.
///
/// What it does:
/// - In a frame (the viewport renderings of a page preview) it removes the failure overlay, which the page holding
///   the frames shows already, so the last good rendering stays in view; and it opens no connection: the page that
///   holds the frames reloads, and its frames with it. A connection per frame would also cost one of the browser's
///   six connections per host for every viewport, and stall the page.
/// - On the top page it opens an `EventSource` on `/_trellis/events?page=PATH`, naming the page it shows, so that a
///   template edit is rendered for it at once. A `preview` event (the pages an edit concerns, shown before the
///   rebuild ends) reloads the page when it is one of them (`previewed` in the event); a `rebuild` event reloads
///   it — except after a successful rebuild on a page it already showed from memory, whose bytes are the same — after
///   saving the scroll position of the page and of each same-origin frame in `sessionStorage`; the reloaded page
///   puts them back once it has loaded. A failed rebuild reloads too: the new markup carries the overlay.
/// - When the server goes away, the browser's `EventSource` retries by itself (the server asks for one second);
///   a stream that closed for good is reopened by hand. Once connected again after a loss, the page reloads, as
///   the site may have changed while the server was down.
enum LiveReloadScript {
    static let path = "/_trellis/live.js"

    /// The element added before `</body>`; `defer` keeps it from delaying the page.
    static let tag = "<script src=\"\(path)\" defer></script>"

    static let source = #"""
        // Trellis live reload: added by `trellis serve` only, never part of a built site.
        (function () {
          "use strict";
          document.addEventListener("click", function (event) {
            var target = event.target;
            if (target && target.closest && target.closest("[data-trellis-dismiss]")) {
              var overlay = document.getElementById("trellis-overlay");
              if (overlay) { overlay.remove(); }
              document.documentElement.style.paddingTop = "";
            }
          });
          if (window.top !== window.self) {
            // The page holding this frame shows the same banner; the rendering stays clear for review.
            var framed = document.getElementById("trellis-overlay");
            if (framed) { framed.remove(); }
            return;
          }

          // The failure banner is fixed over the top of the window: the page starts below it, not under it, until
          // it is hidden (without this script, the banner still shows, over the page).
          var banner = document.getElementById("trellis-overlay");
          if (banner && getComputedStyle(banner).position === "fixed") {
            var makeRoom = function () {
              document.documentElement.style.paddingTop = banner.isConnected ? banner.offsetHeight + "px" : "";
            };
            makeRoom();
            window.addEventListener("resize", makeRoom);
          }

          var key = "trellis-scroll:" + location.pathname + location.search;
          function frames() { return Array.prototype.slice.call(document.querySelectorAll("iframe")); }
          function restore() {
            var saved = null;
            try { saved = JSON.parse(sessionStorage.getItem(key) || "null"); sessionStorage.removeItem(key); }
            catch (error) { saved = null; }
            if (!saved) { return; }
            window.scrollTo(saved.x, saved.y);
            frames().forEach(function (frame, index) {
              var position = saved.frames && saved.frames[index];
              if (!position) { return; }
              try { frame.contentWindow.scrollTo(position[0], position[1]); } catch (error) { /* other origin */ }
            });
          }
          if (document.readyState === "complete") { restore(); } else { window.addEventListener("load", restore); }

          function reload() {
            var state = { x: window.scrollX, y: window.scrollY, frames: frames().map(function (frame) {
              try { return [frame.contentWindow.scrollX, frame.contentWindow.scrollY]; } catch (error) { return null; }
            }) };
            try { sessionStorage.setItem(key, JSON.stringify(state)); } catch (error) { /* storage disabled */ }
            location.reload();
          }

          // A previewed place is a page folder (`pages/home`) or a catalog page (`components/rating.html`).
          function shows(place) {
            var path = location.pathname;
            try { path = decodeURIComponent(path); } catch (error) { /* not UTF-8: compared as it is */ }
            return /\.html$/.test(place) ? path.slice(-place.length - 1) === "/" + place
              : path.indexOf("/" + place + "/") >= 0;
          }

          // An event's data, or nothing when it is not JSON.
          function payload(event) {
            try { return JSON.parse(event.data) || {}; } catch (error) { return {}; }
          }

          var lost = false;
          function connect() {
            var source = new EventSource("/_trellis/events?page=" + encodeURIComponent(location.pathname));
            source.addEventListener("rebuild", function (event) {
              // A page already shown from memory after its save holds the same bytes now: no second reload.
              var data = payload(event);
              if (!(data.succeeded && (data.previewed || []).some(shows))) { reload(); }
            });
            source.addEventListener("preview", function (event) {
              // Pages the edit concerns were rendered at once; this page waits for the rebuild if it is not one.
              var data = payload(event);
              if (!data.previewed || data.previewed.some(shows)) { reload(); }
            });
            source.addEventListener("open", function () { if (lost) { reload(); } });
            source.addEventListener("error", function () {
              lost = true;
              if (source.readyState === EventSource.CLOSED) { setTimeout(connect, 1000); }
            });
          }
          connect();
        })();

        """#
}
