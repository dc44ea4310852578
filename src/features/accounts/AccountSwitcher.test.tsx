import { describe, expect, it } from 'vitest';
import { accountIndexOfKey } from './AccountSwitcher';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('the account shortcut', () => {
  it('reads Alt+1…9 by the key position, whatever the layout types', () => {
    expect(accountIndexOfKey(key({ altKey: true, code: 'Digit1', key: '¡' }))).toBe(0);
    expect(accountIndexOfKey(key({ altKey: true, code: 'Digit9', key: 'ª' }))).toBe(8);
  });

  it('is nothing without Alt, with Ctrl or Meta, or for 0', () => {
    expect(accountIndexOfKey(key({ code: 'Digit1', key: '1' }))).toBeNull();
    expect(accountIndexOfKey(key({ altKey: true, ctrlKey: true, code: 'Digit1' }))).toBeNull();
    expect(accountIndexOfKey(key({ altKey: true, metaKey: true, code: 'Digit1' }))).toBeNull();
    expect(accountIndexOfKey(key({ altKey: true, code: 'Digit0' }))).toBeNull();
  });

  it('is text in a text field', () => {
    const field = document.createElement('textarea');
    document.body.append(field);
    const e = key({ altKey: true, code: 'Digit1', bubbles: true });
    let index: number | null = 0;
    field.addEventListener('keydown', (ev) => (index = accountIndexOfKey(ev)));
    field.dispatchEvent(e);
    expect(index).toBeNull();
    field.remove();
  });
});
