// Before the first paint: the last applied theme (written by src/lib/theme/dom.ts) onto <html>.
// Each value must parse as its kind, the grammar of src/lib/cssValue.ts (themeBoot.test.ts keeps
// them together): a colour, number, length, shadow or font list; nothing that loads or escapes.
(function () {
  var N = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?', C = N + '%?';
  var COLOR = new RegExp('^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?)\\(\\s*' + C + '(?:deg)?(?:\\s*,?\\s*' + C + '){2}(?:\\s*[,/]\\s*' + C + ')?\\s*\\)|transparent|currentcolor|black|white|red|green|blue|orange|yellow|gr[ae]y)$', 'i');
  var LEN = new RegExp('^(?:0|' + N + '(?:px|em|rem|%))$', 'i'), NUM = new RegExp('^' + N + '$', 'i');
  var FAMILY = /^(?:[\p{L}\p{N}_-][\p{L}\p{N}\s_.-]*|'[\p{L}\p{N}\s_.,-]*'|"[\p{L}\p{N}\s_.,-]*"|var\(--font-[a-z]+(?:-[a-z]+)*\))$/u;
  function list(v) {
    var out = [], d = 0, s = 0, i, c;
    for (i = 0; i < v.length; i++) {
      c = v[i];
      if (c == '(') d++;
      else if (c == ')') d--;
      else if (c == ',' && !d) { out.push(v.slice(s, i).trim()); s = i + 1; }
    }
    out.push(v.slice(s).trim());
    return out;
  }
  function shadow(l) {
    var m = /^(inset\s+)?((?:\S+\s+){1,3}\S+)\s+((?:rgba?|hsla?)\([^()]*\)|#[0-9a-f]+|[a-z]+)$/i.exec(l);
    return !!m && m[2].split(/\s+/).every(function (x) { return LEN.test(x); }) && COLOR.test(m[3]);
  }
  function ok(k, v) {
    if (typeof v != 'string' || v.length > 1000 || !/^--(color|opacity|radius|shadow|font)-[a-z0-9-]+$/.test(k)) return false;
    v = v.trim();
    if (/^--color-/.test(k)) return COLOR.test(v);
    if (/^--opacity-/.test(k)) return NUM.test(v);
    if (/^--radius-/.test(k)) return LEN.test(v);
    if (/^--shadow-/.test(k)) return v == 'none' || list(v).every(shadow);
    return v != '' && list(v).every(function (f) { return FAMILY.test(f); });
  }
  try {
    var t = JSON.parse(localStorage.getItem('starling-theme') || 'null'), r = document.documentElement, k;
    if (!t || typeof t.vars != 'object' || (t.scheme != 'dark' && t.scheme != 'light')) return;
    for (k in t.vars) if (!Object.prototype.hasOwnProperty.call(t.vars, k) || !ok(k, t.vars[k])) return;
    for (k in t.vars) r.style.setProperty(k, t.vars[k]);
    r.style.setProperty('color-scheme', t.scheme);
    r.setAttribute('data-theme', /^[\w-]+$/.test(t.name) ? t.name : 'custom');
  } catch {
    // no storage, or a broken copy: the stylesheet's default shows until boot applies the theme
  }
})();

// A stored session's last page is read while the app's scripts load (public/last-seen-early.js).
// A visitor has none: the script is asked for only when a session is stored.
(function () {
  try {
    if ((localStorage.getItem('vuex-lz') || '').indexOf('"userToken":"') < 0) return;
    var script = document.createElement('script');
    script.src = '/last-seen-early.js';
    script.async = true;
    document.head.appendChild(script);
  } catch {
    // no storage: no session kept either
  }
})();
