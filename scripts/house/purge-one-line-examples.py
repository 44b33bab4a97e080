#!/usr/bin/env python3
"""Removes the fenced examples in `///` doc comments whose body is one line of code (or one
line of code and one comment line), the examples that restate their declaration
(`Size(width: 320, height: 44).width   // 320`). Longer examples, fences in DocC articles and
fences in `/** */` comments are left alone; so is an example that is a doc comment's only
content (removing it would leave the declaration undocumented).

    scripts/house/purge-one-line-examples.py --count [ROOT]   # per module: fenced, one-line, left after a purge
    scripts/house/purge-one-line-examples.py [ROOT]           # rewrite the files under ROOT (default: Sources)
    scripts/house/purge-one-line-examples.py --dry-run [ROOT] # list what would go, change nothing

ROOT holds one folder per module (Sources/<Module>/...). Standard library only.
"""
import os
import re
import sys

DOC = re.compile(r'^(\s*)///(.*)$')
FENCE = re.compile(r'^\s*///\s?```[A-Za-z]*\s*$')
COMMENT_ONLY = re.compile(r'^\s*//')


def doc_text(line):
    """The text of a `///` line after the marker and one space, or None for other lines."""
    match = DOC.match(line)
    if not match:
        return None
    text = match.group(2)
    return text[1:] if text.startswith(' ') else text


def fenced_blocks(lines):
    """(start, end) line indexes of each fenced block inside a `///` comment, fences included."""
    blocks, i = [], 0
    while i < len(lines):
        if FENCE.match(lines[i]):
            j = i + 1
            while j < len(lines) and doc_text(lines[j]) is not None and not FENCE.match(lines[j]):
                j += 1
            if j < len(lines) and FENCE.match(lines[j]):
                blocks.append((i, j))
                i = j + 1
                continue
        i += 1
    return blocks


def is_one_line(lines, start, end):
    body = [doc_text(l) for l in lines[start + 1:end]]
    body = [b for b in body if b.strip()]
    if len(body) == 1:
        return True
    if len(body) == 2:
        return sum(1 for b in body if COMMENT_ONLY.match(b)) == 1
    return False


def comment_bounds(lines, index):
    """First and last line of the `///` comment that holds `index`."""
    start = index
    while start > 0 and doc_text(lines[start - 1]) is not None:
        start -= 1
    end = index
    while end + 1 < len(lines) and doc_text(lines[end + 1]) is not None:
        end += 1
    return start, end


def removable(lines):
    """The one-line blocks whose comment keeps some prose without them."""
    result = []
    for start, end in fenced_blocks(lines):
        if not is_one_line(lines, start, end):
            continue
        first, last = comment_bounds(lines, start)
        rest = [doc_text(l) for k, l in enumerate(lines[first:last + 1], first) if not start <= k <= end]
        if any(r.strip() for r in rest):
            result.append((start, end))
    return result


def purge(lines):
    drop = set()
    for start, end in removable(lines):
        drop.update(range(start, end + 1))
        # A blank `///` line left before the example goes too when what follows the example is
        # another blank `///`, a field (`- Parameters:`), or the end of the comment.
        before = start - 1
        after = end + 1
        while after < len(lines) and after in drop:
            after += 1
        if before >= 0 and before not in drop and doc_text(lines[before]) is not None and not doc_text(lines[before]).strip():
            following = doc_text(lines[after]) if after < len(lines) else None
            if following is None or not following.strip() or following.lstrip().startswith('- '):
                drop.add(before)
    kept = [l for k, l in enumerate(lines) if k not in drop]
    # An empty `///` line just before a field or at the end of a comment, left by a removal.
    out = []
    for k, line in enumerate(kept):
        text = doc_text(line)
        if text is not None and not text.strip() and out and doc_text(out[-1]) is not None and not doc_text(out[-1]).strip():
            continue
        out.append(line)
    return out


def swift_files(root):
    for directory, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            if name.endswith('.swift'):
                yield os.path.join(directory, name)


def module_of(root, path):
    return os.path.relpath(path, root).split(os.sep)[0]


def main(argv):
    mode = 'purge'
    args = []
    for arg in argv:
        if arg in ('--count', '--dry-run'):
            mode = arg[2:]
        elif arg in ('-h', '--help'):
            print(__doc__)
            return 0
        else:
            args.append(arg)
    root = args[0] if args else 'Sources'
    counts = {}
    changed = 0
    for path in swift_files(root):
        with open(path, encoding='utf-8') as handle:
            text = handle.read()
        lines = text.split('\n')
        blocks = fenced_blocks(lines)
        gone = removable(lines)
        total, one = counts.get(module_of(root, path), (0, 0))
        counts[module_of(root, path)] = (total + len(blocks), one + len(gone))
        if mode == 'dry-run':
            for start, _ in gone:
                print(f'{path}:{start + 1}: {doc_text(lines[start + 1]).strip()}')
        elif mode == 'purge' and gone:
            with open(path, 'w', encoding='utf-8') as handle:
                handle.write('\n'.join(purge(lines)))
            changed += 1
    if mode == 'count':
        print(f'{"module":<20} {"fenced":>7} {"one-line":>9} {"after":>7}')
        for module in sorted(counts):
            total, one = counts[module]
            print(f'{module:<20} {total:>7} {one:>9} {total - one:>7}')
        total = sum(c[0] for c in counts.values())
        one = sum(c[1] for c in counts.values())
        print(f'{"total":<20} {total:>7} {one:>9} {total - one:>7}')
    elif mode == 'purge':
        print(f'purged one-line examples from {changed} files', file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
