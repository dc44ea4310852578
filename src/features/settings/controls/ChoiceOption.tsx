// A select bound to one string-valued preference; options are [value, i18n key] pairs.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { selectEffectiveConfig, setOption, type SetOptionPayload } from '../../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useSaveNotice } from '../saveNotice';

type ChoiceKey = 'replyVisibility' | 'subjectLineBehavior' | 'postContentType';

export function ChoiceOption({ name, options }: { name: ChoiceKey; options: [value: string, labelKey: string][] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const value = String(useAppSelector(selectEffectiveConfig)[name] ?? '');
  const id = useId();
  return (
    <li className="settings-option">
      <label htmlFor={id}>{t(`settings.${name}`)}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(e) => {
          dispatch(setOption({ name, value: e.target.value } as SetOptionPayload));
          report(true);
        }}
      >
        {options.map(([v, key]) => (
          <option key={v} value={v}>
            {t(key)}
          </option>
        ))}
      </select>
    </li>
  );
}
