// Names of the views kept for reading offline (store/keptViews.ts), shared by the keeper and the
// "Offline — as of" notice. A parametrised timeline is one view per subject.
import type { TimelineName } from '../api/timelines';

interface Subject {
  tag: string | null;
  userId: string | null;
  listId: string | null;
}

/** The kept view a timeline shows; null while it has no subject yet. */
export function timelineViewKey(name: TimelineName, tl: Subject): string | null {
  if (name === 'tag') return tl.tag ? `timeline:tag:${tl.tag.toLowerCase()}` : null;
  if (name === 'user' || name === 'favorites' || name === 'media') return tl.userId ? `timeline:${name}:${tl.userId}` : null;
  if (name === 'list') return tl.listId ? `timeline:list:${tl.listId}` : null;
  return `timeline:${name}`;
}

export const conversationViewKey = (id: string): string => `conversation:${id}`;
