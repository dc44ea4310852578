// Lookups keyed by data from a server, a URL or a file: only a table's own entries count, so a
// key such as '__proto__', 'constructor' or 'toString' never finds Object's inherited members.

/** table[key] when it is the table's own entry, else undefined. */
export function ownValue<T>(table: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return table && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** An empty dictionary with no prototype: reads of '__proto__' or 'constructor' find nothing. */
export function dictionary<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
