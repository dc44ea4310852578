// The validator's parts: a checker per shape (boolean, number in a range, one of a set, a list,
// a record of known keys, a map keyed by data) that keeps what is well-formed and names, by path,
// what it drops. Only the declared shapes are walked, so a value nested thousands deep is just not
// one of them. Schemas built from these: store/preferencesCheck.ts, lib/theme/sourceCheck.ts.

const MAX_LIST = 1000;
const MAX_TEXT = 1000;

export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const text = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;
export const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export type Drop = (path: string) => void;
/** A checker returns the value to keep, or undefined to drop it; `drop` names bad parts it left out. */
export type Check = (v: unknown, path: string, drop: Drop) => unknown;

export const oneOf =
  (...allowed: unknown[]): Check =>
  (v) =>
    allowed.includes(v) ? v : undefined;
export const boolean: Check = (v) => (typeof v === 'boolean' ? v : undefined);
export const string: Check = (v) => (text(v) ? v : undefined);

/** An object of known keys, each with its checker; unknown keys are dropped by name. */
export const record =
  (shape: Record<string, Check>): Check =>
  (v, path, drop) => {
    if (!isObj(v)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [k, item] of Object.entries(v)) {
      const checked = own(shape, k) ? shape[k](item, `${path}.${k}`, drop) : undefined;
      if (checked === undefined) drop(`${path}.${k}`);
      else out[k] = checked;
    }
    return out;
  };

/** An object that is kept only whole: every key of `shape` present and valid, nothing else. */
export const whole =
  (shape: Record<string, Check>): Check =>
  (v) => {
    if (!isObj(v)) return undefined;
    const keys = Object.keys(v);
    if (keys.length !== Object.keys(shape).length || !keys.every((k) => own(shape, k))) return undefined;
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const checked = shape[k](v[k], k, () => undefined);
      if (checked === undefined) return undefined;
      out[k] = checked;
    }
    return out;
  };

/** An object of any keys (names from data), each value checked; built by entries, so '__proto__' stays a key. */
export const map =
  (item: Check, max = MAX_LIST): Check =>
  (v, path, drop) => {
    if (!isObj(v)) return undefined;
    const entries: [string, unknown][] = [];
    for (const [k, x] of Object.entries(v)) {
      const checked = entries.length < max && k.length <= 200 ? item(x, `${path}.${k}`, drop) : undefined;
      if (checked === undefined) drop(`${path}.${k}`);
      else entries.push([k, checked]);
    }
    return Object.fromEntries(entries);
  };

export const list =
  (item: Check, max = MAX_LIST): Check =>
  (v, path, drop) => {
    if (!Array.isArray(v)) return undefined;
    const out: unknown[] = [];
    v.forEach((x, i) => {
      const checked = out.length < max ? item(x, `${path}[${i}]`, drop) : undefined;
      if (checked === undefined) drop(`${path}[${i}]`);
      else out.push(checked);
    });
    return out;
  };

export const number =
  (lo: number, hi: number): Check =>
  (v) =>
    finite(v) && v >= lo && v <= hi ? v : undefined;

export const nullOr =
  (check: Check): Check =>
  (v, path, drop) =>
    v === null ? null : check(v, path, drop);

/** `v` checked against `check`: the kept value (undefined when none) and the dropped paths. */
export function runCheck(check: Check, v: unknown, path: string): { value: unknown; dropped: string[] } {
  const dropped: string[] = [];
  const value = check(v, path, (p) => dropped.push(p));
  if (value === undefined && v !== undefined) dropped.push(path);
  return { value, dropped };
}

export { droppedNames } from './droppedNames';
