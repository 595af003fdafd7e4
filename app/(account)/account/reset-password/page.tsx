import type { Metadata } from "next";
import Link from "next/link";

import { AccountCard } from "@/components/account/account-card";
import { FormMessage } from "@/components/account/form-message";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { ResetRequestForm } from "@/components/account/reset-request-form";
import { accountMessages } from "@/content/messages/en/account";
import { accountScreens } from "@/content/messages/en/account-screens";

const text = accountScreens.reset;

export const metadata: Metadata = { title: text.requestTitle, robots: { index: false } };

/**
 * Without a token: ask for the e-mail. The e-mailed link goes through /api/auth/reset-password/<token>, which checks
 * the token and lands here with ?token=... (or ?error=INVALID_TOKEN when it is used up or expired).
 */
export default async function ResetPasswordPage({ searchParams }: PageProps<"/account/reset-password">) {
  const { token, error } = await searchParams;
  const backToSignIn = (
    <Link href="/account/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
      {text.backToSignIn}
    </Link>
  );
  if (typeof token === "string" && token && !error) {
    return (
      <AccountCard title={text.chooseTitle} intro={text.chooseIntro} footer={backToSignIn}>
        <ResetPasswordForm token={token} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title={text.requestTitle} intro={text.requestIntro} footer={backToSignIn}>
      {error ? (
        <div className="mb-5">
          <FormMessage message={accountMessages.errors.resetLinkInvalid} ok={false} />
        </div>
      ) : null}
      <ResetRequestForm />
    </AccountCard>
  );
}
