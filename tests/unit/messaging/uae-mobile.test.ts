import { uaeMobileE164 } from "@/lib/messaging/uae-mobile";

describe("uaeMobileE164", () => {
  test.each([
    ["+971 50 123 4567", "+971501234567"],
    ["050 123 4567", "+971501234567"],
    ["00971501234567", "+971501234567"],
    ["971-55-765-4321", "+971557654321"],
    ["(058) 111 2222", "+971581112222"],
    ["+971521234567", "+971521234567"],
  ])("%s is the mobile %s", (input, expected) => {
    expect(uaeMobileE164(input)).toBe(expected);
  });

  test.each([
    ["a Dubai landline", "04 123 4567"],
    ["an Abu Dhabi landline in E.164", "+97121234567"],
    ["a Saudi mobile", "+966501234567"],
    ["a mobile missing a digit", "050 123 456"],
    ["a mobile with a digit too many", "050 123 45678"],
    ["an unassigned mobile prefix", "051 123 4567"],
    ["letters", "050 CALL NOW"],
    ["nothing", ""],
  ])("%s is not a UAE mobile", (_label, input) => {
    expect(uaeMobileE164(input)).toBeNull();
  });
});
