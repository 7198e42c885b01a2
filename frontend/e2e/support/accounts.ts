import { randomUUID } from 'node:crypto';
import { STORAGE_KEYS } from '@pele/shared/constants';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A fresh identity per test and run, so journeys never share state and reruns never collide. */
export const newAccount = (label: string): Account => {
  const id = randomUUID().slice(0, 8);
  return { name: `Marina ${label}`, email: `e2e-${label}-${id}@example.com`, password: `Pele-${id}` };
};

/** Registers through the API: for journeys where registration is not what is being tested. */
export const createAccount = async (request: APIRequestContext, label: string): Promise<Account> => {
  const account = newAccount(label);
  const response = await request.post('/api/auth/register', {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
};

/** A returning visitor: the onboarding flag is there before the SPA's first script runs. */
export const skipOnboarding = (page: Page) =>
  page.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.onboardingComplete);

/** Fills and submits the login form of the current page (which must be /login). */
export const submitLogin = async (page: Page, credentials: Pick<Account, 'email' | 'password'>) => {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

const sessionKeys = [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user];

/** What `storedSession` reads once the session is gone. */
export const noStoredSession = Object.fromEntries(sessionKeys.map((key) => [key, null]));

/** The session entries left in localStorage, by key (null when absent). */
export const storedSession = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    sessionKeys,
  );

/** A new account, signed in through the login form, landing in the app shell. */
export const signInNewAccount = async (page: Page, request: APIRequestContext, label: string) => {
  const account = await createAccount(request, label);
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL('/app');
  return account;
};
