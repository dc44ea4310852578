// A post is tall by its score, or when it renders taller than 220 px. The height is read
// in one shared ResizeObserver, after the browser's own layout: reading scrollHeight in a layout
// effect forced a synchronous layout per article, the main cost of mounting a page of them.
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { TALL_HEIGHT_PX } from '../../../lib/statusRules';

type OnHeight = (el: Element) => void;
const watchers = new WeakMap<Element, OnHeight>();
let shared: ResizeObserver | null = null;

function observer(): ResizeObserver | null {
  if (shared || typeof ResizeObserver === 'undefined') return shared;
  // One synchronous commit for all the posts that turned out tall, inside the observer (before
  // paint): the uncut post never shows for a frame, and a page of them is not N commits.
  shared = new ResizeObserver((entries) => {
    flushSync(() => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.target);
    });
  });
  return shared;
}

function watch(el: Element, onHeight: OnHeight, ro: ResizeObserver): () => void {
  watchers.set(el, onHeight);
  ro.observe(el);
  return () => {
    watchers.delete(el);
    ro.unobserve(el);
  };
}

export function useTallMeasure<T extends HTMLElement>(byScore: boolean, active: boolean) {
  const ref = useRef<T>(null);
  const [byHeight, setByHeight] = useState(false);
  // A layout effect only registers (no read): the first observation comes before the first paint.
  useLayoutEffect(() => {
    const el = ref.current;
    if (byScore || byHeight || !active || !el) return;
    const ro = observer();
    if (!ro) {
      // No ResizeObserver (old engines, jsdom): read once.
      if (el.scrollHeight > TALL_HEIGHT_PX) setByHeight(true);
      return;
    }
    // Once tall, it stays tall (the cut itself makes it 220 px high).
    return watch(el, (target) => {
      if (target.scrollHeight > TALL_HEIGHT_PX) setByHeight(true);
    }, ro);
  }, [byScore, byHeight, active]);
  return { ref, tall: byScore || byHeight };
}
