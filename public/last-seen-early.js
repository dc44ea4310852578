// Start instantly (issue 28): a stored session's last page (src/store/lastSeenDb.ts) is read from
// IndexedDB while the app's scripts download and compile, not after them; src/boot/warmStart.ts
// takes the answer from window.__starlingLastSeen. Never creates the database (an upgrade is
// aborted). The names are src/lib/lastSeenDbNames.ts's and persistence's (lastSeenEarly.test.ts).
(function () {
  try {
    if ((localStorage.getItem('vuex-lz') || '').indexOf('"userToken":"') < 0 || !window.indexedDB) return;
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
