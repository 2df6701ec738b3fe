#!/usr/bin/env bash
# The test set-up of npm test and npm run test:quick, sourced by both (never run alone):
# - Debian's Chromium for the browser projects, as its headless shell (tests/support/chromium.ts;
#   installed with apt when missing and run as root)
# - Debian's nginx for tests/api/loadBalancer.test.ts (installed the same way; the test starts it
#   itself, with its own configuration in a temporary directory, not as the system's service)
# - Java (Debian's default-jre-headless, installed the same way) for the W3C Nu HTML checker of
#   tests/e2e/htmlValidity.test.ts
# - a MongoDB for the api project: MONGODB_URI if set, else the stand-in from ../shared/mongo/start

# fonts-liberation: the fonts the visual baselines were drawn with; the full browser brings them, the
# headless shell does not.
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$chromium_path" ] || [ ! -d /usr/share/fonts/truetype/liberation ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "test: installing Debian's chromium-headless-shell" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-liberation >/dev/null
  else
    echo "test: Chromium's headless shell or the Liberation fonts are missing. Install it with: sudo apt-get install -y chromium-headless-shell fonts-liberation (or set CHROMIUM_PATH)" >&2
    exit 1
  fi
fi

nginx_path="${NGINX_PATH:-/usr/sbin/nginx}"
if [ ! -x "$nginx_path" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "test: installing Debian's nginx" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  else
    echo "test: nginx is missing. Install it with: sudo apt-get install -y nginx-light (or set NGINX_PATH)" >&2
    exit 1
  fi
fi

# Java 17+ for the W3C Nu HTML checker (vnu-jar) of tests/e2e/htmlValidity.test.ts.
if ! command -v java >/dev/null && [ -z "${JAVA_HOME:-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "test: installing Debian's default-jre-headless" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else
    echo "test: Java is missing. Install it with: sudo apt-get install -y default-jre-headless (or set JAVA_HOME)" >&2
    exit 1
  fi
fi

if [ -z "${MONGODB_URI:-}" ]; then
  if [ -x ../shared/mongo/start ]; then
    eval "$(../shared/mongo/start)"
    export MONGODB_URI
  else
    echo "test: set MONGODB_URI to a MongoDB server (mongodb://host:27017) for the api tests" >&2
    exit 1
  fi
fi
