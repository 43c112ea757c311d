#!/bin/sh
# Builds the embedded database: FerretDB v1.24.2 from its Go module (pinned by go.sum) with our
# patch (ferretdb-v1.24.2.patch), wrapped by main.go. Needs Go and git.
#
#   build.sh <output binary> <work dir>             build the patched server
#   build.sh <output binary> <work dir> test        build it, then run the Go tests of the patched packages
#   build.sh <output binary> <work dir> unpatched   build FerretDB as published, without our patch: only
#                                                   for the test that proves the app refuses a database
#                                                   that loses updates (tests/integration/db)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=$1
work=$2
module=github.com/FerretDB/FerretDB
export GOFLAGS="-mod=mod -buildvcs=false" CGO_ENABLED=0

# The module as published, checked against go.sum.
cd "$here"
go mod download "$module"
source=$(go list -m -f '{{.Dir}}' "$module")

rm -rf "$work"
mkdir -p "$work/cmd"
cp -R "$source" "$work/src"
chmod -R u+w "$work/src"
# FerretDB's release tooling generates this file; its own tests need it.
echo v1.24.2 > "$work/src/build/version/version.txt"
# Stop git at the work dir, so it patches files there rather than in an enclosing repository.
if [ "${3:-}" != unpatched ]; then
  (cd "$work/src" && GIT_CEILING_DIRECTORIES="$work" git apply --whitespace=nowarn "$here/ferretdb-v1.24.2.patch")
fi

cp main.go go.mod go.sum "$work/cmd/"
cd "$work/cmd"
go mod edit -replace "$module=../src"
go build -trimpath -o "$out" .

if [ "${3:-}" = test ]; then
  # The packages the patch touches (internal/backends itself also tests other backends, which need their servers).
  cd "$work/src"
  go test -count=1 ./internal/backends/sqlite/... ./internal/handler/... ./internal/util/resource/... ./internal/util/fsql/...
fi
