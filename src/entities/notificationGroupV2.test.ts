import { normalizeGroupedNotifications } from './notificationGroupV2';
import { mastodonNotification } from './fixtures/mastodon';

const account = (id: string) => ({ ...(mastodonNotification as { account: object }).account, id, acct: `u${id}`, username: `u${id}` });
const status = { ...(mastodonNotification as { status: object }).status, id: '77' };

describe('normalizeGroupedNotifications', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('maps a v2 group to one notification entry standing for the group', () => {
    const page = normalizeGroupedNotifications({
      accounts: [account('1'), account('2')],
      statuses: [status],
      notification_groups: [
        {
          group_key: 'favourite-77', notifications_count: 12, type: 'favourite', most_recent_notification_id: '340',
          page_min_id: '300', page_max_id: '340', latest_page_notification_at: '2026-11-20T12:00:00.000Z',
          sample_account_ids: ['2', '1'], status_id: '77',
        },
        { group_key: 'ungrouped-299', notifications_count: 1, type: 'follow', most_recent_notification_id: '299', sample_account_ids: ['1'] },
        { group_key: 'x', type: 'favourite', most_recent_notification_id: '298', sample_account_ids: ['1'], status_id: 'gone' },
      ],
    });
    expect(page.notifications).toHaveLength(2);
    expect(page.notifications[0]).toMatchObject({
      id: '340', type: 'like', status: '77', from_profile: '2', seen: false, created_at: '2026-11-20T12:00:00.000Z',
      group: { key: 'favourite-77', count: 12, accountIds: ['2', '1'] },
    });
    expect(page.notifications[1]).toMatchObject({ id: '299', type: 'follow', status: null, from_profile: '1' });
    // Paging goes by the page bounds of each group, the invalid one included.
    expect(page.rawIds).toEqual(expect.arrayContaining(['300', '340', '299', '298']));
    expect(page.users.map((u) => u.id)).toEqual(expect.arrayContaining(['1', '2']));
    expect(page.statuses.map((s) => s.id)).toContain('77');
  });

  it('answers an empty page for a body that is not one', () => {
    expect(normalizeGroupedNotifications(null)).toEqual({ notifications: [], rawIds: [], users: [], statuses: [], count: 0 });
  });
});
