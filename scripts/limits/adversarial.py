#!/usr/bin/env python3
"""Writes transcripts that sit at the limits of README's "Limits and errors" table (each under
10 MB and accepted by the decoder), the inputs that cost the most work per byte: the most
messages, the most reactions, the largest albums, the longest unbreakable words at the widest
and narrowest widths, newline floods, combining marks, zero-width breaks, many senders.

    scripts/limits/adversarial.py OUT_DIR

scripts/limits/time-limits.sh builds the release `trellis` and times every file in every
output format. Standard library only; the output is deterministic.
"""
import json
import os
import sys

MAX_MESSAGES = 20_000
MAX_STRING = 100_000
MAX_TEXT = 1_000_000
MAX_REACTIONS = 100
MAX_TOTAL_REACTIONS = 20_000
MAX_LINE_BREAKS = 20_000
MAX_ALBUM = 100
BASE_TIME = 1_764_306_000


def transcript(messages, width=375, senders=None, group=None):
    senders = senders or [{"id": "me", "name": "Me"}, {"id": "alice", "name": "Alice"}]
    document = {"version": 2, "title": "Limits", "width": width, "me": "me",
                "senders": senders, "messages": messages}
    if group is not None:
        document["group"] = group
    return document


def message(index, kind="text", sender=None, **fields):
    sender = sender or ("me" if index % 2 else "alice")
    return {"id": f"m{index}", "sender": sender, "time": BASE_TIME + index * 30, "type": kind, **fields}


def text_messages(count, text):
    return [message(i, text=text) for i in range(count)]


def long_texts(unit, width):
    """MAX_TEXT bytes of `unit` repeated, in messages of at most MAX_STRING bytes."""
    per_message = MAX_STRING // len(unit.encode())
    body = unit * per_message
    count = MAX_TEXT // len(body.encode())
    return transcript(text_messages(count, body), width=width)


def cases():
    yield "most-messages", transcript(text_messages(MAX_MESSAGES, "ok"))
    yield "most-messages-every-kind", transcript([
        message(i, kind) if kind in ("image",) else message(i, kind, **fields)
        for i, (kind, fields) in enumerate(
            [("text", {"text": "Hi there, how are you doing today?"}),
             ("voice", {"duration": 86_400}), ("file", {"name": "a.pdf", "size": 9_223_372_036_854_775_807}),
             ("location", {"title": "Gate", "address": "1 Road"}),
             ("contact", {"name": "Wang", "detail": "Friend"})][i % 5] for i in range(MAX_MESSAGES))])
    reactions = [{"emoji": chr(0x1F600 + k), "count": 1 + k % 9} for k in range(MAX_REACTIONS)]
    count = MAX_TOTAL_REACTIONS // MAX_REACTIONS
    yield "most-reactions", transcript([message(i, text="x", reactions=reactions) for i in range(count)])
    yield "most-reactions-spread", transcript([message(i, text="x", reactions=reactions[i % 90:i % 90 + 1])
                                               for i in range(MAX_MESSAGES)])
    images = [{"width": 1 + (k * 7919) % 1_000_000, "height": 1 + (k * 104_729) % 1_000_000}
              for k in range(MAX_ALBUM)]
    album_count = MAX_MESSAGES
    while len(json.dumps(transcript([message(0, "album", images=images)] * album_count))) > 9_900_000:
        album_count = album_count * 9 // 10
    yield "largest-albums", transcript([message(i, "album", images=images) for i in range(album_count)])
    yield "long-word-widest", long_texts("a", 100_000)
    yield "long-word-narrowest", long_texts("a", 1)
    yield "long-words-cjk-narrowest", long_texts("好", 1)
    yield "newlines", transcript(text_messages(1, "\n" * MAX_LINE_BREAKS))
    yield "newlines-between-words", transcript(text_messages(10, ("a b c d e f g h i j k l m n o p q r s t u v w x\n") * (MAX_LINE_BREAKS // 10)))
    yield "newlines-widest", transcript(text_messages(2, "\n" * (MAX_LINE_BREAKS // 2)), width=100_000)
    yield "combining-marks", long_texts("a" + "\u0301" * 20, 375)
    yield "zero-width-breaks", long_texts("a\u200b", 375)
    yield "zero-width-breaks-narrowest", long_texts("a\u200b", 1)
    yield "spaces", long_texts("a ", 375)
    yield "spaces-narrowest", long_texts("a ", 1)
    yield "emoji-zwj", long_texts("\U0001F468\u200d\U0001F469\u200d\U0001F467", 375)
    yield "arabic", long_texts("\u0645\u0631\u062d\u0628\u0627 ", 375)
    senders = [{"id": "me", "name": "Me"}] + [{"id": f"s{k}", "name": "S" * 200 + str(k)} for k in range(9_999)]
    yield "most-senders-group", transcript([message(i, sender=senders[i % len(senders)]["id"], text="hi")
                                            for i in range(MAX_MESSAGES)], senders=senders, group=True)


def main(argv):
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    out = argv[0]
    os.makedirs(out, exist_ok=True)
    for name, document in cases():
        data = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()
        if len(data) >= 10_000_000:
            print(f"{name}: {len(data)} bytes is over 10 MB", file=sys.stderr)
            return 1
        with open(os.path.join(out, name + ".json"), "wb") as file:
            file.write(data)
        print(f"{name}.json {len(data):>9} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
