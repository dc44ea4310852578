// Follow or unfollow a hashtag from its timeline's header. Its own chunk, loaded only
// for a signed-in reader; shown once the server has said whether the tag is followed.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFollowsTag } from '../../store/tagsSlice';
import { loadTagFollowing, setTagFollowed } from '../../store/tagsThunks';
import { useTagsSlice } from '../hashtags/useTagsSlice';

export default function TagFollowButton({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useTagsSlice();
  const following = useAppSelector((s) => selectFollowsTag(s, tag));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void dispatch(loadTagFollowing(tag));
  }, [dispatch, tag]);

  if (following === undefined) return null;
  const toggle = async () => {
    setBusy(true);
    await dispatch(setTagFollowed(tag, !following));
    setBusy(false);
  };
  return (
    <button type="button" className={following ? 'btn' : 'btn btn-primary'} disabled={busy} aria-pressed={following} onClick={() => void toggle()}>
      {t(following ? 'lists.unfollow_tag' : 'lists.follow_tag')}
    </button>
  );
}
