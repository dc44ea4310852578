// The manifest's share target: another app's "share" opens /share?title&text&url (the service
// worker turns the POST into this, with `files` naming the images it kept), and this page opens
// the new-post form with what was shared, added to the 'new' draft, the images uploading.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { AppStore } from '../../store';
import { draftUpdated, injectDrafts } from '../../store/draftsSlice';
import { PostStatusForm } from './PostStatusForm';
import { sharedFrom, sharedText, withShared } from './sharedText';
import { takeSharedFiles } from './sharedFiles';
import { SHARE_FILES_PARAM } from '../../lib/shareTarget';

export default function SharePage() {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [ready, setReady] = useState(false);
  const filesId = params.get(SHARE_FILES_PARAM);
  const [files, setFiles] = useState<File[] | null>(filesId ? null : []);

  useEffect(() => {
    if (!filesId) return;
    let live = true;
    void takeSharedFiles(filesId).then((f) => live && setFiles(f));
    return () => {
      live = false;
    };
  }, [filesId]);

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
        {ready && files && (
          <PostStatusForm draftKey="new" autoFocus label={t('post_status.new_post')} sharedFiles={files} onPosted={() => navigate('/main/friends')} />
        )}
      </div>
    </section>
  );
}
