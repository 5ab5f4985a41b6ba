import { describe, expect, it } from 'vitest';
import { bearerTokenOf, clearToken, readToken, storeToken } from './token-storage';

const KEY = 'jhi-authenticationToken';

describe('token storage (back-office spec §7)', () => {
  it('remember me: localStorage, which outlives the browser session', () => {
    storeToken('abc', true);
    expect(localStorage.getItem(KEY)).toBe('abc');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(readToken()).toBe('abc');
  });

  it('without remember me: sessionStorage only', () => {
    storeToken('abc', false);
    expect(sessionStorage.getItem(KEY)).toBe('abc');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readToken()).toBe('abc');
  });

  it('a new sign-in replaces the token of the other storage', () => {
    storeToken('old', true);
    storeToken('new', false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readToken()).toBe('new');
  });

  it('clearing forgets both', () => {
    localStorage.setItem(KEY, 'a');
    sessionStorage.setItem(KEY, 'b');
    clearToken();
    expect(readToken()).toBeNull();
  });

  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer abc', null],
    ['Basic abc', null],
    ['Bearer ', null],
    [null, null],
  ])('bearerTokenOf(%j) = %j', (header, token) => {
    expect(bearerTokenOf(header)).toBe(token);
  });
});
