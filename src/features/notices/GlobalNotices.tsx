import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { dismissNotice, selectNotices, type GlobalNotice } from '../../store/noticesSlice';
import { IconButton } from '../../ui/IconButton';
import './GlobalNotices.css';

function Notice({ notice }: { notice: GlobalNotice }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className={`global-notice alert alert-${notice.level}`} data-level={notice.level}>
      <span className="global-notice__text">{t(notice.messageKey, notice.messageArgs)}</span>
      <IconButton label={t('notices.close')} icon="close" iconSize={16} onClick={() => dispatch(dismissNotice(notice.id))} />
    </div>
  );
}

/**
 * The global notice list at the top of the main area. The two live regions stay mounted so
 * screen readers announce what is added: errors and warnings assertively, the rest politely.
 * Auto-dismissal is the store's job (pushNotice with a timeout).
 */
export function GlobalNotices() {
  const notices = useAppSelector(selectNotices);
  const urgent = notices.filter((n) => n.level === 'error' || n.level === 'warning');
  const polite = notices.filter((n) => n.level === 'success' || n.level === 'info');
  return (
    <div className="global-notices">
      <div role="alert" className="global-notices__region">
        {urgent.map((n) => (
          <Notice key={n.id} notice={n} />
        ))}
      </div>
      <div role="status" className="global-notices__region">
        {polite.map((n) => (
          <Notice key={n.id} notice={n} />
        ))}
      </div>
    </div>
  );
}
