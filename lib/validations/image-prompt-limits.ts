/** The prompt's length limit, apart from the schema so the generator's form can read it without zod. */
export const IMAGE_PROMPT_MAX_LENGTH = 1000;
