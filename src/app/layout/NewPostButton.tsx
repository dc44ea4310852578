import { Suspense, useEffect, useState } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { useTranslation } from '../../i18n/react';
import { useMatch } from 'react-router';
import { selectIsLoggedIn } from '../../store/authSlice';
import { selectConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { selectIsMobile } from '../../store/uiSlice';
import { Icon } from '../../ui/Icon';
import { keyboardLikely, newPostButtonMode } from './newPostButtonRules';
import './NewPostButton.css';

// The post modal and its form load on first open, not with the shell.
const PostModal = lazyChunk(() => import('../../features/compose/PostModal'));

const SCROLL_THROTTLE_MS = 100;

/** Hidden while scrolling down or while an on-screen keyboard is likely (autohide option). */
function useAutohide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let lastRun = 0;
    const onScroll = () => {
      const now = Date.now();
      if (now - lastRun < SCROLL_THROTTLE_MS) return;
      lastRun = now;
      const y = window.scrollY;
      setHidden(y > lastY || keyboardLikely(window.innerWidth, window.innerHeight));
      lastY = y;
    };
    const onResize = () => setHidden(keyboardLikely(window.innerWidth, window.innerHeight));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      setHidden(false);
    };
  }, [enabled]);
  return enabled && hidden;
}

/**
 * Floating new-post button: members only, on mobile (or everywhere with showNewPostButton), never
 * on chat screens; it autohides unless "always show" is set (newPostButtonRules). It opens the
 * post modal (the 'new' draft).
 */
export function NewPostButton() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isMobile = useAppSelector(selectIsMobile);
  const { showNewPostButton, autohideFloatingPostButton } = useAppSelector(selectConfig);
  const onChats = useMatch({ path: '/users/:username/chats', end: false });
  const mode = newPostButtonMode({ loggedIn, isMobile, onChats: !!onChats, showNewPostButton, autohideFloatingPostButton });
  const hidden = useAutohide(mode === 'autohide');
  const [open, setOpen] = useState(false);

  if (mode === 'none') return null;
  return (
    <>
      <button
        type="button"
        className={`new-post-button btn-primary${hidden ? ' new-post-button--hidden' : ''}`}
        aria-label={t('shell.new_post')}
        title={t('shell.new_post')}
        onClick={() => setOpen(true)}
      >
        <Icon name="pencil" size={24} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PostModal open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default NewPostButton;
