import { useTranslation } from '../../i18n/react';
import { contrastVerdict } from '../../lib/contrast';
import { CONTRAST_PAIRS } from '../../lib/theme/slots';
import type { ThemeDraft } from './useThemeDraft';

/**
 * Contrast of every text-over-background pair this colour is part of, shown only for the pairs
 * under the AA threshold (4.5 for text): the ratio and the AA / AAA verdicts.
 */
export function ContrastHints({ slot, draft }: { slot: string; draft: ThemeDraft }) {
  const { t } = useTranslation();
  const failing = CONTRAST_PAIRS.filter((p) => p.text === slot || p.bg === slot)
    .map((p) => ({ ...p, v: contrastVerdict(draft.colors[p.text], draft.colors[p.bg]) }))
    .filter((p) => !p.v.aa);
  if (failing.length === 0) return null;
  const yesNo = (ok: boolean) => t(ok ? 'theme.contrast.pass' : 'theme.contrast.fail');
  return (
    <ul className="theme-contrast">
      {failing.map((p) => (
        <li key={`${p.text}/${p.bg}`} className="theme-contrast__hint">
          {t('theme.contrast.hint', {
            text: t(`theme.colors.${p.text}`),
            bg: t(`theme.colors.${p.bg}`),
            ratio: p.v.ratio.toFixed(2),
          })}{' '}
          {t('theme.contrast.verdict', { aa: yesNo(p.v.aa), aaa: yesNo(p.v.aaa), large: yesNo(p.v.aaLarge) })}
        </li>
      ))}
    </ul>
  );
}
