import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './outbox.js';
import { mailText, readOutbox } from './read.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-mail-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('mail outbox', () => {
  it('writes each mail as an .eml into <data>/mail and logs its path', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ mailDir: path.join(dir, 'mail'), from: 'admin@starling.example', log: (l) => lines.push(l) });
    expect(mailer.kind).toBe('outbox');
    const link = `http://127.0.0.1:8080/api/pleroma/password_reset/${'x'.repeat(60)}`;
    const file = await mailer.send({ to: 'alice@example.com', subject: 'Password reset', text: `open\n\n${link}\n` });
    expect(fs.existsSync(file)).toBe(true);
    expect(lines).toEqual([`mail to alice@example.com written to ${file}`]);
    const [eml] = readOutbox(dir);
    expect(eml).toMatch(/^From: admin@starling\.example$/m);
    expect(eml).toMatch(/^To: alice@example\.com$/m);
    expect(mailText(eml)).toContain(link);
  });

  it('sends through SMTP with --smtp', async () => {
    // A minimal SMTP server: enough dialogue for one message.
    let received = '';
    const server = net.createServer((socket) => {
      let data = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        const text = chunk.toString();
        if (data) {
          received += text;
          if (received.includes('\r\n.\r\n')) {
            data = false;
            socket.write('250 queued\r\n');
          }
          return;
        }
        for (const line of text.split('\r\n').filter(Boolean)) {
          if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const mailer = createMailer({ mailDir: path.join(dir, 'unused'), from: 'admin@starling.example', smtp: `smtp://127.0.0.1:${port}`, log: () => {} });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'bob@example.com', subject: 'Hi', text: 'through smtp' });
    server.close();
    expect(received).toContain('through smtp');
    expect(fs.existsSync(path.join(dir, 'unused'))).toBe(false);
  });
});
