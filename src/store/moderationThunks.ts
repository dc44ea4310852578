// The admin moderation menu's calls (admin tag or right toggles update local state only
// when the server answers ok; deleting a user marks that user's statuses deleted).
import { deleteUser, setActivation, setPermissionGroup, setUserTags, type PermissionGroup } from '../api/admin';
import type { User } from '../entities/types';
import type { AppThunk } from './index';
import { statusPatched } from './statusesSlice';
import { usersReceived } from './usersSlice';

function tokenOf(getState: Parameters<AppThunk>[1]): string {
  const token = getState().auth.userToken;
  if (!token) throw new Error('Not signed in');
  return token;
}

const roleOf = (rights: User['rights']): User['role'] => (rights.admin ? 'admin' : rights.moderator ? 'moderator' : 'member');

/** Whoever is named in the call: local users by nickname, remote ones by their acct. */
const nicknameOf = (user: User): string => user.screen_name;

export const toggleRight =
  (user: User, group: PermissionGroup, grant: boolean): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await setPermissionGroup(nicknameOf(user), group, grant, tokenOf(getState));
    const current = getState().users[user.id] ?? user;
    const rights = { ...current.rights, [group]: grant };
    dispatch(usersReceived([{ ...current, rights, role: roleOf(rights) }]));
  };

export const toggleActivation =
  (user: User, active: boolean): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await setActivation(nicknameOf(user), active, tokenOf(getState));
    const current = getState().users[user.id] ?? user;
    dispatch(usersReceived([{ ...current, deactivated: !active }]));
  };

export const toggleTag =
  (user: User, tag: string, add: boolean): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await setUserTags(nicknameOf(user), [tag], add, tokenOf(getState));
    const current = getState().users[user.id] ?? user;
    const tags = add ? [...new Set([...current.tags, tag])] : current.tags.filter((t) => t !== tag);
    dispatch(usersReceived([{ ...current, tags }]));
  };

export const deleteAccount =
  (user: User): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await deleteUser(nicknameOf(user), tokenOf(getState));
    const statuses = getState().statuses;
    // Their posts, and repeats of them (the server deletes those too).
    const gone = (id: string | null): boolean => !!id && statuses[id]?.user === user.id;
    for (const status of Object.values(statuses)) {
      if ((status.user === user.id || gone(status.retweeted_status)) && !status.deleted) {
        dispatch(statusPatched({ id: status.id, patch: { deleted: true } }));
      }
    }
  };
