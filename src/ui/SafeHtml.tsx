import type { ElementType, HTMLAttributes } from 'react';
import type { SafeHtml as SafeHtmlString } from '../entities/types';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> {
  html: SafeHtmlString;
  as?: ElementType;
}

/**
 * The one place server HTML reaches the DOM. It only accepts `SafeHtml`, which only the
 * normalizers' sanitizer (entities/html.ts) produces, so unsanitized markup cannot get here.
 * People's text keeps its own direction (`dir="auto"`) whatever the interface language's is.
 */
export function SafeHtml({ html, as: Tag = 'div', dir = 'auto', ...rest }: Props) {
  return <Tag dir={dir} {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
