// From react-router/dom: it lets navigations use ReactDOM.flushSync when they ask for it.
import { RouterProvider } from "react-router/dom";
import { createAppRouter } from "./router";

const router = createAppRouter();

/** The whole app: the data router built from the route table. */
export function App() {
  return <RouterProvider router={router} />;
}
