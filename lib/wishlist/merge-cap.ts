/**
 * The most a browser's list may hand over at once: more than the catalogue holds, far fewer than a flood. Its own
 * module so the browser's code takes this number without the catalogue's copy.
 */
export const WISHLIST_MERGE_CAP = 50;
