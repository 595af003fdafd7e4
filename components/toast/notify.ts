"use client";

import type { ExternalToast, toast } from "sonner";

type Toast = typeof toast;
type Kind = "success" | "error" | "info";
/** Whatever sonner accepts as a title (text, a node, or nothing). */
type Title = Parameters<Toast[Kind]>[0];

let toasterReady: Promise<Toast> | undefined;

/** Sonner and its styles (about 15 KB gzipped) load with the first notice; most visits never show one. */
function loadToaster(): Promise<Toast> {
  toasterReady ??= import("./mount-toaster").then((module) => module.mountToaster());
  return toasterReady;
}

/** Error notices still on screen: a later success clears them, so "Failed" never stands beside "Saved". */
const openErrors = new Set<string | number>();

function show(kind: Kind, title: Title, options?: ExternalToast) {
  void loadToaster().then((loaded) => {
    if (kind === "success") {
      for (const id of openErrors) loaded.dismiss(id);
      openErrors.clear();
    }
    const id = loaded[kind](title, options);
    if (kind === "error") openErrors.add(id);
  });
}

/** The shop's toasts, shown by a Toaster mounted on first use (sonner's `toast` API, minus its weight). */
export const notify = {
  success: (title: Title, options?: ExternalToast) => show("success", title, options),
  error: (title: Title, options?: ExternalToast) => show("error", title, options),
  info: (title: Title, options?: ExternalToast) => show("info", title, options),
};
