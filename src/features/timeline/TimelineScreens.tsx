// The timeline routes this issue covers: home, public, whole network, tag.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Timeline } from './Timeline';

export function FriendsTimeline() {
  const { t } = useTranslation();
  return <Timeline name="friends" title={t('timeline.title_friends')} />;
}

export function PublicTimeline() {
  const { t } = useTranslation();
  return <Timeline name="public" title={t('timeline.title_public')} />;
}

export function PublicAndExternalTimeline() {
  const { t } = useTranslation();
  return <Timeline name="publicAndExternal" title={t('timeline.title_public_and_external')} />;
}

export function TagTimeline() {
  const { tag = '' } = useParams();
  // key: a different tag is a different feed (fresh focus/scroll state).
  return <Timeline key={tag} name="tag" tag={tag} title={`#${tag}`} />;
}
