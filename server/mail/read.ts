// Reading the outbox back (tests, and anyone inspecting <data>/mail by script).
import fs from 'node:fs';
import path from 'node:path';

/** The .eml files of `<dataDir>/mail`, oldest first. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** The body of an .eml, undoing quoted-printable soft breaks and escapes. */
export function mailText(eml: string): string {
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(eml);
  const body = eml.slice(eml.indexOf('\n\n') + 2);
  return qp ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))) : body;
}
