import {
  availableCodSteps,
  codLifecycleStages,
  codLifecycleSteps,
  nextCodStage,
  stepAppliesTo,
  type CodLifecycleStage,
  type CodLifecycleStep,
} from "@/lib/orders/cod-lifecycle";

// Every stage × step pair: where the owner's click takes the order, or null when the back office refuses it.
const table: [CodLifecycleStage, CodLifecycleStep, CodLifecycleStage | null][] = [
  // An order paid online has no owner step until the gateway reports the payment (lib/payments).
  ["awaiting_payment", "confirm", null],
  ["awaiting_payment", "ship", null],
  ["awaiting_payment", "deliver", null],
  ["awaiting_payment", "cancel", null],
  ["awaiting_payment", "refuse", null],
  ["expired", "confirm", null],
  ["expired", "ship", null],
  ["expired", "deliver", null],
  ["expired", "cancel", null],
  ["expired", "refuse", null],
  ["placed", "confirm", "confirmed"],
  ["placed", "ship", "shipped"],
  ["placed", "deliver", null],
  ["placed", "cancel", "cancelled"],
  ["placed", "refuse", null],
  ["confirmed", "confirm", null],
  ["confirmed", "ship", "shipped"],
  ["confirmed", "deliver", null],
  ["confirmed", "cancel", "cancelled"],
  ["confirmed", "refuse", null],
  ["shipped", "confirm", null],
  ["shipped", "ship", null],
  ["shipped", "deliver", "delivered"],
  ["shipped", "cancel", "cancelled"],
  ["shipped", "refuse", "refused"],
  ["delivered", "confirm", null],
  ["delivered", "ship", null],
  ["delivered", "deliver", null],
  ["delivered", "cancel", null],
  ["delivered", "refuse", null],
  ["cancelled", "confirm", null],
  ["cancelled", "ship", null],
  ["cancelled", "deliver", null],
  ["cancelled", "cancel", null],
  ["cancelled", "refuse", null],
  ["refused", "confirm", null],
  ["refused", "ship", null],
  ["refused", "deliver", null],
  ["refused", "cancel", null],
  ["refused", "refuse", null],
];

describe("cash-on-delivery lifecycle", () => {
  it("covers every stage and step", () => {
    expect(table).toHaveLength(codLifecycleStages.length * codLifecycleSteps.length);
  });

  test.each(table)("%s + %s → %s", (stage, step, expected) => {
    const result = nextCodStage(stage, step);
    if (expected === null) expect(result).toEqual({ ok: false, from: stage, step });
    else expect(result).toEqual({ ok: true, from: stage, to: expected });
  });

  test.each(codLifecycleStages)("offers from %s exactly the steps the table allows", (stage) => {
    const allowed = table.filter(([from, , to]) => from === stage && to !== null).map(([, step]) => step);
    expect(availableCodSteps(stage)).toEqual(allowed);
  });
});

describe("an order paid online", () => {
  test.each([
    ["confirm", true],
    ["ship", true],
    ["deliver", true],
    ["cancel", false],
    ["refuse", false],
  ] as const)(
    "%s is offered: %s (delivered with nothing to collect; its money is refunded through the gateway)",
    (step, offered) => {
      expect(stepAppliesTo("online", step)).toBe(offered);
      expect(stepAppliesTo("cash_on_delivery", step)).toBe(true);
    },
  );
});
