import type { CSSProperties } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { cssUrl, url } from '../../entities/coerce';

/** A bare number is taken as px; anything else is used as written ('0.1em', '2px 4px'). */
function cssLength(value: string | undefined): string {
  if (!value) return '0';
  return /^\d+(\.\d+)?$/.test(value.trim()) && value.trim() !== '0' ? `${value.trim()}px` : value;
}

/**
 * The instance logo, decorative (the link around it has the name). With logoMask it is used as a
 * mask filled with the theme's text colour, so one file suits dark and light themes.
 */
export function SiteLogo() {
  const { logo: configured, logoMask, logoMargin } = useAppSelector(selectInstance);
  // The config builder already applied the URL policy; this keeps the CSS sink safe on its own.
  const logo = url(configured);
  if (!logo) return null;
  const margin = cssLength(logoMargin);
  if (logoMask) {
    const style: CSSProperties = {
      margin,
      maskImage: cssUrl(logo),
      WebkitMaskImage: cssUrl(logo),
    };
    return <span className="site-logo site-logo--mask" style={style} aria-hidden="true" />;
  }
  return <img className="site-logo" src={logo} alt="" style={{ margin }} />;
}
