/** The public reads without a parameter that the site's pages make in the browser: the benchmarks' API traffic. */
export const PUBLIC_READS = [
  '/api/v1/treatments',
  '/api/v1/treatments/categories',
  '/api/v1/public/contact',
  '/api/v1/practice/info',
  '/api/v1/practice/opening-status',
  '/api/v1/team',
  '/api/v1/reviews',
  '/api/v1/blog',
];
