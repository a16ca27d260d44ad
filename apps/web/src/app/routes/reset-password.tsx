import { ResetPasswordView } from '../../features/auth/components/reset-password-view';

export function Component() {
  return <ResetPasswordView />;
}
