// The lists an account can import from a CSV file.

export type ImportKind = 'follow_import' | 'mutes_import' | 'blocks_import';
