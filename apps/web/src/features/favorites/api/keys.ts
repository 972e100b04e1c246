import { libraryKeys } from "@/shared/library/keys";
import { FAVOURITES_QUERY } from "./get-favourites";

/** The favourites page reads the library's own entry for its question, so a toggle anywhere shows here. */
export const favouriteKeys = {
  list: (studentId: number | null) => libraryKeys.list(studentId, FAVOURITES_QUERY),
};
