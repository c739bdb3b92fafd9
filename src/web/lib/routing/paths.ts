/**
 * Every path of the web app: links use these, and router.tsx's routes are made from them and the
 * page table (#shared/web-pages.ts), which the server reads too (404s, preloads).
 */
export { paths } from '#shared/web-paths.ts';
