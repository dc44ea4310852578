// A checkbox bound to one boolean preference (configSlice); labelled by settings.<name>.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { selectEffectiveConfig, setOption, type SetOptionPayload } from '../../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useSaveNotice } from '../saveNotice';

type BooleanKey = Extract<SetOptionPayload, { value: boolean } | { value?: boolean }>['name'];

export function BooleanOption({ name, label, disabled }: { name: BooleanKey; label?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const value = Boolean(useAppSelector(selectEffectiveConfig)[name]);
  const id = useId();
  return (
    <li className="settings-option">
      <input
        id={id}
        type="checkbox"
        checked={value}
        disabled={disabled}
        onChange={(e) => {
          dispatch(setOption({ name, value: e.target.checked } as SetOptionPayload));
          report(true);
        }}
      />
      <label htmlFor={id}>{label ?? t(`settings.${name}`)}</label>
    </li>
  );
}
