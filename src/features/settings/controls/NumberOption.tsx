// maxThumbnails: a whole number of at least 0.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { selectConfig, setOption } from '../../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useSaveNotice } from '../saveNotice';

export function MaxThumbnailsOption() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const value = useAppSelector(selectConfig).maxThumbnails;
  const id = useId();
  return (
    <li className="settings-option">
      <label htmlFor={id}>{t('settings.maxThumbnails')}</label>
      <input
        id={id}
        className="input settings-option__number"
        type="number"
        min={0}
        step={1}
        value={value}
        onChange={(e) => {
          const n = Math.floor(Number(e.target.value));
          if (!Number.isFinite(n) || n < 0) return;
          dispatch(setOption({ name: 'maxThumbnails', value: n }));
          report(true);
        }}
      />
    </li>
  );
}
