/**
 * In the built site the page arrives rendered (api/ssr/pageRenderer.ts): its scripts only make it
 * interactive, so they are fetched at low priority and leave the bandwidth of a slow phone line to
 * the HTML, the styles and the main image first. Applies to the public entry's built index.html.
 */
import type { Plugin } from 'vite';

export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.path !== '/index.html') return html;
        return html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}
