// Font names to suggest: the families installed on this device where the browser lets us ask
// (Local Font Access, after the person's click and permission), else a fixed common list.
export const FALLBACK_FONTS = [
  'system-ui',
  'sans-serif',
  'serif',
  'monospace',
  'Arial',
  'Helvetica',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Georgia',
  'Times New Roman',
  'Courier New',
  'Segoe UI',
  'Roboto',
  'Noto Sans',
  'Noto Serif',
  'DejaVu Sans',
  'Liberation Sans',
  'Ubuntu',
  'Cantarell',
];

interface LocalFont {
  family: string;
}

export async function localFontFamilies(): Promise<string[]> {
  const query = (window as unknown as { queryLocalFonts?: () => Promise<LocalFont[]> }).queryLocalFonts;
  if (!query) return [];
  try {
    const fonts = await query();
    return [...new Set(fonts.map((f) => f.family))].sort((a, b) => a.localeCompare(b));
  } catch {
    return []; // permission refused or not allowed here
  }
}
