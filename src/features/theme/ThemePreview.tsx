import type { CSSProperties } from 'react';
import { interpolateNodes } from '../../i18n/Interpolate';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui/Icon';
import type { CompiledTheme } from '../../lib/theme/types';

/**
 * The main pieces (panel, status with its action bar, button, input, popup, alert) drawn with
 * the edited variables. They are set on this container only, so the rest of the app keeps the
 * current theme until Apply. Nothing here is interactive.
 */
export function ThemePreview({ theme }: { theme: CompiledTheme }) {
  const { t } = useTranslation();
  const style = { ...theme.vars, colorScheme: theme.scheme } as CSSProperties;
  return (
    <section className="theme-preview" style={style} aria-label={t('theme.preview.title')} data-testid="theme-preview">
      <div className="panel theme-preview__panel">
        <div className="panel-heading">
          <h3>{t('theme.preview.heading')}</h3>
        </div>
        <div className="panel-body">
          <div className="theme-preview__status">
            <span className="theme-preview__avatar" aria-hidden="true" />
            <div className="theme-preview__status-body">
              <p className="theme-preview__name">
                <strong>{t('theme.preview.name')}</strong> <span className="faint">@preview</span>
              </p>
              <p className="theme-preview__text">
                {/* One sentence with the link inside, so it can sit anywhere in the translation. */}
                {interpolateNodes(t('theme.preview.text'), {
                  link: (
                    <a href="#theme-preview" onClick={(e) => e.preventDefault()} tabIndex={-1}>
                      {t('theme.preview.link')}
                    </a>
                  ),
                })}
              </p>
              <div className="theme-preview__actions faint" aria-hidden="true">
                <Icon name="reply" size={18} /> <Icon name="repeat" size={18} /> <Icon name="star" size={18} /> <Icon name="smile" size={18} />
              </div>
            </div>
          </div>
          <div className="theme-preview__row">
            <span className="btn" aria-hidden="true">
              {t('theme.preview.button')}
            </span>
            <span className="btn btn-primary" aria-hidden="true">
              {t('theme.preview.primary')}
            </span>
            <input type="text" readOnly tabIndex={-1} aria-label={t('theme.preview.input')} value={t('theme.preview.input')} />
          </div>
          <div className="theme-preview__popup">{t('theme.preview.popup')}</div>
          <p className="alert alert-error">{t('theme.preview.alert')}</p>
          <p className="alert alert-success">{t('theme.preview.success')}</p>
        </div>
      </div>
    </section>
  );
}
