import { ChangePasswordForm } from '../../features/profile/components/change-password-form';

export function Component() {
  return <ChangePasswordForm />;
}
