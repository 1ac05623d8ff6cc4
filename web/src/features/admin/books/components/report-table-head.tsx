/** The header row of an import report's table: one column heading each, the last without padding. */
export function ReportTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-200">
        {columns.map((column, index) => (
          <th
            key={column}
            scope="col"
            className={index < columns.length - 1 ? "py-2 pr-4" : "py-2"}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
