// What a failed request says to the person: the server's own words when it gave some.
import { ApiError } from '../api/http';

export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.serverMessage ?? e.message;
  return e instanceof Error ? e.message : String(e);
}
