#!/usr/bin/env python3
"""Generate TrellisText's Unicode tables from the Unicode Character Database.

Usage (from the repository root):
    python3 scripts/text/generate_unicode_tables.py [/usr/share/unicode]

Reads the UCD that Debian's `unicode-data` package installs in /usr/share/unicode
(UCD 15.0.0 on Debian 12) and writes Sources/TrellisText/Generated/UnicodeTables.swift.
Standard library only.

Every table is a "step function" over code points 0...0x10FFFF: a sorted array of
UInt32 values `start << 8 | value`, where `value` holds from `start` up to the next entry.

- Line_Break (UAX #14) with LB1 resolved at generation time: AI, SG and XX become AL,
  SA becomes CM when its General_Category is Mn or Mc and AL otherwise. CJ stays CJ because
  strict/normal/loose choose at run time whether it behaves as NS or ID.
- East_Asian_Width folded to 0 (N, Na, A), 1 (W, F), 2 (H): 1 drives the built-in metrics'
  "1 em" rule, 1 and 2 together drive LB30.
- Bidi strong classes: 0 none, 1 L, 2 R or AL (for the first-strong paragraph direction).
- Extended_Pictographic ∩ unassigned (General_Category Cn), for LB30b.
- Arabic joining types (ArabicShaping.txt) and the presentation forms each letter
  decomposes from (UnicodeData.txt <isolated>/<final>/<initial>/<medial>), including the
  lam-alef ligatures.
"""
import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Sources", "TrellisText", "Generated", "UnicodeTables.swift")
MAX = 0x110000

# Runtime Line_Break class codes; must match `LineBreakClass` in LineBreakClass.swift.
CLASSES = ["BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL", "B2", "BA", "BB",
           "HY", "CB", "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR",
           "SY", "AL", "CJ", "EB", "EM", "H2", "H3", "HL", "ID", "JL", "JV", "JT", "RI"]
CODE = {name: i for i, name in enumerate(CLASSES)}


def records(path):
    """Yield (first, last, fields) for each data line of a UCD file."""
    with open(os.path.join(UCD, path), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            cps = fields[0].split("..")
            first = int(cps[0], 16)
            last = int(cps[-1], 16)
            yield first, last, fields[1:]


def missing(path):
    """The @missing default ranges of a UCD file, in file order."""
    out = []
    with open(os.path.join(UCD, path), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F]+)\.\.([0-9A-F]+);\s*(\S+)", line)
            if m:
                out.append((int(m.group(1), 16), int(m.group(2), 16), m.group(3)))
    return out


def general_categories():
    gc = ["Cn"] * MAX
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as f:
        rows = [line.split(";") for line in f]
    i = 0
    while i < len(rows):
        cp = int(rows[i][0], 16)
        name, cat = rows[i][1], rows[i][2]
        if name.endswith(", First>"):
            end = int(rows[i + 1][0], 16)
            for c in range(cp, end + 1):
                gc[c] = cat
            i += 2
            continue
        gc[cp] = cat
        i += 1
    return gc, rows


def step_table(values):
    """Compress a per-code-point list into [(start, value)] where the value changes."""
    out = []
    prev = None
    for cp, v in enumerate(values):
        if v != prev:
            out.append((cp, v))
            prev = v
    return out


def line_break(gc):
    lb = ["XX"] * MAX
    for first, last, value in missing("LineBreak.txt"):
        for c in range(first, last + 1):
            lb[c] = value
    for first, last, fields in records("LineBreak.txt"):
        for c in range(first, last + 1):
            lb[c] = fields[0]
    codes = []
    for c in range(MAX):
        v = lb[c]
        if v in ("AI", "SG", "XX"):
            v = "AL"
        elif v == "SA":
            v = "CM" if gc[c] in ("Mn", "Mc") else "AL"
        codes.append(CODE[v])
    return codes


def east_asian_width():
    eaw = [0] * MAX
    for first, last, value in missing("EastAsianWidth.txt"):
        for c in range(first, last + 1):
            eaw[c] = {"W": 1, "F": 1, "H": 2}.get(value, 0)
    for first, last, fields in records("EastAsianWidth.txt"):
        v = {"W": 1, "F": 1, "H": 2}.get(fields[0], 0)
        for c in range(first, last + 1):
            eaw[c] = v
    return eaw


def bidi_strong():
    strong = [0] * MAX
    for first, last, fields in records("extracted/DerivedBidiClass.txt"):
        v = {"L": 1, "R": 2, "AL": 2}.get(fields[0], 0)
        for c in range(first, last + 1):
            strong[c] = v
    return strong


def ext_pict_unassigned(gc):
    flag = [0] * MAX
    for first, last, fields in records("emoji/emoji-data.txt"):
        if fields[0] != "Extended_Pictographic":
            continue
        for c in range(first, last + 1):
            if gc[c] == "Cn":
                flag[c] = 1
    return flag


def arabic(rows):
    joining = {}
    for first, last, fields in records("ArabicShaping.txt"):
        for c in range(first, last + 1):
            joining[c] = fields[1]
    # forms[base] = [isolated, final, initial, medial]
    forms = {}
    ligatures = {}  # (lam, alef) -> [isolated, final]
    slot = {"<isolated>": 0, "<final>": 1, "<initial>": 2, "<medial>": 3}
    for row in rows:
        cp = int(row[0], 16)
        decomposition = row[5].split()
        if not decomposition or decomposition[0] not in slot:
            continue
        if not (0xFB50 <= cp <= 0xFDFF or 0xFE70 <= cp <= 0xFEFF):
            continue
        parts = [int(x, 16) for x in decomposition[1:]]
        if len(parts) == 1:
            entry = forms.setdefault(parts[0], [0, 0, 0, 0])
            if entry[slot[decomposition[0]]] == 0:
                entry[slot[decomposition[0]]] = cp
        elif len(parts) == 2 and parts[0] == 0x0644 and parts[1] in (0x0622, 0x0623, 0x0625, 0x0627) \
                and slot[decomposition[0]] in (0, 1):
            # Only lam-alef is a required ligature (shapers apply it through GSUB `rlig`).
            entry = ligatures.setdefault(parts[1], [0, 0])
            entry[slot[decomposition[0]]] = cp
    return joining, forms, ligatures


def swift_array(name, doc, entries, per_line=8):
    lines = [f"    /// {doc}", f"    static let {name}: [UInt32] = ["]
    for i in range(0, len(entries), per_line):
        chunk = ", ".join(f"0x{e:08X}" for e in entries[i:i + per_line])
        lines.append(f"        {chunk},")
    lines.append("    ]")
    return "\n".join(lines)


def packed(table):
    return [(start << 8) | value for start, value in table]


def main():
    gc, rows = general_categories()
    lb = step_table(line_break(gc))
    eaw = step_table(east_asian_width())
    bidi = step_table(bidi_strong())
    ext = step_table(ext_pict_unassigned(gc))
    joining, forms, ligatures = arabic(rows)

    jt_code = {"U": 0, "R": 1, "D": 2, "L": 3, "C": 4, "T": 5}
    join_values = [0] * 0x10000  # Arabic joining only matters in the BMP for our fonts
    for c, t in joining.items():
        if c < 0x10000:
            join_values[c] = jt_code[t]
    for c in range(0x10000):
        if join_values[c] == 0 and c not in joining and gc[c] in ("Mn", "Me", "Cf"):
            join_values[c] = jt_code["T"]
    join_table = step_table(join_values)

    form_entries = []
    for base in sorted(forms):
        iso, fin, ini, med = forms[base]
        form_entries += [base, iso | (fin << 16), ini | (med << 16)]
    liga_entries = []
    for alef in sorted(ligatures):
        iso, fin = ligatures[alef]
        liga_entries += [alef, iso | (fin << 16)]

    version = "unknown"
    with open(os.path.join(UCD, "auxiliary", "LineBreakTest.txt"), encoding="utf-8") as f:
        m = re.search(r"LineBreakTest-([0-9.]+)\.txt", f.readline())
        if m:
            version = m.group(1)

    body = [
        "// generated by scripts/text/generate_unicode_tables.py, do not edit.",
        "// Command: python3 scripts/text/generate_unicode_tables.py /usr/share/unicode",
        f"// Source: Unicode Character Database {version} (Debian package unicode-data).",
        "// Step tables: each UInt32 is `start << 8 | value`; the value holds up to the next start.",
        "",
        "enum UnicodeTables {",
        f"    /// The UCD version these tables come from.",
        f"    static let version = \"{version}\"",
        "",
        swift_array("lineBreak", "Line_Break, LB1 resolved except CJ; values are `LineBreakClass` raw values.", packed(lb)),
        "",
        swift_array("eastAsianWidth", "East_Asian_Width: 1 = W or F, 2 = H, 0 = otherwise.", packed(eaw)),
        "",
        swift_array("bidiStrong", "Strong bidi class: 1 = L, 2 = R or AL, 0 = not strong.", packed(bidi)),
        "",
        swift_array("extendedPictographicUnassigned", "Extended_Pictographic ∩ General_Category Cn (LB30b).", packed(ext)),
        "",
        swift_array("arabicJoining", "Joining_Type for the BMP: 0 U, 1 R, 2 D, 3 L, 4 C, 5 T.", packed(join_table)),
        "",
        swift_array("arabicForms", "Triples: base letter, isolated | final << 16, initial | medial << 16 (0 = none).", form_entries, 6),
        "",
        swift_array("lamAlefLigatures", "Pairs: alef variant, isolated | final << 16 lam-alef ligature.", liga_entries, 6),
        "}",
        "",
    ]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(body))
    print(f"wrote {OUT}: {len(lb)} line-break steps, {len(eaw)} EAW, {len(bidi)} bidi, "
          f"{len(ext)} ext-pict, {len(join_table)} joining, {len(forms)} Arabic forms")


if __name__ == "__main__":
    main()
