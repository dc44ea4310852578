import { useAppSelector } from '../../store/hooks';
import { Timeago } from '../../ui/Timeago';
import { htmlToText } from '../../entities/html';

const MAX = 300;

/** One of the reported user's posts as a checkbox row: plain text (never server HTML) and its age. */
export function ReportStatusItem({ id, checked, onToggle }: { id: string; checked: boolean; onToggle: (id: string) => void }) {
  const status = useAppSelector((s) => s.statuses[id]);
  if (!status || status.deleted) return null;
  const source = status.summary.trim() || status.text.trim() || htmlToText(status.raw_html).trim();
  const text = source.length > MAX ? `${source.slice(0, MAX)}…` : source;
  return (
    <label className="report-dialog__status">
      <input type="checkbox" checked={checked} onChange={() => onToggle(id)} />
      <span className="report-dialog__status-text">{text}</span>
      <Timeago time={status.created_at} />
    </label>
  );
}
