import { PublicLibrary } from "@/features/catalogue/components/public-library";

/** /library: the public library of courses and lessons. */
export default function LibraryPage() {
  return <PublicLibrary />;
}
