import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderScreen, type Call } from '../../../test/render-screen';
import { SignUpForm } from './sign-up-form';

const COUNTRIES = [
  { value: 14, label: 'Australia' },
  { value: 157, label: 'New Zealand' },
  { value: 183, label: 'Russian Federation' },
  { value: 235, label: 'United Kingdom' },
];

function api(signUp: (call: Call) => Response = () => json(200, { success: true })) {
  return mockApi((call) => (call.url.pathname === '/api/v1/site/get-country-list' ? json(200, { success: true, countryList: COUNTRIES }) : signUp(call)));
}

function open() {
  return renderScreen(<SignUpForm />, { path: '/auth/sign-up' });
}

type User = ReturnType<typeof open>['user'];

async function chooseCountry(user: User, name: string) {
  await user.click(screen.getByLabelText('Country'));
  await user.type(screen.getByRole('combobox', { name: 'Search' }), name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name }));
}

async function fillValid(user: User, { country = 'Australia', name = 'Alex Turner', phone = '61412345678' } = {}) {
  await chooseCountry(user, country);
  await user.type(screen.getByLabelText('Full name'), name);
  await user.type(screen.getByLabelText('Email'), 'alex@example.com');
  await user.type(screen.getByLabelText('Mobile phone'), phone);
  await user.type(screen.getByLabelText('City'), 'Sydney');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
  await user.click(screen.getByRole('checkbox', { name: /accept the terms of service/ }));
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id && input.getAttribute('aria-invalid') ? document.getElementById(id)?.textContent : undefined;
};

describe('SignUpForm', () => {
  it('applies the Russian rules once the Russian Federation is chosen: three-word name, masked phone', async () => {
    api();
    const { user } = open();
    await chooseCountry(user, 'Russian Federation');
    await user.type(screen.getByLabelText('Full name'), 'Ivan Petrov');
    await user.tab();
    expect(errorOf('Full name')).toBe('Enter surname, first name and patronymic');

    const phone = screen.getByLabelText('Mobile phone');
    await user.type(phone, '7912');
    expect(phone).toHaveValue('+7 (912)');
    await user.type(phone, '3456789');
    expect(phone).toHaveValue('+7 (912) 345-67-89');

    await user.type(screen.getByLabelText('Full name'), 'ovich');
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Petrov Ivan Ivanovich');
    expect(errorOf('Full name')).toBeUndefined();
  });

  it('reports an incomplete Russian number on blur and removes a digit when Backspace hits a mask character', async () => {
    api();
    const { user } = open();
    await chooseCountry(user, 'Russian Federation');
    const phone = screen.getByLabelText('Mobile phone');
    await user.type(phone, '7912');
    await user.tab();
    expect(errorOf('Mobile phone')).toBe('Enter the whole phone number');
    await user.click(phone);
    await user.keyboard('{End}{Backspace}');
    expect(phone).toHaveValue('+7 (91');
  });

  it('reads and groups the phone as the chosen country does (libphonenumber), with a free-form name', async () => {
    api();
    const { user } = open();
    await chooseCountry(user, 'New Zealand');
    await user.type(screen.getByLabelText('Full name'), 'Alex Turner');
    const phone = screen.getByLabelText('Mobile phone');
    // Issue 18 §3: the two-digit country code 64 is not a one-digit code followed by "421".
    await user.type(phone, '64 21 123 4567');
    await user.tab();
    expect(phone).toHaveValue('+64 21 123 4567');
    expect(errorOf('Full name')).toBeUndefined();
    expect(errorOf('Mobile phone')).toBeUndefined();
    // Typed nationally, the number gets the chosen country's code.
    await user.clear(phone);
    await user.type(phone, '021 123 4567');
    expect(phone).toHaveValue('+64 21 123 4567');
    await user.clear(phone);
    await user.type(phone, '+64 21');
    await user.tab();
    expect(errorOf('Mobile phone')).toBe('Invalid phone number');
  });

  it('keeps the button disabled while the form is invalid and sends the form with the numeric language', async () => {
    const calls = api();
    const { user } = open();
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    await fillValid(user, { country: 'Russian Federation', name: 'Petrov Ivan Ivanovich', phone: '79123456789' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.type(screen.getByLabelText('Confirm password'), 'x');
    await waitFor(() => expect(submit).toBeDisabled());
    expect(errorOf('Confirm password')).toBe('Passwords do not match');
    await user.type(screen.getByLabelText('Confirm password'), '{Backspace}');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('alex@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
    const sent = calls.find((c) => c.url.pathname === '/api/v1/auth/signup')!;
    expect(sent.body).toEqual({
      fullName: 'Petrov Ivan Ivanovich',
      email: 'alex@example.com',
      mobile: '+7 (912) 345-67-89',
      country: { value: 183, label: 'Russian Federation' },
      city: 'Sydney',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      terms: true,
      language: 693,
    });
    expect(localStorage.getItem('signUpForm')).toBeNull();
  });

  it("places the server's 422 field messages on the form fields, mapping the API's names", async () => {
    api(() => json(422, { success: false, message: { username: 'Errors.Email', telephone: 'Errors.Phone', first_name: 'Errors.MaxLength:120' } }));
    const { user } = open();
    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(errorOf('Email')).toBe('Invalid email address'));
    expect(errorOf('Mobile phone')).toBe('Invalid phone number');
    expect(errorOf('Full name')).toBe('Must contain less than 120 characters');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('saves the form when a country is chosen and restores it on the next visit', async () => {
    api();
    const first = open();
    await first.user.type(screen.getByLabelText('Full name'), 'Alex Turner');
    await first.user.type(screen.getByLabelText('Password'), 'secret-pass');
    await chooseCountry(first.user, 'Australia');
    expect(JSON.parse(localStorage.getItem('signUpForm')!)).toMatchObject({ fullName: 'Alex Turner', country: { value: 14 }, language: 692 });
    expect(localStorage.getItem('signUpForm')).not.toContain('secret-pass');

    first.router.dispose();
    document.body.innerHTML = '';
    open();
    expect(screen.getByLabelText('Full name')).toHaveValue('Alex Turner');
    expect(within(screen.getByLabelText('Country')).getByText('Australia')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
