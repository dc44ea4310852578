// The settings header's "saved" / "error saving" notice (SPEC §4, §8): tabs report each save here.
import { createContext, useContext } from 'react';

export type SaveReport = (ok: boolean) => void;

export const SaveNoticeContext = createContext<SaveReport>(() => {});

export const useSaveNotice = (): SaveReport => useContext(SaveNoticeContext);

/** The saved notice clears after this long (SPEC §9). */
export const SAVED_NOTICE_MS = 2000;
