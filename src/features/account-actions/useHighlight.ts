// The per-user highlight (config `highlight` keyed by screen name) as a class and a CSS
// variable for that user's posts. Tiny on purpose: status articles import it eagerly.
import type { CSSProperties } from 'react';
import { isCssColor } from '../../lib/cssValue';
import { ownValue } from '../../lib/own';
import { useAppSelector } from '../../store/hooks';
import { selectConfig } from '../../store/configSlice';
import { HIGHLIGHT_TYPES } from '../../store/preferences';
import './highlight.css';

export function useHighlight(screenName: string | undefined): { className: string; style: CSSProperties | undefined } {
  // The screen name comes from a server: an own-property lookup, so 'constructor' finds nothing.
  const h = useAppSelector((s) => (screenName ? ownValue(selectConfig(s).highlight, screenName) : undefined));
  // The type goes into a class name and the colour into a custom property: both checked here too.
  if (!h || h.type === 'disabled' || !HIGHLIGHT_TYPES.includes(h.type) || !isCssColor(h.color)) return { className: '', style: undefined };
  return { className: ` status--highlight status--highlight-${h.type}`, style: { '--user-highlight': h.color } as CSSProperties };
}
