#!/usr/bin/env bash
# Restarts the shop's instances one at a time, each only once the one before answers /readyz
# again, so that nginx always has an instance to hand requests to (docs/operations.md, Upgrades).
#
#   deploy/rolling-restart.sh              every running campus-shop@<port> unit
#   deploy/rolling-restart.sh 3000 3001    these ports, in this order
#
# A restart is graceful: systemd sends SIGTERM, the instance finishes what it has and stops
# listening, and nginx sends the next requests to the other instance (a connection refused is
# retried there; a request that reached an instance is never sent twice). The script stops at the
# first instance that is not ready within READY_WITHIN_SECONDS (120) and leaves the others alone.
#
# SHOP_RESTART: the command that restarts one instance, `{port}` standing for its port
# (default `systemctl restart campus-shop@{port}`; the rolling-restart test replaces it).
# SHOP_HOST: where the instances listen (HOST in shop.env; default 127.0.0.1).
set -euo pipefail

restart=${SHOP_RESTART:-'systemctl restart campus-shop@{port}'}
host=${SHOP_HOST:-127.0.0.1}
ready_within=${READY_WITHIN_SECONDS:-120}

ports=("$@")
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <(systemctl list-units 'campus-shop@*.service' --state=running --plain \
    --no-legend | sed -n 's/^campus-shop@\([0-9]*\)\.service.*/\1/p')
fi
if [ ${#ports[@]} -eq 0 ]; then
  echo "rolling-restart: no running campus-shop@<port> unit, and no port given" >&2
  exit 2
fi
for port in "${ports[@]}"; do
  case $port in '' | *[!0-9]*)
    echo "rolling-restart: '$port' is not a port" >&2
    exit 2
    ;;
  esac
done
if [ ${#ports[@]} -eq 1 ]; then
  echo "rolling-restart: only one instance (${ports[0]}): requests fail while it restarts" >&2
fi

for port in "${ports[@]}"; do
  echo "rolling-restart: restarting the instance on port $port"
  started=$SECONDS
  sh -c "${restart//\{port\}/$port}"
  until curl -sf --max-time 2 -o /dev/null "http://$host:$port/readyz"; do
    if [ $((SECONDS - started)) -ge "$ready_within" ]; then
      echo "rolling-restart: port $port not ready within ${ready_within} s; the other instances" \
        "were not restarted (journalctl -u campus-shop@$port)" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "rolling-restart: port $port ready again after $((SECONDS - started)) s"
done
