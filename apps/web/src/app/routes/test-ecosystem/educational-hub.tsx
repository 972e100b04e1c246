import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { DemoBanner } from "./components/demo-banner";
import { DEMO_SUBJECTS } from "./components/demo-data";
import { TestPage } from "./components/test-page";

/** /test-educational-hub (open): the subjects a student learns, with demo topics and progress. */
export default function EducationalHubTestPage() {
  return (
    <TestPage
      title="Educational hub"
      description={
        <p>Subjects as a student meets them in the portal, each with a few topics and progress.</p>
      }
    >
      <DemoBanner />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DEMO_SUBJECTS.map((subject) => (
          <li key={subject.name}>
            <Card className="h-full">
              <CardContent className="grid h-full gap-3">
                <div className="flex items-center gap-3">
                  <div className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <BookOpen aria-hidden className="size-5" />
                  </div>
                  <h2 className="text-lg font-semibold text-slate-900">{subject.name}</h2>
                </div>
                <ul className="grid gap-1 text-sm text-slate-700">
                  {subject.topics.map((topic) => (
                    <li key={topic}>• {topic}</li>
                  ))}
                </ul>
                <div className="mt-auto grid gap-1">
                  <ProgressBar value={subject.progress} label={`Demo progress in ${subject.name}`} />
                  <p className="text-xs text-slate-500">
                    Demo progress: {Math.round(subject.progress * 100)}%
                  </p>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        The real catalogue is in the{" "}
        <Link to="/library" className="font-medium text-brand-700 hover:underline">
          public library
        </Link>
        .
      </p>
    </TestPage>
  );
}
