/** The most addresses one shopper keeps: a home, a work, family's; a script's hundreds are refused. */
export const SAVED_ADDRESS_LIMIT = 10;
