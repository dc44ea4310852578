import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';
import { Timeago } from '../../ui/Timeago';
import { emojifyText, htmlToText } from '../../entities/html';
import { SafeHtml } from '../../ui/SafeHtml';
import { selectStatusById } from '../../store/statusesSlice';

const MAX = 300;

/**
 * One of the reported user's posts as a checkbox row: its plain text (never the post's HTML),
 * with the post's custom emoji shown as images, and its age.
 */
export function ReportStatusItem({ id, checked, onToggle }: { id: string; checked: boolean; onToggle: (id: string) => void }) {
  const status = useAppSelector((s) => selectStatusById(s, id));
  const html = useMemo(() => {
    if (!status) return null;
    const source = status.summary.trim() || status.text.trim() || htmlToText(status.raw_html).trim();
    return emojifyText(source.length > MAX ? `${source.slice(0, MAX)}…` : source, status.emojis);
  }, [status]);
  if (!status || status.deleted || html === null) return null;
  return (
    <label className="report-dialog__status">
      <input type="checkbox" checked={checked} onChange={() => onToggle(id)} />
      <SafeHtml as="span" className="report-dialog__status-text" html={html} />
      <Timeago time={status.created_at} />
    </label>
  );
}
