// Where a status is shown, for the mute exceptions (a muted author on their own profile, a muted
// thread in its conversation), the pinned marker (profiles) and hideAttachmentsInConv.
// Timelines need not provide it; a profile or conversation screen wraps its feed in the provider.
import { createContext, useContext } from 'react';
import type { MuteInput } from '../../../lib/statusRules';

export type StatusPlace = MuteInput['place'];

export const StatusPlaceContext = createContext<StatusPlace>({ kind: 'timeline' });

export const useStatusPlace = (): StatusPlace => useContext(StatusPlaceContext);
