/** The first stop of the keyboard: straight to the page's <main id="main">. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="focus:bg-background sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] focus:rounded focus:px-3 focus:py-2"
    >
      {label}
    </a>
  );
}
