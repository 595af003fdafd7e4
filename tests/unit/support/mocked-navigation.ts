/**
 * next/navigation for action tests: redirect() and notFound() throw errors a test can read (`to`, `url`), carrying
 * the digest Next gives them, so the action pipeline lets them through as it does in the app (unstable_rethrow).
 */
export const mockedNavigationModule = {
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { to, url: to, digest: `NEXT_REDIRECT;replace;${to};307;` });
  },
  notFound: () => {
    throw Object.assign(new Error("NEXT_NOT_FOUND"), { digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
  },
  unstable_rethrow: jest.requireActual<{ unstable_rethrow: (error: unknown) => void }>("next/navigation")
    .unstable_rethrow,
};
