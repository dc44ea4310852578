// The home timeline's rule, shared by /api/v1/timelines/home and the `user` stream so they never
// disagree: the viewer's own statuses, those of accepted follows (their reblogs only when shown),
// mentions of the viewer, and public statuses carrying a hashtag the viewer follows (as Pleroma).
// On the Mastodon flavour, members of an exclusive list appear only in that list.
export function homeSql(flavor: 'pleroma' | 'mastodon'): string {
  const exclusive =
    flavor === 'mastodon'
      ? `AND NOT EXISTS (SELECT 1 FROM lists xl JOIN list_accounts xla ON xla.list_id = xl.id
           WHERE xl.user_id = @viewer AND xl.exclusive = 1 AND xla.account_id = s.user_id)`
      : '';
  return `(s.user_id = @viewer
  OR (EXISTS (SELECT 1 FROM follows hf WHERE hf.follower_id = @viewer AND hf.followee_id = s.user_id
             AND hf.state = 'accepted' AND (s.reblog_of_id IS NULL OR hf.show_reblogs = 1)) ${exclusive})
  OR EXISTS (SELECT 1 FROM mentions hm WHERE hm.status_id = s.id AND hm.user_id = @viewer)
  OR (s.visibility = 'public' AND s.reblog_of_id IS NULL
      AND EXISTS (SELECT 1 FROM status_tags ht JOIN followed_tags hft ON hft.tag = ht.tag
                  WHERE ht.status_id = s.id AND hft.user_id = @viewer)))`;
}
