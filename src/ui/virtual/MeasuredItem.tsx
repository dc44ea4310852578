// An item's wrapper in a virtual window, watched for its height by the list's one ResizeObserver
// while mounted. A list item (`as="li"`) where the list is an <ol>.
import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { ITEM_ATTR } from './useVirtualWindow';

interface Props extends HTMLAttributes<HTMLElement> {
  id: string;
  observer: ResizeObserver | null;
  as?: 'div' | 'li';
  children: ReactNode;
}

export function MeasuredItem({ id, observer, as: Tag = 'div', children, ...rest }: Props) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !observer) return;
    observer.observe(el);
    return () => observer.unobserve(el);
  }, [observer]);
  return (
    <Tag ref={ref} {...rest} {...{ [ITEM_ATTR]: id }} style={{ display: 'flow-root' }}>
      {children}
    </Tag>
  );
}
