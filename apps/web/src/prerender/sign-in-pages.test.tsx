import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import { renderSignInPage, SIGN_IN_PAGES } from './sign-in-pages';

// What the server puts into the sign-in pages' HTML (docs/decisions/033): the real screens, in
// the visitor's language, inert until the app renders over them.

const parse = (markup: string) => {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host;
};

describe('the sign-in pages rendered for their HTML', () => {
  it.each([
    ['/auth/login', 'en', en.Login.title, ['email', 'password']],
    ['/auth/login', 'ru', ru.Login.title, ['email', 'password']],
    ['/auth/sign-up', 'en', en.SignUp.title, ['fullName', 'email', 'password', 'confirmPassword']],
    ['/auth/sign-up', 'ru', ru.SignUp.title, ['fullName', 'email', 'password', 'confirmPassword']],
    ['/auth/forgot-password', 'en', en.ForgotPassword.title, ['email']],
    ['/auth/forgot-password', 'ru', ru.ForgotPassword.title, ['email']],
  ])('%s in %s: the screen with its heading and fields, inert', (pathname, language, title, fields) => {
    const page = parse(renderSignInPage(pathname, language)!);
    const root = page.firstElementChild!;
    expect(root.hasAttribute('inert')).toBe(true);
    expect(page.querySelector('h1')?.textContent).toBe(title);
    for (const name of fields) expect(page.querySelector(`input[name="${name}"]`), name).not.toBeNull();
    // The layout's language switch marks the page's language as chosen.
    expect(page.querySelector(`button[lang="${language}"]`)?.getAttribute('aria-pressed')).toBe('true');
    // Every text is translated: no key of the translation files shows as it is.
    expect(page.textContent).not.toMatch(/\b(Login|SignUp|ForgotPassword|Auth|Shell|App)\.[a-z]/);
  });

  it('renders another language as English and no other page', () => {
    expect(renderSignInPage('/auth/login', 'de')).toBe(renderSignInPage('/auth/login', 'en'));
    expect(renderSignInPage('/car-auction', 'en')).toBeNull();
    expect(renderSignInPage('/constructor', 'en')).toBeNull();
    expect(Object.keys(SIGN_IN_PAGES).sort()).toEqual(['/auth/forgot-password', '/auth/login', '/auth/sign-up']);
  });

  it('shows the login page’s notice', () => {
    expect(parse(renderSignInPage('/auth/login', 'en')!).querySelector('[role="status"]')?.textContent).toBe(en.Shell.loginNotice);
  });
});
