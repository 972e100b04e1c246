import { createPath, type Location, matchPath } from "react-router";
import { appRoutes } from "./routes-table";

const WASM_PATTERNS = appRoutes.filter((route) => route.runsWasm).map((route) => route.path);

/** True when the page at this path compiles WebAssembly (the route table's flag). */
export function pageRunsWasm(pathname: string): boolean {
  return WASM_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

interface RouterLike {
  subscribe(
    listener: (state: { location: Location; navigation: { location?: Location } }) => void,
  ): () => void;
}

/**
 * The Content-Security-Policy belongs to the document, and the server allows WebAssembly only in
 * the documents of the pages that run it (decision 037). So moving between such a page and any
 * other is a full page load at the new address, never the router's own navigation: the page
 * gets the policy it needs, and every other page keeps the strict one.
 */
export function keepDocumentPolicy(
  router: RouterLike,
  documentPath: string = window.location.pathname,
  load: (href: string) => void = (href) => window.location.assign(href),
): () => void {
  const documentRunsWasm = pageRunsWasm(documentPath);
  let isLeaving = false;
  return router.subscribe((state) => {
    const target = state.navigation.location ?? state.location;
    if (isLeaving || pageRunsWasm(target.pathname) === documentRunsWasm) return;
    isLeaving = true;
    load(createPath(target));
  });
}
