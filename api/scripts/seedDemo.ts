/**
 * npm run seed:demo — loads the demo practice (content/demo: invented team, reviews, blog posts,
 * jobs, numbers and ids) into MongoDB (MONGODB_URI, MONGODB_DB), for demo and staging servers only.
 * It replaces the content collections (treatments, team, blog, reviews, pages, contact, settings…);
 * the inbox (appointments, messages, applications, newsletter) and the staff accounts stay. Every
 * record it writes carries `demo: true` (content/demo/values.ts).
 *
 * Two guards, because replacing a practice's content with invented facts cannot be undone:
 * - with NODE_ENV=production it refuses unless `--yes-demo` is given (a staging server runs in
 *   production mode too, and says so explicitly);
 * - on a database where staff created or changed content it refuses unless `--replace-staff-edits`
 *   is given, and names what would be lost.
 * Exit codes: 0 loaded, 1 configuration error, 2 refused (production), 3 refused (staff edits).
 */
import { MongoClient } from 'mongodb';
import { practiceImages, practiceInfo, seedCollections } from '../../content/demo';
import { loadConfig } from '../config';
import { applyMigrations } from '../migrations';
import { replacedCollections, seedDatabase, staffEdits } from '../seed';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => a !== '--yes-demo' && a !== '--replace-staff-edits');
if (unknown.length) {
  console.error(`Unknown argument ${unknown.join(' ')}: npm run seed:demo [-- --yes-demo] [--replace-staff-edits]`);
  process.exit(1);
}

const config = loadConfig();
if (!config.MONGODB_URI) {
  console.error('MONGODB_URI is not set: set it to the MongoDB server (mongodb://host:27017), see README.md, Demo data');
  process.exit(1);
}
if (config.NODE_ENV === 'production' && !args.has('--yes-demo')) {
  console.error(
    'Refused: NODE_ENV is production, and seed:demo replaces the content with the invented demo practice ' +
      '(team, reviews, phone numbers). On a demo or staging server run `npm run seed:demo -- --yes-demo`.',
  );
  process.exit(2);
}

const client = await new MongoClient(config.MONGODB_URI).connect();
try {
  const db = client.db(config.MONGODB_DB);
  const data = { collections: seedCollections(), practiceInfo, practiceImages };
  const edits = await staffEdits(db, replacedCollections(data));
  if (Object.keys(edits).length && !args.has('--replace-staff-edits')) {
    const list = Object.entries(edits)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    console.error(
      `Refused: ${config.MONGODB_DB} holds records staff created or changed (${list}); seed:demo would replace them. ` +
        'If they may go (a staging copy): npm run seed:demo -- --replace-staff-edits (with --yes-demo in production).',
    );
    process.exitCode = 3;
  } else {
    const written = await seedDatabase(db, data);
    // Records the baseline has and the demo lacks, and the baseline's keys (migrations.ts).
    await applyMigrations(db);
    console.log(`Loaded the demo practice into ${config.MONGODB_DB} (${written.join(', ')}); every record is marked demo: true.`);
  }
} finally {
  await client.close();
}
