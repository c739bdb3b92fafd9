// Starts a signed-in page's own API calls while the app's code is still downloading (a page the
// browser draws needs its session, which lives here, not on the server). The app adopts each
// reply if it asks the same call with the same token and body (src/web/lib/api/early-replies.ts);
// any failure is left for the app's own call, which handles it as usual. `data-calls` are asked
// with body {email}; `data-order-calls` with {orderNumber}, the page's order (`data-order-number`).
(function () {
  var script = document.currentScript;
  var calls = script && script.getAttribute('data-calls');
  var orderCalls = script && script.getAttribute('data-order-calls');
  var orderNumber = script && script.getAttribute('data-order-number');
  var token = null;
  var email = null;
  try {
    token = localStorage.getItem('token');
    email = localStorage.getItem('userEmail');
  } catch (e) {
    return;
  }
  if (!token || !email || !window.fetch) return;
  var early = {};
  function ask(list, body) {
    (list || '').split(' ').forEach(function (call) {
      if (!/^[a-z]+\/[A-Za-z-]+$/.test(call)) return;
      early[call] = {
        token: token,
        body: body,
        reply: fetch('/api/v1/' + call, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            Authorization: 'Bearer ' + token,
            'Content-Type': 'application/json',
          },
          body: body,
        })
          .then(function (res) {
            return res.ok ? res.json() : null;
          })
          .catch(function () {
            return null;
          }),
      };
    });
  }
  ask(calls, JSON.stringify({ email: email }));
  if (orderNumber) ask(orderCalls, JSON.stringify({ orderNumber: orderNumber }));
  window.__earlyReplies = early;
  // The server left this page to the browser: no valid session cookie came with it. A session
  // from before the cookie gets one, so its next signed-in page comes drawn (docs/decisions/020).
  // Asked once the page has loaded, so it never competes with the page's own calls and code.
  // The reply is read to its end (left unread, its request would stay open).
  window.addEventListener(
    'load',
    function () {
      fetch('/api/v1/auth/session-cookie', {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
        body: '{}',
      })
        .then(function (res) {
          return res.text();
        })
        .catch(function () {
          return null;
        });
    },
    { once: true },
  );
})();
