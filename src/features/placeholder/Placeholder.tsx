// Stand-in for screens a later issue builds: names the screen and says it is coming.
import { useTranslation } from '../../i18n/react';

export interface PlaceholderProps {
  /** Screen key under `routes.*` (e.g. 'bookmarks'). */
  name: string;
}

export default function Placeholder({ name }: PlaceholderProps) {
  const { t } = useTranslation();
  const headingId = `placeholder-${name}`;
  return (
    <section className="panel placeholder" aria-labelledby={headingId}>
      <div className="panel-heading">
        <h2 id={headingId}>{t(`routes.${name}`)}</h2>
      </div>
      <p className="panel-body">{t('placeholder.coming_soon')}</p>
    </section>
  );
}
