// From react-router/dom: it lets navigations use ReactDOM.flushSync when they ask for it.
import { RouterProvider } from "react-router/dom";
import { createAppRouter } from "./router";

let router: ReturnType<typeof createAppRouter> | null = null;

/**
 * The whole app: the data router built from the route table. Made at the first render, after
 * main.tsx has sent the session check, so that the page's API calls go out before its scripts.
 */
export function App() {
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}
