import { readFileSync } from "node:fs";
import path from "node:path";

import { buildPolicyText } from "@/content/copy/en/policy-text";
import { faqGroupsIn } from "@/content/localized";
import { policies } from "@/content/policies";
import { policiesSchema, type Policies } from "@/content/policies-schema";
import { findContradictions, findHardCodedPolicyFigures, stripComments } from "../support/policy-figures";
import { sourceFiles } from "../support/source-files";

const root = path.resolve(__dirname, "../..");
// The single source itself: its comment documents the old contradictions on purpose.
const singleSource = path.join(root, "content/policies.ts");

const files = ["app", "components", "content"]
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .filter((file) => file !== singleSource);
const cases = files.map((file) => [path.relative(root, file), file] as const);

describe("policy figures have one source", () => {
  test("the scan covers the page, component and content folders", () => {
    expect(cases.map(([name]) => name)).toEqual(
      expect.arrayContaining(["content/faq.ts", "app/[locale]/(shop)/returns/page.tsx", "content/copy/en/shipping.ts"]),
    );
  });

  test.each(cases)("%s states no figure that contradicts content/policies.ts", (_name, file) => {
    expect(findContradictions(stripComments(readFileSync(file, "utf8")))).toEqual([]);
  });

  test.each(cases)("%s types no policy figure of its own", (_name, file) => {
    expect(findHardCodedPolicyFigures(stripComments(readFileSync(file, "utf8")))).toEqual([]);
  });

  test.each([
    ["Enjoy 30-day returns on every order", /30-day/],
    ["Get the set - Save 25%", /Save 25%/],
    ["Free delivery over AED 150", /AED 150/],
    ["Next day for AED 25", /AED 25/],
  ])("the scan catches %j", (text, expected) => {
    expect(findContradictions(text).join(" ")).toMatch(expected);
  });

  test.each([
    ["returns within 7 days"],
    ["free over AED 120"],
    ["we reply within 24 hours"],
    ["15% off your order"],
    ["before 2:00 PM GST"],
    ["2-5 business days"],
  ])("a literal like %j counts as a second source", (text) => {
    expect(findHardCodedPolicyFigures(text)).not.toEqual([]);
  });

  test("comments are ignored, strings are not", () => {
    expect(findContradictions(stripComments("// the old FAQ said 30 days\nconst x = 1;"))).toEqual([]);
    expect(findContradictions(stripComments('const url = "https://x.test"; const s = "30-day returns";'))).not.toEqual(
      [],
    );
  });
});

describe("policy phrases follow content/policies.ts", () => {
  const changed: Policies = {
    ...policies,
    shipping: { ...policies.shipping, freeShippingThreshold: 200, standardShippingFee: 20 },
    returns: { ...policies.returns, windowDays: 14 },
    support: { replyWithinHours: 1 },
  };
  const text = buildPolicyText(changed);

  test.each([
    ["returnsWindow", text.returnsWindow, "14 days from delivery"],
    ["returnsBadge", text.returnsBadge, "14-Day Returns"],
    ["freeShippingOver", text.freeShippingOver, "Free UAE shipping on orders over AED 200"],
    ["standardShipping", text.standardShipping, "Orders under AED 200 ship for AED 20"],
    ["replyWithin", text.replyWithin, "within 1 hour"],
  ])("%s reads %j when the policy changes", (_key, actual, expected) => {
    expect(actual).toBe(expected);
  });

  // The specification fixes these figures; the phrases above are shown to follow them.
  test("the shop's figures are the specification's", () => {
    expect(policies.returns.windowDays).toBe(7);
    expect(policies.shipping).toMatchObject({ freeShippingThreshold: 120, standardShippingFee: 15 });
    expect(policies.shipping.sameDayCutoff).toBe("2:00 PM GST");
    expect(policies.cashOnDelivery).toMatchObject({ country: "AE", maxOrderTotal: 500 });
    expect(policies.newsletter.welcomeDiscountPercent).toBe(15);
  });

  test("FAQ answers state the shop's returns window and shipping threshold", () => {
    const answers = faqGroupsIn("en", "local")
      .flatMap((group) => group.entries.map((entry) => entry.answer))
      .join("\n");
    expect(answers).toContain(`within ${policies.returns.windowDays} days from delivery`);
    expect(answers).toContain(`over AED ${policies.shipping.freeShippingThreshold}`);
  });
});

describe("policy figures are valid", () => {
  test("content/policies.ts passes its schema", () => {
    expect(policiesSchema.safeParse(policies).success).toBe(true);
  });

  test.each([
    [
      "a returns window of zero days",
      { ...policies, returns: { ...policies.returns, windowDays: 0 } },
      "returns.windowDays",
    ],
    [
      "a negative shipping fee",
      { ...policies, shipping: { ...policies.shipping, standardShippingFee: -15 } },
      "shipping.standardShippingFee",
    ],
    [
      "cash on delivery outside the UAE",
      { ...policies, cashOnDelivery: { ...policies.cashOnDelivery, country: "SA" } },
      "cashOnDelivery.country",
    ],
  ])("rejects %s, naming the field", (_case, broken, field) => {
    const result = policiesSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(field);
  });
});
