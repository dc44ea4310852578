import { useId } from 'react';
import { formatNumber } from '../../i18n/formats';
import { useTranslation } from '../../i18n/react';
import { fileSizeFormat } from '../../lib/fileSize';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';

/**
 * What this server offers (capability table), shown to visitors and on the about page. `region`
 * false (sidebar) avoids two landmarks named 'Features' on /about.
 */
export function FeaturesPanel({ region = true }: { region?: boolean }) {
  const { t, i18n } = useTranslation();
  const instance = useAppSelector(selectInstance);
  const headingId = useId();
  const upload = fileSizeFormat(instance.uploadlimit);
  const Tag = region ? 'section' : 'div';

  const flags: [boolean, string][] = [
    [instance.pleromaChatMessagesAvailable, 'features_panel.chats'],
    [instance.shoutAvailable, 'features_panel.shout'],
    [instance.reactionsAvailable, 'features_panel.reactions'],
    [instance.pollsAvailable, 'features_panel.polls'],
    [instance.gopherAvailable, 'features_panel.gopher'],
    [instance.mediaProxyAvailable, 'features_panel.media_proxy'],
    [true, 'features_panel.scope_options'],
  ];

  return (
    <Tag className="panel features-panel" aria-labelledby={region ? headingId : undefined}>
      <div className="panel-heading">
        <h2 id={headingId}>{t('features_panel.title')}</h2>
      </div>
      <ul className="panel-body features-panel__list">
        {flags
          .filter(([on]) => on)
          .map(([, key]) => (
            <li key={key}>{t(key)}</li>
          ))}
        <li>{t('features_panel.text_limit', { limit: formatNumber(instance.textlimit ?? 0, i18n.locale) })}</li>
        {instance.uploadlimit > 0 && (
          <li>
            {t('features_panel.upload_limit', {
              num: formatNumber(upload.num, i18n.locale),
              unit: t(`features_panel.units.${upload.unit}`),
            })}
          </li>
        )}
      </ul>
    </Tag>
  );
}
