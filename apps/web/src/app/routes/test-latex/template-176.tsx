import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { MaterialSkeleton } from "@/features/materials/components/material-states";
import { WorkedExamples } from "@/features/materials/components/worked-examples";
import { publicMaterialQueryOptions } from "@/shared/catalogue/get-public-material";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";

void loadMathRenderer().catch(() => {});

const TEMPLATE_ID = 176;

/** /test-template-176 (spec 2.6, decisions.md 8): template 176, whose text holds the hard cases. */
export default function Template176TestPage() {
  const query = useQuery(publicMaterialQueryOptions(TEMPLATE_ID));
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <PageIntro title="Template 176">
        <p className="text-base">
          The showcase material, rendered from <code>GET /api/public/materials/176</code>.{" "}
          <Link to={`/material/${TEMPLATE_ID}`} className="font-medium text-brand-700 hover:underline">
            Open it as a material
          </Link>
        </p>
      </PageIntro>
      {query.isPending ? (
        <MaterialSkeleton />
      ) : query.isError ? (
        <Alert tone="error" title="Failed to fetch material template">
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <section className="grid gap-2" data-testid="template-body">
            <h2 className="text-2xl font-semibold text-slate-900">{query.data.title}</h2>
            <MathMarkdown source={query.data.body} className="text-slate-800" />
          </section>
          <WorkedExamples examples={query.data.examples} isAlwaysOpen />
          <section className="grid gap-3">
            <h2 className="text-xl font-semibold text-slate-900">Cards</h2>
            <ol className="grid gap-3 sm:grid-cols-2">
              {query.data.deck_structure.map((card) => (
                <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <h3 className="font-semibold text-slate-900">{card.title}</h3>
                  <MathMarkdown source={card.body} className="mt-1 text-slate-800" />
                </li>
              ))}
            </ol>
          </section>
          <section className="grid gap-3">
            <h2 className="text-xl font-semibold text-slate-900">Questions</h2>
            <ol className="grid list-decimal gap-2 pl-5">
              {query.data.practice.questions.map((q) => (
                <li key={q.id}>
                  <MathMarkdown source={q.question} />
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}
