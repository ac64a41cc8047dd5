// The memory of a build as the machine sees it: the resident set of a process and all its
// descendants at one moment, summed (Linux /proc), sampled while it runs, so `npm run bench`
// can give the largest total at any one time, not only each process's own peak.
import { readdirSync, readFileSync } from 'node:fs';

const PAGE = 4096;

/** The resident bytes of `pid` and its descendants now, or undefined where /proc cannot tell. */
export function treeRssBytes(pid: number): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return undefined;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const e of entries) {
    try {
      // /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(readFileSync(`/proc/${e}/statm`, 'utf8').split(' ')[1]);
      const id = Number(e);
      rss.set(id, pages * PAGE);
      const list = children.get(ppid);
      if (list) list.push(id);
      else children.set(ppid, [id]);
    } catch {
      // the process ended while it was read
    }
  }
  if (!rss.has(pid)) return undefined;
  let total = 0;
  const todo = [pid];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    total += rss.get(id) ?? 0;
    todo.push(...(children.get(id) ?? []));
  }
  return total;
}

/** Sample the tree of `pid` every `ms` until stopped; the largest total seen, in MB. */
export function sampleTreeRss(pid: number, ms = 500): { stop: () => number } {
  let peak = 0;
  const take = (): void => {
    const b = treeRssBytes(pid);
    if (b !== undefined && b > peak) peak = b;
  };
  take();
  const timer = setInterval(take, ms);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peak / (1024 * 1024));
    },
  };
}
