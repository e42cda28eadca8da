"""HDC perft on a slice of the start position's root moves, three ways, side
by side: one process (`hdc perft`), `hdc perft --threads 2`, and Dask
(hdc.distributed) on a LocalCluster of 2 worker processes; then the
per-task overhead of Dask that bounds its scaling.

    PYTHONPATH=build/bindings/python /usr/bin/python3 examples/python/dask_scaling.py \\
        [--hdc build/examples/hdc] [--depth 5] [--root-moves 2] [--overhead-tasks 400]

The job: perft DEPTH below the first ROOT_MOVES root moves of the HDC start
position (legal-move order), i.e. for each of them the position after it
counted at DEPTH-1.  `hdc perft --divide --position TEXT DEPTH-1` does
exactly that work per root move (no shallower depths); Dask gets one task
per position two plies below the start (perft DEPTH-2 each, ~240 tasks per
root move).  All three totals must agree.

Speed-up = one-process seconds / seconds; efficiency = speed-up / 2 (two
cores).  CPU seconds are printed too: on a shared machine the wall times
say as much about the other users as about the method.  Overhead: OVERHEAD_TASKS tasks of perft 1 (microseconds of work)
on the same cluster, wall time / tasks = what each task costs beyond its
work with two workers pulling.  The machine's load (os.getloadavg) is
printed before and after: on a shared machine the figures are only as good
as the cores were free.  docs/DISTRIBUTED.md has a run.
"""

import argparse
import os
import resource
import subprocess
import sys
import time

import hdc
from hdc import distributed as hd


def hdc_divide_total(program, text, depth, threads):
    args = [program, 'perft', '--divide', '--position', text, str(depth)]
    if threads > 1:
        args[2:2] = ['--threads', str(threads)]
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    last = out.splitlines()[-1].split()
    assert last[0] == 'total', out[-200:]
    return int(last[1])


def timed(fn):
    start = time.monotonic()
    value = fn()
    return value, time.monotonic() - start


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def workers_cpu(client):
    # CPU seconds of the worker processes so far (their own clocks).
    return sum(client.run(time.process_time).values())


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--hdc', default=os.path.join('build', 'examples', 'hdc'))
    p.add_argument('--depth', type=int, default=5)
    p.add_argument('--root-moves', type=int, default=2)
    p.add_argument('--overhead-tasks', type=int, default=400)
    opts = p.parse_args()

    start = hdc.Position()
    roots = list(start.legal_moves)[:opts.root_moves]
    texts = []
    for move in roots:
        start.push(move)
        texts.append(start.text)
        start.pop()
    print(f'# HDC perft {opts.depth} below root moves {", ".join(map(str, roots))} '
          f'(libhdc {hdc.library_version()}, {os.cpu_count()} CPUs)')
    print(f'# load before: {" ".join(f"{x:.2f}" for x in os.getloadavg())}')

    rows = []
    cpu = children_cpu()
    one, t1 = timed(lambda: sum(hdc_divide_total(opts.hdc, t, opts.depth - 1, 1) for t in texts))
    cpu, cpu1 = children_cpu(), children_cpu() - cpu
    rows.append(('hdc perft (1 process, 1 thread)', one, t1, cpu1))
    two, t2 = timed(lambda: sum(hdc_divide_total(opts.hdc, t, opts.depth - 1, 2) for t in texts))
    rows.append(('hdc perft --threads 2', two, t2, children_cpu() - cpu))
    print(f'# load after the hdc runs: {" ".join(f"{x:.2f}" for x in os.getloadavg())}')

    cluster_start = time.monotonic()
    with hd.connect(workers=2) as client:
        startup = time.monotonic() - cluster_start
        tasks = []
        for text in texts:
            for _name, counts in hd.split_positions('hdc', text, 1):
                tasks += [(leaf, opts.depth - 2) for leaf in counts]
        split_positions = len(tasks)

        def run_dask():
            results = hd.perft_many(client, 'hdc', tasks, quiet=True, timeout=3600)
            return sum(results[t] for t in tasks)
        cpu = workers_cpu(client)
        dask_total, t3 = timed(run_dask)
        rows.append((f'Dask LocalCluster, 2 workers ({split_positions} tasks)', dask_total, t3,
                     workers_cpu(client) - cpu))

        # Per-task overhead: trivial tasks (perft 1 of distinct positions,
        # so that no result is shared) through the same path.
        small = []
        pos = hdc.Position()
        for move in list(pos.legal_moves):
            pos.push(move)
            for reply in list(pos.legal_moves)[:max(1, opts.overhead_tasks // 242 + 1)]:
                pos.push(reply)
                small.append((pos.text, 1))
                pos.pop()
            pos.pop()
        small = small[:opts.overhead_tasks]
        _, t_small = timed(lambda: hd.perft_many(client, 'hdc', small, quiet=True, timeout=600))

    assert one == two == dask_total, (one, two, dask_total)
    print(f'# nodes: {one} (all three agree)')
    # Wall seconds decide speed-up and efficiency; CPU seconds (user+sys of
    # the hdc processes, process_time of the Dask workers) show what each
    # way costs in work, and, against wall time, how much of the two cores
    # the run actually got on a shared machine.
    print(f'{"run":44s} {"wall s":>8s} {"CPU s":>8s} {"speed-up":>9s} {"efficiency":>11s}')
    for name, _, seconds, cpu_s in rows:
        speedup = t1 / seconds
        eff = 1.0 if seconds == t1 else speedup / 2
        print(f'{name:44s} {seconds:8.1f} {cpu_s:8.1f} {speedup:9.2f} {eff:10.0%}')
    print(f'# Dask cluster start-up (2 worker processes): {startup:.1f} s (not in the table)')
    print(f'# per-task overhead: {len(small)} perft-1 tasks in {t_small:.2f} s = '
          f'{1000 * t_small / len(small):.2f} ms per task with 2 workers; the perft tasks '
          f'averaged {1000 * t3 / split_positions:.0f} ms wall each')
    print(f'# load after: {" ".join(f"{x:.2f}" for x in os.getloadavg())}')


if __name__ == '__main__':
    sys.exit(main())
