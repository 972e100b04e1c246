import { Link } from "react-router";
import { PlaceholderPage } from "@/components/placeholder-page";
import { Badge } from "@/components/ui/badge";
import { appRoutes } from "../routes-table";

const isTestPage = (path: string) => /^\/(test|debug)/.test(path) && path !== "/testing";

/** /testing: an index of the test and debug pages (spec 2.6). */
export default function TestingPage() {
  const testPages = appRoutes.filter((route) => isTestPage(route.path));
  return (
    <PlaceholderPage
      title="Test pages"
      description={<p>Pages the team uses to try features out. They show only demo data, or your own.</p>}
    >
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {testPages.map((route) => (
          <li key={route.path} className="flex items-center justify-between gap-3 px-4 py-3">
            <Link to={route.path} className="font-medium text-brand-700 hover:underline">
              {route.title}
            </Link>
            <span className="flex items-center gap-2">
              {route.access !== "public" && <Badge tone="warning">Sign-in</Badge>}
              <code className="hidden text-xs text-slate-500 sm:inline">{route.path}</code>
            </span>
          </li>
        ))}
      </ul>
    </PlaceholderPage>
  );
}
