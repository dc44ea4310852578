// Catches a screen that fails to render, typically a lazily loaded chunk that did not arrive,
// and offers a retry instead of a blank main area.
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { useLocation } from 'react-router';
import { ChunkErrorView } from '../ui/ChunkErrorView';
import { ChunkLoadError } from '../ui/lazyChunk';

function RouteErrorView() {
  const { t } = useTranslation();
  return (
    <section className="panel route-error" role="alert">
      <div className="panel-heading">
        <h2>{t('general.generic_error')}</h2>
      </div>
      <div className="panel-body">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('general.error_retry')}
        </button>
      </div>
    </section>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    console.error('Screen failed to render', error);
  }

  render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    if (error instanceof ChunkLoadError) {
      return <ChunkErrorView error={error} onRetry={() => this.setState({ failed: false, error: null })} />;
    }
    return <RouteErrorView />;
  }
}

/** One boundary per location: navigating away from a failed screen clears the error. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
