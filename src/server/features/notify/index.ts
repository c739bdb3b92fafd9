// The notify area's public surface (ADR 017, docs/product.md#notify-me): what opening a drop,
// the admin's stock edit and a size request call to have people mailed once.
export { notifyDropOpened, notifyRestocked } from './notify-runs.ts';
export { subscribeFromSizeRequest } from './notify.service.ts';
