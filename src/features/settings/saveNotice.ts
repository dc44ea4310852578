// The settings header's "saved" / "error saving" notice: tabs report each save here.
import { createContext, useContext } from 'react';

export type SaveReport = (ok: boolean) => void;

export const SaveNoticeContext = createContext<SaveReport>(() => {});

export const useSaveNotice = (): SaveReport => useContext(SaveNoticeContext);

/** The saved notice clears after this long. */
export const SAVED_NOTICE_MS = 2000;
