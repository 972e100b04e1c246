import { Outlet, ScrollRestoration } from "react-router";
import { ToasterHost } from "@/components/ui/toaster-host";
import { useCompleteSignOut } from "../sign-out";

/** Wraps every page: scroll restoration, the toaster, and the end of a sign-out. */
export function RootLayout() {
  useCompleteSignOut();
  return (
    <>
      <Outlet />
      <ToasterHost />
      <ScrollRestoration />
    </>
  );
}
