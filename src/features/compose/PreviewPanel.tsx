// Preview: the server renders the post with preview:true (no media, no poll), 500 ms
// after the last change; errors show inside the panel; nothing to show → post_status.preview_empty.
import { useEffect, useState } from 'react';
import type { PostStatusParams } from '../../entities/postStatusParams';
import type { Status } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { previewStatus } from '../../store/composeThunks';
import { useAppDispatch } from '../../store/hooks';
import { Spinner } from '../../ui/Spinner';
import { StatusContent } from '../status/StatusContent';
import { PREVIEW_DEBOUNCE_MS } from './rules';

type State = { kind: 'empty' } | { kind: 'loading' } | { kind: 'ok'; status: Status } | { kind: 'error'; message: string };

export function PreviewPanel({ params }: { params: PostStatusParams }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const empty = params.status.trim() === '' && params.spoilerText.trim() === '';
  const signature = JSON.stringify([params.status, params.spoilerText, params.contentType, params.visibility]);

  useEffect(() => {
    if (empty) {
      setState({ kind: 'empty' });
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.kind === 'ok' ? s : { kind: 'loading' }));
    const timer = setTimeout(async () => {
      const result = await dispatch(previewStatus(params, controller.signal));
      if (controller.signal.aborted) return;
      setState(result.ok ? { kind: 'ok', status: result.status } : { kind: 'error', message: result.message });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // params is rebuilt each render; the signature says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, empty, dispatch]);

  return (
    <section className="compose__preview" aria-label={t('post_status.preview')} aria-live="polite">
      {state.kind === 'empty' && <p className="compose__preview-empty">{t('post_status.preview_empty')}</p>}
      {state.kind === 'loading' && <Spinner label={t('general.loading')} />}
      {state.kind === 'error' && <p className="compose__error-text">{t('post_status.error', { message: state.message })}</p>}
      {state.kind === 'ok' && <StatusContent status={state.status} />}
    </section>
  );
}
