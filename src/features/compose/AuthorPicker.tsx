// "Post as": which kept account the form posts as, shown only with several accounts
// (a lazy chunk). Switching changes nothing typed. Media already uploaded belong to the active
// account, so with media the author is the active one and the choice is locked, saying why.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { accountHandle, accountKey } from '../../store/accounts';
import { loadAccountList } from '../../store/accountsThunks';
import './AuthorPicker.css';

interface Props {
  /** The chosen account's key; null: the active account. */
  value: string | null;
  onChange: (key: string | null) => void;
  /** Media are attached: only the active account can post them. */
  locked: boolean;
}

export default function AuthorPicker({ value, onChange, locked }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [list] = useState(loadAccountList);
  const usable = list.accounts.filter((a) => !a.signInAgain || accountKey(a) === list.active);
  const chosen = locked ? list.active : (value ?? list.active);
  return (
    <fieldset className="compose-author" disabled={locked} aria-describedby={locked ? `${id}-why` : undefined}>
      <legend className="compose-author__legend">{t('accounts.post_as')}</legend>
      {usable.map((a) => {
        const key = accountKey(a);
        return (
          <label key={key} className="compose-author__choice">
            <input type="radio" name={`${id}-author`} checked={key === chosen} onChange={() => onChange(key === list.active ? null : key)} />
            {a.avatar && <img className="compose-author__avatar" src={a.avatar} alt="" width={20} height={20} />}
            <span>{accountHandle(a)}</span>
          </label>
        );
      })}
      {locked && <p id={`${id}-why`} className="compose-author__why">{t('accounts.post_as_media')}</p>}
    </fieldset>
  );
}
