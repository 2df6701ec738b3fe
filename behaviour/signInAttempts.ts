/**
 * Admins see in the users list and on a user's page whether someone is guessing at the account:
 * its failed sign-ins of the last day and how many clients must wait (src/contract/rules/loginThrottle.ts).
 * Joined to the users answers here, after the generic list and read, for both faces.
 */
import type { Implementations } from '../src/contract/endpoints';
import { Reply } from '../src/contract/http';
import type { Ctx, Impl } from './context';
import type { Row } from './store';

async function withAttempts(ctx: Ctx, rows: Row[]): Promise<Row[]> {
  const attempts = await ctx.services.loginThrottle.attempts(rows.map((r) => String(r.email)));
  return rows.map((r) => (attempts[String(r.email)] ? { ...r, signInAttempts: attempts[String(r.email)] } : r));
}

export function withSignInAttempts(impls: Partial<Implementations<Ctx>>): Partial<Implementations<Ctx>> {
  const out = { ...impls } as Record<string, Impl>;
  const list = out['admin.users.list'];
  const get = out['admin.users.get'];
  if (list)
    out['admin.users.list'] = async (ctx) => {
      const answer = (await list(ctx)) as Reply<Row[]>;
      return new Reply(await withAttempts(ctx, answer.body), answer.init);
    };
  if (get)
    out['admin.users.get'] = async (ctx) => {
      const [row] = await withAttempts(ctx, [(await get(ctx)) as Row]);
      return row;
    };
  return out as Partial<Implementations<Ctx>>;
}
