// Reports: POST /api/v1/reports.
import { request } from './http';

export interface ReportPayload {
  accountId: string;
  statusIds: string[];
  comment: string;
  /** Also send the report to the account's own (remote) server. */
  forward: boolean;
}

/** POST /api/v1/reports → the stored report */
export async function postReport(p: ReportPayload, token: string | null): Promise<unknown> {
  return (
    await request('/api/v1/reports', {
      method: 'POST',
      token,
      json: { account_id: p.accountId, status_ids: p.statusIds, comment: p.comment, forward: p.forward },
    })
  ).data;
}
