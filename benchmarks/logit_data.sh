#!/bin/bash
# The data and the fit of the conditional-logit evaluation (agents/logit.py; docs/ai.md,
# "Second attempt: a cheap, turn-invariant logit trained on search games"): the exact commands,
# in the order they were run. Every game has its own seed, so the positions are the same on any
# machine and with any number of workers.
#
#   bash benchmarks/logit_data.sh [DIR] [--publish]    (default: .data; needs the `learn` extra: scipy)
#
# The models and reports are written into DIR; `--publish` writes them over the shipped models
# (innovation/agents/logit-*.json) and docs/results/ai/ instead.
set -euo pipefail
DIR=${1:-.data}
mkdir -p "$DIR"
# where the fitted models and their reports go: beside the data unless `--publish` (the second
# argument) asks for the committed files, the shipped models and docs/results/ai/
if [ "${2:-}" = "--publish" ]; then
    MODELS=innovation/agents REPORTS=docs/results/ai
elif [ -n "${2:-}" ]; then
    echo "usage: bash $0 [DIR] [--publish]" >&2; exit 2
else
    MODELS=$DIR REPORTS=$DIR
fi
T="python -m innovation.agents.training"
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1

# games of ismcts:40i against itself (recipe 3), 2% of the answers at random; two-player games
# every other game (2,2,3,4 and 2,2,4,6), the sizes the calibration reports
$T collect --edition 3rd --games 320 --seed 700000 --workers 1 --recipes 3 --tables 2,2,3,4 --out "$DIR/s3-0.npz"
$T collect --edition 4th --games 280 --seed 800000 --workers 1 --recipes 3 --tables 2,2,4,6 --out "$DIR/s4-0.npz"

# the shipped fit: pulled toward the linear weights, the columns a search exploits kept at them
FREEZE=achievements,points,claimable,can_win,hand,hand_ages,late_points,achieved_share,reach_share,reach_share_sq,achievements_x_lowest,points_x_lowest,hand_x_lowest
$T fit-logit "$DIR/s3-0.npz" --l2 1e-3 --prior --freeze $FREEZE --out "$MODELS"/logit-3rd.json
$T fit-logit "$DIR/s4-0.npz" --l2 1e-3 --prior --freeze $FREEZE --out "$MODELS"/logit-4th.json
$T calibrate-logit "$DIR/s3-0.npz" --model "$MODELS"/logit-3rd.json --report "$REPORTS"/logit-3rd-calibration.json
$T calibrate-logit "$DIR/s4-0.npz" --model "$MODELS"/logit-4th.json --report "$REPORTS"/logit-4th-calibration.json

# the first fit (screened, not shipped): free weights, a small L2 toward 0
#   $T fit-logit "$DIR/s3-0.npz" --l2 1e-4 --out m3-free.json   (and s4-0.npz, m4-free.json)
