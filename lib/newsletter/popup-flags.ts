/** The popup's browser storage keys, as the specification names them (section 3). */
export const popupStorageKeys = {
  minimized: "matcha-newsletter-popup-shown-minimized",
  permanent: "matcha-newsletter-popup-shown-permanent",
} as const;

type PopupFlag = keyof typeof popupStorageKeys;

// Storage can be blocked (private mode, strict settings): then the popup simply behaves as on a first visit.
export function readPopupFlag(flag: PopupFlag): boolean {
  try {
    return window.localStorage.getItem(popupStorageKeys[flag]) === "true";
  } catch {
    return false;
  }
}

export function writePopupFlag(flag: PopupFlag, on: boolean) {
  try {
    if (on) window.localStorage.setItem(popupStorageKeys[flag], "true");
    else window.localStorage.removeItem(popupStorageKeys[flag]);
  } catch {
    // See readPopupFlag.
  }
}
