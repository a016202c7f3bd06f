/**
 * Injected into every page the dev server sends: live reload over server-sent events, and
 * an overlay that shows build errors until the next good build.
 */
export const DEV_CLIENT_SCRIPT = `
(function () {
  // The router re-runs a swapped-in page's body scripts, this one included: one connection is enough.
  if (window.__gsiteDev) return;
  window.__gsiteDev = true;
  var es = new EventSource('/__gsite/events');
  function overlay(text) {
    var el = document.getElementById('gsite-error-overlay');
    if (!el) {
      el = document.createElement('div');
      el.id = 'gsite-error-overlay';
      el.setAttribute('role', 'alertdialog');
      el.setAttribute('aria-label', 'Build error');
      el.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(14,16,15,.92);color:#fffce1;padding:32px;overflow:auto;font:14px/1.5 ui-monospace,monospace';
      document.body.appendChild(el);
    }
    el.innerHTML = '';
    var h = document.createElement('h2');
    h.textContent = 'Build error';
    h.style.cssText = 'color:#ff8a80;font:600 20px system-ui;margin:0 0 16px';
    var pre = document.createElement('pre');
    pre.textContent = text;
    pre.style.whiteSpace = 'pre-wrap';
    var p = document.createElement('p');
    p.textContent = 'Fix the file and save: this page reloads by itself. The last good version stays served meanwhile.';
    el.append(h, pre, p);
  }
  es.addEventListener('reload', function () { location.reload(); });
  // Content edits: fetch this page again and swap its body in place (faster than a reload,
  // keeps the scroll position); anything that changes styles or scripts reloads instead.
  // A text-only edit ({ only: 'main' }) swaps just the main column: header and sidebar stay.
  es.addEventListener('refresh', function (e) {
    var only = JSON.parse(e.data || '{}').only;
    fetch(location.href, { cache: 'no-store' }).then(function (res) { return res.text(); }).then(function (html) {
      var next = new DOMParser().parseFromString(html, 'text/html');
      var y = window.scrollY;
      // The router's swap (head entries, body or main column, islands); without it, or with new styles, reload.
      if (!window.__gsiteSwap || !window.__gsiteSwap(next, only)) return location.reload();
      window.scrollTo(0, y);
    }).catch(function () { location.reload(); });
  });
  es.addEventListener('build-error', function (e) { overlay(JSON.parse(e.data).message); });
  es.addEventListener('hello', function (e) { var d = JSON.parse(e.data); if (d.error) overlay(d.error); });
})();
`;
