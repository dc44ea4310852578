import './Spinner.css';

interface Props {
  /** What is loading; announced politely and shown to no one else. */
  label: string;
  size?: number;
}

export function Spinner({ label, size = 24 }: Props) {
  return (
    <span className="spinner" role="status">
      <svg className="spinner__ring" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="40 20" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
