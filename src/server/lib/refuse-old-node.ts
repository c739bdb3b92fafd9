/**
 * The first module main.ts evaluates: on a Node older than the major the project pins (.nvmrc,
 * package.json's engines) the server would start and fail later in ways that hide the cause, so
 * it stops here with one line and exit code 78 (a setting to fix: the unit's ExecStart or PATH),
 * which the systemd unit does not restart. Imports nothing, so it runs before any other module.
 */
export const REQUIRED_NODE_MAJOR = 26;

/** Why this Node cannot run the shop, or undefined when it can. */
export function oldNodeRefusal(
  version: string,
  required = REQUIRED_NODE_MAJOR,
): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (Number.isInteger(major) && major >= required) return undefined;
  return (
    `Cannot start: Node ${version} is older than Node ${required}, which the shop needs ` +
    `(.nvmrc; docs/operations.md, "Node.js")`
  );
}

const refusal = oldNodeRefusal(process.version);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(78);
}
