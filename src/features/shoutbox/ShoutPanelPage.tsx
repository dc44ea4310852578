// The /shout-panel route: the shoutbox as a page (the Shell's ShoutService holds the channel).
import { useTranslation } from '../../i18n/react';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { ShoutPanel } from './ShoutPanel';
import { useShoutSlice } from './useShoutSlice';
import './shoutbox.css';

export default function ShoutPanelPage() {
  const { t } = useTranslation();
  const ready = useShoutSlice();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) {
    return (
      <section className="panel">
        <div className="panel-heading">
          <h2>{t('shoutbox.title')}</h2>
        </div>
        <p className="shoutbox__note">{t('shoutbox.connecting')}</p>
      </section>
    );
  }
  return ready ? <ShoutPanel /> : null;
}
