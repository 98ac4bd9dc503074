// How visitor-facing text travels: every locale in the store and in route builders (`ML`), one locale in answers.

/** Multilingual text keyed by locale; `en` is always present. */
export type ML = { en: string } & { [locale: string]: string | undefined };

/**
 * The text parameter of every response shape: `ML` where the server builds an answer from its records, `string`
 * (the default) in the answer the app receives after the server picked the visitor's locale.
 */
export type Text = string | ML;

/** Every object that holds text lists the fields served in English because this locale has none (SPEC §1). */
export interface Localized {
  fallbackFields?: string[];
}
