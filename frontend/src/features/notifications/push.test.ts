import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKey, currentPushState, enablePush } from './push';

const withPushApis = (permission: NotificationPermission, answer: NotificationPermission = permission) => {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => undefined), ready: new Promise(() => {}) },
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Web Push on this browser', () => {
  it('decodes the VAPID key from base64url into the bytes PushManager wants', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('is unsupported where the browser has no Push API, and asks nothing', async () => {
    expect(await currentPushState()).toBe('unsupported');
    expect(await enablePush()).toBe('unsupported');
  });

  it('is denied when the person refuses the permission, and sends nothing to the server', async () => {
    withPushApis('default', 'denied');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await enablePush()).toBe('denied');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads an earlier refusal as denied without asking again', async () => {
    withPushApis('denied');
    expect(await currentPushState()).toBe('denied');
    expect(Notification.requestPermission).not.toHaveBeenCalled();
  });
});
