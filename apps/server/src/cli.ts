import { parseArgs } from "node:util";
import { emailSchema, passwordSchema, usernameSchema } from "@app/contract/auth";
import { loadConfig, loadDotEnv } from "./config.ts";
import { seedDemo } from "./db/seed/demo.ts";
import { hashPassword } from "./lib/password.ts";
import { openDatabase } from "./open-database.ts";

/** Maintenance commands: `seed` (the demo accounts) and `create-admin` (admins are made only here). */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  loadDotEnv();
  const config = loadConfig();
  const { database } = await openDatabase(config);
  try {
    if (command === "seed") {
      const created = await seedDemo(database.db);
      console.info(`Seeded ${created} demo account(s).`);
    } else if (command === "create-admin") {
      const { values } = parseArgs({
        args: rest,
        options: {
          username: { type: "string" },
          email: { type: "string" },
          password: { type: "string" },
          "first-name": { type: "string", default: "Admin" },
          "last-name": { type: "string", default: "User" },
        },
      });
      const username = usernameSchema.parse(values.username);
      const email = emailSchema.parse(values.email);
      const password = passwordSchema.parse(values.password);
      await database.db
        .insertInto("users")
        .values({
          username,
          email,
          password_hash: await hashPassword(password),
          first_name: values["first-name"] ?? "Admin",
          last_name: values["last-name"] ?? "User",
          role: "admin",
          tutor_status: null,
          email_verified_at: new Date(),
          avatar_url: null,
        })
        .execute();
      console.info(`Admin ${username} created.`);
    } else {
      console.error("Usage: cli.ts seed | create-admin --username U --email E --password P");
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
