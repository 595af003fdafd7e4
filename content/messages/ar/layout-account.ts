import type { Translation } from "@/lib/i18n/translation";

import type { layoutAccountMessages as En } from "../en/layout-account";

export const layoutAccountMessages: Translation<typeof En> = { account: "حسابي" };
