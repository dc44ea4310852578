import { createKeyReader, isShortcutKey, SHORTCUTS } from './shortcuts';

const key = (k: string, over: Partial<KeyboardEventInit> = {}, target?: EventTarget) => {
  const e = new KeyboardEvent('keydown', { key: k, ...over });
  if (target) Object.defineProperty(e, 'target', { value: target });
  return e;
};

describe('keyboard shortcuts', () => {
  it('reads single keys and g sequences', () => {
    const read = createKeyReader();
    expect(read('j', 0)).toBe('next');
    expect(read('k', 10)).toBe('previous');
    expect(read('f', 20)).toBe('favourite');
    expect(read('?', 30)).toBe('help');
    expect(read('g', 40)).toBe('pending');
    expect(read('h', 50)).toBe('goHome');
    expect(read('g', 60)).toBe('pending');
    expect(read('n', 70)).toBe('goNotifications');
    expect(read('g', 80)).toBe('pending');
    expect(read('l', 90)).toBe('goLists');
    expect(read('n', 100)).toBe('newPost');
    expect(read('q', 110)).toBeNull();
  });

  it('forgets a g after a while, and a g before another key', () => {
    const read = createKeyReader();
    expect(read('g', 0)).toBe('pending');
    expect(read('h', 5000)).toBeNull();
    expect(read('g', 6000)).toBe('pending');
    expect(read('j', 6100)).toBeNull();
    expect(read('j', 6200)).toBe('next');
  });

  it('is never a key typed into a field or pressed with a modifier', () => {
    expect(isShortcutKey(key('j'))).toBe(true);
    expect(isShortcutKey(key('?', { shiftKey: true }))).toBe(true);
    for (const mod of ['ctrlKey', 'metaKey', 'altKey'] as const) expect(isShortcutKey(key('j', { [mod]: true }))).toBe(false);
    for (const tag of ['input', 'textarea', 'select']) expect(isShortcutKey(key('j', {}, document.createElement(tag)))).toBe(false);
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(isShortcutKey(key('j', {}, editable))).toBe(false);
    editable.remove();
    expect(isShortcutKey(key('j', { repeat: false, isComposing: true } as KeyboardEventInit))).toBe(false);
  });

  it('lists every action once, each with a label key', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
    for (const s of SHORTCUTS) expect(s.label).toMatch(/^keyboard\.\w+$/);
  });
});
