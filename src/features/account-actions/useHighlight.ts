// The per-user highlight (SPEC §2, config `highlight` keyed by screen name) as a class and a CSS
// variable for that user's posts. Tiny on purpose: status articles import it eagerly.
import type { CSSProperties } from 'react';
import { useAppSelector } from '../../store/hooks';
import './highlight.css';

export function useHighlight(screenName: string | undefined): { className: string; style: CSSProperties | undefined } {
  const h = useAppSelector((s) => (screenName ? s.config.highlight?.[screenName] : undefined));
  if (!h || h.type === 'disabled' || !h.color) return { className: '', style: undefined };
  return { className: ` status--highlight status--highlight-${h.type}`, style: { '--user-highlight': h.color } as CSSProperties };
}
