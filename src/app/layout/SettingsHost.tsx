// Mounts the settings modal: nothing until it is first opened, then its lazy chunk,
// kept mounted while hidden so the chunk loads only once. A chunk that does not arrive shows
// general.generic_error with a retry.
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSettingsModal, settingsClosed } from '../../store/uiSlice';
import { lazyChunk } from '../../ui/lazyChunk';
import { Spinner } from '../../ui/Spinner';
import '../../ui/Modal.css';

const SettingsModal = lazyChunk(() => import('../../features/settings/SettingsModal'));

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="modal-backdrop settings-host__overlay">
      <div role="alertdialog" aria-modal="true" aria-labelledby="settings-load-error" className="modal panel settings-host__error">
        <div className="panel-heading">
          <h2 id="settings-load-error">{t('general.generic_error')}</h2>
        </div>
        <div className="panel-body">
          <button type="button" className="btn" autoFocus onClick={onRetry}>
            {t('general.error_retry')}
          </button>{' '}
          <button type="button" className="btn" onClick={() => dispatch(settingsClosed())}>
            {t('shell.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

class LoadBoundary extends Component<{ children: ReactNode; hidden: boolean }, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.hidden) return null;
    const retry = () => {
      const { error } = this.state;
      if (error && typeof error === 'object' && 'reset' in error && typeof error.reset === 'function') error.reset();
      this.setState({ failed: false, error: null });
    };
    return <LoadFailed onRetry={retry} />;
  }
}

export function SettingsHost() {
  const { t } = useTranslation();
  const state = useAppSelector(selectSettingsModal);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (state !== 'hidden') setOpened(true);
  }, [state]);
  if (!opened && state === 'hidden') return null;
  return (
    <LoadBoundary hidden={state === 'hidden'}>
      <Suspense
        fallback={
          state === 'visible' ? (
            <div className="modal-backdrop">
              <Spinner label={t('general.loading')} />
            </div>
          ) : null
        }
      >
        <SettingsModal />
      </Suspense>
    </LoadBoundary>
  );
}
