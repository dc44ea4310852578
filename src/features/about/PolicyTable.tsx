import { useTranslation } from '../../i18n/react';

export interface PolicyRow {
  instance: string;
  reason: string;
}

interface Props {
  /** i18n key of the list heading; `${titleKey}_desc` is its explanation. */
  titleKey: string;
  rows: PolicyRow[];
}

/** One federation policy list: instance and reason per row. */
export function PolicyTable({ titleKey, rows }: Props) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <>
      <h3>{t(titleKey)}</h3>
      <p className="faint">{t(`${titleKey}_desc`)}</p>
      <table className="policy-table">
        <thead>
          <tr>
            <th scope="col">{t('about.mrf.instance')}</th>
            <th scope="col">{t('about.mrf.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.instance}>
              <td>{row.instance}</td>
              <td>{row.reason || t('about.mrf.no_reason')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
