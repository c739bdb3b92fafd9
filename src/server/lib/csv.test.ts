import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csv.ts';

/**
 * Text a customer typed (name, address, tee name) must never run as a formula when the admin
 * opens the export in a spreadsheet: whatever the spreadsheet's locale and list
 * separator.
 */
describe('CSV fields', () => {
  it('leaves ordinary text and numbers as they are', () => {
    for (const text of [
      'Asha Verma',
      'a-b',
      'asha@campus.example',
      '1;2',
      'C++ club',
      '9876543210',
    ]) {
      expect(csvField(text)).toBe(text);
    }
    expect(csvField(-5)).toBe('-5');
    expect(csvField(499.5)).toBe('499.5');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Ganga, room 4')).toBe('"Ganga, room 4"');
    expect(csvField('the "big" tee')).toBe('"the ""big"" tee"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('prefixes a cell starting with = + - @ with an apostrophe', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvField('=HYPERLINK("http://x.example","y")')).toBe(
      '"\'=HYPERLINK(""http://x.example"",""y"")"',
    );
  });

  it('prefixes the full-width and small forms of = + - @', () => {
    for (const starter of ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '−']) {
      expect(csvField(`${starter}1+1`)).toBe(`'${starter}1+1`);
    }
  });

  it('prefixes a cell starting with a tab or carriage return, or blanks before a starter', () => {
    expect(csvField('\tabc')).toBe("'\tabc");
    // A CR may also end the cell: the formula after it is neutralised too.
    expect(csvField('\r=1+1')).toBe('"\'\r\'=1+1"');
    expect(csvField(' =1+1')).toBe("' =1+1");
    expect(csvField('\u00a0\u3000=1+1')).toBe("'\u00a0\u3000=1+1");
    expect(csvField('"=1+1"')).toBe('"\'""=1+1"""');
  });

  it('neutralises a formula after a semicolon (the list separator of many locales) or a tab', () => {
    expect(csvField('a;=1+1')).toBe("a;'=1+1");
    expect(csvField('a; =1+1')).toBe("a; '=1+1");
    expect(csvField('a;＝1+1')).toBe("a;'＝1+1");
    expect(csvField('a;"=1+1"')).toBe('"a;""\'=1+1"""');
    expect(csvField('a;b;@x')).toBe("a;b;'@x");
    expect(csvField('a\t-1')).toBe("a\t'-1");
    expect(csvField('=a;+b')).toBe("'=a;'+b");
  });

  it('makes a row of safe fields', () => {
    expect(csvRow([7, 'x;=1', '＠y'])).toBe("7,x;'=1,'＠y\r\n");
  });
});
