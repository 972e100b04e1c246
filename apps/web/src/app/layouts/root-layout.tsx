import { Outlet, ScrollRestoration } from "react-router";
import { ToasterHost } from "@/components/ui/toaster-host";

/** Wraps every page: scroll restoration and the toaster. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ToasterHost />
      <ScrollRestoration />
    </>
  );
}
