/** The cookie a server action sets before a redirect; its own module so every page can look for it without the texts. */
export const FLASH_COOKIE = "flash";
