import { LoginLinkView } from '../../features/auth/components/login-link-view';

export function Component() {
  return <LoginLinkView />;
}
