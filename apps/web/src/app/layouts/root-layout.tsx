import { useLayoutEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { ToasterHost } from "@/components/ui/toaster-host";
import { dismissPrepaint } from "@/lib/prepaint";
import { useCompleteSignOut } from "../sign-out";

/**
 * Wraps every page: scroll restoration, the toaster, and the end of a sign-out. It first renders
 * once the first page's code and data are there, so that is when the server's prepaint goes
 * (decision 072): before the browser paints, with the app's page drawn where it was.
 */
export function RootLayout() {
  useCompleteSignOut();
  useLayoutEffect(() => dismissPrepaint(), []);
  return (
    <>
      <Outlet />
      <ToasterHost />
      <ScrollRestoration />
    </>
  );
}
