import { clientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { layoutMessages as en, navigation as enNavigation } from "../en/layout";

/** For client components: English bundled, Arabic loaded on Arabic pages only (lib/i18n/client-texts.ts). */
export const layoutTexts = clientTexts<Translation<typeof en>>(en, () => import("../ar/layout").then((module) => module.layoutMessages));
export const navigationTexts = clientTexts<Translation<typeof enNavigation>>(enNavigation, () => import("../ar/layout").then((module) => module.navigation));
