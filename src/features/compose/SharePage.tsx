// The manifest's share target: another app's "share" opens /share?title&text&url, and
// this page opens the new-post form with what was shared, added to the 'new' draft.
import { useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { AppStore } from '../../store';
import { draftUpdated, injectDrafts } from '../../store/draftsSlice';
import { PostStatusForm } from './PostStatusForm';
import { sharedFrom, sharedText, withShared } from './sharedText';

export default function SharePage() {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    injectDrafts(store);
    const shared = sharedText(sharedFrom(params));
    const text = store.getState().drafts?.new?.text ?? '';
    const next = withShared(text, shared);
    if (next !== text) store.dispatch(draftUpdated({ key: 'new', patch: { text: next } }));
    setReady(true);
  }, [store, params]);

  return (
    <section className="panel compose-panel" aria-labelledby="share-title">
      <div className="panel-heading">
        <h2 id="share-title" className="title">
          {t('post_status.new_post')}
        </h2>
      </div>
      <div className="panel-body">
        {ready && <PostStatusForm draftKey="new" autoFocus label={t('post_status.new_post')} onPosted={() => navigate('/main/friends')} />}
      </div>
    </section>
  );
}
