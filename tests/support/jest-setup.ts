import "@testing-library/jest-dom";
import { configure } from "@testing-library/dom";
import type * as Sonner from "sonner";

// findBy* and waitFor give up after 1 s by default, which a busy CI machine (two Jest workers beside other jobs)
// can need just to render and re-render a form; an element that never appears still fails the test.
configure({ asyncUtilTimeout: 5_000 });

// notify() loads sonner and mounts its own Toaster with the first notice. Component tests render sonner's <Toaster />
// themselves (or mock sonner) and check the notice as it was sent, so here notify is sonner's toast, called at once.
// tests/unit/toast/notify.test.tsx unmocks it and covers the on-demand mount.
jest.mock("@/components/toast/notify", () => {
  // Resolved when a component first imports notify, i.e. after the test's own jest.mock("sonner"), if any.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { toast } = require("sonner") as typeof Sonner;
  return {
    notify: {
      success: (...args: Parameters<typeof toast.success>) => toast.success(...args),
      error: (...args: Parameters<typeof toast.error>) => toast.error(...args),
      info: (...args: Parameters<typeof toast.info>) => toast.info(...args),
    },
  };
});
