import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { keywordEntries, KEYWORD_LISTS, quarantineRows, SIMPLE_LISTS, simpleRows } from './federationRows';
import { PolicyTable } from './PolicyTable';

/** Federation transparency: MRF policies, simple-policy lists, quarantine and keyword rules. */
export function FederationPolicyPanel() {
  const { t } = useTranslation();
  const { federationPolicy: policy } = useAppSelector(selectInstance);
  const headingId = useId();
  if (!policy) return null;

  const policies = policy.mrf_policies ?? [];
  const simple = SIMPLE_LISTS.map((list) => ({ list, rows: simpleRows(policy, list) })).filter((s) => s.rows.length);
  const quarantined = quarantineRows(policy);
  const keywords = KEYWORD_LISTS.map((list) => ({ list, entries: keywordEntries(policy, list) })).filter(
    (k) => k.entries.length,
  );
  if (policies.length === 0 && simple.length === 0 && quarantined.length === 0 && keywords.length === 0) return null;

  return (
    <section className="panel" aria-labelledby={headingId}>
      <div className="panel-heading">
        <h2 id={headingId}>{t('about.mrf.title')}</h2>
      </div>
      <div className="panel-body">
        {policies.length > 0 && (
          <>
            <h3>{t('about.mrf.policies')}</h3>
            <p className="faint">{t('about.mrf.policies_desc')}</p>
            <ul>
              {policies.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </>
        )}
        {simple.map(({ list, rows }) => (
          <PolicyTable key={list} titleKey={`about.mrf.simple.${list}`} rows={rows} />
        ))}
        <PolicyTable titleKey="about.mrf.quarantine" rows={quarantined} />
        {keywords.map(({ list, entries }) => (
          <div key={list}>
            <h3>{t(`about.mrf.keyword.${list}`)}</h3>
            <ul>
              {entries.map((e) => (
                <li key={e}>
                  <code>{e}</code>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
