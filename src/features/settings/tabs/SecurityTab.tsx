// Security (Pleroma API): email, password, two-factor (when the server offers it), tokens, deletion.
import { useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { ChangeEmail } from './security/ChangeEmail';
import { ChangePassword } from './security/ChangePassword';
import { DeleteAccount } from './security/DeleteAccount';
import { TokensList } from './security/TokensList';
import { TwoFactor } from './security/TwoFactor';

export default function SecurityTab() {
  const { mfaAvailable } = useAppSelector(selectInstance);
  return (
    <div>
      <ChangeEmail />
      <ChangePassword />
      {mfaAvailable && <TwoFactor />}
      <TokensList />
      <DeleteAccount />
    </div>
  );
}
