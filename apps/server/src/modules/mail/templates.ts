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

const TEXTS: Record<'verify' | 'reset', Record<'en' | 'ru', Texts>> = {
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
};

/** The verification or reset message in the user's language (692 English, 693 Russian). */
export function accountMail(kind: 'verify' | 'reset', language: number | null, name: string, link: string): MailContent {
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
