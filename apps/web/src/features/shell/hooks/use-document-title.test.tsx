import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import i18n from '../../../i18n';
import { renderWithRouter } from '../test-utils';
import { useDocumentTitle } from './use-document-title';

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

const routes = [
  {
    element: <Root />,
    children: [
      { path: '/car-auction', element: <p /> },
      { path: '/profile', element: <p /> },
      { path: '/auth/sign-up', element: <p /> },
      { path: '/lot', element: <p />, handle: { title: 'Menu.oneprice' } },
      { path: '*', element: <p /> },
    ],
  },
];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('useDocumentTitle', () => {
  it('names the page after its menu entry, its path or its route handle', async () => {
    const { router } = renderWithRouter(<p />, { path: '/car-auction', routes });
    expect(document.title).toBe('Car Auctions · JAUC');
    await act(() => router.navigate('/auth/sign-up'));
    expect(document.title).toBe('Sign up · JAUC');
    await act(() => router.navigate('/lot'));
    expect(document.title).toBe('Oneprice · JAUC');
    await act(() => router.navigate('/no-such-page'));
    expect(document.title).toBe('Oops! Page not found · JAUC');
  });

  it('follows the language', async () => {
    renderWithRouter(<p />, { path: '/profile', routes });
    expect(document.title).toBe('Profile · JAUC');
    await act(() => i18n.changeLanguage('ru'));
    expect(document.title).toBe('Профиль · JAUC');
  });
});
