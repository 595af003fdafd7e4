// Starting and stopping the processes the bench measures, and reading their peak memory.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** The session secret of the production servers the bench and load runs start: theirs only, never a shop's. */
export const throwawayAuthSecret = process.env.BETTER_AUTH_SECRET ?? "load-test-only-throwaway-secret-0123456789";

/**
 * Starts a Node script on loopback and resolves once `readyUrl` answers; output goes to the given log stream.
 * `command` runs Node under another program (e.g. valgrind), `args` then starting with that program's own.
 */
export async function startNode(args, { env = {}, readyUrl, log, timeoutMs = 120_000, command = process.execPath }) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`${readyUrl} did not answer within ${timeoutMs} ms`);
}

export function stop(child) {
  return new Promise((resolve) => {
    // A process killed by a signal has no exit code, only its signal.
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}

/** Peak resident memory of a process in MB (Linux VmHWM), or null where /proc is not available. */
export function peakMemoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux), or null elsewhere. */
export function cpuTimeMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the whole line, counted in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
