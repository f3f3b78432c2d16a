#!/usr/bin/env bash
# Runs a command on Node.js 24 LTS, the runtime the product is built, tested and deployed on.
#
#   bash scripts/use-node.sh npm ci        # any command, with Node 24 first on PATH
#   source scripts/use-node.sh             # the current shell gets Node 24 first on PATH
#
# When the machine's own `node` is 24 or newer nothing is fetched. Otherwise Node 24 comes from
# the npm registry as the binary package node-<os>-<cpu>@24 (the official build, shipped inside
# a registry package), installed once under .node/ in the project; no other download is made.
# NODE_MAJOR picks another major version (22 works too).

_use_node_main() {
  local root want have dir bin os cpu
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="${NODE_MAJOR:-24}"
  have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [[ "$have" -ge "$want" ]]; then
    return 0
  fi

  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "use-node: no Node $want binary package for $(uname -s); install Node.js $want by hand" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) cpu=x64 ;;
    aarch64 | arm64) cpu=arm64 ;;
    *) echo "use-node: no Node $want binary package for $(uname -m); install Node.js $want by hand" >&2; return 1 ;;
  esac

  dir="$root/.node/$want"
  bin="$dir/node_modules/node-$os-$cpu/bin"
  if [[ ! -x "$bin/node" ]] || [[ "$("$bin/node" -p 'process.versions.node.split(".")[0]')" != "$want" ]]; then
    echo "use-node: Node $have is older than $want; installing node-$os-$cpu@$want into .node/$want" >&2
    mkdir -p "$dir"
    # A package of its own, so the project's package.json and lock file stay untouched.
    [[ -f "$dir/package.json" ]] || echo '{ "name": "node-runtime", "private": true }' >"$dir/package.json"
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-$os-$cpu@$want" </dev/null >&2 || return 1
  fi
  export PATH="$bin:$PATH"
  # Native add-ons built by node-gyp compile against this runtime's own headers.
  export npm_config_nodedir="$dir/node_modules/node-$os-$cpu"
  hash -r
}

if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
  # Sourced: change this shell's PATH and stop here.
  _use_node_main
  return $?
fi

set -euo pipefail
_use_node_main
[[ $# -gt 0 ]] || { node --version; exit 0; }
exec "$@"
