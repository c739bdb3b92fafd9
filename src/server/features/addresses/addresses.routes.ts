import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import { ok } from '../../lib/replies.ts';
import {
  addAddress,
  editAddress,
  listAddresses,
  lookUpPin,
  removeAddress,
} from './addresses.service.ts';

/** The caller's saved addresses and the PIN code lookup the address form uses. */
export async function addressRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'auth/get-user-addresses', ({ caller }) => listAddresses(deps, caller));
  contractRoute(app, 'auth/add-user-address', async ({ body, caller }) => {
    const { email: _email, ...form } = body;
    const { message, address } = await addAddress(deps, caller, form);
    return ok({ message, id: address.id });
  });
  contractRoute(app, 'auth/edit-user-address', async ({ body, caller }) => {
    const { email: _email, ...input } = body;
    return ok(await editAddress(deps, caller, input));
  });
  contractRoute(app, 'auth/remove-user-address', async ({ body, caller }) =>
    ok(await removeAddress(deps, caller, body)),
  );
  contractRoute(app, 'pincode/:pin', async ({ caller, params, reply }) => {
    const place = await lookUpPin(deps, caller, { pinCode: params.pin });
    reply.header('cache-control', 'public, max-age=86400');
    return ok({
      pinCode: place.pinCode,
      city: place.district,
      district: place.district,
      state: place.state,
    });
  });
}
