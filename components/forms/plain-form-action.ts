/**
 * A server action as a plain `<form action>` (no `useActionState`): it posts before JavaScript loads, and what it
 * answers is never read, because it redirects (Add to Cart, Proceed to checkout) or the hydrated form submits it
 * itself. React types such an action as answering nothing; every action here answers `ActionResult`.
 */
export function plainFormAction(action: (formData: FormData) => Promise<unknown>) {
  return action as (formData: FormData) => Promise<void>;
}
