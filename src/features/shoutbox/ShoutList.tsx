// The shouts heard, in their own scrolling box: it follows the newest shout only while the reader
// is near the bottom, and renders a virtual window (ui/virtual) of the box, the shouts in view and
// a few around them, older ones as the reader scrolls up. Shout text is plain text, escaped, with
// the instance's custom emoji as pictures.
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { emojifyText } from '../../entities/html';
import type { ShoutMessage } from '../../entities/shout';
import type { Emoji } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { distanceFromBottom } from '../../lib/chatRules';
import { Avatar } from '../../ui/Avatar';
import { SafeHtml } from '../../ui/SafeHtml';
import { useFocusedItem } from '../../ui/virtual/useFocusedItem';
import { useVirtualWindow } from '../../ui/virtual/useVirtualWindow';
import { WindowSegments } from '../../ui/virtual/WindowSegments';

const NEAR_PX = 60;
/** A one-line shout's height before it is measured. */
const LINE_ESTIMATE = 32;
/** Height-cache keys apart from status ids. */
const keyOf = (m: ShoutMessage) => `shout:${m.id}`;

/** A shout is plain text: escaped, with the instance's custom emoji as pictures. */
const ShoutText = memo(function ShoutText({ text, emojis }: { text: string; emojis: Emoji[] }) {
  const html = useMemo(() => emojifyText(text, emojis), [text, emojis]);
  return <SafeHtml as="span" className="shoutbox__text" html={html} />;
});

export function ShoutList({ messages, emojis }: { messages: ShoutMessage[]; emojis: Emoji[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const near = useRef(true);
  const lastTop = useRef(0);
  const keys = useMemo(() => messages.map(keyOf), [messages]);
  const { pinned, onFocus, onBlur } = useFocusedItem();
  const { segments, observer } = useVirtualWindow(list, keys, pinned, { inScroller: true, estimate: LINE_ESTIMATE, clipTo: box });

  const onScroll = useCallback(() => {
    if (!box.current) return;
    near.current = distanceFromBottom(box.current) <= NEAR_PX;
    lastTop.current = box.current.scrollTop;
  }, []);
  const toBottom = (el: HTMLElement) => {
    el.scrollTop = el.scrollHeight;
    lastTop.current = el.scrollTop;
  };
  // A new shout follows a reader near the bottom.
  useLayoutEffect(() => {
    if (box.current && near.current) toBottom(box.current);
  }, [messages]);
  // So does a line measured taller than estimated; not a window moved by the reader's own scroll
  // (heard before onScroll, the box is then above where it was left).
  useLayoutEffect(() => {
    const el = box.current;
    if (el && near.current && el.scrollTop >= lastTop.current - 1) toBottom(el);
  }, [segments]);

  return (
    <div ref={box} className="shoutbox__list" onScroll={onScroll}>
      <ol ref={list} aria-label={t('shoutbox.messages')} tabIndex={0} onFocus={onFocus} onBlur={onBlur}>
        <WindowSegments
          segments={segments}
          keys={keys}
          observer={observer}
          as="li"
          itemProps={(index) => ({ 'aria-posinset': index + 1, 'aria-setsize': messages.length })}
        >
          {(index) => {
            const m = messages[index]!;
            return (
              <div className="shoutbox__message">
                <Avatar user={{ profile_image_url: m.author.avatar, name: m.author.username, screen_name: m.author.username }} alt="" size={24} />
                <span>
                  <strong className="shoutbox__author">{m.author.username}</strong> <ShoutText text={m.text} emojis={emojis} />
                </span>
              </div>
            );
          }}
        </WindowSegments>
      </ol>
    </div>
  );
}
