/** A refusal the server names when a page is reached after a form post without JavaScript (e.g. `?notAdded=`). */
export function PageAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="border-destructive/40 bg-destructive/5 text-destructive mb-6 rounded-md border p-3 text-sm"
    >
      {message}
    </p>
  );
}
