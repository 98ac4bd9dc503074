# The shared cache in front of the guide's instances (the CDN's stand-in in `npm run cluster`, and a starting point
# for the office's own Varnish). The instances' addresses come from backends.vcl, written per deployment, which must
# define backends and `sub guide_backends` adding each to the director `lb`.
#
# - Pages and API answers are kept as the instances say (Cache-Control s-maxage, stale-while-revalidate); anonymous
#   pages are the same for everyone, so the visitor's cookies are dropped for them (the preference cookies are read
#   by the page's own script). The language choice at "/" keeps them: it varies on Cookie and Accept-Language.
# - A live change (a warning or announcement published, edited, withdrawn) reaches visitors at once: each instance
#   sends `PURGE` with `X-Surrogate-Key: live`, which bans every object carrying that key (server/cache/purge.ts).
# - /metrics and the operator area never come from the cache; /metrics is not served through it at all.
# - An instance that fails /readyz leaves the rotation; while none is healthy, kept pages are served stale (grace).
vcl 4.1;

import directors;

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new lb = directors.round_robin();
  call guide_backends;
}

# After the director it fills: VCL wants a name declared before the text that uses it.
include "backends.vcl";

sub vcl_recv {
  set req.backend_hint = lb.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(405, "Not allowed"));
    }
    if (req.http.X-Surrogate-Key !~ "^[a-z0-9-]{1,40}$") {
      return (synth(400, "X-Surrogate-Key: one key of lower-case letters, digits and dashes"));
    }
    ban("obj.http.Surrogate-Key ~ (^|\s)" + req.http.X-Surrogate-Key + "($|\s)");
    return (synth(200, "Banned"));
  }

  if (req.url ~ "^/metrics") {
    return (synth(404, "Not found"));
  }
  if (req.url ~ "^/operator" || (req.method != "GET" && req.method != "HEAD")) {
    return (pass);
  }
  # Who the visitor is never changes a page, an answer or a file: drop their cookies so everyone shares one copy.
  if (req.url ~ "^/(api|assets|tiles|media|fonts)/" || req.url ~ "^/[a-z]{2}(-[a-z]{4})?(/|\?|$)" || req.url ~ "^/[^/?]+\.[a-z0-9]+(\?|$)") {
    unset req.http.Cookie;
  }
  unset req.http.Authorization;
  return (hash);
}

sub vcl_backend_fetch {
  # A retry goes to the next instance in the rotation, not back to the one that just failed.
  if (bereq.retries > 0) {
    set bereq.backend = lb.backend();
  }
}

sub vcl_backend_error {
  # An instance that died since its last probe refuses the connection: ask the next one before telling the visitor.
  if (bereq.retries < 2) {
    return (retry);
  }
}

sub vcl_backend_response {
  # Kept copies outlive their freshness so the cache can answer while every instance is down or slow.
  set beresp.grace = 6h;
  if (beresp.status >= 500 && bereq.retries < 2 && bereq.method == "GET") {
    return (retry);
  }
  if (beresp.status >= 500) {
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The keys are for the cache, not the visitor.
  unset resp.http.Surrogate-Key;
}
