// The texts of the mails the instance sends. Links stay on a line of their own.
import type { FastifyInstance } from 'fastify';
import type { Mail } from './outbox.js';

interface Who {
  nickname: string;
  email: string;
}

export const confirmationMail = (instance: string, u: Who, link: string): Mail => ({
  to: u.email,
  subject: `${instance} account confirmation`,
  text: `Hello ${u.nickname},\n\nplease confirm your e-mail address for ${instance} by opening this link:\n\n${link}\n\nIf you did not sign up, ignore this mail.\n`,
});

export const passwordResetMail = (instance: string, u: Who, link: string): Mail => ({
  to: u.email,
  subject: `Password reset on ${instance}`,
  text: `Hello ${u.nickname},\n\nsomeone asked to reset the password of your account on ${instance}. To choose a new one, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
});

export const awaitingApprovalMail = (instance: string, u: Who): Mail => ({
  to: u.email,
  subject: `Your ${instance} account is awaiting approval`,
  text: `Hello ${u.nickname},\n\nthank you for signing up. A moderator of ${instance} will review your account; you will get a mail when it is approved.\n`,
});

export const approvedMail = (instance: string, u: Who, base: string): Mail => ({
  to: u.email,
  subject: `Your ${instance} account has been approved`,
  text: `Hello ${u.nickname},\n\nyour account on ${instance} has been approved. You can sign in now:\n\n${base}/login\n`,
});

/** Delivers before answering (the outbox file exists once the request is done); never throws. */
export async function sendNow(app: FastifyInstance, mail: Mail): Promise<void> {
  try {
    await app.ctx.mailer.send(mail);
  } catch (err) {
    app.log.error({ err }, `sending mail to ${mail.to} failed`);
  }
}
