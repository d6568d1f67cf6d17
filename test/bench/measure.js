// Measures one command run in a fresh process: wall time, CPU time (user + sys of the whole
// process tree) and peak resident memory of the tree (the process, its worker threads — same
// process — and child processes such as esbuild's service).
//   CPU: GNU time (/usr/bin/time -f '%e %U %S %M'), which counts the process and every descendant
//        it waited for, or the sum of utime + stime last read from /proc for every process of the
//        tree, when that is larger (a child left to exit on its own is not waited for).
//   RSS: /proc/<pid>/status VmRSS of the process and all its descendants, summed, polled every
//        20 ms (descendants listed again every 100 ms); the peak is the largest sum seen (or GNU time's %M, the largest single process's
//        peak, when that is larger: a short spike between two polls).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';
const POLL_MS = 20;
const RESCAN_EVERY = 5;
const hasProc = existsSync('/proc/self/status');
const hasGnuTime = existsSync(GNU_TIME);
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** How CPU and memory are measured on this machine, for the report. */
export const method = {
  cpu: hasGnuTime ? `${GNU_TIME} %U+%S, or /proc utime+stime of the tree when larger` : hasProc ? '/proc utime+stime polled every 20 ms (approximate)' : 'unavailable',
  rss: hasProc ? `sum of VmRSS over the process tree, polled every ${POLL_MS} ms (tree listed every ${POLL_MS * RESCAN_EVERY} ms)` : 'unavailable (no /proc)',
};

const running = new Set();

/** Ends the process tree of every measurement under way (the benchmark is interrupted). */
export function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Map of pid -> parent pid for every process visible in /proc. */
function parents() {
  const map = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces and parentheses): state ppid …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended while we were listing.
    }
  }
  return map;
}

/** The pid and every descendant of it (children of any of its threads). */
function tree(rootPid) {
  const map = parents();
  const members = [rootPid];
  for (let i = 0; i < members.length; i++) {
    for (const [pid, ppid] of map) if (ppid === members[i]) members.push(pid);
  }
  return members;
}

/** VmRSS in bytes and utime + stime in ms of one process; undefined once it has ended. */
function sample(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
    return { rss, cpuMs };
  } catch {
    return undefined;
  }
}

/**
 * Runs `command args` and resolves to its measurements:
 * { code, signal, stdout, stderr, wallMs, cpuMs, polledCpuMs, peakRss, polledRss, maxProcessRss, processes }.
 * Never rejects for a non-zero exit: the caller decides (code !== 0).
 */
export function measure(command, args, { cwd, env } = {}) {
  const timeFile = path.join(os.tmpdir(), `hexsite-bench-time-${process.pid}-${Date.now()}.txt`);
  const [file, argv] = hasGnuTime ? [GNU_TIME, ['-f', '%e %U %S %M', '-o', timeFile, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // Its own process group, so that stopRunning() can end the whole tree.
    const child = spawn(file, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));

    let polledRss = 0;
    const cpuByPid = new Map();
    const seen = new Set();
    let pids = [];
    let polls = 0;
    const poll = () => {
      if (!hasProc || child.pid === undefined) return;
      // Listing every process costs ~2 ms, so the tree is listed again every 5th poll only; the
      // known members are sampled at every poll. With GNU time in front, the tree is what it
      // started, not time itself.
      if (polls++ % RESCAN_EVERY === 0 || !pids.length) pids = tree(child.pid).filter((pid) => !(hasGnuTime && pid === child.pid));
      let rss = 0;
      for (const pid of pids) {
        const s = sample(pid);
        if (!s) continue;
        rss += s.rss;
        cpuByPid.set(pid, s.cpuMs);
        seen.add(pid);
      }
      polledRss = Math.max(polledRss, rss);
    };
    poll();
    const timer = setInterval(poll, POLL_MS);

    let wallMs = 0;
    child.once('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.once('exit', () => {
      running.delete(child);
      wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      clearInterval(timer);
    });
    child.once('close', (code, signal) => {
      const polledCpuMs = [...cpuByPid.values()].reduce((a, b) => a + b, 0);
      let cpuMs = polledCpuMs;
      let maxProcessRss = 0;
      if (hasGnuTime) {
        const line = readTimeFile(timeFile);
        if (line) {
          const [, user, sys, maxKb] = line.split(' ').map(Number);
          cpuMs = Math.max((user + sys) * 1000, polledCpuMs);
          maxProcessRss = maxKb * 1024;
        }
      }
      resolve({
        code: code ?? (signal ? 128 : 1),
        signal,
        stdout,
        stderr,
        wallMs,
        cpuMs,
        polledCpuMs,
        peakRss: Math.max(polledRss, maxProcessRss) || null,
        polledRss,
        maxProcessRss,
        processes: seen.size,
      });
    });
  });
}

/** The last line GNU time wrote (it writes "Command exited with non-zero status" first on failure). */
function readTimeFile(file) {
  try {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    return lines[lines.length - 1];
  } catch {
    return undefined;
  } finally {
    rmSync(file, { force: true });
  }
}
