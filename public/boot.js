// Starts the web app on a page the server drew (docs/decisions/011-server-drawn-first-paint.md)
// once that page has been painted: a phone then spends its first bandwidth on the page's styles
// and main picture, and the app's code follows. Pages drawn in the browser load the app at once.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-app');
  if (!entry) return;
  holdTapsUntilTheAppTakesThem(document.getElementById('root'));
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

  // A tap on a button while the app's code is still on its way does nothing by itself. It is
  // held here (the last one) and handed to the app when its code runs: the app holds taps from
  // then until the page is alive and gives the tap to its button (src/web/lib/held-taps.ts,
  // which asks for it with the 'app-takes-taps' event). A form that works without the app (the
  // shop's search: a plain GET form with its own action) is sent by the browser meanwhile. A
  // select changed meanwhile (a cart line's quantity, the shop's sort) is handed over as well,
  // for the app to take its new value once alive.
  function holdTapsUntilTheAppTakesThem(root) {
    if (!root) return;
    var held = null;
    var changed = [];
    function keep(event) {
      var select = event.target;
      if (select instanceof HTMLSelectElement && changed.indexOf(select) < 0) changed.push(select);
    }
    function hold(event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.disabled) return;
      if (button.type === 'submit' && button.form && button.form.hasAttribute('action')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = button;
    }
    root.addEventListener('click', hold, true);
    root.addEventListener('change', keep, true);
    root.addEventListener(
      'app-takes-taps',
      function (event) {
        root.removeEventListener('click', hold, true);
        root.removeEventListener('change', keep, true);
        event.detail.held = held;
        event.detail.changed = changed;
      },
      { once: true },
    );
  }
})();
