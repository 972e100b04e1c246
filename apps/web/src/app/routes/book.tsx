import { useNavigate, useParams } from "react-router";
import { storeAuthRedirect } from "@/features/auth/redirect";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { BookingFlow } from "@/features/booking/components/booking-flow";
import { AddChildForm } from "@/features/family/components/add-child-form";
import { toPageTitle } from "@/lib/site";

/** /book/*: subject → tutor → a free slot → sign in or up (the choice kept) → confirm. */
export default function BookPage() {
  const params = useParams();
  const navigate = useNavigate();
  const status = useAuthStore((state) => state.status);
  const role = useAuthStore((state) => state.user?.role ?? null);
  return (
    <>
      <title>{toPageTitle("Book a lesson")}</title>
      <BookingFlow
        subPath={params["*"] ?? ""}
        viewer={{ role: status === "authenticated" ? role : null, isLoading: status === "loading" }}
        addChild={(onAdded) => (
          <AddChildForm
            label="Add your child"
            submitLabel="Add my child and continue"
            isShort
            onAdded={(student) => onAdded(student.id)}
          />
        )}
        onNeedAuth={(to) => {
          // Sign-in and sign-up return here, where booking-storage still holds the choice.
          storeAuthRedirect("/book/confirm");
          void navigate(to);
        }}
      />
    </>
  );
}
