// One action bar button: icon, a visually hidden name, the visible count, and the 500 ms
// animation after a click.
import { useEffect, useState } from 'react';
import { Icon, type IconName } from '../../../ui/Icon';

export const ANIMATION_MS = 500;

interface Props {
  icon: IconName;
  label: string;
  count?: number;
  /** Spoken form of the count ('5 favorites'), read after the name. */
  countLabel?: string;
  showCount: boolean;
  pressed?: boolean;
  disabled?: boolean;
  className?: string;
  onClick?: () => void;
  /** The outbox's word on this action ('Waiting to send', or the server's refusal), part of the name. */
  mark?: string | null;
}

export function ActionButton({ icon, label, count = 0, countLabel, showCount, pressed, disabled, className, onClick, mark }: Props) {
  const [animating, setAnimating] = useState(false);
  useEffect(() => {
    if (!animating) return;
    const timer = setTimeout(() => setAnimating(false), ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [animating]);
  const classes = ['status-action', className, pressed && 'status-action--on', animating && 'status-action--animate']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={pressed}
      disabled={disabled}
      title={label}
      onClick={() => {
        setAnimating(true);
        onClick?.();
      }}
    >
      <Icon name={icon} size={18} filled={pressed && icon === 'star'} />
      <span className="visually-hidden">{label}</span>
      {mark && <span className="status-action__mark"> {mark}</span>}
      {showCount && (
        <>
          <span className="status-action__count" aria-hidden="true">
            {count > 0 ? count : ''}
          </span>
          {countLabel && <span className="visually-hidden"> {countLabel}</span>}
        </>
      )}
    </button>
  );
}
