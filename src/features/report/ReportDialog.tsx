// The user-reporting dialog: tick statuses of
// that user (the ones reported from are pre-ticked), add a comment, forward to a remote user's
// server; idle → processing → error (generic message, submit enabled again) | success (closes).
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { reportClosed, selectReport } from '../../store/reportSlice';
import { loadReportableStatuses, remoteHostOf, submitReport } from '../../store/reportThunks';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useKeepReferenced } from '../../store/useKeepReferenced';
import { ReportStatusItem } from './ReportStatusItem';
import './ReportDialog.css';
import { selectUserById } from '../../store/usersSlice';

const NONE: string[] = [];

export default function ReportDialog() {
  const { userId, preTickedIds } = useAppSelector(selectReport);
  // A new report target starts a fresh form.
  return userId ? <ReportForm key={userId} userId={userId} preTickedIds={preTickedIds} /> : null;
}

function ReportForm({ userId, preTickedIds }: { userId: string; preTickedIds: string[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => selectUserById(s, userId));
  const formState = useAppSelector(selectReport).state;
  const commentId = useId();
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(preTickedIds));
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const [fetched, setFetched] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    dispatch(loadReportableStatuses(userId)).then(
      (ids) => live && setFetched(ids),
      () => live && setFetched([]),
    );
    return () => {
      live = false;
    };
  }, [dispatch, userId]);

  const ids = useMemo(() => {
    const rest = (fetched ?? []).filter((id) => !preTickedIds.includes(id));
    return [...preTickedIds, ...rest];
  }, [fetched, preTickedIds]);
  useKeepReferenced(ids, user ? [userId] : NONE);

  const handle = user ? user.screen_name : '';
  const host = user && !user.is_local ? remoteHostOf(handle) : null;
  const processing = formState === 'processing';
  const close = () => dispatch(reportClosed());

  const toggle = (id: string) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(
      submitReport({
        accountId: userId,
        statusIds: ids.filter((id) => ticked.has(id)),
        comment,
        forward: host !== null && forward,
      }),
    );
  };

  const formId = useId();
  return (
    <Modal
      open
      onClose={close}
      title={t('user_reporting.title', { 0: `@${handle || userId}` })}
      className="report-dialog"
      footer={
        <>
          {formState === 'error' && (
            <p role="alert" className="report-dialog__error">
              {t('user_reporting.generic_error')}
            </p>
          )}
          <button type="submit" form={formId} className="btn btn-primary" disabled={processing}>
            {processing ? t('user_reporting.submitting') : t('user_reporting.submit')}
          </button>
        </>
      }
    >
      <form id={formId} className="report-dialog__form" onSubmit={submit} aria-busy={processing}>
        <p>{t('user_reporting.add_comment_description')}</p>
        <label htmlFor={commentId}>{t('user_reporting.additional_comments')}</label>
        <textarea id={commentId} rows={4} value={comment} onChange={(e) => setComment(e.target.value)} />
        {host && (
          <div className="report-dialog__forward">
            <p>{t('user_reporting.forward_description')}</p>
            <label>
              <input type="checkbox" checked={forward} onChange={(e) => setForward(e.target.checked)} />{' '}
              {t('user_reporting.forward_to', { 0: host })}
            </label>
          </div>
        )}
        <fieldset className="report-dialog__statuses">
          <legend>{t('user_reporting.statuses')}</legend>
          {fetched === null && <Spinner label={t('general.loading')} />}
          {fetched !== null && ids.length === 0 && <p>{t('user_reporting.no_statuses')}</p>}
          {ids.map((id) => (
            <ReportStatusItem key={id} id={id} checked={ticked.has(id)} onToggle={toggle} />
          ))}
        </fieldset>
      </form>
    </Modal>
  );
}
