/** A glimpse of a student's week, drawn in markup so the landing page needs no images. */
export function WeekPreview() {
  return (
    <div
      aria-hidden
      className="hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-lg lg:grid lg:gap-4"
    >
      <p className="text-sm font-semibold text-slate-900">This week</p>
      <div className="rounded-lg bg-brand-50 p-3 text-sm">
        <p className="font-medium text-brand-900">Algebra with your tutor</p>
        <p className="text-brand-700">Thursday, 16:00 · 45 min</p>
      </div>
      {[
        { label: "Fractions", value: 80 },
        { label: "Reading comprehension", value: 55 },
      ].map(({ label, value }) => (
        <div key={label} className="grid gap-1.5 text-sm">
          <div className="flex justify-between text-slate-700">
            <span>{label}</span>
            <span>{value}%</span>
          </div>
          <div className="h-2 rounded-full bg-slate-100">
            <div className="h-2 rounded-full bg-brand-600" style={{ width: `${value}%` }} />
          </div>
        </div>
      ))}
      <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
        6-day streak. Keep it going!
      </p>
    </div>
  );
}
