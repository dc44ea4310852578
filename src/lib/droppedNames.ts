// Apart from the validator (lib/shapeCheck.ts) so that the start's notice of reset settings
// does not bring the validator into the first chunk.

/** The names for a message: the first few, then how many more. */
export function droppedNames(dropped: string[], max = 8): string {
  const shown = dropped.slice(0, max).join(', ');
  return dropped.length > max ? `${shown} (+${dropped.length - max})` : shown;
}
