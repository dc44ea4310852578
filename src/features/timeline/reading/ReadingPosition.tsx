// The home timeline's reading position, a chunk of its own loaded only for a signed-in
// reader: follows and restores the position (useReadingPosition) and, after landing deep in the
// list, says how many posts are above with one action to the newest.
import type { RefObject } from 'react';
import type { TimelineName } from '../../../entities/timelineName';
import { useTranslation } from '../../../i18n/react';
import { useReadingPosition } from './useReadingPosition';
import './ReadingPosition.css';

interface Props {
  name: TimelineName;
  ids: readonly string[];
  bodyRef: RefObject<HTMLElement | null>;
}

export default function ReadingPosition({ name, ids, bodyRef }: Props) {
  const { t } = useTranslation();
  const { above, jumpToNewest } = useReadingPosition(name, ids, bodyRef);
  if (above === null || above <= 0) return null;
  return (
    <div className="reading-notice">
      <span>{t('reading.new_above', { count: above })}</span>
      <button type="button" className="btn" onClick={jumpToNewest}>
        {t('reading.jump_to_newest')}
      </button>
    </div>
  );
}
