// The desktop keyboard shortcuts: listens on the window while the "keyboardShortcuts"
// preference is on; never in a text field, with a modifier or while a dialog is open. What a
// shortcut did is said in a polite live region (moving to a post is said by the focus itself).
// A lazy chunk, loaded after the first paint.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { selectConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { lazyChunk } from '../../ui/lazyChunk';
import { notificationsPath } from '../../ui/links';
import { movePost, pressPostControl, currentPost } from './postActions';
import { createKeyReader, isShortcutKey, SHORTCUTS, type ShortcutAction } from './shortcuts';
import { ShortcutsHelp } from './ShortcutsHelp';

const PostModal = lazyChunk(() => import('../compose/PostModal'));

const HOME = '/main/friends';
const LISTS = '/lists';
const labelOf = (action: ShortcutAction) => SHORTCUTS.find((s) => s.action === action)!.label;

/** A modal (settings, media, a confirm) owns the keyboard while it is open. */
const dialogOpen = () => document.querySelector('[aria-modal="true"]') !== null;

function openSearch() {
  const search = document.querySelector<HTMLElement>('[role="search"] input, [role="search"] button[aria-expanded="false"]');
  search?.click();
  // The bar renders its field on open and focuses it; an open bar's field is focused here.
  if (search instanceof HTMLInputElement) search.focus();
  return search !== null;
}

export default function KeyboardShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enabled = useAppSelector(selectConfig).keyboardShortcuts;
  const me = useAppSelector(selectCurrentUser);
  const [help, setHelp] = useState(false);
  const [composing, setComposing] = useState(false);
  const [said, setSaid] = useState('');
  const read = useRef(createKeyReader());

  const say = useCallback((text: string) => {
    // Cleared first, so the same words twice are said twice.
    setSaid('');
    requestAnimationFrame(() => setSaid(text));
  }, []);

  const run = useCallback(
    (action: ShortcutAction): boolean => {
      switch (action) {
        case 'next':
        case 'previous':
          movePost(action === 'next' ? 1 : -1);
          return true;
        case 'reply':
        case 'favourite':
        case 'repeat':
        case 'react':
        case 'expand':
        case 'open':
          if (!currentPost()) say(t('keyboard.no_post'));
          else if (pressPostControl(action)) say(t(labelOf(action)));
          else say(t('keyboard.unavailable', { action: t(labelOf(action)) }));
          return true;
        case 'newPost': {
          const field = document.querySelector<HTMLTextAreaElement>('.shell__sidebar textarea');
          if (field) field.focus();
          else if (me) setComposing(true);
          return Boolean(field || me);
        }
        case 'search':
          return openSearch();
        case 'goHome':
          navigate(HOME);
          say(t(labelOf(action)));
          return true;
        case 'goNotifications':
          if (!me) return false;
          navigate(notificationsPath(me.screen_name));
          say(t(labelOf(action)));
          return true;
        case 'goLists':
          navigate(LISTS);
          say(t(labelOf(action)));
          return true;
        case 'help':
          setHelp(true);
          return true;
        case 'loadNew':
          // The timeline's own '.' (useNewStatuses) shows what is waiting.
          return false;
      }
    },
    [me, navigate, say, t],
  );

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcutKey(e) || dialogOpen()) return;
      // Enter opens only the focused post itself; on its buttons and links it is theirs.
      if (e.key === 'Enter') {
        const post = currentPost();
        if (post && document.activeElement === post && pressPostControl('open')) e.preventDefault();
        return;
      }
      const action = read.current(e.key, e.timeStamp || performance.now());
      if (action === 'pending') e.preventDefault();
      else if (action && run(action)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, run]);

  return (
    <>
      <div className="visually-hidden" aria-live="polite" data-testid="shortcut-announcer">
        {said}
      </div>
      {help && <ShortcutsHelp onClose={() => setHelp(false)} />}
      {composing && (
        <Suspense fallback={null}>
          <PostModal open onClose={() => setComposing(false)} />
        </Suspense>
      )}
    </>
  );
}
