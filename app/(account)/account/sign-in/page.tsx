import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { AccountCard } from "@/components/account/account-card";
import { SignInForm } from "@/components/account/sign-in-form";
import { accountScreens } from "@/content/messages/en/account-screens";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { getCurrentSession } from "@/lib/auth/session";

const text = accountScreens.signIn;

export const metadata: Metadata = { title: text.title, robots: { index: false } };

export default async function SignInPage({ searchParams }: PageProps<"/account/sign-in">) {
  const { next } = await searchParams;
  const nextPath = safeNextPath(typeof next === "string" ? next : undefined);
  if (await getCurrentSession()) redirect(nextPath);
  return (
    <AccountCard
      title={text.title}
      intro={text.intro}
      footer={
        <>
          {text.noAccount}{" "}
          <Link href="/account/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
            {text.signUpLink}
          </Link>
        </>
      }
    >
      <SignInForm next={nextPath} />
    </AccountCard>
  );
}
