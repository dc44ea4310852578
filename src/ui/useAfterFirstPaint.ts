import { useEffect, useState } from 'react';

/**
 * False during the component's first commit and the frame that paints it, true from the next frame.
 * What renders behind it (and the chunks it asks for) never competes with the first screen's
 * statuses, which are in that first commit when the page carried them.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}
