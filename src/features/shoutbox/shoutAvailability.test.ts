import { shoutAvailability, type ShoutAvailabilityInput } from './shoutAvailability';

const member: ShoutAvailabilityInput = { loggedIn: true, shoutAvailable: true, hasToken: true, channel: 'joining' };

describe('shoutAvailability', () => {
  it('asks a visitor to sign in, whatever the server has', () => {
    expect(shoutAvailability({ ...member, loggedIn: false })).toBe('sign_in');
    expect(shoutAvailability({ ...member, loggedIn: false, shoutAvailable: false })).toBe('sign_in');
  });

  it('says a server without the shoutbox has none', () => {
    expect(shoutAvailability({ ...member, shoutAvailable: false, channel: 'closed' })).toBe('none');
  });

  it('connects only while the channel is on its way; a refused join or no chat token fails', () => {
    expect(shoutAvailability(member)).toBe('connecting');
    expect(shoutAvailability({ ...member, channel: 'closed' })).toBe('connecting');
    expect(shoutAvailability({ ...member, channel: 'joined' })).toBe('joined');
    expect(shoutAvailability({ ...member, channel: 'error' })).toBe('failed');
    expect(shoutAvailability({ ...member, hasToken: false, channel: 'closed' })).toBe('failed');
  });
});
