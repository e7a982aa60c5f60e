#!/bin/sh
# Runtime configuration of a web image; the official nginx entrypoint runs this before nginx starts.
# - SHOP_CONFIG (JSON, the shell's apiUrl and remotes) becomes /config.json: moving the API or a remote
#   needs no rebuild;
# - the origins named in that config (the API, the remotes) go into the pages' Content-Security-Policy
#   through the `$shop_origins` include of nginx.conf (written by tools/serve-static/nginx-conf.js), and
#   those of the remotes alone into `$shop_script_origins` (script-src: not the API, which serves the
#   Swagger UI's scripts);
# - each remote's entry and manifest go into the `Link: rel=preload` header of its pages
#   (`$shop_<remote>_preload`), by the rules of remote-preload.js. Which remotes there are, and which
#   pages each serves, nginx.conf says: nginx-conf.js wrote it from the contract at build time.
set -eu
# Byte-wise character classes: [A-Za-z] means ASCII letters only.
export LC_ALL=C
html_dir=${SHOP_HTML_DIR:-/usr/share/nginx/html}
origins_file=${SHOP_ORIGINS_FILE:-/etc/nginx/shop-origins.conf}
nginx_conf=${SHOP_NGINX_CONF:-/etc/nginx/nginx.conf}

if [ -n "${SHOP_CONFIG:-}" ]; then
  printf '%s\n' "$SHOP_CONFIG" > "$html_dir/config.json"
fi
# Only scheme://host[:port] characters reach nginx.conf, so a config cannot inject directives.
origins=$(cat "$html_dir/config.json" 2>/dev/null | grep -oE 'https?://[A-Za-z0-9.:-]+' | sort -u | tr '\n' ' ' | sed 's/ $//' || true)
remote_origins=$(sed -E 's/"apiUrl"[[:space:]]*:[[:space:]]*"[^"]*"//' "$html_dir/config.json" 2>/dev/null | grep -oE 'https?://[A-Za-z0-9.:-]+' | sort -u | tr '\n' ' ' | sed 's/ $//' || true)

# JSON read with grep, as the image has no JSON tool: a string (escapes kept, so a value with any is
# refused below), an object of strings, the remotes object (a remote is a string or such an object).
json_string='"([^"\\]|\\.)*"'
json_flat_object='\{([^{}"]|'"$json_string"')*\}'
remotes=$(tr '\n\r\t' '   ' < "$html_dir/config.json" 2>/dev/null \
  | grep -oE '"remotes"[[:space:]]*:[[:space:]]*\{([^{}"]|'"$json_string|$json_flat_object"')*\}' | head -n 1 || true)
# The value of key $2 in the JSON text $1, when it is a string: its first occurrence, without the quotes,
# `\/` read as `/` (some JSON writers escape slashes; any other escape stays, and is refused).
string_field() {
  printf '%s' "$1" | grep -oE "\"$2\"[[:space:]]*:[[:space:]]*$json_string" | head -n 1 \
    | sed -E 's/^"[^"]*"[[:space:]]*:[[:space:]]*"//; s/"$//; s#\\/#/#g' || true
}
# A remote's manifest URL as the shell resolves it (the URL, or <url>/v/<version>/mf-manifest.json).
manifest_url() {
  setting=$(printf '%s' "$remotes" | grep -oE "\"$1\"[[:space:]]*:[[:space:]]*($json_string|$json_flat_object)" | head -n 1 \
    | sed -E 's/^"[^"]*"[[:space:]]*:[[:space:]]*//' || true)
  case $setting in
    \"*) string_field "$remotes" "$1" ;;
    \{*)
      url=$(string_field "$setting" url | sed -E 's#/+$##')
      if ! printf '%s' "$setting" | grep -qE '"version"[[:space:]]*:'; then
        [ -z "$url" ] || printf '%s/mf-manifest.json' "$url"
        return 0
      fi
      version=$(string_field "$setting" version)
      printf '%s' "$version" | grep -qxE '[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?' || return 0
      [ -z "$url" ] || printf '%s/v/%s/mf-manifest.json' "$url" "$version"
      ;;
  esac
  return 0
}
# The Link header value of a remote's pages: its entry (a script) and manifest (a fetch). Only a URL of
# plain URL characters reaches nginx.conf (no quote, `$`, `;`, `,`, `<>`, space): anything else, none.
preload_link() {
  manifest=$(manifest_url "$1")
  printf '%s' "$manifest" | grep -qxE 'https?://[A-Za-z0-9.:-]+/[A-Za-z0-9._~:/%+-]*' || return 0
  printf '<%s>; rel=preload; as=script, <%s>; rel=preload; as=fetch; crossorigin=anonymous' \
    "$(printf '%s' "$manifest" | sed -E 's#[^/]*$#remoteEntry.js#')" "$manifest"
}

# The remotes, as nginx.conf's preload map names them (its `"1:<remote>" $shop_<remote>_preload;` lines).
remote_names=$(sed -nE 's/^[[:space:]]*"1:([a-z]+)"[[:space:]]+\$shop_[a-z]+_preload;$/\1/p' "$nginx_conf")

{
  printf 'set $shop_origins "%s";\nset $shop_script_origins "%s";\n' "$origins" "$remote_origins"
  for remote in $remote_names; do
    # A remote's own image (its remoteEntry.js at the root) serves its dev host page there: it names none.
    link=''
    [ -f "$html_dir/remoteEntry.js" ] || link=$(preload_link "$remote")
    printf 'set $shop_%s_preload "%s";\n' "$remote" "$link"
  done
} > "$origins_file"
