// `npm run admin -- grant <email> | revoke <email> | list`: manage the admin role (user_roles).
import { and, eq } from 'drizzle-orm';
import { parseEnv } from '../src/server/env.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { auditLog, profiles, user, userRoles } from '../src/server/db/schema/index.ts';

const [command, emailArg] = process.argv.slice(2);
const usage = 'Usage: npm run admin -- grant <email> | revoke <email> | list';
if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !emailArg)) {
  console.error(usage);
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const { db } = database;
try {
  if (command === 'list') {
    const admins = await db.select({ email: user.email, name: user.name, since: userRoles.createdAt }).from(userRoles).innerJoin(user, eq(user.id, userRoles.userId)).where(eq(userRoles.role, 'admin'));
    if (admins.length === 0) console.log('No admins yet.');
    for (const a of admins) console.log(`${a.email}\t${a.name}\tsince ${a.since.toISOString()}`);
  } else {
    const email = emailArg!.trim().toLowerCase();
    const [target] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    if (!target) {
      console.error(`No user with e-mail ${email}. They must sign up first.`);
      process.exitCode = 1;
    } else if (command === 'grant') {
      await db.insert(userRoles).values({ userId: target.id, role: 'admin' }).onConflictDoNothing();
      await db.insert(auditLog).values({ actorId: null, action: 'role.grant', targetType: 'user', targetId: target.id, after: { role: 'admin', via: 'cli' } });
      // Touching the profile notifies open dashboards, which then show the admin buttons.
      await db.update(profiles).set({ hasCompletedOnboarding: true }).where(eq(profiles.id, target.id));
      console.log(`${email} is now an admin.`);
    } else {
      await db.delete(userRoles).where(and(eq(userRoles.userId, target.id), eq(userRoles.role, 'admin')));
      await db.insert(auditLog).values({ actorId: null, action: 'role.revoke', targetType: 'user', targetId: target.id, before: { role: 'admin' }, after: null, });
      console.log(`${email} is no longer an admin.`);
    }
  }
} finally {
  await database.close();
}
