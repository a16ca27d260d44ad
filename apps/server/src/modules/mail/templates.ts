import { languageCode } from '@jauc/contract';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
  signature: string;
}

export type AccountMailKind = 'verify' | 'reset' | 'signup-attempt' | 'login-link';

const TEXTS: Record<AccountMailKind, Record<'en' | 'ru', Texts>> = {
  verify: {
    en: {
      subject: 'Confirm your e-mail address',
      greeting: (name) => `Hello, ${name}!`,
      body: 'Thank you for signing up. Please confirm your e-mail address to activate your account:',
      action: 'Confirm e-mail',
      expiry: 'The link is valid for 24 hours and can be used once.',
      ignore: 'If you did not sign up, ignore this message.',
      signature: 'JAUC Portal',
    },
    ru: {
      subject: 'Подтвердите адрес электронной почты',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: 'Спасибо за регистрацию. Подтвердите адрес электронной почты, чтобы активировать учётную запись:',
      action: 'Подтвердить адрес',
      expiry: 'Ссылка действует 24 часа и может быть использована один раз.',
      ignore: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
      signature: 'Портал JAUC',
    },
  },
  reset: {
    en: {
      subject: 'Reset your password',
      greeting: (name) => `Hello, ${name}!`,
      body: 'We received a request to reset the password of your account. To choose a new password, open:',
      action: 'Choose a new password',
      expiry: 'The link is valid for 1 hour and can be used once; older links no longer work.',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
      signature: 'JAUC Portal',
    },
    ru: {
      subject: 'Восстановление пароля',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: 'Мы получили запрос на смену пароля вашей учётной записи. Чтобы задать новый пароль, откройте:',
      action: 'Задать новый пароль',
      expiry: 'Ссылка действует 1 час и может быть использована один раз; прежние ссылки больше не работают.',
      ignore: 'Если вы не запрашивали смену пароля, проигнорируйте это письмо: пароль останется прежним.',
      signature: 'Портал JAUC',
    },
  },
  // Sign-up with an address that has an account (issue 18 §4): the form answers as for a new
  // address, and only the owner learns of it, here.
  'signup-attempt': {
    en: {
      subject: 'Someone tried to sign up with your e-mail address',
      greeting: (name) => `Hello, ${name}!`,
      body: 'Someone tried to create a new account with this e-mail address. You already have an account, so nothing was created or changed. If it was you, just sign in:',
      action: 'Sign in',
      expiry: 'Forgot your password? Choose "Forgot password?" on the sign-in page.',
      ignore: 'If it was not you, ignore this message: your account and password stay the same.',
      signature: 'JAUC Portal',
    },
    ru: {
      subject: 'Кто-то пытался зарегистрироваться с вашим адресом',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: 'Кто-то пытался создать новую учётную запись с этим адресом электронной почты. У вас уже есть учётная запись, поэтому ничего не создано и не изменено. Если это были вы, просто войдите:',
      action: 'Войти',
      expiry: 'Забыли пароль? Нажмите «Забыли пароль?» на странице входа.',
      ignore: 'Если это были не вы, проигнорируйте это письмо: учётная запись и пароль остались прежними.',
      signature: 'Портал JAUC',
    },
  },
  // Past the login limits, the right password sends this instead of signing in (decision 014).
  'login-link': {
    en: {
      subject: 'Your sign-in link',
      greeting: (name) => `Hello, ${name}!`,
      body: 'Your account had many failed sign-in attempts, so signing in with the password alone is paused for a while. You entered the right password just now: to sign in, open:',
      action: 'Sign in',
      expiry: 'The link is valid for 15 minutes and can be used once.',
      ignore: 'If it was not you, someone knows your password: change it after signing in.',
      signature: 'JAUC Portal',
    },
    ru: {
      subject: 'Ссылка для входа',
      greeting: (name) => `Здравствуйте, ${name}!`,
      body: 'В вашу учётную запись было много неудачных попыток входа, поэтому вход только по паролю временно приостановлен. Вы только что ввели верный пароль: чтобы войти, откройте:',
      action: 'Войти',
      expiry: 'Ссылка действует 15 минут и может быть использована один раз.',
      ignore: 'Если это были не вы, кто-то знает ваш пароль: смените его после входа.',
      signature: 'Портал JAUC',
    },
  },
};

/** An account message (verification, reset, ...) in the user's language (692 English, 693 Russian). */
export function accountMail(kind: AccountMailKind, language: number | null, name: string, link: string): MailContent {
  const t = TEXTS[kind][languageCode(language)];
  const text = [t.greeting(name), '', t.body, link, '', t.expiry, t.ignore, '', t.signature].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t.action)}</a></p>
<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="color:#6b7280">${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
