// General: interface, timeline, media and composing preferences.
import { useTranslation } from '../../../i18n/react';
import { selectConfig } from '../../../store/configSlice';
import { useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { BooleanOption } from '../controls/BooleanOption';
import { ChoiceOption } from '../controls/ChoiceOption';
import { LanguageOption } from '../controls/LanguageOption';
import { MaxThumbnailsOption } from '../controls/NumberOption';

const KNOWN_FORMATS = ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'];

export function GeneralTab() {
  const { t } = useTranslation();
  const config = useAppSelector(selectConfig);
  const { postFormats, shoutAvailable } = useAppSelector(selectInstance);
  return (
    <div>
      <section className="settings-section">
        <h3>{t('settings.interface')}</h3>
        <ul className="settings-list">
          <LanguageOption />
          <BooleanOption name="streaming" />
          <BooleanOption name="pauseOnUnfocused" />
          <BooleanOption name="confirmUnfollowLocked" />
          <BooleanOption name="sidebarRight" />
          <BooleanOption name="hideInstanceWallpaper" />
          {shoutAvailable && <BooleanOption name="hideShoutbox" />}
          <BooleanOption name="hideISP" />
          <BooleanOption name="showNewPostButton" />
          <BooleanOption name="autohideFloatingPostButton" disabled={config.showNewPostButton} />
          <BooleanOption name="keyboardShortcuts" />
        </ul>
      </section>
      <section className="settings-section">
        <h3>{t('settings.timeline')}</h3>
        <ul className="settings-list">
          <BooleanOption name="collapseMessageWithSubject" />
          <BooleanOption name="emojiReactionsOnTimeline" />
          <BooleanOption name="hidePostStats" />
          <BooleanOption name="hideUserStats" />
          <BooleanOption name="greentext" />
        </ul>
      </section>
      <section className="settings-section">
        <h3>{t('settings.attachments')}</h3>
        <ul className="settings-list">
          <BooleanOption name="hideAttachments" />
          <BooleanOption name="hideAttachmentsInConv" />
          <MaxThumbnailsOption />
          <BooleanOption name="hideNsfw" />
          <BooleanOption name="useOneClickNsfw" />
          <BooleanOption name="preloadImage" />
          <BooleanOption name="useContainFit" />
          <BooleanOption name="playVideosInModal" />
          <BooleanOption name="loopVideo" />
          <BooleanOption name="loopVideoSilentOnly" disabled={!config.loopVideo} />
          <BooleanOption name="stopGifs" />
        </ul>
      </section>
      <section className="settings-section">
        <h3>{t('settings.composing')}</h3>
        <ul className="settings-list">
          <BooleanOption name="scopeCopy" />
          <BooleanOption name="alwaysShowSubjectInput" />
          <ChoiceOption
            name="subjectLineBehavior"
            options={[
              ['email', 'settings.subject_line_email'],
              ['masto', 'settings.subject_line_mastodon'],
              ['noop', 'settings.subject_line_noop'],
            ]}
          />
          {postFormats.length > 1 && (
            <ChoiceOption
              name="postContentType"
              options={postFormats.filter((f) => KNOWN_FORMATS.includes(f)).map((f) => [f, `settings.content_type.${f.replace('/', '_')}`])}
            />
          )}
          <BooleanOption name="sensitiveByDefault" />
          <BooleanOption name="askForMediaDescriptions" />
          <BooleanOption name="minimalScopesMode" />
          <BooleanOption name="padEmoji" />
          <BooleanOption name="hideScopeNotice" />
        </ul>
      </section>
    </div>
  );
}
