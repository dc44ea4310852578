// What a virtual window renders: each item of the window in its measured wrapper, and one spacer
// (hidden from assistive technology) of the right height for each run of items left out.
import type { ReactNode } from 'react';
import { MeasuredItem } from './MeasuredItem';
import type { Segment } from './windowMath';

interface Props {
  segments: readonly Segment[];
  /** Each item's key, also its height-cache key. */
  keys: readonly string[];
  observer: ResizeObserver | null;
  /** `li` inside an <ol> or <ul>. */
  as?: 'div' | 'li';
  /** Attributes of an item's wrapper (aria-posinset of a list item). */
  itemProps?: (index: number) => Record<string, string | number>;
  children: (index: number) => ReactNode;
}

export function WindowSegments({ segments, keys, observer, as: Tag = 'div', itemProps, children }: Props) {
  return segments.map((s) => {
    if (s.kind === 'gap') return <Tag key={`gap-${s.from}`} aria-hidden="true" style={{ height: s.height }} />;
    const key = keys[s.index]!;
    return (
      <MeasuredItem key={key} id={key} observer={observer} as={Tag} {...itemProps?.(s.index)}>
        {children(s.index)}
      </MeasuredItem>
    );
  });
}
