import { screen, within } from '@testing-library/react';
import type { FederationPolicy, InstanceSettings } from '../../entities/instance';
import type { SafeHtml } from '../../entities/types';
import { usersReceived } from '../../store/usersSlice';
import { makeTestStore, makeUser, renderWithStore } from '../../test/renderWithStore';
import AboutPage from './AboutPage';
import { CLIENT_VERSION } from '../../lib/buildInfo';

const federationPolicy: FederationPolicy = {
  enabled: true,
  mrf_policies: ['SimplePolicy'],
  quarantined_instances: [],
  quarantined_instances_info: {},
  mrf_simple: { reject: ['bad.example'] },
  mrf_simple_info: { reject: { 'bad.example': { reason: 'spam' } } },
  mrf_keyword: {},
};

function setup(instance: Partial<InstanceSettings> = {}) {
  const store = makeTestStore({
    instance: {
      staffAccounts: ['root', 'mod'],
      restrictedNicknames: [],
      tos: '<p>Be kind.</p>' as SafeHtml,
      federationPolicy,
      textlimit: 5000,
      uploadlimit: 1024,
      backendVersion: '2.6.0',
      softwareName: 'pleroma',
      frontendVersion: 'abc123',
      ...instance,
    },
  });
  store.dispatch(
    usersReceived([
      makeUser({ id: '10', screen_name: 'root', screen_name_ui: 'root', name: 'Root', role: 'admin' }),
      makeUser({ id: '11', screen_name: 'mod', screen_name_ui: 'mod', name: 'Mod', role: 'moderator' }),
    ]),
  );
  return renderWithStore(<AboutPage />, { store, route: '/about' });
}

describe('AboutPage', () => {
  it('groups staff into administrators and moderators with profile links', () => {
    setup();
    const staff = screen.getByRole('region', { name: 'Staff' });
    expect(within(staff).getByRole('heading', { name: 'Administrators' })).toBeInTheDocument();
    expect(within(staff).getByRole('heading', { name: 'Moderators' })).toBeInTheDocument();
    expect(within(staff).getByRole('link', { name: /Root/ })).toHaveAttribute('href', '/root');
    expect(within(staff).getByRole('link', { name: /Mod/ })).toHaveAttribute('href', '/mod');
  });

  it('shows terms of service, the federation policy, features and versions', () => {
    setup();
    expect(within(screen.getByRole('region', { name: 'Terms of Service' })).getByText('Be kind.')).toBeInTheDocument();
    const mrf = screen.getByRole('region', { name: 'Moderation policies' });
    expect(within(mrf).getByText('SimplePolicy')).toBeInTheDocument();
    expect(within(mrf).getByRole('cell', { name: 'bad.example' })).toBeInTheDocument();
    expect(within(mrf).getByRole('cell', { name: 'spam' })).toBeInTheDocument();
    expect(screen.getByText('Upload limit: 1 KiB')).toBeInTheDocument();
    expect(screen.getByText('pleroma 2.6.0')).toBeInTheDocument();
    // The client's own version comes from the build (lib/buildInfo.ts), not from the instance.
    expect(screen.getByText(CLIENT_VERSION)).toBeInTheDocument();
  });

  it('leaves out empty panels', () => {
    setup({ staffAccounts: [], tos: '' as SafeHtml, federationPolicy: null });
    expect(screen.queryByRole('region', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Terms of Service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Moderation policies' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Version' })).toBeInTheDocument();
  });

  it('shows the instance panel unless the user hides it', () => {
    setup({ showInstanceSpecificPanel: true, instanceSpecificPanelContent: '<p>Our place</p>' as SafeHtml });
    expect(screen.getByText('Our place')).toBeInTheDocument();
  });
});
