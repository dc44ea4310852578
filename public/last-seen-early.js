// Start instantly (issue 28): a stored session's last page (src/store/lastSeenDb.ts) is read from
// IndexedDB while the app's scripts download and compile, not after them; src/boot/warmStart.ts
// takes the answer from window.__starlingLastSeen. The chunks that page needs are preloaded.
// Never creates the database (an upgrade is aborted). The names are src/lib/lastSeenDbNames.ts's
// and persistence's (lastSeenEarly.test.ts).
(function () {
  try {
    if ((localStorage.getItem('vuex-lz') || '').indexOf('"userToken":"') < 0) return;
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
          get.onsuccess = function () { resolve(get.result || null); };
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
