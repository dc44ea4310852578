// SPEC §9: a post is tall by its score, or when it renders taller than 220 px.
import { useLayoutEffect, useRef, useState } from 'react';
import { TALL_HEIGHT_PX } from '../../../lib/statusRules';

export function useTallMeasure<T extends HTMLElement>(byScore: boolean, active: boolean) {
  const ref = useRef<T>(null);
  const [byHeight, setByHeight] = useState(false);
  useLayoutEffect(() => {
    if (byScore || !active || !ref.current) return;
    if (ref.current.scrollHeight > TALL_HEIGHT_PX) setByHeight(true);
  }, [byScore, active]);
  return { ref, tall: byScore || byHeight };
}
