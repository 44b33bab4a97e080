#!/usr/bin/env python3
"""Writes Tests/TrellisTextTests/Fixtures/stat-names.json: what fontTools reads from the STAT
tables of Inter's variable faces and Fixtures/tiny-gvar.ttf (design axes, axis value names with
their formats' fields, the elided fallback name), and the style name fontTools'
`varLib.instancer` (updateFontNames=True) gives an instance at each sampled position: name ID 17
when it writes one, else name ID 2; null where fontTools finds no axis value at the position
(between named weights, or inside a format 2 range away from its nominal value).

Run: python3 scripts/text/stat_fixtures.py  (needs `pip install fonttools`; Inter comes from
fonts-inter-variable; run scripts/text/gvar_fixtures.py first when tiny-gvar.ttf changes)."""
import json
import pathlib
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import variable_test_fonts  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests/TrellisTextTests/Fixtures"
INTER = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
INTER_ROMAN = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"


def describe(path, positions):
    font = TTFont(path)
    names = font["name"]
    stat = font["STAT"].table
    axes = [{"tag": a.AxisTag, "name": names.getDebugName(a.AxisNameID), "ordering": a.AxisOrdering}
            for a in stat.DesignAxisRecord.Axis]
    values = []
    for v in stat.AxisValueArray.AxisValue:
        entry = {"format": v.Format, "name": names.getDebugName(v.ValueNameID), "flags": v.Flags}
        if v.Format == 4:
            entry["location"] = {axes[r.AxisIndex]["tag"]: r.Value for r in v.AxisValueRecord}
        else:
            tag = axes[v.AxisIndex]["tag"]
            entry["location"] = {tag: v.NominalValue if v.Format == 2 else v.Value}
            if v.Format == 2:
                entry["range"] = [v.RangeMinValue, v.RangeMaxValue]
            if v.Format == 3:
                entry["linked"] = v.LinkedValue
        values.append(entry)
    fallback = names.getDebugName(stat.ElidedFallbackNameID) if stat.Version >= 0x00010001 else None
    styles = []
    for location in positions:
        try:
            static = instancer.instantiateVariableFont(TTFont(path), location, inplace=False, updateFontNames=True)
            style = static["name"].getDebugName(17) or static["name"].getDebugName(2)
        except ValueError:
            style = None
        styles.append({"location": location, "style": style})
    return {"path": path, "axes": axes, "values": values, "elidedFallback": fallback, "styles": styles}


def instances(path):
    font = TTFont(path)
    return [dict(i.coordinates) for i in font["fvar"].instances]


def main():
    tiny = FIXTURES / "tiny-gvar.ttf"
    tiny_positions = [{"wght": 900, "wdth": 125}, {"wght": 700, "wdth": 80}, {"wght": 400, "wdth": 100},
                      {"wght": 900, "wdth": 100}, {"wght": 100, "wdth": 125}, {"wght": 100, "wdth": 115},
                      {"wght": 400, "wdth": 75}]
    cases = [
        describe(INTER, instances(INTER) + [{"wght": 650, "slnt": 0}]),
        describe(INTER_ROMAN, instances(INTER_ROMAN) + [{"wght": 650}]),
        dict(describe(str(tiny), tiny_positions), path="Fixtures/tiny-gvar.ttf"),
    ]
    assert variable_test_fonts.STAT_AXES  # the font's STAT comes from there
    doc = {"generated": "by scripts/text/stat_fixtures.py with fontTools; do not edit",
           "command": "python3 scripts/text/stat_fixtures.py", "cases": cases}
    (FIXTURES / "stat-names.json").write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n")
    print("wrote", FIXTURES / "stat-names.json")


if __name__ == "__main__":
    main()
