import { mayRedeemWelcomeCode } from "@/lib/discounts/welcome-code-owner";
import { mailboxOf } from "@/lib/newsletter/mailbox";

describe("mailboxOf", () => {
  test.each([
    ["case and spaces", "  Layla.Haddad@Example.AE ", "layla.haddad@example.ae"],
    ["a plain address stays as it is", "layla@example.ae", "layla@example.ae"],
    ["Gmail ignores the plus tag", "shopper+a1@gmail.com", "shopper@gmail.com"],
    ["Gmail ignores dots", "s.h.o.p.p.e.r@gmail.com", "shopper@gmail.com"],
    ["Googlemail is Gmail", "Shop.Per+News@GoogleMail.com", "shopper@gmail.com"],
    ["Outlook ignores the plus tag, not the dots", "layla.h+promo@outlook.com", "layla.h@outlook.com"],
    ["Hotmail", "layla+x@hotmail.com", "layla@hotmail.com"],
    ["iCloud", "layla+x@icloud.com", "layla@icloud.com"],
    ["Proton", "layla+x@proton.me", "layla@proton.me"],
    ["an unknown provider keeps the plus tag: it may be another mailbox", "layla+x@example.ae", "layla+x@example.ae"],
    ["an unknown provider keeps the dots", "l.ayla@example.ae", "l.ayla@example.ae"],
    ["a tag-only name is not emptied", "+x@gmail.com", "+x@gmail.com"],
    ["several plus signs: everything from the first", "a+b+c@gmail.com", "a@gmail.com"],
  ])("%s: %j is %j", (_label, email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});

describe("mayRedeemWelcomeCode", () => {
  test.each([
    ["the address it was issued to", "layla@example.ae", "layla@example.ae", true],
    ["the same address in capitals", "layla@example.ae", "LAYLA@Example.AE", true],
    ["a plus variant on Gmail", "layla.haddad@gmail.com", "laylahaddad+shop@gmail.com", true],
    ["another address", "layla@example.ae", "attacker@example.ae", false],
    ["a plus variant on a provider that may not ignore it", "layla@example.ae", "layla+x@example.ae", false],
    ["the same name at another domain", "layla@gmail.com", "layla@outlook.com", false],
  ])("%s: issued to %j, ordered as %j → %p", (_label, owner, orderEmail, allowed) => {
    expect(mayRedeemWelcomeCode(owner, orderEmail)).toBe(allowed);
  });
});
