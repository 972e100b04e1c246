import { cn } from "@/lib/cn";

/** A billing table's head row: plain labels, amounts aligned right. */
export function ColumnHeads({
  columns,
  cellClassName,
  className,
}: {
  columns: readonly { label: string; amount?: boolean }[];
  cellClassName: string;
  className: string;
}) {
  return (
    <thead className={cn("text-xs text-slate-500 uppercase", className)}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={cn(cellClassName, "font-medium", column.amount && "text-right")}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
