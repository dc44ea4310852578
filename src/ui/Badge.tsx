import './Badge.css';

interface Props {
  count: number;
  /** Read by screen readers instead of the bare number, e.g. "3 unread". */
  label?: string;
  className?: string;
}

/** A count pill; renders nothing for 0 so callers need not check. */
export function Badge({ count, label, className }: Props) {
  if (!count || count <= 0) return null;
  return (
    <span className={`badge${className ? ` ${className}` : ''}`}>
      <span aria-hidden={label ? 'true' : undefined}>{count > 99 ? '99+' : count}</span>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
