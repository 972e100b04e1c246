import type { ContentItem } from "@app/contract/dashboard";

/** A library item as the API answers it; override what a test cares about. */
export function buildContentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Lesson ${id}`,
    description: null,
    content_type: "material",
    type: "material",
    subject: "Mathematics",
    difficulty: "beginner",
    topics: [],
    bookmarked: false,
    lastAccessed: null,
    material_id: id,
    ...overrides,
  };
}
