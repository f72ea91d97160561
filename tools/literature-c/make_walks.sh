#!/bin/sh
# Regenerates reference-walks.jsonl
set -e
L=./lit
{
$L walk fixed 8 8 0 0 34567812
$L walk fixed 5 5 2 0 58217346
$L walk nineteen 10 10 0 0
$L walk nineteen 13 17 0 0
for m in 8 9 10 11 12 13 14 15 16 17 74; do $L walk switching $m $m 0 0; done
for r in halfup mathematica; do
  $L walk roth 8 8 0 0 $r
  $L walk roth 9 9 4 4 $r
  $L walk roth 10 12 3 5 $r
  $L walk roth 428 428 0 0 $r
done
$L walk pohl 8 8 0 0 12345678
$L walk pohl 7 7 3 3 12345678
$L walk pohl 9 12 2 5 12345678
} > reference-walks.jsonl
