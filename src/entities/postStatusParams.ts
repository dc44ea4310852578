// What a post is made of before it is sent (api/postStatus.ts turns it into the request body).

export interface PostStatusParams {
  status: string;
  spoilerText: string;
  visibility: string;
  sensitive: boolean;
  contentType: string | null;
  mediaIds: string[];
  poll: { options: string[]; multiple: boolean; expiresIn: number } | null;
  inReplyToId: string | null;
  /** ISO 639-1. */
  language?: string | null;
  preview?: boolean;
  /** The post quoted, and which parameter the server takes (the capability table's quotePosting). */
  quote?: { id: string; api: 'pleroma' | 'mastodon' } | null;
  /** ISO 8601: keep the post until then (the answer is a ScheduledStatus). */
  scheduledAt?: string | null;
}
