let clients = 0;

/**
 * A client address no earlier call in this test file returned (Jest loads this module once per file), so per-client
 * limits only count what a test means them to; random addresses collided now and then and used up another test's
 * allowance. IPv6's documentation prefix leaves room for any number of tests.
 */
export const freshClientAddress = () => `2001:db8::${(++clients).toString(16)}`;
