import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from './Badge';
import './Tabs.css';
import { readingKey } from './direction';
import { revealInStrip } from './revealInStrip';

export interface TabItem {
  id: string;
  label: string;
  disabled?: boolean;
  /** Optional count shown beside the label. */
  count?: number;
}

interface Props {
  tabs: TabItem[];
  active: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the active tab. */
  children: ReactNode;
  className?: string;
  /** 'top' (default): a row above the panel; 'side': a column beside it (wide dialogs). */
  variant?: 'top' | 'side';
}

/**
 * WAI-ARIA tabs: one tab stop (roving tabindex), arrows/Home/End move and select. The side
 * variant is a vertical list: Up/Down move (Left/Right too, so either habit works).
 */
export function Tabs({ tabs, active, onChange, label, children, className, variant = 'top' }: Props) {
  const side = variant === 'side';
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const list = useRef<HTMLDivElement>(null);
  // A strip wider than its box scrolls; the chosen tab is always scrolled into it.
  useLayoutEffect(() => {
    const tab = refs.current[active];
    if (list.current && tab) revealInStrip(list.current, tab);
  }, [active]);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const select = (id: string) => {
    onChange(id);
    refs.current[id]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((tab) => tab.id === active);
    let next: TabItem | undefined;
    const key = readingKey(event.key);
    const forward = key === 'ArrowRight' || (side && key === 'ArrowDown');
    const back = key === 'ArrowLeft' || (side && key === 'ArrowUp');
    if (forward) next = enabled[(index + 1) % enabled.length];
    else if (back) next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
  };

  return (
    <div className={`tabs${side ? ' tabs--side' : ''}${className ? ` ${className}` : ''}`}>
      <div ref={list} role="tablist" aria-label={label} aria-orientation={side ? 'vertical' : 'horizontal'} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={`tabs__tab${selected ? ' tabs__tab--active' : ''}`}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
              {tab.count !== undefined && <Badge count={tab.count} className="tabs__count" />}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
