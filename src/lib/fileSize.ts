// Binary units (B, KiB, MiB, GiB, TiB), rounded to two decimals.

export type FileSizeUnit = 'B' | 'KiB' | 'MiB' | 'GiB' | 'TiB';
export interface FileSize {
  num: number;
  unit: FileSizeUnit;
}

const UNITS: FileSizeUnit[] = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

export function fileSizeFormat(bytes: number): FileSize {
  const n = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let exp = n < 1 ? 0 : Math.floor(Math.log2(n) / 10);
  exp = Math.min(exp, UNITS.length - 1);
  const num = Math.round((n / 1024 ** exp) * 100) / 100;
  return { num, unit: UNITS[exp] };
}

export function formatFileSize(bytes: number): string {
  const { num, unit } = fileSizeFormat(bytes);
  return `${num} ${unit}`;
}
