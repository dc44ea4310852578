// Mutes and blocks: the three lists, and blocking a domain by name.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { blockDomain } from '../../../store/accountListsThunks';
import { useAppDispatch } from '../../../store/hooks';
import { DomainInput } from '../../known-domains/DomainInput';
import { AccountListView } from './AccountListView';

function BlockDomainForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [domain, setDomain] = useState('');
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await dispatch(blockDomain(domain))) setDomain('');
  };
  return (
    <form className="settings-option" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id}>{t('settings.domain_to_block')}</label>
      <DomainInput id={id} className="input" value={domain} onChange={(e) => setDomain(e.target.value)} placeholder="example.com" />
      <button type="submit" className="btn" disabled={!domain.trim()}>
        {t('settings.block_domain')}
      </button>
    </form>
  );
}

export default function MutesBlocksTab() {
  const { t } = useTranslation();
  return (
    <div>
      <section className="settings-section">
        <h3>{t('settings.mutes')}</h3>
        <AccountListView list="mutes" />
      </section>
      <section className="settings-section">
        <h3>{t('settings.blocks')}</h3>
        <AccountListView list="blocks" />
      </section>
      <section className="settings-section">
        <h3>{t('settings.domain_blocks')}</h3>
        <BlockDomainForm />
        <AccountListView list="domainBlocks" />
      </section>
    </div>
  );
}
