/**
 * npm run seed — the migrations `npm start` applies at every start (indexes, the baseline records
 * a database lacks: ../migrations.ts), without starting the server, on MongoDB (MONGODB_URI,
 * MONGODB_DB); then the first admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, if given. Safe on
 * a practice's database at any time: it adds what is missing and changes nothing staff made. It
 * never loads demo content (that is `npm run seed:demo`).
 */
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import type { Stored } from '../plugins/app/repositories';
import { loadConfig } from '../config';
import { applyMigrations } from '../migrations';
import { setPassword, weakSeedPassword } from '../seed';

const config = loadConfig();
if (!config.MONGODB_URI) {
  console.error('MONGODB_URI is not set: set it to the MongoDB server (mongodb://host:27017), see README.md, Production');
  process.exit(1);
}
const client = await new MongoClient(config.MONGODB_URI).connect();
const db = client.db(config.MONGODB_DB);
const report = await applyMigrations(db, { info: console.log, warn: console.warn });
console.log(
  `Migrations applied to ${config.MONGODB_DB}: ${report.stored.length} baseline records stored, ${report.kept.length} found already there.`,
);

if (config.SEED_ADMIN_EMAIL && config.SEED_ADMIN_PASSWORD) {
  const email = config.SEED_ADMIN_EMAIL.trim().toLowerCase();
  // The same rule as every other way to a password (behaviour/auth.ts): an admin's above all.
  const weak = await weakSeedPassword(db, config.SEED_ADMIN_PASSWORD, [email, config.SEED_ADMIN_NAME]);
  if (weak) {
    console.error(
      `SEED_ADMIN_PASSWORD is too easy to guess (${weak}): choose a longer one of unrelated words. No admin was created.`,
    );
    await client.close();
    process.exit(1);
  }
  const users = db.collection<Stored>('users');
  const existing = await users.findOne({ email });
  const id = existing ? String(existing._id) : `user-${randomUUID().slice(0, 12)}`;
  const now = new Date().toISOString();
  if (!existing)
    await users.insertOne({
      _id: id,
      email,
      name: config.SEED_ADMIN_NAME,
      role: 'admin',
      status: 'active',
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
      updatedBy: 'seed',
    });
  // An existing account of that address becomes an active admin: the seed is how an operator gets back in.
  else await users.updateOne({ _id: id }, { $set: { role: 'admin', status: 'active', updatedAt: now, updatedBy: 'seed' } });
  await setPassword(db, id, config.SEED_ADMIN_PASSWORD);
  console.log(`Admin ${email} is ready.`);
} else
  console.log(
    'No SEED_ADMIN_EMAIL/SEED_ADMIN_PASSWORD: no admin created (while none exists, `npm start` logs a single-use setup link for the first admin).',
  );
await client.close();
