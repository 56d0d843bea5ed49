// Running a command while sampling the memory of its whole process tree.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

function childrenOf(pid, table) {
  return table.filter((p) => p.ppid === pid).flatMap((p) => [p.pid, ...childrenOf(p.pid, table)]);
}

function processTable() {
  const rows = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rows.push({ pid: Number(entry), ppid, rssKb });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return rows;
}

/**
 * Runs a command; resolves with its exit code, wall time (ms), the peak
 * resident memory of the command and all its children together (MiB), and
 * its output.
 */
export function runMeasured(command, args, options) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    let peakKb = 0;
    const timer = setInterval(() => {
      const table = processTable();
      const pids = new Set([child.pid, ...childrenOf(child.pid, table)]);
      const total = table.filter((p) => pids.has(p.pid)).reduce((sum, p) => sum + p.rssKb, 0);
      peakKb = Math.max(peakKb, total);
    }, 250);
    child.on("close", (code) => {
      clearInterval(timer);
      resolve({ code, ms: Date.now() - started, peakMiB: Math.round(peakKb / 1024), output });
    });
  });
}
