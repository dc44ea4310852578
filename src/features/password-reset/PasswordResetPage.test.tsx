import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ApiError } from '../../entities/apiError';
import { passwordGrant } from '../../api/oauth';
import { requestPasswordReset } from '../../api/registration';
import { makeStore } from '../../store';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { renderWithStore } from '../../store/testing';
import { LoginForm } from '../auth/LoginForm';
import PasswordResetPage from './PasswordResetPage';

vi.mock('../../api/registration', () => ({ requestPasswordReset: vi.fn() }));
vi.mock('../../api/oauth', () => ({
  registerApp: vi.fn(async () => ({ client_id: 'cid', client_secret: 'cs' })),
  passwordGrant: vi.fn(),
  passwordGrantRefused: () => false,
  mfaChallenge: vi.fn(),
  codeGrant: vi.fn(),
  getClientToken: vi.fn(),
  revokeToken: vi.fn(),
  authorizeUrl: vi.fn(() => '/oauth/authorize'),
}));

const reset = vi.mocked(requestPasswordReset);

function setup(mailerEnabled = true, path = '/password-reset') {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ mailerEnabled, registrationOpen: true }));
  return renderWithStore(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/password-reset" element={<PasswordResetPage />} />
    </Routes>,
    { store, path },
  );
}

async function ask(email = 'me@example.com') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Your email or username'), email);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

beforeEach(() => vi.clearAllMocks());

it('asks the instance to mail a link and says to check the email (204)', async () => {
  reset.mockResolvedValue(204);
  await setup();
  await ask(' me@example.com ');
  expect(reset).toHaveBeenCalledWith('me@example.com');
  expect(await screen.findByText('Check your email for a link to reset your password.')).toBeInTheDocument();
});

it('says too many requests on 429 and keeps the address', async () => {
  reset.mockRejectedValue(new ApiError('HTTP 429', { status: 429, url: '/auth/password', body: { error: 'Throttled' } }));
  await setup();
  await ask();
  expect(await screen.findByRole('alert')).toHaveTextContent('You have reached the limit of attempts, try again later');
  expect(screen.getByLabelText('Your email or username')).toHaveValue('me@example.com');
});

it('shows a generic error when the network fails, nothing for other statuses', async () => {
  reset.mockRejectedValueOnce(new ApiError('Failed to fetch', { status: 0, url: '/auth/password' }));
  await setup();
  await ask();
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
  reset.mockRejectedValueOnce(new ApiError('HTTP 500', { status: 500, url: '/auth/password' }));
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reset password' }));
  await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

it('says password reset is disabled without a mailer', async () => {
  await setup(false);
  expect(screen.getByRole('alert')).toHaveTextContent(/^Password reset is disabled/);
  expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
});

it("a sign-in answering password_reset_required lands here with 'You must reset your password to log in'", async () => {
  vi.mocked(passwordGrant).mockResolvedValue({ error: 'Password reset is required', identifier: 'password_reset_required', status: 403 });
  await setup(true, '/login');
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Username'), 'alice');
  await user.type(screen.getByLabelText('Password'), 'hunter2');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('You must reset your password to log in')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
});
