import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { verifyCredentials } from '../../api/accounts';
import { ApiError } from '../../entities/apiError';
import { fetchCaptcha, registerAccount } from '../../api/registration';
import { makeStore } from '../../store';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { renderWithStore } from '../../store/testing';
import RegistrationPage from './RegistrationPage';

vi.mock('../../api/registration', () => ({ fetchCaptcha: vi.fn(), registerAccount: vi.fn() }));
vi.mock('../../api/oauth', () => ({
  registerApp: vi.fn(async () => ({ client_id: 'cid', client_secret: 'cs' })),
  getClientToken: vi.fn(async () => 'app-token'),
  passwordGrant: vi.fn(),
  mfaChallenge: vi.fn(),
  codeGrant: vi.fn(),
  revokeToken: vi.fn(),
  authorizeUrl: vi.fn(),
}));
vi.mock('../../api/accounts', () => ({ verifyCredentials: vi.fn(), fetchMutes: vi.fn() }));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const captcha = vi.mocked(fetchCaptcha);
const register = vi.mocked(registerAccount);

async function setup(settings: Record<string, boolean | string> = {}) {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ registrationOpen: true, pleromaBackend: true, ...settings }));
  await renderWithStore(
    <Routes>
      <Route path="/registration/:token?" element={<RegistrationPage />} />
      <Route path="/main/friends" element={<p>home timeline</p>} />
    </Routes>,
    { store, path: '/registration' },
  );
  return store;
}

async function fill(user = userEvent.setup({ delay: null }), answer = 'ABCDE') {
  await user.type(screen.getByLabelText('Username'), ' newbie ');
  await user.type(screen.getByLabelText('Display name'), 'New Bie');
  await user.type(screen.getByLabelText('Password'), 'secret-pw');
  await user.type(screen.getByLabelText('Password confirmation'), 'secret-pw');
  await user.type(await screen.findByLabelText('Type the characters in the picture'), answer);
  return user;
}

// Many keystrokes per test; the shared CI machine is slow.
vi.setConfig({ testTimeout: 20_000 });

let serial = 0;
beforeEach(() => {
  vi.clearAllMocks();
  captcha.mockImplementation(async () => ({ type: 'native', url: PNG, token: `t${++serial}`, answer_data: 'd' }));
});

it('shows the native captcha, fetches a new one on click, and signs in on success', async () => {
  register.mockResolvedValue({ access_token: 'user-token' });
  vi.mocked(verifyCredentials).mockResolvedValue({ id: '42', username: 'newbie', acct: 'newbie' });
  const store = await setup();
  expect(await screen.findByRole('img', { name: 'Captcha: distorted characters' })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Show a new captcha' }));
  expect(captcha).toHaveBeenCalledTimes(2);
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('home timeline')).toBeInTheDocument();
  const [params, appToken] = register.mock.calls[0];
  expect(appToken).toBe('app-token');
  expect(params).toMatchObject({ username: 'newbie', nickname: 'newbie', fullname: 'New Bie', captcha_solution: 'ABCDE', captcha_answer_data: 'd', agreement: 'true' });
  expect(params.captcha_token).toMatch(/^t\d+$/);
  expect(store.getState().auth.userToken).toBe('user-token');
});

it('shows the server errors translated under their fields, keeps the input and loads a new captcha', async () => {
  register.mockRejectedValue(
    new ApiError('HTTP 400', { status: 400, url: '/api/v1/accounts', body: { error: JSON.stringify({ ap_id: ['has already been taken'] }) } }),
  );
  await setup();
  const user = await fill();
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need attention');
  const username = screen.getByLabelText('Username');
  expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(username).toHaveAccessibleDescription('Already taken: choose another.');
  // Focus moves in the effect after the errors render: on a loaded machine that comes a moment later.
  await vi.waitFor(() => expect(username).toHaveFocus());
  expect(captcha).toHaveBeenCalledTimes(2);
  expect(screen.getByLabelText('Username')).toHaveValue(' newbie ');
  await vi.waitFor(() => expect(screen.getByLabelText('Type the characters in the picture')).toHaveValue(''));
});

it('asks no captcha from a server without the Pleroma API', async () => {
  await setup({ pleromaBackend: false });
  expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  expect(captcha).not.toHaveBeenCalled();
});

it('validates on the client first: nothing is sent with blanks', async () => {
  await setup();
  const user = userEvent.setup({ delay: null });
  // Click once the whole form is there: the captcha arrives asynchronously.
  await screen.findByLabelText('Type the characters in the picture');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findAllByText('cannot be left blank')).toHaveLength(4);
  const answer = screen.getByLabelText('Type the characters in the picture');
  expect(answer).toHaveAttribute('aria-invalid', 'true');
  expect(answer).toHaveAccessibleDescription(expect.stringContaining('type the characters from the picture'));
  expect(screen.getByLabelText('Username')).toHaveFocus();
  expect(register).not.toHaveBeenCalled();
});

it('never sends an empty captcha, and says a refused answer in its own words', async () => {
  register.mockRejectedValue(new ApiError('HTTP 400', { status: 400, url: '/api/v1/accounts', body: { error: { captcha: ['Invalid CAPTCHA'] } } }));
  await setup();
  const user = await fill(undefined, ' ');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  const answer = screen.getByLabelText('Type the characters in the picture');
  expect(answer).toHaveFocus();
  expect(register).not.toHaveBeenCalled();
  await user.type(answer, 'AB3');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('The characters did not match the picture. Type the ones in the new picture.')).toBeInTheDocument();
  expect(screen.queryByText(/Invalid CAPTCHA/)).toBeNull();
  // The picture has a text alternative and instructions the field is described by.
  expect(screen.getByLabelText('Type the characters in the picture')).toHaveAccessibleDescription(expect.stringContaining('Cannot read them? Ask for a new picture.'));
});

it('shows the terms once when they bring their own heading', async () => {
  await setup({ tos: '<h4>Terms of service</h4><p>Be kind.</p>' });
  const terms = screen.getByRole('complementary', { name: 'Terms of service' });
  expect(within(terms).getAllByText('Terms of service')).toHaveLength(1);
});

it('asks a reason with approval required and shows the pending message; none captcha asks nothing', async () => {
  captcha.mockResolvedValue({ type: 'none' });
  register.mockResolvedValue({ identifier: 'awaiting_approval' });
  await setup({ accountApprovalRequired: true, accountActivationRequired: true });
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Username'), 'newbie');
  await user.type(screen.getByLabelText('Display name'), 'New');
  await user.type(screen.getByLabelText('Email'), 'n@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pw');
  await user.type(screen.getByLabelText('Password confirmation'), 'secret-pw');
  await user.type(screen.getByLabelText('Why do you want to join?'), 'birds');
  expect(screen.queryByLabelText('Type the characters in the picture')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('status')).toHaveTextContent('awaiting approval');
  expect(register.mock.calls[0][0]).toMatchObject({ reason: 'birds', email: 'n@example.com' });
  expect(register.mock.calls[0][0].captcha_token).toBeUndefined();
});
