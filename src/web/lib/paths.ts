/**
 * Every path of the web app: links use these, and router.tsx builds its route table from them.
 * They live in #shared/web-paths.ts so that the server answers 404 for any other page address.
 */
export { paths } from '#shared/web-paths.ts';
