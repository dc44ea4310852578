// Start instantly: a stored session's last page (src/store/lastSeenDb.ts) is read from
// IndexedDB while the app's scripts download and compile, not after them; src/boot/warmStart.ts
// takes the answer from window.__starlingLastSeen. The chunks that page needs are preloaded.
// The page's kept picture (src/store/lastSeenPicture.ts) is shown at once, inert, until the app's
// first frame replaces it.
// Never creates the database (an upgrade is aborted). The names are src/lib/lastSeenDbNames.ts's
// and persistence's (lastSeenEarly.test.ts).
(function () {
  /** store/lastSeen.ts's tokenKey: the record is this session's only when the keys agree. */
  function tokenKey(token) {
    var h = 0x811c9dc5;
    for (var i = 0; i < token.length; i += 1) {
      h ^= token.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(36) + '.' + token.length;
  }

  /** The address leads to the pictured page: it is that page, or `/` sending this session there. */
  function leadsThere(picture, record, stored) {
    if (location.pathname === picture.path) return true;
    if (location.pathname !== '/') return false;
    var last = stored.ui && stored.ui.lastTimeline;
    if (last) return last === 'friends';
    return (record.instance && record.instance.redirectRootLogin) === picture.path;
  }

  function showPicture(record, stored) {
    var picture = record && record.picture;
    if (!picture || record.version !== 1 || record.key !== tokenKey(stored.oauth.userToken)) return;
    if (!leadsThere(picture, record, stored)) return;
    if ((window.innerWidth <= picture.breakpoint) !== picture.mobile) return;
    var put = function () {
      var app = document.getElementById('app');
      // The app drew first: its page stays.
      if (!app || app.firstChild) return;
      var template = document.createElement('template');
      template.innerHTML = picture.html;
      for (var el = template.content.firstElementChild; el; el = el.nextElementSibling) {
        el.setAttribute('inert', '');
        el.setAttribute('aria-hidden', 'true');
        el.setAttribute('data-kept-picture', '');
      }
      app.appendChild(template.content);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', put);
    else put();
  }

  try {
    var stored = localStorage.getItem('vuex-lz') || '';
    if (stored.indexOf('"userToken":"') < 0) return;
    // The chunks that page renders with (listed by the build, build/warmPreload.ts): asked for
    // now, together, not one after another as each chunk runs and imports the next.
    fetch('/warm-chunks.json').then(function (res) {
      return res.ok ? res.json() : [];
    }).then(function (files) {
      files.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
    }).catch(function () { /* no list (dev server): the chunks load as the app asks for them */ });
    if (!window.indexedDB) return;
    window.__starlingLastSeen = new Promise(function (resolve) {
      var open = indexedDB.open('starling');
      open.onupgradeneeded = function () { open.transaction.abort(); };
      open.onerror = open.onblocked = function () { resolve(null); };
      open.onsuccess = function () {
        var db = open.result;
        try {
          var get = db.transaction('lastSeen').objectStore('lastSeen').get('current');
          get.onsuccess = function () {
            resolve(get.result || null);
            try {
              showPicture(get.result, JSON.parse(stored));
            } catch {
              /* no picture: the app draws the page as usual */
            }
          };
          get.onerror = function () { resolve(null); };
        } catch {
          resolve(null);
        } finally {
          db.close();
        }
      };
    });
  } catch {
    /* no storage here: the app reads it itself, or starts as usual */
  }
})();
