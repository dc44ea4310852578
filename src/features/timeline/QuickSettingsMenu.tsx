// The quick settings panel (lazy): reply visibility (signed-in only), hide media previews, hide
// all muted posts, and the way to the word-filter and general settings. Options that change
// what the server sends (reply visibility, muted posts) reload the timeline.
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TimelineName } from '../../entities/timelineName';
import { selectIsLoggedIn } from '../../store/authSlice';
import { selectEffectiveConfig, setOption } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { ReplyVisibility } from '../../store/preferences';
import { reloadTimeline } from '../../store/timelineThunks';
import type { AppThunk } from '../../store';
import { useFloating } from '../../ui/useFloating';
import './QuickSettingsMenu.css';

export type SettingsTarget = 'filtering' | 'general';

const REPLY_VISIBILITY: ReplyVisibility[] = ['all', 'following', 'self'];

interface Props {
  id: string;
  name: TimelineName;
  anchor: RefObject<HTMLDivElement | null>;
  onClose: (refocus: boolean) => void;
  onOpenSettings: (target: SettingsTarget) => void;
}

const setReplyVisibility =
  (name: TimelineName, value: ReplyVisibility): AppThunk =>
  (dispatch) => {
    dispatch(setOption({ name: 'replyVisibility', value }));
    void dispatch(reloadTimeline(name));
  };

const setHideMuted =
  (name: TimelineName, value: boolean): AppThunk =>
  (dispatch) => {
    dispatch(setOption({ name: 'hideMutedPosts', value }));
    dispatch(setOption({ name: 'hideFilteredStatuses', value }));
    void dispatch(reloadTimeline(name));
  };

const setHideMedia =
  (value: boolean): AppThunk =>
  (dispatch) => {
    dispatch(setOption({ name: 'hideAttachments', value }));
    dispatch(setOption({ name: 'hideAttachmentsInConv', value }));
  };

export default function QuickSettingsMenu({ id, name, anchor, onClose, onOpenSettings }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const config = useAppSelector(selectEffectiveConfig);
  const panel = useRef<HTMLDivElement>(null);
  useFloating(anchor, panel, { align: 'end' });

  // Focus moves in on open; Escape and a click outside close.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, button')?.focus();
    const onDown = (e: Event) => {
      if (anchor.current && !anchor.current.contains(e.target as Node)) onClose(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose(true);
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [anchor, onClose]);

  const hideMedia = config.hideAttachments || config.hideAttachmentsInConv;
  const hideMuted = Boolean(config.hideMutedPosts);
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={t('quick_settings.title')}
      className="popover quick-settings__panel"
    >
      {loggedIn && (
        <fieldset className="quick-settings__group">
          <legend>{t('quick_settings.reply_visibility')}</legend>
          {REPLY_VISIBILITY.map((v) => (
            <label key={v} className="quick-settings__option">
              <input
                type="radio"
                name={`${id}-reply-visibility`}
                checked={config.replyVisibility === v}
                onChange={() => dispatch(setReplyVisibility(name, v))}
              />
              {t(`quick_settings.reply_visibility_${v}`)}
            </label>
          ))}
        </fieldset>
      )}
      <label className="quick-settings__option">
        <input type="checkbox" checked={hideMedia} onChange={() => dispatch(setHideMedia(!hideMedia))} />
        {t('quick_settings.hide_media_previews')}
      </label>
      <label className="quick-settings__option">
        <input type="checkbox" checked={hideMuted} onChange={() => dispatch(setHideMuted(name, !hideMuted))} />
        {t('quick_settings.hide_muted_posts')}
      </label>
      <div className="quick-settings__links">
        <button type="button" className="btn-plain" onClick={() => onOpenSettings('filtering')}>
          {t('quick_settings.word_filter')}
        </button>
        <button type="button" className="btn-plain" onClick={() => onOpenSettings('general')}>
          {t('quick_settings.more_settings')}
        </button>
      </div>
    </div>
  );
}
