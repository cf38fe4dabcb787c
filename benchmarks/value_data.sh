#!/bin/bash
# The data and the fits of the shipped learned evaluation (docs/ai.md, "A learned evaluation"):
# the exact commands, in the order they were run. Every game has its own seed, so the positions
# are the same on any machine and with any number of workers. About 20 minutes of two cores
# with the compiled engine (the data), then a minute a fit.
#
#   bash benchmarks/value_data.sh [DIR] [--publish]    (default: .data; needs the `learn` extra)
#
# The models and reports are written into DIR; `--publish` writes them over the shipped models
# (innovation/agents/value-*.npz) and docs/results/ai/ instead.
#
# The recipes (training.RECIPES) take turns, one per round of table sizes: heuristic:1 with
# 10% of the answers at random, heuristic:2 with 5%, a mix of heuristic and ismcts:40i seats
# with 3%, ismcts:40i with 2%.
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

# 3rd edition: 5,400 games, 2, 3 and 4 players in turn
$T collect --edition 3rd --games 600 --seed 700000 --workers 2 --recipes 0,1,2,3 --out "$DIR/s3.npz"
$T collect --edition 3rd --games 4800 --seed 710000 --workers 2 --recipes 0,1,2,3 --out "$DIR/s3b.npz"
# 4th edition: 600 games at 2, 4 and 6 players, then 4,800 at every size from 2 to 6
$T collect --edition 4th --games 600 --seed 800000 --workers 2 --tables 2,4,6 --recipes 0,1,2,3 --out "$DIR/s4.npz"
$T collect --edition 4th --games 4800 --seed 810000 --workers 2 --tables 2,4,6,3,5 --recipes 0,1,2,3 --out "$DIR/s4b.npz"

D3="$DIR/s3.npz $DIR/s3b.npz"
D4="$DIR/s4.npz $DIR/s4b.npz"
# the settings were chosen on the validation split (never the held-out games), e.g.
#   $T fit $D3 --validation --hidden 64 --alpha 1 --epochs 20 --out v.npz
#   $T calibrate $D3 --validation --model v.npz
$T fit $D3 --hidden 64 --alpha 1 --epochs 20 --out "$MODELS"/value-3rd.npz --report "$REPORTS"/value-3rd-fit.json
$T fit $D4 --hidden 64 --alpha 1 --epochs 20 --out "$MODELS"/value-4th.npz --report "$REPORTS"/value-4th-fit.json
$T calibrate $D3 --model "$MODELS"/value-3rd.npz --report "$REPORTS"/value-3rd-calibration.json
$T calibrate $D4 --model "$MODELS"/value-4th.npz --report "$REPORTS"/value-4th-calibration.json
