/**
 * The admin's route modules, loaded through this one lazy chunk. Every lazy route adds its list
 * of chunk files to the preload table in the entry chunk, which every visitor downloads first;
 * the admin pages, which only the admin opens, then cost the entry one entry instead of one per
 * page (the first-load budget of /, scripts/check-first-load.ts). The extra step costs the admin
 * one small request.
 */
type RouteModule = Promise<Record<string, unknown>>;

export const adminPages = {
  addProduct: (): RouteModule => import('./add-product.tsx'),
  updateProduct: (): RouteModule => import('./update-product.tsx'),
  allOrders: (): RouteModule => import('./all-orders.tsx'),
  pickList: (): RouteModule => import('./pick-list.tsx'),
  inbox: (): RouteModule => import('./inbox.tsx'),
  problems: (): RouteModule => import('./problems.tsx'),
};
