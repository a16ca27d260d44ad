import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COUNTRY_RUSSIA, LANGUAGE, ROLE, USER_TYPE } from '@jauc/contract';
import { emailTokens, users } from '../src/db/schema.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, outboxFiles, readOutbox, readOutboxMessage, signIn } from './helpers/fixtures.js';
import { nowMs } from '../src/lib/clock.js';

const valid = (over: Record<string, unknown> = {}) => ({
  fullName: 'Oliver Bennett',
  email: `new-${Math.random().toString(36).slice(2)}@test.example`,
  mobile: '+64 (921) 555-01-23',
  country: { value: 157, label: 'New Zealand' },
  city: 'Auckland',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  terms: true,
  language: LANGUAGE.en,
  ...over,
});

describe.each(ENGINES)('sign-up and e-mail verification on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const signup = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', headers: { origin: ORIGIN }, payload: payload as object });
  const verify = (token: string) => t.app.inject({ method: 'POST', url: `/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`, headers: { origin: ORIGIN } });
  const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it('creates a restricted client, mails an English link, verifies it once, then allows sign-in', async () => {
    const body = valid({ email: 'Fresh.Client@Test.example' });
    const res = await signup(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'fresh.client@test.example'));
    expect(u).toMatchObject({ userType: USER_TYPE.client, roleId: ROLE.restricted, language: LANGUAGE.en, countryId: 157, emailVerifiedAt: null });
    expect(u!.permissions.biddingAllowed).toBe(false);
    expect(u!.permissions.carAuctionsView).toBe(true);
    expect(u!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // Unverified: sign-in refused.
    const early = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN }, payload: { email: u!.email, password: 'secret-pass' } });
    expect(early.json()).toEqual({ success: false, message: 'email_not_verified' });

    const mail = await readOutbox(t.dataDir, u!.email, 'verify');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain('Hello, Oliver Bennett!');
    expect(mail.link).toMatch(new RegExp(`^${ORIGIN}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    expect((await verify(mail.token)).json()).toEqual({ success: true });
    const again = await verify(mail.token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ success: false, message: 'link_expired' });
    await expect(signIn(t.app, u!.email, 'secret-pass')).resolves.toContain('access_token=');
  });

  it('writes the verification mail in Russian for a Russian sign-up', async () => {
    const body = valid({ fullName: 'Иванов Иван Иванович', mobile: '+7 (912) 345-67-89', country: { value: COUNTRY_RUSSIA, label: 'Russian Federation' }, language: LANGUAGE.ru });
    expect((await signup(body)).statusCode).toBe(200);
    const mail = await readOutbox(t.dataDir, body.email as string, 'verify');
    expect(mail.subject).toBe('Подтвердите адрес электронной почты');
    expect(mail.text).toContain('Здравствуйте, Иванов Иван Иванович!');
    expect(mail.text).toContain('Подтвердить адрес');
    expect(mail.link).toContain('/verify-email?token=');
  });

  it('resends a verification link when an unverified user signs in with the right password', async () => {
    const u = await createUser(t.database.db, { verified: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN }, payload: { email: u.email, password: u.password } });
    expect(res.statusCode).toBe(403);
    const mail = await readOutbox(t.dataDir, u.email, 'verify');
    expect((await verify(mail.token)).statusCode).toBe(200);
    await signIn(t.app, u.email, u.password);
  });

  it('refuses an expired, unknown or missing verification token', async () => {
    const body = valid();
    await signup(body);
    const mail = await readOutbox(t.dataDir, body.email as string, 'verify');
    await t.database.db.update(emailTokens).set({ expiresAt: new Date(nowMs() - 1000) });
    expect((await verify(mail.token)).json()).toEqual({ success: false, message: 'link_expired' });
    expect((await verify('unknown-token')).statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', headers: { origin: ORIGIN } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: { token: 'Errors.Required' } });
  });

  // Issue 18 §4: `Errors.EmailTaken` told anyone whether an address has an account.
  it('answers a taken address as a new one, creates nothing and mails the owner instead (EN/RU)', async () => {
    const en = await createUser(t.database.db, { language: LANGUAGE.en });
    const ru = await createUser(t.database.db, { language: LANGUAGE.ru });
    const before = await userCount();
    const fresh = valid();
    const answers = [];
    for (const body of [fresh, valid({ email: en.email.toUpperCase() }), valid({ email: ru.email })]) {
      const res = await signup(body);
      answers.push({ status: res.statusCode, body: res.body, cookies: res.cookies.length });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await userCount()).toBe(before + 1);
    await t.app.mailer.idle();
    const enMail = await readOutboxMessage(t.dataDir, en.email, 'signup');
    expect(enMail.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(enMail.text).toContain('nothing was created or changed');
    const ruMail = await readOutboxMessage(t.dataDir, ru.email, 'signup');
    expect(ruMail.subject).toBe('Кто-то пытался зарегистрироваться с вашим адресом');
    // The owners' passwords stay theirs and no verification link went to them.
    await expect(signIn(t.app, en.email, en.password)).resolves.toContain('access_token=');
    expect(outboxFiles(t.dataDir, en.email, 'verify')).toEqual([]);
    // The new address got its verification mail as usual.
    expect((await readOutbox(t.dataDir, fresh.email as string, 'verify')).subject).toBe('Confirm your e-mail address');
  });

  it('names each invalid field as the provider API does (422) and writes nothing', async () => {
    const before = await userCount();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ fullName: '' }, { first_name: 'Errors.Required' }],
      [{ email: 'not-an-email' }, { email: 'Errors.Email' }],
      [{ email: '' }, { email: 'Errors.Required' }],
      [{ mobile: '' }, { telephone: 'Errors.Required' }],
      [{ mobile: '12' }, { telephone: 'Errors.Phone' }],
      [{ city: '  ' }, { city: 'Errors.Required' }],
      [{ password: '12345', confirmPassword: '12345' }, { password: 'Errors.MinLength:6' }],
      [{ confirmPassword: 'other-pass' }, { confirm_password: 'Errors.PasswordMatch' }],
      [{ confirmPassword: '' }, { confirm_password: 'Errors.Required' }],
      [{ terms: false }, { terms: 'Errors.Terms' }],
      [{ language: 700 }, { language: 'Errors.InvalidField' }],
      [{ country: { value: 9999, label: 'Nowhere' } }, { country: 'Errors.InvalidField' }],
      [{ country: null }, { country: 'Errors.InvalidField' }],
    ];
    for (const [over, message] of cases) {
      const res = await signup(valid(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json(), JSON.stringify(over)).toEqual({ success: false, message });
    }
    const many = await signup({ ...valid(), fullName: '', email: 'x', password: '1' });
    expect(many.json().message).toMatchObject({ first_name: 'Errors.Required', email: 'Errors.Email', password: 'Errors.MinLength:6' });
    expect(await userCount()).toBe(before);
  });

  it('applies the Russian name and phone rules when the language is Russian', async () => {
    const ru = { language: LANGUAGE.ru, country: { value: COUNTRY_RUSSIA, label: 'Russian Federation' } };
    const twoWords = await signup(valid({ ...ru, fullName: 'Иван Иванов', mobile: '+7 (912) 345-67-89' }));
    expect(twoWords.json()).toEqual({ success: false, message: { first_name: 'Errors.IncompleteName' } });
    const badPhone = await signup(valid({ ...ru, fullName: 'Иванов Иван Иванович', mobile: '+7 912 345 67 89' }));
    expect(badPhone.json()).toEqual({ success: false, message: { telephone: 'Errors.IncompletePhone' } });
    // The same two-word name is fine in English.
    expect((await signup(valid({ fullName: 'Ivan Ivanov' }))).statusCode).toBe(200);
  });

  it('answers malformed bodies with 4xx, never 500, and writes nothing', async () => {
    const before = await userCount();
    const notJson = await t.app.inject({
      method: 'POST', url: '/api/v1/auth/signup', headers: { origin: ORIGIN, 'content-type': 'application/json' }, payload: '{"fullName":',
    });
    expect(notJson.statusCode).toBe(400);
    const empty = await signup({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toMatchObject({ first_name: 'Errors.Required', email: 'Errors.Required', telephone: 'Errors.Required' });
    const array = await signup([1, 2]);
    expect(array.statusCode).toBe(422);
    expect(await userCount()).toBe(before);
    expect(outboxFiles(t.dataDir, 'x')).toHaveLength(0);
  });
});
