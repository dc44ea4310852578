// Account lists as files: Mastodon's CSV exports (following, muted and blocked accounts), written
// for an export and read for an import. Pure functions, no React.

export type AccountExportKind = 'following' | 'mutes' | 'blocks';

export interface AccountExportRow {
  /** Full address, user@domain (Mastodon writes local accounts with the local domain too). */
  address: string;
  showBoosts?: boolean;
  notify?: boolean;
  hideNotifications?: boolean;
}

/** The file names Mastodon gives its exports. */
export const EXPORT_FILE_NAME: Record<AccountExportKind, string> = {
  following: 'following_accounts.csv',
  mutes: 'muted_accounts.csv',
  blocks: 'blocked_accounts.csv',
};

const HEADER: Record<AccountExportKind, string | null> = {
  following: 'Account address,Show boosts,Notify on new posts,Languages',
  mutes: 'Account address,Hide notifications',
  // Mastodon's block export has no header row.
  blocks: null,
};

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function rowOf(kind: AccountExportKind, r: AccountExportRow): string[] {
  if (kind === 'following') return [r.address, String(r.showBoosts ?? true), String(r.notify ?? false), ''];
  if (kind === 'mutes') return [r.address, String(r.hideNotifications ?? true)];
  return [r.address];
}

/** The CSV text Mastodon's import reads (and Pleroma's, through `importedList`). */
export function accountsCsv(kind: AccountExportKind, rows: AccountExportRow[]): string {
  const header = HEADER[kind];
  const lines = rows.map((r) => rowOf(kind, r).map(cell).join(','));
  return [...(header ? [header] : []), ...lines].map((l) => `${l}\n`).join('');
}

/** `alice` → `alice@local.example`; a remote acct stays as it is. */
export function accountAddress(acct: string, localDomain: string): string {
  const clean = acct.replace(/^@+/, '');
  return clean.includes('@') || !localDomain ? clean : `${clean}@${localDomain}`;
}

/**
 * An import file as the list the server reads: the first column of each line, without a
 * Mastodon header row ("Account address,…"). A plain list (one account per line, or several
 * separated by spaces) passes through unchanged, so each server reads it by its own rules.
 */
export function importedList(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(',')[0].trim().replace(/^"(.*)"$/, '$1'))
    .filter((first) => first !== '' && !/^account address$/i.test(first))
    .join('\n');
}
