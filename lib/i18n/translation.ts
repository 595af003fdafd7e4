/**
 * The type a translation of an English dictionary must have. The English files are `as const`, so their texts are
 * literal types; a translation keeps the shape (keys, tuple lengths, function arguments) with any text in place of
 * each literal. Link targets, autocomplete tokens and promise slots are not texts: they must stay exactly the English
 * ones.
 */
type Verbatim = "href" | "autoComplete" | "promise";

export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends object
        ? { readonly [K in keyof T]: K extends Verbatim ? T[K] : Translation<T[K]> }
        : T;
