import type { Rolldown } from 'vite';

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * One chunk for everything the frame's entry imports statically. Left to itself, Rolldown
 * splits the frame's graph by which entries and islands share each module: 13 chunks of 0.1-42 KB,
 * each one more request, fetch task and module evaluation on every page. The frame loads all of them
 * anyway, so they go into one; the app entry imports it too (it renders the same frame).
 *
 * The walk does not enter the contract's schemas (modules that import zod): the frame's modules take
 * only types and constants from them, which the bundler erases or inlines, so by the import graph
 * alone the chunk would carry zod (+26 KB gzip) that the frame never runs.
 */
export function frameChunk(frameEntry: string): Rolldown.CodeSplittingGroup {
  let frameGraph: Set<string> | undefined;
  return {
    name(moduleId, ctx) {
      if (!frameGraph) {
        frameGraph = new Set();
        const visit = (id: string) => {
          const imports = ctx.getModuleInfo(id)?.importedIds ?? [];
          if (frameGraph!.has(id) || ZOD.test(id) || imports.some((imported) => ZOD.test(imported))) return;
          frameGraph!.add(id);
          for (const imported of imports) visit(imported);
        };
        visit(frameEntry);
        frameGraph.delete(frameEntry);
      }
      return frameGraph.has(moduleId) ? 'frame-core' : null;
    },
  };
}
