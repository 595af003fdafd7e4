import { readFileSync } from "node:fs";
import path from "node:path";

import { findPhysicalDirectionClasses } from "../../support/physical-direction-classes";
import { sourceFiles } from "../../support/source-files";

describe("physical-direction Tailwind classes", () => {
  test.each([
    ['className="ml-2 text-sm"', ["ml-2"]],
    ['className="pr-4 md:pl-6"', ["pr-4", "md:pl-6"]],
    ['className="absolute left-0 top-0 -right-2"', ["left-0", "-right-2"]],
    ['className="text-left hover:text-right"', ["text-left", "hover:text-right"]],
    ['className="border-l rounded-r-lg rounded-tl-md"', ["border-l", "rounded-r-lg", "rounded-tl-md"]],
    ["cn('float-left', \"scroll-ml-4\")", ["float-left", "scroll-ml-4"]],
  ])("finds them in %s", (source, expected) => {
    expect(findPhysicalDirectionClasses(source).map((hit) => hit.className)).toEqual(expected);
  });

  test.each([
    'className="ms-2 pe-4 start-0 end-0 text-start text-end border-s rounded-e-lg rounded-ss-md"',
    'className="fixed top-[50%] left-[50%] translate-x-[-50%]"',
    'className="mx-auto px-4 inset-x-0 gap-right"',
    "const paddingLeft = 4; // ml-2 in a comment",
    'import { ArrowLeftIcon } from "lucide-react";',
    'className="items-center justify-between"',
  ])("leaves %s alone", (source) => {
    expect(findPhysicalDirectionClasses(source)).toEqual([]);
  });

  test("app/ and components/ use logical classes only, so every layout mirrors in Arabic", () => {
    const root = process.cwd();
    const offenders = ["app", "components"]
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) =>
        findPhysicalDirectionClasses(readFileSync(file, "utf8")).map(
          (hit) => `${path.relative(root, file)}:${hit.line} ${hit.className}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  test("icons that point left or right mirror in right-to-left pages (back, breadcrumbs, gallery previous and next)", () => {
    const root = process.cwd();
    const unmirrored = ["app", "components"]
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/<(?:Chevron|Chevrons|Arrow|Move)(?:Left|Right)(?:Icon)?\b[^>]*>/g)]
          .filter(([element]) => !/rtl:(?:rotate-180|-scale-x-100)/.test(element))
          .map(([element]) => `${path.relative(root, file)} ${element}`),
      );
    expect(unmirrored).toEqual([]);
  });
});
