// Pleroma's per-user notification settings (shown back in verify_credentials'
// pleroma.notification_settings). `block_from_strangers` is applied by createNotification;
// `hide_notification_contents` only concerns push payloads, which this instance does not send.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth.js';
import { notificationSettingsOf } from '../../db/notifications.js';
import { setNotificationSettings } from '../../db/userWrites.js';
import { bool } from '../../http/params.js';

const KEYS = ['block_from_strangers', 'hide_notification_contents'] as const;

export function registerNotificationSettings(app: FastifyInstance): void {
  const store = app.ctx.store;
  app.put('/api/pleroma/notification_settings', { preHandler: requireUser(app, 'write:accounts') }, async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const user = req.auth!.user!;
    const settings = notificationSettingsOf(store, user.id);
    // Fields left out keep their value; unknown fields are ignored, as in Pleroma.
    for (const key of KEYS) {
      const value = bool(body[key]);
      if (value !== undefined) settings[key] = value;
    }
    setNotificationSettings(store, user.id, settings);
    return { status: 'success' };
  });
}
