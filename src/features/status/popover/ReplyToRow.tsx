// 'Reply to @name' linking to the parent status, with a status popover on hover or focus
// (the popover chunk loads the first time it is wanted; it fetches the parent if absent).
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyChunk } from '../../../ui/lazyChunk';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../ui/Link';
import { conversationPath } from '../../../ui/links';
import type { Status } from '../../../entities/types';

const StatusPopover = lazyChunk(() => import('./StatusPopover'));

const OPEN_DELAY = 150;
const CLOSE_DELAY = 200;

export function ReplyToRow({ status }: { status: Status }) {
  const { t } = useTranslation();
  const parentId = status.in_reply_to_status_id;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const popoverId = useId();
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  if (!parentId) return null;

  const later = (next: boolean, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  // Shown short, as mentions in content are (@dave); the full acct is the link's title.
  const acct = status.in_reply_to_screen_name;
  const name = acct ? acct.split('@')[0] : null;
  return (
    <span
      ref={anchor}
      className="status-reply-to"
      onMouseEnter={() => later(true, OPEN_DELAY)}
      onMouseLeave={() => later(false, CLOSE_DELAY)}
      onFocus={() => later(true, 0)}
      onBlur={() => later(false, 0)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Link
        to={conversationPath(parentId)}
        className="status-reply-to__link faint"
        title={acct ? `@${acct}` : undefined}
        aria-describedby={open ? popoverId : undefined}
      >
        <span aria-hidden="true">↪ </span>
        {name ? t('status_view.reply_to', { name }) : t('status_view.reply_to_unknown')}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <StatusPopover id={parentId} popoverId={popoverId} anchor={anchor} />
        </Suspense>
      )}
    </span>
  );
}
