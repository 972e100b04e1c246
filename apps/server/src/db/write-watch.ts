import {
  AliasNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from "kysely";

/**
 * Tables whose rows are kept in memory by some process (the user behind a token, the catalogue,
 * the learning paths, a student's progress and profile). Migrations 012 and 020 give each a
 * trigger that notifies every listener on commit.
 */
export const WATCHED_TABLES = [
  "users",
  "courses",
  "modules",
  "material_templates",
  "learning_paths",
  "learning_path_steps",
  // Migration 020: a student's progress answers and their own profile.
  "question_attempts",
  "material_progress",
  "student_profiles",
] as const;

const watched = new Set<string>(WATCHED_TABLES);
const RAW_WRITE = new RegExp(
  `\\b(?:update|insert\\s+into|delete\\s+from|truncate(?:\\s+table)?)\\s+(?:only\\s+)?(?:"?\\w+"?\\.)?"?(${WATCHED_TABLES.join("|")})"?\\b`,
  "i",
);

/**
 * Counts the statements of this process that write a watched table. The change feed compares the
 * count before serving a cached row: a write it has not yet heard about from the database makes it
 * wait for the database's notification first (see change-feed.ts). Counting at the statement, before
 * the commit, errs on the side of waiting.
 */
export class WriteWatch implements KyselyPlugin {
  /** Watched-table writes started by this process so far. */
  count = 0;
  /**
   * Of those, the writes of accounts (`users`): a token version bumped, a role changed, an account
   * deleted, which every process must have heard before the request answers (change-feed.ts).
   */
  accountCount = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const table = watchedTableWritten(args.node);
    if (table) this.count++;
    if (table === "users") this.accountCount++;
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

/** The watched table a query writes (inserts, updates, deletes, merges, raw SQL), if any. */
function watchedTableWritten(node: RootOperationNode): string | undefined {
  const ifWatched = (name: string | undefined) => (name && watched.has(name) ? name : undefined);
  switch (node.kind) {
    case "InsertQueryNode":
    case "MergeQueryNode":
      return ifWatched(tableName(node.into));
    case "UpdateQueryNode":
      return ifWatched(tableName(node.table));
    case "DeleteQueryNode":
      return node.from.froms.map((from) => ifWatched(tableName(from))).find(Boolean);
    case "RawNode":
      return RAW_WRITE.exec(node.sqlFragments.join(" "))?.[1]?.toLowerCase();
    default:
      return undefined;
  }
}
