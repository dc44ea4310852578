import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { interpolateNodes } from './Interpolate';

const html = (text: string, values: Record<string, ReactNode>) =>
  render(<>{interpolateNodes(text, values)}</>).container.innerHTML;

describe('interpolateNodes', () => {
  it('puts nodes where the placeholders are: start, middle and end', () => {
    expect(html('{{name}} reacted with {{emoji}}', { name: <a href="/u">Bob</a>, emoji: <img alt="🔥" /> })).toBe(
      '<a href="/u">Bob</a> reacted with <img alt="🔥">',
    );
    expect(html('Gestern hat {{name}} gefolgt', { name: <b>Ana</b> })).toBe('Gestern hat <b>Ana</b> gefolgt');
  });

  it('keeps repeated text around the placeholders and repeated placeholders', () => {
    expect(html('a {{x}} a {{ x }} a', { x: <i>b</i> })).toBe('a <i>b</i> a <i>b</i> a');
  });

  it('leaves a placeholder without a value visible, like t()', () => {
    expect(html('{{name}} migrated to {{target}}', { name: 'Ana' })).toBe('Ana migrated to {{target}}');
    expect(interpolateNodes('{{x}}', { x: null })).toEqual(['{{x}}']);
  });

  it('returns plain text unchanged, and accepts strings and numbers as values', () => {
    expect(interpolateNodes('Nothing to fill', {})).toEqual(['Nothing to fill']);
    expect(html('{{a}}/{{b}}', { a: 'one', b: 2 })).toBe('one/2');
  });
});
