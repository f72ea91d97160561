#!/bin/sh
# Extra reference walks (not in the brief's list): nineteen orders needing
# several attempts or failing, Roth failures, S&C section 6 exceptions,
# plain Warnsdorff failures.
set -e
L=./lit
{
$L walk nineteen 14 76 0 0
$L walk nineteen 74 22 0 0
$L walk nineteen 38 195 0 0
$L walk nineteen 160 175 0 0
$L walk nineteen 54 289 0 0
$L walk roth 157 157 0 0 mathematica
$L walk roth 157 157 0 0 halfup
$L walk roth 7 7 0 0 halfup
$L walk roth 5 5 2 0 mathematica
$L walk fixed 41 41 0 0 34567812
$L walk fixed 41 41 0 0 43567812
$L walk fixed 59 59 0 0 34567812
$L walk fixed 60 60 0 0 34567812
$L walk fixed 87 87 0 0 43567812
$L walk fixed 87 87 0 0 35467812
$L walk fixed 7 7 0 0 12345678
$L walk fixed 8 8 5 3 12345678
$L walk pohl 8 8 0 0 87654321
$L walk switching 5 5 0 0
$L walk switching 6 6 0 0
$L walk switching 7 7 0 0
$L walk parberry 8 8 0 0 100000 1
$L walk parberry 10 10 0 0 100000 2
} > reference-walks-extra.jsonl
