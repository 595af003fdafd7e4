import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

import { AccountCard } from "@/components/account/account-card";
import { SignUpForm } from "@/components/account/sign-up-form";
import { accountScreens } from "@/content/messages/en/account-screens";

const text = accountScreens.signUp;

export const metadata: Metadata = { title: text.title, robots: { index: false } };

export default async function SignUpPage() {
  // Rendered per request: account pages carry a per-request CSP nonce (lib/http/content-security-policy.mjs), which a
  // prerendered page could not.
  await connection();
  return (
    <AccountCard
      title={text.title}
      intro={text.intro}
      footer={
        <>
          {text.haveAccount}{" "}
          <Link href="/account/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            {text.signInLink}
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AccountCard>
  );
}
