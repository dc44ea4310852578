import { readFileSync } from 'node:fs';
import { stripHtmlComments } from '../../build/trimFirstRequests';

describe('the page as built', () => {
  it('loses its comments but keeps the place a Pleroma server puts its preload', () => {
    const page = stripHtmlComments(readFileSync('index.html', 'utf8'));
    expect(page).not.toMatch(/<!--(?!server-generated-meta-->)/);
    expect(page).toContain('<!--server-generated-meta-->');
    expect(page).toContain('<script src="/theme-boot.js"></script>');
    expect(page).toContain('<div id="app"></div>');
  });
});
