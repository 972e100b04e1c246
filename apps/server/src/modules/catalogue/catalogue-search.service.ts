import type { LessonSearchQuery, LessonSearchResponse } from "@app/contract/search";
import { parseSearch, SEARCH_COUNT_CAP } from "../../db/search.ts";
import type { Deps } from "../../deps.ts";
import * as repo from "./catalogue.repository.ts";

/** The public library's lesson search (spec 2.1), ranked once here; the browser keeps this order. */
export async function searchLessons(deps: Deps, query: LessonSearchQuery): Promise<LessonSearchResponse> {
  const terms = parseSearch(query.search);
  if (!terms) return { lessons: [], total: 0, total_is_capped: false };
  const { rows, total } = await repo.searchLessons(deps.db, terms, query.limit);
  return {
    lessons: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      subject: row.subject,
      difficulty: row.difficulty,
      estimated_time: row.estimated_time,
      unit: { id: row.unit_id, slug: row.unit_slug, title: row.unit_title },
      course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
    })),
    total,
    total_is_capped: total >= SEARCH_COUNT_CAP,
  };
}
