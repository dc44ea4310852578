// Chats: one message per sender and Idempotency-Key; lookups by recipient and by attachment.
export const CHAT_LOOKUPS = `
  CREATE UNIQUE INDEX chat_messages_idempotency ON chat_messages (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
  CREATE INDEX chat_messages_recipient ON chat_messages (recipient_id, sender_id, id);
  CREATE INDEX chat_messages_attachment ON chat_messages (attachment_id) WHERE attachment_id IS NOT NULL;
  `;
