// User preferences and their defaults. Options whose default is
// "the instance value" are left undefined here; selectEffectiveConfig fills them from the
// instance table so a later change of instance settings still shows through.
import type { SubjectLineBehavior } from '../entities/instance';

export type ReplyVisibility = 'all' | 'following' | 'self';
export const HIGHLIGHT_TYPES = ['disabled', 'solid', 'striped', 'side'] as const;
export type HighlightType = (typeof HIGHLIGHT_TYPES)[number];

export interface NotificationVisibility {
  follows: boolean;
  mentions: boolean;
  likes: boolean;
  repeats: boolean;
  moves: boolean;
  emojiReactions: boolean;
  followRequest: boolean;
  chatMention: boolean;
}

/** Preferences that fall back to the instance setting of the same name when unset. */
export interface InstanceDefaultedPreferences {
  collapseMessageWithSubject?: boolean;
  subjectLineBehavior?: SubjectLineBehavior;
  postContentType?: string;
  sensitiveByDefault?: boolean;
  scopeCopy?: boolean;
  alwaysShowSubjectInput?: boolean;
  hidePostStats?: boolean;
  hideUserStats?: boolean;
  hideFilteredStatuses?: boolean;
  hideMutedPosts?: boolean;
  minimalScopesMode?: boolean;
  sidebarRight?: boolean;
}

export interface UserPreferences extends InstanceDefaultedPreferences {
  hideAttachments: boolean;
  hideAttachmentsInConv: boolean;
  maxThumbnails: number;
  hideNsfw: boolean;
  preloadImage: boolean;
  loopVideo: boolean;
  loopVideoSilentOnly: boolean;
  streaming: boolean;
  emojiReactionsOnTimeline: boolean;
  pauseOnUnfocused: boolean;
  stopGifs: boolean;
  replyVisibility: ReplyVisibility;
  notificationVisibility: NotificationVisibility;
  webPushNotifications: boolean;
  muteWords: string[];
  highlight: Record<string, { color: string; type: HighlightType }>;
  padEmoji: boolean;
  hideScopeNotice: boolean;
  playVideosInModal: boolean;
  useOneClickNsfw: boolean;
  useContainFit: boolean;
  greentext: boolean;
  showNewPostButton: boolean;
  autohideFloatingPostButton: boolean;
  hideInstanceWallpaper: boolean;
  hideISP: boolean;
  hideShoutbox: boolean;
  /** Ask before unfollowing a locked account (following again would need a new request). */
  confirmUnfollowLocked: boolean;
  /** The desktop keyboard shortcuts (j/k, f, r, g h, ? …). */
  keyboardShortcuts: boolean;
  /** null: follow the browser language. */
  interfaceLanguage: string | null;
  /** The language of the last post (ISO 639-1), the next one's default; null: the interface language. */
  postLanguage: string | null;
  /** Before posting media without a description, ask once whether to add one. */
  askForMediaDescriptions: boolean;
  customTheme: unknown;
  customThemeSource: unknown;
  colors: Record<string, string>;
}

export function defaultPreferences(): UserPreferences {
  return {
    hideAttachments: false,
    hideAttachmentsInConv: false,
    maxThumbnails: 16,
    hideNsfw: true,
    preloadImage: true,
    loopVideo: true,
    loopVideoSilentOnly: true,
    streaming: false,
    emojiReactionsOnTimeline: true,
    pauseOnUnfocused: true,
    stopGifs: false,
    replyVisibility: 'all',
    notificationVisibility: {
      follows: true,
      mentions: true,
      likes: true,
      repeats: true,
      moves: true,
      emojiReactions: true,
      followRequest: true,
      chatMention: true,
    },
    webPushNotifications: false,
    muteWords: [],
    highlight: {},
    padEmoji: true,
    hideScopeNotice: false,
    playVideosInModal: false,
    useOneClickNsfw: false,
    useContainFit: false,
    greentext: false,
    showNewPostButton: false,
    autohideFloatingPostButton: false,
    hideInstanceWallpaper: false,
    hideISP: false,
    hideShoutbox: false,
    confirmUnfollowLocked: true,
    keyboardShortcuts: true,
    interfaceLanguage: null,
    postLanguage: null,
    askForMediaDescriptions: true,
    customTheme: null,
    customThemeSource: null,
    colors: {},
  };
}

export const INSTANCE_DEFAULTED_KEYS: (keyof InstanceDefaultedPreferences)[] = [
  'collapseMessageWithSubject',
  'subjectLineBehavior',
  'postContentType',
  'sensitiveByDefault',
  'scopeCopy',
  'alwaysShowSubjectInput',
  'hidePostStats',
  'hideUserStats',
  'hideFilteredStatuses',
  'hideMutedPosts',
  'minimalScopesMode',
  'sidebarRight',
];
