import "server-only";

import type { HealthStatus } from "./check-health";

/**
 * Load balancers and the shop's own Connection Failed notice ask often, and /api/health is open to anyone: within
 * this window every caller shares one check (and one in flight), so a flood of probes never becomes a flood of
 * database and provider calls.
 */
export const HEALTH_REUSE_MS = 5_000;

let recent: { startedAt: number; status: Promise<HealthStatus> } | null = null;

export function recentHealth(check: () => Promise<HealthStatus>): Promise<HealthStatus> {
  const now = Date.now();
  if (recent && now - recent.startedAt < HEALTH_REUSE_MS) return recent.status;
  const status = check();
  recent = { startedAt: now, status };
  return status;
}
