import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { familyQueryOptions } from "../api/get-family";
import { AddChildForm } from "./add-child-form";
import { ChildPanel } from "./child-panel";
import { ConsentRequests } from "./consent-requests";

/**
 * The Family page (issue 10): add a child, and for each child their login, rewards, leaderboards,
 * data download and removal; requests from children who named this parent's e-mail.
 */
export function FamilyPage() {
  const query = useQuery(familyQueryOptions());
  const [isAdding, setAdding] = useState(false);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Family">
        <p className="text-base">
          Your children, their logins and rewards, what they may share, and everything we hold about them.
        </p>
      </PageIntro>
      <ConsentRequests />
      <Card>
        <CardHeader className={isAdding ? undefined : "pb-5 sm:pb-6"}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-1">
              <CardTitle>Add a child</CardTitle>
              <CardDescription>Each child gets their own dashboard, progress and homework.</CardDescription>
            </div>
            {isAdding ? (
              <Button variant="ghost" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            ) : (
              <Button onClick={() => setAdding(true)}>
                <UserPlus aria-hidden className="size-4" />
                Add a child
              </Button>
            )}
          </div>
        </CardHeader>
        {isAdding && (
          <CardContent>
            <AddChildForm
              label="Add a child"
              submitLabel="Add this child"
              onAdded={(student) => {
                setAdding(false);
                toast({
                  title: `${student.firstName} is in your family`,
                  description: "They are in the switcher at the top, and on every page.",
                });
              }}
            />
          </CardContent>
        )}
      </Card>
      {query.isPending ? (
        <div role="status" aria-label="Loading your family" className="grid gap-4">
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : query.isError ? (
        <Alert tone="error" title="Your family didn't load">
          {query.error.message}
        </Alert>
      ) : (
        <ul aria-label="Your children" className="grid gap-6">
          {query.data.children.map((child) => (
            <li key={child.student.id}>
              <ChildPanel child={child} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
