// Editing: a status's source, the edit itself (PUT) and its history. Raw JSON out.
import { request } from './http';

export interface EditStatusParams {
  status: string;
  spoilerText: string;
  sensitive: boolean;
  language: string | null;
  contentType: string | null;
  mediaIds: string[];
  /** Descriptions that differ from what the status's media had. */
  mediaAttributes: { id: string; description: string }[];
  poll: { options: string[]; multiple: boolean; expiresIn: number } | null;
}

/** The JSON body of an edit; `media_ids` always goes (an empty list removes the media). */
export function editBody(p: EditStatusParams): Record<string, unknown> {
  const body: Record<string, unknown> = {
    status: p.status,
    spoiler_text: p.spoilerText,
    sensitive: p.sensitive,
    media_ids: p.mediaIds,
  };
  if (p.language) body.language = p.language;
  if (p.contentType) body.content_type = p.contentType;
  if (p.mediaAttributes.length) body.media_attributes = p.mediaAttributes;
  if (p.poll) body.poll = { options: p.poll.options, multiple: p.poll.multiple, expires_in: p.poll.expiresIn };
  return body;
}

const path = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`;

export async function fetchStatusSource(id: string, token: string): Promise<unknown> {
  return (await request(`${path(id)}/source`, { token })).data;
}

export async function updateStatus(id: string, params: EditStatusParams, token: string): Promise<unknown> {
  return (await request(path(id), { method: 'PUT', token, json: editBody(params) })).data;
}

export async function fetchStatusHistory(id: string, token: string | null): Promise<unknown> {
  return (await request(`${path(id)}/history`, { token })).data;
}
