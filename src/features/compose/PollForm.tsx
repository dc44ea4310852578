// Poll form: 2 rows to start, up to max options of max length, single or
// multiple, expiry in the units the maximum allows, clamped between min and max.
import { useId } from 'react';
import type { PollLimits } from '../../entities/instance';
import { useTranslation } from '../../i18n/react';
import type { DraftPoll } from '../../store/draftsSlice';
import { IconButton } from '../../ui/IconButton';
import {
  canAddOption, canRemoveOption, clampExpiry, expiryUnits, splitExpiry, UNIT_SECONDS, type ExpiryUnit,
} from './rules';

interface Props {
  poll: DraftPoll;
  limits: PollLimits;
  onChange: (poll: DraftPoll) => void;
  error: string | null;
}

export function PollForm({ poll, limits, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const units = expiryUnits(limits);
  const { amount, unit } = splitExpiry(poll.expiresIn, units);
  const setOptions = (options: string[]) => onChange({ ...poll, options });
  const setExpiry = (n: number, u: ExpiryUnit) => onChange({ ...poll, expiresIn: clampExpiry(n * UNIT_SECONDS[u], limits) });

  return (
    <fieldset className="compose__poll">
      <legend className="visually-hidden">{t('polls.form')}</legend>
      {poll.options.map((option, i) => (
        <div className="compose__poll-row" key={i}>
          <input
            type="text"
            className="compose__poll-option"
            aria-label={t('polls.option', { index: i + 1 })}
            placeholder={t('polls.option', { index: i + 1 })}
            value={option}
            maxLength={limits.max_option_chars}
            onChange={(e) => setOptions(poll.options.map((o, j) => (j === i ? e.target.value : o)))}
          />
          {canRemoveOption(poll) && (
            <IconButton
              label={t('polls.remove_option', { index: i + 1 })}
              icon="close"
              iconSize={16}
              onClick={() => setOptions(poll.options.filter((_, j) => j !== i))}
            />
          )}
        </div>
      ))}
      {canAddOption(poll, limits) && (
        <button type="button" className="btn-plain compose__poll-add" onClick={() => setOptions([...poll.options, ''])}>
          {t('polls.add_option')}
        </button>
      )}
      <div className="compose__poll-settings">
        <select
          aria-label={t('polls.type')}
          value={poll.multiple ? 'multiple' : 'single'}
          onChange={(e) => onChange({ ...poll, multiple: e.target.value === 'multiple' })}
        >
          <option value="single">{t('polls.single_choice')}</option>
          <option value="multiple">{t('polls.multiple_choices')}</option>
        </select>
        <label htmlFor={`${id}-amount`}>{t('polls.expiry')}</label>
        <input
          id={`${id}-amount`}
          type="number"
          className="compose__poll-amount"
          min={1}
          value={amount}
          onChange={(e) => setExpiry(Number(e.target.value) || 1, unit)}
        />
        <select aria-label={t('polls.expiry_unit')} value={unit} onChange={(e) => setExpiry(amount, e.target.value as ExpiryUnit)}>
          {units.map((u) => (
            <option key={u} value={u}>{t(`polls.units.${u}`)}</option>
          ))}
        </select>
      </div>
      {error && <p className="compose__error-text" role="alert">{t(error)}</p>}
    </fieldset>
  );
}
