/**
 * What a successful signup tells the browser. The welcome code is present only on a new signup (a repeat may be a
 * stranger typing someone's address): it never ships in the page or the client bundle, and applies only once the
 * inbox confirms from the welcome e-mail.
 */
export type NewSignup = { code: string | null };
