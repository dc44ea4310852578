import { initFaviconService, setFaviconBadge } from './favicon';
import { applyCount } from '../features/notifications/titleBadge';

describe('favicon service', () => {
  it('starts at boot on the page icon, badges it and restores it', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    const png = 'data:image/png;base64,AAAA';
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      fillStyle: '',
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(png);

    initFaviconService();
    expect(link.dataset.badge).toBe('off');

    document.title = 'Starling';
    applyCount(3);
    expect(document.title).toBe('(3) Starling');
    expect(link.dataset.badge).toBe('on');
    expect(link.getAttribute('href')).toBe(png);

    setFaviconBadge(false);
    expect(link.dataset.badge).toBe('off');
    expect(link.getAttribute('href')).toBe('/favicon.svg');
    expect(link.type).toBe('image/svg+xml');
  });
});
