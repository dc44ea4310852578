// A tab that fails to load or render shows the generic error with a retry; the modal stays usable.
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

function TabFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="settings-tab__error">
      <p>{t('general.generic_error')}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('general.error_retry')}
      </button>
    </div>
  );
}

export class TabBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('failed') };
  }

  componentDidCatch(error: unknown) {
    console.error('[starling] a settings tab failed', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry = () => {
      if (typeof error === 'object' && 'reset' in error && typeof error.reset === 'function') error.reset();
      this.setState({ error: null });
    };
    return <TabFailed onRetry={retry} />;
  }
}
