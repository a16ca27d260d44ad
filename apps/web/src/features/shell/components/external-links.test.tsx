import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSiteConfig } from '../../../lib/support-contacts';
import { renderScreen } from '../../../test/render-screen';
import { ExternalLinksMenu, ExternalLinksRow } from './external-links';

const config = {
  supportEmail: 'support@jauc.example',
  supportTelegramUrl: 'https://t.me/jauc_support',
  siteLinks: [
    { id: 'vehicles', href: '/go-net' },
    { id: 'specYourCar', href: 'https://jauc.example/spec-your-car' },
  ],
} as const;

afterEach(() =>
  setSiteConfig({ ...config, siteLinks: (['vehicles', 'specYourCar', 'howToBuy', 'aboutUs', 'contactUs'] as const).map((id) => ({ id, href: `https://jauc.example/${id}` })) }),
);

describe('header site links', () => {
  it('opens a page of the portal in place and another site in a new tab', async () => {
    setSiteConfig({ ...config, siteLinks: [...config.siteLinks] });
    const { user, router } = renderScreen(<ExternalLinksRow />, { path: '/', others: ['/go-net'] });
    const own = screen.getByRole('link', { name: 'Vehicles' });
    expect(own).not.toHaveAttribute('target');
    const other = screen.getByRole('link', { name: /^Spec your car/ });
    expect(other).toHaveAttribute('target', '_blank');
    expect(other).toHaveAttribute('href', 'https://jauc.example/spec-your-car');
    await user.click(own);
    expect(router.state.location.pathname).toBe('/go-net');
  });

  it('does the same in the More menu of narrower screens', async () => {
    setSiteConfig({ ...config, siteLinks: [...config.siteLinks] });
    const { user } = renderScreen(<ExternalLinksMenu />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    const [own, other] = screen.getAllByRole('menuitem');
    expect(own).toHaveAttribute('href', '/go-net');
    expect(own).not.toHaveAttribute('target');
    expect(other).toHaveAttribute('target', '_blank');
  });
});
