import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { defaultInstanceSettings } from '../entities/instanceBuilders';
import { setCurrentUser } from '../store/authSlice';
import { instanceSettingsMerged } from '../store/instanceSlice';
import { makeStore } from '../store';
import { renderWithStore } from '../store/testing';
import {
  anonymousLanding,
  chatRule,
  Guard,
  publicExternalRule,
  publicTimelineRule,
  registrationRule,
  requireAuth,
  rootRedirect,
  type GuardContext,
} from './guards';

function ctx(loggedIn: boolean, over: Partial<GuardContext['instance']> = {}): GuardContext {
  return {
    loggedIn,
    instance: {
      private: false,
      federating: true,
      registrationOpen: true,
      pleromaChatMessagesAvailable: false,
      redirectRootLogin: '/main/friends',
      redirectRootNoLogin: '/main/all',
      ...over,
    },
  };
}

describe('guard rules', () => {
  it('root redirects members to redirectRootLogin and visitors to redirectRootNoLogin', () => {
    expect(rootRedirect(ctx(true))).toBe('/main/friends');
    expect(rootRedirect(ctx(false))).toBe('/main/all');
    expect(rootRedirect(ctx(true, { redirectRootLogin: '/main/public' }))).toBe('/main/public');
    expect(rootRedirect(ctx(false, { redirectRootNoLogin: '/main/public' }))).toBe('/main/public');
  });

  it('root opens a member\'s last visited timeline, when it is open to them', () => {
    expect(rootRedirect({ ...ctx(true), lastTimeline: '/main/public' })).toBe('/main/public');
    expect(rootRedirect({ ...ctx(true, { redirectRootLogin: '/main/public' }), lastTimeline: '/bookmarks' })).toBe('/bookmarks');
    expect(rootRedirect({ ...ctx(true), lastTimeline: '/users/alice/dms' })).toBe('/users/alice/dms');
    // Whole network without federation: the configured landing instead.
    expect(rootRedirect({ ...ctx(true, { federating: false }), lastTimeline: '/main/all' })).toBe('/main/friends');
    // Visitors keep redirectRootNoLogin; nothing remembered keeps redirectRootLogin.
    expect(rootRedirect({ ...ctx(false), lastTimeline: '/main/public' })).toBe('/main/all');
    expect(rootRedirect({ ...ctx(true), lastTimeline: null })).toBe('/main/friends');
  });

  it('falls back to the defaults when the configured targets are empty or the root itself', () => {
    expect(rootRedirect(ctx(true, { redirectRootLogin: '' }))).toBe('/main/friends');
    expect(rootRedirect(ctx(false, { redirectRootNoLogin: '/' }))).toBe('/main/all');
  });

  it('sends anonymous visitors of guarded routes to the anonymous landing', () => {
    expect(requireAuth(ctx(false), {})).toBe('/main/all');
    expect(requireAuth(ctx(true), {})).toBeNull();
  });

  it('a private instance needs sign-in for the public timelines; the landing avoids loops', () => {
    const priv = ctx(false, { private: true });
    expect(publicTimelineRule(priv, {})).toBe('/login');
    expect(publicExternalRule(priv, {})).toBe('/login');
    expect(anonymousLanding(priv)).toBe('/login');
    expect(publicTimelineRule(ctx(true, { private: true }), {})).toBeNull();
    expect(publicExternalRule(ctx(true, { private: true }), {})).toBeNull();
    expect(publicTimelineRule(ctx(false), {})).toBeNull();
  });

  it('the whole-network timeline needs federation', () => {
    expect(publicExternalRule(ctx(false), {})).toBeNull();
    expect(publicExternalRule(ctx(false, { federating: false }), {})).toBe('/main/public');
    expect(publicExternalRule(ctx(true, { federating: false }), {})).toBe('/main/friends');
    // A member whose configured landing is /main/all on a non-federating instance goes home.
    expect(rootRedirect(ctx(true, { federating: false, redirectRootLogin: '/main/all' }))).toBe('/main/friends');
  });

  it('registration redirects members, and visitors when closed without a token, to root', () => {
    expect(registrationRule(ctx(true), {})).toBe('/');
    expect(registrationRule(ctx(false, { registrationOpen: false }), {})).toBe('/');
    expect(registrationRule(ctx(false, { registrationOpen: false }), { token: 'invite' })).toBeNull();
    expect(registrationRule(ctx(false), {})).toBeNull();
  });

  it('chat routes need sign-in and chat support', () => {
    expect(chatRule(ctx(false, { pleromaChatMessagesAvailable: true }), {})).toBe('/main/all');
    expect(chatRule(ctx(true), {})).toBe('/');
    expect(chatRule(ctx(true, { pleromaChatMessagesAvailable: true }), {})).toBeNull();
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('<Guard>', () => {
  const tree = (
    <Routes>
      <Route path="/secret" element={<Guard rule={requireAuth}>secret content</Guard>} />
      <Route path="*" element={<Where />} />
    </Routes>
  );

  it('redirects anonymous visitors', async () => {
    const store = makeStore({ instance: defaultInstanceSettings() });
    store.dispatch(instanceSettingsMerged({ redirectRootNoLogin: '/main/all' }));
    await renderWithStore(tree, { store, path: '/secret' });
    expect(screen.getByTestId('where')).toHaveTextContent('/main/all');
  });

  it('lets members in', async () => {
    const store = makeStore();
    store.dispatch(setCurrentUser('1'));
    await renderWithStore(tree, { store, path: '/secret' });
    expect(screen.getByText('secret content')).toBeInTheDocument();
  });
});
