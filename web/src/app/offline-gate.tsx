import * as React from "react";
import { onlineManager, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { OfflineState } from "@/components/error-state";

/**
 * Offline, TanStack Query pauses a read instead of failing it (networkMode "online"): a screen would wait on it
 * forever, its list empty. A read shown on screen (observed), paused, with nothing to show yet means the screen
 * cannot be drawn: the network message stands in for it. The screen stays mounted (hidden), so its reads resume
 * and it reappears by itself once the browser is online again.
 */
const waitsOnNetwork = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .some(
      (q) =>
        q.state.fetchStatus === "paused" && q.state.data === undefined && q.getObserversCount() > 0,
    );

export function OfflineGate({ children }: { children: React.ReactNode }) {
  const qc = useQueryClient();
  const online = React.useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
  );
  const stuck = React.useSyncExternalStore(
    (notify) => qc.getQueryCache().subscribe(notify),
    () => waitsOnNetwork(qc),
  );
  const offline = !online && stuck;
  return (
    <>
      {offline ? <OfflineState /> : null}
      <div hidden={offline}>{children}</div>
    </>
  );
}
