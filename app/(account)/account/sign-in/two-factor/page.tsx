import type { Metadata } from "next";
import Link from "next/link";

import { AccountCard } from "@/components/account/account-card";
import { TwoFactorSignInForm } from "@/components/account/two-factor-sign-in-form";
import { accountScreens } from "@/content/messages/en/account-screens";
import { safeNextPath } from "@/lib/auth/safe-next-path";

const text = accountScreens.twoFactor;

export const metadata: Metadata = { title: text.title, robots: { index: false } };

export default async function TwoFactorSignInPage({ searchParams }: PageProps<"/account/sign-in/two-factor">) {
  const { next } = await searchParams;
  return (
    <AccountCard
      title={text.title}
      intro={text.intro}
      footer={
        <Link href="/account/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          {text.startOver}
        </Link>
      }
    >
      <TwoFactorSignInForm next={safeNextPath(typeof next === "string" ? next : undefined)} />
    </AccountCard>
  );
}
