// Lints pieces of code as if they were files of the shop, with the shop's own eslint.config.mjs, and prints what
// each one is told. Run in a child process: ESLint loads its flat config with import(), which Jest's VM refuses.
import { ESLint } from "eslint";

const cases = JSON.parse(
  await new Promise((resolve) => {
    let input = "";
    process.stdin.on("data", (chunk) => (input += chunk));
    process.stdin.on("end", () => resolve(input));
  }),
);
const eslint = new ESLint({ cwd: process.cwd() });
const answers = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  answers.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(answers));
