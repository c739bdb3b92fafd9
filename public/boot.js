// Starts the web app on a page the server drew (docs/decisions/011-server-drawn-first-paint.md)
// once that page has been painted: a phone then spends its first bandwidth on the page's styles
// and main picture, and the app's code follows. Pages drawn in the browser load the app at once.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-app');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  // The frame after this callback is painted before the timeout runs. A tab opened in the
  // background paints no frames: it starts a second later all the same.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
