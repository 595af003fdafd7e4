"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { confirmTwoFactorAction, type TotpSetUp } from "@/lib/actions/account/two-factor";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

/** Shows the new secret and the backup codes (once), and asks for a first code to switch TOTP on. */
export function TwoFactorConfirm({ totp }: { totp: TotpSetUp }) {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const text = accountScreens.twoFactorSetup;
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors } = useActionForm(
    confirmTwoFactorAction,
    accountFormOptions(accountMessages.errors.unexpected),
  );
  if (result?.ok) return <FormMessage message={message} ok messageRef={messageRef} />;
  return (
    <div className="grid gap-5">
      <p className="text-sm">{text.scan}</p>
      {/* Drawn on the server (lib/auth/totp-qr.ts); dark on white whatever the theme, as scanners need. */}
      <svg
        role="img"
        aria-label={text.qrLabel}
        data-testid="totp-qr"
        viewBox={`0 0 ${totp.qr.size} ${totp.qr.size}`}
        width={192}
        height={192}
        shapeRendering="crispEdges"
        className="rounded border bg-white"
      >
        <rect width={totp.qr.size} height={totp.qr.size} fill="#ffffff" />
        <path d={totp.qr.path} fill="#000000" />
      </svg>
      <p className="text-sm">
        <a href={totp.uri} className="text-primary font-medium underline-offset-4 hover:underline">
          {text.openInApp}
        </a>
      </p>
      <div className="grid gap-1">
        <span id="totp-secret-label" className="text-sm font-medium">
          {text.secretLabel}
        </span>
        <code
          aria-labelledby="totp-secret-label"
          data-testid="totp-secret"
          className="bg-muted rounded px-3 py-2 font-mono text-sm break-all"
        >
          {totp.secret}
        </code>
      </div>
      <section aria-labelledby="backup-codes-title" className="grid gap-2">
        <h3 id="backup-codes-title" className="font-medium">
          {text.backupTitle}
        </h3>
        <p className="text-muted-foreground text-sm">{text.backupIntro}</p>
        <ul data-testid="backup-codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
          {totp.backupCodes.map((code) => (
            <li key={code} className="bg-muted rounded px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
      </section>
      <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-4">
        <LocaleField />
        <AccountField
          id="two-factor-confirm-code"
          name="code"
          label={accountMessages.fields.code.label}
          autoComplete="one-time-code"
          inputMode="numeric"
          error={fieldErrors.code}
        />
        <FormMessage message={message} ok={false} messageRef={messageRef} />
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? text.confirming : text.confirm}
        </Button>
      </form>
    </div>
  );
}
