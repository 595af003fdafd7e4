/** The one message of the building block every text field starts from (lib/validations/text-field.ts). */
export const textFieldMessages = {
  unstorable: "This contains a character we cannot accept (such as a null character). Please type it again.",
} as const;
