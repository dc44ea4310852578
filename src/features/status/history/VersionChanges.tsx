// What changed from one version to the next: a word diff of the text and of the content
// warning, the poll's options and the media, each change marked for screen readers too.
import type { StatusVersion } from '../../../entities/statusEdit';
import { useTranslation } from '../../../i18n/react';
import { changed, wordDiff, type DiffPart } from '../../../lib/wordDiff';

function Diff({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation();
  return (
    <>
      {parts.map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === 'inserted' ? (
          <ins key={i} className="edit-diff__ins">
            <span className="visually-hidden">{t('editing.inserted')} </span>
            {p.text}
          </ins>
        ) : (
          <del key={i} className="edit-diff__del">
            <span className="visually-hidden">{t('editing.removed')} </span>
            {p.text}
          </del>
        ),
      )}
    </>
  );
}

const mediaSignature = (v: StatusVersion) => v.attachments.map((a) => `${a.id}\u0000${a.description}`).join('\u0001');

export function VersionChanges({ before, after }: { before: StatusVersion; after: StatusVersion }) {
  const { t } = useTranslation();
  const text = wordDiff(before.text, after.text);
  const cw = wordDiff(before.spoilerText, after.spoilerText);
  const poll = wordDiff((before.poll ?? []).join('\n'), (after.poll ?? []).join('\n'));
  const media = mediaSignature(before) !== mediaSignature(after);
  const any = changed(text) || changed(cw) || changed(poll) || media || before.sensitive !== after.sensitive;
  return (
    <section className="edit-history__changes" aria-label={t('editing.changes')}>
      <h4 className="edit-history__changes-title">{t('editing.changes')}</h4>
      {!any && <p className="faint">{t('editing.no_changes')}</p>}
      {changed(cw) && <p>{t('editing.content_warning')} <Diff parts={cw} /></p>}
      {changed(text) && <p className="edit-history__diff"><Diff parts={text} /></p>}
      {changed(poll) && <p className="edit-history__diff">{t('editing.poll')}: <Diff parts={poll} /></p>}
      {media && <p>{t('editing.media_changed')}</p>}
    </section>
  );
}
