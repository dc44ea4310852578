// The settings modal: visible (a dialog; full screen on phones),
// minimized (a bar at the bottom: "peek") or hidden. Side tabs on wide layouts, top tabs on
// phones; the header shows the saved / error notice; the footer has the backup menu.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectIsMobile, selectSettingsModal, selectSettingsTab, settingsClosed, settingsPeeked } from '../../store/uiSlice';
import { IconButton } from '../../ui/IconButton';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { useFocusTrap } from '../../ui/useFocusTrap';
import { BackupMenu } from './BackupMenu';
import { SaveNoticeContext } from './saveNotice';
import { SETTINGS_TABS } from './settingsTabs';
import { TabBoundary } from './TabBoundary';
import { useSaveState } from './useSaveState';
import '../../ui/Modal.css';
import './SettingsModal.css';

export default function SettingsModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSettingsModal);
  const requested = useAppSelector(selectSettingsTab);
  const isMobile = useAppSelector(selectIsMobile);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pleromaBackend: pleroma, filtersApi } = useAppSelector(selectInstance);
  const [active, setActive] = useState(requested ?? 'general');
  const [saved, report] = useSaveState();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => dispatch(settingsClosed());
  const onKeyDown = useFocusTrap(ref, state === 'visible', close);

  useEffect(() => {
    if (state === 'visible' && requested) setActive(requested);
  }, [state, requested]);

  // Escape also closes when focus has fallen out of the dialog (a focused button that became
  // disabled drops focus to the body). Inner dialogs (the cropper) stop the key before it gets here.
  useEffect(() => {
    if (state !== 'visible') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && (document.activeElement === document.body || document.activeElement === null)) {
        dispatch(settingsClosed());
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state, dispatch]);

  const tabs = SETTINGS_TABS.filter((tab) => !tab.needs || (loggedIn && (tab.needs === 'user' || (tab.needs === 'filters' ? filtersApi !== null : pleroma))));
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];
  if (state === 'hidden') return null;
  const minimized = state === 'minimized';
  const Content = current.component;

  const dialog = (
    <div
      ref={ref}
      role="dialog"
      aria-modal={minimized ? undefined : 'true'}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`modal panel settings-modal${minimized ? ' settings-modal--minimized' : ''}`}
      onKeyDown={minimized ? undefined : onKeyDown}
    >
      <div className="panel-heading modal__header settings-modal__header">
        <h2 id={titleId}>{t('settings.settings')}</h2>
        <span className={`settings-modal__notice settings-modal__notice--${saved ?? 'none'}`} role="status">
          {saved === 'ok' && t('settings.saving_ok')}
          {saved === 'error' && t('settings.saving_err')}
        </span>
        <IconButton
          label={minimized ? t('settings.restore_modal') : t('settings.minimize_modal')}
          icon={minimized ? 'chevronUp' : 'chevronDown'}
          onClick={() => dispatch(settingsPeeked())}
        />
        <IconButton label={t('shell.close')} icon="close" onClick={close} />
      </div>
      <div className="settings-modal__body" hidden={minimized}>
        <SaveNoticeContext.Provider value={report}>
          <Tabs
            label={t('settings.settings')}
            variant={isMobile ? 'top' : 'side'}
            active={current.id}
            onChange={setActive}
            tabs={tabs.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
            className="settings-modal__tabs"
          >
            <TabBoundary key={current.id}>
              <Suspense fallback={<Spinner label={t('general.loading')} />}>
                <Content />
              </Suspense>
            </TabBoundary>
          </Tabs>
        </SaveNoticeContext.Provider>
      </div>
      {!minimized && (
        <div className="panel-footer modal__footer settings-modal__footer">
          <BackupMenu onReport={report} />
        </div>
      )}
    </div>
  );

  if (minimized) return createPortal(dialog, document.body);
  return createPortal(
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      {dialog}
    </div>,
    document.body,
  );
}
