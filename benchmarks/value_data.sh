#!/bin/bash
# The data and the fits of the shipped learned evaluation (docs/ai.md, "A learned evaluation"):
# the exact commands, in the order they were run. Every game has its own seed, so the positions
# are the same on any machine and with any number of workers.
#
#   bash benchmarks/value_data.sh [DIR]    (default: .data; needs the `learn` extra)
#
# F4_BATCHES: how many 150-game 4th-edition batches after the first three (the run stopped
# when its time was up; see docs/ai.md for the number used).
set -euo pipefail
DIR=${1:-.data}
F4_BATCHES=${F4_BATCHES:-3}
mkdir -p "$DIR"
T="python -m innovation.agents.training"
FAST=0,0,0,0,0,0,0,0,1,2   # eight heuristic:1 games, one heuristic:2, one mixed (RECIPES)
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1

# first: 225-game batches, the three recipes in turn
$T collect --edition 3rd --games 225 --seed 300000 --workers 2 --out "$DIR/d3-0.npz"
$T collect --edition 4th --games 225 --seed 400000 --workers 2 --out "$DIR/d4-0.npz"
$T collect --edition 3rd --games 225 --seed 301000 --workers 2 --out "$DIR/d3-1.npz"
# then 150-game batches, mostly heuristic:1 (cheaper: more games in the time)
for b in 0 1 2; do
  $T collect --edition 3rd --games 150 --seed $((500000 + b * 1000)) --workers 2 --recipes $FAST --out "$DIR/f3-$b.npz"
  $T collect --edition 4th --games 150 --seed $((600000 + b * 1000)) --workers 2 --recipes $FAST --out "$DIR/f4-$b.npz"
done
for b in $(seq 3 $((2 + F4_BATCHES))); do
  $T collect --edition 4th --games 150 --seed $((600000 + b * 1000)) --workers 2 --recipes $FAST --out "$DIR/f4-$b.npz"
done

D3="$DIR/d3-0.npz $DIR/d3-1.npz $DIR/f3-0.npz $DIR/f3-1.npz $DIR/f3-2.npz"
D4="$DIR/d4-0.npz $(ls "$DIR"/f4-*.npz | sort -V | tr '\n' ' ')"
$T fit $D3 --hidden 32 --alpha 3 --epochs 8 --out innovation/agents/value-3rd.npz
$T fit $D4 --hidden 32 --alpha 3 --epochs 8 --out innovation/agents/value-4th.npz
$T calibrate $D3 --model innovation/agents/value-3rd.npz --report docs/results/ai/value-3rd-calibration.json
$T calibrate $D4 --model innovation/agents/value-4th.npz --report docs/results/ai/value-4th-calibration.json
