import { Sparkles } from "lucide-react";
import { AddChildForm } from "./add-child-form";

/**
 * What a parent without children sees on every student page (issue 10): a welcome and the form
 * to add their first child, instead of an error. The new child shows everywhere at once.
 */
export function AddFirstChild({ parentName }: { parentName: string }) {
  return (
    <section aria-labelledby="first-child-heading" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-6">
      <div className="grid gap-2 text-center">
        <Sparkles aria-hidden className="mx-auto size-10 text-brand-600" />
        <h1 id="first-child-heading" className="text-2xl font-bold text-slate-900">
          Welcome{parentName ? `, ${parentName}` : ""}! Let's add your first child
        </h1>
        <p className="text-slate-600">
          Lessons, practice, homework and progress all belong to a child's profile. Add one now; you can add
          brothers and sisters, and give a child a login of their own, on the Family page later.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <AddChildForm label="Add your first child" submitLabel="Add my child" isShort />
      </div>
    </section>
  );
}
