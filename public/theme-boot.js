// Before the first paint: the last applied theme (written by src/lib/theme/dom.ts) onto <html>.
(function () {
  try {
    var t = JSON.parse(localStorage.getItem('starling-theme') || 'null'), r = document.documentElement, k, v;
    if (!t || typeof t.vars != 'object' || (t.scheme != 'dark' && t.scheme != 'light')) return;
    for (k in t.vars) {
      v = t.vars[k];
      if (!/^--(color|opacity|radius|shadow|font)-[a-z0-9-]+$/.test(k) || typeof v != 'string') return;
      if (!/^[\p{L}\p{N}\s#%.,'"()/+_-]*$/u.test(v) || /url\(/i.test(v)) return;
    }
    for (k in t.vars) r.style.setProperty(k, t.vars[k]);
    r.style.setProperty('color-scheme', t.scheme);
    r.setAttribute('data-theme', /^[\w-]+$/.test(t.name) ? t.name : 'custom');
  } catch {
    // no storage, or a broken copy: the stylesheet's default shows until boot applies the theme
  }
})();
