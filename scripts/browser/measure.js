// Injected into a page written by `trellis render --format html` (ChatHTMLRenderer with
// paragraphs). Once the fonts are loaded it measures, in the browser:
//  - every Trellis line (span.tl, white-space: nowrap): its box against the right edge of its
//    bubble or card (data-limit) and Trellis's width (data-width);
//  - every paragraph copy (div.tp, flowed by the browser at the text's width + 1 px): the UTF-16
//    offsets where the browser starts each line, against Trellis's (data-starts).
// Results go into a pre element (id trellis-results) as JSON, read back from `--dump-dom`.
(function () {
  function lineStarts(node) {
    const text = node.textContent;
    const range = document.createRange();
    const starts = [0];
    let lastTop = null;
    for (let i = 0; i < text.length;) {
      const length = text.codePointAt(i) > 0xFFFF ? 2 : 1;
      if (!/\s/.test(text.slice(i, i + length))) {
        range.setStart(node, i);
        range.setEnd(node, i + length);
        const rects = range.getClientRects();
        if (rects.length > 0) {
          const top = rects[0].top;
          if (lastTop !== null && top > lastTop + 2) starts.push(i);
          lastTop = top;
        }
      }
      i += length;
    }
    return starts;
  }

  function measure() {
    const results = { lines: [], paragraphs: [] };
    for (const span of document.querySelectorAll('span.tl')) {
      const box = span.getBoundingClientRect();
      results.lines.push({
        run: +span.dataset.run, line: +span.dataset.line, text: span.textContent,
        left: box.left, right: box.right, width: box.width,
        trellisWidth: +span.dataset.width, limit: +span.dataset.limit, partRight: +span.dataset.partRight,
      });
    }
    for (const paragraph of document.querySelectorAll('div.tp')) {
      const node = paragraph.firstChild;
      if (!node) continue;
      const text = node.textContent;
      const trellis = paragraph.dataset.starts.split(' ').map(Number)
        .filter((start) => start < text.length && !/\s/.test(text[start]));
      results.paragraphs.push({ run: +paragraph.dataset.run, text, trellis, browser: lineStarts(node) });
    }
    const pre = document.createElement('pre');
    pre.id = 'trellis-results';
    pre.textContent = JSON.stringify(results);
    document.body.appendChild(pre);
  }

  document.fonts.ready.then(measure);
})();
