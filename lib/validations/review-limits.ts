/** The review text's length limits, apart from the schema so the browser's counter can read them without zod. */
export const REVIEW_TEXT_MIN = 50;
export const REVIEW_TEXT_MAX = 500;
