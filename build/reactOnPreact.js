// What `react` means in the built client (vite.config.ts aliases it here): Preact's compat layer,
// with a useId of our own. Preact derives ids from a component's place in the tree and repeats
// them across lazy boundaries (two password fields of the security tab got one id, so a label
// named the wrong input); a counter cannot repeat, and nothing renders on a server to match.
import { useState } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

let next = 0;

/** @returns {string} */
export function useId() {
  const [id] = useState(() => `s${(next++).toString(36)}`);
  return id;
}
