// Every mail the instance sends (confirmation, password reset, approval). Without `--smtp` each
// message is written as an .eml file into `<data>/mail/` and its path logged, so a developer or a
// small instance can read it; with `--smtp URL` nodemailer sends it through that server instead.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves to where the message went: the .eml path, or the SMTP message id. */
  send(mail: Mail): Promise<string>;
  readonly kind: 'outbox' | 'smtp';
}

export interface MailerOptions {
  mailDir: string;
  from: string;
  smtp?: string | null;
  log?: (line: string) => void;
}

let serial = 0;

export function createMailer(opts: MailerOptions): Mailer {
  const log = opts.log ?? ((line: string) => console.log(line));
  if (opts.smtp) {
    const transport: Transporter = nodemailer.createTransport(opts.smtp);
    return {
      kind: 'smtp',
      async send(mail) {
        const info = (await transport.sendMail({ from: opts.from, ...mail })) as { messageId: string };
        log(`mail to ${mail.to} sent through SMTP (${info.messageId})`);
        return info.messageId;
      },
    };
  }
  // The stream transport builds the full RFC 5322 message without any network.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = (await builder.sendMail({ from: opts.from, ...mail })) as { message: Buffer };
      fs.mkdirSync(opts.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.mailDir, `${stamp}-${process.pid}-${++serial}.eml`);
      fs.writeFileSync(file, info.message);
      log(`mail to ${mail.to} written to ${file}`);
      return file;
    },
  };
}
