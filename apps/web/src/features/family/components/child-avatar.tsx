import type { StudentProfile } from "@app/contract/student";
import { cn } from "@/lib/cn";

/** A child's photo, or their initial on a colour of their own. */
export function ChildAvatar({ student, className }: { student: StudentProfile; className?: string }) {
  if (student.avatarUrl) {
    return (
      <img
        src={student.avatarUrl}
        alt=""
        className={cn("size-12 shrink-0 rounded-full object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800",
        className,
      )}
    >
      {student.firstName.charAt(0).toUpperCase()}
    </span>
  );
}
