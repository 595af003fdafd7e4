import { Button } from "@/components/ui/button";
import { accountScreens } from "@/content/messages/en/account-screens";
import { signOutAction } from "@/lib/actions/account/sign-out";

const text = accountScreens.account;

/** Plain forms posting the server action: they work before (and without) JavaScript. */
export function SignOutButtons() {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <form action={signOutAction}>
          <input type="hidden" name="scope" value="local" />
          <Button type="submit" variant="outline">
            {text.signOutHere}
          </Button>
        </form>
        <form action={signOutAction}>
          <input type="hidden" name="scope" value="global" />
          <Button type="submit" variant="outline">
            {text.signOutEverywhere}
          </Button>
        </form>
        <form action={signOutAction}>
          <input type="hidden" name="scope" value="others" />
          <Button type="submit" variant="ghost">
            {text.signOutOthers}
          </Button>
        </form>
      </div>
      <p className="text-sm text-muted-foreground">{text.signOutHint}</p>
    </div>
  );
}
