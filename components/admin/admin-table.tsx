type AdminTableProps = {
  caption: string;
  headers: readonly string[];
  /** Shown in place of the table body when there are no rows. */
  empty: string;
  rowCount: number;
  children: React.ReactNode;
};

/**
 * A captioned table with column headers, so screen readers can name every cell. On a phone it scrolls sideways in
 * its frame, which takes the keyboard's focus (a named region) so the arrow keys scroll it too.
 */
export function AdminTable({ caption, headers, empty, rowCount, children }: AdminTableProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="focus-visible:ring-ring/50 overflow-x-auto rounded-lg border focus-visible:ring-[3px] focus-visible:outline-none"
    >
      <table className="w-full text-start text-sm">
        <caption className="text-muted-foreground px-4 py-3 text-start text-sm">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rowCount > 0 ? (
            children
          ) : (
            <tr>
              <td colSpan={headers.length} className="text-muted-foreground px-4 py-6 text-center">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export const cellClass = "px-4 py-2 align-top";
