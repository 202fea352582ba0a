import { useAppNavigate } from '../../app/navigation';
import type { LoginType } from './afterLogin';
import { completeLogin } from './completeLogin';
import type { LoginResult } from './schemas';

/** Completes a successful login and goes where spec §4 says, replacing the login page in history. */
export function useFinishLogin() {
  const navigate = useAppNavigate();
  return async (result: LoginResult, loginType: LoginType, password?: string) => {
    const destination = await completeLogin(result, loginType, password);
    if (destination.kind === 'external') window.location.assign(destination.url);
    else navigate(destination.path, { replace: true });
  };
}
