import { expect, test } from "@playwright/test";

import { accountMessages } from "@/content/messages/en/account";
import { callServerAction, serverActionId } from "./support/server-actions";

const forgedSubrequest = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" };

test.describe("account actions called directly", () => {
  test("the profile and two-factor actions give an anonymous caller nothing, forged proxy header or not", async ({
    request,
    baseURL,
  }) => {
    const calls: { id: string; fields: Record<string, string> }[] = [
      {
        id: serverActionId("lib/actions/account/profile.ts", "updateProfileAction"),
        fields: { firstName: "Mallory", lastName: "Intruder", phone: "" },
      },
      {
        id: serverActionId("lib/actions/account/two-factor.ts", "startTwoFactorAction"),
        fields: { password: "whatever it is" },
      },
      {
        id: serverActionId("lib/actions/account/two-factor.ts", "disableTwoFactorAction"),
        fields: { password: "whatever it is" },
      },
      {
        id: serverActionId("lib/actions/account/two-factor.ts", "renewBackupCodesAction"),
        fields: { password: "whatever it is", code: "123456" },
      },
    ];
    for (const call of calls) {
      for (const headers of [{}, forgedSubrequest]) {
        const answer = await callServerAction(request, baseURL!, {
          ...call,
          path: "/account",
          leadingArgs: [null],
          headers,
        });
        expect(answer.status).toBe(200);
        expect(answer.body).toContain(accountMessages.errors.signInRequired);
        expect(answer.body).not.toMatch(/otpauth:|backupCodes/);
      }
    }
  });

  test("the sign-in action called directly answers like the form: both fields are needed", async ({
    request,
    baseURL,
  }) => {
    const id = serverActionId("lib/actions/account/sign-in.ts", "signInAction");
    const answer = await callServerAction(request, baseURL!, {
      id,
      path: "/account/sign-in",
      leadingArgs: [null],
      fields: { identifier: "", password: "" },
    });
    expect(answer.body).toContain(accountMessages.errors.missingCredentials);
  });
});
