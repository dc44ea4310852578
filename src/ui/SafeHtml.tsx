import type { ElementType, HTMLAttributes } from 'react';
import type { SafeHtml as SafeHtmlString } from '../entities/types';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> {
  html: SafeHtmlString;
  as?: ElementType;
}

/**
 * The one place server HTML reaches the DOM. It only accepts `SafeHtml`, which only the
 * normalizers' sanitizer (entities/html.ts) produces, so unsanitized markup cannot get here.
 */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: Props) {
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
