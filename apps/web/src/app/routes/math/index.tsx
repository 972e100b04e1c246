import { Link } from "react-router";
import { MATH_TOOLS, MathPage } from "@/features/math/components/math-page";

/** /test/math-games: the four math tools, and the page that exercises their APIs. */
export default function MathGamesPage() {
  return (
    <MathPage
      back={false}
      title="Math games"
      lead="Interactive geometry and graphs you can touch, with a mouse, a finger or the keyboard."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {MATH_TOOLS.map((t) => (
          <li key={t.path}>
            <Link
              to={t.path}
              className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <h2 className="text-lg font-semibold">{t.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{t.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/test/math-games/api-test"
        className="text-sm font-medium text-brand-700 underline underline-offset-2"
      >
        Math API test
      </Link>
    </MathPage>
  );
}
