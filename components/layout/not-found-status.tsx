import { Suspense } from "react";
import { notFound } from "next/navigation";

function RaiseNotFound(): never {
  notFound();
}

/**
 * Answers the request with status 404 while the page's own not-found content stays in the server HTML.
 *
 * Why not a bare notFound() in the page: in Next.js 16 a notFound() thrown outside any Suspense boundary during an
 * on-demand render aborts the server HTML (React cannot run the client-side not-found boundary on the server), so
 * the response is an empty `__next_error__` document and the message appears only once JavaScript runs. Thrown
 * inside a boundary, Next sets the 404 status and keeps everything rendered outside it; in the browser the segment's
 * not-found.tsx then takes over with the same content.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <RaiseNotFound />
    </Suspense>
  );
}
