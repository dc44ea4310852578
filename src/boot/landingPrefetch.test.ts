import { visitorTimelineAt } from './landingPrefetch';

describe('visitorTimelineAt', () => {
  it('names the public timeline a path shows to a visitor', () => {
    expect(visitorTimelineAt('/')).toEqual({ timeline: 'publicAndExternal' });
    expect(visitorTimelineAt('/main/all')).toEqual({ timeline: 'publicAndExternal' });
    expect(visitorTimelineAt('/main/public')).toEqual({ timeline: 'public' });
    expect(visitorTimelineAt('/tag/caf%C3%A9')).toEqual({ timeline: 'tag', tag: 'café' });
  });

  it('names none for other screens or a malformed tag', () => {
    expect(visitorTimelineAt('/main/friends')).toBeNull();
    expect(visitorTimelineAt('/users/alice')).toBeNull();
    expect(visitorTimelineAt('/tag/%E0%A4%A')).toBeNull();
  });
});
