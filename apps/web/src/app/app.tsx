import { RouterProvider } from "react-router";
import { createAppRouter } from "./router";

const router = createAppRouter();

/** The whole app: the data router built from the route table. */
export function App() {
  return <RouterProvider router={router} />;
}
