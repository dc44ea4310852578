// A thin layer over better-sqlite3: cached prepared statements and one-call transactions.
import type Database from 'better-sqlite3';

export type Params = Record<string, unknown> | unknown[];

export class Store {
  private readonly statements = new Map<string, Database.Statement>();
  private lastStatusId = 0;

  constructor(readonly db: Database.Database) {}

  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  get<T>(sql: string, params: Params = []): T | undefined {
    return this.stmt(sql).get(params) as T | undefined;
  }

  all<T>(sql: string, params: Params = []): T[] {
    return this.stmt(sql).all(params) as T[];
  }

  run(sql: string, params: Params = []): Database.RunResult {
    return this.stmt(sql).run(params);
  }

  /** Inserts and returns the new rowid as a number. */
  insert(sql: string, params: Params = []): number {
    return Number(this.run(sql, params).lastInsertRowid);
  }

  tx<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  /**
   * Status ids are `ms * 1000 + n`: ordering by id is ordering by time, they stay below 2^53
   * until the year 2255, and they read as plain numbers on the wire.
   */
  nextStatusId(ms: number = Date.now()): number {
    if (this.lastStatusId === 0) {
      const row = this.get<{ m: number | null }>('SELECT MAX(id) AS m FROM statuses');
      this.lastStatusId = row?.m ?? 0;
    }
    const id = Math.max(Math.floor(ms) * 1000, this.lastStatusId + 1);
    this.lastStatusId = id;
    return id;
  }

  setting(key: string): string | undefined {
    return this.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key])?.value;
  }

  setSetting(key: string, value: string): void {
    this.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [
      key,
      value,
    ]);
  }

  close(): void {
    this.db.close();
  }
}
