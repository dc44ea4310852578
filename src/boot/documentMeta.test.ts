import { describeDocument } from './documentMeta';

afterEach(() => {
  document.querySelectorAll('meta[name="description"]').forEach((m) => m.remove());
});

describe('describeDocument', () => {
  it("gives the page the instance's name and description", () => {
    describeDocument('Starling Test', '  A small   instance\nfor tests. ');
    expect(document.title).toBe('Starling Test');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A small instance for tests.');
  });

  it('moves a description the server wrote into the body up into the head, and keeps one', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'From the server';
    document.body.append(meta);
    describeDocument('X', 'From instance info');
    const all = document.querySelectorAll('meta[name="description"]');
    expect(all).toHaveLength(1);
    expect(all[0].parentNode).toBe(document.head);
    expect(all[0]).toHaveAttribute('content', 'From instance info');
  });

  it('adds no empty description', () => {
    describeDocument('X', '   ');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });
});
