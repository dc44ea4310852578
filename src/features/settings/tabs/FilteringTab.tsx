// Filtering: mute words, what muted and filtered posts do, reply visibility.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { selectIsLoggedIn } from '../../../store/authSlice';
import { selectConfig, setOption } from '../../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { BooleanOption } from '../controls/BooleanOption';
import { ChoiceOption } from '../controls/ChoiceOption';
import { useSaveNotice } from '../saveNotice';

function MuteWords() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const words = useAppSelector(selectConfig).muteWords;
  const [text, setText] = useState(words.join('\n'));
  const id = useId();
  useEffect(() => setText(words.join('\n')), [words]);
  const save = () => {
    const next = [...new Set(text.split('\n').map((w) => w.trim()).filter(Boolean))];
    if (next.join('\n') === words.join('\n')) return;
    dispatch(setOption({ name: 'muteWords', value: next }));
    report(true);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('settings.muteWords')}</label>
      <textarea id={id} className="input" rows={5} value={text} onChange={(e) => setText(e.target.value)} onBlur={save} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`} className="settings-hint">
        {t('settings.mute_words_hint')}
      </span>
    </div>
  );
}

export function FilteringTab() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <div>
      <section className="settings-section settings-form">
        <h3>{t('settings.filtering')}</h3>
        <MuteWords />
      </section>
      <section className="settings-section">
        <ul className="settings-list">
          <BooleanOption name="hideMutedPosts" />
          <BooleanOption name="hideFilteredStatuses" />
          {loggedIn && (
            <ChoiceOption
              name="replyVisibility"
              options={[
                ['all', 'settings.reply_visibility_all'],
                ['following', 'settings.reply_visibility_following'],
                ['self', 'settings.reply_visibility_self'],
              ]}
            />
          )}
        </ul>
      </section>
    </div>
  );
}
