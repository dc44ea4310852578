// The /shout-panel route: the shoutbox as a page (the Shell's ShoutService holds the channel).
// A visitor, or a server without the shoutbox, gets the reason instead of a channel that never joins.
import { useTranslation } from '../../i18n/react';
import { ShoutNote } from './ShoutNote';
import { ShoutPanel } from './ShoutPanel';
import { useShoutAvailability } from './useShoutAvailability';
import { useShoutSlice } from './useShoutSlice';
import './shoutbox.css';

export default function ShoutPanelPage() {
  const { t } = useTranslation();
  const ready = useShoutSlice();
  const availability = useShoutAvailability();
  if (availability === 'sign_in' || availability === 'none') {
    return (
      <section className="panel" aria-label={t('shoutbox.title')}>
        <div className="panel-heading">
          <h2>{t('shoutbox.title')}</h2>
        </div>
        <ShoutNote availability={availability} empty />
      </section>
    );
  }
  return ready ? <ShoutPanel /> : null;
}
