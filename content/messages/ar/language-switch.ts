import type { languageSwitchMessages as english } from "../en/language-switch";

export const languageSwitchMessages: { [Key in keyof typeof english]: string } = {
  label: "English",
  description: "اقرأ هذه الصفحة بالإنجليزية",
};
