import { fileSizeFormat, formatFileSize } from './fileSize';

describe('fileSize', () => {
  it.each([
    [0, 0, 'B'],
    [1, 1, 'B'],
    [1023, 1023, 'B'],
    [1024, 1, 'KiB'],
    [1536, 1.5, 'KiB'],
    [1024 ** 2 - 1, 1024, 'KiB'],
    [1024 ** 2, 1, 'MiB'],
    [16000000, 15.26, 'MiB'],
    [1024 ** 3, 1, 'GiB'],
    [1024 ** 4, 1, 'TiB'],
    [5 * 1024 ** 5, 5120, 'TiB'],
  ])('%i bytes → %f %s', (bytes, num, unit) => {
    expect(fileSizeFormat(bytes)).toEqual({ num, unit });
  });

  it('is total and formats', () => {
    expect(fileSizeFormat(-5)).toEqual({ num: 0, unit: 'B' });
    expect(fileSizeFormat(NaN)).toEqual({ num: 0, unit: 'B' });
    expect(formatFileSize(2048)).toBe('2 KiB');
  });
});
