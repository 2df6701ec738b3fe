#!/usr/bin/env bash
# Runs commands side by side and fails when any fails. Each one's output is printed whole when it
# ends (not interleaved), with its status, and the time they took together.
set -uo pipefail
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
start=$SECONDS
for i in $(seq 1 $#); do
  (
    bash -c "${!i}" >"$out/$i.log" 2>&1
    echo $? >"$out/$i.status"
  ) &
done
wait
failed=0
for i in $(seq 1 $#); do
  status=$(cat "$out/$i.status")
  echo "── ${!i}: $([ "$status" = 0 ] && echo ok || echo "failed ($status)")"
  cat "$out/$i.log"
  [ "$status" = 0 ] || failed=1
done
echo "── side by side in $((SECONDS - start)) s"
exit $failed
