import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import { renderWithStore } from '../../test/renderWithStore';
import ThemeTab from './ThemeTab';

const PUBLIC = path.resolve(__dirname, '../../../public');
const read = (p: string) => JSON.parse(fs.readFileSync(path.join(PUBLIC, p), 'utf8')) as unknown;

vi.mock('../../api/themes', () => ({
  fetchThemeList: vi.fn(async () => read('static/styles.json')),
  fetchThemeFile: vi.fn(async (p: string) => read(p)),
}));

const preview = () => screen.getByTestId('theme-preview');
const previewVar = (name: string) => preview().style.getPropertyValue(name);

async function importFile(content: string) {
  const input = screen.getByTestId('theme-import-input') as HTMLInputElement;
  const file = new File([content], 'theme.json', { type: 'application/json' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

async function renderTab() {
  const result = renderWithStore(<ThemeTab />);
  await screen.findByRole('tablist', { name: 'Theme editor sections' });
  return result;
}

// A whole editor per test: generous time on a busy machine.
describe('ThemeTab', { timeout: 20_000 }, () => {
  it('edits the link colour in the preview only, then applies and saves it', async () => {
    const { store } = await renderTab();
    expect(previewVar('--color-bg')).toBe('#0f1620'); // starts from pleroma-dark
    // The sample sentence is one template with the link inside it.
    expect(preview()).toHaveTextContent('This is how a post looks with a link.');
    const link = screen.getByRole('textbox', { name: 'Links' });
    fireEvent.change(link, { target: { value: 'rgb(0 200 255)' } });
    expect(previewVar('--color-link')).toBe('#00c8ff');
    expect(document.documentElement.style.getPropertyValue('--color-link')).toBe('');
    expect(store.getState().config.customThemeSource).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const saved = store.getState().config;
    expect(saved.customThemeSource).toMatchObject({ themeEngineVersion: 1, colors: { link: '#00c8ff' } });
    expect((saved.customTheme as { vars: Record<string, string> }).vars['--color-link']).toBe('#00c8ff');
    expect(saved.colors.link).toBe('#00c8ff');
  });

  it('keeps an invalid colour in the field with a message and changes nothing', async () => {
    await renderTab();
    const text = screen.getByRole('textbox', { name: 'Text' });
    fireEvent.change(text, { target: { value: 'not-a-colour' } });
    expect(text).toHaveValue('not-a-colour');
    expect(screen.getByText(/This is not a colour/)).toBeInTheDocument();
    expect(previewVar('--color-text')).toBe('#c8ccd2');
  });

  it('shows a contrast hint with ratio and verdicts for low-contrast text, and resets it', async () => {
    await renderTab();
    const text = screen.getByRole('textbox', { name: 'Text' });
    fireEvent.change(text, { target: { value: '#222222' } });
    const hints = screen.getAllByText(/Text on Background: contrast 1\.\d+:1\. AA: fails, AAA: fails/);
    expect(hints.length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Text' }));
    expect(text).toHaveValue('#c8ccd2');
    expect(screen.queryByText(/Text on Background: contrast/)).toBeNull();
  });

  it('edits a radius and a shadow', async () => {
    await renderTab();
    await userEvent.click(screen.getByRole('tab', { name: 'Roundness' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Buttons: exact value' }), { target: { value: '12' } });
    expect(previewVar('--radius-btn')).toBe('12px');
    await userEvent.click(screen.getByRole('tab', { name: 'Shadows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a shadow' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Inset of shadow 2' }));
    expect(previewVar('--shadow-panel')).toBe('0px 1px 3px 0px rgb(0 0 0 / 0.5), inset 0px 2px 4px 0px rgb(0 0 0 / 0.4)');
  });

  it('imports a Pleroma-FE v2 file, and rejects a foreign one without changes', async () => {
    await renderTab();
    await importFile(JSON.stringify({ _pleroma_settings_version: [1, 0], hideNsfw: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a theme file Starling can read');
    expect(previewVar('--color-bg')).toBe('#0f1620');

    await importFile(JSON.stringify({ _pleroma_theme_version: 2, source: { themeEngineVersion: 3, colors: { bg: '#fafafa', text: '#111111', link: '#005599' }, radii: { btn: 9 } } }));
    await waitFor(() => expect(previewVar('--color-bg')).toBe('#fafafa'));
    expect(previewVar('--radius-btn')).toBe('9px');
    expect(screen.getByRole('status')).toHaveTextContent('The theme file is loaded');
  });

  it('starts from a built-in theme picked from styles.json', async () => {
    await renderTab();
    const select = screen.getByRole('combobox', { name: 'Start from a theme' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'High contrast');
    await waitFor(() => expect(previewVar('--color-bg')).toBe('#000000'));
  });
});
