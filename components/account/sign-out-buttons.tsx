import { Button } from "@/components/ui/button";
import { accountScreens } from "@/content/messages/account-screens";
import { signOutAction } from "@/lib/actions/account/sign-out";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** Plain forms posting the server action: they work before (and without) JavaScript. */
export function SignOutButtons() {
  const locale = getRequestLocale();
  const text = accountScreens[locale].account;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <form action={signOutAction}>
          <input type="hidden" name="scope" value="local" />
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" variant="outline">
            {text.signOutHere}
          </Button>
        </form>
        <form action={signOutAction}>
          <input type="hidden" name="scope" value="global" />
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" variant="outline">
            {text.signOutEverywhere}
          </Button>
        </form>
        <form action={signOutAction}>
          <input type="hidden" name="scope" value="others" />
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" variant="ghost">
            {text.signOutOthers}
          </Button>
        </form>
      </div>
      <p className="text-muted-foreground text-sm">{text.signOutHint}</p>
    </div>
  );
}
