import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { logInThroughUi, newAccount, signUpViaApi, type Account } from './accounts';

/** A signed-up account, logged in through /login, with its token for seeding data through the API. */
export interface SignedInUser {
  account: Account;
  token: string;
}

export async function signUpAndLogIn(
  page: Page,
  request: APIRequestContext,
  fullName = 'Jordan Diary Reyes',
): Promise<SignedInUser> {
  const account = newAccount(fullName);
  const token = await signUpViaApi(request, account);
  await logInThroughUi(page, account.email, account.password, { rememberMe: true });
  await expect(page).toHaveURL(/\/meals$/);
  return { account, token };
}

/** Calls the diary API as `token`, failing the journey on a non-2xx answer. */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface Named {
  _id: string;
  name: string;
}

export function createRestaurant(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown> & { name: string },
): Promise<Named & Record<string, unknown>> {
  return callApi(request, token, 'POST', '/api/restaurants', fields);
}

export function createTag(request: APIRequestContext, token: string, name: string): Promise<Named> {
  return callApi(request, token, 'POST', '/api/tags', { name });
}

export async function tagRestaurant(
  request: APIRequestContext,
  token: string,
  restaurantId: string,
  tagId: string,
): Promise<void> {
  await callApi(request, token, 'POST', '/api/restaurant-tags', { restaurantId, tagId });
}
