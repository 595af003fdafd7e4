export const languageSwitchMessages = {
  /** Shown in the language it leads to, so a reader of that language recognises it. */
  label: "العربية",
  description: "Read this page in Arabic",
} as const satisfies { label: string; description: string };
