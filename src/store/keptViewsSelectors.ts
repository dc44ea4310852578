// Read apart from the lazy keptViews slice: the notice that reads it is on the first screen.
import type { RootState } from './index';

/** When the copy a view shows was kept (ms since epoch); undefined while it shows the server's. */
export const selectKeptAsOf = (s: RootState, viewKey: string): number | undefined => s.keptViews?.shown[viewKey];
