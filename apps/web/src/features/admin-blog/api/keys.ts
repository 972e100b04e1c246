import type { PostKind } from "@app/contract/posts";

/** The admin's posts' query keys. */
export const adminPostKeys = {
  all: ["admin", "posts"] as const,
  list: (kind: PostKind) => [...adminPostKeys.all, kind] as const,
};
