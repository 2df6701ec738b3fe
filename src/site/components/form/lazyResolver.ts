/**
 * A react-hook-form resolver whose validation code (the contract's zod schema and zod itself, about
 * 25 KB gzip) loads when the form first validates, not with the page: forms sit on server-rendered
 * pages whose first-load JavaScript has a budget. The form renders and hydrates without
 * it; the first check waits for one small request.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let resolver: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => (await (resolver ??= load()))(values, context, options);
}
