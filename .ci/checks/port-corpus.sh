#!/usr/bin/env bash
# The UIKit acceptance corpus: the committed Trellis-spelled tests must be exactly what the
# rename table makes of the UIKit-spelled sources (swift test then compiles and runs them).
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
scripts/port/generate.sh "$tmp"
diff -ru "$tmp" Tests/TrellisPortCorpusTests --exclude=CorpusSupport.swift
echo "port corpus: generated tests are current ($(ls scripts/port/UIKitCorpus/*.swift | wc -l) files)"
