#!/usr/bin/env bash
# Runs two commands side by side and fails when either fails. Each one's output is printed whole
# when it ends (not interleaved), with the command's name and its time.
set -uo pipefail
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
start=$SECONDS
for i in 1 2; do
  cmd=${!i}
  (
    bash -c "$cmd" >"$out/$i.log" 2>&1
    echo $? >"$out/$i.status"
  ) &
done
wait
failed=0
for i in 1 2; do
  cmd=${!i}
  status=$(cat "$out/$i.status")
  echo "── $cmd: $([ "$status" = 0 ] && echo ok || echo "failed ($status)")"
  cat "$out/$i.log"
  [ "$status" = 0 ] || failed=1
done
echo "── both in $((SECONDS - start)) s"
exit $failed
