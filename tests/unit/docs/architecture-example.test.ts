import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

// The example file is compiled by `npm run typecheck`; this keeps the copy a reader sees in the doc the same file, so
// the doc cannot show names that no longer compile.
test("docs/architecture.md shows the compiled action example as it is", () => {
  const section = read("docs/architecture.md").split("### How to write an action")[1] ?? "";
  const quoted = /```ts\n([\s\S]*?)```/.exec(section)?.[1];

  expect(quoted).toBe(read("docs/examples/mark-message-handled-action.ts"));
});
