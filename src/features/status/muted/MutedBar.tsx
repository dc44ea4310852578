// The collapsed form of a muted status: who and why, with a local unmute toggle.
import { useTranslation } from '../../../i18n/react';
import type { User } from '../../../entities/types';
import type { MuteResult } from '../../../lib/statusRules';
import { RevealToggle } from '../RevealToggle';

interface Props {
  author: User | undefined;
  mute: MuteResult;
  shown: boolean;
  onToggle: () => void;
  controls: string;
}

export function MutedBar({ author, mute, shown, onToggle, controls }: Props) {
  const { t } = useTranslation();
  const why = mute.reasons
    .map((r) => (r === 'word' ? t('status_view.muted_words', { words: mute.words.join(', ') }) : t(`status_view.muted_${r}`)))
    .join(' · ');
  return (
    <div className="status-muted faint">
      <span className="status-muted__who" dir="ltr">
        @{author ? author.screen_name_ui || author.screen_name : ''}
      </span>{' '}
      <span className="status-muted__why">{why}</span>{' '}
      <RevealToggle shown={shown} onToggle={onToggle} controls={controls} showLabel={t('status_view.mute_show')} />
    </div>
  );
}
