"""Elo differences from match scores, with their error margins.

Shared by hdc.distributed's matches and the strength scripts of
tests/strength (harness.py), so that every match report computes its Elo
the same way.
"""

import math

__all__ = ['elo_from_score', 'elo_estimate', 'format_elo']


def elo_from_score(score):
    """The logistic Elo difference of a mean score in [0, 1]."""
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400.0 * math.log10(1.0 / score - 1.0)


def elo_estimate(scores):
    """(elo, margin95, mean score) of a list of per-game scores in [0, 1]
    (one engine's view).  The logistic Elo of the mean score; the margin is
    half the Elo width of mean +- 1.96 standard errors, with the per-game
    variance taken from the observed distribution of game scores (the
    trinomial win/draw/loss variance; C'escacs stalemates, 2/3 and 1/3,
    simply add two more outcomes)."""
    n = len(scores)
    if n == 0:
        return 0.0, float('inf'), 0.5
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / n
    if n < 2 or var == 0.0:
        return elo_from_score(mean), float('inf'), mean
    dev = 1.96 * math.sqrt(var / n)
    lo, hi = max(mean - dev, 1e-6), min(mean + dev, 1 - 1e-6)
    return elo_from_score(mean), (elo_from_score(hi) - elo_from_score(lo)) / 2.0, mean


def format_elo(scores):
    """'NN.N%  Elo +X +/- M (95%)' for a list of per-game scores."""
    elo, margin, mean = elo_estimate(scores)
    if scores and mean in (0.0, 1.0):
        return f'{100 * mean:5.1f}%  Elo {"+inf" if mean else "-inf"} (every game won or lost)'
    m = '  inf' if math.isinf(margin) else f'{margin:5.1f}'
    return f'{100 * mean:5.1f}%  Elo {elo + 0.0:+7.1f} +/- {m} (95%)'
