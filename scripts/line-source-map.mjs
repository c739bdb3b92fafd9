// A source map cut down to what a stack trace needs: where each TypeScript line starts in the
// bundle. Node (source maps on) parses the server bundle's map into one small array per
// mapping once the first stack trace is formatted, and keeps it: esbuild writes ~85,000 mappings
// (one per expression), ~9 MB of heap in every instance (docs/decisions/012). Within a line of
// the bundle, a mapping is kept only where the TypeScript file or line changes; every position
// in the bundle still maps to the same file and line, only columns become approximate.

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitValue = new Map([...DIGITS].map((c, i) => [c, i]));

/** The numbers of one segment (base64 VLQ). */
function decodeSegment(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = digitValue.get(char);
    if (digit === undefined) throw new Error(`Not a source map segment: ${segment}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      numbers.push(value % 2 ? -(value - 1) / 2 : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

function encodeSegment(numbers) {
  let out = '';
  for (const n of numbers) {
    let value = n < 0 ? -n * 2 + 1 : n * 2;
    do {
      let digit = value % 32;
      value = Math.floor(value / 32);
      if (value > 0) digit |= 32;
      out += DIGITS[digit];
    } while (value > 0);
  }
  return out;
}

/**
 * `map` (a parsed version-3 source map) with one mapping per run of the same source line within
 * each generated line, and without names. Answers a new object; counts what it kept.
 */
export function keepLineMappings(map) {
  // Fields 2-5 of a segment are relative to the previous segment anywhere in the map, the
  // generated column to the previous one on its line: read absolute values, write new deltas.
  let source = 0;
  let line = 0;
  let column = 0;
  let written = { source: 0, line: 0, column: 0 };
  let total = 0;
  let kept = 0;
  const lines = map.mappings.split(';').map((generated) => {
    let generatedColumn = 0;
    let writtenColumn = 0;
    let last;
    const segments = [];
    for (const segment of generated ? generated.split(',') : []) {
      const fields = decodeSegment(segment);
      total++;
      generatedColumn += fields[0];
      if (fields.length < 4) continue; // a position mapped to no source
      source += fields[1];
      line += fields[2];
      column += fields[3];
      if (last && last.source === source && last.line === line) continue;
      last = { source, line };
      segments.push(
        encodeSegment([
          generatedColumn - writtenColumn,
          source - written.source,
          line - written.line,
          column - written.column,
        ]),
      );
      kept++;
      writtenColumn = generatedColumn;
      written = { source, line, column };
    }
    return segments.join(',');
  });
  const reduced = { ...map, mappings: lines.join(';') };
  delete reduced.names;
  return { map: reduced, total, kept };
}
