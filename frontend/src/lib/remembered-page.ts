/**
 * The private page an anonymous visitor asked for, kept in sessionStorage so it survives the
 * onboarding detour and a reload of the login page.
 */
const KEY = 'redirect_after_login';

export const rememberPage = (path: string) => {
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Without storage the user lands on /app after login.
  }
};

/**
 * A page named by a link to the sign-in screens (`/register?next=/app/challenges`, from the landing page): kept
 * like a page asked for while signed out. Only paths of the signed-in area, never another site.
 */
export const rememberNextPage = (search: string) => {
  const next = new URLSearchParams(search).get('next');
  if (next && /^\/app(\/[\w-]+)*$/.test(next)) rememberPage(next);
};

export const rememberedPage = (): string | null => {
  try {
    const path = window.sessionStorage.getItem(KEY);
    // Only same-app paths: never an absolute URL that could send the user elsewhere.
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
};

export const forgetRememberedPage = () => {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
};
