// Does the server edit statuses (PUT /api/v1/statuses/:id, /source, /history)? Pleroma from 2.5
// (and Akkoma, which says so in its features), Mastodon from 3.5, GoToSocial from 0.18; any
// server that lists the `editing` feature. Decided by software and version, never by failing.
const MASTODON_FAMILY = ['mastodon', 'hometown', 'glitch', 'glitch-soc'];

function atLeast(version: string, major: number, minor: number): boolean {
  const m = /(\d+)\.(\d+)/.exec(version);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a > major || (a === major && b >= minor);
}

export function editingOf(softwareName: string, version: string, advertised: boolean): boolean {
  if (advertised) return true;
  const software = softwareName.toLowerCase();
  if (software === 'akkoma') return true;
  if (software === 'pleroma') return atLeast(version, 2, 5);
  if (MASTODON_FAMILY.includes(software)) return atLeast(version, 3, 5);
  if (software === 'gotosocial') return atLeast(version, 0, 18);
  return false;
}
