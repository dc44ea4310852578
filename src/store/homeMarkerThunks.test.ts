import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { fetchHomeMarker, saveHomeMarker } from '../api/markers';
import type { MarkerTimeline } from '../entities/instance';
import { loadHomeMarker, storeHomeMarker } from './homeMarkerThunks';
import { instanceSettingsMerged } from './instanceSlice';
import { makeStore } from './index';

vi.mock('../api/markers', () => ({ fetchHomeMarker: vi.fn(), saveHomeMarker: vi.fn() }));
const fetchMock = vi.mocked(fetchHomeMarker);
const saveMock = vi.mocked(saveHomeMarker);

function signedIn(markers: readonly MarkerTimeline[]) {
  const base = makeStore().getState();
  const s = makeStore({ auth: { ...base.auth, currentUserId: '1', userToken: 'T' } });
  s.dispatch(instanceSettingsMerged({ markers }));
  return s;
}
const answer = (id: string, version: number) => ({ home: { last_read_id: id, version, updated_at: '2026-11-26T10:00:00.000Z' } });

describe('home marker thunks', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    saveMock.mockReset();
  });

  it('read and write the marker where the server keeps it', async () => {
    const s = signedIn(['home', 'notifications']);
    fetchMock.mockResolvedValueOnce(answer('30', 4));
    expect(await s.dispatch(loadHomeMarker())).toEqual({ lastReadId: '30', stamp: '4|2026-11-26T10:00:00.000Z' });
    saveMock.mockResolvedValueOnce(answer('31', 5));
    expect(await s.dispatch(storeHomeMarker('31', true))).toEqual({ saved: { lastReadId: '31', stamp: '5|2026-11-26T10:00:00.000Z' } });
    expect(saveMock).toHaveBeenCalledWith('31', 'T', true);
  });

  it('ask nothing of a server that keeps no home marker (Pleroma)', async () => {
    const s = signedIn(['notifications']);
    expect(await s.dispatch(loadHomeMarker())).toBeNull();
    expect(await s.dispatch(storeHomeMarker('31'))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('answer a 409 with the marker as the server now has it', async () => {
    const s = signedIn(['home', 'notifications']);
    saveMock.mockRejectedValueOnce(new ApiError('Conflict', { status: 409, url: '/api/v1/markers' }));
    fetchMock.mockResolvedValueOnce(answer('40', 9));
    expect(await s.dispatch(storeHomeMarker('31'))).toEqual({ conflict: { lastReadId: '40', stamp: '9|2026-11-26T10:00:00.000Z' } });
    saveMock.mockRejectedValueOnce(new ApiError('Down', { status: 502, url: '/api/v1/markers' }));
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    expect(await s.dispatch(storeHomeMarker('31'))).toBeNull();
  });
});
