// The notifications list as groups, in a virtual window (ui/virtual): only the lines
// near the viewport are rendered, so a page or drawer of 1,000 notifications scrolls without long
// tasks. The list scrolls with the page or inside the column or drawer box.
import { useMemo, useRef } from 'react';
import type { NotificationGroup } from '../../entities/notificationGroup';
import { useFocusedItem } from '../../ui/virtual/useFocusedItem';
import { useVirtualWindow } from '../../ui/virtual/useVirtualWindow';
import { WindowSegments } from '../../ui/virtual/WindowSegments';
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
  const { pinned, onFocus, onBlur } = useFocusedItem();
  const { segments, observer } = useVirtualWindow(ref, keys, pinned, { inScroller: true });
  return (
    <div ref={ref} className="panel-body notifications__list" onFocus={onFocus} onBlur={onBlur}>
      <WindowSegments segments={segments} keys={keys} observer={observer}>
        {(index) => <NotificationGroupItem group={groups[index]!} posinset={index + 1} setsize={setsize} />}
      </WindowSegments>
    </div>
  );
}
