// The face of a ChunkLoadError (ui/lazyChunk): which kind of failure, and a retry. A missing chunk
// retries by reloading the page (the new build has other file names); the others import again.
import { useTranslation } from '../i18n/react';
import type { ChunkLoadError } from './lazyChunk';

export function ChunkErrorView({ error, onRetry }: { error: ChunkLoadError; onRetry: () => void }) {
  const { t } = useTranslation();
  const retry = () => {
    if (error.type === 'missing') {
      window.location.reload();
      return;
    }
    error.reset();
    onRetry();
  };
  return (
    <section className="panel route-error" role="alert" data-chunk-error={error.type}>
      <div className="panel-heading">
        <h2>{t('general.generic_error')}</h2>
      </div>
      <div className="panel-body">
        <p>{t(`chunk_error.${error.type}`)}</p>
        <button type="button" className="btn" onClick={retry}>
          {t('general.error_retry')}
        </button>
      </div>
    </section>
  );
}
