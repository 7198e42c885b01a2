import { STORAGE_KEYS } from '@pele/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '../testing/fixtures';
import { logout } from './logout';
import { loadPage } from './page-load';
import { getSession, LOGOUT_EVENT, startSession } from './session';

vi.mock('./page-load', () => ({ loadPage: vi.fn() }));

const user = testUser({ id: 'u1', name: 'Ana', email: 'ana@example.com' });

describe('logout', () => {
  it('revokes the refresh token, clears the stored session and emits user_logout', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true, data: { message: 'ok' } }), { status: 200 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    startSession({ token: 't', refreshToken: 'r', user });
    const reasons: string[] = [];
    const listener = (event: Event) => reasons.push((event as CustomEvent<{ reason: string }>).detail.reason);
    window.addEventListener(LOGOUT_EVENT, listener);
    await logout();
    window.removeEventListener(LOGOUT_EVENT, listener);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ refreshToken: 'r' }));
    expect(getSession().status).toBe('anonymous');
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(reasons).toEqual(['user_logout']);
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it('still clears the session when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    startSession({ token: 't', refreshToken: 'r', user });
    await logout();
    expect(getSession().token).toBeNull();
  });

  it("ends this browser's push subscription, so the next person signed in here gets none", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    const unsubscribe = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }),
      },
    });
    startSession({ token: 't', refreshToken: 'r', user });
    await logout();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(getSession().token).toBeNull();
  });
});
