import { describe, expect, it } from "vitest";
import { planChunkGroups } from "./chunk-groups";

const SRC = "/app/src";
const src = (file: string) => `${SRC}/${file}`;

/** A module graph from `id → [static imports, dynamic imports]`. */
function graphOf(modules: Record<string, [string[], string[]?]>) {
  return {
    getModuleInfo(id: string) {
      const entry = modules[id];
      return entry ? { importedIds: entry[0], dynamicallyImportedIds: entry[1] ?? [] } : null;
    },
  };
}

const graph = graphOf({
  [src("main.tsx")]: [
    ["react", src("app/router.tsx")],
    [
      src("app/layouts/site-layout.tsx"),
      src("app/routes/home.tsx"),
      src("app/routes/pricing.tsx"),
      src("app/layouts/query-layout.tsx"),
      src("features/auth/components/require-access.tsx"),
      src("app/layouts/student-layout.tsx"),
      src("app/routes/student/dashboard.tsx"),
      src("app/routes/student/homework.tsx"),
      src("app/routes/admin/dashboard.tsx"),
      src("app/routes/student/material.tsx"),
      src("app/routes/student/material-legacy.tsx"),
      src("app/routes/student/practice.tsx"),
      src("shared/math/lib/load-math-renderer.ts"),
    ],
  ],
  react: [[]],
  [src("app/router.tsx")]: [["react"]],
  [src("app/layouts/site-layout.tsx")]: [[src("logo.tsx"), "icons/menu"]],
  [src("app/routes/home.tsx")]: [["icons/star", src("hero.tsx")]],
  [src("hero.tsx")]: [["react"]],
  [src("logo.tsx")]: [[]],
  "icons/menu": [[]],
  "icons/star": [[]],
  [src("app/routes/pricing.tsx")]: [["icons/star"]],
  [src("app/layouts/query-layout.tsx")]: [[src("lib/query-client.ts"), "tanstack"]],
  [src("lib/query-client.ts")]: [["tanstack"]],
  tanstack: [["react"]],
  [src("features/auth/components/require-access.tsx")]: [["tanstack"]],
  [src("app/layouts/student-layout.tsx")]: [
    [src("logo.tsx"), "tanstack", src("dialog.tsx"), src("sidebar.tsx")],
  ],
  [src("sidebar.tsx")]: [["icons/menu", "icons/flame"]],
  "icons/flame": [[]],
  [src("dialog.tsx")]: [["radix"]],
  radix: [["react"]],
  [src("app/routes/student/dashboard.tsx")]: [[src("cards.tsx")]],
  [src("cards.tsx")]: [["icons/flame"]],
  [src("app/routes/student/homework.tsx")]: [[src("cards.tsx"), src("dialog.tsx")]],
  [src("app/routes/admin/dashboard.tsx")]: [[src("dialog.tsx"), "tanstack"]],
  [src("app/routes/student/material.tsx")]: [
    [
      src("cards.tsx"),
      src("lesson-header.tsx"),
      src("question.tsx"),
      src("shared/math/lib/load-math-renderer.ts"),
    ],
  ],
  [src("lesson-header.tsx")]: [["icons/clock"]],
  "icons/clock": [[]],
  [src("question.tsx")]: [[src("dialog.tsx")]],
  [src("app/routes/student/material-legacy.tsx")]: [[src("lesson-header.tsx")]],
  [src("app/routes/student/practice.tsx")]: [[src("question.tsx")]],
  [src("shared/math/lib/load-math-renderer.ts")]: [
    ["font-url"],
    [src("shared/math/lib/render-math-markdown.ts")],
  ],
  "font-url": [[]],
  [src("shared/math/lib/render-math-markdown.ts")]: [["marked"]],
  marked: [[]],
});

function groupsOf(ids: string[]) {
  const plan = planChunkGroups(SRC);
  return Object.fromEntries(ids.map((id) => [id.replace(`${SRC}/`, ""), plan.groupOf(id, graph)]));
}

describe("the build's chunk groups (decision 033)", () => {
  it("never moves the entry's own modules", () => {
    expect(groupsOf(["react", src("app/router.tsx"), src("main.tsx")])).toEqual({
      react: null,
      "app/router.tsx": null,
      "main.tsx": null,
    });
  });

  it("puts the site layout and home page together, and what other pages share with them apart", () => {
    expect(
      groupsOf([
        src("app/layouts/site-layout.tsx"),
        src("app/routes/home.tsx"),
        src("hero.tsx"),
        "icons/star",
      ]),
    ).toEqual({
      "app/layouts/site-layout.tsx": "public-site",
      "app/routes/home.tsx": "public-site",
      "hero.tsx": "public-site",
      // The pricing page uses it too.
      "icons/star": "public-shared",
    });
    // The student shell uses the logo and the menu icon: they must not drag the home page along.
    expect(groupsOf([src("logo.tsx"), "icons/menu"])).toEqual({
      "logo.tsx": "public-shared",
      "icons/menu": "public-shared",
    });
  });

  it("gives every data page one core chunk", () => {
    expect(
      groupsOf([
        src("app/layouts/query-layout.tsx"),
        src("lib/query-client.ts"),
        "tanstack",
        src("features/auth/components/require-access.tsx"),
      ]),
    ).toEqual({
      "app/layouts/query-layout.tsx": "app-core",
      "lib/query-client.ts": "app-core",
      tanstack: "app-core",
      "features/auth/components/require-access.tsx": "app-core",
    });
  });

  it("keeps what only student pages use in the shell and shares the rest with other areas", () => {
    expect(
      groupsOf([
        src("app/layouts/student-layout.tsx"),
        src("app/routes/student/dashboard.tsx"),
        src("sidebar.tsx"),
        src("cards.tsx"),
        "icons/flame",
        src("dialog.tsx"),
        "radix",
      ]),
    ).toEqual({
      "app/layouts/student-layout.tsx": "student-shell",
      "app/routes/student/dashboard.tsx": "student-shell",
      "sidebar.tsx": "student-shell",
      // The homework page is a student page: sharing with it keeps a module in the shell.
      "cards.tsx": "student-shell",
      "icons/flame": "student-shell",
      // The admin dashboard needs the dialog without the student shell.
      "dialog.tsx": "app-shared",
      radix: "app-shared",
    });
  });

  it("puts the lesson page in one group, and what other learning pages share with it apart (issue 21)", () => {
    expect(
      groupsOf([
        src("app/routes/student/material.tsx"),
        src("lesson-header.tsx"),
        "icons/clock",
        src("question.tsx"),
        src("cards.tsx"),
      ]),
    ).toEqual({
      "app/routes/student/material.tsx": "lesson",
      // The lesson's other layouts share it: it stays in the lesson.
      "lesson-header.tsx": "lesson",
      "icons/clock": "lesson",
      // The practice page uses the question too.
      "question.tsx": "learning-shared",
      // An earlier group took it.
      "cards.tsx": "student-shell",
    });
  });

  it("leaves the math renderer's loader, and all it loads, out of the groups", () => {
    expect(
      groupsOf([
        src("shared/math/lib/load-math-renderer.ts"),
        "font-url",
        src("shared/math/lib/render-math-markdown.ts"),
        "marked",
      ]),
    ).toEqual({
      "shared/math/lib/load-math-renderer.ts": null,
      "font-url": null,
      "shared/math/lib/render-math-markdown.ts": null,
      marked: null,
    });
  });

  it("tells which modules the first screens run: the entry's, the groups' and the math renderer's", () => {
    const plan = planChunkGroups(SRC);
    expect(plan.onFirstScreens(src("main.tsx"))).toBe(false); // not planned yet
    plan.groupOf(src("main.tsx"), graph);
    const first = [
      "react",
      src("main.tsx"),
      src("app/routes/home.tsx"),
      "tanstack",
      src("app/routes/student/dashboard.tsx"),
      src("dialog.tsx"),
      src("app/routes/student/material.tsx"),
      src("shared/math/lib/render-math-markdown.ts"),
      "marked",
    ];
    const later = [
      src("app/routes/pricing.tsx"),
      src("app/routes/student/homework.tsx"),
      src("app/routes/admin/dashboard.tsx"),
      src("app/routes/student/practice.tsx"),
    ];
    expect(first.filter((id) => !plan.onFirstScreens(id))).toEqual([]);
    expect(later.filter((id) => plan.onFirstScreens(id))).toEqual([]);
  });

  it("leaves pages outside the groups to the automatic chunks", () => {
    expect(
      groupsOf([
        src("app/routes/pricing.tsx"),
        src("app/routes/student/homework.tsx"),
        src("app/routes/admin/dashboard.tsx"),
        src("app/routes/student/practice.tsx"),
        src("app/routes/student/material-legacy.tsx"),
      ]),
    ).toEqual({
      "app/routes/pricing.tsx": null,
      "app/routes/student/homework.tsx": null,
      "app/routes/admin/dashboard.tsx": null,
      "app/routes/student/practice.tsx": null,
      "app/routes/student/material-legacy.tsx": null,
    });
  });
});
