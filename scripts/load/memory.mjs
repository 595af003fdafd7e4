// Resident memory of the server under load, read from /proc (Linux).
import { readFileSync } from "node:fs";

/** Current resident memory of `pid` in MB (VmRSS), or NaN where /proc is not available. */
export function residentMb(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);
  } catch {
    return Number.NaN;
  }
}

/**
 * Resident memory of a server started with --expose-gc (server.ts collects on SIGUSR2) after a full collection, so
 * what the collector has not reached yet is not read as growth.
 */
export async function collectedResidentMb(pid) {
  process.kill(pid, "SIGUSR2");
  await new Promise((done) => setTimeout(done, 2_000));
  return residentMb(pid);
}

/** Samples `pid`'s RSS every 250 ms until `stop()`, which returns the highest reading. */
export function sampleResidentMb(pid) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentMb(pid));
    },
  };
}
