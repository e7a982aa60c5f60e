#!/bin/sh
# Runtime configuration of a web image; the official nginx entrypoint runs this before nginx starts.
# - SHOP_CONFIG (JSON, the shell's apiUrl and remotes) becomes /config.json: moving the API or a remote
#   needs no rebuild;
# - the origins named in that config (the API, the remotes) go into the pages' Content-Security-Policy
#   through the `$shop_origins` include of nginx.conf (written by tools/serve-static/nginx-conf.js), and
#   those of the remotes alone into `$shop_script_origins` (script-src: not the API, which serves the
#   Swagger UI's scripts).
set -eu
html_dir=${SHOP_HTML_DIR:-/usr/share/nginx/html}
origins_file=${SHOP_ORIGINS_FILE:-/etc/nginx/shop-origins.conf}

if [ -n "${SHOP_CONFIG:-}" ]; then
  printf '%s\n' "$SHOP_CONFIG" > "$html_dir/config.json"
fi
# Only scheme://host[:port] characters reach nginx.conf, so a config cannot inject directives.
origins=$(cat "$html_dir/config.json" 2>/dev/null | grep -oE 'https?://[A-Za-z0-9.:-]+' | sort -u | tr '\n' ' ' | sed 's/ $//' || true)
remote_origins=$(sed -E 's/"apiUrl"[[:space:]]*:[[:space:]]*"[^"]*"//' "$html_dir/config.json" 2>/dev/null | grep -oE 'https?://[A-Za-z0-9.:-]+' | sort -u | tr '\n' ' ' | sed 's/ $//' || true)
printf 'set $shop_origins "%s";\nset $shop_script_origins "%s";\n' "$origins" "$remote_origins" > "$origins_file"
