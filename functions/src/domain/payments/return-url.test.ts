import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './return-url';

const app = 'https://pele.example.com';

describe('checkout return addresses', () => {
  it('accept any path on the product origin', () => {
    expect(
      isOwnOrigin('https://pele.example.com/app/payment/success?session_id={CHECKOUT_SESSION_ID}', app),
    ).toBe(true);
  });
  it('refuse other origins, look-alikes, other schemes and ports', () => {
    for (const url of [
      'https://evil.example.com/app',
      'https://pele.example.com.evil.com/app',
      'http://pele.example.com/app',
      'https://pele.example.com:8443/app',
      'javascript:alert(1)',
      '//evil.example.com',
      'not a url',
    ])
      expect(isOwnOrigin(url, app), url).toBe(false);
  });
});
