/**
 * The not-found page (any path no route takes), also for slugs the data does not know: the body that
 * names what is missing. Its head (noindex, no canonical address) comes from the route that shows it
 * (src/site/routes/screenHeads.ts).
 */
import { NotFound, type NotFoundKind } from '../../components/NotFound/NotFound';

export function NotFoundScreen({ kind = 'page' }: { kind?: NotFoundKind }) {
  return <NotFound kind={kind} />;
}
