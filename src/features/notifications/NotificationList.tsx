// The notifications list as groups, in a virtual window (the timeline's): only the lines
// near the viewport are rendered, so a page or drawer of 1,000 notifications scrolls without long
// tasks. The list scrolls with the page or inside the column or drawer box.
import { useMemo, useRef, useState, type FocusEvent } from 'react';
import type { NotificationGroup } from '../../entities/notificationGroup';
import { MeasuredItem } from '../timeline/Feed';
import { ITEM_ATTR, useVirtualWindow } from '../timeline/virtual/useVirtualWindow';
import { NotificationGroupItem } from './NotificationGroupItem';

/** Height-cache keys apart from status ids. */
const keyOf = (g: NotificationGroup) => `notification:${g.key}`;

interface Props {
  groups: NotificationGroup[];
  /** -1 while more may come (aria-setsize). */
  setsize: number;
}

export function NotificationList({ groups, setsize }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => groups.map(keyOf), [groups]);
  // The focused line stays rendered while focus is in it.
  const [focused, setFocused] = useState<string | null>(null);
  const pinned = useMemo(() => (focused ? [focused] : []), [focused]);
  const { segments, observer } = useVirtualWindow(ref, keys, pinned, true);
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    setFocused(e.target.closest(`[${ITEM_ATTR}]`)?.getAttribute(ITEM_ATTR) ?? null);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
  };
  return (
    <div ref={ref} className="panel-body notifications__list" onFocus={onFocus} onBlur={onBlur}>
      {segments.map((s) => {
        if (s.kind === 'gap') return <div key={`gap-${s.from}`} aria-hidden="true" style={{ height: s.height }} />;
        const group = groups[s.index]!;
        return (
          <MeasuredItem key={keys[s.index]} id={keys[s.index]!} observer={observer}>
            <NotificationGroupItem group={group} posinset={s.index + 1} setsize={setsize} />
          </MeasuredItem>
        );
      })}
    </div>
  );
}
